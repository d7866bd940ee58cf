"""What a table sent from its phones, in its result form (gui/result_form.py): a band saying who
sent what, the submissions side by side (numbered 1, 2, ... oldest first; those sent before
the table's players changed marked "sent before the move"), the keys 1, 2, ... that choose
one and F7 that rejects. The form confirms exactly the submission it shows, and only while
the table sent nothing newer (service/inbox.confirm with `submission` and `seen`); on a
conflict Enter alone confirms nothing: it says how to choose."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractItemView, QTableWidget, QTableWidgetItem

from ..i18n import ordinal, rules_text
from ..service import entry, inbox
from .common import plain_label

REJECT_KEY = "F7"  # throws away what a table sent (one key: never typed into a box)
SENT_BAND = "QLabel { background: #d7f0d8; color: #1b1b1b; padding: 6px; }"
CONFLICT_BAND = "QLabel { background: #f8d0d0; color: #1b1b1b; padding: 6px; }"
MOST_ROWS_SHOWN = 7  # rows of the side-by-side table before it scrolls (the form fits 768 px)
NAME_WIDTH = 180  # pixels of a name in the side-by-side table's rows (the form has them whole)
CHOSEN = QColor("#2e7d32")
DIFFERS = QColor("#b00020")


translate = QCoreApplication.translate


def senders_words(sent) -> str:
    """Who sent these: "seat 2", "seats 2 and 4", "seat 3 and the table's page", "2 phones
    on the table's page"."""
    seats = sorted(s.seat for s in sent if s.seat is not None)
    phones = sum(1 for s in sent if s.seat is None)
    parts = []
    if len(seats) == 1:
        parts.append(translate("TableSent", "seat {seat}").format(seat=seats[0]))
    elif seats:  # "seats 2 and 4"; "seats 2, 4 and the table's page"
        numbers = [str(s) for s in seats]
        parts.append(translate("TableSent", "seats {seats}").format(
            seats=", ".join(numbers) if phones else and_words(numbers)))
    if phones == 1:
        parts.append(translate("TableSent", "the table's page"))
    elif phones:
        parts.append(translate("TableSent", "{n} phones on the table's page").format(n=phones))
    return and_words(parts)


