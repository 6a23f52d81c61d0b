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
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from tarot_tui.engine import DealRecord, MatchRecord, Step, describe_validation_error

from .files import MAX_JOURNAL_BYTES, keep_bytes_aside, open_plain

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

    Only the evening's owner (``ownership``) appends. The file is opened without following a link and only when
    it is a plain file of its own (``files.open_plain``). An unfinished last line, left by a write cut short (a
    kill, a full disk), is cut off and kept aside before anything is appended (``cut_fragment``), so it spoils
    only itself. A failed write raises OSError (the caller reports it and falls back to full saves).
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None
        self.lines = 0
        """Lines appended since the journal was last emptied by this process."""
        self.cut: list[Fragment] = []
        """The unfinished lines cut off when the file was opened."""

    def append(self, line: str) -> None:
        """Write one line (without its newline)."""
        data = (line + "\n").encode("utf-8")
        try:
            if self._fd is None:
                fd = open_plain(self.path, os.O_RDWR | os.O_APPEND | os.O_CREAT)
                try:
                    fragment = _cut_tail(fd, self.path)
                except BaseException:
                    os.close(fd)
                    raise
                if fragment is not None:
                    self.cut.append(fragment)
                self._fd = fd
            written = os.write(self._fd, data)
            if written != len(data):
                raise OSError(28, "No space left on device")
        except OSError:
            self.close()  # the next line opens it again, and cuts off what this one left
            raise
        self.lines += 1

    def clear(self) -> None:
        """Remove the journal (a full snapshot now holds everything in it). Raises OSError if it cannot."""
        self.close()
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.path)
        self.lines = 0

    def close(self) -> None:
        """Close the file (it is opened again by the next line)."""
        fd, self._fd = self._fd, None
        if fd is not None:
            with contextlib.suppress(OSError):
                os.close(fd)


@dataclass(frozen=True)
class Fragment:
    """An unfinished last line cut off a journal: its length, and where it was kept (None if it could not be)."""

    size: int
    kept: Path | None


_CHUNK = 64 * 1024


def _cut_tail(fd: int, path: Path) -> Fragment | None:
    """Cut the bytes after the last newline of the journal open as ``fd``, keeping them aside beside it."""
    size = os.fstat(fd).st_size
    end = size
    start = 0
    while end > 0:
        begin = max(0, end - _CHUNK)
        os.lseek(fd, begin, os.SEEK_SET)
        chunk = os.read(fd, end - begin)
        newline = chunk.rfind(b"\n")
        if newline >= 0:
            start = begin + newline + 1
            break
        end = begin
    if start >= size:
        return None
    os.lseek(fd, start, os.SEEK_SET)
    piece = os.read(fd, min(size - start, MAX_JOURNAL_BYTES))
    kept: Path | None = None
    with contextlib.suppress(OSError):  # cut it even so: a cut line can never be read, the moves after it can
        kept = keep_bytes_aside(piece, path, path.parent)
    os.ftruncate(fd, start)
    os.fsync(fd)
    return Fragment(size - start, kept)


def cut_fragment(path: Path) -> Fragment | None:
    """Cut off the unfinished last line of the journal at ``path``, if it has one, and keep it aside beside it
    (``<id>.broken-<time>.journal``); only the evening's owner may. Returns what was cut, None when nothing was
    (no journal, or it ends with a whole line). Raises OSError when the journal cannot be opened or cut, and
    FileProblem when it is not a plain file of its own."""
    try:
        fd = open_plain(path, os.O_RDWR)
    except FileNotFoundError:
        return None
    try:
        return _cut_tail(fd, path)
    finally:
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
