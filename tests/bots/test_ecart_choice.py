"""The strong taker's écart with ``ecart_margin`` and ``ecart_budget`` (issue 28, thirteenth session): off by default;
the margin keeps the club écart unless the search's best leads it by more than that many standard errors of their
paired difference (R6.2: the écart itself is the taker's choice), the budget multiplies the écart's playouts."""

from __future__ import annotations

import random

import pytest
from bot_helpers import new_deal

from tarot_tui.bots import BeginnerPlayer, StrongPlayer, strong
from tarot_tui.bots.policy import ecart_for
from tarot_tui.bots.strong import Estimate
from tarot_tui.engine import Action, Deal, Discard, Phase, SeatView, cards_of, cardset, view_for


def _at_the_ecart(seed: int) -> Deal:
    """A four-player deal whose beginners' bidding ended in a Prise or a Garde: the taker to make his écart."""
    while True:
        deal = new_deal(4, seed)
        rng = random.Random(seed)
        while deal.phase is Phase.BIDDING:
            seat = deal.to_move
            assert seat is not None
            deal.apply(BeginnerPlayer().choose(view_for(deal, seat), rng))
        if deal.phase is Phase.DISCARD:
            return deal
        seed += 1000


def _of(values: list[float]) -> Estimate:
    return Estimate(total=sum(values), samples=len(values), values=list(values))


BASE = [float(v) for v in (60, -90, 120, 30, -45, 75, 15, -150, 90, 0, 45, -30, 105, -60, 30, 60, 150, -15, 0, 45)]


def _spy(monkeypatch: pytest.MonkeyPatch, lead: list[float], budgets: list[object]) -> None:
    """Every search finds the last candidate ahead of the others (the club écart, the first, among them) by ``lead``
    deal by deal, and records the budget it was given."""

    def spy(view: SeatView, candidates: list[Action], rng: random.Random, **options: object) -> list[Estimate]:
        budgets.append(options["budget"])
        best = _of([b + d for b, d in zip(BASE, lead, strict=True)])
        return [best if i == len(candidates) - 1 else _of(BASE) for i in range(len(candidates))]

    monkeypatch.setattr(strong, "estimate_actions", spy)


STEADY = [10.0 + (1.0 if i % 2 else -1.0) for i in range(len(BASE))]
"""+10 a deal, give or take one point: far more than any margin's standard errors."""
NOISY = [200.0 if i == 0 else 0.0 for i in range(len(BASE))]
"""+10 at the mean, all of it in one deal: less than one standard error."""


@pytest.mark.parametrize("seed", [2, 9])
def test_the_margin_keeps_the_club_ecart_on_a_noisy_lead_and_follows_a_steady_one(
    monkeypatch: pytest.MonkeyPatch, seed: int
) -> None:
    deal = _at_the_ecart(seed)
    view = view_for(deal, deal.to_move)
    club = Discard(ecart_for(cardset(view.hand), cardset(view.discard_candidates), view.chien_size, 0))
    budgets: list[object] = []
    _spy(monkeypatch, NOISY, budgets)
    level = StrongPlayer(0.25, time_limit=None).choose(view, random.Random(1))
    careful = StrongPlayer(0.25, time_limit=None, ecart_margin=1).choose(view, random.Random(1))
    assert level != club  # the level takes the best mean, however noisy
    assert careful == club
    _spy(monkeypatch, STEADY, budgets)
    assert StrongPlayer(0.25, time_limit=None, ecart_margin=1).choose(view, random.Random(1)) == level
    assert isinstance(level, Discard) and len(level.cards) == view.chien_size
    assert set(level.cards) <= set(cards_of(cardset(view.discard_candidates)))


def test_the_ecart_budget_multiplies_the_decisions_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    deal = _at_the_ecart(4)
    view = view_for(deal, deal.to_move)
    budgets: list[object] = []
    _spy(monkeypatch, STEADY, budgets)
    StrongPlayer(0.25, time_limit=None).choose(view, random.Random(1))
    StrongPlayer(0.25, time_limit=None, ecart_budget=4).choose(view, random.Random(1))
    level = StrongPlayer(0.25, time_limit=None).budget
    assert budgets == [level, 4 * level]


def test_a_real_search_with_both_options_gives_a_valid_ecart() -> None:
    deal = _at_the_ecart(5)
    view = view_for(deal, deal.to_move)
    choice = StrongPlayer(0.02, time_limit=None, min_worlds=2, ecart_margin=1, ecart_budget=2).choose(
        view, random.Random(3)
    )
    assert isinstance(choice, Discard)
    deal.apply(choice)  # the engine accepts it (R6.2)
    assert deal.phase is not Phase.DISCARD
