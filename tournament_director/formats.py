"""Numbers, money and dates as the current language writes them ("21,4", "17.605", "51,6 %",
"01.12.2026, 17:50"), from Babel's CLDR data: the reports, the window, the projector, the web
pages, the command line's human output and the CSV meant for a spreadsheet all call these.
Machine formats (--json, data.json, the audit log) never do.

It follows i18n.language() (the window sets it at start, the command line from TD_LANG or the
system). Babel is imported by the first number or date formatted: a command that formats none
(`plan`, `--version`) starts without it."""

from __future__ import annotations

import re

from . import i18n
from .i18n import _, ngettext

TYPE_CHECKING = False  # (not typing's: the command line's start does not load typing)
if TYPE_CHECKING:
    import datetime as _dt

# The region whose conventions each language writes: a day-month-year date and a 24-hour
# clock in English too (the round clock in the hall counts in 24 hours).
LOCALES = {"en": "en_GB", "nl": "nl_NL", "de": "de_DE"}
# The languages that write a decimal comma; there a director may type "0,5" for 0.5.
DECIMAL_COMMA = ("nl", "de")

_locales: dict[str, object] = {}  # language -> its Babel Locale (dates)


def _locale():
    """The Babel Locale of the language (its dates); Babel is imported here."""
    lang = i18n.language()
    found = _locales.get(lang)
    if found is None:
        from babel import Locale
        found = _locales[lang] = Locale.parse(LOCALES.get(lang, "en_GB"))
    return found


