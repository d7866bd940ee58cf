"""Every cell fits its text on every report, for the longest hard names (wrap, then shrink)."""

import pytest
from reportlab.platypus import KeepInFrame, KeepTogether, Paragraph, Table

from tournament_director.reports import bidi, cells, document
from tournament_director.reports.cards import scorecards_story
from tournament_director.reports.payout import payout_story
from tournament_director.reports.seating import seating_story
from tournament_director.reports.sheets import sheets_story
from tournament_director.reports.standings import standings_story
from tournament_director.reports.styles import sized
from tournament_director.reports.styles import styles as report_styles

LONG = ["Maximilian-Alexander von Hohenzollern-Sigmaringen-Württemberg",
        "Þórunn Guðmundsdóttir-Sigurðardóttir Ólafsdóttir Björnsdóttir von Hagen",
        "محمد عبد الرحمن القاهرة الإسكندرية",
        "Wolfeschlegelsteinhausenbergerdorff",  # one word, no hyphen
        "Mac-Lochlainn-Ó-Súilleabháin",
        "Anna محمد الأحمد-القاهرة Smith"]
LONG_CLUB = "Spielgemeinschaft Donaudampfschifffahrtsgesellschaftskapitäne & Freunde e.V."
HYPHEN_CLUB = "Sportverein-Donaudampfschifffahrts-Gesellschaft-Kapitäne-Freundeskreis"


def _flowables(items):
    for f in items:
        yield f
        if isinstance(f, (KeepTogether, KeepInFrame)):
            yield from _flowables(f._content)
        elif isinstance(f, Table):
            for row in f._cellvalues:
                for cell in row:
                    yield from _flowables(cell if isinstance(cell, (list, tuple)) else [cell])


def _misfits(story) -> list[str]:
    """Cells whose text is wider than the cell, or taller than a fixed row."""
    bad = []
    for table in [f for f in _flowables(story) if isinstance(f, Table)]:
        if not hasattr(table, "_rowHeights"):
            continue  # never laid out (a shrunk sheet measures its own copy)
        for r, row in enumerate(table._cellvalues):
            for c, cell in enumerate(row):
                content = cell if isinstance(cell, (list, tuple)) else [cell]
                text_kinds = (Paragraph, bidi.BidiText, cells.Line)
                flow = [f for f in content if isinstance(f, text_kinds)]
                if not flow or any(hasattr(f, "wrap") and not isinstance(f, text_kinds)
                                   for f in content):
                    continue  # no text, or a nested layout (checked as a table of its own)
                cs = table._cellStyles[r][c]
                c0, r0, c1, r1 = c, r, c, r
                spans = getattr(table, "_spanRanges", None) or {}
                if (c, r) in spans:
                    if spans[(c, r)] is None:
                        continue  # covered by a spanning cell
                    c0, r0, c1, r1 = spans[(c, r)]
                avail = sum(table._colWidths[c0:c1 + 1]) - cs.leftPadding - cs.rightPadding
                height = sum(table._rowHeights[r0:r1 + 1]) - cs.topPadding - cs.bottomPadding
                used = 0.0
                for f in flow:
                    _w, h = f.wrap(avail, 10000)
                    used += h
                    wide = f.minWidth() if isinstance(f, (Paragraph, bidi.BidiText)) else 0
                    if wide > avail + 0.5:
                        bad.append(f"row {r} col {c}: {wide:.1f} wide in {avail:.1f}")
                if used > height + 0.5:
                    bad.append(f"row {r} col {c}: {used:.1f} high in {height:.1f}")
    return bad


def _build(tmp_path, name, event, story, wide=False):
    ctx = cells.Ctx()
    kept = list(story)  # the build consumes its list
    document.build_pdf(tmp_path / f"{name}.pdf", event, name, story, ctx, wide=wide)
    assert any(isinstance(f, Table) for f in _flowables(kept))
    return _misfits(kept)


def _players(reports_data, hard_names):
    players = reports_data.make_players(20, LONG + hard_names)
    for p in players[:6]:
        p["club"] = LONG_CLUB
    for p in players[6:10]:
        p["club"] = HYPHEN_CLUB
    return players


def test_every_cell_of_every_report_fits_the_longest_names(tmp_path, reports_data, hard_names):
    players = _players(reports_data, hard_names)
    for paper in ("A4", "Letter"):
        for game in ("terra-nova", "terravista-tournament"):
            event = reports_data.make_event(
                paper=paper, game=game,
                tiebreak_items=[{"key": "cards", "label": "Cards + Harbour Master tokens",
                                 "kind": "count"},
                                {"key": "hm", "label": "Harbour Master", "kind": "yesno"}])
            seating = reports_data.make_seating(players, 5)
            ctx = cells.Ctx()
            assert _build(tmp_path, "sheets", event, sheets_story(ctx, event, seating),
                          wide=game == "terravista-tournament") == []
        ctx = cells.Ctx()
        bad = _build(tmp_path, "seating", event, seating_story(ctx, event, seating))
        assert bad == [], "\n".join(bad)
        standings = reports_data.make_standings(players, 5, final=True)
        ctx = cells.Ctx()
        assert _build(tmp_path, "standings", event,
                      standings_story(ctx, event, standings, False)) == []
        payout = reports_data.make_payout(players, players, [1, 2, 3, 4])
        payout["give_back"] = [{"start_no": 1, "name": LONG[0], "paid": 100}]
        ctx = cells.Ctx()
        assert _build(tmp_path, "payout", event, payout_story(ctx, event, payout)) == []
        cards = {"cards": [{"start_no": p["start_no"], "name": p["name"], "club": p["club"],
                            "rank": 1, "level": False, "points": 10, "status": "active",
                            "games": [dict(g, seat=1) for g in row["games"]]}
                           for p, row in zip(players, standings["rows"])]}
        ctx = cells.Ctx()
        assert _build(tmp_path, "cards", event, scorecards_story(ctx, event, cards)) == []


