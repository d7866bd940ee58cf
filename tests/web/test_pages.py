"""The pages' contents as a player reads them: ranks only once a result counts, the final rank
and the prize after the last game, captions, search that says when there are more, the
reload a reader can stop, and every page in the site's language."""

from __future__ import annotations

import re

import pytest

from tournament_director import i18n
from tournament_director.service import registration, results, seating
from tournament_director.service.demo import make_demo
from tournament_director.service.event import Event
from tournament_director.web.app import Snapshot
from tournament_director.web.data import build
from tournament_director.web.pages import SEARCH_LIMIT


def snapshot(event: Event, live: bool = True) -> Snapshot:
    return Snapshot(build(event), live, event.settings.list_order)


def text_of(body: bytes) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", body.decode()))


@pytest.fixture
def seated(tmp_path):
    ev = Event.create(tmp_path / "e.tdevent", name="Open", games=2, fee=20, seed=1)
    names = ("Anna Berg", "Łukasz Żółć", "Søren Holm", "Sven Berg", "Zoe Adams", "Ævar Þór",
             "Bram Smit", "Piet Zwart")
    registration.register_many(ev, [{"name": n} for n in names])
    seating.seat_next_game(ev)
    yield ev
    ev.close()


def test_nobody_is_ranked_before_a_result_counts(seated):
    snap = snapshot(seated)
    data = snap.data
    assert data["standings"] == []
    assert all(p["rank"] is None and p["points"] is None for p in data["players"])
    for name, res in snap.files.items():
        if name.endswith(".html"):
            text = text_of(res.body)
            assert "0.0 points" not in text and "1=" not in text, name
    assert "No result is in yet" in text_of(snap.files["standings.html"].body)
    page = text_of(snap.files["player-1.html"].body)
    assert "Not ranked yet" in page and "Rank" not in page
    # one table in: its players are ranked, the others not yet
    t = seated.game(1).tables[0]
    results.record(seated, 1, t.table, places={p: i for i, p in enumerate(t.players, 1)},
                  items={"cities": 0, "preserve_stones": 0, "limbo_groups": 0,
                         "spaceport": False})
    data = snapshot(seated).data
    assert {r["start_no"] for r in data["standings"]} == set(t.players)
    assert [r["rank"] for r in data["standings"]] == list(range(1, len(t.players) + 1))


def test_after_the_last_game_ranks_not_seats_and_the_winner_sees_the_prize(tmp_path):
    ev = make_demo(tmp_path / "done.tdevent", players=12, games=2, seed=5)
    try:
        snap = snapshot(ev)
    finally:
        ev.close()
    az = snap.files["players.html"].body.decode()
    assert "Final rank" in az and ">Seat<" not in az and ">Table<" not in az
    pz = snap.data["prizes"]
    first = pz["winners"][0]
    page = text_of(snap.files[f"player-{first['start_no']}.html"].body)
    assert f"Prize for place {first['place']}: {first['amount']} EUR" in page
    assert "Final rank" in page and "Game 2: table" not in page
    refunded = {r["start_no"]: r["amount"] for r in pz["refunds"]}
    if first["start_no"] in refunded:
        assert f"In all: {first['amount'] + refunded[first['start_no']]} EUR" in page
    loser = next(p for p in snap.data["players"]
                 if p["start_no"] not in {w["start_no"] for w in pz["winners"]}
                 and p["start_no"] not in refunded
                 and p["start_no"] != pz["left_over"]["start_no"])
    assert "Prize money" not in text_of(snap.files[f"player-{loser['start_no']}.html"].body)


@pytest.mark.parametrize("live", [True, False])
def test_every_table_has_a_caption(tmp_path, live):
    ev = make_demo(tmp_path / "d.tdevent", players=14, games=2, seed=2)
    try:
        pages = {n: r.body.decode() for n, r in snapshot(ev, live).files.items()
                 if n.endswith(".html")}
        playing = make_demo(tmp_path / "p.tdevent", players=14, games=2, play=1,
                            partial_tables=1, seed=2)
        try:
            pages.update({"playing " + n: r.body.decode()
                          for n, r in snapshot(playing, live).files.items()
                          if n.endswith(".html")})
        finally:
            playing.close()
    finally:
        ev.close()
    for name, html in pages.items():
        assert html.count("<table") == html.count("<caption>"), name


