"""Ctrl+Z in a text box: that box's typing while it has any, then the event's last action
(Edit > Undo, with its message); Ctrl+Y or Ctrl+Shift+Z likewise for redo."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLineEdit, QWidget

UNDO, REDO = QKeySequence.StandardKey.Undo, QKeySequence.StandardKey.Redo


class _BoxUndo(QObject):
    """The filter on each box: a Ctrl+Z the box has nothing to undo for is left to the
    window's shortcut (the box would otherwise take it and do nothing)."""

    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(obj, QLineEdit) and (
                (event.matches(UNDO) and not obj.isUndoAvailable())
                or (event.matches(REDO) and not obj.isRedoAvailable())):
            if event.matches(UNDO):  # the box's typing undone and now an action: Ctrl+Y
                obj.setText(obj.text())  # redoes that action first (its history let go)
            event.ignore()
            return True  # the window's Edit > Undo / Redo
        return False


_filter: list[_BoxUndo] = []


def install(widget: QWidget) -> None:
    """Every text box of `widget` (a page): its own typing first, then the event's undo."""
    if not _filter:
        _filter.append(_BoxUndo())
    for box in widget.findChildren(QLineEdit):
        box.installEventFilter(_filter[0])


def empty(box: QLineEdit) -> None:
    """Empty a box after its text was used (a player added, a table opened): its typing is
    done with, so the next Ctrl+Z takes back the action, not the typing."""
    box.setText("")  # (clear() would keep the typing to undo)
