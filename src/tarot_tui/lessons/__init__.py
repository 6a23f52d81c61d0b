"""The course of lessons as a pure model (no Textual): the stored lessons, what counts as done at each step,
the teacher that explains and corrects, and the table a lesson is played at. The app's screens only draw it."""

from .checks import CHECKS, Check, Moment, club_count_bid, passes, satisfiable, wins_trick
from .coach import Dialog, Helper, LessonCoach, goal_dialog, learnt_text, lesson_rule, lesson_title
from .course import Lesson, LessonError, Step, course, lesson_by_id, next_lesson, parse_lesson
from .evening import LessonEvening, lesson_evening

__all__ = [
    "CHECKS",
    "Check",
    "Dialog",
    "Helper",
    "Lesson",
    "LessonCoach",
    "LessonError",
    "LessonEvening",
    "Moment",
    "Step",
    "club_count_bid",
    "course",
    "goal_dialog",
    "learnt_text",
    "lesson_by_id",
    "lesson_evening",
    "lesson_rule",
    "lesson_title",
    "next_lesson",
    "parse_lesson",
    "passes",
    "satisfiable",
    "wins_trick",
]
