"""The Standings page: live ranking, each player's per-game breakdown, final tie-breaks."""

from __future__ import annotations

import textwrap

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QComboBox,
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..collation import fold
from ..i18n import rules_text
from ..service import parse, prizes
from ..service.done import Changes
from ..service.model import ServiceError, StandingRow, as_ranked
from .collate import ranks
from .common import (
    LEFT,
    RIGHT,
    ordinal,
    plain_label,
    plural,
    points,
    set_font,
    show_message,
    signed,
)
from .filtering import SEARCH_ROLE, SORT_ROLE, START_NO_ROLE, PlayersFilter

RANK, NO, NAME, CLUB, TOTAL = range(5)
FIXED = (QT_TRANSLATE_NOOP("StandingsModel", "Rank"), QT_TRANSLATE_NOOP("StandingsModel", "No."),
         QT_TRANSLATE_NOOP("StandingsModel", "Name"), QT_TRANSLATE_NOOP("StandingsModel", "Club"),
         QT_TRANSLATE_NOOP("StandingsModel", "Total"))
translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


NO_RANK = "\u2013"  # a player none of whose results is in yet has no rank


def sum_text(terms: list[str]) -> str:
    """"5.0 + 3.5 - 1.0": figures (a sign on those that have one) as a sum."""
    text = terms[0].lstrip("+") if terms else ""
    for term in terms[1:]:
        text += f" - {term[1:]}" if term.startswith("-") else f" + {term.lstrip('+')}"
    return text


def rank_text(row: StandingRow) -> str:
    if not row.ranked:
        return NO_RANK
    return f"{row.rank}=" if row.level else str(row.rank)


def note_text_level() -> str:
    return translate("StandingsModel", "level")


def note_text(row: StandingRow) -> str:
    notes = []
    if row.level:
        notes.append(note_text_level())
    if not row.player.active:
        notes.append(translate("StandingsModel", "dropped out"))
    return ", ".join(notes)


