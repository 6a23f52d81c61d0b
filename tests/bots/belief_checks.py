"""Checks shared by the belief samplers' tests (``BeliefSampler``, ``PooledChains``): a draw fits its view, and the
draws follow the exact posterior where the placements can be counted."""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Callable, Iterator
from typing import TypeVar

from bot_helpers import decision_points, new_deal

from tarot_tui.bots.belief import BeliefSampler
from tarot_tui.bots.worlds import WorldSampler
from tarot_tui.engine import CardSet, Deal, Phase, SeatView, view_for

Sampler = TypeVar("Sampler", bound=WorldSampler)


def assert_fits_the_view(sampler: WorldSampler, placed: list[CardSet], seat: int) -> None:
    """``placed`` fits the sampler's view: each place as full as it is, the known cards where they are, every hidden
    card where the public play allows it (voids and trump ceilings shown, R9.4; the chien with the taker, R6.1)."""
    uniform = WorldSampler(sampler.view)
    assert [m.bit_count() for m in placed] == [m.bit_count() for m in uniform.sample(random.Random(0))]
    assert placed[seat] == uniform.know.hand
    for place, fixed in enumerate(uniform.fixed):
        assert fixed & ~placed[place] == 0
    for card, where in uniform.options:
        assert [p for p, m in enumerate(placed) if m >> card & 1] in [[w] for w in where]


def card_decisions(deal: Deal, seat: int) -> list[Deal]:
    """The points of ``deal`` (played on by beginners) where ``seat`` is to play a card."""
    return [d for d in decision_points(deal.copy(), random.Random(7)) if d.phase is Phase.TRICKS and d.to_move == seat]


def countable_positions(
    make: Callable[[SeatView], Sampler], seed: int, least: int = 6, most: int = 40
) -> Iterator[tuple[Deal, int, Sampler, list[tuple[int, ...]]]]:
    """The positions late in a beginners' deal (seed ``500 + seed``, 4 players) whose placements can be counted
    (``least`` to ``most`` of them): the deal, the seat to play, the sampler ``make`` builds for its view, and every
    placement of the hidden cards that fills each place's free room."""
    for deal in decision_points(new_deal(4, 500 + seed), random.Random(seed)):
        if deal.phase is not Phase.TRICKS or len(deal.tricks) < 13:
            continue
        seat = deal.to_move
        assert seat is not None
        sampler = make(view_for(deal, seat))
        if math.prod(len(where) for _, where in sampler.options) > 5_000:
            continue
        rooms = sampler.free_rooms
        valid = [
            places
            for places in itertools.product(*(where for _, where in sampler.options))
            if all(places.count(p) == rooms[p] for p in range(len(rooms)))
        ]
        if least <= len(valid) <= most:
            yield deal, seat, sampler, valid


def assert_samples_the_posterior(make: Callable[[SeatView], BeliefSampler]) -> None:
    """Late in beginners' deals, where the placements can be counted (6 to 40 of them, with some spread in their
    weights), the draws of the sampler ``make`` builds for the seat to play follow prior × likelihood, the exact
    posterior worked out one placement at a time: within 0.08 in total variation, at two such decisions."""
    checked = 0
    for seed in range(12):
        for _deal, seat, sampler, valid in countable_positions(make, seed):
            cards = [card for card, _ in sampler.options]
            weights = {}
            for places in valid:
                placed = list(sampler.fixed)
                for card, place in zip(cards, places, strict=True):
                    placed[place] |= 1 << card
                placed[seat] = sampler.know.hand
                placed[len(placed) - 1] |= sampler.fixed_extra
                weights[places] = math.exp(sampler.model.log_weight(placed))
            total = sum(weights.values())
            if max(weights.values()) / total > 0.8 or max(weights.values()) == min(weights.values()):
                continue  # no spread to check
            rng = random.Random(seed)
            draws = 150 * len(valid)
            counts: Counter[tuple[int, ...]] = Counter()
            for _ in range(draws):
                placed = sampler.weighted_sample(rng)
                counts[tuple(next(p for p, m in enumerate(placed) if m >> c & 1) for c in cards)] += 1
            distance = sum(abs(counts[p] / draws - weights[p] / total) for p in valid) / 2
            assert distance < 0.08, (seed, len(valid), distance)
            checked += 1
            break
        if checked >= 2:
            break
    assert checked >= 2
