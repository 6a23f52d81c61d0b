"""The strong taker's playouts solved deeper (``taker_solve``, issue 28): off by default, it solves the last k tricks
exactly in the playouts of the taker's card decisions, within a budget of its own, while the decision's budget counts
what the playouts would have cost without it (so the same deals are sampled)."""

from __future__ import annotations

import random

import pytest
from bot_helpers import beginners_until_card, new_deal

from tarot_tui.bots import StrongPlayer, strong
from tarot_tui.bots.rollout import rollout_card
from tarot_tui.bots.solver import Solver, seat_factor
from tarot_tui.bots.strong import END_SOLVE, Estimate, estimate_actions, finish_playout
from tarot_tui.bots.worlds import WorldSampler
from tarot_tui.engine import Action, Deal, Play, SeatView, view_for


def _heuristics_until(deal: Deal, left: int) -> tuple[Deal, int]:
    """A copy of ``deal`` played by the playouts' heuristics to the start of the trick with ``left`` tricks left, and
    the cards played."""
    deal = deal.copy()
    plays = 0
    while deal.trick_cards or deal.size - len(deal.tricks) > left:
        deal.play_unchecked(rollout_card(deal))
        plays += 1
    return deal, plays


def test_a_deep_playout_records_the_solvers_value_from_k_tricks_left_and_counts_the_shallow_work() -> None:
    deal = beginners_until_card(3, 8)
    taker = deal.taker
    assert taker is not None
    shallow, deep = Estimate(), Estimate()
    work, deep_work = finish_playout(deal.copy(), taker, shallow, END_SOLVE[4])
    assert deep_work == 0
    deep_play, deep_deep_work = finish_playout(deal.copy(), taker, deep, END_SOLVE[4], deep_tricks=5)
    # The value is the solver's at five tricks left, after the heuristics' cards up to there.
    at_five, _ = _heuristics_until(deal, 5)
    solver = Solver(at_five)
    assert deep.values == [seat_factor(at_five, taker) * solver.value()]
    assert deep.samples == 1 and deep.takes == 1 and deep.made == int(solver.made(solver.value()))
    # The budget's work is the playout's without the deep solve; the deep solve's positions are counted apart.
    assert deep_play == work
    assert deep_deep_work == solver.nodes // 4 > 0
    # The shallow playout solves from three tricks left.
    at_three, _ = _heuristics_until(deal, 3)
    assert shallow.values == [seat_factor(at_three, taker) * Solver(at_three).value()]


def _run(view: SeatView, candidates: list[Action], deep: int, deep_budget: int | None) -> list[Estimate]:
    """The candidates' estimates at a fixed budget of 5,000 units, ``deep`` tricks solved within ``deep_budget``."""
    return estimate_actions(
        view,
        candidates,
        random.Random(7),
        worlds=400,
        min_worlds=4,
        sampler=WorldSampler(view),
        solve_tricks=3,
        budget=5000,
        deep_tricks=deep,
        deep_budget=deep_budget,
    )


def test_deep_solves_keep_the_decisions_deals_and_change_some_values() -> None:
    """With a fixed budget the deep playouts (and shallower ones) sample as many deals (the same ones) as the level's;
    within its own budget every world is solved deep, past it the later worlds are solved as before."""
    changed = 0
    for seed in (3, 4, 5):
        deal = beginners_until_card(seed, 9)
        view = view_for(deal, deal.to_move)
        candidates: list[Action] = [Play(c) for c in view.legal]

        shallow = _run(view, candidates, 0, None)
        deep = _run(view, candidates, 4, None)
        assert [e.samples for e in deep] == [e.samples for e in shallow] > [4] * len(candidates)
        changed += sum(a.values != b.values for a, b in zip(shallow, deep, strict=True))
        assert [e.samples for e in _run(view, candidates, 2, None)] == [e.samples for e in shallow]
        # A deep budget of one unit: the first world is solved deep, every later one as before.
        first_only = _run(view, candidates, 4, 1)
        for s, d, f in zip(shallow, deep, first_only, strict=True):
            assert f.values == d.values[:1] + s.values[1:]
    assert changed > 0


