"""One table's card on the Games page: its players in seat order, whether its result is in
or was sent from a phone; painted as one widget (a 1,000-player game has 250 cards)."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette, QPen
from PySide6.QtWidgets import QToolTip, QWidget

from ..service.model import TableView
from .common import RIGHT, ordinal, signed, zoomed
from .table_sent import card_words

CARD_WIDTH = 300
SENT_COLOR = QColor("#2e7d32")  # a card whose table sent its result (serve --entry)
CONFLICT_COLOR = QColor("#c62828")  # ... and its phones do not agree (or sent before a move)


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
    # the actions on a player of the table (right-click on their row; the Menu key or
    # Shift+F10 on the current player, Up and Down choose): table, start number, where
    # (global; None: at the player's row)
    menu_requested = Signal(int, int, object)
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
        self.players: tuple[int, ...] = tuple(table.players)
        self.current = 0  # the seat (from 0) the keyboard's menu acts on
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
                           else card_words(sent)[0] if sent
                           else self.tr("{n} players - waiting").format(n=table.size))
        shown = sent.newest.places if sent else table.places if done else {}
        self.players = tuple(table.players)
        self.current = min(self.current, max(0, len(self.players) - 1))
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
        elif sent:  # "Sent by seats 2 and 4 at 14:03"
            text = card_words(sent)[1]
        elif table.absent:  # a no-show: the table plays with those left
            text = self.tr("Not here: {names}").format(names=", ".join(
                names[p].name if p in names else str(p) for p in table.absent))
        else:
            text = self.tr("Waiting for the result - seat 1 starts")
        self.footer.setText(text)
        self._say()

    def _say(self) -> None:
        """What a screen reader says: the table, its state and who sits where (the name);
        the player the menu would act on (the description)."""
        seats = "; ".join(self.tr("seat {seat}: {name}, number {no}").format(
            seat=seat, name=name.text(), no=no.text().lstrip("#"))
            + (f", {place.text()}" if place.text() else "")
            for seat, (no, name, place) in enumerate(self.rows, 1))
        said = self.tr("Table {table}, {state}").format(table=self.table_no,
                                                        state=self.state.text())
        footer = self.footer.text()  # (what a table sent: said before who sits there)
        self.setAccessibleName(f"{said} - {footer}: {seats}." if self.sent is not None
                               else f"{said}: {seats}. {footer}")
        if self.rows:
            self.setAccessibleDescription(self.tr(
                "Up and Down choose a player, the Menu key acts on seat {seat}: {name}").format(
                    seat=self.current + 1, name=self.rows[self.current][1].text()))

    def current_player(self) -> int | None:
        """The start number the keyboard's menu acts on."""
        return self.players[self.current] if self.players else None

    def row_at(self, y: int) -> int | None:
        """The seat (from 0) of the row at height `y`, or None."""
        top = self.PAD_Y + self.title_height + self.GAP
        row = (y - top) // self.line
        return row if y >= top and 0 <= row < len(self.rows) else None

    def set_current(self, seat: int) -> None:
        if 0 <= seat < len(self.rows) and seat != self.current:
            self.current = seat
            self._say()
            self.update()

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
            color = SENT_COLOR if self.sent.status in ("pending", "agreed") else CONFLICT_COLOR
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
            if self.hasFocus() and seat - 1 == self.current:  # where Shift+F10 acts
                p.save()
                p.setPen(QPen(pal.color(QPalette.ColorRole.Highlight), 1,
                              Qt.PenStyle.DotLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRect(QRect(x - 4, y, width + 8, self.line - 1))
                p.drawText(QRect(x - self.PAD_X + 1, y, self.PAD_X, self.line), left, "\u25b8")
                p.restore()
            p.drawText(QRect(sx, y, sw, self.line), right, str(seat))
            p.drawText(QRect(nx, y, nw, self.line), right, no.text())
            p.drawText(QRect(mx, y, mw, self.line), left,
                       fm.elidedText(name.text(), Qt.TextElideMode.ElideRight, mw))
            p.drawText(QRect(px, y, pw, self.line), right, place.text())
            y += self.line
        y += self.GAP
        p.drawText(QRect(x, y, width, fm.height()), left,
                   fm.elidedText(self.footer.text(), Qt.TextElideMode.ElideRight, width))

    def event(self, event):
        if event.type() == QEvent.Type.ToolTip:  # the whole name under the mouse
            row = self.row_at(event.pos().y())
            if row is not None:
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
        if event.key() == Qt.Key.Key_Menu or (
                event.key() == Qt.Key.Key_F10
                and event.modifiers() & Qt.KeyboardModifier.ShiftModifier):
            self._ask_menu()
            return
        if event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down) and not event.modifiers():
            step = -1 if event.key() == Qt.Key.Key_Up else 1
            if 0 <= self.current + step < len(self.rows):
                self.set_current(self.current + step)
                return
        super().keyPressEvent(event)

    def contextMenuEvent(self, event):  # a right-click (on a player's row), or the Menu key
        if event.reason() != event.Reason.Mouse:
            self._ask_menu()
            return
        row = self.row_at(event.pos().y())
        if row is not None:
            self.set_current(row)
        self._ask_menu(event.globalPos())

    def _ask_menu(self, pos=None) -> None:
        player = self.current_player()
        if player is not None:
            self.menu_requested.emit(self.table_no, player, pos)
