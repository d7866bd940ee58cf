"""A -wal left beside an event by a crash is applied only if it belongs to the file; a log put
beside another file (a copy restored with cp after the crash, another event's log) is set aside.

SQLite replays any -wal it finds beside a database, whatever file it was written for. A -wal
stays beside an event only after a crash (a clean close folds it in and removes it), so this
check runs only then, and only when no connection anywhere has the event open (a live log
always belongs). It judges on copies in a temporary folder: the file alone, and the file with
the log; the original file and its log are untouched until a foreign log is moved aside.
"""

from __future__ import annotations

import contextlib
import datetime
import errno
import os
import shutil
import sqlite3
import struct
import sys
import tempfile
import urllib.parse
from collections.abc import Iterator
from pathlib import Path

from ..i18n import N_, _
from . import guard
from .changes import has_changes, state_differences
from .database import EventDatabase
from .snapshot import write_copy

if sys.platform != "win32":  # SQLite locks the -shm differently there: not checked
    import fcntl

WAL_HEADER = 32  # bytes; a log holding no frame changes nothing
# SQLite's unix VFS: every connection holds a shared lock on this byte of the -shm while it
# is open; the first opener takes it exclusively (os_unix.c, UNIX_SHM_DMS = 120 + 8).
SHM_DMS_BYTE = 128

# -- the line the director reads (on stderr, or in the window's message) ------------------------
SET_ASIDE = N_("{name}: the log of changes left beside it by a crash was not applied, because "
               "{reason}; it was set aside as \"{aside}\" and the file opened as it is.")
REASON_COPY = N_("the file was put in place after that crash (e.g. a copy restored with cp), "
                 "so the log is not this file's")
REASON_DAMAGES = N_("applying it would damage the file: it was written for another file")
REASON_HISTORY = N_("its history does not continue this file's: it is another file's log")
REASON_DIFFERS = N_("applying it would leave the file differing from its history: it was "
                    "written for another version of this file")
REASON_PUT_AFTER = N_("the file was written after that crash (e.g. a copy put back with cp, "
                      "even one identical to it), so the event is what that copy holds")
KEPT = N_(" What the file held with the log ({n} more changes, the newest: {action} at {at}) "
          "is kept as \"{kept}\" beside it: restore that copy to go on from there.")
# a file changed (its inode: cp, touch) this long after its log's last write was put in
# place after the crash (the writer folds its log in within moments of a change)
PUT_AFTER_SECONDS = 1.0


def set_aside_foreign_wal(path: Path, locked_here: bool = False) -> str | None:
    """If a -wal beside `path` does not belong to it, move it (and the -shm) aside and return
    what happened in one line; None otherwise (no log, a live one, or one that belongs).
    `locked_here`: the caller holds the file's lock (not a connection) in this process."""
    wal = Path(f"{path}-wal")
    try:
        if wal.stat().st_size <= WAL_HEADER:
            return None
    except OSError:
        return None
    if guard.users_here(path) > int(locked_here):
        return None  # this process reads or writes it: its log is live
    with _sole_opener(path) as sole:
        if not sole:
            return None  # another connection has it open: its log is live
        reason, kept = _judged(path, wal, keep=True)
        if reason is None:
            return None
        aside = _move_aside(path)
    return _(SET_ASIDE).format(name=path.name, reason=_(reason), aside=aside.name) + (
        _(KEPT).format(**kept) if kept else "")


@contextlib.contextmanager
def _sole_opener(path: Path) -> Iterator[bool]:
    """True while no SQLite connection has `path` open, and none can start: the exclusive lock
    of the -shm's "dead man switch" byte, as SQLite's first opener takes it. On Linux an
    open-file-description lock, which conflicts with SQLite's locks of this process too;
    elsewhere a POSIX lock (this process's connections are known by `guard` only). False
    where that cannot be known (Windows, a -shm that cannot be opened)."""
    if sys.platform == "win32":  # pragma: no cover - SQLite locks the -shm differently there
        yield False
        return
    try:
        fd = os.open(f"{path}-shm", os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        yield False
        return
    keep_open = False
    try:
        got = _ofd_lock(fd)
        if got is None:  # no OFD locks here: a POSIX lock
            try:
                fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, SHM_DMS_BYTE, os.SEEK_SET)
                got = True
            except OSError:
                got = False
        elif not got:
            # Closing a descriptor of the -shm would drop the POSIX locks that SQLite holds
            # on it for this process's own connections: then it stays open.
            keep_open = _held_here(fd)
        yield got
    finally:
        if keep_open:
            _kept_open.append(fd)
        else:
            os.close(fd)  # drops the lock (no connection of this process has it open)


