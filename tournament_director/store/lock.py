"""The writer's lock on an event file: one window or command writes to it at a time."""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

from ..i18n import _
from . import errors, guard

if sys.platform == "win32":  # pragma: no cover - Windows only
    import msvcrt
else:
    import fcntl


def hold(path: Path, exclusive: bool = True) -> Lock:
    """The lock on `path`, taken: EventLocked while another window or command writes to it,
    a refusal of the system said as a director's otherwise. `exclusive=False`: a reader's,
    which only holds the file open."""
    held = Lock(path, exclusive)
    try:
        held.acquire()
    except OSError as exc:
        raise errors.from_os_error(exc, path) from None
    return held


class Lock:
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
            self.sidecar = self.path.with_name(self.path.name + ".lock")
            self.fd = os.open(self.sidecar, os.O_RDWR | os.O_CREAT)
            try:
                msvcrt.locking(self.fd, msvcrt.LK_NBLCK, 1)
            except OSError:
                os.close(self.fd)
                self.fd = None
                raise _locked(self.path) from None
            return
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
                try:  # the C runtime's docs: unlock before closing
                    os.lseek(self.fd, 0, os.SEEK_SET)
                    msvcrt.locking(self.fd, msvcrt.LK_UNLCK, 1)
                except OSError:
                    pass
            else:
                with contextlib.suppress(OSError):
                    fcntl.flock(self.fd, fcntl.LOCK_UN)
            fds.append(self.fd)
            self.fd = None
        if self.identity_fd is not None:
            fds.append(self.identity_fd)
            self.identity_fd = None
        guard.forget_open(self.key, tuple(fds))
        self.key = None


def _locked(path: Path) -> errors.EventLocked:
    return errors.EventLocked(_("{file} is open in another Tournament Director window or "
                                "command: close it there, then try again.").format(
                                    file=path.name))
