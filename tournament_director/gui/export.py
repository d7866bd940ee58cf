"""The CSV exports' save dialog (players, standings, results), shared by the pages and the
window: asks where, writes, says what happened."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QFileDialog

from ..service.model import ServiceError
from . import prefs
from .common import plural

# each export's title in the save dialog, and what its rows are
EXPORT_TITLES = {"players": QT_TRANSLATE_NOOP("Export", "Export the players as CSV"),
                 "standings": QT_TRANSLATE_NOOP("Export", "Export the standings as CSV"),
                 "results": QT_TRANSLATE_NOOP("Export", "Export the results as CSV")}
EXPORT_NAMES = {"players": QT_TRANSLATE_NOOP("Export", "players"),
                "standings": QT_TRANSLATE_NOOP("Export", "standings"),
                "results": QT_TRANSLATE_NOOP("Export", "results")}


def export_dialog(parent, session, kind: str, say) -> bool:
    """Ask where, then write one CSV export; `say(text, error)` tells what happened."""
    name = QCoreApplication.translate("Export", EXPORT_NAMES[kind])
    suggestion = str(Path(prefs.last_folder() or Path(session.path).parent)
                     / f"{Path(session.path).stem} {name}.csv")
    path, _ = QFileDialog.getSaveFileName(
        parent, QCoreApplication.translate("Export", EXPORT_TITLES[kind]), suggestion,
        QCoreApplication.translate("Export", "CSV files (*.csv);;All files (*)"))
    if not path:
        return False
    try:
        count = session.export_csv(kind, path)
    except ServiceError as exc:
        say(str(exc), True)
        return False
    except OSError as exc:
        say(QCoreApplication.translate("Export", "The file could not be written: {reason}.")
            .format(reason=exc.strerror or exc), True)
        return False
    prefs.set_last_folder(path)
    say(QCoreApplication.translate("Export", "Exported {rows} of {what} to {path}.").format(
        rows=plural(count, "row"), what=name, path=path), False)
    return True
