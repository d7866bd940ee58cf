"""The day's exceptions in the window, by keyboard: check-in at the door (the Here column and
the door box), a no-show removed from a table's card, a move from a player's row, a swap,
the changed tables printed again, and an adjustment from the Standings page."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu

from tournament_director.gui import overrides
from tournament_director.gui.adjust import AdjustDialog
from tournament_director.gui.mainwindow import GAMES_PAGE, PLAYERS_PAGE, STANDINGS_PAGE
from tournament_director.gui.overrides import SeatChangeDialog
from tournament_director.gui.players import HERE
from tournament_director.service import overrides as overrides_service
from tournament_director.service import registration
from tournament_director.service.event import Event

pytestmark = pytest.mark.gui

NAMES = ["Małgorzata Wiśniewska", "王小明", "Ben & Jerry", "<i>Ivy</i> League",
         "Tom \"The Tank\" O'Neill", "Zoë 🎲 Dice", "Þórunn Guðmundsdóttir", "Jiří Čermák",
         "Дмитрий Шостакович", "@handle", "+44 Fan"]


@pytest.fixture
def door(tmp_path, window):
    """11 registered, nobody checked in yet; the Players page shown."""
    path = tmp_path / "door.tdevent"
    with Event.create(path, name="Cup", games=2, fee=10, seed=5, table_points="none") as ev:
        registration.register_many(ev, [{"name": n} for n in NAMES])
    assert window.open_event(path)
    window.show_page(PLAYERS_PAGE)
    return window


@pytest.fixture
def dialogs(monkeypatch, qtbot):
    """A modal dialog is shown, `fill(dialog)` types into it (keys), then Enter; whatever
    stays open afterwards (a refusal) is closed as Esc would."""
    fills = []

    def fake_exec(dialog):
        dialog.show()
        dialog.activateWindow()
        qtbot.waitExposed(dialog)
        fills.pop(0)(dialog)
        qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
        if dialog.isVisible():
            dialog.seen_error = dialog.error.text()
            dialog.reject()
        return dialog.result()

    monkeypatch.setattr(SeatChangeDialog, "exec", fake_exec)
    monkeypatch.setattr(AdjustDialog, "exec", fake_exec)
    return fills


def choose(monkeypatch, kind):
    """The context menu (a card's or a row's) picks the action of `kind`."""
    def fake_popup(menu, pos):
        assert isinstance(menu, QMenu)
        for action in menu.actions():
            if action.data() == kind:
                action.trigger()
                return
        raise AssertionError(f"no {kind} in the menu: {[a.text() for a in menu.actions()]}")
    monkeypatch.setattr(overrides, "popup", fake_popup)


def test_check_in_at_the_door_by_number_and_by_name(door, qtbot, type_text):
    page = door.players_page
    box = page.door_edit
    box.setFocus()
    qtbot.keyClicks(box, "3")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert door.session.player(3).checked_in
    assert box.text() == "" and box.hasFocus()  # the cursor back in the box for the next
    assert "Checked in: 3 Ben & Jerry. 1 of 11 here." in page.message_label.text()
    assert door.headline.text().endswith("- 1 of 11 here")
    assert page.here_label.text() == "1 of 11 here"
    type_text(box, "шостак")  # part of a name, any case
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert door.session.player(9).checked_in and box.text() == ""
    type_text(box, "wisniew")  # accents need not be typed: Wiśniewska
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert door.session.player(1).checked_in
    type_text(box, "o")  # many names: the choice is said, nothing changes
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert "players match o" in page.message_label.text() and box.selectedText() == "o"
    box.clear()
    qtbot.keyClicks(box, "99")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert "No player has start number 99" in page.message_label.text()
    here = [p.start_no for p in door.session.players() if p.checked_in]
    assert here == [1, 3, 9]


def test_space_ticks_the_here_column_of_the_selected_players(door, qtbot):
    page = door.players_page
    page.view.setFocus()
    page.select_player(4)
    index = page.proxy.mapFromSource(page.model.index(3, HERE))
    assert page.proxy.data(index, Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked
    assert page.view.horizontalHeader().visualIndex(HERE) == 1  # shown beside the number
    qtbot.keyClick(page.view, Qt.Key.Key_Space)
    assert door.session.player(4).checked_in
    assert page.proxy.data(index, Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    qtbot.keyClick(page.view, Qt.Key.Key_Space)  # again: not here
    assert not door.session.player(4).checked_in
    assert door.session.event.audit_log(1)[0].action == "checkin"


def test_seating_with_check_in_leaves_out_who_is_not_here(door):
    for n in range(1, 10):
        door.players_page.model.check_in([door.session.player(n)], True)
    door.show_page(GAMES_PAGE)
    page = door.games_page
    page.show_next()
    assert page.plan_text.text() == "9 players: 2 tables of 4, 5"
    assert "the 2 not here yet are left out" in page.plan_how.text()
    page.seat_button.click()
    assert "Left out (not checked in): 10 @handle, 11 +44 Fan." in \
        page.message_label.text()


@pytest.fixture
def seated(door):
    """10 checked in, game 1 seated at two tables of 5; the Games page shown."""
    registration.checkin(door.session.event, range(1, 11))
    door.session.forget()
    door.show_page(GAMES_PAGE)
    door.games_page.show_next()
    door.games_page.seat_button.click()
    assert door.session.games_seated() == 1
    return door


def test_a_no_show_removed_from_a_tables_card(seated, dialogs, monkeypatch, qtbot):
    page = seated.games_page
    card = page.cards[1]
    gone = seated.session.table(1, 1).players[1]
    choose(monkeypatch, "remove")
    dialogs.append(lambda d: qtbot.keyClick(d.player_box, Qt.Key.Key_Down))  # seat 2
    card.setFocus()
    qtbot.keyClick(card, Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
    table = seated.session.table(1, 1)
    assert gone not in table.players and table.absent == (gone,)
    assert seated.session.player(gone).status == "dropped"
    name = seated.session.player(gone).name
    assert page.cards[1].seats == 4 and page.cards[1].footer.text() == f"Not here: {name}"
    assert [no.text() for no, _n, _p in page.cards[1].rows] == [f"#{p}" for p in
                                                               table.players]
    assert "table 1 plays with 4" in page.game_title.text()
    assert "plays with 4" in page.message_label.text()
    # the changed table printed again: its sheet only
    assert page.reprint_button.isVisible() and page.changed == [1]
    printed = []
    monkeypatch.setattr(seated.printer, "print", lambda kind, game=0, paper=None,
                        tables=None: printed.append((kind, game, tables)) or True)
    page.print_changed("sheets")
    assert printed == [("sheets", 1, [1])]
    # the result form shows the four left, and says who is not here
    form = page.open_table(1, 1)
    assert len(form.edits) == 4 and name in form.note.text()
    form.close()


def test_the_card_a_no_show_was_removed_from_keeps_the_cursor(seated, dialogs, monkeypatch,
                                                            qtbot):
    """The change's initiator: the page that made it keeps its focus, though the cards are
    made again (a table of 4 now); the same change from elsewhere (another desk, say) only
    refreshes the page."""
    page = seated.games_page
    choose(monkeypatch, "remove")
    dialogs.append(lambda d: None)  # seat 1, Enter
    old = page.cards[2]
    old.setFocus()
    qtbot.keyClick(old, Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
    assert seated.session.table(1, 2).size == 4
    card = page.cards[2]
    assert card is not old and card.seats == 4  # made again
    qtbot.waitUntil(lambda: QApplication.focusWidget() is card, timeout=3000)
    assert seated.focusWidget() is card  # where the next Shift+F10 acts: still table 2
    # from elsewhere: the page shows it, and nobody's cursor is put anywhere
    page.jump_edit.setFocus()
    gone = seated.session.table(1, 1).players[0]
    done = seated.session.act(overrides_service.drop_now, gone, initiator="desk 2")
    assert done.initiator == "desk 2" and page.cards[1].seats == 4
    assert seated.focusWidget() is page.jump_edit


def test_a_refusal_in_the_dialog_says_what_to_do(tmp_path, window, dialogs, monkeypatch,
                                                 qtbot):
    path = tmp_path / "seven.tdevent"
    with Event.create(path, name="Seven", games=2, fee=10, seed=5) as ev:
        registration.register_many(ev, [{"name": n} for n in NAMES[:7]])
    assert window.open_event(path)
    window.show_page(GAMES_PAGE)
    window.games_page.show_next()
    window.games_page.seat_button.click()  # tables of 3 and 4
    seen = []
    dialogs.append(lambda d: seen.append(d))
    assert window.games_page.change_seating("remove", None, 1) == ""
    assert "move somebody to table 1 first" in seen[0].error.text() + seen[0].seen_error
    assert window.session.table(1, 1).size == 3


def test_a_move_from_a_players_row_and_a_swap_from_a_card(seated, dialogs, monkeypatch,
                                                          qtbot):
    seated.show_page(PLAYERS_PAGE)
    page = seated.players_page
    mover = seated.session.table(1, 2).players[0]
    page.select_player(mover)
    choose(monkeypatch, "move")

    def to_table_1_seat_2(d):
        assert d.chosen() == mover and d.table_box.value() == 1
        d.seat_box.setFocus()
        qtbot.keyClick(d.seat_box, Qt.Key.Key_Up)
        qtbot.keyClick(d.seat_box, Qt.Key.Key_Up)
        assert "Table 2 then plays with 4, table 1 with 6" in d.preview.text()
    dialogs.append(to_table_1_seat_2)
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
    assert seated.session.table(1, 1).players[1] == mover
    assert "Moved" in page.message_label.text()

    seated.show_page(GAMES_PAGE)
    games = seated.games_page
    a = seated.session.table(1, 2).players[0]
    b = seated.session.table(1, 1).players[0]
    choose(monkeypatch, "swap")

    def with_b(d):
        d.other_box.setFocus()
        d.other_box.setCurrentIndex(d.other_box.findData(b))
    dialogs.append(with_b)
    games.cards[2].setFocus()
    qtbot.keyClick(games.cards[2], Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
    assert seated.session.table(1, 1).players[0] == a
    assert seated.session.table(1, 2).players[0] == b
    assert games.cards[1].rows[0][0].text() == f"#{a}"
    assert seated.session.changed_tables(1) == [1, 2]
    seated.undo()
    assert seated.session.table(1, 1).players[0] == b


def test_adjust_points_from_the_standings_page_by_keys(seated, dialogs, qtbot, type_text):
    seated.show_page(STANDINGS_PAGE)
    page = seated.standings_page
    player = seated.session.table(1, 1).players[0]
    page.select_player(player)

    def penalty(d):
        assert d.points_edit.text() == "-" and d.focusWidget() is d.points_edit
        assert d.points_edit.selectedText() == "" and d.points_edit.cursorPosition() == 1
        qtbot.keyClicks(d.points_edit, "1.5")
        qtbot.keyClick(d.points_edit, Qt.Key.Key_Tab)
        type_text(d.reason_edit, "Late back from lunch")
        assert "0.0 -> -1.5 points" in d.preview.text()
    dialogs.append(penalty)
    page.view.setFocus()
    qtbot.keyClicks(page.view, "-")
    row = page.selected_row()
    assert row.player.start_no == player and row.points == -15
    assert row.adjustments[0].reason == "Late back from lunch"
    texts = [page.breakdown.item(r, 0).text() for r in range(page.breakdown.rowCount())
             if page.breakdown.item(r, 0)]
    assert "-1.5 Late back from lunch" in texts
    assert "Their total is now -1.5" in page.message_label.text()
    # a refusal stays in the dialog; nothing changes
    dialogs.append(lambda d: qtbot.keyClicks(d.points_edit, "0"))
    page.adjust_points("")
    assert len(seated.session.event.adjustments()) == 1
    assert seated.session.event.audit_log(1)[0].action == "adjust"


def test_only_points_can_change_once_a_tables_result_is_in(seated, qtbot):
    """A card whose result is in keeps its players: its menu offers only an adjustment."""
    page = seated.games_page
    t = seated.session.table(1, 1)
    from tournament_director.service import results
    seated.session.act(results.record, 1, 1, places={p: i for i, p in enumerate(t.players, 1)})
    assert [a.data() for a in page.card_menu(1).actions() if not a.isSeparator()] == ["adjust"]
    assert [a.data() for a in page.card_menu(2).actions() if not a.isSeparator()] == [
        "remove", "move", "swap", "adjust"]
