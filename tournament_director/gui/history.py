"""The History dialog (every change, before -> after; revert a correction) and what the check
of an event file against its audit log found when the window opened it."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from ..formats import date_time
from ..service import history, history_words
from ..service.model import ServiceError
from .common import message, plain_label, show_message

COLUMNS = (QT_TRANSLATE_NOOP("HistoryDialog", "When"), QT_TRANSLATE_NOOP("HistoryDialog", "Action"),
           QT_TRANSLATE_NOOP("HistoryDialog", "What"),
           QT_TRANSLATE_NOOP("HistoryDialog", "Before -> after"))
translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


def show_differences(parent, path, problems: list[str]) -> None:
    """Says plainly that the file differs from its audit log; the event stays open."""
    shown = problems[:12]
    more = (translate("HistoryDialog", "\n... and {n} more.").format(n=len(problems) - 12)
            if len(problems) > 12 else "")
    message(parent, translate("HistoryDialog", "The event file differs from its history"),
            f"{path}\n\n" + translate(
                "HistoryDialog", "The file does not hold exactly what its audit log (the "
                "history of changes) says:") + "\n\n" + "\n".join(f"- {p}" for p in shown)
            + more + "\n\n" + translate(
                "HistoryDialog", "The event is open and can be used. If nobody changed the "
                "file on purpose, compare it with a recent copy (File > Restore from a "
                "copy... lists them). Event > Check the file against its history lists the "
                "differences again."),
            icon=QMessageBox.Icon.Warning)


class HistoryDialog(QDialog):
    """Every change to the event, newest first, with what it changed."""

    def __init__(self, parent, session):
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("History of changes"))
        self.resize(1000, 560)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels([self.tr(c) for c in COLUMNS])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setWordWrap(False)
        self.table.setTabKeyNavigation(False)  # Tab goes on to the buttons
        self.revert_button = QPushButton(self.tr("Revert this correction"))
        self.revert_button.setToolTip(self.tr("Puts the table's result back as it was before the "
                                      "chosen correction (a change of its own, in the list)"))
        self.revert_button.setEnabled(False)
        self.revert_button.clicked.connect(self.revert)
        self.message_label = plain_label(wrap=True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.revert_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(plain_label(self.tr("Every change to the event, newest first, with what "
                                             "it "
                                     "changed. Nothing is ever removed from this list: an "
                                     "undo is a line of its own."), wrap=True))
        layout.addWidget(self.table)
        layout.addWidget(self.message_label)
        layout.addWidget(buttons)
        self.table.itemSelectionChanged.connect(self._selected)
        self.fill()

    def fill(self) -> None:
        entries = self.session.audit_log()
        self.entries = entries
        self.table.setRowCount(len(entries))
        for r, e in enumerate(entries):  # in the window's language (the log keeps English)
            change = history_words.before_after(e.before, e.after, e.action)
            if not change or e.action in ("undo", "redo", "upgrade"):
                change = self.session.line_changes(e.id) or change
            for c, text in enumerate((date_time(e.at, seconds=True),
                                      history_words.action_name(e.action),
                                      self.session.said(e), change)):
                item = QTableWidgetItem(text)
                item.setToolTip(text)  # plain text: a QTableWidgetItem never renders markup
                self.table.setItem(r, c, item)
        self.table.resizeColumnsToContents()
        header = self.table.horizontalHeader()
        for c in (2, 3):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
            self.table.setColumnWidth(c, min(self.table.columnWidth(c), 420))
        header.setStretchLastSection(True)

    def selected_entry(self):
        rows = self.table.selectionModel().selectedRows()
        return self.entries[rows[0].row()] if rows else None

    def _selected(self) -> None:
        e = self.selected_entry()
        self.revert_button.setEnabled(e is not None and e.action == "correct")

    def revert(self) -> None:
        e = self.selected_entry()
        if e is None:
            return
        try:
            text = self.session.act(history.revert, e.id, initiator=self).message
        except ServiceError as exc:
            show_message(self.message_label, str(exc), True)
            return
        self.fill()
        show_message(self.message_label, text, False)
