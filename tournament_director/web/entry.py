"""A table's own page (`serve --entry`): /t/TOKEN shows the table's players and a form for its
result; a result sent is checked as `record` checks it and kept in the inbox, never in the
event (service/entry.py, store/inbox.py). /t/TOKEN/sent says that it waits for the director.
A player's own address (`entry-links --seats`) is the same page; what it sends is that
player's. On the table's address each phone is a sender of its own (a cookie).

Answers: 200 (the page), 303 to the sent page after a result is kept; 403 for a POST from
another site's page (web/guards.py); 404 for an unknown token (or one renewed), 410 for an
earlier game's (and for a table recorded already, 409 to a POST), 413 for a body over 64 KB,
422 (the form again, with what is wrong) for what `record` would refuse, 429 for a sender's
sixth send in a minute or a table with MOST_WAITING senders waiting (counted in the inbox's
`refused`). Nothing is kept unless the answer is 303. Each request reads the event afresh
when it changed (`Desk.facts`): a table recorded, a rejection or new addresses count at
once."""

from __future__ import annotations

import logging
import os
import threading
from collections import Counter
from pathlib import Path

from markupsafe import escape
from werkzeug.exceptions import NotFound
from werkzeug.wrappers import Request, Response

from ..i18n import _
from ..service import entry
from ..service.event import Event
from ..service.model import ServiceError
from ..store import reader
from . import guards
from .pages import HTML

log = logging.getLogger("tournament_director.web")
MOST_WAITING = 20  # senders standing at one table (one submission each)
MOST_PER_MINUTE = 5  # sends one sender makes in a minute
FLUSH_SECONDS = 1.0  # refused sends counted in memory, then kept in the inbox


class Desk:
    """What `serve --entry` keeps for the whole run: the inbox it writes, its own reading
    connection to the event (read again whenever the event changed), the sends per sender and
    the count of refused sends."""

    def __init__(self, event_path):
        self.path = Path(event_path)
        self.inbox = entry.InboxWriter(event_path)
        self.limit = guards.SendLimit(MOST_PER_MINUTE, 60)
        self._lock = threading.Lock()
        self._event: Event | None = None
        self._seen: tuple | None = None  # (the file's id, its data_version) of _facts
        self._facts: entry.Facts | None = None
        self._refused: Counter = Counter()
        self._timer: threading.Timer | None = None

    def facts(self) -> entry.Facts:
        """What the tables' pages need of the event, as it is now."""
        with self._lock:
            try:
                st = os.stat(self.path)
                file_id = (st.st_dev, st.st_ino)
            except OSError:
                file_id = None
            if self._event is None or (self._seen and self._seen[0] != file_id):
                if self._event is not None:  # replaced (a restore): read the new file
                    self._event.close()
                    self._event = None
                self._event = Event(reader.open_reader(self.path))
                self._facts = None
            seen = (file_id, reader.data_version(self._event.file))
            if self._facts is None or seen != self._seen:
                with reader.one_read(self._event.file):
                    self._facts = entry.facts(Event(self._event.file))  # no cached settings
                self._seen = seen
            return self._facts

    def refused(self, game: int, table: int, seated_at: str) -> None:
        """One send refused (too many): kept in the inbox within FLUSH_SECONDS."""
        with self._lock:
            self._refused[(game, table, seated_at)] += 1
            if self._timer is None:
                self._timer = threading.Timer(FLUSH_SECONDS, self._flush)
                self._timer.daemon = True
                self._timer.start()

    def _flush(self) -> None:
        with self._lock:
            counts, self._refused, self._timer = dict(self._refused), Counter(), None
        if counts:
            try:
                self.inbox.refused(counts, entry.received_now())
            except Exception:  # noqa: BLE001 - a count, never worth stopping the server
                log.exception("the refused sends could not be counted in the inbox")

    def close(self) -> None:
        with self._lock:
            timer = self._timer
        if timer is not None:
            timer.cancel()
        self._flush()
        try:
            self.inbox.serving(None)
        finally:
            self.inbox.close()
            if self._event is not None:
                self._event.close()


