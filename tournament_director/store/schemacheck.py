"""The event file's schema against the one this program's migration steps make.

SQLite's checks and the audit log's chain pass a trigger planted in the file (it changes rows
by itself, and the change triggers record what it does as the program's own change) and
change triggers dropped or altered (later edits go unrecorded). `tracking_problems` is the
writer's check before its first change (cheap: the triggers alone; `refuse_untracked`);
`schema_problems` is verify's (every table, index, view and trigger against a schema made in
memory by the same steps, once per process).
"""

from __future__ import annotations

import sqlite3

from ..i18n import _
from . import migrations, schema
from .changes import data_tables, has_changes, track_all, trigger_sql
from .database import EventDatabase
from .database import EventDatabase as Database
from .errors import DamagedEvent
from .migrations import MIGRATIONS_TABLE

_made: dict[str, dict[tuple[str, str], str]] = {}  # "checks" / "no checks" -> the schema


def _plain(sql: str | None) -> str:
    return " ".join((sql or "").split())


def tracking_problems(db: Database) -> list[str]:
    """What is wrong with the triggers: a change trigger of a table missing or altered (its
    changes would go unrecorded), a trigger that is not the program's. Empty when all hold."""
    want: dict[str, tuple[str, str]] = {}
    for table in data_tables(db):
        want.update((name, (table, sql)) for name, sql in trigger_sql(db, table).items())
    have = {name: (table, sql) for name, table, sql in db.execute(
        "SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name")}
    out = []
    for name, (table, sql) in want.items():
        if name not in have:
            out.append(f"changes of {table} are not recorded: its trigger {name} is missing")
        elif _plain(have[name][1]) != _plain(sql):
            out.append(f"changes of {table} are not recorded as this program records them: "
                       f"its trigger {name} was altered")
    for name, (table, sql) in have.items():
        if name not in want:
            out.append(f"the trigger {name} on {table} is not this program's: it changes rows "
                       "by itself, and what it changes is recorded as the program's own change "
                       f"({_plain(sql)[:120]})")
    return out


def refuse_untracked(db: Database) -> None:
    """Before a change is written: DamagedEvent if a change would go unrecorded, or a trigger
    that is not the program's would change rows with it. Asked again only once the schema
    changed (PRAGMA schema_version, a few microseconds): at the first action and after an
    edit of the schema by another program."""
    version = db.execute("PRAGMA schema_version").fetchone()[0]
    if version == db.schema_checked:
        return
    problems = tracking_problems(db)
    if problems:
        name = getattr(db.path, "name", None) or _("The event file")
        raise DamagedEvent(_(
            "{file} was changed outside the program: {problem}. Nothing is written into it, "
            "so that no change goes unrecorded: check it with verify and open the most recent "
            "copy or backup of this event instead (this file was not changed).").format(
                file=name, problem=problems[0]))
    db.schema_checked = version


def copy_problems(db: Database) -> list[str]:
    """What a copy holds that this program does not make, for backup and restore: its
    schema's differences (a file of an older version, upgraded when next opened: only
    triggers that are not the program's)."""
    if has_changes(db) and not _pending(db):
        return schema_problems(db)
    return [p for p in tracking_problems(db) if "is not this program's" in p]


def _pending(db: Database) -> bool:
    return bool(set(schema.STEPS) - set(migrations.applied(db)))


def schema_problems(db: Database) -> list[str]:
    """Every way the file's schema differs from the one the migration steps make (the
    triggers, then the tables, indexes and views). Empty when it is the program's."""
    out = tracking_problems(db)
    made, without_checks = _expected("checks"), _expected("no checks")
    have = {(kind, name): sql for kind, name, table, sql in db.execute(
        "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE type != 'trigger' "
        "ORDER BY rowid") if table != MIGRATIONS_TABLE}  # sqlite-utils' own table of steps
    for (kind, name), sql in made.items():
        if (kind, name) not in have:
            out.append(f"the {kind} {name} of this program's schema is missing from the file")
        elif _plain(have[kind, name]) not in (_plain(sql),
                                              _plain(without_checks.get((kind, name)))):
            out.append(f"the {kind} {name} is not defined as this program defines it")
    for kind, name in have:
        if (kind, name) in made or name.startswith("sqlite_stat"):
            continue  # what ANALYZE keeps
        out.append(f"the {kind} {name} is not this program's")
    return out


def _expected(variant: str) -> dict[tuple[str, str], str]:
    """(type, name) -> SQL of the schema the steps make in an empty file (for "no checks":
    with m003_checks skipped, as it is for a table whose rows did not meet them)."""
    if variant not in _made:
        conn = sqlite3.connect(":memory:", isolation_level=None)
        try:
            db = EventDatabase(conn)
            for fn in schema.FUNCTIONS:
                if not (variant == "no checks" and fn.__name__ == "m003_checks"):
                    fn(db)
            track_all(db)
            _made[variant] = {(kind, name): sql for kind, name, sql in conn.execute(
                "SELECT type, name, sql FROM sqlite_master WHERE type != 'trigger'")}
        finally:
            conn.close()
    return _made[variant]
