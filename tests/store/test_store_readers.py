"""Issue 24, point 8: a read never writes. `verify`, `status`, `players`, `standings` (and the
other reads) leave a copy's and a closed event's bytes as they were, switch no copy to WAL
mode, leave no side file behind, and work on a full disk."""

import hashlib
import subprocess
import sys

import pytest

from tournament_director.service import registration
from tournament_director.service.demo import make_demo
from tournament_director.service.event import Event
from tournament_director.store import copies

from ..conftest import made_once
from .full_disk import digests, fill, small_disk

READS = [["verify"], ["status"], ["players", "--json"], ["standings", "--json"], ["log"],
         ["seating", "--game", "1"], ["payout", "--json"], ["export", "players", "-o", "{out}"]]


def sha(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def side_files(folder):
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(("-wal", "-shm",
                                                                       "-journal")))


@pytest.fixture
def cli(capsys):
    from tournament_director.cli import main

    class Run:
        def ok(self, *args):
            capsys.readouterr()
            code = main([str(a) for a in args])
            out, err = capsys.readouterr()
            assert code == 0, err
            return out
    return Run()


@pytest.fixture
@made_once
def event(tmp_path):
    path = tmp_path / "cup.tdevent"
    make_demo(path, players=12, games=2, seed=3).close()
    return path


@pytest.mark.parametrize("read", READS, ids=lambda r: r[0])
@pytest.mark.parametrize("which", ["copy", "event"])
def test_a_read_changes_no_byte(event, tmp_path, cli, read, which):
    path = copies.backup(event, tmp_path / "copy.tdevent") if which == "copy" else event
    before = sha(path)
    args = [w.format(out=tmp_path / "out.csv") for w in read]
    cli.ok(args[0], path, *args[1:])
    assert sha(path) == before
    assert side_files(tmp_path) == []
    if which == "copy":
        assert path.read_bytes()[18:20] == b"\x01\x01"  # still a rollback-mode copy


def test_a_reader_beside_a_writer_sees_every_committed_change(event, cli):
    with Event.open(event) as writer:
        registration.edit_player(writer, 3, name="Late Lena")
        assert "Late Lena" in cli.ok("players", event, "--json")
        assert cli.ok("verify", event).startswith("All holds")


@pytest.mark.slow
def test_reads_work_on_a_full_disk(tmp_path):
    with small_disk(tmp_path / "disk") as disk:
        ev, copy = disk / "ev.tdevent", disk / "copy.tdevent"
        make_demo(ev, players=40, games=3, seed=2).close()
        copies.backup(ev, copy)
        fill(disk)
        before = digests(disk)
        for path in (copy, ev):
            for read in READS[:-1]:  # export writes a file: a full disk refuses that
                r = subprocess.run([sys.executable, "-m", "tournament_director.cli",
                                    read[0], str(path), *read[1:]],
                                   capture_output=True, text=True, timeout=120)
                assert r.returncode == 0, (path.name, read, r.stderr)
                assert digests(disk) == {**digests(disk), **before}
        assert {k: v for k, v in digests(disk).items() if k in before} == before
