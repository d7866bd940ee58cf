"""Several desks on one event, as the main desk keeps them: the desks (made with a role,
listed, revoked), a desk told by its token, each desk's join link with the certificate it
pins, the requests done once, and the news a desk's change stream carries (what changed after
the line it has seen).

The desks' rows are not the event's data (store/desks.py): making or revoking a desk writes
no audit line and is never undone; a token is kept only as its SHA-256."""

from __future__ import annotations

import hashlib
import hmac
import secrets
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

from ..i18n import _
from ..store import desks as rows
from ..store import records
from ..store.database import EventDatabase
from . import certificate, history
from .actions import ROLES, of_action
from .done import EVERYTHING, NOTHING, Changes
from .event import Event, now
from .model import ServiceError

TOKEN_BYTES = 16  # 128 random bits in each desk's address
NAME_MOST = 40
MAIN_DESK = "main desk"  # what the main desk's own command line is told by (main_token)
NEWS_LINES = 200  # lines listed in one answer of the change stream (the rest: "everything")


@dataclass(frozen=True)
class Desk:
    """A desk as its token tells it: its name and role (`main`: the main desk's own command
    line, told by a token made from the event's secret)."""

    name: str | None
    role: str


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def main_token(db: EventDatabase) -> str:
    """The token of the main desk's own command line: an HMAC of the event's secret (whoever
    can read the event file is at the main desk, and may do what it may)."""
    return hmac.new(records.entry_secret(db), b"main desk", hashlib.sha256).hexdigest()


def clean_name(name: object) -> str:
    """A desk's name as given, checked: 1 to 40 characters, no control characters."""
    text = unicodedata.normalize("NFC", str(name or "")).strip()
    if not text or len(text) > NAME_MOST or any(unicodedata.category(c).startswith("C")
                                                for c in text):
        raise ServiceError(_("Give the desk a name of 1 to {most} characters, e.g. \"Door\" or "
                             "\"Results 2\".").format(most=NAME_MOST))
    return text


def _write(event: Event, write: Callable[[EventDatabase], None]) -> None:
    """A write of the desks' own rows (no audit line: not the event's data), by the writer,
    checked as an action's is (the file still its own before and after)."""
    event.file.check_unchanged()
    write(event.db)
    event.file.settle()


def _needs_desks(event: Event) -> None:
    if not rows.has_desks(event.db):
        raise ServiceError(_("This event file is from before desks: open it once in this "
                             "version of the program (it is upgraded), then try again."))


def make_desk(event: Event, name: str, role: str) -> str:
    """A desk named `name` with `role`; returns its token (shown once, in its join link).
    A desk of that name made before gets a new address: its old one is refused from now on."""
    _needs_desks(event)
    name = clean_name(name)
    if role not in ROLES:
        raise ServiceError(_("Unknown role {role}: use full, results or door.").format(
            role=repr(role)))
    token = secrets.token_urlsafe(TOKEN_BYTES)
    certificate_of(event)  # made now, once: the link carries its pin
    _write(event, lambda db: rows.put_desk(db, name, role, token_hash(token), now()))
    return token


def revoke(event: Event, name: str) -> None:
    """Refuse the desk from now on (its open requests and its change stream too)."""
    _needs_desks(event)
    found: list[bool] = []
    _write(event, lambda db: found.append(rows.revoke(db, name, now())))
    if not found[0]:
        names = ", ".join(d["name"] for d in desk_list(event)) or _("none yet")
        raise ServiceError(_("There is no desk named {name} (desks: {names}).").format(
            name=repr(name), names=names))


def desk_list(event: Event, seen: dict[str, str] | None = None) -> list[dict]:
    """[{"name", "role", "last_seen", "revoked"}] in the order made; `seen`: the desks'
    server's newer times (it writes them to the file now and then)."""
    if not rows.has_desks(event.db):
        return []
    return [{"name": name, "role": role,
             "last_seen": (seen or {}).get(name) or last_seen,
             "revoked": revoked is not None}
            for name, role, _made, revoked, last_seen in rows.desks(event.db)]


