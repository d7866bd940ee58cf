"""The hall's row of an event file: the round clock and the announcement (plain values)."""

from __future__ import annotations

from .database import EventDatabase

COLUMNS = ("clock_duration", "clock_left", "clock_started_at", "announcement")


def read(db: EventDatabase) -> dict | None:
    """The row as a dict of COLUMNS, or None while nothing was ever set."""
    row = db.execute(f"SELECT {', '.join(COLUMNS)} FROM hall WHERE id = 1").fetchone()
    return dict(zip(COLUMNS, row)) if row else None


def write(db: EventDatabase, values: dict) -> None:
    """Sets some of COLUMNS (inside the caller's transaction); makes the row if needed."""
    unknown = set(values) - set(COLUMNS)
    if unknown:
        raise ValueError(f"not a column of the hall: {sorted(unknown)}")
    db.execute("INSERT OR IGNORE INTO hall (id) VALUES (1)")
    sets = ", ".join(f"{c} = ?" for c in values)
    db.execute(f"UPDATE hall SET {sets} WHERE id = 1", list(values.values()))
