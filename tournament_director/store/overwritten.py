"""An open event whose content another program overwrote (`cp backup.tdevent event.tdevent`
keeps the inode: the name still names the file opened). Noticed before a change is
acknowledged; what the writer acknowledged is kept as a copy beside it, and the file the
user put there is left as it was put.

In WAL mode the writer writes the file itself only when it folds its log in (a checkpoint,
EventFile.settle), so between two changes the file's size and modification time stay as the
writer left them: one fstat tells. Only when they differ is more read: the header, and
SQLite's data_version (another SQLite connection's commit, e.g. a sqlite3 shell, is not an
overwrite: verify names such edits).
"""

from __future__ import annotations

import contextlib
import datetime
import os
import sqlite3
from pathlib import Path

from ..i18n import _
from . import errors
from .changes import NotInverse, forget_last
from .checkfile import verify
from .database import EventDatabase
from .leftovers import part_name
from .snapshot import write_copy

HEADER = 100


def _pread(fd: int, size: int, offset: int) -> bytes:
    """Bytes at `offset` through the writer's own descriptor (never a new one: closing it
    would drop SQLite's POSIX locks); os.pread where there is one."""
    if hasattr(os, "pread"):
        return os.pread(fd, size, offset)
    os.lseek(fd, offset, os.SEEK_SET)  # pragma: no cover - Windows only
    return os.read(fd, size)


class Seen:
    """The file as the writer last left it: size, modification time, header, data_version."""

    __slots__ = ("size", "mtime", "head", "version")

    def __init__(self, fd: int, conn: sqlite3.Connection):
        st = os.fstat(fd)
        self.size, self.mtime = st.st_size, st.st_mtime_ns
        self.head = _pread(fd, HEADER, 0)
        self.version = conn.execute("PRAGMA data_version").fetchone()[0]

    def overwritten(self, fd: int, conn: sqlite3.Connection) -> bool:
        """Whether another program wrote the file since (not an SQLite connection)."""
        st = os.fstat(fd)
        if (st.st_size, st.st_mtime_ns) == (self.size, self.mtime):
            return False
        head = _pread(fd, HEADER, 0)
        version = conn.execute("PRAGMA data_version").fetchone()[0]
        # another connection committed and folded its log in: still this event, in WAL mode
        return not (version != self.version and head[18:20] == b"\x02\x02"
                    and head[60:72] == self.head[60:72])


def said(path: Path, kept: Path | None, problem: str | None) -> str:
    """The line the writer says from now on, with where what it acknowledged is kept."""
    text = _("{path} was overwritten by another program while open (e.g. a copy put in its "
             "place with cp): a change from now on would damage it.").format(path=path)
    if kept is None:
        return text + " " + _("No copy of what was acknowledged could be kept "
                              "({problem}).").format(problem=problem)
    if problem:
        return text + " " + _("What could still be read was kept as \"{copy}\" beside it, "
                              "but that copy is not whole ({problem}): the automatic copies "
                              "are in \"{folder}\".").format(
                                  copy=kept.name, problem=problem,
                                  folder=f"{path.stem} backups")
    return text + " " + _("Everything acknowledged until then is kept as \"{copy}\" beside "
                          "it: open that copy.").format(copy=kept.name)


def rescue(conn: sqlite3.Connection, path: Path,
           unacknowledged: bool = False) -> tuple[Path | None, str | None]:
    """A copy of what the connection holds (its log and pages), beside the event, checked:
    (the copy or None, what is wrong with it or None). `unacknowledged`: the newest change
    was committed but is refused (the overwrite was found right after it): the copy holds
    exactly what was acknowledged, without it."""
    kept_refused: list[str] = []

    def without_the_refused(copy: sqlite3.Connection) -> None:
        try:
            forget_last(EventDatabase(copy))
        except NotInverse:
            kept_refused.append(_("it also holds the change refused last"))

    stamp = datetime.datetime.now().strftime("%Y-%m-%d %H%M%S")
    dest = path.with_name(f"{path.stem} rescued {stamp}{path.suffix}")
    n = 1
    while dest.exists():
        n += 1
        dest = path.with_name(f"{path.stem} rescued {stamp} {n}{path.suffix}")
    try:
        write_copy(conn, dest, mend=without_the_refused if unacknowledged else None)
    except errors.EventFileError as exc:
        return None, str(exc)
    return dest, _whole(dest) or next(iter(kept_refused), None)


def _whole(copy: Path) -> str | None:
    """None when the copy is intact and verifies; else its first problem."""
    conn = sqlite3.connect(f"file:{copy}?mode=ro", uri=True, isolation_level=None)
    try:
        problems = verify(EventDatabase(conn, copy))
    except sqlite3.Error as exc:
        problems = [str(exc)]
    finally:
        conn.close()
    return problems[0] if problems else None


def keep_bytes(fd: int, path: Path) -> Path | None:
    """The file's bytes now (what the user put there), aside under a part name, to be put
    back once the writer's connection is closed (SQLite folds its log into the file when it
    closes). None when they cannot be kept."""
    aside = path.with_name(part_name(path.name))
    try:
        with open(aside, "xb") as out:
            offset = 0
            while chunk := _pread(fd, 1 << 20, offset):
                out.write(chunk)
                offset += len(chunk)
            out.flush()
            os.fsync(out.fileno())
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(aside)
        return None
    return aside


def put_back(aside: Path, path: Path) -> None:
    try:
        os.replace(aside, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(aside)
