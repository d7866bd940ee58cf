"""The Standings page's side panel "Why these points": the selected player's games, the
games they were not at, the penalties and awards, and how they add up."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from ..service.model import StandingRow
from .common import RIGHT, ordinal, plain_label, points, set_font, signed
from .standings_model import rank_text


def sum_text(terms: list[str]) -> str:
    """"5.0 + 3.5 - 1.0": figures (a sign on those that have one) as a sum."""
    text = terms[0].lstrip("+") if terms else ""
    for term in terms[1:]:
        text += f" - {term[1:]}" if term.startswith("-") else f" + {term.lstrip('+')}"
    return text


class Breakdown(QGroupBox):
    """Who is selected, a line per game (and per no-show and adjustment), and the sum."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setTitle(self.tr("Why these points"))
        self.who = plain_label(self.tr("Select a player to see how their points were made."),
                               wrap=True)
        set_font(self.who, bold=True)
        self.table = QTableWidget(0, 7)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Game"), self.tr("Table"), self.tr("Place"), self.tr("Placement"),
             self.tr("Table pts"), self.tr("Equal."), self.tr("Total")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setTabKeyNavigation(False)
        self.table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        self.explain = plain_label(wrap=True)
        self.explain.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        wl = QVBoxLayout(self)
        wl.addWidget(self.who)
        wl.addWidget(self.table, 1)
        wl.addWidget(self.explain)

    def show_row(self, row: StandingRow | None) -> None:
        """The player's standing row explained (None: nobody selected)."""
        if row is None:
            self.table.setRowCount(0)
            self.who.setText(self.tr("Select a player to see how their points were made."))
            self.explain.clear()
            return
        p = row.player
        if not row.ranked:
            self.who.setText(self.tr("{name} (#{no}) - no result in yet, so no rank").format(
                name=p.name, no=p.start_no))
        else:
            self.who.setText(self.tr("{rank}. {name} (#{no}) - {points} points").format(
                rank=rank_text(row), name=p.name, no=p.start_no, points=points(row.points))
                + (self.tr(" - level on points with another player") if row.level else ""))
        table = self.table
        table.clearSpans()
        table.setRowCount(len(row.lines) + len(row.no_shows) + len(row.adjustments))
        sums = []
        for r, line in enumerate(row.lines):
            done = line.place is not None
            cells = [str(line.game_no), str(line.table_no),
                     ordinal(line.place) if done else self.tr("waiting"),
                     points(line.placement), signed(line.table_points),
                     signed(line.equalization), points(line.total) if done else ""]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(RIGHT)
                table.setItem(r, c, item)
            if done:
                sums.append(points(line.total))
        r = len(row.lines)
        for game_no, table_no in row.no_shows:  # left the table before its result
            for c, text in enumerate((str(game_no), str(table_no), self.tr("not here"), "",
                                      "", "", points(0))):
                item = QTableWidgetItem(text)
                item.setTextAlignment(RIGHT)
                table.setItem(r, c, item)
            r += 1
        for a in row.adjustments:  # "-1.0 Late back from lunch (game 2)"
            text = f"{signed(a.points)} {a.reason}" + (
                " (" + self.tr("game {game}").format(game=a.game) + ")" if a.game else "")
            table.setSpan(r, 0, 1, 6)
            table.setItem(r, 0, QTableWidgetItem(text))
            total = QTableWidgetItem(signed(a.points))
            total.setTextAlignment(RIGHT)
            table.setItem(r, 6, total)
            sums.append(signed(a.points))
            r += 1
        self.explain.setText(
            (self.tr("Total {sums} = {points}. ").format(sums=sum_text(sums),
                                                         points=points(row.points))
             if sums else "")
            + self.tr("Each game: placement (n points for 1st at a table of n, shared when "
                      "tied) + table points + equalization.")
            + (" " + self.tr("Below the games: the penalties and awards given.")
               if row.adjustments else ""))
