"""The start page: new event, open event, recent events, try a demo event."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from . import prefs
from .common import NAME, plain_label, set_font


class StartPage(QWidget):
    """What a director sees before an event is open."""

    new_requested = Signal()
    open_requested = Signal()
    recent_chosen = Signal(str)
    demo_requested = Signal(str)  # "played" | "running"

    def __init__(self, parent=None):
        super().__init__(parent)
        title = plain_label(NAME)
        set_font(title, 22, bold=True)
        intro = plain_label(
            self.tr("Runs a multi-table board-game competition: registration, seating, results, "
            "standings and prize money. There is no Save: every action is stored in the event "
            "file the moment it is made."), wrap=True)
        self.new_button = QPushButton(self.tr("New event..."))
        self.open_button = QPushButton(self.tr("Open event..."))
        self.demo_button = QPushButton(self.tr("Try a demo event (played through)"))
        self.demo_running_button = QPushButton(self.tr("Try a demo event (game 3 under way)"))
        for b in (self.new_button, self.open_button, self.demo_button,
                  self.demo_running_button):
            b.setMinimumHeight(40)
            b.setAutoDefault(True)  # Enter on the button with the cursor presses it
        actions = QGroupBox(self.tr("Start"))
        al = QVBoxLayout(actions)
        for b in (self.new_button, self.open_button):
            al.addWidget(b)
        al.addSpacing(12)
        al.addWidget(plain_label(self.tr("A demo event is made in a temporary folder, with 39 "
                                 "players and 5 games:"), wrap=True))
        al.addWidget(self.demo_button)
        al.addWidget(self.demo_running_button)
        al.addStretch(1)
        self.busy = plain_label(wrap=True)
        al.addWidget(self.busy)

        recent = QGroupBox(self.tr("Recent events"))
        rl = QVBoxLayout(recent)
        self.recent_list = QListWidget()
        self.recent_list.setAlternatingRowColors(True)
        self.recent_list.setSpacing(3)
        self.recent_open = QPushButton(self.tr("Open"))
        self.recent_forget = QPushButton(self.tr("Remove from list"))
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.recent_forget)
        row.addWidget(self.recent_open)
        rl.addWidget(self.recent_list, 1)
        rl.addLayout(row)
        self.no_recent = plain_label(self.tr("No recent events yet."))
        rl.addWidget(self.no_recent)

        grid = QGridLayout()
        grid.addWidget(actions, 0, 0)
        grid.addWidget(recent, 0, 1)
        grid.setColumnStretch(0, 2)
        grid.setColumnStretch(1, 3)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(48, 32, 48, 24)
        outer.addWidget(title)
        outer.addWidget(intro)
        outer.addSpacing(12)
        outer.addLayout(grid, 1)
        version = plain_label(f"{NAME} {__version__}")
        version.setEnabled(False)
        outer.addWidget(version, 0, Qt.AlignmentFlag.AlignRight)

        self.new_button.clicked.connect(self.new_requested)
        self.open_button.clicked.connect(self.open_requested)
        self.demo_button.clicked.connect(lambda: self.demo_requested.emit("played"))
        self.demo_running_button.clicked.connect(lambda: self.demo_requested.emit("running"))
        self.recent_list.itemActivated.connect(self._activated)
        self.recent_open.clicked.connect(self._open_current)
        self.recent_forget.clicked.connect(self._forget_current)
        self.refresh()

    def refresh(self) -> None:
        self.recent_list.clear()
        for path in prefs.recent_events():
            p = Path(path)
            where = "" if p.exists() else self.tr(" (not found)")
            item = QListWidgetItem(f"{p.stem}{where}\n{p}")
            item.setData(Qt.ItemDataRole.UserRole, path)
            item.setToolTip(path)
            self.recent_list.addItem(item)
        has = self.recent_list.count() > 0
        self.no_recent.setVisible(not has)
        self.recent_open.setEnabled(has)
        self.recent_forget.setEnabled(has)
        if has:
            self.recent_list.setCurrentRow(0)

    def showEvent(self, event):
        super().showEvent(event)
        # the cursor on "New event..." and its mark shown (a Tab's focus: the style draws
        # the mark only for the keyboard's)
        self.new_button.setFocus(Qt.FocusReason.TabFocusReason)

    def set_busy(self, text: str) -> None:
        self.busy.setText(text)
        for b in (self.demo_button, self.demo_running_button):
            b.setEnabled(not text)

    def _activated(self, item: QListWidgetItem) -> None:
        self.recent_chosen.emit(item.data(Qt.ItemDataRole.UserRole))

    def _open_current(self) -> None:
        item = self.recent_list.currentItem()
        if item is not None:
            self._activated(item)

    def _forget_current(self) -> None:
        item = self.recent_list.currentItem()
        if item is not None:
            prefs.remove_recent(item.data(Qt.ItemDataRole.UserRole))
            self.refresh()
