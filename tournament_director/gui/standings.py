"""The Standings page: live ranking (its table gui/standings_model.py), the selected
player's breakdown (gui/breakdown.py), the final tie-breaks (gui/tiebreaks.py), adjustments."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..service.done import Changes
from ..service.model import StandingRow, as_ranked
from .box_undo import empty
from .breakdown import Breakdown
from .common import plain_label, plural, show_message
from .filtering import PlayersFilter
from .standings_model import (
    CLUB,
    FIXED,
    NAME,
    NO,
    RANK,
    TOTAL,
    StandingsModel,
    note_text_level,
    tiebreak_notes,
)
from .tiebreaks import TiebreakPanel

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


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
        self.filter_edit.setMinimumWidth(140)
        self.filter_edit.setAccessibleName(self.tr("Filter the standings"))
        self.after_combo.setAccessibleName(self.tr("Standings after"))
        self.summary = plain_label(wrap=True)  # (wraps: the row fits 1024 px in German)
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
        after = QLabel(self.tr("Standings:"))
        after.setBuddy(self.after_combo)  # (a screen reader names the list by it)
        top.addWidget(after)
        top.addWidget(self.after_combo)
        top.addWidget(self.filter_edit, 1)
        top.addWidget(self.summary, 1)
        top.addWidget(self.adjust_button)
        top.addWidget(self.print_button)
        top.addWidget(self.export_button)

        self.view = QTableView()
        self.view.setAccessibleName(self.tr("Standings"))
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

        # the breakdown of the selected player; the final tie-breaks (and their parts that
        # the tests reach through the page)
        why = self.why = Breakdown()
        self.who, self.breakdown, self.explain = why.who, why.table, why.explain
        self.tie_box = TiebreakPanel()
        self.tie_intro, self.tie_message = self.tie_box.intro, self.tie_box.message
        self.tie_model, self.tie_view = self.tie_box.model, self.tie_box.view
        self.tie_save = self.tie_box.save_button

        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(self.why, 2)
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

    # -- refresh --------------------------------------------------------------------------------
    def set_session(self, session) -> None:
        self.session = self.tie_box.session = session
        self.after_combo.clear()
        self.tie_message.clear()
        self.message_label.clear()
        empty(self.filter_edit)
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
        self.tie_box.fill(st)

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
        note = (min(fm.horizontalAdvance(self.model.note(max(
                    self.model.rows, key=lambda r: len(self.model.note(r))))),
                    fm.averageCharWidth() * 32) + pad  # longer: cut short, whole in its tip
                if self.model.rows and (self.model.tiebreak_notes  # or a penalty's reason
                                        or any(r.adjustments for r in self.model.rows))
                else 90)
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
        self.why.show_row(self.model.rows[self.proxy.mapToSource(index).row()]
                          if index.isValid() else None)

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


    def save_tiebreaks(self) -> None:
        """Save the tie-break values typed (the panel's Save button, Enter)."""
        self.tie_box.save()

    def export_csv(self) -> None:
        from .export import export_dialog
        if self.session is not None:
            export_dialog(self, self.session, "standings",
                          lambda text, error: show_message(self.message_label, text, error))

    def focus_filter(self) -> None:
        self.filter_edit.setFocus()
        self.filter_edit.selectAll()
