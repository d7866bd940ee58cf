"""The round clock's arithmetic: time left from the stored facts and the current time."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournament_director.rules import clock as c
from tournament_director.rules.errors import RulesError

T0 = 1_700_000_000.0


def test_set_start_and_time_left():
    clock = c.set_minutes(c.Clock(), 90)
    assert (clock.duration, clock.left, clock.running) == (5400, 5400, False)
    assert c.phase(clock, T0) == "ready"
    clock = c.start(clock, T0)
    assert c.remaining(clock, T0) == 5400
    assert c.remaining(clock, T0 + 0.4) == 5400  # rounded up: the full minute shows first
    assert c.remaining(clock, T0 + 61) == 5339
    assert c.text(c.remaining(clock, T0 + 61)) == "1:28:59"
    assert c.phase(clock, T0 + 61) == "running"


def test_warning_in_the_last_ten_minutes_and_time_at_zero():
    clock = c.start(c.set_minutes(c.Clock(), 30), T0)
    assert c.phase(clock, T0 + 20 * 60 - 1) == "running"
    assert c.phase(clock, T0 + 20 * 60) == "warning"
    assert c.text(c.remaining(clock, T0 + 29 * 60 + 53)) == "0:07"
    assert c.phase(clock, T0 + 30 * 60) == "time"
    assert c.text(c.remaining(clock, T0 + 99 * 60)) == "Time"
    assert c.remaining(clock, T0 + 99 * 60) == 0


def test_pause_keeps_the_time_left_and_resumes():
    clock = c.start(c.set_minutes(c.Clock(), 60), T0)
    paused = c.pause(clock, T0 + 600)
    assert not paused.running and paused.left == 3000
    assert c.remaining(paused, T0 + 5000) == 3000  # time passing while paused does not count
    assert c.phase(paused, T0 + 5000) == "paused"
    again = c.start(paused, T0 + 5000)
    assert c.remaining(again, T0 + 5060) == 2940


def test_add_and_remove_minutes():
    clock = c.start(c.set_minutes(c.Clock(), 60), T0)
    more = c.add_minutes(clock, 5, T0 + 60)
    assert more.running and c.remaining(more, T0 + 60) == 3540 + 300
    less = c.add_minutes(more, -100, T0 + 120)
    assert c.remaining(less, T0 + 120) == 0 and not less.running  # never below zero
    paused = c.add_minutes(c.pause(clock, T0 + 60), 2, T0 + 70)
    assert not paused.running and paused.left == 3540 + 120


def test_wall_clock_set_back_counts_no_time():
    clock = c.start(c.set_minutes(c.Clock(), 10), T0)
    assert c.remaining(clock, T0 - 3600) == 600


@pytest.mark.parametrize("action", [
    lambda: c.start(c.Clock(), T0),
    lambda: c.pause(c.set_minutes(c.Clock(), 5), T0),
    lambda: c.start(c.start(c.set_minutes(c.Clock(), 5), T0), T0),
    lambda: c.set_minutes(c.Clock(), 0),
    lambda: c.set_minutes(c.Clock(), "ninety"),
    lambda: c.set_minutes(c.Clock(), 100000),
    lambda: c.add_minutes(c.Clock(), 5, T0),
    lambda: c.add_minutes(c.set_minutes(c.Clock(), 5), 0, T0),
    lambda: c.start(c.add_minutes(c.set_minutes(c.Clock(), 5), -5, T0), T0),
])
def test_refusals(action):
    with pytest.raises(RulesError):
        action()


@given(minutes=st.integers(1, 600), gone=st.floats(0, 100_000), pause_at=st.floats(0, 100_000))
def test_time_left_never_grows_and_never_negative(minutes, gone, pause_at):
    clock = c.start(c.set_minutes(c.Clock(), minutes), T0)
    a, b = sorted((gone, pause_at))
    assert 0 <= c.remaining(clock, T0 + b) <= c.remaining(clock, T0 + a) <= minutes * 60
    paused = c.pause(clock, T0 + a)
    assert c.remaining(paused, T0 + b) == c.remaining(clock, T0 + a)
