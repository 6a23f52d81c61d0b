"""Typed card points (R2.4): whole and half points, a comma or a point, nothing above 91."""

from __future__ import annotations

import pytest

from tarot_tui.sheets.points import PointsError, parse_half_points


@pytest.mark.parametrize(
    ("text", "half"), [("0", 0), ("49", 98), (" 43.5 ", 87), ("43,5", 87), ("91", 182), ("7.50", 15)]
)
def test_points_as_typed(text: str, half: int) -> None:
    assert parse_half_points(text) == half


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("", "not_a_number"),
        ("abc", "not_a_number"),
        ("-3", "not_a_number"),
        ("43.25", "not_a_half"),
        ("91.5", "too_many"),
        ("100", "too_many"),
    ],
)
def test_points_that_cannot_be(text: str, problem: str) -> None:
    with pytest.raises(PointsError) as caught:
        parse_half_points(text)
    assert caught.value.problem == problem
