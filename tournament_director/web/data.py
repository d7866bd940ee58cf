"""The event as one plain, JSON-ready document: what every page (and data.json) is made from."""

from __future__ import annotations

import datetime

from ..rules.money import money_json
from ..rules.numbers import points_json
from ..rules.standings import counted
from ..service import views
from ..service.event import Event
from ..service.model import ServiceError

SCHEMA = 1


def build(event: Event) -> dict:
    """Everything the pages show, read through the service's public read methods."""
    s = event.settings
    st = event.status()
    players = event.players()
    seats: dict[int, dict[int, tuple[int, int]]] = {}  # start_no -> game -> (table, seat)
    games = [event.game(k) for k in range(1, st.games_seated + 1)]
    for game in games:
        for t in game.tables:
            for seat, start_no in enumerate(t.players, 1):
                seats.setdefault(start_no, {})[game.game] = (t.table, seat)
    # a player is unranked (rank and points null) until one of their results counts
    every = event.standings() if st.games_seated else []
    rows = counted(every)
    standing = {r.player.start_no: r for r in rows}
    given = {r.player.start_no: r.adjustments for r in every}  # ranked or not yet
    out_players = []
    for p in players:
        row = standing.get(p.start_no)
        lines = {ln.game_no: ln for ln in row.lines} if row else {}
        played = []
        for game_no, (table, seat) in sorted(seats.get(p.start_no, {}).items()):
            ln = lines.get(game_no)
            place = ln.place if ln else None
            played.append({"game": game_no, "table": table, "seat": seat, "place": place,
                           "points": points_json(ln.total) if ln and place is not None
                           else None})
        out_players.append({
            "start_no": p.start_no, "name": p.name, "club": p.club, "status": p.status,
            "rank": row.rank if row else None,
            "points": points_json(row.points) if row else None,
            "games": played,
            "adjustments": views.adjustments_json(given.get(p.start_no, ()))})
    current = None
    if games:
        last = games[-1]
        current = {"game": last.game, "tables": [
            {"table": t.table, "result_in": t.has_result,
             "players": [{"start_no": n, "seat": i,
                          "place": t.places.get(n) if t.places else None}
                         for i, n in enumerate(t.players, 1)]}
            for t in last.tables]}
    prizes = None
    if st.finished and s.competition:
        try:
            pay = views.report_payout(event)
        except ServiceError:
            pay = None
        if pay is not None:
            m = money_json  # money as the CLI's JSON gives it: 20, 7.5
            prizes = {"pot": m(pay["pot"]),
                      "winners": [{"place": w["place"], "start_no": w["start_no"],
                                   "amount": m(w["amount"])} for w in pay["winners"]],
                      "refunds": [{"start_no": r["start_no"], "amount": m(r["amount"])}
                                  for r in pay["refunds"]],
                      "left_over": {"start_no": pay["left_over"]["start_no"],
                                    "amount": m(pay["left_over"]["amount"])},
                      "total_paid": m(pay["total_paid"])}
    return {
        "schema": SCHEMA,
        "updated_at": datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
        "event": {"name": s.name, "date": s.date, "games": s.games, "mode": s.mode,
                  "game": s.game_def.label, "currency": s.currency},
        "status": {"headline": st.headline, "games_seated": st.games_seated,
                   "tables_total": st.tables_total, "tables_in": st.tables_in,
                   "finished": st.finished},
        "players": out_players,
        "standings": [{"rank": r.rank, "start_no": r.player.start_no,
                       "points": points_json(r.points), "level": r.level} for r in rows],
        "current_game": current,
        "prizes": prizes,
    }
