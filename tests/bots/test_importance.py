"""Sequential importance sampling from the action model (``bots.belief.ImportanceSampler``) and the search's
weighted means (``strong.Estimate``, ``trusted_choice``)."""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter

import pytest
from belief_checks import countable_positions
from bot_helpers import decision_points, new_deal, play_checked

from tarot_tui.bots import BeginnerPlayer, StrongPlayer
from tarot_tui.bots.belief import ImportanceSampler, normalised_weights
from tarot_tui.bots.strong import Estimate, trusted_choice
from tarot_tui.bots.worlds import WorldSampler
from tarot_tui.engine import CardSet, Deal, Phase, view_for


def _countable(seeds: range, least: int = 6, most: int = 40) -> list[tuple[Deal, ImportanceSampler, list]]:
    """Positions late in beginners' deals whose placements can be counted, with the sampler and the placements: the
    first of each seed's deal."""
    found = []
    for seed in seeds:
        for deal, _seat, sampler, valid in countable_positions(ImportanceSampler, seed, least, most):
            found.append((deal, sampler, valid))
            break
    return found


def _placement(sampler: ImportanceSampler, places: tuple[int, ...]) -> list[CardSet]:
    placed = list(sampler.fixed)
    for (card, _), place in zip(sampler.options, places, strict=True):
        placed[place] |= 1 << card
    placed[sampler.seat] = sampler.know.hand
    placed[len(placed) - 1] |= sampler.fixed_extra
    return placed


