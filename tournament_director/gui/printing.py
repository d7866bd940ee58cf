"""The print menu: each report written to PDF off the GUI thread, then opened in the viewer."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QObject, QUrl, Signal
from PySide6.QtGui import QAction, QDesktopServices
from PySide6.QtWidgets import QMenu

from ..i18n import language
from ..service.model import ServiceError
from ..service.reports import REPORTS, only_tables
from . import workers


def file_name(kind: str, game: int, final: bool = False) -> str:
    return REPORTS[kind].file_name(game, final)


def output_folder(event_path: Path) -> Path:
    """"<event> prints" beside the event file; a temporary folder if that cannot be made."""
    stem = re.sub(r"[^\w\- ]+", "", event_path.stem).strip() or "event"
    folder = event_path.parent / f"{stem} prints"
    try:
        folder.mkdir(exist_ok=True)
        return folder
    except OSError:
        return fallback_folder()


def fallback_folder() -> Path:
    """The user's own "Tournament Director prints" folder (documents, else app data): never a
    fixed name in the shared temporary folder, where another user could plant a link."""
    from PySide6.QtCore import QStandardPaths
    loc = QStandardPaths.StandardLocation
    base = (QStandardPaths.writableLocation(loc.DocumentsLocation)
            or QStandardPaths.writableLocation(loc.AppLocalDataLocation))
    folder = Path(base) / "Tournament Director prints"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _write(fn, path: str, event_dict: dict, data: dict, options: dict | None = None):
    warnings = fn(path, event_dict, data, **(options or {}))
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
        self.share_url = ""  # while the event is shared: the poster carries the address
        self.entry_url = ""  # while the tables send results: each sheet carries its page

    def set_share_url(self, url: str) -> None:
        self.share_url = url

    def set_entry_url(self, url: str) -> None:
        self.entry_url = url

    # -- the menu ---------------------------------------------------------------------------
    def fill_menu(self, menu: QMenu) -> None:
        """What can be printed now (called each time the menu opens)."""
        menu.clear()
        if self.session is None:
            menu.addAction(self.tr("Open an event to print")).setEnabled(False)
            return
        session = self.session
        st = session.status()
        g = st.games_seated

        def add(text, kind, game=0, enabled=True, target=menu, paper=None):
            action = QAction(text, target)
            action.setEnabled(enabled)
            action.setData((kind, game))
            action.triggered.connect(
                lambda checked=False, k=kind, n=game, p=paper: self.print(k, n, p))
            target.addAction(action)
            return action

        if g:
            add(self.tr("Seating - game {game}").format(game=g), "seating", g)
            add(self.tr("Table sheets - game {game}").format(game=g), "sheets", g)
            changed = session.changed_tables(g)
            if changed:  # moves, swaps, no-shows: those tables printed again
                tables = ", ".join(map(str, changed))
                for kind, text in (("seating", self.tr("Seating - changed tables ({tables})")),
                                   ("sheets",
                                    self.tr("Table sheets - changed tables ({tables})"))):
                    action = QAction(text.format(tables=tables), menu)
                    action.triggered.connect(lambda checked=False, k=kind, t=changed:
                                             self.print_tables(k, g, t))
                    menu.addAction(action)
            add(self.tr("Poster for the wall (find your table) - game {game}").format(game=g),
                "poster", g)
            add(self.tr("Poster for the wall on A3 - game {game}").format(game=g), "poster", g,
                paper="A3")
            add(self.tr("Final standings") if st.finished
                else self.tr("Standings - after game {game}").format(game=g)
                if st.tables_in >= st.tables_total  # never a game whose results are not in
                else self.tr("Standings - the results in so far"), "standings", g)
        else:
            menu.addAction(self.tr("Seat game 1 to print a seating")).setEnabled(False)
        if session.settings.competition:
            add(self.label("payout"), "payout", 0, enabled=st.finished)
        add(self.label("players"), "players", 0)
        add(self.label("not-here"), "not-here", 0,  # once check-in is used: who is not here
            enabled=st.here is not None)
        menu.addSeparator()
        add(self.tr("Score cards (every player)"), "scorecard", 0, enabled=bool(g))
        add(self.tr("Table number cards - game {game}").format(game=g) if g
            else self.tr("Table number cards"), "tablecards", g)
        if g > 1:
            earlier = menu.addMenu(self.tr("Earlier games"))
            for k in range(g - 1, 0, -1):
                add(self.tr("Seating - game {game}").format(game=k), "seating", k,
                    target=earlier)
                add(self.tr("Table sheets - game {game}").format(game=k), "sheets", k,
                    target=earlier)
                add(self.tr("Standings - after game {game}").format(game=k), "standings", k,
                    target=earlier)

    def label(self, kind: str) -> str:
        """A report's name as the menu and the messages say it (the window's language)."""
        return {"seating": self.tr("Seating"), "sheets": self.tr("Table sheets"),
                "standings": self.tr("Standings"), "payout": self.tr("Prize distribution"),
                "players": self.tr("Player list"), "scorecard": self.tr("Score cards"),
                "tablecards": self.tr("Table number cards"),
                "poster": self.tr("Poster for the wall"),
                "not-here": self.tr("Not here yet (check-in)")}.get(kind, REPORTS[kind].label)

    # -- printing -----------------------------------------------------------------------------
    def print_tables(self, kind: str, game: int, tables: list) -> bool:
        """The seating or the table sheets of some tables only (those changed)."""
        return self.print(kind, game, tables=tables)

    def print(self, kind: str, game: int = 0, paper: str | None = None,
              tables: list | None = None) -> bool:
        """Write one report to PDF in the background (on `paper` rather than the event's,
        e.g. the poster on A3; `tables`: a seating's tables to print); False if it cannot
        start."""
        if self.session is None:
            return False
        report = REPORTS[kind]
        session = self.session
        try:
            game = (game or session.games_seated()) if report.per_game else 0
            data = session.report_data(kind, game or None)
            if tables:
                data = only_tables(data, tables)
            event_dict = session.report_event()
            if paper:
                event_dict = dict(event_dict, paper=paper)
        except ServiceError as exc:
            self.message.emit(str(exc), True)
            return False
        final = bool(data.get("final"))
        label = self.label(kind)
        name = report.file_name(game, final)
        if paper:
            name = f"{Path(name).stem} {paper}.pdf"
        if tables:
            name = f"{Path(name).stem} tables {' '.join(map(str, tables))}.pdf"
        path = output_folder(Path(session.path)) / name
        options = {"url": self.share_url} if kind == "poster" and self.share_url else {}
        if kind == "sheets":  # while entry is on (here or a serve --entry): the codes
            try:
                options = session.sheet_links(game, self.entry_url)
            except ServiceError as exc:
                self.message.emit(str(exc), True)
                return False
        self.busy += 1
        # "the seating" within the sentence, but German writes every noun with a capital
        shown = label if language() == "de" else label.lower()
        self.message.emit(self.tr("Printing the {report} to {path} ...").format(
            report=shown, path=path), False)
        workers.start(workers.Job(_write, report.pdf, str(path), event_dict, data, options),
                      self._done, self._failed)
        return True

    def _done(self, result) -> None:
        self.busy -= 1
        path, warnings = result
        text = self.tr("Printed to {path}").format(path=path)
        if warnings:
            text += self.tr(" - note: ") + "; ".join(warnings)
        self.message.emit(text, False)
        self.printed.emit(path, warnings)
        if self.open_after:
            QDesktopServices.openUrl(QUrl.fromLocalFile(path))

    def _failed(self, msg: str, details: str) -> None:
        self.busy -= 1
        self.message.emit(self.tr("The report could not be written: {why}").format(why=msg), True)
