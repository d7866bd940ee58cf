"""The window in Dutch and German: every text the main flow shows is translated (compared with
the same event shown in English), the language choice is kept, reports follow the window."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabBar,
    QTableWidget,
    QWidget,
)

from tournament_director import i18n
from tournament_director.gui import prefs, translation
from tournament_director.gui.table_card import TableCard
from tournament_director.service import prizes, registration, seating

pytestmark = pytest.mark.gui

# Texts that are the same word in English and the language (checked by a person, not missed)
SAME = {
    "nl": {"Filter", "&Filter", "Status", "Start", "Club", "Club:", "Help", "&Help", "Open",
           "Rang", "Modus:", "Datum:", "Zoom", "Nr.", "EUR", "Tournament Director",
           "&Projector"},
    "de": {"Filter", "&Filter", "Status", "Start", "Name", "Name:", "Modus:", "Datum:", "Rang",
           "Zoom", "EUR", "Tournament Director"},
}


@pytest.fixture
def language():
    """Switch the window's language for one test; English again afterwards."""
    app = QApplication.instance()

    def use(lang: str) -> None:
        translation.install(app, lang)
    yield use
    translation.install(app, "en")
    assert i18n.language() == "en"


def texts_of(root: QWidget) -> set[str]:
    """Every text a person sees in `root`: labels, buttons, group titles, tabs, placeholders,
    combo items, table headers, card texts, window titles."""
    found: set[str] = set()
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if not w.isVisibleTo(root) and w is not root:
            continue
        if isinstance(w, (QLabel, QAbstractButton)):
            found.add(w.text())
        elif isinstance(w, QGroupBox):
            found.add(w.title())
        elif isinstance(w, QTabBar):
            found.update(w.tabText(i) for i in range(w.count()))
        elif isinstance(w, QLineEdit):
            found.add(w.placeholderText())
        elif isinstance(w, QComboBox):
            found.update(w.itemText(i) for i in range(w.count()))
        elif isinstance(w, QAbstractItemView) and w.model() is not None:
            model = w.model()
            found.update(str(model.headerData(c, Qt.Orientation.Horizontal) or "")
                         for c in range(model.columnCount()))
            if isinstance(w, QTableWidget):  # a small table typed in (the table-point items)
                found.update(w.item(r, c).text() for r in range(w.rowCount())
                             for c in range(w.columnCount()) if w.item(r, c))
        if w.isWindow():
            found.add(w.windowTitle())
        if isinstance(w, TableCard):  # a table card paints its own texts
            found.update(part.text() for part in (w.title, w.state, w.footer))
    return {t for t in found if t and re.search(r"[A-Za-z]{2}", t)}


def menu_texts(window) -> set[str]:
    found = set()
    for action in window.menuBar().actions():
        found.add(action.text())
        menu = action.menu()
        if menu is not None:
            menu.aboutToShow.emit()
            found.update(a.text() for a in menu.actions() if a.text())
    menu = QMenu()
    window.printer.fill_menu(menu)
    found.update(a.text() for a in menu.actions() if a.text())
    return found


def tour(window, qtbot, monkeypatch) -> set[str]:
    """The main flow on a demo event under way: every page, the result form, the settings
    dialog and the menus; all their texts."""
    from tournament_director.gui.settings_dialog import SettingsDialog
    seen: set[str] = set()
    seen |= texts_of(window)
    for page in range(4):
        window.show_page(page)
        qtbot.wait(1)
        seen |= texts_of(window)
    window.show_page(1)
    st = window.session.status()
    waiting = [t.table for t in window.session.game(st.games_seated).tables
               if not t.has_result]
    form = window.games_page.open_table(waiting[0], st.games_seated)
    seen |= texts_of(form)
    form.done(0)

    def look(dialog):
        seen.update(texts_of(dialog))
        return QDialog.DialogCode.Rejected
    monkeypatch.setattr(SettingsDialog, "exec", look)
    window.edit_settings()
    seen |= menu_texts(window)
    seen.add(window.headline.text())
    seen.add(window.next_button.text())
    return seen


def data_texts(window) -> set[str]:
    """Names, clubs, the event's name and file: data, the same in every language."""
    ev = window.session
    words = {p.name for p in ev.players()} | {p.club for p in ev.players() if p.club}
    words |= {ev.settings.name, str(ev.path)}
    # the paper names (A4, Letter): data. The seed's table-point and tie-break labels are
    # the rules' texts, said in the language like every other text.
    from tournament_director.service.model import PAPERS
    words |= set(PAPERS)
    return {w for w in words if w}


def open_demo(window, tmp_path, name: str) -> None:
    from tournament_director.service.demo import make_demo
    path = tmp_path / f"{name}.tdevent"
    make_demo(path, players=14, games=3, play=1, partial_tables=1, seed=7).close()
    assert window.open_event(path)


