"""Issue 24, point 9: what a killed program leaves behind never refuses the next run, and
nothing half-made is left where the user looks: a kill during an upgrade then a reopen in the
same second, a killed `backup` (its copy's -journal), a killed `restore`, a killed `demo`."""

import datetime
import os
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from tournament_director.service.demo import make_demo
from tournament_director.service.event import Event
from tournament_director.store import copies, opener

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
V1 = Path(__file__).parent / "data" / "event-v1.tdevent"

KILLED_IN_UPGRADE = textwrap.dedent("""
    import os, signal, sys
    from tournament_director.store import opener
    def killed(db):  # the copy before the upgrade is made: die in the first step
        print(sorted(os.listdir(os.path.dirname(sys.argv[1]))), flush=True)
        os.kill(os.getpid(), signal.SIGKILL)
    opener._migrate = killed
    from tournament_director.service.event import Event
    Event.open(sys.argv[1])
""")


def test_a_kill_during_an_upgrade_then_a_reopen_in_the_same_second(tmp_path, monkeypatch):
    path = tmp_path / "old.tdevent"
    shutil.copy(V1, path)
    r = subprocess.run([sys.executable, "-c", KILLED_IN_UPGRADE, str(path)],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == -signal.SIGKILL, r.stderr
    [first] = [p for p in tmp_path.iterdir() if "-backup-" in p.name]
    stamp = datetime.datetime.strptime(first.stem.rsplit("-backup-", 1)[1], "%Y%m%d-%H%M%S")

    class SameSecond(datetime.datetime):
        @classmethod
        def now(cls, tz=None):
            return stamp if tz is None else stamp.astimezone(tz)
    monkeypatch.setattr(opener.datetime, "datetime", SameSecond)
    with Event.open(path) as event:  # the name of the first copy is taken: another one
        assert event.settings.name == "Version 1 Cup"
        second = event.file.backup_made
    assert second is not None and second != first and second.exists() and first.exists()


def test_a_killed_backups_journal_and_a_killed_restores_copy_are_removed(tmp_path):
    path = tmp_path / "cup.tdevent"
    make_demo(path, players=12, games=2, seed=1).close()
    dead = 999_999_999
    left = [tmp_path / f".copy.tdevent.{dead}.abcd1234.part",
            tmp_path / f".copy.tdevent.{dead}.abcd1234.part-journal",
            tmp_path / f".cup.tdevent.{dead}.restore",
            tmp_path / f".cup.tdevent.{dead}.restore-journal"]
    for p in left:
        p.write_bytes(b"half")
    alive = tmp_path / f".copy.tdevent.{os.getpid()}.abcd1234.part-journal"
    alive.write_bytes(b"mine")  # a living writer's: never removed
    copies.backup(path, tmp_path / "copy.tdevent")
    assert [p.name for p in left if p.exists()] == []
    assert alive.exists()


@pytest.mark.slow
def test_a_killed_backup_leaves_nothing_the_next_one_keeps(tmp_path):
    path = tmp_path / "big.tdevent"
    make_demo(path, players=1000, games=2, seed=1).close()
    for attempt in range(6):
        proc = subprocess.Popen([sys.executable, "-m", "tournament_director.cli", "backup",
                                 str(path), "-o", str(tmp_path / f"copy{attempt}.tdevent")],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(0.25 + 0.05 * attempt)
        proc.kill()
        proc.wait()
    copies.backup(path, tmp_path / "last.tdevent")
    hidden = [p.name for p in tmp_path.iterdir() if p.name.startswith(".")]
    assert hidden == []
    for made in tmp_path.glob("copy*.tdevent"):  # a copy that is there is whole
        with Event.open(made) as event:
            assert len(event.players()) == 1000


@pytest.mark.slow
def test_a_killed_demo_leaves_no_half_event(tmp_path):
    path = tmp_path / "demo.tdevent"
    proc = subprocess.Popen([sys.executable, "-m", "tournament_director.cli", "demo", str(path),
                             "--players", "2000", "--games", "5"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while not any(p.name.startswith(".new-") for p in tmp_path.iterdir()):
        assert time.monotonic() < deadline and proc.poll() is None
        time.sleep(0.01)
    time.sleep(0.5)  # registering and seating by now
    proc.kill()
    proc.wait()
    assert not path.exists()  # never a half-played event under the demo's name
    make_demo(tmp_path / "next.tdevent", players=12, games=2).close()  # cleans up after it
    assert sorted(p.name for p in tmp_path.iterdir()) == ["next.tdevent"]
