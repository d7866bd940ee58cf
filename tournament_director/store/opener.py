"""Making and opening an event file, each in one sequence that this module alone owns.

Opening for use: the header (an event of this program?), the lock (a writer's; a reader only
holds the file open), a crash's -wal that is not the file's set aside before SQLite can replay
it, the file intact and not from a newer version, then for an older file a copy first and the
pending steps one by one, and the connection configured. Anything refused leaves the file
as it was and nothing held.
"""

from __future__ import annotations

import contextlib
import datetime
import os
import sqlite3
import tempfile
from collections.abc import Iterator
from pathlib import Path

from ..i18n import _
from . import errors, migrations, schema
from .database import EventDatabase as Database
from .guard import SQLITE_MAGIC, read_head
from .leftovers import clean_part_files, new_prefix
from .lock import Lock
from .snapshot import put_in_place, write_copy

FILE_SUFFIX = ".tdevent"
APPLICATION_ID = 0x54446576  # "TDev": marks a file as a Tournament Director event


class Opened:
    """An event file opened for use: its connection, its lock, and what opening did.
    (A plain class: a dataclass costs the window's start 0.3 ms, measured.)"""

    def __init__(self, db: Database, lock: Lock, backup_made: Path | None,
                 wal_set_aside: str | None):
        self.db = db
        self.lock = lock
        self.backup_made = backup_made  # the copy kept before an older file was upgraded
        self.wal_set_aside = wal_set_aside  # one line: a crash's log set aside (walcheck)


# -- the sequences ------------------------------------------------------------------------------
def create(path: Path, setup) -> None:
    """Make a new event file at `path`; `setup(db)` fills it. Written aside and moved in
    whole: nothing is left behind on failure, and an existing file is never replaced."""
    if path.exists():
        raise errors.FileExists(_("{path} already exists: choose another file name, or open "
                                  "that event.").format(path=path))
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise errors.EventFileError(errors.no_folder(folder))
    clean_part_files(folder)  # what a killed create or demo left behind
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=new_prefix(), suffix=FILE_SUFFIX, dir=folder)
    except OSError as exc:  # a read-only folder, a full disk
        raise errors.from_os_error(exc, folder) from None
    os.close(fd)
    tmp = Path(tmp_name)
    db = None
    try:
        tmp.unlink()
        db = connect(tmp)
        _configure(db)
        db.execute(f"PRAGMA application_id={APPLICATION_ID}")
        _migrate(db)
        from .changes import track_all  # here: see _migrate
        track_all(db)  # tables a step made after m006_changes are tracked too
        with db.atomic():
            setup(db)
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        db.close()
        put_in_place(tmp, path, _("{path} already exists: choose another file name.").format(
            path=path))
    except sqlite3.Error as exc:
        raise errors.from_sqlite_error(exc, path) from None
    except OSError as exc:
        raise errors.from_os_error(exc, path) from None
    finally:
        if db is not None:
            db.close()
        for leftover in (tmp, Path(str(tmp) + "-wal"), Path(str(tmp) + "-shm")):
            if leftover.exists():
                leftover.unlink()


