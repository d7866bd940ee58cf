"""Unexpected errors: logged to a file, shown with copyable details; the event stays intact."""

from __future__ import annotations

import sys
import traceback
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from .. import logs

LOG_FILE = logs.WINDOW_LOG
_showing = False
_after_crash = None  # called after the dialog, e.g. to reload the window from the file
_explain = None  # exc -> (title, text) when the error is the event file's damage, else None


def log_dir() -> Path:
    """The per-user log folder, the command line's too (platformdirs, not Qt's paths)."""
    from .. import paths
    return paths.log_dir()


def log_path() -> Path:
    return log_dir() / LOG_FILE


def version_line() -> str:
    from ..about import version_line
    return version_line()


def write_log(text: str) -> Path | None:
    """Append to the window's log (rotating); None if it cannot be written (never raises)."""
    try:
        path = log_path()
    except OSError:
        return None
    if not logs.write(path, f"unexpected error ({version_line()})\n{text}",
                      name="tournament_director.gui"):
        return None
    return path


def details_text(exc_type, exc, tb) -> str:
    return "".join(traceback.format_exception(exc_type, exc, tb))


def show_crash(exc_type, exc, tb) -> None:
    """Log an unexpected exception and show it; the window keeps running."""
    global _showing
    details = details_text(exc_type, exc, tb)
    path = write_log(details)
    if sys.__stderr__ is not None:  # none in the Windows window program
        sys.__stderr__.write(details)
    if _showing or QApplication.instance() is None:
        return
    _showing = True
    try:
        said = _file_damage(exc)
        if said:  # the file holds a value the program never writes: said, no traceback
            box = QMessageBox(QMessageBox.Icon.Warning, said[0], said[1],
                              QMessageBox.StandardButton.Ok, QApplication.activeWindow())
            box.setTextFormat(Qt.TextFormat.PlainText)
            box.exec()
            return
        translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")
        if path:
            where = translate("crash", "It was written to the log file {path}.").format(
                path=path)
        else:
            where = translate("crash", "The log file could not be written; copy the details "
                                       "below.")
        box = QMessageBox(QMessageBox.Icon.Critical, translate("crash", "Something went wrong"),
                          translate("crash", "The program met an unexpected error. Everything "
                                             "stored before it is safe in the event file: each "
                                             "action is stored whole or not at all.")
                          + f"\n\n{where}\n"
                          + translate("crash", "Please send the details to whoever supports "
                                               "the program."),
                          QMessageBox.StandardButton.Ok, QApplication.activeWindow())
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setDetailedText(f"{version_line()}\n{details}")
        copy = box.addButton(translate("crash", "Copy details"), QMessageBox.ButtonRole.ActionRole)
        copy.clicked.disconnect()  # keep the box open after copying
        copy.clicked.connect(lambda: QApplication.clipboard().setText(box.detailedText()))
        box.exec()
        if _after_crash is not None:
            _after_crash()
    finally:
        _showing = False


def _file_damage(exc) -> tuple[str, str] | None:
    if _explain is None:
        return None
    try:
        return _explain(exc)
    except Exception:  # noqa: BLE001 - the question never adds an error of its own
        return None


def excepthook(exc_type, exc, tb) -> None:
    if issubclass(exc_type, KeyboardInterrupt):
        sys.__excepthook__(exc_type, exc, tb)
        return
    try:
        show_crash(exc_type, exc, tb)
    except Exception:  # the crash dialog itself must never crash the program
        if sys.__stderr__ is not None:
            sys.__stderr__.write(details_text(exc_type, exc, tb))


def install(after_crash=None, explain=None) -> None:
    """`explain(exc)`: (title, text) when the error is the event file's damage (then that is
    shown instead of the crash dialog, and the window is not reloaded from the file)."""
    global _after_crash, _explain
    _after_crash = after_crash
    _explain = explain
    sys.excepthook = excepthook
