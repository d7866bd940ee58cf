"""The Standings page's final tie-breaks: the players level on points after the last game,
their values typed in a table (Enter goes on down) and saved as one action."""

from __future__ import annotations

import textwrap

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableView,
    QVBoxLayout,
)

from ..i18n import rules_text
from ..service import parse, prizes
from ..service.model import ServiceError
from .common import LEFT, RIGHT, plain_label, plural, points, show_message
from .standings_model import value_text

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")

WRONG = QColor("#f5b7b1")


def header_text(label: str) -> str:
    """A column title on lines of about 15 characters (a header does not wrap by itself),
    broken between words or after a hyphen, never inside a word ("Havenmeesterfiches")."""
    return textwrap.fill(label, 15, break_long_words=False)


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
    """Typing in a value cell starts it; Tab goes on to the next value (the row's next, then
    the next player's first; after the last, on to Save); Enter goes on down the column
    (after the last player on to Save); Enter outside a cell saves."""

    save_requested = Signal()

    def first_value(self) -> QModelIndex:
        """The first value still empty (else the first value)."""
        model = self.model()
        for r in range(model.rowCount()):
            for c in range(3, model.columnCount()):
                if not model.texts[r][c - 3]:
                    return model.index(r, c)
        return model.index(0, 3)

    def moveCursor(self, action, modifiers):
        """Tab and Shift+Tab step through the values only (row by row)."""
        step = {QAbstractItemView.CursorAction.MoveNext: 1,
                QAbstractItemView.CursorAction.MovePrevious: -1}.get(action)
        if step is None:
            return super().moveCursor(action, modifiers)
        model, index = self.model(), self.currentIndex()
        values = model.columnCount() - 3
        if values <= 0 or not index.isValid():
            return QModelIndex()
        col = index.column() - 3  # (from the number, name or points: that row's first value)
        at = index.row() * values + (col + step if col >= 0 else (0 if step > 0 else -1))
        if not 0 <= at < model.rowCount() * values:
            return QModelIndex()  # past the last (or first) value: Tab leaves the table
        return model.index(at // values, 3 + at % values)

    def closeEditor(self, editor, hint):
        index = self.currentIndex()
        if hint == QAbstractItemDelegate.EndEditHint.SubmitModelCache:  # Enter
            super().closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)
            below = index.sibling(index.row() + 1, index.column())
            if below.isValid():
                self.setCurrentIndex(below)
            else:  # the last player: on to Save (Enter there saves)
                self.focusNextChild()
            return
        if hint == QAbstractItemDelegate.EndEditHint.EditNextItem and not self.moveCursor(
                QAbstractItemView.CursorAction.MoveNext, Qt.KeyboardModifier.NoModifier
        ).isValid():  # Tab after the last value: on to Save
            super().closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)
            self.focusNextChild()
            return
        super().closeEditor(editor, hint)

    def keyPressEvent(self, event):
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and \
                self.state() != QAbstractItemView.State.EditingState:
            self.save_requested.emit()
            return
        super().keyPressEvent(event)


class TiebreakPanel(QGroupBox):
    """"Final tie-breaks": why none are needed, or the level players' values to type and
    save. The page sets its `session` and fills it after each refresh."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setTitle(self.tr("Final tie-breaks"))
        self.session = None
        tl = QVBoxLayout(self)
        self.intro = plain_label(wrap=True)
        tl.addWidget(self.intro)
        self.model = TiebreakModel(self)
        self.view = TiebreakView()
        self.view.setModel(self.model)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.AnyKeyPressed
                                  | QAbstractItemView.EditTrigger.DoubleClicked
                                  | QAbstractItemView.EditTrigger.EditKeyPressed
                                  | QAbstractItemView.EditTrigger.SelectedClicked)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.verticalHeader().hide()
        self.view.verticalHeader().setDefaultSectionSize(self.view.fontMetrics().height() + 8)
        self.view.setWordWrap(False)
        # Tab goes from value to value, after the last on to "Save tie-breaks"
        self.view.setTabKeyNavigation(True)
        self.view.setAccessibleName(self.tr("Tie-break values of the players level on points"))
        tl.addWidget(self.view, 1)
        self.message = plain_label(wrap=True)
        tl.addWidget(self.message)
        self.save_button = QPushButton(self.tr("Save tie-breaks"))
        self.save_button.setAutoDefault(True)
        tl.addStretch(0)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.save_button)
        tl.addLayout(row)
        self.save_button.clicked.connect(self.save)
        self.view.save_requested.connect(self.save)

    def fill(self, st) -> None:
        """What the event's tie-breaks need now (`st`: its status), keeping what is typed."""
        settings = self.session.settings
        items = settings.tiebreaks
        self.setVisible(settings.competition)
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
            level = sum(1 for r in self.session.standings() if r.level)
            intro = (self.tr("{n} players are level on points, but no tie among them changes "
                             "the prize money: no tie-breaks are needed.").format(n=level)
                     if level else
                     self.tr("No players are level on points: no tie-breaks are needed."))
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
        self.intro.setText(intro)
        shown = bool(items and needed)
        self.view.setVisible(shown)
        self.save_button.setVisible(shown)
        self.save_button.setEnabled(shown)
        if not shown:
            self.message.clear()
            if self.model.players:
                self.model.set_players((), [], {})
            return
        if self.model.start_nos() == needed and self.model.items == tuple(items):
            return  # keep what is typed; the players who need tie-breaks did not change
        rows = {r.player.start_no: r for r in self.session.standings()}
        self.model.set_players(
            items, [(s, rows[s].player.name, rows[s].points) for s in needed], values)
        header = self.view.horizontalHeader()
        # the names whole (a narrow panel at 1024 px scrolls to the values as Tab goes on)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        header.resizeSection(0, 48)
        header.resizeSection(2, 58)
        fm = header.fontMetrics()
        for c, item in enumerate(items):
            lines = header_text(rules_text(item.label)).splitlines()
            header.resizeSection(3 + c, max(80, max(map(fm.horizontalAdvance, lines)) + 20))

    def focus_values(self) -> None:
        """The cursor on the first value still to type (the header's "Enter final
        tie-breaks"): typing goes there."""
        if self.view.isVisible() and self.model.players:
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
            self.view.setCurrentIndex(self.view.first_value())

    def save(self) -> None:
        """Save every player whose values are complete and changed, as one action; mark and
        name the rows that are wrong."""
        model = self.model
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
            show_message(self.message, text, True)
            return
        text = self.tr("Saved tie-breaks of {players}.").format(players=plural(saved, "player"))
        if incomplete:
            text += self.tr(" {n} still to enter.").format(n=incomplete)
        show_message(self.message, text)
