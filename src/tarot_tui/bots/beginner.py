"""The ``beginner`` level: sound club heuristics applied to the seat's view, without look-ahead."""

from __future__ import annotations

import random

from tarot_tui.engine import (
    BIDS,
    PASS,
    PLAYS,
    Action,
    AnnounceChelem,
    Bid,
    CallCard,
    Card,
    DeclarePoignee,
    Discard,
    Phase,
    SeatView,
    cardset,
    poignee_display,
)
from tarot_tui.strategy.club_count import club_bid

from .base import check_turn
from .knowledge import Knowledge, decision_facts, infer, trick_state
from .policy import (
    Table,
    call_for,
    choose_card,
    ecart_for,
    poignee_pays,
)

_TRICKS = Phase.TRICKS


def table_of_view(view: SeatView, know: Knowledge | None = None) -> Table:
    """The ``Table`` of the view's seat for a card decision, from public play and its own hand."""
    seat = view.seat
    taker = view.taker
    assert seat is not None and taker is not None
    if know is None:
        gone, voids, attack, friends, foes = decision_facts(view)  # infer's fields a card decision reads
        hand = view.hand_mask
    else:
        gone, voids, attack, friends, foes = know.gone, know.voids, know.attack, know.friends, know.foes
        hand = know.hand
    current = view.current
    trick = list(current.cards)
    suit, top, best = trick_state(trick)
    n = view.players
    won = view.tricks_won
    own_camp_tricks = won[seat]  # the seat's and its known partners' (``friends`` never holds the seat)
    for other in range(n):
        if friends >> other & 1:
            own_camp_tricks += won[other]
    done = len(view.tricks)
    return Table(
        seat,
        n,
        hand,
        view.legal_mask,
        trick,
        current.leader,
        suit,
        top,
        best,
        gone,
        friends,
        foes,
        voids,
        taker,
        attack,
        view.hand_mask.bit_count(),
        bool(done) and own_camp_tricks == done,
    )


def beginner_card(view: SeatView) -> Card:
    """The card the beginner plays."""
    legal = view.legal_mask
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    return choose_card(table_of_view(view))


def beginner_bid(view: SeatView) -> Bid:
    """The beginner's bid: the club point count against thresholds, by seat position (R4)."""
    assert view.seat is not None
    highest = None
    for _seat, contract in view.bids:
        if contract is not None:
            highest = contract
    contract = club_bid(view.hand_mask, view.players, view.seat, view.dealer, highest, view.rules.contracts())
    bid = BIDS[contract]
    return bid if bid in view.legal_bids else PASS


class BeginnerPlayer:
    """Club heuristics: see ``policy`` for the bidding count, the call, the écart and card play."""

    @property
    def level(self) -> str:
        """``"beginner"``."""
        return "beginner"

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        """The beginner's action for the seat to move."""
        if view.seat is None or view.seat != view.to_move:
            check_turn(view)  # raises
        phase = view.phase
        hand = view.hand_mask
        if phase is _TRICKS:  # the decision asked most, first
            if view.poignee_sizes:
                know = infer(view)
                if poignee_pays(know.attack, view.contract, hand, view.players):
                    return DeclarePoignee(poignee_display(cardset(view.poignee_pool), max(view.poignee_sizes)))
            return PLAYS[beginner_card(view)]
        if phase is Phase.BIDDING:
            return beginner_bid(view)
        if phase is Phase.CALL:
            return CallCard(call_for(hand, list(view.callable_cards)))
        if phase is Phase.DISCARD:
            size = view.chien_size
            return Discard(ecart_for(hand, cardset(view.discard_candidates), size, view.trumps_to_discard))
        if phase is Phase.CHELEM:
            return AnnounceChelem(False)
        raise ValueError(f"no decision is open in phase {view.phase.name}")


__all__ = ["BeginnerPlayer", "beginner_bid", "beginner_card", "table_of_view"]
