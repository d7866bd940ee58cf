"""The translation catalogues: complete for Dutch and German, placeholders kept, in step with
the code, and the committed compiled files (.qm, .mo) current."""

from __future__ import annotations

import importlib.util
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tournament_director.service import registration, seating

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("translations", ROOT / "packaging" /
                                              "translations.py")
T = importlib.util.module_from_spec(spec)
spec.loader.exec_module(T)

LANGS = ("nl", "de")
PLACEHOLDER = re.compile(r"\{\w*\}")


def ts_messages(path: Path) -> list[tuple[str, str, ET.Element]]:
    root = ET.parse(path).getroot()
    return [(ctx.findtext("name"), m.findtext("source"), m.find("translation"))
            for ctx in root.iter("context") for m in ctx.iter("message")]


@pytest.mark.parametrize("lang", LANGS)
def test_every_window_text_is_translated(lang):
    messages = ts_messages(T.ts_path(lang))
    assert len(messages) > 300
    unfinished = [src for _, src, tr in messages
                  if tr.get("type") in ("unfinished", "vanished", "obsolete") or not tr.text]
    assert unfinished == []


@pytest.mark.parametrize("lang", LANGS)
def test_window_translations_keep_placeholders_and_accelerators(lang):
    for _, src, tr in ts_messages(T.ts_path(lang)):
        assert sorted(PLACEHOLDER.findall(tr.text)) == sorted(PLACEHOLDER.findall(src)), src
        assert ("&" in src.replace("&&", "")) == ("&" in tr.text.replace("&&", "")), src


@pytest.mark.parametrize("lang", LANGS)
def test_every_report_and_message_text_is_translated(lang):
    catalog = T.read_po(lang)
    entries = [m for m in catalog if m.id]
    assert len(entries) > 100
    for m in entries:
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        assert all(strings), f"{lang}: not translated: {m.id!r}"
        assert not m.fuzzy, m.id
        for s in strings:
            assert set(PLACEHOLDER.findall(s)) == set(PLACEHOLDER.findall(ids[-1])), m.id


def test_the_gettext_catalogues_hold_every_marked_text():
    """Nothing marked with _() / ngettext() in the Qt-free code is missing (run
    `python packaging/translations.py update` after marking new texts)."""
    marked = {m.id for m in T.extract() if m.id}
    for lang in LANGS:
        have = {m.id for m in T.read_po(lang) if m.id}
        assert marked - have == set(), f"{lang}: run packaging/translations.py update"


def test_the_window_catalogues_hold_every_marked_text(tmp_path):
    """lupdate over the code finds no text the .ts files lack."""
    try:
        T.qt_tool("pyside6-lupdate")
    except SystemExit:
        pytest.skip("pyside6-lupdate is not installed")
    fresh = tmp_path / "fresh_nl.ts"
    T.lupdate([fresh])
    wanted = {(c, s) for c, s, _ in ts_messages(fresh)}
    for lang in LANGS:
        have = {(c, s) for c, s, _ in ts_messages(T.ts_path(lang))}
        assert wanted - have == set(), f"{lang}: run packaging/translations.py update"


@pytest.mark.parametrize("lang", LANGS)
def test_the_committed_compiled_files_are_current(lang):
    """The committed .mo and .qm say what their catalogues say, entry by entry (compared by
    meaning, not bytes: another Qt or Babel version may write other bytes)."""
    import gettext
    with open(T.mo_path(lang), "rb") as f:
        mo = gettext.GNUTranslations(f)
    for m in T.read_po(lang):
        if not m.id:
            continue
        if isinstance(m.id, tuple):
            assert mo.ngettext(m.id[0], m.id[1], 1) == m.string[0], m.id
            assert mo.ngettext(m.id[0], m.id[1], 5) == m.string[1], m.id
        elif m.context:
            assert mo.pgettext(m.context, m.id) == m.string, m.id
        else:
            assert mo.gettext(m.id) == m.string, "run packaging/translations.py compile"
    from PySide6.QtCore import QTranslator
    qm = QTranslator()
    assert qm.load(str(T.qm_path(lang)))
    for context, source, tr in ts_messages(T.ts_path(lang)):
        assert qm.translate(context, source) == tr.text, \
            f"{source!r}: run packaging/translations.py compile"


