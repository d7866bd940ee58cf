"""The director's fast path without traps (issue 13): the current game first, nothing lost by
a key, messages once, search by number, waiting tables, prizes per person, export, zoom."""

from __future__ import annotations

import csv
from pathlib import Path
from unittest import mock

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog

from tournament_director.gui import common, prefs, result_form
from tournament_director.gui.game_words import plan_words, table_list, waiting_words
from tournament_director.service.demo import make_demo

pytestmark = pytest.mark.gui


@pytest.fixture
def running(tmp_path, window):
    """14 players, game 1 played, game 2 seated with table 1 in."""
    path = tmp_path / "running.tdevent"
    make_demo(path, players=14, games=3, play=1, partial_tables=1).close()
    assert window.open_event(path)
    return window


def test_1_open_table_box_follows_the_game_shown(running, qtbot):
    page = running.games_page
    assert running.session.games_seated() == 2
    page.select_game(2)
    assert page.jump_label.text() == "Open table of game 2:"
    page.jump_edit.setFocus()
    qtbot.keyClicks(page.jump_edit, "2")
    qtbot.keyClick(page.jump_edit, Qt.Key.Key_Return)
    form = page.form
    assert (form.game_no, form.table_no) == (2, 2)
    assert not form.correction and form.windowTitle() == "Enter the result of game 2, table 2"
    assert form.save_button.text() == "Save result"
    form.done(0)
    # looking at the finished game 1: its tables (a correction, which looks different)
    page.select_game(1)
    assert page.jump_label.text() == "Open table of game 1:"
    page.jump_edit.setFocus()
    qtbot.keyClicks(page.jump_edit, "2")
    qtbot.keyClick(page.jump_edit, Qt.Key.Key_Return)
    form = page.form
    assert (form.game_no, form.table_no) == (1, 2) and form.correction
    assert page.current_game() == 1  # (no jump to game 2)
    form.done(0)
    assert not page.correct_button.isHidden()
    with mock.patch.object(QInputDialog, "getInt", return_value=(2, True)):
        page.correct_button.click()
    form = page.form
    assert (form.game_no, form.table_no) == (1, 2) and form.correction
    assert form.windowTitle() == "Correct game 1, table 2 (already recorded)"
    assert form.note.objectName() == "warningBand" and "#f6c343" in form.note.styleSheet()
    assert "game 2 stays seated as it is" in form.note.text()
    assert form.save_button.text() == "Save correction"
    form.done(0)
    page.select_game(2)
    assert page.correct_button.isHidden()  # the current game has no correction button


