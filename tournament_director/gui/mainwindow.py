"""The main window: the header with the next step, the four pages, the open event's life
(opened, changed, checked, closed). Its other parts are objects it owns: the menus
(gui/menus.py), the event files (gui/event_files.py), the status bar (gui/status_bar.py),
the hall (gui/hall.py), sharing (gui/sharing.py, made on first use), printing
(gui/printing.py).

Pages are made when first shown (and their modules imported then): opening an event builds
and fills only the page it shows. Dialogs, sharing and the projector are imported on first
use too (the window's start, benchmarks/run.py, does not pay for them)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QMainWindow,
    QMenu,
    QPushButton,
    QStackedWidget,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..service import configure
from ..service.done import Changes
from ..service.event import Event
from . import box_undo, prefs, workers
from .common import NAME, plain_label, set_font
from .event_files import EventFiles
from .focus import kept_focus, made_by
from .hall import Hall
from .menus import Menus
from .printing import Printer
from .session import Session
from .status_bar import StatusBar

PLAYERS_PAGE, GAMES_PAGE, STANDINGS_PAGE, PRIZES_PAGE = range(4)
PAGE_TITLES = (QT_TRANSLATE_NOOP("MainWindow", "Players"),
               QT_TRANSLATE_NOOP("MainWindow", "Games"),
               QT_TRANSLATE_NOOP("MainWindow", "Standings"),
               QT_TRANSLATE_NOOP("MainWindow", "Prizes"))
OPEN_CHECK_DELAY_MS = 300  # after the event is opened: the window is up by then
WATCH_FILE_MS = 2000  # how often the window checks, between changes, that its file is its own


class MainWindow(QMainWindow):
    """Start page, or an open event: header, Players / Games / Standings / Prizes."""

    def __init__(self):
        super().__init__()
        self.session: Session | None = None
        self.setWindowTitle(NAME)
        self._start_page = None
        self._pages: list = [None] * len(PAGE_TITLES)  # made on first use
        self.bound: set[int] = set()  # pages that show the open event
        self.dirty: set[int] = set()  # bound pages to refresh when next shown
        self.printer = Printer(self)
        self.files = EventFiles(self)
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
        self.headline = set_font(plain_label(wrap=True), 15, bold=True)  # (1024 px, German)
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

        status = self.status_bar = StatusBar(self)
        self.saved_label, self.path_label = status.saved_label, status.path_label

        menus = self.menus = Menus(self)
        # (the entries the other parts and the tests reach through the window)
        self.edit_menu, self.event_menu = menus.edit_menu, menus.event_menu
        self.undo_action, self.redo_action = menus.undo_action, menus.redo_action
        self.verify_action, self.share_action = menus.verify_action, menus.share_action
        self.page_actions, self.filter_action = menus.page_actions, menus.filter_action
        self.zoom_in_action, self.zoom_out_action = menus.zoom_in_action, menus.zoom_out_action
        self.zoom_reset_action, self.language_action = (menus.zoom_reset_action,
                                                        menus.language_action)
        self.next_button.clicked.connect(self.next_step)
        self.tabs.currentChanged.connect(self._page_shown)
        self.printer.message.connect(self.status_bar.printer_message)
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

    # -- the pages, made on first use ----------------------------------------------------------
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
        box_undo.install(page)  # Ctrl+Z in its boxes: the typing, then the last action
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

    def shown_page(self) -> QWidget | None:
        """The page shown, if it is made."""
        return self._pages[self.tabs.currentIndex()]

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

    # -- what the other parts (copies, hall, sharing, the app) and the tests call --------------
    def open_event(self, path) -> bool:
        """Open an event file; a dialog says what to do if it cannot be opened."""
        return self.files.open_event(path)

    def open_dialog(self) -> None:
        self.files.open_dialog()

    def new_event(self) -> None:
        self.files.new_event()

    def save_copy(self) -> None:
        self.files.save_copy()

    def restore_copy(self) -> None:
        self.files.restore_copy()

    def start_demo(self, kind: str = "played") -> None:
        self.files.start_demo(kind)

    def file_damage(self, exc) -> tuple[str, str] | None:
        """(title, text) when an unexpected error is the event file's damage."""
        return self.files.file_damage(exc)

    def status_message(self, text: str) -> None:
        self.status_bar.say(text)

    def undo(self) -> None:
        self.menus.undo()

    def redo(self) -> None:
        self.menus.redo()

    def _update_undo(self) -> None:
        self.menus.update_undo()

    # -- opening and closing -------------------------------------------------------------------
    def _no_event(self) -> None:
        self.menus.enable(False)
        self.status_bar.no_event()
        self.setWindowTitle(NAME)

    def _show_start(self) -> None:
        self._no_event()
        self.start_page.refresh()
        self.stack.setCurrentWidget(self.start_page)

    def showEvent(self, event) -> None:
        if self.session is None and self._start_page is None:
            self._show_start()
        super().showEvent(event)

    def set_event(self, event: Event) -> None:
        """Show an event just opened or made (the one open before is closed)."""
        self.set_session(Session(event))

    def set_session(self, session: Session) -> None:
        """Show the event of `session`: the file opened here, or at another desk the main
        desk's, through its link (gui/joined.py)."""
        self.close_session()
        self.session = session
        session.changed.connect(self._changed)
        session.file_lost.connect(self.files.file_lost)
        session.reach.connect(self.status_bar.reach)
        self.printer.session = session
        self.status_bar.clear()  # a message about the event closed
        self.stack.setCurrentWidget(self.event_view)
        self.menus.enable(True, desk=session.desk is not None)
        self.dirty.clear()
        self._update_frame()
        if session.desk is None:  # the event file is here
            prefs.add_recent(session.path)
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
        self.status_bar.clear()  # nothing said about a closed event lingers

    def join_desk(self, url: str | None = None) -> bool:
        """File > Join a desk...: the event of the main desk whose link this is (asked for
        when not given)."""
        from .joined import Joining
        if url is None:
            Joining(self).ask()
            return self.session is not None and self.session.desk is not None
        return Joining(self).join(url)

    def close_event(self) -> None:
        self.close_session()
        self._show_start()

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

    def show_history(self) -> None:
        if self.session is None:
            return
        from .history import HistoryDialog
        HistoryDialog(self, self.session).exec()

    def cleanup(self) -> None:
        self.close_session()
        self.hall.shutdown()
        workers.wait_all()
        self.files.remove_demos()

    def closeEvent(self, event) -> None:
        if self.printer.busy:
            workers.wait_all(20000)
        self.cleanup()
        super().closeEvent(event)

    # -- keeping the window up to date ---------------------------------------------------------
    def _changed(self, changes: Changes, initiator=None) -> None:
        """After a change: the header, and the pages that show what changed (the one
        showing at once, the others when next shown). The page that made it (`initiator`,
        Session.act's) keeps its focus and cursor; the others just refresh."""
        self._update_frame()
        if self.session.copy_problem:  # the change stands; its automatic copy failed
            self.status_message(self.session.copy_problem)
        met = {i for i in self.bound if changes.meets(self._pages[i].SHOWS)}
        self.dirty |= met
        if changes.kinds - {"inbox"}:  # (what a table sent changes no sentence)
            for i in met:  # a page's line about its last action may no longer be true
                page = self._pages[i]
                if not made_by(initiator, page) and hasattr(page, "message_label"):
                    page.message_label.clear()
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
        self.menus.update_undo()
        session = self.session
        st = session.status()
        self.headline.setText(st.headline)
        _step, text, tip = self._next_step(st)
        self.next_button.setText(text)
        self.next_button.setToolTip(tip)
        if session.desk is not None:  # another desk: its name and role, and the main desk
            from .joined import title, where_kept
            self.setWindowTitle(title(session))
            self.status_bar.show_event(where_kept(session), joined=True)
            return
        s = session.settings
        self.setWindowTitle(f"{s.name} - {Path(session.path).name} - {NAME}")
        self.status_bar.show_event(session.path)

    def _next_step(self, st) -> tuple[str, str, str]:
        """The header's next step: (what it is, its button's text, its tooltip)."""
        ev = self.session
        if st.games_seated and st.tables_in < st.tables_total:
            waiting = [t.table for t in ev.game(st.games_seated).tables if not t.has_result]
            from .game_words import waiting_words
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
                    return ("tiebreaks", self.tr("Enter final tie-breaks"),
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
        elif step == "tiebreaks":  # the cursor on the first value to type
            self.show_page(STANDINGS_PAGE)
            self.standings_page.tie_box.focus_values()
        else:
            self.show_page(PLAYERS_PAGE)
            self.players_page.name_edit.setFocus()

    # -- small actions -------------------------------------------------------------------------
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

    def focus_door(self) -> None:
        """Ctrl+D: the Players page's door box (check-in), from anywhere."""
        if self.session is None:
            return
        self.show_page(PLAYERS_PAGE)
        self.players_page.door_edit.setFocus()
        self.players_page.door_edit.selectAll()

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

    # -- the open-time check (gui/history.py, service/history.py) ------------------------------
    def _open_check(self) -> None:
        if self.session is not None:
            self.verify_in_background(self.session.path)

    def verify_in_background(self, path, say_ok: bool = False) -> None:
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
