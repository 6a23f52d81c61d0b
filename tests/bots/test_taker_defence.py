"""The model of the strong defence in the taker's playouts (``taker_defence``, issue 28): off by default, it plays the
defenders of the playouts of the taker's card decisions by ``defence_model.model_card`` instead of the club heuristics;
the taker's own cards, the solved tricks and every other decision stay the level's."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pytest
from bot_helpers import beginners_until_card

from tarot_tui.bots import StrongPlayer, strong
from tarot_tui.bots.defence_model import (
    FEATURES,
    WEIGHTS,
    Context,
    SampledDefence,
    card_features,
    log_chance_of,
    model_card,
    model_card_of,
    sampled_card_of,
)
from tarot_tui.bots.policy import choose_card, distinct_plays
from tarot_tui.bots.rollout import rollout_card, table_of
from tarot_tui.bots.strong import END_SOLVE, Estimate, finish_playout
from tarot_tui.engine import Card, Deal, Play, cards_of, view_for


def test_the_model_plays_a_legal_card_and_its_features_fit_the_weights() -> None:
    assert len(WEIGHTS) == len(FEATURES)
    for seed in (3, 5, 8):
        deal = beginners_until_card(seed, 12, taker=False, choice=True)
        table = table_of(deal)
        context = Context(table, choose_card(table))
        for card in range(78):
            if table.legal >> card & 1:
                assert len(card_features(table, card, context)) == len(FEATURES)
        assert deal.legal_plays() >> model_card(deal) & 1


def test_with_only_the_beginners_feature_the_model_is_the_beginner() -> None:
    only_beginner = (1.0,) + (0.0,) * (len(FEATURES) - 1)
    for seed in (3, 5, 8, 13):
        deal = beginners_until_card(seed, 10, taker=False, choice=True)
        table = table_of(deal)
        assert model_card_of(table, only_beginner) == choose_card(table) == rollout_card(deal)


def _recording(calls: list[tuple[int, int]], inner: Callable[[Deal], Card] = rollout_card) -> Callable[[Deal], Card]:
    """A defence that records (seat, taker) at each call and plays ``inner``'s card."""

    def defence(deal: Deal) -> Card:
        assert deal.to_move is not None and deal.taker is not None
        calls.append((deal.to_move, deal.taker))
        return inner(deal)

    return defence


def test_the_defence_plays_only_the_defenders_cards_before_the_solved_tricks() -> None:
    deal = beginners_until_card(3, 12)
    taker = deal.taker
    assert taker is not None
    level, hooked = Estimate(), Estimate()
    work, _ = finish_playout(deal.copy(), taker, level, END_SOLVE[4])
    calls: list[tuple[int, int]] = []
    hooked_work, _ = finish_playout(deal.copy(), taker, hooked, END_SOLVE[4], defence=_recording(calls))
    # The heuristics' card through the hook: the same playout, the same work.
    assert hooked.values == level.values and hooked_work == work
    # Called for the three defenders only, once for each of their cards up to the three tricks solved (less the ones
    # they played to the trick in progress).
    assert calls and all(seat != t for seat, t in calls)
    assert len(calls) == 3 * (12 - END_SOLVE[4]) - len(deal.trick_cards)


def test_the_model_changes_some_playouts() -> None:
    changed = 0
    for seed in (3, 4, 5, 6):
        deal = beginners_until_card(seed, 14)
        taker = deal.taker
        assert taker is not None
        level, model = Estimate(), Estimate()
        finish_playout(deal.copy(), taker, level, END_SOLVE[4])
        finish_playout(deal.copy(), taker, model, END_SOLVE[4], defence=model_card)
        changed += level.values != model.values
    assert changed


def test_only_the_takers_card_decisions_use_it_and_off_by_default() -> None:
    assert not StrongPlayer().taker_defence and not StrongPlayer().defence_defence
    option = StrongPlayer(0.1, time_limit=None, taker_defence=1)
    taker_view = view_for(*_at(beginners_until_card(3, 12)))
    defender_view = view_for(*_at(beginners_until_card(3, 12, taker=False)))
    assert option.playout_defence(taker_view) is model_card
    assert option.playout_defence(defender_view) is None
    assert StrongPlayer().playout_defence(taker_view) is None
    both = StrongPlayer(defence_defence=1)
    assert both.playout_defence(defender_view) is model_card and both.playout_defence(taker_view) is None


