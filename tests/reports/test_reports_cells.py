"""The cheap ways to print text (plain table cells, one-line flowables, the single measuring of a
sheet) print exactly what the paragraphs they stand for print, where those print it."""

import unicodedata

import pytest
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.platypus import Paragraph, SimpleDocTemplate, Table, TableStyle

from tournament_director.reports import cells, fonts, table_sheets_pdf
from tournament_director.reports.styles import aligned, sized
from tournament_director.reports.styles import styles as report_styles


def _placed_text(path) -> list[tuple]:
    """(text, x, y, size) of every piece of text in the PDF, in page coordinates."""
    from pypdf import PdfReader
    found = []

    def visit(text, cm, tm, _font, size):
        if text.strip():
            x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
            y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
            found.append((text.strip(), round(x, 2), round(y, 2), round(size * tm[0], 2)))

    for page in PdfReader(str(path)).pages:
        page.extract_text(visitor_text=visit)
    return sorted(found)


def _table_pdf(path, cells, commands) -> None:
    table = Table(cells, colWidths=[150, 120, 90], rowHeights=[None, 36, 30])
    table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, "black"),
                               ("LEFTPADDING", (0, 0), (-1, -1), 5),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 3)] + commands))
    SimpleDocTemplate(str(path)).build([table])


@pytest.mark.parametrize("valign", ["TOP", "MIDDLE", "BOTTOM"])
def test_plain_cells_and_lines_print_where_paragraphs_print(tmp_path, valign):
    st = report_styles()
    kinds = [aligned(sized(st["th"], 9), TA_CENTER), st["cell_b"],
             aligned(sized(st["cell"], 13), TA_RIGHT),
             sized(st["small"], 8.5), aligned(st["small"], TA_LEFT)]
    texts = [["Seat", "No. 12", "+0.5 each"], ["Entered by: ____", "1", "T3 \u00b7 2nd"],
             ["Remarks", "yes / no", "22.5"]]
    styles = [[kinds[(r + c) % len(kinds)] for c in range(3)] for r in range(3)]
    widths = [150 - 8, 120 - 8, 90 - 8]
    valign_cmd = [("VALIGN", (0, 0), (-1, -1), valign)]

    _table_pdf(tmp_path / "para.pdf", [[Paragraph(t, s) for t, s in zip(row, srow)]
                                      for row, srow in zip(texts, styles)], valign_cmd)
    plain = [[cells.cell_text(t, s, w) for t, s, w in zip(row, srow, widths)]
             for row, srow in zip(texts, styles)]
    assert all(isinstance(cell, str) for row in plain for cell in row)
    commands = [cmd for r, srow in enumerate(styles) for c, s in enumerate(srow)
                for cmd in cells.cell_style((c, r), (c, r), s)]
    _table_pdf(tmp_path / "plain.pdf", plain, valign_cmd + commands)
    lines = [[[cells.line(t, s, w)] for t, s, w in zip(row, srow, widths)]
             for row, srow in zip(texts, styles)]
    assert all(isinstance(cell[0], cells.Line) for row in lines for cell in row)
    _table_pdf(tmp_path / "line.pdf", lines, valign_cmd)

    expected = _placed_text(tmp_path / "para.pdf")
    assert len(expected) == 9
    assert _placed_text(tmp_path / "plain.pdf") == expected
    assert _placed_text(tmp_path / "line.pdf") == expected


def test_text_a_paragraph_would_change_stays_a_paragraph():
    style = report_styles()["cell"]
    for text in ("yes  /  no", " padded", "a <b>bold</b> claim", "Ben & Jerry", "",
                 "far too long for the little room it is given here"):
        assert isinstance(cells.cell_text(text, style, 120), Paragraph), text
        assert isinstance(cells.line(text, style, 120), Paragraph), text


def _clean_slowly(text) -> str:
    text = unicodedata.normalize("NFC", "" if text is None else str(text))
    return "".join(" " if ch.isspace() or unicodedata.category(ch) == "Cc" else ch
                   for ch in text).strip()


def test_clean_is_the_same_on_the_quick_path(hard_names):
    samples = hard_names + [None, 12, "", "tab\there", "line\nbreak", "nb\u00a0space",
                            "bell\x07", "zero\u200bwidth", "Jose\u0301", "\u2028sep",
                            "  both  "]
    for text in samples:
        assert cells.clean(text) == _clean_slowly(text), repr(text)


def test_runs_are_the_same_on_the_quick_path(hard_names):
    ctx = cells.Ctx()
    for text in hard_names + ["Anna de Vries", "Zoë", ""]:
        text = cells.clean(text)
        runs, missing = ctx.analyse(text, fonts.FONT)
        assert "".join(chunk for _f, chunk in runs) == cells.clean(
            "".join("\ufffd" if ch in missing else ch for ch in text
                    if unicodedata.category(ch) != "Cf"))
        if all(ord(ch) in fonts.char_map(fonts.FONT) for ch in text):
            assert runs == (((None, text),) if text else ()) and missing == ()


def test_an_overfull_sheet_still_shrinks_onto_its_page(tmp_path, reports_data, hard_names):
    players = reports_data.make_players(12, hard_names)
    items = [dict(reports_data.items[i % 4], key=f"k{i}", label=f"Item {i} of many")
             for i in range(10)]
    fields = [{"key": f"f{i}", "label": f"Field {i}", "kind": "yesno" if i % 2 else "int"}
              for i in range(4)]
    event = reports_data.make_event(table_point_items=items, result_fields=fields)
    seating = {"game": 1, "tables": [
        {"table": 1, "players": [dict(p, seat=i + 1) for i, p in enumerate(players)]},
        {"table": 2, "players": [dict(p, seat=i + 1) for i, p in enumerate(players[:4])]}]}
    out = tmp_path / "sheets.pdf"
    table_sheets_pdf(out, event, seating)
    pages = reports_data.pdf_pages(out)
    assert len(pages) == 2
    first = reports_data.norm(pages[0].extract_text())
    for p in players:
        assert reports_data.norm(reports_data.printable(p["name"])) in first
    assert "Item 9 of many" in first and "Remarks" in first
    assert "Item 9 of many" in reports_data.norm(pages[1].extract_text())
