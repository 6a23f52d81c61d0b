"""Evening saves: a snapshot written by an atomic replace, a journal of the actions since, read back through
full replay.

Everything read is untrusted (a save may come from a friend's laptop): only regular files of a bounded size are
read, the evening's id must be a plain file stem, the names are checked, and any failure to read one save keeps
that one aside (``*.broken-<time>.json``, only inside the evenings folder) and reports it, while the others stay
usable. Nothing here raises for a bad file; writes raise OSError for the caller to report.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from tarot_tui.engine import (
    InvalidNotationError,
    InvalidSettingsError,
    Match,
    MatchRecord,
    TarotError,
    describe_validation_error,
    parse_card,
)

from .files import (
    MAX_JOURNAL_BYTES,
    MAX_SAVE_BYTES,
    FileProblem,
    FileReason,
    LinkedFolder,
    atomic_write,
    clean_temp_files,
    describe_os_error,
    is_inside,
    keep_aside,
    read_limited,
)
from .journal import Fragment, cut_fragment, journal_path, merge_journal
from .kept import KeptDeal, kept_totals
from .locations import data_dir, data_location, evenings_dir, take_set_aside
from .ownership import EveningBusy, Owner, Ownership, own, owner_elsewhere
from .players import MAX_NAME, name_problem, names_problem
from .writer import flush_shared

SeatKind = Literal["human", "random", "beginner", "strong"]

EVENING_ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"
"""An evening's id is its file's stem: letters, digits, ``-`` and ``_`` only, so it can never name a path
outside the evenings folder."""
MAX_STAMP = 40
MAX_DEALS = 200
"""The longest evening a save holds (``deals_planned``): the new-evening form and the phones' command line bound
it by this too."""


class SaveWriterLike(Protocol):
    """Takes a file's newest text and writes it later (``writer.SaveWriter``)."""

    def submit(self, path: Path, text: str) -> None: ...


class SaveError(Exception):
    """A save could not be read; ``path`` is where the broken file was kept aside, if it was; ``file`` is the
    file that could not be read; ``broken``: the file itself is at fault (kept aside when nobody else owns the
    evening); ``reason``: which kind of problem, what a player is told (``file.reason.<value>`` in the message
    catalogue); ``whole_folder``: the folder of saved evenings itself could not be used, so none was read;
    ``target``: where a folder that is a link (``LINKED_FOLDER``, ``file``) leads. The message is the technical
    detail, in English, for developers and logs."""

    def __init__(
        self,
        message: str,
        path: Path | None = None,
        file: Path | None = None,
        *,
        reason: FileReason,
        broken: bool = False,
        whole_folder: bool = False,
        target: Path | None = None,
    ) -> None:
        super().__init__(message)
        self.path = path
        self.file = file
        self.reason = reason
        self.broken = broken
        self.whole_folder = whole_folder
        self.target = target


class FinishedEvening(Exception):
    """The evening asked for, to add to (to play on it, or to keep its scores), is over (``EveningSave.is_over``): its
    planned deals are all played, or it was ended. It was not opened for writing and is left as it was, whoever else
    has it open; ``save`` and ``match`` are it as read, to show its closing sheet read-only. The message is the
    technical detail, in English."""

    def __init__(self, file: Path, save: EveningSave, match: Match) -> None:
        super().__init__(f"{file.name} is over: nothing is added to it any more")
        self.file = file
        self.save = save
        self.match = match


def validation_reason(err: ValidationError) -> FileReason:
    """The kind of a file's validation error: not JSON at all (cut off, garbled), or a value of the wrong shape."""
    if any(e["type"] in ("json_invalid", "json_type") for e in err.errors()):
        return FileReason.DAMAGED
    return FileReason.WRONG_SHAPE


