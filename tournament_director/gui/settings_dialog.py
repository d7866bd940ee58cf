"""The new-event and event-settings dialog: name, date, games, fee, mode, game, table points."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QDate,
    QLocale,
    QStandardPaths,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStyledItemDelegate,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from ..formats import LOCALES, date_entry_pattern
from ..formats import points as format_points
from ..i18n import language, rules_text
from ..rules.games import GAMES
from ..rules.standings import MODES
from ..rules.table_points import SEED_TABLE_POINTS, TablePointItem
from ..rules.tiebreak import SEED_TIEBREAKS
from ..service import parse
from ..service.model import PAPERS, ServiceError
from . import prefs
from .common import ask, plain_label, show_message

LABEL_ROLE = Qt.ItemDataRole.UserRole + 1  # an item's stored label (the rules' English)

PRESETS = ("seed", "none", "edited")
PRESET_LABELS = {"seed": QT_TRANSLATE_NOOP("SettingsDialog", "Seed preset (cities, preserve, "
                                                             "limbo, spaceport)"),
                 "none": QT_TRANSLATE_NOOP("SettingsDialog", "None"),
                 "edited": QT_TRANSLATE_NOOP("SettingsDialog", "Edited (below)")}
TIEBREAK_LABELS = {
    "seed": QT_TRANSLATE_NOOP(
        "SettingsDialog",
        "Seed preset: credit cards + Harbour Master tokens, then Harbour Master"),
    "none": QT_TRANSLATE_NOOP("SettingsDialog", "None: level players share their prizes")}
KIND_LABELS = {"count": QT_TRANSLATE_NOOP("SettingsDialog", "count"),
               "yesno": QT_TRANSLATE_NOOP("SettingsDialog", "yes / no")}
ITEM_HEADERS = (QT_TRANSLATE_NOOP("SettingsDialog", "What the table reports"),
                QT_TRANSLATE_NOOP("SettingsDialog", "Kind"),
                QT_TRANSLATE_NOOP("SettingsDialog", "Points each"),
                QT_TRANSLATE_NOOP("SettingsDialog", "Yes"),
                QT_TRANSLATE_NOOP("SettingsDialog", "No"))
MODE_LABELS = {"competition": QT_TRANSLATE_NOOP("SettingsDialog", "Competition (table points, "
                                                                  "equalization, prize money)"),
               "campaign": QT_TRANSLATE_NOOP("SettingsDialog", "Campaign (placement points only)")}


def key_from_label(label: str, taken: set[str]) -> str:
    """A table-point key from its label: ascii letters, digits and _."""
    text = unicodedata.normalize("NFKD", label).encode("ascii", "ignore").decode().lower()
    key = re.sub(r"[^a-z0-9]+", "_", text).strip("_")[:30] or "item"
    base, n = key, 2
    while key in taken:
        key, n = f"{base}_{n}", n + 1
    return key


def tiebreak_preset(items) -> str | None:
    """The preset name of stored tie-break items; None if they are no preset."""
    items = tuple(items)
    if items == SEED_TIEBREAKS:
        return "seed"
    return "none" if not items else None


def documents_folder() -> Path | None:
    """The user's documents folder as the system names it (it may not exist yet)."""
    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(docs) if docs else None


def default_folder() -> Path:
    """Where a new event goes: beside the events last opened (a folder that still exists,
    never a demo's temporary one, deleted when the program closes), else Documents (made
    when the event is created, on an account that has none yet: see SettingsDialog)."""
    from ..service.files import demo_prefix
    last = prefs.last_folder()
    if last and Path(last).is_dir() and not Path(last).name.startswith(demo_prefix()):
        return Path(last)
    return documents_folder() or Path.home()


class KindDelegate(QStyledItemDelegate):
    """The "Kind" cell of a table-point item: a choice edited in place (F2, Space or a
    double click), so that Tab walks the dialog, not a combo box in every row."""

    def createEditor(self, parent, option, index):
        combo = QComboBox(parent)
        for key, text in KIND_LABELS.items():
            combo.addItem(QCoreApplication.translate("SettingsDialog", text), key)
        return combo

    def setEditorData(self, editor, index):
        editor.setCurrentIndex(max(0, editor.findData(index.data(Qt.ItemDataRole.UserRole))))

    def setModelData(self, editor, model, index):
        model.setData(index, editor.currentData(), Qt.ItemDataRole.UserRole)
        model.setData(index, editor.currentText(), Qt.ItemDataRole.DisplayRole)


