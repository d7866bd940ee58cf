"""The guards of a private address that takes a POST (a table's /t/TOKEN, a desk's /d/TOKEN):
a POST from another site's page is refused (`cross_site`: 403), each phone is one sender by a
cookie of its own (`sender_of`, `new_sender`, `keep_sender`; never by its IP address: the
phones of a hall may share one), and `SendLimit` counts the sends of each sender."""

from __future__ import annotations

import re
import secrets
import threading
import time
from collections import deque
from collections.abc import Callable, Hashable
from urllib.parse import urlsplit

from werkzeug.wrappers import Request, Response

SENDER_COOKIE = "td_sender"
SENDER_DAYS = 3  # a phone stays the same sender over a long event day (and the next)
_SENDER = re.compile(r"[A-Za-z0-9_-]{22}")  # 128 random bits, base64url
DEFAULT_PORTS = {"http": 80, "https": 443}


def _origin(url: str) -> tuple[str, str, int] | None:
    """(scheme, host, port) of an address; None for "null" and anything not http(s)."""
    try:
        parts = urlsplit(url)
        port = parts.port or DEFAULT_PORTS.get(parts.scheme)
    except ValueError:  # a port that is not a number
        return None
    if parts.scheme not in DEFAULT_PORTS or not parts.hostname or port is None:
        return None
    return parts.scheme, parts.hostname.lower(), port


def cross_site(request: Request) -> bool:
    """Whether a request comes from another site's page. The browser's `Sec-Fetch-Site`
    decides where it is sent (same-origin, or none: typed or opened from outside, pass);
    else the `Origin`, which must be this server's own address ("null" is not). A request
    with neither (a script, an old browser) is not from another site's page."""
    site = request.headers.get("Sec-Fetch-Site")
    if site is not None:
        return site.lower() not in ("same-origin", "none")
    origin = request.headers.get("Origin")
    if origin is None:
        return False
    own = _origin(f"{request.scheme}://{request.host}")
    return own is None or _origin(origin) != own


def sender_of(request: Request) -> str | None:
    """The phone's own sender id from its cookie (None: it has none, or not one of ours)."""
    value = request.cookies.get(SENDER_COOKIE, "")
    return value if _SENDER.fullmatch(value) else None


def new_sender() -> str:
    return secrets.token_urlsafe(16)


def keep_sender(response: Response, sender: str, path: str) -> None:
    """The phone keeps its sender id for that address (sent back with the form's POST)."""
    response.set_cookie(SENDER_COOKIE, sender, max_age=SENDER_DAYS * 86400, path=path,
                        httponly=True, samesite="Lax")


class SendLimit:
    """At most `most` sends in `seconds` per key (a sender of a table, say): a sliding window
    in memory. `full(key)` before a send, `note(key)` once it was taken. Thread-safe."""

    PRUNE_AT = 10_000  # keys kept before the idle ones are dropped

    def __init__(self, most: int, seconds: float, clock: Callable[[], float] = time.monotonic):
        self.most = most
        self.seconds = seconds
        self.clock = clock
        self._sends: dict[Hashable, deque[float]] = {}
        self._lock = threading.Lock()

    def _recent(self, key: Hashable, now: float) -> deque[float]:
        sends = self._sends.get(key)
        if sends is None:
            return deque()
        while sends and sends[0] <= now - self.seconds:
            sends.popleft()
        return sends

    def full(self, key: Hashable) -> bool:
        with self._lock:
            return len(self._recent(key, self.clock())) >= self.most

    def note(self, key: Hashable) -> None:
        with self._lock:
            now = self.clock()
            if len(self._sends) >= self.PRUNE_AT:
                self._sends = {k: v for k, v in self._sends.items()
                               if v and v[-1] > now - self.seconds}
            self._sends.setdefault(key, deque()).append(now)
