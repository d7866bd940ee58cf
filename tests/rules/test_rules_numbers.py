"""Points as integer tenths: formatting and parsing."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournament_director.i18n import ordinal
from tournament_director.rules.errors import RulesError
from tournament_director.rules.numbers import (
    format_points,
    format_signed,
    number_ranges,
    parse_points,
    points_json,
)


@pytest.mark.parametrize("tenths,text", [
    (235, "23.5"), (-5, "-0.5"), (0, "0.0"), (10, "1.0"), (-235, "-23.5"), (1, "0.1"),
    (-10, "-1.0"), (12345, "1234.5")])
def test_format_points(tenths, text):
    assert format_points(tenths) == text


@pytest.mark.parametrize("text,tenths", [
    ("1.5", 15), ("-0.3", -3), ("2", 20), ("0", 0), (" 23.5 ", 235), ("+0.5", 5), ("-2", -20)])
def test_parse_points(text, tenths):
    assert parse_points(text) == tenths


@pytest.mark.parametrize("text", ["abc", "1.25", "", " ", "1.", ".5", "1,5", "--1", "1e3",
                                  "nan", "1.5.1"])
def test_parse_points_refuses(text):
    with pytest.raises(RulesError, match="at most one decimal"):
        parse_points(text)


@pytest.mark.parametrize("text,tenths", [
    ("1,5", 15), ("-0,3", -3), (" +0,5 ", 5), ("2", 20), ("1.5", 15)])
def test_parse_points_with_a_decimal_comma(text, tenths):
    assert parse_points(text, decimal_comma=True) == tenths


@pytest.mark.parametrize("text", ["1,55", "1.000,5", "1,000", ",5", "1,", "1,5,1", "1.5,1"])
def test_parse_points_with_a_decimal_comma_refuses_as_typed(text):
    with pytest.raises(RulesError) as info:
        parse_points(text, decimal_comma=True)
    assert str(info.value) == (f"{text!r} is not a number of points: write a number with at "
                               "most one decimal, such as 2, 1.5 or -0.3.")


def test_points_json():
    assert points_json(235) == 23.5
    assert points_json(-5) == -0.5
    assert points_json(0) == 0.0
    assert points_json(3) == 0.3


def test_format_points_refuses_floats():
    with pytest.raises(TypeError, match="^points must be integer tenths, got 2.5$"):
        format_points(2.5)
    with pytest.raises(TypeError, match="^points must be integer tenths, got True$"):
        points_json(True)


@given(st.integers(-10**6, 10**6))
def test_round_trip(tenths):
    assert parse_points(format_points(tenths)) == tenths
    assert format_points(parse_points(format_points(tenths))) == format_points(tenths)
    assert points_json(tenths) == float(format_points(tenths))


def test_signed_points_and_ordinals():
    assert [format_signed(t) for t in (5, -3, 0, 12)] == ["+0.5", "-0.3", "0.0", "+1.2"]
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st",
        "111th"]


def test_table_numbers_in_short_as_ranges_then_how_many_more():
    assert number_ranges(range(101, 223)) == ("101-222", 0)
    assert number_ranges([3, 8, 11, 12, 13, 14, 40, 41]) == ("3, 8, 11-14, 40, 41", 0)
    listed, more = number_ranges(range(1, 100, 2), limit=12)  # 50 odd numbers
    assert listed.split(", ")[-1] == "23" and more == 38


def test_ordinals_at_the_teens():
    assert [ordinal(n) for n in (10, 14, 20, 110, 112, 120, 221, 1011, 1021)] == [
        "10th", "14th", "20th", "110th", "112th", "120th", "221st", "1011th", "1021st"]
    assert format_signed(1) == "+0.1" and format_signed(-1) == "-0.1"


def test_number_ranges_shows_twelve_pieces_by_default():
    assert number_ranges(range(1, 100, 2)) == (", ".join(str(n) for n in range(1, 24, 2)), 38)
    twelve = range(1, 24, 2)
    assert number_ranges(twelve) == (", ".join(map(str, twelve)), 0)
    assert number_ranges(range(1, 26, 2)) == (", ".join(map(str, twelve)), 1)
