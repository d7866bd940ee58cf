"""The inbox: what the tables sent from their phones (`serve --entry`), in a small SQLite file
of its own beside the event ("EVENT.tdevent-inbox"); all of its SQL.

Only the web process writes it (`InboxWriter`: one transaction per submission, durable once
it returns), and opening it never touches the event, its -wal or its lock. The window and
the command line only read it (`read`, `InboxWatch`), and never create it. Nothing in it
counts until the director confirms it: the event says which tables are recorded and what
was rejected (service/entry.py)."""

from __future__ import annotations

import json
import os
import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path

from . import errors
from .guard import INBOX_SUFFIX, SQLITE_MAGIC

APPLICATION_ID = 0x54446962  # "TDib": marks a file as an event's inbox
VERSION = 1


def inbox_path(event: str | os.PathLike) -> Path:
    """The inbox beside an event: "NAME.tdevent-inbox" (its own -wal and -shm beside it)."""
    return Path(os.fspath(event) + INBOX_SUFFIX)


@dataclass(frozen=True)
class Submission:
    """One result as a table sent it (start numbers as ints)."""
    seq: int  # in the order received (never reused in one inbox)
    token: str
    game: int
    table: int
    seated_at: str  # the seating it was sent for (a game seated again: no longer counts)
    places: dict[int, int]
    results: dict[int, dict] | None  # the game's own results, when sent so
    items: dict
    received_at: str
    device: str  # the address it came from


_SCHEMA = (
    """CREATE TABLE IF NOT EXISTS inbox (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        uid TEXT NOT NULL
    )""",
    """CREATE TABLE IF NOT EXISTS submissions (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        token TEXT NOT NULL,
        game INTEGER NOT NULL,
        tbl INTEGER NOT NULL,
        seated_at TEXT NOT NULL,
        places TEXT NOT NULL,
        results TEXT,
        items TEXT NOT NULL,
        received_at TEXT NOT NULL,
        device TEXT NOT NULL DEFAULT ''
    )""",
    "CREATE INDEX IF NOT EXISTS submissions_game ON submissions (game, tbl)",
    "CREATE INDEX IF NOT EXISTS submissions_token ON submissions (token)",
    f"PRAGMA user_version={VERSION}",
)
_COLUMNS = "seq, token, game, tbl, seated_at, places, results, items, received_at, device"


def _not_an_inbox(path: Path) -> errors.EventFileError:
    return errors.EventFileError(
        f"{path.name} is not the inbox of an event (the file where the tables' results wait): "
        "move it out of the event's folder, then try again.")


def _check_header(path: Path) -> bool:
    """Whether `path` holds a database (False: empty, a new inbox); EventFileError when it
    holds anything else. (Its application id is checked through SQLite: `_check_id`.)"""
    try:
        with open(path, "rb") as fh:
            head = fh.read(100)
    except OSError as exc:
        raise errors.from_os_error(exc, path) from None
    if not head:
        return False
    if not head.startswith(SQLITE_MAGIC) or len(head) < 100:
        raise _not_an_inbox(path)
    return True


def _check_id(conn: sqlite3.Connection, path: Path) -> bool:
    """Whether the database is an inbox (False: a new, empty one); EventFileError when it is
    another database (an event, say)."""
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    if app_id == APPLICATION_ID:
        return True
    if app_id == 0 and not conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0]:
        return False
    raise _not_an_inbox(path)


def _row(r: tuple) -> Submission:
    results = json.loads(r[6]) if r[6] else None
    return Submission(
        seq=r[0], token=r[1], game=r[2], table=r[3], seated_at=r[4],
        places={int(k): v for k, v in json.loads(r[5]).items()},
        results={int(k): v for k, v in results.items()} if results is not None else None,
        items=json.loads(r[7]), received_at=r[8], device=r[9])


def _connect(path: Path) -> sqlite3.Connection:
    """A connection to an existing inbox (mode=rw: never creates the file)."""
    return sqlite3.connect(f"file:{path}?mode=rw", uri=True, isolation_level=None,
                           timeout=5, check_same_thread=False)