def test_reports_in_german_and_dutch(tmp_path):
    """A report printed in German has German headings (and English stays the default)."""
    from pypdf import PdfReader

    from tournament_director import i18n
    from tournament_director.service import reports
    from tournament_director.service.demo import make_demo
    event = make_demo(tmp_path / "e.tdevent", players=12, games=2, seed=5)
    try:
        found = {}
        for lang in ("de", "nl", "en"):
            i18n.set_language(lang)
            texts = []
            for kind, game in (("standings", 2), ("payout", None), ("seating", 1),
                               ("sheets", 1)):
                out = tmp_path / f"{kind}-{lang}.pdf"
                reports.write(kind, event, out, game)
                texts.append("".join(p.extract_text() for p in PdfReader(out).pages))
            found[lang] = "\n".join(texts)
    finally:
        i18n.set_language("en")
        event.close()
    de, nl, en = found["de"], found["nl"], found["en"]
    for word in ("Endstand", "Preisverteilung", "Sitzordnung", "Tisch 1", "Startspieler",
                 "Turnierleiter", "Zeuge", "Seite 1 von", "Gedruckt am", "Rückerstattungen"):
        assert word in de, word
    for word in ("Eindstand", "Prijsverdeling", "Indeling", "Tafel 1", "Startspeler",
                 "Toernooileider", "Getuige", "Pagina 1 van", "Afgedrukt op", "Teruggaven"):
        assert word in nl, word
    for word in ("Final standings", "Prize distribution", "Seating", "Table 1", "Page 1 of"):
        assert word in en and word not in de and word not in nl, word


def test_the_language_of_the_command_line(tmp_path, monkeypatch):
    """TD_LANG, else the system's locale variables; a refusal said in that language."""
    from tournament_director import i18n
    env = {"LANG": "de_DE.UTF-8"}
    assert i18n.system_language(env) == "de"
    assert i18n.system_language({"LC_ALL": "nl_BE.UTF-8", "LANG": "de_DE.UTF-8"}) == "nl"
    assert i18n.system_language({"LC_ALL": "C", "LANG": "de_DE.UTF-8"}) == "en"
    assert i18n.system_language({"LANGUAGE": "fr:de"}) == "de"
    assert i18n.system_language({"TD_LANG": "nl", "LANG": "de_DE.UTF-8"}) == "nl"
    assert i18n.system_language({"LANG": "fr_FR.UTF-8"}) == "en"
    assert i18n.system_language({}) == "en"


def test_cli_refusal_in_german(tmp_path, capsys, monkeypatch):
    from tournament_director import i18n
    from tournament_director.cli import main
    path = tmp_path / "e.tdevent"
    try:
        assert main(["new", str(path), "--name", "Pokal", "--games", "3", "--fee", "10"]) == 0
        monkeypatch.setenv("TD_LANG", "de")
        capsys.readouterr()
        assert main(["payout", str(path)]) == 2
        err = capsys.readouterr().err
        assert "Die Auszahlung kommt nach der letzten Runde: 0 von 3 Runden sind eingeteilt." \
            in err
        monkeypatch.setenv("TD_LANG", "nl")
        assert main(["payout", str(path)]) == 2
        assert "De uitbetaling komt na de laatste ronde" in capsys.readouterr().err
        monkeypatch.setenv("TD_LANG", "de")
        assert main(["new", str(tmp_path / "f.tdevent"), "--name", "Pokal", "--games", "3",
                     "--fee", "10"]) == 0
        assert capsys.readouterr().out.strip().endswith("f.tdevent angelegt")
    finally:
        i18n.set_language("en")


