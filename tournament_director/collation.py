"""Alphabetical order of people's names by the Unicode Collation Algorithm (pure: no Qt, no I/O).

"Łukasz" sorts with the L's and "Søren" before "Sven", as people read them, not by code point.
The key is either the name as typed, or the surname first: the last word together with the
particles before it ("van der Berg", "von Hohenzollern", "de la Cruz").
"""

from __future__ import annotations

import functools
import unicodedata

NAME_ORDERS = ("name", "surname")

# lower-case particles kept with the surname that follows them
PARTICLES = frozenset({
    "de", "del", "della", "der", "den", "des", "di", "da", "dos", "das", "du", "la", "le",
    "van", "von", "ter", "ten", "te", "zu", "zur", "vom", "af", "av", "bin", "ibn", "al",
    "el", "mac", "st", "st.", "y", "d'", "l'",
})


@functools.lru_cache(maxsize=1)
def _collator():
    from pyuca import Collator  # the Unicode Collation Algorithm with its default table
    return Collator()


def _normal(text: object) -> str:
    text = unicodedata.normalize("NFC", "" if text is None else str(text))
    return " ".join(text.split())


def surname_first(name: object) -> str:
    """'Jan van der Berg' -> 'van der Berg Jan'; one word stays as it is."""
    words = _normal(name).split(" ")
    if len(words) < 2:
        return " ".join(words)
    start = len(words) - 1
    while start > 1 and words[start - 1].casefold() in PARTICLES:
        start -= 1
    return " ".join(words[start:] + words[:start])


def _stripped(text: str) -> str:
    """Leading punctuation and symbols skipped ("=SUM", "@handle", "<i>Ivy"), if letters
    follow."""
    k = 0
    while k < len(text) and not text[k].isalnum():
        k += 1
    return text[k:] or text


def name_texts(name: object, order: str = "name") -> tuple[str, str]:
    """What a name is compared by, in turn: the text sorted ("van der Berg Jan" in surname
    order) without its leading punctuation, then in full; then its code points. The window
    compares these with Qt's collator (gui/collate.py: the same order, without pyuca)."""
    text = _normal(name)
    if order == "surname":
        text = surname_first(text)
    return _stripped(text), text


def name_key(name: object, order: str = "name") -> tuple:
    """The sort key of a person's name: `order` "name" (as typed) or "surname"."""
    stripped, text = name_texts(name, order)
    collator = _collator()
    # the particles' case does not matter; ties broken by the full text, then code points
    return (collator.sort_key(stripped), collator.sort_key(text), text)


def sort_by_name(items, name_of=lambda x: x, order: str = "name", start_no_of=None) -> list:
    """`items` in alphabetical order of name_of(item); equal names by start number."""
    if start_no_of is None:
        return sorted(items, key=lambda x: name_key(name_of(x), order))
    return sorted(items, key=lambda x: (name_key(name_of(x), order),
                                        _int(start_no_of(x))))


def _int(value) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


__all__ = ["NAME_ORDERS", "name_key", "name_texts", "sort_by_name", "surname_first"]
