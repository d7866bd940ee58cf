"""The user's text read once, for the window and the CLI alike: names, amounts, numbers,
places, game results, table-point items and tie-break values.

Every refusal is an `InputError` (a ServiceError) whose message starts with, or names, the
field the text came from, so that the window and the CLI say the same thing."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from .. import formats
from ..i18n import N_, _, said
from ..rules.errors import RulesError
from ..rules.games import GameDef, ResultField, parse_result
from ..rules.money import parse_amount
from ..rules.numbers import parse_points
from ..rules.table_points import TablePointItem, parse_item_values
from ..rules.tiebreak import TieBreakItem, parse_tiebreak_values
from ..rules.values import parse_count, parse_yesno
from .model import InputError

MAX_NAME = 100
MAX_AMOUNT = 100_000_000_000  # money, in cents (a billion whole units)
MAX_ITEM = 10_000           # a table-point count or a tie-break value


# what clean_name checks, said in the language (the refusal's field stays this English key)
NAME_WORDS = (N_("name"), N_("club"), N_("event name"), N_("currency"), N_("reason"))
MAX_REASON = 200  # an adjustment's reason
MAX_ADJUSTMENT = 9999  # tenths: an adjustment of at most 999.9 points either way


def clean_name(name: str, what: str = "name", most: int = MAX_NAME) -> str:
    """Trim, NFC-normalise and check a player's name (or club; `most` characters)."""
    said_what = _(what)
    if not isinstance(name, str):
        raise InputError(_("The {what} must be text.").format(what=said_what), what)
    if any(0xD800 <= ord(ch) <= 0xDFFF for ch in name):  # bytes that were not UTF-8 (argv)
        raise InputError(_("The {what} is not valid UTF-8 text: type it again (or set the "
                           "terminal to UTF-8).").format(what=said_what), what)
    text = unicodedata.normalize("NFC", name).strip()
    if any(unicodedata.category(ch) in ("Cc", "Zl", "Zp") for ch in text):
        raise InputError(_("The {what} {text} contains a line break or control character: "
                           "type it on one line.").format(what=said_what, text=repr(text)),
                         what)
    if len(text) > most:
        raise InputError(_("The {what} is {length} characters long: shorten it to at most "
                           "{most}.").format(what=said_what, length=len(text), most=most),
                         what)
    if text and not identity_key(text):
        raise InputError(_("The {what} has no visible character (only spaces, zero-width or "
                           "direction marks): type letters.").format(what=said_what), what)
    return text


def identity_key(name: str) -> str:
    """Two names with the same key are the same player's (an identity, not an order: see
    collation): without format characters (zero-width, direction marks), every run of white
    space one space, NFKC and case folded."""
    text = "".join(ch for ch in name if unicodedata.category(ch) != "Cf")
    text = " ".join(text.split())  # str.split() knows every Unicode space (no-break too)
    text = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text).casefold())
    text = "".join(ch for ch in text if unicodedata.category(ch) != "Cf")
    return " ".join(text.split())


def amount(value: object, what: str, example: int = 2500) -> int:
    """A sum of money in cents, not negative: integer cents, or the text a person types
    ("20", "7.50", "7,50", "1.000"), refused with the language's examples."""
    if isinstance(value, bool) or not isinstance(value, int):
        text = value.strip() if isinstance(value, str) else ""  # never a float's guess
        try:
            cents = parse_amount(text.removeprefix("-").lstrip())
        except RulesError:
            raise InputError(_("{what} must be an amount such as {example} or {cents} (got "
                               "{value}).").format(what=what, example=formats.amount(example),
                                                   cents=formats.amount(750),
                                                   value=repr(value)), what) from None
        if text.startswith("-") and cents:
            raise InputError(_("{what} cannot be negative (got {value}).").format(
                what=what, value=text), what)
        value = cents
    if value < 0:
        raise InputError(_("{what} cannot be negative (got {value}).").format(
            what=what, value=formats.amount(value)), what)
    if value > MAX_AMOUNT:
        raise InputError(_("{what} {value} is too large: at most {most}.").format(
            what=what, value=formats.amount(value), most=formats.amount(MAX_AMOUNT)), what)
    return value


