"""The user's text read once (service/parse.py): one error type that names the field."""

import pytest

from tournament_director.rules.games import GAMES
from tournament_director.rules.table_points import SEED_TABLE_POINTS, TablePointItem
from tournament_director.rules.tiebreak import SEED_TIEBREAKS
from tournament_director.service import parse
from tournament_director.service.model import InputError, ServiceError


def refused(fn, *args, **kwargs) -> InputError:
    with pytest.raises(InputError, match=".") as info:
        fn(*args, **kwargs)
    assert isinstance(info.value, ServiceError)  # the window and the CLI catch one type
    return info.value


def test_amounts():
    assert parse.amount(" 25 ", "Paid") == 2500  # cents
    assert parse.amount("7,50", "Paid") == parse.amount("7.50", "Paid") == 750
    err = refused(parse.amount, "ten", "Paid", 2000)
    assert str(err) == "Paid must be an amount such as 20 or 7.50 (got 'ten')." and \
        err.field == "Paid"
    assert "cannot be negative" in str(refused(parse.amount, "-5", "The entry fee"))


def test_places():
    assert parse.place("3", "place", 4) == 3
    for bad in ("0", "5", "x", "", "1.5"):
        err = refused(parse.place, bad, "place", 4)
        assert str(err).startswith("place must be a whole number 1 to 4")


def test_pairs_name_the_option():
    assert parse.pairs("12=1, 7=2", "--ranks") == {12: "1", 7: "2"}
    assert "START_NO=VALUE" in str(refused(parse.pairs, "12-1", "--ranks"))
    assert str(refused(parse.pairs, "x=1", "--ranks")) == "--ranks: 'x' is not a start number"
    assert "given twice" in str(refused(parse.pairs, "3=1,3=2", "--ranks"))
    assert refused(parse.pairs, " , ", "--results").field == "--results"


def test_result_fields_and_items_name_their_label():
    tn = GAMES["terra-nova"]
    assert parse.game_result(tn, "45", "--results: player 3") == {"score": 45}
    err = refused(parse.game_result, tn, "lots", "--results: player 3")
    assert str(err).startswith("--results: player 3: ")
    spaceport = next(i for i in SEED_TABLE_POINTS if i.kind == "yesno")
    assert parse.field_value(spaceport, "yes") is True
    err = refused(parse.field_value, spaceport, "perhaps")
    assert spaceport.label in str(err) and err.field == spaceport.label


def test_table_point_items_as_one_text():
    assert parse.item_values((), "", "--points") is None
    err = refused(parse.item_values, (), "cities=1", "--points")
    assert str(err) == "--points: this event has no table points: leave --points out"
    assert str(refused(parse.item_values, SEED_TABLE_POINTS, "cities=x", "--points")).startswith(
        "--points: ")


def test_table_point_item_as_typed_in_the_settings():
    item = parse.table_point_item("bonus", "Bonus", "count", per_unit="0.5")
    assert item.per_unit == 5
    err = refused(parse.table_point_item, "bonus", "Bonus", "yesno", yes="1", no="")
    assert str(err) == "Table-point item 'Bonus': give points for no, e.g. 0.5 or -0.5."
    err = refused(parse.table_point_item, "bonus", "Bonus", "count", per_unit="half")
    assert str(err).startswith("Table-point item 'Bonus': ")


def test_tiebreak_values():
    keys = ",".join(f"{t.key}={'yes' if t.kind == 'yesno' else 3}" for t in SEED_TIEBREAKS)
    assert set(parse.tiebreak_values(SEED_TIEBREAKS, keys)) == {t.key for t in SEED_TIEBREAKS}
    assert refused(parse.tiebreak_values, SEED_TIEBREAKS, "nonsense").field == "tie-break values"


def test_names():
    assert parse.clean_name("  Zoë  ") == "Zoë"
    assert "line break" in str(refused(parse.clean_name, "a\nb"))
    assert refused(parse.clean_name, "x" * 101, "club").field == "club"


def refused_as(message: str, field: str, fn, *args, **kwargs) -> None:
    """The refusal reads exactly `message` and names `field` (where the text came from)."""
    err = refused(fn, *args, **kwargs)
    assert (str(err), err.field) == (message, field)


def test_a_name_is_checked_as_a_name_unless_told_otherwise():
    refused_as("The name must be text.", "name", parse.clean_name, 5)
    refused_as("The club must be text.", "club", parse.clean_name, None, "club")
    refused_as("The name 'a\\nb' contains a line break or control character: type it on one "
               "line.", "name", parse.clean_name, " a\nb ")
    refused_as("The name has no visible character (only spaces, zero-width or direction marks): "
               "type letters.", "name", parse.clean_name, "\u200b\u200e")
    refused_as("The event name has no visible character (only spaces, zero-width or direction "
               "marks): type letters.", "event name", parse.clean_name, "\u2066\u2069",
               "event name")
    assert parse.clean_name("   ") == ""  # empty is for the caller to refuse or allow


