"""Row-level changes of every action (SQLite triggers), their inverse (undo), the audit log's
hash chain, and the check that the file holds what its audit log says (verify).

Each data table has three triggers (`track`) that write every inserted, updated or deleted
row, as JSON, into `changes`, tied to the audit line the action is about to write (the next
id of `audit`, an AUTOINCREMENT table: `sqlite_sequence` holds the last id). Each audit line
carries `hash`: sha256 over the previous line's hash, the line and its changes (each with its
id, by the chain's second rule: below). A change's place in the history is its line and, within
the line, its id: verify replays the changes in that order, the one the chain fixes.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from hashlib import sha256
from heapq import merge
from itertools import groupby
from operator import itemgetter

from .database import EventDatabase as Database
from .errors import DamagedEvent, damaged_value
from .migrations import MIGRATIONS_TABLE

# tables that are not the event's data (never tracked, never compared)
NOT_DATA = {"audit", "changes", "sqlite_sequence", MIGRATIONS_TABLE}

OUTSIDE = -1  # the audit_id of changes found made outside the program (verify names them)
NEXT_AUDIT_ID = ("COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'audit'), 0) + 1")


def data_tables(db: Database) -> list[str]:
    """The event's own tables: every ordinary (rowid) table but the audit log and changes
    (a WITHOUT ROWID or virtual table is left out: its rows have no rowid to name them)."""
    return [name for name, sql in db.execute(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name").fetchall()
        if name not in NOT_DATA and not name.startswith("sqlite_")
        and not (sql or "").upper().startswith("CREATE VIRTUAL")
        and "WITHOUT ROWID" not in " ".join((sql or "").upper().split())]


def _columns(db: Database, table: str) -> list[str]:
    return [r[1] for r in db.execute(f'PRAGMA table_info("{table}")').fetchall()]


def _row_json(columns: list[str], prefix: str) -> str:
    """SQL making a row's JSON: an array of its values in the table's column order (the same
    text in triggers and in verify; a third of an object's size, names told by the table)."""
    values = ", ".join(f'{prefix}"{c}"' for c in columns)
    return f"json_array({values})"


def row_dict(db: Database, tbl: str, text: str | None) -> dict | None:
    """A recorded row (JSON array) as {column: value}. A row recorded before a later step
    added columns is shorter: it names the columns it has."""
    if text is None:
        return None
    return dict(zip(_columns(db, tbl), _recorded(db, tbl, text)))


def _recorded(db: Database, tbl: str, text: str) -> list:
    """A recorded row's values (DamagedEvent when they are not what a trigger writes)."""
    try:
        values = json.loads(text)
    except (TypeError, ValueError):
        values = None
    if type(values) is not list:
        raise damaged_value(db.path, f"the record of a change of {tbl} (not a JSON list)")
    return values


def trigger_sql(db: Database, table: str) -> dict[str, str]:
    """{name: CREATE TRIGGER ...} of the three triggers that record every change of `table`
    (as `track` makes them, for the table's columns now)."""
    cols = _columns(db, table)
    new, old = _row_json(cols, "NEW."), _row_json(cols, "OLD.")
    return {f"td_changes_{table}_{op}": (
        f'CREATE TRIGGER "td_changes_{table}_{op}" AFTER {when} ON "{table}" BEGIN '
        f"INSERT INTO changes (audit_id, op, tbl, key, old, new) VALUES "
        f"({NEXT_AUDIT_ID}, '{op}', '{table}', {key}, {before}, {after}); END")
        for op, when, key, before, after in (("I", "INSERT", "NEW.rowid", "NULL", new),
                                             ("U", "UPDATE", "OLD.rowid", old, new),
                                             ("D", "DELETE", "OLD.rowid", old, "NULL"))}


def track(db: Database, table: str) -> None:
    """(Re)make the triggers that record every change of `table` (a migration step that
    adds a table or a column calls this once for it)."""
    for name, sql in trigger_sql(db, table).items():
        db.execute(f'DROP TRIGGER IF EXISTS "{name}"')
        db.execute(sql)


def track_all(db: Database) -> None:
    for table in data_tables(db):
        track(db, table)


def create(db: Database) -> None:
    """The m006 step's work: the changes table, the audit's hash column, triggers on every
    data table, and the hash of every audit line already there."""
    db.execute("""
        CREATE TABLE changes (
            id INTEGER PRIMARY KEY,
            audit_id INTEGER NOT NULL,
            op TEXT NOT NULL,
            tbl TEXT NOT NULL,
            key INTEGER NOT NULL,
            old TEXT,
            new TEXT
        )""")
    db.execute("CREATE INDEX changes_audit ON changes (audit_id)")
    db.execute("ALTER TABLE audit ADD COLUMN hash TEXT")
    for table in data_tables(db):
        track(db, table)
    prev = ""
    for row in db.execute("SELECT id, at, action, summary, before, after FROM audit "
                          "ORDER BY id").fetchall():
        prev = _hash(prev, row, [])
        db.execute("UPDATE audit SET hash = ? WHERE id = ?", [prev, row[0]])


# -- the hash chain ---------------------------------------------------------------------------
# Rule 1 (every line sealed before the m009 step; `audit.hash_version` 1): sha256 over the
# previous hash, the line as JSON and the texts of its changes in order: op, table, key, old
# JSON, new JSON (NULL as ''), joined by the unit separator. Not the changes' ids: a change
# could be renumbered unseen, so verify replays by line first (and finds a line whose changes
# do not all come after those of the lines before it).
# Rule 2 (every line since): sha256 over "2", the previous hash and the JSON of the line and
# its changes, each change with its id, every value as stored (its type kept: 5 is not "5",
# and a text counts to its last character, a NUL included), so that renumbering, reordering,
# moving or removing a change changes its line's hash. A line keeps the rule it was sealed
# with: the fingerprints printed before stay valid, and what was sealed before is never
# re-sealed as if it were whole.
HASH_VERSION = 2
_CHANGE_TEXT = ("{c}op || char(31) || {c}tbl || char(31) || {c}key || char(31) || "
                "ifnull({c}old, '') || char(31) || ifnull({c}new, '')")
_LINE = "id, at, action, summary, before, after"  # an audit line's columns the hash covers
_CHANGE = "audit_id, id, op, tbl, key, old, new"  # a change's: its line, its number, what


def _hash(prev: str, line: Sequence, change_texts: list[str]) -> str:
    """Rule 1: sha256 over the previous hash, the audit line (id, at, action, summary, before,
    after as stored) and the texts of its changes, in order."""
    h = sha256(prev.encode())
    h.update(json.dumps(list(line), ensure_ascii=False).encode())
    if change_texts:
        h.update(("\x1e" + "\x1e".join(change_texts)).encode())
    return h.hexdigest()


def _hash2(prev: str, line: Sequence, rows: Sequence[Sequence]) -> str:
    """Rule 2: sha256 over the rule, the previous hash and the JSON of [the line's `_LINE`
    values, [each change's `_CHANGE` values, in order]], as stored (a BLOB as {"blob": hex})."""
    text = json.dumps([line, rows], ensure_ascii=False, default=_blob)
    return sha256(f"{HASH_VERSION}\x1d{prev}\x1d{text}".encode()).hexdigest()


def _blob(value: object) -> object:
    if isinstance(value, bytes):
        return {"blob": value.hex()}
    raise TypeError(f"not a value SQLite stores: {value!r}")


def hashed(line: Sequence, desk: str | None) -> tuple:
    """What rule 2 covers of a line: its `_LINE` values, and the name of the desk that asked
    for it when one did (a line of the main desk hashes as it always did; a line of rule 1
    was sealed before there were desks)."""
    return (*line, desk) if desk is not None else tuple(line)


def desk_column(db: Database) -> str:
    """The audit line's desk in a SELECT (NULL in a file from before the m013 step)."""
    found = any(r[1] == "desk" for r in db.execute("PRAGMA table_info(audit)").fetchall())
    return "desk" if found else "NULL"


def mark(db: Database) -> None:
    """At the start of an action: the newest change so far. Changes after it and before the
    action's audit line are the action's; older ones without a line were made outside the
    program (a plain SQLite edit fires the triggers too)."""
    db.change_mark = db.execute("SELECT COALESCE(MAX(id), 0) FROM changes").fetchone()[0]


def seal(db: Database, at: str, action: str, summary: str, before: str | None,
         after: str | None, desk: str | None = None) -> None:
    """Write an audit line with its hash by rule 2 (the action's changes are written
    already): the line first, then its hash over the line as stored. `desk`: the desk that
    asked for it (None: the main desk), covered by the hash when set."""
    audit_id = db.execute(f"SELECT {NEXT_AUDIT_ID}").fetchone()[0]
    if db.change_mark is not None:  # changes made outside the program: no line's, for good
        db.execute("UPDATE changes SET audit_id = ? WHERE audit_id = ? AND id <= ?",
                   [OUTSIDE, audit_id, db.change_mark])
        db.change_mark = None
    last = db.execute("SELECT hash FROM audit ORDER BY id DESC LIMIT 1").fetchone()
    db.execute("INSERT INTO audit (id, at, action, summary, before, after, hash_version) "
               "VALUES (?, ?, ?, ?, ?, ?, ?)",
               [audit_id, at, action, summary, before, after, HASH_VERSION])
    if desk is not None:
        db.execute("UPDATE audit SET desk = ? WHERE id = ?", [desk, audit_id])
    line = db.execute(f"SELECT {_LINE} FROM audit WHERE id = ?", [audit_id]).fetchone()
    rows = db.execute(f"SELECT {_CHANGE} FROM changes WHERE audit_id = ? ORDER BY id",
                      [audit_id]).fetchall()
    digest = _hash2((last[0] or "") if last else "", hashed(line, desk), rows)
    db.execute("UPDATE audit SET hash = ? WHERE id = ?", [digest, audit_id])


def has_changes(db: Database) -> bool:
    return db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'changes'"
                      ).fetchone() is not None


