"""The door's list of players not here yet: as many pages in German and Dutch as in English
(the status is the title's, no column wrapping on every row), its counts grouped (issue 35)."""

import pytest
from pypdf import PdfReader

from tournament_director.service import registration, reports
from tournament_director.service.event import Event


@pytest.fixture(scope="module")
def thousand(tmp_path_factory):
    path = tmp_path_factory.mktemp("door") / "door.tdevent"
    with Event.create(path, name="Door", games=3, fee=10, seed=1) as ev:
        registration.register_many(ev, [{"name": f"Maximiliane Musterfrau-Beispiel {i}",
                                         "club": "Spielgemeinschaft Nord"}
                                        for i in range(1000)])
    return path


def test_the_not_here_list_is_as_long_in_every_language(thousand, tmp_path, language):
    pages, texts = {}, {}
    for lang in ("en", "de", "nl"):
        language(lang)
        out = tmp_path / f"{lang}.pdf"
        with Event.open(thousand, lock=False) as ev:
            reports.write("not-here", ev, out)
        reader = PdfReader(str(out))
        pages[lang] = len(reader.pages)
        texts[lang] = reader.pages[0].extract_text()
    assert pages["de"] == pages["nl"] == pages["en"], pages
    assert "1,000 of 1,000 players" in texts["en"]
    assert "1.000 von 1.000" in texts["de"] and "1.000 van de 1.000" in texts["nl"], texts
