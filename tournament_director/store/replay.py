"""The event as its audit log says it stood after one line: the replay of the recorded changes
up to that line, in the order the hash chain fixes (store/changes.py), into a database in
memory, opened as a reader's event file. What `verify --fingerprint` computes the signed
payout from again (service/signed.py)."""

from __future__ import annotations

import json
import sqlite3

from .changes import data_tables, newest
from .database import EventDatabase
from .errors import DamagedEvent, damaged_value
from .eventfile import EventFile
from .lock import Lock


def as_of(file: EventFile, line_id: int) -> EventFile:
    """The event as it stood after audit line `line_id`: the file's tables (their definitions
    as they are now; a row recorded before a later step added columns gets their defaults),
    each row as the newest change up to that line left it. Read-only; `close` when done.
    DamagedEvent when a recorded row cannot be put back."""
    source = file.db
    conn = sqlite3.connect(":memory:", isolation_level=None)
    db = EventDatabase(conn, file.path)
    try:
        for (sql,) in source.execute(
                "SELECT sql FROM sqlite_master WHERE type = 'table' AND sql IS NOT NULL "
                "AND substr(name, 1, 7) != 'sqlite_' ORDER BY rowid").fetchall():
            conn.execute(sql)
        columns = {t: [r[1] for r in source.execute(f'PRAGMA table_info("{t}")').fetchall()]
                   for t in data_tables(source)}
        rows: dict[tuple[str, int], list[list]] = {}
        for tbl, key, new in newest(source, line_id):
            if new is None or tbl not in columns:  # deleted by then; a table since dropped
                continue
            values = json.loads(new)
            if type(values) is not list or len(values) > len(columns[tbl]):
                raise DamagedEvent(tbl)
            rows.setdefault((tbl, len(values)), []).append([key, *values])
        with db.atomic():
            for (tbl, n), values in rows.items():
                names = ", ".join(f'"{c}"' for c in columns[tbl][:n])
                marks = ", ".join("?" for _ in range(n))
                conn.executemany(f'INSERT INTO "{tbl}" (rowid, {names}) VALUES (?, {marks})',
                                 values)
            if line_id < _cents_from(source):  # recorded in whole units: as the file is now
                conn.execute("UPDATE event SET fee = fee * 100")
                conn.execute("UPDATE players SET paid = paid * 100")
        conn.execute("PRAGMA query_only=ON")
    except (sqlite3.Error, ValueError, DamagedEvent):
        conn.close()
        raise damaged_value(file.path, f"the record of the changes up to audit line {line_id}") \
            from None
    except BaseException:
        conn.close()
        raise
    return EventFile(file.path, db, Lock(file.path, exclusive=False))


def _cents_from(db: EventDatabase) -> int:
    """The first audit line whose amounts are in cents (store/schema.py, m011): the upgrade's
    of a file made before it, else 0."""
    row = db.execute("SELECT cents_from_line FROM event").fetchone()
    return row[0] if row is not None and type(row[0]) is int else 0