@pytest.mark.parametrize("char", ["\u2028", "\u2029", "\x07", "\x7f", "\t"])
def test_line_and_paragraph_separators_and_controls_are_refused(char):
    refused_as(f"The name {('Ann' + char + 'a')!r} contains a line break or control character: "
               "type it on one line.", "name", parse.clean_name, f"Ann{char}a")


@pytest.mark.parametrize("code", [0xD800, 0xDB7F, 0xDC80, 0xDFFF])
def test_bytes_that_were_not_utf8_are_refused(code):
    refused_as("The name is not valid UTF-8 text: type it again (or set the terminal to UTF-8).",
               "name", parse.clean_name, f"Ann{chr(code)}")


@pytest.mark.parametrize("code", [0xD7FF, 0xE000])
def test_the_characters_next_to_the_surrogates_are_letters_of_a_name(code):
    assert parse.clean_name(f"Ann{chr(code)}") == f"Ann{chr(code)}"


def test_a_name_of_at_most_max_name_characters():
    assert parse.MAX_NAME == 100
    assert parse.clean_name("x" * 100) == "x" * 100
    assert parse.clean_name(" " + "x" * 100 + " ") == "x" * 100  # trimmed first
    refused_as("The name is 101 characters long: shorten it to at most 100.", "name",
               parse.clean_name, "x" * 101)
    refused_as("The club is 150 characters long: shorten it to at most 100.", "club",
               parse.clean_name, "y" * 150, "club")


def test_an_amount_from_0_to_max_amount():
    assert parse.MAX_AMOUNT == 100_000_000_000  # cents: a billion whole units
    assert parse.amount("0", "Paid") == 0 and parse.amount(0, "Paid") == 0
    assert parse.amount(25, "Paid") == 25  # integer cents
    assert parse.amount("1000000000", "Paid") == parse.MAX_AMOUNT
    refused_as("Paid 1,000,000,000.01 is too large: at most 1,000,000,000.", "Paid",
               parse.amount, parse.MAX_AMOUNT + 1, "Paid")
    refused_as("The entry fee cannot be negative (got -5).", "The entry fee",
               parse.amount, " -5 ", "The entry fee")
    refused_as("Paid cannot be negative (got -0.01).", "Paid", parse.amount, -1, "Paid")
    refused_as("Paid must be an amount such as 25 or 7.50 (got 'ten').", "Paid",
               parse.amount, "ten", "Paid")
    refused_as("Paid must be an amount such as 25 or 7.50 (got True).", "Paid",
               parse.amount, True, "Paid")
    refused_as("Paid must be an amount such as 25 or 7.50 (got 2.5).", "Paid",
               parse.amount, 2.5, "Paid")
    refused_as("Paid must be an amount such as 25 or 7.50 (got '7.50.5').", "Paid",
               parse.amount, "7.50.5", "Paid")


def test_a_place_from_1_to_the_table_size():
    assert [parse.place(p, "place", 4) for p in ("1", " 4 ", 2)] == [1, 4, 2]
    assert parse.place("1", "place", 1) == 1
    for bad in ("0", "5", " 5 ", True, "-1"):
        refused_as(f"place must be a whole number 1 to 4 (got {bad!r}).", "place",
                   parse.place, bad, "place", 4)
    refused_as("--ranks: the place of player 3 must be a whole number 1 to 6 (got '7').",
               "--ranks: the place of player 3", parse.place, "7",
               "--ranks: the place of player 3", 6)


def test_a_given_place_is_a_whole_number_the_rules_then_check():
    assert parse.given_place(3, "place", 4) == 3
    assert parse.given_place(" 2 ", "place", 4) == 2
    assert parse.given_place(9, "place", 4) == 9  # out of range: the rules say which places
    assert parse.given_place("0", "place", 4) == 0
    for bad in ("x", True, False, "1.5", None):
        refused_as(f"place must be a whole number 1 to 4 (got {bad!r}).", "place",
                   parse.given_place, bad, "place", 4)


def test_pairs_skip_empty_parts_and_keep_equals_signs_in_values():
    assert parse.pairs(", 12=1,, 7 = 2 ,", "--ranks") == {12: "1", 7: "2"}
    assert parse.pairs("12=a=b", "--results") == {12: "a=b"}
    refused_as("--ranks: '12-1' should be START_NO=VALUE, e.g. 12=1", "--ranks",
               parse.pairs, "12-1", "--ranks")
    refused_as("--ranks: 'x' is not a start number", "--ranks", parse.pairs, "x=1", "--ranks")
    refused_as("--ranks: player 3 is given twice", "--ranks", parse.pairs, "3=1,3=2", "--ranks")
    refused_as("--results: give START_NO=VALUE for every player at the table", "--results",
               parse.pairs, " , ", "--results")


