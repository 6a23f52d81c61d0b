"""The ``random`` level: a uniformly random legal action, from the seat's view alone."""

from __future__ import annotations

import random

from tarot_tui.engine import Action, Phase, SeatView

from .base import check_turn, listed_actions, random_ecart


class RandomPlayer:
    """Picks uniformly among the legal actions (a uniformly random valid écart in the DISCARD phase)."""

    @property
    def level(self) -> str:
        """``"random"``."""
        return "random"

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        """A uniformly random legal action for the seat to move."""
        check_turn(view)
        if view.phase is Phase.DISCARD:
            return random_ecart(view, rng)
        actions = listed_actions(view)
        if not actions:
            raise ValueError(f"no decision is open in phase {view.phase.name}")
        return actions[rng.randrange(len(actions))]


__all__ = ["RandomPlayer"]
