"""Copies of an event: `backup` (SQLite's backup API), `restore`, the automatic copies, and
what they open (a connection to copy from, the lock while a restore writes)."""

from __future__ import annotations

import contextlib
import datetime
import os
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from ..i18n import _
from . import errors
from .database import EventDatabase, connect
from .eventcheck import FILE_SUFFIX, check_event, check_header
from .guard import guard_output
from .lock import Lock, hold
from .schemacheck import copy_problems
from .snapshot import write_copy
from .walcheck import set_aside_foreign_wal

AUTO_KEEP = 20          # automatic copies kept per event (the oldest are removed)
AUTO_EVERY_RESULTS = 10  # an automatic copy after every 10 results (and after each seating)


def _stamp() -> str:
    return datetime.datetime.now().strftime("%Y-%m-%d %H%M%S-%f")


def open_to_copy(path: Path, say: Callable[[str], object] | None = None) -> sqlite3.Connection:
    """A connection to an existing event to copy from (backup, restore): never a lock, and
    it never creates or changes the file (a crash's log beside it that is not its own is set
    aside first, and `say(line)` hears of it)."""
    check_header(path)
    try:
        said = set_aside_foreign_wal(path, locked_here=False)
    except OSError as exc:
        raise errors.from_os_error(exc, path) from None
    if said and say:
        say(said)
    db = connect(path)
    try:
        check_event(db, path)
    except sqlite3.DatabaseError as exc:
        db.close()
        raise errors.from_sqlite_error(exc, path) from None
    except BaseException:
        db.close()
        raise
    return db.conn


@contextlib.contextmanager
def locked_for_restore(event: Path, say: Callable[[str], object] | None = None) -> Iterator[bool]:
    """The writer's lock on `event` while a restore writes into it, a crash's log beside it
    that is not its own set aside first (`say(line)` hears of it). False, nothing held, when
    `event` is not an event file of this program (a restore swaps such a file instead)."""
    try:
        check_header(event)
    except errors.EventFileError:
        yield False
        return
    held = hold(event)  # no window or command writes to it (EventLocked otherwise)
    try:
        said = set_aside_foreign_wal(event, locked_here=True)
        if said and say:
            say(said)
        yield True
    finally:
        held.release()


def backup(event: str | os.PathLike, dest: str | os.PathLike,
           say: Callable[[str], object] | None = None) -> Path:
    """`backup EVENT -o COPY`: works while EVENT is open elsewhere; refuses an existing COPY.
    `say(line)` hears of a crash's log set aside (store/walcheck.py)."""
    event, dest = Path(event), Path(dest)
    if dest.exists() or dest.is_symlink():
        raise errors.FileExists(_("{path} already exists: choose another name for the "
                                  "copy.").format(path=dest))
    guard_output(dest)
    if not dest.parent.is_dir():
        raise errors.EventFileError(errors.no_folder(dest.parent))
    conn = open_to_copy(event, say)
    try:
        made = write_copy(conn, dest)
        problems = copy_problems(EventDatabase(conn))
        if problems and say:  # copied as it is, and said: it never passes unnoticed
            say(_("{file} holds what this program does not make ({problem}): the copy holds "
                  "it too; check either with verify.").format(file=event.name,
                                                             problem=problems[0]))
        return made
    finally:
        conn.close()


def copy_open(conn: sqlite3.Connection, dest: str | os.PathLike) -> Path:
    """A copy from an open connection (the window's "Save a copy as..."); refuses an existing
    event or database at `dest`, replaces any other file there (the user confirmed it)."""
    dest = Path(dest)
    guard_output(dest)
    return write_copy(conn, dest, replace=True)


def restore(copy: str | os.PathLike, event: str | os.PathLike,
            say: Callable[[str], object] | None = None) -> Path | None:
    """`restore COPY EVENT`: EVENT becomes what COPY holds. Refused while EVENT is open
    anywhere. What EVENT held is kept beside it as a copy; its path is returned (None when
    there was no EVENT). `say(line)` hears of a crash's log set aside (store/walcheck.py).

    An intact event is restored in place: COPY is written into it by SQLite's backup API
    (one transaction; its -wal and -shm stay its own), so no file is renamed under a reader
    that opens it meanwhile. A damaged or foreign file is swapped for the copy instead."""
    copy, event = Path(copy), Path(event)
    conn = open_to_copy(copy, say)  # a valid event first
    try:
        problems = copy_problems(EventDatabase(conn))
        if problems:
            raise errors.DamagedEvent(_(
                "{copy} is not restored: it was changed outside the program ({problem}); "
                "restore another copy (nothing was changed).").format(copy=copy.name,
                                                                      problem=problems[0]))
        folder = event.parent if str(event.parent) else Path(".")
        if not folder.is_dir():
            raise errors.EventFileError(errors.no_folder(folder))
        if event.exists() and copy.resolve() == event.resolve():
            raise errors.EventFileError(_("The copy and the event are the same file."))
        if event.exists():
            replaced = _restore_in_place(conn, event, say)
            if replaced is not None:
                return replaced
        # The restored file, ready beside the event before anything is touched.
        staged = write_copy(conn, folder / f".{event.name}.{os.getpid()}.restore", replace=True)
    finally:
        conn.close()
    try:
        return _swap_in(staged, event)
    finally:
        if staged.exists():
            staged.unlink()


