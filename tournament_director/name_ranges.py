"""Names in the hall's alphabetical order, and the letters a page of them runs from and to."""

from __future__ import annotations

import unicodedata


def sort_key(name: str) -> tuple:
    """The ONE place the hall's lists are put in alphabetical order: as a person reads it,
    accents and case ignored, leading punctuation ("=SUM", "@handle") skipped.
    (To be replaced by the project's Unicode collation when it lands.)"""
    text = unicodedata.normalize("NFC", name).strip()
    folded = "".join(ch for ch in unicodedata.normalize("NFKD", text)
                     if not unicodedata.combining(ch)).casefold()
    stripped = folded.lstrip("".join(ch for ch in folded if not ch.isalnum()))
    return (stripped or folded, folded, text)


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
