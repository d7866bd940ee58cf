"""Errors about the event file itself, each with a message a director can act on."""

import contextlib
import errno
import os
import shutil
import sqlite3
import tempfile
from pathlib import Path

from ..i18n import _


class EventFileError(Exception):
    """The event file cannot be used; the message says why and what to do."""

    kind = "error"
    wal_set_aside: str | None = None  # a crash's log set aside while opening (store/opener.py)


class NotAnEvent(EventFileError):
    kind = "not-an-event"


class DamagedEvent(EventFileError):
    kind = "damaged"


def damaged_value(name: str | os.PathLike | None, what: str) -> DamagedEvent:
    """A value the program reads that is not what it writes (text where JSON belongs, a
    list where an object does): SQLite's own checks pass such a file, the program does not."""
    name = getattr(name, "name", name) or _("The event file")
    return DamagedEvent(_(
        "{file} is damaged: {what} is not what this program writes. Check the file with verify "
        "(in the window: Event > Check the file against its history) and open the most recent "
        "copy or backup of this event instead (this file was not changed).").format(
            file=name, what=what))


class NewerVersion(EventFileError):
    kind = "newer-version"


class EventLocked(EventFileError):
    kind = "locked"


class FileExists(EventFileError):
    kind = "exists"


class OutputRefused(EventFileError):
    """An output path that would overwrite an event (or any database)."""
    kind = "output-refused"


class DiskFull(EventFileError):
    kind = "disk-full"


class ReadOnly(EventFileError):
    kind = "read-only"


class FileReplaced(EventFileError):
    """The event's path no longer holds the file opened: moved, deleted, replaced, or its
    content overwritten by another program (a copy put in its place with cp)."""
    kind = "replaced"


LOW_SPACE = 16 * 1024 * 1024  # bytes free below which a disk error is taken for a full disk


def disk_full(path: str | os.PathLike | None = None) -> DiskFull:
    if path:
        return DiskFull(_("The disk is full: free space, nothing was changed (writing "
                          "{path}).").format(path=path))
    return DiskFull(_("The disk is full: free space, nothing was changed."))


def no_folder(folder: str | os.PathLike) -> str:
    """The refusal of a folder that is not there (a new event, a copy)."""
    return _("The folder {folder} does not exist: create it first or choose another "
             "place.").format(folder=folder)


def full_disk_of(path: str | os.PathLike | None = None) -> Path | None:
    """The folder, of `path`'s and the temporary files', whose disk is full or nearly so (less
    free than LOW_SPACE, or than the event and its log take): SQLite says "disk I/O error",
    not "disk is full", when its -shm or a temporary file cannot grow."""
    folders = []
    need = LOW_SPACE
    if path:
        path = Path(path)
        folders.append(path.parent if str(path.parent) else Path("."))
        for part in (path, Path(f"{path}-wal")):
            with contextlib.suppress(OSError):
                need = max(need, part.stat().st_size)
    folders.append(Path(tempfile.gettempdir()))
    for folder in folders:
        try:
            if shutil.disk_usage(folder).free < need:
                return folder
        except OSError:
            continue
    return None


def from_os_error(exc: OSError, path: str | os.PathLike | None = None) -> EventFileError:
    """An OSError a user can cause (full disk, read-only, permission) as a director's message."""
    where = path or exc.filename or ""
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", -1)) or (
            exc.errno == errno.EIO and full_disk_of(where or None) is not None):
        return disk_full(where)
    if exc.errno == errno.EROFS:
        return ReadOnly(_("{path} is on a read-only disk: copy the event to a writable "
                          "folder and open it there; nothing was changed.").format(path=where))
    if exc.errno in (errno.EACCES, errno.EPERM):
        return ReadOnly(_("{path}: permission denied (the file or its folder is read-only for "
                          "you): change its permissions or work on a copy; nothing was "
                          "changed.").format(path=where))
    return EventFileError(_("{path}: {reason}; nothing was changed.").format(
        path=where, reason=exc.strerror or exc))


def from_sqlite_error(exc: sqlite3.Error, path: str | os.PathLike | None) -> EventFileError:
    """A sqlite3 error as a director's message: a full disk is never called damage, and
    damage never a full disk; a disk error on a full disk is a full disk."""
    code = getattr(exc, "sqlite_errorcode", None)
    primary = code & 0xFF if code is not None else None
    name = Path(path).name if path else _("The event")
    text = str(exc).lower()
    if primary == 13 or (primary is None and "disk is full" in text):  # SQLITE_FULL
        return disk_full(name)
    if (primary == 10 or (primary is None and "disk i/o error" in text)) \
            and full_disk_of(path) is not None:  # SQLITE_IOERR of a -shm that cannot grow
        return disk_full(name)
    if primary == 8 or (primary is None and "readonly" in text):  # SQLITE_READONLY
        return ReadOnly(_("{file} cannot be written (the file or its folder is read-only): "
                          "change its permissions or work on a copy; nothing was "
                          "changed.").format(file=name))
    if primary == 14 or (primary is None and "unable to open" in text):  # SQLITE_CANTOPEN
        return ReadOnly(_("{file} cannot be opened for writing (check that its folder exists "
                          "and is writable); nothing was changed.").format(file=name))
    if primary in (5, 6):  # SQLITE_BUSY, SQLITE_LOCKED
        return EventLocked(_("{file} is busy in another program: try again in a moment; "
                             "nothing was changed.").format(file=name))
    if primary == 10:  # SQLITE_IOERR (a disk or USB stick failing, a full disk on some systems)
        return EventFileError(_("{file}: the disk reported a read or write error ({error}); "
                                "nothing was changed: check the disk, then try again.").format(
                                    file=name, error=exc))
    return DamagedEvent(_("{file} is damaged and cannot be used safely: open the most recent "
                          "copy or backup of this event instead (this file was not "
                          "changed).").format(file=name))


class MigrationNeeded(EventLocked):
    """A reader met a file that must be upgraded first (by a writer)."""
    kind = "migration-needed"