def _restore_in_place(source: sqlite3.Connection, event: Path,
                      say: Callable[[str], object] | None) -> Path | None:
    """The copy written into the intact event under the writer's lock, after the event as it
    was is kept as "NAME replaced DATE". None if the event is not an intact event (then it is
    swapped for the copy)."""
    with locked_for_restore(event, say) as locked:
        if not locked:
            return None
        try:
            target = sqlite3.connect(str(event), isolation_level=None, timeout=0)
        except sqlite3.Error:
            return None
        try:
            if not _settled(target, event):
                return None
            try:
                check_event(EventDatabase(target), event)
            except (errors.EventFileError, sqlite3.DatabaseError):
                return None  # damaged: swapped for the copy
            replaced = write_copy(target, event.with_name(
                f"{event.stem} replaced {_stamp()}{event.suffix}"))
            target.execute("PRAGMA busy_timeout=5000")  # a reader that came meanwhile
            source.backup(target)  # one transaction: all of the copy, or nothing
            return replaced
        except sqlite3.Error as exc:
            raise errors.from_sqlite_error(exc, event) from None
        finally:
            target.close()


def _settled(conn: sqlite3.Connection, event: Path) -> bool:
    """The event's own -wal folded in, and no one reading it: leaving WAL mode needs every
    other connection closed (SQLite's shared locks of its readers). False if the file cannot
    be read as a database."""
    try:
        mode = conn.execute("PRAGMA journal_mode=DELETE").fetchone()[0]
    except sqlite3.OperationalError as exc:
        if "locked" in str(exc) or "busy" in str(exc):
            raise _open_elsewhere(event) from None
        return False
    except sqlite3.DatabaseError:
        return False
    if mode != "delete":
        raise _open_elsewhere(event)
    return True


def _swap_in(staged: Path, event: Path) -> Path | None:
    if not event.exists():
        _move_side_files(event, event.with_name(f"{event.stem} orphan {_stamp()}{event.suffix}"))
        os.replace(staged, event)
        return None
    lock = Lock(event)
    lock.acquire()  # no window or command writes to it (EventLocked otherwise)
    try:
        _settle(event)
        replaced = event.with_name(f"{event.stem} replaced {_stamp()}{event.suffix}")
        try:
            os.link(event, replaced)  # the event stays in place until the swap
        except OSError:
            os.rename(event, replaced)
        _move_side_files(event, replaced)
        os.replace(staged, event)
        return replaced
    finally:
        lock.release()


def _settle(event: Path) -> None:
    """Before a swap: the event's own -wal folded in, and no one reading it."""
    try:
        conn = sqlite3.connect(str(event), isolation_level=None, timeout=0)
    except sqlite3.Error:
        return  # a damaged file: it is moved aside with its side files as they are
    try:
        _settled(conn, event)
    finally:
        conn.close()


def _open_elsewhere(event: Path) -> errors.EventLocked:
    """No writer has it, but a reader does: most often its pages shared with the players."""
    return errors.EventLocked(_(
        "{file} is open for reading elsewhere: if it is shared with the players (`serve`, or "
        "Share on the local network in a window), stop sharing it first; otherwise wait for "
        "the command reading it to end. Then restore again (nothing was changed).").format(
            file=event.name))


def _move_side_files(event: Path, to: Path) -> None:
    """The -wal/-shm beside `event` belong to the file it was: they go with it, never pair
    with the restored one."""
    for side in ("-wal", "-shm", "-journal"):
        src = Path(f"{event}{side}")
        if src.exists():
            os.replace(src, Path(f"{to}{side}"))


# -- automatic copies -----------------------------------------------------------------------
def auto_folder(event: Path) -> Path:
    return event.parent / f"{event.stem} backups"


def auto_copy(conn: sqlite3.Connection, event: Path) -> Path:
    """An automatic copy in "NAME backups/" beside the event; the last AUTO_KEEP are kept."""
    folder = auto_folder(event)
    try:
        folder.mkdir(exist_ok=True)
    except OSError as exc:
        raise errors.from_os_error(exc, folder) from None
    dest = write_copy(conn, folder / f"{event.stem} {_stamp()}{FILE_SUFFIX}")
    for old in list_auto_copies(event)[AUTO_KEEP:]:
        with contextlib.suppress(OSError):
            old.unlink()
    return dest


def list_auto_copies(event: Path) -> list[Path]:
    """The automatic copies of an event, newest first."""
    folder = auto_folder(Path(event))
    if not folder.is_dir():
        return []
    prefix = f"{Path(event).stem} "
    return sorted((p for p in folder.iterdir()
                   if p.name.startswith(prefix) and p.suffix == FILE_SUFFIX),
                  key=lambda p: p.name, reverse=True)


@dataclass(frozen=True)
class CopyInfo:
    path: Path
    made: datetime.datetime
    players: int
    game: int          # games seated
    tables: int        # tables of that game
    tables_in: int     # of them with a result


def copy_info(path: Path) -> CopyInfo | None:
    """What a copy holds (None if it cannot be read as an event)."""
    try:
        check_header(path)
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            players = conn.execute("SELECT COUNT(*) FROM players").fetchone()[0]
            game = conn.execute("SELECT COALESCE(MAX(game_no), 0) FROM games").fetchone()[0]
            tables = conn.execute("SELECT COUNT(DISTINCT table_no) FROM seats WHERE game_no = ?",
                                  [game]).fetchone()[0]
            tables_in = conn.execute("SELECT COUNT(*) FROM table_results WHERE game_no = ?",
                                     [game]).fetchone()[0]
        finally:
            conn.close()
        made = datetime.datetime.fromtimestamp(path.stat().st_mtime)
    except (errors.EventFileError, sqlite3.Error, OSError):
        return None
    return CopyInfo(path, made, players, game, tables, tables_in)
