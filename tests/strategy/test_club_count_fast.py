"""The club count's fast paths (issue 16, speed) against the plain code they replaced: a bid adds the count up
without its explained lines, works each chance curve out once and memoises the contract (R4)."""

from __future__ import annotations

import random

import pytest

from tarot_tui.engine import Contract, Deal, Rules
from tarot_tui.strategy.club_count import (
    bid_from_chances,
    chance_of_making,
    chances_of,
    club_bid,
    count_hand,
    count_total,
    is_last_chance,
    seat_count,
)

BEGINNER_CONTRACTS = Rules(beginner=True).contracts()


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_count_total_without_lines_is_the_lines_total(players: int) -> None:
    """``count_total`` (a bid needs no lines) gives the very float ``count_hand`` adds up from its lines,
    ``chances_of`` (each curve once) the floats of ``chance_of_making``, and ``club_bid`` what it gave with
    ``seat_count``, for 2,000 dealt hands per table size, every seat, with and
    without a bid before (R4.2), with every contract offered and with the beginner rules' two (R13)."""
    rng = random.Random(players)
    for _ in range(2000 // players):
        deal = Deal.new(players, rng.randrange(players), rng)
        for seat, hand in enumerate(deal.hands):
            assert count_total(hand, players) == count_hand(hand, players)[1]
            for highest in (None, *deal.rules.contracts()):
                total = seat_count(hand, players, seat, deal.dealer, highest)[1]
                assert chances_of(total, players) == {c: chance_of_making(total, players, c) for c in Contract}
                last = is_last_chance(seat, deal.dealer, highest)
                for offered in (tuple(Contract), BEGINNER_CONTRACTS):  # club_bid memoises on these too
                    plain = bid_from_chances(
                        chances_of(total, players, offered), last=last, highest=highest, offered=offered
                    )
                    assert club_bid(hand, players, seat, deal.dealer, highest, offered) == plain
