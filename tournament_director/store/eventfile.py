"""An open event file: its connection, its lock, and the copies made from it."""

from __future__ import annotations

import os
from pathlib import Path

from ..i18n import _
from . import opener


class EventFile:
    """An open event file. Use `create` or `open`; `close` when done."""

    def __init__(self, path: Path, opened: opener.Opened):
        self.path = path
        self.db = opened.db  # None once closed
        self._lock = opened.lock
        self.backup_made = opened.backup_made  # the copy kept before an older file was upgraded
        self.wal_set_aside = opened.wal_set_aside  # one line: a crash's log set aside

    @classmethod
    def create(cls, path: str | os.PathLike, setup) -> EventFile:
        """Make a new event file; `setup(db)` fills it. Nothing is left behind on failure."""
        path = Path(path)
        opener.create(path, setup)
        return cls.open(path)

    @classmethod
    def open(cls, path: str | os.PathLike, *, lock: bool = True) -> EventFile:
        """Open an event for use, refusing foreign, damaged, newer or locked files untouched
        (store/opener.py); `lock=False`: a reader's, which never refuses a writer."""
        path = Path(path)
        return cls(path, opener.open_event(path, lock=lock))

    def close(self) -> None:
        if self.db is not None:
            try:
                self.db.close()
            finally:
                self.db = None
                self._lock.release()

    def copy_to(self, dest: str | os.PathLike) -> Path:
        """A consistent copy of the event (SQLite's backup API), e.g. "Save a copy as"."""
        from .copies import copy_open  # here: see auto_copy
        return copy_open(self.db.conn, dest)

    def auto_copy(self) -> Path:
        """An automatic copy in "NAME backups/" beside the event (the last 20 kept)."""
        # Imported here: no copy is made before the first seating or "Save a copy as", and
        # the module costs the window's start 0.8 ms (measured).
        from .copies import auto_copy
        return auto_copy(self.db.conn, self.path)

    def identity_problem(self) -> str | None:
        """None while the path still names the file opened; else what happened to it."""
        fd = self._lock.identity_fd
        if fd is None:
            return None
        opened = os.fstat(fd)
        try:
            now = os.stat(self.path)
        except FileNotFoundError:
            return _("{path} was deleted or renamed while open: changes from now on would be "
                     "lost.").format(path=self.path)
        except OSError as exc:
            return _("{path} cannot be reached any more ({reason}).").format(
                path=self.path, reason=exc.strerror)
        if (now.st_dev, now.st_ino) != (opened.st_dev, opened.st_ino):
            return _("{path} was replaced by another file while open: changes from now on "
                     "would not go into it.").format(path=self.path)
        if opened.st_nlink == 0:
            return _("{path} was deleted while open: changes from now on would be "
                     "lost.").format(path=self.path)
        return None