def adjustment_points(value: object, what: str = "Points") -> int:
    """An adjustment in tenths from text ("-1.0", "0.5", "+2") or integer tenths: not zero,
    at most 999.9 either way."""
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise InputError(_("{what} must be a number of points such as -1.0 or 0.5 (got "
                           "{value}).").format(what=what, value=repr(value)), what)
    if isinstance(value, str):
        value = points(value, what, _("{a} or {b}").format(a=formats.signed(-10),
                                                           b=formats.points(5)))
    if value == 0:
        raise InputError(_("{what}: an adjustment of 0 points changes nothing; give the "
                           "points, e.g. -1.0 for a penalty or 0.5 for an award.").format(
                               what=what), what)
    if abs(value) > MAX_ADJUSTMENT:
        raise InputError(_("{what}: {value} points is more than an adjustment can be (at most "
                           "{most} either way).").format(what=what, value=formats.points(value),
                                                         most=formats.points(MAX_ADJUSTMENT)),
                         what)
    return value


def reason(text: object) -> str:
    """An adjustment's reason: one line of text, not empty."""
    text = clean_name(text if isinstance(text, str) else "", "reason", MAX_REASON)
    if not text:
        raise InputError(_("The reason is empty: say why the points are given or taken, e.g. "
                           "\"Late back from lunch\"."), "reason")
    return text


def bounded_values(values: dict, what: str) -> dict:
    """Table-point counts or tie-break values within MAX_ITEM (no 20-digit 'cities')."""
    for key, value in values.items():
        if not isinstance(value, bool) and abs(value) > MAX_ITEM:
            raise InputError(_("{what}: {key}={value} is too large (at most {most}).").format(
                what=what, key=key, value=value, most=formats.whole(MAX_ITEM)), what)
    return values


def place(value: object, what: str, seats: int) -> int:
    """A place at a table of `seats` players: a whole number 1 to seats."""
    text = str(value).strip()
    if isinstance(value, bool) or not text.isdigit() or not 1 <= int(text) <= seats:
        raise InputError(_("{what} must be a whole number 1 to {seats} (got {value}).").format(
            what=what, seats=seats, value=repr(value)), what)
    return int(text)


def given_place(value: object, what: str, seats: int) -> int:
    """A place as given to the service (int or text); a whole number out of range is the
    rules' to refuse (they say which places a table of that size has)."""
    if isinstance(value, bool) or not isinstance(value, int):
        try:
            value = int(str(value).strip())
        except ValueError:
            raise InputError(_("{what} must be a whole number 1 to {seats} (got {value}).")
                             .format(what=what, seats=seats, value=repr(value)),
                             what) from None
    return value


def pairs(text: str, what: str) -> dict[int, str]:
    """'12=1,7=2' -> {12: '1', 7: '2'}; start numbers must be whole numbers, each once."""
    out: dict[int, str] = {}
    for part in [p.strip() for p in text.split(",")]:
        if not part:
            continue
        if "=" not in part:
            raise InputError(_("{what}: {part} should be START_NO=VALUE, e.g. 12=1").format(
                what=what, part=repr(part)), what)
        key, value = (s.strip() for s in part.split("=", 1))
        try:
            start_no = int(key)
        except ValueError:
            raise InputError(_("{what}: {key} is not a start number").format(
                what=what, key=repr(key)), what) from None
        if start_no in out:
            raise InputError(_("{what}: player {start_no} is given twice").format(
                what=what, start_no=start_no), what)
        out[start_no] = value
    if not out:
        raise InputError(_("{what}: give START_NO=VALUE for every player at the "
                           "table").format(what=what), what)
    return out


def count(text: str, what: str) -> int:
    """A count as typed: a whole number, 0 or more."""
    try:
        return parse_count(text, what)
    except RulesError as exc:
        raise InputError(said(exc), what) from None


def field_value(field: ResultField | TablePointItem, text: str) -> int | bool:
    """One result field or table-point item as typed in its own box: a count or yes/no."""
    try:
        if field.kind == "yesno":
            return parse_yesno(text, _(field.label))
        return parse_count(text, _(field.label))
    except RulesError as exc:
        raise InputError(said(exc), field.label) from None


