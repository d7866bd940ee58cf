"""The CSV import's dialog: what a file would add, its bad rows, its columns placed by hand."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from .common import RIGHT, amount, plain_label, plural


def _header_places_a_name(columns: list[str]) -> bool:
    from ..service import csvimport  # (here: the CSV reader is loaded on the first import)
    roles = csvimport.roles_of(columns)
    return "name" in roles or ("first name" in roles and "last name" in roles)


class CsvImportDialog(QDialog):
    """Shows what a CSV would add, and every bad row with its line and reason. When the
    header names no name column, a row of boxes places the columns by hand (which column is
    the name, the club, the fee), with the preview following."""

    ROLES = (("name", QT_TRANSLATE_NOOP("CsvImportDialog", "Name")),
             ("first name", QT_TRANSLATE_NOOP("CsvImportDialog", "First name")),
             ("last name", QT_TRANSLATE_NOOP("CsvImportDialog", "Last name")),
             ("club", QT_TRANSLATE_NOOP("CsvImportDialog", "Club")),
             ("paid", QT_TRANSLATE_NOOP("CsvImportDialog", "Paid")))

    def __init__(self, session, path: str, parent=None):
        super().__init__(parent)
        self.session, self.path = session, path
        self.mapping: dict[str, int] | None = None  # None: the header's own names
        self.skip_bad = False  # accepted with bad rows: import the good ones, name the bad
        self.setWindowTitle(self.tr("Import players from {file}").format(file=Path(path).name))
        self.resize(760, 520)
        self.preview = session.preview_csv(path)
        layout = QVBoxLayout(self)
        self.summary = plain_label("", wrap=True)
        layout.addWidget(self.summary)
        self.boxes: dict[str, QComboBox] = {}
        columns = self.preview.columns
        if columns and not self.preview.rows and not _header_places_a_name(columns):
            layout.addWidget(plain_label(self.tr(
                "The header does not say which column is the name: choose the columns."),
                wrap=True))
            row = QHBoxLayout()
            for role, title in self.ROLES:
                box = QComboBox()
                box.addItem(self.tr("(none)"), -1)
                for i, column in enumerate(columns):
                    box.addItem(column or self.tr("column {n}").format(n=i + 1), i)
                label = QLabel(self.tr(title))
                label.setBuddy(box)
                row.addWidget(label)
                row.addWidget(box)
                box.currentIndexChanged.connect(self._mapped)
                self.boxes[role] = box
            row.addStretch(1)
            layout.addLayout(row)
        self.ignored_label = plain_label("", wrap=True)
        layout.addWidget(self.ignored_label)
        self.error_list = QListWidget()
        self.error_list.setMaximumHeight(160)
        layout.addWidget(self.error_list)
        self.good_label = plain_label("")
        layout.addWidget(self.good_label)
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels([self.tr("Line"), self.tr("Name"), self.tr("Club"),
                                              self.tr("Paid")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox()
        self.import_button = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._show()

    def _mapped(self) -> None:
        chosen = {role: box.currentData() for role, box in self.boxes.items()
                  if box.currentData() is not None and box.currentData() >= 0}
        self.mapping = chosen
        self.preview = self.session.preview_csv(self.path, chosen)
        self._show()

    def _show(self) -> None:
        rows, errors = self.preview.rows, self.preview.errors
        if self.boxes and self.mapping is None:
            head = self.tr("Choose at least the column of the name (or of the first and the "
                           "last name).")
            errors = []
        elif errors and rows:  # the good rows can be imported now, the bad ones named
            head = (self.tr("1 bad row is not imported: fix it in the file and import that "
                            "line later. The good rows can be imported now.")
                    if len(errors) == 1 else
                    self.tr("{n} bad rows are not imported: fix them in the file and import "
                            "those lines later. The good rows can be imported now.").format(
                                n=len(errors)))
        elif errors:
            head = (self.tr("1 bad row: nothing will be imported until the file is fixed. "
                            "Fix these lines and import again.") if len(errors) == 1 else
                    self.tr("{n} bad rows: nothing will be imported until the file is fixed. "
                            "Fix these lines and import again.").format(n=len(errors)))
        elif rows:
            head = self.tr("{players} will be added:").format(players=plural(len(rows), "player"))
        else:
            head = self.tr("The file has no players: add rows under the header line 'name'.")
        self.summary.setText(head)
        ignored = self.preview.ignored if rows else []  # e.g. a sign-up form's time stamp
        self.ignored_label.setText(
            self.tr("Columns not used (ignored): {columns}.").format(columns=", ".join(ignored))
            if ignored else "")
        self.ignored_label.setVisible(bool(ignored))
        self.error_list.clear()
        self.error_list.addItems(errors)
        self.error_list.setVisible(bool(errors))
        self.good_label.setText(self.tr("The {n} good rows:").format(n=len(rows)))
        self.good_label.setVisible(bool(errors and rows))
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            paid = "" if row["paid"] is None else amount(row["paid"])  # cents: "7,50"
            for c, value in enumerate((row["line"], row["name"], row["club"], paid)):
                item = QTableWidgetItem(str(value))
                if c in (0, 3):
                    item.setTextAlignment(RIGHT)
                self.table.setItem(r, c, item)
        self.table.resizeColumnToContents(0)
        self.skip_bad = bool(errors and rows)  # what accepting means: the good rows only
        self.import_button.setText(
            self.tr("Import the {players} of the good rows").format(
                players=plural(len(rows), "player")) if self.skip_bad else
            self.tr("Import {players}").format(players=plural(len(rows), "player")))
        self.import_button.setEnabled(bool(rows))
