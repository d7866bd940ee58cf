"""The desks' TLS: waitress speaks no TLS (its documentation: put it behind a proxy that does),
so the desks' server listens here with Python's `ssl` (asyncio's TLS streams, in a thread of
their own) and hands each connection's bytes on to its waitress, which listens on loopback
only. The main desk's context (its own certificate) and a desk's (which pins it: no
certificate authority, no host name; the pin is checked after the handshake)."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import os
import socket
import ssl
import tempfile
import threading

HANDSHAKE_SECONDS = 10
IDLE_SECONDS = 60  # a desk's connection quiet this long is closed (its stream asks each second)
CONNECTIONS = 64  # open at once (5 desks hold two or three each)
CHUNK = 64 * 1024


def server_context(cert_pem: bytes, key_pem: bytes) -> ssl.SSLContext:
    """The main desk's TLS context over its own certificate (TLS 1.2 and newer)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    # load_cert_chain reads files only: written for it into a folder of this user's alone
    with tempfile.TemporaryDirectory(prefix="td-tls-") as folder:
        cert, key = os.path.join(folder, "cert.pem"), os.path.join(folder, "key.pem")
        for path, data in ((cert, cert_pem), (key, key_pem)):
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(fd, "wb") as f:
                f.write(data)
        context.load_cert_chain(cert, key)
    return context


def desk_context() -> ssl.SSLContext:
    """A joining desk's context: the main desk's certificate is self-made, so it is not
    checked against an authority or a name but pinned (`check_pin`, after the handshake)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


def pin_matches(sock: ssl.SSLSocket, pin: str) -> bool:
    """Whether the certificate the other side showed is the pinned one (SHA-256 of its DER)."""
    der = sock.getpeercert(binary_form=True)
    if not der:
        return False
    return hmac.compare_digest(hashlib.sha256(der).hexdigest(), pin.lower())


class TlsFront:
    """Listens at (host, port) with `context`; each connection's bytes go to `target` (the
    desks' waitress on loopback) and back. `start()` binds (OSError when it cannot) and
    serves in a thread; `close()` stops it."""

    def __init__(self, context: ssl.SSLContext, host: str, port: int,
                 target: tuple[str, int]):
        self.context, self.target = context, target
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        self.sock = socket.create_server((host, port), family=family, backlog=64)
        self.port = self.sock.getsockname()[1]
        self.open = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: asyncio.AbstractServer | None = None
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="desks-tls", daemon=True)

    def start(self) -> None:
        self._thread.start()
        self._ready.wait(10)

    def _run(self) -> None:
        loop = self._loop = asyncio.new_event_loop()
        try:
            self._server = loop.run_until_complete(asyncio.start_server(
                self._serve, sock=self.sock, ssl=self.context,
                ssl_handshake_timeout=HANDSHAKE_SECONDS))
            self._ready.set()
            loop.run_forever()
        finally:
            self._ready.set()
            with contextlib.suppress(Exception):
                loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self.open >= CONNECTIONS:
            writer.close()
            return
        self.open += 1
        try:
            up_reader, up_writer = await asyncio.open_connection(*self.target)
        except OSError:
            self.open -= 1
            writer.close()
            return
        try:
            await asyncio.gather(_pipe(reader, up_writer), _pipe(up_reader, writer))
        finally:
            self.open -= 1
            for w in (writer, up_writer):
                w.close()

    def close(self) -> None:
        loop = self._loop
        if loop is not None and loop.is_running():
            def stop() -> None:
                if self._server is not None:
                    self._server.close()
                for task in asyncio.all_tasks(loop):
                    task.cancel()
                loop.call_soon(loop.stop)
            loop.call_soon_threadsafe(stop)
            self._thread.join(10)
        with contextlib.suppress(OSError):
            self.sock.close()


async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    """Bytes from one side to the other until either ends or it is quiet too long."""
    try:
        while True:
            data = await asyncio.wait_for(reader.read(CHUNK), IDLE_SECONDS)
            if not data:
                break
            writer.write(data)
            await writer.drain()
    except (OSError, asyncio.TimeoutError, ssl.SSLError):
        pass
    finally:
        with contextlib.suppress(OSError, RuntimeError):
            if writer.can_write_eof():
                writer.write_eof()
            else:
                writer.close()