class StandingsModel(QAbstractTableModel):
    """Rank, player, total, one column per game, a note. Re-sorted in place (no reset) when
    only the order or the figures change."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rows: list[StandingRow] = []
        self.games = 0
        self._search: list[str] | None = None  # folded on the first filter (anyascii)
        self._name_ranks: list[int] | None = None
        self.tiebreak_notes: dict[int, tuple[str, str]] = {}  # start no -> (short, in full)

    def set_tiebreak_notes(self, notes: dict[int, tuple[str, str]]) -> None:
        """The tie-break values shown beside level players (final standings)."""
        if notes == self.tiebreak_notes:
            return
        self.tiebreak_notes = dict(notes)
        if self.rows:
            col = self.columnCount() - 1
            self.dataChanged.emit(self.index(0, col), self.index(len(self.rows) - 1, col))

    def note(self, row: StandingRow) -> str:
        tb = self.tiebreak_notes.get(row.player.start_no, ("", ""))[0]
        return ", ".join(x for x in (note_text(row), tb) if x)

    def set_rows(self, rows: list[StandingRow], games: int) -> None:
        old_keys = [r.player.start_no for r in self.rows]
        new_keys = [r.player.start_no for r in rows]
        if games != self.games or sorted(old_keys) != sorted(new_keys):
            self.beginResetModel()
            self.rows, self.games = list(rows), games
            self._reindex()
            self.endResetModel()
            return
        if old_keys != new_keys:
            # same players in a new order: keep the selection by moving persistent indexes
            self.layoutAboutToBeChanged.emit()
            where = {s: i for i, s in enumerate(new_keys)}
            persistent = self.persistentIndexList()
            moved = [self.index(where[old_keys[i.row()]], i.column()) for i in persistent]
            self.rows = list(rows)
            self._reindex()
            self.changePersistentIndexList(persistent, moved)
            self.layoutChanged.emit()
        else:
            changed = [i for i, (a, b) in enumerate(zip(self.rows, rows)) if a != b]
            self.rows = list(rows)
            self._reindex()
            if changed:
                self.dataChanged.emit(self.index(min(changed), 0),
                                      self.index(max(changed), self.columnCount() - 1))

    def _reindex(self) -> None:
        self._search = None
        self._name_ranks = None  # worked out when the list is first sorted by name

    def _name_rank(self, row: int) -> int:
        """The row's place in alphabetical order (the one collation, by Qt's collator)."""
        if self._name_ranks is None:
            self._name_ranks = ranks([r.player.name for r in self.rows])
        return self._name_ranks[row]

    def row_of(self, start_no: int) -> int | None:
        for i, r in enumerate(self.rows):
            if r.player.start_no == start_no:
                return i
        return None

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(FIXED) + self.games + 1

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section < len(FIXED):
                return self.tr(FIXED[section])
            if section < len(FIXED) + self.games:
                return self.tr("G{game}").format(game=section - len(FIXED) + 1)
            if section == self.columnCount() - 1:
                return self.tr("Note")
        elif role == Qt.ItemDataRole.ToolTipRole and len(FIXED) <= section < len(FIXED) + \
                self.games:
            return self.tr("Points from game {game}").format(game=section - len(FIXED) + 1)
        elif role == Qt.ItemDataRole.TextAlignmentRole and (
                section in (RANK, NO, TOTAL) or len(FIXED) <= section < len(FIXED) + self.games):
            return int(RIGHT)
        return None

    def _game_line(self, row: StandingRow, game_no: int):
        for line in row.lines:
            if line.game_no == game_no:
                return line
        return None

    ROLES = {int(r) for r in (Qt.ItemDataRole.DisplayRole, SORT_ROLE,
                              Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.ToolTipRole,
                              SEARCH_ROLE, START_NO_ROLE)}
    FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if role not in self.ROLES or not index.isValid() or not 0 <= index.row() < len(
                self.rows):
            return None  # the many roles a view asks for and this model has no answer to
        row = self.rows[index.row()]
        col = index.column()
        game_no = col - len(FIXED) + 1 if len(FIXED) <= col < len(FIXED) + self.games else None
        if role == Qt.ItemDataRole.DisplayRole:
            if col == RANK:
                return rank_text(row)
            if col == NO:
                return str(row.player.start_no)
            if col == NAME:
                return row.player.name
            if col == CLUB:
                return row.player.club
            if col == TOTAL:
                return points(row.points) if row.ranked else ""
            if game_no is not None:
                line = self._game_line(row, game_no)
                if line is None:  # a no-show left the table: "not here"
                    return self.tr("not here") if any(g == game_no for g, _t in row.no_shows) \
                        else ""
                return self.tr("waiting") if line.place is None else points(line.total)
            if col == self.columnCount() - 1:
                return self.note(row)
        elif role == SORT_ROLE:
            if col == RANK:
                return index.row()
            if col == NO:
                return row.player.start_no
            if col == NAME:
                return self._name_rank(index.row())
            if col == CLUB:
                return fold(row.player.club)
            if col == TOTAL:
                return row.points if row.ranked else -10**9
            if game_no is not None:
                line = self._game_line(row, game_no)
                return -10**9 if line is None or line.place is None else line.total
            return self.note(row)
        elif role == Qt.ItemDataRole.TextAlignmentRole:
            if col in (RANK, NO, TOTAL) or game_no is not None:
                return int(RIGHT)
            return int(LEFT)
        elif role == Qt.ItemDataRole.ToolTipRole and game_no is not None:
            line = self._game_line(row, game_no)
            if line is not None and line.place is not None:
                return self.tr("Game {game}, table {table}: {place} - placement {placement}, "
                               "table points {table_points}, equalization {equalization}").format(
                                   game=game_no, table=line.table_no, place=ordinal(line.place),
                                   placement=points(line.placement),
                                   table_points=signed(line.table_points),
                                   equalization=signed(line.equalization))
        elif role == Qt.ItemDataRole.ToolTipRole and col == self.columnCount() - 1:
            note = self.tiebreak_notes.get(row.player.start_no, ("", None))[1]
            import html  # here: its entity table is not needed for the first paint
            return "<p>" + html.escape(note) + "</p>" if note else note
        elif role == SEARCH_ROLE:
            if self._search is None:  # the first filter: every row folded once
                self._search = [fold(f"{r.player.start_no} {r.player.name} {r.player.club}")
                                for r in self.rows]
            return self._search[index.row()]
        elif role == START_NO_ROLE:
            return row.player.start_no
        return None

    def flags(self, index):
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return self.FLAGS


def value_text(item, value) -> str:
    """A stored tie-break value as the director types it."""
    if value is None:
        return ""
    return ("yes" if value else "no") if item.kind == "yesno" else str(value)


def tiebreak_notes(rows: list[StandingRow], items, values: dict) -> dict[int, tuple[str, str]]:
    """("tie-break 7 / yes", "Tie-break: Credit cards ... 7, Harbour Master yes") for each
    player level on points whose values are entered (how a tie was broken, or why it stands)."""
    count: dict[int, int] = {}
    for r in rows:
        count[r.points] = count.get(r.points, 0) + 1
    notes = {}
    for r in rows:
        v = values.get(r.player.start_no)
        if count[r.points] > 1 and v and items:
            notes[r.player.start_no] = (
                translate("StandingsModel", "tie-break {values}").format(
                    values=" / ".join(value_text(i, v.get(i.key)) for i in items)),
                translate("StandingsModel", "Tie-break: {values}").format(
                    values=", ".join(f"{rules_text(i.label)} {value_text(i, v.get(i.key))}"
                                     for i in items)))
    return notes


WRONG = QColor("#f5b7b1")


def header_text(label: str) -> str:
    """A column title on lines of about 15 characters (a header does not wrap by itself)."""
    return textwrap.fill(label, 15)


class TiebreakModel(QAbstractTableModel):
    """The players level on points and their tie-break values as typed; the page saves them."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.items: tuple = ()
        self.players: list[tuple[int, str, int]] = []  # start number, name, points
        self.texts: list[list[str]] = []  # per player, per tie-break
        self.wrong: set[tuple[int, int]] = set()  # (row, tie-break) marked wrong

    def set_players(self, items, players, values: dict) -> None:
        self.beginResetModel()
        self.items = tuple(items)
        self.players = list(players)
        self.texts = [[value_text(i, values.get(p[0], {}).get(i.key)) for i in self.items]
                      for p in self.players]
        self.wrong = set()
        self.endResetModel()

    def start_nos(self) -> list[int]:
        return [p[0] for p in self.players]

    def row_of(self, start_no: int) -> int | None:
        for r, p in enumerate(self.players):
            if p[0] == start_no:
                return r
        return None

    def set_wrong(self, cells: set[tuple[int, int]]) -> None:
        self.wrong = set(cells)
        if self.players:
            self.dataChanged.emit(self.index(0, 3), self.index(len(self.players) - 1,
                                                               self.columnCount() - 1))

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.players)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else 3 + len(self.items)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section < 3:
                return (self.tr("No."), self.tr("Name"), self.tr("Points"))[section]
            return header_text(rules_text(self.items[section - 3].label))
        if role == Qt.ItemDataRole.ToolTipRole and section >= 3:
            return self._hint(self.items[section - 3])
        return None

    @staticmethod
    def _hint(item) -> str:
        return (translate("TiebreakModel", "{item}: yes or no").format(item=rules_text(item.label))
                if item.kind == "yesno" else
                translate("TiebreakModel", "{item}: a whole number, e.g. 3").format(
                    item=rules_text(item.label)))

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.players):
            return None
        r, c = index.row(), index.column()
        start_no, name, pts = self.players[r]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            if c >= 3:
                return self.texts[r][c - 3]
            return (str(start_no), name, points(pts))[c]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(LEFT if c == 1 else RIGHT)
        if c < 3:
            return None
        if role == Qt.ItemDataRole.BackgroundRole and (r, c - 3) in self.wrong:
            return WRONG
        if role == Qt.ItemDataRole.ForegroundRole and (r, c - 3) in self.wrong:
            return QColor("#1b1b1b")  # dark on the pink, whatever the theme
        if role == Qt.ItemDataRole.ToolTipRole:
            # escaped: Qt reads a tooltip that looks like HTML as HTML ("<img src=...>")
            import html  # here: its entity table is not needed for the first paint
            return "<p>" + html.escape(self._hint(self.items[c - 3]) + f" ({name})") + "</p>"
        return None

    def flags(self, index):
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        return base | Qt.ItemFlag.ItemIsEditable if index.column() >= 3 else base

    def setData(self, index, value, role=Qt.ItemDataRole.EditRole):
        if role != Qt.ItemDataRole.EditRole or not index.isValid() or index.column() < 3:
            return False
        r, c = index.row(), index.column() - 3
        self.texts[r][c] = str(value).strip()
        self.wrong.discard((r, c))
        self.dataChanged.emit(index, index)
        return True

    def set_text(self, start_no: int, key: str, text: str) -> None:
        """Type a value (as the keyboard would)."""
        c = [i.key for i in self.items].index(key)
        self.setData(self.index(self.row_of(start_no), 3 + c), text)


