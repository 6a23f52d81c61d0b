"""The strong level's bid by the playouts' mean score (issue 28): the contract by its mean once the rule takes
(``bid_score``), and taking only when it scores more than passing (``bid_pass``); both off by default."""

from __future__ import annotations

import math
import random

from tarot_tui.bots import StrongPlayer
from tarot_tui.bots.belief import BeliefSampler
from tarot_tui.bots.strong import (
    BID_BUDGET,
    Estimate,
    estimate_actions,
    score_contract,
    take_or_pass,
)
from tarot_tui.engine import PASS, Bid, Contract, Deal, Phase, SeatView, view_for


def _estimate(values: list[float]) -> Estimate:
    return Estimate(total=sum(values), samples=len(values), values=list(values))


def _first_view(seed: int, number: int) -> SeatView:
    """The first seat's view of deal ``number`` of ``random.Random(seed)`` at 4 players."""
    rng = random.Random(seed)
    deals = [Deal.new(4, n % 4, rng) for n in range(number + 1)]
    assert deals[number].phase is Phase.BIDDING
    return view_for(deals[number], deals[number].to_move)


def _bid_playouts(view: SeatView, seed: int) -> tuple[list[Bid], list[Estimate], Estimate]:
    """The bids' playouts as the strength-0.1 player runs them, and the pass's on the same deals."""
    bids = [b for b in view.legal_bids if b.contract is not None]
    estimates = estimate_actions(
        view,
        [*bids, PASS],
        random.Random(seed),
        worlds=400,
        min_worlds=4,
        weighted=True,
        solve_tricks=3,
        budget=2400 * BID_BUDGET,
        unbudgeted=1,
    )
    return bids, estimates[:-1], estimates[-1]


def test_candidates_outside_the_budget_leave_the_others_playouts_as_they_were() -> None:
    """``unbudgeted``: the pass is played out on the same sampled deals as the bids, its work not counted, so the
    bids' playouts (and so the chances the rule reads) are exactly those without it."""
    view = _first_view(5, 9)
    bids = [b for b in view.legal_bids if b.contract is not None]
    alone = estimate_actions(view, bids, random.Random(3), worlds=400, weighted=True, solve_tricks=3, budget=4000)
    both = estimate_actions(
        view, [*bids, PASS], random.Random(3), worlds=400, weighted=True, solve_tricks=3, budget=4000, unbudgeted=1
    )
    for a, b in zip(alone, both, strict=False):
        assert (a.values, a.takes, a.made, a.wins) == (b.values, b.takes, b.made, b.wins)
    passing = both[-1]
    assert passing.samples == alone[0].samples
    assert passing.takes == 0  # after a pass this seat never takes (one round of bids, R4.2)
    counted = estimate_actions(
        view, [*bids, PASS], random.Random(3), worlds=400, weighted=True, solve_tricks=3, budget=4000
    )
    assert counted[0].samples < alone[0].samples  # counted, the pass's work takes deals from the bids


def test_take_or_pass_asks_the_take_to_score_more_than_the_pass_by_the_margin() -> None:
    """The paired mean difference against ``margin`` standard errors of it; too few deals prove nothing."""
    passing = _estimate([0.0, 10.0, -10.0, 5.0, 0.0, 5.0])
    taking = _estimate([20.0, 26.0, 14.0, 29.0, 16.0, 31.0])  # differences 20, 16, 24, 24, 16, 26: mean 21.0
    diffs = [20.0, 16.0, 24.0, 24.0, 16.0, 26.0]
    error = math.sqrt(sum((d - 21.0) ** 2 for d in diffs) / 5 / 6)
    assert take_or_pass(taking, passing, 0.0)
    assert take_or_pass(taking, passing, 21.0 / error - 0.01)
    assert not take_or_pass(taking, passing, 21.0 / error + 0.01)
    losing = _estimate([v - 30.0 for v in taking.values])
    assert not take_or_pass(losing, passing, 0.0)
    assert take_or_pass(losing, passing, -10.0)  # a negative margin takes unless the pass leads by that much
    few = (_estimate([-100.0, -100.0, -100.0]), _estimate([0.0, 0.0, 0.0]))
    assert take_or_pass(*few, 0.0)


def test_score_contract_keeps_the_rules_contract_unless_another_leads_it_by_the_margin() -> None:
    """The best mean of the legal contracts replaces the rule's only by more than ``margin`` standard errors."""
    bids = [Bid(Contract.PRISE), Bid(Contract.GARDE), Bid(Contract.GARDE_SANS)]
    prise = _estimate([20.0, 30.0, -20.0, 25.0, 30.0])
    garde = _estimate([40.0, 60.0, -40.0, 50.0, 60.0])  # twice the Prise: mean 34 against 17
    sans = _estimate([-80.0, 120.0, -80.0, -80.0, 100.0])
    estimates = [prise, garde, sans]
    assert score_contract(bids, estimates, Contract.PRISE, 0.0) is Contract.GARDE
    assert score_contract(bids, estimates, Contract.PRISE, 1.0) is Contract.GARDE  # lead 17, its error about 8.6
    assert score_contract(bids, estimates, Contract.PRISE, 3.0) is Contract.PRISE
    assert score_contract(bids, estimates, Contract.GARDE, 0.0) is Contract.GARDE
    # a lower contract too, when it scores more
    assert score_contract(bids, [prise, _estimate([-v for v in garde.values]), sans], Contract.GARDE, 0.0) is (
        Contract.PRISE
    )


