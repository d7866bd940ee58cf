"""The WSGI app (Werkzeug): its routes answer from the current snapshot's pages in memory.

Routes live in ROUTES, each endpoint in VIEWS (a function of the snapshot, the request and
the route's values, returning a Response); templates are in templates/. A form that posts
adds a Rule with methods=["GET", "POST"], a view that reads `request.form` (bodies are
capped by Request.max_content_length) and its template."""

from __future__ import annotations

import logging
import threading
from collections.abc import Mapping

from werkzeug.exceptions import HTTPException, MethodNotAllowed, NotFound
from werkzeug.routing import Map, Rule
from werkzeug.wrappers import Request, Response

from .pages import HTML, Renderer, Resource, static_pages

SECURITY_HEADERS = [
    ("Content-Security-Policy", "default-src 'none'; style-src 'self'; img-src 'self' data:; "
     "form-action 'self'; base-uri 'none'; frame-ancestors 'none'"),
    ("X-Content-Type-Options", "nosniff"),
    # same-origin, not no-referrer: with no-referrer a browser sends `Origin: null` with the
    # page's own form, which could not be told from another site's (web/guards.py)
    ("Referrer-Policy", "same-origin"),
    ("X-Frame-Options", "DENY"),
]
MAX_QUERY = 100  # characters of a search; a name is never longer
MAX_BODY = 64 * 1024  # bytes of a request body (only a table's page takes one)
log = logging.getLogger("tournament_director.web")


_NOT_YET = object()


class Pages(Mapping):
    """The files of a site by name, each made once: the main pages and data.json at once,
    a player's page (and, `quiet`, any page without its reload) when first asked for, then
    kept. So after a change only the pages that phones ask for are made again."""

    def __init__(self, renderer: Renderer, quiet: bool = False, eager=()):
        self.renderer = renderer
        self.quiet = quiet
        self._names = renderer.names()
        self._known = set(self._names)
        self._made: dict[str, Resource | None] = {n: renderer.file(n, quiet) for n in eager}
        self._lock = threading.Lock()

    def get(self, name, default=None):
        if name not in self._known:
            return default
        found = self._made.get(name, _NOT_YET)
        if found is _NOT_YET:
            with self._lock:
                found = self._made.get(name, _NOT_YET)
                if found is _NOT_YET:
                    found = self._made[name] = self.renderer.file(name, self.quiet)
        return default if found is None else found

    def __getitem__(self, name: str) -> Resource:
        found = self.get(name)
        if found is None:
            raise KeyError(name)
        return found

    def __iter__(self):
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)


class Snapshot:
    """Every page of the event at one moment; requests only look them up (see Pages)."""

    def __init__(self, data: dict, live: bool = True, order: str = "name", desk=None):
        self.data = data
        self.desk = desk  # serve --entry: the tables' pages' inbox and look at the event
        self.renderer = Renderer(data, live, order)
        self.files = Pages(self.renderer, eager=(*static_pages(), "style.css", "data.json"))
        self.quiet_files = Pages(self.renderer, quiet=True)

    def quiet(self, name: str) -> Resource | None:
        """The page without its reload (and its links keep ?refresh=off)."""
        return self.quiet_files.get(name)


class Holder:
    """The current snapshot; the watcher swaps in a new one (one reference assignment)."""

    def __init__(self, snapshot: Snapshot | None = None):
        self.snapshot = snapshot
        self.changed = threading.Event()  # set after each swap (tests and the benchmark wait)

    def set(self, snapshot: Snapshot) -> None:
        self.snapshot = snapshot
        self.changed.set()


class SiteRequest(Request):
    max_content_length = MAX_BODY
    max_form_memory_size = MAX_BODY


