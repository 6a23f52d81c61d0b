"""The course: lessons stored as data in the package (``data/NN-<id>.json``), validated when loaded.

A lesson is a stored position (a deal record, replayed through the engine's own checks) where the learner is
to move, the steps the learner takes from there (which decision, what counts as done, the rule behind it), and
when the lesson ends. Its texts are in the message catalogue under ``lesson.<id>.*``.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from tarot_tui.engine import Deal, DealRecord, InvalidRecordError, Phase, describe_validation_error, replay
from tarot_tui.persistence.files import FileReason, describe_os_error, os_reason
from tarot_tui.persistence.saves import validation_reason

from .checks import CHECKS, Check, Moment

MAX_LESSON_BYTES = 64 * 1024
"""A lesson file larger than this is refused (the longest is under 4 kB)."""

_ID = re.compile(r"^[a-z][a-z_]{0,39}$")
_RULE = re.compile(r"^R\d{1,2}(\.\d{1,2}){0,2}$")

End = Literal["steps", "deal", "partner"]
"""When a lesson ends: once its steps are done (and the trick of the last card is complete), after the deal's
score, or once the 5-player partner is known (R5.3)."""

PHASE_OF: dict[Moment, Phase] = {
    "bid": Phase.BIDDING,
    "call": Phase.CALL,
    "discard": Phase.DISCARD,
    "poignee": Phase.TRICKS,
    "card": Phase.TRICKS,
}


def _check_rule(value: str) -> str:
    if not _RULE.match(value):
        raise ValueError(f"{value!r} is not a rule number such as R9.4.3")
    return value


class LessonError(ValueError):
    """A lesson file that cannot be used. The message names the file and what is wrong, in English, for developers;
    a player is told ``file`` (the file's name) and the sentence of ``reason`` (``file.reason.<value>`` in the
    message catalogue)."""

    def __init__(self, file: str, problem: str, reason: FileReason = FileReason.WRONG_SHAPE) -> None:
        super().__init__(f"{file}: {problem}")
        self.file = file
        self.reason = reason


class StepData(BaseModel):
    """One step of a lesson as stored."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    when: Moment
    check: Check
    rule: str

    _rule = field_validator("rule")(_check_rule)


class LessonData(BaseModel):
    """A lesson file."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    rule: str
    """The rule the lesson teaches (its goal cites it)."""
    learner: int = Field(ge=0, le=4)
    end: End
    guided: bool = False
    """The whole deal explained by the oefenpotje's coach at every decision (the first whole-deal lesson)."""
    steps: list[StepData] = Field(max_length=10)
    position: DealRecord

    @field_validator("id")
    @classmethod
    def _id(cls, value: str) -> str:
        if not _ID.match(value):
            raise ValueError(f"{value!r} is not a lesson id (lower-case letters and _)")
        return value

    _rule = field_validator("rule")(_check_rule)


@dataclass(frozen=True)
class Step:
    """A step: at the learner's next ``when`` decision, ``check`` says whether it was done; ``rule`` is cited."""

    when: Moment
    check: Check
    rule: str


@dataclass(frozen=True)
class Lesson:
    """A validated lesson.

    Attributes:
        id: the lesson's name in the catalogue (``lesson.<id>.title`` …) and in the progress file.
        number: its place in the course, from 1.
        rule: the rule it teaches (the most precise number, R2.4 …).
        learner: the learner's seat (a match seat; the learner's deal seat is the same, nobody sits out).
        end: when it ends (``End``).
        guided: explained at every decision like the oefenpotje.
        steps: what the learner does, in order.
        record: the stored position.
    """

    id: str
    number: int
    rule: str
    learner: int
    end: End
    guided: bool
    steps: tuple[Step, ...]
    record: DealRecord

    @property
    def players(self) -> int:
        """Seats at the lesson's table."""
        return self.record.players

    def position(self) -> Deal:
        """The lesson's deal at its starting position (a fresh copy each time)."""
        return replay(self.record)


def parse_lesson(text: str | bytes, number: int, name: str) -> Lesson:
    """Validate one lesson file (``name`` is for the messages); raises LessonError."""
    try:
        data = LessonData.model_validate_json(text)
    except ValidationError as err:
        raise LessonError(name, describe_validation_error(err), validation_reason(err)) from None
    try:
        deal = replay(data.position)
    except InvalidRecordError as err:
        raise LessonError(name, str(err), FileReason.AGAINST_RULES) from None
    if data.learner >= deal.players:
        raise LessonError(name, f"learner seat {data.learner} is not at a table of {deal.players}")
    if deal.players == 5 and deal.rules.five_player_mode != "called-king":
        raise LessonError(name, "a 5-player lesson needs the called-king game (R5)", FileReason.AGAINST_RULES)
    if deal.phase.is_over or (deal.to_move != data.learner and not data.guided):
        raise LessonError(name, "the learner is not to move at the stored position")
    if data.steps and PHASE_OF[data.steps[0].when] is not deal.phase:
        raise LessonError(name, f"the first step is a {data.steps[0].when}, the position is in {deal.phase.value}")
    if not data.steps and not data.guided:
        raise LessonError(name, "a lesson without steps must be a guided whole deal")
    steps = tuple(Step(s.when, s.check, s.rule) for s in data.steps)
    for step in steps:
        if step.when not in CHECKS[step.check].moments:
            raise LessonError(name, f"the check {step.check!r} does not apply to a {step.when}")
    return Lesson(data.id, number, data.rule, data.learner, data.end, data.guided, steps, data.position)


def lesson_folder() -> Traversable:
    """Where the lesson files are: ``data`` in this package."""
    return resources.files("tarot_tui.lessons") / "data"


@cache
def course() -> tuple[Lesson, ...]:
    """Every lesson in order (file names ``NN-<id>.json``); raises LessonError when one cannot be used."""
    folder = lesson_folder()
    try:
        files = sorted((f for f in folder.iterdir() if f.name.endswith(".json")), key=lambda f: f.name)
    except OSError as err:
        raise LessonError(folder.name, describe_os_error(err), FileReason.FOLDER) from None
    lessons: list[Lesson] = []
    for number, file in enumerate(files, start=1):
        try:
            raw = file.read_bytes()
        except OSError as err:
            raise LessonError(file.name, describe_os_error(err), os_reason(err)) from None
        if len(raw) > MAX_LESSON_BYTES:
            raise LessonError(file.name, f"larger than {MAX_LESSON_BYTES // 1024} kB", FileReason.TOO_LARGE)
        lesson = parse_lesson(raw, number, file.name)
        if file.name != f"{number:02d}-{lesson.id}.json":
            raise LessonError(file.name, f"expected the name {number:02d}-{lesson.id}.json")
        lessons.append(lesson)
    return tuple(lessons)


def lesson_by_id(lesson_id: str) -> Lesson | None:
    """The lesson called ``lesson_id``, if the course has one."""
    return next((lesson for lesson in course() if lesson.id == lesson_id), None)


def next_lesson(lesson: Lesson, done: Collection[str] = ()) -> Lesson | None:
    """The lesson to offer after ``lesson``: the first lesson after it in the course not yet ``done`` (ids), else
    the first before it not yet done (a learner who skipped ahead goes on ahead, then back for what was skipped);
    None when every other lesson is done."""
    lessons = course()
    here = next((index for index, other in enumerate(lessons) if other.id == lesson.id), -1)
    in_order = lessons[here + 1 :] + lessons[: max(here, 0)]
    return next((other for other in in_order if other.id not in done and other.id != lesson.id), None)
