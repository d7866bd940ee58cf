"""The Games page: a tab per game, the plan and the Seat button, then the seated game's
tables (gui/game_tables.py); opens the result forms (a card clicked, a table's number typed,
the next table that sent its result, a correction of an earlier game)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QStackedWidget,
    QTabBar,
    QVBoxLayout,
    QWidget,
)

from ..service import seating
from ..service.done import Changes
from ..service.model import ServiceError
from .box_undo import empty
from .common import ask, error_label, plain_label, set_font, show_message, title_label
from .game_tables import GameTables
from .game_words import plan_words, waiting_words
from .table_card import TableCard

if TYPE_CHECKING:
    from .result_form import ResultForm

NEXT_TAB = 0  # tab data of the "not seated yet" tab


class GamesPage(QWidget):
    """Seat the next game, see every table, open a table's result (click, or its number)."""

    # what it shows, so what it refreshes for (tie-break values show on neither)
    SHOWS = Changes(players=True, results=True, seating=True, inbox=True)

    print_requested = Signal(str, int)  # "seating" | "sheets", game
    print_tables = Signal(str, int, list)  # the same for some tables (those changed)
    outcome = Signal(str)  # a message for the status bar

    def __init__(self, parent=None):
        super().__init__(parent)
        self.session = None
        self.form: ResultForm | None = None

        self.tabs = QTabBar()
        self.tabs.setExpanding(False)
        self.tabs.setDrawBase(False)
        self.jump_edit = QLineEdit()
        self.jump_edit.setValidator(QIntValidator(1, 9999, self))
        self.jump_edit.setPlaceholderText(self.tr("no."))
        self.jump_edit.setMaximumWidth(70)
        self.jump_edit.setToolTip(self.tr("Type a table number of the game shown and press "
                                          "Enter to open its result form"))
        self.jump_label = QLabel(self.tr("Open table:"))
        top = QHBoxLayout()
        top.addWidget(self.tabs, 1)
        top.addWidget(self.jump_label)
        top.addWidget(self.jump_edit)

        # the plan of a game not yet seated
        self.plan_title = title_label()
        self.plan_text = set_font(plain_label(wrap=True), 13)
        self.plan_how = plain_label(wrap=True)
        self.refusal = error_label(wrap=True)
        self.seat_button = QPushButton(self.tr("Seat game"))
        self.seat_button.setMinimumHeight(36)
        self.seat_button.setMinimumWidth(220)
        self.seat_button.setAutoDefault(True)
        plan = QWidget()
        pl = QVBoxLayout(plan)
        pl.setContentsMargins(24, 24, 24, 24)
        pl.setSpacing(12)
        for w in (self.plan_title, self.plan_text, self.plan_how, self.refusal):
            pl.addWidget(w)
        row = QHBoxLayout()
        row.addWidget(self.seat_button)
        row.addStretch(1)
        pl.addLayout(row)
        pl.addStretch(1)

        # the table cards of a seated game
        tables = self.tables = GameTables()
        # (its parts the page and the tests use by these names)
        self.inbox_button, self.waiting_only = tables.inbox_button, tables.waiting_only
        self.unseat_button, self.correct_button = tables.unseat_button, tables.correct_button
        self.game_title, self.reprint_button = tables.game_title, tables.reprint_button

        self.empty = plain_label(self.tr("Open or create an event first."))
        self.stack = QStackedWidget()
        for w in (self.empty, plan, tables):
            self.stack.addWidget(w)
        self.plan_widget, self.cards_widget = plan, tables

        self.message_label = plain_label(wrap=True)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.message_label)

        self.tabs.currentChanged.connect(self._show_tab)
        self.jump_edit.returnPressed.connect(self._jump)
        self.seat_button.clicked.connect(self.seat)
        self.unseat_button.clicked.connect(self.unseat)
        self.correct_button.clicked.connect(self.correct_table)
        self.inbox_button.clicked.connect(self.check_next)
        tables.print_seating.clicked.connect(
            lambda: self.print_requested.emit("seating", self.current_game()))
        tables.print_sheets.clicked.connect(
            lambda: self.print_requested.emit("sheets", self.current_game()))
        tables.reprint.connect(self.print_changed)
        tables.table_opened.connect(self.open_table)
        tables.table_menu.connect(self.show_card_menu)

    # -- session and refresh ------------------------------------------------------------------
    def set_session(self, session) -> None:
        self.session = session
        self.tables.cards_game = None
        self.message_label.clear()
        empty(self.jump_edit)  # a number typed for another event means nothing here
        self.waiting_only.setChecked(False)
        if session is None:
            self.tables.build_cards(())
            self.tabs.blockSignals(True)
            while self.tabs.count():
                self.tabs.removeTab(0)
            self.tabs.blockSignals(False)
        self.refresh(select_latest=True)

    def refresh(self, select_latest: bool = False) -> None:
        if self.session is None:
            self.stack.setCurrentWidget(self.empty)
            return
        ev = self.session
        st = self.session.status()
        self.jump_edit.setEnabled(bool(st.games_seated))
        wanted = [g for g in range(1, st.games_seated + 1)]
        labels = []
        for g in wanted:
            if g == st.games_seated:
                game = ev.game(g)
                labels.append(self.tr("Game {game} - all in").format(game=g) if game.complete
                              else self.tr("Game {game} - {tables_in} of {tables} in").format(
                                  game=g, tables_in=game.tables_in, tables=len(game.tables)))
            else:
                labels.append(self.tr("Game {game} - done").format(game=g))
        datas = list(wanted)
        if st.next_game is not None and (st.next_game <= ev.settings.games or st.extension):
            # (no "Game 6" tab while the last of 5 games is played, unless an extension is due)
            labels.append(self.tr("Game {game} - to seat").format(game=st.next_game))
            datas.append(NEXT_TAB)
        current = self.tabs.tabData(self.tabs.currentIndex()) if self.tabs.count() else None
        self.tabs.blockSignals(True)
        while self.tabs.count() > len(labels):
            self.tabs.removeTab(self.tabs.count() - 1)
        for i, (text, data) in enumerate(zip(labels, datas)):
            if i >= self.tabs.count():
                self.tabs.addTab(text)
            self.tabs.setTabText(i, text)
            self.tabs.setTabData(i, data)
        index = datas.index(current) if current in datas else len(datas) - 1
        if select_latest or current is None:
            index = self._default_tab(st, datas)
        self.tabs.setCurrentIndex(index)
        self.tabs.blockSignals(False)
        self._show_tab(self.tabs.currentIndex())

    @staticmethod
    def _default_tab(st, datas) -> int:
        """The game in progress; the plan once it is complete and the next can be seated."""
        if st.games_seated == 0 or (st.can_seat and st.tables_in == st.tables_total):
            return len(datas) - 1
        return datas.index(st.games_seated) if st.games_seated in datas else len(datas) - 1

    def current_game(self) -> int:
        data = self.tabs.tabData(self.tabs.currentIndex()) if self.tabs.count() else None
        if data in (None, NEXT_TAB):
            return self.session.games_seated() if self.session else 0
        return int(data)

    def _show_tab(self, index: int) -> None:
        if self.session is None:
            return
        game = self.current_game()  # the "Open table" box opens the tables of the tab shown
        self.jump_label.setText(self.tr("Open table of game {game}:").format(game=game)
                                if game else self.tr("Open table:"))
        self.jump_edit.setAccessibleName(self.jump_label.text().rstrip(":"))
        data = self.tabs.tabData(index) if index >= 0 else None
        if data is None:
            self.stack.setCurrentWidget(self.empty)
            self.empty.setText(self.tr("No game to show yet."))
        elif data == NEXT_TAB:
            self._show_plan()
        else:
            self._show_cards(int(data))

    def _show_plan(self) -> None:
        st = self.session.status()
        g = st.next_game
        self.plan_title.setText(self.tr("Game {game} - not seated yet").format(game=g))
        if st.next_plan:
            self.plan_text.setText(self.tr("{n} players: {plan}").format(
                n=st.to_seat, plan=plan_words(st.next_plan)))
        else:
            self.plan_text.setText(self.tr("{n} players playing.").format(n=st.to_seat))
        if g == 1:
            how = self.tr("Seats are drawn by lot. After seating, print the seating and the "
                          "table sheets.")
        else:
            how = self.tr("Players are seated by the standings: the best at table 1 (the "
                          "smallest), players level on points in an order drawn by lot.")
        if st.extension:
            how += self.tr(" This is an extension game: first place is level.")
        if st.here is not None and st.active_players > st.here:
            how += " " + self.tr("Check-in is used: only the players here are seated; the {n} "
                                 "not here yet are left out (the Players page ticks them in)."
                                 ).format(n=st.active_players - st.here)
        self.plan_how.setText(how)
        self.refusal.setText(st.seat_refusal or "")
        self.refusal.setVisible(bool(st.seat_refusal))
        self.seat_button.setText(self.tr("Seat game {game}").format(game=g))
        self.seat_button.setEnabled(st.can_seat)
        self.stack.setCurrentWidget(self.plan_widget)

    def _show_cards(self, game_no: int) -> None:
        self.tables.show_game(self.session, game_no)
        self.stack.setCurrentWidget(self.cards_widget)

    @property
    def cards(self) -> dict[int, TableCard]:
        """The cards of the game shown, by table number."""
        return self.tables.cards

    @property
    def changed(self) -> list[int]:
        """The tables of the game shown changed since its seating (moves, swaps, no-shows)."""
        return self.tables.changed

    def shown_cards(self) -> list[int]:
        """The table numbers whose cards are shown, in order."""
        return self.tables.shown_cards()

    # -- actions ------------------------------------------------------------------------------
    def show_next(self) -> None:
        """Show the plan of the next game (the header's "Seat game K" step)."""
        for i in range(self.tabs.count()):
            if self.tabs.tabData(i) == NEXT_TAB:
                self.tabs.setCurrentIndex(i)
                self.seat_button.setFocus()
                return

    def seat(self) -> None:
        try:
            done = self.session.act(seating.seat_next_game, initiator=self)
        except ServiceError as exc:
            show_message(self.message_label, str(exc), True)
            return
        game = done.value
        text = self.tr("Seated game {game}: {plan}. Print the seating (Ctrl+P), then type a "
                       "table's number to enter its result.").format(
                           game=game.game, plan=plan_words(game.sizes))
        if done.message:  # who was left out (not checked in)
            text += " " + done.message
        show_message(self.message_label, text)
        self.refresh(select_latest=True)
        self.jump_edit.setFocus()

    def unseat(self) -> None:
        """Take back the last seating (no result in yet), after a confirmation."""
        if self.session is None:
            return
        g = self.session.games_seated()
        if not ask(self, self.tr("Take back the seating of game {game}?").format(game=g),
                   self.tr("The seating of game {game} is discarded: its tables and any "
                           "printed seating or table sheets no longer count. No result is lost "
                           "(none is in yet).\n\nThe game can be seated again at any time "
                           "with \"Seat game {game}\", for example after a late entry, so "
                           "that the new player is seated too.").format(game=g),
                   yes=self.tr("Take back the seating"), no=self.tr("Keep it")):
            return
        try:
            text = self.session.act(seating.unseat_last_game, initiator=self).message
        except ServiceError as exc:
            show_message(self.message_label, str(exc), True)
            return
        self.tables.build_cards(())
        show_message(self.message_label, text)
        self.refresh(select_latest=True)

    def card_menu(self, table_no: int, start_no: int | None = None) -> QMenu | None:
        """The actions on a player of a card (`start_no`; None: the card's current one):
        not here, move and swap while the table plays in the game being played, and a
        penalty or award in any game. Each opens on that player."""
        card = self.cards.get(table_no)
        if self.session is None or card is None:
            return None
        start_no = start_no if start_no is not None else card.current_player()
        if start_no is None:
            return None
        from .overrides import seat_change_menu
        menu = None
        if self.current_game() == self.session.games_seated():
            menu = seat_change_menu(self, self.session, self.change_seating,
                                    start_no=start_no, table_no=table_no)
        if menu is None:
            menu = QMenu(self)
        else:
            menu.addSeparator()
        adjust = menu.addAction(self.tr("Adjust points..."))
        adjust.setData("adjust")
        adjust.triggered.connect(lambda checked=False: self.adjust_points(start_no))
        return menu

    def show_card_menu(self, table_no: int, start_no: int | None = None, pos=None) -> None:
        """A card's menu on a player, at `pos` (global: the mouse's) or their row, its first
        entry highlighted."""
        menu = self.card_menu(table_no, start_no)
        if menu is None:
            return
        if pos is None:
            card = self.cards[table_no]
            seat = card.players.index(start_no) if start_no in card.players else card.current
            y = card.PAD_Y + card.title_height + card.GAP + card.line * (seat + 1)
            pos = card.mapToGlobal(QPoint(card.width() // 3, y))
        from . import overrides
        overrides.popup(menu, pos)

    def adjust_points(self, start_no: int) -> str:
        """A penalty or an award for a player of a card (the Standings page's dialog);
        what was done, or "" when cancelled."""
        row = next((r for r in self.session.standings() if r.player.start_no == start_no),
                   None)
        if row is None:
            return ""
        from .adjust import AdjustDialog
        dialog = AdjustDialog(self.session, row, "", self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return ""
        show_message(self.message_label, dialog.message)
        self.outcome.emit(dialog.message)
        return dialog.message

    def change_seating(self, kind: str, start_no: int | None = None,
                       table_no: int | None = None) -> str:
        """A no-show removed, a move or a swap in the game being played (asks which)."""
        from .overrides import change_seating
        text = change_seating(self, self.session, kind, start_no, table_no)
        if text:  # (the window refreshes the page: it shows the seating)
            show_message(self.message_label, text)
            self.outcome.emit(text)
        return text

    def print_changed(self, kind: str) -> None:
        """Print again the sheets or the seating of the tables changed since the seating."""
        if self.tables.changed:
            self.print_tables.emit(kind, self.current_game(), list(self.tables.changed))

    def _jump(self) -> None:
        text = self.jump_edit.text().strip()
        if self.session is None:
            return
        if not text:  # Enter in the empty box: the next table that sent its result
            self.check_next()
            return
        game_no = self.current_game()  # the game of the tab shown (the plan's: the last)
        if not game_no:
            show_message(self.message_label,
                         self.tr("No game is seated yet: seat game 1 first."), True)
            return
        self.open_table(int(text), game_no)

    def check_next(self) -> ResultForm | None:
        """Open the table whose result was sent first and still waits (filled with it)."""
        if self.session is None or self.form is not None:
            return None
        waiting = sorted(self.session.inbox(), key=lambda w: w.sent[0].seq)
        if not waiting:
            return None
        return self.open_table(waiting[0].table, waiting[0].game)

    def correct_table(self) -> ResultForm | None:
        """Open a table of the earlier game shown (its tab's button): asks the number."""
        game_no = self.current_game()
        if self.session is None or not game_no:
            return None
        tables = [t.table for t in self.session.game(game_no).tables]
        number, ok = QInputDialog.getInt(self,
                                         self.tr("Correct a table of game {game}").format(
                                             game=game_no),
                                         self.tr("Table number of game {game} (1-{last}):")
                                         .format(game=game_no, last=max(tables)),
                                         1, 1, max(tables))
        if not ok:
            return None
        return self.open_table(number, game_no)

    def open_table(self, table_no: int, game_no: int | None = None) -> ResultForm | None:
        """Open the result form of a table (of the game shown, unless given)."""
        if self.session is None:
            return None
        game_no = game_no or self.current_game()
        try:
            self.session.table(game_no, table_no)
        except ServiceError as exc:
            show_message(self.message_label, str(exc), True)
            self.jump_edit.selectAll()
            return None
        self.select_game(game_no)
        from .result_form import ResultForm
        form = ResultForm(self.session, game_no, table_no, self,
                          sent=self.session.sent(game_no, table_no))
        form.saved.connect(self._saved)
        form.rejected_sent.connect(lambda text: show_message(self.message_label, text))
        form.finished.connect(self._form_closed)
        self.form = form
        form.open()
        return form

    def select_game(self, game_no: int) -> None:
        for i in range(self.tabs.count()):
            if self.tabs.tabData(i) == game_no:
                if self.tabs.currentIndex() != i:
                    self.tabs.setCurrentIndex(i)
                return

    def _saved(self, outcome) -> None:
        game = self.session.game(self.form.game_no) if self.form else None
        text = outcome.message
        if game is not None and not game.complete:
            waiting = [t.table for t in game.tables if not t.has_result]
            text += self.tr(" Game {game}: {waiting}.").format(game=game.game,
                                                                waiting=waiting_words(waiting))
        elif game is not None and game.game == self.session.games_seated():
            text += self.tr(" Every table of game {game} is in.").format(game=game.game)
        show_message(self.message_label, text)

    def _form_closed(self, *args) -> None:
        self.form = None
        empty(self.jump_edit)
        self.jump_edit.setFocus()

    def focus_place(self, widget) -> int | None:
        """Where the focus is, as a change this page made finds it again (gui/focus.py):
        a table's card by its table (a no-show or a move makes the cards again)."""
        return widget.table_no if isinstance(widget, TableCard) else None

    def refocus(self, table_no: int) -> None:
        card = self.cards.get(table_no)
        if card is not None and not card.isHidden():
            card.setFocus(Qt.FocusReason.OtherFocusReason)

    def focus_box(self) -> None:
        """The cursor where digits go (the "Open table" box)."""
        self.jump_edit.setFocus()
        self.jump_edit.selectAll()

    def type_digit(self, event) -> bool:
        """A digit typed anywhere on the page goes to the "Open table" box (a table of the
        game shown); True if it was taken."""
        if not (event.text().isdigit() and self.session is not None
                and self.session.games_seated()):
            return False
        if not self.jump_edit.hasFocus():
            self.jump_edit.setFocus()
            self.jump_edit.setText(event.text())
        else:
            self.jump_edit.insert(event.text())
        return True

    def keyPressEvent(self, event):
        if self.type_digit(event):
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and \
                not self.jump_edit.text().strip() and \
                self.focusWidget() in (None, self, self.jump_edit, self.inbox_button) and \
                self.check_next() is not None:
            return  # Enter, no table number typed: the next table that sent its result
        super().keyPressEvent(event)
