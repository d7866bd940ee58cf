"""A table's own page as a phone shows it (headless Chromium at 360 and 390 px): no wider than
the phone with the longest names, a result typed and sent with the page's own form and no
script, a seat's own page that says who is sending and what the others sent (one tap agrees),
a wrong box said beside it with what was typed kept. Screenshots of each state go to
TD_SCREENSHOTS (a folder) when it is set."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tournament_director.service import entry

from ..entry_helpers import event_in_play
from .conftest import hard_names, start_serve, stop

pytestmark = pytest.mark.slow

LONG = ["Wolfeschlegelsteinhausenbergerdorff", "Maximilian-Alexander von Hohenzollern"]


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    root = tmp_path_factory.mktemp("entry-phone")
    path = event_in_play(root / "tv.tdevent", players=12, game="terravista-standard",
                         names=LONG + hard_names())
    s = start_serve(path, "--entry")
    try:
        links = json.loads(subprocess.run(
            [sys.executable, "-m", "tournament_director.cli", "entry-links", str(path),
             "--json", "--seats"], capture_output=True, text=True, check=True,
            timeout=120).stdout)
        base = s.url.rstrip("/")
        yield path, s, {link["table"]: base + link["path"] for link in links} | {
            (link["table"], seat["seat"]): base + seat["path"] for link in links
            for seat in link["seats"]}
    finally:
        stop(s)


def shot(browser, name: str, width: int, url: str | None, tmp_path) -> Path:
    """The page at `url` (None: the page shown now, as it is) as a PNG."""
    import base64
    folder = Path(os.environ.get("TD_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    out = folder / f"entry-{name}-{width}.png"
    if url is not None:
        browser.screenshot(out, width, url)
    else:
        data = browser.send("Page.captureScreenshot", format="png")["data"]
        out.write_bytes(base64.b64decode(data))
    return out


@pytest.mark.parametrize("width", [360, 390])
def test_the_tables_page_fits_the_phone(browser, served, width, tmp_path):
    _path, _s, links = served
    for table, url in links.items():  # each table's page and each seat's
        browser.open(url, width)
        assert browser.width() <= width, (table, browser.width())
        assert browser.js("document.scripts.length") == 0  # works without script
        # every box and every yes/no is inside the screen and big enough to tap
        boxes = browser.js("[...document.querySelectorAll('form.result input')].map(i => {"
                           "const r = i.getBoundingClientRect(); return [r.right, r.height]})")
        assert boxes and all(right <= width and height >= 20 for right, height in boxes)
    assert shot(browser, "form", width, links[1], tmp_path).stat().st_size > 0


def test_a_result_typed_and_sent_from_the_phone(browser, served, tmp_path):
    path, _s, links = served
    url = links[2]
    browser.open(url, 390)
    seats = browser.js("[...document.querySelectorAll('fieldset.seat')]"
                       ".map(f => f.querySelector(':scope > legend').textContent)")
    assert seats[0].startswith("Seat 1") and seats[-1].startswith("Table points")
    # the first seat is across, the others not; steps 10, 20, ...; then the table points
    browser.js("""(() => {
        const seats = [...document.querySelectorAll('fieldset.seat')].slice(0, -1);
        seats.forEach((seat, i) => {
            seat.querySelector(`input[value="${i ? 'no' : 'yes'}"]`).checked = true;
            seat.querySelector('input[inputmode]').value = String(10 * (i + 1));
        });
        const items = document.querySelectorAll('fieldset.seat')[seats.length];
        items.querySelectorAll('input[inputmode]').forEach((box, i) => box.value = i);
        items.querySelector('input[value="yes"]').checked = true;
    })()""")
    shot(browser, "typed", 390, None, tmp_path)
    browser.events.clear()
    browser.js("document.querySelector('button.send').click()")
    browser.wait_event("Page.loadEventFired")
    assert browser.js("location.pathname").endswith("/sent")
    said = browser.js("document.querySelector('.sent').textContent")
    assert said == "Sent \u2013 waiting for the director"
    places = browser.js("[...document.querySelectorAll('.waiting tbody td:last-child')]"
                        ".map(td => td.textContent)")
    assert places[0] == "1st" and len(places) == len(seats) - 1
    assert browser.width() <= 390
    shot(browser, "sent", 390, None, tmp_path)
    (waiting,) = [w for w in json.loads(subprocess.run(
        [sys.executable, "-m", "tournament_director.cli", "inbox", str(path), "--json"],
        capture_output=True, text=True, check=True).stdout) if w["table"] == 2]
    assert waiting["status"] == "pending"
    assert waiting["points"] == {"cities": 0, "preserve_stones": 1, "limbo_groups": 2,
                                 "spaceport": True}
    assert browser.js("document.querySelector('form.same')") is None  # never to itself
    # seat 2's own page: who is sending, what the table's page sent, and one tap to agree
    browser.open(links[(2, 2)], 390)
    assert browser.js("document.querySelector('.who').textContent").startswith(
        "You are sending as seat 2, ")
    other = "document.querySelector('.waiting.other h2').textContent"
    assert re.fullmatch(r"Sent at \d\d:\d\d by a phone on the table's page",
                        browser.js(other))
    assert browser.width() <= 390
    shot(browser, "seat", 390, None, tmp_path)
    browser.events.clear()
    browser.js("document.querySelector('form.same button').click()")
    browser.wait_event("Page.loadEventFired")
    assert browser.js("document.querySelector('.sent').textContent") == \
        "Sent \u2013 waiting for the director"
    assert browser.js(other).endswith("by a phone on the table's page: the same as yours")
    assert browser.width() <= 390
    shot(browser, "seat-agreed", 390, None, tmp_path)
    (waiting,) = [w for w in json.loads(subprocess.run(
        [sys.executable, "-m", "tournament_director.cli", "inbox", str(path), "--json"],
        capture_output=True, text=True, check=True).stdout) if w["table"] == 2]
    assert (waiting["status"], waiting["senders"]) == ("agreed", 2)
    assert waiting["submissions"][1]["sender"]["seat"] == 2
    assert len(entry.InboxWatch(path).read(1).rows) == 2


def test_a_wrong_box_is_said_beside_it_and_what_was_typed_stays(browser, served, tmp_path):
    _path, _s, links = served
    url = links[1]
    browser.open(url, 390)
    browser.js("document.querySelector('form.result input[inputmode]').value = 'lots'")
    browser.events.clear()
    browser.js("document.querySelector('button.send').click()")
    browser.wait_event("Page.loadEventFired")
    alert = browser.js("document.querySelector('.error').textContent")
    assert alert.startswith("Not sent: Seat 1, #") and "Total steps must be a whole number" in \
        alert
    beside = browser.js("document.querySelector('fieldset.seat .err').textContent")
    assert beside.startswith("Total steps must be a whole number 0 or more, not 'lots'")
    assert browser.js("document.querySelector('form.result input[inputmode]').value") == "lots"
    assert browser.width() <= 390
    shot(browser, "refused", 390, None, tmp_path)
