"""A desk's side of the wire: its join link, the pinned TLS connection to the main desk, the
calls as JSON, and `RemoteDoor`, the window's door at a desk (service/doors.py's other
implementation: the same reads and actions, made at the main desk).

What a desk is told when the main desk is out of reach: `NotReached` when nothing was sent
(so nothing was changed), `NoAnswer` when a change was sent and no answer came (its request
id says which; sent again with that id it is done once)."""

from __future__ import annotations

import http.client
import json
import queue
import re
import secrets
import socket
import ssl
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from ..i18n import _, language
from ..service import calls
from ..service.asker import Conflict
from ..service.done import Done
from ..service.doors import DeskInfo, News, news_of
from ..service.model import InputError, ServiceError
from ..service.wire import SentFile, WireError, decode, encode
from .tls import desk_context, pin_matches

CALL_SECONDS = 30  # a call's answer (the main desk seats 1,000 players in well under this)
STREAM_SECONDS = 2.0  # no answer of the change stream this long: the main desk is out of reach
RETRY_SECONDS = 0.5  # the stream tries again this often while it is out of reach
SENDS = 3  # a change whose answer was lost is sent again (same id) this many times in all


class DeskError(ServiceError):
    """The main desk could not be asked (the message says why, and what to do)."""


class NotReached(DeskError):
    """Nothing reached the main desk: nothing was changed."""


class NoAnswer(DeskError):
    """A change was sent and no answer came: `request` is its id."""

    def __init__(self, message: str, request: str):
        super().__init__(message)
        self.request = request


class Revoked(DeskError):
    """The main desk refuses this desk's address (revoked, or never made)."""


@dataclass(frozen=True)
class Link:
    """A desk's join link: https://HOST:PORT/d/TOKEN#pin=SHA256HEX."""

    host: str
    port: int
    token: str
    pin: str

    @classmethod
    def parse(cls, url: str) -> Link:
        parts = urlsplit(url.strip())
        pin = dict(p.split("=", 1) for p in parts.fragment.split("&") if "=" in p).get("pin")
        found = re.fullmatch(r"/d/([A-Za-z0-9_-]{16,200})/?", parts.path or "")
        try:
            port = parts.port or 443
        except ValueError:
            port = 0
        if parts.scheme != "https" or not parts.hostname or not found or not port or \
                not pin or not re.fullmatch(r"[0-9a-fA-F]{64}", pin):
            raise ServiceError(_("This is not a desk's address: it looks like https://HOST:PORT"
                                 "/d/...#pin=... (ask the main desk for the desk's link or "
                                 "QR code)."))
        return cls(unquote(parts.hostname), port, found[1], pin.lower())

    @property
    def where(self) -> str:
        return f"{self.host}:{self.port}"


class PinMismatch(ssl.SSLError):
    """The other side's certificate is not the one the link pins."""


class PinnedConnection(http.client.HTTPSConnection):
    """HTTPS to the main desk, its certificate checked against the link's pin right after the
    handshake, before a byte of a request is sent."""

    def __init__(self, link: Link, timeout: float):
        super().__init__(link.host, link.port, timeout=timeout, context=desk_context())
        self.pin = link.pin

    def connect(self) -> None:
        super().connect()
        if not pin_matches(self.sock, self.pin):
            self.sock.close()
            self.sock = None
            raise PinMismatch("the certificate is not the one the link pins")


