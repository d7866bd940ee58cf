"""`serve`: the event's pages on the hall's network (waitress), rebuilt when the event changes."""

from __future__ import annotations

import contextlib
import os
import select
import signal
import socket
import sys
import threading
import time
from pathlib import Path

from ..i18n import _
from ..service.event import Event
from ..store import reader
from .app import MAX_BODY, SECURITY_HEADERS, Holder, Snapshot, make_app
from .data import build

POLL_SECONDS = 0.25  # how often the watcher asks SQLite whether the file changed (cheap)
DEFAULT_PORT = 8080
THREADS = 6


class ServeError(Exception):
    """`serve` cannot start: the message says what to do."""


def open_read_only(path) -> Event:
    """The event opened as a reader (store/reader.py): no lock, no writes, never blocking."""
    return Event(reader.open_reader(path))


def snapshot_of(event: Event, live: bool = True, desk=None) -> Snapshot:
    """One consistent read (one read transaction) rendered to every page; `desk`: serve
    --entry's (the tables' pages read the event for themselves: web/entry.Desk)."""
    with reader.one_read(event.file):
        fresh = Event(event.file)  # a fresh Event: no settings cached from before
        data = build(fresh)
        order = fresh.settings.list_order
    return Snapshot(data, live, order, desk=desk)


def _file_id(path: Path):
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_dev, st.st_ino)


class Watcher:
    """A background thread that owns the read-only connection: it builds a snapshot at start
    and again whenever `PRAGMA data_version` says another connection committed a change (or
    the file was replaced, e.g. by `restore`)."""

    def __init__(self, path, holder: Holder, interval: float = POLL_SECONDS, log=None,
                 desk=None):
        self.path = Path(path)
        self.holder = holder
        self.desk = desk  # serve --entry: the tables' inbox (web/entry.Desk)
        self.interval = interval
        self.log = log or (lambda text: print(text, file=sys.stderr, flush=True))
        self.ready = threading.Event()
        self.error: BaseException | None = None
        self.rebuilds = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="event-watcher", daemon=True)

    def start(self, timeout: float = 120) -> None:
        self._thread.start()
        if not self.ready.wait(timeout):
            raise ServeError(_("the event took too long to read"))
        if self.error is not None:
            raise self.error

    def stop(self) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(10)

    def _run(self) -> None:
        event = None
        try:
            event = open_read_only(self.path)
            file_id = _file_id(self.path)
            version = reader.data_version(event.file)
            self.holder.set(snapshot_of(event, desk=self.desk))
        except BaseException as exc:  # noqa: BLE001 - handed to the starting thread
            self.error = exc
            if event is not None:
                event.close()
            self.ready.set()
            return
        self.ready.set()
        warned = False
        while not self._stop.wait(self.interval):
            try:
                now_id = _file_id(self.path)
                if now_id is not None and now_id != file_id:  # replaced: read the new file
                    fresh = open_read_only(self.path)
                    event.close()
                    event, file_id, version = fresh, now_id, None
                now = reader.data_version(event.file)
                if now != version:
                    version = now
                    self.holder.set(snapshot_of(event, desk=self.desk))
                    self.rebuilds += 1
                warned = False
            except Exception as exc:  # noqa: BLE001 - keep serving the last good pages
                if not warned:
                    self.log(f"tournament-director-cli serve: the event could not be read "
                             f"({exc}); still showing the pages from before, trying again.")
                    warned = True
        event.close()


def lan_addresses() -> list[str]:
    """This machine's addresses that other devices in the network can reach (IPv4)."""
    found: list[str] = []
    try:  # the address of the route to the outside (no packet is sent)
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))
            found.append(s.getsockname()[0])
    except OSError:
        pass
    try:
        for addr in socket.gethostbyname_ex(socket.gethostname())[2]:
            if addr not in found:
                found.append(addr)
    except OSError:
        pass
    return [a for a in found if not a.startswith(("127.", "0."))]


