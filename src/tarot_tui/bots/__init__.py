"""Computer players for any seat: ``random``, ``beginner`` and ``strong``.

A player gets only its seat's ``SeatView`` and an RNG and returns a legal ``Action``
(``player.choose(view, rng)``). Players keep no state between calls and import no UI code, so the app
can call them from a worker thread.
"""

from __future__ import annotations

from typing import Literal, get_args

from .base import Player, listed_actions, random_ecart
from .beginner import BeginnerPlayer
from .random_player import RandomPlayer
from .strong import StrongPlayer

Level = Literal["random", "beginner", "strong"]
"""A computer player's level (a save's seat is one of these or ``"human"``)."""

LEVELS: tuple[Level, ...] = get_args(Level)
"""The levels, weakest first."""

DEFAULT_LEVEL: Level = "beginner"
"""The level offered first for a computer seat."""


def make_player(level: str, strength: float = 1.0) -> Player:
    """A player of ``level``; ``strength`` scales the strong level's thinking time (ignored otherwise)."""
    if level == "random":
        return RandomPlayer()
    if level == "beginner":
        return BeginnerPlayer()
    if level == "strong":
        return StrongPlayer(strength)
    raise ValueError(f"unknown level {level!r}: expected one of {', '.join(LEVELS)}")


__all__ = [
    "DEFAULT_LEVEL",
    "LEVELS",
    "BeginnerPlayer",
    "Level",
    "Player",
    "RandomPlayer",
    "StrongPlayer",
    "listed_actions",
    "make_player",
    "random_ecart",
]
