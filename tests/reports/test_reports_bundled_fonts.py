"""Every name of hard-names.txt, a Korean and a Japanese one print with the fonts the program
carries (resources/fonts: Chinese and Japanese characters, Hangul, emoji), on a computer
with no font of its own for them: no U+FFFD, no warning (issue 35)."""

import pytest
from pypdf import PdfReader

from tournament_director.paths import resource
from tournament_director.reports import fonts, payout_pdf, seating_pdf, standings_pdf

EXTRA = ["김민준", "박서연 Park", "山田 花子", "Zoë 🎲 Dice ♛"]


@pytest.fixture
def only_bundled(monkeypatch):
    """No font of this computer: only the bundled fallbacks (the reports' conftest turns all
    fallbacks off; this turns the bundled ones back on)."""
    monkeypatch.delenv(fonts.FALLBACK_ENV, raising=False)
    monkeypatch.setattr(fonts, "_installed_font_files", lambda: {})
    monkeypatch.setattr(fonts, "fallback_fonts",
                        lambda: fonts.usable(fonts.fallback_font_candidates()))


def test_the_bundled_fonts_are_carried_with_their_licences():
    for path in fonts.bundled_fonts():
        assert path.is_file() and path.stat().st_size < 1_000_000, path
    licences = resource("fonts", "TDFallback-LICENSES.txt").read_text(encoding="utf-8")
    assert "Apache License" in licences and "SIL OPEN FONT LICENSE" in licences
    assert "Symbola" in licences


def test_every_hard_name_prints_on_the_prize_sheet_seating_and_standings(
        tmp_path, reports_data, hard_names, only_bundled):
    players = reports_data.make_players(24, EXTRA + hard_names)
    event = reports_data.make_event()
    outs = {"payout": tmp_path / "payout.pdf", "seating": tmp_path / "seating.pdf",
            "standings": tmp_path / "standings.pdf"}
    warnings = payout_pdf(outs["payout"], event,
                          reports_data.make_payout(players, players, [1, 2, 3, 4]))
    warnings += seating_pdf(outs["seating"], event, reports_data.make_seating(players, 1))
    warnings += standings_pdf(outs["standings"], event, reports_data.make_standings(players, 2))
    assert warnings == []
    for kind, out in outs.items():
        text = reports_data.pdf_text(out)
        assert "\ufffd" not in text, kind
        for name in EXTRA + ["王小明", "Zoë 🎲 Dice"]:
            assert reports_data.norm(name) in text.replace("- ", "-"), (kind, name)
    used = {str(f.get_object()["/BaseFont"]) for page in PdfReader(str(outs["payout"])).pages
            for f in page["/Resources"]["/Font"].values()}
    assert {"CJK", "Hangul", "Emoji"} <= {f.rsplit("-", 1)[-1] for f in used} or \
        sum("TDFallback" in f for f in used) >= 3, used
