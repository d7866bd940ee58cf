"""The seating list: every hard name, table and seat printed as text; A4 and Letter; warnings."""

import re
from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4, letter

from tournament_director.reports import document, fonts, seating_pdf


@pytest.fixture
def event_39(reports_data, hard_names):
    players = reports_data.make_players(39, hard_names)
    return players, reports_data.make_event(), reports_data.make_seating(players, 3)


def test_every_player_is_listed_with_table_seat_and_number(tmp_path, reports_data, event_39):
    players, event, seating = event_39
    out = tmp_path / "seating.pdf"
    seating_pdf(out, event, seating)
    text = reports_data.pdf_text(out)
    assert "Seating" in text and "Game 3 of 5" in text
    assert reports_data.norm(event["name"]) in text  # "<2026> & Friends" literally
    assert "29 Nov 2026" in text and "Printed at" in text
    for table in seating["tables"]:
        assert f"Table {table['table']}" in text
        for p in table["players"]:
            name = reports_data.norm(reports_data.printable(p["name"]))
            # alphabetical list: the name, then table, seat and start number on its line
            assert re.search(rf"\b{p['start_no']} " + re.escape(name)
                             + rf" {table['table']} {p['seat']}\b",
                             text), p["name"]
            # by table: seat, start number, name (a long one broken after a hyphen)
            assert re.search(rf"\b{p['seat']}( start)? {p['start_no']} " + re.escape(name),
                             re.sub(r"(?<=\w)- (?=\w)", "-", text)), p["name"]


def test_alphabetical_list_is_in_reading_order(tmp_path, reports_data, event_39):
    _players, event, seating = event_39
    out = tmp_path / "seating.pdf"
    seating_pdf(out, event, seating)
    first = reports_data.norm(" ".join(p.extract_text() for p in reports_data.pdf_pages(out)[:2]))
    order = ["+44 Fan", "Anna de Vries", "Ben & Jerry", "Gülşen Öztürk", "@handle",
             "<i>Ivy</i> League", "Jiří Čermák", "Małgorzata Wiśniewska", "=SUM(A1:A9)",
             "Zoë", "Þórunn", "Σωκράτης", "Дмитрий"]
    positions = [first.index(name) for name in order]
    assert positions == sorted(positions)


def test_hard_names_print_literally(tmp_path, reports_data, hard_names):
    players = reports_data.make_players(len(hard_names), hard_names)
    event = reports_data.make_event()
    out = tmp_path / "seating.pdf"
    seating_pdf(str(out), event, reports_data.make_seating(players, 1))  # a str path works too
    text = reports_data.pdf_text(out)
    for literal in ["Ben & Jerry", "<i>Ivy</i> League", 'Tom "The Tank" O\'Neill', "=SUM(A1:A9)",
                    "+44 Fan", "@handle", "Leading and trailing spaces", "Дмитрий Шостакович",
                    "Σωκράτης Αλεξίου", "Trần Thị Hương", "Þórunn Guðmundsdóttir",
                    "José Decomposed", "Ben & Jerry's <b>Board</b> Gamers", "Клуб «Игрок»",
                    '"Quoted" Club & Co.',
                    "Maximilian-Alexander von Hohenzollern-Sigmaringen-Württemberg"]:
        assert literal in text, literal
    assert "  Leading" not in text


def test_missing_glyphs_warn_and_name_the_player(tmp_path, reports_data, event_39):
    _players, event, seating = event_39
    out = tmp_path / "seating.pdf"
    warnings = seating_pdf(out, event, seating)  # conftest: no fallback font is found
    cjk = [w for w in warnings if "王小明" in w]
    assert len(cjk) == 1, warnings
    assert cjk[0].startswith("Player 8 ") and "U+738B" in cjk[0]
    emoji = [w for w in warnings if "Zoë" in w]
    assert len(emoji) == 1 and "U+1F3B2" in emoji[0]
    assert len(warnings) == 2  # each player named once, though the name prints twice
    text = reports_data.pdf_text(out)
    assert "\ufffd\ufffd\ufffd" in text and "Zoë \ufffd Dice" in text  # not an empty box


def test_a_fallback_font_prints_cjk_when_the_computer_has_one(tmp_path, monkeypatch,
                                                              reports_data, event_39):
    monkeypatch.undo()  # this test looks for real fonts
    usable = [name for name in fonts.fallback_fonts()
              if all(ord(ch) in fonts.char_map(name) for ch in "王小明")]
    if not usable:
        pytest.skip("no CJK fallback font with TrueType outlines on this computer")
    _players, event, seating = event_39
    out = tmp_path / "seating.pdf"
    warnings = seating_pdf(out, event, seating)
    assert not [w for w in warnings if "王小明" in w]
    assert "王小明" in reports_data.pdf_text(out)


def test_paper_size_a4_by_default_and_letter_as_a_setting(tmp_path, reports_data, event_39):
    _players, event, seating = event_39
    sizes = {}
    for paper in ("A4", "Letter", None):
        ev = dict(event, paper=paper)
        out = tmp_path / f"seating-{paper}.pdf"
        seating_pdf(out, ev, seating)
        box = reports_data.pdf_pages(out)[0].mediabox
        sizes[paper] = (round(float(box.width)), round(float(box.height)))
    assert sizes["A4"] == sizes[None] == (round(A4[0]), round(A4[1]))
    assert sizes["Letter"] == (round(letter[0]), round(letter[1]))


def test_page_numbers_say_n_of_m(tmp_path, reports_data, event_39):
    _players, event, seating = event_39
    out = tmp_path / "seating.pdf"
    seating_pdf(out, event, seating)
    pages = reports_data.pdf_pages(out)
    assert len(pages) >= 2
    for number, page in enumerate(pages, 1):
        assert f"Page {number} of {len(pages)}" in page.extract_text()


def test_a_failed_report_leaves_the_old_file_and_no_temp(tmp_path, monkeypatch, reports_data,
                                                         event_39):
    _players, event, seating = event_39
    out = tmp_path / "seating.pdf"
    out.write_bytes(b"the old report")

    def boom(*args, **kwargs):
        raise RuntimeError("printer on fire")

    monkeypatch.setattr(document.SimpleDocTemplate, "build", boom)
    with pytest.raises(RuntimeError):
        seating_pdf(out, event, seating)
    assert out.read_bytes() == b"the old report"
    assert sorted(p.name for p in Path(tmp_path).iterdir()) == ["seating.pdf"]