def english_leftovers(lang, window_texts, english_texts, data) -> list[str]:
    left = []
    for text in sorted(window_texts & english_texts):
        if text in SAME[lang] or any(d in text for d in data):
            continue
        if not re.search(r"[A-Za-z]{3}", re.sub(r"\{\w+\}", "", text)):
            continue
        left.append(text)
    return left


def test_every_text_of_the_main_flow_is_translated(qtbot, tmp_path, monkeypatch, language):
    from tournament_director.gui.app import make_app, make_window
    app = make_app()
    seen = {}
    for lang in ("en", "nl", "de"):
        language(lang)
        window = make_window()
        qtbot.addWidget(window)
        window.resize(1366, 768)
        window.show()
        try:
            open_demo(window, tmp_path, f"demo {lang}")
            seen[lang] = (tour(window, qtbot, monkeypatch), data_texts(window))
        finally:
            window.cleanup()
            window.close()
    english, data = seen["en"]
    assert "&File" in english and "Seat game 1 to print a seating" not in english
    for lang in ("nl", "de"):
        texts, _data = seen[lang]
        assert len(texts) > 120, "the tour saw the window's texts"
        left = english_leftovers(lang, texts, english, data)
        assert left == [], f"{lang}: still in English: {left}"
    assert app is QApplication.instance()


def test_window_in_german_and_dutch_words(window_factory, language):
    language("de")
    w = window_factory()
    assert [w.tabs.tabText(i) for i in range(4)] == ["Spieler", "Runden", "Tabelle", "Preise"]
    assert w.menuBar().actions()[0].text() == "&Datei"
    assert i18n.language() == "de"
    language("nl")
    w = window_factory()
    assert [w.tabs.tabText(i) for i in range(4)] == ["Spelers", "Rondes", "Stand", "Prijzen"]


@pytest.fixture
def window_factory(qtbot):
    from tournament_director.gui.app import make_window
    made = []

    def make():
        w = make_window()
        qtbot.addWidget(w)
        made.append(w)
        return w
    yield make
    for w in made:
        w.cleanup()


def test_language_follows_the_choice_then_td_lang_then_the_system(monkeypatch):
    from PySide6.QtCore import QLocale
    monkeypatch.delenv("TD_LANG", raising=False)
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("de_AT")))
    assert translation.chosen_language("system") == "de"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("fr_FR")))
    assert translation.chosen_language("system") == "en"  # not one we have: English
    monkeypatch.setenv("TD_LANG", "nl")
    assert translation.chosen_language("system") == "nl"
    assert translation.chosen_language("de") == "de"  # the choice in the preferences wins
    prefs.set_language("nl")
    assert prefs.language() == "nl"
    assert translation.chosen_language() == "nl"
    prefs.set_language("klingon")
    assert prefs.language() == "system"


def test_the_language_dialog_saves_the_choice_for_the_next_start(window, monkeypatch):
    def choose(dialog):
        box = dialog.language_box
        assert [box.itemData(i) for i in range(box.count())] == ["system", "en", "nl", "de"]
        assert [box.itemText(i) for i in range(1, 4)] == ["English", "Nederlands", "Deutsch"]
        texts = " ".join(label.text() for label in dialog.findChildren(QLabel))
        assert "next start" in texts
        box.setCurrentIndex(3)
        return QDialog.DialogCode.Accepted
    monkeypatch.setattr(QDialog, "exec", choose)
    window.language_action.trigger()
    assert prefs.language() == "de"
    assert "next start" in window.statusBar().currentMessage()
    assert window.tabs.tabText(0) == "Players"  # applied at the next start, not now


def test_a_report_printed_from_a_german_window_is_in_german(window, tmp_path, language):
    from pypdf import PdfReader

    from tournament_director.service.demo import make_demo
    language("de")
    path = tmp_path / "fertig.tdevent"
    make_demo(path, players=12, games=2, seed=3).close()
    assert window.open_event(path)
    printed = []
    window.printer.printed.connect(lambda p, w: printed.append(p))
    assert window.printer.print("standings", 2)
    assert window.printer.print("payout", 0)
    from tournament_director.gui import workers
    workers.wait_all(20000)
    QApplication.processEvents()
    QApplication.processEvents()
    assert len(printed) == 2, printed
    text = {p: "".join(page.extract_text() for page in PdfReader(p).pages) for p in printed}
    standings, = (t for p, t in text.items() if "standings" in p)  # file names stay English
    payout, = (t for p, t in text.items() if "prize" in p)
    assert "Endstand" in standings and "Punkte" in standings
    assert "Final standings" not in standings
    assert "Preisverteilung" in payout and "Turnierleiter" in payout
    assert "Seite 1 von" in payout


