"""Undo, redo, revert and verify: each restores exactly the previous rows, is an audit line of
its own, and verify names what differs between the file and its audit log."""

import csv
import shutil
import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournament_director.service import Event, ServiceError
from tournament_director.store.changes import data_tables

NO_ITEMS = {"cities": 0, "preserve_stones": 0, "limbo_groups": 0, "spaceport": False}
V1 = Path(__file__).parent.parent / "store" / "data" / "event-v1.tdevent"


def snapshot(ev) -> dict:
    """Every row of every data table (rowid included), as the file holds them."""
    return {t: ev.db.execute(f'SELECT rowid, * FROM "{t}" ORDER BY rowid').fetchall()
            for t in data_tables(ev.db)}


def make(tmp_path, players=9, name="e", **kw):
    kw.setdefault("games", 2)
    ev = Event.create(tmp_path / f"{name}.tdevent", name="Cup", fee=10, seed=8, **kw)
    if players:
        ev.register_many([{"name": n} for n in HARD[:players]])
    return ev


HARD = ["Małgorzata Wiśniewska", "王小明", "Ben & Jerry", "<i>Ivy</i> League",
        "Tom \"The Tank\" O'Neill", "=SUM(A1:A9)", "Zoë 🎲 Dice", "Þórunn", "Jiří Čermák",
        "Дмитрий", "@handle", "+44 Fan"]


def play(ev, game_no):
    for t in ev.game(game_no).tables:
        if not t.has_result:
            ev.record(game_no, t.table, places={p: i for i, p in enumerate(t.players, 1)},
                      items=NO_ITEMS)


def write_csv(path, names):
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["name", "club"])
        for n in names:
            w.writerow([n, "Club"])
    return path


def finished(tmp_path):
    ev = make(tmp_path)
    for g in (1, 2):
        ev.seat_next_game()
        play(ev, g)
    return ev


ACTIONS = {
    "register": lambda ev, tmp: ev.add_player("Late Üser", "Club"),
    "import": lambda ev, tmp: ev.import_players(write_csv(tmp / "p.csv", ["A One", "B Two"])),
    "edit": lambda ev, tmp: ev.edit_player(2, name="Renamed", club="X", paid=3),
    "fee": lambda ev, tmp: ev.edit_player(3, paid=25),
    "drop": lambda ev, tmp: ev.drop(4),
    "settings": lambda ev, tmp: ev.update_settings(name="Other", fee=30, paper="Letter"),
    "seat": lambda ev, tmp: ev.seat_next_game(),
}


@pytest.mark.parametrize("kind", list(ACTIONS))
def test_undo_and_redo_of_each_early_action_restore_every_row(tmp_path, kind):
    with make(tmp_path) as ev:
        before = snapshot(ev)
        ACTIONS[kind](ev, tmp_path)
        after = snapshot(ev)
        assert after != before
        assert ev.undo().startswith("Undone: ")
        assert snapshot(ev) == before
        assert ev.settings.name == "Cup"  # the kept settings are read again
        assert ev.redo().startswith("Redone: ")
        assert snapshot(ev) == after
        assert ev.verify() == []


def test_undo_of_results_corrections_unseat_undrop_and_tiebreaks(tmp_path):
    with finished(tmp_path) as ev:
        def check(action):
            before = snapshot(ev)
            action()
            after = snapshot(ev)
            assert after != before
            ev.undo()
            assert snapshot(ev) == before
            ev.redo()
            assert snapshot(ev) == after
            assert ev.verify() == []
        t = ev.game(2).tables[0]
        check(lambda: ev.record(2, t.table, places={p: 1 for p in t.players},
                                items=NO_ITEMS))  # a correction
        check(lambda: ev.set_tiebreak(1, "cards_and_tokens=3,harbour_master=yes"))
        check(lambda: ev.drop(5))
        check(lambda: ev.undrop(5))
        lines = [e.action for e in ev.audit_log(6)]
        assert lines[:2] == ["redo", "undo"]


