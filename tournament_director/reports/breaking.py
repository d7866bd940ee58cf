"""Where text breaks into lines: after a word's hyphens, between words, between characters as
the last resort (plain Python: widths come from the caller)."""

from __future__ import annotations

import unicodedata

_HYPHENS = "-\u2010\u2012\u2013\u2014/"


def word_pieces(word: str) -> list[str]:
    """`word` cut after each hyphen (or dash, or slash) between letters: where a word too
    long for its cell may break ("Mac-", "Lochlainn-", "Ó-", "Súilleabháin")."""
    pieces, current = [], ""
    for i, ch in enumerate(word):
        current += ch
        if (ch in _HYPHENS and current.strip(_HYPHENS) and i + 1 < len(word)
                and word[i + 1] not in _HYPHENS):
            pieces.append(current)
            current = ""
    if current:
        pieces.append(current)
    return pieces


def char_pieces(word: str, fits) -> list[str]:
    """`word` cut between characters (never before a combining mark or a variation selector,
    nor after a joiner) into pieces as long as fits(piece) allows: the last resort for a
    word that no line holds."""
    pieces, current = [], ""
    for ch in word:
        trial = current + ch
        glued = (unicodedata.category(ch) in ("Mn", "Me", "Cf") or 0xFE00 <= ord(ch) <= 0xFE0F
                 or current.endswith("\u200d"))
        if current and not glued and not fits(trial):
            pieces.append(current)
            current = ch
        else:
            current = trial
    if current:
        pieces.append(current)
    return pieces


def break_lines(words: list[list[str]], width_of, space: float, avail: float,
                allow_chars: bool = False) -> list[str]:
    """The lines of `words` (each a list of pieces it may break between: word_pieces),
    filled greedily within `avail`; a piece no line holds is cut between characters when
    `allow_chars`, else sticks out."""
    lines: list[str] = []
    current, used = "", 0.0
    for word in words:
        for k, piece in enumerate(word):
            parts = [piece]
            if allow_chars and width_of(piece) > avail + 0.01:
                parts = char_pieces(piece, lambda t: width_of(t) <= avail + 0.01)
            for n, part in enumerate(parts):
                w = width_of(part)
                gap = space if (k == 0 and n == 0 and current) else 0.0
                if current and used + gap + w > avail + 0.01:
                    lines.append(current)
                    current, used, gap = "", 0.0, 0.0
                current += (" " if gap else "") + part
                used += gap + w
    if current:
        lines.append(current)
    return lines

