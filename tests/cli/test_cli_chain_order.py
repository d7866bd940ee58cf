"""Issue 34, point 1: the fingerprint covers every change. Each line's hash covers its changes'
content and (rule 2) their ids; a change's place is its line, then its id; verify replays in
that order. Attacked as someone with the sqlite3 module would: renumber, reorder, move or
delete a change made before the signature, put the rows back as the changes' ids would have
them, with and without recomputing every hash that can be recomputed without the
fingerprint. Old files (every line sealed by rule 1) still verify, and are attacked alike."""

import shutil
import sqlite3
from pathlib import Path

import pytest

from tournament_director.service import adjustments, history, registration
from tournament_director.service.demo import make_demo
from tournament_director.service.event import Event
from tournament_director.service.views import payout_json

from ..store.forger import rehash

DATA = Path(__file__).parent.parent / "store" / "data"


def sign(path):
    """A fee corrected (20 -> 30 -> 20: pot 240) and a -5.0 penalty undone before the payout
    is signed, as the issue tells it; a name edited after. Returns the fingerprint."""
    with Event.open(path) as event:
        registration.edit_player(event, 3, paid=3000)
        registration.edit_player(event, 3, paid=2000)
        adjustments.adjust(event, 12, "-5.0", "Late back from lunch")
        history.undo(event)
        fingerprint = payout_json(event)["fingerprint"]
        registration.edit_player(event, 5, club="Later Club")  # after the signature
    return fingerprint


@pytest.fixture(params=["rule 2", "rule 1"])
def signed(request, tmp_path):
    """(path, fingerprint): an event made now (every line by rule 2), or one made before the
    chain covered the changes' ids (rule 1, upgraded on its first open)."""
    path = tmp_path / "cup.tdevent"
    if request.param == "rule 2":
        make_demo(path, players=12, games=2, seed=3).close()
        return path, sign(path)
    shutil.copy(DATA / "event-chain1.tdevent", path)
    with Event.open(path) as event:  # upgraded: the lines so far keep rule 1
        registration.edit_player(event, 5, club="Later Club")
    return path, (DATA / "event-chain1.fingerprint").read_text().strip()


def fee_changes(conn):
    """(id, line) of the two recorded changes of player 3's fee: 20 -> 30, then 30 -> 20."""
    return conn.execute("SELECT id, audit_id FROM changes WHERE tbl = 'players' AND key = 3 "
                        "AND op = 'U' ORDER BY id LIMIT 2").fetchall()


def renumber(conn):
    (_first, _), (second, _) = fee_changes(conn)
    conn.execute("UPDATE changes SET id = (SELECT MIN(id) - 1 FROM changes) WHERE id = ?",
                 [second])


def reorder(conn):
    (first, _), (second, _) = fee_changes(conn)
    conn.execute("UPDATE changes SET id = -1 WHERE id = ?", [first])
    conn.execute("UPDATE changes SET id = ? WHERE id = ?", [first, second])
    conn.execute("UPDATE changes SET id = ? WHERE id = -1", [second])


def move(conn):
    (_first, line), (second, _) = fee_changes(conn)  # into the line before, first in it
    conn.execute("UPDATE changes SET audit_id = ?, id = (SELECT MIN(id) - 1 FROM changes) "
                 "WHERE id = ?", [line, second])


def delete(conn):
    (_first, _), (second, _) = fee_changes(conn)
    conn.execute("DELETE FROM changes WHERE id = ?", [second])


