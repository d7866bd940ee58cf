"""The main desk's window sharing with other desks: the desks' server (web/desk_server.py)
runs in this process, and each change a desk asks for is run on the window's own thread, where
its Event lives (so it is the one writer, and the window hears of a desk's change as of any
other, by its Session's look at the file). The sharing dialog's desks: their role, when each
was last seen, a new desk's link and QR code, Revoke.

Why in this process and not a child as the phones' `serve`: the window holds the event file's
writer lock, and only the writer may change it; a child would have to take the file from the
window, or the window's own changes would have to go through the child."""

from __future__ import annotations

import datetime
from concurrent.futures import Future

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from ..service import desks
from ..service.model import ServiceError
from .common import message, plain_label, set_font

JOB_SECONDS = 60  # a desk's change waits this long at most for the window's thread
LIST_MS = 2000  # the list of desks is looked at again this often while it shows


class GuiWriter(QObject):
    """The desks' server's writer in the window: `call(job)` runs job(event) on the window's
    thread (at once when called there) and returns its value or raises what it raised."""

    _run = Signal(object)

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.closed = False
        self._waiting: set[Future] = set()
        self._run.connect(self._do, Qt.ConnectionType.QueuedConnection)

    def close(self) -> None:
        """No more jobs; the ones still waiting for the window's thread are called off (their
        desks are told nothing was done)."""
        self.closed = True
        self.call_off()

    def call_off(self) -> None:
        for done in list(self._waiting):
            done.cancel()

    def call(self, job):
        from ..web.desk_server import WriterGone
        if self.closed:
            raise WriterGone()
        if QThread.currentThread() is self.thread():
            return self._job(job)
        done: Future = Future()
        self._waiting.add(done)
        self._run.emit((job, done))
        try:
            return done.result(JOB_SECONDS)
        finally:
            self._waiting.discard(done)

    def _do(self, item) -> None:
        job, done = item
        if not done.set_running_or_notify_cancel():
            return
        try:
            done.set_result(self._job(job))
        except BaseException as exc:  # noqa: BLE001 - the desk's request is told it
            done.set_exception(exc)

    def _job(self, job):
        from ..web.desk_server import WriterGone
        session = self.window.session
        if self.closed or session is None or not session.main_desk:
            raise WriterGone()
        return session.as_writer(job)


class DeskSharing(QObject):
    """The desks' server of the window's open event, on and off."""

    host = "0.0.0.0"  # the hall's network: the other laptops are there
    port = 8081
    changed = Signal()  # on or off

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.server = None
        self.writer: GuiWriter | None = None

    @property
    def running(self) -> bool:
        return self.server is not None

    def start(self) -> str | None:
        """Listen for the desks; None, or why it cannot (said in the dialog)."""
        from ..cli import desks as commands
        from ..web.desk_server import DeskServer
        session = self.window.session
        if self.server is not None or session is None or not session.main_desk:
            return None
        self.writer = GuiWriter(self.window)
        problem = None
        for port in (self.port, 0):  # the usual port, else any free one
            server = DeskServer(str(session.path), self.writer, self.host, port,
                                commands=commands)
            try:
                server.start()
            except (OSError, ServiceError) as exc:
                problem = str(exc)
                continue
            self.server = server
            self.changed.emit()
            return None
        self.writer.close()
        return problem

    def stop(self) -> None:
        if self.writer is not None:  # (a desk's change waiting for this thread: called off)
            self.writer.call_off()
        if self.server is not None:
            self.server.stop()
            self.server = None
        if self.writer is not None:
            self.writer.close()
            self.writer = None
        self.changed.emit()

    def link(self, token: str) -> str:
        return self.window.session.desk_link(
            token, (self.host, self.server.port) if self.server else None)


