"""The event as plain dicts: the CLI's JSON documents and the data the reports print."""

from __future__ import annotations

from collections.abc import Iterable

from ..formats import percent, prize_basis
from ..i18n import _
from ..rules.money import money_json
from ..rules.numbers import points_json
from ..rules.payout import Payout
from ..rules.plans import PlanError, table_plan
from ..rules.standings import Adjustment, GameLine
from . import prizes
from .event import Event
from .history import grouped
from .model import Player, ServiceError, StandingRow, as_ranked, not_seated
from .prizes import level_on_points


def players_json(event: Event) -> list[dict]:
    return [{"start_no": p.start_no, "name": p.name, "club": p.club, "paid": money_json(p.paid),
             "status": p.status, "checked_in": p.checked_in} for p in event.players()]


def seating_json(event: Event, game_no: int) -> dict:
    game = event.game(game_no)
    return {"game": game_no,
            "tables": [{"table": t.table, "players": list(t.players)} for t in game.tables]}


def _line_json(line: GameLine) -> dict:
    def pts(v: int | None) -> float | None:
        return None if v is None else points_json(v)
    return {"game": line.game_no, "table": line.table_no, "place": line.place,
            "placement": pts(line.placement), "table_points": pts(line.table_points),
            "equalization": pts(line.equalization)}


def adjustments_json(adjustments: Iterable[Adjustment]) -> list[dict]:
    """A player's penalties and awards: points (one decimal), reason, game (or None)."""
    return [{"points": points_json(a.points), "reason": a.reason, "game": a.game}
            for a in adjustments]


def standings_json(event: Event, after_game: int | None = None) -> list[dict]:
    return [{"rank": r.rank, "start_no": r.player.start_no, "name": r.player.name,
             "points": points_json(r.points), "level": r.level,
             "games": [_line_json(line) for line in r.lines],
             "adjustments": adjustments_json(r.adjustments)}
            for r in event.standings(after_game)]


def payout_json(event: Event) -> dict:
    with event.one_read():  # the fingerprint is the head of the log this payout is of
        p = prizes.payout(event)
        fingerprint = event.fingerprint()
        give_back = _give_back(event, p)
    m = money_json  # money with at most two decimals (CLI.md): 20, 7.5
    return {"pot": m(p.pot),
            "refunds": [{"start_no": s, "amount": m(a)} for s, a in p.refunds],
            "rest": m(p.rest),
            "winners": [{"place": w.place, "start_no": w.player, "amount": m(w.amount)}
                        for w in p.winners],
            "left_over": {"start_no": p.left_over[0], "amount": m(p.left_over[1])},
            "total_paid": m(p.total_paid),
            # beyond the fixed keys: fees of players who never sat (not in the pot), and
            # the others level at the left-over's place (it goes to the lowest number)
            "give_back": give_back,
            "left_over_level_with": list(p.left_over_level),
            # the audit log's head when it was computed (printed beside the signatures)
            "fingerprint": fingerprint}


def _give_back(event: Event, p: Payout) -> list[dict]:
    names = {pl.start_no: pl.name for pl in event.players()} if p.give_back else {}
    return [{"start_no": s, "name": names[s], "paid": money_json(fee)} for s, fee in p.give_back]


# -- the data the printed reports take ------------------------------------------------------
def _game_points(line: GameLine | None) -> int | None:
    """A game's points as the standings count them (the rules' GameLine.total), in tenths;
    None while its table has no result."""
    return None if line is None or line.place is None else line.total