# -- the web process: the one writer --------------------------------------------------------
class InboxWriter:
    """The inbox opened (made, if there is none) by `serve --entry`. Thread-safe: one
    connection behind a lock (each submission is one short transaction)."""

    def __init__(self, event: str | os.PathLike):
        self.path = inbox_path(event)
        self._lock = threading.Lock()
        self._conn: sqlite3.Connection | None = None
        self._id: tuple[int, int] | None = None
        self.uid = ""
        self._open()

    def _open(self) -> None:
        path = self.path
        if path.exists():
            _check_header(path)
        try:
            # O_CREAT without truncating: a file that appeared meanwhile is checked below
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
            os.close(fd)
            _check_header(path)
            conn = _connect(path)
            try:
                if not _check_id(conn, path):  # new: marked before WAL (so in the file itself)
                    conn.execute(f"PRAGMA application_id={APPLICATION_ID}")
                conn.execute("PRAGMA journal_mode=WAL")
                conn.execute("PRAGMA synchronous=FULL")  # acknowledged: on the disk
                conn.execute("BEGIN IMMEDIATE")
                for sql in _SCHEMA:
                    conn.execute(sql)
                conn.execute("INSERT OR IGNORE INTO inbox (id, uid) VALUES (1, ?)",
                             [os.urandom(16).hex()])  # (as uuid4: without loading uuid)
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                conn.close()
                raise
        except sqlite3.DatabaseError as exc:
            raise errors.from_sqlite_error(exc, path) from None
        except OSError as exc:
            raise errors.from_os_error(exc, path) from None
        self.uid = conn.execute("SELECT uid FROM inbox WHERE id = 1").fetchone()[0]
        st = os.stat(path)
        self._conn, self._id = conn, (st.st_dev, st.st_ino)

    def _current(self) -> sqlite3.Connection:
        """The connection; the file made again if it was deleted or replaced meanwhile (so
        that what is acknowledged is in the file the window reads)."""
        try:
            st = os.stat(self.path)
            same = (st.st_dev, st.st_ino) == self._id
        except OSError:
            same = False
        if not same:
            if self._conn is not None:
                self._conn.close()
                self._conn = None
            self._open()
        assert self._conn is not None  # made by _open, or it raised
        return self._conn

    def add(self, *, token: str, game: int, table: int, seated_at: str,
            places: dict[int, int], results: dict | None, items: dict, received_at: str,
            device: str = "", most: int | None = None) -> Submission | None:
        """Keep one submission; it is on the disk when this returns. None (nothing kept)
        when the token has `most` submissions already."""
        with self._lock:
            conn = self._current()
            conn.execute("BEGIN IMMEDIATE")
            try:
                if most is not None and conn.execute(
                        "SELECT COUNT(*) FROM submissions WHERE token = ?",
                        [token]).fetchone()[0] >= most:
                    conn.execute("ROLLBACK")
                    return None
                cur = conn.execute(
                    "INSERT INTO submissions (token, game, tbl, seated_at, places, results, "
                    "items, received_at, device) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [token, game, table, seated_at,
                     json.dumps({str(k): v for k, v in places.items()}),
                     json.dumps({str(k): v for k, v in results.items()})
                     if results is not None else None,
                     json.dumps(items), received_at, device])
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
            seq = cur.lastrowid
        assert seq is not None  # the row just inserted
        return Submission(seq, token, game, table, seated_at, dict(places),
                          dict(results) if results is not None else None, dict(items),
                          received_at, device)

    def of_token(self, token: str) -> list[Submission]:
        """What was sent with one token, oldest first."""
        with self._lock:
            rows = self._current().execute(
                f"SELECT {_COLUMNS} FROM submissions WHERE token = ? ORDER BY seq",
                [token]).fetchall()
        return [_row(r) for r in rows]

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None


# -- the window and the command line: readers ------------------------------------------------
def _read_rows(conn: sqlite3.Connection, game: int) -> tuple[str, list[Submission]]:
    conn.execute("BEGIN")  # one consistent read
    try:
        uid = conn.execute("SELECT uid FROM inbox WHERE id = 1").fetchone()
        rows = conn.execute(f"SELECT {_COLUMNS} FROM submissions WHERE game = ? ORDER BY seq",
                            [game]).fetchall()
    finally:
        conn.execute("COMMIT")
    return (uid[0] if uid else ""), [_row(r) for r in rows]


def _open_reader(path: Path) -> sqlite3.Connection | None:
    """A reading connection to the inbox (None: there is none yet); never creates it."""
    if not path.exists() or not _check_header(path):
        return None
    conn = None
    try:
        conn = _connect(path)
        conn.execute("PRAGMA query_only=ON")
        if not _check_id(conn, path) or not conn.execute(
                "SELECT 1 FROM sqlite_master WHERE name = 'submissions'").fetchone():
            conn.close()
            return None  # being made by the web process this moment
        return conn
    except sqlite3.DatabaseError as exc:
        if conn is not None:
            conn.close()
        raise errors.from_sqlite_error(exc, path) from None
    except BaseException:
        if conn is not None:
            conn.close()
        raise


def read(event: str | os.PathLike, game: int) -> tuple[str, list[Submission]]:
    """(the inbox's id, what was sent for `game`, oldest first); ("", []) without an inbox."""
    path = inbox_path(event)
    try:
        conn = _open_reader(path)
        if conn is None:
            return "", []
        try:
            return _read_rows(conn, game)
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        raise errors.from_sqlite_error(exc, path) from None


class InboxWatch:
    """The window's cheap look at the inbox, several times a second: `changed()` asks SQLite
    whether anything was committed since (PRAGMA data_version, no read of the rows), and
    notices the file appearing, going or being replaced. `read(game)` reads it."""

    def __init__(self, event: str | os.PathLike):
        self.path = inbox_path(event)
        self._conn: sqlite3.Connection | None = None
        self._id: tuple[int, int] | None = None
        self._version = None
        self._first = True

    def _file_id(self) -> tuple[int, int] | None:
        try:
            st = os.stat(self.path)
        except OSError:
            return None
        return (st.st_dev, st.st_ino) if st.st_size else None

    def changed(self) -> bool:
        """Whether the inbox may hold something new since the last call (True at first)."""
        first, self._first = self._first, False
        now = self._file_id()
        if now != self._id:
            self.close()
            self._id = now
            if now is not None:
                try:
                    self._conn = _open_reader(self.path)
                    if self._conn is not None:
                        self._version = self._conn.execute(
                            "PRAGMA data_version").fetchone()[0]
                except (errors.EventFileError, sqlite3.Error):
                    self.close()
            return True
        if self._conn is None:
            return first
        try:
            version = self._conn.execute("PRAGMA data_version").fetchone()[0]
        except sqlite3.Error:
            self.close()
            return True
        changed = version != self._version
        self._version = version
        return changed or first

    def read(self, game: int) -> tuple[str, list[Submission]]:
        if self._conn is None:
            if self._file_id() is None:
                return "", []
            return read(self.path.with_name(self.path.name[:-len(INBOX_SUFFIX)]), game)
        try:
            return _read_rows(self._conn, game)
        except sqlite3.DatabaseError as exc:
            raise errors.from_sqlite_error(exc, self.path) from None

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
        self._conn = None
        self._version = None
