"""What one seat may see of a deal (the UI and computer players get this, never the raw state)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from .actions import (
    Action,
    AnnounceChelem,
    Bid,
    CallCard,
    DeclarePoignee,
    Discard,
    Play,
    VoidReason,
    action_problem,
)
from .cards import EXCUSE, NO_SUIT, SUIT_OF, TRUMPS, Card, CardSet, cards_of, cardset, rank_of
from .errors import Reason, RuleViolation
from .rules import Contract, PoigneeLevel, Rules, SizesAtTable, poignee_level
from .scoring import Camp, ScoreBreakdown
from .situation import EXCUSE_CHELEM_RULE, EXCUSE_LAST_RULE, EXCUSE_RULE, TrickSituation, trick_situation
from .state import Deal, Phase, discard_card_violation, play_card_violation, poignee_violation


@dataclass(frozen=True)
class TrickView:
    """A trick as everyone saw it: the leader, the cards in play order, and the winner once complete."""

    leader: int
    cards: tuple[Card, ...]
    winner: int | None

    def seat_of(self, index: int, players: int) -> int:
        """The seat that played card ``index``."""
        return (self.leader + index) % players


@dataclass(frozen=True)
class SeatView(SizesAtTable):
    """Everything ``seat`` may know about the deal, and nothing more.

    Attributes:
        seat: whose view this is (None: a spectator's view, showing no hand).
        players, dealer, rules: the table.
        phase, to_move: where the deal stands.
        hand_sizes: how many cards each seat holds.
        bids: the bids so far (public).
        taker, contract: once bidding is over.
        called_card: the 5-player call (public).
        partner: the partner, when this seat may know it: public once the called card is played; the
            partner himself knows from his hand; None otherwise (see ``partner_known``).
        partner_known: whether ``partner`` is known to this seat (None with ``partner_known`` = the
            taker is alone).
        chien: the chien when it was shown (Prise/Garde) or once the deal is scored; else empty.
        ecart: the écart for the taker (and for everyone once scored); others see only ``ecart_trumps``.
        ecart_trumps: trumps the taker had to discard, shown to all (R6.2).
        chelem_announced: the taker announced a chelem.
        poignees: the poignées shown, by seat (public, R7.8).
        tricks: every completed trick (public).
        current: the trick in progress.
        tricks_won: how many tricks each seat has won.
        breakdown, scores: the score once the deal is over.
        void_reason: why a void deal was void.
        void_seat: the seat that declared a petit sec and voided the deal (R3.5, shown to all), else None.
        legal_bids: the bids this seat may make now (empty unless it is this seat's turn to bid).
        callable_cards: the cards this seat may call now (5 players, the taker's turn in the CALL phase).
        discard_candidates: the cards this seat may put in the écart now (the taker's turn to discard, R6.2).
        trumps_to_discard: how many trumps that écart must hold (R6.2), 0 otherwise.
        poignee_sizes: the poignée sizes this seat may declare now (its turn in the first trick, R7).
        poignee_pool: the cards it may show in a poignée (``Deal.poignee_pool``): its trumps, the Excuse if
            held (R7.5) and a taker's shown écart trumps (R7.6); empty unless ``poignee_sizes`` is not.
        situation: the trick situation this seat is in, with its rule (``trick_situation``), in trick play.
        hand_mask: this seat's own cards as a bitmask (0 for a spectator); ``hand`` lists them.
        legal_mask: the cards this seat may play now, as a bitmask (0 when it is not this seat's turn); ``legal``
            lists them.
        moves: how many actions the deal has taken so far (bids, call, écart, chelem, poignées, cards; each was
            made in view of the table): a lesson's steps follow it, so that a decision taken back takes its step
            back.

    ``legal_bids`` to ``situation`` and ``legal_mask`` are computed only for the seat to move and never describe
    another seat. ``hand`` and ``legal`` are read off the masks when first asked for (computer players work on
    the masks and never ask).
    """

    seat: int | None
    players: int
    dealer: int
    rules: Rules
    phase: Phase
    to_move: int | None
    hand_sizes: tuple[int, ...]
    bids: tuple[tuple[int, Contract | None], ...]
    taker: int | None
    contract: Contract | None
    called_card: Card | None
    partner: int | None
    partner_known: bool
    chien: tuple[Card, ...]
    ecart: tuple[Card, ...]
    ecart_trumps: tuple[Card, ...]
    chelem_announced: bool
    poignees: dict[int, tuple[Card, ...]]
    tricks: tuple[TrickView, ...]
    current: TrickView
    tricks_won: tuple[int, ...]
    breakdown: ScoreBreakdown | None
    scores: tuple[int, ...] | None
    void_reason: VoidReason | None
    void_seat: int | None = None
    legal_bids: tuple[Bid, ...] = ()
    callable_cards: tuple[Card, ...] = ()
    discard_candidates: tuple[Card, ...] = ()
    trumps_to_discard: int = 0
    poignee_sizes: tuple[int, ...] = ()
    poignee_pool: tuple[Card, ...] = ()
    situation: TrickSituation | None = None
    hand_mask: CardSet = 0
    legal_mask: CardSet = 0
    moves: int = 0

    @cached_property
    def hand(self) -> tuple[Card, ...]:
        """This seat's own cards in id order (empty for a spectator): ``hand_mask`` as cards."""
        return tuple(cards_of(self.hand_mask))

    @cached_property
    def legal(self) -> tuple[Card, ...]:
        """The cards this seat may play now (empty when it is not this seat's turn): ``legal_mask`` as cards."""
        return tuple(cards_of(self.legal_mask))

    @property
    def tricks_by_camp(self) -> tuple[int, int] | None:
        """The tricks won by the attack and by the defence (``Camp`` order), once this seat knows the camps (the
        taker, and the partner or that there is none: ``partner_known``); None before."""
        taker = self.taker
        if taker is None or not self.partner_known:
            return None
        won = self.tricks_won
        attack = won[taker] + (won[self.partner] if self.partner is not None and self.partner != taker else 0)
        return attack, len(self.tricks) - attack

    @property
    def excuse_rule(self) -> str:
        """The rule that decides what the Excuse does when this seat plays it now: R8.5 when it leads it to the last
        trick for an attack that won every trick so far (it wins that trick), R9.9 for any other Excuse in the last
        trick (it changes camp, or goes to the winners under the house rule), R9.4.1 before (it may always be
        played). The engine closes the trick by the same test (``Deal``'s R8.5)."""
        hand = self.hand_mask
        if hand.bit_count() != 1:
            return EXCUSE_RULE
        by_camp = self.tricks_by_camp
        chelem_lead = (
            self.seat is not None
            and not self.current.cards
            and by_camp is not None
            and by_camp[1] == 0
            and len(self.tricks) > 0
            and self.camp_of(self.seat) is Camp.ATTACK
        )
        return EXCUSE_CHELEM_RULE if chelem_lead else EXCUSE_LAST_RULE

    def camp_of(self, seat: int) -> Camp | None:
        """The camp of ``seat`` as this view knows it: the attack for the taker and his partner (R5.3), the defence
        for the others; None before the camps are known to this seat (``partner_known``; no taker yet)."""
        if self.taker is None or not self.partner_known:
            return None
        return Camp.ATTACK if seat == self.taker or seat == self.partner else Camp.DEFENCE

    @property
    def poignee_levels(self) -> dict[PoigneeLevel, int]:
        """``poignee_sizes`` by level (R7.1): the levels open to a seat are always the lowest ones."""
        return {PoigneeLevel(index + 1): size for index, size in enumerate(self.poignee_sizes)}

    def why_discard_card_illegal(self, card: Card) -> RuleViolation | None:
        """Why ``card`` may never go into this seat's écart (the engine's reason, R6.1, R6.2), or None; a wrong
        phase when the écart is not this seat's decision now (as ``Deal.why_discard_card_illegal``)."""
        seat = self.seat
        if self.phase is not _DISCARD or seat is None or seat != self.taker or seat != self.to_move:
            return RuleViolation(Reason.WRONG_PHASE, seat=seat, detail=self.phase.value)
        return discard_card_violation(self.hand_mask, card, self.trumps_to_discard, seat)

    def why_card_illegal(self, card: Card) -> RuleViolation | None:
        """Why this seat may not play ``card`` now (the engine's reason, R9.4, R9.5, R5.5), or None; a wrong phase
        when no card of this seat is awaited (as ``Deal.why_card_illegal`` for the seat to move)."""
        seat = self.seat
        if self.phase is not _TRICKS or seat is None or seat != self.to_move:
            return RuleViolation(Reason.WRONG_PHASE, seat=seat, detail=self.phase.value)
        suit, top = NO_SUIT, -1
        for played in self.current.cards:
            if played == EXCUSE:
                continue
            if suit == NO_SUIT:
                suit = SUIT_OF[played]
            if played < EXCUSE and played > top:
                top = played
        return play_card_violation(self.hand_mask, self.legal_mask, card, suit, top, self.called_card, seat)

    @property
    def trick_suit(self) -> int:
        """The suit of the trick in play (``SUIT_OF`` of its first card that is not the Excuse, R9.3), ``NO_SUIT``
        before one is played (as ``Deal.trick_suit``)."""
        return next((SUIT_OF[card] for card in self.current.cards if card != EXCUSE), NO_SUIT)

    @property
    def trick_top_trump(self) -> int:
        """The highest trump in the trick in play, -1 when there is none (as ``Deal.trick_top_trump``)."""
        return max((card for card in self.current.cards if card < EXCUSE), default=-1)

    def why_illegal(self, action: Action) -> RuleViolation | None:
        """Why this seat may not take ``action`` now, or None: ``Deal.why_illegal`` for this seat, answered from
        what the seat may see (its hand, the decisions open to it now, and the public deal)."""
        seat = self.seat
        problem = action_problem(action)
        if problem is not None:
            return RuleViolation(Reason.MALFORMED_ACTION, seat=seat, detail=problem)
        mover, phase = self.to_move, self.phase
        if phase.is_over or mover is None:
            return RuleViolation(Reason.DEAL_OVER, seat=seat)
        if seat != mover:
            return RuleViolation(Reason.NOT_YOUR_TURN, seat=seat)
        wrong_phase = RuleViolation(Reason.WRONG_PHASE, seat=seat, detail=phase.value)
        if isinstance(action, Play):
            return wrong_phase if phase is not _TRICKS else self.why_card_illegal(action.card)
        if isinstance(action, Bid):
            if phase is not _BIDDING:
                return wrong_phase
            if action.contract is None:
                return None
            if action.contract not in self.rules.contracts():
                return RuleViolation(Reason.CONTRACT_NOT_OFFERED, seat=seat, detail=action.contract.slug)
            best = next((contract for _, contract in reversed(self.bids) if contract is not None), None)
            if best is not None and action.contract <= best:
                return RuleViolation(Reason.BID_NOT_HIGHER, seat=seat, detail=best.slug)
            return None
        if isinstance(action, CallCard):
            if phase is not _CALL:
                return wrong_phase
            if action.card not in self.callable_cards:
                rank = rank_of(self.callable_cards[-1])
                return RuleViolation(Reason.CALL_NOT_ALLOWED, seat=seat, card=action.card, expected=rank)
            return None
        if isinstance(action, Discard):
            return wrong_phase if phase is not _DISCARD else self._why_discard_illegal(action.cards)
        if isinstance(action, AnnounceChelem):
            if phase is not _CHELEM:
                return wrong_phase
            if action.announce and self.rules.beginner:
                return RuleViolation(Reason.CHELEM_NOT_ALLOWED, seat=seat)
            return None
        if isinstance(action, DeclarePoignee):
            return self._why_poignee_illegal(action.cards)
        raise AssertionError(f"not an action: {action!r}")  # action_problem refused it above

    def _why_discard_illegal(self, cards: tuple[Card, ...]) -> RuleViolation | None:
        seat, size = self.seat, self.chien_size
        if len(cards) != size or len(set(cards)) != size:
            return RuleViolation(Reason.DISCARD_WRONG_SIZE, seat=seat, expected=size)
        for card in cards:
            violation = self.why_discard_card_illegal(card)
            if violation is not None:
                return violation
        needed = self.trumps_to_discard
        trumps = sum(1 for card in cards if card < EXCUSE)
        if trumps > needed:
            card = next(card for card in cards if card < EXCUSE)
            return RuleViolation(Reason.DISCARD_TRUMP, seat=seat, card=card, expected=needed)
        if trumps < needed:
            return RuleViolation(Reason.DISCARD_MUST_INCLUDE_TRUMPS, seat=seat, expected=needed)
        return None

    def _why_poignee_illegal(self, cards: tuple[Card, ...]) -> RuleViolation | None:
        seat = self.seat
        # R7.4-R7.6: the trumps in hand, the Excuse if held, and a taker's écart trumps (shown already).
        pool = self.hand_mask & (TRUMPS | 1 << EXCUSE)
        if seat == self.taker:
            pool |= cardset(self.ecart_trumps)
        return poignee_violation(
            cards,
            seat,
            pool,
            self.players,
            offered=not self.rules.beginner,
            now=self.phase is _TRICKS and not self.tricks,
            shown=seat in self.poignees,
        )

    def shown_poignee_level(self, seat: int) -> PoigneeLevel | None:
        """The level of the poignée ``seat`` showed (R7.1, public by R7.8), None when it showed none."""
        shown = self.poignees.get(seat)
        return None if shown is None else poignee_level(self.players, len(shown))

    @property
    def poignee_trumps(self) -> tuple[Card, ...]:
        """The trumps of ``poignee_pool`` (the pool without the Excuse)."""
        return tuple(card for card in self.poignee_pool if card < EXCUSE)

    @property
    def previous_trick(self) -> TrickView | None:
        """The last completed trick, which a player may look at until the next one is turned."""
        return self.tricks[-1] if self.tricks else None

    @property
    def played_cards(self) -> tuple[Card, ...]:
        """Every card seen played so far, in order."""
        out: list[Card] = []
        for trick in self.tricks:
            out.extend(trick.cards)
        out.extend(self.current.cards)
        return tuple(out)


_new = object.__new__
_set = object.__setattr__
"""Views and trick views are built by filling in their fields directly: a frozen dataclass's constructor sets
each field through ``object.__setattr__``, which costs several times as much (these are the computer players'
hot path)."""
_bit_count = int.bit_count
_BIDDING, _CALL, _DISCARD, _TRICKS = Phase.BIDDING, Phase.CALL, Phase.DISCARD, Phase.TRICKS
_CHELEM = Phase.CHELEM
_SCORED, _VOID = Phase.SCORED, Phase.VOID


_TRICK_VIEWS: dict[int, tuple[list[tuple[int, tuple[Card, ...], int]], tuple[TrickView, ...], tuple[int, ...]]] = {}
"""The ``TrickView`` tuple last built for a deal's list of completed tricks, by the list's id (the list is kept
in the entry, so its id cannot be reused while the entry lives). A deal only ever appends to that list (undo and
copies give a new list), so an entry whose tuple is as long as the list is exact, and a shorter one is extended.
Views of one deal then share their ``tricks`` (and each ``TrickView``): building them is no longer quadratic in
the tricks played, and computer players can memoise per trick."""

_TRICK_VIEWS_MAX = 256
"""Entries kept (one per deal being viewed); the cache is emptied when it grows beyond."""


def _trick_view(leader: int, cards: tuple[Card, ...], winner: int | None) -> TrickView:
    """``TrickView(leader, cards, winner)``, its fields filled in directly (a hot path, as ``view_for``)."""
    trick = _new(TrickView)
    _set(trick, "__dict__", {"leader": leader, "cards": cards, "winner": winner})
    return trick


def trick_views(deal: Deal) -> tuple[tuple[TrickView, ...], tuple[int, ...]]:
    """The completed tricks of ``deal`` as ``TrickView``s, shared between the views of the same deal, and how
    many tricks each seat has won."""
    tricks = deal.tricks
    entry = _TRICK_VIEWS.get(id(tricks))
    if entry is not None and entry[0] is tricks and len(entry[1]) <= len(tricks):
        done, won = entry[1], entry[2]
        if len(done) == len(tricks):
            return done, won
        new = tricks[len(done) :]
    else:
        done, won, new = (), (0,) * deal.players, tricks
    counts = list(won)
    for _, _, winner in new:
        counts[winner] += 1
    done += tuple(_trick_view(leader, cards, winner) for leader, cards, winner in new)
    won = tuple(counts)
    if entry is None and len(_TRICK_VIEWS) >= _TRICK_VIEWS_MAX:
        _TRICK_VIEWS.clear()
    _TRICK_VIEWS[id(tricks)] = (tricks, done, won)
    return done, won


_CARD_TUPLES: dict[CardSet, tuple[Card, ...]] = {}
"""``tuple(cards_of(mask))`` of the chien, écart and écart trumps of the deals being viewed, which every view of
a deal shows again; emptied when it grows beyond ``_CARD_TUPLES_MAX``."""

_CARD_TUPLES_MAX = 1024


def _card_tuple(mask: CardSet) -> tuple[Card, ...]:
    """``tuple(cards_of(mask))``, memoised for the masks that stay the same through a deal."""
    cards = _CARD_TUPLES.get(mask)
    if cards is None:
        if len(_CARD_TUPLES) >= _CARD_TUPLES_MAX:
            _CARD_TUPLES.clear()
        cards = _CARD_TUPLES[mask] = tuple(cards_of(mask))
    return cards


_BASES: dict[tuple[int, int | None, Phase, bool, int], tuple[list[tuple[int, Contract | None]], dict[str, object]]] = {}
"""The fields of a view that stay the same while a deal stays in one phase, by (id of the deal's bid list, seat,
phase, partner revealed, bids made), with that list (kept, so that its id is not reused while the entry lives).
A deal appends to its own bid list only (copies and undo give a new list), and nothing else in these fields
changes within a phase but the partner's reveal (R5.3), which is in the key. Emptied when it grows beyond
``_BASES_MAX``."""

_BASES_MAX = 1024

_NO_DECISION: dict[str, object] = {
    "legal_bids": (),
    "callable_cards": (),
    "discard_candidates": (),
    "trumps_to_discard": 0,
    "poignee_sizes": (),
    "poignee_pool": (),
    "situation": None,
    "legal_mask": 0,
}
"""The decision fields of a view when no decision is open to its seat."""


def seat_knows_partner(deal: Deal, seat: int | None) -> bool:
    """Whether ``seat`` (None: a spectator) knows who the taker's partner is (``SeatView.partner_known``): always at 3
    and 4 players and once the deal is over; at 5 once the called card has shown (R5.3, R5.4), and before that the
    partner knows from his own hand, and a taker who called his own card knows he is alone."""
    if deal.partner_revealed or deal.players < 5 or deal.phase is _SCORED or deal.phase is _VOID:
        return True
    called_card = deal.called_card
    if seat is None or called_card is None:
        return False
    return seat == deal.partner or (seat == deal.taker and bool(deal.hands[seat] >> called_card & 1))


def _base_fields(deal: Deal, seat: int | None) -> dict[str, object]:
    """The fields of ``seat``'s view that stay the same within the deal's phase (see ``_BASES``)."""
    phase = deal.phase
    over = phase is _SCORED or phase is _VOID
    contract = deal.contract
    taker = deal.taker
    # R5.1: in 5p the chien is turned face up only after the call, so not during the CALL phase.
    shown_chien = contract is not None and contract.chien_shown and phase is not _CALL
    chien: tuple[Card, ...] = ()
    if shown_chien or (over and contract is not None):
        chien = _card_tuple(deal.chien)
    ecart_mask = deal.ecart
    ecart: tuple[Card, ...] = ()
    if ecart_mask and (seat == taker or over):
        ecart = _card_tuple(ecart_mask)
    partner_known = seat_knows_partner(deal, seat)
    called_card = deal.called_card
    return {
        **_NO_DECISION,
        "seat": seat,
        "players": deal.players,
        "dealer": deal.dealer,
        "rules": deal.rules,
        "phase": phase,
        "bids": tuple(deal.bids),
        "taker": taker,
        "contract": contract,
        "called_card": called_card,
        "partner": deal.partner if partner_known else None,
        "partner_known": partner_known,
        "chien": chien,
        "ecart": ecart,
        "ecart_trumps": _card_tuple(ecart_mask & TRUMPS) if ecart_mask & TRUMPS else (),
        "chelem_announced": deal.chelem_announced,
        "breakdown": deal.breakdown,
        "scores": deal.scores,
        "void_reason": deal.void_reason,
        "void_seat": deal.void_seat,
        "hand_mask": deal.hands[seat] if seat is not None else 0,
    }


def view_for(deal: Deal, seat: int | None) -> SeatView:
    """The view of ``deal`` for ``seat`` (None for a spectator): no other hand, no unseen chien.

    A hot path for computer players: the fields that stay the same within a phase come from a memo
    (``_BASES``), and the view's fields are filled in directly (``SeatView`` is a frozen dataclass; the tests
    check that a view built this way equals one built by its constructor, at every step of random deals)."""
    bids = deal.bids
    phase = deal.phase
    key = (id(bids), seat, phase, deal.partner_revealed, len(bids))
    entry = _BASES.get(key)
    if entry is None or entry[0] is not bids:
        if len(_BASES) >= _BASES_MAX:
            _BASES.clear()
        entry = _BASES[key] = (bids, _base_fields(deal, seat))
    fields = entry[1].copy()
    to_move = deal.to_move
    if seat is not None:
        fields["hand_mask"] = deal.hands[seat]
        if seat == to_move:
            # Decisions open to the seat to move, and only to it: nothing here describes another hand. Each
            # query answers nothing outside its own phase, so only that phase's are asked.
            if phase is _TRICKS:
                fields["legal_mask"] = deal.legal_plays()
                if not deal.tricks:
                    poignee_sizes = tuple(deal.poignee_sizes(seat).values())
                    if poignee_sizes:
                        fields["poignee_sizes"] = poignee_sizes
                        fields["poignee_pool"] = tuple(cards_of(deal.poignee_pool(seat)))
                fields["situation"] = trick_situation(deal)
            elif phase is _BIDDING:
                fields["legal_bids"] = tuple(deal.legal_bids())
            elif phase is _CALL:
                fields["callable_cards"] = tuple(deal.callable_cards())
            elif phase is _DISCARD:
                fields["discard_candidates"] = tuple(cards_of(deal.discard_candidates()))
                fields["trumps_to_discard"] = deal.trumps_to_discard()
    fields["to_move"] = to_move
    fields["moves"] = len(deal.history)
    fields["hand_sizes"] = tuple(map(_bit_count, deal.hands))
    fields["poignees"] = dict(deal.poignees)
    fields["tricks"], fields["tricks_won"] = trick_views(deal)
    fields["current"] = _trick_view(deal.trick_leader, tuple(deal.trick_cards), None)
    view = _new(SeatView)
    _set(view, "__dict__", fields)
    return view


def visible_cards(view: SeatView) -> frozenset[Card]:
    """Every card a view shows that is not public play: its hand, the chien and écart it may see, and
    the poignées; the privacy tests check this against what the seat may know."""
    cards = set(view.hand) | set(view.chien) | set(view.ecart) | set(view.ecart_trumps)
    for shown in view.poignees.values():
        cards |= set(shown)
    return frozenset(cards)