class DesksBox(QGroupBox):
    """The sharing dialog's desks: on or off, each desk with its role and when it was last
    seen, Add a desk..., Revoke."""

    def __init__(self, parent, sharing: DeskSharing):
        super().__init__(self.tr("Other desks"), parent)
        self.sharing = sharing
        self.on_box = QCheckBox(self.tr("Other laptops may join as desks (the door, the "
                                        "results): this laptop keeps the event"))
        self.on_box.setChecked(sharing.running)
        self.on_box.toggled.connect(self._switched)
        self.note = plain_label("", wrap=True)
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels([self.tr("Desk"), self.tr("Role"),
                                              self.tr("Last seen"), ""])
        self.table.setAccessibleName(self.tr("Desks"))
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # room for three desks without scrolling (the dialog still fits 1024x768)
        self.table.setMinimumHeight(self.table.horizontalHeader().sizeHint().height()
                                    + 3 * self.table.verticalHeader().defaultSectionSize() + 4)
        self.add_button = QPushButton(self.tr("Add a desk..."))
        self.add_button.clicked.connect(self.add_desk)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.on_box)
        layout.addWidget(self.note)
        layout.addWidget(self.table)
        layout.addLayout(row)
        self._timer = QTimer(self)
        self._timer.setInterval(LIST_MS)
        self._timer.timeout.connect(lambda: self.isVisible() and self.refresh())
        self._timer.start()
        self.refresh()

    def _switched(self, on: bool) -> None:
        problem = self.sharing.start() if on else self.sharing.stop()
        if problem:
            self.on_box.blockSignals(True)
            self.on_box.setChecked(False)
            self.on_box.blockSignals(False)
            message(self, self.tr("Other desks"), problem)
        self.refresh()

    def refresh(self) -> None:
        session = self.sharing.window.session
        if session is None or not session.main_desk:
            return
        server = self.sharing.server
        if self.on_box.isChecked() != (server is not None):
            self.on_box.blockSignals(True)
            self.on_box.setChecked(server is not None)
            self.on_box.blockSignals(False)
        shown = session.desks(server.seen if server else None)
        self.note.setText(self.tr("Desks join at port {port}, each with its own link "
                                  "(encrypted).").format(port=server.port) if server else
                          self.tr("Off: no other desk can reach this event."))
        self.add_button.setEnabled(True)
        self.table.setRowCount(len(shown))
        for r, d in enumerate(shown):
            self.table.setItem(r, 0, QTableWidgetItem(d["name"]))
            self.table.setItem(r, 1, QTableWidgetItem(role_words(d["role"])))
            self.table.setItem(r, 2, QTableWidgetItem(
                self.tr("revoked") if d["revoked"] else seen_words(d["last_seen"])))
            if d["revoked"]:
                self.table.setCellWidget(r, 3, None)
                continue
            button = QPushButton(self.tr("Revoke"))
            button.setAccessibleName(self.tr("Revoke {desk}").format(desk=d["name"]))
            button.clicked.connect(lambda _=False, name=d["name"]: self.revoke(name))
            self.table.setCellWidget(r, 3, button)

    def revoke(self, name: str) -> None:
        session = self.sharing.window.session
        try:
            session.revoke_desk(name)
        except ServiceError as exc:
            message(self, self.tr("Revoke"), str(exc))
        self.refresh()

    def add_desk(self) -> None:
        dialog = AddDeskDialog(self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        session = self.sharing.window.session
        try:
            token = session.make_desk(dialog.name_edit.text(), dialog.role_box.currentData())
        except ServiceError as exc:
            message(self, self.tr("Add a desk"), str(exc))
            return
        if not self.sharing.running:
            self.on_box.setChecked(True)
        LinkDialog(self, dialog.name_edit.text().strip(), self.sharing.link(token)).exec()
        self.refresh()


def role_words(role: str) -> str:
    """A desk's role, with what it may do."""
    if role == "door":
        return QCoreApplication.translate("Desks", "door: players, check-in")
    if role == "results":
        return QCoreApplication.translate("Desks", "results: results, moves, prints")
    if role == "full":
        return QCoreApplication.translate("Desks", "full: everything but the settings")
    return role


def seen_words(when: str | None) -> str:
    """When a desk was last heard of: "now", a time, or "not yet"."""
    if not when:
        return QCoreApplication.translate("Desks", "not yet")
    try:
        then = datetime.datetime.fromisoformat(when)
    except ValueError:
        return when
    if (datetime.datetime.now(then.tzinfo) - then).total_seconds() < 10:
        return QCoreApplication.translate("Desks", "now")
    return then.strftime("%H:%M:%S")


class AddDeskDialog(QDialog):
    """A new desk: its name and role."""

    def __init__(self, parent):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Add a desk"))
        self.name_edit = QLineEdit()
        self.name_edit.setAccessibleName(self.tr("Desk name"))
        self.name_edit.setPlaceholderText(self.tr("e.g. Door, or Results 2"))
        self.name_edit.setMaxLength(desks.NAME_MOST)
        self.role_box = QComboBox()
        self.role_box.setAccessibleName(self.tr("Role"))
        for role in ("door", "results", "full"):
            self.role_box.addItem(role_words(role), role)
        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name_edit)
        form.addRow(self.tr("&Role:"), self.role_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok |
                                   QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)


class LinkDialog(QDialog):
    """A desk's link and its QR code: shown once (only its hash is kept)."""

    def __init__(self, parent, name: str, url: str):
        super().__init__(parent)
        from .sharing import qr_pixmap
        self.setWindowTitle(self.tr("Desk {name}").format(name=name))
        self.url = url
        info = plain_label(self.tr("On the laptop of desk {name}: File > Join a desk..., "
                                   "then paste this address (or send it there). It is shown "
                                   "only now: Add a desk again for a new one.").format(
                                       name=name), wrap=True)
        link = set_font(plain_label(url, select=True, wrap=True), 11)
        link.setAccessibleName(self.tr("The desk's address"))
        code = QLabel()
        code.setPixmap(qr_pixmap(url, scale=4))
        code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        copy = QPushButton(self.tr("&Copy the address"))
        copy.clicked.connect(self._copy)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(copy, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.accept)
        layout = QVBoxLayout(self)
        for widget in (info, link, code, buttons):
            layout.addWidget(widget)

    def _copy(self) -> None:
        from PySide6.QtWidgets import QApplication
        QApplication.clipboard().setText(self.url)
