"""The Players page: fast registration, CSV import, edit, paid, drop / undo drop, filter."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QStringListModel,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPushButton,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..collation import fold
from ..service import parse, registration
from ..service.done import Changes
from ..service.model import Player, ServiceError
from . import prefs
from .collate import ranks
from .common import LEFT, RIGHT, amount, plain_label, plural, points, show_message
from .filtering import SEARCH_ROLE, SORT_ROLE, START_NO_ROLE, PlayersFilter  # noqa: F401

NO, NAME, CLUB, PAID, STATUS, POINTS, HERE = range(7)  # Here is shown second (the view)
HEADERS = (QT_TRANSLATE_NOOP("PlayersModel", "No."),
           QT_TRANSLATE_NOOP("PlayersModel", "Name"),
           QT_TRANSLATE_NOOP("PlayersModel", "Club"), QT_TRANSLATE_NOOP("PlayersModel", "Paid"),
           QT_TRANSLATE_NOOP("PlayersModel", "Status"),
           QT_TRANSLATE_NOOP("PlayersModel", "Points"),
           QT_TRANSLATE_NOOP("PlayersModel", "Here"))


def status_text(player: Player) -> str:
    if player.active:
        return QCoreApplication.translate("PlayersModel", "playing")
    if not player.dropped_after:
        return QCoreApplication.translate("PlayersModel", "dropped out")
    return QCoreApplication.translate("PlayersModel", "dropped after game {game}").format(
        game=player.dropped_after)


class PlayersModel(QAbstractTableModel):
    """Every registered player; updated row by row (adds insert, edits change one row)."""

    message = Signal(str, bool)  # text, is_error

    def __init__(self, parent=None):
        super().__init__(parent)
        self.session = None
        self._rows: list[Player] = []
        self._row_of: dict[int, int] = {}
        self._points: dict[int, int] = {}
        self._search: list[str] | None = None  # folded on the first filter (anyascii)
        self._ranks: tuple[str, list[int]] | None = None  # (name order, each row's place)

    # -- filling ---------------------------------------------------------------------------
    def set_session(self, session) -> None:
        self.beginResetModel()
        self.session = session
        self._rows = list(session.players()) if session else []  # its own list: it grows
        self._reindex()
        self._points = {}
        self.endResetModel()

    def _reindex(self) -> None:
        self._ranks = None
        self._row_of = {p.start_no: i for i, p in enumerate(self._rows)}
        self._search = None

    def sync(self) -> None:
        """Bring the rows up to date: new players are inserted, changed rows updated."""
        if self.session is None:
            return
        fresh = list(self.session.players())
        old = self._rows
        if len(fresh) < len(old) or any(a.start_no != b.start_no for a, b in zip(old, fresh)):
            self.beginResetModel()
            self._rows = fresh
            self._reindex()
            self.endResetModel()
            return
        changed = [i for i, (a, b) in enumerate(zip(old, fresh)) if a != b]
        renamed = any(old[i].name != fresh[i].name for i in changed)
        self._rows[:len(old)] = fresh[:len(old)]
        if renamed and self._ranks is not None:  # other rows' places in name order move too
            self._ranks = None
            self.dataChanged.emit(self.index(0, NAME), self.index(len(old) - 1, NAME),
                                  [SORT_ROLE])
        for i in changed:
            if self._search is not None:
                self._search[i] = fold(f"{fresh[i].start_no} {fresh[i].name} {fresh[i].club}")
            self.dataChanged.emit(self.index(i, 0), self.index(i, len(HEADERS) - 1))
        if len(fresh) > len(old):
            self.beginInsertRows(QModelIndex(), len(old), len(fresh) - 1)
            self._rows = fresh
            self._reindex()
            self.endInsertRows()

    def set_points(self, points_of: dict[int, int]) -> None:
        """Current points per start number; only the rows whose points changed are updated."""
        old = self._points
        self._points = dict(points_of)
        rows = [i for i, p in enumerate(self._rows)
                if old.get(p.start_no) != self._points.get(p.start_no)]
        if rows:
            self.dataChanged.emit(self.index(min(rows), POINTS), self.index(max(rows), POINTS))

    def _name_rank(self, row: int) -> int:
        """The row's place in alphabetical order of the names (Qt's collator: see collate.py),
        worked out for every row at once when the list is first sorted by name."""
        order = self.session.settings.name_order if self.session else "name"
        if self._ranks is None or self._ranks[0] != order:
            self._ranks = (order, ranks([p.name for p in self._rows], order))
        return self._ranks[1][row]

    def player_at(self, row: int) -> Player:
        return self._rows[row]

    def row_of(self, start_no: int) -> int | None:
        return self._row_of.get(start_no)

    def players(self) -> list[Player]:
        return list(self._rows)

    # -- the model ---------------------------------------------------------------------------
    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal:
            if role == Qt.ItemDataRole.DisplayRole and 0 <= section < len(HEADERS):
                if section == PAID and self.session is not None:
                    return self.tr("Paid ({currency})").format(
                        currency=self.session.settings.currency)
                return self.tr(HEADERS[section])
            if role == Qt.ItemDataRole.TextAlignmentRole and section in (NO, PAID, POINTS):
                return int(RIGHT)
        elif orientation == Qt.Orientation.Vertical and role == Qt.ItemDataRole.DisplayRole:
            return section + 1
        return None

    ROLES = {int(r) for r in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole, SORT_ROLE,
                              Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.ToolTipRole,
                              SEARCH_ROLE, START_NO_ROLE, Qt.ItemDataRole.CheckStateRole)}

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if role not in self.ROLES or not index.isValid() or not 0 <= index.row() < len(
                self._rows):
            return None  # the many roles a view asks for and this model has no answer to
        p = self._rows[index.row()]
        col = index.column()
        if col == HERE:  # a box to tick at the door (Space toggles it)
            if role == Qt.ItemDataRole.CheckStateRole:
                return Qt.CheckState.Checked if p.checked_in else Qt.CheckState.Unchecked
            if role == SORT_ROLE:
                return int(p.checked_in)
            if role == Qt.ItemDataRole.ToolTipRole:
                return self.tr("Checked in at the door (Space ticks or clears it)")
            if role not in (SEARCH_ROLE, START_NO_ROLE):
                return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            if col == NO:
                return str(p.start_no)
            if col == NAME:
                return p.name
            if col == CLUB:
                return p.club
            if col == PAID:
                if role == Qt.ItemDataRole.DisplayRole and p.paid == 0 and self.session \
                        is not None and self.session.settings.fee:
                    return self.tr("unpaid")  # said in words, not only "0"
                # shown as the language groups it, edited as digits
                return amount(p.paid) if role == Qt.ItemDataRole.DisplayRole else str(p.paid)
            if col == STATUS:
                return status_text(p)
            if col == POINTS:
                return points(self._points.get(p.start_no))
        elif role == SORT_ROLE:
            if col == NO:
                return p.start_no
            if col == NAME:  # Unicode collation, by the event's name order
                return self._name_rank(index.row())
            if col == CLUB:
                return fold(p.club)
            if col == PAID:
                return p.paid
            if col == STATUS:
                return status_text(p)
            if col == POINTS:
                return self._points.get(p.start_no, -10**9)
        elif role == Qt.ItemDataRole.TextAlignmentRole:
            return int(RIGHT if col in (NO, PAID, POINTS) else LEFT)
        elif role == Qt.ItemDataRole.ToolTipRole:
            if col == PAID and self.session is not None:
                fee = self.session.settings.fee
                if p.paid < fee:
                    return self.tr("Paid {paid} of the {fee} entry fee").format(
                        paid=amount(p.paid), fee=amount(fee))
            if col in (NAME, CLUB, PAID):
                return self.tr("Double-click (or F2) to change")
        elif role == SEARCH_ROLE:
            if self._search is None:  # the first filter: every row folded once
                self._search = [fold(f"{r.start_no} {r.name} {r.club}") for r in self._rows]
            return self._search[index.row()]
        elif role == START_NO_ROLE:
            return p.start_no
        return None

    def flags(self, index):
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() in (NAME, CLUB, PAID) and self.session is not None:
            base |= Qt.ItemFlag.ItemIsEditable
        if index.column() == HERE and self.session is not None:
            base |= Qt.ItemFlag.ItemIsUserCheckable
        return base

    def setData(self, index, value, role=Qt.ItemDataRole.EditRole):
        if role == Qt.ItemDataRole.CheckStateRole and index.isValid() and \
                index.column() == HERE and self.session is not None:  # a click on the box
            here = Qt.CheckState(value) == Qt.CheckState.Checked
            return self.check_in([self._rows[index.row()]], here)
        if role != Qt.ItemDataRole.EditRole or not index.isValid() or self.session is None:
            return False
        p = self._rows[index.row()]
        field = {NAME: "name", CLUB: "club", PAID: "paid"}.get(index.column())
        if field is None:
            return False
        text = str(value)
        try:
            if field == "paid":
                paid = parse.amount(text, self.tr("Paid"), 20)
                self.session.act(registration.edit_player, p.start_no, paid=paid,
                                 initiator=self)
            else:
                self.session.act(registration.edit_player, p.start_no, **{field: text},
                                 initiator=self)
        except ServiceError as exc:
            self.message.emit(str(exc), True)
            return False
        fresh = self.session.player(p.start_no)
        self.message.emit(self.tr("Changed player {no}: {name}").format(no=p.start_no,
                                                                         name=fresh.name), False)
        return True


    def check_in(self, players: list[Player], here: bool) -> bool:
        """Mark players here (or not) at the door, as one action; says what happened."""
        try:
            done = self.session.act(registration.checkin, [p.start_no for p in players], here,
                                    initiator=self)
        except ServiceError as exc:
            self.message.emit(str(exc), True)
            return False
        self.message.emit(done.message, False)
        return True


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
            for c, value in enumerate((row["line"], row["name"], row["club"], row["paid"])):
                item = QTableWidgetItem("" if value is None else str(value))
                if c in (0, 3):
                    item.setTextAlignment(RIGHT)
                self.table.setItem(r, c, item)
        self.table.resizeColumnToContents(0)
        self.import_button.setText(
            self.tr("Import {players}").format(players=plural(len(rows), "player")))
        self.import_button.setEnabled(bool(rows) and not errors)


# each export's title in the save dialog, and what its rows are
EXPORT_TITLES = {"players": QT_TRANSLATE_NOOP("Export", "Export the players as CSV"),
                 "standings": QT_TRANSLATE_NOOP("Export", "Export the standings as CSV"),
                 "results": QT_TRANSLATE_NOOP("Export", "Export the results as CSV")}
EXPORT_NAMES = {"players": QT_TRANSLATE_NOOP("Export", "players"),
                "standings": QT_TRANSLATE_NOOP("Export", "standings"),
                "results": QT_TRANSLATE_NOOP("Export", "results")}


def export_dialog(parent, session, kind: str, say) -> bool:
    """Ask where, then write one CSV export; `say(text, error)` tells what happened."""
    name = QCoreApplication.translate("Export", EXPORT_NAMES[kind])
    suggestion = str(Path(prefs.last_folder() or Path(session.path).parent)
                     / f"{Path(session.path).stem} {name}.csv")
    path, _ = QFileDialog.getSaveFileName(
        parent, QCoreApplication.translate("Export", EXPORT_TITLES[kind]), suggestion,
        QCoreApplication.translate("Export", "CSV files (*.csv);;All files (*)"))
    if not path:
        return False
    try:
        count = session.export_csv(kind, path)
    except ServiceError as exc:
        say(str(exc), True)
        return False
    except OSError as exc:
        say(QCoreApplication.translate("Export", "The file could not be written: {reason}.")
            .format(reason=exc.strerror or exc), True)
        return False
    prefs.set_last_folder(path)
    say(QCoreApplication.translate("Export", "Exported {rows} of {what} to {path}.").format(
        rows=plural(count, "row"), what=name, path=path), False)
    return True


class PlayersPage(QWidget):
    """Register at the door, fix names, mark paid, drop and undo drops."""

    # the kinds of change it refreshes for (tie-break values show on neither)
    SHOWS = Changes(players=True, results=True, seating=True, adjustments=True)

    print_requested = Signal(str, int)  # "players", 0

    def __init__(self, parent=None):
        super().__init__(parent)
        self.session = None
        self.model = PlayersModel(self)
        self.proxy = PlayersFilter(self)
        self.proxy.setSourceModel(self.model)

        # the add row
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("Name, then Enter"))
        self.club_edit = QLineEdit()
        self.club_edit.setPlaceholderText(self.tr("Club (optional)"))
        self.clubs = QStringListModel(self)
        self.club_completer = QCompleter(self.clubs, self)
        self.club_completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.club_edit.setCompleter(self.club_completer)
        self.paid_check = QCheckBox(self.tr("Paid the fee"))
        self.paid_check.setChecked(True)
        self.add_button = QPushButton(self.tr("Add player"))
        self.import_button = QPushButton(self.tr("Import CSV..."))
        self.print_button = QPushButton(self.tr("Print list"))
        self.print_button.setToolTip(self.tr("The player list (paid or unpaid, status) as a PDF"))
        self.export_button = QPushButton(self.tr("Export CSV..."))
        self.export_button.setToolTip(self.tr("The player list as a CSV file for a spreadsheet"))
        add_row = QHBoxLayout()
        add_row.addWidget(QLabel(self.tr("Name:")))
        add_row.addWidget(self.name_edit, 3)
        add_row.addWidget(QLabel(self.tr("Club:")))
        add_row.addWidget(self.club_edit, 2)
        add_row.addWidget(self.paid_check)
        add_row.addWidget(self.add_button)
        add_row.addSpacing(16)
        add_row.addWidget(self.import_button)
        add_row.addWidget(self.print_button)
        add_row.addWidget(self.export_button)

        # the door: a start number or a name, Enter: checked in (the cursor stays here)
        self.door_edit = QLineEdit()
        self.door_edit.setPlaceholderText(self.tr("Start number or name, then Enter: checked "
                                                  "in"))
        self.door_edit.setToolTip(self.tr("Check-in at the door: once anyone is checked in, "
                                          "game 1 seats only the players here"))
        self.here_label = plain_label()
        door_row = QHBoxLayout()
        door_row.addWidget(QLabel(self.tr("At the door:")))
        door_row.addWidget(self.door_edit, 2)
        door_row.addWidget(self.here_label, 1)

        # the filter and the actions on the selection
        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText(self.tr("Filter by name, club or number (Ctrl+F)"))
        self.filter_edit.setClearButtonEnabled(True)
        self.count_label = plain_label()
        self.edit_button = QPushButton(self.tr("Edit name"))
        self.paid_button = QPushButton(self.tr("Mark paid"))
        self.drop_button = QPushButton(self.tr("Drop"))
        self.undrop_button = QPushButton(self.tr("Undo drop"))
        tools = QHBoxLayout()
        tools.addWidget(self.filter_edit, 2)
        tools.addWidget(self.count_label, 1)
        for b in (self.edit_button, self.paid_button, self.drop_button, self.undrop_button):
            tools.addWidget(b)

        self.view = QTableView()
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(NO, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                  | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.view.setAlternatingRowColors(True)
        self.view.verticalHeader().hide()
        self.view.verticalHeader().setDefaultSectionSize(
            self.view.fontMetrics().height() + 8)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        for col, width in ((NO, 60), (CLUB, 220), (PAID, 90), (STATUS, 170), (POINTS, 80)):
            header.resizeSection(col, width)
        self.view.setWordWrap(False)
        self.view.setTabKeyNavigation(False)  # Tab goes on to the next widget

        self.message_label = plain_label(wrap=True)
        self.message_label.setObjectName("messageText")

        header.moveSection(HERE, 1)  # beside the number: what the door ticks
        header.resizeSection(HERE, max(60, header.fontMetrics().horizontalAdvance(
            self.model.headerData(HERE, Qt.Orientation.Horizontal)) + 24))
        self.view.installEventFilter(self)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self._row_menu)

        layout = QVBoxLayout(self)
        layout.addLayout(add_row)
        layout.addLayout(door_row)
        layout.addLayout(tools)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.message_label)

        self.door_edit.returnPressed.connect(self.door_check_in)
        self.name_edit.returnPressed.connect(self.add_player)
        self.club_edit.returnPressed.connect(self.add_player)
        self.add_button.clicked.connect(self.add_player)
        self.import_button.clicked.connect(self.import_csv)
        self.export_button.clicked.connect(self.export_csv)
        self.print_button.clicked.connect(lambda: self.print_requested.emit("players", 0))
        self.name_edit.textChanged.connect(self._typing)
        self.filter_edit.textChanged.connect(self._filter)
        self.edit_button.clicked.connect(self.edit_selected)
        self.paid_button.clicked.connect(self.mark_paid)
        self.drop_button.clicked.connect(self.drop_selected)
        self.undrop_button.clicked.connect(self.undrop_selected)
        self.model.message.connect(self.show_message)
        self.view.selectionModel().selectionChanged.connect(self._update_buttons)
        self.proxy.rowsInserted.connect(self._update_count)
        self.proxy.rowsRemoved.connect(self._update_count)
        self.proxy.modelReset.connect(self._update_count)
        self._update_buttons()

    # -- session -------------------------------------------------------------------------------
    def set_session(self, session) -> None:
        self.session = session
        self.model.set_session(session)
        self.message_label.clear()
        self.filter_edit.clear()
        self.name_edit.clear()  # nothing typed for one event carries over to another
        self.club_edit.clear()
        self.door_edit.clear()
        self.refresh()

    def refresh(self) -> None:
        """Sync with the event (rows added or changed, points); cheap enough for 1,000."""
        if self.session is None:
            return
        self.model.sync()
        if self.session.games_seated():
            rows = self.session.standings()
            # (no points shown before one of the player's results is in)
            self.model.set_points({r.player.start_no: r.points for r in rows if r.ranked})
        else:
            self.model.set_points({})  # no points before game 1
        fee = self.session.settings.fee
        self.paid_check.setText(self.tr("Paid the fee ({fee} {currency})").format(
            fee=amount(fee), currency=self.session.settings.currency))
        clubs = sorted({p.club for p in self.model.players() if p.club}, key=fold)
        self.clubs.setStringList(clubs)
        self._update_count()
        self._update_buttons()

    def show_message(self, text: str, error: bool = False) -> None:
        show_message(self.message_label, text, error)

    # -- actions -------------------------------------------------------------------------------
    def add_player(self) -> None:
        if self.session is None:
            return
        name = self.name_edit.text()
        if not name.strip():
            self.show_message(self.tr("Type the player's name first."), True)
            self.name_edit.setFocus()
            return
        paid = None if self.paid_check.isChecked() else 0
        try:
            player = self.session.act(registration.add_player, name, self.club_edit.text(),
                                      paid, initiator=self).value
        except ServiceError as exc:
            self.show_message(str(exc), True)
            self.name_edit.setFocus()
            self.name_edit.selectAll()
            return
        late = self.session.games_seated()
        if late:
            self.show_message(self.tr("Added {name} as start number {no} (late entry: joins "
                                      "game {game}).").format(name=player.name,
                                                              no=player.start_no, game=late + 1))
        else:
            self.show_message(self.tr("Added {name} as start number {no}.").format(
                name=player.name, no=player.start_no))
        self.name_edit.clear()
        self.club_edit.clear()
        self.name_edit.setFocus()
        row = self.model.row_of(player.start_no)
        if row is not None:
            self.view.scrollTo(self.proxy.mapFromSource(self.model.index(row, NAME)))

    def _typing(self, *args) -> None:
        """A refusal about the name box goes once the director types again."""
        if self.message_label.objectName() == "errorText" and self.message_label.text():
            self.message_label.clear()

    def import_csv(self) -> None:
        if self.session is None:
            return
        self.message_label.clear()  # an earlier outcome would read as this import's
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import players from a CSV file"),
                                              prefs.last_folder(),
                                              self.tr("CSV files (*.csv *.txt);;All files (*)"))
        if not path:
            return
        prefs.set_last_folder(path)
        dialog = CsvImportDialog(self.session, path, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            self.show_message(self.tr("Import cancelled: nothing was added from {file}.").format(
                file=Path(path).name))
            return
        try:
            added = self.session.act(registration.import_players, path,
                                     dialog.mapping, initiator=self).value
        except ServiceError as exc:
            self.show_message(str(exc), True)
            return
        if added:
            numbers = (self.tr("start number {no}").format(no=added[0].start_no)
                       if len(added) == 1 else
                       self.tr("start numbers {first} to {last}").format(
                           first=added[0].start_no, last=added[-1].start_no))
            self.show_message(self.tr("Imported {players} from {file} ({numbers}).").format(
                players=plural(len(added), "player"), file=Path(path).name, numbers=numbers))

    def export_csv(self) -> None:
        if self.session is not None:
            export_dialog(self, self.session, "players", self.show_message)

    def selected_players(self) -> list[Player]:
        rows = sorted({self.proxy.mapToSource(i).row()
                       for i in self.view.selectionModel().selectedRows()})
        return [self.model.player_at(r) for r in rows]

    def edit_selected(self) -> None:
        chosen = self.selected_players()
        if len(chosen) != 1:
            return
        index = self.proxy.mapFromSource(self.model.index(self.model.row_of(chosen[0].start_no),
                                                          NAME))
        self.view.setCurrentIndex(index)
        self.view.edit(index)

    def mark_paid(self) -> None:
        fee = self.session.settings.fee
        done = []
        for p in self.selected_players():
            if p.paid >= fee:
                continue
            try:
                self.session.act(registration.edit_player, p.start_no, paid=fee, initiator=self)
            except ServiceError as exc:
                self.show_message(str(exc), True)
                return
            done.append(p.name)
        if done:
            self.show_message(self.tr("Marked paid ({fee}): {names}.").format(
                fee=amount(fee), names=", ".join(done)))

    def drop_selected(self) -> None:
        texts = []
        for p in self.selected_players():
            if not p.active:
                continue
            try:
                texts.append(self.session.act(registration.drop, p.start_no,
                                              initiator=self).message)
            except ServiceError as exc:
                self.show_message(str(exc), True)
                return
        if texts:
            self.show_message(" ".join(texts) + self.tr(" (Undo drop brings a player back.)"))

    def undrop_selected(self) -> None:
        texts = []
        for p in self.selected_players():
            if p.active:
                continue
            try:
                texts.append(self.session.act(registration.undrop, p.start_no,
                                              initiator=self).message)
            except ServiceError as exc:
                self.show_message(str(exc), True)
                return
        if texts:
            self.show_message(" ".join(texts))

    # -- the door: check-in ----------------------------------------------------------------------
    def door_check_in(self) -> None:
        """The door box: a start number or a name, Enter: checked in; the cursor stays."""
        if self.session is None:
            return
        text = self.door_edit.text().strip()
        self.door_edit.setFocus()
        if not text:
            self.show_message(self.tr("Type a start number or a name, then Enter."), True)
            return
        players = self.model.players()
        if text.isdigit():
            found = [p for p in players if p.start_no == int(text)]
            if not found:
                self.show_message(self.tr("No player has start number {no}.").format(no=text),
                                  True)
                self.door_edit.selectAll()
                return
        else:
            key = fold(" ".join(text.split()))
            found = [p for p in players if key in fold(p.name)]
            exact = [p for p in found if fold(p.name) == key]
            found = exact if len(exact) == 1 else found
            if len(found) > 1:
                active = [p for p in found if p.active and not p.checked_in]
                found = active if len(active) == 1 else found
            if not found:
                self.show_message(self.tr("No player is called {text}: check the spelling, or "
                                          "register them above.").format(text=text), True)
                self.door_edit.selectAll()
                return
            if len(found) > 1:
                listed = ", ".join(f"{p.start_no} {p.name}" for p in found[:6])
                self.show_message(self.tr("{n} players match {text}: {players}. Type more of "
                                          "the name, or the start number.").format(
                                              n=len(found), text=text, players=listed), True)
                self.door_edit.selectAll()
                return
        player = found[0]
        if player.checked_in:
            self.show_message(self.tr("{no} {name} is checked in already.").format(
                no=player.start_no, name=player.name))
        elif self.model.check_in([player], True):
            self.select_player(player.start_no)
        self.door_edit.clear()
        self.door_edit.setFocus()

    def toggle_here(self) -> None:
        """Space on the list: the selected players are here (or, all here already, not)."""
        chosen = self.selected_players()
        if chosen and self.session is not None:
            here = not all(p.checked_in for p in chosen)
            self.model.check_in([p for p in chosen if p.checked_in != here], here)

    def eventFilter(self, obj, event):
        if obj is self.view and event.type() == QEvent.Type.KeyPress and \
                self.view.state() != QAbstractItemView.State.EditingState:
            if event.key() == Qt.Key.Key_Space and not event.modifiers():
                self.toggle_here()
                return True
            if event.key() == Qt.Key.Key_F10 and \
                    event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                rect = self.view.visualRect(self.view.currentIndex())
                self._row_menu(rect.center())
                return True
        return super().eventFilter(obj, event)

    # -- a player's row: the overrides of the game being played -------------------------------
    def row_menu(self) -> QMenu | None:
        """For the selected player seated in the game being played: not here, move, swap."""
        chosen = self.selected_players()
        if len(chosen) != 1 or self.session is None:
            return None
        from .overrides import seat_change_menu
        return seat_change_menu(self, self.session, self.change_seating,
                                start_no=chosen[0].start_no)

    def _row_menu(self, pos) -> None:
        menu = self.row_menu()
        if menu is not None:
            from . import overrides
            overrides.popup(menu, self.view.viewport().mapToGlobal(pos))

    def change_seating(self, kind: str, start_no: int | None = None,
                       table_no: int | None = None) -> str:
        from .overrides import change_seating
        text = change_seating(self, self.session, kind, start_no, table_no)
        if text:
            self.show_message(text)
        return text

    def select_player(self, start_no: int) -> None:
        row = self.model.row_of(start_no)
        if row is None:
            return
        index = self.proxy.mapFromSource(self.model.index(row, NAME))
        if index.isValid():
            self.view.selectRow(index.row())
            self.view.scrollTo(index)

    # -- small updates -------------------------------------------------------------------------
    def _filter(self, text: str) -> None:
        self.proxy.set_text(text)
        self._update_count()

    def _update_count(self, *args) -> None:
        players = self.model.players()
        playing = sum(1 for p in players if p.active)
        text = self.tr("{registered} registered, {playing} playing").format(
            registered=len(players), playing=playing)
        if self.proxy.rowCount() != len(players):
            text += self.tr(" - {n} shown").format(n=self.proxy.rowCount())
        self.count_label.setText(text)
        here = sum(1 for p in players if p.active and p.checked_in)
        self.here_label.setText(self.tr("{here} of {playing} here").format(
            here=here, playing=playing) if any(p.checked_in for p in players) else "")

    def _update_buttons(self, *args) -> None:
        chosen = self.selected_players() if self.session else []
        self.edit_button.setEnabled(len(chosen) == 1)
        fee = self.session.settings.fee if self.session else 0
        self.paid_button.setEnabled(any(p.paid < fee for p in chosen))
        self.drop_button.setEnabled(any(p.active for p in chosen))
        self.undrop_button.setEnabled(any(not p.active for p in chosen))

    def focus_filter(self) -> None:
        self.filter_edit.setFocus()
        self.filter_edit.selectAll()
