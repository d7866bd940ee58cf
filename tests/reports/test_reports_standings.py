"""Standings: rank, name, points with one decimal, each game's figures, level players marked."""

import re

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