def test_the_option_deepens_only_the_takers_card_decisions() -> None:
    player = StrongPlayer(0.1, time_limit=None, taker_solve=4)
    level = StrongPlayer(0.1, time_limit=None)
    deal = beginners_until_card(3, 9)
    taker = view_for(deal, deal.to_move)
    assert player.deep_tricks(taker, END_SOLVE[4]) == 4
    assert level.deep_tricks(taker, END_SOLVE[4]) == 0
    assert player.deep_tricks(taker, 4) == 0  # already solved that deep (a root solve)
    deal.play_unchecked(rollout_card(deal))
    defender = view_for(deal, deal.to_move)
    assert defender.seat != defender.taker and player.deep_tricks(defender, END_SOLVE[4]) == 0
    bidding = new_deal(4, 3)
    assert player.deep_tricks(view_for(bidding, bidding.to_move), END_SOLVE[4]) == 0


def test_the_taker_with_deep_playouts_still_plays_legal_reproducible_cards() -> None:
    deal = beginners_until_card(5, 9)
    view = view_for(deal, deal.to_move)
    player = StrongPlayer(0.05, time_limit=None, taker_solve=5, taker_solve_budget=1.0)
    first = player.choose(view, random.Random(2))
    assert isinstance(first, Play) and first.card in view.legal
    assert (
        StrongPlayer(0.05, time_limit=None, taker_solve=5, taker_solve_budget=1.0).choose(view, random.Random(2))
        == first
    )


def test_a_deep_solve_for_one_leader_only_solves_deep_when_that_seat_leads_at_the_cut() -> None:
    for seed in range(3, 40):  # a deal whose playout the deep and the shallow solve tell apart
        deal = beginners_until_card(seed, 8)
        taker = deal.taker
        assert taker is not None
        shallow, deep = Estimate(), Estimate()
        finish_playout(deal.copy(), taker, shallow, END_SOLVE[4])
        finish_playout(deal.copy(), taker, deep, END_SOLVE[4], deep_tricks=5)
        if deep.values != shallow.values:
            break
    assert deep.values != shallow.values
    leader = _heuristics_until(deal, 5)[0].to_move
    assert leader is not None
    led, other = Estimate(), Estimate()
    _, deep_work = finish_playout(deal.copy(), taker, led, END_SOLVE[4], deep_tricks=5, deep_leader=leader)
    assert led.values == deep.values and deep_work > 0
    _, none = finish_playout(deal.copy(), taker, other, END_SOLVE[4], deep_tricks=5, deep_leader=(leader + 1) % 4)
    assert other.values == shallow.values and none == 0


def test_a_shallower_solve_records_the_solvers_value_from_two_tricks_left_and_counts_the_levels_work() -> None:
    deal = beginners_until_card(3, 8)
    taker = deal.taker
    assert taker is not None
    level, fewer = Estimate(), Estimate()
    work, _ = finish_playout(deal.copy(), taker, level, END_SOLVE[4])
    counted, extra = finish_playout(deal.copy(), taker, fewer, END_SOLVE[4], deep_tricks=2)
    at_two, _ = _heuristics_until(deal, 2)
    assert fewer.values == [seat_factor(at_two, taker) * Solver(at_two).value()]
    assert counted == work  # the budget counts the level's playout (its three-trick solve made for the count)
    assert extra > 0  # the heuristics' fourth-last trick and the two-trick solve
    player = StrongPlayer(0.1, time_limit=None, taker_solve=2)
    view = view_for(deal, deal.to_move)
    assert player.deep_tricks(view, END_SOLVE[4]) == 2
    assert player.deep_tricks(view, 4) == 0  # a root solve stays one


def test_taker_public_plays_only_the_takers_playouts_from_the_public_voids(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[int | None, bool]] = []

    def spy(view: SeatView, candidates: list[Action], rng: random.Random, **options: object) -> list[Estimate]:
        seen.append((view.seat, bool(options["public_voids"])))
        return [Estimate(total=float(i), samples=1, values=[float(i)]) for i in range(len(candidates))]

    monkeypatch.setattr(strong, "estimate_actions", spy)
    deal = beginners_until_card(3, 9)
    taker = deal.taker
    player = StrongPlayer(0.1, time_limit=None, taker_public=1, margin=0)
    player.choose(view_for(deal, deal.to_move), random.Random(1))
    deal.play_unchecked(rollout_card(deal))
    while deal.hands[deal.to_move].bit_count() and len(view_for(deal, deal.to_move).legal) < 2:
        deal.play_unchecked(rollout_card(deal))
    player.choose(view_for(deal, deal.to_move), random.Random(1))
    assert seen[0] == (taker, True)
    assert seen[-1][0] != taker and seen[-1][1] is False
