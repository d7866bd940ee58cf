"""A table's own page (`serve --entry`): /t/TOKEN shows the table's players and a form for its
result; a result sent is checked as `record` checks it and kept in the inbox, never in the
event (service/entry.py, store/inbox.py). /t/TOKEN/sent says that it waits for the director.

Answers: 200 (the page), 303 to the sent page after a result is kept; 404 for an unknown
token, 410 for an earlier game's (and for a table recorded already, 409 to a POST), 413 for
a body over 64 KB, 422 (the form again, with what is wrong) for what `record` would refuse,
429 once a table sent MOST_PER_TOKEN results. Nothing is kept unless the answer is 303."""

from __future__ import annotations

import logging

from werkzeug.exceptions import NotFound
from werkzeug.wrappers import Request, Response

from ..i18n import _
from ..service import entry
from ..service.model import ServiceError
from .pages import HTML

log = logging.getLogger("tournament_director.web")


class Desk:
    """What `serve --entry` keeps for the whole run: the inbox it writes."""

    def __init__(self, event_path):
        self.inbox = entry.InboxWriter(event_path)

    def close(self) -> None:
        self.inbox.close()


def _answer(snap, status: int, *, title: str, message: str = "", token: str = "",
            quiet: bool = False, **values) -> Response:
    body = snap.renderer.render("table.html", "table", quiet=quiet, root="/", title=title,
                                message=message, token=token, **values)
    response = Response(body, status=status, content_type=HTML)
    response.headers["Cache-Control"] = "no-store"
    return response


def _where(snap, token: str):
    """(facts, game, table view) of a token of the game being played, or a refusal."""
    facts = snap.entry
    if facts is None or snap.desk is None:
        raise NotFound()
    found = facts.tokens.get(token)
    if found is None:
        return None, _answer(snap, 404, title=_("No such table page"), message=_(
            "This address is not a table's page of this event: scan the code on your "
            "table's score sheet again, or ask the director."))
    game_no, table_no = found
    if facts.game is None or game_no != facts.game.game:
        return None, _answer(snap, 410, title=_("Game {game} is over").format(game=game_no),
                             message=_("This page was for table {table} of game {game}: "
                                       "use the code on your table's sheet of game {now}.")
                             .format(table=table_no, game=game_no, now=facts.game.game
                                     if facts.game else game_no))
    return (facts, game_no, facts.table(table_no)), None


def _recorded(snap, facts, table, status: int) -> Response:
    recorded = entry.Submission(0, "", table.game, table.table, "", table.places,
                                table.results, table.items or {}, "", "")
    return _answer(snap, status, title=_("Table {table}: recorded").format(table=table.table),
                   message=_("The director has recorded the result of table {table}: nothing "
                             "more to send.").format(table=table.table),
                   shown=entry.sent_lines(facts.settings, table, recorded, facts.names))


def _sent(snap, facts, token: str, table) -> tuple[list, bool]:
    """(what this page sent that still counts, oldest first; whether the director rejected
    what it sent last)."""
    mine = snap.desk.inbox.of_token(token)
    counted = facts.counted(snap.desk.inbox.uid, mine, table.table)
    return counted, bool(mine) and not counted


def _page(snap, facts, token, table, status=200, form=None, *, sent_view=False,
          message="", quiet=False) -> Response:
    counted, rejected = _sent(snap, facts, token, table)
    newest = counted[-1] if counted else None
    title = _("Table {table} - game {game}").format(table=table.table, game=table.game)
    values = {"form": form or entry.empty_form(facts.settings, table, facts.names),
              "newest": entry.sent_lines(facts.settings, table, newest, facts.names)
              if newest else None,
              "same": entry.record_syntax(facts.settings, newest) if newest else None,
              "rejected": rejected, "sent_view": sent_view, "agreeing": 0}
    if newest is not None:
        values["agreeing"] = sum(1 for s in counted[:-1]
                                 if entry.same_key(s) == entry.same_key(newest))
    if sent_view:  # it reloads (as the players' pages do): it says once it is recorded
        values.update(reloading=not quiet, here=f"/t/{token}/sent")
    return _answer(snap, status, title=title, message=message, token=token, quiet=quiet,
                   **values)


def _open(snap, request: Request, token: str):
    """(facts, the table) of a token whose table waits for its result, or the refusal."""
    found, refusal = _where(snap, token)
    if refusal is not None:
        return None, refusal
    facts, _game_no, table = found
    if table.has_result:
        return None, _recorded(snap, facts, table, 409 if request.method == "POST" else 410)
    return (facts, table), None


def table_page(snap, request: Request, token: str) -> Response:
    found, refusal = _open(snap, request, token)
    if refusal is not None:
        return refusal
    facts, table = found
    if request.method != "POST":
        return _page(snap, facts, token, table)
    return _submit(snap, request, facts, token, table)


def sent_page(snap, request: Request, token: str) -> Response:
    found, refusal = _open(snap, request, token)
    if refusal is not None:
        return refusal
    facts, table = found
    return _page(snap, facts, token, table, sent_view=True,
                 quiet=request.args.get("refresh") == "off")


def _submit(snap, request: Request, facts, token: str, table) -> Response:
    posted = request.form  # a body over 64 KB: 413 (RequestEntityTooLarge)
    settings = facts.settings
    form = None
    try:
        if "ranks" in posted or "results" in posted:
            given = entry.read_record_syntax(settings, posted.get("ranks"),
                                             posted.get("results"), posted.get("points", ""))
        else:
            form = entry.read_form(settings, table, facts.names, posted)
            given = form.record_kwargs()  # or its refusal (an InputError)
        places, results, items = entry.check(facts, table, **given)
    except ServiceError as exc:
        return _page(snap, facts, token, table, 422, form,
                     message=_("Not sent: {reason}").format(reason=str(exc)))
    kept = snap.desk.inbox.add(token=token, game=table.game, table=table.table,
                               seated_at=facts.seated_at, places=places, results=results,
                               items=items, received_at=entry.received_now(),
                               device=request.remote_addr or "", most=entry.MOST_PER_TOKEN)
    if kept is None:
        return _page(snap, facts, token, table, 429, form, message=_(
            "Not sent: this table has sent {n} results already. Tell the director at the "
            "desk.").format(n=entry.MOST_PER_TOKEN))
    log.info("table %s of game %s sent a result (%s)", table.table, table.game, kept.seq)
    response = _page(snap, facts, token, table, 303, sent_view=True)
    response.headers["Location"] = f"/t/{token}/sent"
    return response
