"""The journal: every action of an evening appended to ``<id>.journal`` beside its snapshot, as it happens.

A snapshot (``<id>.json``) is the whole evening, written atomically but too big to write at every key. The
journal holds what happened since: one short JSON line per new deal or action, written with one ``write``
call before the action returns, so a kill (even SIGKILL) loses nothing the screen has shown. Reading a save
merges the journal into its snapshot (``merge_journal``), and the engine replays the whole match as usual.

Each line names the snapshot *generation* it follows and its position (deal index, action index), so merging
is idempotent: lines a newer snapshot already holds are skipped. A full save that supersedes the journal
(after an undo, when leaving the table) bumps the generation first and empties the journal after, so the
lines of an older generation are ignored even if a kill comes between the two.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from tarot_tui.engine import DealRecord, MatchRecord, Step, describe_validation_error

JOURNAL_SUFFIX = ".journal"


def journal_path(snapshot: Path) -> Path:
    """The journal beside a snapshot: ``<id>.journal`` for ``<id>.json``."""
    return snapshot.with_suffix(JOURNAL_SUFFIX)


class JournalEntry(BaseModel):
    """One line: a deal dealt (``deal``) or an action taken (``step`` at index ``n`` of deal ``d``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    g: int = Field(ge=0)
    """The generation of the snapshot this line follows."""
    d: int = Field(ge=0, le=10_000)
    """The deal's index in the match."""
    n: int | None = Field(default=None, ge=0, le=1_000)
    """The action's index in the deal."""
    step: Step | None = None
    deal: DealRecord | None = None

    @model_validator(mode="after")
    def _one_kind(self) -> JournalEntry:
        if (self.deal is None) == (self.step is None) or (self.step is None) != (self.n is None):
            raise ValueError("a journal line holds either a deal, or an action with its index")
        return self


class Journal:
    """Appends lines to one journal file; each line reaches the operating system before ``append`` returns.

    A failed write raises OSError (the caller reports it and falls back to full saves); a line cut short by a
    full disk is ended before the next one, so it spoils only itself.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None
        self._cut = False
        self.lines = 0
        """Lines appended since the journal was last emptied by this process."""

    def append(self, line: str) -> None:
        """Write one line (without its newline)."""
        data = (("\n" if self._cut else "") + line + "\n").encode("utf-8")
        try:
            if self._fd is None:
                flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_CLOEXEC", 0)
                self._fd = os.open(self.path, flags, 0o644)
            written = os.write(self._fd, data)
            if written != len(data):
                raise OSError(28, "No space left on device")
        except OSError:
            self._cut = True
            self.close()
            raise
        self._cut = False
        self.lines += 1

    def clear(self) -> None:
        """Remove the journal (a full snapshot now holds everything in it). Raises OSError if it cannot."""
        self.close()
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.path)
        self.lines = 0
        self._cut = False

    def close(self) -> None:
        """Close the file (it is opened again by the next line)."""
        fd, self._fd = self._fd, None
        if fd is not None:
            with contextlib.suppress(OSError):
                os.close(fd)


def deal_line(generation: int, index: int, record: DealRecord) -> str:
    """The line of a deal dealt (its record, with no actions yet)."""
    return JournalEntry(g=generation, d=index, deal=record).model_dump_json(exclude_none=True)


def step_line(generation: int, index: int, number: int, step: Step) -> str:
    """The line of the action at ``number`` in deal ``index``."""
    return JournalEntry(g=generation, d=index, n=number, step=step).model_dump_json(exclude_none=True)


def merge_journal(record: MatchRecord, generation: int, text: str) -> tuple[MatchRecord, int, str | None]:
    """The match with the journal's lines of ``generation`` added, how many lines were added, and what was
    wrong with the journal (None when nothing). Lines of other generations and lines the snapshot already holds
    are skipped; merging stops at the first line that does not fit. An unfinished last line (a write cut
    short) is ignored quietly."""
    heads: list[DealRecord] = list(record.deals)
    actions: list[list[Step]] = [list(d.actions) for d in record.deals]
    lines = text.split("\n")
    added = 0
    problem: str | None = None
    for number, line in enumerate(lines[:-1], start=1):  # the last piece has no newline: cut short, or ""
        if not line.strip():
            continue
        try:
            entry = JournalEntry.model_validate_json(line)
        except ValidationError as err:
            problem = f"journal line {number}: {describe_validation_error(err)}"
            break
        if entry.g != generation:
            continue
        if entry.deal is not None:
            if entry.d < len(heads):
                continue
            if entry.d > len(heads) or entry.deal.actions:
                problem = f"journal line {number}: deal {entry.d + 1} does not follow deal {len(heads)}"
                break
            heads.append(entry.deal)
            actions.append([])
        else:
            assert entry.step is not None and entry.n is not None
            if entry.d >= len(heads):
                problem = f"journal line {number}: deal {entry.d + 1} was not dealt"
                break
            done = actions[entry.d]
            if entry.n < len(done):
                continue
            if entry.n > len(done) or entry.d != len(heads) - 1:
                problem = f"journal line {number}: action {entry.n + 1} of deal {entry.d + 1} does not follow"
                break
            done.append(entry.step)
        added += 1
    if not added:
        return record, 0, problem
    deals = [head.model_copy(update={"actions": steps}) for head, steps in zip(heads, actions, strict=True)]
    return record.model_copy(update={"deals": deals}), added, problem