def and_words(parts: list[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    if len(parts) <= 1:
        return "".join(parts)
    return translate("TableSent", "{some} and {last}").format(some=", ".join(parts[:-1]),
                                                             last=parts[-1])


def card_words(w: inbox.Waiting) -> tuple[str, str]:
    """A card's state (top right: "agreed", "conflict", ...) and its line ("Sent by seats 2
    and 4 at 14:03"): the state first, where a long line is cut."""
    time = w.newest.received_at[11:16]
    state = {"agreed": translate("TableSent", "agreed"),
             "conflict": translate("TableSent", "conflict"),
             "stale": translate("TableSent", "sent before the move")}.get(w.status)
    return (state or translate("TableSent", "sent at {time}").format(time=time),
            translate("TableSent", "Sent by {who} at {time}").format(
                who=senders_words(w.sent), time=time))


class TableSent(QObject):
    """The part of a result form about what the table sent (`sent`: inbox.Waiting)."""

    def __init__(self, form, sent: inbox.Waiting):
        super().__init__(form)
        self.form = form
        self.sent = sent
        fresh = sent.fresh
        # what Enter confirms: nothing chosen yet on a conflict or when the newest is stale
        self.chosen = sent.newest if sent.status in ("pending", "agreed") else None
        self.shown = self.chosen or (fresh[-1] if fresh else sent.newest)  # what fills the form
        self.band = plain_label(self.band_text(), wrap=True)
        self.band.setStyleSheet(SENT_BAND if self.chosen is not None else CONFLICT_BAND)
        places_only = not form.direct and self.shown.results is None
        self.view = self._side_by_side() if len(sent.sent) > 1 or places_only else None
        for n in range(1, min(len(sent.sent), 9) + 1):  # in a box a digit is typed, not this
            QShortcut(QKeySequence(str(n)), form, lambda n=n: self.choose(n))

    def band_text(self) -> str:
        w = self.sent
        who = senders_words(w.sent)
        time = w.newest.received_at[11:16]
        if w.status == "conflict":
            return self.tr("{n} different results were sent ({who}, the last at {time}): they are "
                           "side by side below. Enter alone confirms none: press 1, 2, ... to "
                           "choose the one to confirm, or {key} to reject them all.").format(
                          n=len({entry.same_key(s) for s in w.fresh}), who=who,
                          time=time, key=REJECT_KEY)
        if w.status == "stale":
            return self.tr("Sent by {who} before the move: the table's players changed since, so "
                           "it cannot be confirmed. {key} rejects it (the table sends again), or "
                           "enter the result yourself.").format(who=who, key=REJECT_KEY)
        said = (self.tr("Sent by {who} at {time}: they agree.") if w.status == "agreed"
                else self.tr("Sent by {who} at {time}.")).format(who=who, time=time)
        return said + " " + self.tr("Enter confirms it as sent; {key} rejects it (the table can "
                                    "send again). Change a box to record your own values "
                                    "instead.").format(key=REJECT_KEY)

    def heads(self) -> list[str]:
        names = self.form.name_of
        out = []
        for n, s in enumerate(self.sent.sent, 1):
            who = (self.tr("seat {seat}").format(seat=s.seat) if s.seat is not None
                   else self.tr("the table's page"))
            head = f"{n}: {who}, {s.received_at[11:16]}"
            if s.seq in self.sent.stale:
                head += "\n" + self.tr("sent before the move")
            elif s.start_no is not None and s.start_no in names:
                head += "\n" + names[s.start_no]
            out.append(head)
        return out

    def _side_by_side(self) -> QTableWidget:
        """Every submission that stands, side by side (oldest first); what differs from the
        one shown is marked. A click on a column's head chooses it (as its number does)."""
        form, w = self.form, self.sent
        metrics = form.fontMetrics()  # a long name cut: the columns keep their room
        rows = [self.tr("Seat {seat}, #{no}").format(seat=i, no=p) + (
            " " + metrics.elidedText(form.name_of[p], Qt.TextElideMode.ElideRight, NAME_WIDTH)
            if p in form.name_of else "")
            for i, p in enumerate(form.table.players, 1)]
        rows += [rules_text(item.label) for item in form.items]
        view = QTableWidget(len(rows), len(w.sent))
        view.setVerticalHeaderLabels(rows)
        view.setHorizontalHeaderLabels(self.heads())
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        view.setAccessibleName(self.tr("What the table sent, side by side: press 1, 2, ... to "
                                       "choose"))
        self._fill_cells(view)
        view.resizeColumnsToContents()
        shown = min(len(rows), MOST_ROWS_SHOWN)
        view.setFixedHeight(view.verticalHeader().sectionSize(0) * shown
                            + view.horizontalHeader().height() + 2 * view.frameWidth() + 4
                            + (view.horizontalScrollBar().sizeHint().height()
                               if len(w.sent) > 3 else 0))
        view.horizontalHeader().sectionClicked.connect(lambda c: self.choose(c + 1))
        view.setToolTip(self.tr("Press a submission's number (or click its head) to choose it"))
        return view

    def _fill_cells(self, view: QTableWidget) -> None:
        shown = self._cells(self.shown)
        bold = QFont(view.font())
        bold.setBold(True)
        for c, s in enumerate(self.sent.sent):
            for r, text in enumerate(self._cells(s)):
                cell = QTableWidgetItem(text)
                if text != shown[r]:
                    cell.setFont(bold)
                    cell.setForeground(QBrush(DIFFERS))
                elif self.chosen is not None and s.seq == self.chosen.seq:
                    cell.setForeground(QBrush(CHOSEN))
                view.setItem(r, c, cell)

    def _cells(self, s) -> list[str]:
        form = self.form
        out = []
        for p in form.table.players:
            text = ordinal(s.places[p]) if p in s.places else "?"
            words = entry.result_words(form.game_def, (s.results or {}).get(p))
            out.append(f"{text} ({words})" if words else text)
        for item in form.items:
            value = s.items.get(item.key)
            out.append(self.tr("yes") if item.kind == "yesno" and value else
                       self.tr("no") if item.kind == "yesno" else str(value))
        return out

    def choose(self, n: int) -> None:
        """Submission `n` (1, 2, ...) fills the form, and Enter confirms it."""
        if not 1 <= n <= len(self.sent.sent):
            return
        s = self.sent.sent[n - 1]
        if s.seq in self.sent.stale:
            self.form.say(self.tr("Submission {n} was sent before the move (the table's players "
                                  "changed since): it cannot be confirmed.").format(n=n), True)
            return
        self.chosen = self.shown = s
        self.form.fill_sent(s)
        if self.view is not None:
            self._fill_cells(self.view)
            self.view.setFocus()
        self.form.say(self.tr("Submission {n} chosen: Enter confirms it as sent.").format(n=n),
                      False)

    def choose_text(self) -> str:
        """What Enter says while nothing can be confirmed yet."""
        if len(self.sent.sent) > 1:
            return self.tr("Choose what to confirm: press 1 to {n} (the submissions side by side), "
                           "or {key} to reject them.").format(n=len(self.sent.sent), key=REJECT_KEY)
        return self.tr("This was sent before the move: it cannot be confirmed. {key} rejects "
                       "it.").format(key=REJECT_KEY)

    def confirm(self) -> bool:
        """Enter with the boxes as filled: confirm the submission chosen, exactly as sent, or
        say how to choose one."""
        if self.chosen is None:
            self.form.say(self.choose_text(), True)
            return False
        return self.form.store(inbox.confirm, self.form.game_no, self.form.table_no,
                               submission=self.chosen.seq, seen=self.sent.version)

    def reject(self):
        """Throw away what the table sent, up to the newest this form shows."""
        return self.form.session.act(inbox.reject, self.form.game_no, self.form.table_no,
                                     seen=self.sent.version, initiator=self.form)

    def focus(self) -> None:
        """On a conflict the keys choose: the side-by-side table has the focus, not a box."""
        if self.chosen is None and self.view is not None:
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
