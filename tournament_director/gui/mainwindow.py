"""The main window: header with the next step, the four pages, menus, status bar.

Pages are made when first shown (and their modules imported then): opening an event builds
and fills only the page it shows. Dialogs, sharing and the projector are imported on first
use too (the window's start, benchmarks/run.py, does not pay for them)."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..i18n import rules_text
from ..service import configure, history
from ..service.done import Changes
from ..service.event import Event
from ..service.files import (
    SET_ASIDE_STATUS,
    SET_ASIDE_TITLE,
    EventFileError,
    clean_demo_folders,
    demo_prefix,
)
from ..service.model import ServiceError
from . import prefs, workers
from .common import NAME, apply_zoom, message, plain_label, set_font, show_message
from .focus import kept_focus, made_by
from .hall import Hall
from .printing import Printer
from .session import Session

PLAYERS_PAGE, GAMES_PAGE, STANDINGS_PAGE, PRIZES_PAGE = range(4)
PAGE_TITLES = (QT_TRANSLATE_NOOP("MainWindow", "Players"),
               QT_TRANSLATE_NOOP("MainWindow", "Games"),
               QT_TRANSLATE_NOOP("MainWindow", "Standings"),
               QT_TRANSLATE_NOOP("MainWindow", "Prizes"))
GO_TITLES = (QT_TRANSLATE_NOOP("MainWindow", "&Players"),  # the Go menu's (the tabs have none:
             QT_TRANSLATE_NOOP("MainWindow", "&Games"),  # their Alt letters would take the
             QT_TRANSLATE_NOOP("MainWindow", "&Standings"),  # menu bar's)
             QT_TRANSLATE_NOOP("MainWindow", "P&rizes"))
OPEN_CHECK_DELAY_MS = 300  # after the event is opened: the window is up by then
WATCH_FILE_MS = 2000  # how often the window checks, between changes, that its file is its own

OPEN_TITLES = {
    "locked": QT_TRANSLATE_NOOP(
        "MainWindow", "The event is open elsewhere"),
    "damaged": QT_TRANSLATE_NOOP(
        "MainWindow", "The event file is damaged"),
    "newer-version": QT_TRANSLATE_NOOP(
        "MainWindow", "The event is from a newer version"),
    "not-an-event": QT_TRANSLATE_NOOP(
        "MainWindow", "Not an event file"),
    "exists": QT_TRANSLATE_NOOP(
        "MainWindow", "The file exists already"),
}
OPEN_ADVICE = {
    "locked": QT_TRANSLATE_NOOP(
        "MainWindow", "Only one window or command may change an event at a time, so that no result "
              "is ever lost. Close the event in the other window (or wait for the command to "
              "finish) and open it again. If no other window is open, restart the computer's "
              "session: the lock is released when the program that holds it ends."),
    "damaged": QT_TRANSLATE_NOOP(
        "MainWindow", "Open the most recent copy of this event instead (made with \"Save a copy "
               "as...\"), or the backup kept beside it. The damaged file was not changed."),
    "newer-version": QT_TRANSLATE_NOOP(
        "MainWindow", "Install the newer Tournament Director that wrote this file. This "
                     "version does not change the file."),
    "not-an-event": QT_TRANSLATE_NOOP(
        "MainWindow", "Choose a file ending in .tdevent."),
}


def make_demo_file(path: str, kind: str) -> str:
    """Creates a demo event (on a worker thread: its own connection, closed at the end)."""
    from ..service.demo import make_demo
    if kind == "running":
        event = make_demo(path, players=39, games=5, play=2, partial_tables=4)
    else:
        event = make_demo(path, players=39, games=5)
    event.close()
    return path


class MainWindow(QMainWindow):
    """Start page, or an open event: header, Players / Games / Standings / Prizes."""

    def __init__(self):
        super().__init__()
        self.session: Session | None = None
        self.demo_dirs: list[str] = []
        self.setWindowTitle(NAME)
        self._start_page = None
        self._pages: list = [None] * len(PAGE_TITLES)  # made on first use
        self.bound: set[int] = set()  # pages that show the open event
        self.dirty: set[int] = set()  # bound pages to refresh when next shown
        self.printer = Printer(self)
        # the open-time check of the file against its history starts once the window is up
        # (a worker beside the start would slow it: the interpreter's lock is shared)
        self._check_soon = QTimer(self)
        self._check_soon.setSingleShot(True)
        self._check_soon.setInterval(OPEN_CHECK_DELAY_MS)
        self._check_soon.timeout.connect(self._open_check)
        # between changes: the window says at once when its file is replaced under it
        self._watch_file = QTimer(self)
        self._watch_file.setInterval(WATCH_FILE_MS)
        self._watch_file.timeout.connect(lambda: self.session and self.session.watch_file())
        self._verify_job = None
        self._sharing = None  # made when sharing is first switched on (self.sharing)

        # the header: where the event stands, and the next step
        self.headline = set_font(plain_label(), 15, bold=True)
        self.headline.setObjectName("headline")
        self.next_button = QPushButton()
        self.next_button.setMinimumHeight(34)
        self.next_button.setMinimumWidth(200)
        self.next_button.setAutoDefault(True)  # Enter (and Space) on it takes the step
        set_font(self.next_button, bold=True)
        self.print_button = QToolButton()
        self.print_button.setText(self.tr("Print"))
        self.print_button.setToolTip(self.tr("Print menu (Ctrl+P)"))
        self.print_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.print_menu = QMenu(self.tr("Print"), self)
        self.print_menu.aboutToShow.connect(lambda: self.printer.fill_menu(self.print_menu))
        self.print_button.setMenu(self.print_menu)
        self.print_button.setMinimumHeight(34)
        header = QHBoxLayout()
        header.addWidget(self.headline, 1)
        header.addWidget(self.next_button)
        header.addWidget(self.print_button)

        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.holders = []  # one per tab; holds its page once made
        for i, title in enumerate(PAGE_TITLES):
            holder = QWidget()
            QVBoxLayout(holder).setContentsMargins(0, 0, 0, 0)
            self.tabs.addTab(holder, self.tr(title))
            self.tabs.setTabToolTip(i, f"Ctrl+{i + 1}")
            self.holders.append(holder)
        event_view = QWidget()
        ev_layout = QVBoxLayout(event_view)
        ev_layout.setContentsMargins(8, 6, 8, 0)
        ev_layout.addLayout(header)
        ev_layout.addWidget(self.tabs, 1)
        self.event_view = event_view

        self.stack = QStackedWidget()
        self.stack.addWidget(event_view)
        self.setCentralWidget(self.stack)

        self.saved_label = plain_label()
        self.path_label = plain_label()
        self.path_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.statusBar().addPermanentWidget(self.saved_label)
        self.statusBar().addPermanentWidget(self.path_label)

        self._make_menus()
        self.next_button.clicked.connect(self.next_step)
        self.tabs.currentChanged.connect(self._page_shown)
        self.printer.message.connect(self._printer_message)
        self.hall = Hall(self, self.event_menu)  # projector, round clock, announcement
        self._no_event()  # the start page is made when the window is shown without an event

    @property
    def sharing(self):
        """Event > Share on the local network: the `serve` child and its dialog, made (and
        gui/sharing.py imported) on first use."""
        if self._sharing is None:
            from .sharing import Sharing
            self._sharing = Sharing(self, self.share_action)
        return self._sharing

    # -- the pages, made on first use ------------------------------------------------------------
    @property
    def start_page(self):
        if self._start_page is None:
            from .start import StartPage
            page = self._start_page = StartPage()
            page.new_requested.connect(self.new_event)
            page.open_requested.connect(self.open_dialog)
            page.recent_chosen.connect(self.open_event)
            page.demo_requested.connect(self.start_demo)
            self.stack.addWidget(page)
        return self._start_page

    def _make_page(self, index: int) -> QWidget:
        if index == PLAYERS_PAGE:
            from .players import PlayersPage
            page = PlayersPage()
            page.print_requested.connect(self.printer.print)
        elif index == GAMES_PAGE:
            from .games import GamesPage
            page = GamesPage()
            page.outcome.connect(self.status_message)
            page.print_requested.connect(self.printer.print)
            page.print_tables.connect(self.printer.print_tables)
        elif index == STANDINGS_PAGE:
            from .standings import StandingsPage
            page = StandingsPage()
            page.outcome.connect(self.status_message)
            page.print_requested.connect(self.printer.print)
        else:
            from .prizes import PrizesPage
            page = PrizesPage()
            page.print_requested.connect(self.printer.print)
        return page

    def page(self, index: int) -> QWidget:
        """A page, made on first use, showing the open event."""
        page = self._pages[index]
        if page is None:
            page = self._pages[index] = self._make_page(index)
            self.holders[index].layout().addWidget(page)
        if self.session is not None and index not in self.bound:
            self.bound.add(index)
            self.dirty.discard(index)
            page.set_session(self.session)
        return page

    @property
    def players_page(self):
        return self.page(PLAYERS_PAGE)

    @property
    def games_page(self):
        return self.page(GAMES_PAGE)

    @property
    def standings_page(self):
        return self.page(STANDINGS_PAGE)

    @property
    def prizes_page(self):
        return self.page(PRIZES_PAGE)

    # -- menus and shortcuts -------------------------------------------------------------------
    def _make_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        self.new_action = file_menu.addAction(self.tr("&New event..."), self.new_event)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.open_action = file_menu.addAction(self.tr("&Open event..."), self.open_dialog)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.recent_menu = file_menu.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        file_menu.addSeparator()
        self.copy_action = file_menu.addAction(self.tr("Save a &copy as..."), self.save_copy)
        self.copy_action.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.restore_action = file_menu.addAction(self.tr("Res&tore from a copy..."),
                                                  self.restore_copy)
        self.close_action = file_menu.addAction(self.tr("C&lose event"), self.close_event)
        self.close_action.setShortcut(QKeySequence("Ctrl+W"))
        file_menu.addSeparator()
        quit_action = file_menu.addAction(self.tr("&Quit"), self.close)
        quit_action.setShortcut(QKeySequence("Ctrl+Q"))

        edit_menu = self.edit_menu = bar.addMenu(self.tr("&Edit"))
        self.undo_action = edit_menu.addAction(self.tr("&Undo"), self.undo)
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.redo_action = edit_menu.addAction(self.tr("&Redo"), self.redo)
        self.redo_action.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        edit_menu.aboutToShow.connect(self._update_undo)

        event_menu = bar.addMenu(self.tr("Even&t"))
        self.settings_action = event_menu.addAction(self.tr("Event &settings..."),
                                                    self.edit_settings)
        self.history_action = event_menu.addAction(self.tr("&History of changes..."),
                                                   self.show_history)
        self.verify_action = event_menu.addAction(self.tr("Chec&k the file against its history"),
                                                  lambda: self._verify_in_background(
                                                      self.session.path, say_ok=True))
        # `serve` as a child, stopped with the event (gui/sharing.py, loaded on first use)
        self.share_action = event_menu.addAction(
            QCoreApplication.translate("Sharing", "Share on the local &network..."))
        self.share_action.setCheckable(True)
        self.share_action.setToolTip(QCoreApplication.translate(
            "Sharing", "Players see their table, the standings and the prize winners on their "
            "phones (read-only)"))
        self.share_action.toggled.connect(lambda on: self.sharing.switched(on))
        self.event_menu = event_menu

        go_menu = bar.addMenu(self.tr("&Go"))
        self.page_actions = []
        for i, name in enumerate(GO_TITLES):
            action = go_menu.addAction(self.tr(name), lambda i=i: self.show_page(i))
            action.setShortcut(QKeySequence(f"Ctrl+{i + 1}"))
            self.page_actions.append(action)
        go_menu.addSeparator()
        self.filter_action = go_menu.addAction(self.tr("&Filter"), self.focus_filter)
        self.filter_action.setShortcut(QKeySequence("Ctrl+F"))
        self._make_view_menu(bar)
        self.export_action = QAction(self.tr("&Export results as CSV..."), self)
        self.export_action.triggered.connect(self.export_results)
        file_menu.insertAction(self.close_action, self.export_action)

        self.print_action = QAction(self.tr("Print menu"), self)
        self.print_action.setShortcut(QKeySequence("Ctrl+P"))
        self.print_action.triggered.connect(self.popup_print_menu)
        self.addAction(self.print_action)
        print_bar_menu = bar.addMenu(self.tr("&Print"))
        print_bar_menu.aboutToShow.connect(lambda: self.printer.fill_menu(print_bar_menu))

        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self.tr("Open &log folder"), self.open_log_folder)
        help_menu.addSeparator()
        help_menu.addAction(self.tr("&About Tournament Director"), self.about)
        self.event_actions = [self.copy_action, self.restore_action, self.close_action,
                              self.settings_action, self.export_action,
                              self.history_action, self.share_action, self.filter_action,
                              self.print_action, self.undo_action, self.redo_action,
                              self.verify_action,
                              *self.page_actions]

    def _make_view_menu(self, bar) -> None:
        """Zoom for tired eyes and high-DPI screens (remembered between runs)."""
        view = bar.addMenu(self.tr("&View"))
        self.zoom_in_action = view.addAction(self.tr("Zoom &in"), lambda: self.zoom_step(1))
        self.zoom_in_action.setShortcuts([QKeySequence.StandardKey.ZoomIn,
                                          QKeySequence("Ctrl+="), QKeySequence("Ctrl++")])
        self.zoom_out_action = view.addAction(self.tr("Zoom &out"), lambda: self.zoom_step(-1))
        self.zoom_out_action.setShortcuts([QKeySequence.StandardKey.ZoomOut,
                                           QKeySequence("Ctrl+-")])
        self.zoom_reset_action = view.addAction(self.tr("&Actual size"), lambda: self.set_zoom(100))
        self.zoom_reset_action.setShortcut(QKeySequence("Ctrl+0"))
        view.addSeparator()
        from .translation import choose_language
        self.language_action = view.addAction(self.tr("&Language..."),
                                              lambda: choose_language(self))
        if prefs.zoom() != 100:
            apply_zoom(prefs.zoom())

    def set_zoom(self, percent: int) -> None:
        apply_zoom(percent)
        prefs.set_zoom(percent)
        self.status_message(self.tr("Zoom {percent}% (Ctrl+0: actual size)").format(
            percent=percent))

    def zoom_step(self, step: int) -> None:
        zooms = prefs.ZOOMS
        now = prefs.zoom()
        i = min(max(zooms.index(now) + step, 0), len(zooms) - 1)
        if zooms[i] != now:
            self.set_zoom(zooms[i])

    def export_results(self) -> None:
        if self.session is None:
            return
        from .players import export_dialog

        def say(text, error):
            if error:
                message(self, self.tr("The export was not made"), text)
            else:
                self.status_message(text)
        export_dialog(self, self.session, "results", say)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        paths = prefs.recent_events()
        if not paths:
            self.recent_menu.addAction(self.tr("No recent events")).setEnabled(False)
        for path in paths:
            self.recent_menu.addAction(path.replace("&", "&&"),
                                       lambda p=path: self.open_event(p))

    # -- opening and closing -------------------------------------------------------------------
    def _no_event(self) -> None:
        for a in self.event_actions:
            a.setEnabled(False)
        self.saved_label.setText("")
        self.path_label.setText(self.tr("No event open"))
        self.setWindowTitle(NAME)

    def _show_start(self) -> None:
        self._no_event()
        self.start_page.refresh()
        self.stack.setCurrentWidget(self.start_page)

    def showEvent(self, event) -> None:
        if self.session is None and self._start_page is None:
            self._show_start()
        super().showEvent(event)

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open an event"), prefs.last_folder(),
                                              self.tr("Events (*.tdevent);;All files (*)"))
        if path:
            self.open_event(path)

    def open_event(self, path) -> bool:
        """Open an event file; a dialog says what to do if it cannot be opened."""
        path = Path(path)
        if self.session is not None and Path(self.session.path).resolve() == path.resolve():
            return True
        try:
            event = Event.open(path)
        except EventFileError as exc:
            self.open_failed(path, exc)
            return False
        self._set_event(event)
        set_aside = getattr(event.file, "wal_set_aside", None)
        if set_aside:  # a crash's log that was not this file's (store/walcheck.py)
            message(self, rules_text(SET_ASIDE_TITLE), set_aside, icon=QMessageBox.Icon.Warning)
            self.status_message(rules_text(SET_ASIDE_STATUS))
        backup = getattr(event.file, "backup_made", None)
        if backup:
            message(self, self.tr("Event file updated"),
                    self.tr("The event was written by an older version and has been updated. "
                            "A copy of the old file was kept: {backup}").format(backup=backup),
                    icon=QMessageBox.Icon.Information)
        return True

    def open_failed(self, path: Path, exc: EventFileError) -> None:
        kind = getattr(exc, "kind", "error")
        title = (self.tr(OPEN_TITLES[kind]) if kind in OPEN_TITLES
                 else self.tr("The event cannot be opened"))
        advice = self.tr(OPEN_ADVICE[kind]) if kind in OPEN_ADVICE else ""
        text = str(exc) + ("\n\n" + advice if advice else "")
        message(self, title, text, icon=QMessageBox.Icon.Warning)
        if not path.exists():
            prefs.remove_recent(path)
            self.start_page.refresh()

    def file_damage(self, exc) -> tuple[str, str] | None:
        """(title, text) when an unexpected error is the event file's damage (a value the
        program never writes, which SQLite's checks pass): said instead of a crash dialog."""
        from ..service import files
        if isinstance(exc, files.DamagedEvent):
            text = str(exc)
        elif self.session is not None and isinstance(exc, (ValueError, TypeError, KeyError,
                                                            AttributeError, IndexError)):
            text = files.damage_of(self.session.path)
        else:
            return None
        return (self.tr(OPEN_TITLES["damaged"]), text) if text else None

    def _set_event(self, event: Event) -> None:
        self.close_session()
        self.session = Session(event)
        self.session.changed.connect(self._changed)
        self.session.file_lost.connect(self._file_lost)
        self.printer.session = self.session
        self.statusBar().clearMessage()  # a message about the event closed
        prefs.add_recent(event.path)
        self.stack.setCurrentWidget(self.event_view)
        for a in self.event_actions:
            a.setEnabled(True)
        self.dirty.clear()
        self._update_frame()
        self._check_soon.start()  # self._open_check, once the window is shown
        self._watch_file.start()
        self.hall.set_session(self.session)
        st = self.session.status()
        if st.games_seated == 0:
            self.show_page(PLAYERS_PAGE)
        elif st.finished:
            self.show_page(STANDINGS_PAGE)
        else:
            self.show_page(GAMES_PAGE)

    def close_session(self) -> None:
        if self._sharing is not None:
            self._sharing.stop()
        self._check_soon.stop()
        self._watch_file.stop()
        if workers.running(self._verify_job):
            # the check reads the file: it ends before the file is let go (a restore, say,
            # would find it open)
            workers.wait_all(10000)
        self._verify_job = None
        if self.session is not None:
            for index in sorted(self.bound):
                self._pages[index].set_session(None)
            self.bound.clear()
            self.hall.set_session(None)
            self.printer.session = None
            self.session.close()
            self.session = None
        self.statusBar().clearMessage()  # nothing said about a closed event lingers

    def close_event(self) -> None:
        self.close_session()
        self._show_start()

    def new_event(self) -> None:
        created = {}

        def apply(values):
            path = dialog.path()
            created["event"] = Event.create(path, **values)

        from .settings_dialog import SettingsDialog
        dialog = SettingsDialog(self, apply=apply)
        if dialog.exec() == QDialog.DialogCode.Accepted and "event" in created:
            self._set_event(created["event"])
            self.status_message(self.tr("Created {path}. Add the players next.").format(
                path=created["event"].path))
            self.players_page.name_edit.setFocus()

    def edit_settings(self) -> None:
        if self.session is None:
            return
        from .settings_dialog import SettingsDialog, tiebreak_preset
        session = self.session

        def apply(values):
            old = session.settings

            def stored(key):
                return tiebreak_preset(old.tiebreaks) if key == "tiebreaks" else getattr(old, key)
            changes = {k: v for k, v in values.items()
                       if (tuple(v) if k == "table_points" else v) != stored(k)}
            if changes:
                session.act(configure.update_settings, **changes, initiator=self)

        dialog = SettingsDialog(self, event=session, apply=apply)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.status_message(self.tr("Event settings saved."))

    def save_copy(self) -> None:
        if self.session is None:
            return
        src = Path(self.session.path)
        suggestion = str(src.with_name(f"{src.stem} copy{src.suffix}"))
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save a copy of the event as"),
                                              suggestion,
                                              self.tr("Events (*.tdevent);;All files (*)"))
        if not path:
            return
        try:
            dest = self.session.save_copy(path)
        except ServiceError as exc:
            message(self, self.tr("The copy was not made"), str(exc))
            return
        self.status_message(self.tr("A copy of the event was saved as {dest}. Keep working in "
                                    "{name}: the copy is a backup.").format(dest=dest,
                                                                            name=src.name))

    def restore_copy(self) -> None:
        from .copies import restore_from_copy
        restore_from_copy(self)

    def _file_lost(self, problem: str) -> None:
        from .copies import file_lost
        file_lost(self, problem)

    def start_demo(self, kind: str = "played") -> None:
        """Make a demo event in a temporary folder (in the background), then open it."""
        clean_demo_folders(Path(tempfile.gettempdir()))  # those of killed windows
        folder = tempfile.mkdtemp(prefix=demo_prefix())
        self.demo_dirs.append(folder)
        path = str(Path(folder) / ("Demo Open.tdevent" if kind == "played"
                                   else "Demo Open (under way).tdevent"))
        self.start_page.set_busy(self.tr("Making the demo event ..."))
        self.status_message(self.tr("Making a demo event ..."))
        workers.start(workers.Job(make_demo_file, path, kind), self._demo_done,
                      self._demo_failed)

    def _demo_done(self, path: str) -> None:
        self.start_page.set_busy("")
        if self.open_event(path):
            self.status_message(self.tr("This demo event lives in a temporary folder and is "
                                        "deleted "
                                "when the program closes; use File > Save a copy as... to "
                                "keep it."))

    def _demo_failed(self, msg: str, details: str) -> None:
        self.start_page.set_busy("")
        message(self, self.tr("The demo event could not be made"), msg, details=details)

    def cleanup(self) -> None:
        self.close_session()
        self.hall.shutdown()
        workers.wait_all()
        for folder in self.demo_dirs:
            shutil.rmtree(folder, ignore_errors=True)
        self.demo_dirs.clear()

    def closeEvent(self, event) -> None:
        if self.printer.busy:
            workers.wait_all(20000)
        self.cleanup()
        super().closeEvent(event)

    # -- keeping the window up to date --------------------------------------------------------
    def _changed(self, changes: Changes, initiator=None) -> None:
        """After a change: the header, and the pages that show what changed (the one
        showing at once, the others when next shown). The page that made it (`initiator`,
        Session.act's) keeps its focus and cursor; the others just refresh."""
        self._update_frame()
        if self.session.copy_problem:  # the change stands; its automatic copy failed
            self.status_message(self.session.copy_problem)
        self.dirty |= {i for i in self.bound if changes.meets(self._pages[i].SHOWS)}
        self._refresh_page(self.tabs.currentIndex(), initiator)

    def _refresh_page(self, index: int, initiator=None) -> None:
        if self.session is None:
            return
        if index not in self.bound:
            self.page(index)  # made and filled
        elif index in self.dirty:
            self.dirty.discard(index)
            page = self._pages[index]
            if made_by(initiator, page):
                with kept_focus(page):
                    page.refresh()
            else:
                page.refresh()

    def _page_shown(self, index: int) -> None:
        self._refresh_page(index)

    def refresh_all(self) -> None:
        """Reload everything from the event file (after an unexpected error, for one)."""
        if self.session is None:
            return
        self.session.forget()
        self.dirty = set(self.bound)
        self._update_frame()
        self._refresh_page(self.tabs.currentIndex())

    def _update_frame(self) -> None:
        self._update_undo()
        session = self.session
        st = session.status()
        self.headline.setText(st.headline)
        _step, text, tip = self._next_step(st)
        self.next_button.setText(text)
        self.next_button.setToolTip(tip)
        s = session.settings
        self.setWindowTitle(f"{s.name} - {Path(session.path).name} - {NAME}")
        self.saved_label.setText(self.tr("All changes saved"))
        self.path_label.setText(str(session.path))

    def _next_step(self, st) -> tuple[str, str, str]:
        """The header's next step: (what it is, its button's text, its tooltip)."""
        ev = self.session
        if st.games_seated and st.tables_in < st.tables_total:
            waiting = [t.table for t in ev.game(st.games_seated).tables if not t.has_result]
            from .games import waiting_words
            return ("enter", self.tr("Enter result of table {table}").format(table=waiting[0]),
                    self.tr("Game {game}: {waiting}").format(game=st.games_seated,
                                                             waiting=waiting_words(waiting)))
        if st.can_seat:
            return ("seat", self.tr("Seat game {game}...").format(game=st.next_game),
                    self.tr("{n} players: shows the table plan first").format(
                        n=st.active_players))
        if st.finished:
            if ev.settings.competition:
                values = self.session.tiebreak_values()
                if any(p not in values for p in self.session.needs_tiebreak()):
                    return ("standings", self.tr("Enter final tie-breaks"),
                            self.tr("Players level on points need them"))
                return ("prizes", self.tr("Prize distribution"),
                        self.tr("The pot, refunds and prizes"))
            return "standings", self.tr("Final standings"), self.tr("The campaign is complete")
        if st.games_seated == 0:
            return "players", self.tr("Add players"), st.seat_refusal or ""
        return "players", self.tr("Players"), st.seat_refusal or ""

    def next_step(self) -> None:
        if self.session is None:
            return
        st = self.session.status()
        step = self._next_step(st)[0]
        if step == "enter":
            waiting = [t.table for t in self.session.game(st.games_seated).tables
                       if not t.has_result]
            self.show_page(GAMES_PAGE)
            self.games_page.open_table(waiting[0], st.games_seated)
        elif step == "seat":
            self.show_page(GAMES_PAGE)
            self.games_page.show_next()
        elif step == "prizes":
            self.show_page(PRIZES_PAGE)
        elif step == "standings":
            self.show_page(STANDINGS_PAGE)
        else:
            self.show_page(PLAYERS_PAGE)
            self.players_page.name_edit.setFocus()

    # -- small actions -----------------------------------------------------------------------
    def show_page(self, index: int) -> None:
        """Show a page (Ctrl+1..4) with the cursor where typing goes: the name box, the
        "Open table" box, the standings."""
        if self.session is None:
            return
        self.tabs.setCurrentIndex(index)
        self._refresh_page(index)
        page = self.page(index)
        if index == PLAYERS_PAGE:
            page.name_edit.setFocus()
        elif index == GAMES_PAGE:
            if self.session.games_seated():
                page.focus_box()
            else:
                page.seat_button.setFocus()
        elif index == STANDINGS_PAGE:
            page.view.setFocus()

    def keyPressEvent(self, event) -> None:
        """A digit typed on the Games page, wherever the cursor is (the header's button, a
        tab), goes to its "Open table" box."""
        if self.session is not None and self.tabs.currentIndex() == GAMES_PAGE and \
                self.stack.currentWidget() is self.event_view and \
                self.games_page.type_digit(event):
            return
        super().keyPressEvent(event)

    def focus_filter(self) -> None:
        if self.session is None:
            return
        if self.tabs.currentIndex() == STANDINGS_PAGE:
            self.standings_page.focus_filter()
        else:
            self.show_page(PLAYERS_PAGE)
            self.players_page.focus_filter()

    def popup_print_menu(self) -> None:
        """Ctrl+P: the print menu under its button, its first entry highlighted (Enter
        prints it, the arrows move on)."""
        if self.session is None:
            return
        self.print_menu.popup(self.print_button.mapToGlobal(
            self.print_button.rect().bottomLeft()))  # (filled as it opens)
        first = next((a for a in self.print_menu.actions()
                      if a.isEnabled() and not a.isSeparator()), None)
        if first is not None:
            self.print_menu.setActiveAction(first)

    def status_message(self, text: str) -> None:
        self.statusBar().showMessage(text, 15000)

    def _printer_message(self, text: str, error: bool) -> None:
        """Said once: in the page's message line, or else in the status bar."""
        page = self._pages[self.tabs.currentIndex()]
        label = getattr(page, "message_label", None)
        if label is not None:
            show_message(label, text, error)
        elif error:
            message(self, self.tr("Printing"), text)
        else:
            self.status_message(text)

    def show_history(self) -> None:
        if self.session is None:
            return
        from .history import HistoryDialog
        HistoryDialog(self, self.session).exec()

    # -- undo, redo and the open-time check (gui/history.py, service/history.py) ---------------
    def _update_undo(self) -> None:
        """The Edit menu says what Undo and Redo would take back."""
        undo, redo = self.session.undo_labels() if self.session else (None, None)
        def said(label):  # a name's "&" (Ben & Jerry) shown, not made an Alt letter
            return label.replace("&", "&&")
        self.undo_action.setText(self.tr("&Undo: {action}").format(action=said(undo)) if undo
                                 else self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo: {action}").format(action=said(redo)) if redo
                                 else self.tr("&Redo"))
        self.undo_action.setEnabled(undo is not None)
        self.redo_action.setEnabled(redo is not None)

    def undo(self) -> None:
        self._take_back("undo")

    def redo(self) -> None:
        self._take_back("redo")

    def _take_back(self, which: str) -> None:
        if self.session is None:
            return
        try:
            # (from the page shown, where the cursor is: it stays there)
            text = self.session.act(getattr(history, which),
                                    initiator=self._pages[self.tabs.currentIndex()]).message
        except ServiceError as exc:
            self.status_message(self.tr("Not done: {why}").format(why=exc))
            return
        self.status_message(text)

    def _open_check(self) -> None:
        if self.session is not None:
            self._verify_in_background(self.session.path)

    def _verify_in_background(self, path, say_ok: bool = False) -> None:
        """Check the file against its audit log off the GUI thread; say plainly if it
        differs (the event stays open)."""
        from ..service.files import verify_file  # on a worker thread: a reader of the file

        def done(problems):
            if self.session is None or Path(self.session.path) != Path(path):
                return
            if problems:
                from .history import show_differences
                show_differences(self, path, problems)
                self.status_message(self.tr("The event file differs from its history (Event > "
                                            "Check "
                                    "the file against its history shows how)."))
            elif say_ok:
                self.status_message(self.tr("The file holds exactly what its history says: every "
                                    "player, fee, seating and result."))

        def failed(msg, details):
            if self.session is not None and Path(self.session.path) == Path(path):
                self.status_message(self.tr("The check of the file against its history "
                                            "failed: {why}").format(why=msg))
        self._verify_job = workers.start(workers.Job(verify_file, str(path)), done, failed)

    def open_log_folder(self) -> None:
        """The folder of the window's and the command line's logs, in the file manager (to
        send a log to whoever supports the program)."""
        from PySide6.QtCore import QUrl
        from PySide6.QtGui import QDesktopServices

        from .. import paths
        try:
            folder = paths.log_dir()
        except OSError as exc:
            self.status_message(self.tr("The log folder cannot be made: {why}").format(
                why=exc.strerror or exc))
            return
        if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))):
            self.status_message(self.tr("No file manager opened the log folder: {path}").format(
                path=folder))

    def about(self) -> None:
        from ..about import LICENCE, library_versions, version_line
        libs = "\n".join(f"{k}: {v}" for k, v in library_versions().items())
        message(self, self.tr("About {name}").format(name=NAME),
                version_line() + "\n\n"
                + self.tr("Runs a multi-table board-game competition from one laptop.")
                + f"\n{LICENCE}.\n\n{libs}", icon=QMessageBox.Icon.Information)
