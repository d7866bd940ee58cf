"""A penalty or an award as typed (service/parse.py): its points in whole tenths, never zero,
at most 999.9 either way, a decimal point or comma alike in every language; its reason one
line of text."""

import unicodedata

import pytest

from tournament_director.service import parse
from tournament_director.service.model import InputError


def refused_as(message: str, field: str, fn, *args) -> None:
    """The refusal reads exactly `message` and names `field` (where the text came from)."""
    with pytest.raises(InputError) as info:
        fn(*args)
    assert (str(info.value), info.value.field) == (message, field)


@pytest.mark.parametrize("typed, tenths", [
    ("-1.0", -10), ("0.5", 5), (" +2 ", 20), ("-0.1", -1), ("999.9", 9999), ("-999.9", -9999),
])
def test_adjustment_points_as_typed_are_tenths(typed, tenths):
    assert parse.adjustment_points(typed, "Points") == tenths


def test_adjustment_points_given_as_integer_tenths():
    assert parse.adjustment_points(-10, "Points") == -10
    assert parse.adjustment_points(9999, "Points") == 9999
    assert parse.adjustment_points(-9999) == -9999


@pytest.mark.parametrize("value", [True, False, 0.5, -1.0, None, [5]])
def test_adjustment_points_neither_bool_nor_float_nor_anything_else(value):
    refused_as(f"Points must be a number of points such as -1.0 or 0.5 (got {value!r}).",
               "Points", parse.adjustment_points, value)
    refused_as(f"Penalty must be a number of points such as -1.0 or 0.5 (got {value!r}).",
               "Penalty", parse.adjustment_points, value, "Penalty")


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("typed, tenths", [("1.5", 15), ("1,5", 15), ("-0,5", -5),
                                           (" +2,0 ", 20), ("-999,9", -9999)])
def test_one_number_reads_the_same_in_every_language(language, lang, typed, tenths):
    """Issue 34, point 7: "1.5" and "1,5" are both one and a half, whatever the language
    (a comma in one number is never a list separator): a script behaves the same anywhere."""
    language(lang)
    assert parse.adjustment_points(typed, "Points") == tenths
    assert parse.points(typed, "Points") == tenths


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("typed", ["1,000", "1.000", "1,5,1", "1.000,5", "1,55"])
def test_no_language_reads_thousands_or_lists_into_one_number(language, lang, typed):
    language(lang)
    with pytest.raises(InputError):
        parse.points(typed, "Points")


@pytest.mark.parametrize("typed", ["0.55", "1/2", "half", "1e1", "0,55"])
def test_adjustment_points_in_whole_tenths_only(typed):
    refused_as(f"Points: {typed!r} is not a number of points: write a number with at most one "
               "decimal, such as 2, 1.5 or -0.3.", "Points", parse.adjustment_points, typed)


def test_adjustment_points_empty_says_what_to_type():
    refused_as("Points: give a number, e.g. -1.0 or 0.5.", "Points", parse.adjustment_points, " ")
    refused_as("Award: give a number, e.g. -1.0 or 0.5.", "Award", parse.adjustment_points, "",
               "Award")


@pytest.mark.parametrize("value", ["0", " 0.0 ", "-0", 0])
def test_an_adjustment_of_zero_is_refused(value):
    refused_as("Points: an adjustment of 0 points changes nothing; give the points, e.g. -1.0 "
               "for a penalty or 0.5 for an award.", "Points", parse.adjustment_points, value)


@pytest.mark.parametrize("value, said", [
    ("1000", "1,000.0"), ("-1000", "-1,000.0"), (10000, "1,000.0"), (-10000, "-1,000.0"),
    ("1000.1", "1,000.1"),
])
def test_an_adjustment_of_at_most_999_9_either_way(value, said):
    assert parse.MAX_ADJUSTMENT == 9999
    refused_as(f"Points: {said} points is more than an adjustment can be (at most 999.9 either "
               "way).", "Points", parse.adjustment_points, value)


