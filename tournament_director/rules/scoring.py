"""Ranks and placement points for one table."""

from __future__ import annotations

from collections.abc import Sequence

from .errors import RulesError
from .words import N_, Words


def competition_ranks(keys: Sequence) -> list[int]:
    """Standard competition ranks (1, 2, 2, 4), a HIGHER key being better."""
    return [1 + sum(1 for other in keys if other > key) for key in keys]


def validate_places(places: Sequence[int]) -> None:
    """Refuse places that are not standard competition ranks of all the players."""
    n = len(places)
    if n == 0:
        raise RulesError(Words(N_("No places were given: give a place for every player at "
                                  "the table.")))
    for place in places:
        if isinstance(place, bool) or not isinstance(place, int):
            raise RulesError(Words(N_("Place {place} is not a whole number: give places as 1, "
                                      "2, 3 ..."), place=repr(place)))
        if place < 1:
            raise RulesError(Words(N_("Place {place} is not possible: places start at 1."),
                                   place=place))
        if place > n:
            raise RulesError(Words(N_(
                "Place {place} is not possible at a table of {n} players: "
                "places go from 1 to {n}."), place=place, n=n))
    if 1 not in places:
        raise RulesError(Words(N_("Nobody was given place 1: the winner (or the players tied "
                                  "for the win) must have place 1.")))
    for place in sorted(set(places)):
        ahead = sum(1 for other in places if other < place)
        if place != ahead + 1:
            raise RulesError(Words(
                N_("Place {place} is not possible: 1 player finished ahead, so the next "
                   "place is {next}. Tied players share a place and the next place skips "
                   "(1, 2, 2, 4).") if ahead == 1 else
                N_("Place {place} is not possible: {ahead} players finished ahead, so the next "
                   "place is {next}. Tied players share a place and the next place skips "
                   "(1, 2, 2, 4)."), place=place, ahead=ahead, next=ahead + 1))


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
