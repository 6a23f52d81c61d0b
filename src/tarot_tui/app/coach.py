"""The coach of a guided deal: what to explain before each of the learner's decisions, and after the deal.

Pure of Textual: a coach returns explanations (title, body, rule) and hints; the table shows them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from tarot_tui.engine import Deal
from tarot_tui.play import Decision

Dialog = tuple[str, str, str]
"""An explanation to read: (title, body, the rule F1 opens)."""


class Coach(Protocol):
    """Explains the moments of a deal to a learner (the oefenpotje's ``GuidedCoach`` in ``guide.py``)."""

    def welcome(self, names: Sequence[str]) -> list[Dialog]:
        """What to read before the first move."""

    def before(self, prompt: Decision, deal: Deal, name_of: Callable[[int], str]) -> list[Dialog]:
        """What to read before the learner decides ``prompt`` (``name_of`` names a deal seat)."""

    def card_hint(self, deal: Deal, card: int) -> tuple[str, str | None, bool]:
        """Why ``card`` may or may not be played now: (text, rule, refused)."""

    def after_deal(self, deal: Deal, name_of: Callable[[int], str]) -> list[Dialog]:
        """What to read once the deal is over (its score, or why it was void)."""

    def finished(self, deal: Deal) -> bool:
        """Whether the lesson ends after this deal (a void deal is dealt again)."""

    def farewell(self) -> list[Dialog]:
        """What to read before the learner leaves the table."""
