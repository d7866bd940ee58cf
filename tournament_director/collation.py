"""People's names in alphabetical order, the letters a page of them runs from and to, and the
folding that search uses: the one place for all three (pure: no Qt, no I/O).

Order is the Unicode Collation Algorithm (pyuca's default table): "Łukasz" sorts with the L's
and "Søren" before "Sven", as people read them, not by code point. Every printed list, the
poster, the players' web pages and search sort with `name_key`; the window sorts with the
same key made by Qt's collator instead (`name_key_by`, gui/collate.py: the same order,
without loading pyuca's table). The key is either the name as typed, or the surname first:
the last word together with the particles before it ("van der Berg", "von Hohenzollern",
"de la Cruz").

Search folds a name to what a person types on a plain keyboard (anyascii: ł->l, ø->o,
æ->ae, þ->th, ß->ss, Дмитрий->dmitriy), so "lukasz zolc" finds "Łukasz Żółć"; German's
spellings both ways ("mueller" and "muller" find "Müller", "müller" finds "Mueller":
`search_text`).
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

T = TypeVar("T")

NAME_ORDERS = ("name", "surname")

# lower-case particles kept with the surname that follows them
PARTICLES = frozenset({
    "de", "del", "della", "der", "den", "des", "di", "da", "dos", "das", "du", "la", "le",
    "van", "von", "ter", "ten", "te", "zu", "zur", "vom", "af", "av", "bin", "ibn", "al",
    "el", "mac", "st", "st.", "y", "d'", "l'",
})


@functools.lru_cache(maxsize=1)
def _collator() -> Any:  # pyuca.Collator (untyped)
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
    return " ".join(_surname(words) + words[:len(words) - len(_surname(words))])


def _surname(words: list[str]) -> list[str]:
    """The last word with the particles before it (never the first word)."""
    start = len(words) - 1
    while start > 1 and words[start - 1].casefold() in PARTICLES:
        start -= 1
    return words[start:]


# -- filing: the particles a language's lists pass over for the letter ------------------------
# Dutch lists file "Jan de Boer" under B ("Boer, Jan de"); German ones "Ursula von der Leyen"
# under L. A particle written with a capital ("Jan Van Damme", as in Belgium) is part of the
# surname as written and counts, unless the whole name is in capitals (no case to go by).
DUTCH_PARTICLES = frozenset({
    "van", "de", "der", "den", "het", "'t", "te", "ten", "ter", "in", "op", "aan", "bij",
    "onder", "over", "uit", "voor", "'s", "la", "le", "les", "du", "des", "d'", "l'", "von",
    "vom", "zu", "zum", "zur", "dos", "da", "di", "del", "della",
})
GERMAN_LEADING = frozenset({"von", "vom", "zu", "zum", "zur"})
GERMAN_FOLLOWING = frozenset({"und", "der", "den", "dem", "zu", "zum", "zur"})
FILING_LANGUAGES = ("nl", "de")  # the languages whose lists pass over particles


def list_order(name_order: str, as_written: bool, language: str) -> str:
    """The order a list sorts and files its names by: the event's `name_order` ("name" or
    "surname") and, unless the event files names `as_written`, the filing rule of the
    `language` the list is made in ("surname:nl": "Jan de Boer" under B)."""
    name_order = name_order if name_order in NAME_ORDERS else "name"
    lang = (language or "").split("_")[0].split("-")[0].lower()
    if as_written or lang not in FILING_LANGUAGES:
        return name_order
    return f"{name_order}:{lang}"


def _particle_count(words: list[str], rule: str, capitals: bool) -> int:
    """How many of `words` (a surname from its start) are particles `rule` passes over."""
    def plain(word: str) -> str:
        return word.replace("’", "'").replace("‘", "'")

    def passed(word: str, allowed: frozenset[str]) -> bool:
        return plain(word).casefold() in allowed and (capitals or word == word.lower())

    n = 0
    if rule == "nl":
        while n < len(words) - 1 and passed(words[n], DUTCH_PARTICLES):
            n += 1
    elif rule == "de" and len(words) > 1 and passed(words[0], GERMAN_LEADING):
        n = 1
        while n < len(words) - 1 and passed(words[n], GERMAN_FOLLOWING | GERMAN_LEADING):
            n += 1
    return n


def _filed(name: str, order: str, rule: str) -> str:
    """The sort text of `name` under a language's `rule`: the surname without its particles
    first, the particles last ("Boer Jan de"; "Boer de" for a bare "de Boer")."""
    words = name.split(" ")
    capitals = name == name.upper()
    if order == "surname" and len(words) > 1:
        surname = _surname(words)
        given = words[:len(words) - len(surname)]
    else:
        surname, given = words, []
    n = _particle_count(surname, rule, capitals)
    return " ".join(surname[n:] + given + surname[:n])


def sort_text(name: object, order: str = "name") -> str:
    """The name as it is sorted ("van der Berg Jan" in surname order; "Berg Jan van der"
    in a Dutch list's, `list_order`): what a page's letter range and the A-Z index are
    taken from."""
    order, _sep, rule = order.partition(":")
    if rule:
        return _filed(_normal(name), order, rule)
    return surname_first(name) if order == "surname" else _normal(name)


def _stripped(text: str) -> str:
    """Leading punctuation and symbols skipped ("=SUM", "@handle", "<i>Ivy"), if letters
    follow."""
    k = 0
    while k < len(text) and not text[k].isalnum():
        k += 1
    return text[k:] or text


def name_texts(name: object, order: str = "name") -> tuple[str, str]:
    """What a name is compared by, in turn: the text sorted ("van der Berg Jan" in surname
    order) without its leading punctuation, then in full (then its code points)."""
    text = sort_text(name, order)
    return _stripped(text), text


def name_key_by(collate: Callable[[str], Any], name: object, order: str = "name") -> tuple:
    """The sort key of a person's name made with `collate`, one text's key of a collator of
    the Unicode Collation Algorithm's default order (pyuca's here, Qt's in the window:
    gui/collate.py). The particles' case does not matter; ties broken by the full text, then
    by code points."""
    stripped, text = name_texts(name, order)
    return (collate(stripped), collate(text), text)


@functools.lru_cache(maxsize=4096)  # the served pages sort the same names after each result
def name_key(name: object, order: str = "name") -> tuple:
    """The sort key of a person's name: `order` "name" (as typed) or "surname"."""
    return name_key_by(_collator().sort_key, name, order)


