"""The event file's schema, as ordered sqlite-utils migrations (never edit a released step)."""

from __future__ import annotations

import os
from collections.abc import Callable

from . import changes
from .database import EventDatabase as Database  # what the steps are given

STEPS: list[str] = []  # the names, in order
FUNCTIONS: list[Callable[[Database], None]] = []  # the steps, in order (store/migrations.py)


def step(fn: Callable[[Database], None]) -> Callable[[Database], None]:
    """Register a migration step, in order."""
    FUNCTIONS.append(fn)
    STEPS.append(fn.__name__)
    return fn


@step
def m001_initial(db: Database) -> None:
    db.execute("""
        CREATE TABLE event (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            name TEXT NOT NULL,
            date TEXT NOT NULL,
            games INTEGER NOT NULL,
            fee INTEGER NOT NULL,
            currency TEXT NOT NULL,
            mode TEXT NOT NULL,
            game TEXT NOT NULL,
            table_points TEXT NOT NULL,
            tiebreaks TEXT NOT NULL,
            seed INTEGER NOT NULL,
            created_at TEXT NOT NULL
        )""")
    db.execute("""
        CREATE TABLE players (
            start_no INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            club TEXT NOT NULL DEFAULT '',
            paid INTEGER NOT NULL,
            status TEXT NOT NULL DEFAULT 'active',
            dropped_after INTEGER,
            registered_at TEXT NOT NULL
        )""")
    db.execute("""
        CREATE TABLE games (
            game_no INTEGER PRIMARY KEY,
            seed INTEGER NOT NULL,
            seated_at TEXT NOT NULL
        )""")
    db.execute("""
        CREATE TABLE seats (
            game_no INTEGER NOT NULL REFERENCES games(game_no),
            table_no INTEGER NOT NULL,
            seat_no INTEGER NOT NULL,
            start_no INTEGER NOT NULL REFERENCES players(start_no),
            PRIMARY KEY (game_no, start_no),
            UNIQUE (game_no, table_no, seat_no)
        )""")
    db.execute("""
        CREATE TABLE table_results (
            game_no INTEGER NOT NULL,
            table_no INTEGER NOT NULL,
            items TEXT NOT NULL,
            recorded_at TEXT NOT NULL,
            PRIMARY KEY (game_no, table_no)
        )""")
    db.execute("""
        CREATE TABLE results (
            game_no INTEGER NOT NULL,
            table_no INTEGER NOT NULL,
            start_no INTEGER NOT NULL REFERENCES players(start_no),
            place INTEGER NOT NULL,
            result TEXT,
            PRIMARY KEY (game_no, start_no)
        )""")
    db.execute("""
        CREATE TABLE tiebreaks (
            start_no INTEGER PRIMARY KEY REFERENCES players(start_no),
            "values" TEXT NOT NULL
        )""")
    db.execute("""
        CREATE TABLE audit (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            at TEXT NOT NULL,
            action TEXT NOT NULL,
            summary TEXT NOT NULL,
            before TEXT,
            after TEXT
        )""")


@step
def m002_paper_size(db: Database) -> None:
    """Reports print on A4 or US Letter, per event."""
    db.execute("ALTER TABLE event ADD COLUMN paper TEXT NOT NULL DEFAULT 'A4'")


# What a flipped bit must not turn into silently: PRAGMA quick_check (run on every open)
# verifies CHECK constraints, so a status, amount or number out of its range reads as damage.
# (Only SQLite core operators: a function unknown to some SQLite would make the file unreadable.)
_CHECKS = {
    "event": ["typeof(games) = 'integer' AND games BETWEEN 1 AND 99",
              "typeof(fee) = 'integer' AND fee BETWEEN 0 AND 1000000000",
              "mode IN ('competition', 'campaign')",
              "paper IN ('A4', 'Letter')",
              "typeof(seed) = 'integer'"],
    "players": ["typeof(start_no) = 'integer' AND start_no >= 1",
                "typeof(paid) = 'integer' AND paid BETWEEN 0 AND 1000000000",
                "status IN ('active', 'dropped')",
                "(status = 'dropped') = (dropped_after IS NOT NULL)",
                "dropped_after IS NULL OR (typeof(dropped_after) = 'integer' "
                "AND dropped_after >= 0)"],
    "games": ["typeof(game_no) = 'integer' AND game_no >= 1",
              "typeof(seed) = 'integer'"],
    "seats": ["typeof(game_no) = 'integer' AND game_no >= 1",
              "typeof(table_no) = 'integer' AND table_no >= 1",
              "typeof(seat_no) = 'integer' AND seat_no BETWEEN 1 AND 8"],
    "table_results": ["typeof(game_no) = 'integer' AND game_no >= 1",
                      "typeof(table_no) = 'integer' AND table_no >= 1"],
    "results": ["typeof(game_no) = 'integer' AND game_no >= 1",
                "typeof(table_no) = 'integer' AND table_no >= 1",
                "typeof(place) = 'integer' AND place BETWEEN 1 AND 8"],
}


