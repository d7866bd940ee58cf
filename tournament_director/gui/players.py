"""The Players page: fast registration, CSV import, edit, paid, drop / undo drop, filter,
check-in at the door. Its table is gui/players_model.py, the import's dialog gui/csv_import.py."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QStringListModel, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QCompleter,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..collation import fold, matches, search_text
from ..service import registration
from ..service.done import Changes
from ..service.model import Player, ServiceError
from . import prefs
from .box_undo import empty
from .common import amount, plain_label, plural, show_message
from .csv_import import CsvImportDialog
from .filtering import PlayersFilter
from .players_model import CLUB, HERE, NAME, NO, PAID, POINTS, STATUS, PlayersModel


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
        # what a screen reader says for each box and the list
        for widget, name in ((self.name_edit, self.tr("Name of the player to add")),
                             (self.club_edit, self.tr("Club of the player to add"))):
            widget.setAccessibleName(name)
        add_row = QHBoxLayout()
        add_row.addWidget(QLabel(self.tr("Name:")))
        add_row.addWidget(self.name_edit, 3)
        add_row.addWidget(QLabel(self.tr("Club:")))
        add_row.addWidget(self.club_edit, 2)
        add_row.addWidget(self.paid_check)
        add_row.addWidget(self.add_button)

        # the door: a start number or a name, Enter: checked in (the cursor stays here)
        self.door_edit = QLineEdit()
        self.door_edit.setPlaceholderText(self.tr("Start number or name, then Enter: checked "
                                                  "in (Ctrl+D)"))
        self.door_edit.setToolTip(self.tr("Check-in at the door: once anyone is checked in, "
                                          "game 1 seats only the players here"))
        self.door_edit.setAccessibleName(self.tr("At the door: start number or name to check "
                                                 "in"))
        self.here_label = plain_label()
        door_row = QHBoxLayout()
        door_row.addWidget(QLabel(self.tr("At the door:")))
        door_row.addWidget(self.door_edit, 2)
        door_row.addWidget(self.here_label, 1)
        for b in (self.import_button, self.print_button, self.export_button):  # (the add
            door_row.addWidget(b)  # row keeps its room for names at 1024 px)

        # the filter and the actions on the selection
        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText(self.tr("Filter by name, club or number (Ctrl+F)"))
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.setAccessibleName(self.tr("Filter the players"))
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
        self.view.setAccessibleName(self.tr("Players"))
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
        for box in (self.filter_edit, self.name_edit, self.club_edit, self.door_edit):
            empty(box)  # nothing typed for one event carries over to another
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
            # the cursor in the box to fix (a refused club is not left for the next player)
            box = self.club_edit if getattr(exc, "field", "") == "club" else self.name_edit
            box.setFocus()
            box.selectAll()
            return
        late = self.session.games_seated()
        if late:
            self.show_message(self.tr("Added {name} as start number {no} (late entry: joins "
                                      "game {game}).").format(name=player.name,
                                                              no=player.start_no, game=late + 1))
        else:
            self.show_message(self.tr("Added {name} as start number {no}.").format(
                name=player.name, no=player.start_no))
        empty(self.name_edit)
        empty(self.club_edit)
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
            done = self.session.act(registration.import_players, path, dialog.mapping,
                                    dialog.skip_bad, initiator=self)
        except ServiceError as exc:
            self.show_message(str(exc), True)
            return
        added = done.value
        if added:
            numbers = (self.tr("start number {no}").format(no=added[0].start_no)
                       if len(added) == 1 else
                       self.tr("start numbers {first} to {last}").format(
                           first=added[0].start_no, last=added[-1].start_no))
            said = self.tr("Imported {players} from {file} ({numbers}).").format(
                players=plural(len(added), "player"), file=Path(path).name, numbers=numbers)
            # the bad lines left out, each named: never silently
            self.show_message(said + (" " + done.message if done.message else ""))

    def export_csv(self) -> None:
        from .export import export_dialog
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
            found = [p for p in players if matches(key.split(), search_text(p.name))]
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
        empty(self.door_edit)
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
