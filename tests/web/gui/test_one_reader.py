"""One reader of a table's result (service/result_form.py): the same boxes typed into the
window's result form and posted from a table's phone page are refused with the same message,
in English, German and Dutch, and both point at the same box."""

from __future__ import annotations

import html
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from werkzeug.test import EnvironBuilder
from werkzeug.wrappers import Request

from tournament_director import i18n
from tournament_director.gui import translation
from tournament_director.service import entry
from tournament_director.web import entry as web_entry
from tournament_director.web.server import open_read_only, snapshot_of

from ...entry_helpers import event_in_play

pytestmark = pytest.mark.gui

NAMES = ["<i>Ivy</i> & Co", "Łukasz Żółć", "Søren O'Brien", "Anna \"Ann\" Smit"]
ITEMS = {"i_cities": "2", "i_preserve_stones": "1", "i_limbo_groups": "0", "i_spaceport": "yes"}

# (game, what is typed: seat -> {the box's key: text}, items over ITEMS, what must be said)
CASES = [
    ("generic", {1: {"place": "1"}, 2: {"place": "x"}, 3: {"place": "3"}, 4: {"place": "4"}},
     {}, {"en": "place must be a whole number 1 to 4 (got 'x')",
          "de": "Platz muss eine ganze Zahl von 1 bis 4 sein", "nl": "plaats moet"}),
    ("generic", {1: {"place": "1"}, 2: {"place": "2"}, 4: {"place": "4"}},
     {"i_spaceport": ""}, {"en": "Enter first: place of seat 3, spaceport constructed.",
                           "de": "Zuerst eingeben: Platz von Sitz 3, Raumhafen gebaut.",
                           "nl": "Vul eerst in: plaats van stoel 3,"}),
    ("generic", {1: {"place": "1"}, 2: {"place": "2"}, 3: {"place": "3"}, 4: {"place": "4"}},
     {"i_spaceport": "maybe"}, {"en": "must be yes or no, not 'maybe'.",
                                "de": "muss ja oder nein sein", "nl": "moet ja of nee"}),
    ("generic", {}, {"i_cities": "", "i_spaceport": "-1"},
     {"en": "must be yes or no", "de": "muss ja oder nein sein", "nl": "moet ja of nee"}),
    ("generic", {}, {k: "" for k in ITEMS},
     {"en": "Enter first: place of seat 1, place of seat 2, place of seat 3, place of seat 4 "
            "and 4 more.", "de": "und 4 weitere", "nl": "en nog 4"}),
    ("terravista-points", {1: {"points": "12", "steps": "x"}, 2: {"points": "3"}}, {},
     {"en": "Total steps must be a whole number 0 or more, not 'x'.",
      "de": "Schritte insgesamt", "nl": "stappen"}),
    ("terravista-tournament", {1: {"g1": "10", "g2": "20", "g3": "-1", "g4": "5"},
                               2: {"g1": "1", "g2": "2", "g3": "3", "g4": "4"},
                               3: {"g1": "1", "g2": "2", "g3": "3", "g4": "4"},
                               4: {"g1": "1", "g2": "2", "g3": "3", "g4": "4"}}, {},
     {"en": "The score of game 3 must be a whole number 0 or more",
      "de": "Die Punktzahl von Spiel 3", "nl": "De score van partij 3"}),
]


@pytest.fixture
def language():
    app = QApplication.instance()
    yield lambda lang: translation.install(app, lang)
    translation.install(app, "en")
    assert i18n.language() == "en"


def typed_boxes(path, game_case: dict, items: dict) -> dict[str, str]:
    """The boxes' names (as the phone's page names them) -> the text typed in them."""
    ev = open_read_only(path)
    try:
        players = ev.table(1, 1).players
    finally:
        ev.close()
    boxes = {f"p{players[seat - 1]}_{key}": text
             for seat, row in game_case.items() for key, text in row.items()}
    boxes.update({k: v for k, v in dict(ITEMS, **items).items()})
    return boxes


def from_the_window(qtbot, window, path, typed: dict[str, str]) -> tuple[str, object]:
    """What the window's form says after Enter (without "Cannot save: "), the box focused."""
    assert window.open_event(path)
    form = window.games_page.open_table(1, 1)
    for name, edit in form.edit_of.items():
        edit.setText(typed.get(name, ""))
    last = form.edits[-1][-1]
    last.setFocus()
    qtbot.keyClick(last, Qt.Key.Key_Return)
    assert form.isVisible(), "saved"
    before, after = form.tr("Cannot save: {reason}").split("{reason}")
    text = form.message.text()
    assert text.startswith(before) and text.endswith(after), text
    focused = next((n for n, e in form.edit_of.items() if e is form.focusWidget()), None)
    form.done(0)
    return text[len(before):len(text) - len(after)], focused


def from_the_phone(path, typed: dict[str, str]) -> tuple[str, str]:
    """What the table's page says to the same boxes posted (without "Not sent: "), the page."""
    desk = web_entry.Desk(path)
    ev = open_read_only(path)
    try:
        snap = snapshot_of(ev, desk=desk)
        token = next(k for k, v in desk.facts().pages.items()
                     if (v.game, v.table, v.start_no) == (1, 1, None))
        request = Request(EnvironBuilder(method="POST", path=f"/t/{token}",
                                         data=typed).get_environ())
        response = web_entry.table_page(snap, request, token)
    finally:
        ev.close()
        desk.close()
    assert response.status_code == 422
    page = response.get_data(as_text=True)
    alert = html.unescape(re.search(r'<p class="error" role="alert">(.*?)</p>', page,
                                    re.S).group(1))
    before, after = i18n._("Not sent: {reason}").split("{reason}")
    assert alert.startswith(before) and alert.endswith(after), alert
    return alert[len(before):len(alert) - len(after)], page


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("game,seats,items,said", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_the_window_and_the_phone_refuse_alike(qtbot, window, tmp_path, language, lang, game,
                                               seats, items, said):
    path = event_in_play(tmp_path / "e.tdevent", players=8, game=game, names=NAMES)
    typed = typed_boxes(path, seats, items)
    language(lang)
    phone, page = from_the_phone(path, typed)
    window_said, focused = from_the_window(qtbot, window, path, typed)
    assert window_said == phone
    assert said[lang] in phone, phone
    if lang != "en":
        assert said["en"] not in phone
    # the service says it once: the refusal names the box the window's cursor goes to
    ev = open_read_only(path)
    try:
        facts = entry.facts(ev)
    finally:
        ev.close()
    form = entry.read_form(facts.settings, facts.table(1), facts.names, typed)
    refusal = form.refusal()
    assert str(refusal) == phone and focused == refusal.field
    wrong = [b.name for s in form.seats for b in s.fields if b.error] + \
        [b.name for b in form.items if b.error]
    for name in wrong:  # the phone's page marks each wrong box, and only those
        assert f'id="{name}-e"' in page
    assert page.count('class="err" id=') == len(wrong)
