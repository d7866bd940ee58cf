"""Opening, creating, locking and backing up one event file (SQLite in WAL mode)."""

from __future__ import annotations

import contextlib
import datetime
import os
import sqlite3
import sys
import tempfile
from pathlib import Path

from . import errors, guard, schema
from .database import EventDatabase as Database
from .leftovers import clean_part_files, new_prefix
from .schema import STEPS

FILE_SUFFIX = ".tdevent"
APPLICATION_ID = 0x54446576  # "TDev": marks a file as a Tournament Director event
SQLITE_MAGIC = b"SQLite format 3\x00"


class _Lock:
    """The writer's lock: exclusive, non-blocking, dropped by the OS when the process dies.
    With `exclusive=False` only the file is held open (a reader: no lock that could refuse a
    writer; SQLite's own shared read locks say that it is open)."""

    def __init__(self, path: Path, exclusive: bool = True):
        self.path = path
        self.exclusive = exclusive
        self.fd: int | None = None
        self.sidecar: Path | None = None
        self.identity_fd: int | None = None
        self.key: tuple[int, int] | None = None

    def acquire(self) -> None:
        # The file as it was opened: the window compares the path with it before each change.
        # (Closed only after SQLite's connection: closing a descriptor of the file earlier
        # would drop SQLite's POSIX locks.)
        self.identity_fd = os.open(self.path, os.O_RDONLY)
        self.key = guard.remember_open(self.identity_fd)
        if not self.exclusive:
            return
        try:
            self._acquire_exclusive()
        except BaseException:
            self.release()
            raise

    def _acquire_exclusive(self) -> None:
        if sys.platform == "win32":  # pragma: no cover - Windows only
            import msvcrt
            self.sidecar = self.path.with_name(self.path.name + ".lock")
            self.fd = os.open(self.sidecar, os.O_RDWR | os.O_CREAT)
            try:
                msvcrt.locking(self.fd, msvcrt.LK_NBLCK, 1)
            except OSError:
                os.close(self.fd)
                self.fd = None
                raise _locked(self.path) from None
            return
        import fcntl
        if sys.platform.startswith("linux"):
            # flock on the event file itself: on Linux independent of SQLite's own fcntl locks.
            # This fd stays open until after SQLite's connection is closed (closing it earlier
            # would drop SQLite's POSIX locks).
            self.fd = os.open(self.path, os.O_RDONLY)
        else:
            # macOS (BSD): flock and fcntl locks share one list per file (XNU kern_lockf.c), so
            # a whole-file flock would refuse SQLite its own byte locks: lock a file beside it
            self.sidecar = self.path.with_name(self.path.name + ".lock")
            self.fd = os.open(self.sidecar, os.O_RDWR | os.O_CREAT)
        try:
            fcntl.flock(self.fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            raise _locked(self.path) from None  # release() closes self.fd when it may

    def release(self) -> None:
        """Unlock now; the descriptors close once nothing here has the file open (guard)."""
        fds = []
        if self.fd is not None:
            if sys.platform == "win32":  # pragma: no cover - Windows only
                import msvcrt
                try:  # the C runtime's docs: unlock before closing
                    os.lseek(self.fd, 0, os.SEEK_SET)
                    msvcrt.locking(self.fd, msvcrt.LK_UNLCK, 1)
                except OSError:
                    pass
            else:
                import fcntl
                with contextlib.suppress(OSError):
                    fcntl.flock(self.fd, fcntl.LOCK_UN)
            fds.append(self.fd)
            self.fd = None
        if self.identity_fd is not None:
            fds.append(self.identity_fd)
            self.identity_fd = None
        guard.forget_open(self.key, tuple(fds))
        self.key = None


def put_in_place(tmp: Path, dest: Path, exists: str) -> None:
    """Move a finished file to `dest`, never over an existing one (FileExists(`exists`))."""
    try:
        os.link(tmp, dest)  # refuses an existing dest atomically (also one made meanwhile)
    except FileExistsError:
        raise errors.FileExists(exists) from None
    except OSError:  # a file system without hard links
        if dest.exists():
            raise errors.FileExists(exists) from None
        os.replace(tmp, dest)


def _locked(path: Path) -> errors.EventLocked:
    return errors.EventLocked(
        f"{path.name} is open in another Tournament Director window or command: "
        "close it there, then try again.")


def _database(path: Path) -> Database:
    """One connection (sqlite-utils behind it, loaded when first needed; its plugins are not
    run: an event file must not change with whatever plugins a machine has installed)."""
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=5)
    return Database(conn)