def test_bid_pass_passes_a_prise_that_scores_less_than_passing() -> None:
    """On this hand the rule takes a Prise (its share less one standard error clears 25%), but in the same playouts
    the Prise scores less than the pass: ``bid_pass`` passes, and with a low enough margin takes as the level."""
    view = _first_view(5, 9)
    assert StrongPlayer(0.1, time_limit=None).choose(view, random.Random(1)) == Bid(Contract.PRISE)
    assert StrongPlayer(0.1, time_limit=None, bid_pass=1).choose(view, random.Random(1)) == PASS
    bids, estimates, passing = _bid_playouts(view, 1)
    prise = estimates[[b.contract for b in bids].index(Contract.PRISE)]
    assert prise.mean < passing.mean
    lenient = StrongPlayer(0.1, time_limit=None, bid_pass=1, bid_pass_margin=-1e9)
    assert lenient.choose(view, random.Random(1)) == Bid(Contract.PRISE)


def test_bid_pass_leaves_the_dealers_last_chance_alone() -> None:
    """After three passes the pass voids the deal (R4.4): the dealer keeps the rule's last chance."""
    rng = random.Random(5)
    deal = [Deal.new(4, number % 4, rng) for number in range(10)][9]
    while deal.to_move != deal.dealer:
        deal.apply(PASS)
    view = view_for(deal, deal.dealer)
    level = StrongPlayer(0.1, time_limit=None).choose(view, random.Random(2))
    assert level != PASS
    assert StrongPlayer(0.1, time_limit=None, bid_pass=1).choose(view, random.Random(2)) == level


def test_bid_score_bids_the_garde_when_it_scores_more_than_the_prise() -> None:
    """On this hand the rule bids a Prise (the Garde's chance less its margin is under 42%), while the Garde scores
    more in the same playouts: ``bid_score`` with no margin bids the Garde, with one standard error the Prise."""
    view = _first_view(10, 8)
    assert StrongPlayer(0.1, time_limit=None).choose(view, random.Random(1)) == Bid(Contract.PRISE)
    bids, estimates, _ = _bid_playouts(view, 1)
    contracts = [b.contract for b in bids]
    assert estimates[contracts.index(Contract.GARDE)].mean > estimates[contracts.index(Contract.PRISE)].mean
    eager = StrongPlayer(0.1, time_limit=None, bid_score=1, bid_score_margin=0)
    assert eager.choose(view, random.Random(1)) == Bid(Contract.GARDE)
    careful = StrongPlayer(0.1, time_limit=None, bid_score=1)
    assert careful.bid_score_margin == 1
    assert careful.choose(view, random.Random(1)) == Bid(Contract.PRISE)


def test_both_off_by_default() -> None:
    """The level bids by the rule alone unless asked."""
    player = StrongPlayer(0.1, time_limit=None)
    assert not player.bid_score
    assert not player.bid_pass


def test_bid_budget_sets_the_bids_playouts() -> None:
    """``bid_budget``: the bid's budget as a multiple of another decision's (``BID_BUDGET`` by default); four times
    it plays about four times as many sampled deals, the first ones the same."""
    view = _first_view(5, 9)
    bids = [b for b in view.legal_bids if b.contract is not None]
    level = StrongPlayer(0.1, time_limit=None)
    assert level.bid_budget == BID_BUDGET
    usual, _ = level._bid_estimates(view, bids, random.Random(4))
    more, _ = StrongPlayer(0.1, time_limit=None, bid_budget=4 * BID_BUDGET)._bid_estimates(view, bids, random.Random(4))
    assert 3 * usual[0].samples <= more[0].samples <= 5 * usual[0].samples
    assert more[0].values[: usual[0].samples] == usual[0].values


def test_bid_belief_reads_the_bids_deals_off_the_belief_sampler() -> None:
    """``bid_belief``: the bid's playouts are those of ``BeliefSampler``'s deals (the passes before the dealer read by
    the action model), not the level's; the level's own bid keeps its sampler."""
    rng = random.Random(5)
    deal = [Deal.new(4, number % 4, rng) for number in range(10)][9]
    while deal.to_move != deal.dealer:
        deal.apply(PASS)
    view = view_for(deal, deal.dealer)
    bids = [b for b in view.legal_bids if b.contract is not None]
    player = StrongPlayer(0.1, time_limit=None, bid_belief=1)
    estimates, _ = player._bid_estimates(view, bids, random.Random(6))
    expected = estimate_actions(
        view,
        bids,
        random.Random(6),
        worlds=400,
        min_worlds=4,
        sampler=BeliefSampler(view),
        weighted=True,
        solve_tricks=3,
        budget=2400 * BID_BUDGET,
    )
    assert [e.values for e in estimates] == [e.values for e in expected]
    level, _ = StrongPlayer(0.1, time_limit=None)._bid_estimates(view, bids, random.Random(6))
    assert [e.values for e in level] != [e.values for e in expected]
