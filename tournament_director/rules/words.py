"""Marks the rules' English texts for the catalogue: translated where shown, never here."""


def N_(text: str) -> str:
    """A no-op: `text` is an English source text that packaging/translations.py extracts."""
    return text
