"""The main desk's server for the other desks (`serve --desks`, the window's sharing): TLS
(web/tls.py) in front of a waitress of its own on loopback, answering web/desks.py's app.

The event file has one writer, the main desk: each change a desk asks for runs there, one at
a time, through a `Writer` (`ThreadWriter`: a thread that opens the event, for `serve
--desks`; the window's runs each on its own thread, where its Event lives, gui/desk_sharing.py).
Reads are answered from a reader's connection of their own (store/reader.py), so a desk's
standings never wait for a change. `Hub` wakes the desks' change streams when the event's
newest line moves."""

from __future__ import annotations

import contextlib
import datetime
import logging
import queue
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from typing import Any, TypeVar

from ..service import desks
from ..service.event import Event
from ..store import reader, records
from .tls import TlsFront, server_context

T = TypeVar("T")
log = logging.getLogger("tournament_director.desks")
DEFAULT_PORT = 8081  # the phones' port (8080) + 1
THREADS = 8  # the desks' waitress: 5 desks' streams, their calls, and room
HUB_SECONDS = 0.05  # how often the newest line is looked at (one read of one row)
SEEN_SECONDS = 5  # how often the desks' "last seen" is written down
WAIT_MOST = 1.0  # a stream's answer comes within this even when nothing changed: a desk that
# hears nothing for 2 s knows the main desk is out of reach


def link_address(where: tuple[str, int] | None, host: str | None = None,
                 port: int | None = None) -> tuple[str, int]:
    """Where a desk's link sends it: as given, else where the desks' server listens (its
    address on the hall's network when it listens on all), else this laptop's."""
    from .server import lan_addresses
    listens = where[0] if where else None
    if host is None:
        if listens and listens not in ("0.0.0.0", "", "::"):
            host = listens
        else:
            host = (lan_addresses() or ["127.0.0.1"])[0]
    return host, port or (where[1] if where else DEFAULT_PORT)


class WriterGone(Exception):
    """The main desk's writer stopped (the event closed): nothing more can be done."""


class ThreadWriter:
    """The event opened by a thread of its own (the writer's lock), each job run there, one
    at a time: `call(job)` -> job(event)'s value (or what it raised)."""

    def __init__(self, path: str):
        self.path = path
        self._jobs: queue.Queue = queue.Queue()
        self._ready: Future = Future()
        self._thread = threading.Thread(target=self._run, name="desks-writer", daemon=True)

    def start(self) -> None:
        self._thread.start()
        self._ready.result()  # what opening it raised, if anything

    def _run(self) -> None:
        try:
            event = Event.open(self.path)
        except BaseException as exc:  # noqa: BLE001 - handed to the starting thread
            self._ready.set_exception(exc)
            return
        self._ready.set_result(None)
        try:
            while True:
                item = self._jobs.get()
                if item is None:
                    break
                job, done = item
                if done.set_running_or_notify_cancel():
                    try:
                        done.set_result(job(event))
                    except BaseException as exc:  # noqa: BLE001 - the caller's to say
                        done.set_exception(exc)
        finally:
            event.close()
            while not self._jobs.empty():  # nobody waits for ever on a job never run
                item = self._jobs.get_nowait()
                if item is not None:
                    item[1].set_exception(WriterGone())

    def call(self, job: Callable[[Event], T]) -> T:
        if not self._thread.is_alive():
            raise WriterGone()
        done: Future = Future()
        self._jobs.put((job, done))
        return done.result()

    def close(self) -> None:
        if self._thread.is_alive():
            self._jobs.put(None)
            self._thread.join(30)


class Hub:
    """The event's newest line, looked at several times a second by a thread with its own
    reader; `wait(after, seconds)` returns as soon as it is past `after`."""

    def __init__(self, path: str):
        self.path = path
        self.head = 0
        self._moved = threading.Condition()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="desks-hub", daemon=True)

    def start(self) -> None:
        event = Event(reader.open_reader(self.path))
        self.head = records.last_line(event.db)
        self._thread.start()
        event.close()

    def _run(self) -> None:
        event = Event(reader.open_reader(self.path))
        try:
            while not self._stop.wait(HUB_SECONDS):
                try:
                    head = records.last_line(event.db)
                except Exception:  # noqa: BLE001 - a busy or failing disk: look again
                    continue
                if head != self.head:
                    self.poke(head)
        finally:
            event.close()

    def poke(self, head: int) -> None:
        with self._moved:
            self.head = head
            self._moved.notify_all()

    def wait(self, after: int, seconds: float) -> int:
        with self._moved:
            self._moved.wait_for(lambda: self.head != after, seconds)
            return self.head

    def stop(self) -> None:
        self._stop.set()
        with self._moved:
            self._moved.notify_all()
        if self._thread.is_alive():
            self._thread.join(5)


