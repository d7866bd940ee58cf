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
    """Equalization in tenths for each player at a table of `size` in game `game_no`
    (`game_sizes`: the table sizes of the plan as drawn)."""
    if game_no < 1:
        raise RulesError(Words(N_("There is no game {game}: games are numbered from 1."),
                               game=game_no))
    if game_no == 1:
        # +0.5 for each player fewer than the reference size, -0.5 for each one more (a
        # table of 4 against a reference of 6 gets +1.0): RULES.md "More settled points"
        return 5 * (reference_size(game_sizes) - size)
    return {3: 10, 4: 5}.get(size, 0)
