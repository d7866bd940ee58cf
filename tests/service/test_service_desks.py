"""Several desks, at the service: the roles on each action, a change refused when what it
changes was changed meanwhile by someone else, undo at a desk, requests done once, the audit
line naming its desk (covered by the hash chain), the desks' addresses and the wire."""

from __future__ import annotations

import sqlite3

import pytest

from tournament_director.service import (
    calls,
    desks,
    history,
    registration,
    results,
    seating,
    wire,
)
from tournament_director.service.actions import ACTIONS, MAIN, ROLES, role_allows
from tournament_director.service.asker import Asker, Conflict, asking
from tournament_director.service.event import Event
from tournament_director.service.model import ServiceError
from tournament_director.store import records


@pytest.fixture
def event(tmp_path, hard_names):
    ev = Event.create(tmp_path / "d.tdevent", name="Desks", games=2, fee=10, seed=3,
                      table_points="none")
    names = hard_names[:16] + [f"Filler {i}" for i in range(16 - len(hard_names[:16]))]
    registration.register_many(ev, [{"name": n} for n in names])
    seating.seat_next_game(ev)
    yield ev
    ev.close()


def order(table) -> dict[int, int]:
    return {p: i for i, p in enumerate(table.players, 1)}


def test_every_action_names_the_role_it_needs():
    assert {a.role for a in ACTIONS.values()} == {"door", "results", "full", MAIN}
    assert ACTIONS["settings"].role == MAIN and ACTIONS["record"].role == "results"
    assert ACTIONS["checkin"].role == "door" and ACTIONS["seat"].role == "full"
    for action in ACTIONS.values():
        assert role_allows("full", action.role) == (action.role != MAIN)
        assert role_allows(MAIN, action.role)
    assert not role_allows("door", "results") and not role_allows("results", "door")
    assert ROLES == ("full", "results", "door")


def test_a_desk_outside_its_role_is_refused_before_anything_is_written(event):
    before = len(event.audit_log())
    table = event.game(1).tables[0]
    with asking(Asker("Door", "door")), pytest.raises(ServiceError, match="This is a door "
                                                                         "desk: record needs"):
        results.record(event, 1, table.table, places=order(table))
    with asking(Asker("Head", "full")), pytest.raises(ServiceError, match="main desk"):
        from tournament_director.service import configure
        configure.update_settings(event, name="Other")
    assert len(event.audit_log()) == before and not event.table(1, table.table).has_result


def test_a_line_names_its_desk_and_the_chain_covers_it(event):
    table = event.game(1).tables[0]
    with asking(Asker("Results “1”", "results")):
        results.record(event, 1, table.table, places=order(table))
    line = event.audit_log(1)[0]
    assert (line.action, line.desk) == ("record", "Results “1”")
    assert event.audit_log(2)[1].desk is None  # the main desk's own
    assert history.verify(event) == []
    with sqlite3.connect(event.path) as conn:
        conn.execute("UPDATE audit SET desk = 'Door' WHERE id = ?", [line.id])
    problems = history.verify(event)
    assert any("does not match the chain" in p for p in problems), problems


def test_a_change_to_what_another_desk_changed_meanwhile_is_refused_naming_it(event):
    table = event.game(1).tables[1]
    seen = records.last_line(event.db)
    with asking(Asker("Results 1", "results", seen=seen)):
        results.record(event, 1, table.table, places=order(table))
    backwards = {p: len(order(table)) + 1 - i for p, i in order(table).items()}
    with asking(Asker("Results 2", "results", seen=seen)), \
            pytest.raises(Conflict, match="meanwhile desk “Results 1” changed the same "
                                          r"\(result of game 1 table 2"):
        results.record(event, 1, table.table, places=backwards)
    assert event.table(1, table.table).places == order(table)
    other = event.game(1).tables[0]  # another table: no conflict
    with asking(Asker("Results 2", "results", seen=seen)):
        results.record(event, 1, other.table, places=order(other))
    # the desk's own changes since are not a conflict; having seen it, the change goes in
    with asking(Asker("Results 2", "results", seen=records.last_line(event.db))):
        results.record(event, 1, table.table, places=backwards)
    # the main desk's window, too, is told what a desk changed since its form was opened
    with asking(Asker("Results 1", "results", seen=records.last_line(event.db))):
        results.record(event, 1, other.table, places={**order(other), **{
            other.players[0]: 2, other.players[1]: 1}})
    with asking(Asker(seen=records.last_line(event.db) - 1)), \
            pytest.raises(Conflict, match="desk “Results 1”"):
        results.record(event, 1, other.table, places=order(other))