def test_undo_of_a_result_then_of_the_seating_and_unseat(tmp_path):
    with make(tmp_path) as ev:
        empty = snapshot(ev)
        ev.seat_next_game()
        seated = snapshot(ev)
        t = ev.game(1).tables[0]
        ev.record(1, t.table, places={p: i for i, p in enumerate(t.players, 1)},
                  items=NO_ITEMS)
        assert ev.undo() == f"Undone: result of game 1 table {t.table}."
        assert snapshot(ev) == seated
        ev.undo()
        assert snapshot(ev) == empty
        ev.redo()
        assert snapshot(ev) == seated
        ev.unseat_last_game()
        assert snapshot(ev) == empty
        ev.undo()
        assert snapshot(ev) == seated


def test_undo_goes_back_to_the_creation_and_no_further(tmp_path):
    with make(tmp_path, players=0) as ev:
        created = snapshot(ev)
        ev.add_player("Anna")
        ev.add_player("Bram")
        ev.undo()
        ev.undo()
        assert snapshot(ev) == created
        with pytest.raises(ServiceError, match="Nothing to undo"):
            ev.undo()
        assert snapshot(ev) == created
        ev.redo()
        assert [p.name for p in ev.players()] == ["Anna"]
        ev.add_player("Carl")  # a new change ends what can be redone
        with pytest.raises(ServiceError, match="Nothing to redo"):
            ev.redo()
        assert [e.action for e in ev.audit_log()] == [
            "register", "redo", "undo", "undo", "register", "register", "new"]


def test_an_upgraded_file_verifies_and_undo_stops_at_the_upgrade(tmp_path):
    path = tmp_path / "old.tdevent"
    shutil.copy(V1, path)
    with Event.open(path) as ev:
        assert ev.verify() == []
        assert ev.audit_log()[0].action == "upgrade"
        with pytest.raises(ServiceError, match="Nothing to undo"):
            ev.undo()
        count = len(ev.players())
        ev.add_player("New One")
        ev.undo()
        assert len(ev.players()) == count
        assert ev.verify() == []


def test_revert_a_correction(tmp_path):
    with finished(tmp_path) as ev:
        t = ev.game(1).tables[1]
        original = dict(t.places)
        ev.record(1, t.table, places={p: 1 for p in t.players}, items=NO_ITEMS)
        line = ev.audit_log(1)[0]
        assert line.action == "correct"
        text = ev.revert(line.id)
        assert text.startswith(f"Reverted the correction of game 1 table {t.table}")
        assert ev.table(1, t.table).places == original
        assert ev.audit_log(1)[0].action == "correct"
        with pytest.raises(ServiceError, match="changed again"):
            ev.revert(line.id)
        with pytest.raises(ServiceError, match="Only a correction"):
            ev.revert(1)
        assert ev.verify() == []