def test_messages_in_german_but_the_audit_log_stays_english(tmp_path):
    """What is said follows the language; what is stored (the audit line) never does."""
    from tournament_director import i18n
    from tournament_director.service.demo import make_demo
    event = make_demo(tmp_path / "e.tdevent", players=12, games=3, play=1, seed=2)
    try:
        i18n.set_language("de")
        said = registration.drop(event, 3).message
        assert "scheidet" in said and "nicht mehr eingeteilt" in said
        assert "Registrierung" not in event.status().headline
        assert event.status().headline.startswith("Runde 1 von 3")
        back = registration.undrop(event, 3).message
        assert back.endswith("wird ab der nächsten Runde wieder eingeteilt.")
        summaries = [e.summary for e in event.audit_log()[:2]]
        assert any("drops out" in s for s in summaries)
        assert any("is back" in s for s in summaries)
    finally:
        i18n.set_language("en")
        event.close()


def test_cli_json_stays_english_whatever_the_language(tmp_path, capsys, monkeypatch):
    import json

    from tournament_director import i18n
    from tournament_director.cli import main
    path = tmp_path / "e.tdevent"
    try:
        assert main(["new", str(path), "--name", "Pokal", "--games", "3", "--fee", "10"]) == 0
        monkeypatch.setenv("TD_LANG", "de")
        capsys.readouterr()
        assert main(["status", str(path), "--json"]) == 0
        doc = json.loads(capsys.readouterr().out)
        assert doc["seat_refusal"] and "Runde" not in doc["seat_refusal"]
        assert main(["status", str(path)]) == 0
        assert "Anmeldung - 0 Spieler, 3 Runden" in capsys.readouterr().out
    finally:
        i18n.set_language("en")


# -- every report, the rules' texts, the web pages ------------------------------------------
REPORT_GAME = {"seating": 1, "sheets": 1, "tablecards": 1, "poster": 1, "standings": 2}
# words that are the same in English and the language (checked by a person), and the
# program's own name
SAME_WORDS = {"de": {"Name", "Status", "Rest", "EUR", "was", "Start", "Tournament", "Director",
                     "Thomassen", "Bruins", "Terra", "Nova", "Turrium", "Terravista"},
              "nl": {"Status", "Rest", "rest", "EUR", "pot", "per", "start", "Start", "open",
                     "score", "Item", "Limbo", "Tournament", "Director", "Thomassen", "Bruins",
                     "Terra", "Nova", "Turrium", "Terravista"}}


def printed_words(event, tmp_path, lang: str, kinds) -> dict[str, str]:
    from pypdf import PdfReader

    from tournament_director import i18n
    from tournament_director.service import reports
    i18n.set_language(lang)
    try:
        out = {}
        for kind in kinds:
            path = tmp_path / f"{kind}-{lang}.pdf"
            game = REPORT_GAME.get(kind)
            reports.write(kind, event, path, game and min(game, event.games_seated()))
            out[kind] = "\n".join(p.extract_text() for p in PdfReader(path).pages)
        return out
    finally:
        i18n.set_language("en")


def english_left(english: str, said: str, data: set[str], lang: str) -> list[str]:
    """The English words of a report still in its translation (names and numbers aside)."""
    words = set(re.findall(r"[A-Za-z]{3,}", english)) - data - SAME_WORDS[lang]
    return sorted(w for w in words if re.search(rf"\b{w}\b", said))


def data_words(event) -> set[str]:
    text = " ".join(f"{p.name} {p.club or ''}" for p in event.players())
    # the payout's fingerprint (hex: "cafe" is no English) and the command that checks it
    from tournament_director.service.history import grouped
    text += f" {grouped(event.fingerprint())} verify fingerprint"
    return set(re.findall(r"\w+", text + " " + event.settings.name))


