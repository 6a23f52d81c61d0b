"""The strong level's search: worlds weighted by the bidding and the play, the solver at the end of the
playouts, the chelem announcement and the poignée decision."""

from __future__ import annotations

import math
import random

from bot_helpers import cs, new_deal

from tarot_tui.bots import BeginnerPlayer, StrongPlayer
from tarot_tui.bots.beginner import beginner_card
from tarot_tui.bots.knowledge import infer
from tarot_tui.bots.policy import distinct_plays
from tarot_tui.bots.solver import Solver, seat_factor
from tarot_tui.bots.strong import ROOT_SOLVE, Estimate, estimate_actions, trusted_choice
from tarot_tui.bots.worlds import BID_NEAR, BID_NO_HAND, PASS_WEIGHTS, UNDER_FRIEND_LAST, WorldSampler
from tarot_tui.engine import (
    JACK,
    KING,
    SUIT_MASKS,
    TRUMPS,
    AnnounceChelem,
    Bid,
    Contract,
    Deal,
    Phase,
    Play,
    cards_of,
    suit_card,
    view_for,
)
from tarot_tui.strategy.club_count import club_bid


def _after_bidding(seed: int) -> Deal:
    """A 4-player deal whose bidding is done by the club count (the beginner's bids)."""
    rng = random.Random(seed)
    while True:
        deal = new_deal(4, seed)
        while deal.phase is Phase.BIDDING:
            seat = deal.to_move
            assert seat is not None
            deal.apply(BeginnerPlayer().choose(view_for(deal, seat), rng))
        if deal.phase is not Phase.VOID:
            return deal
        seed += 1000


def test_weight_of_a_pass_follows_the_club_count() -> None:
    """R4.2: a placement giving a passing player a hand the club count would bid Garde on weighs
    ``PASS_WEIGHTS[GARDE]``; a placement explaining every pass (and every overbid bid) weighs 1."""
    checked = {Contract.GARDE: 0, None: 0}
    for seed in range(30):
        deal = _after_bidding(seed)
        if deal.phase is not Phase.DISCARD:
            continue
        taker = deal.taker
        assert taker is not None
        view = view_for(deal, taker)
        sampler = WorldSampler(view)
        rng = random.Random(seed)
        for _ in range(20):
            placed = sampler.sample(rng)
            expected = 1.0
            highest = None
            for seat, contract in view.bids:
                if seat != taker:
                    usual = club_bid(placed[seat], 4, seat, view.dealer, highest, view.rules.contracts())
                    if contract is None:
                        expected *= PASS_WEIGHTS.get(usual, 0.1)
                    elif usual is None:  # an overbid bidder: his bid weighs as the count explains it
                        expected *= BID_NO_HAND
                    elif usual != contract:
                        expected *= BID_NEAR
                if contract is not None:
                    highest = contract
            assert sampler.weight(placed) == expected
            if expected == 1.0:
                checked[None] += 1
            elif expected == PASS_WEIGHTS[Contract.GARDE]:
                checked[Contract.GARDE] += 1
    assert checked[None] > 50 and checked[Contract.GARDE] > 0


def test_weighted_worlds_give_passing_players_weaker_hands() -> None:
    """Over many samples, passing players hold fewer hands worth a bid in weighted worlds than in uniform ones."""
    deal = _after_bidding(3)
    seat = deal.to_move
    assert seat is not None
    view = view_for(deal, seat)
    passers = [s for s, c in view.bids if c is None and s != seat]
    assert passers
    sampler = WorldSampler(view)
    rng = random.Random(1)

    def biddable(weighted: bool) -> int:
        total = 0
        for _ in range(300):
            placed = sampler.weighted_sample(rng) if weighted else sampler.sample(rng)
            total += sum(club_bid(placed[s], 4, s, view.dealer, None) is not None for s in passers)
        return total

    assert biddable(True) < biddable(False)


def test_a_low_card_under_a_partners_sure_trick_means_no_court_card() -> None:
    """4 players: defender 3, last to play, followed with a low heart on a trick defender 2 was winning with
    a trump; a placement where he still held a heart court card at that time weighs UNDER_FRIEND_LAST."""
    hands = [
        cs("T21 T20 T19 T18 T17 1H 2S 3S 4S 5S 6S 7S 8S 9S 10S JS CS QS"),
        cs("1S 2H 3H 4H 5H 6H T1 T2 T3 T4 T5 T6 1D 2D 3D 4D 5D 6D"),
        cs("T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 1C 2C 3C 4C 5C 6C 7C 8C"),
        cs("7H 8H 9H JH CH QH KH KS 7D 8D 9D 10D JD CD QD KD 9C 10C"),
    ]
    deal = Deal.from_hands(hands, dealer=3, taker=0, contract=Contract.GARDE, ecart=cs("10H EXC JC CC QC KC"))
    for card in ("1H", "2H", "T7", "7H"):  # seat 0 (the eldest) leads; seat 2 trumps; seat 3 plays last
        assert deal.legal_plays() & cs(card)
        deal.play_unchecked(cs(card).bit_length() - 1)
    view = view_for(deal, 0)
    sampler = WorldSampler(view)
    rng = random.Random(2)
    court_hearts = SUIT_MASKS[1] & ~sum(1 << suit_card(1, r) for r in range(1, JACK))
    seen = {True: 0, False: 0}
    for _ in range(200):
        placed = sampler.sample(rng)
        weight = sampler.weight(placed)
        held = bool(placed[3] & court_hearts)
        if held:  # from_hands has only the taker's own bid, which is not weighed here
            assert weight <= UNDER_FRIEND_LAST
        seen[held] += 1
    assert seen[True] and seen[False]


