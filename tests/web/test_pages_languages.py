"""The players' pages in German and Dutch: no English sentence of the pages left on any page
(the search's answers and the 404 page too), numbers and times as the language writes them."""

from __future__ import annotations

import html
import importlib.util
import re
from pathlib import Path

import pytest

from tournament_director import i18n
from tournament_director.service.demo import make_demo
from tournament_director.web.app import Snapshot
from tournament_director.web.data import build

ROOT = Path(__file__).resolve().parents[2]


def web_texts() -> list[str]:
    """The English texts the pages mark for translation (the catalogue's, from web/)."""
    spec = importlib.util.spec_from_file_location("translations",
                                                  ROOT / "packaging" / "translations.py")
    translations = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(translations)
    return [m.id for m in translations.extract()
            if m.id and any(path.startswith("tournament_director/web/")
                            for path, _line in m.locations)]


def pieces(texts) -> set[str]:
    """Their fixed parts between placeholders and markup, of two words or more."""
    found = set()
    for text in texts:
        for piece in re.split(r"\{\w*\}|<[^>]+>", text if isinstance(text, str) else text[0]):
            piece = piece.strip(" .,:;()-")
            if len(re.findall(r"[A-Za-z]{2,}", piece)) >= 2:
                found.add(piece)
    return found


def visible(page: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


@pytest.fixture(scope="module")
def final_event(tmp_path_factory):
    """A finished event (the prize page has winners)."""
    event = make_demo(tmp_path_factory.mktemp("web") / "e.tdevent", players=14, games=2,
                      seed=3)
    yield event
    event.close()


def all_pages(event, lang: str) -> dict[str, str]:
    """Every page of the site, the players' own, the search's answers and the error pages."""
    i18n.set_language(lang)
    try:
        snap = Snapshot(build(event), True, event.settings.list_order)
        renderer = snap.renderer
        pages = {name: res.body.decode() for name, res in snap.files.items()
                 if name.endswith(".html")}
        for p in build(event)["players"]:
            name = f"player-{p['start_no']}.html"
            pages[name] = snap.files[name].body.decode()
        pages["find: none"] = renderer.found("nobody at all", []).decode()
        pages["find: some"] = renderer.found("e", renderer.find("e")).decode()
        for status in (404, 405, 500):
            pages[str(status)] = renderer.error(status).decode()
        pages["quiet"] = snap.quiet("index.html").body.decode()
        return pages
    finally:
        i18n.set_language("en")


def test_no_english_sentence_is_left_on_the_pages_in_german_or_dutch(final_event):
    english = pieces(web_texts())
    assert len(english) > 20
    shown_in_english = " ".join(visible(p) for p in all_pages(final_event, "en").values())
    assert all(piece in shown_in_english for piece in ("Find your table", "Prize winners"))
    for lang in ("de", "nl"):
        for name, page in all_pages(final_event, lang).items():
            text = visible(page)
            left = sorted(piece for piece in english if piece in text)
            assert left == [], (lang, name, left)
            assert f'lang="{lang}"' in page, (lang, name)


def test_points_money_and_the_updated_time_in_the_languages_format(final_event):
    de = all_pages(final_event, "de")
    data = build(final_event)
    first = data["standings"][0]
    shown = f"{first['points']:.1f}".replace(".", ",")
    assert shown in visible(de["standings.html"])
    # not ISO, and with its day: a published site is read days later (issue 35)
    assert re.search(r"Aktualisiert \d\d\.\d\d\.\d{4}, \d\d:\d\d\.",
                     visible(de["index.html"]))
    en = all_pages(final_event, "en")
    assert re.search(r"Updated \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d\.",
                     visible(en["index.html"]))
    winner = data["prizes"]["winners"][0]
    assert f"{winner['amount']:,}".replace(",", ".") + "\u00a0EUR" in visible(de["prizes.html"])
