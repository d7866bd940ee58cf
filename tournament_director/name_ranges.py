"""Names in the hall's alphabetical order, and the letters a page of them runs from and to."""

from __future__ import annotations

import unicodedata

from .collation import name_key, surname_first


def sort_key(name: str, order: str = "name") -> tuple:
    """The ONE place the hall's lists are put in alphabetical order: the Unicode Collation
    Algorithm (collation.py), by the name as typed or by surname (the event's name order).
    The window's projector sorts in the same order with Qt's collator (gui/collate.py)."""
    return name_key(name, order)


def sort_text(name: str, order: str = "name") -> str:
    """The name as it is sorted ("van der Berg Jan" in surname order): what a page's name
    range is taken from."""
    return surname_first(name) if order == "surname" else name


def range_label(name: str, other: str | None, least: int = 2) -> str:
    """The first letters of `name` for a page header ("Aa", "Ko"): at least `least`, more
    while they equal `other`'s (the name on the other side of the page break)."""
    def letters(text: str) -> str:
        text = unicodedata.normalize("NFC", text).strip()
        start = 0
        while start < len(text) and not text[start].isalnum():
            start += 1
        return text[start:] or text
    mine = letters(name)
    theirs = letters(other).casefold() if other else ""
    n = least
    while n < len(mine) and mine[:n].casefold() == theirs[:n]:
        n += 1
    out = mine[:n].strip()
    return out[:1].upper() + out[1:]
