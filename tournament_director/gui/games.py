"""The Games page: the plan and the Seat button, then one card per table; opens result forms."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QIntValidator,
    QKeySequence,
    QPainter,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QTabBar,
    QToolButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from ..rules.numbers import number_ranges
from ..rules.plans import size_counts
from ..service import seating
from ..service.done import Changes
from ..service.model import ServiceError, TableView
from .common import (
    RIGHT,
    ask,
    error_label,
    ordinal,
    plain_label,
    set_font,
    show_message,
    signed,
    title_label,
    zoomed,
)

if TYPE_CHECKING:
    from .result_form import ResultForm

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")
CARD_WIDTH = 300
SENT_COLOR = QColor("#2e7d32")  # a card whose table sent its result (serve --entry)
CONFLICT_COLOR = QColor("#c62828")  # ... and its phones do not agree


def plan_words(sizes) -> str:
    """describe_plan, said shortly: "7 tables of 4" when all are alike, counted by size once
    there are many tables (a line, not a page); in the window's language."""
    counts = size_counts(sizes)
    if not sizes:
        return translate("GamesPage", "no tables")
    if len(sizes) <= 12 or len(counts) == 1:
        listed = str(sizes[0]) if len(counts) == 1 else ", ".join(str(s) for s in sizes)
        if len(sizes) == 1:
            return translate("GamesPage", "1 table of {sizes}").format(sizes=listed)
        return translate("GamesPage", "{n} tables of {sizes}").format(n=len(sizes),
                                                                      sizes=listed)
    return translate("GamesPage", "{n} tables: ").format(n=len(sizes)) + ", ".join(
        translate("GamesPage", "{n} of {size} players").format(n=n, size=size)
        for size, n in counts)


def table_list(numbers, limit: int = 12) -> str:
    """Table numbers in short: runs as ranges ("3, 8, 11-40, 45"), at most `limit` pieces,
    then how many more tables ("... and 47 more")."""
    listed, more = number_ranges(numbers, limit)
    if not more:
        return listed
    return listed + translate("GamesPage", " ... and {n} more").format(n=more)


def waiting_words(waiting) -> str:
    """"57 tables waiting: 3, 8, 11-40, ..." (one table: "table 5 waiting")."""
    if len(waiting) == 1:
        return translate("GamesPage", "table {table} waiting").format(table=waiting[0])
    return translate("GamesPage", "{n} tables waiting: {tables}").format(
        n=len(waiting), tables=table_list(waiting))


NEXT_TAB = 0  # tab data of the "not seated yet" tab


class Text:
    """One text of a card: no widget of its own, the card paints it."""

    __slots__ = ("_text", "_card")

    def __init__(self, card: TableCard, text: str = ""):
        self._card = card
        self._text = text

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        if text != self._text:
            self._text = text
            self._card.update()


