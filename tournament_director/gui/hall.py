"""The hall's side of the director's window: the round clock in the status bar, the Event
menu's projector, clock and announcement entries. The projector window itself
(gui/projector.py) is imported when it is first shown: the window's start does not load it."""

from __future__ import annotations

import contextlib
import time
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QInputDialog, QMenu

from ..service import hall
from ..service.done import Changes
from ..service.model import ServiceError
from . import prefs
from .clock import ClockLabel, ClockState
from .common import message
from .hall_data import KINDS, STANDINGS_KINDS, add_standings, load

if TYPE_CHECKING:
    from .projector import ProjectorWindow

RESULT_KINDS = Changes(results=True, tiebreaks=True, adjustments=True)  # they move nobody


class Hall(QObject):
    """The hall's side of the director's window: the projector, the round clock (status bar
    and menu) and the announcement. Made by the main window; `set_session` on every
    open and close."""

    def __init__(self, window, event_menu: QMenu):
        super().__init__(window)
        self.window = window
        self.session = None
        self.clock = ClockState(self)
        self.clock_label = ClockLabel(self.clock)
        window.statusBar().insertPermanentWidget(0, self.clock_label)
        self.projector: ProjectorWindow | None = None
        self.normal_geometry = None  # the projector's window before it went full screen
        self.share_url = ""  # the sharing address (gui/sharing.py tells it), "" when off
        self.load_ms = 0.0  # the last data reload, for the benchmark
        # after a change the projector reloads once the director's window has been updated
        # (queued: the result form's save is not kept waiting; several changes, one reload)
        self._reload_soon = QTimer(self)
        self._reload_soon.setSingleShot(True)
        self._reload_soon.setInterval(0)
        self._reload_soon.timeout.connect(self._reload_if_shown)
        self._standings_soon = QTimer(self)
        self._standings_soon.setSingleShot(True)
        self._standings_soon.setInterval(0)
        self._standings_soon.timeout.connect(self._reload_standings)
        self.standings_ms = 0.0
        self.reloaded_at = self.standings_at = 0.0  # perf_counter() of the last ones
        self._pending = Changes()  # what changed since the last reload
        self._make_actions(event_menu)
        self._enable(False)

    # -- the menu ---------------------------------------------------------------------------------
    def _make_actions(self, menu: QMenu) -> None:
        menu.addSeparator()

        def add(target, text, slot, key=None, checkable=False):
            action = QAction(text, self.window)
            if key:
                action.setShortcut(QKeySequence(key))  # in the director's window (the
                # projector never has the keyboard); not in dialogs such as the result form
            action.setCheckable(checkable)
            action.triggered.connect(slot)
            target.addAction(action)
            self.window.addAction(action)
            return action

        self.projector_action = add(menu, self.tr("&Projector"), self.toggle_projector,
                                    "Ctrl+Shift+P", checkable=True)
        screen_menu = menu.addMenu(self.tr("Projector scr&een"))
        screen_menu.aboutToShow.connect(lambda: self._fill_screens(screen_menu))
        self.screen_menu = screen_menu
        self.full_action = add(menu, self.tr("Projector &full screen"),
                               self.toggle_full_screen, "F11",
                               checkable=True)
        kinds_menu = menu.addMenu(self.tr("Projector pa&ges"))
        shown = self.shown_kinds()
        self.kind_actions = {}
        for kind, title in KINDS.items():
            action = kinds_menu.addAction(self.tr(title))
            action.setCheckable(True)
            action.setChecked(kind in shown)
            action.toggled.connect(self._kinds_changed)
            self.kind_actions[kind] = action
        self.kinds_menu = kinds_menu
        self.pause_action = add(menu, self.tr("Pa&use the projector's pages"),
                                self.toggle_paused, "F9",
                                checkable=True)
        self.next_action = add(menu, self.tr("Projector: next page"), self.next_page, "F8")
        self.prev_action = add(menu, self.tr("Projector: previous page"), self.previous_page,
                               "Shift+F8")
        menu.addSeparator()
        clock_menu = menu.addMenu(self.tr("Round &clock"))
        self.clock_menu = clock_menu
        self.set_action = add(clock_menu, self.tr("&Set the time..."), self.ask_minutes,
                              "Ctrl+T")
        self.start_action = add(clock_menu, self.tr("Start / &pause"), self.start_or_pause, "F5")
        self.plus_action = add(clock_menu, self.tr("+1 minute"), lambda: self.add_minutes(1))
        add(clock_menu, self.tr("+5 minutes"), lambda: self.add_minutes(5))
        add(clock_menu, self.tr("\u22121 minute"), lambda: self.add_minutes(-1))
        add(clock_menu, self.tr("\u22125 minutes"), lambda: self.add_minutes(-5))
        self.announce_action = add(menu, self.tr("&Announcement..."), self.ask_announcement,
                                   "Ctrl+Shift+A")
        self.clear_action = add(menu, self.tr("C&lear the announcement"), lambda: self.announce(""))
        self.actions = [self.projector_action, self.full_action, self.pause_action,
                        self.next_action, self.prev_action, self.set_action,
                        self.start_action, self.announce_action, self.clear_action,
                        *clock_menu.actions()]

    def _enable(self, on: bool) -> None:
        for a in self.actions:
            a.setEnabled(on)
        self.screen_menu.setEnabled(on)
        self.clock_menu.setEnabled(on)
        self.kinds_menu.setEnabled(on)

    @staticmethod
    def shown_kinds() -> tuple:
        value = prefs.store().value("projector/pages", ",".join(KINDS))
        kinds = [k for k in str(value).split(",") if k in KINDS]
        return tuple(kinds) if kinds else tuple(KINDS)

    def _kinds_changed(self) -> None:
        kinds = [k for k, a in self.kind_actions.items() if a.isChecked()]
        st = prefs.store()
        st.setValue("projector/pages", ",".join(kinds) or "find")
        st.sync()
        if self.projector is not None:
            self.projector.set_kinds(kinds)

    def _fill_screens(self, menu: QMenu) -> None:
        menu.clear()
        chosen = self.chosen_screen()
        for screen in QGuiApplication.screens():
            geo = screen.geometry()
            name = screen.name().replace("&", "&&")  # a name's "&" is no Alt letter
            action = menu.addAction(f"{name} ({geo.width()}x{geo.height()})")
            action.setCheckable(True)
            action.setChecked(screen is chosen)
            action.triggered.connect(lambda checked=False, s=screen: self.choose_screen(s))

    # -- session ----------------------------------------------------------------------------------
    def set_session(self, session) -> None:
        if self.session is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # already disconnected
                self.session.changed.disconnect(self._changed)
        self.session = session
        self.clock.set_session(session)
        self._enable(session is not None)
        if session is None:
            if self.projector is not None:
                self.projector.close()
                self.projector_action.setChecked(False)
            return
        session.changed.connect(self._changed)
        if self.projector is not None and self.projector.isVisible():
            self.reload(full=True)

    def _changed(self, changes: Changes, initiator=None) -> None:
        if self.projector is None or not self.projector.isVisible():
            return
        if changes.meets(Changes(announcement=True)):
            self.projector.set_announcement(self.session.announcement())
        rest = Changes(**{k: True for k in changes.kinds - {"clock", "announcement"}})
        if rest:  # (the clock's own state shows the clock)
            self._pending |= rest
            self._reload_soon.start()

    def _reload_if_shown(self) -> None:
        if self.session is not None and self.projector is not None \
                and self.projector.isVisible():
            self.reload(results_only=self._pending.kinds <= RESULT_KINDS.kinds)
        self._pending = Changes()

    def reload(self, full: bool = False, results_only: bool = False) -> None:
        """Reads the event for the projector: what the pages of the game in progress show
        (fast); the standings (tens of milliseconds at 1,000 players) on the next turn of the
        event loop when a standings page is shown (or standings pages appear or go), else
        only when the cycle comes to them: the page shown is always current."""
        start = time.perf_counter()
        proj = self.projector
        if full:  # a projector just shown, another event
            proj.set_data(load(self.session))
            proj.standings_stale = False
            return
        old = proj.data
        shown = proj.pages()[proj.index].kind
        st = self.session.status()
        if results_only and st.games_seated == old.game and old.game:
            # a result (or tie-break) changes no name, table or seat: only where the event
            # stands, and the standings (read below); nothing else is read or made again
            data = replace(old, final=st.finished, has_results=True, tables_in=st.tables_in,
                           tables_total=st.tables_total)
        else:
            data = load(self.session, standings=False)
            data.standings, data.prizes = old.standings, old.prizes  # until they are read
        proj.set_data(data)
        self.reloaded_at = time.perf_counter()
        self.load_ms = (self.reloaded_at - start) * 1000
        proj.standings_stale = data.has_results or bool(old.standings)
        if proj.standings_stale and (shown in STANDINGS_KINDS or data.final != old.final
                                     or data.has_results != bool(old.standings)):
            self._standings_soon.start()

    def _reload_standings(self) -> None:
        if self.session is None or self.projector is None or not self.projector.isVisible():
            return
        start = time.perf_counter()
        data = self.projector.data
        add_standings(self.session, data)
        self.projector.standings_stale = False
        self.projector.set_data(data)
        self.standings_at = time.perf_counter()
        self.standings_ms = (self.standings_at - start) * 1000

    # -- the projector window ---------------------------------------------------------------------
    def chosen_screen(self):
        name = prefs.store().value("projector/screen", "")
        screens = QGuiApplication.screens()
        for s in screens:
            if s.name() == name:
                return s
        # default: a screen other than the director's, if there is one
        own = self.window.screen()
        others = [s for s in screens if s is not own]
        return others[0] if others else (own or QGuiApplication.primaryScreen())

    def choose_screen(self, screen) -> None:
        st = prefs.store()
        st.setValue("projector/screen", screen.name())
        st.sync()
        if self.projector is not None and self.projector.isVisible():
            self._place(self.projector.isFullScreen())

    def show_projector(self) -> ProjectorWindow:
        if self.session is None:
            return None
        if self.projector is None:
            from .projector import ProjectorWindow
            self.projector = ProjectorWindow(self.clock, self.window)
            self.projector.kinds = self.shown_kinds()
            self.projector.closed.connect(lambda: self.projector_action.setChecked(False))
            self.projector.fetch_standings = self._reload_standings
        self.projector.set_share_url(self.share_url)
        self.reload(full=True)
        self.projector.show_clock(self.clock.text(), self.clock.phase(), self.clock.clock.running)
        self.projector.set_paused(self.pause_action.isChecked())
        full = str(prefs.store().value("projector/fullscreen", "false")).lower() == "true"
        self._place(full)
        self.projector_action.setChecked(True)
        return self.projector

    def _place(self, full: bool) -> None:
        """The projector on its screen, full screen or as a window; back from full screen
        (F11 twice) with the window's own place and size, kept before it went full."""
        proj = self.projector
        screen = self.chosen_screen()
        was_full = proj.isFullScreen()
        if full and not was_full and proj.isVisible():
            self.normal_geometry = proj.geometry()
        saved = self.normal_geometry if was_full else None
        if saved is not None and screen is not None and \
                not screen.geometry().contains(saved.center()):
            saved = None  # another screen was chosen meanwhile: placed there afresh
        if screen is not None:
            proj.setScreen(screen)
            geo = screen.availableGeometry()
            if not full and saved is None:
                if was_full:  # full screen from the start: a window of 2/3 of the screen
                    proj.resize(geo.size() * 2 / 3)
                proj.move(geo.topLeft() + (geo.center() - geo.topLeft()) / 4)
        if full:
            if screen is not None:
                proj.setGeometry(screen.geometry())
            proj.showFullScreen()
        else:
            proj.showNormal()
            if saved is not None:
                proj.setGeometry(saved)
        self.full_action.setChecked(full)

    def set_share_url(self, url: str) -> None:
        """Sharing started (its address) or stopped (""): the projector shows or drops the
        QR code."""
        self.share_url = url
        if self.projector is not None:
            self.projector.set_share_url(url)

    def hide_projector(self) -> None:
        if self.projector is not None:
            self.projector.close()
        self.projector_action.setChecked(False)

    def toggle_projector(self) -> None:
        if self.projector is not None and self.projector.isVisible():
            self.hide_projector()
        else:
            self.show_projector()

    def toggle_full_screen(self) -> None:
        if self.projector is None or not self.projector.isVisible():
            self.show_projector()
        full = not self.projector.isFullScreen()
        st = prefs.store()
        st.setValue("projector/fullscreen", full)
        st.sync()
        self._place(full)

    def toggle_paused(self) -> None:
        if self.projector is not None:
            self.projector.set_paused(self.pause_action.isChecked())

    def next_page(self) -> None:
        if self.projector is not None:
            self.projector.next_page()

    def previous_page(self) -> None:
        if self.projector is not None:
            self.projector.previous_page()

    def shutdown(self) -> None:
        if self.projector is not None:
            self.projector.close()
            self.projector.deleteLater()
            self.projector = None

    # -- the clock and the announcement -----------------------------------------------------------
    def _do(self, fn, *args) -> None:
        try:
            fn(*args)
        except ServiceError as exc:
            self.window.status_message(self.tr("Not done: {why}").format(why=exc))
            message(self.window, self.tr("Round clock"), str(exc))

    def start_or_pause(self) -> None:
        self._do(self.clock.start_or_pause)

    def add_minutes(self, minutes: int) -> None:
        self._do(self.clock.add, minutes)

    def ask_minutes(self) -> None:
        if self.session is None:
            return
        current = max(1, self.clock.clock.duration // 60) if self.clock.clock.duration else 90
        minutes, ok = QInputDialog.getInt(self.window, self.tr("Round clock"),
                                          self.tr("Time for this game, in minutes (the clock "
                                                  "stops and shows the whole time; F5 starts "
                                                  "it):"),
                                          current, 1, 24 * 60)
        if ok:
            self._do(self.clock.set_minutes, minutes)

    def ask_announcement(self) -> None:
        if self.session is None:
            return
        text, ok = QInputDialog.getText(self.window, self.tr("Announcement"),
                                        self.tr("One line for the projector (shown until "
                                                "cleared):"),
                                        text=self.session.announcement())
        if ok:
            self.announce(text)

    def announce(self, text: str) -> None:
        if self.session is None:
            return
        try:
            self.session.act(hall.announce, text, initiator=self)
        except ServiceError as exc:
            message(self.window, self.tr("Announcement"), str(exc))
            return
        self.window.status_message(self.tr("Announcement cleared.") if not text.strip()
                                   else self.tr("Announcement shown on the projector."))