_kept_open: list[int] = []
_FLOCK = "@hhqqi4x"  # struct flock of 64-bit Linux: type, whence, start, len, pid


def _ofd_lock(fd: int) -> bool | None:
    """The DMS byte locked exclusively for this descriptor (Linux OFD lock); None where such
    locks do not exist."""
    if not (sys.platform.startswith("linux") and hasattr(fcntl, "F_OFD_SETLK")
            and struct.calcsize("P") == 8):
        return None
    arg = struct.pack(_FLOCK, fcntl.F_WRLCK, os.SEEK_SET, SHM_DMS_BYTE, 1, 0)
    try:
        fcntl.fcntl(fd, fcntl.F_OFD_SETLK, arg)
    except OSError as exc:
        if exc.errno == errno.EINVAL:  # a kernel before 3.15
            return None
        return False
    return True


def _held_here(fd: int) -> bool:
    """Whether a lock on the DMS byte belongs to this process (a POSIX lock of SQLite)."""
    arg = struct.pack(_FLOCK, fcntl.F_WRLCK, os.SEEK_SET, SHM_DMS_BYTE, 1, 0)
    try:
        kind, _whence, _start, _len, pid = struct.unpack(
            _FLOCK, fcntl.fcntl(fd, fcntl.F_OFD_GETLK, arg))
    except OSError:
        return True  # cannot tell: keep it open
    return kind != fcntl.F_UNLCK and pid == os.getpid()


def foreign_reason(path: Path, wal: Path) -> str | None:
    """Why the log `wal` is not to be applied to `path` (None when it belongs, or when that
    cannot be told: then SQLite applies it, as it would anyway)."""
    return _judged(path, wal, keep=False)[0]