class Client:
    """Calls to the main desk over one kept connection (a thread uses its own Client)."""

    def __init__(self, link: Link):
        self.link = link
        self._conn: PinnedConnection | None = None
        self._lock = threading.RLock()  # one request at a time on the kept connection

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def _send(self, method: str, path: str, body: bytes | None, timeout: float) -> dict:
        """One request; NotReached if it never left, OSError if its answer did not come."""
        with self._lock:
            return self._send_now(method, path, body, timeout)

    def _send_now(self, method: str, path: str, body: bytes | None, timeout: float) -> dict:
        fresh = self._conn is None
        if fresh:
            self._conn = PinnedConnection(self.link, timeout)
        conn = self._conn
        assert conn is not None
        conn.timeout = timeout
        try:
            if conn.sock is None:
                conn.connect()
            else:
                conn.sock.settimeout(timeout)
        except (OSError, ssl.SSLError) as exc:
            self.close()
            raise NotReached(_not_reached(self.link, exc)) from None
        try:
            conn.request(method, f"/d/{self.link.token}/{path}", body=body,
                         headers={"Content-Type": "application/json"} if body else {})
            response = conn.getresponse()
            data = response.read()
        except (OSError, http.client.HTTPException):
            self.close()
            if not fresh:  # a kept connection the main desk had closed: once more, afresh
                return self._send_now(method, path, body, timeout)
            raise
        if response.status in (403, 404) and b'"kind"' in data:
            kind = _loads(data).get("kind")
            if kind in ("revoked", "unknown"):
                raise Revoked(_("The main desk refuses this desk (its address was revoked "
                                "or replaced): ask the main desk for a new link."))
        if response.status >= 400 and response.status != 500:
            raise DeskError(_("The main desk refused the request ({status}).").format(
                status=response.status))
        return _loads(data)

    def call(self, call: str, doc: dict, timeout: float = CALL_SECONDS) -> dict:
        """POST one call; a read sent again freely when its answer is lost."""
        body = json.dumps({**doc, "lang": language()}).encode()
        try:
            return self._send("POST", call, body, timeout)
        except (OSError, http.client.HTTPException) as exc:
            raise NotReached(_not_reached(self.link, exc)) from None

    def change(self, call: str, doc: dict, request: str) -> dict:
        """POST a change with its request id, sent again (the same id: done once) when its
        answer is lost; NoAnswer when none came."""
        body = json.dumps({**doc, "id": request, "lang": language()}).encode()
        for _attempt in range(SENDS):
            try:
                return self._send("POST", call, body, CALL_SECONDS)
            except NotReached:
                if _attempt == 0:
                    raise  # nothing was sent at all: nothing changed
            except (OSError, http.client.HTTPException):
                pass
        raise NoAnswer(_("The main desk did not answer: this change may or may not have been "
                         "made (request {request}). It shows here once the main desk is back; "
                         "look before doing it again.").format(request=request), request)

    def changes(self, after: int) -> dict:
        return self._send("GET", f"changes?after={int(after)}", None, STREAM_SECONDS)


def new_request() -> str:
    """A request's id: 128 random bits."""
    return secrets.token_hex(16)


def _loads(data: bytes) -> dict:
    try:
        doc = json.loads(data or b"{}")
    except ValueError:
        doc = None
    if not isinstance(doc, dict):
        raise DeskError(_("The main desk's answer could not be read."))
    return doc


def _not_reached(link: Link, exc: BaseException) -> str:
    if isinstance(exc, PinMismatch):
        return _("{where} is not the main desk of this link: its certificate differs from the "
                 "one the link pins. Nothing was sent.").format(where=link.where)
    return _("The main desk at {where} cannot be reached ({reason}): nothing was changed. "
             "Check this laptop's network (the hall's Wi-Fi) and that the main desk is "
             "sharing.").format(where=link.where, reason=_reason(exc))


def _reason(exc: BaseException) -> str:
    if isinstance(exc, socket.timeout):
        return _("no answer")
    if isinstance(exc, ConnectionRefusedError):
        return _("nothing listens there")
    return getattr(exc, "strerror", None) or type(exc).__name__


def result(doc: dict, records: bool = True) -> Any:
    """A call's value, or its refusal raised as the main desk said it."""
    if "error" in doc:
        kind = doc.get("kind")
        if kind == "conflict":
            raise Conflict(doc["error"])
        if doc.get("field"):
            raise InputError(doc["error"], doc["field"])
        raise ServiceError(doc["error"])
    try:
        return decode(doc.get("ok"), records)
    except WireError as exc:
        raise DeskError(_("The main desk's answer could not be read ({why}).").format(
            why=exc)) from None


