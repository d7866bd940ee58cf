"""Table points and final tie-break values: parsing and totals."""

import re

import pytest

from tournament_director.rules.errors import RulesError
from tournament_director.rules.table_points import (
    SEED_TABLE_POINTS,
    TablePointItem,
    parse_item_values,
    table_points,
)
from tournament_director.rules.tiebreak import (
    SEED_TIEBREAKS,
    TieBreakItem,
    parse_tiebreak_values,
    tiebreak_key,
)

SEED_TEXT = "cities=3,preserve_stones=2,limbo_groups=1,spaceport=yes"


def test_seed_items():
    assert [(i.key, i.kind, i.per_unit, i.yes, i.no) for i in SEED_TABLE_POINTS] == [
        ("cities", "count", 1, 0, 0), ("preserve_stones", "count", 1, 0, 0),
        ("limbo_groups", "count", -3, 0, 0), ("spaceport", "yesno", 0, 5, -5)]
    assert SEED_TABLE_POINTS[0].label == "Populated cities (Condominium included)"
    assert SEED_TABLE_POINTS[1].label == "Land stones in the Nature Preserve"
    assert SEED_TABLE_POINTS[2].label == "Colonist groups waiting in Limbo"
    assert SEED_TABLE_POINTS[3].label == "Spaceport constructed"


def test_parse_and_total():
    values = parse_item_values(SEED_TABLE_POINTS, SEED_TEXT)
    assert values == {"cities": 3, "preserve_stones": 2, "limbo_groups": 1, "spaceport": True}
    assert table_points(SEED_TABLE_POINTS, values) == 3 + 2 - 3 + 5
    values = parse_item_values(
        SEED_TABLE_POINTS, " spaceport = No , limbo_groups=4,cities=12, preserve_stones=0 ")
    assert values["spaceport"] is False
    assert table_points(SEED_TABLE_POINTS, values) == 12 + 0 - 12 - 5


@pytest.mark.parametrize("word,value", [
    ("yes", True), ("y", True), ("true", True), ("1", True), ("YES", True),
    ("no", False), ("n", False), ("false", False), ("0", False), ("No", False)])
def test_yes_no_words(word, value):
    text = f"cities=0,preserve_stones=0,limbo_groups=0,spaceport={word}"
    assert parse_item_values(SEED_TABLE_POINTS, text)["spaceport"] is value


@pytest.mark.parametrize("text,fragments", [
    ("cities=3,preserve_stones=2,limbo_groups=1,spaceport=yes,castles=2", ["castles", "cities"]),
    ("cities=3,preserve_stones=2,spaceport=yes", ["Missing", "limbo_groups", "whole number"]),
    ("cities=-1,preserve_stones=2,limbo_groups=1,spaceport=yes", ["cities", "0 or more"]),
    ("cities=2.5,preserve_stones=2,limbo_groups=1,spaceport=yes", ["cities", "whole number"]),
    ("cities=3,preserve_stones=2,limbo_groups=1,spaceport=maybe", ["spaceport", "yes or no"]),
    ("cities=3,cities=4,preserve_stones=2,limbo_groups=1,spaceport=yes", ["cities", "twice"]),
    ("", ["Missing", "cities", "spaceport"]),
    ("cities=3,preserve_stones,limbo_groups=1,spaceport=yes", ["key=value"]),
    ("cities=,preserve_stones=2,limbo_groups=1,spaceport=yes", ["key=value"]),
])
def test_parse_refuses(text, fragments):
    with pytest.raises(RulesError, match=re.escape(fragments[0])) as info:
        parse_item_values(SEED_TABLE_POINTS, text)
    for fragment in fragments:
        assert fragment in str(info.value)


def test_no_items():
    assert parse_item_values((), "") == {}
    assert parse_item_values((), "   ") == {}
    assert table_points((), {}) == 0
    with pytest.raises(RulesError, match="no table points"):
        parse_item_values((), "cities=3")


def test_table_points_validates_values():
    good = {"cities": 3, "preserve_stones": 2, "limbo_groups": 1, "spaceport": True}
    with pytest.raises(RulesError, match="Missing"):
        table_points(SEED_TABLE_POINTS, {k: v for k, v in good.items() if k != "cities"})
    with pytest.raises(RulesError, match="0 or more"):
        table_points(SEED_TABLE_POINTS, {**good, "cities": -2})
    with pytest.raises(RulesError, match="yes or no"):
        table_points(SEED_TABLE_POINTS, {**good, "spaceport": 3})
    with pytest.raises(RulesError, match="^'extra' is not one of the table points: use cities, "):
        table_points(SEED_TABLE_POINTS, {**good, "extra": 1})