def _configure(db: Database) -> None:
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=FULL")  # an acknowledged result survives a power cut too
    db.execute("PRAGMA foreign_keys=ON")


class EventFile:
    """An open event file. Use `create` or `open`; `close` when done."""

    def __init__(self, path: Path, db: Database, lock: _Lock | None):
        self.path = path
        self.db = db
        self._lock = lock
        self.backup_made: Path | None = None
        self.wal_set_aside: str | None = None  # one line: a crash's log set aside (walcheck)

    # -- opening -------------------------------------------------------------------
    @classmethod
    def create(cls, path: str | os.PathLike, setup) -> EventFile:
        """Make a new event file; `setup(db)` fills it. Nothing is left behind on failure."""
        path = Path(path)
        if path.exists():
            raise errors.FileExists(
                f"{path} already exists: choose another file name, or open that event.")
        folder = path.parent if str(path.parent) else Path(".")
        if not folder.is_dir():
            raise errors.EventFileError(
                f"The folder {folder} does not exist: create it first or choose another place.")
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
            db = _database(tmp)
            _configure(db)
            db.execute(f"PRAGMA application_id={APPLICATION_ID}")
            schema.get_migrations().apply(db)
            db.execute(f"PRAGMA user_version={len(STEPS)}")
            from .changes import track_all
            track_all(db)  # tables a step made after m006_changes are tracked too
            with db.atomic():
                setup(db)
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            db.close()
            put_in_place(tmp, path, f"{path} already exists: choose another file name.")
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
        return cls.open(path)

    @classmethod
    def open(cls, path: str | os.PathLike, *, lock: bool = True) -> EventFile:
        """Open an event for use, refusing foreign, damaged, newer or locked files untouched."""
        path = Path(path)
        check_header(path)
        the_lock = _Lock(path, exclusive=lock)
        try:
            the_lock.acquire()
        except errors.EventFileError:
            raise
        except OSError as exc:
            raise errors.from_os_error(exc, path) from None
        db = None
        set_aside = None
        try:
            if os.path.exists(f"{path}-wal"):  # before SQLite can replay it: is it this file's?
                from .walcheck import set_aside_foreign_wal
                set_aside = set_aside_foreign_wal(path, locked_here=True)
            db = _database(path)
            check_event(db, path)
            backup_made = None
            if pending_steps(db) and not lock:
                raise errors.MigrationNeeded(
                    f"{path.name} must be upgraded to this version of the program before it "
                    "can be read: open it for a change first (e.g. in the window).")
            if pending_steps(db):
                backup_made = backup_before_migration(db, path)
                _configure(db)
                schema.get_migrations().apply(db)
                db.execute(f"PRAGMA user_version={len(STEPS)}")
                from .changes import baseline  # the rows as they are: undo's and verify's start
                baseline(db, datetime.datetime.now().astimezone().isoformat(timespec="seconds"))
            else:
                _configure(db)
            ef = cls(path, db, the_lock)
            ef.backup_made = backup_made
            ef.wal_set_aside = set_aside
            return ef
        except BaseException as exc:
            if db is not None:
                db.close()
            the_lock.release()
            if isinstance(exc, sqlite3.DatabaseError):
                exc = errors.from_sqlite_error(exc, path)
            elif isinstance(exc, OSError):  # setting a foreign log aside failed (read-only)
                exc = errors.from_os_error(exc, path)
            elif not isinstance(exc, errors.EventFileError):
                raise
            raise _telling(exc, set_aside) from None


    def close(self) -> None:
        if self.db is not None:
            try:
                self.db.close()
            finally:
                self.db = None
                if self._lock:
                    self._lock.release()

    def copy_to(self, dest: str | os.PathLike) -> Path:
        """A consistent copy of the event (SQLite's backup API), e.g. "Save a copy as"."""
        from .copies import copy_open
        return copy_open(self.db.conn, dest)

    def auto_copy(self) -> Path:
        """An automatic copy in "NAME backups/" beside the event (the last 20 kept)."""
        from .copies import auto_copy
        return auto_copy(self.db.conn, self.path)

    def identity_problem(self) -> str | None:
        """None while the path still names the file opened; else what happened to it."""
        fd = self._lock.identity_fd if self._lock else None
        if fd is None:
            return None
        opened = os.fstat(fd)
        try:
            now = os.stat(self.path)
        except FileNotFoundError:
            return (f"{self.path} was deleted or renamed while open: changes from now on "
                    "would be lost.")
        except OSError as exc:
            return f"{self.path} cannot be reached any more ({exc.strerror})."
        if (now.st_dev, now.st_ino) != (opened.st_dev, opened.st_ino):
            return (f"{self.path} was replaced by another file while open: changes from now "
                    "on would not go into it.")
        if opened.st_nlink == 0:
            return f"{self.path} was deleted while open: changes from now on would be lost."
        return None


