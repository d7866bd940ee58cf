"""The window's copies: "Restore from a copy..." (automatic copies listed) and a lost file."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QVBoxLayout,
)

from ..formats import date_time
from ..i18n import rules_text
from ..service import copies, files
from .common import ask, message, plain_label

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")

class RestoreDialog(QDialog):
    """The automatic copies of an event, newest first, each with what it holds."""

    def __init__(self, parent, event_path: Path):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Restore from a copy"))
        self.chosen: Path | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(plain_label(
            self.tr("Make {file} what a copy holds. The current file is kept beside it as "
                    "\"... replaced ...\".").format(file=event_path.name), wrap=True))
        self.list = QListWidget()
        self.infos = copies.automatic_copies(event_path)
        for info in self.infos:
            item = QListWidgetItem(f"{date_time(info.made, seconds=True)}  \u2013  "
                                   f"{copies.holds(info)}")
            item.setToolTip(str(info.path))  # a path: plain text (no tag characters shown)
            self.list.addItem(item)
        if not self.infos:
            layout.addWidget(plain_label(self.tr("No automatic copies yet (they are made after "
                                                 "each seating and every 10 results)."),
                                         wrap=True))
        else:
            self.list.setCurrentRow(0)
        layout.addWidget(self.list)
        buttons = QDialogButtonBox()
        self.restore_button = buttons.addButton(self.tr("Restore"),
                                                 QDialogButtonBox.ButtonRole.AcceptRole)
        self.restore_button.setEnabled(bool(self.infos))
        other = buttons.addButton(self.tr("Another file..."),
                                  QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._take_selected)
        buttons.rejected.connect(self.reject)
        other.clicked.connect(self._other_file)
        self.list.itemDoubleClicked.connect(lambda _item: self._take_selected())
        layout.addWidget(buttons)
        self.resize(560, 360)

    def _take_selected(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.infos):
            self.chosen = self.infos[row].path
            self.accept()

    def _other_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Restore from a copy"), "",
                                              self.tr("Events (*.tdevent);;All files (*)"))
        if path:
            self.chosen = Path(path)
            self.accept()


def restore_from_copy(window) -> None:
    """File > Restore from a copy...: close the event, restore, open it again."""
    if window.session is None:
        return
    path = Path(window.session.path)
    dialog = RestoreDialog(window, path)
    if dialog.exec() != QDialog.DialogCode.Accepted or dialog.chosen is None:
        return
    info = copies.copy_info(dialog.chosen)
    holds = copies.holds(info) if info else translate("RestoreDialog", "an event")
    if not ask(window, translate("RestoreDialog", "Restore from a copy"),
               translate("RestoreDialog", "Make {file} what {copy} holds ({holds})? Everything "
                                          "entered "
                         "since that copy is no longer in the event (the current file is kept "
                         "beside it).").format(file=path.name, copy=dialog.chosen.name,
                                               holds=holds),
               yes=translate("RestoreDialog", "Restore")):
        return
    window.close_session()  # the window's own lock goes first
    try:
        replaced = copies.restore(  # a crash's log set aside is said as the window's open says it
            dialog.chosen, path, say=lambda line: message(
                window, rules_text(files.SET_ASIDE_TITLE), line, icon=QMessageBox.Icon.Warning))
    except files.EventFileError as exc:
        message(window, translate("RestoreDialog", "Not restored"), str(exc))
        window.open_event(path)
        return
    if window.open_event(path):
        kept = (translate("RestoreDialog", " The replaced file is kept as {file}.").format(
            file=replaced.name) if replaced else "")
        said = translate("RestoreDialog", "{file} now holds what {copy} held.")
        window.status_message(said.format(file=path.name, copy=dialog.chosen.name) + kept)


def file_lost(window, problem: str) -> None:
    """The event's path no longer names the file opened: say so, offer a copy of everything
    acknowledged so far (from the open connection)."""
    window.saved_label.setText(translate("RestoreDialog", "NOT SAVED: the event file is gone"))
    if not ask(window, translate("RestoreDialog", "The event file has changed under the "
                                                  "window"),
               f"{problem}\n\n" + translate("RestoreDialog", "No further change is accepted. "
                                                             "Save everything entered so far "
                                                             "as a copy now?"),
               yes=translate("RestoreDialog", "Save a copy..."),
               no=translate("RestoreDialog", "Not now")):
        return
    window.save_copy()
