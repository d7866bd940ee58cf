"""Issue 24, point 7: verify checks the schema against the one the migration steps make. A
planted trigger fails verify and never passes backup or restore unnoticed; dropped or altered
change triggers fail verify, and no change is written into such a file (none unrecorded)."""

import shutil
from pathlib import Path

import pytest

from tournament_director.cli import main
from tournament_director.service import history, registration
from tournament_director.service.demo import make_demo
from tournament_director.service.event import Event
from tournament_director.store import copies
from tournament_director.store.errors import DamagedEvent

from .outside import edit

PLANT = ("CREATE TRIGGER first_place AFTER INSERT ON results BEGIN "
         "UPDATE results SET place = 1 WHERE rowid = NEW.rowid; END")
V1 = Path(__file__).parent / "data" / "event-v1.tdevent"


def run(capsys, *args):
    capsys.readouterr()
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def event(tmp_path):
    path = tmp_path / "cup.tdevent"
    make_demo(path, players=12, games=3, seed=5, play=1).close()
    return path


def test_the_programs_own_files_pass_the_schema_check(event, tmp_path):
    old = tmp_path / "old.tdevent"
    shutil.copy(V1, old)
    for path in (event, old):  # made now, and upgraded from version 1
        with Event.open(path) as ev:
            assert history.verify(ev) == []
    with Event.create(tmp_path / "new.tdevent", name="New", games=2, fee=1,
                      table_points="none") as ev:
        assert history.verify(ev) == []


def test_a_planted_trigger_fails_verify_and_refuses_writes(event, capsys):
    edit(event, PLANT)
    code, out, err = run(capsys, "verify", event)
    assert code == 2 and "first_place" in out and "not this program's" in out
    assert "first_place" in err
    before = event.read_bytes()
    code, _out, err = run(capsys, "add-player", event, "Zed")
    assert code == 2 and "changed outside the program" in err and "first_place" in err
    assert len(err.strip().splitlines()) == 1
    assert event.read_bytes() == before
    assert run(capsys, "players", event)[0] == 0  # reading it is fine


def test_a_planted_trigger_never_passes_backup_or_restore_unnoticed(event, tmp_path, capsys):
    clean = copies.backup(event, tmp_path / "clean.tdevent")
    edit(event, PLANT)
    code, _out, err = run(capsys, "backup", event, "-o", tmp_path / "copy.tdevent")
    assert code == 0 and "first_place" in err and "verify" in err  # copied, and said
    assert run(capsys, "verify", tmp_path / "copy.tdevent")[0] == 2
    other = tmp_path / "other.tdevent"
    shutil.copy(clean, other)
    before = other.read_bytes()
    code, _out, err = run(capsys, "restore", tmp_path / "copy.tdevent", other)
    assert code == 2 and "not restored" in err and "first_place" in err
    assert other.read_bytes() == before
    code, _out, err = run(capsys, "restore", clean, event)  # the way back: a clean copy
    assert code == 0, err
    assert run(capsys, "verify", event)[0] == 0


def test_dropped_change_triggers_fail_verify_and_refuse_writes(event, capsys):
    edit(event, "DROP TRIGGER td_changes_players_U", "DROP TRIGGER td_changes_players_I")
    code, out, _err = run(capsys, "verify", event)
    assert code == 2 and "changes of players are not recorded" in out
    before = event.read_bytes()
    code, _out, err = run(capsys, "edit-player", event, "3", "--paid", "7")
    assert code == 2 and "not recorded" in err
    assert event.read_bytes() == before


def test_an_altered_change_trigger_fails_verify(event, capsys):
    edit(event, "DROP TRIGGER td_changes_results_U",
         "CREATE TRIGGER td_changes_results_U AFTER UPDATE ON results BEGIN SELECT 1; END")
    code, out, _err = run(capsys, "verify", event)
    assert code == 2 and "td_changes_results_U was altered" in out


def test_a_trigger_dropped_while_open_refuses_the_next_change(event):
    with Event.open(event) as ev:
        registration.edit_player(ev, 1, paid=5)  # checked once, at the first change
        edit(event, "DROP TRIGGER td_changes_players_U")
        with pytest.raises(DamagedEvent, match="not recorded"):
            registration.edit_player(ev, 2, paid=5)
        assert ev.player(2).paid != 5


def test_tables_indexes_and_views_that_are_not_the_programs_fail_verify(event, capsys):
    edit(event, "CREATE INDEX mine ON players (name)", "CREATE VIEW v AS SELECT 1",
         "ALTER TABLE players ADD COLUMN note TEXT")
    code, out, _err = run(capsys, "verify", event)
    assert code == 2
    assert "the index mine is not this program's" in out
    assert "the view v is not this program's" in out
    assert "the table players is not defined as this program defines it" in out


def test_an_older_file_keeps_its_money_when_amounts_become_cents(tmp_path):
    """m011 (issue 35): a file of whole units opens with every amount in cents, the same money
    (10 is 10.00), its checks' upper bound raised with it (a fee of 50 million units fits),
    and verify holds; the upgrade is where undo stops."""
    import sqlite3

    from tournament_director.service.views import players_json
    path = tmp_path / "old.tdevent"
    shutil.copy(V1, path)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE event SET fee = 50000000")
    with Event.open(path) as ev:
        assert ev.settings.fee == 5_000_000_000
        assert {p.paid for p in ev.players()} == {1000}
        assert {p["paid"] for p in players_json(ev)} == {10}
        assert history.verify(ev) == []
        registration.edit_player(ev, 1, paid="7,50")
        assert ev.player(1).paid == 750
        assert history.verify(ev) == []
        history.undo(ev)
        with pytest.raises(Exception, match="Nothing to undo"):
            history.undo(ev)
    fresh = tmp_path / "fresh.tdevent"
    with Event.create(fresh, name="Fresh", games=2, fee="99999999", table_points="none") as ev:
        assert ev.settings.fee == 9_999_999_900
        assert history.verify(ev) == []
