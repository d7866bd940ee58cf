"""Every action says what it changed (Done.changes), undo and redo say what they took back,
and the list of what each audit action changes is complete."""

import re
from pathlib import Path

import pytest

from tournament_director.service import (
    configure,
    hall,
    history,
    prizes,
    registration,
    results,
    seating,
)
from tournament_director.service.done import EVERYTHING, NOTHING, OF_ACTION, Changes, Done
from tournament_director.service.event import Event

SERVICE = Path(__file__).resolve().parents[2] / "tournament_director" / "service"
NO_ITEMS = {"cities": 0, "preserve_stones": 0, "limbo_groups": 0, "spaceport": False}


def places(table):
    return {p: i for i, p in enumerate(table.players, 1)}


@pytest.fixture
def ev(tmp_path):
    with Event.create(tmp_path / "cup.tdevent", name="Cup", games=1, fee=10, seed=3) as ev:
        registration.register_many(ev, [{"name": n} for n in
                                         ("Łukasz Żółć", "Søren", "王小明", "Ben & Jerry",
                                          "<i>Ivy</i> League", "Zoë 🎲 Dice")])
        yield ev


def last_action(ev) -> str:
    return ev.audit_log(1)[0].action  # newest first


def test_each_action_returns_what_its_audit_line_changed(ev):
    steps = [
        (lambda: registration.add_player(ev, "Þórunn Guðmundsdóttir"), Changes(players=True)),
        (lambda: registration.edit_player(ev, 7, club="Reykjavík"), Changes(players=True)),
        (lambda: registration.drop(ev, 7), Changes(players=True)),
        (lambda: registration.undrop(ev, 7), Changes(players=True)),
        (lambda: configure.update_settings(ev, fee=12), Changes(settings=True)),
        (lambda: seating.seat_next_game(ev), Changes(seating=True)),
        (lambda: results.record(ev, 1, 1, places=places(ev.table(1, 1)), items=NO_ITEMS),
         Changes(results=True)),
        (lambda: hall.clock_set(ev, 90), Changes(clock=True)),
        (lambda: hall.announce(ev, "Lunch at 13:00"), Changes(announcement=True)),
    ]
    for step, changed in steps:
        lines = len(ev.audit_log())
        done = step()
        assert isinstance(done, Done)
        assert done.changes == changed
        assert len(ev.audit_log()) == lines + 1  # one action, one audit line
        assert OF_ACTION[last_action(ev)] == changed


def test_the_values_an_action_makes_are_in_its_done(ev):
    player = registration.add_player(ev, "Þórunn").value
    assert (player.start_no, player.name) == (7, "Þórunn")
    game = seating.seat_next_game(ev).value
    assert game.game == 1 and sum(t.size for t in game.tables) == 7
    done = results.record(ev, 1, 1, places=places(ev.table(1, 1)), items=NO_ITEMS)
    assert done.value.correction is False and done.message.startswith("Recorded game 1 table 1")
    assert "drops out" in registration.drop(ev, 7).message


def test_an_action_that_changes_nothing_says_so_and_writes_no_line(ev):
    lines = len(ev.audit_log())
    same = registration.edit_player(ev, 1, club="")  # the club it has
    assert same.changes == NOTHING and not same.changes
    assert configure.update_settings(ev, fee=10).changes == NOTHING
    seating.seat_next_game(ev)
    table = ev.table(1, 1)
    results.record(ev, 1, 1, places=places(table), items=NO_ITEMS)
    again = results.record(ev, 1, 1, places=places(table), items=NO_ITEMS)
    assert again.changes == NOTHING and "nothing changed" in again.message
    assert len(ev.audit_log()) == lines + 2  # the seating and the first record only


def test_undo_and_redo_change_what_the_line_they_take_back_changed(ev):
    lines_before = ev.audit_log()
    seating.seat_next_game(ev)
    assert history.undo(ev).changes == Changes(seating=True)
    assert history.redo(ev).changes == Changes(seating=True)
    results.record(ev, 1, 1, places=places(ev.table(1, 1)), items=NO_ITEMS)
    undone = history.undo(ev)
    assert undone.changes == Changes(results=True)
    assert undone.message == "Undone: result of game 1 table 1."
    configure.update_settings(ev, name="Other Cup")
    assert history.undo(ev).changes.settings
    assert ev.settings.name == "Cup"  # the kept settings are read again
    assert len(ev.audit_log()) == len(lines_before) + 7


def test_tiebreaks_change_tiebreaks_only(ev):
    seating.seat_next_game(ev)
    for t in ev.game(1).tables:
        results.record(ev, 1, t.table, places={p: 1 for p in t.players}, items=NO_ITEMS)
    level = prizes.needs_tiebreak(ev)
    assert level  # everybody level
    done = prizes.set_tiebreak(ev, level[0], "cards_and_tokens=3,harbour_master=no")
    assert done.changes == Changes(tiebreaks=True)
    assert done.value == {"cards_and_tokens": 3, "harbour_master": False}


def test_every_action_the_service_writes_is_in_the_list_of_what_it_changes():
    named = set()
    for path in SERVICE.glob("*.py"):
        named |= set(re.findall(r'\.action\(\s*"(\w+)"', path.read_text(encoding="utf-8")))
        named |= set(re.findall(r'of_action\("(\w+)"\)', path.read_text(encoding="utf-8")))
    # undo and redo change what the line they take back changed (history.py)
    assert named - {"undo", "redo"} <= set(OF_ACTION), named - set(OF_ACTION)
    assert {"register", "seat", "record", "correct", "tiebreak", "settings"} <= named


def test_changes_meet_what_a_page_shows():
    standings = Changes(players=True, results=True, seating=True, tiebreaks=True)
    assert Changes(results=True).meets(standings)
    assert not Changes(clock=True).meets(standings)
    assert Changes(settings=True).meets(standings)  # a change of the settings: anything
    assert not Changes(settings=True).meets(NOTHING)  # a page that shows nothing
    assert (Changes(players=True) | Changes(clock=True)).kinds == {"players", "clock"}
    assert EVERYTHING.kinds >= {"players", "seating", "results", "tiebreaks", "settings"}