def _answer(snap, status: int, *, title: str, message: str = "", token: str = "",
            quiet: bool = False, **values) -> Response:
    body = snap.renderer.render("table.html", "table", quiet=quiet, root="/", title=title,
                                message=message, token=token, **values)
    response = Response(body, status=status, content_type=HTML)
    response.headers["Cache-Control"] = "no-store"
    return response


class Here:
    """One request to a table's page: the event as it is, the page, the table, the sender."""

    def __init__(self, snap, request: Request, token: str, facts, page, table):
        self.snap, self.request, self.token = snap, request, token
        self.facts, self.page, self.table = facts, page, table
        self.new_sender = None
        if page.start_no is not None:
            self.sender = f"seat:{page.start_no}"
        else:
            self.sender = guards.sender_of(request) or ""
            if not self.sender:
                self.sender = self.new_sender = guards.new_sender()
            self.sender = "phone:" + self.sender

    @property
    def after(self) -> int:
        """The director's last rejection of this table (what came before no longer counts)."""
        return self.facts.rejected.get((self.table.table, self.snap.desk.inbox.uid), 0)

    def done(self, response: Response) -> Response:
        if self.new_sender is not None:
            guards.keep_sender(response, self.new_sender, f"/t/{self.token}")
        return response


def _find(snap, request: Request, token: str):
    """(Here, None) for a token of a table whose result waits, or (None, the refusal)."""
    if snap.desk is None:
        raise NotFound()
    facts = snap.desk.facts()
    page = facts.pages.get(token)
    if page is None:
        return None, _answer(snap, 404, title=_("No such table page"), message=_(
            "This address is not a table's page of this event: scan the code on your "
            "table's score sheet again, or ask the director."))
    if facts.game is None or page.game != facts.game.game:
        return None, _answer(snap, 410, title=_("Game {game} is over").format(game=page.game),
                             message=_("This page was for table {table} of game {game}: "
                                       "use the code on your table's sheet of game {now}.")
                             .format(table=page.table, game=page.game, now=facts.game.game
                                     if facts.game else page.game))
    table = facts.table(page.table)
    if table.has_result:
        recorded = entry.Submission(0, "", table.game, table.table, "", table.places or {},
                                    table.results, table.items or {}, "")
        return None, _answer(
            snap, 409 if request.method == "POST" else 410,
            title=_("Table {table}: already recorded").format(table=table.table),
            message=_("The director has already recorded the result of table {table}: "
                      "nothing more to send.").format(table=table.table),
            shown=entry.sent_lines(facts.settings, table, recorded, facts.names))
    return Here(snap, request, token, facts, page, table), None


def _page(here: Here, status: int = 200, form=None, *, sent_view: bool = False,
          message: str = "", quiet: bool = False) -> Response:
    facts, table = here.facts, here.table
    rows = here.snap.desk.inbox.of_table(table.game, table.table, facts.seated_at)
    stand = entry.standing(rows, renewal=here.page.renewal, after=here.after)
    mine = next((s for s in stand if s.sender == here.sender), None)
    others = [s for s in stand if s.sender != here.sender and not entry.is_stale(s, table)]

    def lines(s):
        return entry.sent_lines(facts.settings, table, s, facts.names)

    newest_other = others[-1] if others else None
    differ = len({entry.same_key(s) for s in others}) > 1  # no one tap agrees with one of them
    offer = newest_other is not None and not differ and (
        mine is None or entry.is_stale(mine, table)
        or entry.same_key(mine) != entry.same_key(newest_other))
    values = {
        "form": form or entry.empty_form(facts.settings, table, facts.names),
        "seat": table.players.index(here.page.start_no) + 1
        if here.page.start_no is not None else None,
        "player": facts.names.get(here.page.start_no, "") if here.page.start_no else "",
        "mine": lines(mine) if mine else None,
        "mine_stale": mine is not None and entry.is_stale(mine, table),
        "others": [dict(lines(s), same=mine is not None and
                        entry.same_key(s) == entry.same_key(mine)) for s in others],
        "others_differ": differ,
        "same": entry.record_syntax(facts.settings, newest_other) if offer else None,
        "same_by": lines(newest_other)["by"] if offer else "",
        "rejected": mine is None and any(s.sender == here.sender and s.seq <= here.after
                                         for s in rows),
        "sent_view": sent_view}
    if sent_view:  # it reloads (as the players' pages do): it says once it is recorded
        values.update(reloading=not quiet, here=f"/t/{here.token}/sent")
    title = _("Table {table} - game {game}").format(table=table.table, game=table.game)
    return here.done(_answer(here.snap, status, title=title, message=message,
                             token=here.token, quiet=quiet, **values))