class EveningSave(BaseModel):
    """One evening: the players, their seats, the planned length, and the match with every action.

    Attributes:
        format_version: bumped when the format changes (2: ``deal_kinds``; a version-1 save is read as one whose
            deals were all played with ``seats``, and written back as version 2).
        kind: a played evening ("game") or a score-keeper evening ("keeper").
        evening_id: the file's stem (letters, digits, ``-``, ``_``).
        created, updated: ISO timestamps.
        names: player names by seat (seats in playing order).
        seats: "human" or a computer level, by seat, as they are now.
        deal_kinds: by deal, who played each seat: "human" only when a person played it throughout the deal
            (a seat switched to a computer during a deal is the computer's). A deal missing here (older saves; a
            deal the journal started since the last snapshot) was played with ``seats`` (``kinds_of_deal``).
        deals_planned: the evening's length in deals, None for open-ended.
        first_dealer_draw: the cards drawn for the first dealer (R1.3), in notation, if drawn.
        match: the engine's match record (every deal, the last one possibly in progress); a keeper
            evening keeps only the table, the rules and the first dealer here, with no deals.
        finished: the evening was ended.
        kept: a keeper evening's deals, as the table counted them (absent in older saves: empty).
        generation: counts the full saves that superseded the journal (see ``journal``); 0 in older saves.
        phones: the people's seats (match seats) whose hands are on their own phones, the laptop being the table
            (absent in older saves: every person at the laptop).
    """

    model_config = ConfigDict(extra="forbid")

    format_version: Literal[1, 2] = 2
    kind: Literal["game", "keeper"] = "game"
    evening_id: str = Field(pattern=EVENING_ID_PATTERN)
    created: str = Field(max_length=MAX_STAMP)
    updated: str = Field(max_length=MAX_STAMP)
    names: list[str] = Field(min_length=3, max_length=5)
    seats: list[SeatKind] = Field(min_length=3, max_length=5)
    deal_kinds: list[list[SeatKind]] = Field(default_factory=list, max_length=10_000)
    deals_planned: int | None = Field(default=None, ge=1, le=MAX_DEALS)
    first_dealer_draw: list[str] | None = Field(default=None, max_length=5)
    match: MatchRecord
    finished: bool = False
    kept: list[KeptDeal] = Field(default_factory=list, max_length=10_000)
    generation: int = Field(default=0, ge=0)
    phones: list[int] = Field(default_factory=list, max_length=5)

    @field_validator("names")
    @classmethod
    def _names(cls, names: list[str]) -> list[str]:
        found = names_problem(names)
        if found is not None:
            seat, problem = found
            if problem == "too_long":
                raise ValueError(f"the name of seat {seat + 1} is longer than {MAX_NAME} characters")
            raise ValueError(f"the name of seat {seat + 1} cannot be used ({problem})")
        return names

    @field_validator("created", "updated")
    @classmethod
    def _stamp(cls, value: str) -> str:
        try:
            datetime.fromisoformat(value)
        except ValueError:
            raise ValueError(f"{value[:MAX_STAMP]!r} is not a date and time") from None
        return value

    @field_validator("first_dealer_draw")
    @classmethod
    def _draw(cls, value: list[str] | None) -> list[str] | None:
        for card in value or []:
            try:
                parse_card(card)
            except InvalidNotationError as err:
                raise ValueError(str(err)) from None
        return value

    @model_validator(mode="after")
    def _consistent(self) -> EveningSave:
        n = self.match.players
        if len(self.names) != n or len(self.seats) != n:
            raise ValueError(f"{n} players, but {len(self.names)} names and {len(self.seats)} seats")
        if self.match.first_dealer >= n:
            raise ValueError(f"the first dealer, seat {self.match.first_dealer + 1}, is not at a table of {n}")
        if self.first_dealer_draw is not None and len(self.first_dealer_draw) != n:
            raise ValueError(f"{len(self.first_dealer_draw)} cards drawn for the first dealer at a table of {n}")
        if any(len(kinds) != n for kinds in self.deal_kinds):
            raise ValueError(f"a deal's seat kinds are not {n} at a table of {n}")
        if any(not 0 <= seat < n or self.seats[seat] != "human" for seat in self.phones):
            raise ValueError("a phone is held only by a person at the table")
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
        self.format_version = 2  # a version-1 save is a version-2 one without deal kinds
        return self

    def is_over(self, match: Match) -> bool:
        """The evening was ended, or (a played one) its planned deals are all played and no next one begun: over,
        whether or not it was marked finished (a player who left on the last deal's score page did not see the
        closing sheet, which marks it). ``match`` is this save's match, replayed."""
        if self.finished:
            return True
        planned = self.deals_planned
        if self.kind != "game" or planned is None or match.current is not None:
            return False
        return sum(1 for played in match.deals if played.is_over) >= planned

    def kinds_of_deal(self, index: int) -> list[SeatKind]:
        """Who played each seat in deal ``index`` (0-based): its saved kinds, else the seats as they are."""
        return list(self.deal_kinds[index]) if index < len(self.deal_kinds) else list(self.seats)

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
    """Over: ended, or (a played evening) its planned deals all played (``EveningSave.is_over``)."""
    in_progress: bool
    seats: list[str] = Field(default_factory=list)
    """"human" or a computer level, by seat."""
    deals_planned: int | None = None
    """The evening's planned length in deals, None for open-ended."""
    open_elsewhere: bool = False
    """Another process (window, terminal, browser tab) has the evening open: it is not offered to resume."""
    open_since: datetime | None = None
    """Since when, as its lock file says (None when it does not say it in a form that can be trusted)."""
    phones: list[int] = Field(default_factory=list)
    """The seats whose people hold their hands on their own phones (the save's ``phones``)."""
    closed: bool = False
    """Marked finished (the save's ``finished``): its closing sheet was shown. An evening ``finished`` but not
    closed was left on its last deal's score page: the start screen offers its closing sheet."""


