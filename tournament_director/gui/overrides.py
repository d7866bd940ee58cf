"""The director's overrides of the game being played, by keyboard: a no-show removed from
the table, a move, a swap (choose the player, the target, Enter)."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QMenu,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..service import overrides
from ..service.model import ServiceError
from .common import error_label, plain_label, set_error_text

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")
KINDS = ("remove", "move", "swap")
LEAST = 3  # as the service: a table never plays with fewer


def open_tables(session):
    """The tables of the game being played without a result (empty: nothing to change)."""
    seated = session.games_seated()
    if not seated:
        return []
    game = session.game(seated)
    return [] if game.complete else [t for t in game.tables if not t.has_result]


def dialog_foot(dialog: QDialog, layout: QVBoxLayout, ok_text: str):
    """The foot of an override's dialog: what it will do, a refusal's words, and the
    buttons (`ok_text` the default: Enter runs `dialog.apply`). Returns (preview, error,
    ok button)."""
    preview = plain_label(wrap=True)
    error = error_label(wrap=True)
    layout.addWidget(preview)
    layout.addWidget(error)
    buttons = QDialogButtonBox()
    ok_button = buttons.addButton(ok_text, QDialogButtonBox.ButtonRole.AcceptRole)
    ok_button.setDefault(True)
    buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.apply)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    return preview, error, ok_button


def run_action(dialog: QDialog, action, *args) -> None:
    """A dialog's Enter: the action done (its message kept in `dialog.message`, the dialog
    accepted), or its refusal said in `dialog.error` with the dialog left open."""
    try:
        done = dialog.session.act(action, *args, initiator=dialog)  # (the page's dialog)
    except ServiceError as exc:
        dialog.error.setText(str(exc))
        set_error_text(dialog.error, True)
        return
    dialog.message = done.message
    dialog.accept()


_shown: list[QMenu] = []  # the context menu shown last (let go when the next is shown)


def popup(menu: QMenu, pos) -> None:
    """Show a context menu at `pos` (global) with its first entry highlighted: Enter does
    it, the arrows move on (the tests may choose from it instead). Its corner is 2 pixels
    off the pointer: the release of the right-click that opened it is not a choice."""
    while _shown:
        old = _shown.pop()
        if shiboken6.isValid(old) and old is not menu:
            old.deleteLater()
    _shown.append(menu)
    menu.popup(pos + QPoint(2, 2))
    first = next((a for a in menu.actions() if a.isEnabled() and not a.isSeparator()), None)
    if first is not None:
        menu.setActiveAction(first)


def seat_change_menu(parent: QWidget, session, run, *, start_no: int | None = None,
                     table_no: int | None = None) -> QMenu | None:
    """The three overrides for a table's card or a player's row, each calling
    `run(kind, start_no, table_no)`; None when there is nothing to change there."""
    tables = open_tables(session)
    if start_no is not None:
        table_no = next((t.table for t in tables if start_no in t.players), None)
    if table_no is None or table_no not in {t.table for t in tables}:
        return None
    menu = QMenu(parent)
    texts = (translate("SeatChange", "Not here: remove from table {table}...").format(
                 table=table_no),
             translate("SeatChange", "Move to table..."),
             translate("SeatChange", "Swap with..."))
    for kind, text in zip(KINDS, texts):
        action = QAction(text, menu)
        action.setData(kind)
        action.triggered.connect(lambda checked=False, k=kind: run(k, start_no, table_no))
        menu.addAction(action)
    return menu


def searchable(box: QComboBox) -> QComboBox:
    """A list of players that a start number or part of a name finds (typed in the box:
    the matching players are listed, Down and Enter choose)."""
    box.setEditable(True)
    box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    completer = box.completer()
    completer.setFilterMode(Qt.MatchFlag.MatchContains)
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
    return box


def picked(box: QComboBox):
    """The data of the entry the box shows; None when the text typed names none of them."""
    text = box.currentText()
    if box.currentIndex() >= 0 and text == box.itemText(box.currentIndex()):
        return box.currentData()
    found = box.findText(text, Qt.MatchFlag.MatchFixedString)
    return box.itemData(found) if found >= 0 else None


class SeatChangeDialog(QDialog):
    """Not here (remove from the table), move or swap a player of the game being played.
    Enter does it (refusals are said here, the dialog stays open); `message` says what was
    done."""

    def __init__(self, session, kind: str, start_no: int | None = None,
                 table_no: int | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.kind = kind
        self.message = ""
        self.game_no = session.games_seated()
        self.tables = {t.table: t for t in open_tables(session)}
        names = {p.start_no: p.name for p in session.players()}
        self.names = names
        self.setWindowTitle({
            "remove": self.tr("Not here: remove a player from the table"),
            "move": self.tr("Move a player to another table"),
            "swap": self.tr("Swap two players")}[kind])
        layout = QVBoxLayout(self)
        layout.addWidget(plain_label(self.tr("Game {game}, being played: the tables without "
                                             "a result can change.").format(game=self.game_no),
                                     wrap=True))
        form = QFormLayout()
        self.player_box = searchable(QComboBox())
        self.player_box.setAccessibleName(self.tr("Player"))
        shown = ([self.tables[table_no]] if table_no in self.tables and start_no is None
                 else list(self.tables.values()))
        for t in shown:
            for seat, p in enumerate(t.players, 1):
                self.player_box.addItem(self._item(p, t.table, seat), p)
        if start_no is not None and self.player_box.findData(start_no) >= 0:
            self.player_box.setCurrentIndex(self.player_box.findData(start_no))
        form.addRow(self.tr("Player:"), self.player_box)
        self.table_box = self.seat_box = self.other_box = None
        if kind == "move":
            self.table_box = QSpinBox()
            self.table_box.setRange(1, max(self.tables) if self.tables else 1)
            form.addRow(self.tr("To table:"), self.table_box)
            self.seat_box = QSpinBox()
            self.seat_box.setRange(0, 7)
            self.seat_box.setSpecialValueText(self.tr("last"))
            form.addRow(self.tr("Seat:"), self.seat_box)
            self.table_box.valueChanged.connect(self._preview)
            self.seat_box.valueChanged.connect(self._preview)
        elif kind == "swap":
            self.other_box = searchable(QComboBox())
            self.other_box.setAccessibleName(self.tr("Swap with"))
            for t in self.tables.values():
                for seat, p in enumerate(t.players, 1):
                    self.other_box.addItem(self._item(p, t.table, seat), p)
            # the first player of another table (never the player chosen)
            source = self._table_of(self.chosen())
            other = next((p for t in self.tables.values() if t is not source
                          for p in t.players), None)
            if other is not None:
                self.other_box.setCurrentIndex(self.other_box.findData(other))
            self.other_box.setToolTip(self.tr("Type a start number or part of a name"))
            form.addRow(self.tr("With:"), self.other_box)
            self.other_box.currentIndexChanged.connect(self._preview)
            self.other_box.editTextChanged.connect(self._preview)
        layout.addLayout(form)
        self.preview, self.error, self.ok_button = dialog_foot(
            self, layout, {"remove": self.tr("Remove from the table"), "move": self.tr("Move"),
                           "swap": self.tr("Swap")}[kind])
        self.player_box.currentIndexChanged.connect(self._player_chosen)
        self.player_box.editTextChanged.connect(self._player_chosen)
        self._player_chosen()
        self.resize(520, self.sizeHint().height())

    def _item(self, start_no: int, table: int, seat: int) -> str:
        return self.tr("{no} {name} - table {table}, seat {seat}").format(
            no=start_no, name=self.names.get(start_no, "?"), table=table, seat=seat)

    def chosen(self) -> int | None:
        return picked(self.player_box)

    def _table_of(self, start_no):
        return next((t for t in self.tables.values() if start_no in t.players), None)

    def _player_chosen(self, *args) -> None:
        player = self.chosen()
        source = self._table_of(player)
        if self.table_box is not None and source is not None and self.table_box.value() \
                in (source.table, 1) and len(self.tables) > 1:
            others = [t for t in sorted(self.tables) if t != source.table]
            self.table_box.setValue(others[0])  # a move goes somewhere else, mostly
        self._preview()

    def _preview(self, *args) -> None:
        self.error.clear()
        player, source = self.chosen(), self._table_of(self.chosen())
        if not self.tables:
            self.preview.setText(self.tr("No table of game {game} without a result: there is "
                                         "nothing to change.").format(game=self.game_no))
            self.ok_button.setEnabled(False)
            return
        if player is None or source is None:
            self.preview.setText("")
            self.error.setText(self.tr("No player of the list is called that: type a start "
                                       "number or part of a name, then choose from the "
                                       "list."))
            set_error_text(self.error, True)
            self.ok_button.setEnabled(False)
            return
        self.ok_button.setEnabled(True)
        name = self.names.get(player, "?")
        warn = ""
        if self.kind == "remove":
            left = source.size - 1
            text = self.tr("{name} is not here: they leave table {table} and drop out, and "
                           "table {table} plays with {n} (scored as a table of {n}).").format(
                               name=name, table=source.table, n=left)
            if left < LEAST:
                warn = self.tr("Table {table} would be left with {n} players: move somebody "
                               "to table {table} first.").format(table=source.table, n=left)
        elif self.kind == "move":
            target = self.tables.get(self.table_box.value())
            if target is None:
                text = ""
                warn = self.tr("Table {table} is not one of the tables without a result: "
                               "choose another.").format(table=self.table_box.value())
            elif target.table == source.table:
                text = self.tr("{name} changes seats at table {table}.").format(
                    name=name, table=source.table)
            else:
                text = self.tr("Table {source} then plays with {n}, table {target} with "
                               "{m}.").format(source=source.table, n=source.size - 1,
                                              target=target.table, m=target.size + 1)
        else:
            other = picked(self.other_box)
            into = self._table_of(other)
            text = (self.tr("{a} goes to table {ta}; {b} to table {tb}.").format(
                a=name, ta=into.table, b=self.names.get(other, "?"), tb=source.table)
                if into is not None and other != player else "")
            if other == player:
                warn = self.tr("Choose another player to swap with.")
            elif other is None:
                warn = self.tr("No player of the list is called that: type a start number "
                               "or part of a name, then choose from the list.")
                self.ok_button.setEnabled(False)
        self.preview.setText(text)
        if warn:
            self.error.setText(warn)
            set_error_text(self.error, True)

    def apply(self) -> None:
        """Enter: do it; a refusal is said here and the dialog stays open."""
        player = self.chosen()
        if player is None:
            return
        if self.kind == "remove":
            run_action(self, overrides.drop_now, player)
        elif self.kind == "move":
            run_action(self, overrides.move, self.game_no, player, self.table_box.value(),
                       self.seat_box.value() or None)
        else:
            other = picked(self.other_box)
            if other is not None:
                run_action(self, overrides.swap, self.game_no, player, other)


def change_seating(parent: QWidget, session, kind: str, start_no: int | None = None,
                   table_no: int | None = None) -> str:
    """Ask (the dialog), do it; what was done, or "" when cancelled."""
    dialog = SeatChangeDialog(session, kind, start_no, table_no, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return ""
    return dialog.message
