"""Headless Chromium (Debian's `chromium`) driven over the DevTools protocol: open a page at a
phone's width and read what the page shows (its width, its names, a search's results)."""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import subprocess
import tempfile
import threading
import time

import pytest

from ..children import end_group, popen_tied

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run",
         "--disable-default-apps", "--hide-scrollbars", "--mute-audio",
         "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0"]


def chromium_path() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


def need_chromium() -> str:
    """The browser, or the test is skipped saying why (CI installs it: .ci/run)."""
    path = chromium_path()
    if path is None:
        pytest.skip("chromium is not installed (Debian: apt-get install chromium); "
                    ".ci/run installs it")
    pytest.importorskip("websocket", reason="websocket-client (the test extra) is missing")
    return path


class Chromium:
    """One headless browser with one tab; `open(url, width)` shows a page as a phone does."""

    def __init__(self, path: str):
        import websocket
        # (Chromium's helper processes may still write there for a moment after it ends)
        self.profile = tempfile.TemporaryDirectory(prefix="td-chromium-",
                                                   ignore_cleanup_errors=True)
        # its own process group (its helpers ended with it), ended if the test process dies
        self.proc = popen_tied([path, *FLAGS, f"--user-data-dir={self.profile.name}",
                                "about:blank"], stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        self.next_id = 0
        self.events: list[dict] = []
        try:
            browser_url = self._devtools_url()
            port = re.match(r"ws://[^:]+:(\d+)/", browser_url).group(1)
            page_url = self._page_target(int(port))
            self.ws = websocket.create_connection(page_url, timeout=30, suppress_origin=True)
            self.send("Page.enable")
            self.send("Runtime.enable")
        except BaseException:  # (a timeout too) no browser is left behind
            self.close()
            raise

    def _devtools_url(self) -> str:
        lines: list[str] = []
        found: list[str] = []

        def read():
            for line in self.proc.stderr:
                lines.append(line)
                match = re.search(r"DevTools listening on (ws://\S+)", line)
                if match:
                    found.append(match.group(1))
                    break

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        reader.join(60)
        if not found:
            raise AssertionError("chromium did not start: " + "".join(lines[-20:]))
        # keep reading its stderr, so that the browser never blocks on a full pipe
        threading.Thread(target=lambda: [None for _ in self.proc.stderr], daemon=True).start()
        return found[0]

    @staticmethod
    def _page_target(port: int) -> str:
        import urllib.request
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=10) as r:
                pages = [t for t in json.load(r) if t.get("type") == "page"]
            if pages:
                return pages[0]["webSocketDebuggerUrl"]
            time.sleep(0.1)
        raise AssertionError("chromium has no page to drive")

    def send(self, method: str, **params) -> dict:
        self.next_id += 1
        mine = self.next_id
        self.ws.send(json.dumps({"id": mine, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == mine:
                if "error" in message:
                    raise AssertionError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def wait_event(self, method: str, timeout: float = 30) -> dict:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for i, event in enumerate(self.events):
                if event.get("method") == method:
                    return self.events.pop(i)
            self.ws.settimeout(max(0.1, deadline - time.monotonic()))
            self.events.append(json.loads(self.ws.recv()))
        raise AssertionError(f"no {method} within {timeout} s")

    def open(self, url: str, width: int = 390, height: int = 800) -> None:
        """The page as a phone `width` CSS pixels wide shows it (mobile viewport, touch)."""
        self.send("Emulation.setDeviceMetricsOverride", width=width, height=height,
                  deviceScaleFactor=2, mobile=True)
        self.events.clear()
        self.send("Page.navigate", url=url)
        self.wait_event("Page.loadEventFired")

    def js(self, expression: str):
        """The value of a JavaScript expression in the page (JSON-able)."""
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True,
                           awaitPromise=True)
        if "exceptionDetails" in result:
            raise AssertionError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def width(self) -> int:
        """How wide the page is laid out: wider than the phone means sideways scrolling."""
        return self.js("Math.max(document.documentElement.scrollWidth, "
                       "document.body.scrollWidth)")

    def wait_for(self, expression: str, timeout: float = 10):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.js(expression)
            if value:
                return value
            time.sleep(0.05)
        raise AssertionError(f"{expression} stayed false for {timeout} s")

    def screenshot(self, path, width: int, url: str) -> None:
        import base64
        self.open(url, width, 900)
        data = self.send("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def close(self) -> None:
        try:
            ws = getattr(self, "ws", None)
            if ws is not None:
                ws.close()
        finally:
            end_group(self.proc)
            self.proc.wait(10)
            # its singleton socket's folder in the temporary folder, which it leaves when ended
            with contextlib.suppress(OSError):
                socket = os.readlink(os.path.join(self.profile.name, "SingletonSocket"))
                shutil.rmtree(os.path.dirname(socket), ignore_errors=True)
            self.profile.cleanup()