@dataclass(frozen=True)
class LoadedSave:
    """A save as read: the snapshot with the journal merged in, its replayed match, how many journal lines were
    merged, and what was wrong with the journal, if anything (``journal_problem``; the journal was kept aside at
    ``journal_kept``, and the snapshot alone was used)."""

    path: Path
    save: EveningSave
    match: Match
    journal_lines: int = 0
    journal_problem: str | None = None
    journal_kept: Path | None = None
    journal_broken: bool = False
    """The journal itself is at fault (kept aside when nobody else owns the evening)."""
    fragment: Fragment | None = None
    """An unfinished last line the owner cut off the journal before reading it (``open_save``)."""


def now_iso() -> str:
    """The current time, to the second, in UTC."""
    return datetime.now(UTC).replace(microsecond=0).isoformat()


def new_evening_id() -> str:
    """A sortable id from the current time."""
    return datetime.now(UTC).strftime("%Y%m%d-%H%M%S-%f")


def save_path(save: EveningSave, directory: Path | None = None) -> Path:
    """Where ``save`` is written: ``<dir>/<evening_id>.json``. Raises ValueError for an id that is not a plain
    file stem (the model checks it when a save is read; this checks it again, whatever built the model)."""
    if not re.match(EVENING_ID_PATTERN, save.evening_id):
        raise ValueError(f"{save.evening_id[:80]!r} is not an evening id")
    return (directory or evenings_dir()) / f"{save.evening_id}.json"


def save_evening(
    save: EveningSave,
    directory: Path | None = None,
    writer: SaveWriterLike | None = None,
    *,
    path: Path | None = None,
) -> Path:
    """Write the evening to ``path`` (default: ``<dir>/<evening_id>.json``) atomically; returns the path.

    With a ``writer`` (``SaveWriter``), the snapshot is serialised here and written on its thread. Raises
    OSError when the file cannot be written, FileProblem (``TOO_LARGE``) when it would be larger than a save may be
    to be read back (an open-ended evening of some 540 deals at five): the last save that can be read stays.
    """
    path = path or save_path(save, directory)
    save.updated = now_iso()
    text = save.model_dump_json(indent=1)
    if len(text) > MAX_SAVE_BYTES // 4 and len(text.encode("utf-8")) > MAX_SAVE_BYTES:
        message = f"{path.name} would be larger than {MAX_SAVE_BYTES // 1024} kB"
        raise FileProblem(message, keep_aside=False, reason=FileReason.TOO_LARGE)
    if writer is None:
        atomic_write(path, text)
    else:
        writer.submit(path, text)
    return path


