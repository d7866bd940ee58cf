"""Issue 11, points 2-3: consistent copies, restore, and the automatic copies beside an event."""

import sqlite3

import pytest

from tournament_director.service import copies as service_copies
from tournament_director.service import history, registration, results, seating
from tournament_director.service.demo import play_game
from tournament_director.service.event import Event
from tournament_director.store import copies, snapshot
from tournament_director.store.errors import EventLocked, OutputRefused
from tournament_director.store.guard import guard_output


@pytest.fixture
def event(tmp_path):
    ev = Event.create(tmp_path / "cup.tdevent", name="Cup", games=5, fee=10, seed=2,
                      table_points="none")
    # 60 players, 10+ tables
    registration.register_many(ev, [{"name": f"Player {i}"} for i in range(1, 61)])
    yield ev
    ev.close()


def test_a_copy_after_each_seating_and_every_ten_results(event):
    folder = event.path.parent / "cup backups"
    assert not folder.exists()
    seating.seat_next_game(event)
    [first] = copies.list_auto_copies(event.path)
    assert first.parent == folder
    info = copies.copy_info(first)
    assert (info.game, info.tables_in, info.players) == (1, 0, 60)
    tables = event.game(1).tables
    for t in tables[:9]:
        results.record(event, 1, t.table, places={p: i for i, p in enumerate(t.players, 1)})
    assert len(copies.list_auto_copies(event.path)) == 1
    t = tables[9]
    results.record(event, 1, t.table, places={p: i for i, p in enumerate(t.players, 1)})
    newest = copies.list_auto_copies(event.path)[0]
    assert copies.copy_info(newest).tables_in == 10
    assert service_copies.holds(copies.copy_info(newest)).startswith("60 players, game 1: 10 of")


def test_the_last_twenty_are_kept(event):
    seating.seat_next_game(event)
    for _ in range(25):
        event.file.auto_copy()
    assert len(copies.list_auto_copies(event.path)) == copies.AUTO_KEEP


def test_a_failed_copy_does_not_take_back_the_change(event, monkeypatch):
    def full(*a, **k):
        raise sqlite3.OperationalError("database or disk is full")
    monkeypatch.setattr(snapshot, "backup_pages", full)
    seating.seat_next_game(event)
    assert event.games_seated() == 1
    assert "disk is full" in event.copy_problem
    folder = event.path.parent / "cup backups"
    assert [p.name for p in folder.iterdir()] == []  # no empty or partial copy


def test_an_automatic_copy_restores(event, tmp_path):
    seating.seat_next_game(event)
    copy = copies.list_auto_copies(event.path)[0]
    play_game(event, 1, __import__("random").Random(1))
    path = event.path
    event.close()
    replaced = copies.restore(copy, path)
    with Event.open(path) as ev:
        assert ev.game(1).tables_in == 0
    with Event.open(replaced) as old:
        assert old.game(1).complete


def test_restore_refuses_while_open(event, tmp_path):
    seating.seat_next_game(event)
    copy = copies.list_auto_copies(event.path)[0]
    with pytest.raises(EventLocked):
        copies.restore(copy, event.path)


def test_guard_refuses_the_open_event_under_another_name(event, tmp_path):
    link = tmp_path / "seating.pdf"
    link.symlink_to(event.path)
    with pytest.raises(OutputRefused):
        guard_output(link)
    hard = tmp_path / "hard.pdf"
    hard.hardlink_to(event.path)
    with pytest.raises(OutputRefused):
        guard_output(hard)
    guard_output(tmp_path / "fine.pdf")
    (tmp_path / "text.pdf").write_text("an old pdf")
    guard_output(tmp_path / "text.pdf")  # any other file may be replaced


def test_the_window_notices_its_file_replaced_deleted_or_renamed(event, tmp_path):
    assert event.file.identity_problem() is None
    path = event.path
    moved = tmp_path / "moved.tdevent"
    path.rename(moved)
    assert "deleted or renamed" in event.file.identity_problem()
    moved.rename(path)
    assert event.file.identity_problem() is None
    other = tmp_path / "other.tdevent"
    Event.create(other, name="Other", games=3, fee=1).close()
    path.rename(moved)
    other.rename(path)
    assert "replaced" in event.file.identity_problem()


