"""Campaign mode: whether the campaign goes on for another game."""

from __future__ import annotations

from collections.abc import Mapping


def needs_extension(points: Mapping[int, int]) -> bool:
    """True when two or more players share the highest points."""
    if not points:
        return False
    best = max(points.values())
    return sum(1 for value in points.values() if value == best) > 1
