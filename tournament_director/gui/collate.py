"""Names in alphabetical order in the window, by Qt's own collator (ICU, loaded with Qt).

collation.py's key (`name_key_by`: what is compared in turn), its texts compared by Qt's
collator instead of pyuca's (which the printed reports use): the same order, without
pyuca's table (reading it costs ~130 ms and ~11 MB the first time)."""

from __future__ import annotations

import functools

from PySide6.QtCore import QCollator, QLocale

from ..collation import name_key_by


@functools.lru_cache(maxsize=1)
def _collator() -> QCollator:
    # English has no tailoring: ICU's root collation (CLDR's form of the Unicode Collation
    # Algorithm's default table, which pyuca uses), case and accents counted
    return QCollator(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


@functools.total_ordering
class _Text:
    """One text as Qt's collator compares it (a key's part: Python's tuples ask == first,
    then <)."""
    __slots__ = ("text",)
    __hash__ = None

    def __init__(self, text: str):
        self.text = text

    def __eq__(self, other) -> bool:
        return _collator().compare(self.text, other.text) == 0

    def __lt__(self, other) -> bool:
        return _collator().compare(self.text, other.text) < 0


def sort_key(name: str, order: str = "name") -> tuple:
    """A key that sorts names in alphabetical order ("name" as typed, or "surname")."""
    return name_key_by(_Text, name, order)


def ranks(names: list[str], order: str = "name") -> list[int]:
    """Each name's place (0, 1, ...) in alphabetical order; equal names keep their order."""
    ordered = sorted(range(len(names)), key=lambda i: sort_key(names[i], order))
    out = [0] * len(names)
    for place, i in enumerate(ordered):
        out[i] = place
    return out
