"""The table sheets while entry is on: each table's own code and address, and beside each seat
the code of that player's own page; still one page per table, with every hard name."""

from reportlab.platypus import Table

from tournament_director import qr
from tournament_director.reports import cells, table_sheets_pdf
from tournament_director.reports.sheets import QrCode, sheets_story


def codes_by_row(story) -> list[list]:
    """The QR codes of each table of the story, row by row (a row's cells walked in)."""
    found = []

    def walk(flow, row):
        if isinstance(flow, QrCode):
            row.append(flow.matrix)
        elif isinstance(flow, Table):
            for cells_row in flow._cellvalues:
                for cell in cells_row:
                    for f in cell if isinstance(cell, list) else [cell]:
                        walk(f, row)
        elif hasattr(flow, "_content"):  # OnePage: the sheet's parts
            for f in flow._content:
                walk(f, row)

    for flow in story:
        row: list = []
        walk(flow, row)
        if row:
            found.append(row)
    return found


def test_each_seats_code_is_beside_the_seat_and_the_tables_below(tmp_path, reports_data,
                                                                 hard_names):
    players = reports_data.make_players(30, hard_names)
    event = reports_data.make_event()
    seating = reports_data.make_seating(players, 1)
    base = "http://192.168.1.23:8080/t/"
    entry_links = {t["table"]: f"{base}table{t['table']}" for t in seating["tables"]}
    seat_links = {(t["table"], p["start_no"]): f"{base}seat{t['table']}x{p['start_no']}"
                  for t in seating["tables"] for p in t["players"]}
    story = sheets_story(cells.Ctx(), event, seating, entry_links, seat_links)
    sheets = codes_by_row(story)
    assert len(sheets) == len(seating["tables"])
    for codes, table in zip(sheets, seating["tables"]):
        seats = sorted(table["players"], key=lambda p: p["seat"])
        wanted = [qr.matrix(seat_links[(table["table"], p["start_no"])]) for p in seats]
        assert codes == wanted + [qr.matrix(entry_links[table["table"]])]  # in seat order
    out = tmp_path / "sheets.pdf"
    table_sheets_pdf(out, event, seating, entry_links=entry_links, seat_links=seat_links)
    pages = reports_data.pdf_pages(out)
    assert len(pages) == len(seating["tables"])  # the codes fit: still one page a table
    for page, table in zip(pages, seating["tables"]):
        text = reports_data.norm(page.extract_text()).replace(" ", "")
        assert entry_links[table["table"]] in text


def test_without_entry_no_seat_codes(reports_data, hard_names):
    players = reports_data.make_players(12, hard_names)
    seating = reports_data.make_seating(players, 1)
    story = sheets_story(cells.Ctx(), reports_data.make_event(), seating)
    assert codes_by_row(story) == []
