"""Reading an event beside its writer (for `serve`): no lock, no writes, one consistent read."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator

from .eventfile import EventFile
from .opener import open_event


def open_reader(path: str | os.PathLike) -> EventFile:
    """The event opened as `serve`'s reader: without the writer's lock, its connection opened
    read-only (store/opener.py: it never writes the file or its -wal, not even the checkpoint
    of a last connection's close) and usable from the server's threads. In WAL mode a reader
    never blocks the window's or a command's writes."""
    return open_event(path, lock=False, keep_log=True)


def data_version(file: EventFile) -> int:
    """Changes whenever another connection commits a change to the file (SQLite)."""
    return file.db.execute("PRAGMA data_version").fetchone()[0]


@contextlib.contextmanager
def one_read(file: EventFile) -> Iterator[None]:
    """Every read inside sees the file as it was at the first one (a read transaction; it
    holds back no writer)."""
    conn = file.db.conn
    if conn.in_transaction:  # inside one already (an action): it is that one read
        yield
        return
    conn.execute("BEGIN")
    try:
        yield
    finally:
        if conn.in_transaction:
            conn.execute("COMMIT")
