"""An open event file: its connection, its lock, the checks that it is still the writer's own,
and the copies made from it. Opened or made by store/opener.py."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from ..i18n import _
from . import errors
from .database import EventDatabase
from .lock import Lock
from .overwritten import Seen, keep_bytes, put_back, rescue, said


class EventFile:
    """An open event file (store/opener.py's `open_event` and `create` make it); `close` when
    done."""

    def __init__(self, path: Path, db: EventDatabase, lock: Lock,
                 backup_made: Path | None = None, wal_set_aside: str | None = None):
        self.path = path
        self.db = db  # None once closed
        self._lock = lock
        self.backup_made = backup_made  # the copy kept before an older file was upgraded
        self.wal_set_aside = wal_set_aside  # one line: a crash's log set aside (walcheck)
        self.overwritten: str | None = None  # what happened, once its content was overwritten
        self._seen: Seen | None = None  # the file as this writer last left it (overwritten.py)
        self._fold_at = 0  # bytes of log beyond which settle() folds it into the file
        if self._lock.exclusive and self._lock.identity_fd is not None:
            page = self.db.execute("PRAGMA page_size").fetchone()[0]
            self._fold_at = 1000 * (page + 24)  # SQLite's own automatic checkpoint: 1000 pages
            self._remember()

    def close(self) -> None:
        if self.db is not None:
            aside = None
            try:
                if self._seen is not None:
                    self.identity_problem()  # an overwrite noticed before the log is folded in
                if self.overwritten and self._same_inode():
                    aside = keep_bytes(self._fd, self.path)
                self.db.close()  # SQLite folds its log in: over a copy put there, a mix
            finally:
                self.db = None  # type: ignore[assignment]  # closed: nothing reads it after
                self._lock.release()
                if aside is not None:  # the file as the user put it there, whole again
                    put_back(aside, self.path)

    # -- the writer's file stays its own ----------------------------------------------------
    def check_unchanged(self, unacknowledged: bool = False) -> None:
        """Before a change: FileReplaced if the path no longer holds the file opened, with
        the content this writer left in it. `unacknowledged`: after a change was committed,
        before it is acknowledged (settle)."""
        problem = self.identity_problem(unacknowledged)
        if problem:
            raise errors.FileReplaced(problem)

    def settle(self) -> None:
        """After this writer committed a change, before it is acknowledged: FileReplaced if
        the file was replaced or overwritten meanwhile; then the log folded into the file once
        it is large, and the file as it is now remembered as this writer's own."""
        self.check_unchanged(unacknowledged=True)
        try:
            large = os.path.getsize(f"{self.path}-wal") > self._fold_at
        except OSError:
            large = False
        try:
            if large:
                self.db.execute("PRAGMA wal_checkpoint(PASSIVE)")
            self._remember()
        except (sqlite3.Error, OSError):  # the change stands; a failing disk says it next
            pass

    @property
    def _fd(self) -> int:
        """The file as it was opened (the lock holds it open from the open to `close`)."""
        fd = self._lock.identity_fd
        assert fd is not None, "the event file is closed"
        return fd

    def _remember(self) -> None:
        self._seen = Seen(self._fd, self.db.conn)

    def _same_inode(self) -> bool:
        try:
            now, opened = os.stat(self.path), os.fstat(self._fd)
        except OSError:
            return False
        return (now.st_dev, now.st_ino) == (opened.st_dev, opened.st_ino)

    def copy_to(self, dest: str | os.PathLike) -> Path:
        """A consistent copy of the event (SQLite's backup API), e.g. "Save a copy as"."""
        from .copies import copy_open  # here: see auto_copy
        return copy_open(self.db.conn, dest)

    def auto_copy(self) -> Path:
        """An automatic copy in "NAME backups/" beside the event (the last 20 kept)."""
        # here, not above: no copy before the first seating, and the module is 3 ms of the
        # window's start (docs/benchmarks.md)
        from .copies import auto_copy
        return auto_copy(self.db.conn, self.path)

    def identity_problem(self, unacknowledged: bool = False) -> str | None:
        """None while the path still names the file opened, with the content this writer
        left in it; else what happened to it. The first time its content is found
        overwritten, what this writer acknowledged is kept as a copy beside it (named in
        the line): without the newest change when it is `unacknowledged` (committed, not
        yet acknowledged: it is refused)."""
        fd = self._lock.identity_fd
        if fd is None:
            return None
        if self.overwritten:
            return self.overwritten
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
        if self._seen is not None and self._content_overwritten(self._seen, fd):
            self.overwritten = said(self.path, *rescue(self.db.conn, self.path,
                                                       unacknowledged))
            return self.overwritten
        return None

    def _content_overwritten(self, seen: Seen, fd: int) -> bool:
        try:
            return seen.overwritten(fd, self.db.conn)
        except (sqlite3.Error, OSError):  # cannot tell (a failing disk): the change says it
            return False
