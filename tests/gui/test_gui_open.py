"""Opening events: bad, damaged, locked and newer files get a dialog; the command line's ways in."""

from __future__ import annotations

import os
import sqlite3
import sys

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from tournament_director.gui import prefs
from tournament_director.gui.mainwindow import MainWindow
from tournament_director.service.demo import make_demo
from tournament_director.service.event import Event

pytestmark = pytest.mark.gui


@pytest.fixture
def demo_path(tmp_path):
    path = tmp_path / "demo.tdevent"
    make_demo(path, players=12, games=2).close()
    return path


def test_damaged_file_dialog(window, demo_path, boxes):
    data = bytearray(demo_path.read_bytes())
    data[4096:4096 * 6] = b"\xab" * (4096 * 5)
    demo_path.write_bytes(bytes(data))
    before = demo_path.read_bytes()
    assert not window.open_event(demo_path)
    assert boxes[-1][0] == "The event file is damaged"
    assert "damaged" in boxes[-1][1] and "copy" in boxes[-1][1]
    assert window.session is None and window.stack.currentWidget() is window.start_page
    assert demo_path.read_bytes() == before


def test_locked_file_dialog(window, demo_path, boxes):
    other = Event.open(demo_path)  # another window or command holds the event
    try:
        assert not window.open_event(demo_path)
    finally:
        other.close()
    title, text = boxes[-1]
    assert title == "The event is open elsewhere"
    assert "open in another Tournament Director window" in text
    assert "Close the event in the other window" in text
    assert window.session is None
    assert window.open_event(demo_path)  # free again: opens


def test_newer_and_foreign_files(window, demo_path, tmp_path, boxes):
    conn = sqlite3.connect(demo_path)
    conn.execute("PRAGMA user_version=999")
    conn.close()
    assert not window.open_event(demo_path)
    assert boxes[-1][0] == "The event is from a newer version"
    assert "newer version" in boxes[-1][1]
    text = tmp_path / "notes.tdevent"
    text.write_text("not an event", encoding="utf-8")
    assert not window.open_event(text)
    assert boxes[-1][0] == "Not an event file"
    missing = tmp_path / "gone.tdevent"
    assert not window.open_event(missing)
    assert "does not exist" in boxes[-1][1]


def test_recent_events_and_close(window, demo_path, qtbot):
    assert window.open_event(demo_path)
    assert window.path_label.text() == str(demo_path)
    assert window.saved_label.text() == "All changes saved"
    assert prefs.recent_events()[0] == str(demo_path.resolve())
    window.close_event()
    assert window.stack.currentWidget() is window.start_page
    item = window.start_page.recent_list.item(0)
    assert str(demo_path) in item.text()
    window.start_page.recent_list.setCurrentRow(0)
    qtbot.mouseClick(window.start_page.recent_open, Qt.MouseButton.LeftButton)
    assert window.session is not None and window.session.path == demo_path
    # Save a copy as...: a backup; the window keeps working in the original
    copy = demo_path.with_name("backup.tdevent")
    import PySide6.QtWidgets as W
    orig = W.QFileDialog.getSaveFileName
    W.QFileDialog.getSaveFileName = staticmethod(lambda *a, **k: (str(copy), ""))
    try:
        window.save_copy()
    finally:
        W.QFileDialog.getSaveFileName = orig
    assert copy.exists() and window.session.path == demo_path
    with Event.open(copy, lock=False) as ev:
        assert len(ev.players()) == 12


def _run_until(check, timeout_ms=15000):
    """Calls the window's run(); `check(window)` decides when to close it."""
    from tournament_director.gui import app as gui_app
    seen = {}
    timer = QTimer()
    waited = [0]

    def poll():
        waited[0] += 50
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)
                   and w.isVisible()]
        if windows and (check(windows[0], seen) or waited[0] > timeout_ms):
            timer.stop()
            windows[0].close()  # the last window closed ends the main loop
        elif waited[0] > timeout_ms + 2000:
            timer.stop()
            QApplication.instance().quit()

    timer.timeout.connect(poll)
    timer.start(50)
    return gui_app, seen


def test_command_line_opens_event_and_demo(qtbot, demo_path, monkeypatch):
    from PySide6.QtGui import QDesktopServices
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: True)
    from tournament_director.__main__ import main

    def opened(window, seen):
        if window.session is None:
            return False
        seen["path"] = window.session.path
        seen["headline"] = window.headline.text()
        return True

    gui_app, seen = _run_until(opened)
    assert main([str(demo_path)]) == 0
    assert seen == {"path": demo_path, "headline": "Game 2 of 2 - 3 of 3 tables in - event "
                                                    "complete"}

    gui_app, seen = _run_until(opened)
    assert main(["--demo"]) == 0
    assert seen["headline"] == "Game 5 of 5 - 9 of 9 tables in - event complete"
    assert not seen["path"].exists()  # the temporary demo is gone after the window closed
    assert os.path.basename(seen["path"]) == "Demo Open.tdevent"


def test_start_page_demo_under_way(window, qtbot, boxes):
    qtbot.mouseClick(window.start_page.demo_running_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session is not None or bool(boxes), timeout=15000)
    assert not boxes
    assert window.headline.text() == "Game 3 of 5 - 4 of 9 tables in"
    assert window.next_button.text() == "Enter result of table 5"
    assert window.tabs.currentIndex() == 1
    qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    form = window.games_page.form
    assert form is not None and (form.game_no, form.table_no) == (3, 5)
    form.close()


def test_a_crash_log_that_is_not_the_files_is_set_aside_and_said(window, demo_path, boxes,
                                                                 tmp_path):
    import shutil
    import subprocess

    from tournament_director.store import copies
    copy = copies.backup(demo_path, tmp_path / "copy.tdevent")
    code = ("import os, signal, sys; from tournament_director.service.event import Event; "
            "from tournament_director.service.configure import update_settings; "
            "e = Event.open(sys.argv[1]); update_settings(e, name='After Backup'); "
            "os.kill(os.getpid(), signal.SIGKILL)")
    subprocess.run([sys.executable, "-c", code, str(demo_path)], timeout=60)
    assert os.path.getsize(f"{demo_path}-wal") > 32
    shutil.copyfile(copy, demo_path)  # a copy restored with cp after the crash
    assert window.open_event(demo_path)
    assert window.session.event.settings.name != "After Backup"
    title, text = boxes[0]
    assert title == "A log of changes was set aside"
    assert "orphan-wal" in text and "put in place after that crash" in text
    assert "was set aside" in window.statusBar().currentMessage()
