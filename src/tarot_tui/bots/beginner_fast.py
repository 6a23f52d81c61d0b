"""The beginner deciding straight from a deal's masks: the arena's self-play path (issue 16, speed).

``BeginnerPlayer.choose(view_for(deal, seat), rng)`` builds a ``SeatView`` for every decision, then the
inferences and the ``Table`` from it. Here the same decision is made from the deal itself, reading only what that
view shows the seat: its own hand, the bids, the contract, the call and the partner as far as the seat knows him
(``engine.views.seat_knows_partner``), the tricks, the trick in progress, the poignées shown, its own écart when
it is the taker, and the decisions open to it. What the tricks tell every seat (the cards gone, the voids, the
tricks won) is kept up to date once per trick (``PublicPlay``) instead of being derived again at every decision.

The actions are the beginner's own, to the byte: ``tests/bots/test_beginner_fast.py`` compares them, and the
``Table``, with ``BeginnerPlayer.choose`` on the view at every decision of seeded deals.
"""

from __future__ import annotations

from tarot_tui.engine import (
    BIDS,
    PASS,
    PLAYS,
    TABLE_SIZES,
    Action,
    AnnounceChelem,
    Bid,
    CallCard,
    CardSet,
    Deal,
    DeclarePoignee,
    Discard,
    Phase,
    poignee_display,
    seat_knows_partner,
)
from tarot_tui.strategy.club_count import club_bid

from .knowledge import camps_of, scan_voids
from .policy import Table, call_for, choose_card, ecart_for, poignee_pays

_TRICKS, _BIDDING, _CALL, _DISCARD, _CHELEM = Phase.TRICKS, Phase.BIDDING, Phase.CALL, Phase.DISCARD, Phase.CHELEM
_NO_CHELEM = AnnounceChelem(False)


class PublicPlay:
    """What every seat has seen of one deal's finished tricks (R9.4), brought up to date when asked (``update``).

    Attributes:
        played: the cards of the finished tricks.
        voids: for each seat, the groups (bit g; bit 4 trumps) it showed it lacks (``knowledge.scan_voids``).
        won: how many tricks each seat has won.
    """

    __slots__ = ("_deal", "_seen", "played", "voids", "won")

    def __init__(self, deal: Deal) -> None:
        self._deal = deal
        self._seen = 0
        self.played = 0
        self.voids = [0] * deal.players
        self.won = [0] * deal.players

    def update(self) -> None:
        """Take in the tricks finished since the last call (a deal only ever adds tricks while it is played on)."""
        tricks = self._deal.tricks
        if self._seen == len(tricks):
            return
        deal = self._deal
        n = deal.players
        undertrump = deal.rules.must_undertrump
        played = self.played
        for leader, cards, winner in tricks[self._seen :]:
            scan_voids(leader, cards, n, self.voids, undertrump)
            for card in cards:
                played |= 1 << card
            self.won[winner] += 1
        self.played = played
        self._seen = len(tricks)


def table_of_deal(deal: Deal, seat: int, public: PublicPlay) -> Table:
    """The ``Table`` that ``beginner.table_of_view`` builds from ``view_for(deal, seat)``, for the seat to move in
    trick play, from the deal and ``public`` (kept for this deal)."""
    public.update()
    n = deal.players
    taker = deal.taker
    assert taker is not None
    voids = public.voids.copy()
    played = public.played
    cards = deal.trick_cards
    leader = deal.trick_leader
    if cards:
        scan_voids(leader, cards, n, voids, deal.rules.must_undertrump)
        for card in cards:
            played |= 1 << card
    if seat == taker:
        played |= deal.ecart  # the taker's own écart: gone for him (R6.2)
    known = seat_knows_partner(deal, seat)
    attack, friends, foes = camps_of(n, seat, taker, known, deal.partner if known else None)
    won = public.won
    own_camp_tricks = won[seat]
    for other in range(n):
        if friends >> other & 1:
            own_camp_tricks += won[other]
    done = len(deal.tricks)
    hand = deal.hands[seat]
    return Table(
        seat,
        n,
        hand,
        deal.legal_plays(),
        list(cards),
        leader,
        deal.trick_suit,
        deal.trick_top_trump,
        deal.trick_best,
        played,
        friends,
        foes,
        voids,
        taker,
        attack,
        hand.bit_count(),
        bool(done) and own_camp_tricks == done,
    )


def beginner_action(deal: Deal, seat: int, public: PublicPlay) -> Action:
    """``BeginnerPlayer().choose(view_for(deal, seat), rng)`` for ``seat``, the seat to move (the beginner draws
    nothing from the RNG), with ``public`` kept for this deal."""
    phase = deal.phase
    hand = deal.hands[seat]
    if phase is _TRICKS:
        if not deal.tricks:
            sizes = deal.poignee_sizes(seat)
            if sizes:
                known = seat_knows_partner(deal, seat)
                attack = camps_of(deal.players, seat, deal.taker, known, deal.partner if known else None)[0]
                if poignee_pays(attack, deal.contract, hand, deal.players):
                    return DeclarePoignee(poignee_display(deal.poignee_pool(seat), max(sizes.values())))
        legal = deal.legal_plays()
        if not legal & (legal - 1):
            return PLAYS[legal.bit_length() - 1]
        return PLAYS[choose_card(table_of_deal(deal, seat, public))]
    if phase is _BIDDING:
        return _bid(deal, seat, hand)
    if phase is _CALL:
        return CallCard(call_for(hand, deal.callable_cards()))
    if phase is _DISCARD:
        size = TABLE_SIZES[deal.players].chien
        return Discard(ecart_for(hand, deal.discard_candidates(), size, deal.trumps_to_discard()))
    if phase is _CHELEM:
        return _NO_CHELEM
    raise ValueError(f"no decision is open in phase {phase.name}")


def _bid(deal: Deal, seat: int, hand: CardSet) -> Bid:
    """``beginner.beginner_bid`` on the deal."""
    highest = deal.highest_bid
    contract = club_bid(hand, deal.players, seat, deal.dealer, highest, deal.rules.contracts())
    bid = BIDS[contract]
    return bid if bid in deal.legal_bids() else PASS


__all__ = ["PublicPlay", "beginner_action", "table_of_deal"]
