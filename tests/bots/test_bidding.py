"""Bidding like a real table (R4): by how sure the taker is, one shared rule for both levels and the advice."""

from __future__ import annotations

import random

import pytest
from bot_helpers import cs

from tarot_tui.bots import BeginnerPlayer, StrongPlayer
from tarot_tui.bots.strong import BID_BUDGET, BID_MARGIN, estimate_actions, share_error
from tarot_tui.coaching.advice import advise
from tarot_tui.engine import PASS, Bid, Contract, Deal, Phase, SeatView, cardset, view_for
from tarot_tui.strategy.club_count import (
    BID_CONFIDENCE,
    LAST_CHANCE,
    bid_from_chances,
    chances_of,
    club_bid,
    seat_count,
    table_count,
)

SURE = {c: 0.99 for c in Contract}


def test_the_highest_contract_sure_enough_is_bid() -> None:
    """R4.1: each contract needs its own confidence; the highest one reached is bid."""
    chances = {Contract.PRISE: 0.5, Contract.GARDE: 0.5, Contract.GARDE_SANS: 0.3, Contract.GARDE_CONTRE: 0.1}
    assert bid_from_chances(chances, last=False, highest=None) is Contract.GARDE
    chances = {Contract.PRISE: 0.3, Contract.GARDE: 0.3, Contract.GARDE_SANS: 0.1, Contract.GARDE_CONTRE: 0.0}
    assert bid_from_chances(chances, last=False, highest=None) is Contract.PRISE
    assert bid_from_chances(SURE, last=False, highest=None) is Contract.GARDE_CONTRE


def test_only_a_higher_bid_and_an_offered_contract() -> None:
    """R4.2: only a strictly higher bid; the beginner rules offer Prise and Garde only (R13)."""
    chances = {Contract.PRISE: 0.5, Contract.GARDE: 0.5, Contract.GARDE_SANS: 0.1, Contract.GARDE_CONTRE: 0.0}
    assert bid_from_chances(chances, last=False, highest=Contract.GARDE) is None
    assert bid_from_chances(chances, last=False, highest=Contract.PRISE) is Contract.GARDE
    offered = (Contract.PRISE, Contract.GARDE)
    assert bid_from_chances(SURE, last=False, highest=None, offered=offered) is Contract.GARDE


def test_the_dealers_last_chance() -> None:
    """R4.4: after everyone passed the deal is void unless the dealer takes; he takes a Prise from LAST_CHANCE,
    but a Garde still needs its own confidence."""
    just = (LAST_CHANCE + BID_CONFIDENCE[Contract.PRISE]) / 2
    chances = {c: just for c in Contract}
    assert bid_from_chances(chances, last=False, highest=None) is None
    assert bid_from_chances(chances, last=True, highest=None) is Contract.PRISE
    low = {c: LAST_CHANCE / 2 for c in Contract}
    assert bid_from_chances(low, last=True, highest=None) is None


@pytest.mark.parametrize("players", [3, 4, 5])
def test_beginner_bids_what_the_chances_of_its_count_say(players: int) -> None:
    """At every bidding turn of 100 random deals the beginner's bid is ``bid_from_chances`` of the chances of its
    count (the overbid correction included), and the dealer's last chance is applied."""
    rng = random.Random(players)
    bot = BeginnerPlayer()
    last_takes = 0
    for _ in range(100):
        deal = Deal.new(players, rng.randrange(players), rng)
        while deal.phase is Phase.BIDDING:
            seat = deal.to_move
            assert seat is not None
            bid = bot.choose(view_for(deal, seat), rng)
            highest = deal.highest_bid
            total = table_count(deal.hands[seat], players) - (3.0 if highest is not None else 0.0)
            last = seat == deal.dealer and highest is None
            expected = bid_from_chances(chances_of(total, players), last=last, highest=highest)
            assert bid == Bid(expected)
            if (
                last
                and expected is Contract.PRISE
                and chances_of(total, players)[Contract.PRISE] < BID_CONFIDENCE[Contract.PRISE]
            ):
                last_takes += 1
            deal.apply(bid)
    if players == 4:  # at 3 and 5 players somebody nearly always takes before the dealer
        assert last_takes >= 1