def addresses(host: str, port: int) -> list[str]:
    """The URLs to give the players: the LAN addresses when serving on every interface."""
    if host in ("0.0.0.0", "", "::"):
        urls = [f"http://{a}:{port}/" for a in lan_addresses()]
        return urls + [f"http://localhost:{port}/"]
    shown = f"[{host}]" if ":" in host else host
    return [f"http://{shown}:{port}/"]


def qr_text(url: str) -> str:
    """The QR code of `url` drawn with block characters, for a terminal."""
    import io

    from .. import qr
    buf = io.StringIO()
    qr.code(url).terminal(out=buf, compact=True, border=2)
    return buf.getvalue()


# -- waitress, set for a hall ------------------------------------------------------------------
CONNECTIONS = 1000  # open connections in all (waitress stops accepting there)
CROWDED = 800  # from here on, each new connection closes an idle one of the busiest device
IDLE_SECONDS = 15  # an idle connection is closed (a phone reloads after 30 s anyway)


def _channel_class(error_page=None):
    """waitress's connection with the security headers on its own error pages (400, 413,
    431, 500), made by a factory that keeps the hall open: once CROWDED connections are
    open, each new one closes the longest-idle connection of the device (address) holding
    the most. So one device holding 1,000 idle connections cannot lock the others out,
    while phones behind one address (a router's NAT) are never refused a request.
    `error_page(status)`: the site's own page for a body over 64 KB (413), styled and in its
    language, instead of waitress's English text."""
    from collections import Counter

    from waitress.channel import HTTPChannel
    from waitress.task import ErrorTask

    class HallErrorTask(ErrorTask):
        def execute(self):
            self.response_headers.extend(SECURITY_HEADERS)
            error = self.request.error
            page = error_page(error.code) if error_page and error.code == 413 else None
            if page is None:
                super().execute()
                return
            self.status = f"{error.code} {error.reason}"
            self.response_headers.extend([("Content-Type", "text/html; charset=utf-8"),
                                          ("Cache-Control", "no-store")])
            self.set_close_on_finish()
            self.content_length = len(page)
            self.write(page)

    class HallChannel(HTTPChannel):
        error_task_class = HallErrorTask

    def device(channel) -> str:
        return channel.addr[0] if isinstance(channel.addr, tuple) else str(channel.addr)

    def make(server, conn, addr, adj, map=None):
        open_now = [ch for ch in list((map or {}).values())
                    if isinstance(ch, HallChannel) and not ch.will_close]
        if len(open_now) >= CROWDED:
            busiest = Counter(device(ch) for ch in open_now).most_common(1)[0][0]
            idle = [ch for ch in open_now if device(ch) == busiest and not ch.requests
                    and not ch.total_outbufs_len]
            if idle:  # closed by waitress's loop right after this
                min(idle, key=lambda ch: ch.last_activity).will_close = True
        return HallChannel(server, conn, addr, adj, map=map)

    return make


def _more_files() -> None:
    """Lets the process hold CONNECTIONS sockets (a soft limit of 1,024 is common)."""
    try:
        import resource
    except ImportError:  # Windows: no such limit to raise
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = CONNECTIONS + 200
    if soft != resource.RLIM_INFINITY and soft < want:
        new = want if hard == resource.RLIM_INFINITY else min(want, hard)
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (new, hard))


