"""macOS: an event file opened in Finder while the program runs arrives as a QFileOpenEvent
sent to the application; the window opens it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QUrl
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from tournament_director.gui import app as app_module
from tournament_director.service.demo import make_demo

pytestmark = pytest.mark.gui


@pytest.fixture
def two_events(tmp_path):
    paths = []
    for name in ("spring", "autumn"):
        path = tmp_path / f"{name}.tdevent"
        make_demo(path, players=12, games=1).close()
        paths.append(path)
    return paths


def test_an_event_file_sent_by_finder_opens_in_the_window(window, two_events):
    spring, autumn = two_events
    app = QApplication.instance()
    app_module.open_files_sent(app, window)
    event = QFileOpenEvent(str(spring))
    assert QCoreApplication.sendEvent(app, event)  # taken: Qt does nothing more with it
    assert window.session is not None and window.session.path.resolve() == spring.resolve()
    assert "spring.tdevent" in window.windowTitle()
    # another one while the first is open: the window moves to it
    QCoreApplication.sendEvent(app, QFileOpenEvent(QUrl.fromLocalFile(str(autumn))))
    assert window.session.path.resolve() == autumn.resolve()
    assert "autumn.tdevent" in window.windowTitle()


def test_a_file_that_is_not_an_event_gets_the_windows_message(window, tmp_path, boxes):
    app = QApplication.instance()
    app_module.open_files_sent(app, window)
    stray = tmp_path / "notes.tdevent"
    stray.write_text("not an event")
    QCoreApplication.sendEvent(app, QFileOpenEvent(str(stray)))
    assert boxes and window.session is None


def test_other_events_pass_the_filter(window):
    opener = app_module.open_files_sent(QApplication.instance(), window)
    assert opener.eventFilter(window, QEvent(QEvent.Type.User)) is False


def test_on_macos_the_started_window_listens_for_them(monkeypatch, qtbot, two_events):
    monkeypatch.setattr(app_module, "FILE_OPEN_EVENTS", True)
    installed = []
    real = app_module.open_files_sent
    monkeypatch.setattr(app_module, "open_files_sent",
                        lambda app, window: installed.append(real(app, window)))
    app, window = app_module.start()
    qtbot.addWidget(window)
    try:
        assert installed
        QCoreApplication.sendEvent(app, QFileOpenEvent(str(two_events[0])))
        assert window.session.path.resolve() == two_events[0].resolve()
    finally:
        window.cleanup()
