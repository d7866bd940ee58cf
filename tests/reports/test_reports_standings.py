"""Standings: rank, name, points with one decimal, each game's figures, level players marked."""

import re

import pytest
from reportlab.lib.pagesizes import A4, landscape

from tournament_director.reports import standings_pdf


def _row_text(reports_data, row):
    rank = f"{row['rank']}{'=' if row['level'] else ''}"
    name = reports_data.norm(reports_data.printable(row["name"]))
    return f"{rank} {row['start_no']} {name}"


def test_every_row_prints_rank_name_points_and_games(tmp_path, reports_data, hard_names):
    players = reports_data.make_players(39, hard_names)
    standings = reports_data.make_standings(players, 3)
    event = reports_data.make_event()
    out = tmp_path / "standings.pdf"
    standings_pdf(out, event, standings)
    text = reports_data.pdf_text(out)
    assert "Standings after game 3 of 5" in text
    assert "“=” after a rank: level on points" in text
    fmt = reports_data.fmt
    last = -1
    for row in standings["rows"]:
        head = _row_text(reports_data, row)
        start = text.index(head)
        assert start > last, head  # best first
        last = start
        tail = text[start + len(head):]
        club = reports_data.norm(row["club"])
        if club:
            assert tail.startswith(" " + club)
        if row["status"] == "dropped":
            assert "dropped out" in tail[:120]
        figures = [fmt(row["points"])]
        for g in row["games"]:
            if g["place"] is None:
                figures.append(f"open T{g['table']}")
            else:
                total = g["placement"] + g["table_points"] + g["equalization"]
                suffix = {1: "st", 2: "nd", 3: "rd"}.get(g["place"], "th")
                figures.append(f"{fmt(total)} T{g['table']} · {g['place']}{suffix}")
        assert re.match(r"^[^\d]*" + re.escape(" ".join(figures)), tail.lstrip(" ")), \
            (head, tail[:200])
    assert any(r["level"] for r in standings["rows"])
    assert "open T2" in text  # a table of the last game still playing


def test_points_in_tenths_print_with_one_decimal(tmp_path, reports_data, hard_names):
    players = reports_data.make_players(5, hard_names[:5])
    standings = reports_data.make_standings(players, 1, final=True)
    for row, points in zip(standings["rows"], [235, 100, 0, -5, -13]):
        row["points"] = points
    out = tmp_path / "standings.pdf"
    standings_pdf(out, reports_data.make_event(), standings)
    text = reports_data.pdf_text(out)
    assert "Final standings" in text
    for points in ("23.5", "10.0", "0.0", "-0.5", "-1.3"):
        assert re.search(rf"(?<![\d.]){re.escape(points)}(?![\d])", text), points


def test_many_games_turn_the_page(tmp_path, reports_data, hard_names):
    players = reports_data.make_players(20, hard_names)
    standings = reports_data.make_standings(players, 8, final=True)
    out = tmp_path / "standings.pdf"
    standings_pdf(out, reports_data.make_event(games=8), standings)
    page = reports_data.pdf_pages(out)[0]
    assert (round(float(page.mediabox.width)), round(float(page.mediabox.height))) == \
        tuple(round(x) for x in landscape(A4))
    text = reports_data.pdf_text(out)
    assert "G8" in text
    for row in standings["rows"]:
        assert _row_text(reports_data, row) in text


def test_letter_paper(tmp_path, reports_data, hard_names):
    players = reports_data.make_players(12, hard_names)
    out = tmp_path / "standings.pdf"
    standings_pdf(out, reports_data.make_event(paper="Letter"),
                  reports_data.make_standings(players, 2))
    box = reports_data.pdf_pages(out)[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)


def test_each_game_prints_the_points_the_standings_count(tmp_path, reports_data):
    """The reports print each game's points as handed over (the rules' GameLine.total): they
    add nothing up themselves, so a game worth more than its three parts prints as it is."""
    from tournament_director.reports import scorecards_pdf
    players = reports_data.make_players(5, [])
    standings = reports_data.make_standings(players, 1, final=True)
    for row in standings["rows"]:
        row["games"][0]["points"] += 100  # not placement + table points + equalization
        row["points"] = row["games"][0]["points"]
    out = tmp_path / "standings.pdf"
    standings_pdf(out, reports_data.make_event(), standings)
    text = reports_data.pdf_text(out)
    cards = {"cards": [dict(row, games=[dict(g, seat=1) for g in row["games"]])
                       for row in standings["rows"]]}
    scorecards_pdf(tmp_path / "cards.pdf", reports_data.make_event(), cards)
    card_text = reports_data.pdf_text(tmp_path / "cards.pdf")
    for row in standings["rows"]:
        game = row["games"][0]
        figure = reports_data.fmt(game["points"])
        assert f"{figure} T{game['table']}" in text
        parts = " ".join(reports_data.fmt(game[k])
                         for k in ("placement", "table_points", "equalization"))
        assert f"{parts} {figure}" in card_text
    assert card_text.count("Total ") == len(players)