def test_undo_at_a_desk_takes_back_its_own_change_unless_a_later_one_stands_on_it(event):
    a, b = Asker("A", "full"), Asker("B", "full")
    t1, t2, t3 = event.game(1).tables[:3]
    with asking(a):
        results.record(event, 1, t1.table, places=order(t1))
    with asking(b):
        results.record(event, 1, t2.table, places=order(t2))
    with asking(a):
        assert history.labels(event)[0] == "result of game 1 table 1"
        assert "game 1 table 1" in history.undo(event).message
        with pytest.raises(ServiceError, match="Nothing to undo at this desk"):
            history.undo(event)
    assert not event.table(1, t1.table).has_result and event.table(1, t2.table).has_result
    with asking(a):
        results.record(event, 1, t3.table, places=order(t3))
    with asking(b):
        results.record(event, 1, t3.table, places={p: t3.size + 1 - i
                                                   for p, i in order(t3).items()})
    with asking(a), pytest.raises(ServiceError, match="a later change stands on it .*"
                                                      "desk “B”"):
        history.undo(event)
    with asking(b):  # its newest: the correction
        assert "correction of game 1 table 3" in history.undo(event).message
    assert event.table(1, t3.table).places == order(t3)
    assert "game 1 table 3" in history.undo(event).message  # the main desk: the newest
    assert history.verify(event) == []


def test_a_request_is_kept_with_its_change(event):
    table = event.game(1).tables[0]
    with asking(Asker("R", "results", request="f" * 32)):
        results.record(event, 1, table.table, places=order(table))
    assert desks.done_before(event.db, "f" * 32) == ("R", records.last_line(event.db), None)
    desks.keep_answer(event, "f" * 32, '{"ok": 1}')
    assert desks.done_before(event.db, "f" * 32)[2] == '{"ok": 1}'
    with asking(Asker("R", "results", request="e" * 32)), pytest.raises(ServiceError):
        results.record(event, 1, 99, places={})
    assert desks.done_before(event.db, "e" * 32) is None  # refused: nothing kept


def test_desks_made_listed_revoked_by_a_token_kept_only_as_its_hash(event):
    token = desks.make_desk(event, "  Door  ", "door")
    assert len(token) >= 22 and desks.desk_of(event.db, token) == desks.Desk("Door", "door")
    assert token not in event.path.read_bytes().decode("latin-1")
    again = desks.make_desk(event, "Door", "results")  # a new address: the old one goes
    assert desks.desk_of(event.db, token) is None
    assert desks.desk_of(event.db, again).role == "results"
    assert desks.desk_of(event.db, desks.main_token(event.db)) == desks.Desk(None, "main")
    desks.revoke(event, "Door")
    assert desks.desk_of(event.db, again) is None and desks.revoked(event.db, again)
    assert [d["revoked"] for d in desks.desk_list(event)] == [True]
    with pytest.raises(ServiceError, match="no desk named 'Nobody'"):
        desks.revoke(event, "Nobody")
    for bad in ("", " ", "x" * 41, "tab\there"):
        with pytest.raises(ServiceError, match="1 to 40 characters"):
            desks.make_desk(event, bad, "door")
    with pytest.raises(ServiceError, match="Unknown role"):
        desks.make_desk(event, "X", "admin")
    url = desks.link("10.0.0.5", 8081, again, desks.pin(event.db))
    assert url == f"https://10.0.0.5:8081/d/{again}#pin={desks.pin(event.db)}"
    assert len(desks.pin(event.db)) == 64 and desks.certificate_of(event)[0].startswith(
        b"-----BEGIN CERTIFICATE-----")


def test_the_news_says_what_changed_after_a_line_and_who(event):
    head = records.last_line(event.db)
    table = event.game(1).tables[0]
    with asking(Asker("R", "results")):
        results.record(event, 1, table.table, places=order(table))
    history.undo(event)  # the main desk's
    news = desks.news(event.db, head)
    assert news["head"] == head + 2 and not news["reset"]
    assert [(line["desk"], line["changes"]) for line in news["lines"]] == [
        ("R", ["results"]), (None, ["results"])]
    assert desks.news(event.db, head + 5)["reset"]


def test_every_call_travels_and_comes_back_the_same(event):
    table = event.game(1).tables[0]
    done = results.record(event, 1, table.table, places=order(table))
    for value in (done, event.game(1), event.standings(), event.status(), event.settings,
                  event.players(), event.audit_log(3), {1: {"a": (1, 2)}, "x": {3}}):
        assert wire.decode(wire.encode(value)) == value
    with pytest.raises(wire.WireError):
        wire.decode(wire.encode(event.players()), records=False)  # a desk sends no records
    with pytest.raises(wire.WireError):
        wire.decode({"$r": "Path", "v": {}})
    assert set(calls.FILE_ARGS) <= set(calls.READS) | set(calls.ACTS)
    for fn in calls.ACTS.values():
        assert calls.act_name(fn) in calls.ACTS


def test_a_results_desk_drops_now_between_games_as_a_plain_drop(event):
    from tournament_director.service import overrides
    for table in event.game(1).tables:
        results.record(event, 1, table.table, places=order(table))
    with asking(Asker("Results", "results")):
        overrides.drop_now(event, 3)  # no table waits: a plain drop, for the results desk
    assert not event.player(3).active and event.audit_log(1)[0].desk == "Results"
    with asking(Asker("Door", "door")), pytest.raises(ServiceError, match="needs a results"):
        overrides.drop_now(event, 4)