def test_estimate_with_the_solver_is_the_exact_value_in_each_world() -> None:
    """Late in a deal, ``solve_tricks`` makes each world's result the solver's exact value for the seat."""
    deal = new_deal(4, 11)
    rng = random.Random(11)
    while not (deal.phase is Phase.TRICKS and deal.size - len(deal.tricks) == 3 and not deal.trick_cards):
        if deal.phase.is_over:
            deal = new_deal(4, rng.randrange(10**6))
            continue
        seat = deal.to_move
        assert seat is not None
        deal.apply(BeginnerPlayer().choose(view_for(deal, seat), rng))
    seat = deal.to_move
    assert seat is not None
    view = view_for(deal, seat)
    candidates = [Play(c) for c in view.legal]
    sampler = WorldSampler(view)
    estimates = estimate_actions(view, candidates, random.Random(5), worlds=6, sampler=sampler, solve_tricks=3)
    replay = random.Random(5)
    expected = [0] * len(candidates)
    for _ in range(6):
        world = sampler.world(replay)
        solver = Solver(world)
        for i, play in enumerate(candidates):
            expected[i] += seat_factor(world, seat) * solver.value_after(play.card)
    assert [e.samples for e in estimates] == [6] * len(candidates)
    assert [e.total for e in estimates] == expected


def test_budget_makes_the_strong_level_reproducible() -> None:
    """Without a clock, the same RNG gives the same decisions."""
    deal = new_deal(3, 4)
    player = StrongPlayer(0.05, time_limit=None, min_worlds=2)
    choices = []
    for _ in range(2):
        copy = deal.copy()
        rng = random.Random(9)
        line = []
        while not copy.phase.is_over and len(line) < 12:
            seat = copy.to_move
            assert seat is not None
            action = player.choose(view_for(copy, seat), rng)
            line.append(action)
            copy.apply(action)
        choices.append(line)
    assert choices[0] == choices[1]


def test_a_sure_chelem_is_announced_and_a_doubtful_one_is_not() -> None:
    """R8.2: the taker holding every trump, the Excuse and two kings announces; a plain hand does not."""
    rest = [c for c in range(22, 78) if c not in (suit_card(0, KING), suit_card(1, KING))]
    strong_hand = sum(1 << c for c in [*range(22), suit_card(0, KING), suit_card(1, KING)])
    deal = Deal.from_hands(
        [strong_hand, sum(1 << c for c in rest[:24]), sum(1 << c for c in rest[24:48])],
        dealer=2,
        taker=0,
        contract=Contract.GARDE_SANS,
        chien=sum(1 << c for c in rest[48:]),
    )
    deal.phase = Phase.CHELEM
    deal.to_move = 0
    player = StrongPlayer(0.2, time_limit=None)
    assert player.choose(view_for(deal, 0), random.Random(1)) == AnnounceChelem(True)
    weak = new_deal(3, 8)
    while weak.phase is Phase.BIDDING:
        weak.apply(Bid(Contract.GARDE_SANS) if weak.to_move == weak.eldest and not weak.bids else Bid(None))
    assert weak.phase is Phase.CHELEM
    taker = weak.taker
    assert taker is not None and (weak.hands[taker] & TRUMPS).bit_count() < 20
    assert player.choose(view_for(weak, taker), random.Random(1)) == AnnounceChelem(False)


def test_strong_level_shows_a_winning_poignee() -> None:
    """R7.7: a taker with 15 trumps of 18 cards at 4 players shows a poignée (his camp wins nearly always)."""
    hands = [
        cs("T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 KS KH KD"),
        cs("T1 T2 T3 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS CS QS 1H 2H"),
        cs("T4 T5 T6 3H 4H 5H 6H 7H 8H 9H 10H JH CH QH 1D 2D 3D 4D"),
        cs("EXC 5D 6D 7D 8D 9D 10D JD CD QD 1C 2C 3C 4C 5C 6C 7C 8C"),
    ]
    deal = Deal.from_hands(hands, dealer=3, taker=0, contract=Contract.GARDE, ecart=cs("9C 10C JC CC QC KC"), leader=0)
    view = view_for(deal, 0)
    assert view.poignee_sizes
    action = StrongPlayer(0.1, time_limit=None).choose(view, random.Random(3))
    assert type(action).__name__ == "DeclarePoignee"
    assert len(cards_of(deal.hands[0])) == 18


