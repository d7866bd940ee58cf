"""Names compared as a director reads them (service/parse.py's key, met as "already
registered"): marks that print nothing do not make a second player."""

import pytest

from tournament_director.service import registration
from tournament_director.service.event import Event
from tournament_director.service.model import ServiceError


@pytest.fixture
def event(tmp_path):
    ev = Event.create(tmp_path / "cup.tdevent", name="Cup", games=3, fee=10, seed=1)
    yield ev
    ev.close()


@pytest.mark.parametrize("first, second", [
    ("Zoë", "Zoe\u200b\u0308"),          # a zero-width space between the letter and its accent
    ("Zoë", "Zoe\u2060\u0308"),          # a word joiner there
    ("Chloé", "Chloe\u200d\u0301"),      # a zero-width joiner before the accent
])
def test_a_mark_between_a_letter_and_its_accent_is_not_a_new_name(event, first, second):
    registration.add_player(event, first)
    with pytest.raises(ServiceError, match="already registered"):
        registration.add_player(event, second)


@pytest.mark.parametrize("first, second", [
    ("Zoë", "Zoe"), ("Anna Berg", "Anna Bergh"), ("Anna Berg", "AnnaBerg"),
    ("Jiří Čermák", "Jiri Cermak"),
])
def test_names_that_read_differently_are_two_players(event, first, second):
    registration.add_player(event, first)
    assert registration.add_player(event, second).value.name == second
    assert len(event.players()) == 2
