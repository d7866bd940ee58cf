"""The window at a live desk (issue 33), by real keys and clicks: a card's menu acts on the
player pointed at; Ctrl+Z and Ctrl+Y from every text box; the Open table box follows the tab;
1024x768 in three languages; the final tie-breaks by keys; a standings row's adjustment;
messages never stale or cut; the smaller traps; the history in German; names for a screen
reader. (The projector at 1,000 players: test_gui_projector.py.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QMenu

from tournament_director.gui.adjust import AdjustDialog
from tournament_director.gui.overrides import SeatChangeDialog
from tournament_director.service import registration
from tournament_director.service.event import Event

from . import test_gui_exceptions as exceptions_tests
from . import test_gui_tiebreaks as tiebreak_tests

NAMES = exceptions_tests.NAMES
door, seated = exceptions_tests.door, exceptions_tests.seated  # 11 registered, 10 seated
many_level = tiebreak_tests.many_level  # finished, 4 players level where it changes money

pytestmark = pytest.mark.gui


@pytest.fixture
def opened(monkeypatch, qtbot):
    """The dialogs a menu entry opens: each is shown, `then(dialog)` runs (keys), then
    Enter; the dialogs seen are listed."""
    seen = []

    def fake_exec(dialog):
        dialog.show()
        qtbot.waitExposed(dialog)
        seen.append(dialog)
        then = getattr(type(dialog), "then", None)
        if then is not None:
            then(dialog)
        qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
        if dialog.isVisible():
            dialog.reject()
        return dialog.result()

    monkeypatch.setattr(SeatChangeDialog, "exec", fake_exec)
    monkeypatch.setattr(AdjustDialog, "exec", fake_exec)
    return seen


def shown_menu(qtbot) -> QMenu:
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu), timeout=3000)
    return QApplication.activePopupWidget()


def right_click(window, card, seat: int) -> None:
    """A real right-click (through the window, as the mouse sends it) on a card's seat."""
    y = card.PAD_Y + card.title_height + card.GAP + card.line * (seat - 1) + card.line // 2
    at = card.mapTo(window, QPoint(card.width() // 2, y))
    QTest.mousePress(window.windowHandle(), Qt.MouseButton.RightButton,
                     Qt.KeyboardModifier.NoModifier, at)
    QTest.qWait(150)
    QTest.mouseRelease(window.windowHandle(), Qt.MouseButton.RightButton,
                       Qt.KeyboardModifier.NoModifier, at)


def test_right_click_on_seat_3_then_return_removes_seat_3s_player(seated, opened, qtbot):
    page = seated.games_page
    card = page.cards[1]
    third = seated.session.table(1, 1).players[2]
    right_click(seated, card, 3)
    menu = shown_menu(qtbot)
    assert menu.activeAction().data() == "remove"  # the first entry, highlighted
    qtbot.keyClick(menu, Qt.Key.Key_Return)
    assert opened and opened[0].chosen() == third  # the dialog opened on seat 3
    assert seated.session.player(third).status == "dropped"
    assert third not in seated.session.table(1, 1).players
    assert seated.session.table(1, 1).absent == (third,)


@pytest.mark.parametrize("key", ["menu", "shift+f10"])
def test_the_keyboard_opens_the_menu_on_the_current_player(seated, opened, qtbot, key):
    page = seated.games_page
    card = page.cards[2]
    players = seated.session.table(1, 2).players
    card.setFocus()
    qtbot.keyClick(card, Qt.Key.Key_Down)
    qtbot.keyClick(card, Qt.Key.Key_Down)  # seat 3
    assert card.current_player() == players[2]
    assert f"seat 3: {seated.session.player(players[2]).name}" in card.accessibleDescription()
    if key == "menu":
        qtbot.keyClick(card, Qt.Key.Key_Menu)
    else:
        qtbot.keyClick(card, Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
    menu = shown_menu(qtbot)
    assert menu.activeAction() is menu.actions()[0]
    qtbot.keyClick(menu, Qt.Key.Key_Down)
    qtbot.keyClick(menu, Qt.Key.Key_Down)
    assert menu.activeAction().data() == "swap"
    other = seated.session.table(1, 1).players[3]

    def with_number(dialog):  # the "with" list found by a start number typed
        assert dialog.chosen() == players[2]
        assert dialog._table_of(dialog.other_box.currentData()).table == 1  # another table
        box = dialog.other_box
        box.setFocus()
        box.lineEdit().selectAll()
        qtbot.keyClicks(box.lineEdit(), f"{other} ")
        popup = box.completer().popup()
        qtbot.waitUntil(popup.isVisible, timeout=3000)
        qtbot.keyClick(popup, Qt.Key.Key_Down)
        qtbot.keyClick(popup, Qt.Key.Key_Return)
        assert dialog.other_box.currentData() == other
    SeatChangeDialog.then = with_number
    try:
        qtbot.keyClick(menu, Qt.Key.Key_Return)
    finally:
        del SeatChangeDialog.then
    assert opened
    assert seated.session.table(1, 1).players[3] == players[2]
    assert seated.session.table(1, 2).players[2] == other


def test_a_penalty_from_a_card_opens_on_that_player(seated, opened, qtbot):
    page = seated.games_page
    card = page.cards[1]
    fourth = seated.session.table(1, 1).players[3]

    def penalty(dialog):
        assert dialog.row.player.start_no == fourth
        qtbot.keyClicks(dialog.points_edit, "-1")
        qtbot.keyClick(dialog.points_edit, Qt.Key.Key_Tab)
        qtbot.keyClicks(dialog.reason_edit, "Phone rang")
    AdjustDialog.then = penalty
    try:
        right_click(seated, card, 4)
        menu = shown_menu(qtbot)
        qtbot.keyClick(menu, Qt.Key.Key_Up)  # round to the last entry: Adjust points...
        assert menu.activeAction().data() == "adjust"
        qtbot.keyClick(menu, Qt.Key.Key_Return)
    finally:
        del AdjustDialog.then
    adjustments = seated.session.event.adjustments()
    assert [(a.player, a.points, a.reason) for a in adjustments] == [(fourth, -10,
                                                                        "Phone rang")]


# -- Ctrl+Z from each text box: its typing, then the last action -----------------------------
BOXES = [("players", "name_edit"), ("players", "club_edit"), ("players", "door_edit"),
         ("players", "filter_edit"), ("standings", "filter_edit"), ("games", "jump_edit")]


@pytest.mark.parametrize("page_name, box_name", BOXES)
def test_ctrl_z_in_a_box_undoes_its_typing_then_the_last_action(seated, qtbot, page_name,
                                                                 box_name):
    window = seated
    players = window.players_page
    window.show_page(0)
    qtbot.keyClicks(players.name_edit, "Late Lou")
    qtbot.keyClick(players.name_edit, Qt.Key.Key_Return)  # a late entry
    assert [p.name for p in window.session.players()][-1] == "Late Lou"
    assert players.name_edit.text() == ""
    window.show_page({"players": 0, "games": 1, "standings": 2}[page_name])
    page = getattr(window, f"{page_name}_page")
    box = getattr(page, box_name)
    box.setFocus()
    qtbot.keyClicks(box, "12")
    assert box.text() == "12"
    qtbot.keyClick(box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert box.text() == "" and len(window.session.players()) == 12  # the typing only
    qtbot.keyClick(box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(window.session.players()) == 11  # then the last action, with its message
    assert "Undone: Registered Late Lou" in window.statusBar().currentMessage()
    assert "Undone: Registered Late Lou" in page.message_label.text()
    assert box.hasFocus() and box.text() == ""
    qtbot.keyClick(box, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert [p.name for p in window.session.players()][-1] == "Late Lou"
    assert "Redone: Registered Late Lou" in page.message_label.text()


def test_the_open_table_box_follows_the_tab_shown(seated, qtbot):
    from tournament_director.service import results
    window = seated
    for t in window.session.game(1).tables:
        window.session.act(results.record, 1, t.table,
                           places={p: i for i, p in enumerate(t.players, 1)})
    page = window.games_page
    page.show_next()
    page.seat_button.click()  # game 2
    assert window.session.games_seated() == 2
    page.select_game(1)  # "Game 1 - done"
    assert page.jump_label.text() == "Open table of game 1:"
    page.jump_edit.setFocus()
    qtbot.keyClicks(page.jump_edit, "2")
    qtbot.keyClick(page.jump_edit, Qt.Key.Key_Return)
    form = page.form
    assert form is not None and (form.game_no, form.table_no) == (1, 2)
    assert page.current_game() == 1  # no jump to game 2
    form.close()
    page.select_game(2)
    assert page.jump_label.text() == "Open table of game 2:"


# -- 1024x768 in English, German and Dutch ---------------------------------------------------
@pytest.fixture
def in_language():
    """The window's language for one test; English again afterwards."""
    from tournament_director.gui import translation
    app = QApplication.instance()
    yield lambda lang: translation.install(app, lang)
    translation.install(app, "en")


@pytest.mark.timeout(120)
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_every_page_fits_1024_by_768(lang, in_language, tmp_path, qtbot, monkeypatch):
    """Every page in the states of the day (a game played with a table changed, the last
    game complete with tie-breaks to type), the result form: at most 1024 x 768."""
    from tournament_director.gui.app import make_app, make_window
    from tournament_director.service import overrides
    from tournament_director.service.demo import make_demo
    make_app()
    in_language(lang)
    under_way, done = tmp_path / "under way.tdevent", tmp_path / "done.tdevent"
    ev = make_demo(under_way, players=39, games=5, play=2, partial_tables=3, seed=2)
    game = ev.game(3)
    a, b = [t for t in game.tables if not t.has_result and t.size >= 4][:2]
    overrides.move(ev, 3, a.players[0], b.table)  # a changed table: "Print again"
    ev.close()
    make_demo(done, players=39, games=5, seed=2).close()
    widest = []
    for path in (under_way, done):
        window = make_window()
        qtbot.addWidget(window)
        window.resize(1024, 768)
        window.show()
        try:
            assert window.open_event(path)
            for page in range(4):
                window.show_page(page)
                qtbot.wait(1)
                hint = window.minimumSizeHint()
                widest.append((hint.width(), hint.height(), path.stem, page))
            if path == under_way:
                form = window.games_page.open_table(a.table, 3)
                hint = form.minimumSizeHint()
                widest.append((hint.width(), hint.height(), "result form", 0))
                form.done(0)
        finally:
            window.cleanup()
            window.close()
    too_wide = [w for w in widest if w[0] > 1024 or w[1] > 700]
    assert too_wide == [], f"{lang}: wider than 1024 or higher than 700: {too_wide}"


# -- the final tie-breaks by keys ------------------------------------------------------------
def test_final_tiebreaks_typed_by_keys_tab_and_enter(many_level, qtbot):
    window = many_level
    assert window.next_button.text() == "Enter final tie-breaks"
    window.next_button.setFocus()
    qtbot.keyClick(window.next_button, Qt.Key.Key_Return)
    page = window.standings_page
    view, model = page.tie_view, page.tie_model
    qtbot.waitUntil(view.hasFocus, timeout=3000)  # not the standings' type-ahead
    assert view.currentIndex() == model.index(0, 3)
    players = model.start_nos()

    def typed(text):  # key by key wherever the cursor is (the first key opens the cell)
        for ch in text:
            qtbot.keyClicks(QApplication.focusWidget(), ch)
    for row in range(model.rowCount()):
        typed(str(10 + row))
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # the player's next value
        typed("yes" if row % 2 else "no")
        if row < model.rowCount() - 1:
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # the next player's
            assert view.currentIndex() == model.index(row + 1, 3)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # the last: on to Save
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.tie_save, timeout=3000)
    assert not window.session.tiebreak_values()  # (nothing saved before Save)
    qtbot.keyClick(page.tie_save, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(window.session.tiebreak_values()) == 4, timeout=3000)
    values = window.session.tiebreak_values()
    assert [values[s]["cards_and_tokens"] for s in players] == [10, 11, 12, 13]
    assert [values[s]["harbour_master"] for s in players] == [False, True] * 2
    assert "Saved tie-breaks of 4 players." in page.tie_message.text()
    assert window.next_button.text() == "Prize distribution"


def test_tiebreak_headers_and_notes_in_the_language(many_level, in_language):
    from tournament_director.gui.standings_model import tiebreak_notes
    from tournament_director.gui.tiebreaks import header_text
    from tournament_director.i18n import rules_text
    window = many_level
    items = window.session.settings.tiebreaks
    for lang in ("en", "de", "nl"):
        in_language(lang)
        for item in items:
            label = rules_text(item.label)
            lines = header_text(label).splitlines()
            joined = " ".join(lines).replace("- ", "-")  # (a break after a hyphen is fine)
            assert joined.split() == label.split(), (lang, lines)  # no word cut
    first = window.session.needs_tiebreak()[0]
    from tournament_director.service import prizes
    window.session.act(prizes.set_tiebreaks, {first: "cards_and_tokens=5,harbour_master=ja"})
    rows = window.session.standings()
    in_language("de")
    note = tiebreak_notes(rows, items, window.session.tiebreak_values())[first]
    assert note[0].endswith("5 / ja") and "yes" not in note[0] + note[1]
    in_language("nl")
    note = tiebreak_notes(rows, items, window.session.tiebreak_values())[first]
    assert note[0].endswith("5 / ja")


def test_level_players_whose_tie_changes_no_money_are_said_so(tmp_path, window):
    from tournament_director.gui.mainwindow import STANDINGS_PAGE
    from tournament_director.service.demo import make_demo
    path = tmp_path / "level but no money.tdevent"
    make_demo(path, players=16, games=2, seed=0).close()
    assert window.open_event(path)
    window.show_page(STANDINGS_PAGE)
    level = sum(1 for r in window.session.standings() if r.level)
    assert level and not window.session.needs_tiebreak()
    assert window.standings_page.tie_intro.text() == (
        f"{level} players are level on points, but no tie among them changes the prize "
        "money: no tie-breaks are needed.")


def test_a_standings_row_says_why_its_total_is_not_its_games(tmp_path, window):
    from tournament_director.gui.mainwindow import STANDINGS_PAGE
    from tournament_director.gui.standings_model import NAME, TOTAL
    from tournament_director.service import adjustments
    from tournament_director.service.demo import make_demo
    path = tmp_path / "adjusted.tdevent"
    ev = make_demo(path, players=16, games=3, play=2, seed=3)
    adjustments.adjust(ev, 5, "-1.0", "Late back from lunch", 2)
    adjustments.adjust(ev, 5, "-0.5", "Phone rang")
    ev.close()
    assert window.open_event(path)
    window.show_page(STANDINGS_PAGE)
    page = window.standings_page
    model = page.model
    r = model.row_of(5)
    row = model.rows[r]
    games = sum(line.total for line in row.lines if line.place is not None)
    assert row.points == games - 15
    note = model.data(model.index(r, model.columnCount() - 1))
    assert "penalty -1.0: Late back from lunch (game 2)" in note
    assert "penalty -0.5: Phone rang" in note
    tip = model.data(model.index(r, TOTAL), Qt.ItemDataRole.ToolTipRole)
    assert "Late back from lunch (game 2)" in tip and "Phone rang" in tip
    assert model.data(model.index(r, NAME)) == row.player.name


# -- a screen reader: every input and list has a name; a card says who sits there --------------
def test_every_input_and_list_has_an_accessible_name(tmp_path, window, qtbot):
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import (
        QAbstractItemView,
        QAbstractSpinBox,
        QCheckBox,
        QComboBox,
        QHeaderView,
        QLineEdit,
        QWidget,
    )

    from tournament_director.service.demo import make_demo
    under_way, done = tmp_path / "under way.tdevent", tmp_path / "done.tdevent"
    make_demo(under_way, players=39, games=5, play=2, partial_tables=3, seed=2).close()
    make_demo(done, players=16, games=2, seed=5).close()  # tie-breaks to type
    kinds = (QLineEdit, QComboBox, QAbstractItemView, QAbstractSpinBox, QCheckBox)
    nameless, seen = [], 0
    for path in (under_way, done):
        assert window.open_event(path)
        for index in range(4):
            window.show_page(index)
            qtbot.wait(1)  # (a page made now is shown once the events are seen)
            page = window.page(index)
            for w in page.findChildren(QWidget):
                if not isinstance(w, kinds) or isinstance(w, QHeaderView) or \
                        isinstance(w.parent(), QComboBox) or not w.isVisibleTo(window):
                    continue
                seen += 1
                name = w.accessibleName() or QAccessible.queryAccessibleInterface(w).text(
                    QAccessible.Text.Name)
                if isinstance(w, QComboBox):  # (Linux names a list by its label)
                    name = w.accessibleName() or (w.parent().findChild(QLabel) and name)
                if not name:
                    nameless.append(f"page {index}: {type(w).__name__} {w.objectName()}")
    assert seen > 10 and nameless == []
    assert window.open_event(under_way)
    window.show_page(1)
    card = window.games_page.cards[4]
    name = card.accessibleName()
    assert name.startswith("Table 4, ")
    for no in window.session.table(3, 4).players:
        assert window.session.player(no).name in name and f"number {no}" in name
    assert QAccessible.queryAccessibleInterface(card).text(QAccessible.Text.Name) == name


# -- the smaller traps ---------------------------------------------------------------------
def test_enter_on_the_start_pages_focused_button_presses_it(window, qtbot, monkeypatch):
    asked = []
    monkeypatch.setattr(window.files, "new_event", lambda: asked.append("new"))
    page = window.start_page
    qtbot.waitUntil(page.new_button.hasFocus, timeout=3000)
    qtbot.keyClick(page.new_button, Qt.Key.Key_Return)
    assert asked == ["new"]


def test_ctrl_d_puts_the_cursor_in_the_door_box_from_anywhere(seated, qtbot):
    games = seated.games_page
    games.jump_edit.setFocus()
    qtbot.keyClick(games.jump_edit, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert seated.tabs.currentIndex() == 0
    assert seated.players_page.door_edit.hasFocus()


def test_a_refusal_puts_the_cursor_in_the_box_to_fix(seated, opened, qtbot):
    page = seated.players_page
    seated.show_page(0)
    qtbot.keyClicks(page.name_edit, "Lou")
    page.club_edit.setText("\u200b\u200b")  # no visible character: refused
    qtbot.keyClick(page.name_edit, Qt.Key.Key_Return)
    assert page.club_edit.hasFocus() and page.club_edit.selectedText() == "\u200b\u200b"
    assert len(seated.session.players()) == 11
    page.club_edit.setText("")
    page.name_edit.setText(NAMES[0])  # a name taken: change the name, a club will not do
    qtbot.keyClick(page.name_edit, Qt.Key.Key_Return)
    assert "a club is not enough" in page.message_label.text() and page.name_edit.hasFocus()

    def wrong_points(dialog):
        qtbot.keyClicks(dialog.points_edit, "lots")
        qtbot.keyClick(dialog.points_edit, Qt.Key.Key_Tab)
        qtbot.keyClicks(dialog.reason_edit, "Phone rang")
        qtbot.keyClick(dialog.reason_edit, Qt.Key.Key_Return)  # refused: back to Points
        assert dialog.isVisible() and dialog.focusWidget() is dialog.points_edit
        assert dialog.points_edit.selectedText() == "lots" and dialog.error.text()
    AdjustDialog.then = wrong_points
    try:
        seated.show_page(1)
        seated.games_page.adjust_points(seated.session.table(1, 1).players[0])
    finally:
        del AdjustDialog.then
    assert not seated.session.event.adjustments()


def test_undo_and_the_history_in_german(seated, in_language, qtbot, monkeypatch):
    from PySide6.QtWidgets import QDialog

    from tournament_director.gui import history as gui_history
    from tournament_director.service import adjustments
    window = seated
    in_language("de")
    player = window.session.table(1, 1).players[2]
    name = window.session.player(player).name
    window.session.act(adjustments.adjust, player, "-0.5", "Handy")
    window.show_page(0)
    box = window.players_page.name_edit
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    said = f"Rückgängig gemacht: Anpassung -0,5 für {name} ({player})."
    assert window.statusBar().currentMessage() == said
    assert window.players_page.message_label.text() == said
    shown = []
    monkeypatch.setattr(gui_history.HistoryDialog, "exec",
                        lambda dialog: shown.append(dialog) or QDialog.DialogCode.Rejected)
    window.show_history()
    table = shown[0].table
    rows = [[table.item(r, c).text() for c in range(1, 4)] for r in range(table.rowCount())]
    assert rows[0][0] == "Rückgängig" and rows[0][1] == f"Rückgängig gemacht: Anpassung -0,5 " \
        f"für {name} ({player}): Handy"
    assert [r[0] for r in rows[-2:]] == ["importiert", "angelegt"]


def test_a_player_who_never_came_is_not_here_yet_not_playing(tmp_path, window):
    from tournament_director.gui.players_model import STATUS
    path = tmp_path / "door.tdevent"
    with Event.create(path, name="Cup", games=2, fee=10, seed=5) as ev:
        registration.register_many(ev, [{"name": n} for n in NAMES])
    assert window.open_event(path)
    window.show_page(0)
    model = window.players_page.model

    def status(no):
        return model.data(model.index(model.row_of(no), STATUS))
    assert status(1) == status(2) == "playing"  # no check-in used: everybody plays
    window.players_page.model.check_in([window.session.player(1)], True)
    assert status(1) == "playing" and status(2) == "not here yet"


# -- messages: never stale, never cut ----------------------------------------------------------
def test_a_pages_message_goes_when_a_change_made_elsewhere_makes_it_untrue(seated, qtbot):
    window = seated
    games, page = window.games_page, window.players_page
    assert games.message_label.text().startswith("Seated game 1")  # (the seating's words)
    window.show_page(0)
    qtbot.keyClicks(page.name_edit, "Late Lou")
    qtbot.keyClick(page.name_edit, Qt.Key.Key_Return)
    assert page.message_label.text().startswith("Added Late Lou")
    assert games.message_label.text() == ""  # a change made elsewhere: no longer said there
    window.session.act(registration.edit_player, 12, name="Lou Late", initiator="desk 2")
    assert page.message_label.text() == ""  # (no longer "Added Late Lou")


def test_a_long_status_message_is_never_cut(seated, in_language, qtbot):
    window = seated
    in_language("de")
    window.resize(1024, 768)
    qtbot.wait(10)
    bar = window.statusBar()
    one_line = bar.height()
    text = ("Dieses Demo-Turnier liegt in einem temporären Ordner und wird beim Schließen "
            "gelöscht: speichern Sie eine Kopie (Datei > Kopie speichern unter...), um es zu "
            "behalten. " * 2).strip()
    window.status_message(text)
    qtbot.wait(10)
    path_label = window.status_bar.path_label
    assert path_label.isHidden()  # the file's path (in the title too) steps aside
    fm = bar.fontMetrics()
    room = bar.width() - sum(w.width() + 12 for w in bar._kept()) - 12
    lines = -(-fm.horizontalAdvance(text) // max(1, room))
    assert lines >= 2 and bar.height() >= one_line + fm.lineSpacing() * (lines - 1) - 4
    bar.clearMessage()
    qtbot.wait(10)
    assert not path_label.isHidden() and bar.minimumHeight() == 0
