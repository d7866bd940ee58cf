"""A second EventFile of the same event in one process (the window's verify worker, say) must
not drop the locks SQLite holds for the window's writer: POSIX drops all of a process's locks
on a file when any descriptor of it is closed."""

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap

import pytest

from tournament_director.service import registration
from tournament_director.service.event import Event
from tournament_director.store.opener import open_event
from tournament_director.store.reader import open_reader

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX locks")

# SQLite's SHARED lock range on the database file (os_unix.c: PENDING_BYTE + 2, 510 bytes)
SHARED_FIRST, SHARED_SIZE = 0x40000000 + 2, 510

PROBE = textwrap.dedent(f"""
    import fcntl, os, struct, sys
    fd = os.open(sys.argv[1], os.O_RDWR)
    ask = struct.pack("hhqqi", fcntl.F_WRLCK, os.SEEK_SET, {SHARED_FIRST}, {SHARED_SIZE}, 0)
    kind = struct.unpack("hhqqi", fcntl.fcntl(fd, fcntl.F_GETLK, ask))[0]
    print("held" if kind != fcntl.F_UNLCK else "free")
""")


def shared_lock_held(path) -> bool:
    """Whether some process holds SQLite's SHARED lock on the file (asked from outside)."""
    out = subprocess.run([sys.executable, "-c", PROBE, str(path)], capture_output=True,
                         text=True, check=True).stdout.strip()
    return out == "held"


def test_closing_a_reader_keeps_the_writers_sqlite_lock(tmp_path):
    path = tmp_path / "cup.tdevent"
    with Event.create(path, name="Cup", games=3, fee=10) as event:
        registration.add_player(event, "Łukasz Żółć")
        assert shared_lock_held(path)
        reader = open_reader(path)
        reader.close()
        assert shared_lock_held(path), "the reader's close dropped the writer's lock"
        registration.add_player(event, "Мария")
        assert shared_lock_held(path)
    # and once every EventFile of the process is closed, nothing is left holding the file
    assert not shared_lock_held(path)


def test_a_second_writer_in_the_same_process_is_still_refused(tmp_path):
    path = tmp_path / "cup.tdevent"
    with Event.create(path, name="Cup", games=3, fee=10), \
            pytest.raises(Exception, match="open in another"):
        open_event(path)
    open_event(path).close()  # the lock went with the event


WRITER = textwrap.dedent("""
    import sys, time
    from tournament_director.service import registration
    from tournament_director.service.event import Event
    from tournament_director.store.reader import open_reader
    event = Event.open(sys.argv[1])
    open_reader(sys.argv[1]).close()   # as the window's open-time verify does
    print("ready", flush=True)
    sys.stdin.readline()               # another process reads the event and closes now
    registration.add_player(event, "Zoë Acknowledged")
    print("saved", flush=True)
    time.sleep(60)
""")


def test_a_result_acknowledged_after_a_reader_closed_survives_kill_9(tmp_path):
    path = tmp_path / "cup.tdevent"
    with Event.create(path, name="Cup", games=3, fee=10) as event:
        registration.add_player(event, "Anna")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    child = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert child.stdout.readline().strip() == "ready"
        other = sqlite3.connect(path)  # a command reading the event: it closes after
        other.execute("SELECT count(*) FROM players").fetchone()
        other.close()
        child.stdin.write("\n")
        child.stdin.flush()
        assert child.stdout.readline().strip() == "saved"
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    with Event.open(path) as event:
        assert [p.name for p in event.players()] == ["Anna", "Zoë Acknowledged"]


def test_importing_the_open_event_as_a_csv_is_refused_and_keeps_the_lock(tmp_path):
    path = tmp_path / "cup.tdevent"
    with Event.create(path, name="Cup", games=3, fee=10) as event:
        for name in (path, f"{path}-wal", f"{path}-shm"):
            preview = registration.preview_csv(event, name)
            assert preview.errors and "event itself" in preview.errors[0]
        assert shared_lock_held(path)
