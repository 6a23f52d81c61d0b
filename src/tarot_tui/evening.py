"""The evening as the app drives it: a match, the players' names and seats, saved after every action.

No textual here: the screens call this, and the tests drive whole evenings through it without a UI.
Seats are match seats (0..n-1 in playing order); in 5-player dealer-sits-out mode the deal has four
seats, and this class translates.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
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
    view_for,
)
from tarot_tui.persistence import EveningSave, SaveWriter, load_evening, save_evening, shared_writer
from tarot_tui.persistence.saves import SeatKind, new_evening_id, now_iso


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
        self._finished_records: list[DealRecord] = []

    @classmethod
    def new(
        cls,
        names: Sequence[str],
        seats: Sequence[SeatKind],
        *,
        rules: Rules,
        first_dealer: int,
        deals_planned: int | None = None,
        draw: Sequence[int] | None = None,
        directory: Path | None = None,
        autosave: bool = True,
        rng: random.Random | None = None,
    ) -> Evening:
        """A new evening; nothing is dealt yet."""
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
        )
        evening = cls(save, match, directory=directory, autosave=autosave, rng=rng)
        evening.persist()
        return evening

    @classmethod
    def load(cls, path: Path, *, rng: random.Random | None = None) -> Evening:
        """Resume a saved evening (raises SaveError, having moved a broken file aside)."""
        save, match = load_evening(path)
        evening = cls(save, match, directory=path.parent, rng=rng)
        evening.path = path
        return evening

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
        """The evening was ended, or its planned deals are all played."""
        if self.save.finished:
            return True
        planned = self.save.deals_planned
        return planned is not None and self.deals_done >= planned and self.current is None

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
        """Shuffle and deal the next deal, and save."""
        played = self.match.start_deal(self.rng)
        self.persist()
        return played

    def apply(self, action: Action) -> list[Event]:
        """Apply the awaited action (raises IllegalActionError, changing nothing), then save."""
        played = self.current
        if played is None:
            raise RuntimeError("no deal in progress")
        events = played.deal.apply(action)
        self.persist()
        return events

    def set_seat(self, seat: int, kind: SeatKind) -> None:
        """Switch a seat between a person and a computer level (between deals, or on the fly)."""
        self.save.seats[seat] = kind
        self.persist()

    def finish(self) -> None:
        """End the evening."""
        self.save.finished = True
        self.persist()

    def persist(self) -> None:
        """Write the save (atomic) with the match as it stands."""
        # Records of finished deals never change: build each once, so a save stays cheap all evening.
        deals = self.match.deals
        done = self._finished_records
        while len(done) < len(deals) and deals[len(done)].is_over:
            done.append(record_of(deals[len(done)].deal))
        tail = [record_of(p.deal) for p in deals[len(done) :]]
        self.save.match = MatchRecord(
            players=self.match.players,
            rules=self.match.rules,
            first_dealer=self.match.first_dealer,
            deals=[*done, *tail],
        )
        if self.autosave:
            self.path = save_evening(self.save, self.directory, self.writer)

    def write_in_background(self, writer: SaveWriter | None = None) -> None:
        """From now on, serialise each save here and write it on ``writer``'s thread (default: the shared one),
        so an action does not wait for the disk; ``flush`` waits for it."""
        self.writer = writer or shared_writer()

    def flush(self) -> None:
        """Wait until every save handed to the background writer is on disk (nothing to do without one)."""
        if self.writer is not None:
            self.writer.flush()