def _judged(path: Path, wal: Path, keep: bool) -> tuple[str | None, dict | None]:
    """(why the log is not applied or None, with `keep`: what the file held with its log
    when that is kept beside it, as "NAME replaced DATE", for KEPT)."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(100)
        put_after = os.stat(path).st_ctime_ns > os.stat(wal).st_ctime_ns \
            + int(PUT_AFTER_SECONDS * 1e9)
    except OSError:
        return None, None
    if len(head) < 100:
        return None, None
    if head[18:20] != b"\x02\x02":
        # Every event is in WAL mode before it ever has a log; a file in rollback mode (a copy
        # made by `backup` or an automatic copy) was put there after the log was written.
        return REASON_COPY, None
    try:
        with tempfile.TemporaryDirectory(prefix="td-walcheck-") as tmp:
            main = Path(tmp) / "event.tdevent"
            shutil.copyfile(path, main)
            shutil.copyfile(wal, f"{main}-wal")
            return _judge(main, path if put_after else None, keep)
    except OSError:  # no room for the copies: cannot tell
        return None, None


def _judge(main: Path, put_after: Path | None, keep: bool) -> tuple[str | None, dict | None]:
    """(why not, kept) of the file `main` with its log beside it (both copies). `put_after`:
    the event, when its file was written after its log: a log that belongs and adds lines
    is not applied then (the file is a copy put back), and with `keep` the file with the log
    is kept beside the event, whole."""
    before = _last_id(main) if put_after is not None else None
    reason = _judge_log(main)  # (its connection with the log folds the log in, closing)
    if reason is not None or before is None or put_after is None:
        return reason, None
    added = _added(main, before)
    if added is None:
        return None, None  # the log adds nothing to the file: applying it changes nothing
    n, action, at, paired = added
    try:
        kept = _keep_with_log(paired, put_after) if keep else None
    finally:
        paired.close()
    return REASON_PUT_AFTER, (dict(n=n, action=action, at=at, kept=kept.name) if kept else None)


def _keep_with_log(paired: sqlite3.Connection, event: Path) -> Path:
    stamp = datetime.datetime.now().strftime("%Y-%m-%d %H%M%S-%f")
    return write_copy(paired, event.with_name(f"{event.stem} replaced {stamp}{event.suffix}"))


def _last_id(main: Path) -> int | None:
    """The newest audit line of the file alone (its log not read)."""
    try:
        alone = sqlite3.connect(f"file:{urllib.parse.quote(str(main))}?immutable=1", uri=True,
                                isolation_level=None)
    except sqlite3.Error:
        return None
    try:
        return alone.execute("SELECT COALESCE(MAX(id), 0) FROM audit").fetchone()[0]
    except sqlite3.Error:
        return None
    finally:
        alone.close()


def _added(main: Path, before: int) -> tuple | None:
    """(how many audit lines after `before` the file with its log holds, the newest's action
    and time, its connection, left open for a copy); None when there is none."""
    try:
        paired = sqlite3.connect(str(main), isolation_level=None)
    except sqlite3.Error:
        return None
    try:
        n, action, at = paired.execute(
            "SELECT COUNT(*), (SELECT action FROM audit ORDER BY id DESC LIMIT 1), "
            "(SELECT at FROM audit ORDER BY id DESC LIMIT 1) FROM audit WHERE id > ?",
            [before]).fetchone()
    except sqlite3.Error:
        n = 0
    if not n:
        paired.close()
        return None
    return n, action, at, paired


def _judge_log(main: Path) -> str | None:
    alone_uri = f"file:{urllib.parse.quote(str(main))}?immutable=1"  # the log not read
    try:
        alone = sqlite3.connect(alone_uri, uri=True, isolation_level=None)
    except sqlite3.Error:
        return None
    try:
        last = _last_line(alone)
        if last is None:
            return None  # the file alone cannot be read: it needs its log (a crash mid-way)
        try:
            paired = sqlite3.connect(str(main), isolation_level=None)
        except sqlite3.Error:
            return REASON_DAMAGES
        try:
            if _quick_check(paired) is not True:
                return REASON_DAMAGES
            columns, line = last  # (a log that upgraded the file adds columns: not compared)
            try:
                same = paired.execute(f"SELECT {columns} FROM audit WHERE id = ?",
                                      [line[0]]).fetchone()
            except sqlite3.Error:
                return REASON_DAMAGES
            if same != line:
                return REASON_HISTORY
            if _new_differences(alone, paired):
                return REASON_DIFFERS
            return None
        finally:
            paired.close()
    finally:
        alone.close()


def _quick_check(conn: sqlite3.Connection) -> bool | None:
    try:
        return conn.execute("PRAGMA quick_check").fetchall() == [("ok",)]
    except sqlite3.Error:
        return None


def _last_line(conn: sqlite3.Connection) -> tuple[str, tuple] | None:
    """The last audit line of an intact file, with its columns as SQL (None if it cannot be
    read)."""
    if _quick_check(conn) is not True:
        return None
    try:
        cursor = conn.execute("SELECT * FROM audit ORDER BY id DESC LIMIT 1")
        line = cursor.fetchone()
    except sqlite3.Error:
        return None
    if line is None:
        return None
    return ", ".join(f'"{d[0]}"' for d in cursor.description), line


def _new_differences(alone: sqlite3.Connection, paired: sqlite3.Connection) -> bool:
    """Whether the file with the log differs from its audit log where the file alone does not
    (the log's pages laid over an older or newer copy of the same event). Rows against the
    replay of every recorded change: a change made outside the program is recorded too, so
    only pages of another version make a difference."""
    try:
        a, b = EventDatabase(alone), EventDatabase(paired)
        if not (has_changes(a) and has_changes(b)):
            return False  # a file from before the audit chain: the lines compared above
        return bool(set(state_differences(b)) - set(state_differences(a)))
    except sqlite3.Error:
        return True


def _move_aside(path: Path) -> Path:
    """Moves the -wal and the -shm beside `path` to "NAME orphan-wal DATE.tdevent-wal"
    (-shm); never deleted. Returns the new name of the log."""
    stamp = datetime.datetime.now().strftime("%Y-%m-%d %H%M%S")
    base = path.with_name(f"{path.stem} orphan-wal {stamp}{path.suffix}")
    n = 1
    while Path(f"{base}-wal").exists():
        n += 1
        base = path.with_name(f"{path.stem} orphan-wal {stamp} {n}{path.suffix}")
    aside = Path(f"{base}-wal")
    os.replace(f"{path}-wal", aside)
    with contextlib.suppress(FileNotFoundError):
        os.replace(f"{path}-shm", f"{base}-shm")
    return aside
