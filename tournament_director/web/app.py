"""The WSGI app: serves the pages of the current snapshot from memory (GET and HEAD only)."""

from __future__ import annotations

import threading
from html import escape
from urllib.parse import parse_qs

from ..i18n import _, language
from .pages import Renderer, Resource, _resource, search

SECURITY_HEADERS = [
    ("Content-Security-Policy", "default-src 'none'; style-src 'self'; img-src 'self' data:; "
     "form-action 'self'; base-uri 'none'; frame-ancestors 'none'"),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
    ("X-Frame-Options", "DENY"),
]
MAX_QUERY = 100  # characters of a search; a name is never longer


class Snapshot:
    """Every page of the event at one moment, rendered once; requests only look them up."""

    def __init__(self, data: dict, live: bool = True):
        self.data = data
        self.renderer = Renderer(data, live)
        self.files: dict[str, Resource] = self.renderer.site()


class Holder:
    """The current snapshot; the watcher swaps in a new one (one reference assignment)."""

    def __init__(self, snapshot: Snapshot | None = None):
        self.snapshot = snapshot
        self.changed = threading.Event()  # set after each swap (tests and the benchmark wait)

    def set(self, snapshot: Snapshot) -> None:
        self.snapshot = snapshot
        self.changed.set()


_not_found: dict[str, Resource] = {}  # language -> the page


def not_found() -> Resource:
    """The page of an address that is none, in the language of the pages."""
    lang = language()
    if lang not in _not_found:
        body = (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>'
                + escape(_("Not found")) + "</title></head><body><p>"
                + escape(_("There is no such page.")) + ' <a href="index.html">'
                + escape(_("Find your table")) + "</a>.</p></body></html>\n")
        _not_found[lang] = _resource(body.encode("utf-8"), "text/html; charset=utf-8")
    return _not_found[lang]


def make_app(holder: Holder):
    """The WSGI callable over `holder`'s snapshot."""

    def app(environ, start_response):
        method = environ.get("REQUEST_METHOD", "GET")
        if method not in ("GET", "HEAD"):
            body = (_("Only GET and HEAD: these pages are read-only.") + "\n").encode("utf-8")
            start_response("405 Method Not Allowed", [
                ("Allow", "GET, HEAD"), ("Content-Type", "text/plain; charset=utf-8"),
                ("Content-Length", str(len(body))), *SECURITY_HEADERS])
            return [body]
        snap = holder.snapshot
        path = environ.get("PATH_INFO", "") or "/"
        name = "index.html" if path == "/" else path[1:] if path.startswith("/") else None
        status, res, extra = "200 OK", None, []
        if snap is None:
            status, res = "503 Service Unavailable", not_found()
            extra = [("Retry-After", "2")]
        elif name == "find":
            query = parse_qs(environ.get("QUERY_STRING", "")).get("q", [""])[0][:MAX_QUERY]
            matches = search(snap.data["players"], query)
            if len(matches) == 1:
                start_response("303 See Other", [
                    ("Location", f"player-{matches[0]['start_no']}.html"),
                    ("Content-Length", "0"), ("Cache-Control", "no-store"), *SECURITY_HEADERS])
                return [b""]
            res = _resource(snap.renderer.found(query, matches), "text/html; charset=utf-8")
            extra = [("Cache-Control", "no-store")]
        else:
            res = snap.files.get(name) if name else None
            if res is None:
                status, res = "404 Not Found", not_found()
            else:
                cache = "max-age=3600" if name == "style.css" else "no-cache"
                extra = [("ETag", res.etag), ("Cache-Control", cache)]
                if res.etag in _etags(environ.get("HTTP_IF_NONE_MATCH", "")):
                    start_response("304 Not Modified", [*extra, *SECURITY_HEADERS])
                    return [b""]
        start_response(status, [("Content-Type", res.content_type),
                                ("Content-Length", str(len(res.body))), *extra,
                                *SECURITY_HEADERS])
        return [b"" if method == "HEAD" else res.body]

    return app


def _etags(header: str) -> set[str]:
    return {part.strip().removeprefix("W/") for part in header.split(",") if part.strip()}
