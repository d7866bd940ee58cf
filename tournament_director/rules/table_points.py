"""Table points: what a table reports after a game, worth the same to every player there."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass

from .errors import RulesError
from .values import check_values, parse_values
from .words import N_, Words

KINDS = ("count", "yesno")
WHAT = N_("table points")


@dataclass(frozen=True)
class TablePointItem:
    """One item a table reports; points in tenths (per unit, or for yes / no)."""
    key: str
    label: str
    kind: str  # "count" | "yesno"
    per_unit: int = 0
    yes: int = 0
    no: int = 0

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise RulesError(Words(N_(
                "Table point item {key} has kind {kind}: use count or yesno."),
                key=repr(self.key), kind=repr(self.kind)))
        if not self.key or not self.key.replace("_", "").isalnum() or not self.key.isascii():
            raise RulesError(Words(N_(
                "Table point key {key} is not usable: use letters, digits and _ only."),
                key=repr(self.key)))

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: Mapping) -> TablePointItem:
        return cls(key=d["key"], label=d["label"], kind=d["kind"],
                   per_unit=int(d.get("per_unit", 0)), yes=int(d.get("yes", 0)),
                   no=int(d.get("no", 0)))


SEED_TABLE_POINTS: tuple[TablePointItem, ...] = (
    TablePointItem("cities", N_("Populated cities (Condominium included)"), "count",
                   per_unit=1),
    TablePointItem("preserve_stones", N_("Land stones in the Nature Preserve"), "count",
                   per_unit=1),
    TablePointItem("limbo_groups", N_("Colonist groups waiting in Limbo"), "count",
                   per_unit=-3),
    TablePointItem("spaceport", N_("Spaceport constructed"), "yesno", yes=5, no=-5),
)


def parse_item_values(items: Sequence[TablePointItem], text: str) -> dict[str, int | bool]:
    """Values from "cities=3,preserve_stones=2,limbo_groups=1,spaceport=yes"."""
    return parse_values(items, text, WHAT)


def table_points(items: Sequence[TablePointItem], values: Mapping[str, int | bool]) -> int:
    """The table's points in tenths (every item must have a value)."""
    check_values(items, values, WHAT)
    total = 0
    for item in items:
        value = values[item.key]
        if item.kind == "yesno":
            total += item.yes if value else item.no
        else:
            total += item.per_unit * value
    return total
