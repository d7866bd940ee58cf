"""Crash handling, printing, settings, shortcuts and the next-step button."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMenu

from tournament_director.gui import crash
from tournament_director.gui.settings_dialog import SettingsDialog
from tournament_director.service import results
from tournament_director.service.demo import make_demo
from tournament_director.service.event import Event

pytestmark = pytest.mark.gui


@pytest.fixture
def running(tmp_path, window):
    path = tmp_path / "running.tdevent"
    make_demo(path, players=14, games=3, play=1, partial_tables=1).close()
    assert window.open_event(path)
    return window


def test_unexpected_error_is_shown_logged_and_the_event_intact(running, qtbot, boxes,
                                                               monkeypatch):
    ev = running.session.event
    table = ev.table(2, 1)
    assert table.has_result
    before = dict(table.places)

    def broken(*args, **kwargs):
        raise RuntimeError("disk on fire")

    form = running.games_page.open_table(1, 2)
    monkeypatch.setattr(results, "_write_result", lambda *a: (ev.db.execute(
        "DELETE FROM results WHERE game_no = 2 AND table_no = 1"), broken()))
    assert form.message.text() == "Ready: press Enter to save."  # the stored result
    first, second = form.edits[0][0], form.edits[1][0]  # a changed result: it is written
    if first.text() == second.text():
        second = form.edits[-1][0]
    a, b = first.text(), second.text()
    first.setText(b)
    second.setText(a)
    with pytest.raises(RuntimeError) as info:
        form.try_save()
    crash.show_crash(info.type, info.value, info.tb)
    title, text = boxes[-1]
    assert title == "Something went wrong"
    assert "Everything stored before it is safe" in text
    log = crash.log_path().read_text(encoding="utf-8")
    assert "disk on fire" in log and "Traceback" in log
    monkeypatch.undo()
    assert dict(ev.table(2, 1).places) == before  # the transaction was rolled back
    assert running.headline.text() == "Game 2 of 3 - 1 of 3 tables in"


def test_excepthook_shows_dialog(monkeypatch, boxes, qtbot):
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    called = []
    crash.install(after_crash=lambda: called.append(True))
    try:
        raise ValueError("unexpected")
    except ValueError:
        sys.excepthook(*sys.exc_info())
    assert boxes[-1][0] == "Something went wrong" and called == [True]


def test_print_menu_and_printing(running, qtbot, tmp_path):
    menu = QMenu()
    running.printer.fill_menu(menu)
    texts = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert "Seating - game 2" in texts and "Table sheets - game 2" in texts
    # game 2 is not all in: never "after game 2" (issue 35); game 1 among the earlier ones
    assert "Standings - the results in so far" in texts
    assert "Standings - after game 2" not in texts
    earlier = next(a.menu() for a in menu.actions() if a.menu() is not None)
    assert "Standings - after game 1" in [a.text() for a in earlier.actions()]
    payout = next(a for a in menu.actions() if a.text() == "Prize distribution")
    assert not payout.isEnabled()  # only after the last game
    with qtbot.waitSignal(running.printer.printed, timeout=20000) as done:
        assert running.printer.print("seating", 2)
    path, warnings = done.args
    assert path.endswith("seating game 2.pdf")
    with open(path, "rb") as fh:
        assert fh.read(5) == b"%PDF-"
    assert running.opened_urls and running.opened_urls[-1].toLocalFile() == path


def test_score_cards_and_table_cards_from_the_print_menu(running, qtbot):
    menu = QMenu()
    running.printer.fill_menu(menu)
    texts = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert "Score cards (every player)" in texts and "Table number cards - game 2" in texts
    for kind, game, name in (("scorecard", 0, "score cards.pdf"),
                             ("tablecards", 2, "table cards game 2.pdf")):
        with qtbot.waitSignal(running.printer.printed, timeout=20000) as done:
            assert running.printer.print(kind, game)
        path, _warnings = done.args
        assert path.endswith(name)
        with open(path, "rb") as fh:
            assert fh.read(5) == b"%PDF-"


def test_print_menu_offers_every_report_of_the_table(running):
    """The menu's reports are the reports table's kinds; one that cannot be printed yet says
    why and prints nothing."""
    from tournament_director.service.reports import REPORTS
    menu = QMenu()
    running.printer.fill_menu(menu)
    kinds = set()
    for action in menu.actions():
        sub = action.menu()
        for a in (sub.actions() if sub else [action]):
            if a.data():
                kinds.add(a.data()[0])
    assert kinds == set(REPORTS)
    assert not running.printer.print("payout")
    page = running.page(running.tabs.currentIndex())
    assert "after the last game" in page.message_label.text()  # said once: on the page
    assert "after the last game" not in running.statusBar().currentMessage()


def test_settings_locked_after_seating(running, monkeypatch):
    def edit(dialog: SettingsDialog):
        assert not dialog.mode_combo.isEnabled() and not dialog.tp_combo.isEnabled()
        assert "fixed now" in dialog.locked_note.text()
        dialog.games_spin.setValue(4)
        dialog.fee_spin.setValue(15)
        dialog.try_accept()
        return dialog.result()

    monkeypatch.setattr(SettingsDialog, "exec", edit)
    running.edit_settings()
    s = running.session.event.settings
    assert (s.games, s.fee) == (4, 1500)  # cents
    assert running.headline.text() == "Game 2 of 4 - 1 of 3 tables in"


def test_new_event_with_edited_table_points(window, tmp_path, monkeypatch, qtbot):
    def fill(dialog: SettingsDialog):
        dialog.name_edit.setText("Custom")
        dialog.path_edit.setText(str(tmp_path / "custom.tdevent"))
        dialog._remove_item()  # removes the current row, if any
        dialog.items_table.setCurrentCell(0, 0)
        dialog._remove_item()
        dialog._add_item()
        row = dialog.items_table.rowCount() - 1
        dialog.items_table.item(row, 0).setText("Harbour bonus")
        dialog.items_table.item(row, 2).setText("0.5")
        assert dialog.tp_combo.currentData() == "edited"
        dialog.try_accept()
        return dialog.result()

    monkeypatch.setattr(SettingsDialog, "exec", fill)
    window.new_event()
    items = window.session.event.settings.table_points
    assert items[-1].key == "harbour_bonus" and items[-1].per_unit == 5
    assert len(items) == 4


def test_new_event_refusal_stays_in_dialog(window, tmp_path, monkeypatch):
    existing = tmp_path / "taken.tdevent"
    Event.create(existing, name="Taken", games=1, fee=0).close()
    seen = {}

    def fill(dialog: SettingsDialog):
        dialog.name_edit.setText("Another")
        dialog.path_edit.setText(str(existing))
        dialog.try_accept()
        seen["message"] = dialog.message.text()
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(SettingsDialog, "exec", fill)
    window.new_event()
    assert "already exists" in seen["message"] and window.session is None


def test_shortcuts_and_next_step(running, qtbot):
    running.activateWindow()
    for i in range(4):
        running.page_actions[i].trigger()
        assert running.tabs.currentIndex() == i
    running.filter_action.trigger()
    assert running.tabs.currentIndex() == 0
    assert running.next_button.text() == "Enter result of table 2"
    qtbot.mouseClick(running.next_button, Qt.MouseButton.LeftButton)
    form = running.games_page.form
    assert (form.game_no, form.table_no) == (2, 2)
    form.close()
    # a click on a table's card opens it too
    qtbot.mouseClick(running.games_page.cards[3], Qt.MouseButton.LeftButton)
    assert running.games_page.form.table_no == 3
    running.games_page.form.close()
    # typing a digit on the games page goes to the "Open table" box
    qtbot.keyClicks(running.games_page, "3")
    assert running.games_page.jump_edit.text() == "3"
