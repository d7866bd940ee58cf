"""The event file's rows as plain data: players, games, seats, results, tie-breaks,
no-shows, adjustments, audit.

The only module that writes SQL over an event's tables. Reads return tuples and dicts; writes
take plain values. No checks here: the service decides what may be written, and wraps each
action in one transaction (`atomic`).
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Iterable, Iterator
from typing import Any

from .changes import data_tables, describe, mark, seal
from .database import EventDatabase as Database
from .errors import damaged_value
from .schemacheck import refuse_untracked

PLAYER_COLUMNS = "start_no, name, club, paid, status, dropped_after, checked_in"


def _json(value: object) -> str | None:
    return None if value is None else json.dumps(value, ensure_ascii=False)


def _insert(db: Database, table: str, rows: Iterable[dict]) -> None:
    """Insert rows (dicts with the same keys) into a table, as one statement per batch."""
    rows = list(rows)
    if not rows:
        return
    columns = list(rows[0])
    names = ", ".join(f'"{c}"' for c in columns)
    marks = ", ".join("?" for _ in columns)
    db.executemany(f"INSERT INTO {table} ({names}) VALUES ({marks})",
                   [tuple(row[c] for c in columns) for row in rows])


def _loads(db: Database, text: Any, kind: type, what: str, *args: object) -> Any:
    """A JSON value as the program writes it (a `kind`: dict or list); DamagedEvent naming
    `what.format(*args)` otherwise (text where JSON belongs passes SQLite's own checks)."""
    try:
        value = json.loads(text) if not isinstance(text, bytes) else None
    except (TypeError, ValueError):
        raise damaged_value(db.path, what.format(*args) + " (not valid JSON)") from None
    if type(value) is not kind:
        raise damaged_value(db.path, what.format(*args) + f" (not a JSON {kind.__name__})")
    return value


def _values(db: Database, text: Any, what: str, *args: object) -> dict:
    """Table-point items or tie-break values: {key: whole number or yes/no}."""
    value = _loads(db, text, dict, what, *args)
    for v in value.values():
        if type(v) not in (int, bool):
            raise damaged_value(db.path, what.format(*args) + f" (the value {v!r})")
    return value


def _update(db: Database, table: str, key: str, value: object, changes: dict) -> None:
    if not changes:
        return
    sets = ", ".join(f'"{c}" = ?' for c in changes)
    db.execute(f"UPDATE {table} SET {sets} WHERE {key} = ?", [*changes.values(), value])


@contextlib.contextmanager
def atomic(db: Database) -> Iterator[None]:
    """One transaction: everything inside is written, or nothing."""
    outermost = not db.conn.in_transaction
    with db.atomic():
        if outermost:
            refuse_untracked(db)  # no change unrecorded, none changed by a planted trigger
            mark(db)  # changes before this are not this action's (see changes.seal)
        yield


# -- the event row ------------------------------------------------------------------------------
def event_row(db: Database) -> dict:
    row = next(db.query("SELECT * FROM event WHERE id = 1"))
    _no_blob(db, [tuple(row.values())])
    return row


def insert_event_row(db: Database, row: dict) -> None:
    _insert(db, "event", [row])


def update_event_row(db: Database, changes: dict) -> None:
    _update(db, "event", "id", 1, changes)


# -- players ---------------------------------------------------------------------------------
def players(db: Database) -> list[tuple]:
    """(start_no, name, club, paid, status, dropped_after, checked_in) of every player, by
    start number."""
    return _no_blob(db, db.execute(f"SELECT {PLAYER_COLUMNS} FROM players ORDER BY start_no")
                    .fetchall())


def player(db: Database, start_no: int) -> tuple | None:
    row = db.execute(f"SELECT {PLAYER_COLUMNS} FROM players WHERE start_no = ?",
                     [start_no]).fetchone()
    return row if row is None else _no_blob(db, [row])[0]


def player_count(db: Database) -> int:
    return db.execute("SELECT COUNT(*) FROM players").fetchone()[0]


def active_count(db: Database) -> int:
    return db.execute("SELECT COUNT(*) FROM players WHERE status = 'active'").fetchone()[0]


def names(db: Database) -> list[tuple[int, str]]:
    return _no_blob(db, db.execute("SELECT start_no, name FROM players").fetchall())


def next_start_no(db: Database) -> int:
    return (db.execute("SELECT MAX(start_no) FROM players").fetchone()[0] or 0) + 1


def insert_players(db: Database, rows: Iterable[dict]) -> None:
    _insert(db, "players", rows)


def update_player(db: Database, start_no: int, changes: dict) -> None:
    _update(db, "players", "start_no", start_no, changes)


def set_checked_in(db: Database, start_nos: Iterable[int], here: bool) -> None:
    db.executemany("UPDATE players SET checked_in = ? WHERE start_no = ?",
                   [(int(here), n) for n in start_nos])


def here_count(db: Database) -> int | None:
    """Active players checked in; None while nobody is checked in (check-in not used)."""
    used, here = db.execute("SELECT MAX(checked_in), SUM(status = 'active' AND checked_in = 1) "
                            "FROM players").fetchone()
    return int(here or 0) if used else None


def checkin_used(db: Database) -> bool:
    """Whether any player is checked in (then seating seats only those here)."""
    return db.execute("SELECT 1 FROM players WHERE checked_in = 1 LIMIT 1").fetchone() \
        is not None


# -- games and seats ---------------------------------------------------------------------------
def games_seated(db: Database) -> int:
    return db.execute("SELECT COALESCE(MAX(game_no), 0) FROM games").fetchone()[0]


def participants(db: Database) -> set[int]:
    """Players seated in any game (a no-show who left their table included)."""
    return {r[0] for r in db.execute("SELECT start_no FROM seats UNION "
                                     "SELECT start_no FROM no_shows").fetchall()}


def insert_game(db: Database, game_no: int, seed: int, tables: list[list[int]],
                seated_at: str) -> None:
    _insert(db, "games", [dict(game_no=game_no, seed=seed, seated_at=seated_at,
                               drawn=json.dumps(tables))])
    _insert(db, "seats", (dict(game_no=game_no, table_no=t, seat_no=s, start_no=p)
                          for t, players_ in enumerate(tables, 1)
                          for s, p in enumerate(players_, 1)))


def delete_game(db: Database, game_no: int) -> None:
    db.execute("DELETE FROM no_shows WHERE game_no = ?", [game_no])
    db.execute("DELETE FROM seats WHERE game_no = ?", [game_no])
    db.execute("DELETE FROM games WHERE game_no = ?", [game_no])


def tables(db: Database, game_no: int | None = None) -> list[dict]:
    """Every seated table (of one game, or all), each a dict: game, table, players (seat
    order), places and results ({start_no: ...}, or None), items and recorded_at (None
    without a result). Each of the three tables is read once."""
    where, args = ("WHERE game_no = ?", [game_no]) if game_no is not None else ("", [])
    seats: dict[tuple[int, int], list[int]] = {}
    for g, t, p in db.execute(
            f"SELECT game_no, table_no, start_no FROM seats {where} "
            "ORDER BY game_no, table_no, seat_no", args).fetchall():
        seats.setdefault((g, t), []).append(p)
    places: dict[tuple[int, int], dict[int, int]] = {}
    results: dict[tuple[int, int], dict[int, dict]] = {}
    for g, t, p, place, res in db.execute(
            f"SELECT game_no, table_no, start_no, place, result FROM results {where}",
            args).fetchall():
        places.setdefault((g, t), {})[p] = place
        if res is not None:
            results.setdefault((g, t), {})[p] = _loads(db, res, dict,
                                                      "game {} result of player {}", g, p)
    recorded = {(g, t): (_values(db, i, "game {} table {} result", g, t), at)
                for g, t, i, at in db.execute(
                    f"SELECT game_no, table_no, items, recorded_at FROM table_results {where}",
                    args).fetchall()}
    absent: dict[tuple[int, int], list[int]] = {}
    for g, t, p in db.execute(f"SELECT game_no, table_no, start_no FROM no_shows {where} "
                              "ORDER BY rowid", args).fetchall():
        absent.setdefault((g, t), []).append(p)
    out = []
    for key, seated in seats.items():
        items, at = recorded.get(key, (None, None))
        done = items is not None
        out.append(dict(game=key[0], table=key[1], players=tuple(seated),
                        places=places.get(key) if done else None,
                        results=results.get(key) if done else None,
                        items=items, recorded_at=at, absent=tuple(absent.get(key, ()))))
    return out


def drawn(db: Database, game_no: int) -> list[list[int]] | None:
    """The game's tables as drawn when it was seated (None: seated before this was kept)."""
    row = db.execute("SELECT drawn FROM games WHERE game_no = ?", [game_no]).fetchone()
    return _loads(db, row[0], list, "game {} as drawn", game_no) if row and row[0] else None


def drawn_sizes(db: Database, game_no: int | None = None) -> dict[int, list[int]]:
    """Each game's (or one game's) table sizes as drawn when it was seated (games seated
    before this was kept are left out)."""
    where, args = ("AND game_no = ?", [game_no]) if game_no is not None else ("", [])
    return {g: [len(t) for t in _loads(db, d, list, "game {} as drawn", g)] for g, d in db.execute(
        f"SELECT game_no, drawn FROM games WHERE drawn IS NOT NULL {where}", args).fetchall()}


def reseat(db: Database, game_no: int, changed: dict[int, list[int]]) -> None:
    """The tables `changed` ({table: players in seat order}) of a game as given: only the
    rows of players whose table or seat changes are written (each taken out first, then
    put back where they now sit: no two rows ever share a seat, nor do undo's inverses);
    a player of those tables who is not given leaves the seating."""
    marks = ", ".join("?" for _ in changed)
    old = {p: (t, s) for t, s, p in db.execute(
        f"SELECT table_no, seat_no, start_no FROM seats WHERE game_no = ? AND table_no IN "
        f"({marks}) ORDER BY table_no, seat_no", [game_no, *changed]).fetchall()}
    new = {p: (t, s) for t, players_ in changed.items() for s, p in enumerate(players_, 1)}
    for p, where in old.items():
        if new.get(p) != where:
            db.execute("DELETE FROM seats WHERE game_no = ? AND start_no = ?", [game_no, p])
    _insert(db, "seats", [dict(game_no=game_no, table_no=t, seat_no=s, start_no=p)
                          for p, (t, s) in new.items() if old.get(p) != (t, s)])


def add_no_show(db: Database, game_no: int, table_no: int, start_no: int) -> None:
    _insert(db, "no_shows", [dict(game_no=game_no, table_no=table_no, start_no=start_no)])


def write_result(db: Database, game_no: int, table_no: int, place_of: dict[int, int],
                 results: dict | None, items: dict, recorded_at: str) -> None:
    """One table's result (a correction replaces the rows: a table's players are its keys)."""
    db.executemany(
        "INSERT OR REPLACE INTO results (game_no, table_no, start_no, place, result) "
        "VALUES (?, ?, ?, ?, ?)",
        [(game_no, table_no, p, place,
          json.dumps(results[p]) if results else None) for p, place in place_of.items()])
    db.execute(
        "INSERT OR REPLACE INTO table_results (game_no, table_no, items, recorded_at) "
        "VALUES (?, ?, ?, ?)", (game_no, table_no, json.dumps(items), recorded_at))


# -- tie-break values ------------------------------------------------------------------------
def tiebreak_values(db: Database) -> dict[int, dict]:
    return {p: _values(db, v, "the tie-break values of player {}", p) for p, v in
            db.execute('SELECT start_no, "values" FROM tiebreaks').fetchall()}


def tiebreak_value(db: Database, start_no: int) -> dict | None:
    row = db.execute('SELECT "values" FROM tiebreaks WHERE start_no = ?', [start_no]).fetchone()
    return _values(db, row[0], "the tie-break values of player {}", start_no) if row else None


def write_tiebreaks(db: Database, values: dict[int, dict]) -> None:
    db.executemany('INSERT INTO tiebreaks (start_no, "values") VALUES (?, ?) '
                   'ON CONFLICT (start_no) DO UPDATE SET "values" = excluded."values"',
                   [(p, json.dumps(v)) for p, v in values.items()])


# -- adjustments (penalties and awards) ---------------------------------------------------------
ADJUSTMENT_COLUMNS = "id, start_no, points, reason, game_no, during_game, given_at"


def adjustments(db: Database) -> list[tuple]:
    """(id, start_no, points, reason, game_no, during_game, given_at), in the order given."""
    return _no_blob(db, db.execute(f"SELECT {ADJUSTMENT_COLUMNS} FROM adjustments ORDER BY id")
                    .fetchall())


def insert_adjustment(db: Database, row: dict) -> int:
    _insert(db, "adjustments", [row])
    return db.execute("SELECT MAX(id) FROM adjustments").fetchone()[0]


# -- the audit log -----------------------------------------------------------------------------
def add_audit(db: Database, at: str, action: str, summary: str, before: object = None,
              after: object = None, desk: str | None = None) -> None:
    """One audit line, sealed with its hash (over the line and the action's changes);
    `desk`: the desk that asked for it (None: the main desk)."""
    seal(db, at, action, summary, _json(before), _json(after), desk)


def audit_rows(db: Database, limit: int | None = None) -> list[tuple]:
    """(id, at, action, summary, before, after, desk) newest first; before/after decoded,
    desk None for the main desk's lines."""
    sql = "SELECT id, at, action, summary, before, after, desk FROM audit ORDER BY id DESC"
    if limit:
        sql += f" LIMIT {max(0, min(int(limit), 10**9))}"
    return [(r[0], r[1], r[2], r[3], _any(db, r[4], r[0]), _any(db, r[5], r[0]), r[6])
            for r in _no_blob(db, db.execute(sql).fetchall())]


def audit_rows_after(db: Database, line_id: int) -> list[tuple]:
    """As audit_rows, of the lines after `line_id`, oldest first."""
    return [(r[0], r[1], r[2], r[3], _any(db, r[4], r[0]), _any(db, r[5], r[0]), r[6])
            for r in _no_blob(db, db.execute("SELECT id, at, action, summary, before, after, "
                                             "desk FROM audit WHERE id > ? ORDER BY id",
                                             [line_id]).fetchall())]


def last_line(db: Database) -> int:
    """The id of the newest audit line (0 before any): what a desk has seen is told by it."""
    row = db.execute("SELECT seq FROM sqlite_sequence WHERE name = 'audit'").fetchone()
    return row[0] if row else 0


def _any(db: Database, text: str | None, line: int) -> Any:
    """An audit line's before or after: any JSON value, or nothing."""
    if not text:
        return None
    try:
        return json.loads(text)
    except ValueError:
        raise damaged_value(db.path, f"line {line} of the audit log (not valid JSON)") from None


def audit_head(db: Database) -> str | None:
    """The audit log's head: the hash of its newest line (hex), the chain through every line
    and change before it (None before any line)."""
    row = db.execute("SELECT hash FROM audit ORDER BY id DESC LIMIT 1").fetchone()
    return row[0] if row else None


def results_in(db: Database) -> int:
    """How many table results are recorded (every 10 of them: an automatic copy)."""
    return db.execute("SELECT COUNT(*) FROM table_results").fetchone()[0]


# -- results from the tables (serve --entry) ---------------------------------------------------
def entry_secret(db: Database) -> bytes:
    """The event's secret for the tables' page addresses (made by the m007 step)."""
    return bytes(db.execute("SELECT secret FROM entry_key WHERE id = 1").fetchone()[0])


def seated_at(db: Database, game_no: int) -> str | None:
    """When a game was seated (None: it is not)."""
    row = db.execute("SELECT seated_at FROM games WHERE game_no = ?", [game_no]).fetchone()
    return row[0] if row else None


def games_seated_at(db: Database) -> dict[int, str]:
    return dict(db.execute("SELECT game_no, seated_at FROM games").fetchall())


def entry_rejects(db: Database, game_no: int) -> dict[tuple[int, str], int]:
    """(table, inbox id) -> the last submission the director rejected, of one game."""
    return {(t, inbox): up_to for t, inbox, up_to in db.execute(
        "SELECT table_no, inbox, MAX(up_to) FROM entry_rejects WHERE game_no = ? "
        "GROUP BY table_no, inbox", [game_no]).fetchall()}


def add_entry_reject(db: Database, game_no: int, table_no: int, inbox: str, up_to: int,
                     at: str) -> None:
    _insert(db, "entry_rejects", [dict(game_no=game_no, table_no=table_no, inbox=inbox,
                                       up_to=up_to, rejected_at=at)])


def lineups(db: Database, game_no: int) -> dict[int, tuple[int, ...]]:
    """Each table of a game -> its players in seat order (the seats alone: no results read)."""
    out: dict[int, list[int]] = {}
    for t, p in db.execute("SELECT table_no, start_no FROM seats WHERE game_no = ? "
                           "ORDER BY table_no, seat_no", [game_no]).fetchall():
        out.setdefault(t, []).append(p)
    return {t: tuple(players_) for t, players_ in out.items()}


def entry_renewals(db: Database, game_no: int) -> dict[int, int]:
    """table -> how many times its addresses were renewed, of one game."""
    return dict(db.execute("SELECT table_no, COUNT(*) FROM entry_renewals WHERE game_no = ? "
                           "GROUP BY table_no", [game_no]).fetchall())


def add_entry_renewal(db: Database, game_no: int, table_no: int, at: str) -> None:
    _insert(db, "entry_renewals", [dict(game_no=game_no, table_no=table_no, renewed_at=at)])


# -- values that are not what the program writes ---------------------------------------------
_OBJECT_OF = ("CASE WHEN json_valid({c}) THEN json_type({c}) != 'object' OR EXISTS (SELECT 1 "
              "FROM json_each({c}) WHERE type NOT IN ({types})) ELSE 1 END")
_LIST_OF = ("CASE WHEN json_valid({c}) THEN json_type({c}) != 'array' OR EXISTS (SELECT 1 "
            "FROM json_each({c}) WHERE type NOT IN ({types})) ELSE 1 END")
_VALUES = "'integer', 'true', 'false'"
# (what, table, columns naming the row, the condition of a damaged value)
_DAMAGE = [
    ("game {} result of player {}", "results", "game_no, start_no",
     "result IS NOT NULL AND " + _OBJECT_OF.format(c="result", types=_VALUES + ", 'array'")),
    ("game {} table {} result", "table_results", "game_no, table_no",
     _OBJECT_OF.format(c="items", types=_VALUES)),
    ("the tie-break values of player {}", "tiebreaks", "start_no",
     _OBJECT_OF.format(c='"values"', types=_VALUES)),
    ("game {} as drawn", "games", "game_no",
     "drawn IS NOT NULL AND " + _LIST_OF.format(c="drawn", types="'array'")),
    ("the event's table points", "event", "",
     _LIST_OF.format(c="table_points", types="'object'")),
    ("the event's tie-breaks", "event", "", _LIST_OF.format(c="tiebreaks", types="'object'")),
    ("line {} of the audit log", "audit", "id",
     "(before IS NOT NULL AND NOT json_valid(before)) OR "
     "(after IS NOT NULL AND NOT json_valid(after))"),
]


def damaged_values(db: Database) -> list[str]:
    """Every stored value that is not what the program writes (text where JSON belongs, a
    list where an object does, ...), named as a director knows it; empty when there is none.
    All in SQL: SQLite's own checks (quick_check, CHECK constraints) pass such values."""
    out = []
    tables = set(db.table_names())
    for what, table, key, condition in _DAMAGE:
        if table not in tables:
            continue
        select = key or "1"
        try:
            rows = db.execute(f"SELECT {select} FROM {table} WHERE {condition}").fetchall()
        except sqlite3.Error:  # a column a changed schema lacks: damage as well
            rows = [()]
        out += [what.format(*row) if len(row) == what.count("{}") else f"{table} values"
                for row in rows]
    return out + _blobs(db)


def _no_blob(db: Database, rows: list[tuple]) -> list[tuple]:
    """The rows as read; DamagedEvent naming the first text stored as a BLOB if one holds
    one (every reader says so, not a name printed as b'...' or an internal error)."""
    if any(isinstance(value, bytes) for row in rows for value in row):
        raise damaged_value(db.path, next(iter(_blobs(db)), "a text"))
    return rows


def _blobs(db: Database) -> list[str]:
    """Text the program writes stored as a BLOB (a flipped type: SQLite's own checks pass
    it), in the event's tables and the audit log: "the name of player 2"."""
    out = []
    for table in [*data_tables(db), "audit"]:
        text = [r[1] for r in db.execute(f'PRAGMA table_info("{table}")').fetchall()
                if str(r[2]).upper() == "TEXT"]
        if not text:
            continue
        cursor = db.execute(f'SELECT rowid, * FROM "{table}" WHERE ' + " OR ".join(
            f"typeof(\"{c}\") = 'blob'" for c in text))
        names = [d[0] for d in cursor.description][1:]
        for key, *values in cursor.fetchall():
            row = dict(zip(names, values))
            name = f"line {key} of the audit log" if table == "audit" else \
                describe(table, row, key)
            out += [f"the {c} of {name}" for c in text if isinstance(row[c], bytes)]
    return out
