"""An event's database connection: plain sqlite3 for the daily reads and writes, sqlite-utils
(its Migrations and table helpers) loaded the first time something asks for it.

Importing sqlite-utils loads click, dateutil and pluggy: about 14 MB and 40 ms that the window
and the CLI would pay at every start although only creating or upgrading an event file uses
it. `EventDatabase` answers `execute`, `query`, `atomic`, `conn`, `close` and `table_names`
itself, as sqlite-utils' `Database` does; anything else (`db["players"]`, ...) is handed to a
sqlite-utils `Database` over the same connection, made on first use."""

from __future__ import annotations

import contextlib
import os
import sqlite3
import urllib.parse
from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # sqlite-utils is imported by `utils`, when first asked for (above)
    from sqlite_utils import Database
    from sqlite_utils.db import Table, View


def connect(path: str | os.PathLike) -> EventDatabase:
    """One connection to the event file at `path` (autocommit; a busy file waited for up to
    5 s)."""
    return EventDatabase(sqlite3.connect(str(path), isolation_level=None, timeout=5), path)


def connect_read_only(path: str | os.PathLike) -> EventDatabase:
    """A reader's connection that cannot write the file: opened read-only (mode=ro), so it
    never checkpoints the -wal into the file, not even as the last connection to close
    (SQLite leaves the -wal for the next writer). Usable from any thread (a server's, under
    its own lock)."""
    uri = "file:" + urllib.parse.quote(os.path.abspath(path)) + "?mode=ro"
    conn = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=5,
                           check_same_thread=False)
    return EventDatabase(conn, path)


class EventDatabase:
    """One connection (autocommit: isolation_level=None), with sqlite-utils behind it."""

    def __init__(self, conn: sqlite3.Connection, path: str | os.PathLike | None = None) -> None:
        self.conn = conn
        self.path = path  # the event file (its name in messages), when known
        self._utils: Database | None = None
        self.change_mark: int | None = None  # the last change before this action (store/changes.py)
        self.schema_checked: int | None = None  # the schema_version whose triggers were checked
        conn.execute("PRAGMA recursive_triggers=on;")  # as sqlite-utils' Database sets it

    @property
    def utils(self) -> Database:
        """sqlite-utils' Database over this connection (its plugins not run: an event file
        must not change with whatever plugins a machine has installed)."""
        if self._utils is None:
            from sqlite_utils import Database  # here: 40 ms and 14 MB (the first lines)
            self._utils = Database(self.conn, execute_plugins=False)
        return self._utils

    def __getitem__(self, name: str) -> Table | View:
        return self.utils[name]

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.utils, name)

    # -- what the program uses every day ------------------------------------------------------
    def execute(self, sql: str, parameters: Sequence | dict | None = None) -> sqlite3.Cursor:
        if parameters is None:
            return self.conn.execute(sql)
        return self.conn.execute(sql, parameters)

    def executemany(self, sql: str, rows: Iterable[Sequence]) -> sqlite3.Cursor:
        return self.conn.executemany(sql, rows)

    def query(self, sql: str, parameters: Sequence | dict | None = None) -> Iterator[dict]:
        """The rows as dicts (the statement runs now, rows are fetched as iterated)."""
        cursor = self.execute(sql, parameters)
        keys = [d[0] for d in cursor.description or ()]
        return (dict(zip(keys, row)) for row in cursor)

    def table_names(self) -> list[str]:
        return [r[0] for r in self.conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()]

    @contextlib.contextmanager
    def atomic(self) -> Iterator[EventDatabase]:
        """One transaction (nested: a savepoint); rolled back if the block raises."""
        conn = self.conn
        if conn.in_transaction:
            savepoint = f"td_{os.urandom(8).hex()}"
            conn.execute(f"SAVEPOINT {savepoint}")
            try:
                yield self
            except BaseException:
                if conn.in_transaction:
                    conn.execute(f"ROLLBACK TO SAVEPOINT {savepoint}")
                    conn.execute(f"RELEASE SAVEPOINT {savepoint}")
                raise
            else:
                conn.execute(f"RELEASE SAVEPOINT {savepoint}")
            return
        conn.execute("BEGIN")
        try:
            yield self
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        else:
            try:
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise

    def close(self) -> None:
        self.conn.close()
