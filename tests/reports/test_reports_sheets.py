"""Table score sheets: one page per table, everything a table fills in, every hard name."""

import pytest
from reportlab.lib.pagesizes import letter

from tournament_director.reports import table_sheets_pdf


@pytest.fixture
def event_39(reports_data, hard_names):
    players = reports_data.make_players(39, hard_names)
    return players, reports_data.make_event(), reports_data.make_seating(players, 2)


def test_one_page_per_table_with_its_players_in_seat_order(tmp_path, reports_data, event_39):
    _players, event, seating = event_39
    out = tmp_path / "sheets.pdf"
    table_sheets_pdf(out, event, seating)
    pages = reports_data.pdf_pages(out)
    assert len(pages) == len(seating["tables"]) == 9
    for page, table in zip(pages, seating["tables"]):
        text = reports_data.norm(page.extract_text())
        assert f"Table {table['table']}" in text
        assert "Game 2 of 5" in text and "Terra Nova (2006)" in text
        assert reports_data.norm(event["name"]) in text and "29 Nov 2026" in text
        first = table["players"][0]
        start = reports_data.norm(reports_data.printable(first["name"]))
        assert f"Start player (drawn by lot): seat 1, no. {first['start_no']} {start}" in text
        positions = []
        for p in table["players"]:
            name = reports_data.norm(reports_data.printable(p["name"]))
            row = f"{p['seat']} {p['start_no']} {name}"
            assert row in text, row
            positions.append(text.index(row))
            if p["club"].strip():
                assert reports_data.norm(p["club"]) in text
        assert positions == sorted(positions)
        # nobody from another table on this page
        others = [f"{p['seat']} {p['start_no']} "
                  + reports_data.norm(reports_data.printable(p["name"]))
                  for t in seating["tables"] if t is not table for p in t["players"]]
        assert not [row for row in others if row in text]


def test_table_point_items_print_with_their_values(tmp_path, reports_data, event_39):
    _players, event, seating = event_39
    out = tmp_path / "sheets.pdf"
    table_sheets_pdf(out, event, seating)
    for page in reports_data.pdf_pages(out):
        text = reports_data.norm(page.extract_text())
        assert "Table points" in text
        assert "Populated cities (the Condominium included) +0.1 each" in text
        assert "Land stones of the Nature Preserve +0.1 each" in text
        assert "Groups of Colonists waiting in Limbo -0.3 each" in text
        assert "Spaceport constructed yes +0.5 / no -0.5" in text
        assert "Place" in text and "Initials" in text


def test_result_fields_and_campaign_mode(tmp_path, reports_data, hard_names):
    players = reports_data.make_players(6, hard_names[-6:])
    event = reports_data.make_event(
        mode="campaign", game_label="Terravista, standard",
        result_fields=[{"key": "across", "label": "All four horses across", "kind": "yesno"},
                       {"key": "steps", "label": "Total steps", "kind": "int"}])
    seating = reports_data.make_seating(players, 4)
    out = tmp_path / "sheets.pdf"
    warnings = table_sheets_pdf(out, event, seating)
    assert [w for w in warnings if "Zoë" not in w] == []
    pages = reports_data.pdf_pages(out)
    assert len(pages) == 1
    text = reports_data.norm(pages[0].extract_text())
    assert "All four horses across" in text and "Total steps" in text
    assert text.count("yes / no") == 6  # one to circle per player
    assert "Table points" not in text  # campaigns have none
    for p in players:
        assert reports_data.norm(reports_data.printable(p["name"])) in text


def test_six_hard_names_at_one_table_fit_one_letter_page(tmp_path, reports_data, hard_names):
    long_ones = sorted(hard_names, key=len)[-6:]
    players = reports_data.make_players(6, long_ones)
    for p in players:
        p["club"] = "The Extraordinarily Long-Named Society of Board Gamers & <b>Friends</b>"
    event = reports_data.make_event(paper="Letter", name="A" * 40 + " " + "B" * 40)
    out = tmp_path / "sheets.pdf"
    table_sheets_pdf(out, event, reports_data.make_seating(players, 1))
    pages = reports_data.pdf_pages(out)
    assert len(pages) == 1
    box = pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (round(letter[0]),
                                                                    round(letter[1]))
    text = reports_data.pdf_text(out)
    for p in players:
        assert reports_data.norm(reports_data.printable(p["name"])) in text
    assert "Friends</b>" in text


def test_many_tables(tmp_path, reports_data, hard_names):
    players = reports_data.make_players(200, hard_names)
    seating = reports_data.make_seating(players, 1)
    out = tmp_path / "sheets.pdf"
    table_sheets_pdf(out, reports_data.make_event(), seating)
    pages = reports_data.pdf_pages(out)
    assert len(pages) == len(seating["tables"])
    assert f"Page {len(pages)} of {len(pages)}" in pages[-1].extract_text()
