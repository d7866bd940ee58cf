"""Table plans: how many tables of which size, for game 1 and for later games."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from .errors import RulesError
from .words import N_, Words


class PlanError(RulesError):
    """No table plan exists for that number of players."""


# The seed's list for later games, 7 to 21 players (sizes smallest first).
LATER_GAME_LIST: dict[int, tuple[int, ...]] = {
    7: (3, 4),
    8: (4, 4),
    9: (4, 5),
    10: (5, 5),
    11: (5, 6),
    12: (3, 4, 5),
    13: (4, 4, 5),
    14: (4, 5, 5),
    15: (4, 5, 6),
    16: (3, 4, 4, 5),
    17: (3, 4, 5, 5),
    18: (3, 4, 5, 6),
    19: (4, 4, 5, 6),
    20: (4, 5, 5, 6),
    21: (3, 4, 4, 5, 5),
}


def _too_few(n: int) -> PlanError:
    return PlanError(Words(
        N_("A game needs at least 3 players, but there is {n}: register or keep more players "
           "before seating.") if n == 1 else
        N_("A game needs at least 3 players, but there are {n}: register or keep more players "
           "before seating."), n=n))


def _check_count(n: int) -> None:
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"number of players must be an int, got {n!r}")
    if n < 3:
        raise _too_few(n)


def _one_odd_table(n: int) -> list[int] | None:
    """Rule 3: tables of one size k (4-6) plus one table of k-1 or k+1, fewest tables."""
    best: list[int] | None = None
    for k in (4, 5, 6):
        for odd in (k - 1, k + 1):
            if not 3 <= odd <= 6 or (n - odd) <= 0 or (n - odd) % k:
                continue
            sizes = sorted([k] * ((n - odd) // k) + [odd])
            if best is None or len(sizes) < len(best):
                best = sizes
    return best


def _even_split(n: int) -> list[int]:
    """Rule 4: the fewest tables of at most 6 whose sizes differ by at most one."""
    count = -(-n // 6)
    base, extra = divmod(n, count)
    return [base] * (count - extra) + [base + 1] * extra


def first_game_plan(n: int) -> list[int]:
    """Table sizes for game 1, smallest first (RULES.md "Table plan for game 1")."""
    _check_count(n)
    if n <= 6:
        return [n]
    for k in (6, 5, 4):
        if n % k == 0:
            return [k] * (n // k)
    return _one_odd_table(n) or _even_split(n)


def later_game_plan(n: int) -> list[int]:
    """Table sizes for games 2 and later, smallest first (the 18-group algorithm)."""
    _check_count(n)
    if n <= 6:
        return [n]
    if n in LATER_GAME_LIST:
        return list(LATER_GAME_LIST[n])
    groups, rest = divmod(n, 18)
    sizes: list[int] = []
    if rest <= 3:
        sizes += LATER_GAME_LIST[18 + rest]
        groups -= 1
    elif rest <= 6:
        sizes.append(rest)
    else:
        sizes += LATER_GAME_LIST[rest]
    sizes += LATER_GAME_LIST[18] * groups
    return sorted(sizes)


def small_table_plan(n: int) -> list[int]:
    """Table sizes for games seating at most 4: most tables of 4, the rest tables of 3."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"number of players must be an int, got {n!r}")
    for threes in range(4):
        fours, left = divmod(n - 3 * threes, 4)
        if n - 3 * threes >= 0 and left == 0 and (fours or threes):
            return [3] * threes + [4] * fours
    if n == 5:
        raise PlanError(Words(N_(
            "5 players cannot be seated at tables of 3 or 4 players: add or remove a "
            "player (4 or 6 can be seated).")))
    raise _too_few(n)


def table_plan(n: int, game_no: int = 1, max_size: int = 6, min_table: int = 3) -> list[int]:
    """The plan for game `game_no` of a game that seats at most `max_size` players;
    `min_table` 2 (Terravista Tournament Mode only) lets 2 players be one table."""
    if game_no < 1:
        raise PlanError(Words(N_("There is no game {game}: games are numbered from 1."),
                              game=game_no))
    if min_table == 2 and n == 2 and max_size >= 2:
        return [2]
    if max_size == 4:
        return small_table_plan(n)
    if max_size < 6:
        raise PlanError(Words(N_(
            "There are table plans for games of at most 4 or of up to 6 players, not "
            "for games of at most {most}: choose another game for the event."), most=max_size))
    return first_game_plan(n) if game_no == 1 else later_game_plan(n)


def describe_plan(sizes: Sequence[int]) -> str:
    """The plan in words: "9 tables of 3, 3, 4, 4, 4, 5, 5, 5, 6"; "7 tables of 4"."""
    if not sizes:
        return "no tables"
    word = "table" if len(sizes) == 1 else "tables"
    if len(set(sizes)) == 1:  # "7 tables of 4", not "of 4, 4, 4, 4, 4, 4, 4"
        return f"{len(sizes)} {word} of {sizes[0]}"
    return f"{len(sizes)} {word} of {', '.join(str(s) for s in sizes)}"


def size_counts(sizes: Sequence[int]) -> list[tuple[int, int]]:
    """(size, how many tables) pairs, smallest size first."""
    return sorted(Counter(sizes).items())