class SettingsDialog(QDialog):
    """New event (with its file) or the settings of the open event."""

    def __init__(self, parent=None, *, event=None, apply=None):
        super().__init__(parent)
        self.ev = event
        self.apply = apply  # called with self.values(); raises ServiceError to refuse
        self.new = event is None
        self.setWindowTitle(self.tr("New event") if self.new else self.tr("Event settings"))
        self.setMinimumWidth(720)
        self._path_chosen = False
        seated = event.games_seated() if event is not None else 0

        form = QFormLayout()
        self.path_edit = QLineEdit()
        self.path_button = QPushButton(self.tr("Choose..."))
        self.path_button.setAutoDefault(False)  # Enter creates the event, never opens this
        if self.new:
            row = QHBoxLayout()
            row.addWidget(self.path_edit, 1)
            row.addWidget(self.path_button)
            form.addRow(self.tr("Event file:"), row)
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("e.g. Terra Nova Open 2026"))
        form.addRow(self.tr("Name:"), self.name_edit)
        self.date_edit = QDateEdit()
        self.date_edit.setCalendarPopup(True)
        self.date_edit.setDisplayFormat(date_entry_pattern())  # "01.12.2026" in German
        self.date_edit.setDate(QDate.currentDate())
        form.addRow(self.tr("Date:"), self.date_edit)
        self.games_spin = QSpinBox()
        self.games_spin.setRange(1, 99)
        self.games_spin.setValue(5)
        self.games_spin.setMaximumWidth(90)
        self.date_edit.setMaximumWidth(160)
        form.addRow(self.tr("Number of games:"), self.games_spin)
        fee_row = QHBoxLayout()
        self.fee_spin = QDoubleSpinBox()  # to the cent: 7,50 (de, nl), 7.50 (en)
        self.fee_spin.setDecimals(2)
        self.fee_spin.setRange(0, 1_000_000)
        fee_locale = QLocale(LOCALES.get(language(), "en_GB"))
        fee_locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator
                                    | QLocale.NumberOption.RejectGroupSeparator)
        self.fee_spin.setLocale(fee_locale)
        self.fee_spin.setValue(20)
        self.fee_spin.setMinimumWidth(100)
        self.currency_edit = QLineEdit("EUR")
        self.currency_edit.setMaximumWidth(80)
        fee_row.addWidget(self.fee_spin)
        fee_row.addWidget(plain_label(self.tr("Currency:")))
        fee_row.addWidget(self.currency_edit)
        fee_row.addStretch(1)
        form.addRow(self.tr("Entry fee:"), fee_row)
        self.mode_combo = QComboBox()
        for m in MODES:
            self.mode_combo.addItem(self.tr(MODE_LABELS[m]), m)
        form.addRow(self.tr("Mode:"), self.mode_combo)
        self.game_combo = QComboBox()
        for key, game in GAMES.items():
            self.game_combo.addItem(self.tr("{game} - {least} to {most} players").format(
                game=rules_text(game.label), least=game.min_players, most=game.max_players), key)
        form.addRow(self.tr("Game:"), self.game_combo)
        self.tp_combo = QComboBox()
        for p in PRESETS:
            self.tp_combo.addItem(self.tr(PRESET_LABELS[p]), p)
        form.addRow(self.tr("Table points:"), self.tp_combo)
        self.items_table = QTableWidget(0, len(ITEM_HEADERS))
        self.items_table.setHorizontalHeaderLabels([self.tr(h) for h in ITEM_HEADERS])
        self.items_table.verticalHeader().hide()
        self.items_table.horizontalHeader().setSectionResizeMode(
            0, QHeaderView.ResizeMode.Stretch)
        self.items_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.items_table.setMinimumHeight(150)
        self.items_table.setTabKeyNavigation(False)  # Tab goes on (in a cell: to the next)
        self.items_table.setItemDelegateForColumn(1, KindDelegate(self.items_table))
        self.add_item_button = QPushButton(self.tr("Add item"))
        self.remove_item_button = QPushButton(self.tr("Remove item"))
        for b in (self.add_item_button, self.remove_item_button):
            b.setAutoDefault(False)
        items_box = QVBoxLayout()
        items_box.addWidget(self.items_table)
        irow = QHBoxLayout()
        irow.addWidget(plain_label(self.tr("Points with one decimal, e.g. 0.1 or -0.3. A count "
                                   "uses 'Points each'; yes / no uses 'Yes' and 'No'."), wrap=True),
                       1)
        irow.addWidget(self.add_item_button)
        irow.addWidget(self.remove_item_button)
        items_box.addLayout(irow)
        form.addRow("", items_box)
        self.items_box = items_box
        self.tb_combo = QComboBox()
        for key, text in TIEBREAK_LABELS.items():
            self.tb_combo.addItem(self.tr(text), key)
        self.tb_combo.setToolTip(self.tr("What decides between players level on points after the "
                                         "last "
                                 "game. With None they share the places (and prizes) they "
                                 "cover."))
        form.addRow(self.tr("Final tie-breaks:"), self.tb_combo)
        self.form = form
        self.paper_combo = QComboBox()
        self.paper_combo.addItems(list(PAPERS))
        form.addRow(self.tr("Paper for printing:"), self.paper_combo)
        self.order_combo = QComboBox()
        self.order_combo.addItem(self.tr("Name as typed"), "name")
        self.order_combo.addItem(self.tr("Surname (last word, with van, von, de ...)"), "surname")
        self.order_combo.setToolTip(self.tr("How printed name lists and the player list sort names "
                                    "alphabetically."))
        form.addRow(self.tr("Alphabetical by:"), self.order_combo)
        self.as_written_check = QCheckBox(self.tr("File names as written (de, van der, von "
                                                  "count for the letter)"))
        self.as_written_check.setToolTip(self.tr(
            "Dutch and German lists file a surname without its particles: Jan de Boer under "
            "B, Ursula von der Leyen under L. Tick this to file every name as it is written."))
        form.addRow("", self.as_written_check)

        self.locked_note = plain_label(wrap=True)
        self.message = plain_label(wrap=True)
        buttons = QDialogButtonBox()
        self.ok_button = buttons.addButton(self.tr("Create event") if self.new
                                           else self.tr("Save settings"),
                                           QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.try_accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.locked_note)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.ok_button.setDefault(True)  # (once in the dialog: Enter anywhere presses it)

        self.tp_combo.currentIndexChanged.connect(self._preset_chosen)
        self.mode_combo.currentIndexChanged.connect(self._mode_chosen)
        self.items_table.itemChanged.connect(self._items_edited)
        self.add_item_button.clicked.connect(self._add_item)
        self.remove_item_button.clicked.connect(self._remove_item)
        self.path_button.clicked.connect(self._choose_path)
        self.path_edit.textEdited.connect(self._path_typed)
        self.name_edit.textChanged.connect(self._suggest_path)

        if event is None:
            self._set_items(SEED_TABLE_POINTS)
            self._suggest_path("")
        else:
            self._load(event.settings)
            notes = []
            if seated:
                for w in (self.mode_combo, self.game_combo, self.tp_combo, self.items_table,
                          self.add_item_button, self.remove_item_button):
                    w.setEnabled(False)
                notes.append(self.tr(
                    "Game 1 is seated: the mode, the game and the table points are fixed now. "
                    "The number of games can be {n} or more.").format(n=max(seated, 1)))
            if event.tiebreak_values():
                self.tb_combo.setEnabled(False)
                notes.append(self.tr("Tie-break values are entered: the final tie-breaks are "
                                     "fixed now."))
            self.locked_note.setText(" ".join(notes))
            self.locked_note.setVisible(bool(notes))
        self._mode_chosen()
        self.name_edit.setFocus()  # a name typed at once lands in the name
        self._opened_as = self._state()

    # -- filling ------------------------------------------------------------------------------
    def _load(self, s) -> None:
        self.name_edit.setText(s.name)
        self.date_edit.setDate(QDate.fromString(s.date, "yyyy-MM-dd"))
        self.games_spin.setValue(s.games)
        self.fee_spin.setValue(s.fee / 100)
        self.currency_edit.setText(s.currency)
        self.mode_combo.setCurrentIndex(self.mode_combo.findData(s.mode))
        self.game_combo.setCurrentIndex(self.game_combo.findData(s.game))
        self.paper_combo.setCurrentText(s.paper)
        self.order_combo.setCurrentIndex(max(0, self.order_combo.findData(s.name_order)))
        self.as_written_check.setChecked(s.file_as_written)
        preset = ("seed" if tuple(s.table_points) == SEED_TABLE_POINTS else
                  "none" if not s.table_points else "edited")
        self.tp_combo.blockSignals(True)
        self.tp_combo.setCurrentIndex(self.tp_combo.findData(preset))
        self.tp_combo.blockSignals(False)
        self._set_items(s.table_points)
        tb = tiebreak_preset(s.tiebreaks)
        if tb is None:  # items from elsewhere (not a preset): kept unless a preset is chosen
            tb = "stored"
            self.tb_combo.addItem(self.tr("As stored: {items}").format(
                items=self.tr(", then ").join(rules_text(t.label) for t in s.tiebreaks)), tb)
        self.tb_combo.setCurrentIndex(self.tb_combo.findData(tb))

    def _set_items(self, items) -> None:
        self.items_table.blockSignals(True)
        self.items_table.setRowCount(0)
        for item in items:
            self._append_row(rules_text(item.label), item.kind,
                             format_points(item.per_unit) if item.kind == "count" else "",
                             format_points(item.yes) if item.kind == "yesno" else "",
                             format_points(item.no) if item.kind == "yesno" else "",
                             item.key, item.label)
        self.items_table.blockSignals(False)

    def _append_row(self, label, kind, per_unit, yes, no, key=None, stored=None) -> None:
        """A row of the items; `label` as shown (a built-in item's in the language), `stored`
        the label it came with (kept while the shown one is not changed)."""
        r = self.items_table.rowCount()
        self.items_table.insertRow(r)
        first = QTableWidgetItem(label)
        first.setData(Qt.ItemDataRole.UserRole, key)
        first.setData(LABEL_ROLE, stored)
        self.items_table.setItem(r, 0, first)
        kind_cell = QTableWidgetItem(self.tr(KIND_LABELS[kind]))
        kind_cell.setData(Qt.ItemDataRole.UserRole, kind)
        kind_cell.setToolTip(self.tr("F2 or Space: choose the kind"))
        self.items_table.setItem(r, 1, kind_cell)
        for c, text in ((2, per_unit), (3, yes), (4, no)):
            cell = QTableWidgetItem(text)
            cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.items_table.setItem(r, c, cell)

    def _preset_chosen(self, *args) -> None:
        preset = self.tp_combo.currentData()
        if preset == "seed":
            self._set_items(SEED_TABLE_POINTS)
        elif preset == "none":
            self._set_items(())

    def _items_edited(self, *args) -> None:
        if self.tp_combo.currentData() != "edited":
            self.tp_combo.blockSignals(True)
            self.tp_combo.setCurrentIndex(self.tp_combo.findData("edited"))
            self.tp_combo.blockSignals(False)

    def _add_item(self) -> None:
        self.items_table.blockSignals(True)
        self._append_row("", "count", format_points(1), "", "")
        self.items_table.blockSignals(False)
        self._items_edited()
        self.items_table.editItem(self.items_table.item(self.items_table.rowCount() - 1, 0))

    def _remove_item(self) -> None:
        rows = sorted({i.row() for i in self.items_table.selectedIndexes()}, reverse=True)
        if not rows and self.items_table.currentRow() >= 0:
            rows = [self.items_table.currentRow()]
        for r in rows:
            self.items_table.removeRow(r)
        if rows:
            self._items_edited()

    def _mode_chosen(self, *args) -> None:
        competition = self.mode_combo.currentData() == "competition"
        for row in (self.tp_combo, self.items_box, self.tb_combo):
            self.form.setRowVisible(row, competition)

    def _path_typed(self, text: str) -> None:
        """A path typed by hand is kept (the name no longer suggests one); emptied, the
        suggestion comes back."""
        self._path_chosen = bool(text.strip())
        if not self._path_chosen:
            self._suggest_path(self.name_edit.text())

    def _suggest_path(self, name: str) -> None:
        if not self.new or self._path_chosen:
            return
        stem = re.sub(r'[\\/:*?"<>|]+', "", name).strip() or "New event"
        folder = default_folder()
        path = folder / f"{stem}.tdevent"
        n = 2
        while path.exists():
            path = folder / f"{stem} ({n}).tdevent"
            n += 1
        self.path_edit.setText(str(path))

    def _choose_path(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Where to keep the event"),
                                              self.path_edit.text(),
                                              self.tr("Events (*.tdevent);;All files (*)"))
        if path:
            if not path.endswith(".tdevent"):
                path += ".tdevent"
            self.path_edit.setText(path)
            self._path_chosen = True

    # -- reading ------------------------------------------------------------------------------
    def table_points(self) -> tuple[TablePointItem, ...]:
        """The items as typed; ServiceError names the row that is wrong."""
        items, taken = [], set()
        for r in range(self.items_table.rowCount()):
            label = (self.items_table.item(r, 0).text() if self.items_table.item(r, 0)
                     else "").strip()
            if not label:
                raise ServiceError(self.tr("Table-point item {n} has no name: type what the "
                                           "table reports, or remove the item.").format(n=r + 1))
            kind = self.items_table.item(r, 1).data(Qt.ItemDataRole.UserRole)
            key = self.items_table.item(r, 0).data(Qt.ItemDataRole.UserRole)
            stored = self.items_table.item(r, 0).data(LABEL_ROLE)
            if stored and label == rules_text(stored):  # a built-in item, shown translated
                label = stored
            if not key or key in taken:
                key = key_from_label(label, taken)
            taken.add(key)

            def text(c, r=r):
                cell = self.items_table.item(r, c)
                return cell.text() if cell else ""
            if kind == "count":
                items.append(parse.table_point_item(key, label, "count", per_unit=text(2)))
            else:
                items.append(parse.table_point_item(key, label, "yesno", yes=text(3),
                                                    no=text(4)))
        return tuple(items)

    def values(self) -> dict:
        """What the dialog says, as keyword arguments for Event.create / update_settings."""
        out = dict(name=self.name_edit.text(),
                   date=self.date_edit.date().toString("yyyy-MM-dd"),
                   games=self.games_spin.value(), fee=round(self.fee_spin.value() * 100),
                   currency=self.currency_edit.text().strip() or "EUR",
                   mode=self.mode_combo.currentData(), game=self.game_combo.currentData(),
                   paper=self.paper_combo.currentText(),
                   name_order=self.order_combo.currentData(),
                   file_as_written=self.as_written_check.isChecked())
        if self.tp_combo.isEnabled():
            preset = self.tp_combo.currentData()
            out["table_points"] = (SEED_TABLE_POINTS if preset == "seed" else
                                   () if preset == "none" else self.table_points())
        if self.tb_combo.isEnabled() and self.tb_combo.currentData() != "stored":
            out["tiebreaks"] = self.tb_combo.currentData()
        return out

    def path(self) -> str:
        return self.path_edit.text().strip()

    def _state(self) -> tuple:
        """What the dialog holds, to tell whether anything was typed or chosen."""
        items = tuple(tuple(self.items_table.item(r, c).text() if self.items_table.item(r, c)
                            else "" for c in range(self.items_table.columnCount()))
                      for r in range(self.items_table.rowCount()))
        combos = (self.mode_combo, self.game_combo, self.tp_combo, self.tb_combo,
                  self.paper_combo, self.order_combo)
        return (self.path() if self._path_chosen else "", self.name_edit.text(),
                self.date_edit.date(), self.games_spin.value(), self.fee_spin.value(),
                self.currency_edit.text(), tuple(c.currentIndex() for c in combos), items,
                self.as_written_check.isChecked())

    def reject(self) -> None:
        """Esc or Cancel: a dialog with something typed in it asks first (Enter or Esc on
        the question keeps editing)."""
        if self._state() != self._opened_as and not ask(
                self, self.tr("Discard the new event?") if self.new
                else self.tr("Discard the changed settings?"),
                self.tr("What you typed in this dialog is lost."),
                yes=self.tr("Discard"), no=self.tr("Keep editing"), default_yes=False):
            return
        super().reject()

    def _make_folder(self) -> bool:
        """The suggested folder (Documents), made on an account that has none yet; a folder
        typed by hand is the director's to make. False (said) when it cannot be made."""
        folder = Path(self.path()).parent
        if self._path_chosen or folder.exists():
            return True
        try:
            folder.mkdir(parents=True)
        except OSError as exc:
            show_message(self.message, self.tr(
                "The folder {folder} could not be made ({why}): choose another place with "
                "\"Choose...\".").format(folder=folder, why=exc.strerror or exc), True)
            return False
        return True

    def try_accept(self) -> None:
        if self.new and not self.path():
            show_message(self.message, self.tr("Choose where to keep the event file."), True)
            return
        if not self.name_edit.text().strip():
            show_message(self.message, self.tr("The event needs a name."), True)
            self.name_edit.setFocus()
            return
        if self.new and not self._make_folder():
            return
        try:
            values = self.values()
            if self.apply is not None:
                self.apply(values)
        except ServiceError as exc:
            show_message(self.message, str(exc), True)
            return
        self.accept()
