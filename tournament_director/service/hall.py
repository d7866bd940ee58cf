"""The hall's side of an event: the round clock, the announcement, "find your table"."""

from __future__ import annotations

import time
import unicodedata
from collections.abc import Callable

from ..collation import name_key
from ..i18n import _, said
from ..rules import clock as clock_rules
from ..rules.errors import RulesError
from ..store import hall as hall_row
from .actions import ANNOUNCE, CLOCK
from .done import NOTHING, Done
from .event import Event
from .model import ServiceError, not_seated

MAX_ANNOUNCEMENT = 200


def _row(event: Event) -> dict | None:
    return hall_row.read(event.db)


def clock(event: Event) -> clock_rules.Clock:
    """The round clock as stored (see rules.clock.remaining for the time left now)."""
    row = _row(event)
    if row is None:
        return clock_rules.Clock()
    return clock_rules.Clock(duration=row["clock_duration"], left=row["clock_left"],
                             started_at=row["clock_started_at"])


def announcement(event: Event) -> str:
    row = _row(event)
    return row["announcement"] if row else ""


def _write(event: Event, values: dict) -> None:
    hall_row.write(event.db, values)


def _clock_dict(c: clock_rules.Clock) -> dict:
    return {"duration": c.duration, "left": c.left, "started_at": c.started_at}


def _change_clock(event: Event, fn: Callable[[clock_rules.Clock, float], clock_rules.Clock],
                  summary: str, now: float | None) -> Done:
    now = time.time() if now is None else now
    old = clock(event)
    try:
        new = fn(old, now)
    except RulesError as exc:
        raise ServiceError(said(exc)) from None
    with event.action(CLOCK, summary, before=_clock_dict(old), after=_clock_dict(new)):
        _write(event, {"clock_duration": new.duration, "clock_left": new.left,
                       "clock_started_at": new.started_at})
    return CLOCK.done(value=new)


def clock_set(event: Event, minutes: int | str, now: float | None = None) -> Done:
    """A new time for the round (stopped, the whole time left)."""
    return _change_clock(event, lambda c, _now: clock_rules.set_minutes(c, minutes),
                         f"Round clock set to {minutes} minutes", now)


def clock_start(event: Event, now: float | None = None) -> Done:
    now = time.time() if now is None else now
    left = clock_rules.text(clock_rules.remaining(clock(event), now))
    return _change_clock(event, clock_rules.start, f"Round clock started ({left} left)", now)


def clock_pause(event: Event, now: float | None = None) -> Done:
    now = time.time() if now is None else now
    left = clock_rules.text(clock_rules.remaining(clock(event), now))
    return _change_clock(event, clock_rules.pause, f"Round clock paused ({left} left)", now)


def clock_add(event: Event, minutes: int | str, now: float | None = None) -> Done:
    """Adds minutes (negative: removes them)."""
    word = "added to" if str(minutes).strip()[:1] != "-" else "removed from"
    amount = str(minutes).strip().lstrip("+-")
    return _change_clock(event, lambda c, t: clock_rules.add_minutes(c, minutes, t),
                         f"{amount} minutes {word} the round clock", now)


def clean_announcement(text: object) -> str:
    """One line of plain text, NFC, outer spaces stripped; refused if too long."""
    if not isinstance(text, str):
        raise ServiceError(_("The announcement must be text."))
    text = unicodedata.normalize("NFC", text)
    text = " ".join(text.split())  # line breaks and tabs become spaces: one line
    text = "".join(ch for ch in text if unicodedata.category(ch) != "Cc")
    if len(text) > MAX_ANNOUNCEMENT:
        raise ServiceError(_("The announcement is {length} characters long: shorten it to at "
                             "most {most} (it must be readable across the hall).").format(
                                 length=len(text), most=MAX_ANNOUNCEMENT))
    return text


def announce(event: Event, text: str) -> Done:
    """Shows `text` on the projector until cleared (an empty text clears it); the value is
    the text as shown."""
    text = clean_announcement(text)
    old = announcement(event)
    if text == old:
        return Done(NOTHING, value=text)
    summary = f"Announcement: {text}" if text else "Announcement cleared"
    with event.action(ANNOUNCE, summary, before={"announcement": old},
                       after={"announcement": text}):
        _write(event, {"announcement": text})
    return ANNOUNCE.done(value=text)


# -- "find your table" -------------------------------------------------------------------------
def find_your_table(event: Event, game_no: int | None = None) -> dict:
    """Every player seated in game K (default: the last seated), alphabetical by the event's
    name order, with table and seat: {"game": K, "name_order": "name" | "surname" (or
    collation.list_order's "surname:nl" ...),
    "players": [{"name", "start_no", "club", "table", "seat"}]}."""
    seated = event.games_seated()
    if game_no is None:
        game_no = seated
    if seated == 0:
        raise ServiceError(_("No game is seated yet: seat game 1 first."))
    if not 1 <= game_no <= seated:
        raise ServiceError(not_seated(game_no, seated))
    players = {p.start_no: p for p in event.players()}
    rows = []
    for t in event.game(game_no).tables:
        for seat, n in enumerate(t.players, 1):
            p = players[n]
            rows.append({"name": p.name, "start_no": n, "club": p.club, "table": t.table,
                         "seat": seat})
    order = event.settings.list_order  # "surname:nl": "Jan de Boer" under B
    rows.sort(key=lambda r: (name_key(r["name"], order), r["start_no"]))
    return {"game": game_no, "name_order": order, "players": rows}