def _strong_bids(deals: int, seed: int) -> list[tuple[Bid, float]]:
    """The strong level's first bid in ``deals`` random 4-player deals (a small fixed budget, no clock), with
    the count's chance of making a Prise."""
    rng = random.Random(seed)
    player = StrongPlayer(0.15, time_limit=None)
    out = []
    for number in range(deals):
        deal = Deal.new(4, number % 4, rng)
        if deal.phase is not Phase.BIDDING:
            continue
        seat = deal.to_move
        assert seat is not None
        bid = player.choose(view_for(deal, seat), rng)
        assert isinstance(bid, Bid)
        out.append((bid, chances_of(table_count(deal.hands[seat], 4), 4)[Contract.PRISE]))
    return out


@pytest.mark.parametrize(
    ("deals", "seed"), [(30, 3), pytest.param(200, 16, marks=pytest.mark.soak)], ids=["30 deals", "200 deals"]
)
def test_the_strong_level_bids_a_prise_on_uncertain_hands(deals: int, seed: int) -> None:
    """Regression: maximising the mean score, the strong level never bid a Prise (0 of 81 contracts), since a
    Garde doubles the same bet. Bidding by how sure it is, it bids Prises and Gardes, passes weak hands, and
    takes more often on hands the count rates higher. (30 deals in CI: 3 Prises, 4 Gardes, 23 passes.)"""
    bids = _strong_bids(deals, seed)
    contracts = [b.contract for b, _ in bids]
    assert Contract.PRISE in contracts and Contract.GARDE in contracts
    assert None in contracts
    taken = [chance for b, chance in bids if b.contract is not None]
    passed = [chance for b, chance in bids if b.contract is None]
    assert sum(taken) / len(taken) > sum(passed) / len(passed) + 0.1


def test_the_strong_bid_is_the_shared_rule_on_its_playouts() -> None:
    """The strong level's bid is ``bid_from_chances`` of the share of playouts won per contract
    (``estimate_actions``) less its margin of standard errors, the same rule and thresholds as the beginner and the
    advice."""
    rng = random.Random(5)
    player = StrongPlayer(0.15, time_limit=None)
    checked = 0
    for number in range(12):
        deal = Deal.new(4, number % 4, rng)
        if deal.phase is not Phase.BIDDING:
            continue
        view = view_for(deal, deal.to_move)
        seed = rng.random()
        bid = player.choose(view, random.Random(seed))
        bids = [b for b in view.legal_bids if b.contract is not None]
        estimates = estimate_actions(
            view,
            list(bids),
            random.Random(seed),
            worlds=player.max_worlds,
            min_worlds=player.min_worlds,
            weighted=player.weighted,
            solve_tricks=player.end_tricks(4),
            budget=player.budget * BID_BUDGET,
        )
        # less ``BID_MARGIN`` standard errors of each share (none of these seats is the dealer after three passes)
        chances = {
            b.contract: e.chance_made - BID_MARGIN * share_error(e.made, e.takes) if e.takes else 0.0
            for b, e in zip(bids, estimates, strict=True)
        }
        expected = bid_from_chances(chances, last=False, highest=None)
        assert bid == (PASS if expected is None else Bid(expected))
        checked += 1
    assert checked >= 10


def test_the_strong_chance_leaves_out_playouts_where_it_was_overbid() -> None:
    """Regression: the chance of making a Prise was the share of playouts its camp won, so a playout where a
    later player overbid it (R4.2) and it defended (and the defence won) counted as a Prise made. Now only
    the playouts in which it stayed the taker count: ``chance_made`` is made / takes, and in some deals a later
    player's Garde hand did overbid it in some playouts (``takes < samples``)."""
    rng = random.Random(21)
    overbid = defences_won = 0
    for number in range(8):
        deal = Deal.new(4, number % 4, rng)
        if deal.phase is not Phase.BIDDING:
            continue
        view = view_for(deal, deal.to_move)
        (estimate,) = estimate_actions(view, [Bid(Contract.PRISE)], random.Random(number), worlds=30)
        assert estimate.samples == 30
        assert 0 <= estimate.made <= estimate.takes <= estimate.samples
        assert estimate.takes == 0 or estimate.chance_made == estimate.made / estimate.takes
        # Its camp's wins are the Prises it made plus the defences it won after being overbid.
        assert 0 <= estimate.wins - estimate.made <= estimate.samples - estimate.takes
        overbid += estimate.samples - estimate.takes
        defences_won += estimate.wins - estimate.made
    assert overbid >= 1 and defences_won >= 1


