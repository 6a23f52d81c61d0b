"""One deal as a state machine with explicit phases (R15).

``Deal`` follows the verify/can/do pattern: ``why_illegal(action)`` returns ``None`` or a
``RuleViolation``; ``apply(action)`` validates first, raises ``IllegalActionError`` without touching the
state, and otherwise mutates the deal and returns the events it caused. ``legal_plays()`` is the hot
path for computer players and works on bitmasks.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from enum import StrEnum

from .actions import (
    BIDS,
    PASS,
    PLAYS,
    Action,
    AnnounceChelem,
    Bid,
    BidMade,
    CallCard,
    CardCalled,
    CardPlayed,
    ChelemDecided,
    ChienSetAside,
    ChienShown,
    DealScored,
    DealVoided,
    DeclarePoignee,
    Discard,
    Discarded,
    Event,
    PartnerRevealed,
    Play,
    PoigneeDeclared,
    TakerChosen,
    TrickWon,
    VoidReason,
    action_problem,
)
from .cards import (
    BOUTS,
    EXCUSE,
    JACK,
    KING,
    KINGS,
    KNIGHT,
    NO_SUIT,
    PETIT,
    QUEEN,
    SUIT_MASKS,
    SUIT_OF,
    TRUMP_SUIT,
    TRUMPS,
    TRUMPS_WITHOUT_BOUTS,
    Card,
    CardSet,
    card_str,
    cards_of,
    cardset,
    half_points_of,
    rank_of,
    suit_card,
)
from .dealing import DealLayout, deal_cards, petit_sec_seat, shuffle, validate_layout
from .errors import IllegalActionError, Reason, RuleViolation, TarotError
from .rules import FFT_RULES, TABLE_SIZES, Contract, PoigneeLevel, Rules, SizesAtTable, poignee_level
from .scoring import Camp, PoigneeShown, ScoreBreakdown, ScoreInput, score

EXCUSE_BIT = 1 << EXCUSE
_BIT: tuple[int, ...] = tuple(1 << card for card in range(78))
_ATTACK, _DEFENCE = Camp.ATTACK, Camp.DEFENCE

_CARD_PLAYED: tuple[tuple[CardPlayed, ...], ...] = tuple(tuple(CardPlayed(s, c) for c in range(78)) for s in range(5))
"""Every ``CardPlayed`` event, built once: events are immutable values, and a deal emits one per card."""

_BID_MADE: tuple[dict[Contract | None, BidMade], ...] = tuple(
    {contract: BidMade(s, contract) for contract in (None, *Contract)} for s in range(5)
)
"""Every ``BidMade`` event, built once."""

_LEGAL_BIDS: dict[tuple[tuple[Contract, ...], int], tuple[Bid, ...]] = {}
"""``Deal.legal_bids`` by (the contracts offered, the highest bid or 0): a handful of entries, made once."""

_NO_ANNOUNCE, _ANNOUNCE = AnnounceChelem(False), AnnounceChelem(True)
_POIGNEE_LEVELS = tuple(PoigneeLevel)  # simple, double, triple (iterating the enum class itself is slow)


def poignee_display(pool: CardSet, size: int) -> tuple[Card, ...]:
    """A poignée of ``size`` cards out of ``pool`` (``Deal.poignee_pool``) that hides the high trumps: the
    lowest trumps (R7.4), with the Excuse for one missing trump, which shows every trump held (R7.5)."""
    trumps = cards_of(pool & TRUMPS)
    if len(trumps) >= size:
        return tuple(trumps[:size])
    return (*trumps, EXCUSE)


def discard_card_violation(hand: CardSet, card: Card, trumps_to_discard: int, seat: int) -> RuleViolation | None:
    """Why ``card`` may never go into the écart of ``seat``, who holds ``hand`` and must discard
    ``trumps_to_discard`` trumps: not held, a king, a bout, a trump while plain cards remain (R6.1, R6.2); None
    when it may. ``Deal.why_discard_card_illegal`` and ``SeatView.why_discard_card_illegal`` both ask it."""
    if not hand >> card & 1:
        return RuleViolation(Reason.DISCARD_NOT_IN_HAND, seat=seat, card=card)
    if (1 << card) & KINGS:
        return RuleViolation(Reason.DISCARD_KING, seat=seat, card=card)
    if (1 << card) & BOUTS:
        return RuleViolation(Reason.DISCARD_BOUT, seat=seat, card=card)
    if card < EXCUSE and trumps_to_discard == 0:
        return RuleViolation(Reason.DISCARD_TRUMP, seat=seat, card=card, expected=0)
    return None


def poignee_violation(
    cards: tuple[Card, ...], seat: int | None, pool: CardSet, players: int, *, offered: bool, now: bool, shown: bool
) -> RuleViolation | None:
    """Why ``seat`` may not show ``cards`` as its poignée (R7), or None: ``pool`` is what it may show
    (``Deal.poignee_pool``: R7.4-R7.6), ``offered`` whether the house rules offer poignées (R13), ``now`` whether
    it is the first trick, ``shown`` whether it showed one already. ``Deal.why_illegal`` and ``SeatView.why_illegal``
    both ask it."""
    if not offered:
        return RuleViolation(Reason.POIGNEE_NOT_OFFERED, seat=seat)
    if not now:
        return RuleViolation(Reason.POIGNEE_NOT_NOW, seat=seat)
    if shown:
        return RuleViolation(Reason.POIGNEE_ALREADY, seat=seat)
    sizes = TABLE_SIZES[players].poignees
    if len(set(cards)) != len(cards) or len(cards) not in sizes:
        return RuleViolation(Reason.POIGNEE_WRONG_SIZE, seat=seat, expected=sizes[0], detail=str(len(cards)))
    for card in cards:
        if card > EXCUSE:
            return RuleViolation(Reason.POIGNEE_NOT_TRUMP, seat=seat, card=card)
        if not pool >> card & 1:
            return RuleViolation(Reason.POIGNEE_NOT_HELD, seat=seat, card=card)
    if EXCUSE in cards:
        # R7.5: the Excuse certifies that every trump held is in the display.
        hidden = pool & TRUMPS & ~cardset(cards)
        if hidden:
            return RuleViolation(Reason.POIGNEE_EXCUSE_HIDES_TRUMPS, seat=seat, card=cards_of(hidden)[0])
    return None


def play_card_violation(
    hand: CardSet, legal: CardSet, card: Card, suit: int, top: int, called_card: Card | None, seat: int
) -> RuleViolation | None:
    """Why ``seat``, to move in trick play with ``hand`` and the ``legal`` plays, may not play ``card`` (R9.4,
    R9.5, R5.5), or None: ``suit`` is the trick's suit (``NO_SUIT`` before a card other than the Excuse), ``top``
    its highest trump (-1 for none). ``Deal.why_card_illegal`` and ``SeatView.why_card_illegal`` both ask it."""
    bit = 1 << card
    if not hand & bit:
        return RuleViolation(Reason.CARD_NOT_IN_HAND, seat=seat, card=card)
    if legal & bit:
        return None
    if suit < 0:
        assert called_card is not None
        return RuleViolation(Reason.CALLED_SUIT_OPENING_LEAD, seat=seat, card=card, suit=SUIT_OF[called_card])
    if suit < TRUMP_SUIT and hand & SUIT_MASKS[suit]:
        return RuleViolation(Reason.MUST_FOLLOW_SUIT, seat=seat, card=card, suit=suit)
    if card >= EXCUSE or top < 0:  # a non-trump while holding trumps, or nothing to overtrump
        return RuleViolation(
            Reason.MUST_TRUMP,
            seat=seat,
            card=card,
            suit=suit if suit < TRUMP_SUIT else None,
            to_beat=top if top >= 0 else None,
        )
    reason = Reason.MUST_OVERTRUMP if suit < TRUMP_SUIT else Reason.MUST_PLAY_HIGHER_TRUMP
    return RuleViolation(reason, seat=seat, card=card, suit=suit if suit < TRUMP_SUIT else None, to_beat=top)


def follow_plays(hand: CardSet, suit: int, top: int, must_undertrump: bool, waived: bool) -> CardSet:
    """The cards of ``hand`` that may follow a trick whose suit is ``suit`` (``SUIT_OF`` of its first card
    other than the Excuse, never ``NO_SUIT``) and whose highest trump is ``top`` (-1 for none): R9.4, with
    the R13 options ``must_undertrump`` and ``waived`` (no duty to overtrump a known partner's trump).
    The single owner of the follow rules: ``Deal.legal_plays`` and the exact solver both use it."""
    if suit < TRUMP_SUIT:
        same = hand & SUIT_MASKS[suit]
        if same:
            return same | (hand & EXCUSE_BIT)
    trumps = hand & TRUMPS
    if not trumps:
        return hand  # R9.4.5: no trump, free discard (the Excuse is not a trump)
    if top >= 0:
        higher = trumps & ~((2 << top) - 1)
        if higher and not waived:
            return higher | (hand & EXCUSE_BIT)
        if not higher and suit < TRUMP_SUIT and not must_undertrump:
            return hand  # R13 must_undertrump off: a void player who cannot overtrump is free
    return trumps | (hand & EXCUSE_BIT)


def partner_known(players: int, revealed: bool, taker: int | None, partner: int | None, seat: int, other: int) -> bool:
    """True when ``seat`` knows that ``other`` plays on its side (``Deal.knows_partner`` as a function of
    the public facts: 5 players, whether the called card has shown)."""
    attack = (taker, partner)
    if seat == other or ((seat in attack) != (other in attack)):
        return False
    if players < 5 or revealed:
        return True
    if seat == partner:
        return other == taker  # the partner knows he holds the called card
    return False  # the taker and the defenders do not know the hidden partner yet


CALLABLE_RANKS: tuple[int, ...] = (KING, QUEEN, KNIGHT, JACK)
"""The ranks a 5-player taker may call, in order (R5.2): each one only when he holds all four of every rank
before it (a queen when he holds the four kings, and so on)."""


def callable_cards(hand: CardSet) -> list[Card]:
    """The cards a 5-player taker holding ``hand`` may call (R5.2): any king (his own too); a queen when he holds
    all four kings; a knight when he holds all kings and queens; a jack when he also holds all knights."""
    out: list[Card] = []
    for rank in CALLABLE_RANKS:
        cards = [suit_card(s, rank) for s in range(4)]
        out.extend(cards)
        if not all(hand >> c & 1 for c in cards):
            break
    return out


class Phase(StrEnum):
    """The phases of one deal (R15)."""

    BIDDING = "bidding"
    CALL = "call"  # 5 players only (R5.1)
    DISCARD = "discard"  # Prise / Garde: the écart (R6.1)
    CHELEM = "chelem"  # the taker may announce a chelem (R8.2)
    TRICKS = "tricks"  # poignées are declared inside trick 1 (R7.3)
    SCORED = "scored"
    VOID = "void"  # everyone passed (R4.4) or petit sec (R3.5)

    @property
    def is_over(self) -> bool:
        """True once the deal has ended, scored or void."""
        return self is _SCORED or self is _VOID


# The phases as module constants: reading an enum member off its class costs an attribute lookup in the hot paths.
_BIDDING, _CALL, _DISCARD, _CHELEM = Phase.BIDDING, Phase.CALL, Phase.DISCARD, Phase.CHELEM
_TRICKS, _SCORED, _VOID = Phase.TRICKS, Phase.SCORED, Phase.VOID


class Deal(SizesAtTable):
    """One deal of French Tarot for 3, 4 or 5 players, from the deal to the score.

    Attributes:
        rules: the house rules in force.
        players: the number of seats (seats are numbered in playing order, R1.2).
        dealer: the dealer's seat; the eldest is ``(dealer + 1) % players`` (R1.4).
        layout: the pack order and chien gaps, kept so a record can replay the deal.
        hands: each seat's cards as a bitmask.
        chien: the chien as dealt.
        phase: the current phase.
        to_move: the seat whose decision is awaited, None when the deal is over.
        bids: every bid in order, as (seat, contract or None for a pass).
        taker, contract: set when bidding ends.
        called_card, partner: 5 players: the called card and the seat holding it (None when alone).
        partner_revealed: the called card has been played, or the chien showed it (R5.3, R5.4).
        ecart: the taker's écart (Prise/Garde).
        chelem_announced: the taker announced a chelem (R8.2).
        poignees: each declared poignée by seat: the cards shown.
        tricks: the completed tricks as (leader, cards in play order, winner).
        trick_leader, trick_cards: the trick in progress.
        won: each camp's won cards (index Camp.ATTACK / Camp.DEFENCE), after Excuse settlement.
        excuse_transfer: half-points the attack gains (+1) or loses (−1) through an Excuse exchange (R9.7).
        excuse_debt_pending: an exchange is owed but the owner's camp has no trick yet (R9.7).
        history: every applied action, as (seat, action).
        breakdown, scores: the score, once the deal is scored.
        void_reason, void_seat: why a void deal is void, and the seat with the petit sec (R3.5).
    """

    __slots__ = (
        "_excuse_won_by_lead",
        "_legal",
        "_pending_excuse_camp",
        "_undo",
        "bids",
        "breakdown",
        "called_card",
        "chelem_announced",
        "chien",
        "contract",
        "dealer",
        "ecart",
        "excuse_debt_pending",
        "excuse_transfer",
        "hands",
        "history",
        "layout",
        "partner",
        "partner_revealed",
        "phase",
        "players",
        "poignees",
        "rules",
        "scores",
        "spoken",
        "taker",
        "to_move",
        "trick_best",
        "trick_cards",
        "trick_leader",
        "trick_suit",
        "trick_top_trump",
        "tricks",
        "tricks_won_by",
        "void_reason",
        "void_seat",
        "won",
    )

    def _set_up(self, players: int, dealer: int, rules: Rules) -> None:
        """Every field as it stands before the first bid, with no cards dealt; checks the table."""
        if players not in TABLE_SIZES:
            raise ValueError(f"a deal is for 3, 4 or 5 players, not {players!r}")
        if not 0 <= dealer < players:
            raise ValueError(f"dealer seat {dealer!r} is not at a table of {players}")
        self.rules = rules
        self.players = players
        self.dealer = dealer
        self.layout: DealLayout | None = None
        self.hands: list[CardSet] = [0] * players
        self.chien: CardSet = 0
        self.phase = _BIDDING
        self.to_move: int | None = (dealer + 1) % players
        self.bids: list[tuple[int, Contract | None]] = []
        self.spoken = [False] * players
        self.taker: int | None = None
        self.contract: Contract | None = None
        self.called_card: Card | None = None
        self.partner: int | None = None
        self.partner_revealed = False
        self.ecart: CardSet = 0
        self.chelem_announced = False
        self.poignees: dict[int, tuple[Card, ...]] = {}
        self.tricks: list[tuple[int, tuple[Card, ...], int]] = []
        self.tricks_won_by = [0, 0]
        self.trick_leader = 0
        self._clear_trick()
        self._legal = -1  # legal_plays() of the position, -1 while not computed
        self.won = [0, 0]
        self.excuse_transfer = 0
        self.excuse_debt_pending = False
        self._pending_excuse_camp = -1
        self._excuse_won_by_lead = False
        self.history: list[tuple[int, Action]] = []
        self._undo: list[Deal] = []
        self.breakdown: ScoreBreakdown | None = None
        self.scores: tuple[int, ...] | None = None
        self.void_reason: VoidReason | None = None
        self.void_seat: int | None = None

    def __init__(self, layout: DealLayout, players: int, dealer: int, rules: Rules = FFT_RULES) -> None:
        """Deal ``layout`` for ``players`` seats; validates the layout (R3.4) and runs the petit-sec check."""
        self._set_up(players, dealer, rules)
        validate_layout(layout, players, rules)
        self._deal(layout)

    def _deal(self, layout: DealLayout) -> None:
        """Deal a valid ``layout`` (R3.3) and run the petit-sec check (R3.5)."""
        self.layout = layout
        rules = self.rules
        self.hands, self.chien = deal_cards(layout, self.players, self.dealer, rules)
        if rules.petit_sec_redeal:
            seat = petit_sec_seat(self.hands)
            if seat is not None:
                self._void(VoidReason.PETIT_SEC, seat)

    def _clear_trick(self) -> None:
        """No card in the trick in progress."""
        self.trick_cards: list[Card] = []
        self.trick_suit = NO_SUIT  # SUIT_OF of the card that set the trick's suit (R9.3)
        self.trick_top_trump = -1  # the highest trump in the trick, -1 none
        self.trick_best = -1  # index in trick_cards of the card winning so far, -1 none

    @classmethod
    def new(cls, players: int, dealer: int, rng: random.Random, rules: Rules = FFT_RULES) -> Deal:
        """Shuffle with the injected ``rng`` and deal (R3.2). The layout ``shuffle`` draws is valid by
        construction, so it is not validated again as a recorded one is."""
        deal = cls.__new__(cls)
        deal._set_up(players, dealer, rules)
        deal._deal(shuffle(players, rules, rng))
        return deal

    @classmethod
    def from_hands(
        cls,
        hands: list[CardSet],
        *,
        dealer: int,
        taker: int,
        contract: Contract,
        rules: Rules = FFT_RULES,
        chien: CardSet = 0,
        ecart: CardSet = 0,
        called_card: Card | None = None,
        partner: int | None = None,
        chelem_announced: bool = False,
        poignees: dict[int, tuple[Card, ...]] | None = None,
        leader: int | None = None,
    ) -> Deal:
        """A deal at the start of trick play from given hands: for tests of trick situations and for
        computer players that play out sampled hands. Hands may be shorter than a full deal (late-deal
        positions); the deal ends when every hand is empty. It has no layout, so it cannot be recorded.

        ``partner`` defaults to the holder of ``called_card`` (5 players; None when alone).
        """
        players = len(hands)
        deal = cls.__new__(cls)
        deal._set_up(players, dealer, rules)
        deal.hands = list(hands)
        deal.chien = chien
        deal.bids = [(taker, contract)]
        deal.spoken = [True] * players
        deal.taker = taker
        deal.contract = contract
        deal.called_card = called_card
        if partner is None and called_card is not None:
            holder = next((s for s in range(players) if hands[s] >> called_card & 1), None)
            partner = holder if holder != taker else None
        deal.partner = partner
        # R5.4: a called card lying in a shown chien (Prise/Garde) told everyone the taker is alone.
        deal.partner_revealed = players < 5 or (
            called_card is not None and contract.chien_shown and bool(chien >> called_card & 1)
        )
        deal.ecart = ecart
        deal.chelem_announced = chelem_announced
        deal.poignees = dict(poignees or {})
        deal.phase = _TRICKS
        start = leader if leader is not None else (taker if chelem_announced else (dealer + 1) % players)
        deal.trick_leader = start
        deal.to_move = start
        return deal

    # -- small queries -------------------------------------------------------------------------

    @property
    def eldest(self) -> int:
        """The seat after the dealer (R1.4)."""
        return (self.dealer + 1) % self.players

    @property
    def trick_number(self) -> int:
        """The index of the trick in progress (0-based)."""
        return len(self.tricks)

    @property
    def highest_bid(self) -> Contract | None:
        """The highest contract bid so far."""
        best = None
        for _, contract in self.bids:
            if contract is not None:
                best = contract
        return best

    def camp_of(self, seat: int) -> Camp:
        """The true camp of a seat (R5.3: the engine knows the 5-player partner from the start)."""
        if seat == self.taker or seat == self.partner:
            return Camp.ATTACK
        return Camp.DEFENCE

    def seat_of_trick_card(self, index: int) -> int:
        """The seat that played card ``index`` of the current trick."""
        return (self.trick_leader + index) % self.players

    def copy(self) -> Deal:
        """A deep copy, cheap enough for computer players that replay deals."""
        other = Deal.__new__(Deal)
        for name in Deal.__slots__:
            value = getattr(self, name)
            if isinstance(value, list | dict):
                value = value.copy()
            setattr(other, name, value)
        other._undo = []  # a copy starts its own line of play
        return other

    # -- legal actions ---------------------------------------------------------------------------

    def legal_plays(self) -> CardSet:
        """The cards the player to move may play, as a bitmask (R9.4, R5.5). Hot path: computed once per
        position (playing a card and the start of trick play forget it)."""
        seat = self.to_move
        if self.phase is not _TRICKS or seat is None:
            return 0
        legal = self._legal
        if legal >= 0:
            return legal
        hand = self.hands[seat]
        suit = self.trick_suit
        if suit < 0:
            if not self.tricks and not self.trick_cards and self._lead_restricted():
                legal = self._opening_lead_mask(hand)
            else:
                legal = hand
        else:
            rules = self.rules
            top = self.trick_top_trump
            waived = top >= 0 and not rules.must_overtrump_partner and self.overtrump_waived(seat)
            legal = follow_plays(hand, suit, top, rules.must_undertrump, waived)
        self._legal = legal
        return legal

    def _lead_restricted(self) -> bool:
        return self.players == 5 and self.called_card is not None and self.rules.five_player_lead_restriction

    def _opening_lead_mask(self, hand: CardSet) -> CardSet:
        # R5.5: the first card of the deal may not be of the called suit, unless it is the called card.
        assert self.called_card is not None
        suit = SUIT_OF[self.called_card]
        allowed = hand & ~(SUIT_MASKS[suit] & ~(1 << self.called_card))
        return allowed or hand

    def overtrump_waived(self, seat: int) -> bool:
        """R13 must_overtrump_partner off: no duty to beat a trump played by a known partner."""
        if self.rules.must_overtrump_partner:
            return False
        top_seat = self.seat_of_trick_card(self.trick_cards.index(self.trick_top_trump))
        return self.knows_partner(seat, top_seat)

    def knows_partner(self, seat: int, other: int) -> bool:
        """True when ``seat`` knows that ``other`` plays on its side (public knowledge plus its own hand)."""
        return partner_known(self.players, self.partner_revealed, self.taker, self.partner, seat, other)

    def legal_bids(self) -> list[Bid]:
        """Pass and every contract strictly higher than the highest bid (R4.2)."""
        if self.phase is not _BIDDING:
            return []
        best = self.highest_bid or 0
        contracts = self.rules.contracts()
        key = (contracts, best)
        bids = _LEGAL_BIDS.get(key)
        if bids is None:
            bids = _LEGAL_BIDS[key] = (PASS, *(BIDS[c] for c in contracts if c > best))
        return list(bids)

    def callable_cards(self) -> list[Card]:
        """The cards the 5-player taker may call (R5.2): any king (his own too); a queen when he holds all
        four kings; a knight when he holds all kings and queens; a jack when he also holds all knights."""
        if self.phase is not _CALL or self.taker is None:
            return []
        return callable_cards(self.hands[self.taker])

    def discard_candidates(self) -> CardSet:
        """Cards that may go into the écart: suit cards other than kings, then T2–T20 if needed (R6.2)."""
        if self.phase is not _DISCARD or self.taker is None:
            return 0
        hand = self.hands[self.taker]
        plain = hand & ~TRUMPS & ~EXCUSE_BIT & ~KINGS
        if plain.bit_count() >= self.chien_size:
            return plain
        return plain | (hand & TRUMPS_WITHOUT_BOUTS)

    def trumps_to_discard(self) -> int:
        """How many trumps the écart must hold: max(0, E − N) (R6.2)."""
        if self.taker is None:
            return 0
        hand = self.hands[self.taker]
        plain = hand & ~TRUMPS & ~EXCUSE_BIT & ~KINGS
        return max(0, self.chien_size - plain.bit_count())

    def poignee_sizes(self, seat: int | None = None) -> dict[PoigneeLevel, int]:
        """The levels ``seat`` (default: the player to move) may declare now, with their sizes (R7)."""
        seat = self.to_move if seat is None else seat
        if seat is None or not self._poignee_open(seat):
            return {}
        pool = self.poignee_pool(seat)
        trumps = (pool & TRUMPS).bit_count()
        has_excuse = bool(pool & EXCUSE_BIT)
        out = {}
        for level, size in zip(_POIGNEE_LEVELS, TABLE_SIZES[self.players].poignees, strict=True):
            if trumps >= size or (has_excuse and trumps == size - 1):
                out[level] = size
        return out

    def _poignee_open(self, seat: int) -> bool:
        return (
            self.phase is _TRICKS
            and not self.tricks
            and seat == self.to_move
            and seat not in self.poignees
            and not self.rules.beginner
        )

    def poignee_pool(self, seat: int) -> CardSet:
        """The cards ``seat`` may show in a poignée (R7.4): the trumps in its hand, the Excuse if it holds it
        (R7.5), and for the taker the trumps of his écart, which were shown already (R6.2, R7.6)."""
        pool = self.hands[seat] & (TRUMPS | EXCUSE_BIT)
        if seat == self.taker:
            pool |= self.ecart & TRUMPS
        return pool

    def poignee_level(self, size: int) -> PoigneeLevel:
        """The level of a poignée of ``size`` cards at this table (R3.1, R7.1); ValueError for another size."""
        return poignee_level(self.players, size)

    def canonical_poignees(self) -> list[DeclarePoignee]:
        """One display per level the player to move may show: the lowest trumps, the Excuse if needed."""
        seat = self.to_move
        if seat is None:
            return []
        pool = self.poignee_pool(seat)
        return [DeclarePoignee(poignee_display(pool, size)) for size in self.poignee_sizes(seat).values()]

    def legal_actions(self) -> Iterator[Action]:
        """Every legal action for the player to move.

        Bidding, the call, the chelem decision and trick play are listed in full. The écart is listed in
        full too (a generator over every valid écart; there can be tens of thousands). Poignées are listed
        once per level with the canonical display of ``canonical_poignees``; any other valid display is
        accepted by ``apply``.
        """
        phase = self.phase
        if phase is _BIDDING:
            yield from self.legal_bids()
        elif phase is _CALL:
            yield from (CallCard(c) for c in self.callable_cards())
        elif phase is _DISCARD:
            yield from self.legal_discards()
        elif phase is _CHELEM:
            yield _NO_ANNOUNCE
            if not self.rules.beginner:
                yield _ANNOUNCE
        elif phase is _TRICKS:
            yield from self.canonical_poignees()
            mask = self.legal_plays()
            while mask:
                low = mask & -mask
                yield Play(low.bit_length() - 1)
                mask ^= low

    def legal_discards(self) -> Iterator[Discard]:
        """Every valid écart (R6.2): all N plain cards plus E − N trumps, or any E plain cards."""
        if self.phase is not _DISCARD or self.taker is None:
            return
        hand = self.hands[self.taker]
        e = self.chien_size
        plain = cards_of(hand & ~TRUMPS & ~EXCUSE_BIT & ~KINGS)
        if len(plain) >= e:
            for combo in itertools.combinations(plain, e):
                yield Discard(combo)
        else:
            for combo in itertools.combinations(cards_of(hand & TRUMPS_WITHOUT_BOUTS), e - len(plain)):
                yield Discard((*plain, *combo))

    # -- refusal reasons -------------------------------------------------------------------------

    def why_illegal(self, action: Action, seat: int | None = None) -> RuleViolation | None:
        """None when ``action`` by ``seat`` (default: the player to move) is legal, else the reason; an action
        that is not well formed (``Play(78)``, ``Bid(5)``) is ``Reason.MALFORMED_ACTION``."""
        problem = action_problem(action)
        if problem is not None:
            return RuleViolation(Reason.MALFORMED_ACTION, seat=seat if type(seat) is int else None, detail=problem)
        mover = self.to_move
        seat = mover if seat is None else seat
        if self.phase.is_over or mover is None:
            return RuleViolation(Reason.DEAL_OVER, seat=seat)
        if seat != mover:
            return RuleViolation(Reason.NOT_YOUR_TURN, seat=seat)
        phase = self.phase
        if isinstance(action, Play):
            if phase is not _TRICKS:
                return RuleViolation(Reason.WRONG_PHASE, seat=seat, detail=phase.value)
            return self.why_card_illegal(action.card)
        if isinstance(action, Bid):
            return self._why_bid_illegal(action, seat)
        if isinstance(action, CallCard):
            if phase is not _CALL:
                return RuleViolation(Reason.WRONG_PHASE, seat=seat, detail=phase.value)
            if action.card not in self.callable_cards():
                rank = rank_of(self.callable_cards()[-1])
                return RuleViolation(Reason.CALL_NOT_ALLOWED, seat=seat, card=action.card, expected=rank)
            return None
        if isinstance(action, Discard):
            return self._why_discard_illegal(action, seat)
        if isinstance(action, AnnounceChelem):
            return self._why_chelem_illegal(action, seat)
        if isinstance(action, DeclarePoignee):
            return self._why_poignee_illegal(action, seat)
        raise AssertionError(f"not an action: {action!r}")  # action_problem refused it above

    def is_legal(self, action: Action, seat: int | None = None) -> bool:
        """True when ``why_illegal`` finds nothing."""
        return self.why_illegal(action, seat) is None

    def why_card_illegal(self, card: Card) -> RuleViolation | None:
        """The reason the player to move may not play ``card`` now (R9.4, R9.5, R5.5), or None."""
        seat = self.to_move
        if seat is None or self.phase is not _TRICKS:
            return RuleViolation(Reason.WRONG_PHASE, seat=seat, detail=self.phase.value)
        return play_card_violation(
            self.hands[seat], self.legal_plays(), card, self.trick_suit, self.trick_top_trump, self.called_card, seat
        )

    def _why_chelem_illegal(self, decision: AnnounceChelem, seat: int) -> RuleViolation | None:
        if self.phase is not _CHELEM:
            return RuleViolation(Reason.WRONG_PHASE, seat=seat, detail=self.phase.value)
        if decision.announce and self.rules.beginner:
            return RuleViolation(Reason.CHELEM_NOT_ALLOWED, seat=seat)
        return None

    def _why_bid_illegal(self, bid: Bid, seat: int) -> RuleViolation | None:
        if self.phase is not _BIDDING:
            return RuleViolation(Reason.WRONG_PHASE, seat=seat, detail=self.phase.value)
        if bid.contract is None:
            return None
        if bid.contract not in self.rules.contracts():
            return RuleViolation(Reason.CONTRACT_NOT_OFFERED, seat=seat, detail=bid.contract.slug)
        best = self.highest_bid
        if best is not None and bid.contract <= best:
            return RuleViolation(Reason.BID_NOT_HIGHER, seat=seat, detail=best.slug)
        return None

    def _why_discard_illegal(self, discard: Discard, seat: int) -> RuleViolation | None:
        if self.phase is not _DISCARD:
            return RuleViolation(Reason.WRONG_PHASE, seat=seat, detail=self.phase.value)
        cards = discard.cards
        e = self.chien_size
        if len(cards) != e or len(set(cards)) != e:
            return RuleViolation(Reason.DISCARD_WRONG_SIZE, seat=seat, expected=e)
        hand = self.hands[seat]
        for card in cards:
            violation = self.why_discard_card_illegal(card, seat)
            if violation is not None:
                return violation
        needed = self.trumps_to_discard()
        trumps = sum(1 for c in cards if c < EXCUSE)
        if trumps != needed:
            if trumps > needed:
                card = next(c for c in cards if c < EXCUSE)
                return RuleViolation(Reason.DISCARD_TRUMP, seat=seat, card=card, expected=needed)
            return RuleViolation(Reason.DISCARD_MUST_INCLUDE_TRUMPS, seat=seat, expected=needed)
        assert all(hand >> c & 1 for c in cards)
        return None

    def why_discard_card_illegal(self, card: Card, seat: int | None = None) -> RuleViolation | None:
        """Why ``card`` may never go into the écart (not held, a king, a bout, a trump while plain cards
        remain), or None: the écart screen's live hint (R6.2)."""
        seat = self.taker if seat is None else seat
        if seat is None:
            return RuleViolation(Reason.WRONG_PHASE, detail=self.phase.value)
        return discard_card_violation(self.hands[seat], card, self.trumps_to_discard(), seat)

    def _why_poignee_illegal(self, poignee: DeclarePoignee, seat: int) -> RuleViolation | None:
        return poignee_violation(
            poignee.cards,
            seat,
            self.poignee_pool(seat),
            self.players,
            offered=not self.rules.beginner,
            now=self.phase is _TRICKS and not self.tricks,
            shown=seat in self.poignees,
        )

    # -- applying actions --------------------------------------------------------------------------

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Apply a legal action and return its events; raise IllegalActionError (state unchanged) if not."""
        if type(action) is Play and self.phase is _TRICKS:
            # Hot path: a card in ``legal_plays`` is legal (R9.4); ``why_illegal`` only runs on a refusal,
            # to build the reason (a value that is not a card among them).
            mover = self.to_move
            card = action.card
            if type(card) is int and card >= 0 and mover is not None and (seat is None or seat == mover):
                legal = self._legal
                if legal < 0:
                    legal = self.legal_plays()
                if legal >> card & 1:
                    self.history.append((mover, action))
                    return self._play(card, True)
        elif type(action) is Bid and self.phase is _BIDDING:
            # The auction's path: the checks of ``why_illegal`` for a bid, without its dispatch on the action.
            mover = self.to_move
            if (
                mover is not None
                and (seat is None or seat == mover)
                and action_problem(action) is None
                and self._why_bid_illegal(action, mover) is None
            ):
                self.history.append((mover, action))
                return self._bid(mover, action.contract)
        elif type(action) is AnnounceChelem and self.phase is _CHELEM:
            mover = self.to_move  # the chelem decision, as the bids (R8.2)
            if (
                mover is not None
                and (seat is None or seat == mover)
                and action_problem(action) is None
                and self._why_chelem_illegal(action, mover) is None
            ):
                self.history.append((mover, action))
                return self._decide_chelem(mover, action.announce)
        violation = self.why_illegal(action, seat)
        if violation is not None:
            who = self.to_move if seat is None else seat
            raise IllegalActionError(
                f"illegal action {str(action)!r} by seat {who} in {self.phase.name}: "
                f"{violation.reason.value} ({violation.rule})",
                violation,
            )
        mover = self.to_move
        assert mover is not None
        self.history.append((mover, action))
        if isinstance(action, Play):
            return self._play(action.card, True)
        if isinstance(action, Bid):
            return self._bid(mover, action.contract)
        if isinstance(action, CallCard):
            return self._call(mover, action.card)
        if isinstance(action, Discard):
            return self._discard(mover, action.cards)
        if isinstance(action, AnnounceChelem):
            return self._decide_chelem(mover, action.announce)
        return self._declare_poignee(mover, action.cards)

    def push(self, action: Action, seat: int | None = None) -> list[Event]:
        """Apply ``action`` as ``apply`` does, keeping the state before it so that ``pop`` can take it back
        (python-chess's ``Board.push``). A refused action raises and keeps nothing."""
        before = self.copy()
        events = self.apply(action, seat)
        self._undo.append(before)
        return events

    def pop(self) -> tuple[int, Action]:
        """Take back the last action, returning it as (seat, action): the deal is exactly as it was before.

        Actions applied with ``push`` come back from their kept states; any other (an ``apply``, or a deal
        replayed from a record) is taken back by replaying the rest of the history from the layout.
        Raises IndexError when nothing was played, TarotError when a deal without a layout cannot replay.
        """
        if not self.history:
            raise IndexError("pop from a deal with no actions")
        last = self.history[-1]
        if self._undo and len(self._undo[-1].history) == len(self.history) - 1:
            before = self._undo.pop()
        else:
            if self.layout is None:
                raise TarotError("a deal without a layout cannot take back an action it did not push")
            before = Deal(self.layout, self.players, self.dealer, self.rules)
            for seat, action in self.history[:-1]:
                before.apply(action, seat)
            self._undo.clear()  # kept states older than a replayed action no longer line up
        for name in Deal.__slots__:
            if name != "_undo":
                setattr(self, name, getattr(before, name))
        return last

    def play_unchecked(self, card: Card) -> None:
        """Play a card known to be legal (from ``legal_plays``), skipping validation and events.

        For computer players' simulations only; the history is still kept.
        """
        assert self.to_move is not None
        self.history.append((self.to_move, PLAYS[card]))
        self._play(card, False)

    def _void(self, reason: VoidReason, seat: int | None = None) -> list[Event]:
        self.phase = _VOID
        self.to_move = None
        self.void_reason = reason
        self.void_seat = seat
        self.scores = (0,) * self.players  # R12.3
        return [DealVoided(reason, seat)]

    def _bid(self, seat: int, contract: Contract | None) -> list[Event]:
        self.bids.append((seat, contract))
        self.spoken[seat] = True
        events: list[Event] = [_BID_MADE[seat][contract]]
        n = self.players
        if self.rules.bidding_rounds == "single":
            if seat != self.dealer:  # R4.2: one turn each, the dealer speaks last
                self.to_move = (seat + 1) % n
                return events
        else:
            # R13 bidding_rounds "repeated": the auction goes round until all but the highest bidder passed.
            passed = {s for s, c in self.bids if c is None}
            bidders = 1 if self.highest_bid is not None else 0
            if not all(self.spoken) or len(passed) < n - bidders:
                nxt = (seat + 1) % n
                while nxt in passed:
                    nxt = (nxt + 1) % n
                self.to_move = nxt
                return events
        best = self.highest_bid
        if best is None:
            return events + self._void(VoidReason.ALL_PASSED)  # R4.4
        taker = next(s for s, c in reversed(self.bids) if c is not None)
        self.taker = taker
        self.contract = best
        events.append(TakerChosen(taker, best))
        if self.players == 5 and self.rules.five_player_mode == "called-king":
            self.phase = _CALL
            self.to_move = taker
            return events
        return events + self._after_call()

    def _call(self, seat: int, card: Card) -> list[Event]:
        self.called_card = card
        holder = next((s for s in range(self.players) if self.hands[s] >> card & 1), None)
        # R5.4: the called card in the chien or in the taker's own hand means the taker is alone.
        self.partner = holder if holder is not None and holder != seat else None
        return [CardCalled(seat, card), *self._after_call()]

    def _after_call(self) -> list[Event]:
        contract = self.contract
        taker = self.taker
        assert contract is not None and taker is not None
        if contract.chien_shown:
            events: list[Event] = [ChienShown(tuple(cards_of(self.chien)))]
            if self.called_card is not None and self.chien >> self.called_card & 1:
                self.partner_revealed = True  # R5.4: the taker finds out when the chien is shown
                events.append(PartnerRevealed(None))
            self.hands[taker] |= self.chien
            self.phase = _DISCARD
            self.to_move = taker
            return events
        return [ChienSetAside(contract.chien_to_attack), *self._to_chelem()]

    def _discard(self, seat: int, cards: tuple[Card, ...]) -> list[Event]:
        mask = 0
        for card in cards:
            mask |= 1 << card
        self.hands[seat] &= ~mask
        self.ecart = mask
        events: list[Event] = [Discarded(seat, tuple(c for c in cards if c < EXCUSE))]
        return events + self._to_chelem()

    def _to_chelem(self) -> list[Event]:
        if self.rules.beginner:
            return self._start_tricks()
        self.phase = _CHELEM
        self.to_move = self.taker
        return []

    def _decide_chelem(self, seat: int, announce: bool) -> list[Event]:
        self.chelem_announced = announce
        return [ChelemDecided(seat, announce), *self._start_tricks()]

    def _start_tricks(self) -> list[Event]:
        self.phase = _TRICKS
        self._legal = -1
        # R8.3: after an announced chelem the taker leads; otherwise the eldest (R9.1).
        leader = self.taker if self.chelem_announced else self.eldest
        assert leader is not None
        self.trick_leader = leader
        self.to_move = leader
        return []

    def _declare_poignee(self, seat: int, cards: tuple[Card, ...]) -> list[Event]:
        self.poignees[seat] = cards
        return [PoigneeDeclared(seat, cards, self.poignee_level(len(cards)))]

    def _play(self, card: Card, emit: bool) -> list[Event]:
        """Play ``card`` for the player to move; build the events only when ``emit`` (not for simulations)."""
        seat = self.to_move
        assert seat is not None
        self._legal = -1
        self.hands[seat] &= ~(1 << card)
        cards = self.trick_cards
        cards.append(card)
        events: list[Event] = [_CARD_PLAYED[seat][card]] if emit else []
        if card == self.called_card and not self.partner_revealed:
            self.partner_revealed = True  # R5.3
            if emit:
                events.append(PartnerRevealed(self.partner))
        if card != EXCUSE:
            suit = self.trick_suit
            if suit < 0:
                self.trick_suit = SUIT_OF[card]
                self.trick_best = len(cards) - 1
                if card < EXCUSE:
                    self.trick_top_trump = card
            elif card < EXCUSE:
                if card > self.trick_top_trump:
                    self.trick_top_trump = card
                    self.trick_best = len(cards) - 1
            elif (
                self.trick_top_trump < 0
                and suit < TRUMP_SUIT
                and SUIT_OF[card] == suit
                and card > cards[self.trick_best]
            ):
                self.trick_best = len(cards) - 1
        players = self.players
        if len(cards) < players:
            self.to_move = (seat + 1) % players
            return events
        self._finish_trick(events, emit)
        return events

    def _finish_trick(self, events: list[Event], emit: bool) -> None:
        """Close the complete trick (R9.6-R9.9); append its events to ``events`` when ``emit``."""
        cards = tuple(self.trick_cards)
        leader = self.trick_leader
        n = self.players
        tricks = self.tricks
        index = len(tricks)
        last = not any(self.hands)
        winner_index = self.trick_best
        taker, partner = self.taker, self.partner
        won_by = self.tricks_won_by
        excuse_won = False
        # R8.5: the Excuse led to the last trick by a camp that won every trick so far wins it.
        if last and cards[0] == EXCUSE and leader in (taker, partner) and index > 0 and won_by[_DEFENCE] == 0:
            winner_index = 0
            excuse_won = True
        winner = (leader + winner_index) % n
        win_camp = _ATTACK if winner in (taker, partner) else _DEFENCE  # camp_of(winner)
        mask = _BIT[cards[0]]
        for card in cards[1:]:
            mask |= _BIT[card]
        excuse_to: int | None = None
        owed = False
        if mask & EXCUSE_BIT and not excuse_won:
            ex_seat = (leader + cards.index(EXCUSE)) % n
            ex_camp = _ATTACK if ex_seat in (taker, partner) else _DEFENCE
            mask &= ~EXCUSE_BIT
            if last:
                # R9.9: played to the last trick the Excuse changes camp (FFT) or goes to the winner.
                dest = ex_camp.other if self.rules.excuse_last_trick == "changes-camp" else win_camp
            else:
                dest = ex_camp
                if win_camp is not ex_camp:
                    # R9.7: the owner's camp owes the winners one low card; R9.8 if never paid.
                    owed = True
                    self.excuse_transfer += win_camp.sign
                    if won_by[ex_camp] == 0:
                        self.excuse_debt_pending = True
                        self._pending_excuse_camp = ex_camp
            self.won[dest] |= EXCUSE_BIT
            excuse_to = int(dest)
        self.won[win_camp] |= mask
        won_by[win_camp] += 1
        if self.excuse_debt_pending and self._pending_excuse_camp == win_camp:
            self.excuse_debt_pending = False  # R9.7: paid from the first trick that camp wins
        self._excuse_won_by_lead = excuse_won
        tricks.append((leader, cards, winner))
        if emit:
            events.append(TrickWon(index, leader, cards, winner, excuse_to, owed))
        self.trick_cards = []
        self.trick_suit = NO_SUIT
        self.trick_top_trump = -1
        self.trick_best = -1
        if last:
            scored = self._score()
            if emit:
                events.extend(scored)
            return
        self.trick_leader = winner
        self.to_move = winner

    # -- scoring -----------------------------------------------------------------------------------

    def attack_pile(self) -> CardSet:
        """The attack's cards: its tricks plus the écart or chien it counts (R11.1)."""
        contract = self.contract
        pile = self.won[Camp.ATTACK]
        if contract is not None and contract.chien_to_attack:
            pile |= self.ecart if contract.chien_shown else self.chien
        return pile

    def score_input(self) -> ScoreInput:
        """What scoring needs, read off the finished tricks."""
        assert self.contract is not None and self.taker is not None
        pile = self.attack_pile()
        attack_half = half_points_of(pile) + self.excuse_transfer
        bouts = (pile & BOUTS).bit_count()
        _last_leader, last_cards, last_winner = self.tricks[-1]
        pab: Camp | None = None
        if PETIT in last_cards:
            pab = self.camp_of(last_winner)  # R10.1
        elif self._excuse_won_by_lead and len(self.tricks) > 1 and PETIT in self.tricks[-2][1]:
            pab = self.camp_of(last_winner)  # R8.6
        chelem_by: Camp | None = None
        if len(self.tricks) < self.size:
            pass  # R8.1: a late-deal position (Deal.from_hands) does not know the earlier tricks: no chelem
        elif self.tricks_won_by[_DEFENCE] == 0:
            chelem_by = _ATTACK
        elif self.tricks_won_by[_ATTACK] == 0:
            chelem_by = _DEFENCE
        poignees = tuple(
            PoigneeShown(self.poignee_level(len(cards)), self.camp_of(seat)) for seat, cards in self.poignees.items()
        )
        # players, contract, attack_half_points, bouts, poignees, petit_au_bout, chelem_announced, chelem_by,
        # alone, rules
        return ScoreInput(
            self.players,
            self.contract,
            attack_half,
            bouts,
            poignees,
            pab,
            self.chelem_announced,
            chelem_by,
            self.players == 5 and self.partner is None,
            self.rules,
        )

    def _score(self) -> list[Event]:
        assert self.taker is not None
        self.breakdown = score(self.score_input())
        self.scores = tuple(self.breakdown.scores(self.taker, self.partner, self.players))
        self.phase = _SCORED
        self.to_move = None
        return [DealScored(self.scores)]

    # -- checks and display --------------------------------------------------------------------------

    def zones(self) -> list[CardSet]:
        """Where every card is: each hand, the trick, each camp's won cards, the écart and the chien while
        it is apart. They are disjoint and cover the 78 cards (the conservation check of the tests)."""
        trick = 0
        for card in self.trick_cards:
            trick |= 1 << card
        chien_apart = self.contract is None or not self.contract.chien_shown or self.phase is _CALL
        if self.phase is _VOID:
            chien_apart = True
        return [*self.hands, trick, self.won[0], self.won[1], self.ecart, self.chien if chien_apart else 0]

    def total_half_points(self) -> int:
        """Half-points over all zones: always 182 (R2.4)."""
        return sum(half_points_of(zone) for zone in self.zones())

    def __repr__(self) -> str:
        mover = "-" if self.to_move is None else str(self.to_move)
        trick = " ".join(card_str(c) for c in self.trick_cards)
        return (
            f"<Deal players={self.players} dealer={self.dealer} phase={self.phase.name} "
            f"to_move={mover} trick=[{trick}] tricks={len(self.tricks)}>"
        )


__all__ = ["Deal", "Phase", "follow_plays", "partner_known", "poignee_display"]
