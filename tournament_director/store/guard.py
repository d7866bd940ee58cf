"""Nothing writes over an event: the one check every output path (PDF, CSV, copy, site) passes."""

from __future__ import annotations

import os
from pathlib import Path

from . import errors

SQLITE_MAGIC = b"SQLite format 3\x00"
WAL_MAGICS = (b"\x37\x7f\x06\x82", b"\x37\x7f\x06\x83")
SIDE_FILES = ("-wal", "-shm", "-journal")

# (device, inode) of every event this process has open, with how many times (EventFile adds
# and removes them).
_open_files: dict[tuple[int, int], int] = {}


def remember_open(fd: int) -> tuple[int, int]:
    st = os.fstat(fd)
    key = (st.st_dev, st.st_ino)
    _open_files[key] = _open_files.get(key, 0) + 1
    return key


def forget_open(key: tuple[int, int] | None) -> None:
    if key is not None and key in _open_files:
        _open_files[key] -= 1
        if not _open_files[key]:
            del _open_files[key]


def is_open_here(path: str | os.PathLike) -> bool:
    """Whether this process has the event at `path` open (EventFile)."""
    try:
        st = os.stat(path)
    except OSError:
        return False
    return (st.st_dev, st.st_ino) in _open_files


def _refused(path: Path, what: str) -> errors.OutputRefused:
    return errors.OutputRefused(
        f"{path} is {what}: writing there would destroy it; choose another file name.")


def _head(path: Path, size: int = 16) -> bytes:
    try:
        with open(path, "rb") as fh:
            return fh.read(size)
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
        raise errors.EventFileError(f"{path} cannot be checked ({exc.strerror}).") from None
    if st is not None:
        if (st.st_dev, st.st_ino) in _open_files:
            raise _refused(path, "the event open in this program")
        if path.is_dir():
            raise errors.OutputRefused(f"{path} is a folder: give a file name.")
        head = _head(path)
        if head.startswith(SQLITE_MAGIC):
            raise _refused(path, "an event file (a database)")
        if head[:4] in WAL_MAGICS:
            raise _refused(path, "the write-ahead log of an event")
    for side in SIDE_FILES:
        if path.name.endswith(side):
            base = path.with_name(path.name[: -len(side)])
            if base.exists() and _head(base).startswith(SQLITE_MAGIC):
                raise _refused(path, f"part of the event {base.name}")
    return path
