"""Issue 11, point 5: anything a user can cause is exit 2 and one line, never 'internal error'."""

import os
import sqlite3
import subprocess
import sys

import pytest

from tournament_director.service.event import Event

from ..conftest import made_once

BIG = "9" * 20


@pytest.fixture
@made_once
def seated(tmp_path, cli):
    path = tmp_path / "cup.tdevent"
    cli.ok("new", path, "--name", "Cup", "--games", "3", "--fee", "10", "--seed", "3")
    for name in ["Anna", "Ben", "Cleo", "Dora", "Emil", "Fynn"]:
        cli.ok("add-player", path, name)
    cli.ok("seat", path)
    return path


def one_line_refusal(r):
    assert r.code == 2, (r.code, r.err)
    assert len(r.err.strip().splitlines()) == 1, r.err
    assert "internal error" not in r.err


@pytest.mark.parametrize("args", [
    lambda p, t: ["new", t / "n.tdevent", "--name", "X", "--games", "3", "--fee", BIG],
    lambda p, t: ["new", t / "n.tdevent", "--name", "X", "--games", BIG, "--fee", "1"],
    lambda p, t: ["new", t / "n.tdevent", "--name", "X", "--games", "3", "--fee", "1",
                  "--seed", BIG],
    lambda p, t: ["add-player", p, "Zed", "--paid", BIG],
    lambda p, t: ["drop", p, BIG],
    lambda p, t: ["edit-player", p, BIG, "--name", "Q"],
    lambda p, t: ["seating", p, "--game", BIG],
    lambda p, t: ["log", p, "--limit", BIG],
    lambda p, t: ["record", p, "--game", "1", "--table", BIG, "--ranks", "1=1"],
    lambda p, t: ["record", p, "--game", "1", "--table", "1", "--ranks", f"{BIG}=1"],
    lambda p, t: ["plan", "9" * 30],
    lambda p, t: ["plan", "1000000000"],
    lambda p, t: ["standings", p, "--after-game", "-1"],
    lambda p, t: ["tiebreak", p, "1", "--values", f"cards_and_tokens={'9' * 400}"],
])
def test_huge_and_negative_numbers_are_refused_plainly(seated, tmp_path, cli, args):
    before = seated.read_bytes()
    one_line_refusal(cli(*args(seated, tmp_path)))
    assert seated.read_bytes() == before
    assert not (tmp_path / "n.tdevent").exists()


def test_table_point_values_are_bounded(seated, cli):
    with Event.open(seated, lock=False) as ev:
        table = ev.game(1).tables[0]
    ranks = ",".join(f"{p}={i}" for i, p in enumerate(table.players, 1))
    r = cli("record", seated, "--game", "1", "--table", table.table, "--ranks", ranks,
            "--points", f"cities={BIG},preserve_stones=1,limbo_groups=1,spaceport=yes")
    one_line_refusal(r)
    with Event.open(seated, lock=False) as ev:
        assert not ev.game(1).tables[0].has_result


def test_a_name_that_is_not_utf8_in_argv(seated):
    name = b"Ann\xe9"  # Latin-1 bytes from an old terminal
    r = subprocess.run([sys.executable, "-m", "tournament_director.cli", "add-player",
                        os.fsencode(str(seated)), name], capture_output=True)
    assert r.returncode == 2, r.stderr
    assert b"internal error" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1


def test_a_full_disk_is_called_a_full_disk_and_changes_nothing(seated, cli, monkeypatch):
    from tournament_director.store import opener
    real = opener._configure

    def tiny_disk(db):
        real(db)
        pages = db.execute("PRAGMA page_count").fetchone()[0]
        db.execute(f"PRAGMA max_page_count={pages}")  # SQLite then says SQLITE_FULL
    monkeypatch.setattr(opener, "_configure", tiny_disk)
    before = seated.read_bytes()
    names = [f"Player with a long name number {i:04d} " + "x" * 60 for i in range(200)]
    csv = seated.with_name("many.csv")
    csv.write_text("name\n" + "\n".join(names) + "\n", encoding="utf-8")
    r = cli("import-players", seated, csv)
    one_line_refusal(r)
    assert "disk is full" in r.err and "damaged" not in r.err
    assert seated.read_bytes() == before
    monkeypatch.undo()
    cli.ok("players", seated)  # reads are fine


def test_a_damaged_file_is_not_called_a_full_disk(seated, cli):
    conn = sqlite3.connect(seated)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    page = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.close()
    data = bytearray(seated.read_bytes())
    data[page:] = bytes((i * 7) % 251 for i in range(len(data) - page))  # garbage pages
    seated.write_bytes(bytes(data))
    r = cli("players", seated)
    one_line_refusal(r)
    assert "full" not in r.err


def test_a_read_only_event_is_said_plainly(seated, cli, monkeypatch):
    from tournament_director.store import opener
    real = opener._configure

    def read_only(db):  # SQLite answers SQLITE_READONLY, as for a read-only file or folder
        real(db)
        db.execute("PRAGMA query_only=1")
    monkeypatch.setattr(opener, "_configure", read_only)
    before = seated.read_bytes()
    r = cli("add-player", seated, "Zed")
    one_line_refusal(r)
    assert "read-only" in r.err and "damaged" not in r.err
    assert seated.read_bytes() == before


def test_a_read_only_folder_for_a_copy_is_said_plainly(seated, tmp_path, cli, monkeypatch):
    import errno

    from tournament_director.store import snapshot

    def denied(*a, **k):
        raise PermissionError(errno.EACCES, "Permission denied", str(tmp_path / "c.tdevent"))
    monkeypatch.setattr(snapshot, "backup_pages", denied)
    r = cli("backup", seated, "-o", tmp_path / "c.tdevent")
    one_line_refusal(r)
    assert "permission denied" in r.err.lower()
    assert not (tmp_path / "c.tdevent").exists()


def test_migration_on_a_full_disk_leaves_no_empty_backup(tmp_path, monkeypatch):
    import shutil
    from pathlib import Path

    from tournament_director.store import snapshot
    from tournament_director.store.errors import EventFileError
    v1 = Path(__file__).parents[1] / "store" / "data" / "event-v1.tdevent"
    path = tmp_path / "old.tdevent"
    shutil.copy(v1, path)

    def full(*args, **kwargs):
        raise sqlite3.OperationalError("database or disk is full")
    monkeypatch.setattr(snapshot, "backup_pages", full)
    with pytest.raises(EventFileError, match="disk is full"):
        Event.open(path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.tdevent"]


def test_the_crash_log_is_per_user_and_never_follows_a_planted_link(tmp_path, monkeypatch):
    from tournament_director import paths
    from tournament_director.cli import common as cli
    target = tmp_path / "victim.txt"
    target.write_text("keep me")
    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / "tournament-director-cli.log").symlink_to(target)
    monkeypatch.setattr(paths, "log_dir", lambda: logs)
    where = cli._log_crash(RuntimeError("boom"))
    assert target.read_text() == "keep me"
    assert "no log" in where
    (logs / "tournament-director-cli.log").unlink()
    where = cli._log_crash(RuntimeError("boom"))
    assert "boom" in (logs / "tournament-director-cli.log").read_text()
