"""Opening and making an event file, each one sequence that reads top to bottom here
(`open_event`, `create`); each step is a function that returns what the next one needs or
raises the one refusal that says what to do. A refused open leaves the file as it was and
nothing held; a refused create leaves nothing behind. After the open, the writer's file is
checked again before each change (EventFile.check_unchanged, and its triggers at the first:
store/schemacheck.py), and the window checks it against its history on a worker once it is
shown (service/files.verify_file). What a copy or a restore opens: store/copies.py."""

from __future__ import annotations

import datetime
import os
import sqlite3
import tempfile
import urllib.parse
from collections.abc import Callable
from pathlib import Path

from ..i18n import _
from . import errors, migrations, schema
from .changes import baseline, track_all
from .database import EventDatabase as Database
from .database import connect, connect_read_only
from .eventcheck import APPLICATION_ID, FILE_SUFFIX, check_event, check_header, in_wal_mode
from .eventfile import EventFile
from .leftovers import clean_part_files, new_prefix
from .lock import hold
from .snapshot import put_in_place, write_copy
from .walcheck import set_aside_foreign_wal

__all__ = ["APPLICATION_ID", "FILE_SUFFIX", "create", "open_event"]


# -- the sequences ------------------------------------------------------------------------------
def open_event(path: str | os.PathLike, *, lock: bool = True,
               keep_log: bool = False) -> EventFile:
    """Open an event for use: a writer's, or with `lock=False` a reader's (no lock that could
    refuse a writer, and a connection that refuses to write). Foreign, damaged, newer and
    locked files are refused untouched; a reader refuses an older file (MigrationNeeded: a
    writer upgrades it first). `keep_log` (a reader's, `serve`'s): its connection is opened
    read-only, so that it never folds the -wal into the file, not even when it closes last
    (it may leave the -wal and -shm beside the event for the next writer)."""
    path = Path(path)
    head = check_header(path)  # an event of this program
    if lock:
        _check_writable(path)  # before SQLite makes a -wal and -shm as read-only as the file
    held = hold(path, exclusive=lock)  # no other writer; the file as opened kept open
    db = set_aside = None
    try:
        set_aside = set_aside_foreign_wal(path, locked_here=True)  # before SQLite replays it
        db = connect(path) if lock else _connect_reader(path, head, keep_log)
        pending = check_event(db, path)  # intact and not newer: the steps it does not have
        if pending and not lock:
            raise _upgrade_first(path)
        backup_made = _copy_before_migration(db, path, pending) if pending else None
        if lock:
            _configure(db)
        else:
            db.execute("PRAGMA query_only=ON")  # a reader's connection refuses to write
        if pending:
            _migrate(db)
            baseline(db, _now())  # the rows as they are: undo's and verify's start
        return EventFile(path, db, held, backup_made, set_aside)
    except BaseException as exc:
        if db is not None:
            db.close()
        held.release()
        refusal = _refusal(exc, path)
        if refusal is None:
            raise
        raise _telling(refusal, set_aside) from None


def create(path: str | os.PathLike, setup: Callable[[Database], object]) -> EventFile:
    """Make a new event file at `path`, `setup(db)` filling it, and open it. Made aside under
    a name of its own and moved in whole: nothing is left behind on failure, and an existing
    file is never replaced."""
    path = Path(path)
    folder = _new_place(path)  # no file there yet, in a folder that is
    clean_part_files(folder)  # what a killed create or demo left behind
    tmp = _name_aside(folder)
    try:
        _make(tmp, setup)
        put_in_place(tmp, path, _("{path} already exists: choose another file name.").format(
            path=path))
    except sqlite3.Error as exc:
        raise errors.from_sqlite_error(exc, path) from None
    except OSError as exc:
        raise errors.from_os_error(exc, path) from None
    finally:
        for leftover in (tmp, Path(f"{tmp}-wal"), Path(f"{tmp}-shm")):
            if leftover.exists():
                leftover.unlink()
    return open_event(path)


# -- the steps of opening -----------------------------------------------------------------------
def _check_writable(path: Path) -> None:
    """A writer's open of a file this user cannot write is refused before SQLite opens it:
    SQLite would make its -wal and -shm with the file's read-only permissions, and they would
    refuse every write after the file is made writable again. A read-only -wal or -shm of
    this user's, left by such an open (or by an older version), is made writable again."""
    folder = path.parent if str(path.parent) else Path(".")
    if not os.access(path, os.W_OK):
        raise errors.ReadOnly(_(
            "{file} is read-only for you (its permissions, or a read-only disk): make it "
            "writable (in its properties, or chmod u+w) or work on a copy; nothing was "
            "changed.").format(file=path.name))
    if not os.access(folder, os.W_OK | os.X_OK):
        raise errors.ReadOnly(_(
            "The folder of {file} is read-only for you: changes need a log of changes beside "
            "the event; move the event to a writable folder or make the folder writable; "
            "nothing was changed.").format(file=path.name))
    for side in (Path(f"{path}-shm"), Path(f"{path}-wal")):
        try:
            st = side.stat()
        except OSError:
            continue
        if os.access(side, os.W_OK):
            continue
        if hasattr(os, "geteuid") and st.st_uid == os.geteuid():
            try:
                os.chmod(side, (path.stat().st_mode & 0o666) | 0o600)
                continue
            except OSError:
                pass
        raise errors.ReadOnly(_(
            "{file}, beside the event, is read-only for you (made by another user or while "
            "the event was read-only): remove it while no program has the event open, or ask "
            "its owner; nothing was changed.").format(file=side.name))


