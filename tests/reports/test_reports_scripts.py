"""Name order (Unicode collation), right-to-left scripts, tie-break values, the new payout and
sheet content, the score and tent cards, and what every PDF file is (fonts, permissions)."""

import os
import unicodedata

from tournament_director.collation import name_key, sort_by_name, surname_first
from tournament_director.reports import (
    payout_pdf,
    poster_pdf,
    scorecards_pdf,
    seating_pdf,
    standings_pdf,
    table_sheets_pdf,
    tablecards_pdf,
)
from tournament_director.reports.seating import sizes_text

ARABIC = "محمد"
CAIRO = "القاهرة"
TIEBREAKS = [{"key": "cards", "label": "Cards + HM tokens", "kind": "count"},
             {"key": "hm", "label": "Harbour Master", "kind": "yesno"}]


def _logical(text: str) -> str:
    """Extracted text compared in logical order: Arabic presentation forms to letters."""
    return " ".join(unicodedata.normalize("NFKC", text).split())


# -- collation -------------------------------------------------------------------------------

def test_names_sort_as_people_read_them_not_by_code_point():
    names = ["Zoltán Kiss", "Łukasz Nowak", "Sven Berg", "Søren Holm", "anna Smit",
             "Émile Roux", "Lars Ek"]
    ordered = sort_by_name(names)
    assert ordered == ["anna Smit", "Émile Roux", "Lars Ek", "Łukasz Nowak", "Søren Holm",
                       "Sven Berg", "Zoltán Kiss"]


def test_surname_order_keeps_the_particles_with_the_surname():
    assert surname_first("Jan van der Berg") == "van der Berg Jan"
    assert surname_first("Maximilian-Alexander von Hohenzollern-Sigmaringen-Württemberg") \
        == "von Hohenzollern-Sigmaringen-Württemberg Maximilian-Alexander"
    assert surname_first("Madonna") == "Madonna"
    names = ["Anna de Vries", "Pieter Bakker", "Jan van der Berg", "Zoë Adams"]
    # the particles are part of the surname: "van der Berg" sorts with the v's
    assert sort_by_name(names, order="surname") == [
        "Zoë Adams", "Pieter Bakker", "Anna de Vries", "Jan van der Berg"]
    assert name_key("  Anna   de Vries ", "surname") == name_key("Anna de Vries", "surname")


def test_the_seating_list_reads_in_collation_order(tmp_path, reports_data):
    names = ["Zoltán Kiss", "Łukasz Nowak", "Sven Berg", "Søren Holm", "Lars Ek",
             "Anna de Vries", "Jan van der Berg", "Pieter Bakker", "Þór Jónsson"]
    players = [{"start_no": i + 1, "name": n, "club": ""} for i, n in enumerate(names)]
    seating = {"game": 1, "tables": [
        {"table": 1, "players": [dict(p, seat=k + 1) for k, p in enumerate(players[:5])]},
        {"table": 2, "players": [dict(p, seat=k + 1) for k, p in enumerate(players[5:])]}]}
    for order, expected in [
            ("name", ["Anna de Vries", "Jan van der Berg", "Lars Ek", "Łukasz Nowak",
                      "Pieter Bakker", "Søren Holm", "Sven Berg", "Zoltán Kiss", "Þór Jónsson"]),
            ("surname", ["Pieter Bakker", "Sven Berg", "Anna de Vries", "Lars Ek",
                         "Søren Holm", "Þór Jónsson", "Zoltán Kiss", "Łukasz Nowak",
                         "Jan van der Berg"])]:
        out = tmp_path / f"seating-{order}.pdf"
        seating_pdf(out, reports_data.make_event(name_order=order), seating)
        first_page = reports_data.norm(reports_data.pdf_pages(out)[0].extract_text())
        alphabetical = first_page.split("Seating by table")[0]
        positions = [alphabetical.index(n) for n in expected]
        assert positions == sorted(positions), order


# -- right-to-left -----------------------------------------------------------------------------

