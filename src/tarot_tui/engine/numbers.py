"""Numbers as players write them: half-points as points (R2.4, R11.4) and signed scores (R12).

The one place for this arithmetic: the message catalogue supplies the decimal sign of the player's language
(``tarot_tui.i18n.points_text``), JSON output takes ``half_points_number``.
"""

from __future__ import annotations


def half_points_text(half: int, decimal_point: str = ".") -> str:
    """Half-points as points: ``87`` → ``43.5``, ``86`` → ``43``, ``-3`` → ``-1.5`` (with ``decimal_point``)."""
    whole, odd = divmod(abs(half), 2)
    sign = "-" if half < 0 else ""
    return f"{sign}{whole}{decimal_point}5" if odd else f"{sign}{whole}"


def half_points_number(half: int) -> int | float:
    """Half-points as a JSON number: an int when whole (``86`` → ``43``), else a float (``87`` → ``43.5``)."""
    return half // 2 if half % 2 == 0 else half / 2


def signed(value: int) -> str:
    """A score with its sign: ``+12``, ``-36``, and ``0`` without one."""
    return f"{value:+d}" if value else "0"


__all__ = ["half_points_number", "half_points_text", "signed"]
