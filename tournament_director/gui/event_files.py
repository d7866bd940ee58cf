"""The main window's event files: open (and why a file cannot be), new, save a copy, restore
from a copy, the demo events, and what is said when the file is damaged or lost under the
window. The window's own dialogs for copies are gui/copies.py."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from ..i18n import rules_text
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
from .common import message

OPEN_TITLES = {
    "locked": QT_TRANSLATE_NOOP(
        "EventFiles", "The event is open elsewhere"),
    "damaged": QT_TRANSLATE_NOOP(
        "EventFiles", "The event file is damaged"),
    "newer-version": QT_TRANSLATE_NOOP(
        "EventFiles", "The event is from a newer version"),
    "not-an-event": QT_TRANSLATE_NOOP(
        "EventFiles", "Not an event file"),
    "exists": QT_TRANSLATE_NOOP(
        "EventFiles", "The file exists already"),
}
OPEN_ADVICE = {
    "locked": QT_TRANSLATE_NOOP(
        "EventFiles", "Only one window or command may change an event at a time, so that no result "
              "is ever lost. Close the event in the other window (or wait for the command to "
              "finish) and open it again. If no other window is open, restart the computer's "
              "session: the lock is released when the program that holds it ends."),
    "damaged": QT_TRANSLATE_NOOP(
        "EventFiles", "Open the most recent copy of this event instead (made with \"Save a copy "
               "as...\"), or the backup kept beside it. The damaged file was not changed."),
    "newer-version": QT_TRANSLATE_NOOP(
        "EventFiles", "Install the newer Tournament Director that wrote this file. This "
                     "version does not change the file."),
    "not-an-event": QT_TRANSLATE_NOOP(
        "EventFiles", "Choose a file ending in .tdevent."),
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


class EventFiles(QObject):
    """Made by the main window; opens an event into it with `window.set_event`."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.demo_dirs: list[str] = []  # deleted when the window closes

    # -- open and new --------------------------------------------------------------------------
    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open an event"),
                                              prefs.last_folder(),
                                              self.tr("Events (*.tdevent);;All files (*)"))
        if path:
            self.open_event(path)

    def open_event(self, path) -> bool:
        """Open an event file; a dialog says what to do if it cannot be opened."""
        window = self.window
        path = Path(path)
        if window.session is not None and Path(window.session.path).resolve() == path.resolve():
            return True
        try:
            event = Event.open(path)
        except EventFileError as exc:
            self.open_failed(path, exc)
            return False
        window.set_event(event)
        set_aside = getattr(event.file, "wal_set_aside", None)
        if set_aside:  # a crash's log that was not this file's (store/walcheck.py)
            message(window, rules_text(SET_ASIDE_TITLE), set_aside,
                    icon=QMessageBox.Icon.Warning)
            window.status_message(rules_text(SET_ASIDE_STATUS))
        backup = getattr(event.file, "backup_made", None)
        if backup:
            message(window, self.tr("Event file updated"),
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
        message(self.window, title, text, icon=QMessageBox.Icon.Warning)
        if not path.exists():
            prefs.remove_recent(path)
            self.window.start_page.refresh()

    def new_event(self) -> None:
        window = self.window
        created = {}

        def apply(values):
            path = dialog.path()
            created["event"] = Event.create(path, **values)

        from .settings_dialog import SettingsDialog
        dialog = SettingsDialog(window, apply=apply)
        if dialog.exec() == QDialog.DialogCode.Accepted and "event" in created:
            window.set_event(created["event"])
            window.status_message(self.tr("Created {path}. Add the players next.").format(
                path=created["event"].path))
            window.players_page.name_edit.setFocus()

    # -- copies, damage, a file lost -----------------------------------------------------------
    def save_copy(self) -> None:
        session = self.window.session
        if session is None:
            return
        src = Path(session.path)
        suggestion = str(src.with_name(f"{src.stem} copy{src.suffix}"))
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save a copy of the event as"),
                                              suggestion,
                                              self.tr("Events (*.tdevent);;All files (*)"))
        if not path:
            return
        try:
            dest = session.save_copy(path)
        except ServiceError as exc:
            message(self.window, self.tr("The copy was not made"), str(exc))
            return
        self.window.status_message(
            self.tr("A copy of the event was saved as {dest}. Keep working in {name}: the copy "
                    "is a backup.").format(dest=dest, name=src.name))

    def restore_copy(self) -> None:
        from .copies import restore_from_copy
        restore_from_copy(self.window)

    def file_lost(self, problem: str) -> None:
        """The Session found the file replaced or gone under the window (gui/copies.py)."""
        from .copies import file_lost
        file_lost(self.window, problem)

    def file_damage(self, exc) -> tuple[str, str] | None:
        """(title, text) when an unexpected error is the event file's damage (a value the
        program never writes, which SQLite's checks pass): said instead of a crash dialog."""
        from ..service import files
        session = self.window.session
        if isinstance(exc, files.DamagedEvent):
            text = str(exc)
        elif session is not None and isinstance(exc, (ValueError, TypeError, KeyError,
                                                      AttributeError, IndexError)):
            text = files.damage_of(session.path)
        else:
            return None
        return (self.tr(OPEN_TITLES["damaged"]), text) if text else None

    # -- the demo events -----------------------------------------------------------------------
    def start_demo(self, kind: str = "played") -> None:
        """Make a demo event in a temporary folder (in the background), then open it."""
        clean_demo_folders(Path(tempfile.gettempdir()))  # those of killed windows
        folder = tempfile.mkdtemp(prefix=demo_prefix())
        self.demo_dirs.append(folder)
        path = str(Path(folder) / ("Demo Open.tdevent" if kind == "played"
                                   else "Demo Open (under way).tdevent"))
        self.window.start_page.set_busy(self.tr("Making the demo event ..."))
        self.window.status_message(self.tr("Making a demo event ..."))
        workers.start(workers.Job(make_demo_file, path, kind), self._demo_done,
                      self._demo_failed)

    def _demo_done(self, path: str) -> None:
        self.window.start_page.set_busy("")
        if self.open_event(path):
            self.window.status_message(
                self.tr("This demo event lives in a temporary folder and is deleted when the "
                        "program closes; use File > Save a copy as... to keep it."))

    def _demo_failed(self, msg: str, details: str) -> None:
        self.window.start_page.set_busy("")
        message(self.window, self.tr("The demo event could not be made"), msg, details=details)

    def remove_demos(self) -> None:
        """The demo events' folders go (the window closes)."""
        for folder in self.demo_dirs:
            shutil.rmtree(folder, ignore_errors=True)
        self.demo_dirs.clear()
