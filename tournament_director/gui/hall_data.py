"""What the projector shows, read from the event once per change (plain data, no widgets):
its kinds of page, and loading them from the session. The Hall and the projector window
both use it."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QT_TRANSLATE_NOOP

from .. import formats
from ..rules.standings import counted
from ..service.model import ServiceError
from .collate import sort_key  # the hall's order (collation.py) by Qt's collator

KINDS = {"find": QT_TRANSLATE_NOOP("Hall", "Find your table"),
         "tables": QT_TRANSLATE_NOOP("Hall", "Tables"),
         "standings": QT_TRANSLATE_NOOP("Hall", "Standings"),
         "prizes": QT_TRANSLATE_NOOP("Hall", "Prize winners")}
STANDINGS_KINDS = ("top", "standings", "prizes")  # the pages that need the standings


@dataclass
class HallData:
    """What the projector shows, read from the event once per change (plain data)."""
    event_name: str = ""
    games: int = 0
    game: int = 0  # the game in progress (the last seated), 0 before seating
    tables_in: int = 0  # of that game: how many tables' results are in, of how many
    tables_total: int = 0
    registered: int = 0
    find: list = field(default_factory=list)  # (name, table, seat), alphabetical
    tables: list = field(default_factory=list)  # (table, [(seat, name)])
    standings: list = field(default_factory=list)  # (rank text: 3 or 3=, name, points text)
    prizes: list = field(default_factory=list)  # (place text, name, amount text)
    announcement: str = ""
    final: bool = False
    has_results: bool = False
    name_order: str = "name"  # the event's: find your table sorts by name or by surname


_sort_keys: dict[tuple[str, str], object] = {}  # names change rarely: their keys are kept


def _key(name: str, order: str):
    key = _sort_keys.get((name, order))
    if key is None:
        if len(_sort_keys) > 50_000:
            _sort_keys.clear()
        key = _sort_keys[(name, order)] = sort_key(name, order)
    return key


def load(session, standings: bool = True) -> HallData:
    """The projector's data from the session: the header, find your table and the tables;
    with `standings`, the standings and the prize winners too (see add_standings)."""
    s = session.settings
    st = session.status()
    data = HallData(event_name=s.name, games=max(s.games, st.games_seated),
                    game=st.games_seated, registered=st.active_players,
                    tables_in=st.tables_in, tables_total=st.tables_total,
                    announcement=session.announcement(), final=st.finished,
                    name_order=s.list_order)
    if not st.games_seated:
        return data
    names = {p.start_no: p.name for p in session.players()}
    game = session.game(st.games_seated)
    find = []
    for t in game.tables:
        seats = []
        for seat, n in enumerate(t.players, 1):
            find.append((_key(names[n], data.name_order), n, names[n], t.table, seat))
            seats.append((seat, names[n]))
        data.tables.append((t.table, seats))
    find.sort()
    data.find = [(name, table, seat) for _k, _n, name, table, seat in find]
    data.has_results = st.games_seated > 1 or game.tables_in > 0
    if standings:
        add_standings(session, data)
    return data


def add_standings(session, data: HallData) -> HallData:
    """The standings (the session's kept ones) and, after the last game, the prize winners."""
    if not data.has_results:
        data.standings, data.prizes = [], []
        return data
    s = session.settings
    # the players ranked so far, as on the phones (no result in yet: not on the screen)
    rows = counted(session.standings())
    data.standings = [(f"{r.rank}=" if r.level else str(r.rank), r.player.name,
                       formats.points(r.points)) for r in rows]  # level players: "3="
    data.prizes = []
    if data.final and s.competition:
        try:
            payout = session.payout()
        except ServiceError:
            payout = None
        if payout is not None:
            names = {r.player.start_no: r.player.name for r in rows}
            data.prizes = [(_place(w.places), names.get(w.player, ""),
                            formats.money(w.amount, s.currency)) for w in payout.winners]
    return data


def _place(places) -> str:
    places = list(places)
    return f"{places[0]}." if len(places) == 1 else f"{places[0]}.\u2013{places[-1]}."
