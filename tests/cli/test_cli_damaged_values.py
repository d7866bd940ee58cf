"""Issue 24, point 6: values that pass SQLite's own checks but are not what the program writes
(a flipped bit in a recorded change, text where JSON belongs) are damage: exit 2, "the file is
damaged", pointing to verify and the copies; never an internal error."""

import sqlite3

import pytest

from tournament_director.service.demo import make_demo

from ..conftest import made_once
from ..store.outside import edit


@pytest.fixture
@made_once
def finished(tmp_path):
    path = tmp_path / "cup.tdevent"
    make_demo(path, players=12, games=2, seed=3).close()
    return path


def damaged_refusal(r, verify=True):
    assert r.code == 2, (r.code, r.err)
    assert "internal error" not in r.err and "Traceback" not in r.err
    assert len(r.err.strip().splitlines()) == 1, r.err
    assert "damaged" in r.err and "copy" in r.err
    if verify:  # where to look further (verify itself lists it all on stdout)
        assert "verify" in r.err


BAD_VALUES = [
    ("result-not-json", "UPDATE results SET result = 'x' WHERE rowid = 1"),
    ("items-not-json", "UPDATE table_results SET items = 'x' WHERE rowid = 1"),
    ("items-a-list", "UPDATE table_results SET items = '[1, 2]' WHERE rowid = 1"),
    ("items-value-text", "UPDATE table_results SET items = '{\"cities\": \"many\"}' "
                         "WHERE rowid = 1"),
    ("tiebreak-not-json", "INSERT OR REPLACE INTO tiebreaks (start_no, \"values\") "
                          "VALUES (1, 'x')"),
    ("table-points-not-json", "UPDATE event SET table_points = 'x'"),
]


@pytest.mark.parametrize("sql", [c[1] for c in BAD_VALUES], ids=[c[0] for c in BAD_VALUES])
@pytest.mark.parametrize("command", ["standings", "payout", "players", "status", "seating"])
def test_a_value_that_is_not_the_programs_is_damage(finished, cli, sql, command):
    edit(finished, sql)
    args = [command, finished, "--json"] + (["--game", "1"] if command == "seating" else [])
    r = cli(*args)
    if r.code == 0:  # a read that does not touch the damaged value may still answer
        return
    damaged_refusal(r)


@pytest.mark.parametrize("sql", [c[1] for c in BAD_VALUES], ids=[c[0] for c in BAD_VALUES])
def test_standings_on_a_damaged_value_is_refused_as_damage(finished, cli, sql):
    edit(finished, sql)
    damaged_refusal(cli("standings", finished, "--json"))


def test_a_flipped_bit_in_a_recorded_change_is_damage_for_verify(finished, cli):
    conn = sqlite3.connect(finished)
    key, text = conn.execute("SELECT id, new FROM changes WHERE tbl = 'players' "
                             "AND new IS NOT NULL LIMIT 1").fetchone()
    conn.close()
    flipped = text.replace("[", "{", 1)  # one bit: '[' (0x5b) -> '{' (0x7b)
    edit(finished, f"UPDATE changes SET new = '{flipped}' WHERE id = {key}")
    r = cli("verify", finished)
    damaged_refusal(r, verify=False)
    assert "record of change" in r.out
    doc = cli("verify", finished, "--json")
    assert doc.code == 2 and doc.json["ok"] is False
    assert any("damaged" in line for line in doc.json["differences"])


def test_undo_over_a_damaged_change_is_refused_as_damage(finished, cli):
    conn = sqlite3.connect(finished)
    last = conn.execute("SELECT MAX(audit_id) FROM changes").fetchone()[0]
    conn.close()
    edit(finished, f"UPDATE changes SET old = 'x', new = 'x' WHERE audit_id = {last}")
    before = finished.read_bytes()
    r = cli("undo", finished)
    damaged_refusal(r)
    assert finished.read_bytes() == before


def test_the_log_of_a_damaged_line_is_refused_as_damage(finished, cli):
    edit(finished, "UPDATE audit SET after = 'x' WHERE id = (SELECT MAX(id) FROM audit)")
    damaged_refusal(cli("log", finished, "--json"))


def test_verify_names_every_value_that_is_not_the_programs(finished, cli):
    edit(finished, "UPDATE games SET drawn = 'x' WHERE game_no = 1",
         "UPDATE table_results SET items = '[1]' WHERE rowid = 2")
    doc = cli("verify", finished, "--json")
    assert doc.code == 2
    damaged = [line for line in doc.json["differences"] if " is damaged: " in line]
    assert any(line.startswith("game 1 as drawn is damaged") for line in damaged), damaged
    assert any(" table " in line and "result is damaged" in line for line in damaged), damaged


def as_blob(path, table, column, where):
    """A text value stored as a BLOB (a flipped type): the change triggers cannot record it,
    so the edit goes past them, as a damaged page or another program would."""
    conn = sqlite3.connect(path, isolation_level=None)
    trigger = f"td_changes_{table}_U"
    found = conn.execute("SELECT sql FROM sqlite_master WHERE name = ?", [trigger]).fetchone()
    conn.execute("BEGIN")
    if found:  # (the audit log has none)
        conn.execute(f'DROP TRIGGER "{trigger}"')
    conn.execute(f"UPDATE {table} SET {column} = CAST({column} AS BLOB) WHERE {where}")
    if found:
        conn.execute(found[0])
    conn.execute("COMMIT")
    conn.close()


# (table, column, which row, as verify names it, how many of the readers below read it)
BLOBS = [("players", "name", "start_no = 2", "the name of player 2", 9),
         ("players", "club", "start_no = 1", "the club of player 1", 9),
         ("event", "name", "id = 1", "the name of the event's settings", 8),
         ("audit", "summary", "id = 2", "the summary of line 2 of the audit log", 1)]
READERS = [["standings", "--json"], ["standings"], ["players", "--json"], ["players"],
           ["seating", "--game", "1"], ["payout", "--json"], ["log", "--json"],
           ["status", "--json"]]


@pytest.mark.parametrize("blob", BLOBS, ids=[f"{b[0]}.{b[1]}" for b in BLOBS])
def test_text_stored_as_a_blob_is_damage_for_every_reader(finished, cli, tmp_path, blob):
    """Issue 34, point 3: never "internal error (TypeError: bytes ...)", never a name
    printed as b'...': the file is damaged, run verify (exit 2); verify names the value."""
    table, column, where, named, readers = blob
    as_blob(finished, table, column, where)
    before = finished.read_bytes()
    r = cli("verify", finished)
    assert r.code == 2 and named in r.out, r.out
    refused = 0
    for args in [*READERS, ["export", "players", "-o", tmp_path / "p.csv"],
                 ["print", "players", "-o", tmp_path / "p.pdf"],
                 ["publish", "-o", tmp_path / "site"]]:
        r = cli(args[0], finished, *args[1:])
        assert "b'" not in r.out
        if r.code == 0:  # a reader that never reads that value (status: no names)
            continue
        damaged_refusal(r)
        assert named in r.err
        refused += 1
    assert refused == readers
    assert finished.read_bytes() == before
