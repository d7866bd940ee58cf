"""The inbox: what the tables sent from their phones (`serve --entry`), in a small SQLite file
of its own beside the event ("EVENT.tdevent-inbox"); all of its SQL.

Only the web process writes it (`InboxWriter`: one transaction per submission, durable once
it returns), and opening it never touches the event, its -wal or its lock. The window and
the command line only read it (`read`, `InboxWatch`), and never create it. Nothing in it
counts until the director confirms it: the event says which tables are recorded and what
was rejected (service/inbox.py).

Format 2 names each submission's sender (a seat's address, or one phone's cookie on the
table's address), the table's players when it was sent and the addresses' renewal; it counts
the sends the pages refused and says where `serve --entry` listens while it runs. An inbox
of format 1 is read as it is (every row from one sender: the table's address) and upgraded
by the next `serve --entry`; a row that cannot be read is named (`Damaged`), never fatal."""

from __future__ import annotations

import datetime
import json
import os
import sqlite3
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

from ..i18n import _
from . import errors
from .guard import INBOX_SUFFIX, SQLITE_MAGIC

APPLICATION_ID = 0x54446962  # "TDib": marks a file as an event's inbox
VERSION = 2  # 1: no senders (every row is read as sent from the table's address)


def inbox_path(event: str | os.PathLike) -> Path:
    """The inbox beside an event: "NAME.tdevent-inbox" (its own -wal and -shm beside it)."""
    return Path(os.fspath(event) + INBOX_SUFFIX)


@dataclass(frozen=True)
class Submission:
    """One result as a table sent it (start numbers as ints)."""
    seq: int  # in the order received (never reused in one inbox): the submission's id
    token: str
    game: int
    table: int
    seated_at: str  # the seating it was sent for (a game seated again: no longer counts)
    places: dict[int, int]
    results: dict[int, dict] | None  # the game's own results, when sent so
    items: dict
    received_at: str
    sender: str = ""  # "seat:N" or "phone:COOKIE"; "" in format 1 (the table's address)
    seat: int | None = None  # the seat it was sent from (a seat's address), else None
    start_no: int | None = None  # ... and its player
    lineup: tuple[int, ...] | None = None  # the table's players when sent (None: format 1)
    renewal: int = 0  # the table's addresses as renewed that many times (entry-links --renew)


@dataclass(frozen=True)
class Damaged:
    """A row of the inbox that cannot be read: named, so the director can reject it."""
    seq: int
    game: int | None
    table: int | None
    why: str


class Read(NamedTuple):
    """What the inbox holds for one game: its id, the submissions (oldest first), the rows
    that cannot be read, and the sends the pages refused by (table, seating)."""
    uid: str
    rows: list[Submission]
    damaged: list[Damaged]
    refused: dict[tuple[int, str], int]


NOTHING = Read("", [], [], {})
T = TypeVar("T")

_TABLES = (
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
)
_FORMAT_2 = (  # what format 2 adds to format 1 (device: no longer written)
    "ALTER TABLE submissions ADD COLUMN sender TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE submissions ADD COLUMN seat INTEGER",
    "ALTER TABLE submissions ADD COLUMN start_no INTEGER",
    "ALTER TABLE submissions ADD COLUMN lineup TEXT",
    "ALTER TABLE submissions ADD COLUMN renewal INTEGER NOT NULL DEFAULT 0",
    """CREATE TABLE refusals (
        id INTEGER PRIMARY KEY,
        game INTEGER NOT NULL,
        tbl INTEGER NOT NULL,
        seated_at TEXT NOT NULL,
        n INTEGER NOT NULL,
        at TEXT NOT NULL
    )""",
    """CREATE TABLE server (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        url TEXT NOT NULL,
        started_at TEXT NOT NULL
    )""",
)
_COLUMNS = {1: "seq, token, game, tbl, seated_at, places, results, items, received_at",
            2: "seq, token, game, tbl, seated_at, places, results, items, received_at, "
               "sender, seat, start_no, lineup, renewal"}


