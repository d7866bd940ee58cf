"""Issue 34, point 1, as a property: whatever change before the signature is given another
number (its own line's order kept or not), moved to another line or deleted, verify finds
it and the fingerprint no longer holds; a number that moves nothing is found too (rule 2
covers each change's number). Beside it, the replay in the chain's order is what the
program itself left in every row."""

import shutil
import sqlite3

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournament_director.service import history, registration
from tournament_director.service.demo import make_demo
from tournament_director.service.event import Event
from tournament_director.service.signed import check
from tournament_director.store import changes


@pytest.fixture(scope="module")
def signed(tmp_path_factory):
    path = tmp_path_factory.mktemp("chain") / "cup.tdevent"
    make_demo(path, players=9, games=2, seed=11).close()
    with Event.open(path) as event:
        registration.edit_player(event, 2, paid=3500)
        registration.edit_player(event, 2, paid=2500)
        fingerprint = event.fingerprint()
        registration.edit_player(event, 4, club="After the signature")
        ids = [r[0] for r in event.db.execute("SELECT id FROM changes ORDER BY id")]
        lines = [r[0] for r in event.db.execute("SELECT id FROM audit ORDER BY id")]
        signed_line = changes.passes_through(event.db, fingerprint)[0][0]
        before = [i for i in ids if event.db.execute(
            "SELECT audit_id FROM changes WHERE id = ?", [i]).fetchone()[0] <= signed_line]
    return path, fingerprint, before, lines, set(ids)


def found(path, fingerprint) -> tuple[list[str], bool]:
    with Event.open(path, lock=False) as event:
        return history.verify(event), check(event, fingerprint).holds


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_change_before_the_signature_renumbered_moved_or_deleted_is_found(
        signed, tmp_path_factory, data):
    path, fingerprint, before, lines, taken = signed
    copy = tmp_path_factory.mktemp("attack") / "cup.tdevent"
    shutil.copy(path, copy)
    victim = data.draw(st.sampled_from(before), label="change")
    how = data.draw(st.sampled_from(["renumber", "move", "delete"]), label="how")
    conn = sqlite3.connect(copy, isolation_level=None)
    if how == "renumber":  # to a number no change has: below all, between two, above all
        new = data.draw(st.integers(-5, max(taken) + 5).filter(lambda i: i not in taken),
                        label="new id")
        conn.execute("UPDATE changes SET id = ? WHERE id = ?", [new, victim])
    elif how == "move":
        own = conn.execute("SELECT audit_id FROM changes WHERE id = ?", [victim]).fetchone()[0]
        line = data.draw(st.sampled_from([n for n in lines if n != own]), label="line")
        conn.execute("UPDATE changes SET audit_id = ? WHERE id = ?", [line, victim])
    else:
        conn.execute("DELETE FROM changes WHERE id = ?", [victim])
    conn.close()
    problems, holds = found(copy, fingerprint)
    assert problems and not holds


def test_the_replay_in_the_chains_order_is_what_the_program_left(signed):
    path, *_ = signed
    with Event.open(path, lock=False) as event:
        replayed = {(tbl, key): new for tbl, key, new in changes.newest(event.db)
                    if new is not None}
        for tbl in changes.data_tables(event.db):
            cols = ", ".join(f'"{c}"' for c in changes._columns(event.db, tbl))  # noqa: SLF001
            for key, row in event.db.execute(
                    f'SELECT rowid, json_array({cols}) FROM "{tbl}"'):
                assert replayed.pop((tbl, key)) == row
        assert replayed == {}