def create_server(app, host: str, port: int, error_page=None):
    import logging

    from waitress.server import BaseWSGIServer
    from waitress.server import create_server as waitress_server
    _more_files()
    # waitress warns "Task queue depth is N" for every request that waits for a thread, and
    # writes it while holding its queue's lock: under a hall's load that is thousands of
    # lines, each one keeping the threads from their next request
    logging.getLogger("waitress.queue").setLevel(logging.ERROR)
    try:
        # poll(): no 1,024-socket limit; a request's headers over 16 KB get waitress's 431
        server = waitress_server(app, host=host, port=port, threads=THREADS,
                                 ident="Tournament Director", channel_timeout=IDLE_SECONDS,
                                 cleanup_interval=5, connection_limit=CONNECTIONS,
                                 max_request_header_size=16 * 1024,
                                 # waitress refuses a body of this size or more: one
                                 # byte over 64 KB (a body of exactly 65,536 is read)
                                 max_request_body_size=MAX_BODY + 1,
                                 asyncore_use_poll=hasattr(select, "poll"),
                                 clear_untrusted_proxy_headers=True)
    except ValueError:  # waitress: a host name that does not resolve
        raise ServeError(_("--host {host}: not an address of this computer (give e.g. "
                           "0.0.0.0 for every network, or 127.0.0.1)").format(host=host)) from None
    except OSError as exc:
        if port and exc.errno in (98, 48, 10048, 13, 10013):  # in use / not allowed
            raise ServeError(_("port {port} on {host} cannot be used ({reason}): another "
                               "program has it; choose another with --port N").format(
                                   port=port, host=host, reason=exc.strerror)) from None
        raise ServeError(_("cannot listen on {host}:{port} ({reason}): check --host (an "
                           "address of this computer, or 0.0.0.0 for all)").format(
                               host=host, port=port, reason=exc.strerror or exc)) from None
    make = _channel_class(error_page)
    listeners = [server] if isinstance(server, BaseWSGIServer) else \
        [d for d in server.map.values() if isinstance(d, BaseWSGIServer)]
    for listener in listeners:
        listener.channel_class = make
    return server


def listening_words(host: str, port: int, urls: list[str]) -> list[str]:
    """What `serve` says about where it listens, in words."""
    if host in ("0.0.0.0", "", "::"):
        found = [u for u in urls if "//localhost:" not in u]
        lines = [_("It listens on every network of this computer (Wi-Fi, cable, a travel "
                   "router), port {port}: anyone in those networks can open the pages.").format(
                       port=port)]
        if found:
            lines.append(_("Players open this address on a phone in the same network:"))
        return lines
    if host.startswith("127.") or host in ("localhost", "::1"):
        return [_("It listens on this computer only ({host}, port {port}): phones cannot "
                  "reach it (give --host 0.0.0.0 for every network).").format(host=host,
                                                                              port=port),
                _("Open this address on this computer:")]
    return [_("It listens only at {host}, port {port}: devices in that network can open the "
              "pages.").format(host=host, port=port),
            _("Players open this address on a phone in the same network:")]


STOP_ON_EOF = "TD_SERVE_STOP_ON_EOF"  # set by the window: its end closes our stdin


def _stop_when_stdin_closes() -> None:
    """The window runs `serve` with a pipe as stdin: when the window ends in any way (even
    killed), the pipe closes and this server stops too, instead of serving on forever."""

    def watch():
        try:  # the raw descriptor: no lock of sys.stdin held by a thread at exit
            while os.read(0, 4096):
                pass
        except OSError:
            return  # no usable stdin: nothing to watch
        if sys.platform == "win32":  # pragma: no cover
            signal.raise_signal(signal.SIGTERM)
        else:
            os.kill(os.getpid(), signal.SIGTERM)

    threading.Thread(target=watch, name="stdin-watch", daemon=True).start()