def test_search_says_when_there_are_more_and_never_fails(tmp_path):
    ev = make_demo(tmp_path / "big.tdevent", players=150, games=2, play=1, seed=4)
    try:
        snap = snapshot(ev)
    finally:
        ev.close()
    r = snap.renderer
    found = r.find("a")
    assert len(found) > SEARCH_LIMIT
    page = text_of(r.found("a", found))
    assert f"{len(found)} players found" in page
    assert f"Showing the first {SEARCH_LIMIT} of {len(found)}" in page
    assert page.count("player-") == 0  # links are in the markup, not the text
    few = r.find("lukasz")
    assert few and all("Łukasz" in p["name"] for p in few)
    assert "Showing the first" not in text_of(r.found("lukasz", few))
    for odd in ("²", "①", "#12", "１２", "🎲", "\u202e", "", " ", "'", "%", "9" * 40):
        r.found(odd, r.find(odd))  # no exception
    assert [p["start_no"] for p in r.find("²")] == [2]
    assert [p["start_no"] for p in r.find("#12")] == [12] == \
        [p["start_no"] for p in r.find("１２")]
    assert r.find("9" * 40) == []
    assert "No player matches" not in text_of(r.found(" ", []))  # nothing asked: the form


def test_the_reload_can_be_stopped(seated):
    snap = snapshot(seated)
    page = snap.files["players.html"].body.decode()
    assert '<meta http-equiv="refresh" content="30">' in page
    assert '<a href="players.html?refresh=off">Stop reloading</a>' in page
    quiet = snap.quiet("players.html").body.decode()
    assert "http-equiv" not in quiet and "does not reload by itself" in quiet
    assert 'href="player-1.html?refresh=off"' in quiet
    assert 'href="tables.html?refresh=off"' in quiet
    assert '<input type="hidden" name="refresh" value="off">' in quiet
    assert snap.quiet("players.html") is snap.quiet("players.html")  # made once
    assert snap.quiet("style.css") is None and snap.quiet("nothing.html") is None
    # the published site never reloads: nothing to stop
    static = snapshot(seated, live=False).files["players.html"].body.decode()
    assert "refresh" not in static


@pytest.mark.parametrize("lang, words", [
    ("de", ("Diese Seite gibt es nicht", "Nicht mehr neu laden", "Namen nach Anfangsbuchstaben",
            "Noch ohne Rang")),
    ("nl", ("Deze pagina bestaat niet", "Niet meer vernieuwen", "Namen op beginletter",
            "Nog geen rang in de stand")),
])
def test_every_page_in_the_sites_language(seated, lang, words):
    english = ("Stop reloading", "reloads by itself", "No such page", "Names by their",
               "Not ranked yet", "by name", "No result is in yet", "players found",
               "Updated", "Find your table", "Start number", "Rank", "Table", "Seat")
    try:
        i18n.set_language(lang)
        snap = snapshot(seated)
        pages = {n: r.body.decode() for n, r in snap.files.items() if n.endswith(".html")}
        pages["404"] = snap.renderer.error(404).decode()
        pages["405"] = snap.renderer.error(405).decode()
        pages["found"] = snap.renderer.found("zz", []).decode()
        pages["found2"] = snap.renderer.found("berg", snap.renderer.find("berg")).decode()
        pages["quiet"] = snap.quiet("index.html").body.decode()
        index = snapshot(seated, live=False).files["search-index.js"].body.decode()
    finally:
        i18n.set_language("en")
    everything = " ".join(pages.values())
    for word in words:
        assert word in everything, word
    for name, html in pages.items():
        text = text_of(html.encode())
        assert f'<html lang="{lang}">' in html, name
        assert '<meta name="viewport"' in html and "style.css" in html, name
        assert not [w for w in english if w in text], (name, text)
    assert "players found" not in index and "Showing the first" not in index


