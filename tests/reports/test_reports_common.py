"""What all reports share: text that fits its column, escaping, numbers, all four for 39 players."""

import time

import pytest
from reportlab.pdfbase import pdfmetrics

from tournament_director import reports
from tournament_director.reports import cells, fonts
from tournament_director.reports.styles import sized
from tournament_director.reports.styles import styles as report_styles
from tournament_director.rules import numbers

LONG = "Maximilian-Alexander von Hohenzollern-Sigmaringen-Württemberg"


def line_texts(para) -> list[str]:
    """The text of each line a laid-out Paragraph prints."""
    return [" ".join(line[1]) if isinstance(line, tuple) else
            "".join(getattr(f, "text", "") for f in line.words).strip()
            for line in para.blPara.lines]


def joined(lines: list[str]) -> str:
    """Lines read back as one text: a line ending in a hyphen runs on into the next."""
    out = ""
    for line in lines:
        out += line if not out or out.endswith("-") else " " + line
    return out


@pytest.mark.parametrize("width", [90, 120, 150, 260, 420, 700])
def test_long_names_shrink_or_wrap_between_words_within_the_column(width):
    ctx = cells.Ctx()
    style = sized(report_styles()["cell"], 14)
    para = ctx.fit(LONG, style, width)
    para.wrap(width, 10_000)
    if isinstance(para, cells.Line):  # one plain line that fits: printed without a paragraph
        assert para.text == LONG and width >= 420
        assert pdfmetrics.stringWidth(LONG, style.fontName, style.fontSize) <= width
        return
    lines = para.blPara.lines
    assert all(line.extraSpace >= -0.01 if hasattr(line, "extraSpace") else line[0] >= -0.01
               for line in lines), "a line is wider than its column"
    # split between words, or after a hyphen: never elsewhere inside a word
    assert joined(line_texts(para)) == LONG
    assert len(lines) <= 3
    if width >= 420:
        assert len(lines) == 1


def test_names_are_escaped_not_interpreted():
    ctx = cells.Ctx()
    assert ctx.markup("<i>Ivy</i> League & <b>Co</b>") == \
        "&lt;i&gt;Ivy&lt;/i&gt; League &amp; &lt;b&gt;Co&lt;/b&gt;"
    assert ctx.markup('  Tom "The Tank" O\'Neill  ') == 'Tom "The Tank" O\'Neill'
    assert cells.clean("Jose\u0301") == "José"  # decomposed accents print as one letter


def test_points_and_money_formatting():
    assert [numbers.format_points(t) for t in (235, -5, 0, 10, -13)] == \
        ["23.5", "-0.5", "0.0", "1.0", "-1.3"]
    assert [numbers.format_signed(t) for t in (1, -3, 5, 0)] == ["+0.1", "-0.3", "+0.5", "0.0"]
    with pytest.raises(TypeError):
        cells.fmt_money(959.4)
    with pytest.raises(TypeError):
        numbers.format_points(2.5)


def test_all_four_documents_for_39_players(tmp_path, reports_data, hard_names):
    """All four reports of a 39-player event; prints the time taken (no assertion on it)."""
    players = reports_data.make_players(39, hard_names)
    event = reports_data.make_event()
    seating = reports_data.make_seating(players, 5)
    standings = reports_data.make_standings(players, 5, final=True)
    ranked = [next(p for p in players if p["start_no"] == r["start_no"])
              for r in standings["rows"]]
    winners = [t["players"][0]["start_no"] for t in seating["tables"]]
    payout = reports_data.make_payout(players, ranked, winners, shared=(2, 3))
    jobs = [(reports.seating_pdf, seating), (reports.table_sheets_pdf, seating),
            (reports.standings_pdf, standings), (reports.payout_pdf, payout)]
    start = time.perf_counter()
    for fn, data in jobs:
        warnings = fn(tmp_path / f"{fn.__name__}.pdf", event, data)
        assert len(warnings) == 2  # 王小明 and the dice: no font here prints them
    elapsed = time.perf_counter() - start
    print(f"\nall four reports for 39 players: {elapsed:.2f} s")
    for fn, _data in jobs:
        assert (tmp_path / f"{fn.__name__}.pdf").read_bytes().startswith(b"%PDF-")
    assert len(reports_data.pdf_pages(tmp_path / "table_sheets_pdf.pdf")) == 9


def test_a_fallback_font_fills_in_what_the_main_font_lacks(tmp_path, monkeypatch, reports_data):
    """The bundled bold face has the mathematical bold letters (used in fancy handles) that the
    regular face lacks: named as the fallback font, it prints them as real text."""
    from tournament_director.paths import resource
    fancy = "\U0001d5d4\U0001d5f9\U0001d5f2\U0001d605 Fancy"  # "𝗔𝗹𝗲𝘅 Fancy"
    players = reports_data.make_players(4, [fancy, "Ben & Jerry", "Jiří Čermák", "王小明"])
    event = reports_data.make_event()
    seating = reports_data.make_seating(players, 1)
    warnings = reports.seating_pdf(tmp_path / "without.pdf", event, seating)
    assert [w for w in warnings if "Fancy" in w] and [w for w in warnings if "王小明" in w]

    monkeypatch.undo()  # the real search for fallback fonts, led by the setting
    monkeypatch.setenv(fonts.FALLBACK_ENV, str(resource("fonts", "DejaVuSans-Bold.ttf")))
    warnings = reports.seating_pdf(tmp_path / "with.pdf", event, seating)
    assert not [w for w in warnings if "Fancy" in w]
    assert fancy in reports_data.pdf_text(tmp_path / "with.pdf")
