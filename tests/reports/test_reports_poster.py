"""The "find your table" poster: every name at 24 pt or more, in order, with table and seat."""

import re

import pytest
from reportlab.lib.pagesizes import A3, A4

from tournament_director.collation import name_key
from tournament_director.reports import poster_pdf


def poster_data(players, seating):
    rows = [{"name": p["name"], "start_no": p["start_no"], "table": t["table"],
             "seat": p["seat"]} for t in seating["tables"] for p in t["players"]]
    rows.sort(key=lambda r: (name_key(r["name"]), r["start_no"]))
    return {"game": seating["game"], "name_order": "name", "players": rows}


@pytest.fixture
def poster_39(reports_data, hard_names):
    players = reports_data.make_players(39, hard_names)
    return reports_data.make_event(), poster_data(players, reports_data.make_seating(players, 2))


def runs_with_sizes(path):
    """(text, font size) of every text run the PDF draws."""
    from pypdf import PdfReader
    out = []
    for page in PdfReader(str(path)).pages:
        page.extract_text(visitor_text=lambda text, cm, tm, font, size:
                          out.append((text, size * abs(tm[0]) if tm[0] else size)))
    return [(t.strip(), s) for t, s in out if t.strip()]


def test_every_name_in_order_with_table_and_seat(tmp_path, reports_data, poster_39):
    event, poster = poster_39
    out = tmp_path / "poster.pdf"
    assert poster_pdf(out, event, poster) != []  # 王小明: no CJK font here, and a warning
    text = reports_data.pdf_text(out)
    assert reports_data.norm(event["name"]) in text  # markup in the event name literally
    assert "Find your table" in text and "Game 2 of 5" in text
    text = re.sub(r"\s", "", text)  # a long name prints on two lines
    at = 0
    for p in poster["players"]:
        name = re.sub(r"\s", "", reports_data.printable(p["name"]))
        found = re.compile(re.escape(name) + rf"{p['table']}{p['seat']}(?=\D|$)").search(text, at)
        assert found, p["name"]  # and after the name before it: the poster's order
        at = found.end()


def test_names_are_24_points_or_larger(tmp_path, reports_data, poster_39):
    event, poster = poster_39
    out = tmp_path / "poster.pdf"
    poster_pdf(out, event, poster)
    runs = runs_with_sizes(out)
    for p in poster["players"]:
        first_word = re.split(r"[\s-]", reports_data.printable(p["name"]))[0]
        sizes = [s for t, s in runs if t.startswith(first_word)]
        assert sizes and min(sizes) >= 24, (p["name"], sizes)


def test_pages_are_named_by_their_letters_and_landscape_when_that_fits_more(
        tmp_path, reports_data, hard_names):
    players = reports_data.make_players(120, hard_names)
    poster = poster_data(players, reports_data.make_seating(players, 1))
    out = tmp_path / "poster.pdf"
    poster_pdf(out, reports_data.make_event(), poster)
    pages = reports_data.pdf_pages(out)
    assert len(pages) > 1
    width, height = (float(v) for v in pages[0].mediabox.upper_right)
    assert (round(width), round(height)) == (round(A4[1]), round(A4[0]))  # landscape A4
    texts = [reports_data.norm(p.extract_text()) for p in pages]
    first = texts[0].split("Find your table")[1]
    assert re.search(r"Game 1 of 5 (\S+) \u2013 (\S+)", first)
    # the first page starts with the first name, the last page ends with the last one
    assert texts[0].find(reports_data.norm(poster["players"][0]["name"])) > 0
    assert reports_data.norm(reports_data.printable(poster["players"][-1]["name"])) in texts[-1]
    assert f"Page {len(pages)} of {len(pages)}" in texts[-1]


def test_a3(tmp_path, reports_data, poster_39):
    event, poster = poster_39
    out = tmp_path / "poster.pdf"
    poster_pdf(out, event, poster, paper="A3")
    box = reports_data.pdf_pages(out)[0].mediabox
    assert sorted(round(float(v)) for v in box.upper_right) == sorted(round(v) for v in A3)