# -- undo: the inverse of one audit line's changes -------------------------------------------
class NotInverse(Exception):
    """The file no longer holds what the line's changes left: it cannot be taken back."""


def apply_inverse(db: Database, audit_id: int) -> int:
    """Apply the inverse of a line's changes, newest first (inside the caller's transaction;
    the triggers record them as the new action's changes). Returns the number of rows."""
    rows = db.execute("SELECT op, tbl, key, old, new FROM changes WHERE audit_id = ? "
                      "ORDER BY id DESC", [audit_id]).fetchall()
    if not rows:  # every action writes rows: the record of this one is gone
        raise NotInverse("the record of what it changed is missing, so the file")
    for _op, tbl, _key, old, new in rows:  # nothing taken back from a damaged record
        for text in (old, new):
            if text is not None:
                _recorded(db, tbl, text)
    conn = db.conn
    known: dict[str, list[str]] = {}

    def columns(tbl: str) -> list[str]:
        if tbl not in known:
            known[tbl] = _columns(db, tbl)
        return known[tbl]
    for op, tbl, key, old, new in rows:
        if op == "I":
            cur = conn.execute(f'DELETE FROM "{tbl}" WHERE rowid = ?', [key])
        elif op == "D":
            values = dict(zip(columns(tbl), _recorded(db, tbl, old)))
            cols = ", ".join(f'"{c}"' for c in values)
            marks = ", ".join("?" for _ in values)
            cur = conn.execute(f'INSERT OR IGNORE INTO "{tbl}" (rowid, {cols}) '
                               f"VALUES (?, {marks})", [key, *values.values()])
        else:
            values = dict(zip(columns(tbl), _recorded(db, tbl, old)))
            sets = ", ".join(f'"{c}" = ?' for c in values)
            cur = conn.execute(f'UPDATE "{tbl}" SET {sets} WHERE rowid = ?',
                               [*values.values(), key])
        if cur.rowcount != 1:
            raise NotInverse(f"{describe(tbl, row_dict(db, tbl, new or old), key)}")
    return len(rows)