@step
def m003_checks(db: Database) -> None:
    """CHECK constraints on status, amounts and numbers, added in place: a CHECK does not
    change how rows are stored, so the table's CREATE text is extended (SQLite's documented
    way for such changes) instead of copying every table. A table whose rows do not all meet
    its checks keeps its old definition (the file still opens)."""
    for table, checks in _CHECKS.items():
        row = db.execute("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?",
                         [table]).fetchone()
        if row is None:
            continue
        cond = " AND ".join(f"({c})" for c in checks)
        if db.execute(f"SELECT COUNT(*) FROM [{table}] WHERE NOT ({cond})").fetchone()[0]:
            continue
        sql = row[0].rstrip()
        if not sql.endswith(")"):
            continue
        sql = sql[:-1].rstrip() + ",\n" + ",\n".join(f"    CHECK ({c})" for c in checks) + "\n)"
        _set_table_sql(db, table, sql)


def _set_table_sql(db: Database, table: str, sql: str) -> None:
    """A table's CREATE text replaced in place, for a change that does not alter how its rows
    are stored (a CHECK): SQLite's documented way, the schema version bumped so that every
    connection reads it again."""
    version = db.execute("PRAGMA schema_version").fetchone()[0]
    db.execute("PRAGMA writable_schema = ON")
    try:
        db.execute("UPDATE sqlite_master SET sql = ? WHERE type = 'table' AND name = ?",
                   [sql, table])
        db.execute(f"PRAGMA schema_version = {version + 1}")
    finally:
        db.execute("PRAGMA writable_schema = OFF")


@step
def m004_name_order(db: Database) -> None:
    """Name lists sort by the name as typed or by surname, per event."""
    db.execute("ALTER TABLE event ADD COLUMN name_order TEXT NOT NULL DEFAULT 'name' "
               "CHECK (name_order IN ('name', 'surname'))")


@step
def m006_changes(db: Database) -> None:
    """Every row written is recorded (for undo and verify); audit lines carry a hash chain.
    A later step that adds a table calls `changes.track(db, "name")` (the file's rows as
    they were are written as one 'upgrade' line when an event file is opened)."""
    changes.create(db)


@step
def m005_clock(db: Database) -> None:
    """The hall: the round clock (time set, time left, wall time started) and the
    announcement shown on the projector. One row; the time left is never ticked down here."""
    db.execute("""
        CREATE TABLE hall (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            clock_duration INTEGER NOT NULL DEFAULT 0,
            clock_left INTEGER NOT NULL DEFAULT 0,
            clock_started_at REAL,
            announcement TEXT NOT NULL DEFAULT ''
        )""")
    changes.track(db, "hall")  # its changes recorded too: undo and verify cover the clock


@step
def m007_day_exceptions(db: Database) -> None:
    """The day's exceptions: check-in at the door (players.checked_in), the seating as drawn
    (games.drawn, so that the tables changed since can be printed again), the players who
    left a table before its result (no_shows: their seat row is gone, the table reads back as
    played) and the penalties and awards (adjustments, in tenths, with a reason)."""
    db.execute("ALTER TABLE players ADD COLUMN checked_in INTEGER NOT NULL DEFAULT 0 "
               "CHECK (checked_in IN (0, 1))")
    db.execute("ALTER TABLE games ADD COLUMN drawn TEXT")
    db.execute("""
        CREATE TABLE no_shows (
            game_no INTEGER NOT NULL REFERENCES games(game_no),
            table_no INTEGER NOT NULL,
            start_no INTEGER NOT NULL REFERENCES players(start_no),
            PRIMARY KEY (game_no, start_no),
            CHECK (typeof(game_no) = 'integer' AND game_no >= 1),
            CHECK (typeof(table_no) = 'integer' AND table_no >= 1)
        )""")
    db.execute("""
        CREATE TABLE adjustments (
            id INTEGER PRIMARY KEY,
            start_no INTEGER NOT NULL REFERENCES players(start_no),
            points INTEGER NOT NULL,
            reason TEXT NOT NULL,
            game_no INTEGER,
            during_game INTEGER NOT NULL,
            given_at TEXT NOT NULL,
            CHECK (typeof(points) = 'integer' AND points BETWEEN -99999 AND 99999
                   AND points != 0),
            CHECK (game_no IS NULL OR (typeof(game_no) = 'integer' AND game_no >= 1)),
            CHECK (typeof(during_game) = 'integer' AND during_game >= 0)
        )""")
    for table in ("players", "games", "no_shows", "adjustments"):
        changes.track(db, table)  # new columns and tables: undo and verify cover them


@step
def m008_table_entry(db: Database) -> None:
    """Results from the tables (`serve --entry`): the event's own secret, from which each
    table's page address is made (service/entry.py: an HMAC over game, seating and table),
    and the director's rejections of what a table sent. The secret's table is WITHOUT ROWID:
    not one of the event's data (store/changes.data_tables), so it is never in the row
    changes, the history or verify; the rejections are tracked (undo takes one back)."""
    db.execute("""
        CREATE TABLE entry_key (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            secret BLOB NOT NULL CHECK (length(secret) = 32)
        ) WITHOUT ROWID""")
    # os.urandom: the source `secrets` draws from
    db.execute("INSERT INTO entry_key (id, secret) VALUES (1, ?)", [os.urandom(32)])
    db.execute("""
        CREATE TABLE entry_rejects (
            id INTEGER PRIMARY KEY,
            game_no INTEGER NOT NULL CHECK (typeof(game_no) = 'integer' AND game_no >= 1),
            table_no INTEGER NOT NULL CHECK (typeof(table_no) = 'integer' AND table_no >= 1),
            inbox TEXT NOT NULL,
            up_to INTEGER NOT NULL CHECK (typeof(up_to) = 'integer'),
            rejected_at TEXT NOT NULL
        )""")
    changes.track(db, "entry_rejects")


