"""The open event as the window sees it: the window's only door into the service.

Reads are kept until a change makes them stale (each says what it depends on, and a change
that `meets` it drops it); every action goes through `act`, which relays what the action
says it changed and who asked (`changed(Changes, initiator)`), so that pages refresh only
for what they show and the page that made the change keeps its cursor."""

from __future__ import annotations

import contextlib
from dataclasses import replace

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication, QDialog

from ..service import history_words, prizes, results
from ..service.asker import Conflict
from ..service.done import EVERYTHING, Changes, Done
from ..service.doors import FileLost, LocalDoor
from ..service.event import Event
from ..service.inbox import Inbox
from ..service.model import ServiceError

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
POLL_MS = 200  # what a table or another desk changed shows here well within a second (at the
# main desk a look costs a stat and two SQLite reads: microseconds, never felt while typing)
SEEN = "td_seen"  # a dialog's property: the newest line of the event when it was opened


class _Signals(QObject):
    changed = Signal(object, object)  # the Changes of the action just stored, its initiator
    file_lost = Signal(str)  # the path no longer names the file opened (what happened)
    reach = Signal(str)  # at a desk: why the main desk is out of reach ("" once it is back)


class Session:
    """The open event through its door (service/doors.py: the file itself at the main desk,
    web/desk_client.py's link at another desk; the pages cannot tell them apart).
    `changed(Changes, initiator)` is emitted after each stored action (the initiator as `act`
    was given it; for what the tables or another desk changed, None or that desk's name).
    (Not a QObject itself: an attribute called `event` would hide QObject.event.)
    With 1,000 players a standings computation is tens of milliseconds, and every page asks
    for the status: what is read is kept until a change of a kind that affects it."""

    def __init__(self, door):
        self.door = LocalDoor(door) if isinstance(door, Event) else door
        self._signals = _Signals()
        self.changed = self._signals.changed
        self.file_lost = self._signals.file_lost
        self.reach = self._signals.reach
        self._kept: dict = {}
        self._lost_said = False  # file_lost was emitted
        self._reach_said = ""  # what `reach` said last
        # what the tables sent and what other desks changed, looked at several times a second
        self._poll_timer = QTimer(self._signals)
        self._poll_timer.setInterval(POLL_MS)
        self._poll_timer.timeout.connect(self.poll)
        self._poll_timer.start()
        app = QApplication.instance()
        if app is not None:  # a dialog remembers what the event was when it was opened
            app.focusChanged.connect(self._focus_moved)

    @property
    def event(self) -> Event | None:
        """The event file's Event at the main desk (None at another desk)."""
        return getattr(self.door, "event", None)

    @property
    def desk(self):
        """Whom this window speaks for at another desk (service/doors.DeskInfo), or None."""
        return self.door.desk

    @property
    def path(self):
        return self.door.path

    # -- what is kept ---------------------------------------------------------------------------
    def _keep(self, key, make, *, depends: Changes):
        """The read `make()` kept under `key` until a change meets `depends`."""
        if not depends:
            raise ValueError(f"the kept read {key!r} depends on nothing: it would never go")
        if key not in self._kept:
            self._kept[key] = (make(), depends)
        return self._kept[key][0]

    def _read(self, key, name: str, *args, depends: Changes):
        """The door's read `name(*args)`, kept under `key` until a change meets `depends`."""
        return self._keep(key, lambda: self.door.read(name, *args), depends=depends)

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
        """Run one service action, `action(event, *args, **kwargs)`, through the door, and
        relay what it says it changed: the kept reads it makes stale are dropped and
        `changed(changes, initiator)` tells the pages (`initiator`: who asked, Anki's
        `initiator`: the page that made the change keeps its focus and cursor, the others
        refresh). The Done returned carries it. ServiceError passes through (nothing was
        changed): among them the refusal of a change to what someone else changed since the
        initiator's dialog was opened (or since the pages were last told), and at another
        desk the main desk out of reach. When the event's path no longer names the file
        opened, the change is refused (not acknowledged) and `file_lost` offers to save a
        copy."""
        dialog = _dialog_of(initiator)
        seen = dialog.property(SEEN) if dialog is not None else None
        try:
            done = self.door.act(action, args, kwargs,
                                 seen=self.door.view if seen is None else int(seen))
        except FileLost as exc:
            self._kept.clear()
            self._lost_said = True
            self.file_lost.emit(exc.problem)
            raise
        except Conflict:
            self._kept.clear()
            if dialog is not None:  # told now: the next try is made on what it knows
                dialog.setProperty(SEEN, self.door.view)
            raise
        except BaseException:
            self._kept.clear()  # whatever happened, read again
            raise
        done = replace(done, initiator=initiator)
        self._drop(done.changes)
        if done.changes:
            self.changed.emit(done.changes, initiator)
        return done

    def _focus_moved(self, _old, new) -> None:
        """A dialog taking the focus for the first time: what it shows is of the event as it
        is now (a change made from it is checked against what others changed since)."""
        window = new.window() if new is not None else None
        if isinstance(window, QDialog) and window.property(SEEN) is None:
            window.setProperty(SEEN, self.door.view)

    def poll(self) -> bool:
        """A look at what the tables sent and what other desks changed: the pages that show
        it hear `changed(Changes, who)` (who: the desk's name, or None). At another desk
        also whether the main desk is in reach (`reach`). True if something changed."""
        if self.door is None:
            return False
        if not self._lost_said:
            problem = self.door.problem()
            if problem and self.desk is None:
                self._lost_said = True
                self.file_lost.emit(problem)
            elif self.desk is not None and (problem or "") != self._reach_said:
                self._reach_said = problem or ""
                self.reach.emit(self._reach_said)
        news = self.door.poll()
        if news is None or not news.changes:
            return False
        self._drop(news.changes)
        self.changed.emit(news.changes, news.by)
        return True

    def watch_file(self) -> None:
        """Between changes (the window's timer): `file_lost` as soon as the path no longer
        names the file opened, or its content was overwritten (once; every refused change
        says it again)."""
        if self.door is None or self._lost_said or self.desk is not None:
            return
        problem = self.door.problem()
        if problem:
            self._lost_said = True
            self.file_lost.emit(problem)

    # -- reads (service/calls.py's READS, through the door) -----------------------------------
    @property
    def settings(self):
        return self._read("settings", "settings", depends=Changes(settings=True))

    def players(self):
        return self._read("players", "players", depends=PLAYERS)

    def player(self, start_no: int):
        return self._read(("player", start_no), "player", start_no, depends=PLAYERS)

    def games_seated(self) -> int:
        return self._read("games seated", "games_seated", depends=SEATING)

    def game(self, game_no: int):
        """The game's tables (read once until a result or a seating changes)."""
        return self._read(("game", game_no), "game", game_no, depends=GAMES)

    def table(self, game_no: int, table_no: int):
        for t in self.game(game_no).tables:
            if t.table == table_no:
                return t
        return self.door.read("table", game_no, table_no)  # says what is wrong

    def status(self):
        def make():
            seated = self.games_seated()
            return self.door.read("status", known=self.game(seated) if seated else None)
        return self._keep("status", make, depends=STATUS)

    def standings(self, after_game: int | None = None):
        """Event.standings(after_game): the rows now (final once complete) or after a game."""
        return self._read(("standings", after_game), "standings", after_game,
                          depends=STANDINGS)

    def payout(self):
        """The prize money from the kept final standings (computed once per change)."""
        return self._keep("payout", lambda: self.door.read("payout", known=self.standings()),
                          depends=STANDINGS)

    def tiebreak_values(self) -> dict:
        return self._read("tiebreak values", "tiebreak_values", depends=TIEBREAKS)

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
                          lambda: self.door.read("changed_tables", game_no,
                                                 known=self.game(game_no)),
                          depends=GAMES)

    def participants(self) -> set[int]:
        return self._read(("game", "participants"), "participants", depends=GAMES)

    def audit_log(self):
        return self.door.read("audit_log")

    def preview(self, game_no: int, table_no: int, **given):
        """The result form's live preview, from the kept game and settings (nothing read
        per keystroke, at the main desk or another)."""
        return results.preview_in(self, self.game(game_no), table_no, **given)

    def preview_csv(self, path, mapping: dict[str, int] | None = None):
        """What a CSV would add (`mapping`: its columns placed by hand)."""
        return self.door.read("preview_csv", path, mapping)

    def export_csv(self, kind: str, path) -> int:
        """A CSV export (players, standings, results) written here; the number of rows."""
        from ..service.export import write_rows
        return write_rows(*self.door.read("export_table", kind), path)

    def save_copy(self, dest):
        return self.door.save_copy(dest)

    @property
    def copy_problem(self) -> str | None:
        """Why the last automatic copy was not made (the change itself stands)."""
        return self.door.copy_problem

    def report_data(self, kind: str, game: int | None = None) -> dict:
        """The plain data a printed report shows (kept until the standings change)."""
        return self._read(("report", kind, game), "report_data", kind, game,
                          depends=STANDINGS)

    def report_event(self) -> dict:
        """The event's part of every printed report (name, date, paper, ...)."""
        return self._read(("report", "event"), "report_event", depends=STANDINGS)

    # -- undo and redo: what they would take back (service/history.py) ----------------------
    def undo_labels(self):
        """What Undo and Redo would take back: (text or None, text or None); at another
        desk its own changes only."""
        return self._read("undo labels", "undo_labels",
                          depends=EVERYTHING)  # every change writes a line of the log

    def said(self, entry) -> str:
        """An audit line's summary in the window's language (service/history_words.py; an
        undo or redo says what it took back, read through the door)."""
        if entry.action in ("undo", "redo"):
            return self.door.read("said", entry.id)
        return history_words.said(entry.action, entry.summary, entry.before, entry.after)

    def line_changes(self, line_id: int) -> str:
        """Before -> after of an audit line from its recorded row changes."""
        return self.door.read("line_changes", line_id)

    # -- results from the tables (service/entry.py, service/inbox.py) -------------------------
    def inbox_read(self):
        """What the tables of the game being played sent and waits (inbox.Inbox: by table,
        and the rows that cannot be read), and those rows in words ("" when all is read)."""
        def make():
            seated = self.games_seated()
            try:
                return self.door.read("inbox", known=self.game(seated) if seated else None)
            except ServiceError as exc:  # an unreadable inbox: said, the page shown
                return Inbox([], [], str(exc)), ""
        return self._keep("inbox", make, depends=INBOX)

    def inbox(self) -> list:
        """What the tables of the game being played sent and waits (inbox.Waiting, by table)."""
        return self.inbox_read()[0].tables

    def inbox_damaged(self) -> str:
        """The inbox's rows that cannot be read (or why it cannot be read at all), in one
        line ("" when all is read)."""
        found, words = self.inbox_read()
        return found.problem or words

    def sent(self, game_no: int, table_no: int):
        """What a table sent and waits (inbox.Waiting), or None."""
        return next((w for w in self.inbox() if w.game == game_no and w.table == table_no),
                    None)

    def poll_inbox(self) -> bool:
        """A look at what the tables sent (and other desks changed): see `poll`."""
        return self.poll()

    def entry_links(self, game_no: int) -> dict[int, str]:
        """Each table's page path of a game."""
        return self.door.read("entry_links", game_no)

    def sheet_links(self, game_no: int, base: str) -> dict:
        """The table sheets' codes while entry is on (`base`: the server's address; "": a
        `serve --entry` of this event running elsewhere, if any)."""
        return self.door.read("sheet_links", game_no, base)

    # -- the hall: the round clock and the announcement (service/hall.py) ---------------------
    def clock(self):
        """The round clock as stored (rules.clock.remaining gives the time left now)."""
        return self._read(("hall", "clock"), "clock", depends=CLOCK)

    def announcement(self) -> str:
        return self._read(("hall", "announcement"), "announcement", depends=ANNOUNCEMENT)

    # -- the main desk's other desks (service/desks.py; gui/desk_sharing.py) -----------------
    @property
    def main_desk(self) -> bool:
        """Whether this window holds the event file (it may share it with other desks)."""
        return self.event is not None

    def as_writer(self, job):
        """`job(event)` on the event this window holds: the desks' server's writer runs each
        change another desk asks for so (on this window's thread, gui/desk_sharing.py)."""
        if self.event is None:
            raise ServiceError("not the main desk")
        return job(self.event)

    def desks(self, seen: dict | None = None) -> list[dict]:
        """The other desks: [{"name", "role", "last_seen", "revoked"}]."""
        from ..service import desks
        return desks.desk_list(self.event, seen) if self.event is not None else []

    def make_desk(self, name: str, role: str) -> str:
        """A new desk's token (its link is shown once)."""
        from ..service import desks
        return self.as_writer(lambda event: desks.make_desk(event, name, role))

    def revoke_desk(self, name: str) -> None:
        from ..service import desks
        self.as_writer(lambda event: desks.revoke(event, name))

    def desk_link(self, token: str, where: tuple[str, int] | None) -> str:
        """A desk's join link: its token, where the desks' server listens (None: where the
        event file says), the certificate's pin."""
        from ..service import desks
        from ..web.desk_server import link_address
        db = self.event.db
        host, port = link_address(where or desks.address(db))
        return desks.link(host, port, token, desks.pin(db) or "")

    def close(self) -> None:
        self._poll_timer.stop()
        app = QApplication.instance()
        if app is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # (already gone)
                app.focusChanged.disconnect(self._focus_moved)
        if self.door is not None:
            self.door.close()
            self.door = None
        self._kept.clear()


def _dialog_of(initiator) -> QDialog | None:
    """The dialog `initiator` (what act was given: a widget, a model, a dialog) is part of."""
    obj = initiator
    while isinstance(obj, QObject):
        if isinstance(obj, QDialog):
            return obj
        obj = obj.parent()
    return None
