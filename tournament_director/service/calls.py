"""The calls the window makes on an event, each by name: the reads (`READS`) and the actions
that change it (`ACTS`). The window's Session (gui/session.py) makes them through a door, the
event itself at the main desk or a desk's link to it, and the main desk runs a desk's call
from this same table: one function for each, wherever it was asked for.

A read is `fn(event, *args)`; `known=` is what the caller read already and the read would
read again (the main desk's own door hands it on; another desk's leaves it out). An action is
a service action, `fn(event, *args, **kwargs) -> Done`. An argument that names a file of the
desk's (a players CSV: FILE_ARGS) is sent along (service/wire.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..store import changes, records
from ..store.inbox import InboxWatch
from . import (
    adjustments,
    configure,
    entry,
    hall,
    history,
    inbox,
    overrides,
    prizes,
    registration,
    results,
    seating,
    views,
)
from .event import Event
from .model import AuditEntry, GameView
from .reports import REPORTS


def _report_data(event: Event, kind: str, game: int | None = None) -> dict:
    """The plain data a printed report shows (the prize distribution's with the figures of
    one read)."""
    if kind == "payout":
        return views.report_payout(event)
    return REPORTS[kind].data(event, game)


def _said(event: Event, line_id: int) -> str:
    """An undo or redo line in the language: what it took back."""
    line = changes.audit_line(event.db, line_id)
    if line is None:
        return ""
    return history.said(event, AuditEntry(line_id, "", line[0], line[1]))


def _inbox(event: Event, known: GameView | None = None, watch: InboxWatch | None = None
           ) -> tuple[inbox.Inbox, str]:
    """What the tables sent and waits (`watch`: the main desk window's open look at it), and
    the rows that cannot be read in words ("" when all is read)."""
    found = inbox.read(event, watch, known)
    return found, inbox.damaged_words(event, found.damaged) if found.damaged else ""


def _sheet_links(event: Event, game_no: int, base: str) -> dict:
    """The table sheets' codes while entry is on (`base`: the server's address; "": a
    `serve --entry` of this event running elsewhere, if any)."""
    base = base or entry.served_address(str(event.path)) or ""
    return entry.sheet_links(event, game_no, base) if base else {}


def _export_table(event: Event, *args: Any, **kwargs: Any) -> Any:
    from . import export  # here: the window's start has no use for it or csv (benchmarks.md)
    return export.table(event, *args, **kwargs)


def _entry_links(event: Event, game_no: int) -> dict[int, str]:
    return {link["table"]: link["path"] for link in entry.links(event, game_no)}


READS: dict[str, Callable[..., Any]] = {
    "head": lambda event: records.last_line(event.db),
    "settings": lambda event: event.settings,
    "players": Event.players,
    "player": Event.player,
    "games_seated": Event.games_seated,
    "game": Event.game,
    "table": Event.table,
    "status": lambda event, known=None: event.status(last=known),
    "standings": lambda event, after_game=None: event.standings(after_game),
    "payout": lambda event, known=None: prizes.payout(event, known),
    "tiebreak_values": Event.tiebreak_values,
    "changed_tables": lambda event, game_no, known=None: overrides.changed_tables(
        event, game_no, known),
    "participants": Event.participants,
    "audit_log": lambda event, limit=None: event.audit_log(limit),
    "line_changes": history.line_changes,
    "said": _said,
    "undo_labels": history.labels,
    "preview_csv": registration.preview_csv,
    "export_table": _export_table,
    "report_data": _report_data,
    "report_event": views.report_event,
    "inbox": _inbox,
    "entry_links": _entry_links,
    "sheet_links": _sheet_links,
    "clock": hall.clock,
    "announcement": hall.announcement,
}

# the reads that need a role: the printed reports are the results desk's (CLI.md)
READ_ROLES = {"report_data": "results"}

ACTS: dict[str, Callable[..., Any]] = {f"{fn.__module__.rsplit('.', 1)[-1]}.{fn.__name__}": fn
                                       for fn in (
    registration.add_player, registration.import_players, registration.edit_player,
    registration.drop, registration.undrop, registration.checkin,
    seating.seat_next_game, seating.unseat_last_game,
    overrides.drop_now, overrides.move, overrides.swap, adjustments.adjust,
    results.record, inbox.confirm, inbox.reject,
    prizes.set_tiebreaks, prizes.set_tiebreak, configure.update_settings,
    history.undo, history.redo, history.revert,
    hall.clock_start, hall.clock_pause, hall.clock_add, hall.clock_set, hall.announce,
)}
NAME_OF = {fn: name for name, fn in ACTS.items()}
# the calls whose argument at this place names a file of the desk's: sent along (wire.SentFile)
FILE_ARGS = {"preview_csv": 0, "registration.import_players": 0}


def act_name(fn: Callable[..., Any]) -> str:
    """The name an action travels by (one of ACTS: a function not listed cannot)."""
    try:
        return NAME_OF[fn]
    except KeyError:
        raise LookupError(f"{fn!r} is not one of service/calls.py's ACTS") from None
