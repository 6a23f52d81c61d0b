"""Bidding advice (``tarot_tui.advice``): the club count of a hand and the contract it usually takes (R4)."""

from __future__ import annotations

import random

import pytest

from tarot_tui.advice import advice_text, advise
from tarot_tui.bots import BeginnerPlayer
from tarot_tui.engine import Bid, Contract, Deal, Phase, Rules, cardset, parse_cards, view_for
from tarot_tui.engine.club_count import CLUB_THRESHOLDS, SEAT_LAST, SEAT_OVERBID, club_bid
from tarot_tui.i18n import CATALOGUES

STRONG = "T21 T20 T19 T18 T17 T16 T15 T12 T8 T3 T1 EXC KH QH KS KD 5C 2C"
"""11 trumps with all three bouts, three kings: a Garde sans hand in any club."""

GOOD = "T21 T16 T14 T13 T9 T4 T1 KH QH 9H 7H 3H KS 4S 2S 6D 3D 10C"
"""7 trumps, two bouts, two kings, a long heart suit."""

WEAK = "T11 T7 T5 T2 QS 9S 6S 4S JH 8H 5H 2H CD 9D 7D 1D 8C 4C"
"""4 small trumps, no bout, no king."""


def hand(text: str) -> int:
    return cardset(parse_cards(text))


def test_strong_hand_takes_a_garde_or_more() -> None:
    """R4.1: with the 21, the Excuse, a guarded Petit and eleven trumps, club players go beyond a Garde."""
    advice = advise(hand(STRONG), 4, seat=1, dealer=0)
    assert advice.advice is not None and advice.advice >= Contract.GARDE
    assert advice.bouts == 3 and advice.kings == 3 and advice.trumps == 11
    assert advice.threshold == 36


def test_good_hand_takes_a_prise_or_garde() -> None:
    advice = advise(hand(GOOD), 4, seat=1, dealer=0)
    assert advice.advice in (Contract.PRISE, Contract.GARDE)
    assert advice.long_suits == ((1, 5),)


def test_weak_hand_passes() -> None:
    """Below 40 club players pass (R4.1)."""
    advice = advise(hand(WEAK), 4, seat=1, dealer=0)
    assert advice.total < 40
    assert advice.usual is None and advice.advice is None


def test_count_lines_add_up_to_the_total() -> None:
    advice = advise(hand(GOOD), 4, seat=1, dealer=0)
    assert sum(line.points for line in advice.lines) == pytest.approx(advice.total)
    items = [line.item for line in advice.lines]
    assert items[:4] == ["trumps", "major_trumps", "monde", "petit"]
    assert "kings" in items and "long_suit" in items


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("beginner", [False, True])
def test_the_advice_is_what_the_computer_players_bid(players: int, beginner: bool) -> None:
    """At every turn of 150 random auctions (the house rules' contracts offered), the advice is the bid the
    beginner computer player makes from the same count (``engine.club_count``), seat and bids included."""
    rng = random.Random(players * 2 + beginner)
    rules = Rules(beginner=beginner)
    bot = BeginnerPlayer()
    turns = 0
    for _ in range(150):
        deal = Deal.new(players, rng.randrange(players), rng, rules)
        while deal.phase is Phase.BIDDING:
            seat = deal.to_move
            assert seat is not None
            offered = [b.contract for b in deal.legal_bids() if b.contract is not None] or rules.contracts()
            advice = advise(deal.hands[seat], players, seat, deal.dealer, deal.bids, rules.contracts())
            bid = bot.choose(view_for(deal, seat), rng)
            assert bid == Bid(advice.advice), (deal.bids, advice.total)
            assert advice.advice is None or advice.advice in offered
            assert advice.advice == club_bid(
                deal.hands[seat], players, seat, deal.dealer, deal.highest_bid, rules.contracts()
            )
            deal.apply(bid)
            turns += 1
    assert turns >= 140 * players  # a few deals are void before bidding (petit sec, R3.5)


