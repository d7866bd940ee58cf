"""Parsing "key=value,..." lists of count and yes/no items (table points, tie-breaks)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Protocol

from .errors import RulesError
from .words import N_, Words

# English, and the Dutch and German words the translated window and sheets say (ja / nee, nein)
YES_WORDS = ("yes", "y", "true", "1", "ja", "j")
NO_WORDS = ("no", "n", "false", "0", "nee", "nein")
_COUNT = re.compile(r"[0-9]+")


class Item(Protocol):
    """A table point or a tie-break item, as these lists read it."""

    @property
    def key(self) -> str: ...
    @property
    def label(self) -> str: ...
    @property
    def kind(self) -> str: ...


def parse_yesno(text: str, what: str | Words) -> bool:
    """yes/no, y/n, true/false or 1/0 (any case) as a bool."""
    word = text.strip().lower()
    if word in YES_WORDS:
        return True
    if word in NO_WORDS:
        return False
    raise RulesError(Words(N_("{what} must be yes or no, not {value}."), what=what,
                           value=repr(text.strip())))


def parse_count(text: str, what: str | Words) -> int:
    """A whole number 0 or more."""
    if not _COUNT.fullmatch(text.strip()):
        raise RulesError(Words(N_("{what} must be a whole number 0 or more, not {value}."),
                               what=what, value=repr(text.strip())))
    return int(text.strip())


def _allowed(item: Item) -> Words:
    return Words(N_("yes or no") if item.kind == "yesno" else N_("a whole number 0 or more"))


def _name(item: Item) -> Words:
    """"Harbour Master (harbour_master)": the label (a rules' text or the director's own)."""
    return Words(N_("{label} ({key})"), label=Words(item.label), key=item.key)


def _keys_text(items: Sequence[Item]) -> str:
    return ", ".join(item.key for item in items)


def _unknown(items: Sequence[Item], key: str, what: str) -> None:
    if not items:
        raise RulesError(Words(N_("This event has no {what}: leave them out."),
                               what=Words(what)))
    raise RulesError(Words(N_("{key} is not one of the {what}: use {keys}."), key=repr(key),
                           what=Words(what), keys=_keys_text(items)))


def parse_values(items: Sequence[Item], text: str, what: str) -> dict[str, int | bool]:
    """Values for `items` from "key=value,key=value"; every item exactly once."""
    by_key = {item.key: item for item in items}
    values: dict[str, int | bool] = {}
    parts = [part.strip() for part in text.split(",")] if text.strip() else []
    for part in parts:
        key, sep, value = part.partition("=")
        key, value = key.strip(), value.strip()
        if not sep or not key or not value:
            raise RulesError(Words(
                N_("{part} is not of the form key=value: write the {what} as {example}."),
                part=repr(part), what=Words(what), example=_example(items)))
        if key not in by_key:
            _unknown(items, key, what)
        if key in values:
            raise RulesError(Words(N_("{key} is given twice: give each of the {what} once."),
                                   key=repr(key), what=Words(what)))
        item = by_key[key]
        if item.kind == "yesno":
            values[key] = parse_yesno(value, _name(item))
        else:
            values[key] = parse_count(value, _name(item))
    check_values(items, values, what)
    return values


def check_values(items: Sequence[Item], values: Mapping[str, int | bool], what: str) -> None:
    """Every item present with a value of its kind, and nothing else."""
    by_key = {item.key: item for item in items}
    for key in values:
        if key not in by_key:
            _unknown(items, key, what)
    missing = [item for item in items if item.key not in values]
    if missing:
        names = Words("; ".join(f"{{n{i}}}: {{a{i}}}" for i in range(len(missing))),
                      **{f"n{i}": _name(item) for i, item in enumerate(missing)},
                      **{f"a{i}": _allowed(item) for i, item in enumerate(missing)})
        raise RulesError(Words(N_("Missing from the {what}: {names}. Give a value for every "
                                  "item."), what=Words(what), names=names))
    for item in items:
        value = values[item.key]
        if item.kind == "yesno":
            if not isinstance(value, bool):
                raise RulesError(Words(N_("{what} must be yes or no, not {value}."),
                                       what=_name(item), value=repr(value)))
        elif isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise RulesError(Words(N_("{what} must be a whole number 0 or more, not {value}."),
                                   what=_name(item), value=repr(value)))


def _example(items: Sequence[Item]) -> str | Words:
    if not items:
        return Words(N_("nothing (this event has none)"))
    return ",".join(f"{item.key}={'yes' if item.kind == 'yesno' else 3}" for item in items)