def test_arabic_names_read_back_in_logical_order_on_every_report(tmp_path, reports_data,
                                                                  hard_names):
    players = reports_data.make_players(12, hard_names)
    players[0].update(name=ARABIC, club=CAIRO)
    players[1].update(name=f"{ARABIC} عبد الله")
    seating = reports_data.make_seating(players, 5)
    event = reports_data.make_event(tiebreak_items=TIEBREAKS)
    out = tmp_path / "x.pdf"
    for make in (lambda: seating_pdf(out, event, seating),
                 lambda: table_sheets_pdf(out, event, seating),
                 lambda: standings_pdf(out, event, reports_data.make_standings(players, 5)),
                 lambda: payout_pdf(out, event, reports_data.make_payout(
                     players, players[2:] + players[:2], [3, 4]))):
        make()
        text = _logical(reports_data.pdf_text(out))
        assert ARABIC in text
        assert f"{ARABIC} عبد الله" in text  # three words, in reading order
    seating_pdf(out, event, seating)
    assert CAIRO in _logical(reports_data.pdf_text(out))
    # the payout names the left-over's player (second to last: players[0] here)
    ranked = players[2:] + players[:2]  # second to last: players[0]
    payout_pdf(out, event, reports_data.make_payout(players, ranked, [3]))
    assert f"no. 1 {ARABIC}" in _logical(reports_data.pdf_text(out))


def test_arabic_prints_joined_not_as_isolated_letters(tmp_path, reports_data):
    players = [{"start_no": 1, "name": ARABIC, "club": ""},
               {"start_no": 2, "name": "Anna", "club": ""},
               {"start_no": 3, "name": "Bea", "club": ""}]
    seating = {"game": 1, "tables": [{"table": 1, "players": [
        dict(p, seat=i + 1) for i, p in enumerate(players)]}]}
    out = tmp_path / "s.pdf"
    seating_pdf(out, reports_data.make_event(), seating)
    raw = reports_data.pdf_pages(out)[0].extract_text()
    # shaped: the letters print in their joining forms (presentation forms), not as U+0645...
    assert any(0xFE70 <= ord(ch) <= 0xFEFF for ch in raw)
    assert ARABIC not in raw


# -- standings: tie-break values ---------------------------------------------------------------

def test_final_standings_print_the_tie_break_values_of_players_level_on_points(
        tmp_path, reports_data, hard_names):
    players = reports_data.make_players(12, hard_names)
    standings = reports_data.make_standings(players, 5, final=True)
    rows = standings["rows"]
    rows[1]["points"] = rows[2]["points"] = rows[0]["points"] - 5
    for r in rows:
        r["level"] = False
        r["tiebreak"] = {"cards": 7 + r["start_no"], "hm": r["start_no"] % 2 == 0}
    standings["tiebreak_items"] = TIEBREAKS
    out = tmp_path / "final.pdf"
    standings_pdf(out, reports_data.make_event(), standings)
    text = reports_data.pdf_text(out)
    for r in rows[1:3]:
        hm = "yes" if r["start_no"] % 2 == 0 else "no"
        assert (f"Tie-break: Cards + HM tokens {7 + r['start_no']} · Harbour Master {hm}"
                in text)
    assert text.count("Tie-break:") == 2  # only the players level on points
    # without the key (an older service) the standings print as before
    for r in rows:
        del r["tiebreak"]
    del standings["tiebreak_items"]
    standings_pdf(out, reports_data.make_event(), standings)
    assert "Tie-break:" not in reports_data.pdf_text(out)


def test_standings_game_cells_stay_on_one_line_at_1000_players(tmp_path, reports_data):
    players = reports_data.make_players(1000, [])
    standings = reports_data.make_standings(players, 5)
    out = tmp_path / "s.pdf"
    standings_pdf(out, reports_data.make_event(), standings)
    text = reports_data.pdf_pages(out)[-1].extract_text()
    assert "T1" in text and "·\n" not in text  # "T121 ·" never ends a line