def _connect_reader(path: Path, head: bytes, keep_log: bool) -> Database:
    """A reader's connection, which never changes the file: the journal mode is left as it is
    (a copy in rollback mode stays so and needs no side files). A file in WAL mode whose log
    holds nothing, on a full disk or where this user cannot write its -shm, is read as
    immutable: then no side file is made at all. `keep_log`: opened read-only (it never
    checkpoints, not even when closed last); else, closed last, it removes the empty side
    files its open made, as SQLite does."""
    quiet = in_wal_mode(head) and not _log_holds_frames(path)
    if quiet and not _writable_here(path):
        return _immutable(path)
    db = connect_read_only(path) if keep_log else connect(path)
    try:
        db.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchall()  # the -shm is made here
    except sqlite3.Error as exc:
        code = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
        db.close()
        if not quiet or code not in (8, 10, 13, 14):  # READONLY, IOERR, FULL, CANTOPEN
            raise
        return _immutable(path)
    return db


def _immutable(path: Path) -> Database:
    uri = f"file:{urllib.parse.quote(str(path.resolve()))}?immutable=1"
    return Database(sqlite3.connect(uri, uri=True, isolation_level=None), path)


def _log_holds_frames(path: Path) -> bool:
    try:
        return os.stat(f"{path}-wal").st_size > 32  # a WAL header alone holds no change
    except OSError:
        return False


def _writable_here(path: Path) -> bool:
    """Whether this user can write the file, its folder (for the -wal and -shm) and an
    existing -shm."""
    folder = path.parent if str(path.parent) else Path(".")
    shm = Path(f"{path}-shm")
    return (os.access(path, os.W_OK) and os.access(folder, os.W_OK | os.X_OK)
            and (not shm.exists() or os.access(shm, os.W_OK)))


def _upgrade_first(path: Path) -> errors.MigrationNeeded:
    return errors.MigrationNeeded(_(
        "{file} must be upgraded to this version of the program before it can be read: open "
        "it for a change first (e.g. in the window).").format(file=path.name))


def _copy_before_migration(db: Database, path: Path, pending: list[str]) -> Path:
    """Copy the file aside before its schema is upgraded (kept next to the event, named by
    the version it has)."""
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    version = len(schema.STEPS) - len(pending)
    base = f"{path.stem}.v{version}-backup-{stamp}"
    dest, n = path.with_name(base + path.suffix), 1
    while dest.exists():  # the copy of an upgrade killed in this same second: kept too
        n += 1
        dest = path.with_name(f"{base}-{n}{path.suffix}")
    return write_copy(db.conn, dest)  # never an empty file: written aside, then moved


def _configure(db: Database) -> None:
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=FULL")  # an acknowledged result survives a power cut too
    db.execute("PRAGMA foreign_keys=ON")
    # The writer folds its log into the file itself, after each change and only once it has
    # checked that the file is still its own (EventFile.settle): SQLite's automatic
    # checkpoint would lay the log over a copy put in the file's place.
    db.execute("PRAGMA wal_autocheckpoint=0")


def _migrate(db: Database) -> None:
    """The pending steps, in order, and the version they make (sqlite-utils' Migrations:
    store/migrations.py)."""
    migrations.apply(db, schema.FUNCTIONS)
    db.execute(f"PRAGMA user_version={len(schema.STEPS)}")


def _now() -> str:
    return datetime.datetime.now().astimezone().isoformat(timespec="seconds")


def _refusal(exc: BaseException, path: Path) -> errors.EventFileError | None:
    """What refused the open, as a director's message; None for anything else (raised as it
    is)."""
    if isinstance(exc, errors.EventFileError):
        return exc
    if isinstance(exc, sqlite3.DatabaseError):
        return errors.from_sqlite_error(exc, path)
    if isinstance(exc, OSError):  # setting a foreign log aside failed (read-only)
        return errors.from_os_error(exc, path)
    return None


def _telling(exc: errors.EventFileError, set_aside: str | None) -> errors.EventFileError:
    """A refusal that also says a crash's log was set aside (the caller that opens the file
    again, as after MigrationNeeded, finds it in `wal_set_aside`)."""
    exc.wal_set_aside = set_aside
    if set_aside and not isinstance(exc, errors.MigrationNeeded):
        exc.args = (f"{exc} {set_aside}",)
    return exc


# -- the steps of making ------------------------------------------------------------------------
def _new_place(path: Path) -> Path:
    """The folder of a new event: there, and no file at `path` yet."""
    if path.exists():
        raise errors.FileExists(_("{path} already exists: choose another file name, or open "
                                  "that event.").format(path=path))
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise errors.EventFileError(errors.no_folder(folder))
    return folder


def _name_aside(folder: Path) -> Path:
    """A name of this process's own in `folder` for the file while it is made (a killed
    create's is removed by the next: store/leftovers.py)."""
    try:
        fd, name = tempfile.mkstemp(prefix=new_prefix(), suffix=FILE_SUFFIX, dir=folder)
    except OSError as exc:  # a read-only folder, a full disk
        raise errors.from_os_error(exc, folder) from None
    os.close(fd)
    return Path(name)


def _make(tmp: Path, setup: Callable[[Database], object]) -> None:
    """The file at `tmp`: configured and marked as an event, every step, its tables tracked,
    `setup(db)` in one transaction, the log folded in."""
    tmp.unlink()  # only the name was wanted: SQLite makes the file
    db = connect(tmp)
    try:
        _configure(db)
        db.execute(f"PRAGMA application_id={APPLICATION_ID}")
        _migrate(db)
        track_all(db)  # tables a step made after m006_changes are tracked too
        with db.atomic():
            setup(db)
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        db.close()