class TiebreakView(QTableView):
    """Enter in a cell goes on to the next player's; Enter outside a cell saves."""

    save_requested = Signal()

    def closeEditor(self, editor, hint):
        if hint == QAbstractItemDelegate.EndEditHint.SubmitModelCache:
            super().closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)
            index = self.currentIndex()
            below = index.sibling(index.row() + 1, index.column())
            if below.isValid():
                self.setCurrentIndex(below)
            return
        super().closeEditor(editor, hint)

    def keyPressEvent(self, event):
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and \
                self.state() != QAbstractItemView.State.EditingState:
            self.save_requested.emit()
            return
        super().keyPressEvent(event)


class StandingsPage(QWidget):
    """Standings now (or after an earlier game), the "why" of each figure, tie-breaks."""

    SHOWS = Changes(players=True, results=True, seating=True, tiebreaks=True,
                    adjustments=True)  # what it refreshes for

    outcome = Signal(str)
    print_requested = Signal(str, int)  # "standings", after game (0: now)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.session = None
        self.model = StandingsModel(self)
        self.proxy = PlayersFilter(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.sort(-1)

        self.after_combo = QComboBox()
        self.after_combo.setMinimumWidth(170)
        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText(self.tr("Filter by name, club or number (Ctrl+F)"))
        self.filter_edit.setClearButtonEnabled(True)
        self.summary = plain_label()
        self.print_button = QPushButton(self.tr("Print standings"))
        self.print_button.setToolTip(self.tr("The standings shown (now, or after the game "
                                             "chosen) as "
                                     "a PDF"))
        self.export_button = QPushButton(self.tr("Export CSV..."))
        self.export_button.setToolTip(self.tr("The standings as a CSV file for a spreadsheet"))
        self.adjust_button = QPushButton(self.tr("Adjust points..."))
        self.adjust_button.setToolTip(self.tr("A penalty or an award for the player selected, "
                                              "with its reason (on the list: the - or + key)"))
        self.message_label = plain_label(wrap=True)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Standings:")))
        top.addWidget(self.after_combo)
        top.addWidget(self.filter_edit, 1)
        top.addWidget(self.summary, 1)
        top.addWidget(self.adjust_button)
        top.addWidget(self.print_button)
        top.addWidget(self.export_button)

        self.view = QTableView()
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        self.view.verticalHeader().hide()
        self.view.verticalHeader().setDefaultSectionSize(self.view.fontMetrics().height() + 8)
        self.view.setWordWrap(False)
        self.view.setTabKeyNavigation(False)  # Tab goes on to the next widget
        self.view.viewport().installEventFilter(self)  # columns sized to the width

        # the breakdown of the selected player
        self.who = plain_label(self.tr("Select a player to see how their points were made."),
                               wrap=True)
        set_font(self.who, bold=True)
        self.breakdown = QTableWidget(0, 7)
        self.breakdown.setHorizontalHeaderLabels(
            [self.tr("Game"), self.tr("Table"), self.tr("Place"), self.tr("Placement"),
             self.tr("Table pts"), self.tr("Equal."), self.tr("Total")])
        self.breakdown.verticalHeader().hide()
        self.breakdown.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.breakdown.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.breakdown.setTabKeyNavigation(False)
        self.breakdown.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.breakdown.horizontalHeader().setStretchLastSection(True)
        self.breakdown.verticalHeader().setDefaultSectionSize(
            self.breakdown.fontMetrics().height() + 8)
        self.explain = plain_label(wrap=True)
        self.explain.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        why = QGroupBox(self.tr("Why these points"))
        wl = QVBoxLayout(why)
        wl.addWidget(self.who)
        wl.addWidget(self.breakdown, 1)
        wl.addWidget(self.explain)

        # final tie-breaks
        self.tie_box = QGroupBox(self.tr("Final tie-breaks"))
        tl = QVBoxLayout(self.tie_box)
        self.tie_intro = plain_label(wrap=True)
        tl.addWidget(self.tie_intro)
        self.tie_model = TiebreakModel(self)
        self.tie_view = TiebreakView()
        self.tie_view.setModel(self.tie_model)
        self.tie_view.setEditTriggers(QAbstractItemView.EditTrigger.AnyKeyPressed
                                      | QAbstractItemView.EditTrigger.DoubleClicked
                                      | QAbstractItemView.EditTrigger.EditKeyPressed
                                      | QAbstractItemView.EditTrigger.SelectedClicked)
        self.tie_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tie_view.verticalHeader().hide()
        self.tie_view.verticalHeader().setDefaultSectionSize(
            self.tie_view.fontMetrics().height() + 8)
        self.tie_view.setWordWrap(False)
        # Tab goes on to "Save tie-breaks" (while a value is typed: to the next value)
        self.tie_view.setTabKeyNavigation(False)
        self.tie_view.setAccessibleName(self.tr("Tie-break values of the players level on points"))
        tl.addWidget(self.tie_view, 1)
        self.tie_message = plain_label(wrap=True)
        tl.addWidget(self.tie_message)
        self.tie_save = QPushButton(self.tr("Save tie-breaks"))
        self.tie_save.setAutoDefault(True)
        tl.addStretch(0)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.tie_save)
        tl.addLayout(row)

        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(why, 2)
        rl.addWidget(self.tie_box, 3)
        split = QSplitter()
        split.addWidget(self.view)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([820, 520])

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        layout.addWidget(self.message_label)
        self.print_button.clicked.connect(
            lambda: self.print_requested.emit("standings", self.after_game() or 0))
        self.export_button.clicked.connect(self.export_csv)
        self.adjust_button.clicked.connect(lambda: self.adjust_points())
        self.view.installEventFilter(self)

        self.filter_edit.textChanged.connect(self._filter)
        self.after_combo.activated.connect(lambda _: self.refresh())
        self.view.selectionModel().currentRowChanged.connect(self._show_breakdown)
        self.tie_save.clicked.connect(self.save_tiebreaks)
        self.tie_view.save_requested.connect(self.save_tiebreaks)

    # -- refresh --------------------------------------------------------------------------------
    def set_session(self, session) -> None:
        self.session = session
        self.after_combo.clear()
        self.tie_message.clear()
        self.message_label.clear()
        self.filter_edit.clear()
        if session is None:
            self.model.set_rows([], 0)
            self.tie_model.set_players((), [], {})
        self.refresh()

    def after_game(self) -> int | None:
        data = self.after_combo.currentData()
        return None if data in (None, 0) else int(data)

    def refresh(self) -> None:
        if self.session is None:
            return
        st = self.session.status()
        seated = st.games_seated
        # the "after game" choice: now, or after any complete earlier game
        chosen = self.after_combo.currentData()
        self.after_combo.blockSignals(True)
        self.after_combo.clear()
        self.after_combo.addItem(self.tr("Final") if st.finished else self.tr("Now (live)"), 0)
        for g in range(seated, 0, -1):
            self.after_combo.addItem(self.tr("After game {game}").format(game=g), g)
        i = self.after_combo.findData(chosen)
        self.after_combo.setCurrentIndex(max(i, 0))
        self.after_combo.blockSignals(False)
        after = self.after_game()
        rows = as_ranked(self.session.standings(after))  # no rank before a result counts
        games = after if after is not None else seated
        self.model.set_rows(rows, games)
        self.model.set_tiebreak_notes(
            tiebreak_notes(rows, self.session.settings.tiebreaks,
                           self.session.tiebreak_values())
            if after is None and st.finished else {})
        self._size_columns()
        levels = sum(1 for r in rows if r.level)
        text = plural(len(rows), "player")
        if levels:
            text += self.tr(", {n} level with another (rank shown as 3=)").format(n=levels)
        self.summary.setText(text)
        if not self.view.currentIndex().isValid() and self.proxy.rowCount():
            self.view.selectRow(0)  # the leader's breakdown, until another is chosen
        self._show_breakdown(self.view.currentIndex())
        self._fill_tiebreaks(st)

    def _size_columns(self) -> None:
        """The columns at the width the table has: the name stretches and gets room for a
        whole name first; to make it, the club shrinks (and is cut short: its tooltip-less
        cells elide), then the note, then the game columns (to a figure's width)."""
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        fm = self.view.fontMetrics()
        pad = 14
        last = self.model.columnCount() - 1
        games = list(range(len(FIXED), last))
        fixed = {RANK: max(48, fm.horizontalAdvance("000=") + pad),
                 NO: max(44, fm.horizontalAdvance("0000") + pad),
                 TOTAL: max(58, fm.horizontalAdvance("-00.0") + pad)}
        note = (fm.horizontalAdvance(self.model.note(max(
                    self.model.rows, key=lambda r: len(self.model.note(r))))) + pad
                if self.model.tiebreak_notes and self.model.rows else 90)
        game_width = fm.horizontalAdvance(translate("StandingsModel", "waiting")) + pad
        # (column, width wanted, the least it gets), in the order they give way
        flexible = [(CLUB, 120, fm.averageCharWidth() * 6 + pad),
                    (last, note, fm.horizontalAdvance(note_text_level()) + pad)]
        flexible += [(c, game_width, fm.horizontalAdvance("-00.0") + pad) for c in games]
        widths = {c: want for c, want, _least in flexible}
        room = self.view.viewport().width() - sum(fixed.values()) - sum(widths.values())
        short = fm.averageCharWidth() * 26 - room  # a whole name: about 26 letters
        for group in ([CLUB], [last], games):  # the club first, then the note, then games
            if short <= 0:
                break
            give = {c: want - least for c, want, least in flexible if c in group}
            total = sum(give.values())
            if total <= 0:
                continue
            share = min(1.0, short / total)
            for c, g in give.items():
                widths[c] -= int(g * share + 0.999)
            short -= min(short, total)
        for col, width in {**fixed, **widths}.items():
            if col != NAME:
                header.resizeSection(col, width)

    def eventFilter(self, obj, event):
        if obj is self.view.viewport() and event.type() == QEvent.Type.Resize and \
                event.oldSize().width() != event.size().width():
            self._size_columns()  # the name keeps its room as the window or splitter moves
        if obj is self.view and event.type() == QEvent.Type.KeyPress and \
                event.text() in ("-", "+"):  # the sign starts an adjustment's points
            self.adjust_points(event.text())
            return True
        return super().eventFilter(obj, event)

    def _filter(self, text: str) -> None:
        """Filter; the breakdown follows: the first row shown (a typed start number's
        player) is selected, nothing when no row is left."""
        if self.proxy.sortColumn() < 0:
            self.proxy.sort(RANK)  # standings order, with a typed start number first
        self.proxy.set_text(text)
        if self.proxy.rowCount():
            self.view.selectRow(0)
            self.view.setCurrentIndex(self.proxy.index(0, NAME))
        else:
            self.view.selectionModel().clearSelection()
            self.view.setCurrentIndex(QModelIndex())
        self._show_breakdown(self.view.currentIndex())

    # -- the breakdown ------------------------------------------------------------------------
    def select_player(self, start_no: int) -> None:
        row = self.model.row_of(start_no)
        if row is None:
            return
        index = self.proxy.mapFromSource(self.model.index(row, NAME))
        if index.isValid():
            self.view.setCurrentIndex(index)
            self.view.scrollTo(index)

    def _show_breakdown(self, index, *args) -> None:
        if not index.isValid():
            self.breakdown.setRowCount(0)
            self.who.setText(self.tr("Select a player to see how their points were made."))
            self.explain.clear()
            return
        row = self.model.rows[self.proxy.mapToSource(index).row()]
        p = row.player
        if not row.ranked:
            self.who.setText(self.tr("{name} (#{no}) - no result in yet, so no rank").format(
                name=p.name, no=p.start_no))
        else:
            self.who.setText(self.tr("{rank}. {name} (#{no}) - {points} points").format(
                rank=rank_text(row), name=p.name, no=p.start_no, points=points(row.points))
                + (self.tr(" - level on points with another player") if row.level else ""))
        self.breakdown.clearSpans()
        self.breakdown.setRowCount(len(row.lines) + len(row.no_shows) + len(row.adjustments))
        sums = []
        for r, line in enumerate(row.lines):
            done = line.place is not None
            cells = [str(line.game_no), str(line.table_no),
                     ordinal(line.place) if done else self.tr("waiting"),
                     points(line.placement), signed(line.table_points),
                     signed(line.equalization), points(line.total) if done else ""]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(RIGHT)
                self.breakdown.setItem(r, c, item)
            if done:
                sums.append(points(line.total))
        r = len(row.lines)
        for game_no, table_no in row.no_shows:  # left the table before its result
            for c, text in enumerate((str(game_no), str(table_no), self.tr("not here"), "",
                                      "", "", points(0))):
                item = QTableWidgetItem(text)
                item.setTextAlignment(RIGHT)
                self.breakdown.setItem(r, c, item)
            r += 1
        for a in row.adjustments:  # "-1.0 Late back from lunch (game 2)"
            text = f"{signed(a.points)} {a.reason}" + (
                " (" + self.tr("game {game}").format(game=a.game) + ")" if a.game else "")
            self.breakdown.setSpan(r, 0, 1, 6)
            self.breakdown.setItem(r, 0, QTableWidgetItem(text))
            total = QTableWidgetItem(signed(a.points))
            total.setTextAlignment(RIGHT)
            self.breakdown.setItem(r, 6, total)
            sums.append(signed(a.points))
            r += 1
        self.explain.setText(
            (self.tr("Total {sums} = {points}. ").format(sums=sum_text(sums),
                                                         points=points(row.points))
             if sums else "")
            + self.tr("Each game: placement (n points for 1st at a table of n, shared when "
                      "tied) + table points + equalization.")
            + (" " + self.tr("Below the games: the penalties and awards given.")
               if row.adjustments else ""))

    # -- adjustments --------------------------------------------------------------------------
    def selected_row(self) -> StandingRow | None:
        index = self.view.currentIndex()
        if not index.isValid():
            return None
        return self.model.rows[self.proxy.mapToSource(index).row()]

    def adjust_points(self, typed: str = "") -> str:
        """A penalty or an award for the player selected (the dialog: points, reason,
        Enter); what was done, or "" when cancelled."""
        row = self.selected_row() if self.session is not None else None
        if row is None:
            show_message(self.message_label, self.tr("Select a player first (type a name or "
                                                     "number in the filter), then adjust."),
                         True)
            return ""
        from .adjust import AdjustDialog
        dialog = AdjustDialog(self.session, row, typed, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return ""
        show_message(self.message_label, dialog.message)
        self.outcome.emit(dialog.message)
        self.select_player(row.player.start_no)
        return dialog.message


    # -- tie-breaks ---------------------------------------------------------------------------
    def _fill_tiebreaks(self, st) -> None:
        settings = self.session.settings
        items = settings.tiebreaks
        self.tie_box.setVisible(settings.competition)
        needed = (self.session.needs_tiebreak() if settings.competition and st.finished
                  else [])
        if not items:
            intro = self.tr("This event has no final tie-breaks (Event > Event settings): "
                            "players level on points after the last game share the places, "
                            "and the prizes, they cover.")
        elif not st.finished:
            intro = self.tr("After the last game, the players level on points get their "
                            "tie-break values here.")
        elif not needed:
            intro = self.tr("No players are level on points: no tie-breaks are needed.")
        else:
            values = self.session.tiebreak_values()
            missing = [s for s in needed if s not in values]
            intro = (self.tr("{n} players are level on points. Type each one's values (in "
                             "this order they break the tie: {order}).").format(
                                 n=len(needed), order="; ".join(
                                     f"{i + 1}. {rules_text(t.label)}"
                                     for i, t in enumerate(items)))
                     + " " + (self.tr("{n} still missing.").format(n=len(missing)) if missing
                              else self.tr("All are in.")))
        self.tie_intro.setText(intro)
        shown = bool(items and needed)
        self.tie_view.setVisible(shown)
        self.tie_save.setVisible(shown)
        self.tie_save.setEnabled(shown)
        if not shown:
            self.tie_message.clear()
            if self.tie_model.players:
                self.tie_model.set_players((), [], {})
            return
        if self.tie_model.start_nos() == needed and self.tie_model.items == tuple(items):
            return  # keep what is typed; the players who need tie-breaks did not change
        rows = {r.player.start_no: r for r in self.session.standings()}
        self.tie_model.set_players(
            items, [(s, rows[s].player.name, rows[s].points) for s in needed], values)
        header = self.tie_view.horizontalHeader()
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.resizeSection(0, 48)
        header.resizeSection(2, 58)
        fm = header.fontMetrics()
        for c, item in enumerate(items):
            lines = header_text(rules_text(item.label)).splitlines()
            header.resizeSection(3 + c, max(80, max(map(fm.horizontalAdvance, lines)) + 20))

    def save_tiebreaks(self) -> None:
        """Save every player whose values are complete and changed, as one action; mark and
        name the rows that are wrong."""
        model = self.tie_model
        if self.session is None or not model.players:
            return
        items = model.items
        stored = self.session.tiebreak_values()
        problems, wrong, pending, incomplete = [], set(), {}, 0
        for r, (start_no, _, _) in enumerate(model.players):
            texts = model.texts[r]
            if not any(texts):
                incomplete += 1
                continue
            if not all(texts):
                problems.append(self.tr("#{no}: give every value").format(no=start_no))
                wrong |= {(r, c) for c, t in enumerate(texts) if not t}
                continue
            spec = ",".join(f"{i.key}={t}" for i, t in zip(items, texts))
            try:
                parsed = parse.tiebreak_values(items, spec)
            except ServiceError as exc:
                problems.append(f"#{start_no}: {exc}")
                wrong |= {(r, c) for c in range(len(items))}
                continue
            if parsed != stored.get(start_no):
                pending[start_no] = spec
        if pending:
            try:
                self.session.act(prizes.set_tiebreaks, pending, initiator=self)
            except ServiceError as exc:
                problems.insert(0, str(exc))
                pending = {}
        model.set_wrong(wrong)
        saved = len(pending)
        if problems:
            text = " ".join(problems)
            if saved:
                text = self.tr("Saved tie-breaks of {players}; ").format(
                    players=plural(saved, "player")) + text
            show_message(self.tie_message, text, True)
            return
        text = self.tr("Saved tie-breaks of {players}.").format(players=plural(saved, "player"))
        if incomplete:
            text += self.tr(" {n} still to enter.").format(n=incomplete)
        show_message(self.tie_message, text)

    def export_csv(self) -> None:
        from .players import export_dialog
        if self.session is not None:
            export_dialog(self, self.session, "standings",
                          lambda text, error: show_message(self.message_label, text, error))

    def focus_filter(self) -> None:
        self.filter_edit.setFocus()
        self.filter_edit.selectAll()