# -- payout -----------------------------------------------------------------------------------

def test_payout_signatures_first_payees_sign_give_back_and_level_with(tmp_path, reports_data):
    players = reports_data.make_players(1000, [])
    payout = reports_data.make_payout(players, players, list(range(1, 223)), fee=20)
    payout["give_back"] = [{"start_no": 1001, "name": "Nina Late", "paid": 20}]
    payout["left_over"]["level_with"] = [{"start_no": 1000, "name": players[-1]["name"]}]
    out = tmp_path / "payout.pdf"
    payout_pdf(out, reports_data.make_event(), payout)
    pages = [reports_data.norm(p.extract_text()) for p in reports_data.pdf_pages(out)]
    assert "Summary" in pages[0] and "Signature:" in pages[0] and "Witness" in pages[0]
    assert "The pot: entry fees of 1,000 players 20,000" in pages[0]  # thousands separated
    assert "Received: signature" in pages[0] + pages[1]
    text = " ".join(pages)
    assert text.index("Received: signature") < text.index("Annex A")
    assert "Not in the pot: give back" in text and "Nina Late" in text
    assert ("Level with the players below; the left-over goes to the lower start number. "
            f"no. 1000 {players[-1]['name']}") in text


# -- table sheets: tie-break boxes, the Terravista tournament ---------------------------------

def test_the_last_games_sheets_have_boxes_for_the_tie_break_values(tmp_path, reports_data,
                                                                   hard_names):
    players = reports_data.make_players(12, hard_names)
    event = reports_data.make_event(tiebreak_items=TIEBREAKS, games=5)
    out = tmp_path / "sheets.pdf"
    table_sheets_pdf(out, event, reports_data.make_seating(players, 5))
    pages = [reports_data.norm(p.extract_text()) for p in reports_data.pdf_pages(out)]
    assert all("Final tie-breaks" in p and "Cards + HM tokens" in p and "Harbour Master" in p
               for p in pages)
    table_sheets_pdf(out, event, reports_data.make_seating(players, 4))
    assert "Final tie-breaks" not in reports_data.pdf_text(out)


def test_the_terravista_tournament_sheet(tmp_path, reports_data):
    players = reports_data.make_players(9, [])
    seating = {"game": 1, "tables": [
        {"table": 1, "players": [dict(p, seat=i + 1) for i, p in enumerate(players[:4])]},
        {"table": 2, "players": [dict(p, seat=i + 1) for i, p in enumerate(players[4:7])]},
        {"table": 3, "players": [dict(p, seat=i + 1) for i, p in enumerate(players[7:])]}]}
    event = reports_data.make_event(game="terravista-tournament", result_fields=[])
    out = tmp_path / "tv.pdf"
    table_sheets_pdf(out, event, seating)
    pages = [reports_data.norm(p.extract_text()) for p in reports_data.pdf_pages(out)]
    assert len(pages) == 3
    for page in pages:
        assert "Game 1 Game 2 Game 3 Game 4 Total Best game" in page
        assert "level totals are decided by the best single game" in page
    assert "4 games in a row" in pages[0] and "pass your map to the player on your left" \
        in pages[0]
    assert "3 games in a row" in pages[1]
    assert "discard the used maps" in pages[2] and "random unused map for game 3" in pages[2]
    assert "then swap maps for game 4" in pages[2]
    box = reports_data.pdf_pages(out)[0].mediabox
    assert float(box.width) > float(box.height)  # landscape: room for the columns


# -- the new cards -----------------------------------------------------------------------------

