"""A minimum lead in points before the strong taker's search overrules the beginner's card (``trust_points``, issue 28):
off by default, it asks the search's best card to lead the beginner's by more than x points of the taker's score, on
top of ``TAKER_MARGIN`` standard errors, so that a small but steady lead keeps the beginner's card."""

from __future__ import annotations

import random

import pytest
from bot_helpers import beginners_until_card

from tarot_tui.bots import StrongPlayer, strong
from tarot_tui.bots.beginner import beginner_card
from tarot_tui.bots.strong import ROOT_SOLVE, Estimate, trusted_choice
from tarot_tui.engine import Action, Play, SeatView, view_for


def _steady(base: list[float], lead: float) -> Estimate:
    """``base`` plus ``lead`` in every deal, give or take one point: a lead of ``lead`` with a standard error well below
    one point."""
    values = [b + lead + (1.0 if i % 2 else -1.0) for i, b in enumerate(base)]
    return Estimate(total=sum(values), samples=len(values), values=values)


BASE = [float(v) for v in (60, -90, 120, 30, -45, 75, 15, -150, 90, 0, 45, -30, 105, -60, 30, 60, 150, -15, 0, 45, 90)]
"""21 deals' scores for the reference card: the lead of +4 over 21 deals of the eleventh session's diagnosis."""


def _of(values: list[float]) -> Estimate:
    return Estimate(total=sum(values), samples=len(values), values=list(values))


def test_a_small_steady_lead_is_not_trusted_a_big_one_is() -> None:
    reference, small, big = _of(BASE), _steady(BASE, 4.0), _steady(BASE, 25.0)
    # Without the option (the level) a steady +4 overrules the reference: far more than 2 standard errors.
    assert trusted_choice([reference, small], 0, 2.0) == 1
    assert trusted_choice([reference, small], 0, 2.0, 0.0) == 1
    # With a minimum of 10 points it does not; +25 still does.
    assert trusted_choice([reference, small], 0, 2.0, 10.0) == 0
    assert trusted_choice([reference, big], 0, 2.0, 10.0) == 1
    assert trusted_choice([small, reference], 1, 2.0, 10.0) == 1
    # The points add to the margin, they do not replace it: a big but noisy lead stays untrusted.
    lucky = _of([*BASE[:-1], BASE[-1] + 21 * 25.0])  # +25 at the mean, all of it in one deal
    assert trusted_choice([reference, lucky], 0, 2.0, 10.0) == 0
    assert trusted_choice([reference, lucky], 0, 0.0, 10.0) == 1  # no margin: the points only


def test_the_points_hold_for_importance_weighted_estimates_too() -> None:
    weights = [0.0] * len(BASE)
    reference, small, big = _of(BASE), _steady(BASE, 4.0), _steady(BASE, 25.0)
    for estimate in (reference, small, big):
        estimate.log_weights = list(weights)
    assert trusted_choice([reference, small], 0, 2.0) == 1
    assert trusted_choice([reference, small], 0, 2.0, 10.0) == 0
    assert trusted_choice([reference, big], 0, 2.0, 10.0) == 1


def _spy_leading_by(monkeypatch: pytest.MonkeyPatch, lead: float) -> None:
    """Make every search find the first card other than the beginner's (its class of equivalent cards) better by a
    steady ``lead`` over 21 deals."""

    def spy(view: SeatView, candidates: list[Action], rng: random.Random, **options: object) -> list[Estimate]:
        club = beginner_card(view)
        cards = [c.card for c in candidates if isinstance(c, Play)]
        reference = max(i for i, card in enumerate(cards) if card <= club)
        other = next(i for i in range(len(cards)) if i != reference)
        return [_steady(BASE, lead) if i == other else _of(BASE) for i in range(len(candidates))]

    monkeypatch.setattr(strong, "estimate_actions", spy)


@pytest.mark.parametrize("seed", [3, 11])
def test_the_taker_keeps_the_beginners_card_on_a_small_lead_and_follows_a_big_one(
    monkeypatch: pytest.MonkeyPatch, seed: int
) -> None:
    deal = beginners_until_card(seed, 15, taker=True, choice=True)
    view = view_for(deal, deal.to_move)
    assert len(view.hand) > ROOT_SOLVE[4]
    club = beginner_card(view)
    _spy_leading_by(monkeypatch, 4.0)
    level = StrongPlayer(0.1, time_limit=None).choose(view, random.Random(1))
    option = StrongPlayer(0.1, time_limit=None, trust_points=10).choose(view, random.Random(1))
    assert isinstance(level, Play) and isinstance(option, Play)
    assert level.card != club  # the level overrules the beginner on +4 ± 1
    assert option.card == club  # the option does not
    _spy_leading_by(monkeypatch, 25.0)
    assert StrongPlayer(0.1, time_limit=None, trust_points=10).choose(view, random.Random(1)) == level


def test_the_points_are_for_the_taker_only(monkeypatch: pytest.MonkeyPatch) -> None:
    deal = beginners_until_card(3, 15, taker=False, choice=True)
    view = view_for(deal, deal.to_move)
    club = beginner_card(view)
    _spy_leading_by(monkeypatch, 4.0)
    # A defender searched with a margin (``defence_margin``) still follows a steady small lead.
    chosen = StrongPlayer(0.1, time_limit=None, defence_margin=2.0, trust_points=10).choose(view, random.Random(1))
    assert isinstance(chosen, Play) and chosen.card != club


def test_off_by_default_is_the_level(monkeypatch: pytest.MonkeyPatch) -> None:
    assert StrongPlayer().trust_points == 0
    points: list[float] = []
    real = strong.trusted_choice

    def spy(estimates: list[Estimate], reference: int, margin: float, points_: float = 0.0) -> int:
        points.append(points_)
        return real(estimates, reference, margin, points_)

    monkeypatch.setattr(strong, "trusted_choice", spy)
    for seed in (3, 11, 19):
        deal = beginners_until_card(seed, 14, taker=True, choice=True)
        view = view_for(deal, deal.to_move)
        level = StrongPlayer(0.1, time_limit=None).choose(view, random.Random(seed))
        explicit = StrongPlayer(0.1, time_limit=None, trust_points=0).choose(view, random.Random(seed))
        assert level == explicit
    assert points and all(p == 0.0 for p in points)