def test_the_advice_is_the_beginners_bid_with_its_chance() -> None:
    """The advice shows the chance its bid was chosen by: the beginner's bid and the shared thresholds."""
    rng = random.Random(9)
    for _ in range(50):
        deal = Deal.new(4, 0, rng)
        if deal.phase is not Phase.BIDDING:
            continue
        seat = deal.to_move
        assert seat is not None
        advice = advise(deal.hands[seat], 4, seat, deal.dealer, deal.bids)
        assert advice.chances == chances_of(advice.total, 4)
        assert advice.advice == club_bid(deal.hands[seat], 4, seat, deal.dealer, None)


def test_bouts_and_long_trumps_outweigh_kings() -> None:
    """Four kings with four small trumps and no bout need 56 points (R11.2) with little to win the tricks: the
    count passes them. Eight trumps with the 21 and the Petit and no king need 41 and win the tricks of the suits
    they cut (R9.4.4): a Garde. (The classic count said the opposite: a Garde on the kings, 47, and a pass on the
    trumps, 31; forced to take, four beginners made 16% of the Gardes with a count of 40-45 and no bout, 68% with
    two bouts.)"""
    kings = cs("T5 T8 T11 T14 KS QS 3S KH QH 2H KD 4D 6D KC CC 3C 5C 7C")
    trumps = cs("T21 T1 T3 T6 T9 T12 T15 T18 2S 4S 6S 3H 5H 4D 7D 2C 4C 6C")
    assert table_count(trumps, 4) > table_count(kings, 4)
    assert club_bid(kings, 4, seat=0, dealer=3, highest=None) is None
    assert club_bid(trumps, 4, seat=0, dealer=3, highest=None) is Contract.GARDE


def test_the_bids_playouts_with_the_others_passing_count_every_playout_as_a_take() -> None:
    """``others_pass`` (the strong level's ``bid_alone``): in the bid's playouts every later seat passes (R4.2), so
    the seat stays the taker in every playout and the chance of making it is the share of all of them."""
    rng = random.Random(21)
    checked = 0
    for number in range(6):
        deal = Deal.new(4, number % 4, rng)
        if deal.phase is not Phase.BIDDING:
            continue
        view = view_for(deal, deal.to_move)
        estimates = estimate_actions(
            view, [Bid(Contract.PRISE), Bid(Contract.GARDE)], random.Random(number), worlds=12, others_pass=True
        )
        for estimate in estimates:
            assert estimate.samples == estimate.takes == 12
            assert 0 <= estimate.made <= estimate.takes
        checked += 1
    assert checked >= 4


def _bid_and_chances(player: StrongPlayer, view: SeatView, seed: float) -> tuple[object, dict[Contract, float]]:
    """The strong player's bid, and the chances it was chosen from (``StrongPlayer.bid_chances``)."""
    return player.choose(view, random.Random(seed)), player.bid_chances(view, random.Random(seed))


def test_pooled_bid_chances_give_a_prise_and_a_garde_the_same_chance() -> None:
    """``bid_pool``: a Prise and a Garde play the same cards with the same chien (R4.1, R6.1), so their playouts
    are pooled and both get one chance; the blind contracts keep their own. The bid is the shared rule on them."""
    rng = random.Random(8)
    player = StrongPlayer(0.1, time_limit=None, bid_pool=1)
    checked = 0
    for number in range(6):
        deal = Deal.new(4, number % 4, rng)
        if deal.phase is not Phase.BIDDING:
            continue
        view = view_for(deal, deal.to_move)
        bid, chances = _bid_and_chances(player, view, rng.random())
        assert chances[Contract.PRISE] == chances[Contract.GARDE]
        expected = bid_from_chances(chances, last=False, highest=None)
        assert bid == (PASS if expected is None else Bid(expected))
        checked += 1
    assert checked >= 4