def test_score_cards_list_every_game_of_every_player(tmp_path, reports_data, hard_names):
    players = reports_data.make_players(5, hard_names)
    cards = {"cards": [
        {"start_no": p["start_no"], "name": p["name"], "club": p["club"], "rank": i + 1,
         "level": False, "points": 72, "status": "active",
         "games": [{"game": 1, "table": 3, "seat": 2, "place": 1, "placement": 60,
                    "table_points": 7, "equalization": 5, "points": 72},
                   {"game": 2, "table": 12, "seat": 4, "place": None, "placement": None,
                    "table_points": None, "equalization": None, "points": None}]}
        for i, p in enumerate(players)]}
    out = tmp_path / "cards.pdf"
    scorecards_pdf(out, reports_data.make_event(), cards)
    text = reports_data.pdf_text(out)
    assert len(reports_data.pdf_pages(out)) == 3  # two cards to a page
    assert text.count("1 3 2 1st 6.0 0.7 0.5 7.2") == 5
    assert text.count("2 12 4 open") == 5
    assert text.count("Total 7.2") == 5  # the player's points, as the standings have them
    names = [reports_data.norm(reports_data.printable(p["name"])) for p in players]
    positions = [text.index(n) for n in sort_by_name(names)]
    assert positions == sorted(positions)  # alphabetical


def test_tent_cards_show_each_table_number_on_both_halves(tmp_path, reports_data):
    out = tmp_path / "tents.pdf"
    tablecards_pdf(out, reports_data.make_event(paper="Letter"), {"game": 1,
                                                                   "tables": [1, 2, 121]})
    pages = reports_data.pdf_pages(out)
    assert len(pages) == 3
    for page, number in zip(pages, ["1", "2", "121"]):
        text = page.extract_text()
        assert text.count("Table") == 2 and text.split().count(number) == 2
    assert round(float(pages[0].mediabox.width)) == 612


# -- every PDF ---------------------------------------------------------------------------------

def fonts_listed(path) -> dict[str, bool]:
    """Each font the PDF's pages (and their forms) use -> whether its program is embedded
    (what poppler's pdffonts says in its "emb" column)."""
    from pypdf import PdfReader
    found: dict[str, bool] = {}

    def font(obj) -> None:
        obj = obj.get_object()
        if obj.get("/Subtype") == "/Type0":
            for descendant in obj["/DescendantFonts"]:
                font(descendant)
            return
        descriptor = obj.get("/FontDescriptor")
        embedded = obj.get("/Subtype") == "/Type3" or (descriptor is not None and any(
            k in descriptor.get_object() for k in ("/FontFile", "/FontFile2", "/FontFile3")))
        found[str(obj.get("/BaseFont", "?"))] = embedded

    def resources(res, seen) -> None:
        res = res.get_object() if res is not None else {}
        for ref in (res.get("/Font") or {}).values():
            font(ref)
        for ref in (res.get("/XObject") or {}).values():
            xobject = ref.get_object()
            if xobject.get("/Subtype") == "/Form" and id(xobject) not in seen:
                seen.add(id(xobject))
                resources(xobject.get("/Resources"), seen)

    for page in PdfReader(path).pages:
        resources(page.get("/Resources"), set())
    return found


def test_fonts_listed_tells_an_embedded_font_from_a_named_one(tmp_path):
    from reportlab.pdfgen import canvas
    path = tmp_path / "helvetica.pdf"
    c = canvas.Canvas(str(path))
    c.setFont("Helvetica", 12)  # one of the 14 standard fonts: named, never embedded
    c.drawString(72, 72, "Table 1")
    c.save()
    assert fonts_listed(path) == {"/Helvetica": False}


def test_no_font_is_listed_without_being_embedded_and_files_follow_the_umask(
        tmp_path, reports_data, hard_names):
    players = reports_data.make_players(20, hard_names)
    event = reports_data.make_event()
    old = os.umask(0o022)
    try:
        files = {
            "seating": lambda p: seating_pdf(p, event, reports_data.make_seating(players, 1)),
            "sheets": lambda p: table_sheets_pdf(p, event, reports_data.make_seating(players, 1)),
            "standings": lambda p: standings_pdf(p, event,
                                                 reports_data.make_standings(players, 2)),
            "payout": lambda p: payout_pdf(p, event,
                                           reports_data.make_payout(players, players, [1])),
            "tents": lambda p: tablecards_pdf(p, event, {"tables": [1]}),
            "poster": lambda p: poster_pdf(p, event, {"game": 1, "players": [
                {"name": n["name"], "start_no": n["start_no"], "table": 1, "seat": 1}
                for n in players]}, url="http://192.168.1.5:8080/"),
        }
        for name, make in files.items():
            path = tmp_path / f"{name}.pdf"
            make(path)
            assert (path.stat().st_mode & 0o777) == 0o644, name
            fonts = fonts_listed(path)
            assert fonts, name
            assert all(embedded for embedded in fonts.values()), (name, fonts)
    finally:
        os.umask(old)


