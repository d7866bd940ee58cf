"""Numbers, money and dates in the director's language (formats.py over Babel): what each
language writes, a decimal typed with a comma, the spreadsheet CSV, the machine formats left
as they are, and the command line's start without Babel."""

from __future__ import annotations

import csv
import datetime
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tournament_director import formats, i18n
from tournament_director.service import parse
from tournament_director.service.model import InputError

NBSP = "\u00a0"


@pytest.mark.parametrize("lang,expected", [
    ("en", ["21.4", "+0.5", "-0.3", "0.0", "1,234.5", "17,605", "9,084", f"17,605{NBSP}EUR",
            "51.6%", "100%", "1 Dec 2026", "1 Dec 2026, 17:50"]),
    ("de", ["21,4", "+0,5", "-0,3", "0,0", "1.234,5", "17.605", "9.084", f"17.605{NBSP}EUR",
            f"51,6{NBSP}%", f"100{NBSP}%", "01.12.2026", "01.12.2026, 17:50"]),
    ("nl", ["21,4", "+0,5", "-0,3", "0,0", "1.234,5", "17.605", "9.084", f"17.605{NBSP}EUR",
            "51,6%", "100%", "1 dec 2026", "1 dec 2026, 17:50"]),
])
def test_each_language_writes_numbers_money_and_dates_its_own_way(language, lang, expected):
    language(lang)
    moment = datetime.datetime(2026, 12, 1, 17, 50, 19)
    assert [formats.points(214), formats.signed(5), formats.signed(-3), formats.signed(0),
            formats.points(12345), formats.whole(17605), formats.whole(9084),
            formats.money(1760500, "EUR"), formats.percent(516), formats.percent(1000),
            formats.date("2026-12-01"), formats.date_time(moment)] == expected
    # an ISO time of data.json or the audit log, in its own wall-clock time
    assert formats.date_time("2026-12-01T17:50:19+01:00") == expected[-1]
    # a date as typed in the event's settings: day, month and a four-digit year
    assert formats.date_entry_pattern() == {"en": "dd/MM/yyyy", "de": "dd.MM.yyyy",
                                            "nl": "dd-MM-yyyy"}[lang]


@pytest.mark.parametrize("lang, expected", [
    ("en", ["7.50", "7.05", "20", "1,000.50", "-0.50", f"7.50{NBSP}EUR"]),
    ("de", ["7,50", "7,05", "20", "1.000,50", "-0,50", f"7,50{NBSP}EUR"]),
    ("nl", ["7,50", "7,05", "20", "1.000,50", "-0,50", f"7,50{NBSP}EUR"]),
])
def test_money_has_its_cents_where_it_has_some(language, lang, expected):
    """Fees to the cent (issue 35): "7,50 EUR" in German and Dutch; a whole amount as
    before."""
    language(lang)
    assert [formats.amount(750), formats.amount(705), formats.amount(2000),
            formats.amount(100050), formats.amount(-50), formats.money(750, "EUR")] == expected


def test_points_are_integer_tenths_only(language):
    for bad in (21.4, True, "21.4"):
        with pytest.raises(TypeError):
            formats.points(bad)


def test_a_decimal_typed_with_a_comma_or_a_point_in_every_language(language):
    """Issue 34, point 7: one number reads alike whatever the language."""
    for lang in ("de", "nl", "en"):
        language(lang)
        assert parse.points("0,5", "Bonus") == 5
        assert parse.points("-1,5", "Bonus") == -15
        assert parse.points("0.5", "Bonus") == 5  # the point everywhere
        with pytest.raises(InputError, match="1,5"):  # the example as the language writes it
            parse.points("1,55", "Bonus")
        item = parse.table_point_item("bonus", "Bonus", "yesno", yes="0,5", no="-0,5")
        assert (item.yes, item.no) == (5, -5)
    language("en")
    with pytest.raises(InputError, match="at most one decimal"):
        parse.points("1,000", "Bonus")  # never a thousand, in any language


@pytest.fixture
def demo(tmp_path):
    from tournament_director.service.demo import make_demo
    event = make_demo(tmp_path / "e.tdevent", players=12, games=2, seed=5)
    yield event
    event.close()


def read_csv(path, delimiter):
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.reader(f, delimiter=delimiter))


def test_the_spreadsheet_export_in_german_has_columns_and_a_decimal_comma(demo, tmp_path,
                                                                          language):
    """Excel in German or Dutch reads `;` into columns and a comma as the decimal sign."""
    from tournament_director.service.export import write_csv
    rows = demo.standings()
    language("de")
    write_csv(demo, "standings", tmp_path / "de.csv")
    de = read_csv(tmp_path / "de.csv", ";")
    assert de[0] == ["Rang", "Startnr.", "Name", "Verein", "Gesamt", "Runde 1", "Runde 2"]
    first = rows[0]
    whole, tenth = divmod(first.points, 10)
    assert de[1][1] == str(first.player.start_no) and de[1][4] == f"{whole},{tenth}"
    language("nl")
    write_csv(demo, "results", tmp_path / "nl.csv")
    nl = read_csv(tmp_path / "nl.csv", ";")
    assert nl[0][:6] == ["Ronde", "Tafel", "Stoel", "Startnr.", "Naam", "Plaats"]
    assert all("." not in cell for row in nl[1:] for cell in row[6:10])
    language("en")
    write_csv(demo, "standings", tmp_path / "en.csv")
    en = read_csv(tmp_path / "en.csv", ",")
    assert en[0][:5] == ["Rank", "Start no", "Name", "Club", "Total"]
    assert en[1][4] == f"{whole}.{tenth}"