def _check_int(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{what} must be a whole number (int), got {value!r}")
    return value


# The numbers of the three languages as CLDR writes them (decimal sign, thousands sign, the
# percent pattern): read off Babel and kept here, so that the window's start, which shows
# hundreds of points, does not load Babel's data (about 8 MB and 60 ms) for "21,4";
# tests/test_formats.py checks them against Babel. Dates and the rest go through Babel.
NUMBERS = {"en": (".", ",", "{}%"), "nl": (",", ".", "{}%"), "de": (",", ".", "{}\u00a0%")}


def _numbers() -> tuple[str, str, str]:
    return NUMBERS.get(i18n.language(), NUMBERS["en"])


def _grouped(n: int, group: str) -> str:
    text = f"{abs(n):,}".replace(",", group)
    return "-" + text if n < 0 else text


def points(tenths: int) -> str:
    """Points (integer tenths) with one decimal: 214 -> "21,4" (de, nl), "21.4" (en);
    thousands grouped ("1.234,5")."""
    decimal, group, _ = _numbers()
    whole_part, tenth = divmod(abs(_check_int(tenths, "points")), 10)
    return ("-" if tenths < 0 else "") + _grouped(whole_part, group) + decimal + str(tenth)


def signed(tenths: int) -> str:
    """Points with a sign for a gain: 5 -> "+0,5", -3 -> "-0,3", 0 -> "0,0"."""
    text = points(tenths)
    return "+" + text if tenths > 0 else text


def points_of(value: float | None, empty: str = "-") -> str:
    """A points number of a machine document (data.json's 21.4) as the language writes it;
    `empty` for none."""
    return empty if value is None else points(round(value * 10))


def whole(n: int) -> str:
    """A count or an amount with the language's thousands separator: "17.605" (de, nl),
    "17,605" (en). Start, table and game numbers are names, not amounts: never through here."""
    return _grouped(_check_int(n, "a count"), _numbers()[1])


def amount(cents: int) -> str:
    """Money (integer cents) grouped like `whole`, its cents only where it has some:
    1760500 -> "17.605", 750 -> "7,50" (de, nl), "7.50" (en)."""
    decimal, group, _ = _numbers()
    units, rest = divmod(abs(_check_int(cents, "money")), 100)
    text = _grouped(units, group) + (f"{decimal}{rest:02d}" if rest else "")
    return "-" + text if cents < 0 else text


def money(cents: int, currency: str = "") -> str:
    """Money (integer cents) as `amount` writes it, with the event's currency after it as the
    director typed it ("17.605 EUR", "7,50 EUR"); a no-break space keeps them on one line."""
    text = amount(cents)
    return f"{text}\u00a0{currency}" if currency else text


def percent(tenths: int) -> str:
    """A share in tenths of a percent: 516 -> "51,6 %" (de), "51,6%" (nl), "51.6%" (en);
    1000 -> "100 %"."""
    decimal, group, pattern = _numbers()
    whole_part, tenth = divmod(abs(_check_int(tenths, "a percentage")), 10)
    text = _grouped(whole_part, group) + (f"{decimal}{tenth}" if tenth else "")
    return pattern.format(("-" if tenths < 0 else "") + text)


def _as_date(value) -> _dt.date:
    import datetime as _dt
    if isinstance(value, _dt.date):
        return value
    return _dt.date.fromisoformat(str(value)[:10])


def date(value: _dt.date | str) -> str:
    """A day: 2026-12-01 -> "01.12.2026" (de), "1 dec 2026" (nl), "1 Dec 2026" (en)."""
    from babel.dates import format_date
    return format_date(_as_date(value), "medium", locale=_locale())


def date_time(value: _dt.datetime | str, seconds: bool = False) -> str:
    """A moment to the minute (or the second), in the wall-clock time it was written with:
    "01.12.2026, 17:50" (de), "1 dec 2026, 17:50" (nl), "1 Dec 2026, 17:50" (en). An ISO
    text (the audit log's, data.json's) is read first."""
    import datetime as _dt

    from babel.dates import format_date, format_time
    if not isinstance(value, _dt.datetime):
        value = _dt.datetime.fromisoformat(str(value))
    locale = _locale()
    joined = locale.datetime_formats["medium"].replace("'", "")  # "{1}, {0}"
    clock = format_time(value.time(), "medium" if seconds else "short", locale=locale)
    return (joined.replace("{0}", clock)
            .replace("{1}", format_date(value.date(), "medium", locale=locale)))


def moment(value: _dt.datetime | str, now: _dt.datetime | None = None) -> str:
    """When something happened, as a director reads it on this computer's clock: "01:36"
    today, else with its day ("3 Dec 2026, 23:58"); an ISO text with its offset (the
    inbox's UTC "2026-12-04T01:36:41+00:00") is turned to local time first."""
    import datetime as _dt

    from babel.dates import format_time
    if not isinstance(value, _dt.datetime):
        value = _dt.datetime.fromisoformat(str(value))
    if value.tzinfo is not None:
        value = value.astimezone()  # this computer's time zone
    now = now or _dt.datetime.now(value.tzinfo)
    if now.tzinfo is not None and value.tzinfo is not None:
        now = now.astimezone(value.tzinfo)
    if value.date() == now.date():
        return format_time(value.time(), "short", locale=_locale())
    return date_time(value.replace(tzinfo=None))


def date_entry_pattern() -> str:
    """How a date is typed in the language, its year in four digits: "dd.MM.yyyy" (de),
    "dd-MM-yyyy" (nl), "dd/MM/yyyy" (en); CLDR's letters, which Qt's date edit reads too."""
    pattern = _locale().date_formats["short"].pattern
    return re.sub(r"y+", "yyyy", pattern)


def decimal_sign() -> str:
    """"," in German and Dutch, "." in English (the CSV for a spreadsheet, a hint). What a
    director types is read alike in every language: "0,5" and "0.5" (service/parse.points)."""
    return "," if i18n.language() in DECIMAL_COMMA else "."


def locale_files() -> set[str]:
    """Babel's data files the formats read (the built app carries only these): global.dat
    and each locale of LOCALES with the locales it inherits from, up to root."""
    from babel.core import get_global
    names = {"global", "root"}
    for name in LOCALES.values():
        while name != "root":
            names.add(name)
            parent = get_global("parent_exceptions").get(name)
            name = parent or ("root" if "_" not in name else name.rsplit("_", 1)[0])
    return {f"{n}.dat" for n in names}


# -- numbers in the language's sentences --------------------------------------------------
def prize_basis(how: tuple, english_text: str = "") -> str:
    """How a prize was computed (rules.payout's `how`), in the current language and its
    number format ("51,6 % von 3.450")."""
    if not how:
        return english_text
    if how[0] == "shared":
        return _("shared: ({amounts})/{players}").format(
            amounts="+".join(amount(c) for c in how[1]), players=how[2])
    if how[0] == "share":
        return _("{percent} of {amount}").format(percent=percent(how[1]), amount=amount(how[2]))
    return _("half of {amount}").format(amount=amount(how[1]))


def adjustment_label(tenths: int, reason: str, game: int | None = None) -> str:
    """A penalty or an award as a line of a total's sum: "Penalty: Late back from lunch
    (game 2)", "Award: Fair play"; its points are printed beside it."""
    text = (_("Penalty: {reason}") if tenths < 0 else _("Award: {reason}")).format(
        reason=reason)
    return text + (" (" + _("game {game}").format(game=game) + ")" if game else "")


def count(n: int, word: str) -> str:
    """'1 player', '2 players' in the current language (player, game, table, prize, row)."""
    forms = {
        "player": ngettext("{n} player", "{n} players", n),
        "game": ngettext("{n} game", "{n} games", n),
        "table": ngettext("{n} table", "{n} tables", n),
        "prize": ngettext("{n} prize", "{n} prizes", n),
        "row": ngettext("{n} row", "{n} rows", n),
    }
    if word in forms:
        return forms[word].format(n=whole(n))
    return f"{n} {word}" + ("" if n == 1 else "s")
