"""Prizes: the final tie-break values entered, and the Thomassen/Bruins prize money."""

from __future__ import annotations

from collections.abc import Mapping

from ..i18n import _, said
from ..rules.errors import RulesError
from ..rules.payout import Payout, winners_for
from ..rules.payout import payout as compute_payout
from ..rules.tiebreak import money_groups
from ..store import records
from . import parse
from .actions import TIEBREAK
from .done import Done
from .event import Event
from .model import ServiceError, StandingRow


def needs_tiebreak(event: Event) -> list[int]:
    """Players level on points whose order changes money (a prize place or the
    second-to-last place): their tie-break values decide. Others keep a shared rank."""
    if not event.settings.tiebreaks:
        return []
    return tiebreak_needed(event.standings(final=False), event.settings.competition)


def missing_tiebreaks(event: Event) -> list[int]:
    """Players level on points whose tie-break values are not entered yet."""
    have = event.tiebreak_values()
    return [p for p in needs_tiebreak(event) if p not in have]


def _parse_tiebreak(event: Event, values: Mapping | str) -> dict:
    if not isinstance(values, str):  # one validation path: the same as typed text
        values = ",".join(f"{k}={('yes' if v else 'no') if isinstance(v, bool) else v}"
                          for k, v in dict(values).items())
    return parse.tiebreak_values(event.settings.tiebreaks, values)


def set_tiebreak(event: Event, start_no: int, values: Mapping | str) -> Done:
    """Final tie-break values of one player (entered after the last game); the value is
    the values as read."""
    done = set_tiebreaks(event, {start_no: values})
    return Done(done.changes, done.message, done.value[start_no])


def set_tiebreaks(event: Event, values_by_player: Mapping[int, Mapping | str]) -> Done:
    """Tie-break values of several players as one action; the value is {start_no: values}."""
    parsed = {}
    for start_no, values in values_by_player.items():
        event.player(start_no)
        parsed[start_no] = _parse_tiebreak(event, values)
    if len(parsed) == 1:
        [(start_no, after)] = parsed.items()
        summary = f"Tie-break values for {event.player(start_no).name} ({start_no})"
        before = records.tiebreak_value(event.db, start_no)
    else:
        summary, before, after = f"Tie-break values for {len(parsed)} players", None, parsed
    with event.action(TIEBREAK, summary, before=before, after=after):
        records.write_tiebreaks(event.db, parsed)
    return TIEBREAK.done(value=parsed)


def payout(event: Event, final_rows: list[StandingRow] | None = None) -> Payout:
    """The prize money; `final_rows` (the final standings) when the caller has them."""
    s = event.settings
    if not s.competition:
        raise ServiceError(_("A campaign has no prize money: payout is for competitions."))
    st = event.status()
    if not st.finished:
        if st.games_seated < s.games:
            raise ServiceError(_("The payout comes after the last game: {seated} of {n} "
                                 "games are seated.").format(seated=st.games_seated,
                                                             n=s.games))
        raise ServiceError(_("The payout comes after the last game: {why}")
                           .format(why=st.seat_refusal or "").rstrip(": "))
    tables = event.seated_tables()
    if final_rows is None:
        final_rows = event.standings(final=True, tables=tables)
    seated = event.participants()  # seated in any game (a no-show who left a table too)
    rows = [r for r in final_rows if r.player.start_no in seated]
    last = st.games_seated
    winners = [p for t in tables if t.game_no == last
               for p in t.players if t.places and t.places[p] == 1]
    fees = {r.player.start_no: r.player.paid for r in rows}
    outside = {p.start_no: p.paid for p in event.players() if p.start_no not in fees}
    try:
        return compute_payout(fees, winners, [(r.rank, r.player.start_no) for r in rows],
                              len(rows), outside)
    except RulesError as exc:
        raise ServiceError(said(exc)) from None


def level_on_points(rows: list[StandingRow]) -> list[int]:
    """Start numbers of the players who share their points with someone, best first."""
    counts: dict[int, int] = {}
    for r in rows:
        counts[r.points] = counts.get(r.points, 0) + 1
    return [r.player.start_no for r in rows if counts[r.points] > 1]


def tiebreak_needed(rows: list[StandingRow], competition: bool = True) -> list[int]:
    """Of the participants level on points, those whose order changes money (a prize place
    or the second-to-last place); in a campaign, everyone level."""
    rows = [r for r in rows if r.participant]  # seated at least once
    if not competition:
        return level_on_points(rows)
    count = winners_for(len(rows))[0] if rows else 0
    return [p for group in money_groups([(r.player.start_no, r.points) for r in rows], count)
            for p in group]