def open_event(path: Path, *, lock: bool = True) -> Opened:
    """Open an event for use (a writer's, or a reader's with `lock=False`), refusing
    foreign, damaged, newer or locked files untouched; a reader refuses an older file
    (MigrationNeeded: a writer upgrades it)."""
    check_header(path)
    if lock:
        _check_writable(path)  # before SQLite makes a -wal or -shm as read-only as the file
    held = Lock(path, exclusive=lock)
    try:
        held.acquire()
    except OSError as exc:
        raise errors.from_os_error(exc, path) from None
    db = None
    set_aside = None
    try:
        set_aside = _set_aside_foreign_wal(path, locked_here=True)
        db = connect(path) if lock else connect_reader(path)
        check_event(db, path)
        backup_made = None
        if _pending_steps(db):
            if not lock:
                raise errors.MigrationNeeded(_(
                    "{file} must be upgraded to this version of the program before it can be "
                    "read: open it for a change first (e.g. in the window).").format(
                        file=path.name))
            backup_made = _copy_before_migration(db, path)
            _configure(db)
            _migrate(db)
            from .changes import baseline  # here: see _migrate
            # the rows as they are: undo's and verify's start
            baseline(db, datetime.datetime.now().astimezone().isoformat(timespec="seconds"))
        elif lock:
            _configure(db)  # a reader leaves the journal mode as it is: a read never writes
        return Opened(db, held, backup_made, set_aside)
    except BaseException as exc:
        if db is not None:
            db.close()
        held.release()
        if isinstance(exc, sqlite3.DatabaseError):
            exc = errors.from_sqlite_error(exc, path)
        elif isinstance(exc, OSError):  # setting a foreign log aside failed (read-only)
            exc = errors.from_os_error(exc, path)
        elif not isinstance(exc, errors.EventFileError):
            raise
        raise _telling(exc, set_aside) from None


def open_to_copy(path: Path, say=None) -> sqlite3.Connection:
    """A connection to an existing event to copy from (backup, restore): never a lock, and
    it never creates or changes the file (a crash's log beside it that is not its own is set
    aside first, and `say(line)` hears of it)."""
    check_header(path)
    try:
        said = _set_aside_foreign_wal(path, locked_here=False)
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
def locked_for_restore(event: Path, say=None) -> Iterator[bool]:
    """The writer's lock on `event` while a restore writes into it, a crash's log beside it
    that is not its own set aside first (`say(line)` hears of it). False, nothing held, when
    `event` is not an event file of this program (a restore swaps such a file instead)."""
    try:
        check_header(event)
    except errors.EventFileError:
        yield False
        return
    held = Lock(event)
    try:
        held.acquire()  # no window or command writes to it (EventLocked otherwise)
    except OSError as exc:
        raise errors.from_os_error(exc, event) from None
    try:
        said = _set_aside_foreign_wal(event, locked_here=True)
        if said and say:
            say(said)
        yield True
    finally:
        held.release()


# -- the steps ----------------------------------------------------------------------------------
def connect(path: Path) -> Database:
    """One connection (autocommit; sqlite-utils behind it, loaded only when asked for: see
    store/database.py)."""
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=5)
    return Database(conn, path)


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


def connect_reader(path: Path) -> Database:
    """A reader's connection, which never changes the file: the journal mode is left as it is
    (a copy in rollback mode stays so and needs no side files). A file in WAL mode whose log
    holds nothing, on a full disk or where this user cannot write its -shm, is read as
    immutable: then no side file is made at all."""
    wal_mode = _in_wal_mode(path)
    quiet = wal_mode and not _log_holds_frames(path)
    if quiet and not _writable_here(path):
        return _immutable(path)
    db = connect(path)
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
    import urllib.parse  # here: only a full disk or a read-only file needs it
    uri = f"file:{urllib.parse.quote(str(path.resolve()))}?immutable=1"
    return Database(sqlite3.connect(uri, uri=True, isolation_level=None), path)


def _in_wal_mode(path: Path) -> bool:
    try:
        return read_head(path, 20)[18:20] == b"\x02\x02"
    except OSError:
        return False


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


def _configure(db: Database) -> None:
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=FULL")  # an acknowledged result survives a power cut too
    db.execute("PRAGMA foreign_keys=ON")
    # The writer folds its log into the file itself, after each change and only once it has
    # checked that the file is still its own (EventFile.settle): SQLite's automatic
    # checkpoint would lay the log over a copy put in the file's place.
    db.execute("PRAGMA wal_autocheckpoint=0")


