"""Event > Share on the local network: `serve` as a child process; its address and QR code;
and the other desks (gui/desk_sharing.py)."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QProcessEnvironment, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
)

from .. import i18n
from .common import plain_label, set_font


def serve_command(event_path: str, host: str, port: int,
                  entry: bool = False) -> tuple[str, list[str]]:
    """The program and arguments that run `serve` for the event (the built app has the
    command line beside the window program; from source, this Python runs the module).
    `entry`: `serve --entry`, which also takes results from the tables."""
    args = ["serve", str(event_path), "--host", host, "--port", str(port)]
    if entry:
        args.append("--entry")
    if getattr(sys, "frozen", False):
        exe = "tournament-director-cli" + (".exe" if sys.platform == "win32" else "")
        return str(Path(sys.executable).with_name(exe)), args
    return sys.executable, ["-m", "tournament_director.cli", *args]


def main_url(urls: list[str]) -> str:
    """The address to give the players: the first on the network, else the first."""
    lan = [u for u in urls if "//localhost:" not in u and "//127." not in u]
    return (lan or urls or [""])[0]


def qr_pixmap(url: str, scale: int = 6) -> QPixmap:
    import io

    from .. import qr
    buf = io.BytesIO()
    qr.code(url).save(buf, kind="png", scale=scale, border=3)
    pixmap = QPixmap()
    pixmap.loadFromData(buf.getvalue(), "PNG")
    return pixmap


class ShareDialog(QDialog):
    """The address and its QR code, for the director to show or read out."""

    def __init__(self, parent, stop, entry_switched=None, desks=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Share on the local network"))
        self.entry = False
        self.info = plain_label(self.tr("Starting ..."), wrap=True)
        self.url_label = set_font(plain_label(select=True), 16, bold=True)
        self.qr = QLabel()
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.others = plain_label("", wrap=True)
        # the tables' own results: off unless the director switches it on
        self.entry_box = QCheckBox(self.tr("Take results from the tables: each table sends "
                                           "its result from a phone, you confirm it"))
        self.entry_box.setToolTip(self.tr("Each table's page is on its score sheet (print the "
                                          "table sheets while this is on). Nothing a table "
                                          "sends counts before you confirm it on the Games "
                                          "page."))
        if entry_switched is not None:
            self.entry_box.toggled.connect(entry_switched)
        self.entry_note = plain_label("", wrap=True)
        self.entry_note.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.stop_button = QPushButton(self.tr("Stop sharing"))
        buttons.addButton(self.stop_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.stop_button.clicked.connect(stop)
        buttons.rejected.connect(self.hide)
        layout = QVBoxLayout(self)
        layout.addWidget(self.info)
        layout.addWidget(self.url_label)
        layout.addWidget(self.qr)
        layout.addWidget(self.others)
        layout.addWidget(self.entry_box)
        layout.addWidget(self.entry_note)
        if desks is not None:  # the other desks: on or off, each with its role, Revoke
            from .desk_sharing import DesksBox
            self.desks_box = DesksBox(self, desks)
            layout.addWidget(self.desks_box)
        layout.addWidget(buttons)

    def show_urls(self, urls: list[str]) -> None:
        lan = [u for u in urls if "//localhost:" not in u and "//127." not in u]
        main = main_url(urls)
        self.url_label.setText(main)
        self.qr.setPixmap(qr_pixmap(main))
        if lan and self.entry:
            self.info.setText(self.tr("Players open this address on a phone in the same Wi-Fi, or "
                              "scan the code. The pages update by themselves; sharing stops "
                              "when the event is closed."))
        elif lan:
            self.info.setText(self.tr("Players open this address on a phone in the same Wi-Fi, or "
                              "scan the code. The pages are read-only and update by "
                              "themselves; sharing stops when the event is closed."))
        else:
            self.info.setText(self.tr("This computer has no network address yet: connect it to the "
                              "hall's Wi-Fi (or a travel router), then share again. Until "
                              "then the pages are seen on this computer only."))
        here = [u for u in urls if u != main and u not in lan]
        also = [u for u in lan if u != main]
        lines = ([self.tr("Also: {addresses}").format(addresses=", ".join(also))]
                 if also else []) + \
            ([self.tr("On this computer: {addresses}").format(addresses=", ".join(here))]
             if here else [])
        self.others.setText("\n".join(lines))
        self.entry_note.setText(self.tr(
            "Tables send their results: print the table sheets now (Print > Table sheets), "
            "each carries its table's code. What they send waits for you on the Games page.")
            if self.entry else "")
        self.entry_note.setVisible(self.entry)

    def set_entry(self, on: bool) -> None:
        self.entry = on
        if self.entry_box.isChecked() != on:
            self.entry_box.blockSignals(True)
            self.entry_box.setChecked(on)
            self.entry_box.blockSignals(False)

    def show_stopped(self, text: str) -> None:
        self.entry_note.hide()
        self.info.setText(text)
        self.url_label.setText("")
        self.qr.clear()
        self.others.setText("")


class Sharing(QObject):
    """The Event menu's sharing switch and the `serve` child process it runs."""

    host = "0.0.0.0"  # every network of the laptop: the hall's phones need the LAN address
    port = 8080
    address_changed = Signal(str)  # the address to give the players; "" when sharing stops

    def __init__(self, window, action):
        """`action`: the Event menu's checkable entry (the window makes it, and calls
        `switched` when it is ticked or unticked)."""
        super().__init__(window)
        self.window = window
        self.address = ""
        self.action = action
        self.entry = False  # serve --entry: the tables send their results (off by default)
        self.process: QProcess | None = None
        self.urls: list[str] = []
        self._out = b""
        self._err = b""
        self._retried = False
        self.dialog: ShareDialog | None = None
        from .desk_sharing import DeskSharing
        self.desks = DeskSharing(window)  # the desks' server in this process, off at first
        # in the status bar while sharing: the address; a click shows the QR code again
        self.status_button = QToolButton()
        self.status_button.setAutoRaise(True)
        self.status_button.setToolTip(self.tr("Shared on the local network: show the address and "
                                              "QR code"))
        self.status_button.clicked.connect(self.show_dialog)
        self.status_button.hide()
        window.statusBar().addPermanentWidget(self.status_button)

    # -- switching ------------------------------------------------------------------------
    def switched(self, on: bool) -> None:
        if on:
            self.start()
        else:
            self.stop()

    def start(self, port: int | None = None) -> None:
        session = self.window.session
        if session is None or self.process is not None:
            return
        if port is None:
            self._retried = False
        self.urls, self._out, self._err = [], b"", b""
        program, args = serve_command(str(session.path), self.host,
                                      self.port if port is None else port, self.entry)
        proc = self.process = QProcess(self)
        proc.setProgram(program)
        proc.setArguments(args)
        env = QProcessEnvironment.systemEnvironment()
        env.insert("TD_SERVE_STOP_ON_EOF", "1")  # stops by itself if this window ends
        env.insert("TD_LANG", i18n.language())  # the players' pages in the window's language
        proc.setProcessEnvironment(env)
        proc.readyReadStandardOutput.connect(self._read_out)
        proc.readyReadStandardError.connect(self._read_err)
        proc.finished.connect(self._finished)
        proc.errorOccurred.connect(self._error)
        proc.start()
        self.show_dialog()
        self.dialog.show_stopped("Starting ...")

    def show_dialog(self) -> None:
        if self.dialog is None:
            self.dialog = ShareDialog(self.window, lambda: self.action.setChecked(False),
                                      self.set_entry, self.desks)
        self.dialog.set_entry(self.entry)
        self.dialog.show()
        self.dialog.raise_()

    def set_entry(self, on: bool) -> None:
        """The dialog's switch: `serve` again, with (or without) --entry, at the same port
        (the address on the sheets stays)."""
        if on == self.entry:
            return
        self.entry = on
        if self.dialog is not None:
            self.dialog.set_entry(on)
        if self.process is None:
            return
        port = self.port
        for url in self.urls:
            tail = url.rstrip("/").rsplit(":", 1)[-1]
            if tail.isdigit():
                port = int(tail)
                break
        self._end_child()
        self.start(port=port)

    def _end_child(self) -> None:
        proc, self.process = self.process, None
        if proc is not None:
            proc.finished.disconnect(self._finished)
            proc.errorOccurred.disconnect(self._error)
            if sys.platform == "win32":  # a console program ignores WM_CLOSE; it only reads
                proc.kill()
            else:
                proc.terminate()
            if not proc.waitForFinished(5000):
                proc.kill()
                proc.waitForFinished(2000)
            proc.deleteLater()

    def stop(self) -> None:
        """Stops the child (and waits for it), and the desks' server, and unticks the menu
        entry."""
        self._end_child()
        if self.desks.running:
            self.desks.stop()
        self.entry = False  # sharing again starts read-only
        if self.dialog is not None:
            self.dialog.set_entry(False)
        self.urls = []
        self.status_button.hide()
        self._set_address("")
        if self.action.isChecked():
            self.action.blockSignals(True)
            self.action.setChecked(False)
            self.action.blockSignals(False)
        if self.dialog is not None:
            self.dialog.show_stopped("Sharing is off.")
            self.dialog.hide()

    @property
    def running(self) -> bool:
        return self.process is not None and \
            self.process.state() != QProcess.ProcessState.NotRunning

    # -- the child's output ----------------------------------------------------------------
    def _read_out(self) -> None:
        if self.process is None:
            return
        self._out += bytes(self.process.readAllStandardOutput())
        urls = [line.strip() for line in self._out.decode("utf-8", "replace").splitlines()
                if line.startswith("  http://")]
        if urls and urls != self.urls:
            self.urls = urls
            if self.dialog is not None:
                self.dialog.show_urls(urls)
            self.status_button.setText(self.tr("Sharing: {address}").format(address=urls[0]))
            self.status_button.show()
            self._set_address(main_url(urls))

    def _set_address(self, url: str) -> None:
        printer = getattr(self.window, "printer", None)
        if printer is not None and hasattr(printer, "set_entry_url"):
            # while the tables send results: each table's sheet carries its page's code
            printer.set_entry_url(url if url and self.entry else "")
        if url != self.address:
            self.address = url
            # the projector and the poster show the address and its QR code while sharing
            for part in ("hall", "printer"):
                target = getattr(getattr(self.window, part, None), "set_share_url", None)
                if target is not None:
                    target(url)
            self.address_changed.emit(url)

    def _read_err(self) -> None:
        if self.process is not None:
            self._err += bytes(self.process.readAllStandardError())

    def _error(self, error) -> None:
        if error == QProcess.ProcessError.FailedToStart and self.process is not None:
            self._err += f"{self.process.program()} could not be started".encode()
            self._finished(-1, None)

    def _finished(self, code: int, status) -> None:
        """The child ended by itself: say why (and try any free port once if 8080 is taken)."""
        if self.process is not None:
            self._err += bytes(self.process.readAllStandardError())
            self.process.deleteLater()
        self.process = None
        self.status_button.hide()
        self._set_address("")
        err = self._err.decode("utf-8", "replace").strip().splitlines()
        said = [line for line in err if line.startswith("tournament-director-cli: ")]
        reason = (said or err or [f"the server ended (exit code {code})"])[-1]
        if "--port" in reason and not self._retried:
            self._retried = True
            self.start(port=0)
            return
        self.action.blockSignals(True)
        self.action.setChecked(False)
        self.action.blockSignals(False)
        if self.dialog is not None:
            reason = reason.removeprefix("tournament-director-cli: ")
            self.dialog.show_stopped(self.tr("Sharing stopped: {why}").format(why=reason))
