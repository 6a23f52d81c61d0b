"""Policy-based inference (``bots.belief``): the model of the other players and the chain that samples by it."""

from __future__ import annotations

import math
import random

import pytest
from belief_checks import assert_samples_the_posterior
from bot_helpers import decision_points, new_deal, play_checked

from tarot_tui.bots import BeginnerPlayer, StrongPlayer
from tarot_tui.bots.belief import CARD_SLIP, ActionModel, BeliefSampler
from tarot_tui.bots.worlds import WorldSampler
from tarot_tui.engine import CardSet, Deal, Phase, Play, SeatView, view_for

_PRE_TRICKS = (Phase.BIDDING, Phase.CALL, Phase.DISCARD)


def _truth(view: SeatView, deal: Deal) -> list[CardSet]:
    """The true placement in the samplers' terms: the hands and the hidden chien or écart."""
    extra = deal.chien
    if deal.contract is not None and deal.contract.chien_shown and view.phase not in _PRE_TRICKS:
        extra = deal.ecart
    return [*deal.hands, extra]


def _misses(view: SeatView, deal: Deal, **slips: float) -> float:
    """The model's log-likelihood of the true placement with every card the club card counted as 0: only the
    deviations from the club heuristics (a bid, an écart card, a poignée or a card) count."""
    model = ActionModel(view, WorldSampler(view), **slips)
    model.card_hits = [0.0] * view.players
    return model.log_weight(_truth(view, deal))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_beginners_never_deviate_from_the_model_on_the_true_deal(players: int) -> None:
    """At every decision of deals played by beginners, the true hands explain every bid (R4), écart (R6.2),
    poignée (R7) and card (R9.4) of the other seats exactly as the club heuristics would make them."""
    views = cards = 0
    for seed in range(4):
        for deal in decision_points(new_deal(players, 900 + seed), random.Random(seed)):
            seat = deal.to_move
            assert seat is not None
            if deal.phase not in (Phase.BIDDING, Phase.TRICKS):
                continue
            view = view_for(deal, seat)
            assert _misses(view, deal) == 0.0
            views += 1
            cards += len(ActionModel(view, WorldSampler(view)).decisions)
    assert views > 100 and cards > 300


def _one_card_off(taker: bool) -> tuple[Deal, int]:
    """A 4-player deal played by beginners into its third trick, where one card of the taker (or of a defender) was
    another legal card than the club card (R9.4 allows it); and that seat."""
    deal = new_deal(4, 77)
    rng = random.Random(1)
    beginner = BeginnerPlayer()
    deviated = None
    while deal.phase is not Phase.TRICKS or len(deal.tricks) < 2:
        seat = deal.to_move
        assert seat is not None
        view = view_for(deal, seat)
        action = beginner.choose(view, rng)
        if (
            deviated is None
            and deal.phase is Phase.TRICKS
            and (seat == deal.taker) == taker
            and isinstance(action, Play)
            and len(view.legal) > 1
        ):
            action = Play(next(c for c in view.legal if c != action.card))
            deviated = seat
        deal.apply(action)
    assert deviated is not None
    return deal, deviated


def test_a_card_off_the_club_policy_is_a_deviation_on_the_true_deal() -> None:
    """A defender who plays another card than the club card (R9.4 allows it) is one deviation for the others."""
    deal, deviated = _one_card_off(taker=False)
    watcher = next(s for s in range(4) if s != deviated)
    assert _misses(view_for(deal, watcher), deal) == pytest.approx(math.log(CARD_SLIP))
    # The taker's own slip does not touch a defender's card.
    assert _misses(view_for(deal, watcher), deal, taker_slip=0.3) == pytest.approx(math.log(CARD_SLIP))


def test_the_takers_cards_are_read_with_their_own_slip() -> None:
    deal, deviated = _one_card_off(taker=True)
    watcher = next(s for s in range(4) if s != deviated)
    view = view_for(deal, watcher)
    assert _misses(view, deal) == pytest.approx(math.log(CARD_SLIP))
    assert _misses(view, deal, taker_slip=0.3) == pytest.approx(math.log(0.3))
    # The model of the strong defence reads the defenders only: the taker's card is still one slip.
    model = ActionModel(view, WorldSampler(view), taker_slip=0.3, defence_model=1.0)
    model.card_hits = [0.0] * view.players
    assert model.seat_term(deviated, _truth(view, deal)) == pytest.approx(math.log(0.3))


def test_the_model_of_the_strong_defence_reads_the_defenders_cards_by_its_odds() -> None:
    """With ``defence_model`` a defender's cards weigh by the model's chance of each (a log of at most 0, finite:
    no card is impossible), where the club model counts a club card as likely as its hit allows."""
    deal, _ = _one_card_off(taker=False)
    taker = deal.taker
    assert taker is not None
    view = view_for(deal, taker)
    truth = _truth(view, deal)
    club = ActionModel(view, WorldSampler(view))
    model = ActionModel(view, WorldSampler(view), defence_model=1.0)
    sharper = ActionModel(view, WorldSampler(view), defence_model=3.0)
    defenders = [s for s in range(4) if s != taker]
    for seat in defenders:
        assert -math.inf < model.seat_term(seat, truth) <= 0.0
    assert any(model.seat_term(s, truth) != club.seat_term(s, truth) for s in defenders)
    assert any(sharper.seat_term(s, truth) != model.seat_term(s, truth) for s in defenders)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_chain_keeps_to_what_the_view_shows(players: int) -> None:
    """Every placement of the chain fills each place with as many cards as it holds, keeps the cards known to be
    somewhere there, and puts no card where the public play says it cannot be; its deals show the seat the same
    view."""
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
            sampler = BeliefSampler(view, burn=40, thin=6)
            uniform = WorldSampler(view)
            sizes = [mask.bit_count() for mask in uniform.sample(rng)]
            allowed = dict(uniform.options)
            for _ in range(4):
                placed = sampler.weighted_sample(rng)
                assert [mask.bit_count() for mask in placed] == sizes
                for place, fixed in enumerate(uniform.fixed):
                    assert fixed & ~placed[place] == 0
                for card, where in allowed.items():
                    place = next(p for p, mask in enumerate(placed) if mask >> card & 1)
                    assert place in where
                world = sampler.world(rng, weighted=True)
                assert view_for(world, seat).hand == view.hand
                checked += 1
    assert checked > 40


