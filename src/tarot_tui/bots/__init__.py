"""Computer players for any seat: ``random``, ``beginner`` and ``strong``.

A player gets only its seat's ``SeatView`` and an RNG and returns a legal ``Action``
(``player.choose(view, rng)``). Players keep no state between calls and import no UI code, so the app
can call them from a worker thread.
"""

from __future__ import annotations

from .base import Player, listed_actions, random_ecart
from .beginner import BeginnerPlayer
from .random_player import RandomPlayer
from .strong import StrongPlayer

LEVELS: tuple[str, ...] = ("random", "beginner", "strong")
"""The levels, weakest first."""


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
    "LEVELS",
    "BeginnerPlayer",
    "Player",
    "RandomPlayer",
    "StrongPlayer",
    "listed_actions",
    "make_player",
    "random_ecart",
]
