"""Card points as people type them (``49``, ``43.5``, ``43,5``), for the score keeper and ``tarot-tui score``."""

from __future__ import annotations

import re
from typing import Literal

from tarot_tui.engine import TOTAL_HALF_POINTS

_POINTS_RE = re.compile(r"^\d+(?:[.,]\d+)?$")
MAX_DIGITS = 6
"""Digits read on either side of the decimal point: 91 has two; a longer number is too many points (and Python
refuses to read an integer of thousands of digits)."""

PointsProblem = Literal["not_a_number", "not_a_half", "too_many"]


class PointsError(ValueError):
    """Typed points that are not 0..91 in halves (R2.4); ``problem`` says which way."""

    def __init__(self, text: str, problem: PointsProblem) -> None:
        super().__init__(f"{text!r}: {problem}")
        self.text = text
        self.problem: PointsProblem = problem


def parse_half_points(text: str) -> int:
    """``text`` in half-points: 0..182. Raises PointsError for anything else."""
    token = text.strip()
    if not _POINTS_RE.match(token):
        raise PointsError(text, "not_a_number")
    whole, _, frac = token.replace(",", ".").partition(".")
    whole = whole.lstrip("0") or "0"
    frac = frac.rstrip("0")
    if len(whole) > MAX_DIGITS:
        raise PointsError(text, "too_many")
    if len(frac) > MAX_DIGITS:
        raise PointsError(text, "not_a_half")
    if frac not in ("", "5"):
        raise PointsError(text, "not_a_half")
    value = 2 * int(whole) + (1 if frac else 0)
    if value > TOTAL_HALF_POINTS:
        raise PointsError(text, "too_many")
    return value
