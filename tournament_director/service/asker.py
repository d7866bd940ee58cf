"""Who asks for a change: the main desk itself, or another desk (its name and role), what it
had seen (the newest audit line its view shows) and the request's id.

The main desk sets it around each call another desk makes (`asking`); `Event.action` checks
it on every change, so no path around it exists: the desk's role allows the action
(`check_role`), nothing the change touches was changed by anyone else since what the asker
had seen (`check_seen`: a refusal naming who changed it, never a silent merge), the line
names the desk, and the request's id is kept in the change's own transaction
(`keep_request`: a request sent again is done once)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from contextvars import ContextVar
from dataclasses import dataclass, replace

from ..i18n import _
from ..store import desks, records
from ..store.database import EventDatabase
from .actions import FULL, MAIN, Action, role_allows
from .model import ServiceError


@dataclass(frozen=True)
class Asker:
    """The desk a call comes from (`desk` None: the main desk), its role, the newest audit
    line its view showed when it asked (`seen`; None: nothing to check against) and the
    request's id (None: not kept)."""

    desk: str | None = None
    role: str = MAIN
    seen: int | None = None
    request: str | None = None


MAIN_DESK = Asker()  # the main desk asking for itself (nothing to check but its own file)
_asker: ContextVar[Asker | None] = ContextVar("asker", default=None)


class Conflict(ServiceError):
    """A change refused because what it changes was changed meanwhile by someone else."""


def current() -> Asker:
    return _asker.get() or MAIN_DESK


@contextlib.contextmanager
def asking(asker: Asker) -> Iterator[Asker]:
    """Everything inside is asked for by `asker` (this thread only)."""
    token = _asker.set(asker)
    try:
        yield asker
    finally:
        _asker.reset(token)


def role_words(role: str) -> str:
    """A role as the director reads it."""
    return {"door": _("door"), "results": _("results"), "full": _("full")}.get(role, role)


def where(desk: str | None) -> str:
    """Who made a change, in words: "the main desk" or "desk “Door 1”"."""
    if desk is None:
        return _("the main desk")
    return _("desk \u201c{name}\u201d").format(name=desk)


def check_role(action: Action) -> None:
    """ServiceError, before anything is done, when the asker's role does not allow it."""
    asker = current()
    if role_allows(asker.role, action.role):
        return
    raise ServiceError(needs_role(asker.role, action.name, action.role))


@contextlib.contextmanager
def as_part_of(action: Action) -> Iterator[None]:
    """The actions inside are part of `action`, which the asker may do (checked here): a
    results desk's `drop --now` between games is a plain drop (CLI.md), done for it."""
    check_role(action)
    asker = current()
    if asker.role == MAIN:
        yield
        return
    with asking(replace(asker, role=FULL)):
        yield


def needs_role(role: str, what: str, needed: str) -> str:
    """Why a desk of `role` is refused `what`, which needs `needed` (MAIN: the main desk)."""
    if needed == MAIN:
        return _("Only the main desk can do this ({what}): nothing was changed.").format(
            what=what)
    return _("This is a {role} desk: {what} needs a {needed} desk (or a full one). Nothing "
             "was changed.").format(role=role_words(role), what=what,
                                    needed=role_words(needed))


def check_seen(db: EventDatabase) -> None:
    """Inside the action's transaction, its changes written and its line not yet: when one
    of the rows it changed was changed since the line the asker had seen by someone else, a
    ServiceError naming who and what (the transaction is then rolled back)."""
    asker = current()
    if asker.seen is None:
        return
    mine = desks.rows_of(db, after_change=db.change_mark or 0)
    if not mine:
        return
    for _id, at, action, summary, desk in desks.lines_touching(db, mine, asker.seen):
        if desk == asker.desk:
            continue  # the asker's own change: it knows it
        from .history import label  # (history imports the event, which imports this)
        raise Conflict(_("Not saved: meanwhile {who} changed the same ({what}, at "
                         "{time}). Look at it again, then do it again if it is still "
                         "needed.").format(who=where(desk), what=label(action, summary),
                                           time=at[11:19]))


def keep_request(db: EventDatabase, at: str) -> None:
    """After the action's line is written, in its transaction: the request's id with it."""
    asker = current()
    if asker.request is not None and desks.has_desks(db):
        desks.add_request(db, asker.request, asker.desk, records.last_line(db), at)
