"""Marks the rules' English texts for the catalogue: translated where shown, never here."""

from __future__ import annotations


def N_(text: str) -> str:
    """A no-op: `text` is an English source text that packaging/translations.py extracts."""
    return text


class Words:
    """An English text with its placeholders' values kept apart ({what}: a str, a number or
    another Words), so that the edge can say it in another language (i18n.said); str() is
    the English."""

    __slots__ = ("text", "values")

    def __init__(self, text: str, /, **values: object) -> None:
        self.text = text
        self.values = values

    def __str__(self) -> str:
        if not self.values:  # a label, perhaps the director's own with a { in it
            return self.text
        return self.text.format(**{k: str(v) for k, v in self.values.items()})

    def __repr__(self) -> str:
        return f"Words({str(self)!r})"
