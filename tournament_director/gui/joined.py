"""The window at another desk: File > Join a desk... (the desk's link from the main desk), the
title bar that names the desk and its role, and the status bar's line while the main desk is
out of reach. The pages are the same: the Session's door is the desk's link
(web/desk_client.py) instead of the event file."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit

from ..service.model import ServiceError
from .common import NAME, message


def documents() -> str:
    """This desk's own folder for its prints and exports (it has no event file)."""
    return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)


def role_text(role: str) -> str:
    """A desk's role in the title bar."""
    if role == "door":
        return QCoreApplication.translate("Joined", "door desk")
    if role == "results":
        return QCoreApplication.translate("Joined", "results desk")
    if role == "full":
        return QCoreApplication.translate("Joined", "full desk")
    return QCoreApplication.translate("Joined", "the main desk's own")


def title(session) -> str:
    """The title bar at a desk: "Door (door desk) - joined to Spring Open at 10.0.0.5:8081"."""
    desk = session.desk
    return QCoreApplication.translate("Joined", "{desk} ({role}) - joined to {event} at "
                                      "{where} - {program}").format(
        desk=desk.name, role=role_text(desk.role), event=desk.event, where=desk.host,
        program=NAME)


def where_kept(session) -> str:
    """The status bar's right end at a desk: where the changes are kept."""
    return QCoreApplication.translate("Joined", "Changes are saved at the main desk ({where})"
                                      ).format(where=session.desk.host)


class Joining(QObject):
    """File > Join a desk... and `tournament-director --join URL`."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window

    def ask(self) -> None:
        """The desk's link, pasted or typed (the main desk's sharing dialog shows it)."""
        text, ok = QInputDialog.getText(
            self.window, self.tr("Join a desk"),
            self.tr("The desk's address from the main desk (Event > Share on the local "
                    "network there, or tournament-director-cli desk-links), e.g. "
                    "https://192.168.1.5:8081/d/...#pin=...:"),
            QLineEdit.EchoMode.Normal, "")
        if ok and text.strip():
            self.join(text.strip())

    def join(self, url: str) -> bool:
        """Open the event through the main desk at `url`; a message says why not."""
        from pathlib import Path

        from ..web.desk_client import RemoteDoor
        from .session import Session
        QApplication.setOverrideCursor(QCursor(Qt.CursorShape.WaitCursor))
        try:
            door = RemoteDoor(url, Path(documents() or Path.home()))
        except ServiceError as exc:
            QApplication.restoreOverrideCursor()
            message(self.window, self.tr("Join a desk"), str(exc))
            return False
        QApplication.restoreOverrideCursor()
        self.window.set_session(Session(door))
        return True