def test_table_sizes_are_summarised():
    assert sizes_text([4] * 218 + [3] * 4) == "218 tables of 4, 4 of 3"
    assert sizes_text([5, 5, 5, 4, 4, 4, 3, 3, 6]) == "3 tables of 5, 3 of 4, 2 of 3, 1 of 6"
    assert sizes_text([6]) == "1 table of 6"


def test_no_row_alone_on_the_last_page_of_a_list(tmp_path, reports_data):
    from reportlab.lib.pagesizes import letter
    from reportlab.platypus import SimpleDocTemplate

    from tournament_director.reports.cells import KeepTailTable
    rows = [[f"row {i}"] for i in range(200)]
    for count in range(40, 120):  # whatever the length, the last page has 3 rows or more
        table = KeepTailTable(rows[:count], colWidths=[100], rowHeights=[20] * count,
                              repeatRows=1)
        out = tmp_path / "t.pdf"
        SimpleDocTemplate(str(out), pagesize=letter).build([table])
        pages = reports_data.pdf_pages(out)
        if len(pages) > 1:
            last = [ln for ln in pages[-1].extract_text().splitlines() if ln.startswith("row")]
            assert len(last) - 1 >= 3, (count, last)  # less the repeated header row


# -- mixed scripts: the bidirectional algorithm ------------------------------------------------

MIXED_EVENT = "Cairo Open بطولة القاهرة 2026"
MIXED_NAME = "Anna محمد الأحمد Smith"
HEBREW = "דוד כהן"
MIXED_CLUB = "نادي Kraków"


def _pieces(page) -> list[tuple[str, float, float]]:
    """(text, x, y) of every text drawing on a page, in content-stream order."""
    out = []

    def visit(text, cm, tm, _font, _size):
        if text.strip():
            out.append((text, cm[4] + tm[4] * cm[0], cm[5] + tm[5] * cm[3]))
    page.extract_text(visitor_text=visit)
    return out


def _x_of(pieces, word: str) -> float:
    """Where `word` prints (its left end); drawn shaped, Arabic reads back in presentation
    forms (NFKC gives the letters)."""
    for text, x, _y in pieces:
        if unicodedata.normalize("NFKC", text).strip() == word:
            return x
    raise AssertionError(f"{word} not drawn on its own: {[p[0] for p in pieces][:60]}")


def test_mixed_lines_read_back_in_logical_order_on_every_report(tmp_path, reports_data,
                                                                 hard_names):
    players = reports_data.make_players(12, [MIXED_NAME, HEBREW] + hard_names)
    players[0]["club"] = MIXED_CLUB
    players[1]["club"] = "מועדון 12 Haifa"
    seating = reports_data.make_seating(players, 3)
    event = reports_data.make_event(name=MIXED_EVENT, tiebreak_items=TIEBREAKS)
    standings = reports_data.make_standings(players, 3, final=True)
    ranked = players[2:] + players[:2]  # second to last: players[0], the left-over's
    cards = {"cards": [{"start_no": p["start_no"], "name": p["name"], "club": p["club"],
                        "rank": 1, "level": False, "points": 10, "status": "active",
                        "games": []} for p in players]}
    out = tmp_path / "x.pdf"
    makers = {"seating": lambda: seating_pdf(out, event, seating),
              "sheets": lambda: table_sheets_pdf(out, event, seating),
              "standings": lambda: standings_pdf(out, event, standings),
              "payout": lambda: payout_pdf(out, event, reports_data.make_payout(
                  players, ranked, [3])),
              "cards": lambda: scorecards_pdf(out, event, cards)}
    for report, make in makers.items():
        make()
        text = _logical(reports_data.pdf_text(out))
        assert MIXED_EVENT in text, report  # the page header
        assert MIXED_NAME in text and HEBREW in text, report
        if report != "payout":
            assert MIXED_CLUB in text and "מועדון 12 Haifa" in text, report
    payout_pdf(out, event, reports_data.make_payout(players, ranked, [3]))
    assert f"no. 1 {MIXED_NAME}" in _logical(reports_data.pdf_text(out))


