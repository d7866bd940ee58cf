"""Issue 24, point 3: on a full disk every refusal says that the disk is full (SQLite says
"disk I/O error" when its -shm or a temporary file cannot grow), and nothing is changed."""

import errno
import sqlite3
import subprocess
import sys
from collections import namedtuple

import pytest

from tournament_director.service.demo import make_demo
from tournament_director.store import errors

from .full_disk import digests, fill, small_disk

Usage = namedtuple("Usage", "total used free")
SQLITE_IOERR_SHMSIZE = 4874
SQLITE_IOERR_WRITE = 778


def io_error(code):
    exc = sqlite3.OperationalError("disk I/O error")
    exc.sqlite_errorcode = code
    exc.sqlite_errorname = "SQLITE_IOERR"
    return exc


@pytest.mark.parametrize("code", [SQLITE_IOERR_SHMSIZE, SQLITE_IOERR_WRITE, 10])
def test_a_disk_error_on_a_full_disk_says_the_disk_is_full(tmp_path, monkeypatch, code):
    import shutil
    event = tmp_path / "cup.tdevent"
    event.write_bytes(b"x" * 1000)
    monkeypatch.setattr(shutil, "disk_usage", lambda p: Usage(10**9, 10**9 - 4096, 4096))
    said = errors.from_sqlite_error(io_error(code), event)
    assert isinstance(said, errors.DiskFull)
    assert "disk is full" in str(said) and "cup.tdevent" in str(said)
    assert "I/O" not in str(said) and "check the disk" not in str(said)


def test_a_disk_error_with_room_left_is_still_a_disk_error(tmp_path, monkeypatch):
    import shutil
    monkeypatch.setattr(shutil, "disk_usage", lambda p: Usage(10**12, 10**9, 10**11))
    said = errors.from_sqlite_error(io_error(SQLITE_IOERR_WRITE), tmp_path / "cup.tdevent")
    assert not isinstance(said, errors.DiskFull)
    assert "check the disk" in str(said)


def test_a_full_temporary_folder_is_a_full_disk_too(tmp_path, monkeypatch):
    import shutil
    import tempfile
    tmp = str(tempfile.gettempdir())
    monkeypatch.setattr(shutil, "disk_usage", lambda p: Usage(10**12, 10**12, 0)
                        if str(p) == tmp else Usage(10**12, 0, 10**12))
    said = errors.from_sqlite_error(io_error(10), tmp_path / "cup.tdevent")
    assert isinstance(said, errors.DiskFull)


def test_an_os_error_of_a_full_disk_is_a_full_disk(tmp_path):
    said = errors.from_os_error(OSError(errno.ENOSPC, "No space left on device"),
                                tmp_path / "a.pdf")
    assert isinstance(said, errors.DiskFull)


CLI = [sys.executable, "-m", "tournament_director.cli"]
READS = [["status", "{ev}"], ["verify", "{ev}"], ["players", "{ev}"], ["standings", "{ev}"],
         ["status", "{copy}"], ["verify", "{copy}"], ["players", "{copy}"],
         ["standings", "{copy}"], ["log", "{ev}"], ["seating", "{ev}", "--game", "1"]]
WRITES = [["add-player", "{ev}", "Zed"], ["undo", "{ev}"], ["drop", "{ev}", "3"],
          ["backup", "{ev}", "-o", "{dir}/b2.tdevent"],
          ["print", "{ev}", "standings", "-o", "{dir}/s.pdf"],
          ["export", "{ev}", "players", "-o", "{dir}/p.csv"],
          ["publish", "{ev}", "-o", "{dir}/site"],
          ["new", "{dir}/n.tdevent", "--name", "X", "--games", "2", "--fee", "1"],
          ["restore", "{copy}", "{ev}"], ["demo", "{dir}/d.tdevent", "--players", "10"]]


@pytest.mark.slow
def test_a_real_full_disk_is_called_full_and_nothing_changes(tmp_path):
    with small_disk(tmp_path / "disk") as disk:
        ev, copy = disk / "ev.tdevent", disk / "copy.tdevent"
        make_demo(ev, players=40, games=3, seed=2).close()
        subprocess.run([*CLI, "backup", str(ev), "-o", str(copy)], check=True,
                       capture_output=True)
        fill(disk)
        before = digests(disk)
        for words in READS + WRITES:
            args = [w.format(ev=ev, copy=copy, dir=disk) for w in words]
            r = subprocess.run([*CLI, *args], capture_output=True, text=True, timeout=120)
            assert r.returncode in ((0,) if words in READS else (0, 2)), (args, r.stderr)
            if r.returncode == 2:
                assert "disk is full" in r.stderr, (args, r.stderr)
                assert "I/O error" not in r.stderr and "damaged" not in r.stderr, args
                assert len(r.stderr.strip().splitlines()) == 1, r.stderr
            now = digests(disk)
            assert {k: now.get(k) for k in before} == before, args  # nothing changed