def _not_an_inbox(path: Path) -> errors.EventFileError:
    return errors.EventFileError(_(
        "{file} is not the inbox of an event (the file where the tables' results wait): move "
        "it out of the event's folder, then try again.").format(file=path.name))


def _newer(path: Path) -> errors.NewerVersion:
    return errors.NewerVersion(_(
        "{file} (the tables' results waiting) was written by a newer version of Tournament "
        "Director: use that version, or move the file aside to start an empty "
        "inbox.").format(file=path.name))


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


def _format(conn: sqlite3.Connection, path: Path) -> int:
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > VERSION:
        raise _newer(path)
    return version


def _numbers(text: str, what: str) -> dict[int, Any]:
    """A JSON object keyed by start numbers (ValueError or TypeError when it is not)."""
    value = json.loads(text)
    if not isinstance(value, dict):
        raise ValueError(f"{what} is not an object")
    return {int(k): v for k, v in value.items()}


def _row(r: tuple) -> Submission | Damaged:
    """A row as the submission it holds, or what is wrong with it."""
    seq, game, table = r[0], r[2], r[3]
    try:
        if not all(type(v) is int for v in (seq, game, table)):
            raise ValueError("its numbers are not whole numbers")
        places = _numbers(r[5], "places")
        if not places or not all(type(v) is int for v in places.values()):
            raise ValueError("its places are not whole numbers")
        results = _numbers(r[6], "results") if r[6] is not None else None
        if results is not None and not all(isinstance(v, dict) for v in results.values()):
            raise ValueError("its results are not objects")
        items = json.loads(r[7])
        if not isinstance(items, dict):
            raise ValueError("its table points are not an object")
        more: dict = {}
        if len(r) > 9:  # format 2
            lineup = json.loads(r[12]) if r[12] is not None else None
            if lineup is not None and not (isinstance(lineup, list) and
                                           all(type(p) is int for p in lineup)):
                raise ValueError("its players are not start numbers")
            more = dict(sender=str(r[9]), seat=r[10] if type(r[10]) is int else None,
                        start_no=r[11] if type(r[11]) is int else None,
                        lineup=tuple(lineup) if lineup is not None else None,
                        renewal=r[13] if type(r[13]) is int else 0)
        return Submission(seq=seq, token=str(r[1]), game=game, table=table,
                          seated_at=str(r[4]), places=places, results=results, items=items,
                          received_at=str(r[8]), **more)
    except (ValueError, TypeError) as exc:  # (json's errors are ValueErrors)
        return Damaged(seq if type(seq) is int else 0, game if type(game) is int else None,
                       table if type(table) is int else None, str(exc)[:120])


def _connect(path: Path) -> sqlite3.Connection:
    """A connection to an existing inbox (mode=rw: never creates the file)."""
    return sqlite3.connect(f"file:{path}?mode=rw", uri=True, isolation_level=None,
                           timeout=5, check_same_thread=False)


def _json(numbers: dict | None) -> str | None:
    return None if numbers is None else json.dumps({str(k): v for k, v in numbers.items()})


