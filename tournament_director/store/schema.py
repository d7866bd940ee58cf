"""The event file's schema, as ordered sqlite-utils migrations (never edit a released step)."""

from sqlite_utils import Database
from sqlite_utils.migrations import Migrations

MIGRATION_SET = "tournament_director"
migrations = Migrations(MIGRATION_SET)
STEPS: list[str] = []


def step(fn):
    """Register a migration step, in order."""
    migrations()(fn)
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