class TableCard(QWidget):
    """One table: its players in seat order and whether its result is in. Click to open.
    Painted as one widget (a 1,000-player game has 250 cards)."""

    opened = Signal(int)
    menu_requested = Signal(int)  # the table's overrides (right-click, the Menu key, Shift+F10)
    PAD_X, PAD_Y, GAP = 10, 8, 4

    def __init__(self, table: TableView, parent=None):
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFixedWidth(CARD_WIDTH)
        self.table_no = table.table
        self.seats = table.size
        self.done = False
        self.sent = None  # what the table sent and waits (entry.Waiting), if anything
        self.title = Text(self, self.tr("Table {table}").format(table=table.table))
        self.state = Text(self)
        self.footer = Text(self)
        self.rows = [(Text(self), Text(self), Text(self)) for _ in range(table.size)]
        self._measure()

    def _measure(self) -> None:
        """Sizes from the font (again after a zoom)."""
        self.title_font = QFont(self.font())
        self.title_font.setBold(True)
        self.title_font.setPointSizeF(zoomed(12))
        fm = self.fontMetrics()
        self.title_height = QFontMetrics(self.title_font).height()
        self.line = fm.height() + 2
        self.setFixedHeight(2 * self.PAD_Y + self.title_height + 2 * self.GAP
                            + self.line * self.seats + fm.height())

    def changeEvent(self, event):
        if event.type() == QEvent.Type.FontChange:
            self._measure()
            self.update()
        super().changeEvent(event)

    def update_table(self, table: TableView, names: dict, competition: bool,
                     sent=None) -> None:
        done = table.has_result
        sent = None if done else sent
        if done != self.done or (sent is None) != (self.sent is None) or (
                sent is not None and sent.status != self.sent.status):
            self.done = done
            self.update()
        self.sent = sent
        self.state.setText(self.tr("{n} players - result in").format(n=table.size) if done
                           else self.sent_words(sent) if sent
                           else self.tr("{n} players - waiting").format(n=table.size))
        shown = sent.newest.places if sent else table.places if done else {}
        for (no, name, place), start_no in zip(self.rows, table.players):
            no.setText(f"#{start_no}")
            player = names.get(start_no)
            name.setText(player.name if player else "?")
            place.setText(ordinal(shown[start_no]) if start_no in shown else "")
        if done:
            text = self.tr("Result in")
            if competition and table.table_points is not None:
                text += self.tr(" - table points {points}").format(
                    points=signed(table.table_points))
        elif sent:
            text = self.tr("Sent at {time} - Enter checks it").format(
                time=sent.newest.received_at[11:16])
        elif table.absent:  # a no-show: the table plays with those left
            text = self.tr("Not here: {names}").format(names=", ".join(
                names[p].name if p in names else str(p) for p in table.absent))
        else:
            text = self.tr("Waiting for the result - seat 1 starts")
        self.footer.setText(text)
        self.setAccessibleName(self.tr("Table {table}, {state}").format(
            table=table.table, state=self.state.text()))

    def sent_words(self, sent) -> str:
        """"sent by the table", "... - agreed by 2", "... - conflict"."""
        if sent.status == "conflict":
            return self.tr("sent by the table - conflict")
        if sent.status == "agreed":
            return self.tr("sent by the table - agreed by {n}").format(n=sent.agreeing + 1)
        return self.tr("sent by the table")

    def _columns(self):
        """x and width of the seat, start number, name and place columns."""
        fm = self.fontMetrics()
        seat = fm.horizontalAdvance("00")
        no = fm.horizontalAdvance("#0000")
        place = fm.horizontalAdvance("00th")
        x = self.PAD_X
        width = self.width() - 2 * self.PAD_X
        name_x = x + seat + no + 16
        return ((x, seat), (x + seat + 8, no), (name_x, width - (name_x - x) - place - 8),
                (x + width - place, place))

    def paintEvent(self, event):
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        if self.sent is not None:  # sent by the table: unmissable, focused or not
            color = CONFLICT_COLOR if self.sent.status == "conflict" else SENT_COLOR
            p.setPen(QPen(pal.color(QPalette.ColorRole.Highlight) if self.hasFocus()
                          else color, 3))
            frame = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        elif self.hasFocus():
            p.setPen(QPen(pal.color(QPalette.ColorRole.Highlight), 2))
            frame = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        else:
            p.setPen(QPen(pal.color(QPalette.ColorRole.Mid), 1))
            frame = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        p.setBrush(pal.color(QPalette.ColorRole.Window if self.done else QPalette.ColorRole.Base))
        p.drawRoundedRect(frame, 4, 4)
        p.setPen(pal.color(QPalette.ColorRole.Text))
        left = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        right = int(RIGHT)
        x, y = self.PAD_X, self.PAD_Y
        width = self.width() - 2 * self.PAD_X
        p.setFont(self.title_font)
        p.drawText(QRect(x, y, width, self.title_height), left, self.title.text())
        p.setFont(self.font())
        p.drawText(QRect(x, y, width, self.title_height), right, self.state.text())
        y += self.title_height + self.GAP
        fm = self.fontMetrics()
        (sx, sw), (nx, nw), (mx, mw), (px, pw) = self._columns()
        for seat, (no, name, place) in enumerate(self.rows, 1):
            p.drawText(QRect(sx, y, sw, self.line), right, str(seat))
            p.drawText(QRect(nx, y, nw, self.line), right, no.text())
            p.drawText(QRect(mx, y, mw, self.line), left,
                       fm.elidedText(name.text(), Qt.TextElideMode.ElideRight, mw))
            p.drawText(QRect(px, y, pw, self.line), right, place.text())
            y += self.line
        y += self.GAP
        p.drawText(QRect(x, y, width, fm.height()), left, self.footer.text())

    def event(self, event):
        if event.type() == QEvent.Type.ToolTip:  # the whole name under the mouse
            top = self.PAD_Y + self.title_height + self.GAP
            row = (event.pos().y() - top) // self.line
            if event.pos().y() >= top and 0 <= row < len(self.rows):
                # escaped: a name such as "<img src=...>" is shown as typed, never rendered
                QToolTip.showText(event.globalPos(),
                                  "<p>" + html.escape(self.rows[row][1].text()) + "</p>", self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def focusInEvent(self, event):
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event):
        self.update()
        super().focusOutEvent(event)

    def mouseReleaseEvent(self, event):
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
                event.position().toPoint()):
            self.opened.emit(self.table_no)
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event):
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.opened.emit(self.table_no)
            return
        if event.key() == Qt.Key.Key_F10 and event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.menu_requested.emit(self.table_no)
            return
        super().keyPressEvent(event)

    def contextMenuEvent(self, event):  # a right-click or the Menu key
        self.menu_requested.emit(self.table_no)


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
        self.cards: dict[int, TableCard] = {}
        self.cards_game = None
        self.form: ResultForm | None = None

        self.tabs = QTabBar()
        self.tabs.setExpanding(False)
        self.tabs.setDrawBase(False)
        self.jump_edit = QLineEdit()
        self.jump_edit.setValidator(QIntValidator(1, 9999, self))
        self.jump_edit.setPlaceholderText(self.tr("no."))
        self.jump_edit.setMaximumWidth(70)
        self.jump_edit.setToolTip(self.tr("Type a table number of the game being played and press "
                                  "Enter to open its result form"))
        self.jump_edit.installEventFilter(self)  # Ctrl+Z here is the event's Undo
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
        self.changed: list[int] = []
        for kind, text in (("sheets", self.tr("Table sheets of the changed tables")),
                           ("seating", self.tr("Seating of the changed tables"))):
            self.reprint_menu.addAction(text).triggered.connect(
                lambda checked=False, k=kind: self.print_changed(k))
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
        cards = QWidget()
        cl = QVBoxLayout(cards)
        cl.setContentsMargins(0, 0, 0, 0)
        cl.addLayout(head)
        cl.addWidget(self.inbox_button)
        cl.addWidget(self.scroll_area, 1)

        self.empty = plain_label(self.tr("Open or create an event first."))
        self.stack = QStackedWidget()
        for w in (self.empty, plan, cards):
            self.stack.addWidget(w)
        self.plan_widget, self.cards_widget = plan, cards

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
        self.waiting_only.toggled.connect(self._waiting_toggled)
        self.print_seating.clicked.connect(
            lambda: self.print_requested.emit("seating", self.current_game()))
        self.print_sheets.clicked.connect(
            lambda: self.print_requested.emit("sheets", self.current_game()))

    # -- session and refresh ------------------------------------------------------------------
    def set_session(self, session) -> None:
        self.session = session
        self.cards_game = None
        self.message_label.clear()
        self.jump_edit.clear()  # a number typed for another event means nothing here
        self.waiting_only.setChecked(False)
        if session is None:
            self._build_cards(())
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
        self.jump_label.setText(self.tr("Open table of game {game}:").format(
            game=st.games_seated) if st.games_seated else self.tr("Open table:"))
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
        ev = self.session
        game = ev.game(game_no)
        names = {p.start_no: p for p in ev.players()}
        competition = ev.settings.competition
        if self.cards_game != game_no or [self.cards[t].seats for t in sorted(self.cards)] \
                != game.sizes:
            self._build_cards(game.tables)
            self.cards_game = game_no
        inbox = {w.table: w for w in ev.inbox()} if game_no == ev.games_seated() else {}
        for t in game.tables:
            self.cards[t.table].update_table(t, names, competition, inbox.get(t.table))
        self._show_inbox(len(inbox))
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
        self.stack.setCurrentWidget(self.cards_widget)

    def _show_inbox(self, n: int) -> None:
        if n == 1:
            text = self.tr("1 table sent a result - Enter to check it")
        else:
            text = self.tr("{n} tables sent a result - Enter to check the next").format(n=n)
        self.inbox_button.setText(text)
        self.inbox_button.setVisible(bool(n))

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

    def _build_cards(self, tables) -> None:
        for card in self.cards.values():
            card.setParent(None)
            card.deleteLater()
        self.cards = {}
        for t in tables:
            card = TableCard(t, self.grid_host)
            card.opened.connect(self.open_table)
            card.menu_requested.connect(self.show_card_menu)
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
        if obj is self.jump_edit and event.type() == QEvent.Type.ShortcutOverride and (
                event.matches(QKeySequence.StandardKey.Undo)
                or event.matches(QKeySequence.StandardKey.Redo)):
            # not the box's own undo (it would bring back the number just used, and the next
            # Enter would open that table again): the window's Edit > Undo / Redo
            event.ignore()
            return True
        if obj is self.scroll_area.viewport() and event.type() == QEvent.Type.Resize and self.cards:
            old = event.oldSize().width()
            new = event.size().width()
            if old != new:
                self._lay_out_cards()
        return super().eventFilter(obj, event)

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
        self._build_cards(())
        self.cards_game = None
        show_message(self.message_label, text)
        self.refresh(select_latest=True)

    def card_menu(self, table_no: int) -> QMenu | None:
        """The overrides of a table of the game being played (None: its result is in)."""
        if self.session is None or self.current_game() != self.session.games_seated():
            return None
        from .overrides import seat_change_menu
        return seat_change_menu(self, self.session, self.change_seating, table_no=table_no)

    def show_card_menu(self, table_no: int) -> None:
        menu = self.card_menu(table_no)
        card = self.cards.get(table_no)
        if menu is None:
            show_message(self.message_label, self.tr(
                "Table {table} has its result in (or its game is over): its players can no "
                "longer change.").format(table=table_no), True)
            return
        from . import overrides
        overrides.popup(menu, card.mapToGlobal(card.rect().center()) if card
                        else self.cursor().pos())

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
        if self.changed:
            self.print_tables.emit(kind, self.current_game(), list(self.changed))

    def _jump(self) -> None:
        text = self.jump_edit.text().strip()
        if self.session is None:
            return
        if not text:  # Enter in the empty box: the next table that sent its result
            self.check_next()
            return
        game_no = self.session.games_seated()  # always the game being played
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
        self.jump_edit.clear()
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
        """A digit typed anywhere on the page goes to the "Open table" box (which always
        means the game being played); True if it was taken."""
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
