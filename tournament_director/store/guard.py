"""Nothing writes over an event: the one check every output path (PDF, CSV, copy, site) passes."""

from __future__ import annotations

import contextlib
import os
import threading
from pathlib import Path

from ..i18n import _
from . import errors

SQLITE_MAGIC = b"SQLite format 3\x00"
WAL_MAGICS = (b"\x37\x7f\x06\x82", b"\x37\x7f\x06\x83")
SIDE_FILES = ("-wal", "-shm", "-journal")
INBOX_SUFFIX = "-inbox"  # the tables' results waiting beside an event (store/inbox.py)

# The events this process has open, by (device, inode): how many EventFiles (and locks) have
# each, and the descriptors they opened on it. POSIX drops every fcntl lock a process holds on a
# file when ANY descriptor of that file is closed, SQLite's own included (in WAL mode a
# connection holds a SHARED lock on the event file all the time; without it another process
# that closes its connection takes itself for the last one and deletes the -wal under this
# process's writer). So such a descriptor is closed only when nothing here has the file open,
# and the file's first bytes are read through one of them.
_open_files: dict[tuple[int, int], list] = {}  # key -> [users, [descriptors]]
_open_guard = threading.Lock()


def remember_open(fd: int) -> tuple[int, int]:
    """One more user of the file `fd` is open on (the descriptor stays open until forgotten)."""
    st = os.fstat(fd)
    key = (st.st_dev, st.st_ino)
    with _open_guard:
        entry = _open_files.setdefault(key, [0, []])
        entry[0] += 1
        entry[1].append(fd)
    return key


def forget_open(key: tuple[int, int] | None, fds: tuple[int, ...] = ()) -> None:
    """One user less; `fds` (descriptors of it, or of a file beside it) close once the file has
    no user left in this process."""
    to_close = list(fds)
    with _open_guard:
        entry = _open_files.get(key) if key is not None else None
        if key is not None and entry is not None:
            entry[0] -= 1
            entry[1].extend(fds)
            to_close = []
            if entry[0] <= 0:
                to_close = entry[1]
                del _open_files[key]
    for fd in dict.fromkeys(to_close):
        with contextlib.suppress(OSError):
            os.close(fd)


def users_here(path: str | os.PathLike) -> int:
    """How many EventFiles (and locks) of this process have the file at `path` open."""
    try:
        st = os.stat(path)
    except OSError:
        return 0
    entry = _open_files.get((st.st_dev, st.st_ino))
    return entry[0] if entry else 0


def is_open_here(path: str | os.PathLike) -> bool:
    """Whether this process has the event at `path` open (EventFile)."""
    return users_here(path) > 0


def open_event_or_side_file(path: str | os.PathLike) -> bool:
    """Whether `path` is an event open in this process, or its -wal/-shm/-journal: reading it
    through a new descriptor would drop SQLite's locks on it when closed."""
    text = os.fspath(path)
    return is_open_here(text) or any(
        text.endswith(side) and is_open_here(text[:-len(side)]) for side in SIDE_FILES)


def read_head(path: str | os.PathLike, size: int) -> bytes:
    """The file's first bytes; through a descriptor already open here if there is one (a new
    one, once closed, would drop SQLite's locks). OSError when it cannot be read."""
    st = os.stat(path)
    with _open_guard:
        entry = _open_files.get((st.st_dev, st.st_ino))
        if entry is not None:
            return os.pread(entry[1][0], size, 0)
    with open(path, "rb") as fh:
        return fh.read(size)


def _refused(path: Path, what: str) -> errors.OutputRefused:
    return errors.OutputRefused(_("{path} is {what}: writing there would destroy it; choose "
                                  "another file name.").format(path=path, what=what))


def _head(path: Path, size: int = 16) -> bytes:
    try:
        return read_head(path, size)
    except OSError:
        return b""


def guard_output(path: str | os.PathLike) -> Path:
    """Refuse (OutputRefused, nothing written) an output path that is an open event, an event
    file or any SQLite file, or the -wal/-shm/-journal of one. Returns the path."""
    path = Path(path)
    try:
        st = os.stat(path)  # follows a symbolic link: its target is what would be written
    except FileNotFoundError:
        st = None
    except OSError as exc:
        raise errors.EventFileError(_("{path} cannot be checked ({reason}).").format(
            path=path, reason=exc.strerror)) from None
    if st is not None:
        if (st.st_dev, st.st_ino) in _open_files:
            raise _refused(path, _("the event open in this program"))
        if path.is_dir():
            raise errors.OutputRefused(_("{path} is a folder: give a file name.").format(
                path=path))
        head = _head(path)
        if head.startswith(SQLITE_MAGIC):
            raise _refused(path, _("an event file (a database)"))
        if head[:4] in WAL_MAGICS:
            raise _refused(path, _("the write-ahead log of an event"))
    for side in (*SIDE_FILES, INBOX_SUFFIX):
        if path.name.endswith(side):
            base = path.with_name(path.name[: -len(side)])
            if base.exists() and _head(base).startswith(SQLITE_MAGIC):
                raise _refused(path, _("part of the event {file}").format(file=base.name))
    return path