def quarantine(path: Path, folder: Path | None = None) -> Path:
    """Keep a broken file aside (``<stem>.broken-<time>[-n]<suffix>``) so it is kept but no longer offered;
    returns the new path. Only files directly in ``folder`` (default: the file's own folder when that is the
    evenings folder or the data folder) are moved; raises OSError otherwise or when it cannot be moved."""
    if folder is None:
        folder = _owned_folder(path)
        if folder is None:
            raise FileProblem(f"{path} is not in the game's folder", keep_aside=False, reason=FileReason.FOLDER)
    return keep_aside(path, folder)


def _owned_folder(path: Path) -> Path | None:
    """The game's folder that ``path`` lies directly in, or None (never creates anything)."""
    try:
        base = data_dir()
    except OSError:
        return None
    for folder in (base / "evenings", base):
        if is_inside(path, folder):
            return folder
    return None


def _keep_aside_quietly(path: Path, keep: bool) -> Path | None:
    if not keep:
        return None
    folder = _owned_folder(path)
    if folder is None:
        return None
    try:
        return keep_aside(path, folder)
    except OSError:
        return None


def read_save(path: Path, *, owned: bool = False) -> LoadedSave:
    """Read and replay a save and its journal. On any problem with the snapshot, SaveError says why; a journal
    that does not fit is left out and the snapshot alone is used (``LoadedSave.journal_problem``). A broken
    file of the game's own is kept aside, the journal with its snapshot, only by the evening's owner: ``owned``
    says the caller owns it, otherwise the evening is owned for the moment it takes (and when another process
    owns it, nothing of it is moved: that process may still be writing it)."""
    flush_shared()  # what this process handed to the background writer is read back
    if owned:
        return _read(path, keep=True)
    try:
        loaded = _read(path, keep=False)
    except SaveError as err:
        if not err.broken:
            raise
        return _read_as_owner(path, err)
    if not loaded.journal_broken:
        return loaded
    return _read_as_owner(path, loaded)


def _read_as_owner(path: Path, first: LoadedSave | SaveError) -> LoadedSave:
    """Read again as the evening's owner, keeping aside what is broken; the first reading when it is owned
    elsewhere (or cannot be owned: a read-only folder, a file outside the game's folders)."""
    if _owned_folder(path) is not None:
        try:
            with own(path):
                return _read(path, keep=True)
        except (EveningBusy, OSError):
            pass
    if isinstance(first, SaveError):
        raise first
    return first


def _read(path: Path, *, keep: bool) -> LoadedSave:
    try:
        data = read_limited(path, MAX_SAVE_BYTES)
        save = EveningSave.model_validate_json(data)
        record = save.match
        match = Match.from_record(record)
    except FileProblem as err:
        moved = _keep_aside_quietly(path, keep) if err.keep_aside else None
        raise SaveError(str(err), moved, path, reason=err.reason, broken=err.keep_aside) from None
    except OSError as err:
        if os.path.islink(path) and err.errno in (errno.ENOENT, errno.ELOOP):  # a link that leads nowhere
            message = f"{path.name} is a link to nothing readable"
            moved = _keep_aside_quietly(path, keep)  # (the link itself: what it names is never touched)
            raise SaveError(message, moved, path, reason=FileReason.NOT_A_FILE, broken=True) from None
        if isinstance(err, FileNotFoundError):
            raise SaveError(f"{path.name} is gone", file=path, reason=FileReason.GONE) from None
        # permission refused and the like: the file may be fine, it stays
        message = f"cannot read {path.name}: {describe_os_error(err)}"
        raise SaveError(message, file=path, reason=FileReason.NO_ACCESS) from None
    except ValidationError as err:
        moved = _set_aside(path, keep)
        reason = validation_reason(err)
        raise SaveError(describe_validation_error(err), moved, path, reason=reason, broken=True) from None
    except (RecursionError, MemoryError) as err:  # nested or large beyond what can be read
        moved = _set_aside(path, keep)
        message = str(err) or type(err).__name__
        raise SaveError(message, moved, path, reason=FileReason.TOO_LARGE, broken=True) from None
    except (TarotError, ValueError) as err:
        moved = _set_aside(path, keep)
        message = str(err) or type(err).__name__
        raise SaveError(message, moved, path, reason=FileReason.AGAINST_RULES, broken=True) from None
    return _with_journal(path, save, match, keep)


