"""The ``beginner`` level: sound club heuristics applied to the seat's view, without look-ahead."""

from __future__ import annotations

import random

from tarot_tui.engine.actions import PASS, Action, AnnounceChelem, Bid, CallCard, DeclarePoignee, Discard, Play
from tarot_tui.engine.cards import SUIT_OF, TRUMP_SUIT, Card, cardset
from tarot_tui.engine.club_count import club_bid
from tarot_tui.engine.rules import TABLE_SIZES
from tarot_tui.engine.state import Phase, poignee_display
from tarot_tui.engine.views import SeatView

from .base import check_turn
from .knowledge import Knowledge, infer
from .policy import (
    Table,
    call_for,
    choose_card,
    ecart_for,
    poignee_pays,
)


def table_of_view(view: SeatView, know: Knowledge | None = None) -> Table:
    """The ``Table`` of the view's seat for a card decision, from public play and its own hand."""
    assert view.seat is not None and view.taker is not None
    know = know if know is not None else infer(view)
    trick = list(view.current.cards)
    suit = -1
    top = -1
    best = -1
    for index, card in enumerate(trick):
        group = SUIT_OF[card]
        if group < 0:
            continue
        if suit < 0:
            suit, best = group, index
            if group == TRUMP_SUIT:
                top = card
        elif group == TRUMP_SUIT:
            if card > top:
                top, best = card, index
        elif top < 0 and group == suit and card > trick[best]:
            best = index
    won = view.tricks_won
    own_camp_tricks = sum(won[s] for s in range(view.players) if s == view.seat or know.friends >> s & 1)
    return Table(
        seat=view.seat,
        players=view.players,
        hand=know.hand,
        legal=view.legal_mask,
        trick=trick,
        leader=view.current.leader,
        suit=suit,
        top_trump=top,
        best=best,
        gone=know.gone,
        friends=know.friends,
        foes=know.foes,
        voids=know.voids,
        taker=view.taker,
        attack=know.attack,
        tricks_left=len(view.hand),
        all_won=bool(view.tricks) and own_camp_tricks == len(view.tricks),
    )


def beginner_card(view: SeatView) -> Card:
    """The card the beginner plays."""
    if len(view.legal) == 1:
        return view.legal[0]
    return choose_card(table_of_view(view))


def beginner_bid(view: SeatView) -> Bid:
    """The beginner's bid: the club point count against thresholds, by seat position (R4)."""
    assert view.seat is not None
    highest = None
    for _seat, contract in view.bids:
        if contract is not None:
            highest = contract
    contract = club_bid(view.hand_mask, view.players, view.seat, view.dealer, highest, view.rules.contracts())
    bid = Bid(contract)
    return bid if bid in view.legal_bids else PASS


class BeginnerPlayer:
    """Club heuristics: see ``policy`` for the bidding count, the call, the écart and card play."""

    @property
    def level(self) -> str:
        """``"beginner"``."""
        return "beginner"

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        """The beginner's action for the seat to move."""
        check_turn(view)
        phase = view.phase
        hand = view.hand_mask
        if phase is Phase.BIDDING:
            return beginner_bid(view)
        if phase is Phase.CALL:
            return CallCard(call_for(hand, list(view.callable_cards)))
        if phase is Phase.DISCARD:
            size = TABLE_SIZES[view.players].chien
            return Discard(ecart_for(hand, cardset(view.discard_candidates), size, view.trumps_to_discard))
        if phase is Phase.CHELEM:
            return AnnounceChelem(False)
        if phase is Phase.TRICKS:
            if view.poignee_sizes:
                know = infer(view)
                if poignee_pays(know.attack, view.contract, hand, view.players):
                    return DeclarePoignee(poignee_display(cardset(view.poignee_pool), max(view.poignee_sizes)))
            return Play(beginner_card(view))
        raise ValueError(f"no decision is open in phase {view.phase.name}")


__all__ = ["BeginnerPlayer", "beginner_bid", "beginner_card", "table_of_view"]
