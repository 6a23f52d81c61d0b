"""A match: the whole evening of deals, the dealer's rotation and the running totals (R1.5, R12.3)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from pydantic import BaseModel, ConfigDict, Field

from .actions import VoidReason
from .cards import EXCUSE, N_CARDS, RANK_OF, SUIT_OF
from .errors import InvalidRecordError, TarotError
from .record import DealRecord, record_of, replay
from .rules import FFT_RULES, Rules
from .state import Deal, Phase
from .views import SeatView, view_for


@dataclass(slots=True)
class PlayedDeal:
    """One deal of the evening.

    Attributes:
        number: 1-based deal number.
        dealer: the match seat that dealt.
        seats: the match seat of each deal seat (identity, except when a 5-player table plays in
            dealer-sits-out mode, where the dealer sits out of a 4-player deal).
        deal: the engine deal.
    """

    number: int
    dealer: int
    seats: tuple[int, ...]
    deal: Deal

    @property
    def is_over(self) -> bool:
        """The deal is scored or void."""
        return self.deal.phase.is_over

    @property
    def is_void(self) -> bool:
        """Everyone passed, or petit sec (R4.4, R3.5)."""
        return self.deal.phase is Phase.VOID

    def match_scores(self, players: int) -> list[int]:
        """The deal's score for each match seat (0 for a seat sitting out, and for void deals)."""
        out = [0] * players
        if self.deal.scores is not None:
            for deal_seat, score in enumerate(self.deal.scores):
                out[self.seats[deal_seat]] = score
        return out

    def deal_seat(self, match_seat: int) -> int | None:
        """The deal seat of a match seat, None when it sits out."""
        return self.seats.index(match_seat) if match_seat in self.seats else None


@dataclass(frozen=True, slots=True)
class Opening:
    """The next deal as the whole table knows it before its cards are dealt.

    Who deals (R1.5), who sits where, and what everyone sees of a deal just dealt (the public view: every hand of
    the same size, nothing bid, the eldest to speak first, R4.2) do not depend on the cards, but for a petit sec,
    which voids the deal at once (R3.5). So the table can be drawn before the deal, with nothing of any hand.

    Attributes:
        number: the deal's 1-based number.
        dealer: the match seat that deals.
        seats: the match seat of each deal seat (as ``PlayedDeal.seats``).
        view: the public view (``view_for(deal, None)``) of the deal just dealt.
    """

    number: int
    dealer: int
    seats: tuple[int, ...]
    view: SeatView

    def deal_seat(self, match_seat: int) -> int | None:
        """The deal seat of a match seat, None when it sits out."""
        return self.seats.index(match_seat) if match_seat in self.seats else None


_OPENING_VIEWS: dict[tuple[int, int, Rules], SeatView] = {}


def opening_view(players: int, dealer: int, rules: Rules) -> SeatView:
    """The public view of a deal of ``players`` just dealt by deal seat ``dealer``: the same for every pack that
    holds no petit sec (R3.5). Worked out from packs nobody sees, dealt from a fixed seed (never the evening's
    random numbers), and kept."""
    key = (players, dealer, rules)
    view = _OPENING_VIEWS.get(key)
    if view is None:
        rng = random.Random(0)
        deal = Deal.new(players, dealer, rng, rules)
        while deal.phase is not Phase.BIDDING:  # a petit sec (about one pack in 60): another pack
            deal = Deal.new(players, dealer, rng, rules)
        view = _OPENING_VIEWS[key] = view_for(deal, None)
    return view