def test_the_static_index_folds_every_letter_of_the_names(tmp_path):
    ev = Event.create(tmp_path / "e.tdevent", name="Open", games=2, fee=0, seed=1)
    registration.register_many(ev, [{"name": n} for n in ("Łukasz Żółć", "王小明", "Þórunn")])
    seating.seat_next_game(ev)
    try:
        index = snapshot(ev, live=False).files["search-index.js"].body.decode()
    finally:
        ev.close()
    assert index.startswith("window.TD_SEARCH = ") and index.isascii()
    import json
    doc = json.loads(index[len("window.TD_SEARCH = "):].rstrip().rstrip(";"))
    table = doc["fold"]
    for ch, plain in (("Ł", "L"), ("ł", "l"), ("ż", "z"), ("王", "Wang"), ("Þ", "Th"),
                      ("ø", "o"), ("æ", "ae"), ("ß", "ss")):
        assert table[ch] == plain, ch
    assert sorted(p[2] for p in doc["players"]) == ["lukasz zolc", "thorunn", "wangxiaoming"]


def test_the_a_z_list_follows_the_events_name_order(tmp_path):
    """By surname, as the printed lists: de Vries, van der Berg, Zwart (and the index by
    the letter the name is sorted by)."""
    ev = Event.create(tmp_path / "e.tdevent", name="Open", games=2, fee=0, seed=1,
                      name_order="surname")
    names = ("Piet Zwart", "Jan van der Berg", "Anna de Vries", "Bram Appel")
    registration.register_many(ev, [{"name": n} for n in names])
    seating.seat_next_game(ev)
    try:
        page = snapshot(ev).files["players.html"].body.decode()
    finally:
        ev.close()
    shown = re.findall(r'<td><a href="player-\d+.html">([^<]+)</a>', page)
    assert shown == ["Bram Appel", "Anna de Vries", "Jan van der Berg", "Piet Zwart"]
    assert re.findall(r'scope="rowgroup">(\w)<', page) == ["A", "D", "V", "Z"]


def test_search_finds_a_number_in_a_name_and_the_german_spellings(tmp_path):
    """"+44" finds the start number 44 first, then "+44 Fan"; "mueller" finds "Müller" and
    "müller" finds "Mueller" (issue 35), on the served pages as in the window's filter."""
    path = tmp_path / "cup.tdevent"
    with Event.create(path, name="Cup", games=2, fee=10, seed=2) as ev:
        registration.register_many(ev, [{"name": "+44 Fan"}, {"name": "Jonas Müller"},
                                        {"name": "Greta Mueller"}]
                                   + [{"name": f"Player {i}"} for i in range(4, 50)])
        snap = snapshot(ev)
    r = snap.renderer
    assert [p["name"] for p in r.find("+44")] == ["Player 44", "+44 Fan"]
    assert [p["name"] for p in r.find("44")] == ["Player 44", "+44 Fan"]
    # the number alone goes to its player; "+44" is a name's text: both are listed
    assert r.jump("44", r.find("44"))["name"] == "Player 44"
    assert r.jump("#44", r.find("#44"))["name"] == "Player 44"
    assert r.jump("+44", r.find("+44")) is None
    assert {p["name"] for p in r.find("mueller")} == {"Jonas Müller", "Greta Mueller"}
    assert {p["name"] for p in r.find("müller")} == {"Jonas Müller", "Greta Mueller"}
    assert {p["name"] for p in r.find("muller")} == {"Jonas Müller", "Greta Mueller"}
    assert r.find("miller") == []


def test_money_to_the_cent_on_the_prize_page_and_in_data_json(tmp_path, language):
    """Issue 35: a fee of 7.50: data.json gives money as the CLI's JSON does (52.5, whole
    prizes as integers), the Dutch prize page writes "52,50 EUR" and the left-over's cents."""
    path = tmp_path / "cup.tdevent"
    with Event.create(path, name="Cup", games=1, fee="7,50", seed=3,
                      table_points="none") as ev:
        registration.register_many(ev, [{"name": f"Player {i}"} for i in range(1, 8)])
        seating.seat_next_game(ev)
        for t in ev.game(1).tables:
            results.record(ev, 1, t.table, places={p: i for i, p in enumerate(t.players, 1)})
        language("nl")
        snap = snapshot(ev, live=False)
    prizes = snap.renderer.data["prizes"]
    assert prizes["pot"] == 52.5 and prizes["total_paid"] == 52.5
    assert all(isinstance(w["amount"], int) for w in prizes["winners"])
    left = prizes["left_over"]["amount"]
    assert left != int(left)  # the cents go to the left-over
    page = text_of(snap.files["prizes.html"].body)
    assert "uit een pot van 52,50 EUR" in page  # (text_of: the no-break space as a space)
    assert f"Restant: {left:.2f}".replace(".", ",") + " EUR" in page
