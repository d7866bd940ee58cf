"""The open event as the window sees it: the window's only door into the service.

Reads are kept until a change makes them stale (each says what it depends on, and a change
that `meets` it drops it); every action goes through `act`, which relays what the action
says it changed and who asked (`changed(Changes, initiator)`), so that pages refresh only
for what they show and the page that made the change keeps its cursor."""

from __future__ import annotations

import sqlite3
from dataclasses import replace

from PySide6.QtCore import QObject, QTimer, Signal

from ..service import entry, hall, history, inbox, overrides, prizes, registration, results, views
from ..service.done import EVERYTHING, Changes, Done
from ..service.event import Event
from ..service.files import EventFileError, FileReplaced, from_os_error, from_sqlite_error
from ..service.model import ServiceError
from ..service.reports import REPORTS

# What each kept read depends on (a change of the settings: every one of them)
PLAYERS = Changes(players=True)
SEATING = Changes(seating=True)
TIEBREAKS = Changes(tiebreaks=True)
GAMES = Changes(results=True, seating=True)  # the tables of a game, who sat
STATUS = Changes(players=True, results=True, seating=True)
STANDINGS = Changes(players=True, results=True, seating=True, tiebreaks=True, adjustments=True)
INBOX = Changes(results=True, seating=True, inbox=True)
CLOCK = Changes(clock=True)
ANNOUNCEMENT = Changes(announcement=True)
INBOX_POLL_MS = 400  # what a table sends shows at the desk within a second (a look costs
# a stat and one PRAGMA: microseconds, never felt while typing)


class _Signals(QObject):
    changed = Signal(object, object)  # the Changes of the action just stored, its initiator
    file_lost = Signal(str)  # the path no longer names the file opened (what happened)