def game_result(game: GameDef, text: str, what: str) -> dict:
    """One player's result in the game's own terms ('45', '62:130', ...)."""
    try:
        return parse_result(game, text)
    except RulesError as exc:
        raise InputError(_("{what}: {problem}").format(what=what, problem=said(exc)),
                         what) from None


def item_values(items: Sequence[TablePointItem], text: str, what: str) -> dict | None:
    """A table's table-point items as one text ('cards=2,harbour=yes'); None if the event
    has none (and then the text must be empty)."""
    if not items:
        if text.strip():
            raise InputError(_("{what}: this event has no table points: leave {what} "
                               "out").format(what=what), what)
        return None
    try:
        return bounded_values(parse_item_values(items, text), what)
    except (RulesError, ValueError) as exc:  # ValueError: thousands of digits
        raise InputError(_("{what}: {problem}").format(what=what, problem=said(exc)),
                         what) from None


def tiebreak_values(items: Sequence[TieBreakItem], text: str) -> dict:
    """A player's tie-break values as one text ('cards=4,harbour=yes')."""
    try:
        values = parse_tiebreak_values(items, text)
    except (RulesError, ValueError) as exc:  # ValueError: thousands of digits
        raise InputError(said(exc), "tie-break values") from None
    return bounded_values(values, _("Tie-break values"))


def _points_example() -> str:
    """"0,5 or -0,5" as the language writes it."""
    return _("{a} or {b}").format(a=formats.points(5), b=formats.points(-5))


def points(text: str, what: str, example: str | None = None) -> int:
    """Points as typed (one decimal at most), in tenths: "0.5" and "0,5" alike, in every
    language (one number: a comma is never a list separator here), so that a script reads
    the same on every machine."""
    text = text.strip()
    if not text:
        raise InputError(_("{what}: give a number, e.g. {example}.").format(
            what=what, example=example or _points_example()), what)
    try:
        return parse_points(text, decimal_comma=True)
    except RulesError as exc:
        raise InputError(_("{what}: {problem}").format(what=what, problem=said(exc)),
                         what) from None


def table_point_item(key: str, label: str, kind: str, *, per_unit: str = "", yes: str = "",
                     no: str = "") -> TablePointItem:
    """A table-point item as typed in the settings (points as text)."""
    what = _("Table-point item {label}").format(label=repr(label))

    def tenths(text: str, name: str) -> int:
        if not text.strip():
            raise InputError(_("{what}: give {name}, e.g. {example}.").format(
                what=what, name=name, example=_points_example()), what)
        return points(text, what)
    try:
        if kind == "count":
            return TablePointItem(key, label, "count",
                                  per_unit=tenths(per_unit, _("points each")))
        return TablePointItem(key, label, "yesno", yes=tenths(yes, _("points for yes")),
                              no=tenths(no, _("points for no")))
    except RulesError as exc:
        raise InputError(said(exc), what) from None


def record_texts(game: GameDef, items: Sequence[TablePointItem], ranks: str | None,
                 results: str | None, points: str, prefix: str = "") -> dict:
    """A table's result in `record`'s syntax ("12=1,7=2" places, or "12=62:130" the game's
    own results; "cities=3,spaceport=yes" table points), as the keyword arguments of
    results.record. `prefix`: how the fields are named in messages ("--" on the command
    line)."""
    if (ranks is None) == (results is None):
        raise InputError(_("Give either ranks or results, not both."), "ranks")
    values = item_values(items, points or "", f"{prefix}points")
    if ranks is not None:
        return {"places": pairs(ranks, f"{prefix}ranks"), "items": values}
    if game.places_direct:
        raise InputError(_("{prefix}results: this event's game ({game}) takes places: use "
                           "{prefix}ranks").format(prefix=prefix, game=_(game.label)),
                         f"{prefix}results")
    assert results is not None  # either ranks or results (above)
    given = {p: game_result(game, text, _("{prefix}results: player {start_no}").format(
                 prefix=prefix, start_no=p))
             for p, text in pairs(results, f"{prefix}results").items()}
    return {"results": given, "items": values}