def test_standard_buttons_follow_the_language(language):
    """Qt's own texts (the standard dialog buttons) come from Qt's qtbase_<lang>.qm."""
    from PySide6.QtWidgets import QDialogButtonBox
    language("de")
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == "Abbrechen"


def test_the_rules_texts_in_the_window_are_translated(window, tmp_path, monkeypatch, language):
    """A game's name, a tie-break's and a table-point item's label, how a prize was computed
    and a refused yes/no: the rules keep English, the window says them in German."""
    from tournament_director.gui.settings_dialog import SettingsDialog
    from tournament_director.gui.tiebreaks import TiebreakModel
    from tournament_director.rules.tiebreak import SEED_TIEBREAKS
    from tournament_director.service import parse
    from tournament_director.service.demo import make_demo
    from tournament_director.service.model import InputError
    language("de")
    model = TiebreakModel()
    model.set_players(SEED_TIEBREAKS, [(1, "Ana", 100)], {})
    heads = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(5)]
    assert heads[4] == "Hafenmeister" and "Kreditkarten" in heads[3]
    assert "Harbour" not in " ".join(heads)

    path = tmp_path / "fertig.tdevent"
    make_demo(path, players=12, games=2, seed=3).close()
    assert window.open_event(path)
    seen = []

    def look(dialog):
        seen.extend(dialog.game_combo.itemText(i) for i in range(dialog.game_combo.count()))
        return QDialog.DialogCode.Rejected
    monkeypatch.setattr(SettingsDialog, "exec", look)
    window.edit_settings()
    assert any(t.startswith("Terravista, Turniermodus") for t in seen), seen
    assert not any("Tournament Mode" in t or "point mode" in t for t in seen), seen

    window.show_page(3)
    pay = prizes.payout(window.session.event)
    table = window.prizes_page.prizes_table.model()
    shown = [table.text(r, 4) for r in range(table.rowCount())]
    share = pay.winners[0].basis.split()[0].replace(".", ",").replace("%", "\u00a0%")
    assert shown[0] == f"{share} von {pay.rest // 100}"  # "66,6 % von 210": German numbers (cents)
    assert shown[1] == f"Hälfte von {pay.shares[0] // 100}", shown

    item = window.session.settings.table_points[-1]  # Spaceport constructed: yes / no
    with pytest.raises(InputError) as refused:
        parse.field_value(item, "vielleicht")
    assert str(refused.value) == "Raumhafen gebaut muss ja oder nein sein, nicht 'vielleicht'."
    assert parse.field_value(item, "ja") is True and parse.field_value(item, "nein") is False


def test_a_result_form_of_a_yes_no_game_in_german(window, tmp_path, language):
    """Terravista standard: the result fields, the table-point items and the yes/no boxes in
    German."""
    from tournament_director.service.event import Event
    language("de")
    path = tmp_path / "pokal.tdevent"
    ev = Event.create(path, name="Pokal", games=2, fee=10, game="terravista-standard")
    names = ("Anna", "Bernd", "Clara", "Dieter", "Emil", "Frieda", "Gustav", "Hanna")
    registration.register_many(ev, [{"name": n, "club": ""} for n in names], source="test")
    seating.seat_next_game(ev)
    ev.close()
    assert window.open_event(path)
    window.show_page(1)
    form = window.games_page.open_table(1, 1)
    try:
        texts = texts_of(form)
        assert {"Alle vier Pferde hinüber", "Schritte insgesamt", "Raumhafen gebaut"} <= texts
        assert "ja / nein" in texts and "yes / no" not in texts
        assert not any("horses" in t or "Spaceport" in t for t in texts)
    finally:
        form.done(0)


def test_the_settings_show_the_built_in_items_in_german_and_take_a_decimal_comma(
        window, tmp_path, monkeypatch, language):
    """The seed's table-point items in the language (stored as the rules' English, so the
    preset is still recognised), their points written and typed as "0,5"."""
    from tournament_director.gui.settings_dialog import SettingsDialog
    from tournament_director.rules.table_points import SEED_TABLE_POINTS
    language("de")
    dialog = SettingsDialog(window)
    table = dialog.items_table
    labels = [table.item(r, 0).text() for r in range(table.rowCount())]
    assert labels[-1] == "Raumhafen gebaut" and "Spaceport constructed" not in labels
    assert table.item(0, 2).text() == "0,1" and table.item(3, 4).text() == "-0,5"
    assert dialog.table_points() == SEED_TABLE_POINTS  # the English labels kept
    table.item(0, 2).setText("0,5")  # typed the German way
    items = dialog.table_points()
    assert items[0].per_unit == 5 and items[0].label == SEED_TABLE_POINTS[0].label
    table.item(1, 0).setText("Steine im Reservat")  # the director's own name is kept as typed
    assert dialog.table_points()[1].label == "Steine im Reservat"
    dialog.close()
