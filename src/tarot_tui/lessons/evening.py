"""A lesson's table: the learner and computer players at the lesson's stored position, never saved."""

from __future__ import annotations

from tarot_tui.engine import PlayedDeal
from tarot_tui.evening import Evening
from tarot_tui.i18n import t
from tarot_tui.persistence.saves import SeatKind

from .course import Lesson

LEVEL: SeatKind = "beginner"
"""The computer players of every lesson: the stored positions were chosen with their play."""
COMPUTER_NAMES = 6
"""Names in the catalogue for the computer players (``lesson.name.1`` …); one may be the learner's."""


class LessonEvening(Evening):
    """An evening that deals its lesson's position (again, should a deal be dealt again)."""

    lesson: Lesson

    def start_deal(self) -> PlayedDeal:
        """Deal the lesson's position."""
        deal = self.lesson.position()
        played = PlayedDeal(len(self.match.deals) + 1, deal.dealer, tuple(range(self.players)), deal)
        self.match.deals.append(played)
        return played


def lesson_evening(lesson: Lesson, learner: str) -> LessonEvening:
    """``learner`` at the lesson's seat against beginner computer players, dealt already: the table starts at
    the stored position, and nothing before it can be taken back."""
    pool = [t(f"lesson.name.{number}") for number in range(1, COMPUTER_NAMES + 1)]
    others = iter([name for name in pool if name.casefold() != learner.casefold()])
    names = [learner if seat == lesson.learner else next(others) for seat in range(lesson.players)]
    seats: list[SeatKind] = [LEVEL] * lesson.players
    seats[lesson.learner] = "human"
    rules = lesson.record.rules
    evening = LessonEvening.new(names, seats, rules=rules, first_dealer=lesson.record.dealer, autosave=False)
    assert isinstance(evening, LessonEvening)
    evening.lesson = lesson
    evening.start_deal()
    return evening
