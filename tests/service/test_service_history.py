"""Undo, redo, revert and verify: each restores exactly the previous rows, is an audit line of
its own, and verify names what differs between the file and its audit log."""

import csv
import hashlib
import json
import shutil
import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournament_director.service import history, prizes, registration, results, seating
from tournament_director.service.actions import CLOCK
from tournament_director.service.configure import update_settings
from tournament_director.service.event import Event
from tournament_director.service.model import ServiceError
from tournament_director.store.changes import _hash, data_tables

NO_ITEMS = {"cities": 0, "preserve_stones": 0, "limbo_groups": 0, "spaceport": False}
V1 = Path(__file__).parent.parent / "store" / "data" / "event-v1.tdevent"


def snapshot(ev) -> dict:
    """Every row of every data table (rowid included), as the file holds them."""
    return {t: ev.db.execute(f'SELECT rowid, * FROM "{t}" ORDER BY rowid').fetchall()
            for t in data_tables(ev.db)}


def make(tmp_path, players=9, name="e", **kw):
    kw.setdefault("games", 2)
    ev = Event.create(tmp_path / f"{name}.tdevent", name="Cup", fee=1000, seed=8, **kw)
    if players:
        registration.register_many(ev, [{"name": n} for n in HARD[:players]])
    return ev


HARD = ["Małgorzata Wiśniewska", "王小明", "Ben & Jerry", "<i>Ivy</i> League",
        "Tom \"The Tank\" O'Neill", "=SUM(A1:A9)", "Zoë 🎲 Dice", "Þórunn", "Jiří Čermák",
        "Дмитрий", "@handle", "+44 Fan"]