Commands = Callable[..., dict]  # cli/desks.py's run_here: a command run at the main desk


class DeskServer:
    """The desks' server over the event at `path`, its changes made through `writer`.
    `commands`: how a desk's command line is run here (cli/desks.py). `start()` listens at
    (host, port) (ServeError-free: OSError when the port is taken), `stop()` ends it."""

    def __init__(self, path: str, writer: Any, host: str = "0.0.0.0",
                 port: int = DEFAULT_PORT, commands: Commands | None = None):
        self.path, self.writer, self.host, self.port = str(path), writer, host, port
        self.commands = commands
        self.hub = Hub(self.path)
        self.seen: dict[str, str] = {}  # desk -> when last heard (ISO), written now and then
        self._written: dict[str, str] = {}
        self._front: TlsFront | None = None
        self._waitress: Any = None
        self._sockets: dict = {}  # waitress's socket map (its loop runs while any is open)
        self._threads: list[threading.Thread] = []
        self._stop = threading.Event()

    # -- starting and stopping ----------------------------------------------------------------
    def start(self) -> None:
        from waitress.server import create_server

        from .desks import MAX_BODY, make_app
        cert, key = self.writer.call(desks.certificate_of)
        self.hub.start()
        self._waitress = create_server(
            make_app(self), map=self._sockets, host="127.0.0.1", port=0, threads=THREADS,
            ident="Tournament Director", channel_timeout=120, url_scheme="https",
            max_request_header_size=16 * 1024, max_request_body_size=MAX_BODY,
            clear_untrusted_proxy_headers=True, connection_limit=200)
        self._spawn(self._waitress.run, "desks-waitress")
        try:
            self._front = TlsFront(server_context(cert, key), self.host, self.port,
                                   ("127.0.0.1", self._waitress.effective_port))
        except OSError:
            self._close_waitress()
            self.hub.stop()
            raise
        self._front.start()
        self.port = self._front.port
        self.writer.call(lambda event: desks.set_address(event, self.host, self.port))
        self._spawn(self._keep_seen, "desks-seen")

    def _spawn(self, target: Callable[[], None], name: str) -> None:
        thread = threading.Thread(target=target, name=name, daemon=True)
        thread.start()
        self._threads.append(thread)

    def stop(self) -> None:
        self._stop.set()
        if self._front is not None:
            self._front.close()
        self._close_waitress()
        self.hub.stop()
        with contextlib.suppress(Exception):  # the writer may be gone with the event
            self._write_seen()
            self.writer.call(lambda event: desks.set_address(event, None, None))
        for thread in self._threads:
            thread.join(5)
        if self._waitress is not None:
            self._waitress.task_dispatcher.shutdown()

    def _close_waitress(self) -> None:
        """Its sockets closed by its own loop's thread (a trigger): closed from here, one could
        go from under the select that loop waits in (EBADF in that thread). The loop ends
        with no socket left."""
        if self._waitress is not None:
            from waitress import wasyncore
            sockets = self._sockets
            self._waitress.trigger.pull_trigger(lambda: wasyncore.close_all(sockets))

    def _keep_seen(self) -> None:
        while not self._stop.wait(SEEN_SECONDS):
            with contextlib.suppress(Exception):
                self._write_seen()

    def _write_seen(self) -> None:
        fresh = {k: v for k, v in dict(self.seen).items() if self._written.get(k) != v}
        if fresh:
            self.writer.call(lambda event: desks.note_seen(event, fresh))
            self._written.update(fresh)

    # -- what the app asks ----------------------------------------------------------------------
    @contextlib.contextmanager
    def reading(self) -> Iterator[Event]:
        """A reader's open of the event for one request (no lock; one consistent read)."""
        event = Event(reader.open_reader(self.path))
        try:
            with event.one_read():
                yield event
        finally:
            event.close()

    def heard(self, desk: str | None) -> None:
        if desk is not None:
            self.seen[desk] = datetime.datetime.now().astimezone().isoformat(
                timespec="seconds")

    def write(self, job: Callable[[Event], T]) -> T:
        """`job(event)` run by the writer; the streams are woken after it."""
        try:
            return self.writer.call(job)
        finally:
            with contextlib.suppress(Exception), self.reading() as event:
                self.hub.poke(records.last_line(event.db))