@step
def m009_hash_rule(db: Database) -> None:
    """The rule each audit line's hash was made by (store/changes.py, "the hash chain"): the
    lines already in the file keep rule 1, as sealed (their fingerprints stay valid); every
    line sealed from now on has rule 2, which covers each change's id (its place in the
    history) besides its content."""
    db.execute("ALTER TABLE audit ADD COLUMN hash_version INTEGER NOT NULL DEFAULT 1 "
               "CHECK (hash_version IN (1, 2))")


@step
def m010_file_as_written(db: Database) -> None:
    """An event may file its names as written: no language's rule passes over a surname's
    particles ("Jan de Boer" under D, not B, in a Dutch list)."""
    db.execute("ALTER TABLE event ADD COLUMN file_as_written INTEGER NOT NULL DEFAULT 0 "
               "CHECK (file_as_written IN (0, 1))")
    changes.track(db, "event")  # the new column: undo and verify cover it


# the upper bound of m003's checks on amounts, in whole units; m011 counts cents
_AMOUNT_CHECKS = (("event", "fee BETWEEN 0 AND 1000000000"),
                  ("players", "paid BETWEEN 0 AND 1000000000"))


@step
def m011_money_in_cents(db: Database) -> None:
    """Fees and what each player paid may have cents (7.50): every amount is stored in cents
    from now on (multiplied by 100), the checks' upper bound with it (a table that kept its
    old definition in m003 has no such check)."""
    for table, check in _AMOUNT_CHECKS:
        row = db.execute("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?",
                         [table]).fetchone()
        if row is not None and check in row[0]:
            _set_table_sql(db, table, row[0].replace(check, check + "00"))
    db.execute("UPDATE event SET fee = fee * 100")
    db.execute("UPDATE players SET paid = paid * 100")
    # the first audit line whose amounts are cents (the upgrade's, or the creation's): what
    # the audit log recorded before it is in whole units (store/replay.py puts it in cents)
    db.execute("ALTER TABLE event ADD COLUMN cents_from_line INTEGER NOT NULL DEFAULT 0 "
               "CHECK (cents_from_line >= 0)")
    changes.track(db, "event")  # the new column: undo and verify cover it
    db.execute(f"UPDATE event SET cents_from_line = {changes.NEXT_AUDIT_ID}")


@step
def m012_entry_renewals(db: Database) -> None:
    """New addresses for a table whose code leaked (`entry-links --renew`): each renewal of a
    table's pages is a row, and the addresses are made with their count (service/entry.py).
    Tracked: undo takes one back."""
    db.execute("""
        CREATE TABLE entry_renewals (
            id INTEGER PRIMARY KEY,
            game_no INTEGER NOT NULL CHECK (typeof(game_no) = 'integer' AND game_no >= 1),
            table_no INTEGER NOT NULL CHECK (typeof(table_no) = 'integer' AND table_no >= 1),
            renewed_at TEXT NOT NULL
        )""")
    changes.track(db, "entry_renewals")


@step
def m013_desks(db: Database) -> None:
    """Several desks on one event (`serve --desks`, `desk-links`): each audit line names the
    desk that asked for it (NULL: the main desk; the hash chain covers it when set); the
    desks, each with its role and a hash of its address's token (never the token); the id of
    each request a desk changed the event with, written in that change's transaction (a
    request sent again is done once, also after a restart of the main desk); and the main
    desk's own TLS certificate (made once per event) and where its desks' server listens
    while it runs. These three tables are WITHOUT ROWID: not the event's data (never in the
    row changes, the history or verify), as the entry secret."""
    db.execute("ALTER TABLE audit ADD COLUMN desk TEXT")
    db.execute("""
        CREATE TABLE desks (
            name TEXT PRIMARY KEY CHECK (length(name) BETWEEN 1 AND 40),
            role TEXT NOT NULL CHECK (role IN ('full', 'results', 'door')),
            token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
            made_at TEXT NOT NULL,
            revoked_at TEXT,
            last_seen TEXT
        ) WITHOUT ROWID""")
    db.execute("""
        CREATE TABLE desk_requests (
            id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 16 AND 64),
            desk TEXT,
            line INTEGER NOT NULL,
            answer TEXT,
            at TEXT NOT NULL
        ) WITHOUT ROWID""")
    db.execute("""
        CREATE TABLE desk_server (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            cert BLOB NOT NULL,
            key BLOB NOT NULL,
            host TEXT,
            port INTEGER,
            since TEXT
        ) WITHOUT ROWID""")