def check_header(path: Path) -> None:
    """The file's first 100 bytes: an event of this program (refused untouched otherwise)."""
    if not path.exists():
        raise errors.EventFileError(_("{path} does not exist: check the name and "
                                      "folder.").format(path=path))
    if path.is_dir():
        raise errors.NotAnEvent(_("{path} is a folder, not an event file.").format(path=path))
    try:
        head = read_head(path, 100)  # never a new descriptor of a file open here
    except OSError as exc:
        raise errors.EventFileError(_("{path} cannot be read ({reason}).").format(
            path=path, reason=exc.strerror)) from None
    if len(head) == 0:
        raise errors.NotAnEvent(_("{file} is empty: it is not a Tournament Director "
                                  "event.").format(file=path.name))
    if not head.startswith(SQLITE_MAGIC):
        raise errors.NotAnEvent(_(
            "{file} is not a Tournament Director event (it is not even a database): open a "
            "{suffix} file.").format(file=path.name, suffix=FILE_SUFFIX))
    if len(head) < 100:
        raise errors.DamagedEvent(_damaged_message(path))
    app_id = int.from_bytes(head[68:72], "big")
    if app_id != APPLICATION_ID:
        raise errors.NotAnEvent(_("{file} is a database of another program, not a Tournament "
                                  "Director event.").format(file=path.name))


def check_event(db: Database, path: Path) -> None:
    """Read-only checks: intact, and not from a newer version of the program."""
    rows = db.execute("PRAGMA quick_check").fetchall()
    if rows != [("ok",)]:
        raise errors.DamagedEvent(_damaged_message(path))
    applied = set(migrations.applied(db))
    version = db.execute("PRAGMA user_version").fetchone()[0]
    unknown = applied - set(schema.STEPS)
    if unknown or version > len(schema.STEPS):
        raise errors.NewerVersion(_(
            "{file} was written by a newer version of Tournament Director: update the "
            "program to open it (the file was not changed).").format(file=path.name))
    if "event" not in db.table_names() or not applied:
        raise errors.DamagedEvent(_damaged_message(path))


def _set_aside_foreign_wal(path: Path, *, locked_here: bool) -> str | None:
    """Before SQLite can replay a crash's -wal: set it aside if it is not the file's
    (store/walcheck.py; what happened in one line, or None)."""
    if not os.path.exists(f"{path}-wal"):
        return None
    # Imported here: a -wal stays beside an event only after a crash or while it is open
    # elsewhere; a daily open saves the module (0.9 ms of the window's start, measured).
    from .walcheck import set_aside_foreign_wal
    return set_aside_foreign_wal(path, locked_here=locked_here)


def _pending_steps(db: Database) -> list[str]:
    applied = set(migrations.applied(db))
    return [name for name in schema.STEPS if name not in applied]


def _copy_before_migration(db: Database, path: Path) -> Path:
    """Copy the file aside before its schema is upgraded (kept next to the event)."""
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    version = len(set(migrations.applied(db)) & set(schema.STEPS))
    base = f"{path.stem}.v{version}-backup-{stamp}"
    dest, n = path.with_name(base + path.suffix), 1
    while dest.exists():  # the copy of an upgrade killed in this same second: kept too
        n += 1
        dest = path.with_name(f"{base}-{n}{path.suffix}")
    return write_copy(db.conn, dest)  # never an empty file: written aside, then moved


def _migrate(db: Database) -> None:
    """The pending steps, in order, and the version they make. Only creating or upgrading a
    file loads sqlite-utils (store/migrations.py) and the steps' store/changes.py (1.0 ms of
    the window's start, measured: a daily open needs neither)."""
    migrations.apply(db, schema.FUNCTIONS)
    db.execute(f"PRAGMA user_version={len(schema.STEPS)}")


def _telling(exc: errors.EventFileError, set_aside: str | None) -> errors.EventFileError:
    """A refusal that also says a crash's log was set aside (the caller that opens the file
    again, as after MigrationNeeded, finds it in `wal_set_aside`)."""
    exc.wal_set_aside = set_aside
    if set_aside and not isinstance(exc, errors.MigrationNeeded):
        exc.args = (f"{exc} {set_aside}",)
    return exc


def _damaged_message(path: Path) -> str:
    return _("{file} is damaged and cannot be opened safely: open the most recent copy or "
             "backup of this event instead (this file was not changed).").format(file=path.name)
