"""The adjustment dialog: a penalty or an award for one player, points and a reason, Enter."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ..service import adjustments, parse
from ..service.model import ServiceError, StandingRow
from .common import plain_label, points, signed
from .overrides import dialog_foot, run_action


class AdjustDialog(QDialog):
    """Points (e.g. -1.0 or 0.5) and a reason for the player chosen; the game it is for
    (optional). Enter gives it; a refusal is said here and the dialog stays open."""

    def __init__(self, session, row: StandingRow, typed: str = "",
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.row = row
        self.message = ""
        p = row.player
        self.setWindowTitle(self.tr("Adjust points: {name}").format(name=p.name))
        layout = QVBoxLayout(self)
        layout.addWidget(plain_label(self.tr("{no} {name}: {points} points now. A penalty is "
                                             "negative (-1.0), an award positive (0.5); it "
                                             "counts in the total from now on.").format(
                                                 no=p.start_no, name=p.name,
                                                 points=points(row.points)), wrap=True))
        form = QFormLayout()
        self.typed = typed
        self.points_edit = QLineEdit(typed)
        self.points_edit.installEventFilter(self)
        self.points_edit.setPlaceholderText(self.tr("-1.0 or 0.5"))
        form.addRow(self.tr("Points:"), self.points_edit)
        self.reason_edit = QLineEdit()
        self.reason_edit.setPlaceholderText(self.tr("e.g. Late back from lunch"))
        self.reason_edit.setMaxLength(parse.MAX_REASON)
        form.addRow(self.tr("Reason:"), self.reason_edit)
        self.game_box = QComboBox()
        self.game_box.addItem(self.tr("no game in particular"), None)
        for g in range(1, session.games_seated() + 1):
            self.game_box.addItem(self.tr("game {game}").format(game=g), g)
        form.addRow(self.tr("For:"), self.game_box)
        layout.addLayout(form)
        self.preview, self.error, self.ok_button = dialog_foot(self, layout, self.tr("Adjust"))
        self.points_edit.textChanged.connect(self._preview)
        self._preview()
        self.resize(480, self.sizeHint().height())

    def showEvent(self, event):
        super().showEvent(event)
        self.points_edit.setFocus(Qt.FocusReason.OtherFocusReason)  # (no select-all)
        self._after_sign()

    def eventFilter(self, obj, event):
        if obj is self.points_edit and event.type() == QEvent.Type.FocusIn and self.typed:
            # the sign typed on the list stays: the cursor after it, nothing selected (a
            # "1" typed next must not replace the "-" of a penalty)
            obj.event(event)  # the line edit's own focus-in (it may select all) first
            self._after_sign()
            return True
        return super().eventFilter(obj, event)

    def _after_sign(self) -> None:
        if self.points_edit.text() == self.typed:
            self.points_edit.deselect()
            self.points_edit.end(False)

    def _preview(self, *args) -> None:
        self.error.clear()
        try:
            tenths = parse.adjustment_points(self.points_edit.text(), self.tr("Points"))
        except ServiceError:
            self.preview.setText("")
            return
        self.preview.setText(self.tr("{change}: {old} -> {new} points.").format(
            change=signed(tenths), old=points(self.row.points),
            new=points(self.row.points + tenths)))

    def apply(self) -> None:
        run_action(self, adjustments.adjust, self.row.player.start_no,
                   self.points_edit.text(), self.reason_edit.text(),
                   self.game_box.currentData())
        if self.result() != QDialog.DialogCode.Accepted:  # refused: the cursor where to fix
            try:
                parse.adjustment_points(self.points_edit.text(), self.tr("Points"))
                box = self.reason_edit
            except ServiceError:
                box = self.points_edit
            box.setFocus(Qt.FocusReason.OtherFocusReason)
            box.selectAll()
