"""Issue 11: a -wal left by a crash is applied only to the file it was written for; a copy put
in place after the crash, or another event's log, is set aside, never replayed."""

import shutil
import subprocess
import sys
import textwrap

import pytest

from tournament_director.service import history, registration
from tournament_director.service.event import Event
from tournament_director.store import copies, walcheck
from tournament_director.store.reader import open_reader

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SQLite locks differ there")

# registers players, acknowledges, then dies by SIGKILL: the -wal stays beside the file
CRASH = textwrap.dedent("""
    import os, signal, sys
    from tournament_director.service import registration
    from tournament_director.service.event import Event
    event = Event.open(sys.argv[1])
    registration.register_many(event, [{"name": n} for n in sys.argv[2:]])
    print("acknowledged", flush=True)
    os.kill(os.getpid(), signal.SIGKILL)
""")


def crash_after_registering(path, *names):
    out = subprocess.run([sys.executable, "-c", CRASH, str(path), *names],
                         capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "acknowledged", out.stderr
    assert out.returncode != 0  # killed
    wal = path.with_name(path.name + "-wal")
    assert wal.exists() and wal.stat().st_size > 32  # the crash left its log


def names(event):
    return sorted(p.name for p in event.players())


def orphans(folder):
    return sorted(p.name for p in folder.iterdir() if "orphan-wal" in p.name)


@pytest.fixture
def path(tmp_path):
    path = tmp_path / "cup.tdevent"
    with Event.create(path, name="Cup", games=3, fee=10, seed=5) as event:
        registration.register_many(event, [{"name": "Zoë Ångström"}, {"name": "Ali"}])
    return path


def test_a_crash_log_is_applied_to_its_own_file(path):
    crash_after_registering(path, "Late One", "Late Two")
    with Event.open(path) as event:
        assert names(event) == ["Ali", "Late One", "Late Two", "Zoë Ångström"]
        assert event.file.wal_set_aside is None
    assert orphans(path.parent) == []


def test_cp_of_a_backup_over_a_crashed_event_is_not_paired_with_its_log(path, tmp_path):
    copy = copies.backup(path, tmp_path / "copy.tdevent")
    crash_after_registering(path, "After Backup")
    shutil.copyfile(copy, path)  # the director restores with cp
    with Event.open(path) as event:
        assert names(event) == ["Ali", "Zoë Ångström"]
        said = event.file.wal_set_aside
    assert "put in place after that crash" in said
    [shm, wal] = orphans(tmp_path)
    assert wal.startswith("cup orphan-wal ") and wal.endswith(".tdevent-wal")
    assert wal in said and shm.endswith(".tdevent-shm")
    with Event.open(path) as event:  # once aside, it stays aside: nothing more to say
        assert event.file.wal_set_aside is None


def test_cp_of_a_plain_file_copy_over_a_crashed_event_is_not_paired(path, tmp_path):
    copy = tmp_path / "plain copy.tdevent"
    shutil.copyfile(path, copy)  # a file manager's copy: in WAL mode like the event
    with Event.open(path) as event:  # a session that closes cleanly
        registration.register_many(event, [{"name": f"Between {i}"} for i in range(40)])
    crash_after_registering(path, "After Copy")
    shutil.copyfile(copy, path)
    with Event.open(path) as event:
        assert names(event) == ["Ali", "Zoë Ångström"]
        assert event.file.wal_set_aside
        assert history.verify(event) == []
    assert len(orphans(tmp_path)) == 2


def test_another_events_log_beside_a_file_is_not_replayed(path, tmp_path):
    other = tmp_path / "other.tdevent"
    with Event.create(other, name="Other", games=3, fee=1, seed=1) as event:
        registration.register_many(event, [{"name": "Stranger"}])
    crash_after_registering(other, "Other Late")
    for side in ("-wal", "-shm"):
        shutil.copyfile(f"{other}{side}", f"{path}{side}")
    with _reader(path) as event:
        assert names(event) == ["Ali", "Zoë Ångström"]
        assert "another file" in event.file.wal_set_aside
    with Event.open(path) as event:
        assert history.verify(event) == []
    with Event.open(other) as event:  # the other event still gets its own log
        assert names(event) == ["Other Late", "Stranger"]
        assert event.file.wal_set_aside is None


class _reader:
    def __init__(self, path):
        self.event = Event(open_reader(path))

    def __enter__(self):
        return self.event

    def __exit__(self, *exc):
        self.event.close()


def test_a_live_log_of_another_process_is_left_alone(path):
    code = textwrap.dedent("""
        import sys
        from tournament_director.service import registration
        from tournament_director.service.event import Event
        event = Event.open(sys.argv[1])
        registration.register_many(event, [{"name": "Live"}])
        print("open", flush=True)
        sys.stdin.readline()
        event.close()
    """)
    writer = subprocess.Popen([sys.executable, "-c", code, str(path)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert writer.stdout.readline().strip() == "open"
        with _reader(path) as event:
            assert "Live" in names(event)
            assert event.file.wal_set_aside is None
        assert orphans(path.parent) == []
    finally:
        writer.communicate("\n", timeout=30)


def test_the_command_line_says_it_in_one_line(path, tmp_path):
    copy = copies.backup(path, tmp_path / "copy.tdevent")
    crash_after_registering(path, "After Backup")
    shutil.copyfile(copy, path)
    r = subprocess.run([sys.executable, "-m", "tournament_director.cli", "players", str(path)],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0
    assert "After Backup" not in r.stdout and "Ali" in r.stdout
    [line] = r.stderr.splitlines()
    assert line.startswith("warning: cup.tdevent: the log of changes left beside it by a crash "
                           "was not applied")
    assert "orphan-wal" in line


def test_a_refusal_after_setting_a_log_aside_says_both(path, tmp_path):
    from tournament_director.store.errors import NewerVersion
    other = tmp_path / "other.tdevent"
    with Event.create(other, name="Other", games=3, fee=1, seed=1) as event:
        registration.register_many(event, [{"name": "Stranger"}])
    crash_after_registering(other, "Other Late")
    shutil.copyfile(f"{other}-wal", f"{path}-wal")
    data = bytearray(path.read_bytes())
    data[60:64] = (10_000).to_bytes(4, "big")  # user_version from a newer program
    path.write_bytes(bytes(data))
    with pytest.raises(NewerVersion) as refused:
        Event.open(path)
    assert "newer version" in str(refused.value) and "orphan-wal" in str(refused.value)


def test_a_crash_log_of_a_change_made_outside_the_program_is_still_applied(path, tmp_path):
    import sqlite3
    crash = sqlite3.connect(path)  # e.g. a sqlite3 shell, killed before it closed
    crash.execute("PRAGMA journal_mode=WAL")
    crash.execute("UPDATE players SET name = 'Edited' WHERE name = 'Ali'")
    crash.commit()
    shutil.copy(f"{path}-wal", tmp_path / "saved-wal")
    crash.close()
    shutil.copy(tmp_path / "saved-wal", f"{path}-wal")  # as a kill would have left it
    with Event.open(path) as event:
        assert names(event) == ["Edited", "Zoë Ångström"]
        assert event.file.wal_set_aside is None
        assert any("outside the program" in p for p in history.verify(event))  # verify says it


def test_restore_over_an_event_with_another_events_log_sets_it_aside_and_says_so(path,
                                                                                  tmp_path):
    copy = copies.backup(path, tmp_path / "copy.tdevent")
    other = tmp_path / "other.tdevent"
    with Event.create(other, name="Other", games=3, fee=1, seed=1) as event:
        registration.register_many(event, [{"name": "Stranger"}])
    crash_after_registering(other, "Other Late")
    shutil.copyfile(f"{other}-wal", f"{path}-wal")
    said = []
    replaced = copies.restore(copy, path, say=said.append)
    assert len(said) == 1 and "orphan-wal" in said[0]
    with Event.open(replaced) as old:  # the event as it was, without the stranger's log
        assert names(old) == ["Ali", "Zoë Ångström"]
    with Event.open(path) as event:
        assert names(event) == ["Ali", "Zoë Ångström"] and history.verify(event) == []


def test_restore_over_a_damaged_event_swaps_it_aside(path, tmp_path):
    copy = copies.backup(path, tmp_path / "copy.tdevent")
    data = bytearray(path.read_bytes())
    data[4096:4096 * 3] = b"\xab" * (4096 * 2)
    path.write_bytes(bytes(data))
    replaced = copies.restore(copy, path)
    kept = replaced.read_bytes()  # kept as it was (SQLite's header aside: its journal mode)
    assert kept[100:] == data[100:]
    with Event.open(path) as event:
        assert names(event) == ["Ali", "Zoë Ångström"]


def test_backup_of_an_event_with_another_events_log_copies_the_event_alone(path, tmp_path):
    other = tmp_path / "other.tdevent"
    with Event.create(other, name="Other", games=3, fee=1, seed=1) as event:
        registration.register_many(event, [{"name": "Stranger"}])
    crash_after_registering(other, "Other Late")
    shutil.copyfile(f"{other}-wal", f"{path}-wal")
    said = []
    copy = copies.backup(path, tmp_path / "copy.tdevent", say=said.append)
    assert len(said) == 1 and "orphan-wal" in said[0]
    for opened in (copy, path):
        with Event.open(opened) as event:
            assert names(event) == ["Ali", "Zoë Ångström"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="OFD locks are Linux's")
def test_a_live_log_of_a_connection_in_this_process_is_left_alone(path):
    import sqlite3
    conn = sqlite3.connect(path)  # a plain connection, unknown to the program, still open
    try:
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("UPDATE event SET name = 'Edited outside'")
        conn.execute("DELETE FROM changes WHERE id = (SELECT MAX(id) FROM changes)")
        conn.commit()
        with Event.open(path) as event:
            assert event.settings.name == "Edited outside"
            assert event.file.wal_set_aside is None
        assert orphans(path.parent) == []
        conn.execute("UPDATE event SET name = 'Again'")  # its locks and log still its own
        conn.commit()
        with Event.open(path) as event:
            assert event.settings.name == "Again"
    finally:
        conn.close()


def test_a_crash_right_after_an_upgrade_keeps_its_log(tmp_path):
    from pathlib import Path
    old = Path(__file__).parent / "data" / "event-v1.tdevent"
    path = tmp_path / "old.tdevent"
    shutil.copyfile(old, path)
    crash_after_registering(path, "After Upgrade")  # the upgrade and the player: in the log
    with Event.open(path) as event:
        assert "After Upgrade" in names(event)
        assert event.file.wal_set_aside is None
    assert orphans(tmp_path) == []


def test_a_byte_identical_copy_put_over_a_crashed_event_is_what_it_opens(path, tmp_path):
    """Issue 24, point 2: the director's own plain copy of the file as the crash left it,
    put back with cp (to go back to it), would be silently paired with the crash's log."""
    import time
    crash_after_registering(path, "After Crash")
    copy = tmp_path / "my copy.tdevent"
    shutil.copyfile(path, copy)  # byte-identical to the file beside the crash's log
    time.sleep(walcheck.PUT_AFTER_SECONDS + 0.2)
    shutil.copyfile(copy, path)  # the "restore": it writes the file after the crash
    assert path.read_bytes() == copy.read_bytes()
    with Event.open(path) as event:
        said = event.file.wal_set_aside
        assert names(event) == ["Ali", "Zoë Ångström"]  # what the copy holds
        assert history.verify(event) == []
    assert "written after that crash" in said and "orphan-wal" in said
    [kept] = [p for p in tmp_path.iterdir() if " replaced " in p.name]
    assert kept.name in said  # nothing acknowledged is lost: the file with its log, whole
    with Event.open(kept) as before:
        assert names(before) == ["After Crash", "Ali", "Zoë Ångström"]
        assert history.verify(before) == []


def test_a_crash_log_is_still_applied_after_the_file_was_only_looked_at(path):
    """Reading the crashed file (a copy taken of it, a file manager's preview) changes none
    of its times that count: its own log is applied."""
    import time
    crash_after_registering(path, "After Crash")
    time.sleep(walcheck.PUT_AFTER_SECONDS + 0.2)
    path.read_bytes()
    shutil.copyfile(path, path.with_name("aside.tdevent"))
    with Event.open(path) as event:
        assert "After Crash" in names(event)
        assert event.file.wal_set_aside is None
