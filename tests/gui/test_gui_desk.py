"""The window at a live desk, by real keys and clicks: a card's menu acts on the player
pointed at (right-click on a row, or Up/Down then the Menu key or Shift+F10)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from tournament_director.gui.adjust import AdjustDialog
from tournament_director.gui.mainwindow import GAMES_PAGE
from tournament_director.gui.overrides import SeatChangeDialog
from tournament_director.service import registration
from tournament_director.service.event import Event

pytestmark = pytest.mark.gui

NAMES = ["Małgorzata Wiśniewska", "王小明", "Ben & Jerry", "<i>Ivy</i> League",
         "Tom \"The Tank\" O'Neill", "Zoë 🎲 Dice", "Þórunn Guðmundsdóttir", "Jiří Čermák",
         "Дмитрий Шостакович", "@handle"]


@pytest.fixture
def seated(tmp_path, window):
    """10 players, game 1 seated at two tables of 5; the Games page shown."""
    path = tmp_path / "desk.tdevent"
    with Event.create(path, name="Cup", games=2, fee=10, seed=5, table_points="none") as ev:
        registration.register_many(ev, [{"name": n} for n in NAMES])
    assert window.open_event(path)
    window.show_page(GAMES_PAGE)
    window.games_page.show_next()
    window.games_page.seat_button.click()
    assert window.session.games_seated() == 1
    return window


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