def forget_last(db: Database) -> None:
    """Take the newest audit line out of a copy as if it had never been written (a copy
    rescued after its writer refused that change: store/overwritten.py): the inverse of its
    changes, the records of both and the line deleted, the audit's counter set back.
    NotInverse when the rows are not as it left them (then nothing is taken out)."""
    line = db.execute("SELECT MAX(id) FROM audit").fetchone()[0]
    if line is None:
        return
    mark = db.execute("SELECT COALESCE(MAX(id), 0) FROM changes").fetchone()[0]
    with db.atomic():
        if change_rows(db, line):
            apply_inverse(db, line)
        db.execute("DELETE FROM changes WHERE id > ? OR audit_id = ?", [mark, line])
        db.execute("DELETE FROM audit WHERE id = ?", [line])
        db.execute("UPDATE sqlite_sequence SET seq = ? WHERE name = 'audit'", [line - 1])


def audit_line(db: Database, line_id: int) -> tuple | None:
    """(action, summary, before, after) of one audit line, before/after as stored (JSON)."""
    return db.execute("SELECT action, summary, before, after FROM audit WHERE id = ?",
                      [line_id]).fetchone()


def change_rows(db: Database, line_id: int) -> list[tuple]:
    """(op, tbl, key, old, new) of one audit line's changes, in order."""
    return db.execute("SELECT op, tbl, key, old, new FROM changes WHERE audit_id = ? "
                      "ORDER BY id", [line_id]).fetchall()


