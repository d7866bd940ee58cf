"""The event file: refuses foreign, damaged, newer and locked files untouched; migrates old ones."""

import hashlib
import shutil
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tournament_director.service import registration, results, seating
from tournament_director.service.event import Event
from tournament_director.service.model import ServiceError
from tournament_director.store.errors import DamagedEvent, EventLocked, NewerVersion, NotAnEvent
from tournament_director.store.opener import APPLICATION_ID, open_event
from tournament_director.store.schema import STEPS

V1 = Path(__file__).parent / "data" / "event-v1.tdevent"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def event_path(tmp_path):
    path = tmp_path / "cup.tdevent"
    Event.create(path, name="Cup", games=3, fee=10, seed=5).close()
    return path


def test_new_event_is_marked_and_at_the_latest_version(event_path):
    conn = sqlite3.connect(event_path)
    assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert conn.execute("PRAGMA user_version").fetchone()[0] == len(STEPS)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()


def test_create_refuses_an_existing_file_and_leaves_it(tmp_path):
    path = tmp_path / "x.tdevent"
    path.write_text("mine")
    with pytest.raises(ServiceError, match="already exists"):
        Event.create(path, name="Cup", games=3, fee=10)
    assert path.read_text() == "mine"


def test_failed_create_leaves_no_file(tmp_path):
    with pytest.raises(ServiceError):
        Event.create(tmp_path / "x.tdevent", name="Cup", games=0, fee=10)
    with pytest.raises(ServiceError):
        Event.create(tmp_path / "missing-folder" / "x.tdevent", name="Cup", games=3, fee=10)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("content, error", [
    (b"", NotAnEvent),
    (b"name,club\nAnna,\n", NotAnEvent),
    ("Ünïcode text\n".encode(), NotAnEvent),
])
def test_refuses_files_that_are_not_events(tmp_path, content, error):
    path = tmp_path / "x.tdevent"
    path.write_bytes(content)
    with pytest.raises(error) as info:
        open_event(path)
    assert "not" in str(info.value)
    assert path.read_bytes() == content


def test_refuses_a_foreign_sqlite_database(tmp_path):
    path = tmp_path / "other.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE t (x)")
    conn.commit()
    conn.close()
    before = digest(path)
    with pytest.raises(NotAnEvent, match="another program"):
        open_event(path)
    assert digest(path) == before


def test_refuses_a_truncated_event(event_path):
    data = event_path.read_bytes()
    event_path.write_bytes(data[: len(data) // 2])
    before = digest(event_path)
    with pytest.raises(DamagedEvent, match="damaged"):
        open_event(event_path)
    assert digest(event_path) == before


def test_refuses_an_event_with_a_scrambled_page(event_path):
    data = bytearray(event_path.read_bytes())
    page = 4096
    data[page * 2: page * 2 + 200] = b"\xff" * 200
    event_path.write_bytes(bytes(data))
    with pytest.raises(DamagedEvent):
        open_event(event_path)


def test_refuses_an_event_from_a_newer_version(event_path):
    conn = sqlite3.connect(event_path)
    conn.execute("INSERT INTO _sqlite_migrations (migration_set, name, applied_at) "
                 "VALUES ('tournament_director', 'm999_future', 'later')")
    conn.execute(f"PRAGMA user_version={len(STEPS) + 1}")
    conn.commit()
    conn.close()
    before = digest(event_path)
    with pytest.raises(NewerVersion, match="newer version"):
        open_event(event_path)
    assert digest(event_path) == before


def test_a_second_opener_is_refused_while_the_first_holds_it(event_path):
    first = Event.open(event_path)
    try:
        with pytest.raises(EventLocked, match="open in another"):
            Event.open(event_path)
    finally:
        first.close()
    Event.open(event_path).close()  # free again once closed


def test_another_process_holding_the_event_locks_it_out(event_path):
    script = textwrap.dedent(f"""
        import sys, time
        from tournament_director.service.event import Event
        e = Event.open({str(event_path)!r})
        print("open", flush=True)
        sys.stdin.readline()
    """)
    proc = subprocess.Popen([sys.executable, "-c", script], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().strip() == "open"
        with pytest.raises(EventLocked):
            Event.open(event_path)
    finally:
        proc.kill()
        proc.wait()
    Event.open(event_path).close()  # a killed holder leaves no stale lock


def test_version_1_event_opens_migrated_with_a_backup_first(tmp_path):
    path = tmp_path / "old.tdevent"
    shutil.copy(V1, path)
    with Event.open(path) as event:
        assert event.settings.name == "Version 1 Cup"
        assert event.settings.paper == "A4"  # added by step 2
        assert [p.name for p in event.players()][:2] == ["Anna Jansen", "Jiří Čermák"]
        table = event.table(1, 1)
        assert table.places == {3: 1, 1: 2, 4: 3}
        assert table.table_points == 8
        backup = event.file.backup_made
    assert backup is not None and backup.exists()
    conn = sqlite3.connect(backup)  # the copy is the event as it was, at version 1
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    assert conn.execute("SELECT name FROM _sqlite_migrations").fetchall() == [("m001_initial",)]
    assert conn.execute("SELECT COUNT(*) FROM players").fetchone()[0] == 7
    conn.close()
    with Event.open(path) as event:  # the second time nothing is left to migrate
        assert event.file.backup_made is None
        assert event.status().tables_in == 1


def test_version_1_event_can_be_played_on(tmp_path):
    path = tmp_path / "old.tdevent"
    shutil.copy(V1, path)
    with Event.open(path) as event:
        results.record(event, 1, 2, places={7: 1, 2: 2, 6: 3, 5: 4},
                       items={"cities": 1, "preserve_stones": 0, "limbo_groups": 0,
                              "spaceport": False})
        assert seating.seat_next_game(event).value.sizes == [3, 4]


def test_save_a_copy_is_a_whole_event(event_path, tmp_path):
    with Event.open(event_path) as event:
        registration.add_player(event, "Anna")
        dest = event.save_copy(tmp_path / "copy.tdevent")
    with Event.open(dest) as copy:
        assert [p.name for p in copy.players()] == ["Anna"]
