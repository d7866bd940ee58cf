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
                           else card_words(sent)[0] if sent
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
        elif sent:  # "Sent by seats 2 and 4 at 14:03"
            text = card_words(sent)[1]
        elif table.absent:  # a no-show: the table plays with those left
            text = self.tr("Not here: {names}").format(names=", ".join(
                names[p].name if p in names else str(p) for p in table.absent))
        else:
            text = self.tr("Waiting for the result - seat 1 starts")
        self.footer.setText(text)
        self.setAccessibleName(self.tr("Table {table}, {state}").format(
            table=table.table, state=f"{self.state.text()} - {text}" if sent
            else self.state.text()))

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