def _estimate_of(values: list[float]) -> Estimate:
    return Estimate(total=sum(values), samples=len(values), values=list(values))


def test_trusted_choice_keeps_the_reference_unless_the_lead_is_sure() -> None:
    """The best mean wins over the reference card only by more than ``margin`` standard errors of the paired
    difference: a lead made of one lucky deal is noise, a steady lead is not."""
    reference = _estimate_of([10.0, -20.0, 30.0, 0.0, 5.0, -5.0])
    steady = _estimate_of([14.0, -16.0, 33.0, 4.0, 9.0, -1.0])  # 3 to 4 better in every deal
    lucky = _estimate_of([10.0, -20.0, 30.0, 0.0, 5.0, 70.0])  # better in one deal only
    assert trusted_choice([reference, steady], 0, 2.0) == 1
    assert trusted_choice([reference, lucky], 0, 2.0) == 0
    assert trusted_choice([lucky, reference], 1, 2.0) == 1
    assert trusted_choice([reference, lucky], 0, 0.0) == 1  # no margin: the best mean
    assert trusted_choice([steady, reference], 0, 2.0) == 0  # the reference is the best
    assert trusted_choice([_estimate_of([0.0] * 3), _estimate_of([9.0] * 3)], 0, 2.0) == 0  # too few deals
    assert trusted_choice([_estimate_of([0.0] * 4), _estimate_of([9.0] * 4)], 0, 2.0) == 1
    assert trusted_choice([reference, steady], 0, math.inf) == 0


def test_estimates_keep_every_deals_score_in_order() -> None:
    """``Estimate.values`` holds the seat's score in each sampled deal: the totals are their sums, paired by deal."""
    deal = _after_bidding(21)
    while deal.phase is not Phase.TRICKS:
        seat = deal.to_move
        assert seat is not None
        deal.apply(BeginnerPlayer().choose(view_for(deal, seat), random.Random(2)))
    seat = deal.to_move
    assert seat is not None
    view = view_for(deal, seat)
    candidates = [Play(c) for c in view.legal]
    for solve in (0, 3):
        estimates = estimate_actions(view, candidates, random.Random(4), worlds=5, weighted=True, solve_tricks=solve)
        for estimate in estimates:
            assert len(estimate.values) == estimate.samples == 5
            assert sum(estimate.values) == estimate.total


def test_a_trusting_taker_plays_the_beginners_card_when_the_search_is_not_sure() -> None:
    """With an infinite margin, the taker's early cards are the beginner's (one of its class of
    equivalent low cards, ``distinct_plays``); the late ones, solved exactly, are left to the search."""
    trusting = StrongPlayer(0.02, time_limit=None, min_worlds=2, margin=math.inf)
    checked = 0
    for seed in range(30, 36):
        deal = _after_bidding(seed)
        rng = random.Random(seed)
        while not deal.phase.is_over:
            seat = deal.to_move
            assert seat is not None
            view = view_for(deal, seat)
            action = BeginnerPlayer().choose(view, rng)
            if deal.phase is Phase.TRICKS and seat == deal.taker and len(view.hand) > ROOT_SOLVE[4]:
                know = infer(view)
                classes = distinct_plays(view.legal_mask, know.hand, know.gone)
                if len(classes) > 1 and not view.poignee_sizes:
                    choice = trusting.choose(view, random.Random(seed))
                    assert isinstance(choice, Play)
                    assert choice.card == max(c for c in classes if c <= beginner_card(view))
                    checked += 1
            deal.apply(action)
    assert checked >= 20


def test_the_strong_taker_calls_as_the_beginner_at_five() -> None:
    """R5.2: at 5 players the strong taker calls the beginner's card (a king in its longest suit), which scored
    better in duplicate than the playouts' choice; ``search_call`` tries every callable card instead."""
    strong = StrongPlayer(0.02, time_limit=None, min_worlds=2)
    checked = 0
    for seed in range(40):
        deal = new_deal(5, seed)
        rng = random.Random(seed)
        while deal.phase is Phase.BIDDING:
            seat = deal.to_move
            assert seat is not None
            deal.apply(BeginnerPlayer().choose(view_for(deal, seat), rng))
        if deal.phase is not Phase.CALL:
            continue
        seat = deal.to_move
        assert seat is not None
        view = view_for(deal, seat)
        assert strong.choose(view, random.Random(1)) == BeginnerPlayer().choose(view, random.Random(1))
        checked += 1
    assert checked >= 20