def lines(db: Database) -> list[tuple[int, str, str | None, str | None]]:
    """(id, action, after, desk) of every audit line, oldest first (what undo and redo
    read)."""
    return db.execute(f"SELECT id, action, after, {desk_column(db)} FROM audit "
                      "ORDER BY id").fetchall()


# -- verify --------------------------------------------------------------------------------
_LABELS = {"players": "player {start_no}",
           "seats": "game {game_no} seating of player {start_no}",
           "results": "game {game_no} result of player {start_no}",
           "table_results": "game {game_no} table {table_no} result",
           "games": "game {game_no} seating",
           "tiebreaks": "tie-break values of player {start_no}",
           "no_shows": "game {game_no} no-show of player {start_no}",
           "adjustments": "adjustment {id} of player {start_no}",
           "event": "the event's settings"}


def describe(tbl: str, row: dict | None, key: object) -> str:
    """A row named as a director knows it: 'player 7', 'game 2 table 5 result'."""
    label = _LABELS.get(tbl)
    if label and row:
        try:
            return label.format(**row)
        except (KeyError, IndexError):
            pass
    return f"{tbl} row {key}"


_CENTS = ("fee", "paid")  # amounts stored in cents (m011): said in whole units, "20.00"


def _show(value: object, field: str = "") -> str:
    if field in _CENTS and isinstance(value, int) and not isinstance(value, bool):
        return f"{value / 100:.2f}"
    return "nothing" if value is None else json.dumps(value, ensure_ascii=False)


def _compare(db: Database, tbl: str, key: object, real: str | None,
             logged: str | None) -> list[str]:
    a, b = row_dict(db, tbl, real), row_dict(db, tbl, logged)
    what = describe(tbl, a or b, key)
    if a is None:
        return [f"{what} is missing from the file (the audit log has it)"]
    if b is None:
        return [f"{what} is in the file but not in the audit log"]
    return [f"{what}: {field} is {_show(a.get(field), field)} in the file, "
            f"{_show(b.get(field), field)} by the audit log"
            for field in sorted(set(a) | set(b)) if a.get(field) != b.get(field)]


# -- the replay, in the order the chain fixes --------------------------------------------------
# Each change's line: its own, when an audit line has its audit_id; else (made outside the
# program, no line) the line of the next change that has one, by id (the line sealed after
# it), or after every line. The replay goes line by line, within a line by id.
_LINED = (
    "WITH own AS (SELECT c.id, c.audit_id, c.tbl, c.key, c.new, EXISTS (SELECT 1 FROM audit a "
    "WHERE a.id = c.audit_id) AS inline FROM changes c), "
    "placed AS (SELECT *, MIN(CASE WHEN inline THEN id END) OVER (ORDER BY id DESC) AS after "
    "FROM own), "
    "lined AS (SELECT id, tbl, key, new, CASE WHEN inline THEN audit_id ELSE COALESCE("
    "(SELECT n.audit_id FROM changes n WHERE n.id = after), 1 << 62) END AS line FROM placed) ")
