"""GUI test set-up: settings and logs in a temporary place, no modal box ever waits."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QMessageBox


@pytest.fixture(autouse=True)
def isolated(tmp_path_factory, monkeypatch):
    """QSettings (recent events) and the log folder in a temporary place."""
    conf = tmp_path_factory.mktemp("settings")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(conf))
    QStandardPaths.setTestModeEnabled(True)
    logs = tmp_path_factory.mktemp("logs")
    from tournament_director.gui import crash
    monkeypatch.setattr(crash, "log_dir", lambda: logs)
    yield


@pytest.fixture(autouse=True)
def boxes(monkeypatch):
    """Every QMessageBox is recorded as (title, text) instead of waiting for a click."""
    seen: list[tuple[str, str]] = []

    def fake_exec(box):
        seen.append((box.windowTitle(), box.text()))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    return seen


@pytest.fixture
def window(qtbot, monkeypatch):
    from PySide6.QtGui import QDesktopServices

    from tournament_director.gui.app import make_app, make_window
    opened: list = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    make_app()
    w = make_window()
    w.opened_urls = opened
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    yield w
    w.cleanup()


def _type_text(widget, text: str) -> None:
    """Types text key by key, any script (QTest.keyClicks knows ASCII only)."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication
    for ch in text:
        key = ord(ch.upper()) if ch.isascii() and ch.isalnum() else 0
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier,
                                                     ch))


@pytest.fixture
def type_text():
    return _type_text


@pytest.fixture
def type_cell(qtbot):
    """Types into a table cell: the first key opens the cell's editor, Enter commits."""
    from PySide6.QtCore import Qt

    def typed(view, index, text: str) -> None:
        view.setCurrentIndex(index)
        qtbot.keyClicks(view, text[0])
        editor = view.indexWidget(index)
        assert editor is not None, "typing opens the cell's editor"
        qtbot.keyClicks(editor, text[1:])
        qtbot.keyClick(editor, Qt.Key.Key_Return)
        qtbot.wait(1)  # the delegate commits and closes the editor queued
    return typed
