"""`verify`: the file against its audit log (store/changes.py), its schema against the one the
migration steps make (store/schemacheck.py), and its values against what the program writes
(store/records.py)."""

from __future__ import annotations

from .changes import verify as against_the_log
from .database import EventDatabase as Database
from .records import damaged_values
from .schemacheck import schema_problems


def verify(db: Database) -> list[str]:
    """Everything that differs (empty when all holds): integrity, schema, values, chain, rows."""
    return against_the_log(db, also=(schema_problems, _values))


def _values(db: Database) -> list[str]:
    return [f"{what} is damaged: it is not what this program writes"
            for what in damaged_values(db)]
