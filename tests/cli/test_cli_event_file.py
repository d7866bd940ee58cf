"""Issue 11: the event file stays the event (output guard, backup, restore, honest errors)."""

import hashlib
import sqlite3
from pathlib import Path

import pytest

from tournament_director.service import registration
from tournament_director.service.event import Event

from ..conftest import made_once


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
@made_once
def played(tmp_path, cli):
    path = tmp_path / "cup.tdevent"
    cli.ok("new", path, "--name", "Cup", "--games", "3", "--fee", "10", "--seed", "3",
           "--table-points", "none")
    for name in ["Anna", "Ben", "Cleo", "Dora", "Emil", "Fynn"]:
        cli.ok("add-player", path, name)
    cli.ok("seat", path)
    return path


def players(path):
    with Event.open(path, lock=False) as ev:
        return [p.name for p in ev.players()]


# -- 1. nothing writes over an event ---------------------------------------------------------
def test_print_over_the_event_itself_is_refused(played, cli):
    before = digest(played)
    r = cli("print", played, "seating", "-o", played)
    assert r.code == 2 and len(r.err.strip().splitlines()) == 1
    assert "event" in r.err
    assert digest(played) == before
    assert players(played)[0] == "Anna"


def test_print_over_another_event_or_any_database_is_refused(played, tmp_path, cli):
    other = tmp_path / "other.tdevent"
    cli.ok("new", other, "--name", "Other", "--games", "3", "--fee", "10")
    plain = tmp_path / "notes.db"
    sqlite3.connect(plain).execute("CREATE TABLE t (x)").connection.commit()
    link = tmp_path / "link.pdf"
    link.symlink_to(other)
    for target in (other, plain, link, Path(f"{played}-wal")):
        before = target.read_bytes() if target.exists() else None
        r = cli("print", played, "seating", "-o", target)
        assert r.code == 2, target
        assert (target.read_bytes() if target.exists() else None) == before


def test_print_over_an_event_open_in_the_window_is_refused(played, tmp_path, cli):
    with Event.open(played) as ev:  # the window has it open
        r = cli("print", played, "seating", "-o", played)
        assert r.code == 2
        assert ev.file.identity_problem() is None
    assert players(played)


def test_backup_over_an_event_is_refused(played, tmp_path, cli):
    r = cli("backup", played, "-o", played)
    assert r.code == 2


# -- 2. backup and restore ---------------------------------------------------------------
def test_backup_while_open_holds_everything_acknowledged(played, tmp_path, cli):
    copy = tmp_path / "copy.tdevent"
    with Event.open(played) as ev:  # the window holds the writer's lock; the -wal has data
        registration.add_player(ev, "Gus")
        assert Path(f"{played}-wal").stat().st_size > 0
        cli.ok("backup", played, "-o", copy)
    assert "Gus" in players(copy)
    assert not Path(f"{copy}-wal").exists()
    r = cli("backup", played, "-o", copy)
    assert r.code == 2 and "exists" in r.err


def test_backup_leaves_nothing_on_failure(played, tmp_path, cli):
    r = cli("backup", played, "-o", tmp_path / "missing" / "copy.tdevent")
    assert r.code == 2
    r = cli("backup", tmp_path / "nothing.tdevent", "-o", tmp_path / "copy.tdevent")
    assert r.code == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cup backups", "cup.tdevent"]


def test_restore_never_replays_the_old_wal(played, tmp_path, cli):
    copy = tmp_path / "copy.tdevent"
    cli.ok("backup", played, "-o", copy)
    # After the backup a player is added, and a crash leaves the -wal beside the file.
    crash = sqlite3.connect(played)
    crash.execute("PRAGMA journal_mode=WAL")
    crash.execute("INSERT INTO players (start_no, name, club, paid, status, registered_at) "
                  "VALUES (99, 'After', '', 10, 'active', 'x')")
    crash.commit()
    import shutil
    shutil.copy(f"{played}-wal", tmp_path / "saved-wal")
    crash.close()
    shutil.copy(tmp_path / "saved-wal", f"{played}-wal")  # as a kill would have left it
    r = cli.ok("restore", copy, played)
    assert "replaced" in r.out
    assert "After" not in players(played)
    kept = [p for p in tmp_path.iterdir() if "replaced" in p.name and p.suffix == ".tdevent"]
    assert len(kept) == 1 and kept[0].name in r.out
    assert "After" in players(kept[0])  # the replaced file kept with its own -wal


def test_restore_refused_while_open_and_changes_nothing(played, tmp_path, cli):
    copy = tmp_path / "copy.tdevent"
    cli.ok("backup", played, "-o", copy)
    with Event.open(played):
        before = digest(played)
        r = cli("restore", copy, played)
        assert r.code == 2 and "open" in r.err
        assert digest(played) == before
    reader = Event.open(played, lock=False)  # a reading command or page
    try:
        r = cli("restore", copy, played)
        assert r.code == 2 and "open" in r.err
    finally:
        reader.close()
    assert not [p for p in tmp_path.iterdir() if "replaced" in p.name]


def test_restore_refuses_a_copy_that_is_not_an_event(played, tmp_path, cli):
    bad = tmp_path / "bad.tdevent"
    bad.write_text("name\nAnna\n")
    before = digest(played)
    r = cli("restore", bad, played)
    assert r.code == 2
    assert digest(played) == before


# -- 10. readers never block a writer ------------------------------------------------------
def test_a_reading_command_does_not_refuse_a_writer(played, tmp_path, cli):
    from tournament_director.cli.common import read_event as _read
    reader = _read(str(played))  # how a reading command (print, players ...) opens
    try:
        cli.ok("add-player", played, "Late")
    finally:
        reader.close()
    cli.ok("print", played, "seating", "-o", tmp_path / "s.pdf")
    with Event.open(played):  # the window writes; the reading commands still work
        cli.ok("players", played, "--json")
        cli.ok("print", played, "seating", "-o", tmp_path / "s2.pdf")
