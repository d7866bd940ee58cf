"""The desks' WSGI app (Werkzeug), behind web/desk_server.py's TLS: each desk's private
address /d/TOKEN and what it asks there, as JSON.

    POST /d/TOKEN/hello      who this desk is, the event's name, its newest line
    POST /d/TOKEN/read       one of service/calls.py's READS (a reader's connection)
    POST /d/TOKEN/act        one of its ACTS, by the main desk's writer (request id, seen)
    POST /d/TOKEN/command    a command line run at the main desk (cli/desks.py)
    POST /d/TOKEN/request    whether the request with that id changed the event
    GET  /d/TOKEN/changes?after=N   what changed after line N (waits up to a second)

An unknown token is 404, a revoked desk's 403 (also mid-session: checked on every request), a
cross-site request 403, a body over MAX_BODY 413; every answer carries the pages' security
headers and is never cached. Roles are checked here for a command and a printed report, and by
`Event.action` for every change (service/asker.py)."""

from __future__ import annotations

import json
import logging
import sqlite3
from typing import Any

from werkzeug.exceptions import HTTPException
from werkzeug.routing import Map, Rule
from werkzeug.wrappers import Request, Response

from ..i18n import speaking
from ..service import calls, desks
from ..service.actions import role_allows
from ..service.asker import Asker, Conflict, asking, needs_role
from ..service.doors import run_act, run_read
from ..service.model import ServiceError
from ..service.wire import SentFile, WireError, decode, encode
from ..store.errors import EventFileError
from .app import SECURITY_HEADERS
from .desk_server import WAIT_MOST
from .guards import cross_site  # the tables' pages' own (web/guards.py)

MAX_BODY = 6 * 1024 * 1024  # a players CSV sent along (4 MB at most) as base64, and room
log = logging.getLogger("tournament_director.desks")

ROUTES = Map([
    Rule("/d/<token>/changes", endpoint="changes", methods=["GET"]),
    Rule("/d/<token>/<call>", endpoint="call", methods=["POST"]),
], strict_slashes=False, merge_slashes=False)


class DeskRequest(Request):
    max_content_length = MAX_BODY


def _json(doc: Any, status: int = 200) -> Response:
    response = Response(json.dumps(doc, ensure_ascii=False), status=status,
                        content_type="application/json; charset=utf-8")
    response.headers["Cache-Control"] = "no-store"
    return response


def refusal(exc: BaseException) -> dict:
    """A refused call as the desk is told it (the same words the main desk would say)."""
    kind = "conflict" if isinstance(exc, Conflict) else "refused"
    doc = {"error": str(exc), "kind": kind}
    field = getattr(exc, "field", "")
    if field:
        doc["field"] = field
    return doc


def answer(call: Any) -> dict:
    """Run `call()`; its value, or the refusal as the desk is told it."""
    try:
        return {"ok": encode(call())}
    except (ServiceError, EventFileError) as exc:
        return refusal(exc)
    except sqlite3.Error as exc:
        from ..store.errors import from_sqlite_error
        return refusal(from_sqlite_error(exc, None))


def make_app(server):
    """The WSGI callable over a DeskServer (web/desk_server.py)."""

    def dispatch(environ) -> Response:
        request = DeskRequest(environ)
        if cross_site(request):
            return _json({"error": "cross-site request refused"}, 403)
        try:
            endpoint, values = ROUTES.bind_to_environ(environ).match()
            return _desk_call(server, request, endpoint, values)
        except HTTPException as exc:
            code = exc.code if exc.code and exc.code >= 400 else 404
            return _json({"error": exc.name}, code)
        except Exception:  # a fault of ours: one line in the log, a refusal to the desk
            log.exception("desk call failed: %s", environ.get("PATH_INFO"))
            return _json({"error": "internal error at the main desk", "kind": "internal"},
                         500)

    def app(environ, start_response):
        response = dispatch(environ)
        response.headers.extend(SECURITY_HEADERS)
        return response(environ, start_response)

    return app


def _desk_call(server, request: Request, endpoint: str, values: dict) -> Response:
    token = values["token"]
    with server.reading() as event:
        desk = desks.desk_of(event.db, token)
        if desk is None:
            revoked = desks.revoked(event.db, token)
            return _json({"error": "revoked" if revoked else "unknown desk",
                          "kind": "revoked" if revoked else "unknown"},
                         403 if revoked else 404)
        server.heard(desk.name)
        if endpoint == "changes":
            after = request.args.get("after", type=int, default=0)
        else:
            try:
                body = json.loads(request.get_data(cache=False) or b"{}")
            except ValueError:
                return _json({"error": "not JSON"}, 400)
            if not isinstance(body, dict):
                return _json({"error": "not a JSON object"}, 400)
            if values["call"] in ("hello", "read", "request"):
                return _json(_read_call(event, desk, values["call"], body))
    if endpoint == "changes":
        return _json(_changes(server, after))
    call = values["call"]
    if call == "act":
        return _json(_act(server, desk, body))
    if call == "command":
        return _json(_command(server, desk, body))
    return _json({"error": f"no such call: {call}"}, 404)


