"""Issue 11, points 5-7: names compared as people read them, bounded numbers, bounded CSV."""

import time

import pytest

from tournament_director.service import csvimport, prizes, registration
from tournament_director.service.event import Event
from tournament_director.service.model import ServiceError


@pytest.fixture
def event(tmp_path):
    ev = Event.create(tmp_path / "cup.tdevent", name="Cup", games=3, fee=10, seed=1)
    yield ev
    ev.close()


@pytest.mark.parametrize("name", ["\u200b", "\u200b\u200b\u200b", "\u200e\u200f", "\u2066\u2069",
                                  "\ufeff", " \u00a0\u200b ", "\u3000"])
def test_a_name_with_no_visible_character_is_refused(event, name):
    with pytest.raises(ServiceError):
        registration.add_player(event, name)
    assert event.players() == []


@pytest.mark.parametrize("first, second", [
    ("Anna Berg", "Anna\u200b Berg"),      # zero-width space
    ("Anna Berg", "Anna\u00a0Berg"),       # no-break space
    ("Anna Berg", "Anna   Berg"),          # several spaces
    ("Anna Berg", "\uff21nna Berg"),       # full-width letter
    ("Anna Berg", "\u200fANNA BERG"),      # direction mark, capitals
    ("Straße", "STRASSE"),                 # case folding
    ("Zoë", "Zoe\u0308"),                  # composed / decomposed
])
def test_names_that_read_the_same_are_duplicates(event, first, second):
    registration.add_player(event, first)
    with pytest.raises(ServiceError, match="already registered"):
        registration.add_player(event, second)
    p = registration.add_player(event, "Other").value
    with pytest.raises(ServiceError, match="already registered"):
        registration.edit_player(event, p.start_no, name=second)


def test_a_name_is_stored_as_typed_trimmed(event):
    p = registration.add_player(event, "  Zoe\u0308 \u200bvan Dijk \t").value
    assert p.name == "Zoë \u200bvan Dijk"


def test_duplicates_within_one_csv(event, tmp_path):
    path = tmp_path / "p.csv"
    path.write_text("name\nAnna Berg\nAnna\u00a0berg\n", encoding="utf-8")
    preview = registration.preview_csv(event, path)
    assert any("line 3" in e for e in preview.errors)


@pytest.mark.parametrize("kwargs", [dict(paid=10**20), dict(paid=10**12), dict(paid="10000000000")])
def test_amounts_are_bounded(event, kwargs):
    with pytest.raises(ServiceError):
        registration.add_player(event, "Anna", **kwargs)


def test_lookups_of_huge_numbers_are_refused_plainly(event):
    registration.add_player(event, "Anna")
    for call in (lambda: event.player(10**20), lambda: registration.drop(event, -10**20).message,
                 lambda: event.game(10**20), lambda: prizes.set_tiebreak(event, 10**25,
                                                                         "x=1").value):
        with pytest.raises(ServiceError):
            call()


def test_a_seed_out_of_range_is_refused(tmp_path):
    with pytest.raises(ServiceError):
        Event.create(tmp_path / "x.tdevent", name="X", games=3, fee=1, seed=10**20)
    assert not (tmp_path / "x.tdevent").exists()


def test_a_csv_over_the_limit_is_refused_after_reading_at_most_the_limit(tmp_path, monkeypatch):
    path = tmp_path / "big.csv"
    path.write_bytes(b"name\n" + b"Anna\n" * 2000)
    monkeypatch.setattr(csvimport, "MAX_BYTES", 1000)
    read = []
    real_open = open

    class Counting:
        def __init__(self, fh):
            self.fh = fh

        def read(self, n=-1):
            data = self.fh.read(n)
            read.append(len(data))
            return data

        def __enter__(self):
            return self

        def __exit__(self, *a):
            self.fh.close()

    monkeypatch.setattr(csvimport, "_open_bytes", lambda p: Counting(real_open(p, "rb")))
    preview = csvimport.read_players_csv(path)
    assert preview.errors and "too large" in preview.errors[0]
    assert sum(read) <= 1001


@pytest.mark.timeout(20)
def test_dev_zero_is_refused_quickly():
    start = time.monotonic()
    preview = csvimport.read_players_csv("/dev/zero")
    assert preview.errors
    assert time.monotonic() - start < 5