def _telling(exc: errors.EventFileError, set_aside: str | None) -> errors.EventFileError:
    """A refusal that also says a crash's log was set aside (the caller that opens the file
    again, as after MigrationNeeded, finds it in `wal_set_aside`)."""
    exc.wal_set_aside = set_aside
    if set_aside and not isinstance(exc, errors.MigrationNeeded):
        exc.args = (f"{exc} {set_aside}",)
    return exc


def check_header(path: Path) -> None:
    if not path.exists():
        raise errors.EventFileError(f"{path} does not exist: check the name and folder.")
    if path.is_dir():
        raise errors.NotAnEvent(f"{path} is a folder, not an event file.")
    try:
        head = guard.read_head(path, 100)  # never a new descriptor of a file open here
    except OSError as exc:
        raise errors.EventFileError(f"{path} cannot be read ({exc.strerror}).") from None
    if len(head) == 0:
        raise errors.NotAnEvent(f"{path.name} is empty: it is not a Tournament Director event.")
    if not head.startswith(SQLITE_MAGIC):
        raise errors.NotAnEvent(
            f"{path.name} is not a Tournament Director event (it is not even a database): "
            f"open a {FILE_SUFFIX} file.")
    if len(head) < 100:
        raise errors.DamagedEvent(_damaged_message(path, None))
    app_id = int.from_bytes(head[68:72], "big")
    if app_id != APPLICATION_ID:
        raise errors.NotAnEvent(
            f"{path.name} is a database of another program, not a Tournament Director event.")


def check_event(db: Database, path: Path) -> None:
    """Read-only checks: intact, and not from a newer version of the program."""
    rows = db.execute("PRAGMA quick_check").fetchall()
    if rows != [("ok",)]:
        raise errors.DamagedEvent(_damaged_message(path, None))
    applied = set(schema.applied_steps(db))
    version = db.execute("PRAGMA user_version").fetchone()[0]
    unknown = applied - set(STEPS)
    if unknown or version > len(STEPS):
        raise errors.NewerVersion(
            f"{path.name} was written by a newer version of Tournament Director: "
            "update the program to open it (the file was not changed).")
    if "event" not in db.table_names() or not applied:
        raise errors.DamagedEvent(_damaged_message(path, None))


def pending_steps(db: Database) -> list[str]:
    applied = set(schema.applied_steps(db))
    return [name for name in STEPS if name not in applied]


def schema_version(db: Database) -> int:
    return len(set(schema.applied_steps(db)) & set(STEPS))


def backup_before_migration(db: Database, path: Path) -> Path:
    """Copy the file aside before its schema is upgraded (kept next to the event)."""
    from .copies import _write_copy
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    version = schema_version(db)
    dest = path.with_name(f"{path.stem}.v{version}-backup-{stamp}{path.suffix}")
    return _write_copy(db.conn, dest)  # never an empty file: written aside, then moved


def _damaged_message(path: Path, exc: Exception | None) -> str:
    return (f"{path.name} is damaged and cannot be opened safely: open the most recent "
            "copy or backup of this event instead (this file was not changed).")