# the newest change of each row up to a line (?: the last line's id, or 1 << 62 for all)
_NEWEST = _LINED + (
    "SELECT tbl, key, new FROM (SELECT tbl, key, new, row_number() OVER (PARTITION BY tbl, key "
    "ORDER BY line DESC, id DESC) AS newest FROM lined WHERE line <= ?) WHERE newest = 1")
ALL_LINES = 1 << 62


def newest(db: Database, up_to: int = ALL_LINES) -> list[tuple[str, int, str | None]]:
    """(tbl, key, new JSON) of the newest change of each row, in the chain's order, of the
    changes up to audit line `up_to` (default: all): what the replay leaves in each row."""
    return db.execute(_NEWEST, [up_to]).fetchall()


def state_differences(db: Database) -> list[tuple]:
    """(tbl, key, real JSON, logged JSON) of every row where the tables differ from the
    replay of all changes (the newest change of each row, in the chain's order, is what it
    must hold). In SQL: the rows' JSON never travels to Python unless it differs."""
    _newest_table(db)
    out = []
    try:
        for tbl in data_tables(db):
            row = _row_json(_columns(db, tbl), "")
            out += db.execute(
                f"SELECT ?, t.k, t.j, l.new FROM (SELECT rowid AS k, {row} AS j "
                f"FROM \"{tbl}\") t LEFT JOIN td_last l ON l.tbl = ? AND l.key = t.k "
                f"WHERE l.new IS NOT t.j "
                f"UNION ALL SELECT ?, l.key, NULL, l.new FROM td_last l "
                f"WHERE l.tbl = ? AND l.new IS NOT NULL "
                f"AND NOT EXISTS (SELECT 1 FROM \"{tbl}\" WHERE rowid = l.key)",
                [tbl, tbl, tbl, tbl]).fetchall()
        tables = set(data_tables(db))
        out += db.execute("SELECT tbl, key, NULL, new FROM td_last WHERE new IS NOT NULL "
                          f"AND tbl NOT IN ({', '.join('?' for _ in tables)})",
                          sorted(tables)).fetchall()
    finally:
        db.execute("DROP TABLE IF EXISTS temp.td_last")
    return out


def _newest_table(db: Database) -> None:
    """temp.td_last: the newest change of each row in the chain's order (`newest`)."""
    db.execute("DROP TABLE IF EXISTS temp.td_last")
    db.execute(f"CREATE TEMP TABLE td_last AS {_NEWEST}", [ALL_LINES])
    db.execute("CREATE INDEX temp.td_last_key ON td_last (tbl, key)")


# -- verify --------------------------------------------------------------------------------
def verify(db: Database, also: Sequence[Callable[[Database], list[str]]] = ()) -> list[str]:
    """What differs: the file's integrity, what each of `also` finds (callables of the db:
    store/checkfile.py adds the schema and the values; said first), the audit log's chain,
    the rows against the replay of the audit log's changes. Empty when all holds. One read
    transaction: a writer beside it (the window, while its worker verifies) is seen whole or
    not at all."""
    conn = db.conn
    if conn.in_transaction:
        return _verify(db, also)
    conn.execute("BEGIN")
    try:
        return _verify(db, also)
    finally:
        if conn.in_transaction:
            conn.execute("COMMIT")


