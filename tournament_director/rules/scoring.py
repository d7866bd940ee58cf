"""Ranks and placement points for one table."""

from __future__ import annotations

from collections.abc import Sequence

from .errors import RulesError


def competition_ranks(keys: Sequence) -> list[int]:
    """Standard competition ranks (1, 2, 2, 4), a HIGHER key being better."""
    return [1 + sum(1 for other in keys if other > key) for key in keys]


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def validate_places(places: Sequence[int]) -> None:
    """Refuse places that are not standard competition ranks of all the players."""
    n = len(places)
    if n == 0:
        raise RulesError("No places were given: give a place for every player at the table.")
    for place in places:
        if isinstance(place, bool) or not isinstance(place, int):
            raise RulesError(f"Place {place!r} is not a whole number: give places as 1, 2, 3 ...")
        if place < 1:
            raise RulesError(f"Place {place} is not possible: places start at 1.")
        if place > n:
            raise RulesError(
                f"Place {place} is not possible at a table of {n} players: "
                f"places go from 1 to {n}.")
    if 1 not in places:
        raise RulesError("Nobody was given place 1: the winner (or the players tied for "
                         "the win) must have place 1.")
    for place in sorted(set(places)):
        ahead = sum(1 for other in places if other < place)
        if place != ahead + 1:
            raise RulesError(
                f"Place {place} is not possible: {_plural(ahead, 'player')} finished ahead, "
                f"so the next place is {ahead + 1}. Tied players share a place and the next "
                "place skips (1, 2, 2, 4).")


def placement_points(places: Sequence[int]) -> list[int]:
    """Placement points in tenths: n for the winner at a table of n ... 1 for the last."""
    validate_places(places)
    n = len(places)
    points = []
    for place in places:
        tied = places.count(place)
        covered = sum(n + 1 - p for p in range(place, place + tied))
        points.append(covered * 10 // tied)  # exact: the average is a whole or a half
    return points