def test_2_digits_go_to_the_box_after_opening_and_after_ctrl_n(running, qtbot):
    page = running.games_page
    assert running.tabs.currentIndex() == 1
    assert QApplication.focusWidget() is page.jump_edit  # the event opened on the Games page
    running.show_page(0)
    assert QApplication.focusWidget() is running.players_page.name_edit
    qtbot.keyClick(running, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert running.tabs.currentIndex() == 1 and QApplication.focusWidget() is page.jump_edit
    # a digit typed with the focus on the header's button lands in the box
    running.next_button.setFocus()
    qtbot.keyClicks(running.next_button, "3")
    assert page.jump_edit.text() == "3" and page.jump_edit.hasFocus()
    # and from a card
    card = page.cards[1]
    card.setFocus()
    qtbot.keyClicks(card, "2")
    assert page.jump_edit.text() == "2"
    qtbot.keyClick(page.jump_edit, Qt.Key.Key_Return)
    assert page.form is not None and (page.form.game_no, page.form.table_no) == (2, 2)
    page.form.done(0)


def test_3_esc_on_a_half_typed_result_asks_first(running, qtbot, monkeypatch):
    asked = []
    answer = [False]

    def fake_ask(parent, title, text, yes="Yes", no="Cancel", **how):
        asked.append(title)
        return answer[0]
    monkeypatch.setattr(result_form, "ask", fake_ask)
    page = running.games_page
    form = page.open_table(2, 2)
    qtbot.keyClick(form.edits[0][0], Qt.Key.Key_Escape)  # nothing typed: closes at once
    assert asked == [] and page.form is None
    form = page.open_table(2, 2)
    qtbot.keyClicks(form.edits[0][0], "1")
    qtbot.keyClick(form.edits[0][0], Qt.Key.Key_Escape)
    assert asked == ["Discard what you typed?"] and page.form is form and form.isVisible()
    assert form.edits[0][0].text() == "1"  # kept
    form.reject()  # the Close button's way
    assert len(asked) == 2 and page.form is form
    answer[0] = True
    qtbot.keyClick(form.edits[0][0], Qt.Key.Key_Escape)
    assert page.form is None and not running.session.table(2, 2).has_result


def test_4_the_form_keeps_still_and_names_seat_and_player(running, qtbot):
    form = running.games_page.open_table(2, 2)
    qtbot.waitExposed(form)
    before = [e.width() for row in form.edits for e in row] + [e.width() for e in
                                                                form.item_edits]
    size = form.size()
    form.edits[1][0].setText("x")
    form.item_edits[0].setText("very wrong indeed, and long enough to widen a column")
    qtbot.wait(10)
    assert form.message.text().startswith("Cannot save:")
    after = [e.width() for row in form.edits for e in row] + [e.width() for e in
                                                               form.item_edits]
    assert after == before and form.size() == size
    start_no = form.table.players[1]
    name = running.session.player(start_no).name
    assert f"Seat 2, #{start_no} {name}: " in form.message.text()
    form.edits[1][0].setText("")
    form.item_edits[0].setText("")
    form.done(0)


def test_6_a_number_finds_that_start_number_first(tmp_path, window, qtbot):
    path = tmp_path / "many.tdevent"
    make_demo(path, players=130, games=3, play=1).close()
    assert window.open_event(path)
    window.show_page(0)
    page = window.players_page
    page.view.sortByColumn(1, Qt.SortOrder.AscendingOrder)  # by name: #12 would not be first
    qtbot.keyClicks(page.filter_edit, "12")
    shown = [page.proxy.data(page.proxy.index(r, 0)) for r in range(page.proxy.rowCount())]
    assert shown[0] == "12"
    assert "112" not in shown and "120" not in shown  # numbers merely containing 12
    window.show_page(2)
    st = window.standings_page
    st.select_player(st.model.rows[0].player.start_no)
    qtbot.keyClicks(st.filter_edit, "12")
    assert st.proxy.data(st.proxy.index(0, 1)) == "12"
    assert "(#12)" in st.who.text()  # the breakdown follows the player found
    st.filter_edit.setText("no such player")
    assert st.proxy.rowCount() == 0 and "Select a player" in st.who.text()


def test_7_waiting_tables_only_and_a_short_title(tmp_path, window, qtbot):
    assert table_list([3, 8, 11, 12, 13, 14, 40]) == "3, 8, 11-14, 40"
    many = list(range(1, 200, 3))
    text = waiting_words(many)
    assert text.startswith(f"{len(many)} tables waiting: 1, 4, 7,")
    assert text.endswith(f"... and {len(many) - 12} more")
    assert waiting_words([5]) == "table 5 waiting"
    assert plan_words([4] * 7) == "7 tables of 4"
    assert plan_words([3, 4, 4]) == "3 tables of 3, 4, 4"
    path = tmp_path / "big.tdevent"
    make_demo(path, players=120, games=3, play=1, partial_tables=10).close()
    assert window.open_event(path)
    window.show_page(1)
    page = window.games_page
    total = len(page.cards)
    waiting = total - 10
    assert f"{waiting} tables waiting: 11-{total}" in page.game_title.text()
    page.waiting_only.setChecked(True)
    assert page.waiting_only.text() == f"Waiting tables only ({waiting})"
    assert page.shown_cards() == list(range(11, total + 1)) and len(page.cards) == total
    page.waiting_only.setChecked(False)
    assert len(page.shown_cards()) == total


def test_8_prizes_per_person(tmp_path, window):
    path = tmp_path / "done.tdevent"
    make_demo(path, players=14, games=2).close()
    assert window.open_event(path)
    window.show_page(3)
    page = window.prizes_page
    d = page.data
    model = page.person_table.model()
    totals = {}
    for r in range(model.rowCount()):
        totals[int(model.text(r, 0))] = int(model.text(r, 5)) * 100  # whole here; cents
    expected: dict = {}
    for entry in d["refunds"] + d["winners"] + [d["left_over"]]:
        expected[entry["start_no"]] = expected.get(entry["start_no"], 0) + entry["amount"]
    assert totals == {k: v for k, v in expected.items() if v}
    assert sum(totals.values()) == d["pot"]


def test_9_print_and_export_from_where_you_are(running, qtbot, tmp_path, monkeypatch):
    running.printer.open_after = False
    running.show_page(2)
    st = running.standings_page
    with qtbot.waitSignal(running.printer.printed, timeout=20000) as printed:
        st.print_button.click()
    assert printed.args[0].endswith("standings after game 2.pdf")
    running.show_page(0)
    with qtbot.waitSignal(running.printer.printed, timeout=20000) as printed:
        running.players_page.print_button.click()
    assert printed.args[0].endswith("player list.pdf")
    from pypdf import PdfReader
    text = PdfReader(printed.args[0]).pages[0].extract_text()
    first = running.session.players()[0]
    assert "Player list" in text and first.name in text
    running.show_page(2)
    out = tmp_path / "standings.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    st.export_button.click()
    assert "Exported 14 rows of standings" in st.message_label.text()
    with open(out, encoding="utf-8-sig", newline="") as f:
        assert next(csv.reader(f))[:5] == ["Rank", "Start no", "Name", "Club", "Total"]
    # an event file is refused as the output, and not touched
    event_path = running.session.path
    before = Path(event_path).read_bytes()[:100]
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(event_path), ""))
    running.show_page(0)
    running.players_page.export_button.click()
    assert "Not done:" in running.players_page.message_label.text()
    assert "an event" in running.players_page.message_label.text()
    assert Path(event_path).read_bytes()[:100] == before