def _verify(db: Database, also: Sequence[Callable[[Database], list[str]]]) -> list[str]:
    problems: list[str] = []
    check = [r[0] for r in db.execute("PRAGMA integrity_check").fetchall()]
    if check != ["ok"]:
        problems.append("the file's integrity check fails: " + "; ".join(check[:3]))
        return problems
    if not has_changes(db):
        return ["the file has no record of changes (it was not upgraded)"]
    problems += [f"the record of change {id_} ({tbl} row {key}) is damaged: it is not what "
                 "this program writes" for id_, tbl, key in db.execute(
                     f"SELECT id, tbl, key FROM changes WHERE {_BAD_RECORD.format(c='old')} "
                     f"OR {_BAD_RECORD.format(c='new')} ORDER BY id")]
    broken, in_order = False, True
    for row, hashed, ordered in _links(db):
        in_order = in_order and ordered
        if not (hashed and ordered) and not broken:
            problems.append(f"audit line {row[0]} ({row[2]}, {row[1]}) does not match the "
                            "chain: it, its changes or a line before it was altered")
            broken = True
    for op, tbl, key, old, new in db.execute(  # changes no audit line has
            "SELECT op, tbl, key, old, new FROM changes c WHERE NOT EXISTS (SELECT 1 FROM "
            "audit a WHERE a.id = c.audit_id) ORDER BY id").fetchall():
        try:
            changed = row_dict(db, tbl, new or old)
            problems.append(f"{describe(tbl, changed, key)} was changed outside the program "
                            f"(no audit line): " + _outside(db, tbl, op, old, new))
        except DamagedEvent:
            pass  # named above
    # The rows against the newest change of each, one table at a time (only one table's
    # changes in memory: the open-time check adds little to the window's memory). While
    # every line's changes come after those of the lines before it (always, unless the file
    # was altered), the order of the ids is the chain's: read as stored, no sort.
    replayed: dict[str, dict] = {}
    for tbl, key, new in ([] if in_order else newest(db)):
        replayed.setdefault(tbl, {})[key] = new
    tables = data_tables(db)
    missing = []
    for tbl in tables:
        logged = replayed.pop(tbl, {}) if not in_order else dict(db.execute(
            "SELECT key, new FROM changes WHERE tbl = ? ORDER BY id", [tbl]))  # newest wins
        row_sql = _row_json(_columns(db, tbl), "")
        try:
            for key, real in db.execute(f'SELECT rowid, {row_sql} FROM "{tbl}"'):
                want = logged.pop(key, None)
                if want != real:
                    problems += _compared(db, tbl, key, real, want)
        except sqlite3.Error as exc:  # e.g. a BLOB where text belongs (named by the values)
            problems.append(f"the rows of {tbl} cannot be compared with the audit log: they "
                            f"hold what this program never writes ({exc})")
            logged.clear()
        missing += [(tbl, key, want) for key, want in logged.items() if want is not None]
        del logged
    if in_order:  # rows of tables the file no longer has
        missing += db.execute(
            "SELECT tbl, key, new FROM changes WHERE id IN (SELECT MAX(id) FROM changes WHERE "
            f"tbl NOT IN ({', '.join('?' for _ in tables)}) GROUP BY tbl, key) AND new IS NOT "
            "NULL ORDER BY id", tables).fetchall()
    missing += [(tbl, key, want) for tbl, rows in replayed.items()
                for key, want in rows.items() if want is not None]
    for tbl, key, want in missing:
        problems += _compared(db, tbl, key, None, want)
    del missing
    # run last, once the rows' memory is let go (the window's peak), said first
    return [line for check in also for line in check(db)] + problems


def _lines_changes(db: Database) -> Iterator[tuple[int, int, int, str | list]]:
    """(audit line, its first change's id, its last's, its changes as its hash's rule takes
    them: rule 1's one text joined in SQLite, rule 2's rows), by line, one line at a time
    (the window's open-time check holds no more)."""
    rule1 = db.execute(
        f"SELECT audit_id, MIN(id), MAX(id), group_concat(text, char(30)) FROM (SELECT "
        f"c.audit_id, c.id, {_CHANGE_TEXT.format(c='c.')} AS text FROM changes c JOIN audit a "
        f"ON a.id = c.audit_id WHERE a.hash_version != ? ORDER BY c.audit_id, c.id) "
        f"GROUP BY audit_id ORDER BY audit_id", [HASH_VERSION])
    rows = db.execute(
        f"SELECT {', '.join('c.' + c for c in _CHANGE.split(', '))} FROM changes c JOIN audit a "
        "ON a.id = c.audit_id WHERE a.hash_version = ? ORDER BY c.audit_id, c.id",
        [HASH_VERSION])
    rule2 = ((audit_id, own[0][1], own[-1][1], own)
             for audit_id, own in ((a, list(g)) for a, g in groupby(rows, key=itemgetter(0))))
    return merge(rule1, rule2, key=itemgetter(0))


