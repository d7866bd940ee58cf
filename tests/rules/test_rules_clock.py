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


@pytest.mark.parametrize("action,words", [
    (lambda: c.start(c.Clock(), T0), "Set the round's time first"),
    (lambda: c.pause(c.set_minutes(c.Clock(), 5), T0), "not running"),
    (lambda: c.start(c.start(c.set_minutes(c.Clock(), 5), T0), T0), "already running"),
    (lambda: c.set_minutes(c.Clock(), 0), "at least 1 minute"),
    (lambda: c.set_minutes(c.Clock(), "ninety"), "whole number"),
    (lambda: c.set_minutes(c.Clock(), 100000), "At most 1440 minutes"),
    (lambda: c.add_minutes(c.Clock(), 5, T0), "Set the round's time first"),
    (lambda: c.add_minutes(c.set_minutes(c.Clock(), 5), 0, T0), "at least 1 minute"),
    (lambda: c.start(c.add_minutes(c.set_minutes(c.Clock(), 5), -5, T0), T0), "No time is left"),
])
def test_refusals(action, words):
    with pytest.raises(RulesError, match=words):
        action()


@given(minutes=st.integers(1, 600), gone=st.floats(0, 100_000), pause_at=st.floats(0, 100_000))
def test_time_left_never_grows_and_never_negative(minutes, gone, pause_at):
    clock = c.start(c.set_minutes(c.Clock(), minutes), T0)
    a, b = sorted((gone, pause_at))
    assert 0 <= c.remaining(clock, T0 + b) <= c.remaining(clock, T0 + a) <= minutes * 60
    paused = c.pause(clock, T0 + a)
    assert c.remaining(paused, T0 + b) == c.remaining(clock, T0 + a)


def test_phases_at_their_edges():
    assert c.phase(c.Clock(), T0) == "unset"
    assert c.phase(c.Clock(duration=60, left=0), T0) == "time"
    assert c.phase(c.Clock(duration=1, left=0), T0) == "time"  # set, however short
    assert c.phase(c.Clock(duration=0, left=1), T0) == "warning"  # time left is shown
    assert c.phase(c.Clock(duration=0, left=0, started_at=T0), T0) == "time"
    one_second = c.Clock(duration=600, left=1)
    assert c.phase(one_second, T0) == "warning" and c.text(1) == "0:01"
    assert c.phase(c.Clock(duration=3600, left=1800), T0) == "paused"
    assert c.phase(c.Clock(duration=3600, left=3600), T0) == "ready"


def test_the_last_second_still_runs():
    paused = c.pause(c.start(c.set_minutes(c.Clock(), 10), T0), T0 + 599)
    assert paused.left == 1
    assert c.start(paused, T0 + 700).running
    running = c.Clock(duration=600, left=61, started_at=T0)
    less = c.add_minutes(running, -1, T0)
    assert less.left == 1 and less.running and less.started_at == T0
    tiny = c.Clock(duration=1, left=1)  # any time set (the file keeps seconds)
    assert c.start(tiny, T0).running
    assert c.add_minutes(tiny, 1, T0).left == 61


def test_minutes_bounds_and_text():
    assert c.set_minutes(c.Clock(), 1440) == c.Clock(duration=86400, left=86400)
    assert c.set_minutes(c.Clock(), 1) == c.Clock(duration=60, left=60)
    assert c.set_minutes(c.Clock(), " 90 ").duration == 5400
    assert c.add_minutes(c.Clock(600, 600), 1440, T0).left == 86400  # never above a day
    assert c.add_minutes(c.Clock(600, 600), -1440, T0).left == 0
    with pytest.raises(RulesError, match=r"^At most 1440 minutes \(got 1441\).$"):
        c.set_minutes(c.Clock(), 1441)
    with pytest.raises(RulesError, match=r"^Minutes cannot be negative \(got -1\).$"):
        c.set_minutes(c.Clock(), -1)