def _at(deal: Deal) -> tuple[Deal, int]:
    assert deal.to_move is not None
    return deal, deal.to_move


@pytest.mark.parametrize("seed", [3, 5])
def test_a_defenders_decision_is_the_levels_and_the_takers_playouts_meet_the_model(
    monkeypatch: pytest.MonkeyPatch, seed: int
) -> None:
    defender = beginners_until_card(seed, 13, taker=False, choice=True)
    view = view_for(*_at(defender))
    level = StrongPlayer(0.1, time_limit=None).choose(view, random.Random(seed))
    assert StrongPlayer(0.1, time_limit=None, taker_defence=1).choose(view, random.Random(seed)) == level
    # At the taker's card decision every playout's defender card goes through the model.
    calls: list[tuple[int, int]] = []
    monkeypatch.setattr(strong, "model_card", _recording(calls, model_card))
    taker = beginners_until_card(seed, 13, choice=True)
    chosen = StrongPlayer(0.1, time_limit=None, taker_defence=1).choose(view_for(*_at(taker)), random.Random(seed))
    assert isinstance(chosen, Play) and taker.legal_plays() >> chosen.card & 1
    assert calls and all(seat != t for seat, t in calls)


def test_the_sampled_defence_draws_among_the_classes_by_the_models_odds() -> None:
    deal = beginners_until_card(5, 15, taker=False, choice=True)
    table = table_of(deal)
    classes = distinct_plays(table.legal, table.hand, table.gone)
    assert len(classes) > 1
    rng = random.Random(1)
    # Only the beginner's feature, weighted heavily: the beginner's card (its class) nearly always.
    sure = (50.0,) + (0.0,) * (len(FEATURES) - 1)
    assert {sampled_card_of(table, rng, sure) for _ in range(50)} == {choose_card(table)}
    # No weight: every class alike.
    flat = (0.0,) * len(FEATURES)
    assert {sampled_card_of(table, rng, flat) for _ in range(400)} == set(classes)
    # A sharpness of 50 on the beginner's weight alone is the same as a weight of 50.
    only = (1.0,) + (0.0,) * (len(FEATURES) - 1)
    assert {sampled_card_of(table, rng, only, 50.0) for _ in range(50)} == {choose_card(table)}


def test_the_sampled_defence_repeats_its_draws_for_each_candidate_of_a_sampled_deal() -> None:
    deal = beginners_until_card(3, 14)
    taker = deal.taker
    assert taker is not None
    defence = SampledDefence()
    values = []
    for _ in range(2):
        defence.reseed(7)
        estimate = Estimate()
        finish_playout(deal.copy(), taker, estimate, END_SOLVE[4], defence=defence)
        values.append(estimate.values)
    assert values[0] == values[1]
    option = StrongPlayer(0.1, time_limit=None, taker_defence=1, defence_sample=4)
    sampled = option.playout_defence(view_for(*_at(deal)))
    assert isinstance(sampled, SampledDefence) and sampled.sharpness == 4


def test_the_models_chance_of_each_class_sums_to_one_and_equivalent_cards_share_it() -> None:
    deal = beginners_until_card(5, 15, taker=False, choice=True)
    table = table_of(deal)
    classes = distinct_plays(table.legal, table.hand, table.gone)
    assert len(classes) > 1
    chances = [math.exp(log_chance_of(table, card)) for card in classes]
    assert sum(chances) == pytest.approx(1.0)
    # Every legal card gets its class's chance (a run of equivalent cards is one choice, R9.4).
    for card in cards_of(table.legal):
        start = max(c for c in classes if c <= card)
        assert log_chance_of(table, card) == pytest.approx(log_chance_of(table, start))
    # Sharper odds favour the most likely class more; a forced play tells nothing.
    best = max(classes, key=lambda card: log_chance_of(table, card))
    assert log_chance_of(table, best, 4.0) > log_chance_of(table, best)
    forced = table_of(deal)
    forced.legal = 1 << classes[0]
    assert log_chance_of(forced, classes[0]) == 0.0