def test_backup_leaves_no_part_file_when_killed_before(tmp_path, event):
    # a killed copy of a process that is gone leaves ".NAME.PID.X.part": removed next time
    stale = tmp_path / ".copy.tdevent.999999999.abcd1234.part"
    stale.write_bytes(b"half")
    copies.backup(event.path, tmp_path / "copy.tdevent")
    assert not stale.exists()
    assert (tmp_path / "copy.tdevent").exists()


def test_leftovers_of_a_killed_demo_and_create_are_removed(tmp_path):
    import os

    from tournament_director.store.leftovers import clean_demo_folders, demo_prefix
    dead = tmp_path / "tournament-director-demo-999999999-abcd"
    dead.mkdir()
    (dead / "Demo Open.tdevent").write_bytes(b"x")
    alive = tmp_path / (demo_prefix() + "efgh")
    alive.mkdir()
    clean_demo_folders(tmp_path)
    assert not dead.exists() and alive.exists()
    half = tmp_path / ".new-999999999-xyz.tdevent"  # a create killed half-way
    half.write_bytes(b"SQLite format 3\x00")
    Event.create(tmp_path / "cup.tdevent", name="Cup", games=3, fee=1).close()
    assert not half.exists()
    assert not [n for n in os.listdir(tmp_path) if n.startswith(".new-")]


def test_restore_refused_while_another_process_reads(event, tmp_path):
    import subprocess
    import sys
    seating.seat_next_game(event)
    copy = copies.list_auto_copies(event.path)[0]
    path = event.path
    event.close()
    code = ("import sys, time; from tournament_director.service.event import Event; "
            "ev = Event.open(sys.argv[1], lock=False); ev.players(); print('open', flush=True); "
            "sys.stdin.readline(); ev.close()")
    reader = subprocess.Popen([sys.executable, "-c", code, str(path)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert reader.stdout.readline().strip() == "open"
        with pytest.raises(EventLocked):
            copies.restore(copy, path)
        assert not [p for p in tmp_path.iterdir() if "replaced" in p.name]
    finally:
        reader.communicate("\n", timeout=30)
    assert copies.restore(copy, path) is not None  # once the reader is gone


def test_create_in_a_folder_that_refuses_says_so(tmp_path, monkeypatch):
    import errno
    import tempfile

    from tournament_director.service.model import ServiceError

    def refuse(*a, **k):
        raise PermissionError(errno.EACCES, "Permission denied", str(tmp_path))
    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    with pytest.raises(ServiceError, match="permission denied"):
        Event.create(tmp_path / "x.tdevent", name="X", games=3, fee=1)


def test_restore_refused_while_serve_shares_the_event_says_stop_sharing(event, tmp_path):
    import hashlib
    import re
    import subprocess
    import sys
    seating.seat_next_game(event)
    copy = copies.list_auto_copies(event.path)[0]
    path = event.path
    event.close()
    serve = subprocess.Popen(
        [sys.executable, "-m", "tournament_director.cli", "serve", str(path),
         "--host", "127.0.0.1", "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        while not re.match(r"\s+http://127\.0\.0\.1:\d+/$", line := serve.stdout.readline()):
            assert line, serve.stderr.read()
        before = hashlib.sha256(path.read_bytes()).hexdigest()
        r = subprocess.run([sys.executable, "-m", "tournament_director.cli", "restore",
                            str(copy), str(path)], capture_output=True, text=True, timeout=60)
        assert r.returncode == 2
        [line] = r.stderr.splitlines()
        assert "shared with the players" in line and "stop sharing it first" in line
        assert hashlib.sha256(path.read_bytes()).hexdigest() == before
        assert not [p for p in tmp_path.iterdir() if "replaced" in p.name]
    finally:
        serve.terminate()
        serve.communicate(timeout=30)
    assert copies.restore(copy, path) is not None  # once sharing stopped


def test_restore_writes_into_the_event_itself(event, tmp_path):
    import os
    seating.seat_next_game(event)
    copy = copies.list_auto_copies(event.path)[0]
    play_game(event, 1, __import__("random").Random(2))
    path = event.path
    event.close()
    inode = os.stat(path).st_ino
    replaced = copies.restore(copy, path)
    assert os.stat(path).st_ino == inode  # never renamed under a reader opening it meanwhile
    assert not os.path.exists(f"{path}-wal")
    with Event.open(path) as ev:
        assert ev.game(1).tables_in == 0 and history.verify(ev) == []
    with Event.open(replaced) as old:
        assert old.game(1).complete