def report_event(event: Event) -> dict:
    s = event.settings
    return {"name": s.name, "date": s.date, "games": s.games, "fee": s.fee,
            "currency": s.currency, "mode": s.mode, "game": s.game,
            # "Any game (places entered directly)" means nothing to players: no label then
            # the rules' English labels said in the language (a director's own label, not
            # in the catalogue, stays as typed)
            "game_label": "" if s.game == "generic" else _(s.game_def.label),
            # the order the lists sort and file by, in the language they are printed in
            "paper": s.paper, "name_order": s.list_order,
            "tiebreak_items": [{"key": t.key, "label": _(t.label), "kind": t.kind}
                               for t in s.tiebreaks] if s.competition else [],
            "table_point_items": [{**i.to_dict(), "label": _(i.label)} for i in s.items],
            "result_fields": [{"key": f.key, "label": _(f.label), "kind": f.kind}
                              for f in s.game_def.fields]}


def report_seating(event: Event, game_no: int) -> dict:
    game = event.game(game_no)
    players = {p.start_no: p for p in event.players()}
    return {"game": game_no, "tables": [
        {"table": t.table, "players": [
            {"start_no": n, "name": players[n].name, "club": players[n].club, "seat": i}
            for i, n in enumerate(t.players, 1)]}
        for t in game.tables]}


def report_scorecards(event: Event, start_nos: list[int] | None = None) -> dict:
    """Every game of each player (table, seat, place, points), for the per-player score card:
    the player's own copy, or the facts at hand in a dispute."""
    wanted = set(start_nos) if start_nos else None
    rows = as_ranked(event.standings())  # rank 0: none of the player's results is in yet
    seated = event.games_seated()
    seats: dict[tuple[int, int], tuple[int, int]] = {}
    for g in range(1, seated + 1):
        for t in event.game(g).tables:
            for i, n in enumerate(t.players, 1):
                seats[(g, n)] = (t.table, i)
    cards = []
    for r in sorted(rows, key=lambda r: r.player.start_no):
        n = r.player.start_no
        if wanted is not None and n not in wanted:
            continue
        lines = {ln.game_no: ln for ln in r.lines}
        games = []
        for g in range(1, seated + 1):
            if (g, n) not in seats:
                continue
            ln = lines.get(g)
            table, seat = seats[(g, n)]
            games.append({"game": g, "table": table, "seat": seat,
                          "place": ln.place if ln else None,
                          "placement": ln.placement if ln else None,
                          "table_points": ln.table_points if ln else None,
                          "equalization": ln.equalization if ln else None,
                          "points": _game_points(ln)})
        cards.append({"start_no": n, "name": r.player.name, "club": r.player.club,
                      "status": r.player.status, "rank": r.rank or None, "level": r.level,
                      "points": r.points, "games": games,
                      "adjustments": [{"points": a.points, "reason": a.reason, "game": a.game}
                                      for a in r.adjustments]})
    if wanted is not None:
        missing = sorted(wanted - {c["start_no"] for c in cards})
        if missing:
            raise ServiceError(_("There is no player with start number {start_no}.").format(
                start_no=missing[0]))
    return {"cards": cards}


def report_tables(event: Event, game_no: int | None = None) -> dict:
    """The table numbers for the tent cards: those of game K (default the last seated game),
    or, before game 1 is seated, as many as the plan of game 1 needs."""
    seated = event.games_seated()
    if game_no is None:
        game_no = seated
    if game_no and not 1 <= game_no <= seated:
        raise ServiceError(not_seated(game_no, seated))
    if game_no:
        tables = [t.table for t in event.game(game_no).tables]
    else:
        count = sum(1 for p in event.players() if p.status == "active")
        try:
            sizes = table_plan(count, 1, event.settings.game_def.max_players)
        except PlanError:
            sizes = []
        tables = list(range(1, len(sizes) + 1))
    return {"game": game_no, "tables": tables}


