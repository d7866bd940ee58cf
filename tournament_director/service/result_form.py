"""A table's result as typed in its boxes, read once for the window's result form and the
tables' web page: a box per seat and result field (the place, the game's own fields, or a
score per game of the match) and one per table-point item.

`empty` lays the boxes out, `read` reads what was typed into them: each box's value or why it
cannot be read (the same checks and messages as `record`'s, service/parse.py), each seat's
first error, the boxes still empty, and the result as results.record takes it. A box is
named as the web page's form names it ("p12_steps", "i_cities"); the window keeps a box's
edit by that name, so the refusal's field says where the cursor goes."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ..formats import signed
from ..i18n import _, language, pgettext, rules_text
from ..rules.games import GameDef, match_games
from . import parse
from .model import InputError, Settings, TableView

__all__ = ["Box", "Form", "Seat", "empty", "field_labels", "in_a_sentence", "missing_text",
           "read"]

MOST_SHOWN = 4  # empty boxes a message names before "and 3 more"


def in_a_sentence(label: str) -> str:
    """A label inside a sentence: lower case in English and Dutch; German keeps its nouns'
    capitals ("Schritte insgesamt von Sitz 1")."""
    return label if language() == "de" else label.lower()


@dataclass
class Box:
    """One box of the form."""
    name: str  # "p{start_no}_{key}" (a seat's) or "i_{key}" (a table-point item's)
    label: str
    kind: str  # "place" | "int" | "yesno" | "count"
    value: str = ""  # as typed (trimmed)
    error: str = ""  # why it cannot be read, without the full stop ("" when it can)
    worth: str = ""  # a table-point item's worth, "+0.1 each"


@dataclass
class Seat:
    seat: int
    start_no: int
    name: str
    fields: list[Box]
    who: str = ""  # how a message names the seat: "Seat 2, #19 Anna Kowalska"
    error: str = ""  # the first of its boxes' errors
    values: dict = field(default_factory=dict)  # what its boxes say so far (the key's value)

    @property
    def scores(self) -> list[int]:
        """The scores of the match read so far, in game order (Terravista Tournament Mode)."""
        return [v for _k, v in sorted(self.values.items())]


@dataclass
class Form:
    """The table's form: a row per seat, the table-point items, and what reading it said."""
    seats: list[Seat]
    items: list[Box]
    direct: bool = True
    message: str = ""  # why it cannot be sent ("" when it was read whole)
    problems: list[str] = field(default_factory=list)  # each seat's error, each item's
    missing: list[str] = field(default_factory=list)  # the empty boxes, as a message names them
    given: dict = field(default_factory=dict)  # start_no -> place, or result dict (complete)
    values: dict = field(default_factory=dict)  # item key -> value

    @property
    def kwargs(self) -> dict:
        return {"places": self.given} if self.direct else {"results": self.given}

    def still_to_enter(self, first: bool = False) -> str:
        """"Still to enter: place of seat 3." (`first`: "Enter first: ...", said when the
        result is sent or saved too early)."""
        return missing_text(self.missing, first)

    def to_fix(self) -> list[Box]:
        """The boxes that are wrong or empty, in the order the cursor visits them: down each
        column of the seats' boxes, then the table-point items."""
        columns = max((len(s.fields) for s in self.seats), default=0)
        chain = [s.fields[f] for f in range(columns) for s in self.seats if f < len(s.fields)]
        return [b for b in chain + self.items if b.error or not b.value]

    def refusal(self) -> InputError | None:
        """Why it cannot be sent (an InputError naming the first box to fix), or None."""
        if not self.message:
            return None
        boxes = self.to_fix()
        return InputError(self.message, boxes[0].name if boxes else "")

    def record_kwargs(self) -> dict:
        """The result as results.record takes it (places or results, and items), or the
        refusal raised."""
        refusal = self.refusal()
        if refusal is not None:
            raise refusal
        return dict(self.kwargs, items=self.values)