def _set_aside(path: Path, keep: bool) -> Path | None:
    """Keep a broken snapshot aside, and its journal with it (the journal belongs to that snapshot)."""
    moved = _keep_aside_quietly(path, keep)
    if moved is not None:
        journal = journal_path(path)
        if os.path.lexists(journal):
            _keep_aside_quietly(journal, keep)
    return moved


def _with_journal(path: Path, save: EveningSave, match: Match, keep: bool) -> LoadedSave:
    journal = journal_path(path)
    try:
        text = read_limited(journal, MAX_JOURNAL_BYTES, one_name=True).decode("utf-8")
    except FileNotFoundError:
        return LoadedSave(path, save, match)
    except UnicodeDecodeError:
        kept = _keep_aside_quietly(journal, keep)
        why = f"{journal.name}: not UTF-8 text"
        return LoadedSave(path, save, match, journal_problem=why, journal_kept=kept, journal_broken=True)
    except OSError as err:
        reason = describe_os_error(err)
        broken = isinstance(err, FileProblem) and err.keep_aside
        kept = _keep_aside_quietly(journal, keep) if broken else None
        why = f"{journal.name}: {reason}"
        return LoadedSave(path, save, match, journal_problem=why, journal_kept=kept, journal_broken=broken)
    problem: str | None
    try:
        record, added, problem = merge_journal(save.match, save.generation, text)
        merged = Match.from_record(record) if added else match
    except (TarotError, ValueError, RecursionError, MemoryError) as err:
        problem = f"{journal.name}: {err}"
        record, added, merged = save.match, 0, match
    kept = _keep_aside_quietly(journal, keep) if problem is not None else None
    if added:
        save = save.model_copy(update={"match": record, "updated": _last_move(journal, save.updated)})
    return LoadedSave(path, save, merged, added, problem, kept, journal_broken=problem is not None)


def open_save(path: Path) -> tuple[Ownership | None, LoadedSave]:
    """Open a save for writing: own its evening (``ownership.own``), cut an unfinished last line off its journal
    (kept aside: ``LoadedSave.fragment``), then read it as its owner. Raises EveningBusy when another process
    has it open, SaveError when it cannot be read (a broken file kept aside). The ownership is None when the
    lock could not be made (a read-only folder: nothing can be written there either); the caller releases it."""
    try:
        owner: Ownership | None = own(path)
    except EveningBusy:
        raise
    except OSError:
        owner = None
    try:
        fragment: Fragment | None = None
        if owner is not None:
            # Not a plain file, or not writable: reading says so (and keeps it aside).
            with contextlib.suppress(OSError):
                fragment = cut_fragment(journal_path(path))
        loaded = read_save(path, owned=owner is not None)
    except BaseException:
        if owner is not None:
            owner.release()
        raise
    if fragment is not None:
        loaded = replace(loaded, fragment=fragment)
    return owner, loaded


def _last_move(journal: Path, updated: str) -> str:
    """When the evening last changed: its journal's last line (the file's time), when later than the snapshot's
    ``updated`` (after a kill the snapshot is older than the moves its journal holds)."""
    try:
        moved = datetime.fromtimestamp(os.lstat(journal).st_mtime, UTC).replace(microsecond=0)
        return max(datetime.fromisoformat(updated), moved).isoformat()
    except (OSError, ValueError, OverflowError, TypeError):
        return updated


def load_evening(path: Path) -> tuple[EveningSave, Match]:
    """Read and replay a save with its journal (``read_save``); raises SaveError, having kept a broken file of
    the game's own aside."""
    loaded = read_save(path)
    return loaded.save, loaded.match