def play(ev, game_no):
    for t in ev.game(game_no).tables:
        if not t.has_result:
            results.record(ev, game_no, t.table, places={p: i for i, p in enumerate(t.players, 1)},
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
        seating.seat_next_game(ev)
        play(ev, g)
    return ev


ACTIONS = {
    "register": lambda ev, tmp: registration.add_player(ev, "Late Üser", "Club").value,
    "import": lambda ev, tmp: registration.import_players(
        ev, write_csv(tmp / "p.csv", ["A One", "B Two"])).value,
    "edit": lambda ev, tmp: registration.edit_player(ev, 2, name="Renamed", club="X", paid=3).value,
    "fee": lambda ev, tmp: registration.edit_player(ev, 3, paid=25).value,
    "drop": lambda ev, tmp: registration.drop(ev, 4).message,
    "settings": lambda ev, tmp: update_settings(ev, name="Other", fee=30, paper="Letter").value,
    "seat": lambda ev, tmp: seating.seat_next_game(ev).value,
}


@pytest.mark.parametrize("kind", list(ACTIONS))
def test_undo_and_redo_of_each_early_action_restore_every_row(tmp_path, kind):
    with make(tmp_path) as ev:
        before = snapshot(ev)
        ACTIONS[kind](ev, tmp_path)
        after = snapshot(ev)
        assert after != before
        assert history.undo(ev).message.startswith("Undone: ")
        assert snapshot(ev) == before
        assert ev.settings.name == "Cup"  # the kept settings are read again
        assert history.redo(ev).message.startswith("Redone: ")
        assert snapshot(ev) == after
        assert history.verify(ev) == []


def test_undo_of_results_corrections_unseat_undrop_and_tiebreaks(tmp_path):
    with finished(tmp_path) as ev:
        def check(action):
            before = snapshot(ev)
            action()
            after = snapshot(ev)
            assert after != before
            history.undo(ev)
            assert snapshot(ev) == before
            history.redo(ev)
            assert snapshot(ev) == after
            assert history.verify(ev) == []
        t = ev.game(2).tables[0]
        check(lambda: results.record(ev, 2, t.table, places={p: 1 for p in t.players},
                                     items=NO_ITEMS).value)  # a correction
        check(lambda: prizes.set_tiebreak(ev, 1, "cards_and_tokens=3,harbour_master=yes").value)
        check(lambda: registration.drop(ev, 5).message)
        check(lambda: registration.undrop(ev, 5).message)
        lines = [e.action for e in ev.audit_log(6)]
        assert lines[:2] == ["redo", "undo"]


def test_undo_of_a_result_then_of_the_seating_and_unseat(tmp_path):
    with make(tmp_path) as ev:
        empty = snapshot(ev)
        seating.seat_next_game(ev)
        seated = snapshot(ev)
        t = ev.game(1).tables[0]
        results.record(ev, 1, t.table, places={p: i for i, p in enumerate(t.players, 1)},
                       items=NO_ITEMS)
        assert history.undo(ev).message == f"Undone: result of game 1 table {t.table}."
        assert snapshot(ev) == seated
        history.undo(ev)
        assert snapshot(ev) == empty
        history.redo(ev)
        assert snapshot(ev) == seated
        seating.unseat_last_game(ev)
        assert snapshot(ev) == empty
        history.undo(ev)
        assert snapshot(ev) == seated


def test_undo_goes_back_to_the_creation_and_no_further(tmp_path):
    with make(tmp_path, players=0) as ev:
        created = snapshot(ev)
        registration.add_player(ev, "Anna")
        registration.add_player(ev, "Bram")
        history.undo(ev)
        history.undo(ev)
        assert snapshot(ev) == created
        with pytest.raises(ServiceError, match="Nothing to undo"):
            history.undo(ev)
        assert snapshot(ev) == created
        history.redo(ev)
        assert [p.name for p in ev.players()] == ["Anna"]
        registration.add_player(ev, "Carl")  # a new change ends what can be redone
        with pytest.raises(ServiceError, match="Nothing to redo"):
            history.redo(ev)
        assert [e.action for e in ev.audit_log()] == [
            "register", "redo", "undo", "undo", "register", "register", "new"]


def test_an_upgraded_file_verifies_and_undo_stops_at_the_upgrade(tmp_path):
    path = tmp_path / "old.tdevent"
    shutil.copy(V1, path)
    with Event.open(path) as ev:
        assert history.verify(ev) == []
        assert ev.audit_log()[0].action == "upgrade"
        with pytest.raises(ServiceError, match="Nothing to undo"):
            history.undo(ev)
        count = len(ev.players())
        registration.add_player(ev, "New One")
        history.undo(ev)
        assert len(ev.players()) == count
        assert history.verify(ev) == []


def test_revert_a_correction(tmp_path):
    with finished(tmp_path) as ev:
        t = ev.game(1).tables[1]
        original = dict(t.places)
        results.record(ev, 1, t.table, places={p: 1 for p in t.players}, items=NO_ITEMS)
        line = ev.audit_log(1)[0]
        assert line.action == "correct"
        text = history.revert(ev, line.id).message
        assert text.startswith(f"Reverted the correction of game 1 table {t.table}")
        assert ev.table(1, t.table).places == original
        assert ev.audit_log(1)[0].action == "correct"
        with pytest.raises(ServiceError, match="changed again"):
            history.revert(ev, line.id)
        with pytest.raises(ServiceError, match="Only a correction"):
            history.revert(ev, 1)
        assert history.verify(ev) == []


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
        return history.verify(ev)


def test_verify_names_an_edited_fee(tmp_path):
    problems = verify_after_editing(tmp_path,
                                    "UPDATE players SET paid = 2150 WHERE start_no = 7")
    assert problems == ["player 7 was changed outside the program (no audit line): "
                        "paid 10.00 -> 21.50"]  # stored in cents, said in whole units


def test_verify_names_a_deleted_result_even_without_its_trace(tmp_path):
    problems = verify_after_editing(
        tmp_path, "DELETE FROM results WHERE game_no = 2 AND start_no = 3",
        "UPDATE players SET paid = 9900 WHERE start_no = 1", drop_triggers=True)
    assert "game 2 result of player 3 is missing from the file (the audit log has it)" \
        in problems
    assert "player 1: paid is 99.00 in the file, 10.00 by the audit log" in problems


def test_verify_names_a_changed_audit_line(tmp_path):
    problems = verify_after_editing(
        tmp_path, "UPDATE audit SET summary = 'nothing happened' WHERE id = 3")
    assert len(problems) == 1
    assert problems[0].startswith("audit line 3 (")


def test_an_audit_lines_hash_is_the_same_sha256_as_ever():
    # the chain of every existing file, and the fingerprint on a signed payout, verify only
    # while a line hashes as it always did: sha256 over the previous hash, the line as JSON
    # and its changes joined by the record separator
    first = (1, "2026-12-01T17:50:00+01:00", "new", "Event 'Cup' created", None,
             '{"name": "Cup"}')
    second = (2, "2026-12-01T17:51:00+01:00", "add", "Player 1 Zoë added", None,
              '{"name": "Zoë"}')
    texts = ['insert\x1fplayers\x1f1\x1f\x1f[1, "Zoë"]', "update\x1fevent\x1f1\x1f[0]\x1f[1]"]
    assert _hash("", first, []) == \
        "9d9207ef810d364024108e570b7d47d769b12c0928c74c43fecee0b184b3e66a"
    assert _hash("ab" * 32, second, texts) == \
        "6971048ba38665e15624b64eb990e44c7eac03b5b752ce9a517db4c8a64341bb"
    assert _hash("ab" * 32, second, texts) == hashlib.sha256(
        ("ab" * 32 + json.dumps(list(second), ensure_ascii=False) + "\x1e"
         + "\x1e".join(texts)).encode()).hexdigest()


def test_a_line_of_rule_2_hashes_its_changes_ids_types_and_every_character():
    """Issue 34: sha256 over "2", the previous hash and the JSON of the line and its changes,
    each with its id, values as stored (pinned: a fingerprint printed now must verify in
    every later version). A NUL in a text is covered too (SQLite's quote() would cut the
    text there), as is a number stored as text."""
    from tournament_director.store.changes import _hash2
    line = (2, "2026-12-01T17:51:00+01:00", "add", "Player 1 Zoë added", None,
            '{"name": "Zoë"}')
    change = (2, 7, "I", "players", 1, None, '[1,"Zoë"]')  # its line, its number, what
    first = _hash2("ab" * 32, line, [change])
    assert first == hashlib.sha256(
        ("2\x1d" + "ab" * 32 + "\x1d" + json.dumps([line, [change]], ensure_ascii=False)
         ).encode()).hexdigest() == \
        "433cc5ced32f917b65c57292098ea1981946d6b9f90ecfbe78e246494627970d"
    assert _hash2("ab" * 32, line, [(2, 8, *change[2:])]) != first  # another number
    assert _hash2("ab" * 32, line, [(2, 7, "I", "players", "1", None, '[1,"Zoë"]')]) \
        != first  # the key as text
    nul = _hash2("ab" * 32, line, [(*change[:6], '[1,"Zoë\x00"]')])
    forged = _hash2("ab" * 32, line, [(*change[:6], '[1,"Zoë\x00, forged"]')])
    assert len({first, nul, forged}) == 3  # what follows a NUL is covered
    assert _hash2("", line, [(*change[:6], b"[1]")]) != _hash2("", line, [(*change[:6], "[1]")])


def test_undo_refuses_when_the_file_was_changed_outside(tmp_path):
    ev = make(tmp_path)
    registration.add_player(ev, "Anna Extra")
    path = ev.path
    ev.close()
    with sqlite3.connect(path) as conn:
        conn.execute("DELETE FROM players WHERE name = 'Anna Extra'")
        conn.execute("DELETE FROM changes WHERE id = (SELECT MAX(id) FROM changes)")
    with Event.open(path) as ev:
        before = snapshot(ev)
        with pytest.raises(ServiceError, match="changed outside the program"):
            history.undo(ev)
        assert snapshot(ev) == before


# -- random sequences: verify holds after every step --------------------------------------
STEPS = ["add", "import", "edit", "drop", "undrop", "seat", "seat", "unseat", "record",
         "record", "record", "correct", "tiebreak", "settings", "undo", "undo", "redo", "redo"]


def _step(ev, step, rng):
    players = ev.players()
    if step == "add":
        registration.add_player(ev, f"Player {rng.randrange(10**6)}")
    elif step == "import":
        registration.register_many(ev, [{"name": f"Listed {rng.randrange(10**6)}", "paid": 5},
                                   {"name": f"Listed {rng.randrange(10**6)}", "club": "C"}])
    elif step == "edit":
        registration.edit_player(ev, rng.choice(players).start_no, paid=rng.randrange(50))
    elif step == "drop":
        registration.drop(ev, rng.choice([p for p in players if p.active]).start_no)
    elif step == "undrop":
        registration.undrop(ev, rng.choice([p for p in players if not p.active]).start_no)
    elif step == "seat":
        seating.seat_next_game(ev)
    elif step == "unseat":
        seating.unseat_last_game(ev)
    elif step in ("record", "correct"):
        g = ev.games_seated()
        tables = [t for t in ev.game(g).tables if t.has_result == (step == "correct")]
        t = rng.choice(tables)
        order = list(t.players)
        rng.shuffle(order)
        results.record(ev, g, t.table, places={p: i for i, p in enumerate(order, 1)},
                       items=NO_ITEMS)
    elif step == "tiebreak":
        prizes.set_tiebreak(ev, rng.choice(players).start_no,
                            f"cards_and_tokens={rng.randrange(9)},harbour_master=no")
    elif step == "settings":
        update_settings(ev, fee=rng.randrange(1, 40))
    elif step == "undo":
        history.undo(ev)
    else:
        history.redo(ev)


@settings(max_examples=15, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=st.lists(st.sampled_from(STEPS), min_size=5, max_size=25),
       seed=st.integers(0, 1000))
def test_random_actions_with_undo_and_redo_always_verify(tmp_path_factory, steps, seed):
    import random
    rng = random.Random(seed)
    tmp = tmp_path_factory.mktemp("h")
    with make(tmp, players=0, games=3) as ev:
        states = [snapshot(ev)]  # the states undo walks back through (from the creation)
        registration.register_many(ev, [{"name": n} for n in HARD[:7]])
        states.append(snapshot(ev))
        redo: list = []
        for step in steps:
            lines = len(ev.audit_log())
            try:
                _step(ev, step, rng)
            except (ServiceError, IndexError):
                continue  # refused (or nothing to choose): nothing changed
            now = snapshot(ev)
            if len(ev.audit_log()) == lines:  # the same as before (an edit to the same fee)
                assert now == states[-1]
                continue
            if step == "undo":
                assert len(states) > 1  # the creation is never taken back
                redo.append(states.pop())
                assert now == states[-1]
            elif step == "redo":
                states.append(redo.pop())
                assert now == states[-1]
            else:
                states.append(now)
                redo.clear()
            assert history.verify(ev) == []


def test_a_change_made_outside_stays_named_after_the_next_action(tmp_path):
    ev = make(tmp_path)
    path = ev.path
    ev.close()
    with sqlite3.connect(path) as conn:  # the triggers record it, with no audit line
        conn.execute("UPDATE players SET paid = 2100 WHERE start_no = 7")
    with Event.open(path) as ev:
        registration.add_player(ev, "After The Edit")  # not sealed into this action's line
        assert history.verify(ev) == ["player 7 was changed outside the program (no audit line): "
                               "paid 10.00 -> 21.00"]
        history.undo(ev)  # takes back the registration only
        assert ev.player(7).paid == 2100
        assert len(ev.players()) == 9


def test_an_outside_change_after_the_programs_own_is_named_once(tmp_path):
    ev = make(tmp_path)
    registration.edit_player(ev, 7, paid="15")
    path = ev.path
    ev.close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE players SET paid = 2100 WHERE start_no = 7")
    with Event.open(path) as ev:
        registration.add_player(ev, "Later Player")
        registration.edit_player(ev, 2, club="Later Club")
        assert history.verify(ev) == ["player 7 was changed outside the program (no audit line): "
                               "paid 15.00 -> 21.00"]


def later_step(monkeypatch, step):
    """`step` (applied to the file by the test itself) as a later migration step of the
    schema: verify compares the file's schema with the one the steps make."""
    from tournament_director.store import schema, schemacheck
    monkeypatch.setattr(schema, "FUNCTIONS", [*schema.FUNCTIONS, step])
    monkeypatch.setattr(schemacheck, "_made", {})


def test_a_table_a_later_step_adds_is_tracked_with_one_line(tmp_path, monkeypatch):
    from tournament_director.store import changes

    def m099_clock(db):
        db.execute("CREATE TABLE clock (id INTEGER PRIMARY KEY, minutes INTEGER)")
        db.execute("CREATE TABLE odd (k TEXT PRIMARY KEY, v TEXT) WITHOUT ROWID")
        changes.track(db, "clock")
    with make(tmp_path, players=3) as ev:
        m099_clock(ev.db)
        later_step(monkeypatch, m099_clock)
        assert "odd" not in changes.data_tables(ev.db)
        with ev.action(CLOCK, "Clock set to 90 minutes"):
            ev.db.execute("INSERT INTO clock (id, minutes) VALUES (1, 90)")
        assert history.verify(ev) == []
        assert history.undo(ev).message == "Undone: Clock set to 90 minutes."
        assert ev.db.execute("SELECT COUNT(*) FROM clock").fetchone()[0] == 0
        assert history.verify(ev) == []


def test_undo_refuses_an_action_whose_record_of_changes_is_gone(tmp_path):
    ev = make(tmp_path)
    registration.edit_player(ev, 2, paid=3)
    path = ev.path
    ev.close()
    with sqlite3.connect(path) as conn:
        conn.execute("DELETE FROM changes WHERE audit_id = (SELECT MAX(id) FROM audit)")
    with Event.open(path) as ev:
        before = snapshot(ev)
        with pytest.raises(ServiceError, match="record of what it changed is missing"):
            history.undo(ev)
        assert snapshot(ev) == before
        assert history.verify(ev)  # and verify says the file differs


def test_a_column_a_later_step_adds_is_the_upgrade_line_and_verifies(tmp_path, monkeypatch):
    from tournament_director.store import changes

    def m099_sort_name(db):
        db.execute("ALTER TABLE players ADD COLUMN sort_name TEXT NOT NULL DEFAULT ''")
    with finished(tmp_path) as ev:
        m099_sort_name(ev.db)
        later_step(monkeypatch, m099_sort_name)
        ev.db.execute("UPDATE players SET sort_name = lower(name)")  # a step's own update
        assert changes.baseline(ev.db, "2026-01-01T00:00:00+00:00")
        assert ev.audit_log(1)[0].action == "upgrade"
        assert history.verify(ev) == []
        with pytest.raises(ServiceError, match="Nothing to undo"):
            history.undo(ev)
        before = snapshot(ev)
        registration.edit_player(ev, 3, paid=1)
        history.undo(ev)
        assert snapshot(ev) == before
        assert history.verify(ev) == []
        assert not changes.baseline(ev.db, "2026-01-01T00:00:00+00:00")  # nothing new


def test_text_stored_as_a_blob_is_named_damage_by_every_read(tmp_path):
    """Issue 34, point 3: a name stored as a BLOB (past the change triggers, which cannot
    record one) is damage the reads refuse with the value named, and verify names it."""
    from tournament_director.service.views import players_json, standings_json
    from tournament_director.store.errors import DamagedEvent
    ev = make(tmp_path)
    path = ev.path
    ev.close()
    with sqlite3.connect(path) as conn:
        (trigger,) = conn.execute("SELECT sql FROM sqlite_master "
                                  "WHERE name = 'td_changes_players_U'").fetchone()
        conn.execute("DROP TRIGGER td_changes_players_U")
        conn.execute("UPDATE players SET name = CAST(name AS BLOB) WHERE start_no = 4")
        conn.execute(trigger)
    conn.close()
    with Event.open(path, lock=False) as ev:
        for read in (ev.players, lambda: ev.player(4), lambda: players_json(ev),
                     lambda: standings_json(ev)):
            with pytest.raises(DamagedEvent, match="the name of player 4 is not what this "
                               "program writes"):
                read()
        assert ev.player(1).name == HARD[0]  # the other rows read as ever
        problems = history.verify(ev)
        assert problems[0] == "the name of player 4 is damaged: it is not what this program " \
            "writes"
