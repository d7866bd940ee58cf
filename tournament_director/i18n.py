"""The language of the Qt-free side (reports, the service's messages, the command line):
gettext catalogues under resources/locale/<lang>/LC_MESSAGES/tournament_director.mo.

The language is set once at start: the command line from TD_LANG or the system's
LC_ALL / LC_MESSAGES / LANG / LANGUAGE; the window sets it to its own language. Texts are
marked with `_()` (and `ngettext` for counted ones); English is the source language."""

from __future__ import annotations

import contextlib
import os
from contextvars import ContextVar

from .paths import resource

DOMAIN = "tournament_director"
LANGUAGES = {"en": "English", "nl": "Nederlands", "de": "Deutsch"}  # code: own name
DEFAULT = "en"

# the catalogue of the language: None for English (the source texts) and until it is read
_catalogue = None
_language = DEFAULT
# a language for one call only (`speaking`): the main desk answers each desk in its own
_spoken: ContextVar[str | None] = ContextVar("spoken", default=None)
_catalogues: dict[str, object] = {}  # the catalogues read for `speaking`, by language


def supported(code: str | None) -> str | None:
    """The supported language of a locale name ("nl_BE.UTF-8" -> "nl"), or None."""
    if not code:
        return None
    short = code.strip().split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return short if short in LANGUAGES else None


def system_language(environ=None) -> str:
    """TD_LANG if set, else the first of LC_ALL, LC_MESSAGES, LANG, LANGUAGE that names a
    supported language (as gettext reads them); English otherwise."""
    env = os.environ if environ is None else environ
    chosen = supported(env.get("TD_LANG"))
    if chosen:
        return chosen
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = env.get(name)
        if value:
            # LANGUAGE may list several ("de:en"); C/POSIX mean English
            for part in value.split(":"):
                found = supported(part)
                if found:
                    return found
            if name != "LANGUAGE":
                return DEFAULT
    return DEFAULT


def locale_dir():
    return resource("locale")


def set_language(code: str | None) -> str:
    """Use this language from now on (an unsupported one means English); returns it."""
    global _catalogue, _language
    lang = supported(code) or DEFAULT
    # the catalogue is read when the first text is asked for (a command that prints nothing
    # translated does not pay for it)
    _catalogue = None
    _language = lang
    return lang


def _current():
    """The gettext catalogue of the language (read now if not yet), None for English."""
    global _catalogue
    spoken = _spoken.get()
    if spoken is not None:
        if spoken == DEFAULT:
            return None
        if spoken not in _catalogues:
            import gettext
            _catalogues[spoken] = gettext.translation(DOMAIN, str(locale_dir()),
                                                      languages=[spoken], fallback=True)
        return _catalogues[spoken]
    if _catalogue is None and _language != DEFAULT:
        import gettext
        _catalogue = gettext.translation(DOMAIN, str(locale_dir()), languages=[_language],
                                         fallback=True)
    return _catalogue


def language() -> str:
    spoken = _spoken.get()
    return _language if spoken is None else spoken


@contextlib.contextmanager
def speaking(code: str | None):
    """Texts in this language inside (this thread or task only; an unsupported one means
    the process's own): what the main desk says to a desk in the desk's language."""
    chosen = supported(code)
    token = _spoken.set(chosen) if chosen else None
    try:
        yield
    finally:
        if token is not None:
            _spoken.reset(token)


@contextlib.contextmanager
def english():
    """English for a while: texts that are data (the command line's --json output)."""
    global _catalogue, _language
    if _spoken.get() is not None:  # a call's own language (`speaking`): English for it alone
        token = _spoken.set(DEFAULT)
        try:
            yield
        finally:
            _spoken.reset(token)
        return
    kept = _catalogue, _language
    _catalogue, _language = None, DEFAULT
    try:
        yield
    finally:
        _catalogue, _language = kept


def _(text: str) -> str:
    """The text in the current language (the English text if it has no translation)."""
    catalogue = _current()
    return catalogue.gettext(text) if catalogue is not None else text


def pgettext(context: str, text: str) -> str:
    """The text in the current language where the same English says something else
    elsewhere ("Game {game}": a round of the event, or one game of a Tournament Mode match)."""
    catalogue = _current()
    return catalogue.pgettext(context, text) if catalogue is not None else text


def N_(text: str) -> str:
    """Marks a constant for the catalogue; translated where it is shown, with _()."""
    return text


def ngettext(singular: str, plural: str, n: int) -> str:
    catalogue = _current()
    if catalogue is not None:
        return catalogue.ngettext(singular, plural, n)
    return singular if n == 1 else plural


def rules_text(text: str) -> str:
    """One of the rules' English texts (a game's name, a result field's, table-point item's or
    tie-break's label) in the language; a director's own label, not in the catalogue, stays
    as typed. The window calls this one, the Qt-free side `_()`: the same catalogue."""
    return _(text)


def said(message) -> str:
    """A rules' message in the current language: a RulesError or rules.words.Words (its
    English text translated, then each value said the same way), else str() of it."""
    words = getattr(message, "words", message)
    if words is None or not hasattr(words, "values") or not hasattr(words, "text"):
        return str(message)
    if not words.values:
        return _(words.text)
    return _(words.text).format(**{k: said(v) for k, v in words.values.items()})


def ordinal(n: int) -> str:
    """A place as the language writes it: 1st, 1e, 1. (every page, report and message)."""
    if language() == "nl":
        return f"{n}e"
    if language() == "de":
        return f"{n}."
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