def test_every_report_in_german_and_dutch_has_no_english_left(tmp_path):
    """Each report kind, printed in German and Dutch, has no English heading, label or
    explanation left: only names, numbers and words the languages share."""
    from tournament_director.service import reports
    from tournament_director.service.demo import make_demo
    event = make_demo(tmp_path / "e.tdevent", players=12, games=2, seed=5)
    try:
        english = printed_words(event, tmp_path, "en", reports.KINDS)
        data = data_words(event) | {"Demo", "Open", "players"}
        for lang in ("de", "nl"):
            said = printed_words(event, tmp_path, lang, reports.KINDS)
            for kind in reports.KINDS:
                left = english_left(english[kind], said[kind], data, lang)
                assert left == [], f"{kind} in {lang}: still English: {left}"
    finally:
        event.close()


def test_the_rules_texts_on_the_reports_are_translated(tmp_path):
    """A Terravista Tournament Mode event: the game's name, the rules printed on the table
    sheet, a match game's column, the tie-breaks and the table-point items, in German."""
    from tournament_director.service.event import Event
    event = Event.create(tmp_path / "t.tdevent", name="Pokal", games=1, fee=10,
                         game="terravista-tournament")
    try:
        registration.register_many(event,
                                   [{"name": f"Spieler {c}", "club": ""} for c in "ABCDEFGHI"],
                            source="test")
        seating.seat_next_game(event)
        kinds = ("sheets", "seating", "standings")
        english = printed_words(event, tmp_path, "en", kinds)
        de = printed_words(event, tmp_path, "de", kinds)
        nl = printed_words(event, tmp_path, "nl", kinds)
        assert "Terravista, Tournament Mode" in english["sheets"]
        for words in ("Terravista, Turniermodus", "Partien nacheinander im Punktemodus",
                      "Karten:", "Partie 4", "Hafenmeister", "Raumhafen gebaut"):
            assert words in de["sheets"], words
        for words in ("Terravista, toernooimodus", "partijen achter elkaar", "Partij 4",
                      "Havenmeester", "Ruimtehaven gebouwd"):
            assert words in nl["sheets"], words
        data = data_words(event)
        for lang, said in (("de", de), ("nl", nl)):
            for kind in kinds:
                assert english_left(english[kind], said[kind], data, lang) == [], (kind, lang)
    finally:
        event.close()


def test_a_prize_basis_and_a_rules_refusal_in_german(tmp_path):
    """How a prize was computed, and a refusal the rules word, said in the language (the
    rules keep English; the English stays the default)."""
    from tournament_director import formats, i18n
    from tournament_director.rules.payout import payout
    from tournament_director.rules.table_points import SEED_TABLE_POINTS
    from tournament_director.service import parse
    from tournament_director.service.demo import make_demo
    from tournament_director.service.model import InputError, ServiceError
    fees = {n: 2000 for n in range(1, 10)}  # cents
    result = payout(fees, [], [(1, 1), (2, 2), (2, 3)] + [(r, r) for r in range(4, 10)], 9)
    shared, first = result.winners[1], result.winners[0]
    assert first.basis == "66.6% of 180" and shared.basis.startswith("shared: (")
    event = make_demo(tmp_path / "e.tdevent", players=12, games=3, play=1, seed=2)
    try:
        i18n.set_language("de")
        assert formats.prize_basis(first.how) == "66,6\u00a0% von 180"
        assert formats.prize_basis(shared.how) == shared.basis.replace("shared", "geteilt")
        assert formats.prize_basis(("half", 35600)) == "Hälfte von 356"
        assert formats.prize_basis(("share", 666, 18050)) == "66,6\u00a0% von 180,50"
        with pytest.raises(InputError, match="^Raumhafen gebaut muss ja oder nein sein, "
                                             "nicht 'vielleicht'.$"):
            parse.field_value(SEED_TABLE_POINTS[-1], "vielleicht")
        with pytest.raises(InputError) as refused:
            parse.item_values(SEED_TABLE_POINTS, "cities=3", "Tischpunkte")
        assert "Landsteine im Naturschutzgebiet (preserve_stones): eine ganze Zahl ab 0" \
            in str(refused.value)
        with pytest.raises(ServiceError, match="^Hafenmeister .harbour_master. muss ja oder "
                                               "nein sein, nicht 'vielleicht'.$"):
            parse.tiebreak_values(event.settings.tiebreaks,
                                  "cards_and_tokens=3,harbour_master=vielleicht")
        from tournament_director.rules.errors import RulesError
        from tournament_director.rules.games import GAMES, parse_result, ranks_from_results
        with pytest.raises(RulesError) as refused:
            parse_result(GAMES["terravista-tournament"], "45//3/4")
        assert i18n.said(refused.value).startswith(
            "Die Punktzahl der Partie 2 in '45//3/4' fehlt. Schreiben Sie")
        with pytest.raises(RulesError) as refused:
            ranks_from_results(GAMES["terra-turrium"], [{"won": False}] * 3)
        assert i18n.said(refused.value).startswith("Terra Turrium: niemand hat „Gewonnen“")
        assert str(refused.value).startswith("Terra Turrium: nobody has won = yes")
        i18n.set_language("nl")
        with pytest.raises(InputError, match="moet ja of nee zijn"):
            parse.field_value(SEED_TABLE_POINTS[-1], "misschien")
        assert parse.field_value(SEED_TABLE_POINTS[-1], "nee") is False
    finally:
        i18n.set_language("en")
        event.close()
    with pytest.raises(InputError, match="^Spaceport constructed must be yes or no, not 'x'.$"):
        parse.field_value(SEED_TABLE_POINTS[-1], "x")


