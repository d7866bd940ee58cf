"""Seating: the next game seated (game 1 by lot, later games by the standings), or taken back."""

from __future__ import annotations

import random

from ..i18n import _, said
from ..rules import plans
from ..rules import seating as seat_rules
from ..rules.errors import RulesError
from ..store import records
from .actions import SEAT, UNSEAT
from .done import Done
from .event import Event, now
from .model import ServiceError


def seat_next_game(event: Event) -> Done:
    """Seat the next game: game 1 by lot, later games by the standings. The value is the
    GameView of the game seated."""
    st = event.status()
    if not st.can_seat or st.next_game is None or st.next_plan is None:  # (can_seat: neither)
        raise ServiceError(st.seat_refusal or _("The next game cannot be seated."))
    game_no = st.next_game
    sizes = list(st.next_plan)
    seed = random.Random(f"{event.settings.seed}:{game_no}").randrange(1, 2**31)
    everyone = [p for p in event.players() if p.active]
    # once check-in is used, only the players here are seated; the others are left out
    left_out = [p for p in everyone if not p.checked_in] if st.here is not None else []
    active = [p.start_no for p in everyone if st.here is None or p.checked_in]
    try:
        if game_no == 1:
            tables = seat_rules.seat_by_lot(active, sizes, seed)
        else:
            points = event.points()
            tables = seat_rules.seat_by_standings({p: points.get(p, 0) for p in active},
                                                  sizes, seed)
    except RulesError as exc:
        raise ServiceError(said(exc)) from None
    out = ", ".join(f"{p.start_no} {p.name}" for p in left_out)
    summary = (f"Seated game {game_no}: {plans.describe_plan(sizes)}"
               + (" (extension game)" if st.extension else "")
               + (f"; left out, not here: {out}" if left_out else ""))
    after: dict[str, object] = {"game": game_no, "tables": tables}
    if left_out:
        after["left_out"] = [p.start_no for p in left_out]
    with event.action(SEAT, summary, after=after):
        records.insert_game(event.db, game_no, seed, tables, now())
    said_out = _("Left out (not checked in): {players}.").format(players=out) \
        if left_out else ""
    return SEAT.done(said_out, value=event.game(game_no))


def unseat_last_game(event: Event) -> Done:
    """Take back the last seating, as long as no table of it has a result."""
    seated = event.games_seated()
    if not seated:
        raise ServiceError(_("No game is seated: there is no seating to take back."))
    game = event.game(seated)
    if game.tables_in:
        raise ServiceError(_("Game {game} already has results: its seating cannot be taken "
                             "back (correct the results instead).").format(game=seated))
    summary = f"The seating of game {seated} is taken back: seat it again when ready."
    with event.action(UNSEAT, summary,
                      before={"game": seated,
                              "tables": [list(t.players) for t in game.tables]}):
        records.delete_game(event.db, seated)
    return UNSEAT.done(_("The seating of game {game} is taken back: seat it "
                         "again when ready.").format(game=seated))