@dataclass(slots=True)
class Match:
    """The evening: who deals next and the running totals, which always sum to zero.

    Attributes:
        players: 3, 4 or 5 seats, numbered in playing order.
        rules: the house rules for every deal.
        first_dealer: the dealer of deal 1 (drawn by R1.3 or chosen by the UI).
        deals: every deal of the evening in order, the last one possibly in progress.
    """

    players: int
    rules: Rules = FFT_RULES
    first_dealer: int = 0
    deals: list[PlayedDeal] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.players not in (3, 4, 5):
            raise TarotError(f"a match is for 3, 4 or 5 players, not {self.players!r}")
        if not 0 <= self.first_dealer < self.players:
            raise TarotError(f"first dealer {self.first_dealer!r} is not a seat")

    @property
    def sits_out(self) -> bool:
        """Five players in the FFT tournament mode: the dealer sits out (R13)."""
        return self.players == 5 and self.rules.five_player_mode == "dealer-sits-out"

    @property
    def current(self) -> PlayedDeal | None:
        """The deal in progress, if any."""
        if self.deals and not self.deals[-1].is_over:
            return self.deals[-1]
        return None

    @property
    def next_dealer(self) -> int:
        """The dealer of the next deal: always the next seat (R1.5), except that in dealer-sits-out mode
        the same player deals again when everyone passed (R13)."""
        if not self.deals:
            return self.first_dealer
        last = self.deals[-1]
        if self.sits_out and last.deal.void_reason is VoidReason.ALL_PASSED:
            return last.dealer
        return (last.dealer + 1) % self.players

    @property
    def totals(self) -> list[int]:
        """Running totals by seat; they always sum to zero (R12.3)."""
        totals = [0] * self.players
        for played in self.deals:
            for seat, score in enumerate(played.match_scores(self.players)):
                totals[seat] += score
        return totals

    def history_totals(self) -> list[list[int]]:
        """The running totals after each finished deal, for the score sheet's chart."""
        running = [0] * self.players
        out = []
        for played in self.deals:
            if not played.is_over:
                break
            for seat, score in enumerate(played.match_scores(self.players)):
                running[seat] += score
            out.append(running.copy())
        return out

    def _next_seating(self) -> tuple[int, tuple[int, ...], int, int]:
        """The next deal's dealer, the match seat of each deal seat, the deal's players and its dealer's deal
        seat (in dealer-sits-out mode a 4-player deal dealt by deal seat 3, R13)."""
        dealer = self.next_dealer
        if self.sits_out:
            return dealer, tuple((dealer + 1 + i) % self.players for i in range(4)), 4, 3
        return dealer, tuple(range(self.players)), self.players, dealer

    def start_deal(self, rng: random.Random) -> PlayedDeal:
        """Shuffle and deal the next deal; the previous one must be over."""
        if self.current is not None:
            raise TarotError("the current deal is not over yet")
        dealer, seats, players, deal_dealer = self._next_seating()
        deal = Deal.new(players, deal_dealer, rng, self.rules)
        played = PlayedDeal(len(self.deals) + 1, dealer, seats, deal)
        self.deals.append(played)
        return played

    def opening(self) -> Opening | None:
        """The next deal as the table knows it before it is dealt (``Opening``); None while a deal is in
        progress. Deals nothing and draws no random number."""
        if self.current is not None:
            return None
        dealer, seats, players, deal_dealer = self._next_seating()
        return Opening(len(self.deals) + 1, dealer, seats, opening_view(players, deal_dealer, self.rules))

    def to_record(self) -> MatchRecord:
        """The match as a record, every deal included."""
        return MatchRecord(
            players=self.players,
            rules=self.rules,
            first_dealer=self.first_dealer,
            deals=[record_of(p.deal) for p in self.deals],
        )

    @classmethod
    def from_record(cls, record: MatchRecord) -> Match:
        """Rebuild a match by replaying every deal; raises InvalidRecordError naming the bad deal."""
        match = cls(record.players, record.rules, record.first_dealer)
        for number, deal_record in enumerate(record.deals, start=1):
            if match.current is not None:
                raise InvalidRecordError(f"deal {number - 1} is not over but another deal follows it")
            dealer = match.next_dealer
            expected_players = 4 if match.sits_out else match.players
            expected_dealer = 3 if match.sits_out else dealer
            if deal_record.players != expected_players or deal_record.dealer != expected_dealer:
                raise InvalidRecordError(
                    f"deal {number}: expected {expected_players} players with dealer seat {expected_dealer}, "
                    f"the record has {deal_record.players} and {deal_record.dealer}"
                )
            if deal_record.rules != match.rules:
                raise InvalidRecordError(f"deal {number}: its rules differ from the match's")
            try:
                deal = replay(deal_record)
            except InvalidRecordError as err:
                raise InvalidRecordError(f"deal {number}: {err}") from None
            if match.sits_out:
                seats = tuple((dealer + 1 + i) % match.players for i in range(4))
            else:
                seats = tuple(range(match.players))
            match.deals.append(PlayedDeal(number, dealer, seats, deal))
        return match


class MatchRecord(BaseModel):
    """A whole evening as JSON: the table, the rules and every deal's record."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format_version: int = Field(default=1, ge=1, le=1)
    players: int = Field(ge=3, le=5)
    rules: Rules = Field(default_factory=Rules)
    first_dealer: int = Field(ge=0, le=4)
    deals: list[DealRecord] = Field(default_factory=list)


def draw_first_dealer(players: int, rng: random.Random) -> tuple[int, list[int]]:
    """R1.3: each player draws a card, the lowest deals; the Excuse draws again.

    Returns the dealer's seat and the card each seat finally drew (for the UI to show).
    """
    pack = list(range(N_CARDS))
    rng.shuffle(pack)
    drawn: list[int] = []
    for _ in range(players):
        card = pack.pop()
        while card == EXCUSE:
            card = pack.pop()
        drawn.append(card)
    return min(range(players), key=lambda s: draw_rank(drawn[s])), drawn


def draw_rank(card: int) -> tuple[int, int, int]:
    """The order of R1.3: any suit card below any trump; by rank, then ♣ < ♦ < ♥ < ♠."""
    if card < EXCUSE:
        return (1, card, 0)
    return (0, RANK_OF[card] - 1, 3 - SUIT_OF[card])
