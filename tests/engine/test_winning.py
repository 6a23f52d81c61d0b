"""The card winning a trick so far (R9.6), checked against the engine's own count on random deals and on the
rules reference's examples."""

from __future__ import annotations

import random

import pytest
from helpers import c, random_action, random_deal

from tarot_tui.engine import Phase, winning_index


def test_the_highest_trump_else_the_highest_of_the_suit_led_and_never_the_excuse() -> None:
    assert winning_index([]) is None
    assert winning_index([c("EXC")]) is None
    assert winning_index([c("5H"), c("KH"), c("QS")]) == 1  # R9.6: the suit led
    assert winning_index([c("5H"), c("EXC"), c("KH"), c("T2")]) == 3  # rules reference P25: T2 wins
    assert winning_index([c("T9"), c("T4"), c("T12")]) == 2
    assert winning_index([c("EXC"), c("8D"), c("KS"), c("2D")]) == 1  # R9.3: the 8 of diamonds set the suit
    assert winning_index([c("10C"), c("T1"), c("KC")]) == 1  # the Petit beats any suit card


@pytest.mark.parametrize("players", [3, 4, 5])
def test_it_agrees_with_the_deal_at_every_card_of_random_deals(players: int) -> None:
    checked = 0
    for seed in range(30):
        rng = random.Random(seed)
        deal = random_deal(players, seed)
        while not deal.phase.is_over:
            deal.apply(random_action(deal, rng))
            if deal.phase is Phase.TRICKS and deal.trick_cards:
                best = winning_index(deal.trick_cards)
                assert best == (deal.trick_best if deal.trick_best >= 0 else None), deal.trick_cards
                checked += 1
    assert checked > 100 * players