def serve(path, host: str = "0.0.0.0", port: int = DEFAULT_PORT, out=None,
          entry: bool = False, desks=None, desk_port: int | None = None) -> None:
    """Serve until Ctrl+C or SIGTERM. `out(text)` prints what the director should see.
    `entry`: also take results from the tables (their pages, the inbox beside the event).
    `desks`: also answer the other desks (the main desk's writer is this process while it
    serves; `desks` runs a desk's command line: cli/desks.py), at `desk_port` (else PORT+1)."""
    out = out or (lambda text: print(text, flush=True))
    main = threading.current_thread() is threading.main_thread()
    if main:  # from the first moment: a stop request always ends in a clean stop
        def stop(signum, frame):
            raise KeyboardInterrupt
        signal.signal(signal.SIGTERM, stop)
        if os.environ.get(STOP_ON_EOF) == "1":
            _stop_when_stdin_closes()
    holder = Holder()
    desk = None
    server = None
    watcher = None
    desk_server = None
    try:
        if desks is not None:  # first: the writer's open upgrades an older file
            desk_server = start_desks(path, host, port if desk_port is None else desk_port,
                                      desks, desk_port is None)
        if entry:
            desk = open_desk(path)
        watcher = Watcher(path, holder, desk=desk)
        watcher.start()
        server = create_server(make_app(holder), host, port, error_page=lambda status: (
            holder.snapshot.renderer.error(status) if holder.snapshot else None))
        port = server.effective_port
        urls = addresses(host, port)
        name = holder.snapshot.data["event"]["name"]
        if desk is None and desk_server is None:
            out(_("Serving {name} read-only (the event file is never changed).").format(
                name=name))
        elif desk is None:
            out(_("Serving {name} to the phones (read-only) and to the other desks.").format(
                name=name))
        else:
            desk.inbox.serving(urls[0])  # where the table sheets' codes lead (print sheets)
            if desk_server is None:
                out(_("Serving {name}, and taking results from the tables: what a table "
                      "sends waits in {inbox} until the director confirms it (the event file "
                      "is never changed by this server).").format(
                          name=name, inbox=desk.inbox.path.name))
            else:
                out(_("Serving {name} to the phones and the other desks, and taking results "
                      "from the tables: what a table sends waits in {inbox} until a desk "
                      "confirms it.").format(name=name, inbox=desk.inbox.path.name))
            out(_("Each table's page is on its score sheet (print the table sheets with its "
                  "address while this runs) or: tournament-director-cli entry-links EVENT."))
        if desk_server is not None:
            out(_("Other desks join at port {port} (encrypted; each with its own link: "
                  "tournament-director-cli desk-links EVENT --name NAME --role "
                  "full|results|door). This server is the event's one writer while it "
                  "runs.").format(port=desk_server.port))
        for line in listening_words(host, port, urls):
            out(line)
        for url in urls:
            out(f"  {url}")
        if len(urls) == 1 and host in ("0.0.0.0", "", "::"):
            out(_("This computer has no network address yet: connect it to the hall's Wi-Fi "
                  "(or a travel router), then start serve again."))
        elif sys.stdout is not None and sys.stdout.isatty():
            out(qr_text(urls[0]))
        out(_("Stop with Ctrl+C."))
        server.run()  # returns after KeyboardInterrupt / SystemExit
    except KeyboardInterrupt:
        pass
    finally:
        if main:  # no second interruption of the clean-up
            signal.signal(signal.SIGTERM, signal.SIG_IGN)
            signal.signal(signal.SIGINT, signal.SIG_IGN)
        if server is not None:
            server.close()
        if watcher is not None:
            watcher.stop()
        if desk is not None:
            desk.close()
        if desk_server is not None:
            desk_server.stop()
            desk_server.writer.close()
    out(_("Stopped."))


def start_desks(path, host: str, port: int, commands, next_port: bool):
    """The desks' server, its writer holding the event (`next_port`: PORT+1 unless port 0)."""
    from ..store.errors import EventFileError
    from .desk_server import DeskServer, ThreadWriter
    writer = ThreadWriter(str(path))
    try:
        writer.start()
    except EventFileError as exc:
        raise ServeError(str(exc)) from None
    want = port + 1 if next_port and port else port
    server = DeskServer(str(path), writer, host, want, commands=commands)
    try:
        server.start()
    except OSError as exc:
        writer.close()
        raise ServeError(_("the desks' port {port} on {host} cannot be used ({reason}): "
                           "choose another with --desk-port N").format(
                               port=want, host=host, reason=exc.strerror or exc)) from None
    return server


def open_desk(path):
    """serve --entry: the event must be readable as an event first; then its inbox."""
    from ..store.errors import EventFileError
    from .entry import Desk
    event = open_read_only(path)  # refuses what is not an event, untouched
    event.close()
    try:
        return Desk(path)
    except EventFileError as exc:
        raise ServeError(str(exc)) from None


def wait_for_change(holder: Holder, before: Snapshot, timeout: float) -> float | None:
    """Seconds until `holder` has a snapshot other than `before` (None after `timeout`)."""
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        if holder.snapshot is not before:
            return time.monotonic() - start
        time.sleep(0.01)
    return None