def sort_by_name(items: Iterable[T], name_of: Callable[[T], object] = lambda x: x,
                 order: str = "name",
                 start_no_of: Callable[[T], object] | None = None) -> list[T]:
    """`items` in alphabetical order of name_of(item); equal names by start number."""
    if start_no_of is None:
        return sorted(items, key=lambda x: name_key(name_of(x), order))
    return sorted(items, key=lambda x: (name_key(name_of(x), order),
                                        _int(start_no_of(x))))


def _int(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


# -- the letters of a page of names, and the A-Z index ----------------------------------------
def range_label(name: str, other: str | None, least: int = 2) -> str:
    """The first letters of `name` for a page header ("Aa", "Ko"): at least `least`, more
    while they equal `other`'s (the name on the other side of the page break)."""
    mine = _stripped(_normal(name))
    theirs = _stripped(_normal(other)).casefold() if other else ""
    n = least
    while n < len(mine) and mine[:n].casefold() == theirs[:n]:
        n += 1
    out = mine[:n].strip()
    return out[:1].upper() + out[1:]


_IMPLICIT = 0xFB40  # pyuca's weights from here on: scripts its table leaves to code points
OTHERS = "…"  # the A-Z index's heading for names in such scripts (Chinese, ...)


@functools.lru_cache(maxsize=1)
def _letter_of_weight() -> dict[int, str]:
    collator = _collator()
    return {collator.sort_key(ch)[0]: ch.upper() for ch in "0123456789abcdefghijklmnopqrstuvwxyz"}


@functools.lru_cache(maxsize=4096)  # the served pages are made again after each result
def index_letter(name: str, order: str = "name") -> tuple[int, str]:
    """The A-Z index's group of a name, as (group, heading): names whose first letter is
    alike for the collation share a group ("Łukasz" and "Lars": L, "Ærø" with the A's);
    groups come in the order of `name_key`. A letter of its own (Ø, Þ, Д) heads its group."""
    stripped = name_texts(name, order)[0]
    key = _collator().sort_key(stripped)
    weight = key[0] if key else 0
    if weight == 0:
        return 0, "#"
    if weight >= _IMPLICIT:
        return _IMPLICIT, OTHERS
    found = _letter_of_weight().get(weight)
    if found:
        return weight, found
    first = next((ch for ch in stripped if ch.isalnum()), stripped[:1])
    return weight, first.upper()[:1] or "#"


# -- search -----------------------------------------------------------------------------------
_NOT_WORD = re.compile(r"[^a-z0-9]+")


def _plain(ch: str) -> str:
    """One character as a plain keyboard types it: "" for symbols (emoji, "=", "@") and
    controls, else anyascii's transliteration."""
    if ch < "\x80":
        return ch
    if unicodedata.category(ch)[0] in "SC":
        return ""
    from anyascii import anyascii  # a well-kept transliteration table (ISC licence)
    return anyascii(ch)


def fold(text: object) -> str:
    """A name (or a query) as search compares it: NFKC, transliterated to plain letters
    (anyascii), lower case, apostrophes dropped, every other run of punctuation or space one
    space. "Łukasz Żółć" -> "lukasz zolc", "O'Brien" -> "obrien", "①" -> "1"."""
    text = unicodedata.normalize("NFKC", "" if text is None else str(text))
    if not text.isascii():
        text = "".join(_plain(ch) for ch in text)
    text = text.lower().replace("'", "").replace("`", "")
    return _NOT_WORD.sub(" ", text).strip()


def fold_table(texts: Iterable[object], extra: str = "") -> dict[str, str]:
    """`fold`'s transliteration of every non-ASCII character in `texts` and in `extra`, for a
    script in a browser that must fold a query the same way (the published site's search)."""
    chars = {unicodedata.normalize("NFKC", ch) for ch in extra}
    for text in texts:
        for ch in unicodedata.normalize("NFKC", str(text)):
            chars.update((ch, ch.lower(), ch.upper()))
    out = {}
    for ch in sorted(chars):
        if len(ch) == 1 and not ch.isascii():
            out[ch] = _plain(ch)
    return out


# German writes ä, ö, ü as ae, oe, ue where a keyboard lacks them (and ß as ss, which
# anyascii does already): "mueller" and "muller" both find "Müller", "müller" finds "Mueller"
_GERMAN = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"})
SEPARATOR = " | "  # between a search text's spellings: no folded word holds it


def collapsed(folded: str) -> str:
    """A folded text with the German digraphs ae, oe, ue as a, o, u ("mueller" -> "muller")."""
    return folded.replace("ae", "a").replace("oe", "o").replace("ue", "u")


def search_text(text: object) -> str:
    """What search looks in for `text` (a name, or number, name and club): its fold, its
    German spelling's fold (ü as ue) and the fold with ae, oe, ue as a, o, u; `found` and
    `matches` compare a query's folded words with it."""
    text = unicodedata.normalize("NFC", "" if text is None else str(text))
    plain = fold(text)
    spellings = [plain, fold(text.translate(_GERMAN)), collapsed(plain)]
    return SEPARATOR.join(dict.fromkeys(s for s in spellings if s))


def search_row(start_no: object, name: object, club: object = "") -> str:
    """A row of the window's tables as its filter searches it: the start number, then the
    `search_text` of name and club."""
    return f"{start_no} " + search_text(f"{'' if name is None else name} "
                                        f"{'' if club is None else club}")


def found(word: str, text: str) -> bool:
    """Whether a folded query `word` (or words) is in a `search_text`, as typed or with ae,
    oe, ue as a, o, u."""
    return bool(word) and (word in text or collapsed(word) in text)


def search_words(query: object) -> list[str]:
    """The folded words of a search: a name matches when it contains every one of them."""
    return fold(query).split()


def matches(words: list[str], text: str) -> bool:
    """Whether a `search_text` (or a plain fold) holds every folded word of a query."""
    return bool(words) and all(found(w, text) for w in words)


__all__ = ["NAME_ORDERS", "OTHERS", "collapsed", "fold", "fold_table", "found", "index_letter",
           "list_order", "matches", "name_key", "name_key_by", "name_texts", "range_label",
           "search_row", "search_text", "search_words", "sort_by_name", "sort_text",
           "surname_first"]