def test_the_players_web_pages_in_the_language_of_the_process(tmp_path):
    """serve/publish word the pages in the language of the process that makes them (TD_LANG
    or the system's, as the command line), and say it in <html lang>."""
    from tournament_director import i18n
    from tournament_director.service.demo import make_demo
    from tournament_director.web.data import build
    from tournament_director.web.pages import Renderer
    event = make_demo(tmp_path / "e.tdevent", players=12, games=2, seed=5)
    try:
        data = build(event)
        pages = {}
        for lang in ("en", "de", "nl"):
            i18n.set_language(lang)
            site = Renderer(data, live=True).site()
            pages[lang] = {name: r.body.decode() for name, r in site.items()
                           if name.endswith(".html")}
    finally:
        i18n.set_language("en")
        event.close()
    assert '<html lang="en">' in pages["en"]["index.html"]
    assert '<html lang="de">' in pages["de"]["index.html"]
    assert "Find your table" in pages["en"]["index.html"]
    assert "Finden Sie Ihren Tisch" in pages["de"]["index.html"]
    assert "Zoek je tafel" in pages["nl"]["index.html"]
    assert "Preisträger" in pages["de"]["prizes.html"]
    english_words = ("Find your table", "Standings", "Prize winners", "All players",
                     "Start number", "Updated", "No game", "Fees refunded")
    for lang in ("de", "nl"):
        for name, html in pages[lang].items():
            text = re.sub(r"<[^>]+>", " ", html)
            assert not [w for w in english_words if w in text], (lang, name)


def test_the_catalogue_is_read_when_a_text_is_first_needed():
    """Setting the language reads nothing (the command line starts fast); the first text
    asked for reads the catalogue once."""
    from tournament_director import i18n
    try:
        i18n.set_language("de")
        assert i18n._catalogue is None
        assert i18n._("Seat") == "Sitz"
        assert i18n._catalogue is not None
        assert i18n.ngettext("{n} player", "{n} players", 2) == "{n} Spieler"
    finally:
        i18n.set_language("en")
    assert i18n._("Seat") == "Seat" and i18n._catalogue is None


def test_no_marked_text_hides_inside_an_f_string():
    """Babel does not look inside f-strings (before Python 3.12): a `_("...")` there would
    never reach the catalogues, and stay English."""
    import ast
    hidden = []
    for path in T.plain_sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.JoinedStr):
                continue
            for inner in ast.walk(node):
                if (isinstance(inner, ast.Call) and isinstance(inner.func, ast.Name)
                        and inner.func.id in ("_", "ngettext", "pgettext")
                        and inner.args and isinstance(inner.args[0], ast.Constant)):
                    hidden.append(f"{path.name}:{inner.lineno}")
    assert hidden == []