def test_counts_and_result_fields_in_their_own_boxes():
    assert parse.count(" 3 ", "Cities") == 3 and parse.count("0", "Cities") == 0
    refused_as("Cities must be a whole number 0 or more, not '-1'.", "Cities",
               parse.count, "-1", "Cities")
    cities = SEED_TABLE_POINTS[0]
    assert parse.field_value(cities, " 12 ") == 12
    refused_as("Populated cities (Condominium included) must be a whole number 0 or more, not "
               "'x'.", cities.label, parse.field_value, cities, "x")
    spaceport = SEED_TABLE_POINTS[3]
    assert parse.field_value(spaceport, "no") is False
    refused_as("Spaceport constructed must be yes or no, not 'perhaps'.", spaceport.label,
               parse.field_value, spaceport, "perhaps")
    score = GAMES["terra-nova"].fields[0]
    assert parse.field_value(score, "0") == 0


def test_a_game_result_names_the_player():
    refused_as("--results: player 3: Score in 'lots' must be a whole number 0 or more, not "
               "'lots'. Write SCORE, for example 45.", "--results: player 3",
               parse.game_result, GAMES["terra-nova"], "lots", "--results: player 3")


SEED_POINTS = "cities={},preserve_stones=0,limbo_groups=0,spaceport=no"


def test_table_point_counts_of_at_most_max_item():
    assert parse.MAX_ITEM == 10_000
    assert parse.item_values(SEED_TABLE_POINTS, SEED_POINTS.format(10_000), "--points")[
        "cities"] == 10_000
    refused_as("--points: cities=10001 is too large (at most 10,000).", "--points",
               parse.item_values, SEED_TABLE_POINTS, SEED_POINTS.format(10_001), "--points")
    refused_as("--points: 'castles' is not one of the table points: use cities, preserve_stones, "
               "limbo_groups, spaceport.", "--points",
               parse.item_values, SEED_TABLE_POINTS, "castles=1", "--points")
    refused_as("--points: this event has no table points: leave --points out", "--points",
               parse.item_values, (), "cities=1", "--points")
    assert parse.item_values((), "  ", "--points") is None


def test_tiebreak_values_of_at_most_max_item():
    values = parse.tiebreak_values(SEED_TIEBREAKS, "cards_and_tokens=10000,harbour_master=yes")
    assert values == {"cards_and_tokens": 10_000, "harbour_master": True}
    err = refused(parse.tiebreak_values, SEED_TIEBREAKS,
                  "cards_and_tokens=10001,harbour_master=yes")
    assert str(err) == "Tie-break values: cards_and_tokens=10001 is too large (at most 10,000)."
    assert err.field.lower() == "tie-break values"
    refused_as("Missing from the tie-break values: Harbour Master (harbour_master): yes or no. "
               "Give a value for every item.", "tie-break values",
               parse.tiebreak_values, SEED_TIEBREAKS, "cards_and_tokens=3")


def test_points_as_typed():
    assert parse.points(" -0.5 ", "Bonus") == -5 and parse.points("2", "Bonus") == 20
    refused_as("Bonus: give a number, e.g. 0.5 or -0.5.", "Bonus", parse.points, "  ", "Bonus")
    refused_as("Penalty: give a number, e.g. -1.", "Penalty", parse.points, "", "Penalty", "-1")
    refused_as("Bonus: 'half' is not a number of points: write a number with at most one "
               "decimal, such as 2, 1.5 or -0.3.", "Bonus", parse.points, "half", "Bonus")


def test_table_point_items_of_both_kinds_as_typed():
    assert parse.table_point_item("bonus", "Bonus", "yesno", yes="1", no="-0.5") == \
        TablePointItem("bonus", "Bonus", "yesno", yes=10, no=-5)
    assert parse.table_point_item("towers", "Towers", "count", per_unit="-3") == \
        TablePointItem("towers", "Towers", "count", per_unit=-30)
    what = "Table-point item 'Bonus'"
    refused_as(f"{what}: give points each, e.g. 0.5 or -0.5.", what,
               parse.table_point_item, "bonus", "Bonus", "count")
    refused_as(f"{what}: give points for yes, e.g. 0.5 or -0.5.", what,
               parse.table_point_item, "bonus", "Bonus", "yesno", no="1")
    refused_as(f"{what}: give points for no, e.g. 0.5 or -0.5.", what,
               parse.table_point_item, "bonus", "Bonus", "yesno", yes="1")
    refused_as("Table point key 'a-b' is not usable: use letters, digits and _ only.", what,
               parse.table_point_item, "a-b", "Bonus", "count", per_unit="1")
