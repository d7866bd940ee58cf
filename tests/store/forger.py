"""What someone with the event file, Python's sqlite3 module and this program's source can do
without the signed fingerprint: recompute every hash of the audit log's chain, each line by
its own rule, after rewriting what they liked."""

import sqlite3

from tournament_director.store import changes
from tournament_director.store.database import EventDatabase


def rehash(conn: sqlite3.Connection) -> None:
    """Every line's hash made again over the file as it is now (inside the caller's
    transaction)."""
    by_line = {line: rest for line, *rest in changes._lines_changes(  # noqa: SLF001
        EventDatabase(conn))}  # (read in the code)
    prev = ""
    for *line, version in conn.execute(
            "SELECT id, at, action, summary, before, after, hash_version FROM audit "
            "ORDER BY id").fetchall():
        joined = by_line.get(line[0], (0, 0, None))[2]
        if version == changes.HASH_VERSION:
            prev = changes._hash2(prev, line, joined or [])  # noqa: SLF001
        else:
            prev = changes._hash(prev, line, [joined] if joined is not None else [])  # noqa: SLF001
        conn.execute("UPDATE audit SET hash = ? WHERE id = ?", [prev, line[0]])
