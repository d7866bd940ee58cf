"""The director's overrides of a seated game: a player leaves a table, a move, a swap."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .errors import RulesError
from .words import N_, Words

Seating = Mapping[int, Sequence[int]]  # table number -> start numbers in seat order


def _who(names: Mapping[int, str] | None, player: int) -> str:
    name = (names or {}).get(player)
    return f"{name} ({player})" if name else str(player)


def find(tables: Seating, player: int, names: Mapping[int, str] | None = None
         ) -> tuple[int, int]:
    """(table, seat) of a player; seats count from 1."""
    for table, players in tables.items():
        if player in players:
            return table, list(players).index(player) + 1
    raise RulesError(Words(N_("{who} is not seated in this game."), who=_who(names, player)))


def leave(tables: Seating, player: int, least: int = 3,
          names: Mapping[int, str] | None = None) -> dict[int, list[int]]:
    """The player leaves their table (a no-show): {table: the players left}. Refused when
    the table would be left with fewer than `least`."""
    table, _seat = find(tables, player, names)
    left = [p for p in tables[table] if p != player]
    if len(left) < least:
        raise RulesError(Words(N_(
            "Table {table} would be left with {n} players, and a table needs at least "
            "{least}: move somebody to table {table} first, then take {who} off it."),
            table=table, n=len(left), least=least, who=_who(names, player)))
    return {table: left}


def move(tables: Seating, player: int, target: int, seat: int | None = None,
         least: int = 3, most: int = 6, names: Mapping[int, str] | None = None
         ) -> dict[int, list[int]]:
    """The player changes to table `target`, seat `seat` (None: the last seat); the tables
    changed, {table: players in seat order} (empty: the player sits there already)."""
    source, old_seat = find(tables, player, names)
    who = _who(names, player)
    if target not in tables:
        raise RulesError(Words(N_("There is no table {target} in this game: its tables are "
                                  "{first} to {last}."), target=target,
                               first=min(tables), last=max(tables)))
    staying = [p for p in tables[source] if p != player]
    into = list(staying) if target == source else list(tables[target])
    if seat is not None and not 1 <= seat <= len(into) + 1:
        raise RulesError(Words(N_("Table {target} has seats 1 to {n} for {who}: give a seat "
                                  "from 1 to {n}, or none for the last seat."),
                               target=target, n=len(into) + 1, who=who))
    if target != source:
        if len(staying) < least:
            raise RulesError(Words(N_(
                "Table {table} would be left with {n} players, and a table needs at least "
                "{least}: move somebody else to table {table} first, or swap {who} with a "
                "player of table {target} instead."),
                table=source, n=len(staying), least=least, who=who, target=target))
        if len(into) >= most:
            raise RulesError(Words(N_(
                "Table {target} has {n} players already, the most this game seats: move "
                "somebody from table {target} to another table first, or swap {who} with a "
                "player there instead."), target=target, n=len(into), who=who))
    position = len(into) if seat is None else seat - 1
    into.insert(position, player)
    if target == source:
        return {} if position + 1 == old_seat else {source: into}
    return {source: staying, target: into}


def swap(tables: Seating, a: int, b: int, names: Mapping[int, str] | None = None
         ) -> dict[int, list[int]]:
    """Players `a` and `b` exchange their seats: the tables changed."""
    if a == b:
        raise RulesError(Words(N_("A swap needs two different players: give the start "
                                  "number of the other one.")))
    table_a, seat_a = find(tables, a, names)
    table_b, seat_b = find(tables, b, names)
    changed = {table_a: list(tables[table_a])}
    changed.setdefault(table_b, list(tables[table_b]))
    changed[table_a][seat_a - 1] = b
    changed[table_b][seat_b - 1] = a
    return changed