class RemoteDoor:
    """The window's door at a desk: every read and action made at the main desk; what other
    desks change comes by the change stream (a thread: `poll` hands it on)."""

    copy_problem: str | None = None

    def __init__(self, url: str, folder: Path | None = None):
        self.link = Link.parse(url)
        self.client = Client(self.link)
        hello = result(self.client.call("hello", {}))
        self.desk = DeskInfo(hello["desk"] or _("main desk"), hello["role"], hello["event"],
                             self.link.where)
        self.view = hello["head"]  # the newest line this window has been told of
        # exports and prints of this desk: in its own folder (it has no event file)
        self.path = (folder or Path.home()) / f"{_safe(self.desk.event)}.tdevent"
        self._news: queue.Queue = queue.Queue()
        self._problem: str | None = None
        self._revoked = False
        self._stop = threading.Event()
        self._stream = threading.Thread(target=self._listen, name="desk-stream", daemon=True)
        self._stream.start()

    def read(self, name: str, *args: Any, **kwargs: Any) -> Any:
        kwargs.pop("known", None)  # (the main desk reads it itself)
        args = _sent_along(name, args)
        return result(self.client.call("read", {"name": name, "args": encode(list(args)),
                                                "kwargs": encode(kwargs)}))

    def act(self, fn: Any, args: tuple, kwargs: dict, seen: int | None = None) -> Done:
        if self._problem:  # (said at once, nothing sent: nothing kept to be sent later)
            raise NotReached(self._problem if self._revoked else _(
                "The main desk at {where} is out of reach: nothing was changed (changes are "
                "refused here until it is back).").format(where=self.link.where))
        name = calls.act_name(fn)
        doc = self.client.change("act", {"name": name, "args": encode(list(_sent_along(
            name, args))), "kwargs": encode(kwargs), "seen": seen}, new_request())
        if "again" in doc:
            return Done(message=_("This change was made already (line {line}).").format(
                line=doc["again"]))
        done = result(doc)
        if not isinstance(done, Done):
            raise DeskError(_("The main desk's answer could not be read."))
        return done

    def poll(self) -> News | None:
        found: News | None = None
        while True:
            try:
                news = self._news.get_nowait()
            except queue.Empty:
                break
            found = news if found is None else News(
                found.changes | news.changes, found.by if found.by == news.by else None,
                news.head)
        if found is not None:
            self.view = found.head
        return found

    def problem(self) -> str | None:
        return self._problem

    def save_copy(self, dest: Any) -> Path:
        raise ServiceError(_("A copy of the event is made at the main desk (File > Save a copy "
                             "as... there): a desk never holds the event file."))

    def _listen(self) -> None:
        client = Client(self.link)
        head = self.view
        while not self._stop.is_set():
            try:
                found = result(client.changes(head))
                if self._problem is not None:  # back: what changed meanwhile, all of it
                    self._problem, self._revoked = None, False
                news = news_of(found, own=self.desk.name)  # (its own: told already)
                if news is not None:
                    self._news.put(news)
                head = found["head"]
            except Revoked as exc:
                self._problem, self._revoked = str(exc), True
                self._stop.wait(RETRY_SECONDS * 4)
            except Exception:  # noqa: BLE001 - whatever it was: out of reach, try again
                client.close()
                self._problem = _("The main desk at {where} is out of reach: changes are "
                                  "refused here until it is back (this desk looks again by "
                                  "itself).").format(where=self.link.where)
                self._stop.wait(RETRY_SECONDS)
        client.close()

    def close(self) -> None:
        self._stop.set()
        self.client.close()


def _sent_along(name: str, args: tuple | list) -> list:
    """The call's arguments, a file of this desk's read to be sent along."""
    args = list(args)
    place = calls.FILE_ARGS.get(name)
    if place is not None and place < len(args) and not isinstance(args[place], SentFile):
        args[place] = SentFile.read(args[place])
    return args


def _safe(name: str) -> str:
    return re.sub(r"[^\w\- ]+", "", name).strip() or "event"
