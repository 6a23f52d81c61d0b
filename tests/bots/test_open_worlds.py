"""The strong level's sampler seam (``StrongPlayer(worlds=...)``) and the open-cards hero of ``benchmarks/strong.py``,
whose sampled deals are the true deal (a benchmark bound, never a level of the app)."""

from __future__ import annotations

import importlib.util
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from bot_helpers import decision_points, new_deal

from tarot_tui.bots import BeginnerPlayer, StrongPlayer
from tarot_tui.bots.worlds import WorldSampler
from tarot_tui.engine import Action, Deal, Phase, SeatView, view_for


def _benchmark() -> ModuleType:
    """``benchmarks/strong.py``, loaded from its file (the benchmarks are not a package)."""
    name = "benchmarks_strong"
    if name in sys.modules:
        return sys.modules[name]
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "strong.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def _positions(players: int, seed: int) -> list[Deal]:
    """Copies of one deal at every decision point; a random player makes some decisions, so that high contracts
    (a Garde sans or contre: the chien hidden all deal long) come up as well as Prises and Gardes."""
    return decision_points(new_deal(players, 900 + seed), random.Random(seed), random_share=0.3)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_open_worlds_are_the_true_deal(players: int) -> None:
    """At every decision point (bids, call, écart, chelem, cards), the open sampler's deals, weighted or not,
    are the real deal: every hand, the chien, the écart and the tricks; so is its placement for the chelem."""
    bench = _benchmark()
    rng = random.Random(players)
    checked = 0
    contracts = set()
    for seed in range(8):
        for deal in _positions(players, seed):
            seat = deal.to_move
            assert seat is not None
            view = view_for(deal, seat)
            sampler = bench.OpenWorlds(view, deal)
            placed = sampler.sample(rng)
            assert placed[:players] == deal.hands
            contracts.add(deal.contract)
            if deal.phase is Phase.CHELEM:
                continue  # no deal is built here: the chelem decision deals its own from ``sample``
            for weighted in (False, True):
                world = sampler.world(rng, weighted=weighted)
                assert world.phase is deal.phase and world.to_move == deal.to_move
                assert world.hands == deal.hands
                assert world.chien == deal.chien
                assert world.ecart == deal.ecart
                assert world.tricks == deal.tricks and world.trick_cards == deal.trick_cards
                assert view_for(world, seat).legal == view.legal
            checked += 1
    assert checked > 100
    assert len(contracts - {None}) >= 3  # Prise or Garde, and a hidden chien, were seen


def test_open_worlds_refuse_another_deal() -> None:
    """The open sampler checks that the deal it reads is the one the view shows."""
    bench = _benchmark()
    deal = new_deal(4, 1)
    seat = deal.to_move
    assert seat is not None
    with pytest.raises(ValueError):
        bench.OpenWorlds(view_for(deal, seat), new_deal(4, 2))


def test_the_strong_level_samples_through_its_worlds_seam() -> None:
    """Every decision of the strong level that samples deals (bids, écart, cards) makes its sampler with
    ``worlds`` from the view it was given; by default the card decisions carry a belief chain along the deal
    (``belief_carry``) and the others sample by ``WorldSampler``, which is the whole default without the chain."""
    assert StrongPlayer().belief_carry
    assert StrongPlayer(belief_carry=0).worlds is WorldSampler
    seen: list[tuple[Phase, int | None]] = []

    def recording(view: SeatView) -> WorldSampler:
        seen.append((view.phase, view.seat))
        return WorldSampler(view)

    strong = StrongPlayer(0.01, time_limit=None, worlds=recording)
    rng = random.Random(3)
    asked: list[tuple[Phase, int | None]] = []
    for seed in range(2):
        deal = new_deal(4, 40 + seed)
        while not deal.phase.is_over and len(deal.tricks) < 3:
            seat = deal.to_move
            assert seat is not None
            view = view_for(deal, seat)
            before = len(seen)
            action: Action = strong.choose(view, rng)
            if len(seen) > before:
                assert set(seen[before:]) == {(view.phase, seat)}
                asked.append((view.phase, seat))
            deal.apply(action)
    phases = {phase for phase, _ in asked}
    assert {Phase.BIDDING, Phase.TRICKS} <= phases


def test_the_open_hero_plays_as_with_the_whole_budget() -> None:
    """All its worlds are the same deal and the playouts are deterministic, so ``OPEN_WORLDS`` worlds a decision
    choose what the whole budget chooses (the hero plays on the real deal of a beginners' game)."""
    bench = _benchmark()
    few = bench.OpenStrong(0.1)
    many = bench.OpenStrong(0.1, worlds=400)
    compared = 0
    for deal, view in _hero_decisions(60):
        few.deal = many.deal = deal
        choice = few.choose(view, random.Random(1))
        assert many.choose(view, random.Random(2)) == choice
        compared += 1
    assert compared > 10


