"""Dutch and German lists file a surname without its particles ("Jan de Boer" under B), in
every list the program makes: the poster's and seating list's order, the phones' A-Z and its
letters; an event setting files names as written instead (issue 35)."""

import re

import pytest

from tournament_director.service import configure, hall, registration, seating, views
from tournament_director.service.event import Event
from tournament_director.store import schema
from tournament_director.web.server import snapshot_of

NAMES = ["Jan de Boer", "Anna Bakker", "Kees ter Horst", "Carl Claes", "Eva van der Meer",
         "Ursula von der Leyen", "Piet Zwart"]


@pytest.fixture
def event(tmp_path):
    ev = Event.create(tmp_path / "e.tdevent", name="Open", games=2, fee=0, seed=1,
                      name_order="surname")
    registration.register_many(ev, [{"name": n} for n in NAMES])
    seating.seat_next_game(ev)
    yield ev
    ev.close()


def test_the_filing_setting_is_stored_by_its_own_step(event):
    assert "m010_file_as_written" in schema.STEPS
    assert event.settings.file_as_written is False
    configure.update_settings(event, file_as_written=True)
    assert event.settings.file_as_written is True
    with pytest.raises(Exception, match="yes or no"):
        configure.update_settings(event, file_as_written="sometimes")
    assert event.settings.file_as_written is True


@pytest.mark.parametrize("lang, as_written, expected", [
    ("nl", False, ["Anna Bakker", "Jan de Boer", "Carl Claes", "Kees ter Horst",
                   "Ursula von der Leyen", "Eva van der Meer", "Piet Zwart"]),
    ("de", False, ["Anna Bakker", "Carl Claes", "Jan de Boer", "Ursula von der Leyen",
                   "Kees ter Horst", "Eva van der Meer", "Piet Zwart"]),
    ("en", False, ["Anna Bakker", "Carl Claes", "Jan de Boer", "Kees ter Horst",
                   "Eva van der Meer", "Ursula von der Leyen", "Piet Zwart"]),
    ("nl", True, ["Anna Bakker", "Carl Claes", "Jan de Boer", "Kees ter Horst",
                  "Eva van der Meer", "Ursula von der Leyen", "Piet Zwart"]),
])
def test_every_list_files_by_the_rule_of_its_language(event, language, lang, as_written,
                                                       expected):
    language(lang)
    configure.update_settings(event, file_as_written=as_written)
    poster = hall.find_your_table(event)
    assert [p["name"] for p in poster["players"]] == expected
    from tournament_director.collation import sort_by_name
    report = views.report_event(event)
    assert sort_by_name(NAMES, order=report["name_order"]) == expected  # the prints' order
    page = snapshot_of(event).files["players.html"].body.decode()
    shown = re.findall(r'<td><a href="player-\d+.html">([^<]+)</a>', page)
    assert shown == expected
    letters = re.findall(r'scope="rowgroup">(\w)<', page)
    assert ("B" in letters and "D" not in letters) == (lang == "nl" and not as_written)
