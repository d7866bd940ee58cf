"""The main window's status bar: its passing messages, and at its right where the event is
kept (its path, "All changes saved"; gui/copies.py says "NOT SAVED" when the file is lost).
The round clock (gui/hall.py) and the sharing address (gui/sharing.py) add their own."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Qt

from .common import message, plain_label, set_error_text, show_message

SHOWN_MS = 15000  # how long a passing message stays


class StatusBar(QObject):
    """Made by the main window; `show_event` and `no_event` as events open and close."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.saved_label = plain_label()
        self.path_label = plain_label()
        self.path_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        window.statusBar().addPermanentWidget(self.saved_label)
        window.statusBar().addPermanentWidget(self.path_label)

    def say(self, text: str) -> None:
        """A passing message (what an action did)."""
        self.window.statusBar().showMessage(text, SHOWN_MS)

    def clear(self) -> None:
        self.window.statusBar().clearMessage()

    def show_event(self, path: str | Path, joined: bool = False) -> None:
        """Where the event is kept: its file, or at another desk the main desk (`joined`)."""
        if not joined:
            self.saved_label.setText(self.tr("All changes saved"))
        elif not self.saved_label.property("unreached"):
            self.saved_label.setText("")
        self.path_label.setText(str(path))

    def reach(self, problem: str) -> None:
        """At another desk: why the main desk is out of reach (said at once, and kept until
        it is back: changes are refused meanwhile), or "" once it is."""
        self.saved_label.setProperty("unreached", bool(problem))
        set_error_text(self.saved_label, bool(problem))
        # its first part in red ("The main desk at ... is out of reach", "The main desk
        # refuses this desk (...)"), all of it in the tooltip
        self.saved_label.setText(problem.split(": ", 1)[0] if problem else "")
        self.saved_label.setToolTip(problem)
        if not problem:
            self.say(self.tr("The main desk is back: everything shown is up to date."))

    def no_event(self) -> None:
        self.saved_label.setText("")
        self.path_label.setText(self.tr("No event open"))

    def printer_message(self, text: str, error: bool) -> None:
        """Said once: in the message line of the page shown, or else in the status bar."""
        label = getattr(self.window.shown_page(), "message_label", None)
        if label is not None:
            show_message(label, text, error)
        elif error:
            message(self.window, self.tr("Printing"), text)
        else:
            self.say(text)
