"""The evening as the app drives it: a match, the players' names and seats, saved after every action.

No textual here: the screens call this, and the tests drive whole evenings through it without a UI.
Seats are match seats (0..n-1 in playing order); in 5-player dealer-sits-out mode the deal has four
seats, and this class translates.

Saving, and the promise it keeps: when ``apply`` or ``start_deal`` returns, the change is on disk (in the
operating system's hands, so a kill of the process, even SIGKILL, cannot lose it).

* Without a background writer every change writes the whole snapshot before returning.
* With one (``write_in_background``, as the table does) an action appends one line to the evening's journal
  (``persistence.journal``, ~50 µs) before returning, and the snapshot is written on the writer's thread when a
  deal ends; reading the save merges the journal back in. Dealing a new deal writes the whole snapshot (a few
  ms, once a deal) and empties the journal, so it never holds more than one deal.
* ``persist`` writes the whole snapshot now, supersedes the journal and empties it: after an undo, or any
  change the journal cannot describe (the match's actions shrinking, seats, the end of the evening). A change
  that does not follow the last line journaled is detected and saved that way by itself.
* ``flush`` (leaving the table, quitting) waits for the writer and compacts the journal into the snapshot.

One owner per evening: loading an evening owns it for this process (``persistence.open_save``: an
operating-system lock that ends with the process), and a new evening is owned at its first save. Another window
that asks to open it gets ``EveningBusy``; only the owner writes, so no copy ever deletes or compacts a journal
another copy is appending to. ``close`` (leaving the table) lets go of it.

A write that fails (read-only folder, full disk) never raises here: it is told to
``persistence.save_health`` (the app says so once, naming the folder), the evening keeps everything in
memory, ``save_problem`` says what is wrong, and every later change tries a full save again until one works.
"""

from __future__ import annotations

import contextlib
import os
import random
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from tarot_tui.engine import (
    Action,
    Deal,
    DealRecord,
    Event,
    Match,
    MatchRecord,
    PlayedDeal,
    Rules,
    SeatView,
    card_str,
    record_of,
    step_of,
    view_for,
)
from tarot_tui.i18n import t
from tarot_tui.persistence import (
    EveningSave,
    FileReason,
    FinishedEvening,
    Journal,
    SaveError,
    SaveWriter,
    WriteProblem,
    journal_path,
    open_save,
    read_save,
    save_evening,
    save_health,
    save_path,
    shared_writer,
)
from tarot_tui.persistence.journal import Fragment, deal_line, step_line
from tarot_tui.persistence.locations import data_location
from tarot_tui.persistence.ownership import Owning
from tarot_tui.persistence.saves import SeatKind, new_evening_id, now_iso


class KeeperNotPlayed(SaveError):
    """The save asked for is a score keeper's evening (played with real cards): it holds no cards to play on."""


