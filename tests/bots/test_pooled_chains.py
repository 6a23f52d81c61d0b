"""Several belief chains carried along the deal (``belief.PooledChains``, ``StrongPlayer(belief_chains=k)``): the
draws come from each chain in turn, every draw keeps to the view, the pool samples the same posterior as one chain,
and the player carries every chain from one card decision to the next of a deal."""

from __future__ import annotations

import random

import pytest
from belief_checks import assert_fits_the_view, assert_samples_the_posterior, card_decisions
from bot_helpers import new_deal

from tarot_tui.bots import StrongPlayer
from tarot_tui.bots.belief import BeliefSampler, PooledChains
from tarot_tui.bots.strong import Chains
from tarot_tui.engine import CardSet, view_for


@pytest.mark.parametrize("players", [3, 4, 5])
def test_pooled_chains_keep_to_each_new_view(players: int) -> None:
    """Carried from each card decision of a seat to its next one, every chain of the pool draws placements that fit
    the new view (the cards played since gone, the new voids kept), and the chains are carried on."""
    rng = random.Random(players)
    checked = carried = 0
    for seed in range(60, 70):
        deal = new_deal(players, seed)
        seat = (deal.dealer + 1) % players
        states: list[list[CardSet] | None] = [None, None, None]
        for point in card_decisions(deal, seat):
            sampler = PooledChains(view_for(point, seat), chains=3, starts=states, burn=10, warm=5)
            for _ in range(5):
                assert_fits_the_view(sampler, sampler.weighted_sample(rng), seat)
                checked += 1
            carried += sampler.carried_chains
            states = sampler.states()
            assert all(state is not None for state in states)
        if checked > 20:
            break
    assert checked > 20
    assert carried > 6


def test_the_pool_draws_from_each_chain_in_turn() -> None:
    """The k-th draw comes from chain k modulo the pool's size: a chain carried from a start keeps it (nearly) while
    a fresh one does not, and each chain goes on from where its own last draw left it."""
    rng = random.Random(5)
    deal = new_deal(4, 61)
    seat = (deal.dealer + 1) % 4
    points = card_decisions(deal, seat)
    view = view_for(points[5], seat)
    start = BeliefSampler(view, burn=50).weighted_sample(random.Random(1))
    pool = PooledChains(view, chains=3, starts=[start, None, start], burn=0, warm=0, jump=0, rare_jump=0, thin=1)
    draws = [pool.weighted_sample(rng) for _ in range(6)]
    assert pool.carried_chains == 2
    assert draws[0] == start and draws[2] == start  # carried, no step taken before the first draw
    states = pool.states()
    assert states[0] == draws[3] and states[1] == draws[4] and states[2] == draws[5]
    # One swap at most between two draws of one chain: at most two hidden cards moved.
    for k in range(3):
        moved = sum((draws[k][p] & ~draws[k + 3][p]).bit_count() for p in range(len(start)) if p != seat)
        assert moved <= 2


def test_one_chain_in_a_pool_is_the_single_chain() -> None:
    """A pool of one chain draws exactly what ``BeliefSampler`` draws with the same random numbers."""
    deal = new_deal(4, 62)
    seat = (deal.dealer + 2) % 4
    view = view_for(card_decisions(deal, seat)[4], seat)
    single, pool = BeliefSampler(view), PooledChains(view, chains=1)
    a, b = random.Random(9), random.Random(9)
    assert [single.weighted_sample(a) for _ in range(5)] == [pool.weighted_sample(b) for _ in range(5)]


def test_the_pool_samples_the_posterior() -> None:
    """Late in beginners' deals, where the placements can be counted, the pool's draws (three chains in turn) follow
    prior × likelihood, the exact posterior worked out one placement at a time, as one chain's do."""
    assert_samples_the_posterior(lambda view: PooledChains(view, chains=3, burn=30, thin=3, jump=4))


def test_the_strong_player_carries_every_chain_of_its_pool() -> None:
    """``StrongPlayer(belief_chains=3)`` keeps three chains for the seat after a card decision (``Chains``, keyed by
    the chain's index: nothing grows) and starts each from its own at the seat's next card decision of the deal;
    another deal starts them afresh. With one chain (the default) it keeps one, as before."""
    store = Chains()
    player = StrongPlayer(0.02, time_limit=None, min_worlds=4, belief_chains=3, chains=store)
    deal = new_deal(4, 63)
    seat = (deal.dealer + 1) % 4
    points = [p for p in card_decisions(deal, seat) if len(view_for(p, seat).legal) > 1]
    assert len(points) >= 3
    rng = random.Random(4)
    first = view_for(points[0], seat)
    assert isinstance(player.worlds(first), PooledChains)
    player.choose(first, rng)
    assert len(store.kept()) == 3
    second = view_for(points[1], seat)
    sampler = player.worlds(second)
    assert isinstance(sampler, PooledChains)
    assert all(start is not None for start in sampler.starts)
    player.choose(second, rng)
    assert len(store.kept()) == 3
    other = new_deal(4, 64)
    later = [p for p in card_decisions(other, seat) if len(view_for(p, seat).legal) > 1]
    fresh = player.worlds(view_for(later[1], seat))
    assert isinstance(fresh, PooledChains) and fresh.starts == [None, None, None]
    single = StrongPlayer(0.02, time_limit=None, min_worlds=4, chains=Chains())
    sampler = single.worlds(first)
    assert type(sampler) is BeliefSampler
    single.choose(first, rng)
    assert len(single.chains.kept()) == 1
