"""The print menu: each report written to PDF off the GUI thread, then opened in the viewer."""

from __future__ import annotations

import importlib
import re
import tempfile
from pathlib import Path

from PySide6.QtCore import QObject, QUrl, Signal
from PySide6.QtGui import QAction, QDesktopServices
from PySide6.QtWidgets import QMenu

from ..service import ServiceError
from ..service.views import report_event, report_payout, report_seating, report_standings
from . import workers

# kind -> (function in tournament_director.reports, what the menu calls it)
REPORTS = {
    "seating": ("seating_pdf", "Seating"),
    "sheets": ("table_sheets_pdf", "Table sheets"),
    "standings": ("standings_pdf", "Standings"),
    "payout": ("payout_pdf", "Prize distribution"),
}
NOT_YET = "not available yet"


def report_function(kind: str):
    """The reports module's function for `kind`, or None while it does not exist yet."""
    try:
        module = importlib.import_module("tournament_director.reports")
    except ImportError:
        return None
    return getattr(module, REPORTS[kind][0], None)


def file_name(kind: str, game: int, final: bool = False) -> str:
    if kind == "seating":
        return f"seating game {game}.pdf"
    if kind == "sheets":
        return f"table sheets game {game}.pdf"
    if kind == "standings":
        return "final standings.pdf" if final else f"standings after game {game}.pdf"
    return "prize distribution.pdf"


def output_folder(event_path: Path) -> Path:
    """"<event> prints" beside the event file; a temporary folder if that cannot be made."""
    stem = re.sub(r"[^\w\- ]+", "", event_path.stem).strip() or "event"
    folder = event_path.parent / f"{stem} prints"
    try:
        folder.mkdir(exist_ok=True)
        return folder
    except OSError:
        fallback = Path(tempfile.gettempdir()) / "tournament-director prints"
        fallback.mkdir(exist_ok=True)
        return fallback


def _write(fn, path: str, event_dict: dict, data: dict):
    warnings = fn(path, event_dict, data)
    return path, list(warnings or [])


class Printer(QObject):
    """Builds the print menu and runs the printing; reports what happened via `message`."""

    message = Signal(str, bool)  # text, is_error
    printed = Signal(str, list)  # path, warnings

    def __init__(self, parent=None):
        super().__init__(parent)
        self.session = None
        self.busy = 0
        self.open_after = True

    # -- the menu ---------------------------------------------------------------------------
    def fill_menu(self, menu: QMenu) -> None:
        """What can be printed now (called each time the menu opens)."""
        menu.clear()
        if self.session is None:
            menu.addAction("Open an event to print").setEnabled(False)
            return
        ev = self.session.event
        st = self.session.status()
        g = st.games_seated
        missing = [k for k in REPORTS if report_function(k) is None]
        if len(missing) == len(REPORTS):
            menu.addAction("Printing is not available yet in this version").setEnabled(False)
            menu.addSeparator()

        def add(text, kind, game=0, enabled=True, target=menu):
            if kind in missing:
                text += f" ({NOT_YET})"
            action = QAction(text, target)
            action.setEnabled(enabled and kind not in missing)
            action.setData((kind, game))
            action.triggered.connect(lambda checked=False, k=kind, n=game: self.print(k, n))
            target.addAction(action)
            return action

        if g:
            add(f"Seating - game {g}", "seating", g)
            add(f"Table sheets - game {g}", "sheets", g)
            add("Final standings" if st.finished else f"Standings - after game {g}",
                "standings", g)
        else:
            menu.addAction("Seat game 1 to print a seating").setEnabled(False)
        if ev.settings.competition:
            add("Prize distribution", "payout", 0, enabled=st.finished)
        if g > 1:
            earlier = menu.addMenu("Earlier games")
            for k in range(g - 1, 0, -1):
                add(f"Seating - game {k}", "seating", k, target=earlier)
                add(f"Table sheets - game {k}", "sheets", k, target=earlier)
                add(f"Standings - after game {k}", "standings", k, target=earlier)

    # -- printing -----------------------------------------------------------------------------
    def print(self, kind: str, game: int = 0) -> bool:
        """Write one report to PDF in the background; False if it cannot start."""
        if self.session is None:
            return False
        fn = report_function(kind)
        label = REPORTS[kind][1]
        if fn is None:
            self.message.emit(f"Printing the {label.lower()} is {NOT_YET}: the reports are "
                              "still being written for this version.", True)
            return False
        ev = self.session.event
        try:
            event_dict = report_event(ev)
            final = False
            if kind in ("seating", "sheets"):
                game = game or ev.games_seated()
                data = report_seating(ev, game)
            elif kind == "standings":
                game = game or ev.games_seated()
                data = report_standings(ev, game)
                final = bool(data.get("final"))
            else:
                data = report_payout(ev)
        except ServiceError as exc:
            self.message.emit(str(exc), True)
            return False
        path = output_folder(Path(ev.path)) / file_name(kind, game, final)
        self.busy += 1
        self.message.emit(f"Printing the {label.lower()} to {path} ...", False)
        workers.start(workers.Job(_write, fn, str(path), event_dict, data),
                      self._done, self._failed)
        return True

    def _done(self, result) -> None:
        self.busy -= 1
        path, warnings = result
        text = f"Printed to {path}"
        if warnings:
            text += " - note: " + "; ".join(warnings)
        self.message.emit(text, False)
        self.printed.emit(path, warnings)
        if self.open_after:
            QDesktopServices.openUrl(QUrl.fromLocalFile(path))

    def _failed(self, msg: str, details: str) -> None:
        self.busy -= 1
        self.message.emit(f"The report could not be written: {msg}", True)