def report_standings(event: Event, after_game: int | None = None) -> dict:
    seated = event.games_seated()
    if after_game is None:
        after_game = seated
    if after_game > seated or after_game < 0:
        raise ServiceError(not_seated(after_game, seated))
    final = after_game == seated and event.status().finished
    rows = as_ranked(event.standings(after_game if not final else None))  # no rank, no result
    values = event.tiebreak_values() if final else {}
    level = {r.player.start_no for r in rows if r.level} | set(
        level_on_points(rows) if final else ())
    items = event.settings.tiebreaks
    tables = event.game(after_game).tables if after_game else ()
    in_ = sum(1 for t in tables if t.has_result)
    complete = bool(tables) and in_ == len(tables)
    # the game the title names: K once all its results are in; K - 1 while nothing of game K
    # counts yet (no result, no penalty or award given for it); else none: "so far"
    nothing_of_k = in_ == 0 and len(event.adjustments(after_game - 1)) == len(
        event.adjustments(after_game)) if after_game > 1 else False
    return {"after_game": after_game, "final": final, "complete": complete,
            "titled_game": after_game if complete else after_game - 1 if nothing_of_k else None,
            "tables_in": in_, "tables_total": len(tables),
            "tiebreak_items": [{"key": i.key, "label": _(i.label), "kind": i.kind}
                               for i in items],
            "rows": [
        {"rank": r.rank or None, "start_no": r.player.start_no, "name": r.player.name,
         "club": r.player.club, "points": r.points, "level": r.level, "status": r.player.status,
         "tiebreak": (values.get(r.player.start_no)
                      if r.player.start_no in level else None),
         "games": [{"game": ln.game_no, "table": ln.table_no, "place": ln.place,
                    "placement": ln.placement, "table_points": ln.table_points,
                    "equalization": ln.equalization, "points": _game_points(ln)}
                   for ln in r.lines],
         "adjustments": [{"points": a.points, "reason": a.reason, "game": a.game}
                         for a in r.adjustments]}
        for r in rows]}


def report_payout(event: Event, *, rows: list[StandingRow] | None = None,
                  payout: Payout | None = None,
                  players: Iterable[Player] | None = None) -> dict:
    """The prize distribution's data; the final standings `rows`, the `payout` and the
    `players` when the caller has them already (the window keeps them). One read: the
    fingerprint printed is the head of the audit log these figures are of."""
    with event.one_read():
        return _report_payout(event, rows, payout, players)


def _report_payout(event: Event, rows: list[StandingRow] | None, payout: Payout | None,
                   known: Iterable[Player] | None) -> dict:
    if rows is None:
        rows = event.standings(final=True)
    p = payout if payout is not None else prizes.payout(event, rows)
    players = {pl.start_no: pl for pl in (known if known is not None else event.players())}
    place_of = {r.player.start_no: i for i, r in enumerate(rows, 1)}
    participants = event.participants()
    return {
        "fingerprint": grouped(event.fingerprint() or ""),  # beside the signatures
        "participants": len(participants),
        "pot": p.pot,
        "fees": [{"start_no": s, "name": players[s].name, "paid": players[s].paid}
                 for s in sorted(participants)],
        "refunds": [{"start_no": s, "name": players[s].name, "fee": players[s].paid,
                     "amount": a} for s, a in p.refunds],
        "rest": p.rest,
        "winners_count": p.winners_count,
        "first_share": percent(p.first_share_tenths),  # "51,6 %": printed only
        "shares": list(p.shares),
        "winners": [{"place": w.place, "places": list(w.places), "start_no": w.player,
                     "name": players[w.player].name, "amount": w.amount,
                     "basis": prize_basis(w.how, w.basis)}
                    for w in p.winners],
        "left_over": {"start_no": p.left_over[0], "name": players[p.left_over[0]].name,
                      "place": place_of.get(p.left_over[0]), "amount": p.left_over[1],
                      "level_with": [{"start_no": s, "name": players[s].name}
                                     for s in p.left_over_level]},
        "give_back": [{"start_no": s, "name": players[s].name, "paid": fee}
                      for s, fee in p.give_back],
        "total_paid": p.total_paid,
        "adjustments": [{"start_no": r.player.start_no, "name": r.player.name,
                         "points": a.points, "reason": a.reason, "game": a.game}
                        for r in rows for a in r.adjustments],
    }