def save_files(directory: Path) -> list[Path]:
    """The saves in ``directory`` (``*.json``, not the kept-aside ones), sorted by name; never raises."""
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return []
    names = sorted(e.name for e in entries if e.name.endswith(".json") and ".broken-" not in e.name)
    return [directory / name for name in names if not name.startswith(".")]


def read_saves(directory: Path | None = None) -> tuple[list[LoadedSave], list[SaveError]]:
    """Every readable saved evening (its journal merged in), newest first, and the errors of those that could
    not be read (kept aside) or whose journal did not fit. Temporary files that killed writers left are removed
    first. Never raises."""
    flush_shared()  # what this process handed to the background writer is read back
    errors: list[SaveError] = []
    if directory is None:
        try:
            directory = evenings_dir()
        except LinkedFolder as err:  # the data folder: nothing is read through it
            message = f"cannot use the folder of saved evenings: {err}"
            error = SaveError(message, file=err.folder, reason=err.reason, whole_folder=True, target=err.target)
            return [], [error]
        except OSError as err:
            message = f"cannot use the folder of saved evenings: {describe_os_error(err)}"
            error = SaveError(message, file=data_location() / "evenings", reason=FileReason.FOLDER, whole_folder=True)
            return [], [error]
        clean_temp_files(directory.parent)
        for where, moved in take_set_aside():
            if os.path.islink(moved):  # where it led, worked out from the link kept aside beside it
                message = f"{where.name} was a link to {os.readlink(moved)}"
                target = Path(os.path.realpath(moved))
                error = SaveError(message, moved, where, reason=FileReason.LINKED_FOLDER, broken=True, target=target)
                errors.append(error)
            else:
                message = f"{where.name} was not a folder of its own (a file, a pipe)"
                errors.append(SaveError(message, moved, where, reason=FileReason.NOT_A_FILE, broken=True))
    clean_temp_files(directory)
    loaded: list[LoadedSave] = []
    for path in save_files(directory):
        try:
            item = read_save(path)
        except SaveError as err:
            errors.append(err)
            continue
        if item.journal_problem is not None:
            problem, kept = item.journal_problem, item.journal_kept
            errors.append(SaveError(problem, kept, journal_path(path), reason=FileReason.JOURNAL))
        loaded.append(item)
    loaded.sort(key=lambda item: (item.save.updated, item.save.evening_id), reverse=True)
    return loaded, errors


def read_evenings(directory: Path | None = None) -> tuple[list[tuple[Path, EveningSave, Match]], list[SaveError]]:
    """Every readable saved evening with its path and replayed match, newest first, and the errors of those
    that could not be read (kept aside)."""
    loaded, errors = read_saves(directory)
    return [(item.path, item.save, item.match) for item in loaded], errors


def list_evenings(directory: Path | None = None) -> tuple[list[SavedEveningInfo], list[SaveError]]:
    """Every readable saved evening, newest first, and the errors of those that could not be read."""
    loaded, errors = read_evenings(directory)
    owners: dict[Path, Owner | None] = {path: owner_elsewhere(path) for path, _, _ in loaded}
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
            finished=save.is_over(match),
            in_progress=match.current is not None,
            seats=list(save.seats),
            deals_planned=save.deals_planned,
            open_elsewhere=owners[path] is not None,
            open_since=getattr(owners[path], "since", None),
            phones=sorted(save.phones),
            closed=save.finished,
        )
        for path, save, match in loaded
    ]
    return infos, errors


__all__ = [
    "EVENING_ID_PATTERN",
    "EveningSave",
    "FinishedEvening",
    "LoadedSave",
    "SaveError",
    "SaveWriterLike",
    "SavedEveningInfo",
    "SeatKind",
    "atomic_write",
    "list_evenings",
    "load_evening",
    "name_problem",
    "new_evening_id",
    "now_iso",
    "open_save",
    "quarantine",
    "read_evenings",
    "read_save",
    "read_saves",
    "save_evening",
    "save_files",
    "save_path",
    "validation_reason",
]
