"""Evening saves: written after every action by an atomic replace, read back through full replay.

A save that cannot be read is moved aside (``*.broken-<time>.json``) and reported, never crashing the app.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from tarot_tui.engine import InvalidRecordError, InvalidSettingsError, Match, MatchRecord
from tarot_tui.engine.record import describe_validation_error

from .kept import KeptDeal, kept_totals
from .locations import evenings_dir

SeatKind = Literal["human", "random", "beginner", "strong"]


class SaveWriterLike(Protocol):
    """Takes a file's newest text and writes it later (``writer.SaveWriter``)."""

    def submit(self, path: Path, text: str) -> None: ...


class SaveError(Exception):
    """A save could not be read; ``path`` is where the broken file was moved, if it was."""

    def __init__(self, message: str, path: Path | None = None) -> None:
        super().__init__(message)
        self.path = path


class EveningSave(BaseModel):
    """One evening: the players, their seats, the planned length, and the match with every action.

    Attributes:
        format_version: bumped when the format changes.
        kind: a played evening ("game") or a score-keeper evening ("keeper").
        evening_id: the file's stem.
        created, updated: ISO timestamps.
        names: player names by seat (seats in playing order).
        seats: "human" or a computer level, by seat.
        deals_planned: the evening's length in deals, None for open-ended.
        first_dealer_draw: the cards drawn for the first dealer (R1.3), in notation, if drawn.
        match: the engine's match record (every deal, the last one possibly in progress); a keeper
            evening keeps only the table, the rules and the first dealer here, with no deals.
        finished: the evening was ended.
        kept: a keeper evening's deals, as the table counted them (absent in older saves: empty).
    """

    model_config = ConfigDict(extra="forbid")

    format_version: Literal[1] = 1
    kind: Literal["game", "keeper"] = "game"
    evening_id: str
    created: str
    updated: str
    names: list[str] = Field(min_length=3, max_length=5)
    seats: list[SeatKind] = Field(min_length=3, max_length=5)
    deals_planned: int | None = Field(default=None, ge=1, le=200)
    first_dealer_draw: list[str] | None = None
    match: MatchRecord
    finished: bool = False
    kept: list[KeptDeal] = Field(default_factory=list)

    @model_validator(mode="after")
    def _consistent(self) -> EveningSave:
        n = self.match.players
        if len(self.names) != n or len(self.seats) != n:
            raise ValueError(f"{n} players, but {len(self.names)} names and {len(self.seats)} seats")
        if self.kind == "game" and self.kept:
            raise ValueError("a played evening has no kept deals")
        if self.kind == "keeper" and self.match.deals:
            raise ValueError("a keeper evening has no played deals")
        for number, deal in enumerate(self.kept, start=1):
            problem = deal.seat_problem(n)
            if problem is None:
                try:
                    deal.breakdown(n, self.match.rules)
                except InvalidSettingsError as err:
                    problem = str(err)
            if problem is not None:
                raise ValueError(f"kept deal {number}: {problem}")
        return self

    def kept_dealer(self, index: int) -> int:
        """The dealer of a keeper evening's deal ``index`` (0-based, ``len(kept)`` for the next one): the next
        seat each deal, void deals included (R1.5)."""
        return (self.match.first_dealer + index) % self.match.players

    @property
    def kept_totals(self) -> list[int]:
        """A keeper evening's running totals (zeros for a played evening: its totals are the match's)."""
        return kept_totals(self.kept, self.match.players, self.match.rules)


class SavedEveningInfo(BaseModel):
    """A summary line for the list of saved evenings."""

    path: Path
    evening_id: str
    kind: str
    created: str
    updated: str
    names: list[str]
    totals: list[int]
    deals: int
    finished: bool
    in_progress: bool


def now_iso() -> str:
    """The current time, to the second, in UTC."""
    return datetime.now(UTC).replace(microsecond=0).isoformat()


def new_evening_id() -> str:
    """A sortable id from the current time."""
    return datetime.now(UTC).strftime("%Y%m%d-%H%M%S-%f")


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file, fsync and rename: never a half-written save."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def save_evening(save: EveningSave, directory: Path | None = None, writer: SaveWriterLike | None = None) -> Path:
    """Write the evening to ``<dir>/<evening_id>.json`` atomically; returns the path.

    With a ``writer`` (``SaveWriter``), the snapshot is serialised here and written on its thread.
    """
    directory = directory or evenings_dir()
    save.updated = now_iso()
    path = directory / f"{save.evening_id}.json"
    text = save.model_dump_json(indent=1)
    if writer is None:
        atomic_write(path, text)
    else:
        writer.submit(path, text)
    return path


def quarantine(path: Path) -> Path:
    """Move a broken save aside so it is kept but no longer offered; returns the new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.broken-{stamp}{path.suffix}")
    os.replace(path, target)
    return target


def load_evening(path: Path) -> tuple[EveningSave, Match]:
    """Read and replay a save. On any problem the file is moved aside and SaveError says why."""
    from .writer import flush_shared

    flush_shared()  # what this process handed to the background writer is read back
    try:
        text = path.read_text(encoding="utf-8")
        save = EveningSave.model_validate_json(text)
        match = Match.from_record(save.match)
    except ValidationError as err:
        moved = _quarantine_quietly(path)
        raise SaveError(describe_validation_error(err), moved) from None
    except (InvalidRecordError, UnicodeDecodeError) as err:
        moved = _quarantine_quietly(path)
        raise SaveError(str(err), moved) from None
    except OSError as err:
        raise SaveError(f"cannot read {path.name}: {err.strerror or err}") from None
    return save, match


def _quarantine_quietly(path: Path) -> Path | None:
    try:
        return quarantine(path)
    except OSError:
        return None


def read_evenings(directory: Path | None = None) -> tuple[list[tuple[Path, EveningSave, Match]], list[SaveError]]:
    """Every readable saved evening with its path and replayed match, newest first, and the errors of those
    that could not be read (moved aside)."""
    from .writer import flush_shared

    flush_shared()  # what this process handed to the background writer is read back
    directory = directory or evenings_dir()
    loaded: list[tuple[Path, EveningSave, Match]] = []
    errors: list[SaveError] = []
    for path in sorted(directory.glob("*.json")):
        if ".broken-" in path.name:
            continue
        try:
            save, match = load_evening(path)
        except SaveError as err:
            errors.append(err)
            continue
        loaded.append((path, save, match))
    loaded.sort(key=lambda item: (item[1].updated, item[1].evening_id), reverse=True)
    return loaded, errors


def list_evenings(directory: Path | None = None) -> tuple[list[SavedEveningInfo], list[SaveError]]:
    """Every readable saved evening, newest first, and the errors of those that could not be read."""
    loaded, errors = read_evenings(directory)
    infos = [
        SavedEveningInfo(
            path=path,
            evening_id=save.evening_id,
            kind=save.kind,
            created=save.created,
            updated=save.updated,
            names=save.names,
            totals=save.kept_totals if save.kind == "keeper" else match.totals,
            deals=len(save.kept) if save.kind == "keeper" else sum(1 for d in match.deals if d.is_over),
            finished=save.finished,
            in_progress=match.current is not None,
        )
        for path, save, match in loaded
    ]
    return infos, errors