def _hero_decisions(first_seed: int) -> Iterator[tuple[Deal, SeatView]]:
    """Two beginners' games (deals ``first_seed`` and the next): every decision of the hero's seat (seat 0, then
    seat 1) and every bid, with the deal; each game goes on with the beginner's action."""
    for seed in range(2):
        deal = new_deal(4, first_seed + seed)
        rng = random.Random(seed)
        while not deal.phase.is_over:
            seat = deal.to_move
            assert seat is not None
            view = view_for(deal, seat)
            if seat == seed % 4 or deal.phase is Phase.BIDDING:
                yield deal, view
            deal.apply(BeginnerPlayer().choose(view, rng))


def test_paired_compares_two_dumps_board_by_board(tmp_path: Path) -> None:
    """``--paired`` takes the boards both runs played and the mean of their differences; other boards or seeds
    are refused."""
    bench = _benchmark()
    a = tmp_path / "a.tsv"
    b = tmp_path / "b.tsv"
    c = tmp_path / "c.tsv"
    a.write_text("# players=4 seed=1\n0\t10.0\t1\t1\n1\t-5.0\t0\t0\n2\t7.0\t1\t0\n", encoding="utf-8")
    b.write_text("0\t14.0\t1\t1\n1\t-3.0\t0\t0\n2\t10.0\t1\t1\n3\t99.0\t1\t1\n", encoding="utf-8")
    c.write_text("# players=4 seed=2\n0\t1.0\t0\t0\n", encoding="utf-8")
    boards, mean, half = bench.paired(bench.read_dump(str(a)), bench.read_dump(str(b)))
    assert (boards, mean) == (3, 3.0)
    assert half == pytest.approx(1.96 * 1.0 / 3**0.5)
    with pytest.raises(SystemExit):
        bench.paired(bench.read_dump(str(a)), bench.read_dump(str(c)))
    header, boards = bench.read_dump(str(a), str(b))  # two parts of one run (``--first``)
    assert sorted(boards) == [0, 1, 2, 3] and boards[3] == (99.0, 1, 1) and header["seed"] == "1"
    with pytest.raises(SystemExit):
        bench.read_dump(str(a), str(c))


@pytest.mark.parametrize("kind", ["strong-openbid", "strong-openplay"])
def test_the_phase_open_heroes_see_the_true_deal_only_where_they_should(kind: str) -> None:
    """``strong-openbid`` samples the true deal for its bids and honest worlds after the bidding, ``strong-openplay``
    the reverse; an open decision is made by a player limited to ``OPEN_WORLDS`` worlds, an honest one by the level
    with its own limit."""
    bench = _benchmark()
    hero = bench.make(kind, 0.05)
    assert hero.level == kind
    assert hero.open.max_worlds == bench.OPEN_WORLDS
    assert hero.honest.max_worlds == StrongPlayer().max_worlds
    rng = random.Random(7)
    seen = {True: 0, False: 0}
    differs = 0
    for seed in range(4):
        for deal in _positions(4, seed):
            seat = deal.to_move
            assert seat is not None
            view = view_for(deal, seat)
            hero.deal = deal
            open_here = (deal.phase is Phase.BIDDING) == (kind == "strong-openbid")
            assert hero.sees(view) == open_here
            sampler = hero.worlds(view)
            truth = [*deal.hands]
            if open_here:
                assert isinstance(sampler, bench.OpenWorlds)
                assert sampler.sample(rng)[:4] == truth and sampler.weighted_sample(rng)[:4] == truth
            else:
                assert type(sampler) is WorldSampler
                differs += any(sampler.sample(rng)[:4] != truth for _ in range(3))
            seen[open_here] += 1
    assert seen[True] > 10 and seen[False] > 10
    assert differs > seen[False] // 2  # honest worlds are not the true deal (bar the last tricks)


@pytest.mark.parametrize("kind", ["strong-openbid", "strong-openplay"])
def test_the_phase_open_heroes_decide_as_the_open_or_the_honest_level(kind: str) -> None:
    """An open decision is ``strong-open``'s, an honest one the strong level's with the same random numbers, on the
    positions of a beginners' game (the hero in one seat, every seat's bids)."""
    bench = _benchmark()
    hero = bench.make(kind, 0.05)
    bound = bench.OpenStrong(0.05)
    honest = StrongPlayer(0.05, time_limit=None)
    compared = {True: 0, False: 0}
    for deal, view in _hero_decisions(70):
        hero.deal = bound.deal = deal
        open_here = hero.sees(view)
        expected = (bound if open_here else honest).choose(view, random.Random(5))
        assert hero.choose(view, random.Random(5)) == expected
        compared[open_here] += 1
    assert compared[True] >= 4 and compared[False] >= 4
