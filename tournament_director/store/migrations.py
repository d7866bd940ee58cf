"""sqlite-utils' Migrations over the schema's steps: which steps a file has, and applying the rest.

sqlite-utils records each applied step in one table of the file; reading that table needs no
sqlite-utils (an up-to-date file is opened without it), applying a step does."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

from .database import EventDatabase

if TYPE_CHECKING:  # sqlite-utils only when a file is made or upgraded (store/database.py)
    from sqlite_utils import Database
    from sqlite_utils.migrations import Migrations

MIGRATION_SET = "tournament_director"
MIGRATIONS_TABLE = "_sqlite_migrations"  # sqlite-utils' Migrations.migrations_table

_made: dict[tuple, Migrations] = {}  # the steps -> their sqlite-utils Migrations


def applied(db: EventDatabase) -> list[str]:
    """The steps applied to an event file, in order, read from sqlite-utils' table of them."""
    if not db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?",
                      [MIGRATIONS_TABLE]).fetchone():
        return []
    return [r[0] for r in db.execute(
        f"SELECT name FROM {MIGRATIONS_TABLE} WHERE migration_set = ? ORDER BY rowid",
        [MIGRATION_SET]).fetchall()]


def migrations(steps: Sequence[Callable]) -> Migrations:
    """sqlite-utils' Migrations of `steps`, in order (made once per list of steps)."""
    key = tuple(steps)
    if key not in _made:
        # Imported here, not above: sqlite-utils brings click, dateutil and pluggy (about
        # 14 MB and 40 ms, store/database.py) that a daily open never needs.
        from sqlite_utils.migrations import Migrations
        made = Migrations(MIGRATION_SET)
        assert Migrations.migrations_table == MIGRATIONS_TABLE
        for fn in steps:
            made()(fn)
        _made[key] = made
    return _made[key]


def apply(db: EventDatabase, steps: Sequence[Callable]) -> None:
    """Apply the steps the file does not have yet, in order (sqlite-utils' own transactions)."""
    # EventDatabase answers what Migrations asks of sqlite-utils' Database (execute, atomic,
    # db[name] handed on to one over the same connection)
    migrations(steps).apply(cast("Database", db))
