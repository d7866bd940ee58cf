"""The main window's status bar: its passing messages, and at its right where the event is
kept (its path, "All changes saved"; gui/copies.py says "NOT SAVED" when the file is lost).
The round clock (gui/hall.py) and the sharing address (gui/sharing.py) add their own."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QRect, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStatusBar, QStyleOption, QWidget

from .common import announce, message, plain_label, set_error_text, show_message

SHOWN_MS = 15000  # how long a passing message stays
WRAP = int(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter
           | Qt.TextFlag.TextWordWrap)


class MessageBar(QStatusBar):
    """A status bar whose passing message is never cut: the file's path (in the title bar
    too) steps aside while it shows, and a message still too long wraps onto more lines."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setSizeGripEnabled(False)
        self.aside: list[QWidget] = []  # the permanent widgets hidden while a message shows
        self.messageChanged.connect(self._fit)

    def _kept(self) -> list[QWidget]:
        """The permanent widgets shown beside a message (the clock, "All changes saved")."""
        return [w for w in self.children() if isinstance(w, QWidget) and w not in self.aside
                and not w.isHidden()]

    def _width(self) -> int:
        """The message's room: the bar less the widgets kept beside it."""
        return self.width() - sum(w.sizeHint().width() + 12 for w in self._kept()) - 12

    def _fit(self, text: str) -> None:
        for widget in self.aside:
            widget.setVisible(not text)
        fm = self.fontMetrics()
        height = fm.boundingRect(QRect(0, 0, max(1, self._width()), 10_000), WRAP,
                                 text).height() if text else 0
        self.setMinimumHeight(height + 8 if height > fm.lineSpacing() else 0)
        self.update()

    def paintEvent(self, event):
        text = self.currentMessage()
        if not text:
            super().paintEvent(event)
            return
        # here: QStyle's enums take about 5 ms to load, at the window's start otherwise
        from PySide6.QtWidgets import QStyle
        p = QPainter(self)
        opt = QStyleOption()
        opt.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, opt, p, self)
        p.setPen(self.palette().windowText().color())
        right = min((w.geometry().left() for w in self._kept()), default=self.width())
        p.drawText(QRect(6, 0, max(0, right - 12), self.height()), WRAP, text)

    def resizeEvent(self, event):
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit(self.currentMessage())


class StatusBar(QObject):
    """Made by the main window; `show_event` and `no_event` as events open and close."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.saved_label = plain_label()
        self.path_label = plain_label()
        self.path_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        bar = MessageBar(window)
        window.setStatusBar(bar)
        bar.aside.append(self.path_label)
        window.statusBar().addPermanentWidget(self.saved_label)
        window.statusBar().addPermanentWidget(self.path_label)

    def say(self, text: str) -> None:
        """A passing message (what an action did), said to a screen reader too."""
        self.window.statusBar().showMessage(text, SHOWN_MS)
        announce(self.window.statusBar(), text)

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
        if problem:
            announce(self.window.statusBar(), problem, urgent=True)  # (a screen reader too)
        else:
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
