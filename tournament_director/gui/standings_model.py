"""The Standings page's table: rank, player, total, one column per game and a note (the
final tie-break values beside level players); re-sorted in place as results come in."""

from __future__ import annotations

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    Qt,
)

from ..collation import fold, search_row
from ..i18n import rules_text
from ..service.model import StandingRow
from .collate import ranks
from .common import LEFT, RIGHT, ordinal, points, signed, yes_no
from .filtering import SEARCH_ROLE, SORT_ROLE, START_NO_ROLE

RANK, NO, NAME, CLUB, TOTAL = range(5)
FIXED = (QT_TRANSLATE_NOOP("StandingsModel", "Rank"), QT_TRANSLATE_NOOP("StandingsModel", "No."),
         QT_TRANSLATE_NOOP("StandingsModel", "Name"), QT_TRANSLATE_NOOP("StandingsModel", "Club"),
         QT_TRANSLATE_NOOP("StandingsModel", "Total"))
translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


NO_RANK = "\u2013"  # a player none of whose results is in yet has no rank


def rank_text(row: StandingRow) -> str:
    if not row.ranked:
        return NO_RANK
    return f"{row.rank}=" if row.level else str(row.rank)


def note_text_level() -> str:
    return translate("StandingsModel", "level")


def adjustment_note(a) -> str:
    """"penalty -1.5: Late back from lunch (game 2)": a part of the total beside the games."""
    text = (translate("StandingsModel", "penalty {points}: {reason}") if a.points < 0 else
            translate("StandingsModel", "award {points}: {reason}")).format(
                points=signed(a.points), reason=a.reason)
    return text + (" (" + translate("StandingsModel", "game {game}").format(game=a.game) + ")"
                   if a.game else "")


def note_text(row: StandingRow) -> str:
    """Level, dropped out, and each penalty or award with its reason: the games' columns and
    these add up to the total."""
    notes = []
    if row.level:
        notes.append(note_text_level())
    if not row.player.active:
        notes.append(translate("StandingsModel", "dropped out"))
    notes += [adjustment_note(a) for a in row.adjustments]
    return ", ".join(notes)


def total_tip(row: StandingRow) -> str:
    """The total as its parts: "Games 20.1; penalty -1.5: Late ... (game 2); total 18.6"."""
    games = sum(line.total for line in row.lines if line.place is not None)
    return "; ".join([translate("StandingsModel", "Games {points}").format(
        points=points(games))] + [adjustment_note(a) for a in row.adjustments]
        + [translate("StandingsModel", "total {points}").format(points=points(row.points))])


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
        elif role == Qt.ItemDataRole.ToolTipRole and col == TOTAL and row.ranked \
                and row.adjustments:
            return total_tip(row)
        elif role == Qt.ItemDataRole.ToolTipRole and col == self.columnCount() - 1:
            # in full: the tie-break values, each penalty or award (the cell may be cut short)
            parts = [self.tiebreak_notes.get(row.player.start_no, ("", ""))[1]]
            parts += [adjustment_note(a) for a in row.adjustments]
            note = "; ".join(p for p in parts if p)
            import html  # here: its entity table is not needed for the first paint
            return "<p>" + html.escape(note) + "</p>" if note else None
        elif role == SEARCH_ROLE:
            if self._search is None:  # the first filter: every row folded once
                self._search = [search_row(r.player.start_no, r.player.name,
                                           r.player.club)
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
    """A stored tie-break value as the director types it, in the window's language."""
    if value is None:
        return ""
    return yes_no(value) if item.kind == "yesno" else str(value)


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