def test_machine_formats_stay_as_they_are_in_german(demo, tmp_path, capsys, monkeypatch):
    """--json, data.json and the audit log keep their numbers, keys and ISO times."""
    from tournament_director.cli import main
    from tournament_director.web.data import build
    demo.close()
    monkeypatch.setenv("TD_LANG", "de")
    try:
        assert main(["standings", str(tmp_path / "e.tdevent"), "--json"]) == 0
        doc = json.loads(capsys.readouterr().out)
        assert isinstance(doc[0]["points"], float)
        assert main(["standings", str(tmp_path / "e.tdevent")]) == 0
        human = capsys.readouterr().out.splitlines()[0]
        assert human.rstrip().endswith(f"{doc[0]['points']:.1f}".replace(".", ","))
        assert main(["log", str(tmp_path / "e.tdevent"), "--json"]) == 0
        log = json.loads(capsys.readouterr().out)
        assert datetime.datetime.fromisoformat(log[0]["at"]) and "T" in log[0]["at"]
        from tournament_director.service.event import Event
        with Event.open(tmp_path / "e.tdevent") as event:
            data = build(event)
        assert "T" in data["updated_at"] and isinstance(data["standings"][0]["points"], float)
    finally:
        i18n.set_language("en")


def _modules_after(code: str) -> set[str]:
    probe = f"import sys\n{code}\nprint('\\n'.join(sorted(sys.modules)))"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          timeout=60, check=True, env={"TD_LANG": "de", "PATH": ""})
    return set(done.stdout.split())


@pytest.mark.parametrize("argv", [["plan", "39"], ["plan", "39", "--game", "2"], ["--version"]])
def test_a_command_that_formats_nothing_starts_without_babel(argv):
    loaded = _modules_after(
        "from tournament_director import cli\nimport contextlib, io\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        f"    assert cli.main({argv!r}) == 0")
    assert not {m for m in loaded if m.split(".")[0] == "babel"}


def test_the_apps_babel_data_is_enough_for_every_language(tmp_path):
    """The built app carries only formats.locale_files() of Babel's data (the PyInstaller hook):
    every language formats with that alone."""
    import babel
    source = Path(babel.__file__).parent
    copy = tmp_path / "babel"
    shutil.copytree(source, copy, ignore=shutil.ignore_patterns("*.dat", "__pycache__"))
    (copy / "locale-data").mkdir(exist_ok=True)
    for name in formats.locale_files():
        target = copy / name if name == "global.dat" else copy / "locale-data" / name
        shutil.copy2(source / (name if name == "global.dat" else f"locale-data/{name}"),
                     target)
    code = (f"import babel, datetime; assert babel.__file__.startswith({str(copy)!r})\n"
            "from tournament_director import formats, i18n\n"
            "for lang in ('en', 'de', 'nl'):\n"
            "    i18n.set_language(lang)\n"
            "    print(formats.points(214), formats.percent(516),"
            " formats.date_time(datetime.datetime(2026, 12, 1, 17, 50)))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, env={"PYTHONPATH": str(tmp_path), "PATH": ""})
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["21.4 51.6% 1 Dec 2026, 17:50",
                                        f"21,4 51,6{NBSP}% 01.12.2026, 17:50",
                                        "21,4 51,6% 1 dec 2026, 17:50"]


@pytest.mark.parametrize("lang", sorted(formats.NUMBERS))
def test_the_kept_number_symbols_write_what_babel_writes(lang):
    """points, whole numbers, money and percentages without Babel (the window's start) are
    what Babel's CLDR data writes for the language, on every size and sign."""
    from decimal import Decimal

    from babel import Locale
    from babel.numbers import format_percent, parse_pattern
    locale = Locale.parse(formats.LOCALES[lang])
    tenths, wholes = parse_pattern("#,##0.0"), parse_pattern("#,##0")
    cents = parse_pattern("#,##0.00")
    values = [0, 1, 5, 9, 10, 99, 214, 999, 1000, 1234, 9999, 10000, 123456, 1234567, 10**9]
    old = i18n.language()
    i18n.set_language(lang)
    try:
        for v in values + [-v for v in values]:
            assert formats.points(v) == tenths.apply(Decimal(v).scaleb(-1), locale)
            assert formats.whole(v) == wholes.apply(v, locale)
            assert formats.amount(v * 100) == wholes.apply(v, locale)
            assert formats.amount(v * 100 + 5) == cents.apply(Decimal(v * 100 + 5).scaleb(-2),
                                                              locale)
        for v in (0, 5, 10, 333, 516, 533, 571, 666, 1000):
            assert formats.percent(v) == format_percent(Decimal(v).scaleb(-3), locale=locale,
                                                        decimal_quantization=False)
    finally:
        i18n.set_language(old)


def test_the_windows_numbers_load_no_babel():
    code = ("import sys; from tournament_director import formats, i18n; i18n.set_language('de');"
            "print(formats.points(-12345), formats.whole(17605), formats.percent(516),"
            " formats.money(2000, 'EUR'), formats.count(1000, 'player'));"
            "print(any(m.startswith('babel') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    assert out == ["-1.234,5 17.605 51,6\u00a0% 20\u00a0EUR 1.000 Spieler", "False"]
