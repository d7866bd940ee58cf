"""Undo and redo from the window (Ctrl+Z, Ctrl+Shift+Z, the Edit menu saying what), the
History dialog (before -> after, revert a correction) and the check of the file when opened."""

from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog

from tournament_director.gui import history as gui_history
from tournament_director.service import history, registration, results
from tournament_director.service.demo import make_demo

pytestmark = pytest.mark.gui
NO_ITEMS = {"cities": 0, "preserve_stones": 0, "limbo_groups": 0, "spaceport": False}
DIFFERS = "The event file differs from its history"


@pytest.fixture
def running(tmp_path, window, qtbot):
    path = tmp_path / "running.tdevent"
    make_demo(path, players=14, games=3, play=1, partial_tables=1).close()
    assert window.open_event(path)
    return window


def _places(table):
    return {p: i for i, p in enumerate(table.players, 1)}


def _key(window, key, modifiers):
    window.activateWindow()
    window.tabs.setFocus()
    from PySide6.QtTest import QTest
    QTest.keyClick(window.tabs, key, modifiers)


def test_ctrl_z_and_ctrl_shift_z_take_back_a_result_and_bring_it_again(running, qtbot):
    session = running.session
    table = session.table(2, 2)
    assert not table.has_result
    session.act(results.record, 2, 2, places=_places(table), items=NO_ITEMS)
    assert running.headline.text() == "Game 2 of 3 - 2 of 3 tables in"
    running._update_undo()
    assert running.undo_action.text() == "&Undo: result of game 2 table 2"
    assert not running.redo_action.isEnabled()
    _key(running, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: running.headline.text() == "Game 2 of 3 - 1 of 3 tables in")
    assert not session.table(2, 2).has_result
    assert "Undone: result of game 2 table 2" in running.statusBar().currentMessage()
    assert running.redo_action.text() == "&Redo: result of game 2 table 2"
    assert running.undo_action.text() == "&Undo: results of 1 table of game 2"
    _key(running, Qt.Key.Key_Z,
         Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: running.headline.text() == "Game 2 of 3 - 2 of 3 tables in")
    assert session.table(2, 2).places == _places(table)
    assert [e.action for e in session.audit_log()[:3]] == ["redo", "undo", "record"]


def test_edit_menu_says_what_undo_and_redo_would_do(running):
    session = running.session
    session.act(registration.edit_player, 3, paid="5")
    menu = running.edit_menu
    menu.aboutToShow.emit()
    assert running.undo_action.text() == "&Undo: Edited player 3"
    running.undo_action.trigger()
    assert session.player(3).paid == 2000  # cents
    menu.aboutToShow.emit()
    assert running.redo_action.text() == "&Redo: Edited player 3"
    assert running.undo_action.text() == "&Undo: results of 1 table of game 2"
    assert running.redo_action.isEnabled()


def test_undo_with_nothing_left_says_so(window, tmp_path):
    from tournament_director.service.event import Event
    Event.create(tmp_path / "new.tdevent", name="Cup", games=2, fee=10).close()
    assert window.open_event(tmp_path / "new.tdevent")
    assert not window.undo_action.isEnabled()
    window.undo()
    assert "Nothing to undo" in window.statusBar().currentMessage()


def test_history_shows_before_and_after_and_reverts_a_correction(running, monkeypatch):
    session = running.session
    table = session.table(2, 1)
    original = dict(table.places)
    flipped = {p: i for i, p in enumerate(reversed(table.players), 1)}
    if flipped == original:
        flipped = _places(table)
    session.act(results.record, 2, 1, places=flipped, items=table.items)
    session.act(registration.edit_player, 4, paid="7")
    shown = []

    def fake_exec(dialog):
        shown.append(dialog)
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(gui_history.HistoryDialog, "exec", fake_exec)
    running.show_history()
    dialog = shown[0]
    cells = [[dialog.table.item(r, c).text() for c in range(4)]
             for r in range(dialog.table.rowCount())]
    assert cells[0][1:] == ["player edited", "Edited player 4", "paid 20 -> 7"]
    assert cells[1][1] == "correction" and cells[1][2].startswith("Corrected game 2 table 1: ")
    assert cells[1][3].startswith("places ") and " -> " in cells[1][3]
    assert all(row[3] for row in cells if row[1] != "created"), cells
    assert not dialog.revert_button.isEnabled()
    dialog.table.selectRow(0)
    assert not dialog.revert_button.isEnabled()
    dialog.table.selectRow(1)
    assert dialog.revert_button.isEnabled()
    dialog.revert_button.click()
    assert session.table(2, 1).places == original
    assert dialog.message_label.text().startswith("Reverted the correction of game 2 table 1")
    assert dialog.table.item(0, 1).text() == "correction"  # the revert: a line of its own
    assert dialog.table.rowCount() == len(cells) + 1


def test_opening_a_changed_file_warns_and_the_event_stays_open(window, tmp_path, boxes,
                                                               qtbot):
    path = tmp_path / "edited.tdevent"
    make_demo(path, players=10, games=2, seed=3).close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE players SET paid = 9900 WHERE start_no = 6")  # cents
    assert window.open_event(path)
    qtbot.waitUntil(lambda: any(title == DIFFERS for title, _ in boxes), timeout=5000)
    text = next(text for title, text in boxes if title == DIFFERS)
    assert "player 6 was changed outside the program (no audit line): paid 20.00 -> 99.00" in text
    assert window.session is not None
    assert window.session.player(6).paid == 9900


def test_opening_an_intact_file_says_nothing(running, boxes, qtbot):
    from tournament_director.gui import workers
    qtbot.waitUntil(lambda: not running._check_soon.isActive(), timeout=5000)  # it started
    workers.wait_all()
    QApplication.processEvents()
    assert not [b for b in boxes if b[0] == DIFFERS]


def test_undo_of_a_seating_in_the_window_and_every_page_follows(running, qtbot):
    session = running.session
    for _ in range(2):  # game 2's one table in, then game 2's seating
        running.undo()
    assert running.headline.text().startswith("Game 1 of 3")
    assert running.next_button.text() == "Seat game 2..."
    for index in range(4):
        running.show_page(index)
    assert session.games_seated() == 1
    running.redo()
    running.redo()
    assert session.games_seated() == 2
    assert running.headline.text() == "Game 2 of 3 - 1 of 3 tables in"
    for index in range(4):
        running.show_page(index)
    assert history.verify(session.event) == []


def test_check_the_file_from_the_event_menu(running, qtbot, boxes):
    running.verify_action.trigger()
    qtbot.waitUntil(lambda: "holds exactly what its history says"
                    in running.statusBar().currentMessage(), timeout=5000)
    with sqlite3.connect(running.session.path) as conn:
        conn.execute("UPDATE players SET name = 'Someone Else' WHERE start_no = 2")
    running.verify_action.trigger()
    qtbot.waitUntil(lambda: any(title == DIFFERS for title, _ in boxes), timeout=5000)
    assert "player 2 was changed outside the program" in boxes[-1][1]
