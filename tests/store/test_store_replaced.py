"""Issue 24, point 1: `cp backup.tdevent event.tdevent` while a writer has the event open keeps
the inode, so the name still names the file opened; its content is not the writer's any
more. The writer notices before it acknowledges a change, refuses it, keeps everything it
acknowledged (a rescued copy beside the event), and leaves the file the user put there as
it was put (never a malformed mix of the copy and the writer's log)."""

import shutil
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tournament_director.service import history, registration
from tournament_director.service.event import Event
from tournament_director.store import copies
from tournament_director.store.errors import FileReplaced

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="cp over an open file")


def names(event):
    return sorted(p.name for p in event.players())


def rescued(folder):
    return sorted(p for p in folder.iterdir() if " rescued " in p.name)


@pytest.fixture
def path(tmp_path):
    path = tmp_path / "cup.tdevent"
    with Event.create(path, name="Cup", games=3, fee=10, seed=5) as event:
        registration.register_many(event, [{"name": f"First {i}"} for i in range(20)])
    return path


@pytest.mark.parametrize("checkpointed", [False, True], ids=["log only", "checkpointed"])
def test_cp_over_the_open_event_refuses_the_next_change_and_keeps_all(path, tmp_path,
                                                                       checkpointed):
    backup = copies.backup(path, tmp_path / "backup.tdevent")
    if checkpointed:  # what was acknowledged since the backup is in the file, not the log
        with Event.open(path) as event:
            registration.register_many(event, [{"name": f"Mid {i}"} for i in range(300)])
    event = Event.open(path)
    for i in range(40):
        registration.add_player(event, f"Before {i}")
    acknowledged = names(event)
    shutil.copyfile(backup, path)  # the same inode: the name still names the file opened
    assert "overwritten" in event.file.identity_problem()
    with pytest.raises(FileReplaced, match="overwritten"):
        registration.add_player(event, "After")
    [kept] = rescued(tmp_path)
    assert kept.name.startswith("cup rescued ")
    assert str(kept.name) in event.file.identity_problem()
    event.close()
    assert path.read_bytes() == backup.read_bytes()  # as the user put it there
    with Event.open(kept) as copy:
        assert names(copy) == acknowledged and history.verify(copy) == []
    with Event.open(path) as restored:  # the copy the user put in place, intact
        assert history.verify(restored) == []
        assert "After" not in names(restored)


@pytest.mark.parametrize("checkpointed", [False, True], ids=["log only", "checkpointed"])
def test_a_change_refused_after_its_commit_is_not_in_the_rescued_copy(path, tmp_path,
                                                                      monkeypatch, checkpointed):
    """Issue 34, point 6: the cp lands while a change is made, after its commit and before
    it is acknowledged. The change is refused, and the rescued copy holds exactly what was
    acknowledged: not the refused change ("REFUSED W3 10" yet "Registered W3 10" before)."""
    backup = copies.backup(path, tmp_path / "backup.tdevent")
    event = Event.open(path)
    for i in range(300 if checkpointed else 3):
        registration.add_player(event, f"Before {i}")
    acknowledged = names(event)
    lines = len(event.audit_log())
    settle = event.file.settle

    def cp_then_settle():
        shutil.copyfile(backup, path)  # between the commit and the acknowledgement
        settle()
    monkeypatch.setattr(event.file, "settle", cp_then_settle)
    with pytest.raises(FileReplaced, match="overwritten"):
        registration.add_player(event, "W3 10")
    [kept] = rescued(tmp_path)
    assert "not whole" not in event.file.identity_problem()
    event.close()
    assert path.read_bytes() == backup.read_bytes()
    with Event.open(kept) as copy:
        assert names(copy) == acknowledged and "W3 10" not in names(copy)
        assert len(copy.audit_log()) == lines and history.verify(copy) == []
        registration.add_player(copy, "W3 10")  # the copy goes on where it was left
        assert copy.audit_log(1)[0].id == lines + 1 and history.verify(copy) == []


def test_cp_then_close_without_a_change_leaves_the_copy_intact(path, tmp_path):
    backup = copies.backup(path, tmp_path / "backup.tdevent")
    event = Event.open(path)
    registration.register_many(event, [{"name": f"Before {i}"} for i in range(40)])
    shutil.copyfile(backup, path)
    event.close()  # no change after the cp: closing notices it too
    assert path.read_bytes() == backup.read_bytes()
    [kept] = rescued(tmp_path)
    with Event.open(kept) as copy:
        assert len(copy.players()) == 60


def test_many_changes_and_checkpoints_raise_no_false_alarm(path, tmp_path):
    """The writer's own checkpoints, a chmod, readers in other processes: none of them is
    another file's content."""
    import os
    with Event.open(path) as event:
        size = path.stat().st_size
        for i in range(120):  # > 1000 pages of log: folded into the file by the writer itself
            registration.register_many(event, [{"name": f"P{i} {j} " + "x" * 40,
                                                "club": "y" * 40} for j in range(30)])
        assert path.stat().st_size > size  # a checkpoint of the writer's own happened
        assert Path(f"{path}-wal").stat().st_size < 5_000_000
        os.chmod(path, 0o600)
        r = subprocess.run([sys.executable, "-m", "tournament_director.cli", "verify",
                            str(path)], capture_output=True, text=True, timeout=60)
        assert r.returncode == 0, r.stderr
        registration.add_player(event, "Still fine")
        assert event.file.identity_problem() is None
    assert rescued(tmp_path) == []


def test_a_change_by_another_sqlite_connection_is_no_false_alarm(path):
    with Event.open(path) as event:
        registration.add_player(event, "Anna")
        conn = sqlite3.connect(path)  # e.g. a sqlite3 shell: verify names such edits
        conn.execute("UPDATE players SET club = 'Edited' WHERE name = 'Anna'")
        conn.commit()
        conn.execute("PRAGMA wal_checkpoint(PASSIVE)")  # it even writes the file itself
        conn.close()
        registration.add_player(event, "Bram")
        assert event.file.identity_problem() is None


WRITER = textwrap.dedent("""
    import sys
    from tournament_director.service import registration
    from tournament_director.service.event import Event
    from tournament_director.store.errors import EventFileError
    event = Event.open(sys.argv[1])
    n = 0
    try:
        while True:
            registration.add_player(event, f"Player {n}")
            print(n, flush=True)  # the acknowledgement
            n += 1
    except EventFileError as exc:
        print("refused:", exc, flush=True)
    finally:
        event.close()
""")


@pytest.mark.slow
def test_a_long_running_writer_stops_acknowledging_once_its_file_is_overwritten(path,
                                                                                tmp_path):
    backup = copies.backup(path, tmp_path / "backup.tdevent")
    proc = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], stdout=subprocess.PIPE,
                            text=True)
    acknowledged = []
    while len(acknowledged) < 30:
        acknowledged.append(int(proc.stdout.readline()))
    shutil.copyfile(backup, path)
    # (read through the same file object: communicate() with a timeout reads the pipe itself
    # and would lose the acknowledgements readline() already buffered)
    rest = proc.stdout.read().splitlines()
    proc.wait(timeout=60)
    acknowledged += [int(line) for line in rest if line.isdigit()]
    assert rest[-1].startswith("refused:") and "overwritten" in rest[-1]
    assert path.read_bytes() == backup.read_bytes()
    [kept] = rescued(tmp_path)
    with Event.open(kept) as copy:
        have = {p.name for p in copy.players()}
        assert have == {f"First {i}" for i in range(20)} | {f"Player {n}" for n in acknowledged}
        assert history.verify(copy) == []