@pytest.mark.parametrize("lang, points", [("de", "Punkte"), ("nl", "Punten")])
def test_adjustment_points_with_a_decimal_comma_in_german_and_dutch(language, lang, points):
    language(lang)
    assert parse.adjustment_points("-1,5", points) == -15
    assert parse.adjustment_points("0,5", points) == 5
    assert parse.adjustment_points("0.5", points) == 5  # the point everywhere
    assert parse.adjustment_points("999,9", points) == 9999
    with pytest.raises(InputError, match="'1,55'"):  # quoted as typed, not as '1.55'
        parse.adjustment_points("1,55", points)
    with pytest.raises(InputError, match="'1.000,5'"):  # no thousands separator in points
        parse.adjustment_points("1.000,5", points)


def test_adjustment_refusals_in_german(language):
    language("de")
    refused_as("Punkte: geben Sie eine Zahl an, z. B. -1,0 oder 0,5.", "Punkte",
               parse.adjustment_points, "", "Punkte")
    refused_as("Punkte muss eine Punktzahl wie -1,0 oder 0,5 sein (nicht True).", "Punkte",
               parse.adjustment_points, True, "Punkte")
    refused_as("Punkte: 1.000,0 Punkte sind mehr, als eine Korrektur sein kann (höchstens 999,9 "
               "in jede Richtung).", "Punkte", parse.adjustment_points, "1000", "Punkte")
    refused_as("Punkte: eine Korrektur um 0 Punkte ändert nichts; die Punkte angeben, z. B. -1,0 "
               "als Strafe oder 0,5 als Bonus.", "Punkte", parse.adjustment_points, "0,0",
               "Punkte")


def test_a_reason_is_one_trimmed_line(hard_names):
    assert parse.reason("  Late back from lunch  ") == "Late back from lunch"
    for name in hard_names:  # NFC, as names are kept
        assert parse.reason(f" {name} ") == unicodedata.normalize("NFC", name.strip())
    assert parse.MAX_REASON == 200
    assert parse.reason("x" * 200) == "x" * 200
    refused_as("The reason is 201 characters long: shorten it to at most 200.", "reason",
               parse.reason, "x" * 201)
    refused_as("The reason 'late\\nagain' contains a line break or control character: type it "
               "on one line.", "reason", parse.reason, "late\nagain")


@pytest.mark.parametrize("text", ["", "   ", "\u200b", None, 5])
def test_a_reason_must_be_given(text):
    empty = ("The reason is empty: say why the points are given or taken, e.g. \"Late back "
             "from lunch\".")
    if text == "\u200b":
        empty = ("The reason has no visible character (only spaces, zero-width or direction "
                 "marks): type letters.")
    refused_as(empty, "reason", parse.reason, text)


def test_a_reason_refused_in_dutch(language):
    language("nl")
    refused_as("De reden is leeg: zeg waarom de punten worden gegeven of afgenomen, bijv. \"Te "
               "laat terug van de lunch\".", "reason", parse.reason, " ")
    refused_as("De reden is 201 tekens lang: maak het korter, hoogstens 200.", "reason",
               parse.reason, "y" * 201)


def test_points_with_too_many_decimals_are_quoted_as_typed(language):
    """A German director who typed "1,55" reads '1,55' back, not the '1.55' read from it."""
    language("de")
    refused_as("Bonus: '1,55' ist keine Punktzahl: schreiben Sie eine Zahl mit höchstens einer "
               "Nachkommastelle, etwa 2, 1,5 oder -0,3.", "Bonus", parse.points, " 1,55 ", "Bonus")
    language("nl")
    refused_as("Bonus: '-0,25' is geen aantal punten: schrijf een getal met hoogstens één "
               "decimaal, zoals 2, 1,5 of -0,3.", "Bonus", parse.points, "-0,25", "Bonus")