def field_labels(game: GameDef, size: int) -> list[tuple[str, str, str]]:
    """(key, label, kind) of each result box of one seat."""
    if game.places_direct:
        return [("place", _("Place"), "place")]
    if game.fields[0].kind == "scores":
        return [(f"g{k}", pgettext("match", "Game {game}").format(game=k), "int")
                for k in range(1, match_games(size) + 1)]
    return [(f.key, rules_text(f.label), "int" if f.kind == "int" else "yesno")
            for f in game.fields]


def empty(settings: Settings, table: TableView, names: Mapping[int, str]) -> Form:
    """The form of a table, nothing typed: `names` start number -> name."""
    boxes = field_labels(settings.game_def, table.size)
    seats = []
    for i, p in enumerate(table.players, 1):
        who = _("Seat {seat}, #{no}").format(seat=i, no=p) + (
            f" {names[p]}" if p in names else "")
        seats.append(Seat(i, p, names.get(p, f"#{p}"),
                          [Box(f"p{p}_{key}", label, kind) for key, label, kind in boxes],
                          who=who))
    items = []
    for item in settings.items:
        if item.kind == "yesno":
            worth = _("yes {yes} / no {no}").format(yes=signed(item.yes), no=signed(item.no))
        else:
            worth = _("{points} each").format(points=signed(item.per_unit))
        items.append(Box(f"i_{item.key}", rules_text(item.label), item.kind, worth=worth))
    return Form(seats, items, direct=settings.game_def.places_direct)


def missing_text(missing: list[str], first: bool = False) -> str:
    if len(missing) > MOST_SHOWN:
        shown = ", ".join(missing[:MOST_SHOWN]) + _(" and {n} more").format(
            n=len(missing) - MOST_SHOWN)
    else:
        shown = ", ".join(missing)
    return (_("Enter first: {shown}.") if first else _("Still to enter: {shown}.")).format(
        shown=shown)


def read(settings: Settings, table: TableView, names: Mapping[int, str],
         typed: Mapping[str, str]) -> Form:
    """The boxes as typed (`typed`: a box's name -> its text; a box not there is empty),
    each checked as `record` checks it; `message` says why it cannot be sent."""
    form = empty(settings, table, names)
    game = settings.game_def
    n = table.size
    scores = not game.places_direct and game.fields[0].kind == "scores"
    for seat in form.seats:
        for f, box in enumerate(seat.fields):
            box.value = text = str(typed.get(box.name, "")).strip()
            if not text:
                form.missing.append(_("{field} of seat {seat}").format(
                    field=in_a_sentence(box.label), seat=seat.seat))
                continue
            try:
                if game.places_direct:
                    seat.values["place"] = parse.place(text, _("place"), n)
                elif scores:
                    seat.values[f] = parse.count(text, _("The score of game {game}").format(
                        game=f + 1))
                else:
                    result_field = game.fields[f]
                    seat.values[result_field.key] = parse.field_value(result_field, text)
            except InputError as exc:
                box.error = str(exc).rstrip(".")
                seat.error = seat.error or box.error
        if seat.error:
            form.problems.append(f"{seat.who}: {seat.error}.")
        if len(seat.values) == len(seat.fields):
            if game.places_direct:
                form.given[seat.start_no] = seat.values["place"]
            elif scores:
                form.given[seat.start_no] = {"scores": seat.scores}
            else:
                form.given[seat.start_no] = dict(seat.values)
    for item, box in zip(settings.items, form.items):
        box.value = text = str(typed.get(box.name, "")).strip()
        if not text:
            form.missing.append(in_a_sentence(box.label))
            continue
        try:
            form.values[item.key] = parse.field_value(item, text)
        except InputError as exc:
            box.error = str(exc).rstrip(".")
            form.problems.append(f"{box.error}.")
    if form.problems:
        form.message = " ".join(form.problems)
    elif form.missing:
        form.message = form.still_to_enter(first=True)
    return form