# -- the routes -----------------------------------------------------------------------------
ROUTES = Map([
    Rule("/", endpoint="page", defaults={"name": "index.html"}, methods=["GET"]),
    Rule("/find", endpoint="find", methods=["GET"]),
    Rule("/t/<token>", endpoint="table", methods=["GET", "POST"]),  # serve --entry only
    Rule("/t/<token>/sent", endpoint="sent", methods=["GET"]),
    Rule("/<name>", endpoint="page", methods=["GET"]),
], merge_slashes=False, strict_slashes=False, redirect_defaults=False)  # HEAD: with each GET


def quiet(request: Request) -> bool:
    """The reader stopped the reloading (WCAG 2.2.1): ?refresh=off."""
    return request.args.get("refresh") == "off"


def page(snap: Snapshot, request: Request, name: str) -> Response:
    res = snap.quiet(name) if quiet(request) else snap.files.get(name)
    if res is None:
        raise NotFound()
    response = Response(res.body, content_type=res.content_type)
    response.set_etag(res.etag)
    response.headers["Cache-Control"] = "max-age=3600" if name == "style.css" else "no-cache"
    return response.make_conditional(request)


def find(snap: Snapshot, request: Request) -> Response:
    query = request.args.get("q", "")[:MAX_QUERY]
    matches = snap.renderer.find(query)
    off = quiet(request)
    jump = snap.renderer.jump(query, matches)
    if jump is not None:
        target = f"player-{jump['start_no']}.html" + ("?refresh=off" if off else "")
        response = Response(status=303, headers={"Location": target})
    else:
        response = Response(snap.renderer.found(query, matches, off), content_type=HTML)
    response.headers["Cache-Control"] = "no-store"
    return response


def table(snap: Snapshot, request: Request, token: str) -> Response:
    if snap.desk is None:  # a read-only serve: no such page, and nothing can be sent
        raise MethodNotAllowed() if request.method == "POST" else NotFound()
    from .entry import table_page  # here: a read-only serve never loads it
    return table_page(snap, request, token)


def sent(snap: Snapshot, request: Request, token: str) -> Response:
    from .entry import sent_page
    return sent_page(snap, request, token)


VIEWS = {"page": page, "find": find, "table": table, "sent": sent}


# -- the app ----------------------------------------------------------------------------------
def error_response(snap: Snapshot | None, status: int, request: Request | None) -> Response:
    """A refusal as a page of the site (styled, in its language); plain text before the
    first snapshot."""
    off = request is not None and quiet(request)
    if snap is not None:
        body = snap.renderer.error(status, off)
        response = Response(body, status=status, content_type=HTML)
    else:
        response = Response("Starting: try again in a moment.\n", status=status,
                            content_type="text/plain; charset=utf-8")
    if status == 405:
        response.headers["Allow"] = "GET, HEAD"
        if request is not None and snap is not None and snap.desk is not None and \
                request.path.startswith("/t/") and not request.path.endswith("/sent"):
            response.headers["Allow"] = "GET, HEAD, POST"
    if status == 503:
        response.headers["Retry-After"] = "2"
    response.headers["Cache-Control"] = "no-store"
    return response


def make_app(holder: Holder):
    """The WSGI callable over `holder`'s snapshot. Every answer carries SECURITY_HEADERS."""

    def dispatch(environ) -> Response:
        request = SiteRequest(environ)
        snap = holder.snapshot
        if snap is None:
            return error_response(None, 503, request)
        try:
            endpoint, values = ROUTES.bind_to_environ(environ).match()
            return VIEWS[endpoint](snap, request, **values)
        except MethodNotAllowed:
            return error_response(snap, 405, request)
        except HTTPException as exc:  # no such page (a routing redirect too), a body too big
            code = exc.code if exc.code and exc.code >= 400 else 404
            return error_response(snap, code, request)
        except Exception:  # a fault of ours: one line in the log, a page to the phone
            log.exception("web page failed: %s", environ.get("PATH_INFO"))
            return error_response(snap, 500, request)

    def app(environ, start_response):
        response = dispatch(environ)
        response.headers.extend(SECURITY_HEADERS)
        return response(environ, start_response)

    return app