class Session:
    """Wraps an open Event; `changed(Changes, initiator)` is emitted after each stored action
    (the initiator as `act` was given it; None for what the tables sent). (Not a QObject
    itself: an attribute called `event` would hide QObject.event.)
    With 1,000 players a standings computation is tens of milliseconds, and every page asks
    for the status: what is read is kept until a change of a kind that affects it."""

    def __init__(self, event: Event):
        self.event = event
        self._signals = _Signals()
        self.changed = self._signals.changed
        self.file_lost = self._signals.file_lost
        self._kept: dict = {}
        # the tables' inbox beside the event (serve --entry), looked at several times a second
        self.inbox_watch = entry.InboxWatch(event.path)
        self.inbox_watch.changed()  # as it is now: the pages are filled from it anyway
        self._inbox_timer = QTimer(self._signals)
        self._inbox_timer.setInterval(INBOX_POLL_MS)
        self._inbox_timer.timeout.connect(self.poll_inbox)
        self._inbox_timer.start()
        self._lost_said = False  # file_lost was emitted

    @property
    def path(self):
        return self.event.path

    # -- what is kept ---------------------------------------------------------------------------
    def _keep(self, key, make, *, depends: Changes):
        """The read `make()` kept under `key` until a change meets `depends`."""
        if not depends:
            raise ValueError(f"the kept read {key!r} depends on nothing: it would never go")
        if key not in self._kept:
            self._kept[key] = (make(), depends)
        return self._kept[key][0]

    def _drop(self, changes: Changes) -> None:
        """Drop every kept read these changes make stale (Changes.meets: a change of the
        settings meets all of them)."""
        for key, (_value, depends) in list(self._kept.items()):
            if changes.meets(depends):
                del self._kept[key]

    def forget(self) -> None:
        """Drop what is kept (after an unexpected error, say): the next reads go to the file."""
        self._kept.clear()

    def act(self, action, *args, initiator=None, **kwargs) -> Done:
        """Run one service action, `action(event, *args, **kwargs)`, and relay what it says
        it changed: the kept reads it makes stale are dropped and `changed(changes,
        initiator)` tells the pages (`initiator`: who asked, Anki's `initiator`: the page that
        made the change keeps its focus and cursor, the others refresh; a plain value, so
        another desk can be named by text). The Done returned carries it.
        ServiceError passes through (nothing was changed). Before and after it, the event's
        path must still name the file opened: otherwise the change is refused (not
        acknowledged) and `file_lost` offers to save a copy."""
        self._check_file("Nothing was changed")
        try:
            done = action(self.event, *args, **kwargs)
        except sqlite3.Error as exc:  # a full disk, a read-only file: said as such
            self._kept.clear()
            raise ServiceError(str(from_sqlite_error(exc, self.path))) from None
        except FileReplaced as exc:  # replaced or overwritten while the change was made
            self._kept.clear()
            self._lost_said = True
            self.file_lost.emit(str(exc))
            raise ServiceError(f"{exc} This change is not in the event file: save a copy of the "
                               "event (File > Save a copy as...) and open that copy.") from None
        except EventFileError as exc:  # the file refuses the change (e.g. changed outside)
            self._kept.clear()
            raise ServiceError(str(exc)) from None
        except OSError as exc:
            self._kept.clear()
            raise ServiceError(str(from_os_error(exc))) from None
        except BaseException:
            self._kept.clear()  # whatever happened, read again
            raise
        done = replace(done, initiator=initiator)
        self._drop(done.changes)
        self._check_file("This change went only into the file the window has open")
        if done.changes:
            self.changed.emit(done.changes, initiator)
        return done

    def watch_file(self) -> None:
        """Between changes (the window's timer): `file_lost` as soon as the path no longer
        names the file opened, or its content was overwritten (once; every refused change
        says it again)."""
        if self.event is None or self._lost_said:
            return
        problem = self.event.file.identity_problem()
        if problem:
            self._lost_said = True
            self.file_lost.emit(problem)

    def _check_file(self, consequence: str) -> None:
        problem = self.event.file.identity_problem()
        if problem:
            self._lost_said = True
            self.file_lost.emit(problem)
            raise ServiceError(f"{problem} {consequence}: save a copy of the event (File > "
                               "Save a copy as...) and open that copy.")

    # -- reads ---------------------------------------------------------------------------------
    @property
    def settings(self):
        return self.event.settings  # kept by the event itself, until it changes them

    def players(self):
        return self._keep("players", self.event.players, depends=PLAYERS)

    def player(self, start_no: int):
        return self._keep(("player", start_no), lambda: self.event.player(start_no),
                          depends=PLAYERS)

    def games_seated(self) -> int:
        return self._keep("games seated", self.event.games_seated, depends=SEATING)

    def game(self, game_no: int):
        """The game's tables (read once until a result or a seating changes)."""
        return self._keep(("game", game_no), lambda: self.event.game(game_no), depends=GAMES)

    def table(self, game_no: int, table_no: int):
        for t in self.game(game_no).tables:
            if t.table == table_no:
                return t
        return self.event.table(game_no, table_no)  # says what is wrong

    def status(self):
        def make():
            seated = self.games_seated()
            return self.event.status(last=self.game(seated) if seated else None)
        return self._keep("status", make, depends=STATUS)

    def standings(self, after_game: int | None = None):
        """Event.standings(after_game): the rows now (final once complete) or after a game."""
        return self._keep(("standings", after_game), lambda: self.event.standings(after_game),
                          depends=STANDINGS)

    def payout(self):
        """The prize money from the kept final standings (computed once per change)."""
        return self._keep("payout", lambda: prizes.payout(self.event, self.standings()),
                          depends=STANDINGS)

    def tiebreak_values(self) -> dict:
        return self._keep("tiebreak values", self.event.tiebreak_values, depends=TIEBREAKS)

    def needs_tiebreak(self) -> list[int]:
        """As Event.needs_tiebreak, from the kept standings: the players level on points
        whose order changes money (none if the event has no tie-breaks), in standings order."""
        if not self.settings.tiebreaks:
            return []
        return self._keep("needs", lambda: prizes.tiebreak_needed(self.standings(),
                                                                  self.settings.competition),
                          depends=STANDINGS)

    def changed_tables(self, game_no: int) -> list[int]:
        """The tables of a game changed since it was seated (moves, swaps, no-shows)."""
        return self._keep(("game", "changed", game_no),
                          lambda: overrides.changed_tables(self.event, game_no,
                                                           self.game(game_no)),
                          depends=GAMES)

    def participants(self) -> set[int]:
        return self._keep(("game", "participants"), self.event.participants, depends=GAMES)

    def audit_log(self):
        return self.event.audit_log()

    def preview(self, game_no: int, table_no: int, **given):
        """The result form's live preview, from the kept game (no reading per keystroke)."""
        return results.preview_in(self.event, self.game(game_no), table_no, **given)

    def preview_csv(self, path, mapping: dict[str, int] | None = None):
        """What a CSV would add (`mapping`: its columns placed by hand)."""
        return registration.preview_csv(self.event, path, mapping)

    def export_csv(self, kind: str, path) -> int:
        """A CSV export (players, standings, results); the number of rows written."""
        from ..service.export import write_csv
        return write_csv(self.event, kind, path)

    def save_copy(self, dest):
        return self.event.save_copy(dest)

    @property
    def copy_problem(self) -> str | None:
        """Why the last automatic copy was not made (the change itself stands)."""
        return self.event.copy_problem

    def report_data(self, kind: str, game: int | None = None) -> dict:
        """The plain data a printed report shows (kept: the Prizes page and the printed
        prize distribution share one payout)."""
        def make():
            if kind == "payout":
                return views.report_payout(self.event, rows=self.standings(),
                                           payout=self.payout(), players=self.players())
            return REPORTS[kind].data(self.event, game)
        return self._keep(("report", kind, game), make, depends=STANDINGS)

    def report_event(self) -> dict:
        """The event's part of every printed report (name, date, paper, ...)."""
        return self._keep(("report", "event"), lambda: views.report_event(self.event),
                          depends=STANDINGS)

    # -- undo and redo: what they would take back (service/history.py) ----------------------
    def undo_labels(self):
        """What Undo and Redo would take back: (text or None, text or None)."""
        return self._keep("undo labels", lambda: history.labels(self.event),
                          depends=EVERYTHING)  # every change writes a line of the log

    def said(self, entry) -> str:
        """An audit line's summary in the window's language (service/history_words.py)."""
        return history.said(self.event, entry)

    def line_changes(self, line_id: int) -> str:
        """Before -> after of an audit line from its recorded row changes."""
        return history.line_changes(self.event, line_id)

    # -- results from the tables (service/entry.py, service/inbox.py) -------------------------
    def inbox_read(self):
        """What the tables of the game being played sent and waits (inbox.Inbox: by table,
        and the rows that cannot be read, named)."""
        def make():
            seated = self.games_seated()
            try:
                return inbox.read(self.event, self.inbox_watch,
                                  self.game(seated) if seated else None)
            except ServiceError as exc:  # an unreadable inbox: said, the page shown
                return inbox.Inbox([], [], str(exc))
        return self._keep("inbox", make, depends=INBOX)

    def inbox(self) -> list:
        """What the tables of the game being played sent and waits (inbox.Waiting, by table)."""
        return self.inbox_read().tables

    def inbox_damaged(self) -> str:
        """The inbox's rows that cannot be read (or why it cannot be read at all), in one
        line ("" when all is read)."""
        found = self.inbox_read()
        return found.problem or (inbox.damaged_words(self.event, found.damaged)
                                 if found.damaged else "")

    def sent(self, game_no: int, table_no: int):
        """What a table sent and waits (inbox.Waiting), or None."""
        return next((w for w in self.inbox() if w.game == game_no and w.table == table_no),
                    None)

    def poll_inbox(self) -> bool:
        """A look at the inbox: when a table sent something (or the inbox went), the pages
        that show it hear `changed(Changes(inbox=True))`. True if it did."""
        if self.event is None or not self.inbox_watch.changed():
            return False
        self._drop(Changes(inbox=True))
        self.changed.emit(Changes(inbox=True), None)
        return True

    def entry_links(self, game_no: int) -> dict[int, str]:
        """Each table's page path of a game."""
        return {link["table"]: link["path"] for link in entry.links(self.event, game_no)}

    def sheet_links(self, game_no: int, base: str) -> dict:
        """The table sheets' codes while entry is on (`base`: the server's address; "": a
        `serve --entry` of this event running elsewhere, if any)."""
        base = base or entry.served_address(self.path) or ""
        return entry.sheet_links(self.event, game_no, base) if base else {}

    # -- the hall: the round clock and the announcement (service/hall.py) ---------------------
    def clock(self):
        """The round clock as stored (rules.clock.remaining gives the time left now)."""
        return self._keep(("hall", "clock"), lambda: hall.clock(self.event), depends=CLOCK)

    def announcement(self) -> str:
        return self._keep(("hall", "announcement"), lambda: hall.announcement(self.event),
                          depends=ANNOUNCEMENT)

    def close(self) -> None:
        self._inbox_timer.stop()
        self.inbox_watch.close()
        if self.event is not None:
            self.event.close()
            self.event = None
        self._kept.clear()