# -- the web process: the one writer --------------------------------------------------------
class InboxWriter:
    """The inbox opened (made, if there is none; upgraded, if older) by `serve --entry`.
    Thread-safe: one connection behind a lock (each submission is one short transaction)."""

    def __init__(self, event: str | os.PathLike):
        self.path = inbox_path(event)
        self._lock = threading.Lock()  # the connection: one transaction at a time
        self._turn = threading.Condition()  # the submissions waiting to be written
        self._waiting: list[_Pending] = []
        self._writing = False
        self._conn: sqlite3.Connection | None = None
        self._id: tuple[int, int] | None = None
        self.uid = ""
        self._url: str | None = None
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
                _format(conn, path)  # a newer one: refused untouched
                conn.execute("PRAGMA journal_mode=WAL")
                conn.execute("PRAGMA synchronous=FULL")  # acknowledged: on the disk
                conn.execute("BEGIN IMMEDIATE")
                made = _format(conn, path)
                for sql in _TABLES:
                    conn.execute(sql)
                if made < 2:
                    for sql in _FORMAT_2:
                        conn.execute(sql)
                conn.execute(f"PRAGMA user_version={VERSION}")
                conn.execute("INSERT OR IGNORE INTO inbox (id, uid) VALUES (1, ?)",
                             [os.urandom(16).hex()])  # (as uuid4: without loading uuid)
                if self._url is not None:
                    _serving(conn, self._url)
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

    def _write(self, sql: str, values: list) -> None:
        with self._lock:
            conn = self._current()
            conn.execute("BEGIN IMMEDIATE")
            try:
                conn.execute(sql, values)
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise

    def add(self, s: Submission, *, after: int = 0, most: int | None = None
            ) -> Submission | None:
        """Keep one submission (its `seq` is given by the inbox); it is on the disk when this
        returns. Its sender's earlier ones no longer stand (service/entry.standing). None
        (nothing kept) when `most` other senders of its table already stand (rows after
        `after`: the director's last rejection).

        Submissions that arrive together share one transaction (a group commit): the first
        writes every one waiting, each checked in turn, with one flush of the disk; the
        others wait for it. So 20 tables sending at once wait for one or two flushes, not
        20 in a row, and hold the server's threads that much shorter."""
        mine = _Pending(s, after, most)
        with self._turn:
            self._waiting.append(mine)
            while not mine.done and self._writing:
                self._turn.wait()
            if not mine.done:  # no one writes: this thread writes what waits
                self._writing = True
                batch, self._waiting = self._waiting, []
        if not mine.done:
            try:
                self._write_batch(batch)
            finally:
                with self._turn:
                    for p in batch:
                        p.done = True
                    self._writing = False
                    self._turn.notify_all()
        if mine.error is not None:
            raise mine.error
        return mine.kept

    def _write_batch(self, batch: list[_Pending]) -> None:
        """One transaction for every submission in `batch`; each gets its row or None."""
        kept: list[Submission | None] = []
        try:
            with self._lock:
                conn = self._current()
                conn.execute("BEGIN IMMEDIATE")
                try:
                    for p in batch:
                        kept.append(_insert(conn, p.s, p.after, p.most))
                    conn.execute("COMMIT")
                except BaseException:
                    if conn.in_transaction:
                        conn.execute("ROLLBACK")
                    raise
        except BaseException as exc:  # nothing of the batch was kept: each one says so
            for p in batch:
                p.error = exc
            return
        for p, row in zip(batch, kept):
            p.kept = row

    def of_table(self, game: int, table: int, seated_at: str) -> list[Submission]:
        """What was sent for one table of a seating, oldest first (damaged rows left out)."""
        with self._lock:
            rows = self._current().execute(
                f"SELECT {_COLUMNS[VERSION]} FROM submissions WHERE game = ? AND tbl = ? AND "
                "seated_at = ? ORDER BY seq", [game, table, seated_at]).fetchall()
        return [s for s in map(_row, rows) if isinstance(s, Submission)]

    def refused(self, counts: dict[tuple[int, int, str], int], at: str) -> None:
        """Counts of sends the pages refused, by (game, table, seating), kept."""
        with self._lock:
            conn = self._current()
            conn.execute("BEGIN IMMEDIATE")
            try:
                conn.executemany(
                    "INSERT INTO refusals (game, tbl, seated_at, n, at) VALUES (?, ?, ?, ?, ?)",
                    [(g, t, seated, n, at) for (g, t, seated), n in counts.items() if n])
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise

    def serving(self, url: str | None) -> None:
        """Where this server listens (None: it stopped), for `print sheets` to find."""
        self._url = url
        if url is None:
            self._write("DELETE FROM server", [])
        else:
            with self._lock:
                conn = self._current()
                conn.execute("BEGIN IMMEDIATE")
                _serving(conn, url)
                conn.execute("COMMIT")

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None


class _Pending:
    """A submission waiting for its transaction (InboxWriter.add)."""

    __slots__ = ("s", "after", "most", "done", "kept", "error")

    def __init__(self, s: Submission, after: int, most: int | None):
        self.s, self.after, self.most = s, after, most
        self.done = False
        self.kept: Submission | None = None
        self.error: BaseException | None = None


