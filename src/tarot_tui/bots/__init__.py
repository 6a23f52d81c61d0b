"""Computer players for any seat: ``random``, ``beginner`` and ``strong``.

A player gets only its seat's ``SeatView`` and an RNG and returns a legal ``Action``
(``player.choose(view, rng)``). Players import no UI code, so the app can call them from a worker thread, and
keep no state between calls but one: the strong level's belief chain carried from one card decision of a seat to
its next in the same deal, kept in a ``Chains`` store that a caller making a fresh player for each decision passes
in (``make_player(..., chains=...)``; the app's flow keeps one store a deal).
"""

from __future__ import annotations

from typing import Literal, get_args

from .base import Player, listed_actions, random_ecart
from .beginner import BeginnerPlayer
from .random_player import RandomPlayer
from .strong import Chains, StrongPlayer

Level = Literal["random", "beginner", "strong"]
"""A computer player's level (a save's seat is one of these or ``"human"``)."""

LEVELS: tuple[Level, ...] = get_args(Level)
"""The levels, weakest first."""

DEFAULT_LEVEL: Level = "beginner"
"""The level offered first for a computer seat."""


def make_player(level: str, strength: float = 1.0, *, chains: Chains | None = None) -> Player:
    """A player of ``level``; ``strength`` scales the strong level's thinking time, and ``chains`` keeps its
    carried belief chains (``StrongPlayer``'s ``chains``; both ignored by the other levels)."""
    if level == "random":
        return RandomPlayer()
    if level == "beginner":
        return BeginnerPlayer()
    if level == "strong":
        return StrongPlayer(strength, chains=chains)
    raise ValueError(f"unknown level {level!r}: expected one of {', '.join(LEVELS)}")


__all__ = [
    "DEFAULT_LEVEL",
    "LEVELS",
    "BeginnerPlayer",
    "Chains",
    "Level",
    "Player",
    "RandomPlayer",
    "StrongPlayer",
    "listed_actions",
    "make_player",
    "random_ecart",
]
