"""Every action says what it changed (Done.changes), undo and redo say what they took back,
and every action the service writes is declared once (service/actions.py)."""

import ast
from pathlib import Path

import pytest

from tournament_director.service import (
    actions,
    configure,
    hall,
    history,
    prizes,
    registration,
    results,
    seating,
)
from tournament_director.service.actions import ACTIONS, SEAT, Action, declare, of_action
from tournament_director.service.done import EVERYTHING, NOTHING, Changes, Done
from tournament_director.service.event import Event

PACKAGE = Path(__file__).resolve().parents[2] / "tournament_director"
SERVICE = PACKAGE / "service"
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
        assert ACTIONS[last_action(ev)].changes == changed


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


def _declared(node, function) -> set[str]:
    """The declarations an `event.action(...)` argument can be: the names of the
    service/actions.py constants it names (a branch of `A if ... else B`, a local variable
    given one); an assertion fails on anything else (a name written as text, an Action made
    on the spot)."""
    if isinstance(node, ast.IfExp):
        return _declared(node.body, function) | _declared(node.orelse, function)
    if isinstance(node, ast.Name):
        if isinstance(getattr(actions, node.id, None), Action):
            found = getattr(actions, node.id)
            assert ACTIONS.get(found.name) is found, f"{node.id} is not declared"
            return {found.name}
        given = [a.value for a in ast.walk(function) if isinstance(a, ast.Assign)
                 and [getattr(t, "id", None) for t in a.targets] == [node.id]]
        assert given, f"{function.name}: event.action({node.id}) names no declared action"
        return set().union(*(_declared(value, function) for value in given))
    raise AssertionError(f"{function.name}: event.action({ast.unparse(node)}) is not one of "
                         "the actions declared in service/actions.py")


def test_every_action_the_service_writes_is_declared():
    named = set()
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for call in ast.walk(function):
                if not isinstance(call, ast.Call):
                    continue
                name = getattr(call.func, "attr", getattr(call.func, "id", None))
                if name in ("Action", "declare"):  # an action is declared in one place
                    assert path.name == "actions.py", f"{path.name}: {ast.unparse(call)}"
                if name == "action" and isinstance(call.func, ast.Attribute) and call.args:
                    named |= _declared(call.args[0], function)
    # the names the audit log has always written (`log`, undo and the History dialog read
    # them back): each declared, none renamed
    assert named == set(ACTIONS) == {
        "register", "import", "edit", "drop", "undrop", "checkin", "seat", "unseat",
        "drop-now", "move", "swap", "adjust", "record", "correct", "confirm", "reject", "renew",
        "tiebreak", "settings", "clock", "announce", "undo", "redo"}


def test_an_action_not_declared_is_refused_and_writes_nothing(ev):
    lines = len(ev.audit_log())
    ran = []
    made_up = Action("seat", Changes(seating=True), copy_each=True)  # SEAT's twin, not SEAT
    for action in ("seat", made_up, Action("shuffle", Changes(seating=True))):
        with pytest.raises(TypeError, match="not a declared action"), \
                ev.action(action, "Seated game 1"):
            ran.append(action)
    assert ran == [] and len(ev.audit_log()) == lines
    with pytest.raises(ValueError, match="declared twice"):
        declare("seat", Changes(players=True))
    assert ACTIONS["seat"] is SEAT and SEAT.changes == Changes(seating=True)


def test_what_a_line_changed_is_found_by_its_name_in_the_log():
    for name, action in ACTIONS.items():
        assert of_action(name) == action.changes
        assert action.done("said", 3) == Done(action.changes, "said", 3)
    # the creation, a file's upgrade, a name this version does not know: anything may have
    assert of_action("new") == of_action("upgrade") == of_action("shuffle") == EVERYTHING
    # the automatic copies: after each seating, every 10 results recorded, corrected or
    # confirmed; the settings read again after a change of the settings, undo and redo
    assert {a.name for a in ACTIONS.values() if a.copy_each} == {"seat"}
    assert {a.name: a.copy_results for a in ACTIONS.values() if a.copy_results} == {
        "record": 10, "correct": 10, "confirm": 10}
    assert {a.name for a in ACTIONS.values() if a.changes_settings} == {
        "settings", "undo", "redo"}


def test_changes_meet_what_a_page_shows():
    standings = Changes(players=True, results=True, seating=True, tiebreaks=True)
    assert Changes(results=True).meets(standings)
    assert not Changes(clock=True).meets(standings)
    assert Changes(settings=True).meets(standings)  # a change of the settings: anything
    assert not Changes(settings=True).meets(NOTHING)  # a page that shows nothing
    assert (Changes(players=True) | Changes(clock=True)).kinds == {"players", "clock"}
    assert EVERYTHING.kinds >= {"players", "seating", "results", "tiebreaks", "settings"}
