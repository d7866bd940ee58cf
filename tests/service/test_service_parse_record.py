"""A table's result as one text (service/parse.record_texts), as the command line's `record`
and the tables' phones give it: places or the game's own results, and the table points."""

import pytest

from tournament_director.rules.games import GAMES
from tournament_director.rules.table_points import SEED_TABLE_POINTS
from tournament_director.service import parse
from tournament_director.service.model import InputError

GENERIC = GAMES["generic"]
TERRA_NOVA = GAMES["terra-nova"]
SEED_POINTS = "cities=3,preserve_stones=0,limbo_groups=1,spaceport=yes"


def refused_as(message: str, field: str, *args, **kwargs) -> None:
    """record_texts refuses with exactly `message`, naming `field`."""
    with pytest.raises(InputError) as info:
        parse.record_texts(*args, **kwargs)
    assert (str(info.value), info.value.field) == (message, field)


def test_places_with_no_table_points():
    assert parse.record_texts(GENERIC, (), "12=1, 7=2", None, "", "--") == {
        "places": {12: "1", 7: "2"}, "items": None}
    assert parse.record_texts(GENERIC, (), "12=1", None, None) == {
        "places": {12: "1"}, "items": None}


def test_places_with_the_table_points():
    assert parse.record_texts(TERRA_NOVA, SEED_TABLE_POINTS, "3=2,5=1", None, SEED_POINTS) == {
        "places": {3: "2", 5: "1"},
        "items": {"cities": 3, "preserve_stones": 0, "limbo_groups": 1, "spaceport": True}}


def test_the_games_own_results_with_the_table_points():
    assert parse.record_texts(TERRA_NOVA, SEED_TABLE_POINTS, None, "3=45, 5=0", SEED_POINTS,
                              "--") == {
        "results": {3: {"score": 45}, 5: {"score": 0}},
        "items": {"cities": 3, "preserve_stones": 0, "limbo_groups": 1, "spaceport": True}}
    assert parse.record_texts(TERRA_NOVA, (), None, "3=45", "") == {
        "results": {3: {"score": 45}}, "items": None}


@pytest.mark.parametrize("ranks, results", [(None, None), ("3=1", "3=45")])
def test_either_places_or_results(ranks, results):
    refused_as("Give either ranks or results, not both.", "ranks",
               TERRA_NOVA, (), ranks, results, "", "--")


def test_table_points_where_the_event_has_none():
    refused_as("--points: this event has no table points: leave --points out", "--points",
               GENERIC, (), "3=1", None, "cities=1", "--")
    refused_as("points: this event has no table points: leave points out", "points",
               TERRA_NOVA, (), None, "3=45", "cities=1")


def test_table_points_missing_where_the_event_has_them():
    with pytest.raises(InputError, match="^--points: ") as info:
        parse.record_texts(TERRA_NOVA, SEED_TABLE_POINTS, "3=1", None, None, "--")
    assert info.value.field == "--points" and "cities" in str(info.value)


def test_the_fields_are_named_as_the_caller_names_them():
    refused_as("--ranks: '3-1' should be START_NO=VALUE, e.g. 12=1", "--ranks",
               GENERIC, (), "3-1", None, "", "--")
    refused_as("ranks: '3-1' should be START_NO=VALUE, e.g. 12=1", "ranks",
               GENERIC, (), "3-1", None, "")
    refused_as("--results: 'x' is not a start number", "--results",
               TERRA_NOVA, (), None, "x=45", "", "--")
    refused_as("results: player 3 is given twice", "results",
               TERRA_NOVA, (), None, "3=45,3=40", "")


def test_a_result_refused_names_the_player():
    refused_as("--results: player 5: Score in 'lots' must be a whole number 0 or more, not "
               "'lots'. Write SCORE, for example 45.", "--results: player 5",
               TERRA_NOVA, (), None, "3=45,5=lots", "", "--")
    refused_as("results: player 3: Score in '-1' must be a whole number 0 or more, not '-1'. "
               "Write SCORE, for example 45.", "results: player 3",
               TERRA_NOVA, (), None, "3=-1", "")


def test_results_for_a_game_that_takes_places():
    refused_as("--results: this event's game (Any game (places entered directly)) takes "
               "places: use --ranks", "--results", GENERIC, (), None, "3=45", "", "--")
    refused_as("results: this event's game (Any game (places entered directly)) takes places: "
               "use ranks", "results", GENERIC, (), None, "3=45", "")


def test_results_for_a_game_that_takes_places_in_german(language):
    language("de")
    refused_as("--results: Das Spiel dieses Turniers (Beliebiges Spiel (Plätze direkt "
               "eingegeben)) erwartet Plätze: Verwenden Sie --ranks", "--results",
               GENERIC, (), None, "3=45", "", "--")
    refused_as("Geben Sie Plätze oder Ergebnisse an, nicht beides.", "ranks",
               GENERIC, (), None, None, "", "--")


def test_a_result_refused_names_the_player_in_german_and_dutch(language):
    language("de")
    refused_as("--results: Spieler 5: Punkte in 'lots' muss eine ganze Zahl ab 0 sein, nicht "
               "'lots'. Schreiben Sie SCORE, zum Beispiel 45.", "--results: Spieler 5",
               TERRA_NOVA, (), None, "3=45,5=lots", "", "--")
    language("nl")
    with pytest.raises(InputError, match="^results: speler 3: "):
        parse.record_texts(TERRA_NOVA, (), None, "3=x", "")
