"""Equalization points: tables of fewer players get a little more."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from .errors import RulesError
from .words import N_, Words


def reference_size(sizes: Sequence[int]) -> int:
    """The most common table size; on a tie, the larger size."""
    if not sizes:
        raise RulesError(Words(N_("A game without tables has no reference table size.")))
    counts = Counter(sizes)
    return max(counts, key=lambda size: (counts[size], size))


def equalization(size: int, game_no: int, game_sizes: Sequence[int]) -> int:
    """Equalization in tenths for each player at a table of `size` in game `game_no`."""
    if game_no < 1:
        raise RulesError(Words(N_("There is no game {game}: games are numbered from 1."),
                               game=game_no))
    if game_no == 1:
        ref = reference_size(game_sizes)
        if size == ref + 1:
            return -5
        if size == ref - 1:
            return 5
        return 0
    return {3: 10, 4: 5}.get(size, 0)
