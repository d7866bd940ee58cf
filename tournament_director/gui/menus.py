"""The main window's menu bar and shortcuts (File, Edit, Event, Go, View, Print, Help), and
the small entries that are the menus' own: Undo and Redo with what they would take back, the
zoom, the export of the results, the recent events, the log folder, About."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMessageBox

from ..service import history
from ..service.model import ServiceError
from . import prefs
from .common import NAME, apply_zoom, message, show_message

GO_TITLES = (QT_TRANSLATE_NOOP("Menus", "&Players"),  # the Go menu's (the tabs have none:
             QT_TRANSLATE_NOOP("Menus", "&Games"),  # their Alt letters would take the
             QT_TRANSLATE_NOOP("Menus", "&Standings"),  # menu bar's)
             QT_TRANSLATE_NOOP("Menus", "P&rizes"))


class Menus(QObject):
    """Made by the main window, which it calls for the entries that are the window's (open,
    save a copy, the pages, the print menu); `enable(False)` while no event is open."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        bar = window.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        self.new_action = file_menu.addAction(self.tr("&New event..."), window.new_event)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.open_action = file_menu.addAction(self.tr("&Open event..."), window.open_dialog)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.recent_menu = file_menu.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        # another laptop's event, through its main desk (gui/joined.py)
        self.join_action = file_menu.addAction(self.tr("&Join a desk..."),
                                               lambda: window.join_desk())
        file_menu.addSeparator()
        self.copy_action = file_menu.addAction(self.tr("Save a &copy as..."), window.save_copy)
        self.copy_action.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.restore_action = file_menu.addAction(self.tr("Res&tore from a copy..."),
                                                  window.restore_copy)
        self.close_action = file_menu.addAction(self.tr("C&lose event"), window.close_event)
        self.close_action.setShortcut(QKeySequence("Ctrl+W"))
        file_menu.addSeparator()
        quit_action = file_menu.addAction(self.tr("&Quit"), window.close)
        quit_action.setShortcut(QKeySequence("Ctrl+Q"))

        edit_menu = self.edit_menu = bar.addMenu(self.tr("&Edit"))
        self.undo_action = edit_menu.addAction(self.tr("&Undo"), self.undo)
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.redo_action = edit_menu.addAction(self.tr("&Redo"), self.redo)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        edit_menu.aboutToShow.connect(self.update_undo)

        event_menu = bar.addMenu(self.tr("Even&t"))
        self.settings_action = event_menu.addAction(self.tr("Event &settings..."),
                                                    window.edit_settings)
        self.history_action = event_menu.addAction(self.tr("&History of changes..."),
                                                   window.show_history)
        self.verify_action = event_menu.addAction(self.tr("Chec&k the file against its history"),
                                                  lambda: window.verify_in_background(
                                                      window.session.path, say_ok=True))
        # `serve` as a child, stopped with the event (gui/sharing.py, loaded on first use)
        self.share_action = event_menu.addAction(
            QCoreApplication.translate("Sharing", "Share on the local &network..."))
        self.share_action.setCheckable(True)
        self.share_action.setToolTip(QCoreApplication.translate(
            "Sharing", "Players see their table, the standings and the prize winners on their "
            "phones (read-only)"))
        self.share_action.toggled.connect(lambda on: window.sharing.switched(on))
        self.event_menu = event_menu  # the hall's entries follow (gui/hall.py)

        go_menu = bar.addMenu(self.tr("&Go"))
        self.page_actions = []
        for i, name in enumerate(GO_TITLES):
            action = go_menu.addAction(self.tr(name), lambda i=i: window.show_page(i))
            action.setShortcut(QKeySequence(f"Ctrl+{i + 1}"))
            self.page_actions.append(action)
        go_menu.addSeparator()
        self.filter_action = go_menu.addAction(self.tr("&Filter"), window.focus_filter)
        self.filter_action.setShortcut(QKeySequence("Ctrl+F"))
        self.door_action = go_menu.addAction(self.tr("&Door: check-in"), window.focus_door)
        self.door_action.setShortcut(QKeySequence("Ctrl+D"))
        self._make_view_menu(bar)
        self.export_action = QAction(self.tr("&Export results as CSV..."), window)
        self.export_action.triggered.connect(self.export_results)
        file_menu.insertAction(self.close_action, self.export_action)

        self.print_action = QAction(self.tr("Print menu"), window)
        self.print_action.setShortcut(QKeySequence("Ctrl+P"))
        self.print_action.triggered.connect(window.popup_print_menu)
        window.addAction(self.print_action)
        print_bar_menu = bar.addMenu(self.tr("&Print"))
        print_bar_menu.aboutToShow.connect(lambda: window.printer.fill_menu(print_bar_menu))

        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self.tr("Open &log folder"), self.open_log_folder)
        help_menu.addSeparator()
        help_menu.addAction(self.tr("&About Tournament Director"), self.about)
        self.event_actions = [self.copy_action, self.restore_action, self.close_action,
                              self.settings_action, self.export_action,
                              self.history_action, self.share_action, self.filter_action,
                              self.door_action,
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
                                              lambda: choose_language(self.window))
        if prefs.zoom() != 100:
            apply_zoom(prefs.zoom())

    def enable(self, on: bool, desk: bool = False) -> None:
        """The entries that need an open event: on when one is open; at another desk
        (`desk`) not those of the main desk alone (its file: a copy, a restore, the check;
        sharing; the settings)."""
        for a in self.event_actions:
            a.setEnabled(on)
        if on and desk:
            for a in (self.copy_action, self.restore_action, self.verify_action,
                      self.share_action, self.settings_action):
                a.setEnabled(False)

    # -- the menus' own entries ----------------------------------------------------------------
    def update_undo(self) -> None:
        """The Edit menu says what Undo and Redo would take back."""
        session = self.window.session
        undo, redo = session.undo_labels() if session else (None, None)
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
        session = self.window.session
        if session is None:
            return
        try:
            # (from the page shown, where the cursor is: it stays there)
            text = session.act(getattr(history, which),
                               initiator=self.window.shown_page()).message
        except ServiceError as exc:
            self.window.status_message(self.tr("Not done: {why}").format(why=exc))
            return
        self.window.status_message(text)
        label = getattr(self.window.shown_page(), "message_label", None)
        if label is not None:  # the page's line said what was done: now it is taken back
            show_message(label, text)

    def set_zoom(self, percent: int) -> None:
        apply_zoom(percent)
        prefs.set_zoom(percent)
        self.window.status_message(self.tr("Zoom {percent}% (Ctrl+0: actual size)").format(
            percent=percent))

    def zoom_step(self, step: int) -> None:
        zooms = prefs.ZOOMS
        now = prefs.zoom()
        i = min(max(zooms.index(now) + step, 0), len(zooms) - 1)
        if zooms[i] != now:
            self.set_zoom(zooms[i])

    def export_results(self) -> None:
        window = self.window
        if window.session is None:
            return
        from .export import export_dialog

        def say(text, error):
            if error:
                message(window, self.tr("The export was not made"), text)
            else:
                window.status_message(text)
        export_dialog(window, window.session, "results", say)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        paths = prefs.recent_events()
        if not paths:
            self.recent_menu.addAction(self.tr("No recent events")).setEnabled(False)
        for path in paths:
            self.recent_menu.addAction(path.replace("&", "&&"),
                                       lambda p=path: self.window.open_event(p))

    def open_log_folder(self) -> None:
        """The folder of the window's and the command line's logs, in the file manager (to
        send a log to whoever supports the program)."""
        from PySide6.QtCore import QUrl
        from PySide6.QtGui import QDesktopServices

        from .. import paths
        try:
            folder = paths.log_dir()
        except OSError as exc:
            self.window.status_message(self.tr("The log folder cannot be made: {why}").format(
                why=exc.strerror or exc))
            return
        if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))):
            self.window.status_message(
                self.tr("No file manager opened the log folder: {path}").format(path=folder))

    def about(self) -> None:
        from ..about import LICENCE, library_versions, version_line
        libs = "\n".join(f"{k}: {v}" for k, v in library_versions().items())
        message(self.window, self.tr("About {name}").format(name=NAME),
                version_line() + "\n\n"
                + self.tr("Runs a multi-table board-game competition from one laptop.")
                + f"\n{LICENCE}.\n\n{libs}", icon=QMessageBox.Icon.Information)
