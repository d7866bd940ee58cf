"""Final tie-breaks: values entered per player after the last game."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass

from .errors import RulesError
from .values import check_values, parse_values
from .words import N_, Words

WHAT = N_("tie-break values")


@dataclass(frozen=True)
class TieBreakItem:
    """One tie-break, applied in list order; higher (or yes) is better."""
    key: str
    label: str
    kind: str  # "count" | "yesno"

    def __post_init__(self) -> None:
        if self.kind not in ("count", "yesno"):
            raise RulesError(Words(N_("Tie-break {key} has kind {kind}: use count or yesno."),
                                   key=repr(self.key), kind=repr(self.kind)))

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: Mapping) -> TieBreakItem:
        return cls(key=d["key"], label=d["label"], kind=d["kind"])


SEED_TIEBREAKS: tuple[TieBreakItem, ...] = (
    TieBreakItem("cards_and_tokens", N_("Credit cards + Harbour Master tokens"), "count"),
    TieBreakItem("harbour_master", N_("Harbour Master"), "yesno"),
)


def parse_tiebreak_values(items: Sequence[TieBreakItem], text: str) -> dict[str, int | bool]:
    """Values from "cards_and_tokens=7,harbour_master=yes"."""
    return parse_values(items, text, WHAT)


def tiebreak_key(items: Sequence[TieBreakItem], values: Mapping[str, int | bool]) -> tuple:
    """A key in item order, higher is better (yes > no)."""
    check_values(items, values, WHAT)
    return tuple(int(values[item.key]) for item in items)


def level_groups(standings: Sequence) -> list[list[int]]:
    """The players who share a rank, one list per shared rank, best first."""
    groups: dict[int, list[int]] = {}
    for standing in standings:
        groups.setdefault(standing.rank, []).append(standing.player)
    return [players for _, players in sorted(groups.items()) if len(players) > 1]


def money_groups(points: Sequence[tuple[int, int]], prize_places: int) -> list[list[int]]:
    """The level-on-points groups whose order changes money, best first: a group that
    covers a prize place (1..prize_places) or the second-to-last place (the left-over).
    `points` is (player, points), best first, participants only."""
    n = len(points)
    groups: list[list[int]] = []
    i = 0
    while i < n:
        j = i
        while j < n and points[j][1] == points[i][1]:
            j += 1
        first, last = i + 1, j
        if j - i > 1 and (first <= prize_places or (n >= 2 and first <= n - 1 <= last)):
            groups.append([player for player, _ in points[i:j]])
        i = j
    return groups
