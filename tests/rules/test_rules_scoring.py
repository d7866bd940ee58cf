"""Competition ranks, place validation and placement points."""

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_director.rules.errors import RulesError
from tournament_director.rules.scoring import competition_ranks, placement_points, validate_places


def test_competition_ranks_examples():
    assert competition_ranks([10, 7, 7, 3]) == [1, 2, 2, 4]
    assert competition_ranks([3, 7, 10, 7]) == [4, 2, 1, 2]
    assert competition_ranks([5, 5, 5]) == [1, 1, 1]
    assert competition_ranks([(1, 130), (1, 120), (0, 200)]) == [1, 2, 3]
    assert competition_ranks([]) == []


@pytest.mark.parametrize("places", [[1, 2, 2, 4], [1, 1, 3], [1], [1, 1, 1, 1], [3, 1, 2],
                                    [2, 1, 2], [1, 2, 3, 4, 5, 6]])
def test_valid_places(places):
    validate_places(places)


@pytest.mark.parametrize("places,fragment", [
    ([1, 3, 3], "next place is 2"),
    ([0, 1, 2], "start at 1"),
    ([1, 2, 3, 5], "1 to 4"),
    ([2, 2, 3], "place 1"),
    ([1, 2, 2, 3], "next place is 4"),
    ([], "give a place for every player"),
    ([1, 1, 2], "next place is 3"),
])
def test_invalid_places(places, fragment):
    with pytest.raises(RulesError, match=fragment):
        validate_places(places)


def test_validate_places_agrees_with_brute_force():
    for n in range(1, 6):
        valid = {tuple(competition_ranks(keys)) for keys in product(range(n), repeat=n)}
        for places in product(range(0, n + 2), repeat=n):
            if places in valid:
                validate_places(places)
            else:
                with pytest.raises(RulesError, match="not possible|place 1"):
                    validate_places(places)


def test_placement_points_examples():
    assert placement_points([1, 2, 3, 4, 5]) == [50, 40, 30, 20, 10]
    assert placement_points([1, 2, 2, 4, 5]) == [50, 35, 35, 20, 10]
    assert placement_points([2, 1, 2]) == [15, 30, 15]
    assert placement_points([1, 1, 1, 1]) == [25, 25, 25, 25]
    assert placement_points([1, 1, 3, 3, 3, 3]) == [55, 55, 25, 25, 25, 25]
    assert placement_points([1, 2, 2, 2]) == [40, 20, 20, 20]


@pytest.mark.parametrize("places", [[1, 2, 2, 4, 5], [2, 1, 2], [1, 1, 1, 1], [1, 2, 3]])
def test_placement_points_are_integer_tenths(places):
    # 35 and 35.0 compare equal: the type is what keeps floats out of the points
    assert all(type(p) is int for p in placement_points(places))


def test_placement_points_validates():
    with pytest.raises(RulesError, match="Place 3 is not possible: 1 player finished ahead"):
        placement_points([1, 3, 3])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 4), min_size=1, max_size=8))
def test_placement_points_sum_and_ties(keys):
    places = competition_ranks(keys)
    n = len(places)
    points = placement_points(places)
    assert sum(points) == 10 * n * (n + 1) // 2
    for place, value in zip(places, points):
        assert all(v == value for p, v in zip(places, points) if p == place)
        assert 10 <= value <= 10 * n
        assert value % 5 == 0
        assert type(value) is int
    for a, pa in zip(places, points):
        for b, pb in zip(places, points):
            if a < b:
                assert pa > pb