def test_the_chain_finds_the_cards_the_play_shows() -> None:
    """Late in beginners' deals, the chain gives the true place of the hidden cards a higher probability than the
    uniform sampler does, on average over the decisions (the play of the club heuristics shows their hands)."""
    gains = []
    for seed in range(3):
        positions = decision_points(new_deal(4, 40 + seed), random.Random(seed))
        for deal in [d for d in positions if d.phase is Phase.TRICKS and 6 <= len(d.tricks) <= 12][::6]:
            seat = deal.to_move
            assert seat is not None
            view = view_for(deal, seat)
            truth = _truth(view, deal)
            score = {}
            for name, sampler in (("uniform", WorldSampler(view)), ("belief", BeliefSampler(view))):
                rng = random.Random(f"{seed}:{name}")
                draws = [sampler.weighted_sample(rng) if name == "belief" else sampler.sample(rng) for _ in range(30)]
                total = 0.0
                for card, where in sampler.options:
                    place = next(p for p, mask in enumerate(truth) if mask >> card & 1)
                    hits = sum(1 for placed in draws if placed[place] >> card & 1)
                    total += math.log((hits + 0.5) / (len(draws) + 0.5 * len(where)))
                score[name] = total
            gains.append(score["belief"] - score["uniform"])
    assert len(gains) >= 5
    assert sum(gains) / len(gains) > 1.0


def test_the_strong_level_plays_legally_with_the_belief_sampler() -> None:
    """``StrongPlayer(belief=1)`` samples by ``BeliefSampler`` and makes only legal moves."""
    strong = StrongPlayer(0.02, time_limit=None, min_worlds=2, belief=1)
    assert strong.worlds is BeliefSampler
    for seed in range(2):
        deal = play_checked(
            new_deal(4, 60 + seed), [strong, BeginnerPlayer(), BeginnerPlayer(), strong], random.Random(seed)
        )
        assert deal.phase.is_over


def test_without_evidence_the_chain_visits_every_placement_alike() -> None:
    """With a likelihood of 1 everywhere, the chain of swaps (with its Hastings correction) samples every placement
    the public facts allow equally often, late in a deal where they can be counted."""
    import itertools
    from collections import Counter

    def placements(sampler: BeliefSampler) -> list[tuple[int, ...]]:
        rooms = sampler.free_rooms
        return [
            places
            for places in itertools.product(*(where for _, where in sampler.options))
            if all(places.count(p) == rooms[p] for p in range(len(rooms)))
        ]

    for deal in decision_points(new_deal(4, 11), random.Random(3)):
        if deal.phase is Phase.TRICKS and len(deal.tricks) >= 14:
            seat = deal.to_move
            assert seat is not None
            sampler = BeliefSampler(view_for(deal, seat), burn=20, thin=4, jump=0)
            if math.prod(len(where) for _, where in sampler.options) > 20_000:
                continue  # too many to count one by one (enumerating them took minutes)
            valid = placements(sampler)
            if 10 <= len(valid) <= 120:
                break
    else:
        raise AssertionError("no position with a countable number of placements")
    sampler.model.bounded_term = lambda seat, placed, floor: 0.0  # type: ignore[method-assign]
    cards = [card for card, _ in sampler.options]
    rng = random.Random(5)
    draws = 400 * len(valid)
    counts: Counter[tuple[int, ...]] = Counter()
    for _ in range(draws):
        placed = sampler.weighted_sample(rng)
        counts[tuple(next(p for p, m in enumerate(placed) if m >> c & 1) for c in cards)] += 1
    assert set(counts) == set(valid)
    for places in valid:
        assert counts[places] == pytest.approx(400, rel=0.3)


def test_the_chain_with_its_jumps_samples_the_posterior() -> None:
    """Late in beginners' deals, where the placements can be counted, the chain (swaps and bounded jumps) draws each
    placement about as often as prior × likelihood says: the exact posterior, worked out one placement at a time."""
    assert_samples_the_posterior(lambda view: BeliefSampler(view, burn=30, thin=3, jump=4))


def test_belief_in_defence_only_samples_by_the_chain_for_a_defenders_cards() -> None:
    """``StrongPlayer(belief_defence=1)`` samples a defender's card decisions by ``BeliefSampler`` and every other
    decision (the bids, the taker's écart and cards) by ``WorldSampler``, and plays legally."""
    strong = StrongPlayer(0.02, time_limit=None, min_worlds=2, belief_defence=1)
    kinds = set()
    for deal in decision_points(new_deal(4, 81), random.Random(2)):
        seat = deal.to_move
        assert seat is not None
        if deal.phase not in (Phase.BIDDING, Phase.DISCARD, Phase.TRICKS):
            continue
        sampler = strong.worlds(view_for(deal, seat))
        defender = deal.phase is Phase.TRICKS and seat != deal.taker
        assert isinstance(sampler, BeliefSampler) == defender
        kinds.add((deal.phase, defender))
    assert len(kinds) == 4
    deal = play_checked(new_deal(4, 62), [strong, BeginnerPlayer(), BeginnerPlayer(), strong], random.Random(1))
    assert deal.phase.is_over
