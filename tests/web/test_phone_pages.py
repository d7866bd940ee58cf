"""The players' pages as a phone shows them, measured in headless Chromium at 360 and 390 px:
no page wider than the phone with the longest names, the A-Z list in the prints' order with
its letter index, and the published site's own search (a script over a static index)."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from tournament_director.collation import index_letter, sort_by_name
from tournament_director.service import registration, seating
from tournament_director.service.demo import make_demo, play_game
from tournament_director.service.event import Event
from tournament_director.service.parse import clean_name

from .conftest import hard_names, start_serve, stop

pytestmark = pytest.mark.slow

LONG = ["Wolfeschlegelsteinhausenbergerdorff",
        "Hubert Blaine Wolfeschlegelsteinhausenbergerdorff",
        "Łukasz Żółć", "Søren Holm", "Sven Berg", "Ævar Þór", "Zoe Adams", "Anna Straße",
        "Jonas Müller", "Greta Mueller"]
EVENT_NAME = "Internationale Kampioenschappen Maximilian-Alexander-Gesellschaft <Open>"


def make_event(path, finished: bool):
    names = hard_names() + LONG
    ev = Event.create(path, name=EVENT_NAME, games=2, fee=20, seed=7)
    club = "Spielgemeinschaft Hohenzollern-Sigmaringen"
    registration.register_many(ev, [{"name": n, "club": club} for n in names])
    rng = random.Random(3)
    seating.seat_next_game(ev)
    if finished:
        play_game(ev, 1, rng)
        seating.seat_next_game(ev)
        play_game(ev, 2, rng)
    else:
        play_game(ev, 1, rng, tables=2)
    ev.close()
    return [clean_name(n) for n in names]


@pytest.fixture(scope="module")
def sites(tmp_path_factory):
    """The event in game 1 (2 tables in) and finished, each served; the first published."""
    root = tmp_path_factory.mktemp("phones")
    out = {}
    try:
        for kind in ("playing", "finished"):
            path = root / f"{kind}.tdevent"
            names = make_event(path, finished=kind == "finished")
            out[kind] = {"path": path, "names": names, "served": start_serve(path)}
        site = root / "site"
        subprocess.run([sys.executable, "-m", "tournament_director.cli", "publish",
                        str(out["playing"]["path"]), "-o", str(site)], check=True,
                       capture_output=True, timeout=120)
        out["published"] = site
        yield out
    finally:
        for kind in ("playing", "finished"):
            if kind in out:
                stop(out[kind]["served"])


def pages_of(base: str, count: int, extra=()) -> list[str]:
    names = ["", "index.html", "players.html", "standings.html", "tables.html", "prizes.html",
             "players.html?refresh=off", *extra]
    return [base + n for n in names] + [f"{base}player-{k}.html" for k in range(1, count + 1)]


@pytest.mark.parametrize("width", [360, 390])
def test_no_page_is_wider_than_the_phone(browser, sites, width):
    too_wide = []
    for kind in ("playing", "finished"):
        served = sites[kind]["served"]
        urls = pages_of(served.url, len(sites[kind]["names"]),
                        extra=["find?q=a", "find?q=nobody", "no/such/page"])
        for url in urls:
            browser.open(url, width)
            if browser.width() > width:
                too_wide.append((url, browser.width()))
    site = sites["published"].as_uri() + "/"
    for url in pages_of(site, len(sites["playing"]["names"]))[1:6]:
        browser.open(url, width)
        if browser.width() > width:
            too_wide.append((url, browser.width()))
    assert too_wide == []


def test_long_names_wrap_and_keep_the_numbers_on_screen(browser, sites):
    served = sites["playing"]["served"]
    browser.open(served.url + "players.html", 360)
    # the table and seat of every row are inside the screen, and no cell breaks
    # "table 6, seat 3" into words: they are numbers in their own columns
    right = browser.js("Math.max(...[...document.querySelectorAll('td.n')]"
                       ".map(td => td.getBoundingClientRect().right))")
    assert right <= 360
    assert browser.js("[...document.querySelectorAll('td.n')].every("
                      "td => td.getClientRects().length === 1 && !td.textContent.includes(' '))")
    long = browser.js("[...document.querySelectorAll('td a')].find(a => a.textContent === "
                      "'Wolfeschlegelsteinhausenbergerdorff').getBoundingClientRect().right")
    assert long <= 360


def test_the_a_z_list_reads_back_in_the_prints_order(browser, sites):
    names = sites["playing"]["names"]
    browser.open(sites["playing"]["served"].url + "players.html", 390)
    shown = browser.js("[...document.querySelectorAll('tbody tr td:first-child a')]"
                       ".map(a => a.textContent)")
    assert shown == sort_by_name(names)
    # the letter index: one link per group, in order, each to its group's first name
    index = browser.js("[...document.querySelectorAll('nav.letters a')].map(a => [a.textContent,"
                       " document.querySelector(a.getAttribute('href')).querySelector('td a')"
                       ".textContent])")
    headings = []
    for name in sort_by_name(names):
        heading = index_letter(name)[1]
        if not headings or headings[-1][0] != heading:
            headings.append([heading, name])
    assert index == headings
    for name, letter in (("Łukasz Żółć", "L"), ("Søren Holm", "S"), ("Ævar Þór", "A")):
        assert browser.js(f"[...document.querySelectorAll('td a')].find(a => a.textContent === "
                          f"{name!r}).closest('tbody').querySelector('th').textContent") \
            == letter  # as printed: Ł with the L's, ø as o, æ as ae


def test_the_finished_event_says_ranks_and_prizes_not_seats(browser, sites):
    served = sites["finished"]["served"]
    browser.open(served.url + "players.html", 390)
    # after the last game: the final rank, no "now at table ..."
    assert browser.js("document.querySelector('thead').textContent") == "NameNo.Final rank"
    browser.open(served.url + "prizes.html", 390)
    winner = browser.js("document.querySelector('tbody td a').getAttribute('href')")
    browser.open(served.url + winner, 390)
    assert browser.js("document.querySelector('.prize').textContent").count("Prize for place 1")


@pytest.mark.parametrize("typed, wanted", [
    ("lukasz", "Łukasz Żółć"), ("zolc", "Łukasz Żółć"), ("soren", "Søren Holm"),
    ("aevar", "Ævar Þór"), ("thorunn", "Þórunn Guðmundsdóttir"), ("strasse", "Anna Straße"),
    ("dmitriy", "Дмитрий Шостакович"), ("JOSE", "José Decomposed"),
    ("mueller", "Jonas Müller"), ("müller", "Greta Mueller"), ("muller", "Greta Mueller"),
    ("+44", "+44 Fan"),
])
def test_the_published_site_searches_as_a_plain_keyboard_types(browser, sites, typed, wanted):
    browser.open(sites["published"].as_uri() + "/index.html", 360)
    assert browser.js("document.getElementById('find').hidden") is False
    browser.js(f"(() => {{ const i = document.querySelector('#find input'); i.value = "
               f"{typed!r}; i.dispatchEvent(new Event('input')); }})()")
    found = browser.wait_for("[...document.querySelectorAll('#found td a')]"
                             ".map(a => a.textContent)")
    assert wanted in found, found
    assert browser.width() <= 360


def test_the_published_search_finds_a_start_number_and_says_when_there_are_more(browser,
                                                                                 tmp_path):
    path = tmp_path / "big.tdevent"
    make_demo(path, players=150, games=2, play=1, seed=4).close()
    site = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "tournament_director.cli", "publish", str(path),
                    "-o", str(site)], check=True, capture_output=True, timeout=120)
    browser.open(site.as_uri() + "/index.html", 390)

    def search(text):
        browser.js(f"(() => {{ const i = document.querySelector('#find input'); i.value = "
                   f"{text!r}; i.dispatchEvent(new Event('input')); }})()")
        return browser.wait_for("document.getElementById('found').textContent")

    said = search("a")
    rows = browser.js("document.querySelectorAll('#found tbody tr').length")
    assert rows == 50 and "Showing the first 50 of" in said
    search("17")
    assert browser.js("[...document.querySelectorAll('#found tbody tr td:nth-child(2)')]"
                      ".map(td => td.textContent)") == ["17"]
    assert "No player matches" in search("nobody by this name")
    # submitting one match goes to that player's page
    browser.js("(() => { const i = document.querySelector('#find input'); i.value = '17'; "
               "document.getElementById('find').requestSubmit(); })()")
    browser.wait_for("location.href.endsWith('player-17.html')")
