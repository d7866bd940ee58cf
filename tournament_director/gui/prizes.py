"""The Prizes page: the pot, refunds, each prize and how it was computed, the left-over."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from .. import formats
from ..i18n import ordinal
from ..service.done import Changes
from ..service.model import ServiceError
from .common import LEFT, RIGHT, amount, plain_label, plural, set_font, title_label


class RowsModel(QAbstractTableModel):
    """Fixed rows of text (a model: a 1,000-row table makes no item per cell)."""

    def __init__(self, headers: list[str], rows: list[list], right: set[int], parent=None):
        super().__init__(parent)
        self.headers = headers
        self.rows = [[str(v) for v in row] for row in rows]
        self.right = right

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(RIGHT if section in self.right else LEFT)
        return None

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(RIGHT if index.column() in self.right else LEFT)
        return None

    def text(self, row: int, column: int) -> str:
        return self.rows[row][column]


def _table(headers: list[str], rows: list[list], right: set[int], stretch: int) -> QTableView:
    table = QTableView()
    model = RowsModel(headers, rows, right, table)
    table.setModel(model)
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setWordWrap(False)
    table.setTabKeyNavigation(False)  # Tab goes on to the next widget
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
    fm = table.fontMetrics()
    header = table.horizontalHeader()
    for c, head in enumerate(headers):  # the widest of the header and the first 200 rows
        texts = [head] + [r[c] for r in model.rows[:200]]
        header.resizeSection(c, max(fm.horizontalAdvance(t) for t in texts) + 16)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return table


translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


def _level_note(left: dict) -> str:
    """"; level with #7 Ann, #9 Bo: the left-over goes to the lower start number" or ""."""
    level = left.get("level_with") or []
    if not level:
        return ""
    names = ", ".join(f"#{x['start_no']} {x['name']}" for x in level)
    return translate("PrizesPage", "; level with {names}: the left-over goes to the lower "
                                   "start number").format(names=names)


def per_person(d: dict) -> list[list]:
    """What each person receives, added up (as the printed annex): no., name, refund, prize,
    left-over, total; in start-number order."""
    people: dict = {}

    def person(entry):
        key = entry.get("start_no")
        return people.setdefault(key, {"name": entry.get("name", ""), "refund": 0,
                                       "prize": 0, "left": 0})

    for r in d["refunds"]:
        person(r)["refund"] += int(r["amount"])
    for w in d["winners"]:
        person(w)["prize"] += int(w["amount"])
    left = d.get("left_over") or {}
    if left.get("amount"):
        person(left)["left"] += int(left["amount"])
    rows = []
    for key in sorted(people, key=lambda k: (k is None, k or 0)):
        p = people[key]
        total = p["refund"] + p["prize"] + p["left"]
        rows.append([key if key is not None else "", p["name"], p["refund"] or "",
                     p["prize"] or "", p["left"] or "", total])
    return rows


def places_text(places: list[int]) -> str:
    if len(places) == 1:
        return ordinal(places[0])
    return translate("PrizesPage", "{first}-{last} (shared)").format(
        first=ordinal(places[0]), last=ordinal(places[-1]))


class PrizesPage(QWidget):
    """The Thomassen/Bruins distribution as the service computes it, every step shown."""

    SHOWS = Changes(players=True, results=True, seating=True, tiebreaks=True,
                    adjustments=True)  # what it refreshes for

    print_requested = Signal(str, int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.session = None
        self.data: dict | None = None
        self.title = title_label(self.tr("Prize distribution"))
        self.print_button = QPushButton(self.tr("Print prize distribution"))
        self.print_button.clicked.connect(lambda: self.print_requested.emit("payout", 0))
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.print_button)
        self.not_yet = plain_label(wrap=True)
        self.body = QWidget()
        self.body_layout = QGridLayout(self.body)
        self.body_layout.setContentsMargins(0, 0, 0, 0)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        self.not_yet.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        set_font(self.not_yet, 12)
        layout.addWidget(self.not_yet, 1)
        layout.addWidget(self.body, 1)
        self.labels: dict[str, object] = {}

    def set_session(self, session) -> None:
        self.session = session
        self.refresh()

    def refresh(self) -> None:
        if self.session is None:
            return
        try:
            self.data = self.session.report_data("payout")
        except ServiceError as exc:
            self.data = None
            self.not_yet.setText(str(exc))
            self.not_yet.show()
            self.body.hide()
            self.print_button.setEnabled(False)
            return
        self.not_yet.hide()
        self.body.show()
        self.print_button.setEnabled(True)
        self._fill(self.data, self.session.settings.currency)

    def _fill(self, d: dict, cur: str) -> None:
        while self.body_layout.count():
            item = self.body_layout.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        money = lambda a: formats.money(a, cur)  # noqa: E731
        refunds_total = sum(r["amount"] for r in d["refunds"])
        prizes_total = sum(w["amount"] for w in d["winners"])
        left = d["left_over"]

        pot = QGroupBox(self.tr("The pot"))
        pl = QVBoxLayout(pot)
        self.labels["pot"] = plain_label(self.tr("Pot: {pot}").format(pot=money(d["pot"])))
        set_font(self.labels["pot"], 14, bold=True)
        pl.addWidget(self.labels["pot"])
        pl.addWidget(plain_label(
            self.tr("The entry fees paid by the {n} participants (every player seated in at "
                    "least one game, drop-outs included).").format(
                        n=formats.whole(d["participants"])),
            wrap=True))
        fees = _table([self.tr("No."), self.tr("Name"), self.tr("Paid")],
                      [[f["start_no"], f["name"], amount(f["paid"])] for f in d["fees"]], {0, 2}, 1)
        pl.addWidget(fees, 1)
        self.give_back_table = None
        if d.get("give_back"):  # paid, never seated: not participants, not in the pot
            back = sum(g["paid"] for g in d["give_back"])
            self.labels["give_back"] = plain_label(
                self.tr("Not in the pot: give back {amount} to {players} who paid but never "
                        "sat at a table:").format(amount=money(back),
                                                  players=plural(len(d["give_back"]), "player")),
                wrap=True)
            set_font(self.labels["give_back"], bold=True)
            pl.addWidget(self.labels["give_back"])
            self.give_back_table = _table(
                [self.tr("No."), self.tr("Name"), self.tr("Paid")],
                [[g["start_no"], g["name"], amount(g["paid"])] for g in d["give_back"]], {0, 2}, 1)
            self.give_back_table.setMaximumHeight(
                self.give_back_table.verticalHeader().defaultSectionSize()
                * (min(len(d["give_back"]), 5) + 1) + 6)
            pl.addWidget(self.give_back_table)

        refunds = QGroupBox(self.tr("Refunds to the winners of the last game"))
        rl = QVBoxLayout(refunds)
        rl.addWidget(plain_label(
            (self.tr("Each winner at a table in the last game gets back half of their own fee, "
                     "rounded down: 1 refund, {amount} in all.") if len(d["refunds"]) == 1 else
             self.tr("Each winner at a table in the last game gets back half of their own fee, "
                     "rounded down: {n} refunds, {amount} in all.")).format(
                n=len(d["refunds"]), amount=money(refunds_total)), wrap=True))
        self.refunds_table = _table(
            [self.tr("No."), self.tr("Name"), self.tr("Fee"), self.tr("Refund")],
            [[r["start_no"], r["name"], amount(r["fee"]), amount(r["amount"])]
             for r in d["refunds"]],
            {0, 2, 3}, 1)
        rl.addWidget(self.refunds_table, 1)

        prizes = QGroupBox(self.tr("Prizes"))
        zl = QVBoxLayout(prizes)
        zl.addWidget(plain_label(
            self.tr("Rest after refunds: {pot} - {refunds} = {rest}. With {participants} "
                    "participants there are {prizes}: 1st gets {share} of the rest (rounded "
                    "down), each next place half of the one before (rounded down). Players "
                    "still level after the tie-breaks share the places they cover.").format(
                pot=money(d["pot"]), refunds=money(refunds_total), rest=money(d["rest"]),
                participants=formats.whole(d["participants"]),
                prizes=plural(d["winners_count"], "prize"),
                share=d["first_share"]), wrap=True))
        self.prizes_table = _table(
            [self.tr("Place", "prize"), self.tr("No."), self.tr("Name"), self.tr("Amount"),
             self.tr("How it is computed")],
            [[places_text(w["places"]), w["start_no"], w["name"], amount(w["amount"]), w["basis"]]
             for w in d["winners"]], {1, 3}, 4)
        zl.addWidget(self.prizes_table, 1)
        shares = ", ".join(self.tr("{place} {amount}", "the share of a place").format(
            place=ordinal(i + 1), amount=amount(s)) for i, s in enumerate(d["shares"]))
        zl.addWidget(plain_label(self.tr("The shares by place: {shares}.").format(shares=shares),
                                 wrap=True))
        where = (self.tr(", {place} place").format(place=ordinal(left["place"]))
                 if left.get("place") else "")
        self.labels["left_over"] = plain_label(
            self.tr("Left over from rounding: {amount}, to #{no} {name} (second-to-last in "
                    "the final standings{where})").format(
                amount=money(left["amount"]), no=left["start_no"], name=left["name"],
                where=where)
            + _level_note(left) + ".", wrap=True)
        zl.addWidget(self.labels["left_over"])
        check = self.tr("equal to the pot") if d["total_paid"] == d["pot"] else \
            self.tr("NOT equal to the pot of {pot}: report this").format(pot=money(d["pot"]))
        self.labels["total"] = plain_label(
            self.tr("Paid out: refunds {refunds} + prizes {prizes} + left over {left} = "
                    "{total}, {check}.").format(
                refunds=money(refunds_total), prizes=money(prizes_total),
                left=money(left["amount"]), total=money(d["total_paid"]), check=check),
            wrap=True)
        set_font(self.labels["total"], bold=True)
        zl.addWidget(self.labels["total"])

        people = QGroupBox(self.tr("To pay out, per person"))
        ql = QVBoxLayout(people)
        rows = per_person(d)
        ql.addWidget(plain_label(
            self.tr("The same money added up for each of the {n} people who receive some "
                    "(refund + prize + left-over), for handing it out: {amount} in all.").format(
                n=len(rows), amount=money(sum(r[5] for r in rows))), wrap=True))
        shown = [[no, name, *(amount(v) if v != "" else "" for v in sums)]
                 for no, name, *sums in rows]
        self.person_table = _table([self.tr("No."), self.tr("Name"), self.tr("Refund"),
                                    self.tr("Prize"), self.tr("Left over"),
                                    self.tr("Total ({currency})").format(currency=cur)],
                                   shown, {0, 2, 3, 4, 5}, 1)
        ql.addWidget(self.person_table, 1)

        self.body_layout.addWidget(pot, 0, 0)
        self.body_layout.addWidget(refunds, 1, 0)
        self.body_layout.addWidget(prizes, 0, 1)
        self.body_layout.addWidget(people, 1, 1)
        self.body_layout.setColumnStretch(0, 2)
        self.body_layout.setColumnStretch(1, 3)
        self.body_layout.setRowStretch(0, 1)
        self.body_layout.setRowStretch(1, 1)