def test_the_sharing_address_and_its_qr_code_on_every_page(tmp_path, reports_data, poster_39):
    event, poster = poster_39
    url = "http://192.168.1.23:8080/?a=1&b=<2>"  # markup characters print literally
    plain, shared = tmp_path / "plain.pdf", tmp_path / "shared.pdf"
    poster_pdf(plain, event, poster)
    poster_pdf(shared, event, poster, url=url)
    pages = reports_data.pdf_pages(shared)
    for page in pages:
        text = re.sub(r"\s+", "", page.extract_text())
        assert "Followseatingandstandingsonyourphone:" in text and url in text
    assert "phone" not in reports_data.pdf_text(plain)
    names = re.sub(r"\s", "", reports_data.pdf_text(shared))
    for p in poster["players"]:  # the band takes room, no name
        assert re.sub(r"\s", "", reports_data.printable(p["name"])) in names


def test_the_posters_qr_code_reads_as_the_address(tmp_path, reports_data, poster_39):
    """Rendered with pdftoppm: the module centres of the printed code are segno's matrix."""
    import shutil
    import subprocess

    from tournament_director.qr import matrix as qr_matrix
    from tournament_director.reports.poster import FOOTER, MARGIN, SHARE_BAND
    if not shutil.which("pdftoppm"):
        pytest.skip("pdftoppm (poppler-utils) is not installed")
    event, poster = poster_39
    url = "http://10.0.0.7:8080/"
    out = tmp_path / "shared.pdf"
    poster_pdf(out, event, poster, url=url)
    subprocess.run(["pdftoppm", "-gray", "-r", "150", "-f", "1", "-l", "1", str(out),
                    str(tmp_path / "page")], check=True)
    raw = next(tmp_path.glob("page*.pgm")).read_bytes()  # P5: width height 255, one byte each
    magic, width, height, _most, pixels = raw.split(maxsplit=4)
    width, height = int(width), int(height)
    assert magic == b"P5" and len(pixels) == width * height

    def is_dark(x, y):
        return pixels[int(y) * width + int(x)] < 128

    scale = 150 / 72
    dark = [(x, y) for y in range(int(height - (MARGIN + FOOTER + SHARE_BAND) * scale),
                                  int(height - (MARGIN + FOOTER) * scale))
            for x in range(int(width - (MARGIN + SHARE_BAND) * scale), width) if is_dark(x, y)]
    x0, y0 = min(x for x, _ in dark), min(y for _, y in dark)
    matrix = qr_matrix(url)
    n = len(matrix)
    module = (max(x for x, _ in dark) - x0 + 1) / n
    seen = [[is_dark(x0 + (c + .5) * module, y0 + (r + .5) * module) for c in range(n)]
            for r in range(n)]
    assert seen == matrix


def test_no_name_table_or_seat_under_the_qr_code(tmp_path, reports_data, hard_names):
    from pypdf import PdfReader

    from tournament_director.reports.poster import FOOTER, MARGIN, SHARE_BAND
    players = reports_data.make_players(120, hard_names)
    poster = poster_data(players, reports_data.make_seating(players, 1))
    for paper in ("A4", "A3"):
        out = tmp_path / f"{paper}.pdf"
        poster_pdf(out, reports_data.make_event(), poster, url="http://10.0.0.7:8080/",
                   paper=paper)
        for page in PdfReader(str(out)).pages:
            width = float(page.mediabox.width)
            runs = []
            page.extract_text(visitor_text=lambda text, cm, tm, font, size, runs=runs:
                              runs.append((text.strip(), cm[4] + tm[4], cm[5] + tm[5])))
            low, high = MARGIN + FOOTER, MARGIN + FOOTER + SHARE_BAND
            under = [t for t, x, y in runs if t and low <= y <= high
                     and x >= width - MARGIN - SHARE_BAND - 40]
            assert under == [], (paper, under)
            assert any(low <= y <= high for t, x, y in runs if "10.0.0.7" in t)
