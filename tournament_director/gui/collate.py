"""Names in alphabetical order in the window, by Qt's own collator (ICU, loaded with Qt).

The same order as collation.py's Unicode Collation Algorithm (pyuca, which the printed
reports use), without pyuca's table: reading it costs ~130 ms and ~11 MB the first time."""

from __future__ import annotations

import functools

from PySide6.QtCore import QCollator, QLocale

from ..collation import name_texts


@functools.lru_cache(maxsize=1)
def _collator() -> QCollator:
    # English has no tailoring: ICU's root collation (CLDR's form of the Unicode Collation
    # Algorithm's default table, which pyuca uses), case and accents counted
    return QCollator(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


def _compare(a: tuple[str, str], b: tuple[str, str]) -> int:
    collator = _collator()
    for x, y in zip(a, b):
        result = collator.compare(x, y)
        if result:
            return result
    return (a[1] > b[1]) - (a[1] < b[1])  # the same to the collator: by code points


_KEY = functools.cmp_to_key(_compare)


def sort_key(name: str, order: str = "name"):
    """A key that sorts names in alphabetical order ("name" as typed, or "surname")."""
    return _KEY(name_texts(name, order))


def ranks(names: list[str], order: str = "name") -> list[int]:
    """Each name's place (0, 1, ...) in alphabetical order; equal names keep their order."""
    ordered = sorted(range(len(names)), key=lambda i: sort_key(names[i], order))
    out = [0] * len(names)
    for place, i in enumerate(ordered):
        out[i] = place
    return out