def _places_of(sampler: ImportanceSampler, placed: list[CardSet]) -> tuple[int, ...]:
    return tuple(next(p for p, m in enumerate(placed) if m >> c & 1) for c, _ in sampler.options)


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("tries", [1, 4])
def test_importance_draws_keep_to_what_the_view_shows(players: int, tries: int) -> None:
    """Every draw fills each place with as many cards as it holds, keeps the cards known to be somewhere there (a
    poignée, the called card, the écart's trumps, the viewer's own hand) and puts no card where the public play says
    it cannot be (the voids and trump ceilings shown, R9.4; the chien's cards with the taker, R6.1); its deals show
    the seat the same view."""
    rng = random.Random(players)
    checked = 0
    for seed in range(3):
        positions = decision_points(new_deal(players, 300 + seed), random.Random(seed))
        for deal in positions[:: max(1, len(positions) // 8)]:
            if deal.phase is Phase.CHELEM:
                continue
            seat = deal.to_move
            assert seat is not None
            view = view_for(deal, seat)
            uniform = WorldSampler(view)
            sizes = [mask.bit_count() for mask in uniform.sample(rng)]
            allowed = dict(uniform.options)
            for carry in (1.0, 0.0):
                sampler = ImportanceSampler(view, tries=tries, carry=carry)
                for _ in range(3):
                    placed = sampler.weighted_sample(rng)
                    assert math.isfinite(sampler.last_log_weight)
                    assert [mask.bit_count() for mask in placed] == sizes
                    assert placed[seat] == uniform.know.hand
                    for place, fixed in enumerate(uniform.fixed):
                        assert fixed & ~placed[place] == 0
                    for card, where in allowed.items():
                        assert _places_of(sampler, placed)[[c for c, _ in sampler.options].index(card)] in where
                    world = sampler.world(rng, weighted=True)
                    assert view_for(world, seat).hand == view.hand
                    checked += 1
    assert checked > 80


def test_normalised_weights_sum_to_one_and_keep_the_ratios() -> None:
    """Self-normalised weights: they sum to 1, keep the ratios of the weights, and survive log weights far below 0
    (a likelihood of e^-800 would underflow as a plain float)."""
    weights = normalised_weights([-800.0, -800.0 + math.log(3.0), -800.0 + math.log(6.0)])
    assert sum(weights) == pytest.approx(1.0)
    assert weights == pytest.approx([0.1, 0.3, 0.6])


def test_the_weighted_draws_give_the_exact_posterior() -> None:
    """Late in beginners' deals, where the placements can be counted, the importance-weighted share of each placement
    over many single-proposal draws is the exact posterior, prior (uniform over the placements the facts allow) ×
    likelihood, worked out one placement at a time; the draws themselves (unweighted) are not (the proposal is not
    the posterior); several proposals carrying their mean weight give it too."""
    checked = 0
    for _deal, sampler, valid in _countable(range(12)):
        weights = {p: math.exp(sampler.model.log_weight(_placement(sampler, p))) for p in valid}
        total = sum(weights.values())
        if max(weights.values()) / total > 0.8 or max(weights.values()) == min(weights.values()):
            continue  # no spread to check
        exact = {p: w / total for p, w in weights.items()}
        for tries in (1, 3):
            sampler.tries = tries
            rng = random.Random(checked * 10 + tries)
            draws, logs = [], []
            for _ in range(300 * len(valid)):
                draws.append(sampler.weighted_sample(rng))
                logs.append(sampler.last_log_weight)
            counts: Counter[tuple[int, ...]] = Counter()
            normal = normalised_weights(logs)
            assert sum(normal) == pytest.approx(1.0)
            share: dict[tuple[int, ...], float] = {}
            for placed, w in zip(draws, normal, strict=True):
                places = _places_of(sampler, placed)
                counts[places] += 1
                share[places] = share.get(places, 0.0) + w
            assert set(counts) <= set(valid)
            distance = sum(abs(share.get(p, 0.0) - exact[p]) for p in valid) / 2
            assert distance < 0.08, (checked, tries, len(valid), distance)
            if tries == 1:
                plain = sum(abs(counts[p] / len(draws) - exact[p]) for p in valid) / 2
                assert plain > distance
        checked += 1
        if checked >= 2:
            break
    assert checked >= 2


def test_the_race_picks_each_proposal_in_proportion_to_its_weight() -> None:
    """With ``carry=0`` a draw is one of ``tries`` proposals, picked in proportion to likelihood / q by the Gumbel
    race with bounded likelihoods: given the same proposals every time, each is picked as often as its weight says."""
    _deal, sampler, valid = _countable(range(12), least=4, most=12)[0]
    proposals = [(_placement(sampler, p), -0.4 * i) for i, p in enumerate(valid)]  # log q made up, all < 0
    weights = [math.exp(sampler.model.log_weight(placed) - log_q) for placed, log_q in proposals]
    expected = [w / sum(weights) for w in weights]
    feed = itertools.cycle(proposals)
    sampler._deal = lambda rng: next(feed)  # type: ignore[method-assign]
    sampler.tries, sampler.carry = len(proposals), 0.0
    rng = random.Random(7)
    draws = 4000
    counts: Counter[tuple[int, ...]] = Counter()
    for _ in range(draws):
        counts[_places_of(sampler, sampler.weighted_sample(rng))] += 1
        assert sampler.last_log_weight == 0.0
    for places, share in zip(valid, expected, strict=True):
        assert counts[places] / draws == pytest.approx(share, abs=0.03)


def test_the_search_weighs_its_deals_by_their_importance_weights() -> None:
    """An estimate with log weights has the weighted mean of its deals; equal weights give the plain mean; the
    trusted choice compares the weighted mean difference with its standard error (delta method)."""
    plain = Estimate(total=30.0, samples=3, values=[0.0, 10.0, 20.0])
    assert plain.mean == 10.0
    same = Estimate(total=30.0, samples=3, values=[0.0, 10.0, 20.0], log_weights=[-5.0, -5.0, -5.0])
    assert same.mean == pytest.approx(10.0)
    heavy = Estimate(total=30.0, samples=3, values=[0.0, 10.0, 20.0], log_weights=[0.0, 0.0, math.log(8.0)])
    assert heavy.mean == pytest.approx(170.0 / 10.0)
    # Four deals: the best leads by 10 on the two heavy deals and loses 10 on the light ones.
    logs = [0.0, 0.0, math.log(9.0), math.log(9.0)]
    reference = Estimate(values=[0.0, 0.0, 0.0, 0.0], log_weights=logs, samples=4)
    best = Estimate(values=[-10.0, -10.0, 10.0, 10.0], log_weights=logs, samples=4)
    # weights 0.05, 0.05, 0.45, 0.45: mean difference 8, standard error sqrt(2×0.05²×18² + 2×0.45²×2²) = 1.8,
    # so the best leads by 4.4 standard errors
    assert best.mean == pytest.approx(8.0)
    assert trusted_choice([reference, best], 0, 4.3) == 1
    assert trusted_choice([reference, best], 0, 4.6) == 0
    # Unweighted, the same lead is 0.5 a deal with a standard error of 6.1: the reference is kept at 0.1.
    even = [Estimate(values=[0.0] * 4, samples=4), Estimate(total=2.0, values=[-10.0, -10.0, 10.0, 12.0], samples=4)]
    assert even[1].mean == pytest.approx(0.5)
    assert trusted_choice(even, 0, 0.1) == 0
    assert trusted_choice(even, 0, 0.05) == 1


def test_the_strong_level_samples_its_cards_by_importance_and_plays_legally() -> None:
    """``StrongPlayer(importance=1)`` samples its card decisions by ``ImportanceSampler`` (every other decision by
    ``WorldSampler``), ``importance_defence=1`` a defender's only, and both make only legal moves."""
    everywhere = StrongPlayer(0.02, time_limit=None, min_worlds=2, importance=1, importance_tries=4)
    defence = StrongPlayer(0.02, time_limit=None, min_worlds=2, importance_defence=1)
    kinds = set()
    for deal in decision_points(new_deal(4, 81), random.Random(2)):
        seat = deal.to_move
        assert seat is not None
        if deal.phase not in (Phase.BIDDING, Phase.DISCARD, Phase.TRICKS):
            continue
        view = view_for(deal, seat)
        tricks = deal.phase is Phase.TRICKS
        defender = tricks and seat != deal.taker
        assert isinstance(everywhere.worlds(view), ImportanceSampler) == tricks
        assert isinstance(defence.worlds(view), ImportanceSampler) == defender
        kinds.add((deal.phase, defender))
    assert len(kinds) == 4
    for strong, seed in ((everywhere, 1), (defence, 2)):
        deal = play_checked(new_deal(4, 62), [strong, BeginnerPlayer(), BeginnerPlayer(), strong], random.Random(seed))
        assert deal.phase.is_over