def note_seen(event: Event, seen: dict[str, str]) -> None:
    """When each desk was last seen, written down (the desks' server, now and then)."""
    if seen and rows.has_desks(event.db):
        _write(event, lambda db: rows.set_last_seen(db, seen))


def desk_of(db: EventDatabase, token: str) -> Desk | None:
    """The desk whose address carries `token`, or None (unknown or revoked)."""
    if not rows.has_desks(db):
        return None
    if hmac.compare_digest(token.encode(), main_token(db).encode()):
        return Desk(None, "main")
    found = rows.desk_of(db, token_hash(token))
    if found is None or found[2] is not None:
        return None
    return Desk(found[0], found[1])


def revoked(db: EventDatabase, token: str) -> bool:
    found = rows.desk_of(db, token_hash(token)) if rows.has_desks(db) else None
    return found is not None and found[2] is not None


# -- the certificate and the address --------------------------------------------------------
def certificate_of(event: Event) -> tuple[bytes, bytes]:
    """(certificate PEM, key PEM) of the main desk, made the first time (the writer)."""
    _needs_desks(event)
    found = rows.server_row(event.db)
    if found is None:
        cert, key = certificate.make()
        _write(event, lambda db: rows.put_certificate(db, cert, key))
        found = rows.server_row(event.db)
        assert found is not None
    return bytes(found[0]), bytes(found[1])


def pin(db: EventDatabase) -> str | None:
    """The certificate's pin (None before it is made)."""
    found = rows.server_row(db) if rows.has_desks(db) else None
    return certificate.pin_of(bytes(found[0])) if found else None


def address(db: EventDatabase) -> tuple[str, int] | None:
    """(host, port) where the desks' server listens now, or None."""
    found = rows.server_row(db) if rows.has_desks(db) else None
    return (found[2], found[3]) if found and found[2] and found[3] else None


def set_address(event: Event, host: str | None, port: int | None) -> None:
    _write(event, lambda db: rows.set_address(db, host, port, now() if host else None))


def link(host: str, port: int, token: str, pin_hex: str) -> str:
    """The address a desk joins with: https://HOST:PORT/d/TOKEN#pin=SHA256HEX."""
    shown = f"[{host}]" if ":" in host else host
    return f"https://{shown}:{port}/d/{token}#pin={pin_hex}"


# -- requests done once -------------------------------------------------------------------------
def done_before(db: EventDatabase, request_id: str) -> tuple[str | None, int, str | None] | None:
    """(desk, line, answer) when a request with this id changed the event already."""
    return rows.request(db, request_id) if rows.has_desks(db) else None


def keep_answer(event: Event, request_id: str, answer: str) -> None:
    """What the desk was answered, for the same request sent again (written after it)."""
    if rows.request(event.db, request_id) is not None:
        _write(event, lambda db: rows.set_answer(db, request_id, answer))


# -- the change stream's news ---------------------------------------------------------------
def news(db: EventDatabase, after: int) -> dict:
    """What changed after the line `after`: {"head", "reset", "changes": [kinds], "lines":
    [{"id", "action", "desk", "changes"}]} (the newest NEWS_LINES). `reset`: the file holds
    fewer lines than the desk has seen (a copy restored at the main desk): forget it all."""
    head = records.last_line(db)
    if after > head:
        return {"head": head, "reset": True, "changes": sorted(EVERYTHING.kinds), "lines": []}
    found = rows.lines_after(db, after)
    total: Changes = NOTHING
    lines = []
    for line_id, action, desk in found[-NEWS_LINES:]:
        if action in ("undo", "redo"):
            action = history.origin_action(db, line_id)
        changed = of_action(action)
        total = total | changed
        lines.append({"id": line_id, "action": action, "desk": desk,
                      "changes": sorted(changed.kinds)})
    if len(found) > NEWS_LINES:
        total = EVERYTHING
    return {"head": head, "reset": False, "changes": sorted(total.kinds), "lines": lines}
