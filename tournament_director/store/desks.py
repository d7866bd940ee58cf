"""The desks' rows (the m013 step): the desks and their roles, the requests they changed the
event with, the main desk's certificate and where its desks' server listens. All the SQL over
them (none of these rows is the event's data: never tracked, undone or verified as such), and
the lines a desk's change or undo is checked against (which rows each touched)."""

from __future__ import annotations

from .changes import desk_column
from .database import EventDatabase as Database


def has_desks(db: Database) -> bool:
    """Whether the file has the desks' tables (a file opened read-only before its upgrade
    may not)."""
    return db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'desks'"
                      ).fetchone() is not None


# -- the desks ------------------------------------------------------------------------------
def desks(db: Database) -> list[tuple]:
    """(name, role, made_at, revoked_at, last_seen) of every desk, in the order made."""
    return db.execute("SELECT name, role, made_at, revoked_at, last_seen FROM desks "
                      "ORDER BY made_at, name").fetchall()


def desk_of(db: Database, token_hash: str) -> tuple | None:
    """(name, role, revoked_at) of the desk whose token hashes to `token_hash`, or None."""
    return db.execute("SELECT name, role, revoked_at FROM desks WHERE token_hash = ?",
                      [token_hash]).fetchone()


def put_desk(db: Database, name: str, role: str, token_hash: str, at: str) -> None:
    """A desk made, or made again with a new address (its old one refused from then on)."""
    with db.atomic():
        db.execute("DELETE FROM desks WHERE name = ?", [name])
        db.execute("INSERT INTO desks (name, role, token_hash, made_at) VALUES (?, ?, ?, ?)",
                   [name, role, token_hash, at])


def revoke(db: Database, name: str, at: str) -> bool:
    """Refuse the desk from now on; False when there is no such desk."""
    with db.atomic():
        cur = db.execute("UPDATE desks SET revoked_at = COALESCE(revoked_at, ?) WHERE name = ?",
                         [at, name])
    return cur.rowcount == 1


def set_last_seen(db: Database, seen: dict[str, str]) -> None:
    with db.atomic():
        db.executemany("UPDATE desks SET last_seen = ? WHERE name = ?",
                       [(at, name) for name, at in seen.items()])


def lines_after(db: Database, after: int) -> list[tuple[int, str, str | None]]:
    """(id, action, desk) of each audit line after the line `after`, oldest first."""
    return db.execute("SELECT id, action, desk FROM audit WHERE id > ? ORDER BY id",
                      [after]).fetchall()


# -- what a desk's change or undo is checked against ----------------------------------------
def rows_of(db: Database, after_change: int | None = None,
            line: int | None = None) -> set[tuple[str, int]]:
    """(table, row) of each change after the change `after_change` (an action's own, inside
    its transaction), or of one audit line's."""
    if line is not None:
        found = db.execute("SELECT tbl, key FROM changes WHERE audit_id = ?", [line])
    else:
        found = db.execute("SELECT tbl, key FROM changes WHERE id > ?", [after_change or 0])
    return {(tbl, key) for tbl, key in found.fetchall()}


def lines_touching(db: Database, rows: set[tuple[str, int]],
                   after: int) -> list[tuple[int, str, str, str, str | None]]:
    """(id, at, action, summary, desk) of each audit line after the line `after` whose
    changes touch one of `rows`, oldest first (what a desk's change or undo is checked
    against)."""
    ids = sorted({audit_id for audit_id, tbl, key in db.execute(
        "SELECT audit_id, tbl, key FROM changes WHERE audit_id > ?", [after]).fetchall()
        if (tbl, key) in rows})
    if not ids:
        return []
    marks = ", ".join("?" for _ in ids)
    return db.execute(f"SELECT id, at, action, summary, {desk_column(db)} FROM audit "
                      f"WHERE id IN ({marks}) ORDER BY id", ids).fetchall()



# -- the requests a change was made with --------------------------------------------------------
def request(db: Database, request_id: str) -> tuple | None:
    """(desk, line, answer) of a request done, or None."""
    return db.execute("SELECT desk, line, answer FROM desk_requests WHERE id = ?",
                      [request_id]).fetchone()


def add_request(db: Database, request_id: str, desk: str | None, line: int, at: str) -> None:
    """Inside the change's own transaction: the request is done, with that line."""
    db.execute("INSERT OR IGNORE INTO desk_requests (id, desk, line, at) VALUES (?, ?, ?, ?)",
               [request_id, desk, line, at])


def set_answer(db: Database, request_id: str, answer: str) -> None:
    """What the desk was answered, for the same request sent again (after the change)."""
    with db.atomic():
        db.execute("UPDATE desk_requests SET answer = ? WHERE id = ?", [answer, request_id])


# -- the main desk's certificate and address ----------------------------------------------------
def server_row(db: Database) -> tuple | None:
    """(cert PEM, key PEM, host, port) of the main desk, or None before it was made."""
    return db.execute("SELECT cert, key, host, port FROM desk_server WHERE id = 1").fetchone()


def put_certificate(db: Database, cert: bytes, key: bytes) -> None:
    with db.atomic():
        db.execute("INSERT OR IGNORE INTO desk_server (id, cert, key) VALUES (1, ?, ?)",
                   [cert, key])


def set_address(db: Database, host: str | None, port: int | None, at: str | None) -> None:
    """Where the desks' server listens now (None: it stopped)."""
    with db.atomic():
        db.execute("UPDATE desk_server SET host = ?, port = ?, since = ? WHERE id = 1",
                   [host, port, at])
