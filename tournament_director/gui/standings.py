"""The Standings page: live ranking, each player's per-game breakdown, final tie-breaks."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QGridLayout, QGroupBox,
                               QHBoxLayout, QHeaderView, QLabel, QLineEdit, QPushButton,
                               QScrollArea, QSplitter, QTableView, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from ..service import ServiceError, StandingRow
from . import session as kinds
from .common import (LEFT, RIGHT, fold, ordinal, plain_label, points, set_error_look,
                     show_message, signed)
from .players import SEARCH_ROLE, SORT_ROLE, START_NO_ROLE, PlayersFilter

RANK, NO, NAME, CLUB, TOTAL = range(5)
FIXED = ("Rank", "No.", "Name", "Club", "Total")


def rank_text(row: StandingRow) -> str:
    return f"{row.rank}=" if row.level else str(row.rank)


def note_text(row: StandingRow) -> str:
    notes = []
    if row.level:
        notes.append("level")
    if not row.player.active:
        notes.append("dropped out")
    return ", ".join(notes)


class StandingsModel(QAbstractTableModel):
    """Rank, player, total, one column per game, a note. Re-sorted in place (no reset) when
    only the order or the figures change."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rows: list[StandingRow] = []
        self.games = 0
        self._search: list[str] = []

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
        self._search = [fold(f"{r.player.start_no} {r.player.name} {r.player.club}")
                        for r in self.rows]

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
                return FIXED[section]
            if section < len(FIXED) + self.games:
                return f"G{section - len(FIXED) + 1}"
            if section == self.columnCount() - 1:
                return "Note"
        elif role == Qt.ItemDataRole.ToolTipRole and len(FIXED) <= section < len(FIXED) + \
                self.games:
            return f"Points from game {section - len(FIXED) + 1}"
        elif role == Qt.ItemDataRole.TextAlignmentRole:
            if section in (RANK, NO, TOTAL) or len(FIXED) <= section < len(FIXED) + self.games:
                return int(RIGHT)
        return None

    def _game_line(self, row: StandingRow, game_no: int):
        for line in row.lines:
            if line.game_no == game_no:
                return line
        return None

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
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
                return points(row.points)
            if game_no is not None:
                line = self._game_line(row, game_no)
                if line is None:
                    return ""
                return "waiting" if line.place is None else points(line.total)
            if col == self.columnCount() - 1:
                return note_text(row)
        elif role == SORT_ROLE:
            if col == RANK:
                return index.row()
            if col == NO:
                return row.player.start_no
            if col == NAME:
                return fold(row.player.name)
            if col == CLUB:
                return fold(row.player.club)
            if col == TOTAL:
                return row.points
            if game_no is not None:
                line = self._game_line(row, game_no)
                return -10**9 if line is None or line.place is None else line.total
            return note_text(row)
        elif role == Qt.ItemDataRole.TextAlignmentRole:
            if col in (RANK, NO, TOTAL) or game_no is not None:
                return int(RIGHT)
            return int(LEFT)
        elif role == Qt.ItemDataRole.ToolTipRole and game_no is not None:
            line = self._game_line(row, game_no)
            if line is not None and line.place is not None:
                return (f"Game {game_no}, table {line.table_no}: {ordinal(line.place)} - "
                        f"placement {points(line.placement)}, table points "
                        f"{signed(line.table_points)}, equalization {signed(line.equalization)}")
        elif role == SEARCH_ROLE:
            return self._search[index.row()]
        elif role == START_NO_ROLE:
            return row.player.start_no
        return None

    def flags(self, index):
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class StandingsPage(QWidget):
    """Standings now (or after an earlier game), the "why" of each figure, tie-breaks."""

    outcome = Signal(str)

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
        self.filter_edit.setPlaceholderText("Filter by name, club or number (Ctrl+F)")
        self.filter_edit.setClearButtonEnabled(True)
        self.summary = plain_label()
        top = QHBoxLayout()
        top.addWidget(QLabel("Standings:"))
        top.addWidget(self.after_combo)
        top.addWidget(self.filter_edit, 1)
        top.addWidget(self.summary, 1)

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

        # the breakdown of the selected player
        self.who = plain_label("Select a player to see how their points were made.", wrap=True)
        self.who.setStyleSheet("font-weight: bold")
        self.breakdown = QTableWidget(0, 7)
        self.breakdown.setHorizontalHeaderLabels(
            ["Game", "Table", "Place", "Placement", "Table pts", "Equal.", "Total"])
        self.breakdown.verticalHeader().hide()
        self.breakdown.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.breakdown.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.breakdown.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.breakdown.horizontalHeader().setStretchLastSection(True)
        self.breakdown.verticalHeader().setDefaultSectionSize(
            self.breakdown.fontMetrics().height() + 8)
        self.explain = plain_label(wrap=True)
        self.explain.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        why = QGroupBox("Why these points")
        wl = QVBoxLayout(why)
        wl.addWidget(self.who)
        wl.addWidget(self.breakdown, 1)
        wl.addWidget(self.explain)

        # final tie-breaks
        self.tie_box = QGroupBox("Final tie-breaks")
        tl = QVBoxLayout(self.tie_box)
        self.tie_intro = plain_label(wrap=True)
        tl.addWidget(self.tie_intro)
        self.tie_host = QWidget()
        self.tie_grid = QGridLayout(self.tie_host)
        self.tie_grid.setAlignment(Qt.AlignmentFlag.AlignTop)
        tie_scroll = QScrollArea()
        tie_scroll.setWidgetResizable(True)
        tie_scroll.setWidget(self.tie_host)
        tl.addWidget(tie_scroll, 1)
        self.tie_scroll = tie_scroll
        self.tie_message = plain_label(wrap=True)
        tl.addWidget(self.tie_message)
        self.tie_save = QPushButton("Save tie-breaks")
        self.tie_save.setAutoDefault(True)
        tl.addStretch(0)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.tie_save)
        tl.addLayout(row)
        self.tie_rows: list[tuple[int, list[QLineEdit]]] = []

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
        split.setSizes([880, 460])

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(split, 1)

        self.filter_edit.textChanged.connect(self.proxy.set_text)
        self.after_combo.activated.connect(lambda _: self.refresh())
        self.view.selectionModel().currentRowChanged.connect(self._show_breakdown)
        self.tie_save.clicked.connect(self.save_tiebreaks)

    # -- refresh --------------------------------------------------------------------------------
    def set_session(self, session) -> None:
        self.session = session
        self.after_combo.clear()
        self.tie_message.clear()
        self.filter_edit.clear()
        if session is None:
            self.model.set_rows([], 0)
            self._clear_tiebreak_grid()
        self.refresh()

    def after_game(self) -> int | None:
        data = self.after_combo.currentData()
        return None if data in (None, 0) else int(data)

    def refresh(self) -> None:
        if self.session is None:
            return
        ev = self.session.event
        st = ev.status()
        seated = st.games_seated
        # the "after game" choice: now, or after any complete earlier game
        chosen = self.after_combo.currentData()
        self.after_combo.blockSignals(True)
        self.after_combo.clear()
        self.after_combo.addItem("Final" if st.finished else "Now (live)", 0)
        for g in range(seated, 0, -1):
            self.after_combo.addItem(f"After game {g}", g)
        i = self.after_combo.findData(chosen)
        self.after_combo.setCurrentIndex(max(i, 0))
        self.after_combo.blockSignals(False)
        after = self.after_game()
        rows = ev.standings(after)
        games = after if after is not None else seated
        self.model.set_rows(rows, games)
        self._size_columns()
        levels = sum(1 for r in rows if r.level)
        text = f"{len(rows)} players"
        if levels:
            text += f", {levels} level with another (rank shown as 3=)"
        self.summary.setText(text)
        if not self.view.currentIndex().isValid() and self.proxy.rowCount():
            self.view.selectRow(0)  # the leader's breakdown, until another is chosen
        self._show_breakdown(self.view.currentIndex())
        self._fill_tiebreaks(st)

    def _size_columns(self) -> None:
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        widths = {RANK: 48, NO: 44, CLUB: 120, TOTAL: 58}
        for col in range(self.model.columnCount()):
            if col == NAME:
                continue
            game_width = self.view.fontMetrics().horizontalAdvance("waiting") + 14
            header.resizeSection(col, widths.get(col, game_width if col < self.model.columnCount()
                                                 - 1 else 90))

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
            self.who.setText("Select a player to see how their points were made.")
            self.explain.clear()
            return
        row = self.model.rows[self.proxy.mapToSource(index).row()]
        p = row.player
        self.who.setText(f"{rank_text(row)}. {p.name} (#{p.start_no}) - {points(row.points)} "
                         f"points" + (" - level on points with another player" if row.level
                                      else ""))
        self.breakdown.setRowCount(len(row.lines))
        sums = []
        for r, line in enumerate(row.lines):
            done = line.place is not None
            cells = [str(line.game_no), str(line.table_no),
                     ordinal(line.place) if done else "waiting",
                     points(line.placement), signed(line.table_points),
                     signed(line.equalization), points(line.total) if done else ""]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(RIGHT)
                self.breakdown.setItem(r, c, item)
            if done:
                sums.append(points(line.total))
        self.explain.setText(
            ("Total " + " + ".join(sums) + f" = {points(row.points)}. " if sums else "")
            + "Each game: placement (n points for 1st at a table of n, shared when tied) "
            "+ table points + equalization.")

    # -- tie-breaks ---------------------------------------------------------------------------
    def _fill_tiebreaks(self, st) -> None:
        ev = self.session.event
        competition = ev.settings.competition
        needed = ev.needs_tiebreak() if st.finished and competition else []
        if not competition or not needed:
            self._clear_tiebreak_grid()
        if not competition:
            self.tie_box.setVisible(False)
            return
        self.tie_box.setVisible(True)
        items = ev.settings.tiebreaks
        if not items:
            self.tie_intro.setText("This event has no final tie-breaks (Event > Event settings): "
                                   "players level on points after the last game share the "
                                   "places, and the prizes, they cover.")
            self.tie_save.setEnabled(False)
            self._show_tiebreak_grid(False)
            return
        if not st.finished:
            self.tie_intro.setText("After the last game, the players level on points get their "
                                   "tie-break values here.")
            self.tie_save.setEnabled(False)
            self._show_tiebreak_grid(False)
            return
        if not needed:
            self.tie_intro.setText("No players are level on points: no tie-breaks are needed.")
            self.tie_save.setEnabled(False)
            self._show_tiebreak_grid(False)
            return
        values = ev.tiebreak_values()
        missing = [s for s in needed if s not in values]
        same = [s for s, _ in self.tie_rows] == needed
        self.tie_intro.setText(
            f"{len(needed)} players are level on points. Type each one's values "
            "(in this order they break the tie: "
            + "; ".join(f"{i + 1}. {t.label}" for i, t in enumerate(items)) + "). "
            + (f"{len(missing)} still missing." if missing else "All are in."))
        self.tie_save.setEnabled(True)
        self._show_tiebreak_grid(True)
        if same:
            return  # keep what is typed; the players who need tie-breaks did not change
        self._clear_tiebreak_grid()
        rows = {r.player.start_no: r for r in ev.standings(final=False)}
        heads = ["No.", "Name", "Points"] + [t.label for t in items]
        for c, text in enumerate(heads):
            head = plain_label(text, wrap=c >= 3)
            head.setStyleSheet("font-weight: bold")
            self.tie_grid.addWidget(head, 0, c)
        for r, start_no in enumerate(needed, 1):
            row = rows[start_no]
            self.tie_grid.addWidget(plain_label(str(start_no)), r, 0)
            self.tie_grid.addWidget(plain_label(row.player.name), r, 1)
            pts = plain_label(points(row.points))
            pts.setAlignment(RIGHT)
            self.tie_grid.addWidget(pts, r, 2)
            edits = []
            for c, item in enumerate(items):
                edit = QLineEdit()
                edit.setMaximumWidth(90)
                edit.setPlaceholderText("yes / no" if item.kind == "yesno" else "0")
                edit.setAccessibleName(f"{item.label} of {row.player.name}")
                value = values.get(start_no, {}).get(item.key)
                if value is not None:
                    edit.setText(("yes" if value else "no") if item.kind == "yesno"
                                 else str(value))
                edit.returnPressed.connect(self.save_tiebreaks)
                self.tie_grid.addWidget(edit, r, 3 + c)
                edits.append(edit)
            self.tie_rows.append((start_no, edits))
        self.tie_grid.setColumnStretch(1, 1)
        chain = [e for c in range(len(items)) for e in (edits[c] for _, edits in self.tie_rows)]
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)
        self.tie_save.setEnabled(True)

    def _show_tiebreak_grid(self, shown: bool) -> None:
        self.tie_scroll.setVisible(shown)
        self.tie_save.setVisible(shown)

    def _clear_tiebreak_grid(self) -> None:
        while self.tie_grid.count():
            item = self.tie_grid.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        self.tie_rows = []

    def tiebreak_edits(self) -> dict[int, list[QLineEdit]]:
        return dict(self.tie_rows)

    def save_tiebreaks(self) -> None:
        """Save every row that is filled in and changed; name the rows that are wrong."""
        if self.session is None or not self.tie_rows:
            return
        ev = self.session.event
        items = ev.settings.tiebreaks
        stored = ev.tiebreak_values()
        saved, problems, incomplete = 0, [], 0
        pending = []
        for start_no, edits in self.tie_rows:
            texts = [e.text().strip() for e in edits]
            for e in edits:
                set_error_look(e, False)
            if not any(texts):
                incomplete += 1
                continue
            if not all(texts):
                problems.append(f"#{start_no}: give every value")
                for e, t in zip(edits, texts):
                    set_error_look(e, not t)
                continue
            spec = ",".join(f"{i.key}={t}" for i, t in zip(items, texts))
            pending.append((start_no, spec, edits))
        for start_no, spec, edits in pending:
            try:
                parsed_before = stored.get(start_no)
                parsed = self._parse(items, spec)
                if parsed == parsed_before:
                    continue
                self.session.act(kinds.TIEBREAKS, ev.set_tiebreak, start_no, spec)
                saved += 1
            except ServiceError as exc:
                problems.append(f"#{start_no}: {exc}")
                for e in edits:
                    set_error_look(e, True)
        if problems:
            show_message(self.tie_message, " ".join(problems), True)
        else:
            left = incomplete
            text = f"Saved tie-breaks of {saved} player{'s' if saved != 1 else ''}."
            if left:
                text += f" {left} still to enter."
            show_message(self.tie_message, text)
            self.outcome.emit(text)

    @staticmethod
    def _parse(items, spec: str):
        from ..rules.errors import RulesError
        from ..rules.tiebreak import parse_tiebreak_values
        try:
            return parse_tiebreak_values(items, spec)
        except RulesError as exc:
            raise ServiceError(str(exc)) from None

    def focus_filter(self) -> None:
        self.filter_edit.setFocus()
        self.filter_edit.selectAll()