def _links(db: Database) -> Iterator[tuple[tuple, bool, bool]]:
    """Each audit line (id, at, action, summary, before, after, hash), oldest first; whether
    its hash is the chain's (by the line's rule: over the hash stored in the line before,
    the line, its desk when one asked for it, and its changes); and whether its changes all
    come after those of every line before it (the ids' order is the chain's)."""
    by_line = _lines_changes(db)
    pending = next(by_line, None)
    prev, last = "", 0
    for *row, version, desk in db.execute(f"SELECT {_LINE}, hash, hash_version, "
                                          f"{desk_column(db)} FROM audit ORDER BY id"):
        first = end = joined = None
        if pending is not None and pending[0] == row[0]:
            _line, first, end, joined = pending
            pending = next(by_line, None)
        if version == HASH_VERSION:
            digest = _hash2(prev, hashed(row[:6], desk),
                            joined if isinstance(joined, list) else [])
        else:
            digest = _hash(prev, row[:6], [joined] if isinstance(joined, str) else [])
        yield tuple(row), digest == row[6], first is None or first > last
        prev = row[6] or ""
        last = max(last, end or 0)


# -- the fingerprint: the audit log's head, printed on the signed payout ---------------------
def passes_through(db: Database, fingerprint: str) -> tuple[tuple | None, int | None]:
    """Whether the audit log passes through `fingerprint` (a head it had, records.audit_head:
    hex): ((id, at, action) of the line whose hash it is, the first line up to it that does
    not match the chain or None). (None, None) when no line has that hash. The chain through
    a line binds every line and change before it, each change's id and line included: none
    of them can be rewritten, renumbered, moved or removed without changing it."""
    broken = None
    for row, hashed, ordered in _links(db):
        if not (hashed and ordered) and broken is None:
            broken = row[0]
        if row[6] == fingerprint:
            return (row[0], row[1], row[2]), broken
    return None, None


# a recorded row that is not what a trigger writes (a JSON array)
_BAD_RECORD = ("({c} IS NOT NULL AND CASE WHEN json_valid({c}) THEN json_type({c}) != 'array' "
               "ELSE 1 END)")


def _compared(db: Database, tbl: str, key: object, real: str | None,
              logged: str | None) -> list[str]:
    try:
        return _compare(db, tbl, key, real, logged)
    except DamagedEvent:
        return []  # the damaged record is named on its own line


def _outside(db: Database, tbl: str, op: str, old: str | None, new: str | None) -> str:
    if op == "I":
        return "added"
    if op == "D":
        return "deleted"
    a, b = row_dict(db, tbl, old) or {}, row_dict(db, tbl, new) or {}
    return ", ".join(f"{k} {_show(a.get(k), k)} -> {_show(b.get(k), k)}"
                     for k in sorted(set(a) | set(b)) if a.get(k) != b.get(k)) or "rewritten"


def baseline(db: Database, at: str) -> bool:
    """After an upgrade of the file: write what the tables hold beyond the replay of the
    changes (all rows, the first time) as changes of one audit line 'upgrade'. Returns
    whether a line was written."""
    track_all(db)  # tables and columns added by later steps are tracked too
    diffs = state_differences(db)
    next_id = db.execute(f"SELECT {NEXT_AUDIT_ID}").fetchone()[0]
    made = db.execute("SELECT 1 FROM changes WHERE audit_id >= ? LIMIT 1", [next_id]).fetchone()
    if not diffs and not made:  # (made: rows a step updated, tracked, with no line yet)
        return False
    with db.atomic():
        audit_id = db.execute(f"SELECT {NEXT_AUDIT_ID}").fetchone()[0]
        db.executemany(
            "INSERT INTO changes (audit_id, op, tbl, key, old, new) VALUES (?, ?, ?, ?, ?, ?)",
            [(audit_id, "I" if want is None else "D" if real is None else "U", tbl, key,
              want, real) for tbl, key, real, want in diffs])
        seal(db, at, "upgrade", "The event file was upgraded to this version of the program "
             "(what it held then is the starting point of undo and verify)", None, None)
    return True
