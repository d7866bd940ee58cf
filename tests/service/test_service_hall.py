"""The hall's actions: the round clock and the announcement, stored in the event file."""

import sqlite3
from pathlib import Path

import pytest

from tournament_director.rules import clock as rules
from tournament_director.service import hall, registration, seating
from tournament_director.service.done import Changes
from tournament_director.service.event import Event
from tournament_director.service.model import ServiceError

T0 = 1_700_000_000.0
HARD = [line for line in Path("/work/shared/spec/hard-names.txt").read_text(
    encoding="utf-8").splitlines() if line.strip() and not line.startswith("#")]


@pytest.fixture
def path(tmp_path):
    p = tmp_path / "hall.tdevent"
    Event.create(p, name="Hall Open", games=3, fee=10, seed=5).close()
    return p


def audit_count(path):
    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT COUNT(*) FROM audit").fetchone()[0]
    finally:
        conn.close()


def test_clock_survives_closing_and_reopening(path):
    with Event.open(path) as ev:
        assert hall.clock(ev) == rules.Clock()
        hall.clock_set(ev, 90, now=T0)
        hall.clock_start(ev, now=T0 + 10)
    with Event.open(path) as ev:  # reopened 25 minutes later: the clock ran on
        c = hall.clock(ev)
        assert c.running and rules.remaining(c, T0 + 10 + 25 * 60) == 65 * 60
        hall.clock_pause(ev, now=T0 + 10 + 25 * 60)
    with Event.open(path) as ev:  # paused: an hour later the same time is left
        c = hall.clock(ev)
        assert not c.running and rules.remaining(c, T0 + 9999) == 65 * 60
        hall.clock_add(ev, -5, now=T0 + 9999)
        assert hall.clock(ev).left == 60 * 60


def test_each_action_is_one_audit_line_with_before_and_after(path):
    before = audit_count(path)
    with Event.open(path) as ev:
        hall.clock_set(ev, 45, now=T0)
        hall.clock_start(ev, now=T0)
        hall.clock_add(ev, 5, now=T0 + 60)
        hall.announce(ev, "Lunch at 13:00")
        log = ev.audit_log(limit=4)
    assert audit_count(path) == before + 4
    assert [e.action for e in log] == ["announce", "clock", "clock", "clock"]
    assert log[1].summary == "5 minutes added to the round clock"
    assert log[1].before["left"] == 2700 and log[1].after["left"] == 2640 + 300


def test_refused_clock_action_changes_nothing(path):
    before = path.read_bytes()
    with Event.open(path) as ev:
        with pytest.raises(ServiceError, match="Set the round's time first"):
            hall.clock_start(ev)
        with pytest.raises(ServiceError, match="whole number"):
            hall.clock_set(ev, "soon")
    assert audit_count(path) == 1
    assert path.read_bytes() == before


def test_announcement_is_one_plain_line_until_cleared(path):
    with Event.open(path) as ev:
        assert hall.announce(ev, "  <b>Final</b> round\nstarts & ends  ").value == \
            "<b>Final</b> round starts & ends"
    with Event.open(path) as ev:
        assert hall.announcement(ev) == "<b>Final</b> round starts & ends"
        with pytest.raises(ServiceError, match="shorten it"):
            hall.announce(ev, "x" * 201)
        hall.announce(ev, "")
        assert hall.announcement(ev) == ""
        assert ev.audit_log(limit=1)[0].summary == "Announcement cleared"


def test_find_your_table_is_alphabetical_with_table_and_seat(path):
    with Event.open(path) as ev:
        registration.register_many(ev, [{"name": n} for n in HARD])
        seating.seat_next_game(ev)
        doc = hall.find_your_table(ev)
        game = ev.game(1)
    names = [r["name"] for r in doc["players"]]
    assert len(names) == len(HARD)
    assert names.index("Ben & Jerry") < names.index("Jiří Čermák") < names.index("José Decomposed")
    # "@handle" sorts under H, "=SUM(A1:A9)" under S (leading punctuation skipped)
    assert names.index("=SUM(A1:A9)") < names.index("Tom \"The Tank\" O'Neill")
    assert names.index("@handle") < names.index("Jiří Čermák")
    assert names.index("Gülşen Öztürk") < names.index("@handle")
    for r in doc["players"]:
        table = game.tables[r["table"] - 1]
        assert table.players[r["seat"] - 1] == r["start_no"]


def test_find_your_table_before_seating_is_refused(path):
    with Event.open(path) as ev, pytest.raises(ServiceError, match="seat game 1 first"):
        hall.find_your_table(ev)


def test_clock_and_announcement_verify_and_undo(path):
    from tournament_director.service import history
    with Event.open(path) as ev:
        hall.clock_set(ev, 45, now=T0)
        hall.clock_start(ev, now=T0 + 5)
        hall.announce(ev, "Lunch at 13:00")
        assert history.verify(ev) == []  # the hall's row is what the audit log says
        done = history.undo(ev)
        assert "Announcement" in done.message and done.changes == Changes(announcement=True)
        assert hall.announcement(ev) == ""
        done = history.undo(ev)
        assert done.changes == Changes(clock=True) and not hall.clock(ev).running
        assert rules.remaining(hall.clock(ev), T0 + 999) == 45 * 60
        history.redo(ev)
        assert hall.clock(ev).running
        assert history.verify(ev) == []
