"""Each player's progress through the course of lessons, stored as ``lessons.json`` beside the settings.

The file is untrusted like every other: read with a size limit, validated with pydantic, and a file that
cannot be used (not JSON, wrong shape, a name no player may have) is kept aside and reported in one sentence;
the course then starts empty and the next save writes a good file. Lesson ids the course does not know (a newer
version's) are kept and shown as nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from .files import FileProblem, FileReason, describe_os_error, folder_reason, os_reason, read_limited
from .health import write_reported
from .locations import data_dir
from .players import name_problem
from .saves import quarantine, validation_reason

MAX_PROGRESS_BYTES = 256 * 1024
"""A progress file larger than this is not read (a player who did every lesson takes about 300 bytes)."""
MAX_PLAYERS = 200
"""Players in one progress file."""
MAX_LESSONS = 100
"""Lessons recorded for one player."""

_LESSON_ID = re.compile(r"^[a-z][a-z_]{0,39}$")


class LessonResult(BaseModel):
    """A lesson a player finished: how many wrong answers were corrected the best time."""

    model_config = ConfigDict(extra="forbid")

    corrections: int = Field(default=0, ge=0, le=100_000)


class PlayerProgress(BaseModel):
    """The lessons one player finished, by lesson id."""

    model_config = ConfigDict(extra="forbid")

    done: dict[str, LessonResult] = Field(default_factory=dict, max_length=MAX_LESSONS)

    @field_validator("done")
    @classmethod
    def _ids(cls, value: dict[str, LessonResult]) -> dict[str, LessonResult]:
        for lesson_id in value:
            if not _LESSON_ID.match(lesson_id):
                raise ValueError(f"{lesson_id[:40]!r} is not a lesson id")
        return value


class LessonProgress(BaseModel):
    """Every player's progress, and who took a lesson last (offered first next time).

    Players are told apart by name, ignoring case (as at the table, R16's names are the players' own).
    """

    model_config = ConfigDict(extra="forbid")

    version: int = Field(default=1, ge=1, le=1)
    last_player: str | None = None
    players: dict[str, PlayerProgress] = Field(default_factory=dict, max_length=MAX_PLAYERS)

    @field_validator("players")
    @classmethod
    def _names(cls, value: dict[str, PlayerProgress]) -> dict[str, PlayerProgress]:
        seen: set[str] = set()
        for name in value:
            problem = name_problem(name)
            if problem is not None:
                raise ValueError(f"{name[:20]!r} is not a player's name ({problem})")
            if name.casefold() in seen:
                raise ValueError(f"{name[:20]!r} appears twice")
            seen.add(name.casefold())
        return value

    @field_validator("last_player")
    @classmethod
    def _last(cls, value: str | None) -> str | None:
        if value is not None and name_problem(value) is not None:
            raise ValueError("last_player is not a player's name")
        return value

    def _key(self, name: str) -> str | None:
        return next((key for key in self.players if key.casefold() == name.casefold()), None)

    def done(self, name: str) -> dict[str, LessonResult]:
        """The lessons ``name`` finished (empty for a new player)."""
        key = self._key(name)
        return dict(self.players[key].done) if key is not None else {}

    def record(self, name: str, lesson_id: str, corrections: int) -> None:
        """``name`` finished ``lesson_id`` with ``corrections`` wrong answers (the fewest is kept)."""
        if name_problem(name) is not None or not _LESSON_ID.match(lesson_id):
            raise ValueError(f"cannot record {lesson_id!r} for {name!r}")
        key = self._key(name)
        if key is None:
            if len(self.players) >= MAX_PLAYERS:
                oldest = next(iter(self.players))
                del self.players[oldest]  # the first recorded makes room (a laptop with 200 learners)
            key = name
            self.players[key] = PlayerProgress()
        done = self.players[key].done
        best = done.get(lesson_id)
        if best is None or corrections < best.corrections:
            done[lesson_id] = LessonResult(corrections=max(0, corrections))
        self.last_player = name


@dataclass(frozen=True)
class LoadedProgress:
    """The progress read, and what was wrong with the file.

    Attributes:
        progress: the file's progress, or an empty one when it could not be used.
        problem: why the file could not be used (None when it was fine or missing).
        moved_to: where the file that could not be used was kept aside (None when it was not moved).
        reason: the kind of ``problem``, what a player is told (``problem`` is the technical detail).
    """

    progress: LessonProgress
    problem: str | None = None
    moved_to: Path | None = None
    reason: FileReason | None = None


def progress_path() -> Path:
    """The progress file (raises OSError when the data folder cannot be made)."""
    return data_dir() / "lessons.json"


def _describe(err: ValidationError) -> str:
    parts = [f"{'.'.join(str(p) for p in e['loc']) or 'file'}: {e['msg']}" for e in err.errors()[:2]]
    if err.error_count() > 2:
        parts.append(f"and {err.error_count() - 2} more")
    return "; ".join(parts)


def load_progress(path: Path | None = None) -> LoadedProgress:
    """Read the progress file (default ``progress_path()``); never raises. A file that cannot be used is kept
    aside (``*.broken-<time>.json``) and an empty progress returned with the reason."""
    try:
        path = path or progress_path()
    except OSError as err:
        problem = f"cannot make the data folder: {describe_os_error(err)}"
        return LoadedProgress(LessonProgress(), problem, reason=folder_reason(err))
    try:
        raw = read_limited(path, MAX_PROGRESS_BYTES)
    except FileNotFoundError:
        return LoadedProgress(LessonProgress())
    except FileProblem as err:
        if not err.keep_aside:
            return LoadedProgress(LessonProgress(), str(err), reason=err.reason)
        return _kept_aside(path, str(err), err.reason)
    except OSError as err:  # a passing trouble (permission): the file is left where it is
        problem = f"cannot read {path.name}: {describe_os_error(err)}"
        return LoadedProgress(LessonProgress(), problem, reason=os_reason(err))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return _kept_aside(path, f"{path.name} is not UTF-8 text", FileReason.DAMAGED)
    try:
        return LoadedProgress(LessonProgress.model_validate_json(text))
    except ValidationError as err:
        return _kept_aside(path, _describe(err), validation_reason(err))
    except (ValueError, RecursionError) as err:  # pragma: no cover - pydantic reports bad JSON as above
        return _kept_aside(path, f"not JSON: {err}", FileReason.DAMAGED)


def _kept_aside(path: Path, problem: str, reason: FileReason) -> LoadedProgress:
    try:
        moved: Path | None = quarantine(path)
    except OSError:
        moved = None
    return LoadedProgress(LessonProgress(), problem, moved, reason)


def save_progress(progress: LessonProgress, path: Path | None = None) -> bool:
    """Write the progress atomically; False when it could not be written (told to ``save_health``, which the
    app reports; the progress stays in memory for this session)."""
    return write_reported(lambda: path or progress_path(), "lessons.json", progress.model_dump_json(indent=1))
