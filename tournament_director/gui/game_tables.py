"""The Games page's view of a seated game: its title and buttons, the tables that sent a
result from a phone, and a card per table (gui/table_card.py) laid out to the width."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QMenu,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .common import set_font, title_label, zoomed
from .game_words import plan_words, table_list, waiting_words
from .table_card import CARD_WIDTH, SENT_COLOR, TableCard


class GameTables(QWidget):
    """A seated game: "Game 2 - 39 players at ...", its buttons (the page connects them) and
    the cards; "Waiting tables only" hides the cards whose result is in."""

    table_opened = Signal(int)  # a card clicked (or Enter on it)
    table_menu = Signal(int, int, object)  # a card's actions asked for: table, player, where
    reprint = Signal(str)  # "sheets" | "seating" of the tables changed since the seating

    def __init__(self, parent=None):
        super().__init__(parent)
        self.cards: dict[int, TableCard] = {}
        self.cards_game = None  # the game whose cards are made
        self.changed: list[int] = []  # its tables changed since the seating
        self.game_title = title_label()
        self.game_title.setWordWrap(True)
        self.unseat_button = QPushButton(self.tr("Take back this seating"))
        self.unseat_button.setToolTip(self.tr("No result is in yet: discard this seating and "
                                              "seat the "
                                      "game again later (e.g. after a late entry)"))
        self.print_seating = QPushButton(self.tr("Print seating"))
        self.print_sheets = QPushButton(self.tr("Print table sheets"))
        self.correct_button = QPushButton(self.tr("Correct a table..."))
        self.correct_button.setToolTip(self.tr("Open a table of this earlier game to correct its "
                                       "recorded result"))
        self.reprint_button = QToolButton()
        self.reprint_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.reprint_button.setToolTip(self.tr("The table sheets or the seating of the tables "
                                               "changed since the seating (moves, swaps, "
                                               "no-shows), printed again"))
        self.reprint_menu = QMenu(self)
        self.reprint_button.setMenu(self.reprint_menu)
        for kind, text in (("sheets", self.tr("Table sheets of the changed tables")),
                           ("seating", self.tr("Seating of the changed tables"))):
            self.reprint_menu.addAction(text).triggered.connect(
                lambda checked=False, k=kind: self.reprint.emit(k))
        # serve --entry: "3 tables sent a result - Enter to check the next"
        self.inbox_button = QPushButton()
        self.inbox_button.setFlat(True)
        set_font(self.inbox_button, bold=True)
        self.inbox_button.setStyleSheet(f"color: {SENT_COLOR.name()}; text-align: left")
        self.inbox_button.setToolTip(self.tr("Tables sent their results from a phone: each "
                                             "counts once you confirm it"))
        self.inbox_button.hide()
        self.waiting_only = QCheckBox(self.tr("Waiting tables only"))
        self.waiting_only.setToolTip(self.tr("Show only the tables whose result is not in yet"))
        head = QHBoxLayout()
        head.addWidget(self.game_title, 1)
        head.addWidget(self.waiting_only)
        head.addWidget(self.correct_button)
        head.addWidget(self.unseat_button)
        head.addWidget(self.reprint_button)
        head.addWidget(self.print_seating)
        head.addWidget(self.print_sheets)
        self.grid_host = QWidget()
        self.grid = QGridLayout(self.grid_host)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.grid.setSpacing(10)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setWidget(self.grid_host)
        self.scroll_area.viewport().installEventFilter(self)
        cl = QVBoxLayout(self)
        cl.setContentsMargins(0, 0, 0, 0)
        cl.addLayout(head)
        cl.addWidget(self.inbox_button)
        cl.addWidget(self.scroll_area, 1)
        self.waiting_only.toggled.connect(self._waiting_toggled)

    def show_game(self, session, game_no: int) -> None:
        """The game's cards (made again when its tables changed), title and buttons."""
        ev = session
        game = ev.game(game_no)
        names = {p.start_no: p for p in ev.players()}
        competition = ev.settings.competition
        if self.cards_game != game_no or [self.cards[t].seats for t in sorted(self.cards)] \
                != game.sizes:
            self.build_cards(game.tables)
            self.cards_game = game_no
        inbox = {w.table: w for w in ev.inbox()} if game_no == ev.games_seated() else {}
        for t in game.tables:
            self.cards[t.table].update_table(t, names, competition, inbox.get(t.table))
        self._show_inbox(len(inbox),
                         ev.inbox_damaged() if game_no == ev.games_seated() else "")
        waiting = [t.table for t in game.tables if not t.has_result]
        players = sum(t.size for t in game.tables)
        text = self.tr("Game {game} - {n} players at {plan}").format(
            game=game_no, n=players, plan=plan_words(game.sizes))
        text += f" - {waiting_words(waiting)}" if waiting else self.tr(" - every result is in")
        for t in game.tables:  # after a no-show
            if t.absent:
                text += " - " + self.tr("table {table} plays with {n}").format(table=t.table,
                                                                               n=t.size)
        self.game_title.setText(text)
        self.changed = ev.changed_tables(game_no)
        self.reprint_button.setVisible(bool(self.changed))
        self.reprint_button.setText(self.tr("Print again: {tables}...").format(
            tables=table_list(self.changed)) if len(self.changed) != 1 else
            self.tr("Print again: table {table}...").format(table=self.changed[0]))
        self.game_title.setToolTip(
            self.tr("Waiting: tables {tables}").format(tables=", ".join(map(str, waiting)))
            if waiting else "")
        self.unseat_button.setVisible(game_no == ev.games_seated() and not game.tables_in)
        past = game_no < ev.games_seated()
        self.correct_button.setVisible(past)
        self.correct_button.setText(self.tr("Correct a table of game {game}...").format(
            game=game_no))
        self.waiting_only.setVisible(not past)
        self.waiting_only.setText(self.tr("Waiting tables only ({n})").format(n=len(waiting)))
        self._apply_waiting_only()

    def _show_inbox(self, n: int, damaged: str = "") -> None:
        """How many tables sent a result; the inbox's rows that cannot be read, if any (the
        rest is shown all the same)."""
        if n == 1:
            text = self.tr("1 table sent a result - Enter to check it")
        else:
            text = self.tr("{n} tables sent a result - Enter to check the next").format(n=n)
        self.inbox_button.setText(text if not damaged else
                                  (text + "\n" if n else "") + damaged)
        self.inbox_button.setToolTip(damaged or self.tr(
            "Tables sent their results from a phone: each counts once you confirm it"))
        self.inbox_button.setVisible(bool(n) or bool(damaged))

    def _waiting_toggled(self, *args) -> None:
        if self.cards:
            self._lay_out_cards()

    def _apply_waiting_only(self) -> None:
        """With "Waiting tables only": the cards of tables whose result is in are hidden."""
        only = self.waiting_only.isChecked() and self.waiting_only.isVisible()
        if any(card.isHidden() != (only and card.done) for card in self.cards.values()):
            self._lay_out_cards()

    def shown_cards(self) -> list[int]:
        """The table numbers whose cards are shown, in order."""
        return [t for t in sorted(self.cards) if not self.cards[t].isHidden()]

    def build_cards(self, tables) -> None:
        """A card per table (none: the cards go, as when the seating is taken back)."""
        for card in self.cards.values():
            card.setParent(None)
            card.deleteLater()
        self.cards.clear()
        self.cards_game = None
        for t in tables:
            card = TableCard(t, self.grid_host)
            card.opened.connect(self.table_opened)
            card.menu_requested.connect(self.table_menu)
            self.cards[t.table] = card
        self._lay_out_cards()

    def _lay_out_cards(self) -> None:
        width = self.scroll_area.viewport().width() - 24
        gap = self.grid.spacing()
        least = int(zoomed(CARD_WIDTH))
        columns = max(1, (width + gap) // (least + gap))
        card_width = max(least, (width - gap * (columns - 1)) // columns)
        only = self.waiting_only.isChecked() and not self.waiting_only.isHidden()
        for card in self.cards.values():
            self.grid.removeWidget(card)
            card.setFixedWidth(card_width)
        shown = [t for t in sorted(self.cards) if not (only and self.cards[t].done)]
        for card in self.cards.values():
            card.setHidden(only and card.done)
        for i, t in enumerate(shown):
            self.grid.addWidget(self.cards[t], i // columns, i % columns,
                                Qt.AlignmentFlag.AlignTop)

    def changeEvent(self, event):
        if event.type() == QEvent.Type.FontChange and self.cards:  # a zoom: cards resize
            self._lay_out_cards()
        super().changeEvent(event)

    def eventFilter(self, obj, event):
        if obj is self.scroll_area.viewport() and event.type() == QEvent.Type.Resize and self.cards:
            old = event.oldSize().width()
            new = event.size().width()
            if old != new:
                self._lay_out_cards()
        return super().eventFilter(obj, event)
