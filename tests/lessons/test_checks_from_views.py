"""A lesson's checks read the learner's seat view, and say what the deal says: at every decision of random deals
at 3, 4 and 5 players, whether a card takes the trick (R9.6) is what playing it on a copy of the deal gives, and
the club count's bid (R4.1) is the count of the hand itself."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from tarot_tui.coaching.advice import advise
from tarot_tui.engine import EXCUSE, Deal, Phase, Play, cards_of, view_for
from tarot_tui.lessons import club_count_bid, wins_trick

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from helpers import random_action, random_deal


def _takes(deal: Deal, card: int) -> bool:
    """Play ``card`` on a copy of the deal: it wins the trick, or leads the trick in play for now."""
    trial = deal.copy()
    seat, tricks = trial.to_move, len(trial.tricks)
    trial.apply(Play(card))
    if len(trial.tricks) > tricks:
        return trial.tricks[-1][2] == seat
    return trial.trick_best == len(trial.trick_cards) - 1 and card != EXCUSE


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_checks_from_the_learners_view_agree_with_the_deal(players: int) -> None:
    rng = random.Random(players + 60)
    taken = bids = 0
    for number in range(15):
        deal = random_deal(players, 800 * players + number)
        while not deal.phase.is_over:
            seat = deal.to_move
            assert seat is not None
            view = view_for(deal, seat)
            if deal.phase is Phase.TRICKS:
                for card in cards_of(deal.legal_plays()):
                    assert wins_trick(view, card) == _takes(deal, card), (card, deal.trick_cards)
                    taken += wins_trick(view, card)
            elif deal.phase is Phase.BIDDING:
                hand = deal.hands[seat]
                counted = advise(hand, players, seat, deal.dealer, deal.bids, deal.rules.contracts()).advice
                assert club_count_bid(view) == counted
                bids += 1
            deal.apply(random_action(deal, rng))
    assert taken and bids