def test_the_report_data_carry_each_games_total(tmp_path):
    """What the views hand the reports: each game's points as the standings count them, None
    while its table has no result."""
    from tournament_director.service import views
    from tournament_director.service.demo import make_demo
    event = make_demo(tmp_path / "demo.tdevent", players=14, games=3, seed=4, play=1,
                      partial_tables=1)
    try:
        standings = views.report_standings(event)
        cards = views.report_scorecards(event)["cards"]
        rows = {r.player.start_no: r for r in event.standings()}
    finally:
        event.close()
    seen_open = False
    for entry in standings["rows"] + cards:
        lines = {ln.game_no: ln for ln in rows[entry["start_no"]].lines}
        for game in entry["games"]:
            line = lines[game["game"]]
            if line.place is None:
                seen_open = True
                assert game["points"] is None
            else:
                assert game["points"] == line.total == (
                    line.placement + line.table_points + line.equalization)
        assert entry["points"] == sum(g["points"] or 0 for g in entry["games"])
    assert seen_open  # game 2 is being played


def test_the_title_names_only_a_game_whose_results_are_all_in(tmp_path):
    """Game 2 seated with one table in: "after the results in so far", never "after game 2"
    (issue 35); game 1 asked for by number: its own title; every result in: game 2's."""
    from tournament_director.service import results, views
    from tournament_director.service.demo import make_demo
    event = make_demo(tmp_path / "demo.tdevent", players=14, games=3, seed=4, play=1,
                      partial_tables=1)
    try:
        out = tmp_path / "s.pdf"
        standings_pdf(out, views.report_event(event), views.report_standings(event))
        text = reports_data_text(out)
        tables = event.game(2).tables
        assert "Standings after the results in so far" in text
        assert f"Game 2: 1 of {len(tables)} tables in." in text
        assert "after game 2" not in text
        standings_pdf(out, views.report_event(event), views.report_standings(event, 1))
        assert "Standings after game 1 of 3" in reports_data_text(out)
        for t in tables:
            if not t.has_result:
                results.record(event, 2, t.table,
                               places={p: i for i, p in enumerate(t.players, 1)},
                               items={"cities": 0, "preserve_stones": 0, "limbo_groups": 0,
                                      "spaceport": False})
        standings_pdf(out, views.report_event(event), views.report_standings(event))
        text = reports_data_text(out)
        assert "Standings after game 2 of 3" in text and "so far" not in text
    finally:
        event.close()


def test_with_nothing_of_the_next_game_in_the_title_names_the_last_complete_one(tmp_path):
    """Game 2 seated, none of its results in: "after game 1 of 3" (the figures are game 1's),
    with "Game 2: 0 of N tables in."; game 1 seated with nothing recorded: "so far"; a
    penalty given during game 2 counts: "so far" again (issue 35)."""
    from tournament_director.service import adjustments, registration, seating, views
    from tournament_director.service.demo import make_demo
    from tournament_director.service.event import Event
    out = tmp_path / "s.pdf"
    with Event.create(tmp_path / "new.tdevent", name="New", games=3, fee=0) as event:
        registration.register_many(event, [{"name": f"Player {i}"} for i in range(1, 9)])
        seating.seat_next_game(event)
        standings_pdf(out, views.report_event(event), views.report_standings(event))
        text = reports_data_text(out)
        assert "Standings after the results in so far" in text and "after game" not in text
        assert "Game 1: 0 of 2 tables in." in text
    event = make_demo(tmp_path / "demo.tdevent", players=14, games=3, seed=4, play=1)
    try:
        seating.seat_next_game(event)
        standings_pdf(out, views.report_event(event), views.report_standings(event))
        text = reports_data_text(out)
        tables = len(event.game(2).tables)
        assert "Standings after game 1 of 3" in text and "so far" not in text
        assert f"Game 2: 0 of {tables} tables in." in text
        adjustments.adjust(event, 1, "-1.0", "Mobile phone at the table")
        standings_pdf(out, views.report_event(event), views.report_standings(event))
        assert "Standings after the results in so far" in reports_data_text(out)
    finally:
        event.close()


def reports_data_text(path) -> str:
    from .conftest import pdf_text
    return pdf_text(path)


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_tiebreak_line_wraps_instead_of_shrinking(tmp_path, reports_data, language, lang):
    """Players level on points after 5 games: the tie-break values under each name print at
    the club line's 7.5 pt in every language (5.5 pt in de and nl before issue 35)."""
    from pypdf import PdfReader

    from tournament_director.i18n import _
    language(lang)
    players = reports_data.make_players(40, [])
    standings = reports_data.make_standings(players, 5, final=True)
    standings["tiebreak_items"] = [
        {"key": "cards_and_tokens", "label": _("Credit cards + Harbour Master tokens"),
         "kind": "count"},
        {"key": "harbour_master", "label": _("Harbour Master"), "kind": "yesno"}]
    for r in standings["rows"]:
        r["points"] = 100  # all level on points: each shows its values
        r["tiebreak"] = {"cards_and_tokens": 12, "harbour_master": True}
    out = tmp_path / "standings.pdf"
    standings_pdf(out, reports_data.make_event(), standings)
    label = _("Tie-break: {values}").split("{")[0].strip()
    sizes = []
    for page in PdfReader(str(out)).pages:
        page.extract_text(visitor_text=lambda text, cm, tm, font, size: sizes.append(
            (text, size * abs(tm[0]) if tm[0] else size)))
    found = [s for t, s in sizes if label in t and s < 10]  # not the subtitle's mention
    assert len(found) == len(players) and min(found) >= 7.5, sorted(set(found))