# -- verify catches what was changed beside the program -------------------------------------
def verify_after_editing(tmp_path, *statements: str, drop_triggers: bool = False) -> list:
    """A finished event edited with plain SQL beside the program, then verified."""
    ev = finished(tmp_path)
    path = ev.path
    ev.close()
    with sqlite3.connect(path) as conn:
        if drop_triggers:  # no trace in changes
            for (name,) in conn.execute(
                    "SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
                conn.execute(f'DROP TRIGGER "{name}"')
        for statement in statements:
            conn.execute(statement)
    with Event.open(path) as ev:
        return ev.verify()


def test_verify_names_an_edited_fee(tmp_path):
    problems = verify_after_editing(tmp_path, "UPDATE players SET paid = 21 WHERE start_no = 7")
    assert problems == ["player 7 was changed outside the program (no audit line): "
                        "paid 10 -> 21"]


def test_verify_names_a_deleted_result_even_without_its_trace(tmp_path):
    problems = verify_after_editing(
        tmp_path, "DELETE FROM results WHERE game_no = 2 AND start_no = 3",
        "UPDATE players SET paid = 99 WHERE start_no = 1", drop_triggers=True)
    assert "game 2 result of player 3 is missing from the file (the audit log has it)" \
        in problems
    assert "player 1: paid is 99 in the file, 10 by the audit log" in problems


def test_verify_names_a_changed_audit_line(tmp_path):
    problems = verify_after_editing(
        tmp_path, "UPDATE audit SET summary = 'nothing happened' WHERE id = 3")
    assert len(problems) == 1
    assert problems[0].startswith("audit line 3 (")


def test_undo_refuses_when_the_file_was_changed_outside(tmp_path):
    ev = make(tmp_path)
    ev.add_player("Anna Extra")
    path = ev.path
    ev.close()
    with sqlite3.connect(path) as conn:
        conn.execute("DELETE FROM players WHERE name = 'Anna Extra'")
        conn.execute("DELETE FROM changes WHERE id = (SELECT MAX(id) FROM changes)")
    with Event.open(path) as ev:
        before = snapshot(ev)
        with pytest.raises(ServiceError, match="changed outside the program"):
            ev.undo()
        assert snapshot(ev) == before


# -- random sequences: verify holds after every step --------------------------------------
STEPS = ["add", "import", "edit", "drop", "undrop", "seat", "seat", "unseat", "record",
         "record", "record", "correct", "tiebreak", "settings", "undo", "undo", "redo", "redo"]


def _step(ev, step, rng):
    players = ev.players()
    if step == "add":
        ev.add_player(f"Player {rng.randrange(10**6)}")
    elif step == "import":
        ev.register_many([{"name": f"Listed {rng.randrange(10**6)}", "paid": 5},
                          {"name": f"Listed {rng.randrange(10**6)}", "club": "C"}])
    elif step == "edit":
        ev.edit_player(rng.choice(players).start_no, paid=rng.randrange(50))
    elif step == "drop":
        ev.drop(rng.choice([p for p in players if p.active]).start_no)
    elif step == "undrop":
        ev.undrop(rng.choice([p for p in players if not p.active]).start_no)
    elif step == "seat":
        ev.seat_next_game()
    elif step == "unseat":
        ev.unseat_last_game()
    elif step in ("record", "correct"):
        g = ev.games_seated()
        tables = [t for t in ev.game(g).tables if t.has_result == (step == "correct")]
        t = rng.choice(tables)
        order = list(t.players)
        rng.shuffle(order)
        ev.record(g, t.table, places={p: i for i, p in enumerate(order, 1)}, items=NO_ITEMS)
    elif step == "tiebreak":
        ev.set_tiebreak(rng.choice(players).start_no,
                        f"cards_and_tokens={rng.randrange(9)},harbour_master=no")
    elif step == "settings":
        ev.update_settings(fee=rng.randrange(1, 40))
    elif step == "undo":
        ev.undo()
    else:
        ev.redo()


@settings(max_examples=15, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=st.lists(st.sampled_from(STEPS), min_size=5, max_size=25),
       seed=st.integers(0, 1000))
def test_random_actions_with_undo_and_redo_always_verify(tmp_path_factory, steps, seed):
    import random
    rng = random.Random(seed)
    tmp = tmp_path_factory.mktemp("h")
    with make(tmp, players=0, games=3) as ev:
        history = [snapshot(ev)]  # the states undo walks back through (from the creation)
        ev.register_many([{"name": n} for n in HARD[:7]])
        history.append(snapshot(ev))
        redo: list = []
        for step in steps:
            lines = len(ev.audit_log())
            try:
                _step(ev, step, rng)
            except (ServiceError, IndexError):
                continue  # refused (or nothing to choose): nothing changed
            now = snapshot(ev)
            if len(ev.audit_log()) == lines:  # the same as before (an edit to the same fee)
                assert now == history[-1]
                continue
            if step == "undo":
                assert len(history) > 1  # the creation is never taken back
                redo.append(history.pop())
                assert now == history[-1]
            elif step == "redo":
                history.append(redo.pop())
                assert now == history[-1]
            else:
                history.append(now)
                redo.clear()
            assert ev.verify() == []


def test_a_change_made_outside_stays_named_after_the_next_action(tmp_path):
    ev = make(tmp_path)
    path = ev.path
    ev.close()
    with sqlite3.connect(path) as conn:  # the triggers record it, with no audit line
        conn.execute("UPDATE players SET paid = 21 WHERE start_no = 7")
    with Event.open(path) as ev:
        ev.add_player("After The Edit")  # not sealed into this action's line
        assert ev.verify() == ["player 7 was changed outside the program (no audit line): "
                               "paid 10 -> 21"]
        ev.undo()  # takes back the registration only
        assert ev.player(7).paid == 21
        assert len(ev.players()) == 9


def test_an_outside_change_after_the_programs_own_is_named_once(tmp_path):
    ev = make(tmp_path)
    ev.edit_player(7, paid=15)
    path = ev.path
    ev.close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE players SET paid = 21 WHERE start_no = 7")
    with Event.open(path) as ev:
        ev.add_player("Later Player")
        ev.edit_player(2, club="Later Club")
        assert ev.verify() == ["player 7 was changed outside the program (no audit line): "
                               "paid 15 -> 21"]


def test_a_table_a_later_step_adds_is_tracked_with_one_line(tmp_path):
    from tournament_director.store import changes
    with make(tmp_path, players=3) as ev:
        ev.db.execute("CREATE TABLE clock (id INTEGER PRIMARY KEY, minutes INTEGER)")
        ev.db.execute("CREATE TABLE odd (k TEXT PRIMARY KEY, v TEXT) WITHOUT ROWID")
        changes.track(ev.db, "clock")
        assert "odd" not in changes.data_tables(ev.db)
        with ev._action("clock", "Clock set to 90 minutes"):
            ev.db.execute("INSERT INTO clock (id, minutes) VALUES (1, 90)")
        assert ev.verify() == []
        assert ev.undo() == "Undone: Clock set to 90 minutes."
        assert ev.db.execute("SELECT COUNT(*) FROM clock").fetchone()[0] == 0
        assert ev.verify() == []


def test_undo_refuses_an_action_whose_record_of_changes_is_gone(tmp_path):
    ev = make(tmp_path)
    ev.edit_player(2, paid=3)
    path = ev.path
    ev.close()
    with sqlite3.connect(path) as conn:
        conn.execute("DELETE FROM changes WHERE audit_id = (SELECT MAX(id) FROM audit)")
    with Event.open(path) as ev:
        before = snapshot(ev)
        with pytest.raises(ServiceError, match="record of what it changed is missing"):
            ev.undo()
        assert snapshot(ev) == before
        assert ev.verify()  # and verify says the file differs


def test_a_column_a_later_step_adds_is_the_upgrade_line_and_verifies(tmp_path):
    from tournament_director.store import changes
    with finished(tmp_path) as ev:
        ev.db.execute("ALTER TABLE players ADD COLUMN sort_name TEXT NOT NULL DEFAULT ''")
        ev.db.execute("UPDATE players SET sort_name = lower(name)")  # a step's own update
        assert changes.baseline(ev.db, "2026-01-01T00:00:00+00:00")
        assert ev.audit_log(1)[0].action == "upgrade"
        assert ev.verify() == []
        with pytest.raises(ServiceError, match="Nothing to undo"):
            ev.undo()
        before = snapshot(ev)
        ev.edit_player(3, paid=1)
        ev.undo()
        assert snapshot(ev) == before
        assert ev.verify() == []
        assert not changes.baseline(ev.db, "2026-01-01T00:00:00+00:00")  # nothing new
