"""Adjustments: a penalty or an award in tenths, with its reason, counted in the total."""

from __future__ import annotations

from .. import formats
from ..i18n import _
from ..rules.numbers import format_signed
from ..store import records
from . import parse
from .actions import ADJUST
from .done import Done
from .event import Event, checked_number, now
from .model import ServiceError


def adjust(event: Event, start_no: int, points: int | str, reason: str,
           game_no: int | None = None) -> Done:
    """Give a player a penalty (negative points) or an award: `points` as text ("-1.0") or
    integer tenths; `game_no` the game it is for (None: none in particular). Part of the
    total from now on (so of later seatings, tie-breaks and prize money). The value is the
    player's total afterwards, in tenths."""
    player = event.player(start_no)
    tenths = parse.adjustment_points(points, _("Points"))
    why = parse.reason(reason)
    seated = event.games_seated()
    if game_no is not None:
        checked_number(game_no, "Game")
        if not seated:
            raise ServiceError(_("No game is seated yet: give the adjustment without a game "
                                 "(it counts from now), or seat game 1 first."))
        if not 1 <= game_no <= seated:
            raise ServiceError(_("Game {game} is not seated: give a game from 1 to {seated}, "
                                 "or none.").format(game=game_no, seated=seated))
    if start_no not in event.participants():
        raise ServiceError(_("{name} (start number {no}) has not been seated in any game: a "
                             "penalty or an award is only for a player who takes part (it "
                             "would count nowhere); give it once they have been seated.")
                           .format(name=player.name, no=start_no))
    row = dict(start_no=start_no, points=tenths, reason=why, game_no=game_no,
               during_game=seated, given_at=now())
    summary = (f"Adjustment {format_signed(tenths)} for {player.name} ({start_no}): {why}"
               + (f" (game {game_no})" if game_no else ""))
    with event.action(ADJUST, summary, after=row):
        records.insert_adjustment(event.db, row)
    total = event.points().get(start_no, tenths)
    message = _("{points} for {name} ({no}): {reason}. Their total is now {total}.").format(
        points=formats.signed(tenths), name=player.name, no=start_no, reason=why,
        total=formats.points(total))
    return ADJUST.done(message, value=total)