def test_the_club_count_as_a_prior_pulls_the_bid_chance_towards_it() -> None:
    """``bid_prior``: the club count's chance (``chances_of``, the beginner's) counts as that many pseudo-playouts,
    so with a huge weight the chance is the count's, with none the playouts' own share."""
    rng = random.Random(3)
    deal = Deal.new(4, 0, rng)
    while deal.phase is not Phase.BIDDING:
        deal = Deal.new(4, 0, rng)
    view = view_for(deal, deal.to_move)
    _, total = seat_count(cardset(view.hand), 4, view.seat, view.dealer, None)
    count = chances_of(total, 4)
    heavy = StrongPlayer(0.1, time_limit=None, bid_prior=1e9, bid_margin=0).bid_chances(view, random.Random(1))
    for contract, chance in heavy.items():
        assert abs(chance - count[contract]) < 1e-6
    plain = StrongPlayer(0.1, time_limit=None, bid_margin=0).bid_chances(view, random.Random(1))
    bids = [b for b in view.legal_bids if b.contract is not None]
    estimates = estimate_actions(
        view, bids, random.Random(1), worlds=400, min_worlds=4, weighted=True, solve_tricks=3, budget=2400 * BID_BUDGET
    )
    assert plain == {b.contract: e.chance_made for b, e in zip(bids, estimates, strict=True)}


def _tenth_bidding_view() -> SeatView:
    """The first seat's view of the tenth deal of ``random.Random(5)`` at 4 players: at strength 0.1 the strong level
    reads a Prise's chance of 0.60 and a Garde's of 0.50 (on about 20 playouts each) and bids a Garde."""
    rng = random.Random(5)
    deals = [Deal.new(4, number % 4, rng) for number in range(10)]
    assert deals[9].phase is Phase.BIDDING
    return view_for(deals[9], deals[9].to_move)


def test_a_bid_margin_asks_a_chance_read_off_few_playouts_to_clear_its_threshold_by_more() -> None:
    """``bid_margin`` (one by default, ``BID_MARGIN``): the chance the bid is chosen by is the playouts' share less
    that many standard errors of it (``share_error``), so the Garde's 0.50 on a score of playouts no longer clears
    42% (``BID_CONFIDENCE``) and the level bids a Prise instead (R4.1)."""
    view = _tenth_bidding_view()
    plain = StrongPlayer(0.1, time_limit=None, bid_margin=0)
    careful = StrongPlayer(0.1, time_limit=None)
    assert careful.bid_margin == BID_MARGIN == 1
    assert plain.choose(view, random.Random(1)) == Bid(Contract.GARDE)
    assert careful.choose(view, random.Random(1)) == Bid(Contract.PRISE)
    bids = [b for b in view.legal_bids if b.contract is not None]
    estimates = estimate_actions(
        view, bids, random.Random(1), worlds=400, min_worlds=4, weighted=True, solve_tricks=3, budget=2400 * BID_BUDGET
    )
    expected = {
        b.contract: e.chance_made - share_error(e.made, e.takes) if e.takes else 0.0
        for b, e in zip(bids, estimates, strict=True)
    }
    assert careful.bid_chances(view, random.Random(1)) == pytest.approx(expected)


def test_a_bid_margin_leaves_the_dealers_last_chance_alone() -> None:
    """After three passes the dealer takes a Prise from ``LAST_CHANCE`` (R4.4) on the playouts' own share: the margin
    lowers only the chances compared with ``BID_CONFIDENCE``."""
    rng = random.Random(5)
    deal = [Deal.new(4, number % 4, rng) for number in range(10)][9]
    while deal.to_move != deal.dealer:
        deal.apply(PASS)
    view = view_for(deal, deal.dealer)
    plain = StrongPlayer(0.1, time_limit=None, bid_margin=0).bid_chances(view, random.Random(2))
    careful = StrongPlayer(0.1, time_limit=None).bid_chances(view, random.Random(2))
    assert careful[Contract.PRISE] == plain[Contract.PRISE]
    assert careful[Contract.GARDE] < plain[Contract.GARDE]
