"""A seat's view refuses an action as the deal does (``SeatView.why_illegal``): the lessons correct a learner's
answer from the learner's view, never the raw deal. Checked for the seat to move at every decision of random deals
at 3, 4 and 5 players, over every card, bid, call and écart and poignée shapes, legal or not (R4-R7, R9)."""

from __future__ import annotations

import random

import pytest
from helpers import random_action, random_deal

from tarot_tui.engine import (
    BIDS,
    EXCUSE,
    KINGS,
    TABLE_SIZES,
    TRUMPS,
    Action,
    AnnounceChelem,
    CallCard,
    Deal,
    DeclarePoignee,
    Discard,
    Phase,
    Play,
    cards_of,
    view_for,
)


def _actions(deal: Deal, rng: random.Random) -> list[Action]:
    """Actions to ask about at this moment: every card, bid and call, some écarts and poignées of every size."""
    seat = deal.to_move
    assert seat is not None
    hand = cards_of(deal.hands[seat])
    actions: list[Action] = [Play(card) for card in range(78)]
    actions += list(BIDS)
    actions += [CallCard(card) for card in range(78) if KINGS >> card & 1 or card % 14 == 12]
    actions += [AnnounceChelem(True), AnnounceChelem(False)]
    size = TABLE_SIZES[deal.players].chien
    for _ in range(6):
        actions.append(Discard(tuple(rng.sample(hand, min(size, len(hand))))))
    actions.append(Discard(tuple(hand[: size - 1])))
    trumps = cards_of(deal.hands[seat] & TRUMPS)
    for poignee in TABLE_SIZES[deal.players].poignees:
        actions.append(DeclarePoignee(tuple(range(poignee))))
        if len(trumps) >= poignee:
            actions.append(DeclarePoignee(tuple(trumps[:poignee])))
        if len(trumps) >= poignee - 1:
            actions.append(DeclarePoignee((*trumps[: poignee - 1], EXCUSE)))
    return actions


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_movers_view_refuses_each_action_as_the_deal_does(players: int) -> None:
    rng = random.Random(players + 40)
    phases: set[Phase] = set()
    refused = 0
    for number in range(12):
        deal = random_deal(players, 700 * players + number)
        while not deal.phase.is_over:
            seat = deal.to_move
            assert seat is not None
            view = view_for(deal, seat)
            assert view.moves == len(deal.history)
            assert (view.trick_suit, view.trick_top_trump) == (deal.trick_suit, deal.trick_top_trump)
            phases.add(deal.phase)
            for action in _actions(deal, rng):
                expected = deal.why_illegal(action, seat)
                assert view.why_illegal(action) == expected, (deal.phase, action)
                refused += expected is not None
            other = view_for(deal, (seat + 1) % players).why_illegal(Play(view.hand[0]) if view.hand else Play(0))
            assert other is not None  # not that seat's turn
            deal.apply(random_action(deal, rng))
    assert {Phase.BIDDING, Phase.TRICKS} <= phases and refused
