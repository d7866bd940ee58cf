"""The Players page's table: every registered player, updated row by row, edited in place."""

from __future__ import annotations

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    Qt,
    Signal,
)

from ..collation import fold, search_row
from ..service import parse, registration
from ..service.model import Player, ServiceError
from .collate import ranks
from .common import LEFT, RIGHT, amount, points
from .filtering import SEARCH_ROLE, SORT_ROLE, START_NO_ROLE

NO, NAME, CLUB, PAID, STATUS, POINTS, HERE = range(7)  # Here is shown second (the view)
HEADERS = (QT_TRANSLATE_NOOP("PlayersModel", "No."),
           QT_TRANSLATE_NOOP("PlayersModel", "Name"),
           QT_TRANSLATE_NOOP("PlayersModel", "Club"), QT_TRANSLATE_NOOP("PlayersModel", "Paid"),
           QT_TRANSLATE_NOOP("PlayersModel", "Status"),
           QT_TRANSLATE_NOOP("PlayersModel", "Points"),
           QT_TRANSLATE_NOOP("PlayersModel", "Here"))


def status_text(player: Player, checkin_used: bool = False, seated: bool = True) -> str:
    """The player's status in words; with check-in used, an active player not checked in
    and never seated (`seated`: in any game) is "not here yet", not "playing"."""
    if player.active and checkin_used and not player.checked_in and not seated:
        return QCoreApplication.translate("PlayersModel", "not here yet")
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
        self.checkin_used = False  # anyone checked in: the others are "not here yet"

    # -- filling ---------------------------------------------------------------------------
    def set_session(self, session) -> None:
        self.beginResetModel()
        self.session = session
        self._rows = list(session.players()) if session else []  # its own list: it grows
        self._reindex()
        self._points = {}
        self.endResetModel()

    def _reindex(self) -> None:
        self.checkin_used = any(p.checked_in for p in self._rows)
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
        used = any(p.checked_in for p in fresh)
        if used != self.checkin_used and old:  # every status reads otherwise now
            self.checkin_used = used
            self.dataChanged.emit(self.index(0, STATUS), self.index(len(old) - 1, STATUS))
        if renamed and self._ranks is not None:  # other rows' places in name order move too
            self._ranks = None
            self.dataChanged.emit(self.index(0, NAME), self.index(len(old) - 1, NAME),
                                  [SORT_ROLE])
        for i in changed:
            if self._search is not None:
                self._search[i] = search_row(fresh[i].start_no, fresh[i].name, fresh[i].club)
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
        order = self.session.settings.list_order if self.session else "name"
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
                # as the language writes it, shown and edited ("1.000", "7,50")
                return amount(p.paid)
            if col == STATUS:
                return status_text(p, self.checkin_used, self.checkin_used and (
                    self.session is None or p.start_no in self.session.participants()))
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
                return status_text(p, self.checkin_used, self.checkin_used and (
                    self.session is None or p.start_no in self.session.participants()))
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
                self._search = [search_row(r.start_no, r.name, r.club) for r in self._rows]
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
                paid = parse.amount(text, self.tr("Paid"), 2000)
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
