"""A window's door into an event: the calls of service/calls.py, made on the event file itself
(`LocalDoor`, the main desk) or through the main desk (web/desk_client.py's `RemoteDoor`, any
other desk). Both answer the same: `read(name, ...)`, `act(fn, args, kwargs, seen)` -> Done,
`poll()` -> what others changed since (`News`), `problem()`; the window's Session is made over
either and its pages cannot tell them apart.

`run_read` and `run_act` are how the main desk runs a call, its own or another desk's: the
same function from the same table."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..store import records
from . import calls, entry
from .asker import Asker, asking
from .done import Changes, Done
from .event import Event
from .files import EventFileError, FileReplaced, from_os_error, from_sqlite_error
from .model import ServiceError
from .wire import at_main_desk


@dataclass(frozen=True)
class News:
    """What others changed since the door last said: the kinds of change, who (a desk's
    name, None: the main desk or several), and the newest line now seen."""

    changes: Changes
    by: str | None
    head: int


@dataclass(frozen=True)
class DeskInfo:
    """Whom a door at another desk speaks for: the desk's name and role, the event's name,
    and the main desk's address (for the title bar)."""

    name: str
    role: str
    event: str
    host: str


class FileLost(ServiceError):
    """The event file is no longer the one opened: the change is refused (`problem` says
    what happened, for the window's offer to save a copy)."""

    def __init__(self, message: str, problem: str):
        super().__init__(message)
        self.problem = problem


def run_read(event: Event, name: str, args: list | tuple = (), kwargs: dict | None = None
             ) -> Any:
    """One of calls.READS on `event` (a file a desk sent along is put aside for it)."""
    with at_main_desk(list(args), dict(kwargs or {})) as (given, named):
        return calls.READS[name](event, *given, **named)


def run_act(event: Event, fn: Callable[..., Done], args: list | tuple = (),
            kwargs: dict | None = None) -> Done:
    with at_main_desk(list(args), dict(kwargs or {})) as (given, named):
        return fn(event, *given, **named)


def news_of(found: dict, own: str | None = None) -> News | None:
    """The News in service/desks.news's answer, the lines of the desk `own` left out (it
    knows its own changes); None when nothing else changed."""
    from .desks import NEWS_LINES
    lines = [line for line in found["lines"] if own is None or line["desk"] != own]
    if found["reset"] or len(found["lines"]) >= NEWS_LINES:
        kinds = set(found["changes"])  # (more than were listed: all they changed)
    elif lines:
        kinds = {kind for line in lines for kind in line["changes"]}
    else:
        return None
    who = {line["desk"] for line in lines}
    return News(Changes(**{k: True for k in kinds if k in Changes.__dataclass_fields__}),
                who.pop() if len(who) == 1 else None, found["head"])


class LocalDoor:
    """The event file itself: the main desk's window."""

    desk: DeskInfo | None = None  # the main desk speaks for itself

    def __init__(self, event: Event):
        self.event = event
        self.inbox_watch = entry.InboxWatch(event.path)
        self.inbox_watch.changed()  # as it is now: the pages are filled from it anyway
        self.view = records.last_line(event.db)  # the newest line the window has been told of

    @property
    def path(self) -> Path:
        return self.event.path

    @property
    def copy_problem(self) -> str | None:
        return self.event.copy_problem

    def save_copy(self, dest: str | os.PathLike) -> Path:
        return self.event.save_copy(dest)

    def read(self, name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "inbox":  # through the window's open look at the inbox
            kwargs["watch"] = self.inbox_watch
        return run_read(self.event, name, args, kwargs)

    def act(self, fn: Callable[..., Done], args: tuple, kwargs: dict,
            seen: int | None = None) -> Done:
        """Run the action on the file (checked against what the desks changed since `seen`);
        every failure of the file said as a ServiceError (FileLost: it is not the one
        opened any more). Before and after it, the path must still name the file opened."""
        self._check_file("Nothing was changed")
        before = records.last_line(self.event.db)
        try:
            with asking(Asker(seen=seen)):
                done = run_act(self.event, fn, args, kwargs)
        except sqlite3.Error as exc:  # a full disk, a read-only file: said as such
            raise ServiceError(str(from_sqlite_error(exc, self.path))) from None
        except FileReplaced as exc:  # replaced or overwritten while the change was made
            raise FileLost(f"{exc} This change is not in the event file: save a copy of the "
                           "event (File > Save a copy as...) and open that copy.",
                           str(exc)) from None
        except EventFileError as exc:  # the file refuses the change (e.g. changed outside)
            raise ServiceError(str(exc)) from None
        except OSError as exc:
            raise ServiceError(str(from_os_error(exc))) from None
        self._check_file("This change went only into the file the window has open")
        if done.changes and self.view == before:  # (else poll says what came between)
            self.view = records.last_line(self.event.db)
        return done

    def _check_file(self, consequence: str) -> None:
        problem = self.problem()
        if problem:
            raise FileLost(f"{problem} {consequence}: save a copy of the event (File > "
                           "Save a copy as...) and open that copy.", problem)

    def problem(self) -> str | None:
        """What happened to the file, once it is no longer the one opened."""
        return self.event.file.identity_problem() if self.event.file.db is not None else None

    def poll(self) -> News | None:
        """What the tables sent since (the inbox beside the event) and what other desks
        changed through this window's desks' server (lines it has not been told of)."""
        if self.event.file.db is None:  # closed (by whoever opened it)
            return None
        head = records.last_line(self.event.db)
        found = None
        if head != self.view:  # another desk's change (service/desks.py: imported only then,
            from .desks import news  # with its certificate's, when desks are used)
            found = news_of(news(self.event.db, self.view))
            self.view = head
        if self.inbox_watch.changed():
            inbox = Changes(inbox=True)
            found = News(found.changes | inbox, found.by, head) if found else \
                News(inbox, None, head)
        return found

    def close(self) -> None:
        self.inbox_watch.close()
        self.event.close()
