"""Starts the window: the application object, crash handling, the first event or demo, and
the event files the desktop hands over while it runs (macOS: Finder's QFileOpenEvent)."""

from __future__ import annotations

import logging
import sys

from PySide6.QtCore import QEvent, QObject, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from .. import __version__
from ..paths import resource
from . import crash
from .mainwindow import MainWindow


def app_icon() -> QIcon | None:
    for name in ("tournament-director.png", "tournament-director.svg"):
        path = resource("icons", name)
        if path.exists():
            icon = QIcon(str(path))
            if not icon.isNull():
                return icon
    return None


_QT_LEVELS = {QtMsgType.QtDebugMsg: logging.DEBUG, QtMsgType.QtInfoMsg: logging.INFO,
              QtMsgType.QtWarningMsg: logging.WARNING, QtMsgType.QtCriticalMsg: logging.ERROR,
              QtMsgType.QtFatalMsg: logging.CRITICAL}
_qt_log = logging.getLogger("tournament_director.qt")
# Qt's messages that say nothing about the program: the offscreen and minimal platforms
# (tests, a kiosk without a desktop) say this of every window shown.
QT_NOISE = ("This plugin does not support propagateSizeHints()",)


def _qt_message(kind, context, text) -> None:
    """Qt's own messages (qWarning, ...) go into the window's log, as the program's do."""
    if text in QT_NOISE:
        return
    _qt_log.log(_QT_LEVELS.get(kind, logging.WARNING), "%s", text)


def log_qt_messages() -> None:
    qInstallMessageHandler(_qt_message)


def make_app(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if app is None:
        app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName("tournament-director")
    app.setApplicationName("tournament-director")
    app.setApplicationDisplayName("Tournament Director")
    app.setApplicationVersion(__version__)
    if not app.property("translated"):  # before any window is made
        from . import translation
        translation.install(app)
        app.setProperty("translated", True)
    QGuiApplication.setDesktopFileName("tournament-director")
    icon = app_icon()
    if icon is not None:
        app.setWindowIcon(icon)
    if not app.property("follows_colour_scheme"):
        from .common import follow_colour_scheme
        follow_colour_scheme(app)
        app.setProperty("follows_colour_scheme", True)
    return app


def make_window() -> MainWindow:
    window = MainWindow()
    screen = QGuiApplication.primaryScreen()
    free = screen.availableGeometry() if screen else None
    if free is not None:
        window.resize(min(1366, free.width()), min(768, free.height()))
    else:
        window.resize(1366, 768)
    return window


# macOS hands a .tdevent opened in Finder (a double-click, "Open With", a file dropped on the
# Dock icon) to the running program as a QFileOpenEvent sent to the application, not in argv
# (PyInstaller's argv emulation turns only the one that starts the app into argv). No other
# system sends one, so elsewhere no filter sits in the way of every event.
FILE_OPEN_EVENTS = sys.platform == "darwin"


class FileOpener(QObject):
    """Opens in the window each event file the desktop sends as a QFileOpenEvent."""

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched, event) -> bool:
        if event.type() != QEvent.Type.FileOpen:
            return False
        path = event.file() or event.url().toLocalFile()
        if path:
            self.window.open_event(path)
        return True


def open_files_sent(app: QApplication, window: MainWindow) -> FileOpener:
    """The window opens the event files sent to the application (QFileOpenEvent)."""
    opener = FileOpener(window)
    app.installEventFilter(opener)
    return opener


def start(event_path: str | None = None, demo: bool = False,
          join: str | None = None) -> tuple[QApplication, MainWindow]:
    """The application and its window, shown, with the event (or a demo) opening in it.
    The event is opened before the window is shown: its first paint shows the event (the
    start page follows a message if the event cannot be opened)."""
    log_qt_messages()  # the log itself is set up by __main__, before Qt is loaded
    app = make_app()
    window = make_window()
    crash.install(after_crash=window.refresh_all, explain=window.file_damage)
    if FILE_OPEN_EVENTS:
        open_files_sent(app, window)
    if event_path:
        window.open_event(event_path)
    elif join:  # another desk: the main desk's event through its link
        window.join_desk(join)
    free = QGuiApplication.primaryScreen().availableGeometry()
    if free.width() <= 1366 or free.height() <= 768:
        window.showMaximized()
    else:
        window.show()
    if demo and not event_path and not join:
        window.start_demo("played")
    return app, window


def show_text(text: str) -> None:
    """A one-line message in a box (e.g. --version where there is no console)."""
    from PySide6.QtWidgets import QMessageBox
    make_app()
    QMessageBox.information(None, "Tournament Director", text)


def run(event_path: str | None = None, demo: bool = False,
        quit_after: float | None = None, join: str | None = None) -> int:
    """The window's main loop; returns the exit code. `quit_after` (seconds) is for smoke
    tests: the window closes by itself then and prints its title."""
    app, window = start(event_path, demo, join)
    if quit_after is not None:
        def finish() -> None:
            print(window.windowTitle(), flush=True)
            window.close()
            app.quit()
        QTimer.singleShot(int(quit_after * 1000), finish)
    try:
        return app.exec()
    finally:
        window.cleanup()
        qInstallMessageHandler(None)  # Qt's last messages at exit: not into Python any more
