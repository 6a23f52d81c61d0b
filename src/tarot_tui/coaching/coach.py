"""The coach of a guided deal: what to explain before each of the learner's decisions, and after the deal.

Pure of Textual: a coach returns explanations (title, body, rule) and hints; the table shows them. A coach reads
seat views only: the learner's (a decision's prompt carries it) and the table's public view (``view_for(deal,
None)``, once a deal is over its score and camps too), never the raw deal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from tarot_tui.engine import SeatView
from tarot_tui.play import Answer, Decision

Dialog = tuple[str, str, str]
"""An explanation to read: (title, body, the rule F1 opens)."""


class Coach(Protocol):
    """Explains the moments of a deal to a learner (the oefenpotje's ``GuidedCoach`` in ``guide.py``, a lesson's
    ``tarot_tui.lessons.LessonCoach``)."""

    def welcome(self, names: Sequence[str]) -> list[Dialog]:
        """What to read before the first move."""

    def before(self, prompt: Decision, name_of: Callable[[int], str]) -> list[Dialog]:
        """What to read before the learner decides ``prompt``, from its view (``name_of`` names a deal seat)."""

    def check(self, prompt: Decision, answer: Answer) -> list[Dialog]:
        """A correction to read instead of applying the learner's ``answer`` to ``prompt`` (nothing changes and
        the same decision is asked again), or [] to apply it (a lesson's step, ``tarot_tui.lessons``)."""

    def stop(self, public: SeatView) -> bool:
        """Whether the lesson is over now, before its deal is (the farewell is read, then the table closes), from
        the deal's public view."""

    def card_hint(self, view: SeatView, card: int) -> tuple[str, str | None, bool]:
        """Why ``card`` may or may not be played now by ``view``'s seat, to move: (text, rule, refused)."""

    def after_deal(self, public: SeatView, name_of: Callable[[int], str]) -> list[Dialog]:
        """What to read once the deal is over (its score, or why it was void), from its public view."""

    def finished(self, public: SeatView) -> bool:
        """Whether the lesson ends after this deal (a void deal is dealt again)."""

    def farewell(self) -> list[Dialog]:
        """What to read before the learner leaves the table."""
