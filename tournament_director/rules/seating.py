"""Who sits at which table and seat: by lot for game 1, by standings later."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from .errors import RulesError
from .words import N_, Words


def _check(players: Sequence[int], sizes: Sequence[int]) -> None:
    if len(set(players)) != len(players):
        raise RulesError(Words(N_("A player is listed twice for seating: list every player "
                                  "once.")))
    if any(size < 1 for size in sizes):
        raise RulesError(Words(N_("Every table in the plan needs at least one player.")))
    if sum(sizes) != len(players):
        raise RulesError(Words(N_(
            "The table plan has {seats} seats but there are {players} players: "
            "make a plan for exactly the players to be seated."), seats=sum(sizes),
            players=len(players)))


def _split(order: Sequence[int], sizes: Sequence[int]) -> list[list[int]]:
    tables, start = [], 0
    for size in sizes:
        tables.append(list(order[start:start + size]))
        start += size
    return tables


def seat_by_lot(players: Sequence[int], sizes: Sequence[int], seed: int) -> list[list[int]]:
    """Game 1: players drawn by lot into tables (in the order of `sizes`) and seats."""
    _check(players, sizes)
    order = sorted(players)
    random.Random(seed).shuffle(order)
    return _split(order, sizes)


def standings_order(points: Mapping[int, int], rng: random.Random) -> list[int]:
    """Players by points, highest first; level players in an order drawn by lot."""
    order = sorted(points)
    rng.shuffle(order)
    order.sort(key=lambda player: -points[player])  # stable: the lot orders level players
    return order


def seat_by_standings(points: Mapping[int, int], sizes: Sequence[int],
                      seed: int) -> list[list[int]]:
    """Later games: the best fill Table 1, then Table 2, ...; seats drawn by lot."""
    _check(list(points), sizes)
    rng = random.Random(seed)
    tables = _split(standings_order(points, rng), sizes)
    for table in tables:
        rng.shuffle(table)
    return tables