def attack(path, how, recompute):
    """`how` done to the changes, player 3's fee put back to 30 (as the changes' ids would
    now have it) without leaving a record of that, and every hash recomputed if asked."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN")
    how(conn)
    mark = conn.execute("SELECT MAX(id) FROM changes").fetchone()[0]
    conn.execute("UPDATE players SET paid = 3000 WHERE start_no = 3")  # cents
    conn.execute("DELETE FROM changes WHERE id > ?", [mark])  # the trigger's record of it
    if recompute:
        rehash(conn)
    conn.execute("COMMIT")
    conn.close()


ATTACKS = {"renumber": renumber, "reorder": reorder, "move": move, "delete": delete}


@pytest.mark.parametrize("how", ATTACKS)
def test_a_change_rewritten_before_the_signature_is_found(signed, cli, how):
    path, fingerprint = signed
    assert cli.ok("payout", path, "--json").json["pot"] == 240
    attack(path, ATTACKS[how], recompute=False)
    assert cli.ok("payout", path, "--json").json["pot"] == 250  # what the attacker wanted
    r = cli("verify", path)
    assert r.code == 2 and "audit line" in r.err and "does not match the chain" in r.err
    r = cli("verify", path, "--fingerprint", fingerprint)
    assert r.code == 2 and len(r.err.strip().splitlines()) == 1
    assert "does not match the chain" in r.err and "altered" in r.err
    assert "passes through" not in r.out and "nothing before it was rewritten" not in r.out
    doc = cli("verify", path, "--fingerprint", fingerprint, "--json").json
    assert doc["holds"] is False and doc["ok"] is False and doc["payout_changed"] == []


@pytest.mark.parametrize("how", ATTACKS)
def test_a_change_rewritten_and_every_hash_recomputed_fails_the_fingerprint(signed, cli, how):
    path, fingerprint = signed
    attack(path, ATTACKS[how], recompute=True)
    assert cli.ok("payout", path, "--json").json["pot"] == 250
    r = cli("verify", path, "--fingerprint", fingerprint)
    assert r.code == 2 and len(r.err.strip().splitlines()) == 1
    assert "does not pass through" in r.err or "does not match the chain" in r.err
    if how in ("renumber", "reorder"):  # the chain's order says what the file must hold
        r = cli("verify", path)
        assert r.code == 2
        assert "player 3: paid is 30.00 in the file, 20.00 by the audit log" in r.out


def test_an_undone_penalty_brought_back_by_renumbering_is_found(signed, cli):
    path, fingerprint = signed
    winner = cli.ok("payout", path, "--json").json["winners"][0]
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN")
    (undone, row), = conn.execute(
        "SELECT id, old FROM changes WHERE tbl = 'adjustments' AND op = 'D'").fetchall()
    conn.execute("UPDATE changes SET id = (SELECT MIN(id) - 1 FROM changes) WHERE id = ?",
                 [undone])
    mark = conn.execute("SELECT MAX(id) FROM changes").fetchone()[0]
    conn.execute("INSERT INTO adjustments (id, start_no, points, reason, game_no, during_game, "
                 "given_at) SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, "
                 "value ->> 4, value ->> 5, value ->> 6 FROM (SELECT ? AS value)", [row])
    conn.execute("DELETE FROM changes WHERE id > ?", [mark])
    conn.execute("COMMIT")
    conn.close()
    assert cli.ok("payout", path, "--json").json["winners"][0] != winner  # the prize moved
    for args in ([], ["--fingerprint", fingerprint]):
        r = cli("verify", path, *args)
        assert r.code == 2 and "does not match the chain" in r.err
    assert "adjustment 1 of player 12 is in the file but not in the audit log" in \
        cli("verify", path).out


def test_old_files_still_verify_and_their_signature_holds(tmp_path, cli):
    path = tmp_path / "old.tdevent"
    shutil.copy(DATA / "event-chain1.tdevent", path)
    fingerprint = (DATA / "event-chain1.fingerprint").read_text().strip()
    r = cli.ok("verify", path, "--fingerprint", fingerprint)
    assert "nothing before it was rewritten" in r.out
    # signed in whole units, upgraded to cents (m011): the same money, nothing changed
    doc = cli.ok("verify", path, "--fingerprint", fingerprint, "--json").json
    assert doc["holds"] and doc["later_lines"] == 1 and doc["payout_changed"] == []
    assert "The prize money is as signed." in r.out
    cli.ok("edit-player", path, "3", "--paid", "25")  # a line by rule 2 after those by rule 1
    conn = sqlite3.connect(path)
    rules = [r[0] for r in conn.execute("SELECT hash_version FROM audit ORDER BY id")]
    conn.close()
    assert rules == [1] * 11 + [2, 2]  # the upgrade's line, then the edit's
    doc = cli.ok("verify", path, "--fingerprint", fingerprint, "--json").json
    assert doc["ok"] and doc["holds"] and doc["later_lines"] == 2


def test_the_chains_order_places_a_change_made_outside_where_it_was_made(tmp_path):
    """Replayed in the chain's order (the file's ids out of it), a change made outside the
    program stands where it was made: named once as such, never also as a difference of its
    row; the replay up to the line before it leaves it out."""
    from tournament_director.store import changes
    path = tmp_path / "cup.tdevent"
    make_demo(path, players=12, games=2, seed=3).close()
    sign(path)
    with sqlite3.connect(path) as conn:  # recorded by the triggers, with no line
        conn.execute("UPDATE players SET club = 'Outside' WHERE start_no = 7")
    with Event.open(path) as event:
        registration.edit_player(event, 8, club="After")  # its line comes after the edit
        last = event.audit_log(1)[0].id
    attack(path, renumber, recompute=False)
    with Event.open(path, lock=False) as event:
        problems = history.verify(event)
        assert "does not match the chain" in problems[0]
        assert [p for p in problems if p.startswith("player 7")] == [
            'player 7 was changed outside the program (no audit line): club "Hex Guild" '
            '-> "Outside"']
        assert "player 3: paid is 30.00 in the file, 20.00 by the audit log" in problems

        def club_of_7(up_to):
            return next(new for tbl, key, new in changes.newest(event.db, up_to)
                        if (tbl, key) == ("players", 7))
        assert "Outside" not in club_of_7(last - 1) and "Outside" in club_of_7(last)