def test_10_messages_once_and_cleared(running, qtbot, monkeypatch, tmp_path):
    page = running.games_page
    form = page.open_table(2, 2)
    for r, p in enumerate(range(1, form.table.size + 1)):
        form.edits[r][0].setText(str(p))
    for e, v in zip(form.item_edits, ["1", "0", "0", "no"]):
        e.setText(v)
    assert form.try_save()
    assert "Recorded game 2 table 2" in page.message_label.text()
    assert running.statusBar().currentMessage() == ""  # once: on the page only
    # "Type the player's name first." goes when typing
    running.show_page(0)
    players = running.players_page
    players.add_player()
    assert players.message_label.text() == "Not done: Type the player's name first."
    qtbot.keyClicks(players.name_edit, "A")
    assert players.message_label.text() == ""
    # a cancelled import leaves no old message behind
    players.show_message("Added someone as start number 99.")
    csv_path = tmp_path / "p.csv"
    csv_path.write_text("name\nZed\n", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(csv_path), ""))
    from tournament_director.gui import players as players_module
    monkeypatch.setattr(players_module.CsvImportDialog, "exec", lambda self: 0)
    players.import_button.click()
    assert "cancelled" in players.message_label.text() and "99" not in \
        players.message_label.text()
    # grammar: one of a thing is singular
    dialog = players_module.CsvImportDialog(running.session, str(csv_path), players)
    assert dialog.import_button.text() == "Import 1 player"
    dialog.done(0)
    assert common.plural(1, "prize") == "1 prize" and common.plural(3, "prize") == "3 prizes"
    # a typed "42" does not carry over to another event; a closed event says nothing more
    running.show_page(1)
    page.jump_edit.setText("42")
    running.status_message("Something about this event")
    other = tmp_path / "other.tdevent"
    make_demo(other, players=9, games=2, play=1).close()
    assert running.open_event(other)
    assert page.jump_edit.text() == "" and page.message_label.text() == ""
    assert running.statusBar().currentMessage() == ""
    running.status_message("Something about the other event")
    running.close_event()
    assert running.statusBar().currentMessage() == ""


def test_11_zoom_remembered_folder_unpaid_and_dark_colours(running, qtbot, tmp_path,
                                                           monkeypatch):
    base = QApplication.font().pointSizeF()
    headline = running.headline.font().pointSizeF()
    running.show_page(0)
    view = running.players_page.view
    row_height = view.verticalHeader().defaultSectionSize()
    try:
        running.zoom_in_action.trigger()
        assert prefs.zoom() == 110
        running.zoom_in_action.trigger()
        running.zoom_in_action.trigger()
        assert prefs.zoom() == 150
        assert view.verticalHeader().defaultSectionSize() > row_height  # rows fit the text
        form = running.games_page.open_table(2, 2)
        assert form.edits[0][0].width() == int(110 * 1.5)  # result boxes grow with the text
        form.done(0)
        running.zoom_out_action.trigger()
        running.zoom_out_action.trigger()
        assert QApplication.font().pointSizeF() == pytest.approx(base * 1.1)
        assert running.headline.font().pointSizeF() == pytest.approx(headline * 1.1)
        running.zoom_out_action.trigger()
        running.zoom_out_action.trigger()
        assert prefs.zoom() == 90
    finally:
        running.zoom_reset_action.trigger()
    assert prefs.zoom() == 100 and QApplication.font().pointSizeF() == pytest.approx(base)
    # file dialogs open where the event was opened
    seen = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda parent, title, folder, *a: seen.append(folder) or ("", ""))
    running.open_dialog()
    assert seen == [str(tmp_path)]
    from tournament_director.gui.settings_dialog import SettingsDialog
    dialog = SettingsDialog(running)  # a new event goes beside it too
    assert Path(dialog.path()).parent == tmp_path
    dialog.done(0)
    # unpaid said in words
    running.show_page(0)
    players = running.players_page
    players.paid_check.setChecked(False)
    players.name_edit.setText("Nora Unpaid")
    players.add_player()
    model = players.model
    row = model.row_of(model.players()[-1].start_no)
    assert model.data(model.index(row, 3)) == "unpaid"
    # colours readable on a dark theme
    from PySide6.QtGui import QColor, QPalette
    dark = QPalette()
    dark.setColor(QPalette.ColorRole.Window, QColor("#202124"))
    dark.setColor(QPalette.ColorRole.WindowText, QColor("#e8eaed"))
    assert common.dark_theme(dark)
    monkeypatch.setattr(common, "dark_theme", lambda palette=None: True)
    assert common.error_colour().lightness() > 150