def table_page(snap, request: Request, token: str) -> Response:
    if request.method == "POST" and guards.cross_site(request):
        return _answer(snap, 403, title=_("Not sent"), message=_(
            "This was sent from another site's page: open your table's page itself (scan "
            "the code on the score sheet) and send the result there."))
    here, refusal = _find(snap, request, token)
    if here is None:
        return refusal
    if request.method != "POST":
        return _page(here)
    return _submit(here)


def sent_page(snap, request: Request, token: str) -> Response:
    here, refusal = _find(snap, request, token)
    if here is None:
        return refusal
    return _page(here, sent_view=True, quiet=request.args.get("refresh") == "off")


def _too_many(here: Here, form, text: str) -> Response:
    here.snap.desk.refused(here.table.game, here.table.table, here.facts.seated_at)
    return _page(here, 429, form, message=text)


def _submit(here: Here) -> Response:
    posted = here.request.form  # a body over 64 KB: 413 (RequestEntityTooLarge)
    facts, table = here.facts, here.table
    form = None
    try:
        if "ranks" in posted or "results" in posted:
            given = entry.read_record_syntax(facts.settings, posted.get("ranks"),
                                             posted.get("results"), posted.get("points", ""))
        else:
            form = entry.read_form(facts.settings, table, facts.names, posted)
            given = form.record_kwargs()  # or its refusal (an InputError)
        places, results, items = entry.check(facts, table, **given)
    except ServiceError as exc:
        return _page(here, 422, form, message=_("Not sent: {reason}").format(reason=str(exc)))
    key = (table.game, table.table, facts.seated_at, here.page.renewal, here.after,
           here.sender)  # a rejection or new addresses: a new count
    if here.snap.desk.limit.full(key):
        return _too_many(here, form, _(
            "Not sent: this phone has sent {n} results in the last minute. Wait a minute, or "
            "tell the director at the desk.").format(n=MOST_PER_MINUTE))
    page = here.page
    kept = here.snap.desk.inbox.add(entry.Submission(
        0, here.token, table.game, table.table, facts.seated_at, places, results, items,
        entry.received_now(), sender=here.sender,
        seat=table.players.index(page.start_no) + 1 if page.start_no is not None else None,
        start_no=page.start_no, lineup=table.players, renewal=page.renewal),
        after=here.after, most=MOST_WAITING)
    if kept is None:
        return _too_many(here, form, _(
            "Not sent: results from {n} phones wait for table {table} already. Tell the "
            "director at the desk.").format(n=MOST_WAITING, table=table.table))
    here.snap.desk.limit.note(key)
    log.info("table %s of game %s sent a result (%s)", table.table, table.game, kept.seq)
    where = f"/t/{here.token}/sent"
    said = escape(_("Sent \u2013 waiting for the director"))  # (the browser goes on to it)
    response = Response(f'<!doctype html><p><a href="{where}">{said}</a></p>', status=303,
                        content_type=HTML, headers={"Location": where})
    response.headers["Cache-Control"] = "no-store"
    return here.done(response)