def _insert(conn: sqlite3.Connection, s: Submission, after: int, most: int | None
            ) -> Submission | None:
    """One submission's row, in the caller's transaction (None: its table is full)."""
    if most is not None and conn.execute(
            "SELECT COUNT(DISTINCT sender) FROM submissions WHERE game = ? AND tbl = ? AND "
            "seated_at = ? AND renewal = ? AND seq > ? AND sender != ?",
            [s.game, s.table, s.seated_at, s.renewal, after, s.sender]).fetchone()[0] >= most:
        return None
    cur = conn.execute(
        "INSERT INTO submissions (token, game, tbl, seated_at, places, results, items, "
        "received_at, sender, seat, start_no, lineup, renewal) VALUES "
        "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [s.token, s.game, s.table, s.seated_at, _json(s.places), _json(s.results),
         json.dumps(s.items), s.received_at, s.sender, s.seat, s.start_no,
         json.dumps(list(s.lineup)) if s.lineup is not None else None, s.renewal])
    assert cur.lastrowid is not None  # the row just inserted
    return Submission(**{**s.__dict__, "seq": cur.lastrowid})


def _serving(conn: sqlite3.Connection, url: str) -> None:
    conn.execute("INSERT OR REPLACE INTO server (id, url, started_at) VALUES (1, ?, ?)",
                 [url, datetime.datetime.now().astimezone().isoformat(timespec="seconds")])


# -- the window and the command line: readers ------------------------------------------------
def _read_rows(conn: sqlite3.Connection, path: Path, game: int) -> Read:
    conn.execute("BEGIN")  # one consistent read
    try:
        version = _format(conn, path)
        uid = conn.execute("SELECT uid FROM inbox WHERE id = 1").fetchone()
        rows = conn.execute(f"SELECT {_COLUMNS[min(max(version, 1), VERSION)]} FROM "
                            "submissions WHERE game = ? ORDER BY seq", [game]).fetchall()
        refused = conn.execute(
            "SELECT tbl, seated_at, SUM(n) FROM refusals WHERE game = ? GROUP BY tbl, seated_at",
            [game]).fetchall() if version >= 2 else []
    finally:
        conn.execute("COMMIT")
    read = [_row(r) for r in rows]
    return Read((uid[0] if uid else ""), [s for s in read if isinstance(s, Submission)],
                [s for s in read if isinstance(s, Damaged)],
                {(t, seated): int(n) for t, seated, n in refused})


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


def _reading(path: Path, how: Callable[[sqlite3.Connection], T]) -> T | None:
    """`how(conn)` over a reader's connection to the inbox (None without an inbox)."""
    try:
        conn = _open_reader(path)
        if conn is None:
            return None
        try:
            return how(conn)
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        raise errors.from_sqlite_error(exc, path) from None


def read(event: str | os.PathLike, game: int) -> Read:
    """What the inbox holds for `game` (NOTHING without an inbox)."""
    path = inbox_path(event)
    return _reading(path, lambda conn: _read_rows(conn, path, game)) or NOTHING


def served_url(event: str | os.PathLike) -> str | None:
    """Where `serve --entry` said it listens (its address for the phones), while it runs or
    after it was killed (the caller asks whether it answers)."""
    def how(conn: sqlite3.Connection) -> str | None:
        if _format(conn, inbox_path(event)) < 2:
            return None
        row = conn.execute("SELECT url FROM server WHERE id = 1").fetchone()
        return str(row[0]) if row else None
    return _reading(inbox_path(event), how)


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

    def read(self, game: int) -> Read:
        if self._conn is None:
            if self._file_id() is None:
                return NOTHING
            return read(self.path.with_name(self.path.name[:-len(INBOX_SUFFIX)]), game)
        try:
            return _read_rows(self._conn, self.path, game)
        except sqlite3.DatabaseError as exc:
            raise errors.from_sqlite_error(exc, self.path) from None

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
        self._conn = None
        self._version = None
