"""The belief chain carried on from one card decision to the next of a deal (``BeliefSampler(start=...)``,
``StrongPlayer(belief_carry=1)``): every draw keeps to the current view, and another deal starts afresh."""

from __future__ import annotations

import math
import random

import pytest
from belief_checks import assert_fits_the_view, card_decisions
from bot_helpers import new_deal

from tarot_tui.bots import StrongPlayer
from tarot_tui.bots.belief import CARD_SLIP, BeliefSampler
from tarot_tui.engine import CardSet, Deal, view_for


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_carried_chain_keeps_to_each_new_view(players: int) -> None:
    """Carried from each card decision of a seat to its next one, the chain's start and draws fit the new view
    (the cards played since gone, the new voids kept), also when the state carried comes from another deal."""
    rng = random.Random(players)
    checked = carried = 0
    for seed in range(2):
        deal = new_deal(players, 40 + seed)
        seat = (deal.dealer + 1) % players
        foreign = BeliefSampler(view_for(new_deal(players, 90 + seed), seat), burn=5).weighted_sample(rng)
        state: list[CardSet] | None = None
        for point in card_decisions(deal, seat):
            view = view_for(point, seat)
            for start in (state, foreign):
                sampler = BeliefSampler(view, start=start, burn=10, warm=5)
                for _ in range(2):
                    assert_fits_the_view(sampler, sampler.weighted_sample(rng), seat)
                    checked += 1
                carried += sampler.carried
                if start is state:
                    state = sampler.state
    assert checked > 40
    assert carried > 10  # the chain was carried on, not always started afresh


def test_carry_over_keeps_the_cards_that_still_fit() -> None:
    """A placement of the previous decision carried over keeps every hidden card where it was when it may still lie
    there: only the cards played since leave it."""
    rng = random.Random(1)
    deal = new_deal(4, 42)
    seat = (deal.dealer + 1) % 4
    points = card_decisions(deal, seat)
    before, after = BeliefSampler(view_for(points[3], seat)), BeliefSampler(view_for(points[4], seat))
    old = before.weighted_sample(rng)
    new = after.carry_over(old, rng)
    assert new is not None
    assert_fits_the_view(after, new, seat)
    hidden = sum(1 << card for card, _ in after.options)
    kept = sum(bin(old[p] & new[p] & hidden).count("1") for p in range(len(new)) if p != seat)
    assert kept >= hidden.bit_count() - 4  # at most one card per seat placed anew


def _choices(deal: Deal, seat: int) -> list[Deal]:
    """The points of a beginners' deal where ``seat`` chooses a card among several."""
    return [point for point in card_decisions(deal, seat) if len(view_for(point, seat).legal) > 1]


def test_the_strong_player_carries_its_chain_within_a_deal_only() -> None:
    """``StrongPlayer(belief_carry=1)`` starts a card decision's chain from its previous one of the same deal and
    seat, and afresh on another deal, at another seat, or at an earlier point of the same deal (a replay)."""
    rng = random.Random(3)
    player = StrongPlayer(0.02, time_limit=None, min_worlds=2, belief_carry=1)
    deal = new_deal(4, 44)
    seat = (deal.dealer + 1) % 4
    points = _choices(deal, seat)
    assert len(points) >= 3
    first = view_for(points[0], seat)
    assert player.worlds(first).start is None  # type: ignore[attr-defined]
    player.choose(first, rng)
    second = view_for(points[1], seat)
    sampler = player.worlds(second)
    assert isinstance(sampler, BeliefSampler)
    assert sampler.start is not None
    player.choose(second, rng)
    player.choose(view_for(points[2], seat), rng)
    # A replay of the same deal from its start: the state kept is further on, so not used.
    assert player.worlds(first).start is None  # type: ignore[attr-defined]
    # The same seat on another deal, and another seat on this one.
    other = new_deal(4, 45)
    later = _choices(other, seat)
    assert player.worlds(view_for(later[1], seat)).start is None  # type: ignore[attr-defined]
    neighbour = (seat + 1) % 4
    theirs = _choices(deal, neighbour)
    assert player.worlds(view_for(theirs[1], neighbour)).start is None  # type: ignore[attr-defined]


def test_the_carried_chain_reads_the_cards_as_the_options_say() -> None:
    """``card_slip``, ``taker_slip`` and ``defence_model`` reach the model of the carried chain; off, it is the
    club model (``CARD_SLIP`` for every seat, no model of the strong defence)."""
    deal = next(d for d in card_decisions(new_deal(4, 31), 1) if len(d.tricks) >= 2)
    view = view_for(deal, 1)
    plain = StrongPlayer(0.1, time_limit=None).worlds(view)
    read = StrongPlayer(0.1, time_limit=None, card_slip=0.3, taker_slip=0.2, defence_model=2).worlds(view)
    assert isinstance(plain, BeliefSampler) and isinstance(read, BeliefSampler)
    assert plain.model.defence_model == 0 and read.model.defence_model == 2
    assert plain.model.card_misses == [math.log(CARD_SLIP)] * 4
    taker = deal.taker
    assert read.model.card_misses == [math.log(0.2 if s == taker else 0.3) for s in range(4)]
