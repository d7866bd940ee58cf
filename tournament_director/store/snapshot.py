"""A consistent copy of an open event (SQLite's backup API), written aside and then moved in."""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Callable
from pathlib import Path

from ..i18n import _
from . import errors
from .leftovers import clean_part_files, part_name


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


def backup_pages(source: sqlite3.Connection, target: sqlite3.Connection) -> None:
    source.backup(target)  # a consistent snapshot: the -wal included


def write_copy(source: sqlite3.Connection, dest: Path, *, replace: bool = False,
               mend: Callable[[sqlite3.Connection], None] | None = None) -> Path:
    """A consistent copy of `source` at `dest`: written beside it under a temporary name,
    flushed, then moved into place (over a file there only with `replace`). Never an empty or
    half file at `dest`. `mend`: what is done to the copy before it is put in place."""
    folder = dest.parent
    clean_part_files(folder)
    tmp = folder / part_name(dest.name)
    try:
        target = sqlite3.connect(str(tmp), isolation_level=None)
        try:
            target.execute("PRAGMA synchronous=OFF")  # one fsync below, once it is whole
            backup_pages(source, target)
            if mend is not None:
                mend(target)
            target.execute("PRAGMA journal_mode=DELETE")  # one self-contained file
        finally:
            target.close()
        with open(tmp, "rb+") as fh:
            os.fsync(fh.fileno())
        if replace:
            os.replace(tmp, dest)
        else:
            put_in_place(tmp, dest, _("{path} already exists: choose another name for the "
                                      "copy.").format(path=dest))
    except sqlite3.Error as exc:
        raise errors.from_sqlite_error(exc, dest) from None
    except OSError as exc:
        raise errors.from_os_error(exc, dest) from None
    finally:
        for leftover in (tmp, Path(f"{tmp}-journal")):
            with contextlib.suppress(OSError):
                os.unlink(leftover)
    return dest