def _asker(desk, body: dict) -> Asker:
    seen = body.get("seen")
    request = body.get("id")
    return Asker(desk.name, desk.role, seen if isinstance(seen, int) else None,
                 request if isinstance(request, str) and 16 <= len(request) <= 64 else None)


def _read_call(event, desk, call: str, body: dict) -> dict:
    from ..store import records
    if call == "hello":
        return {"ok": {"desk": desk.name, "role": desk.role, "event": event.settings.name,
                       "head": records.last_line(event.db)}}
    if call == "request":
        found = desks.done_before(event.db, str(body.get("id", "")))
        return {"ok": None if found is None else {"line": found[1],
                                                   "answer": found[2]}}
    name = body.get("name")
    if name not in calls.READS:
        return {"error": f"no such read: {name!r}", "kind": "refused"}
    needed = calls.READ_ROLES.get(name)
    with speaking(body.get("lang")), asking(_asker(desk, body)):
        if needed is not None and not role_allows(desk.role, needed):
            return refusal(ServiceError(needs_role(desk.role, name, needed)))
        try:
            args, kwargs = _arguments(body, name)
        except WireError as exc:
            return {"error": str(exc), "kind": "refused"}
        kwargs.pop("known", None)
        result = answer(lambda: run_read(event, name, args, kwargs))
        result["head"] = records.last_line(event.db)
        return result


def _arguments(body: dict, name: str = "") -> tuple[list, dict]:
    """The call's arguments as the desk sent them; a file it names must be one it sent along
    (never a path of the main desk's own disk)."""
    args = decode(body.get("args") or [], records=False)
    kwargs = decode(body.get("kwargs") or {}, records=False)
    if not isinstance(args, list) or not isinstance(kwargs, dict):
        raise WireError("arguments are a list and an object")
    place = calls.FILE_ARGS.get(name)
    if place is not None and (place >= len(args) or not isinstance(args[place], SentFile)):
        raise WireError("a file is sent along, not named")
    if any(isinstance(v, SentFile) for v in kwargs.values()) or (place is None and any(
            isinstance(v, SentFile) for v in args)):
        raise WireError("no file goes with this call")
    return args, kwargs


def _once(server, asker: Asker, run) -> dict:
    """`run(event)` by the writer, as `asker`; a request sent again with the same id is
    answered as the first time (the event file keeps the ids: also after a restart)."""
    def job(event):
        if asker.request is not None:
            found = desks.done_before(event.db, asker.request)
            if found is not None:  # (its answer, unless the main desk stopped before that)
                return json.loads(found[2]) if found[2] else {"again": found[1]}
        with asking(asker):
            doc = run(event)
        if asker.request is not None and "error" not in doc:
            desks.keep_answer(event, asker.request, json.dumps(doc, ensure_ascii=False))
        return doc
    return server.write(job)


def _act(server, desk, body: dict) -> dict:
    name = body.get("name")
    fn = calls.ACTS.get(name) if isinstance(name, str) else None
    if fn is None:
        return {"error": f"no such action: {name!r}", "kind": "refused"}
    try:
        args, kwargs = _arguments(body, name)
    except WireError as exc:
        return {"error": str(exc), "kind": "refused"}
    with speaking(body.get("lang")):
        return _once(server, _asker(desk, body),
                     lambda event: answer(lambda: run_act(event, fn, args, kwargs)))


def _command(server, desk, body: dict) -> dict:
    """A command line run here (cli/desks.py: `plan` says whether it changes the event and
    refuses one outside the desk's role, `run` runs it with its output kept)."""
    if server.commands is None:
        return {"error": "this main desk takes no command lines", "kind": "refused"}
    argv = body.get("argv")
    if not isinstance(argv, list) or not all(isinstance(w, str) for w in argv):
        return {"error": "argv is a list of words", "kind": "refused"}
    files = body.get("files") or {}
    asker, lang = _asker(desk, body), body.get("lang")
    with speaking(lang):
        changes, refused = server.commands.plan(argv, desk.role)
    if refused is not None:  # outside the role, or not a command a desk runs: said at once
        return refused
    if not changes:
        with server.reading() as event:
            return server.commands.run(event, argv, asker, files, lang)
    return _once(server, asker,
                 lambda event: server.commands.run(event, argv, asker, files, lang))


def _changes(server, after: int) -> dict:
    head = server.hub.wait(after, WAIT_MOST) if server.hub.head == after else server.hub.head
    if head == after:
        return {"ok": {"head": head, "reset": False, "changes": [], "lines": []}}
    with server.reading() as event:
        return {"ok": desks.news(event.db, after)}
