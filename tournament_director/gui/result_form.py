"""The result form of one table: each player's result or place, table points, a live preview.

The boxes are read by service/result_form.py, as the tables' web page reads them (the same
checks and messages); this window lays them out, marks them and previews the points.
Terravista Tournament Mode: a box per game of the match, the total and best game live."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..i18n import ordinal, rules_text
from ..rules.games import match_key
from ..service import result_form, results
from ..service.model import ServiceError
from .common import (
    RIGHT,
    ask,
    error_label,
    plain_label,
    points,
    set_error_look,
    set_error_text,
    set_font,
    signed,
    title_label,
    warning_band,
    yes_no,
    zoomed,
)
from .table_sent import REJECT_KEY, TableSent

PREVIEW_HEADERS = (QT_TRANSLATE_NOOP("ResultForm", "Placement"),
                   QT_TRANSLATE_NOOP("ResultForm", "Table pts"),
                   QT_TRANSLATE_NOOP("ResultForm", "Equal."),
                   QT_TRANSLATE_NOOP("ResultForm", "Total"))
FIELD_WIDTH = 110  # a result box keeps its width, whatever is typed or wrong
ROW_ERROR_WIDTH = 240  # the row's error column: fixed, the full text below and as a tip
LEAST_ERROR_WIDTH = 120  # ... narrowed to this on a small screen before the rows scroll
TITLE_BAR = 40  # pixels of the window's frame above the dialog (a guess where Qt cannot know)


def games_words(numbers: list[int]) -> str:
    """"2", "2 and 3", "2, 3 and 4"."""
    text = [str(n) for n in numbers]
    if len(text) == 1:
        return text[0]
    return QCoreApplication.translate("ResultForm", "{some} and {last}").format(
        some=", ".join(text[:-1]), last=text[-1])


class ResultForm(QDialog):
    """Enter (or correct) one table's result. Enter saves when valid, Esc closes."""

    saved = Signal(object)  # the RecordOutcome
    rejected_sent = Signal(str)  # what the table sent was thrown away: the message

    def __init__(self, session, game_no: int, table_no: int, parent: QWidget | None = None,
                 sent=None):
        """`sent`: what the table sent from a phone (entry.Waiting): the form is filled with
        it and Enter confirms it, REJECT_KEY throws it away."""
        super().__init__(parent)
        self.session = session
        self.game_no = game_no
        self.table_no = table_no
        self.table = self.session.table(game_no, table_no)
        self.sent = None if self.table.has_result else sent
        self.settings = self.session.settings
        self.game_def = self.settings.game_def
        self.items = self.settings.items
        self.direct = self.game_def.places_direct
        self.scores = not self.direct and self.game_def.fields[0].kind == "scores"
        names = {p.start_no: p for p in self.session.players()}
        n = self.table.size
        self.names = names
        self.name_of = {p: player.name for p, player in names.items()}
        boxes = result_form.empty(self.settings, self.table, self.name_of)  # as the phones'
        self.read_now = boxes  # what the boxes said when last read
        self.correction = self.table.has_result
        if self.correction:
            heading = self.tr("Correct game {game}, table {table} (already recorded)").format(
                game=game_no, table=table_no)
        elif self.sent is not None:
            heading = self.tr("Check what game {game}, table {table} sent").format(
                game=game_no, table=table_no)
        else:
            heading = self.tr("Enter the result of game {game}, table {table}").format(
                game=game_no, table=table_no)
        self.setWindowTitle(heading)

        layout = QVBoxLayout(self)
        self.title = title_label(self.tr("{heading} - {n} players").format(heading=heading, n=n))
        layout.addWidget(self.title)
        if self.correction:  # unmistakable: an amber band with what a correction does
            self.note = warning_band(self._note_text())
        else:
            self.note = plain_label(self._note_text(), wrap=True)
        self.note.setVisible(bool(self.note.text()))
        layout.addWidget(self.note)
        self.sent_part = None  # what the table sent (gui/table_sent.py)
        if self.sent is not None:
            self.sent_part = TableSent(self, self.sent)
            layout.addWidget(self.sent_part.band)
            if self.sent_part.view is not None:
                layout.addWidget(self.sent_part.view)

        # the rows and the table points: they scroll when the screen is too small (`fit`)
        rows_area = QWidget()
        rows_layout = QVBoxLayout(rows_area)
        rows_layout.setContentsMargins(0, 0, 0, 0)
        # one row per player, in seat order
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        # a place, the game's own fields, or a box per game of the match (4; 3 at a table of 3)
        self.field_names = [label for _k, label, _kind in result_form.field_labels(
            self.game_def, n)]
        heads = [self.tr("Seat"), self.tr("No."), self.tr("Name")] + self.field_names
        if self.scores:
            heads += [self.tr("Total"), self.tr("Best game")]
        if not self.direct:
            heads.append(self.tr("Place"))
        heads += ([self.tr(h) for h in PREVIEW_HEADERS] if self.settings.competition
                  else [self.tr("Placement")])
        heads.append("")
        for c, text in enumerate(heads):
            head = set_font(plain_label(text), bold=True)
            if c == 0 or c == 1 or c >= 3 + len(self.field_names):
                head.setAlignment(RIGHT)
            grid.addWidget(head, 0, c)
        self.edits: list[list[QLineEdit]] = []  # [row][field]
        self.edit_of: dict[str, QLineEdit] = {}  # a box's name (service/result_form) -> edit
        self.place_labels: list[QLabel] = []
        self.preview_labels: list[list[QLabel]] = []
        self.row_errors: list[QLabel] = []
        self.total_labels: list[QLabel] = []
        self.best_labels: list[QLabel] = []
        for r, (start_no, seat) in enumerate(zip(self.table.players, boxes.seats), 1):
            player = names.get(start_no)
            grid.addWidget(self._right(str(r)), r, 0)
            grid.addWidget(self._right(str(start_no)), r, 1)
            name = plain_label(player.name if player else "?", wrap=True)  # whole, never cut
            name.setMinimumWidth(180)
            grid.addWidget(name, r, 2)
            row_edits = []
            for f, box in enumerate(seat.fields):
                edit = QLineEdit()
                edit.setFixedWidth(int(zoomed(FIELD_WIDTH)))
                edit.setAccessibleName(self.tr("{field} of {who}").format(
                    field=box.label, who=player.name if player else start_no))
                edit.setPlaceholderText(f"1-{n}" if box.kind == "place" else
                                        self.tr("yes / no") if box.kind == "yesno" else "0")
                edit.textChanged.connect(self._changed)
                grid.addWidget(edit, r, 3 + f)
                row_edits.append(edit)
                self.edit_of[box.name] = edit
            self.edits.append(row_edits)
            c = 3 + len(self.field_names)
            if self.scores:
                for labels in (self.total_labels, self.best_labels):
                    label = self._right("")
                    label.setMinimumWidth(50)
                    grid.addWidget(label, r, c)
                    labels.append(label)
                    c += 1
            if not self.direct:
                place = self._right("")
                grid.addWidget(place, r, c)
                self.place_labels.append(place)
                c += 1
            labels = []
            for _ in (PREVIEW_HEADERS if self.settings.competition else ("Placement",)):
                label = self._right("")
                label.setMinimumWidth(64)
                grid.addWidget(label, r, c)
                labels.append(label)
                c += 1
            self.preview_labels.append(labels)
            err = error_label()
            err.setFixedWidth(int(zoomed(ROW_ERROR_WIDTH)))
            grid.addWidget(err, r, c)
            self.row_errors.append(err)
        grid.setColumnStretch(len(heads) - 1, 1)
        rows_layout.addLayout(grid)

        # table points
        self.item_edits: list[QLineEdit] = []
        self.item_values: list[QLabel] = []
        self.item_errors: list[QLabel] = []
        if self.items:
            box = QGroupBox(self.tr("Table points (the same for every player at this table)"))
            ig = QGridLayout(box)
            for r, (item, item_box) in enumerate(zip(self.items, boxes.items)):
                ig.addWidget(plain_label(rules_text(item.label)), r, 0)
                edit = QLineEdit()
                edit.setFixedWidth(int(zoomed(FIELD_WIDTH)))
                edit.setAccessibleName(rules_text(item.label))
                if item.kind == "yesno":
                    edit.setPlaceholderText(self.tr("yes / no"))
                    worth = self.tr("yes {yes}, no {no}").format(yes=signed(item.yes),
                                                                 no=signed(item.no))
                else:
                    edit.setPlaceholderText("0")
                    worth = self.tr("{points} each").format(points=signed(item.per_unit))
                edit.textChanged.connect(self._changed)
                ig.addWidget(edit, r, 1)
                ig.addWidget(plain_label(worth), r, 2)
                value = self._right("")
                value.setMinimumWidth(50)
                ig.addWidget(value, r, 3)
                err = error_label()
                err.setFixedWidth(int(zoomed(ROW_ERROR_WIDTH)))
                ig.addWidget(err, r, 4)
                ig.setColumnStretch(4, 1)
                self.item_edits.append(edit)
                self.edit_of[item_box.name] = edit
                self.item_values.append(value)
                self.item_errors.append(err)
            rows_layout.addWidget(box)
        self.rows_area = rows_area
        self.scroll = QScrollArea()
        self.scroll.setWidget(rows_area)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setMinimumSize(rows_area.sizeHint())  # whole, unless `fit` says less
        layout.addWidget(self.scroll, 1)
        QApplication.instance().focusChanged.connect(self._follow_focus)

        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        layout.addWidget(line)
        self.message = plain_label(wrap=True)
        # three lines reserved: an error appearing moves nothing
        self.message.setFixedHeight(self.fontMetrics().height() * 3 + 6)
        self.message.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.message)
        hint = plain_label(self.tr("Tab moves down the column. Enter saves when everything is "
                                   "valid. "
                           "Esc closes (asks first if something was typed)."))
        layout.addWidget(hint)
        buttons = QDialogButtonBox()
        self.save_button = buttons.addButton(
            self.tr("Save correction") if self.table.has_result
            else self.tr("Confirm (Enter)") if self.sent is not None
            else self.tr("Save result"),
            QDialogButtonBox.ButtonRole.AcceptRole)
        self.reject_button = None
        if self.sent is not None:
            self.reject_button = buttons.addButton(
                self.tr("Reject ({key})").format(key=REJECT_KEY),
                QDialogButtonBox.ButtonRole.DestructiveRole)
            self.reject_button.setAutoDefault(False)
            self.reject_button.setToolTip(self.tr("Throw away what the table sent: it can "
                                                  "send its result again"))
            self.reject_button.clicked.connect(self.reject_sent)
            QShortcut(QKeySequence(REJECT_KEY), self, self.reject_sent)
        self.save_button.setDefault(True)
        self.save_button.setAutoDefault(True)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.setAutoDefault(False)
        buttons.accepted.connect(self.try_save)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self._set_tab_order()
        self.typed_at_start: list[str] | None = None  # (while the form is filled)
        if self.sent_part is not None:
            self.fill_sent(self.sent_part.shown)
        else:
            self._fill_existing()
        self.typed_at_start = self._texts()
        self._changed()
        if self.edits and self.edits[0]:
            self.edits[0][0].setFocus()
        if self.sent_part is not None:
            self.sent_part.focus()

    def showEvent(self, event):
        if not getattr(self, "_fitted", False):  # the first time: within the screen
            self._fitted = True
            screen = self.screen().availableGeometry()
            self.fit(QSize(screen.width(), screen.height() - TITLE_BAR))
        super().showEvent(event)

    def _follow_focus(self, old, new) -> None:
        """The box that gets the cursor (Tab, a click, the first problem) is scrolled into
        view."""
        if new is not None and self.rows_area.isAncestorOf(new):
            self.scroll.ensureWidgetVisible(new)

    def fit(self, room: QSize) -> None:
        """The form within `room` (the screen's free area): the rows' error column narrower
        first (its whole text is below and its tip), then the rows and table points scroll;
        the title, what the table sent, the message and the buttons stay in view."""
        self.scroll.setMinimumSize(self.rows_area.sizeHint())
        self.layout().activate()
        over = self.sizeHint().width() - room.width()
        if over > 0:
            width = max(int(zoomed(LEAST_ERROR_WIDTH)), int(zoomed(ROW_ERROR_WIDTH)) - over)
            for label in self.row_errors + self.item_errors:
                label.setFixedWidth(width)
            self.rows_area.layout().activate()
        whole = self.rows_area.sizeHint()
        self.scroll.setMinimumSize(whole)
        self.layout().activate()
        extra = self.sizeHint() - whole  # everything else of the form
        high = max(0, min(whole.height(), room.height() - extra.height()))
        bar = self.scroll.verticalScrollBar().sizeHint().width() if high < whole.height() else 0
        self.scroll.setMinimumSize(max(0, min(whole.width() + bar,
                                              room.width() - extra.width())), high)
        self.layout().activate()
        self.resize(self.sizeHint().boundedTo(room))

    # -- building helpers -----------------------------------------------------------------
    @staticmethod
    def _right(text: str) -> QLabel:
        label = plain_label(text)
        label.setAlignment(RIGHT)
        return label

    def _note_text(self) -> str:
        parts = []
        if self.table.has_result:
            parts.append(self.tr("This table's result is in; saving replaces it (the old result "
                                 "stays in the event's history)."))
            if not self.direct and self.table.results is None:
                recorded = ", ".join(f"{p}: {ordinal(self.table.places[p])}"
                                     for p in self.table.players)
                parts.append(self.tr("It was recorded as places ({recorded}); enter the game "
                                     "results to correct it.").format(recorded=recorded))
        if self.table.absent:  # a no-show: the table is scored as the size it is played at
            gone = ", ".join(self.names[p].name if p in self.names else str(p)
                             for p in self.table.absent)
            parts.append(self.tr("Not here: {names} left the table and scores nothing; the "
                                 "table is scored as a table of {n}.").format(
                                     names=gone, n=self.table.size))
        later = list(range(self.game_no + 1, self.session.games_seated() + 1))
        if later:
            games = games_words(later)
            if len(later) == 1:
                parts.append(self.tr("Game {games} is already seated: a change here updates "
                                     "the standings at once, but game {games} stays seated as "
                                     "it is.").format(games=games))
            else:
                parts.append(self.tr("Games {games} are already seated: a change here updates "
                                     "the standings at once, but the seatings of games {games} "
                                     "stay as they are.").format(games=games))
        return " ".join(parts)

    # -- what the table sent -----------------------------------------------------------------
    def fill_sent(self, s) -> None:
        """The form filled with one submission (its results, else its places), as if
        nothing was typed (Enter confirms that submission as sent)."""
        for r, p in enumerate(self.table.players):
            result = (s.results or {}).get(p)
            if self.direct:
                self.edits[r][0].setText(str(s.places.get(p, "")))
            elif self.scores and result:
                for f, value in enumerate(result.get("scores", [])[:len(self.edits[r])]):
                    self.edits[r][f].setText(str(value))
            elif result:
                for f, field in enumerate(self.game_def.fields):
                    value = result.get(field.key)
                    if value is not None:
                        self.edits[r][f].setText(yes_no(value) if field.kind == "yesno"
                                                 else str(value))
        for i, item in enumerate(self.items):
            value = s.items.get(item.key)
            if value is not None:
                self.item_edits[i].setText(yes_no(value) if item.kind == "yesno"
                                           else str(value))
        if self.typed_at_start is not None:  # (chosen after the form was filled)
            self.typed_at_start = self._texts()

    def reject_sent(self) -> bool:
        """Throw away what the table sent (up to what this form shows) and close."""
        if self.sent_part is None:
            return False
        try:
            done = self.sent_part.reject()
        except ServiceError as exc:
            self.say(str(exc), True)
            return False
        self.rejected_sent.emit(done.message)
        super().reject()
        return True

    def _set_tab_order(self) -> None:
        chain: list[QWidget] = []
        for f in range(len(self.field_names)):
            chain.extend(row[f] for row in self.edits)
        chain.extend(self.item_edits)
        chain.append(self.save_button)
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)

    def _fill_existing(self) -> None:
        t = self.table
        if not t.has_result:
            return
        for r, p in enumerate(t.players):
            if self.direct:
                self.edits[r][0].setText(str(t.places[p]))
            elif self.scores and t.results and p in t.results:
                for f, value in enumerate(t.results[p].get("scores", [])[:len(self.edits[r])]):
                    self.edits[r][f].setText(str(value))
            elif t.results and p in t.results:
                for f, field in enumerate(self.game_def.fields):
                    value = t.results[p].get(field.key)
                    if value is not None:
                        self.edits[r][f].setText(yes_no(value) if field.kind == "yesno"
                                                 else str(value))
        for i, item in enumerate(self.items):
            value = (t.items or {}).get(item.key)
            if value is not None:
                self.item_edits[i].setText(yes_no(value) if item.kind == "yesno" else str(value))

    # -- reading the form ---------------------------------------------------------------------
    def _read(self) -> result_form.Form:
        """The boxes read (service/result_form.py, as the tables' web page reads them), each
        marked, the totals and the table points' values beside them."""
        form = result_form.read(self.settings, self.table, self.name_of,
                                {name: edit.text() for name, edit in self.edit_of.items()})
        for r, seat in enumerate(form.seats):
            for box, edit in zip(seat.fields, self.edits[r]):
                set_error_look(edit, bool(box.error))
            self._set_row_error(self.row_errors[r], seat.error)
            if self.scores:  # live, also while games are still to enter
                total, best = match_key(seat.scores)
                self.total_labels[r].setText(str(total) if seat.values else "")
                self.best_labels[r].setText(str(best) if seat.values else "")
        for i, (item, box) in enumerate(zip(self.items, form.items)):
            set_error_look(self.item_edits[i], bool(box.error))
            self._set_row_error(self.item_errors[i], box.error)
            value = form.values.get(item.key)
            if value is None:
                self.item_values[i].setText("")
            elif item.kind == "yesno":
                self.item_values[i].setText(signed(item.yes if value else item.no))
            else:
                self.item_values[i].setText(signed(item.per_unit * value))
        self.read_now = form
        return form

    @staticmethod
    def _set_row_error(label: QLabel, text: str) -> None:
        """The error beside its row, cut to the column (the whole text as a tip and below)."""
        shown = label.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight,
                                               label.width() or ROW_ERROR_WIDTH)
        label.setText(shown)
        label.setToolTip(text)

    def _texts(self) -> list[str]:
        return [e.text() for row in self.edits for e in row] + [e.text() for e in
                                                                 self.item_edits]

    def typed(self) -> bool:
        """Something typed and not saved."""
        return self.typed_at_start is not None and self._texts() != self.typed_at_start

    def reject(self) -> None:
        """Esc or Close: asks before throwing a half-typed result away."""
        if self.typed() and not ask(
                self, self.tr("Discard what you typed?"),
                self.tr("The result typed for game {game}, table {table} is not saved. Close "
                        "the form and lose it?").format(game=self.game_no, table=self.table_no),
                yes=self.tr("Discard it"), no=self.tr("Keep typing"), default_yes=False):
            return
        super().reject()

    def _changed(self, *args) -> str | None:
        """Re-read the form, update the preview; returns the reason it cannot be saved."""
        form = self._read()
        for labels in self.preview_labels:
            for label in labels:
                label.setText("")
        for label in self.place_labels:
            label.setText("")
        if form.problems:
            return self.say(form.message, True)
        if len(form.given) < self.table.size:
            return self.say(form.still_to_enter(), False)
        items_complete = len(form.values) == len(self.items)
        trial = form.values if items_complete else {
            i.key: (False if i.kind == "yesno" else 0) for i in self.items}
        try:
            lines = self.session.preview(self.game_no, self.table_no, items=trial,
                                         **form.kwargs)
        except ServiceError as exc:
            return self.say(str(exc), True)
        for r, line in enumerate(lines):
            labels = self.preview_labels[r]
            if self.place_labels:
                self.place_labels[r].setText(ordinal(line.place))
            labels[0].setText(points(line.placement))
            if len(labels) > 1:
                labels[2].setText(signed(line.equalization))
                if items_complete:
                    labels[1].setText(signed(line.table_points))
                    labels[3].setText(points(line.total))
        if not items_complete:
            return self.say(form.still_to_enter(), False)
        if self.sent_part is not None and not self.typed():
            if self.sent_part.chosen is None:
                self.say(self.sent_part.choose_text(), False)
            else:
                self.say(self.tr("Ready: press Enter to confirm what the table sent."), False)
        else:
            self.say(self.tr("Ready: press Enter to save."), False)
        return None

    def say(self, text: str, error: bool) -> str:
        set_error_text(self.message, error)
        self.message.setText(self.tr("Cannot save: {reason}").format(reason=text) if error
                             else text)
        return text

    # -- saving ---------------------------------------------------------------------------------
    def try_save(self) -> bool:
        """Save if everything is valid; otherwise say why and save nothing. What a table sent,
        left as it was filled in: confirmed exactly as sent (service/inbox.confirm)."""
        if self.sent_part is not None and self._texts() == self.typed_at_start:
            return self.sent_part.confirm()
        reason = self._changed()
        form = self.read_now
        if reason is not None:
            if not form.problems:
                if reason == form.still_to_enter():
                    reason = form.still_to_enter(first=True)
                self.say(reason, True)
            self._focus_first_problem(form)
            return False
        return self.store(results.record, self.game_no, self.table_no,
                           **form.record_kwargs())

    def store(self, action, *args, **kwargs) -> bool:
        """Run the action that saves the result; close the form once it is stored."""
        try:
            outcome = self.session.act(action, *args, **kwargs, initiator=self).value
        except ServiceError as exc:
            self.say(str(exc), True)
            return False
        self.saved.emit(outcome)
        self.accept()
        return True

    def _focus_first_problem(self, form: result_form.Form) -> None:
        """The cursor to the first box wrong or empty, in Tab's order (the refusal's field)."""
        refusal = form.refusal()
        if refusal is not None and refusal.field in self.edit_of:
            edit = self.edit_of[refusal.field]
            edit.setFocus()
            edit.selectAll()
