"""The user's text read once (service/parse.py): one error type that names the field."""

import pytest

from tournament_director.rules.games import GAMES
from tournament_director.rules.table_points import SEED_TABLE_POINTS
from tournament_director.rules.tiebreak import SEED_TIEBREAKS
from tournament_director.service import parse
from tournament_director.service.model import InputError, ServiceError


def refused(fn, *args, **kwargs) -> InputError:
    with pytest.raises(InputError) as info:
        fn(*args, **kwargs)
    assert isinstance(info.value, ServiceError)  # the window and the CLI catch one type
    return info.value


def test_amounts():
    assert parse.amount(" 25 ", "Paid") == 25
    err = refused(parse.amount, "ten", "Paid", 20)
    assert str(err) == "Paid must be a whole amount, e.g. 20 (got 'ten')." and err.field == "Paid"
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