class Evening:
    """A whole evening: who plays where, the match, and its save file.

    Attributes:
        save: the pydantic save (names, seats, planned length); its match record is refreshed on save.
        match: the engine's match.
        directory: where the save is written (None: the default data directory).
        autosave: write after every change (tests may turn it off).
        rng: shuffles the next deals.
        writer: writes the saves on a background thread (``SaveWriter``); None writes before returning.
    """

    def __init__(
        self,
        save: EveningSave,
        match: Match,
        *,
        directory: Path | None = None,
        autosave: bool = True,
        rng: random.Random | None = None,
    ) -> None:
        self.save = save
        self.match = match
        self.directory = directory
        self.autosave = autosave
        self.rng = rng or random.Random()
        self.path: Path | None = None
        self.writer: SaveWriter | None = None
        self.save_problem: WriteProblem | None = None
        """Why the last write failed (None when everything is on disk); the next change tries again."""
        self._finished_records: list[tuple[Deal, int, DealRecord]] = []
        self._compact_due = False
        """The journal holds the deal before the one in progress too (``compact`` writes it all, and empties it)."""
        self._journal: Journal | None = None
        self._loaded_from_file = False
        self._journaled: tuple[int, int] | None = None
        """The match's position (deals, actions of the last deal) on disk, snapshot and journal together;
        None when the next change must write a full snapshot."""
        self._owning = Owning()
        self.fragment: Fragment | None = None
        """An unfinished last line cut off the journal when the evening was opened (a write cut short)."""

    @classmethod
    def new(
        cls,
        names: Sequence[str],
        seats: Sequence[SeatKind],
        *,
        rules: Rules,
        first_dealer: int,
        deals_planned: int | None = None,
        phones: Sequence[int] = (),
        draw: Sequence[int] | None = None,
        directory: Path | None = None,
        autosave: bool = True,
        rng: random.Random | None = None,
    ) -> Evening:
        """A new evening; nothing is dealt yet. ``phones``: the people's seats whose hands are on their phones."""
        match = Match(len(names), rules, first_dealer)
        stamp = now_iso()
        save = EveningSave(
            evening_id=new_evening_id(),
            created=stamp,
            updated=stamp,
            names=list(names),
            seats=list(seats),
            deals_planned=deals_planned,
            first_dealer_draw=[card_str(c) for c in draw] if draw is not None else None,
            match=match.to_record(),
            phones=sorted(set(phones)),
        )
        evening = cls(save, match, directory=directory, autosave=autosave, rng=rng)
        evening.persist()
        return evening

    @classmethod
    def load(cls, path: Path, *, rng: random.Random | None = None) -> Evening:
        """Resume a saved evening with its journal, owning it (``close`` lets go). Raises EveningBusy when it is
        open in another process, SaveError when it cannot be read (a broken file kept aside), KeeperNotPlayed (a
        SaveError) for a score keeper's evening, which is left as it is. The evening is written back to ``path``
        (whatever its id says)."""
        owner, loaded = open_save(path)
        if loaded.save.kind != "game":  # the score keeper's (cards dealt into it would break it): left untouched
            if owner is not None:
                owner.release()
            message = f"{path.name} is a score keeper's evening, not a played one"
            raise KeeperNotPlayed(message, file=path, reason=FileReason.WRONG_KIND)
        evening = cls(loaded.save, loaded.match, directory=path.parent, rng=rng)
        evening._owning = Owning(owner)
        evening.fragment = loaded.fragment
        evening.path = path
        evening._loaded_from_file = True
        if loaded.journal_lines == 0 and loaded.journal_problem is None:
            evening._journaled = evening._position()
        return evening

    @classmethod
    def load_to_play(cls, path: Path, *, rng: random.Random | None = None) -> Evening:
        """``load`` to play on: an evening over (its planned deals all played, or ended) raises FinishedEvening
        instead, with the evening as read, never opened for writing and left as it was (an evening left on its last
        deal's score page still offers its closing sheet). That holds when another window has it open too: it is
        over whoever has it, which is what to tell rather than that it is open elsewhere. Otherwise as ``load``
        (EveningBusy, SaveError, KeeperNotPlayed)."""
        loaded = read_save(path)  # as the statistics read it: not owned, nothing written (a broken file kept aside)
        if loaded.save.kind == "game" and loaded.save.is_over(loaded.match):
            raise FinishedEvening(path, loaded.save, loaded.match)
        evening = cls.load(path, rng=rng)
        if evening.is_finished:  # its last deal played in another window since it was read: let go of, unwritten
            evening.close()
            raise FinishedEvening(path, evening.save, evening.match)
        return evening

    @classmethod
    def for_reading(cls, save: EveningSave, match: Match) -> Evening:
        """A saved evening (as ``persistence.read_save`` read it) to look at, not to play on: it is not owned, so
        another window may have it open, and it never writes (``autosave`` off: ``persist``, ``flush`` and
        ``close`` leave the file as it is)."""
        return cls(save, match, autosave=False)

    # -- queries ---------------------------------------------------------------------------------

    @property
    def players(self) -> int:
        """Seats at the table."""
        return self.match.players

    @property
    def names(self) -> list[str]:
        """Player names by seat."""
        return self.save.names

    @property
    def current(self) -> PlayedDeal | None:
        """The deal in progress."""
        return self.match.current

    @property
    def last(self) -> PlayedDeal | None:
        """The most recent deal, finished or not."""
        return self.match.deals[-1] if self.match.deals else None

    @property
    def deals_done(self) -> int:
        """Finished deals, void ones included."""
        return sum(1 for d in self.match.deals if d.is_over)

    @property
    def is_finished(self) -> bool:
        """The evening was ended, or its planned deals are all played (``EveningSave.is_over``: the list of saved
        evenings says the same)."""
        return self.save.is_over(self.match)

    def actor(self) -> int | None:
        """The match seat whose decision the current deal awaits."""
        played = self.current
        if played is None or played.deal.to_move is None:
            return None
        return played.seats[played.deal.to_move]

    def is_human(self, seat: int) -> bool:
        """Whether a person plays this seat."""
        return self.save.seats[seat] == "human"

    def humans(self) -> list[int]:
        """The seats played by people."""
        return [s for s in range(self.players) if self.is_human(s)]

    def on_phone(self, seat: int) -> bool:
        """Whether the person at this seat holds their hand on their own phone (never at the laptop)."""
        return seat in self.save.phones

    def phones(self) -> list[int]:
        """The seats whose people hold their hands on their phones."""
        return sorted(self.save.phones)

    def at_laptop(self) -> list[int]:
        """The seats whose people play at the laptop (hot seat)."""
        return [s for s in self.humans() if not self.on_phone(s)]

    def view(self, seat: int | None) -> SeatView | None:
        """What match seat ``seat`` may see of the latest deal (None: a spectator's view)."""
        played = self.last
        if played is None:
            return None
        deal_seat = played.deal_seat(seat) if seat is not None else None
        return view_for(played.deal, deal_seat)

    def deal_seat(self, seat: int) -> int | None:
        """The deal seat of a match seat in the latest deal (None when sitting out)."""
        played = self.last
        return played.deal_seat(seat) if played is not None else None

    def match_seat(self, deal_seat: int) -> int:
        """The match seat of a deal seat in the latest deal."""
        played = self.last
        assert played is not None
        return played.seats[deal_seat]

    @property
    def deal(self) -> Deal | None:
        """The latest deal's engine state."""
        played = self.last
        return played.deal if played is not None else None

    # -- changes ---------------------------------------------------------------------------------

    def start_deal(self) -> PlayedDeal:
        """Shuffle and deal the next deal, and save (on disk before this returns)."""
        played = self.match.start_deal(self.rng)
        self._deal_kinds().append(list(self.save.seats))
        self._changed()
        return played

    def apply(self, action: Action) -> list[Event]:
        """Apply the awaited action (raises IllegalActionError, changing nothing), then save (on disk before
        this returns)."""
        played = self.current
        if played is None:
            raise RuntimeError("no deal in progress")
        events = played.deal.push(action)
        self._changed()
        return events

    def undo(self, count: int = 1) -> None:
        """Take back the last ``count`` actions of the deal in progress (``Deal.pop``), then save: the record
        holds only the actions in force."""
        played = self.current
        if played is None or not 0 < count <= len(played.deal.history):
            raise RuntimeError(f"cannot take back {count} action(s) here")
        for _ in range(count):
            played.deal.pop()
        self.persist()

    def set_seat(self, seat: int, kind: SeatKind) -> None:
        """Switch a seat between a person and a computer level (between deals, or on the fly)."""
        self.save.seats[seat] = kind
        if kind != "human" and seat in self.save.phones:
            self.save.phones.remove(seat)  # a computer holds no phone
        if self.current is not None and kind != "human":
            self._deal_kinds(with_current=True)[-1][seat] = kind  # a computer played part of this deal
        self.persist()

    def set_phone(self, seat: int, on_phone: bool) -> None:
        """Put a person's hand on their phone, or back at the laptop (between deals)."""
        if on_phone and not self.is_human(seat):
            raise ValueError(f"seat {seat + 1} is a computer player's")
        phones = set(self.save.phones) - {seat}
        self.save.phones = sorted(phones | ({seat} if on_phone else set()))
        self.persist()

    def _deal_kinds(self, *, with_current: bool = False) -> list[list[SeatKind]]:
        """The save's seat kinds by deal, one for each deal before the newest (the newest too ``with_current``):
        deals an older save did not record get the seats as they are (``EveningSave.kinds_of_deal``)."""
        kinds = self.save.deal_kinds
        wanted = len(self.match.deals) - (0 if with_current else 1)
        del kinds[wanted:]
        kinds.extend(self.save.kinds_of_deal(index) for index in range(len(kinds), wanted))
        return kinds

    def finish(self) -> None:
        """End the evening. With a background writer and the journal in use, the snapshot that says so is
        written on the writer's thread (the last deal's moves are on disk already, and ``flush`` waits for it);
        otherwise it is on disk before this returns."""
        self.save.finished = True
        if not self._journal_in_use():
            self.persist()
            return
        path = self._reachable_target()
        if path is not None:
            self._snapshot_in_background(path)

    def _position(self) -> tuple[int, int]:
        deals = self.match.deals
        return (len(deals), len(deals[-1].deal.history) if deals else 0)

    def _refresh_record(self) -> None:
        """The save's match record as the match stands."""
        # Records of finished deals never change: build each once, so a save stays cheap all evening. A cached
        # record is used only for the very deal it was built from, at the same length (an undo rebuilds).
        deals = self.match.deals
        done = self._finished_records
        keep = 0
        while (
            keep < len(done)
            and keep < len(deals)
            and done[keep][0] is deals[keep].deal
            and done[keep][1] == len(deals[keep].deal.history)
            and deals[keep].is_over
        ):
            keep += 1
        del done[keep:]
        while len(done) < len(deals) and deals[len(done)].is_over:
            deal = deals[len(done)].deal
            done.append((deal, len(deal.history), record_of(deal)))
        tail = [record_of(p.deal) for p in deals[len(done) :]]
        self.save.match = MatchRecord(
            players=self.match.players,
            rules=self.match.rules,
            first_dealer=self.match.first_dealer,
            deals=[*(record for _, _, record in done), *tail],
        )

    def _target(self) -> Path:
        """The file: the one the evening was loaded from, else ``<directory>/<evening_id>.json``."""
        if not self._loaded_from_file or self.path is None:
            self.path = save_path(self.save, self.directory)
        return self.path

    def persist(self) -> None:
        """Write the whole save now, with the match as it stands, superseding the journal (call it after an
        undo or any change other than ``apply``/``start_deal``). Never raises for a failed write: see
        ``save_problem``."""
        self._refresh_record()
        self._compact_due = False
        if not self.autosave:
            return
        path = self._reachable_target()
        if path is None or not self._owns(path):
            return
        if self.writer is not None:
            self.writer.discard(path)  # an older snapshot still waiting must not land after this one
        journal = self._journal
        has_journal = (journal is not None and journal.lines > 0) or os.path.lexists(journal_path(path))
        self.save.generation += 1 if has_journal else 0
        try:
            save_evening(self.save, path=path)
        except OSError as err:
            if has_journal:
                self.save.generation -= 1  # the lines on disk still follow the snapshot on disk
            self._failed(path, err)
            return
        if has_journal:
            with contextlib.suppress(OSError):  # its lines are of an older generation now: ignored when read
                (journal or Journal(journal_path(path))).clear()
        self._journaled = self._position()
        self._succeeded(path)

    def _changed(self) -> None:
        """Save one change of the match: a journal line when it follows the last one, otherwise all of it.
        ``save.match`` is brought up to date either way (an undo may rebuild the match from it)."""
        if not self._journal_in_use():
            self.persist()
            return
        assert self._journaled is not None
        before, now = self._journaled, self._position()
        deals = self.match.deals
        index = len(deals) - 1
        record = self.save.match
        if (
            now == (before[0], before[1] + 1)
            and len(record.deals) == now[0]
            and len(record.deals[-1].actions) == before[1]
        ):
            seat, action = deals[index].deal.history[-1]
            step = step_of(seat, action)
            line = step_line(self.save.generation, index, now[1] - 1, step)
            # save.match follows without rebuilding the deal's record (an undo may rebuild the match from it).
            last = record.deals[-1]
            last = last.model_copy(update={"actions": [*last.actions, step]})
            self.save.match = record.model_copy(update={"deals": [*record.deals[:-1], last]})
        elif now == (before[0] + 1, 0) and len(record.deals) == before[0] and not self._compact_due:
            # A new deal: one line, and the whole evening written at the next quiet moment (``compact``, ~5 ms
            # and an fsync for 50 deals) rather than in the key that deals. The journal holds two deals at most:
            # when the last one was not compacted yet, everything is written now.
            dealt = record_of(deals[index].deal)
            line = deal_line(self.save.generation, index, dealt)
            self.save.match = record.model_copy(update={"deals": [*record.deals, dealt]})
            self._compact_due = True
        else:
            # An undo, or a change made behind the evening's back, which the journal cannot say (or a new deal
            # with the journal not compacted since the last one).
            self.persist()
            return
        path = self._reachable_target()
        if path is None or not self._owns(path):
            return
        if self._journal is None or self._journal.path != journal_path(path):
            self._journal = Journal(journal_path(path))
        try:
            self._journal.append(line)
        except OSError as err:
            self._failed(self._journal.path, err)
            self.persist()  # perhaps the snapshot can still be written
            return
        self._journaled = now
        if deals[index].is_over:
            self._snapshot_in_background(path)

    @property
    def compact_due(self) -> bool:
        """The journal holds the deal before the one in progress: ``compact`` at the next quiet moment."""
        return self._compact_due

    def compact(self) -> None:
        """At a quiet moment after a new deal (the table calls it): write the whole evening and empty the journal,
        so that it holds no more than the deal in progress and a save reads back quickly."""
        if self._compact_due:
            self.persist()

    def _journal_in_use(self) -> bool:
        """Changes go to the journal (and snapshots to the background writer), not straight into the save."""
        return self.autosave and self.writer is not None and self._journaled is not None and self.save_problem is None

    def _reachable_target(self) -> Path | None:
        """The save's file, or None (reported) when its folder cannot be made (a file in its place, no permission)."""
        try:
            return self._target()
        except OSError as err:
            self._failed(save_path(self.save, self.directory or data_location() / "evenings"), err)
            return None

    def _snapshot_in_background(self, path: Path) -> None:
        """Hand the snapshot to the writer (it spares the journal's replay when the save is read)."""
        assert self.writer is not None
        if not self._owns(path):
            return
        try:
            save_evening(self.save, writer=self.writer, path=path)
        except OSError as err:  # an earlier background write failed; the journal holds everything
            save_health.write_failed(path, err)

    def _owns(self, path: Path) -> bool:
        """Whether this process may write the evening (``Owning.ensure``); when not, it is reported like a
        failed write (another window has it open, or it was closed here)."""
        try:
            self._owning.ensure(path)
        except OSError as err:
            self._failed(path, err)
            return False
        return True

    def _failed(self, path: Path, err: OSError) -> None:
        self.save_problem = save_health.write_failed(path, err)
        self._journaled = None  # the next change writes everything again

    def _succeeded(self, path: Path) -> None:
        """Everything is on disk: the snapshot and (emptied) journal both work again."""
        if self.save_problem is not None:
            save_health.write_succeeded(self.save_problem.path)
        self.save_problem = None
        save_health.write_succeeded(journal_path(path))
        save_health.write_succeeded(path)

    def write_in_background(self, writer: SaveWriter | None = None) -> None:
        """From now on, serialise each save here and write it on ``writer``'s thread (default: the shared one),
        so an action does not wait for the disk; ``flush`` waits for it."""
        self.writer = writer or shared_writer()

    def flush(self) -> None:
        """Wait until every save handed to the background writer is on disk, then write the snapshot with
        everything and empty the journal (leaving the table, quitting). Never raises for a failed write."""
        if self.writer is not None:
            with contextlib.suppress(OSError):  # told to save_health by the writer; the save below tries again
                self.writer.flush()
        if self.autosave and ((self._journal is not None and self._journal.lines > 0) or self.save_problem):
            self.persist()
        if self._journal is not None:
            self._journal.close()

    def close(self) -> None:
        """Flush, then let go of the evening (leaving the table): another window may open it now, and this
        object writes nothing more."""
        self.flush()
        self._owning.close()

    def close_and_forget_if_unplayed(self) -> bool:
        """Close the evening and, when not a single move was made in it (a new evening whose table could not
        open), remove its save and journal, so that it is not left in the resume lists; True when removed. A deal
        void as it was dealt (a petit sec, R3.5) holds no decision: it does not make the evening played."""
        unplayed = all(not played.deal.history for played in self.match.deals)
        path = self._target()
        self.close()
        if not unplayed:
            return False
        for file in (path, journal_path(path)):
            with contextlib.suppress(FileNotFoundError):
                file.unlink()
        return True


def open_elsewhere_text(since: datetime | None) -> str:
    """The sentence for an evening open in another window: since when, in local time, when known."""
    if since is None:
        return t("evenings.open_elsewhere_unknown")
    try:
        moment = since.astimezone()
        shown = moment.strftime("%H:%M" if moment.date() == datetime.now().astimezone().date() else "%Y-%m-%d %H:%M")
    except (ValueError, OverflowError, OSError):
        return t("evenings.open_elsewhere_unknown")
    return t("evenings.open_elsewhere", since=shown)


def fragment_text(fragment: Fragment) -> str:
    """The sentence for an unfinished last line cut off the journal when the evening was opened."""
    if fragment.kept is None:
        return t("evenings.fragment_lost", size=fragment.size)
    return t("evenings.fragment_kept", size=fragment.size, path=str(fragment.kept))