def test_the_checker_finds_a_name_that_does_not_fit(tmp_path, reports_data):
    style = report_styles()["cell"]
    table = Table([[Paragraph(LONG[0].replace(" ", ""), style)]], colWidths=[60],
                  rowHeights=[14])
    ctx = cells.Ctx()
    document.build_pdf(tmp_path / "bad.pdf", reports_data.make_event(), "x", [table], ctx)
    assert len(_misfits([table])) == 2  # too wide, and too high


@pytest.mark.parametrize("game", ["terra-nova", "terravista-tournament"])
def test_a_sheet_name_never_prints_smaller_than_its_club(reports_data, hard_names, game):
    players = _players(reports_data, hard_names)
    event = reports_data.make_event(game=game)  # a full page: long names in tight rows
    story = sheets_story(cells.Ctx(), event, reports_data.make_seating(players, 1))
    for table in [f for f in _flowables(story) if isinstance(f, Table)]:
        for row in table._cellvalues:
            for cell in row:
                if isinstance(cell, list) and len(cell) == 2 and all(
                        isinstance(f, (Paragraph, bidi.BidiText, cells.Line)) for f in cell):
                    assert cell[0].style.fontSize >= cell[1].style.fontSize


def _line_texts(flow, avail) -> list[str]:
    flow.wrap(avail, 10_000)
    if isinstance(flow, bidi.BidiText):
        return list(flow.lines)
    if isinstance(flow, cells.Line):
        return [flow.text]
    return [" ".join(line[1]) if isinstance(line, tuple) else
            "".join(getattr(f, "text", "") for f in line.words).strip()
            for line in flow.blPara.lines]


def test_a_long_word_breaks_after_its_hyphens_before_it_shrinks():
    ctx = cells.Ctx()
    style = sized(report_styles()["cell"], 13)
    name = "Mac-Lochlainn-Ó-Súilleabháin"
    avail = ctx.width(name, style.fontName, 13) * 0.7  # too wide for one line at 13pt
    flow = ctx.fit(name, style, avail, max_lines=2, min_size=10)
    assert flow.style.fontSize == 13  # not shrunk: broken after a hyphen
    lines = _line_texts(flow, avail)
    assert len(lines) == 2 and lines[0].endswith("-") and "".join(lines) == name
    assert all(ctx.width(t, style.fontName, 13) <= avail for t in lines)
    # a right-to-left or mixed name breaks the same way
    mixed = "محمد-الأحمد-القاهرة"
    avail = ctx.width(mixed, style.fontName, 13) * 0.7
    flow = ctx.fit(mixed, style, avail, max_lines=2, min_size=10)
    assert isinstance(flow, bidi.BidiText) and flow.style.fontSize == 13
    assert "".join(_line_texts(flow, avail)) == mixed and flow.minWidth() <= avail


@pytest.mark.parametrize("min_size", [0, 10])
def test_a_word_without_hyphens_is_cut_between_letters_only_at_the_floor(min_size):
    ctx = cells.Ctx()
    style = sized(report_styles()["cell"], 13)
    word = "Wolfeschlegelsteinhausenbergerdorff" * 2
    avail = 120.0
    flow = ctx.fit(word, style, avail, max_lines=2, min_size=min_size)
    floor = min_size or round(13 * 0.45 * 4) // 4
    assert flow.style.fontSize >= floor - 0.25  # never smaller than the floor
    lines = _line_texts(flow, avail)
    assert len(lines) >= 2 and "".join(lines) == word
    assert all(ctx.width(t, style.fontName, flow.style.fontSize) <= avail for t in lines)
    # a word that fits at the floor shrinks rather than being cut
    flow = ctx.fit("Wolfeschlegelsteinhausenbergerdorff", style, 150, max_lines=2)
    assert _line_texts(flow, 150) == ["Wolfeschlegelsteinhausenbergerdorff"]


@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("game", ["terra-nova", "terravista-tournament"])
def test_long_names_never_shrink_a_sheets_page(tmp_path, reports_data, paper, game):
    names = ["Wolfeschlegelsteinhausenbergerdorff", "Mac-Lochlainn-Ó-Súilleabháin",
             LONG[0], "محمد الأحمد", "Anna محمد الأحمد-القاهرة Smith", LONG[1]]
    players = reports_data.make_players(6, names)
    for p, club in zip(players, [HYPHEN_CLUB, LONG_CLUB, HYPHEN_CLUB, "نادي Kraków", "",
                                 LONG_CLUB]):
        p["club"] = club
    event = reports_data.make_event(paper=paper, game=game, table_point_items=[])
    seating = {"game": 3, "tables": [
        {"table": 1, "players": [dict(p, seat=i + 1) for i, p in enumerate(players)]}]}
    story = sheets_story(cells.Ctx(), event, seating)
    kept = list(story)
    document.build_pdf(tmp_path / "s.pdf", event, "sheets", story, cells.Ctx(),
                    wide=game == "terravista-tournament")
    pages = [f for f in kept if isinstance(f, document.OnePage)]
    assert pages and all(page._sizes is not None for page in pages)  # drawn at full size
    assert _misfits(kept) == []

