"""The trick review counts a trick as the rules do: the Excuse that leaves a trick is not in its points (R9.7)."""

from __future__ import annotations

from tarot_tui.engine import Contract, Deal, ExcuseFate, Play, cardset, parse_cards, view_for
from tarot_tui.play import review_tricks


def _played(hands: list[str], order: str) -> Deal:
    masks = [cardset(parse_cards(hand)) for hand in hands]
    deal = Deal.from_hands(masks, dealer=3, taker=0, contract=Contract.GARDE)
    for card in parse_cards(order):
        deal.apply(Play(card))
    return deal


def test_an_excuse_won_by_the_other_camp_is_not_in_the_trick_points() -> None:
    # Seat 0 takes; seat 1 (defence) plays the Excuse to the taker's trick: it goes back to the defence (R9.7).
    deal = _played(["KH 2S", "EXC 3S", "2H 4S", "3H KS"], "KH EXC 2H 3H 2S 3S 4S KS")
    first, second = review_tricks(view_for(deal, None))
    assert first.winner == 0 and first.excuse == 1
    assert first.half_points == 9 + 1 + 1  # the King and two small cards, not the Excuse's 4.5
    assert first.excuse_fate is ExcuseFate.RETURNS and first.excuse_rule == "R9.7" and first.exchange
    assert second.winner == 3 and second.half_points == 9 + 1 + 1 + 1


def test_an_excuse_kept_by_its_own_camp_counts_in_the_trick() -> None:
    # Seat 2 (defence) plays the Excuse to a trick its partner seat 3 wins: it stays in that camp (R9.7).
    deal = _played(["2H 2S", "3H 3S", "EXC 4S", "KH KS"], "2H 3H EXC KH KS 2S 3S 4S")
    first = review_tricks(view_for(deal, None))[0]
    assert first.half_points == 1 + 1 + 9 + 9
    assert first.excuse_fate is ExcuseFate.STAYS and not first.exchange