def test_seat_last_after_passes_takes_more_lightly() -> None:
    """The dealer speaks last (R4.2); after three passes the deal is void unless he takes (R4.4)."""
    cards = hand(GOOD)
    early = advise(cards, 4, seat=1, dealer=0)
    last = advise(cards, 4, seat=0, dealer=0, bids=[(1, None), (2, None), (3, None)])
    assert last.total == early.total + SEAT_LAST
    assert [line.item for line in last.lines][-1] == "seat_last"


def test_someone_bid_already_needs_a_higher_contract() -> None:
    """R4.2: only a strictly higher bid is allowed, so a Prise hand after a Garde passes."""
    cards = hand(GOOD)
    advice = advise(cards, 4, seat=2, dealer=0, bids=[(1, Contract.GARDE)])
    assert advice.highest is Contract.GARDE
    assert advice.advice is None
    strong = advise(hand(STRONG), 4, seat=2, dealer=0, bids=[(1, Contract.PRISE)])
    assert strong.advice is not None and strong.advice > Contract.PRISE


def test_beginner_rules_offer_only_prise_and_garde() -> None:
    advice = advise(hand(STRONG), 4, seat=1, dealer=0, offered=(Contract.PRISE, Contract.GARDE))
    assert advice.advice is Contract.GARDE


def test_thresholds_are_the_club_scale() -> None:
    assert [needed for _, needed in CLUB_THRESHOLDS] == [40, 56, 71, 81]


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("text", [STRONG, GOOD, WEAK])
def test_advice_text_names_the_rule_and_the_contract(lang: str, text: str) -> None:
    advice = advise(hand(text), 4, seat=1, dealer=0)
    words = advice_text(advice, lang)  # type: ignore[arg-type]
    assert "R4.1" in words and "R11.2" in words
    assert "advice." not in words and "{" not in words
    if advice.advice is not None:
        assert CATALOGUES[lang][f"contract.{advice.advice.slug}"] in words.splitlines()[-1]


def test_five_player_advice_counts_the_partner() -> None:
    cards = cardset(parse_cards(GOOD)[:15])
    advice = advise(cards, 5, seat=1, dealer=0)
    items = [line.item for line in advice.lines]
    assert "scale" in items and "table" in items


def test_the_seat_corrections() -> None:
    """The last speaker after passes counts +6 (R4.4), a player going over a bid counts -3 (R4.2)."""
    assert (SEAT_LAST, SEAT_OVERBID) == (6.0, 3.0)
    cards = hand(GOOD)
    alone = advise(cards, 4, seat=1, dealer=0)
    over = advise(cards, 4, seat=2, dealer=0, bids=[(1, Contract.PRISE)])
    assert over.total == alone.total - SEAT_OVERBID
    assert [line.item for line in over.lines][-1] == "seat_overbid"


def test_the_guided_advice_says_when_a_hand_is_too_little_to_go_over_a_bid() -> None:
    """The guide's advice counts against the house rules' contracts: a Prise hand after a Prise hears that club
    players would take a Prise but cannot go over one (``advice.outbid``), not just "pass"; and the advice is
    what the beginner computer player bids in that seat."""
    from tarot_tui.app.guide import bid_advice

    rng = random.Random(7)
    found = 0
    for _ in range(400):
        deal = Deal.new(4, 3, rng)
        if deal.phase is not Phase.BIDDING:
            continue
        deal.apply(Bid(Contract.PRISE))  # the eldest bids a Prise
        advice = bid_advice(deal)
        assert Bid(advice.advice) == BeginnerPlayer().choose(view_for(deal, 1), rng)
        if advice.usual is Contract.PRISE:
            assert advice.advice is None
            expected = CATALOGUES["nl"]["advice.outbid"].split("{")[0]
            assert advice_text(advice, "nl").splitlines()[-1].startswith(expected)
            found += 1
    assert found >= 20