def test_item_dict_round_trip_and_custom_items():
    for item in SEED_TABLE_POINTS:
        assert TablePointItem.from_dict(item.to_dict()) == item
    d = SEED_TABLE_POINTS[3].to_dict()
    assert d == {"key": "spaceport", "label": "Spaceport constructed", "kind": "yesno",
                 "per_unit": 0, "yes": 5, "no": -5}
    towers = TablePointItem("towers", "Towers built", "count", per_unit=2)
    assert table_points([towers], parse_item_values([towers], "towers=4")) == 8
    with pytest.raises(RulesError, match="^Table point item 'x' has kind 'number'"):
        TablePointItem("x", "X", "number")


def test_tiebreak_values_and_key():
    values = parse_tiebreak_values(SEED_TIEBREAKS, "cards_and_tokens=7,harbour_master=yes")
    assert values == {"cards_and_tokens": 7, "harbour_master": True}
    assert tiebreak_key(SEED_TIEBREAKS, values) == (7, 1)
    assert tiebreak_key(SEED_TIEBREAKS, {"cards_and_tokens": 7, "harbour_master": False}) \
        < tiebreak_key(SEED_TIEBREAKS, values)
    assert tiebreak_key(SEED_TIEBREAKS, {"cards_and_tokens": 8, "harbour_master": False}) \
        > tiebreak_key(SEED_TIEBREAKS, values)
    assert [(i.key, i.label, i.kind) for i in SEED_TIEBREAKS] == [
        ("cards_and_tokens", "Credit cards + Harbour Master tokens", "count"),
        ("harbour_master", "Harbour Master", "yesno")]
    assert TieBreakItem.from_dict(SEED_TIEBREAKS[1].to_dict()) == SEED_TIEBREAKS[1]


@pytest.mark.parametrize("text", [
    "cards_and_tokens=7", "cards_and_tokens=x,harbour_master=yes",
    "cards_and_tokens=7,harbour_master=perhaps", "cards_and_tokens=7,harbour_master=yes,x=1",
    "cards_and_tokens=7,cards_and_tokens=7,harbour_master=yes",
    "cards_and_tokens=-1,harbour_master=no"])
def test_tiebreak_refuses(text):
    with pytest.raises(RulesError, match="tie-break values|Credit cards|Harbour Master"):
        parse_tiebreak_values(SEED_TIEBREAKS, text)


@pytest.mark.parametrize("key", ["a-b", "a b", "", "_", "__", "café", "a=b", "a,b", "x.y"])
def test_a_key_that_cannot_be_typed_in_key_value_is_refused(key):
    with pytest.raises(RulesError, match=f"^Table point key {re.escape(repr(key))} is not "
                                         "usable: use letters, digits and _ only.$"):
        TablePointItem(key, "Label", "count")


@pytest.mark.parametrize("key", ["a_b", "A1", "_x", "x_", "cities", "9"])
def test_keys_of_letters_digits_and_underscores(key):
    assert TablePointItem(key, "Label", "count").key == key


def test_from_dict_defaults_to_zero_points():
    assert TablePointItem.from_dict({"key": "k", "label": "L", "kind": "count"}) == \
        TablePointItem("k", "L", "count", per_unit=0, yes=0, no=0)
    assert TablePointItem.from_dict({"key": "k", "label": "L", "kind": "yesno", "yes": "5"}) == \
        TablePointItem("k", "L", "yesno", yes=5, no=0)
    assert TablePointItem.from_dict({"key": "k", "label": "L", "kind": "yesno", "no": -5}).yes == 0


def test_tiebreak_items_of_both_kinds():
    assert TieBreakItem("cards", "Cards", "count").kind == "count"
    assert TieBreakItem("master", "Master", "yesno").kind == "yesno"
    with pytest.raises(RulesError, match="^Tie-break 'x' has kind 'COUNT': use count or yesno.$"):
        TieBreakItem("x", "X", "COUNT")


@pytest.mark.parametrize("text,message", [
    ("cities=3=4", "Populated cities (Condominium included) (cities) must be a whole number 0 or "
                   "more, not '3=4'."),
    ("=3", "'=3' is not of the form key=value: write the table points as "
           "cities=3,preserve_stones=3,limbo_groups=3,spaceport=yes."),
    ("cities=", "'cities=' is not of the form key=value: write the table points as "
                "cities=3,preserve_stones=3,limbo_groups=3,spaceport=yes."),
])
def test_a_value_is_everything_after_the_first_equals_sign(text, message):
    with pytest.raises(RulesError, match=f"^{re.escape(message)}$"):
        parse_item_values(SEED_TABLE_POINTS, text)
