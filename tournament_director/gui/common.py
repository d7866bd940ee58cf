"""Small helpers the pages share: number formats, plain-text labels, message boxes."""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from ..rules.numbers import format_points

NAME = "Tournament Director"  # as in ..about, which imports importlib.metadata
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def points(tenths: int | None) -> str:
    """Tenths as text with one decimal; '' for no value."""
    return "" if tenths is None else format_points(tenths)


def signed(tenths: int | None) -> str:
    """Tenths with a sign: +1.2, -0.5, 0.0."""
    if tenths is None:
        return ""
    return ("+" if tenths > 0 else "") + format_points(tenths)


def ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def fold(text: str) -> str:
    """Text for searching: case and accents ignored (Zoltan finds Zoltán)."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", text)
                   if not unicodedata.combining(ch)).casefold()


def plain_label(text: str = "", parent: QWidget | None = None, *, wrap: bool = False,
                select: bool = False) -> QLabel:
    """A label that never reads names as HTML (a player may be called "<i>Ivy</i>")."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    label.setWordWrap(wrap)
    if select:
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def message(parent: QWidget | None, title: str, text: str, *, icon=QMessageBox.Icon.Warning,
            details: str | None = None) -> None:
    """A message box in plain text; `details` are shown copyable under "Show Details"."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    if details:
        box.setDetailedText(details)
    box.exec()


def ask(parent: QWidget | None, title: str, text: str, yes: str = "Yes",
        no: str = "Cancel") -> bool:
    """A yes/cancel question in plain text; True for yes."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton,
                      parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    yes_button = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    box.addButton(no, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(yes_button)
    box.exec()
    return box.clickedButton() is yes_button


def repolish(widget: QWidget) -> None:
    """Re-apply the style sheet after a property or object name changed."""
    widget.style().unpolish(widget)
    widget.style().polish(widget)


def set_error_look(widget: QWidget, error: bool) -> None:
    """Mark a field as wrong (a property the style sheet reads; the message says what)."""
    if bool(widget.property("invalid")) == error:
        return
    widget.setProperty("invalid", error)
    repolish(widget)


def show_message(label: QLabel, text: str, error: bool = False) -> None:
    """An action's outcome in a page's message line; a refusal starts with "Not done:"."""
    label.setObjectName("errorText" if error else "messageText")
    repolish(label)
    label.setText(("Not done: " if error else "") + text if text else "")


STYLE = """
QLineEdit[invalid="true"] { border: 2px solid #c0392b; }
QLabel#errorText { color: #a93226; }
QLabel#headline { font-size: 15pt; font-weight: bold; }
QLabel#pageTitle { font-size: 13pt; font-weight: bold; }
"""