def test_mixed_lines_print_each_run_in_its_direction_at_its_place(tmp_path, reports_data):
    players = [{"start_no": 1, "name": MIXED_NAME, "club": MIXED_CLUB},
               {"start_no": 2, "name": HEBREW, "club": ""},
               {"start_no": 3, "name": "Bea", "club": ""}]
    seating = {"game": 1, "tables": [{"table": 1, "players": [
        dict(p, seat=i + 1) for i, p in enumerate(players)]}]}
    out = tmp_path / "s.pdf"
    table_sheets_pdf(out, reports_data.make_event(name=MIXED_EVENT), seating)
    pieces = _pieces(reports_data.pdf_pages(out)[0])
    # a Latin line: the Arabic run in its place, its first word on the right
    assert _x_of(pieces, "Anna") < _x_of(pieces, "الأحمد") < _x_of(pieces, "محمد") \
        < _x_of(pieces, "Smith")
    # a line that starts in Arabic runs right to left: the Latin word on its left
    assert _x_of(pieces, "Kraków") < _x_of(pieces, "نادي")
    assert _x_of(pieces, "כהן") < _x_of(pieces, "דוד")
    # the header: "2026" belongs to the Arabic run, printed on its left
    assert _x_of(pieces, "Cairo") < _x_of(pieces, "Open") < _x_of(pieces, "القاهرة") \
        < _x_of(pieces, "بطولة")
    # shaped: joined letters (presentation forms), not U+0645 ... as isolated letters
    raw = "".join(text for text, _x, _y in pieces)
    assert any(0xFE70 <= ord(ch) <= 0xFEFF for ch in raw)


def test_the_poster_prints_right_to_left_names_shaped_in_logical_order(tmp_path, reports_data):
    poster = {"game": 1, "players": [
        {"start_no": 1, "name": MIXED_NAME, "table": 1, "seat": 1},
        {"start_no": 2, "name": HEBREW, "table": 1, "seat": 2},
        {"start_no": 3, "name": "Bea", "table": 1, "seat": 3}]}
    out = tmp_path / "p.pdf"
    poster_pdf(out, reports_data.make_event(name=MIXED_EVENT), poster)
    text = _logical(reports_data.pdf_text(out))
    assert MIXED_NAME in text and HEBREW in text and MIXED_EVENT in text


def test_a_latin_line_that_begins_with_an_arabic_club_stays_left_to_right(tmp_path,
                                                                           reports_data):
    cards = {"cards": [{"start_no": 1, "name": "Bea", "club": MIXED_CLUB, "rank": 3,
                        "level": False, "points": 10, "status": "active", "games": []}]}
    out = tmp_path / "c.pdf"
    scorecards_pdf(out, reports_data.make_event(), cards)
    pieces = _pieces(reports_data.pdf_pages(out)[0])
    # "نادي Kraków · rank 3, ...": the club where the line starts (on the left), and in it
    # the Arabic word before (left of) "Kraków" as a left-to-right line puts it
    assert _x_of(pieces, "نادي") < _x_of(pieces, "Kraków") < _x_of(pieces, "rank")
    assert f"{MIXED_CLUB} · rank 3" in _logical(reports_data.pdf_text(out))
