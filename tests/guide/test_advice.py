"""Bidding advice (``tarot_tui.coaching.advice``): the club count of a hand and the contract it usually takes (R4)."""

from __future__ import annotations

import random
import re

import pytest

from tarot_tui.bots import BeginnerPlayer
from tarot_tui.coaching.advice import advice_text, advise
from tarot_tui.engine import Bid, Contract, Deal, Phase, Rules, cardset, parse_cards, view_for
from tarot_tui.i18n import CATALOGUES
from tarot_tui.strategy.club_count import BID_CONFIDENCE, LAST_CHANCE, SEAT_OVERBID, chance_of_making, club_bid

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
    """A hand whose chance of making a Prise is below ``BID_CONFIDENCE`` passes (R4.1)."""
    advice = advise(hand(WEAK), 4, seat=1, dealer=0)
    assert advice.chances[Contract.PRISE] < BID_CONFIDENCE[Contract.PRISE]
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
    """The dealer speaks last (R4.2); after three passes the deal is void unless he takes (R4.4), so he takes a
    Prise from ``LAST_CHANCE``: the same count, a lower threshold. Over random hands, every one that the dealer
    takes but an earlier seat passes has its chance between the two thresholds, and such hands exist."""
    rng = random.Random(3)
    between = 0
    for _ in range(300):
        cards = Deal.new(4, 0, rng).hands[1]
        early = advise(cards, 4, seat=1, dealer=0)
        last = advise(cards, 4, seat=0, dealer=0, bids=[(1, None), (2, None), (3, None)])
        assert last.total == early.total and last.last and not early.last
        chance = early.chances[Contract.PRISE]
        if early.advice is None and last.advice is not None:
            assert LAST_CHANCE <= chance < BID_CONFIDENCE[Contract.PRISE]
            assert last.advice is Contract.PRISE
            between += 1
        if chance >= BID_CONFIDENCE[Contract.PRISE]:
            assert early.advice is not None and last.advice == early.advice
    assert between >= 10


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


def test_the_confidence_rises_with_the_contract() -> None:
    """Risk aversion (R4.1): a higher contract is bid only on a surer hand; the dealer's last chance is lower."""
    needed = [BID_CONFIDENCE[c] for c in Contract]
    assert needed == sorted(needed) and len(set(needed)) == 4
    assert 0 < LAST_CHANCE < needed[0] and needed[-1] < 1


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_chance_rises_with_the_count_and_the_chien_helps(players: int) -> None:
    """The chance of making a contract rises with the count; a Prise and a Garde play the same cards (R4.1), a
    Garde sans (chien unseen, for the attack) is less sure, a Garde contre (chien for the defence) less still."""
    totals = range(0, 141, 5)  # the count reaches about 140 with long trumps and the bouts
    for contract in Contract:
        values = [chance_of_making(x, players, contract) for x in totals]
        assert values == sorted(values) and 0 <= values[0] < 0.1 and values[-1] > 0.9
    for x in totals:
        prise, garde, sans, contre = (chance_of_making(x, players, c) for c in Contract)
        assert prise == garde >= sans >= contre


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("text", [STRONG, GOOD, WEAK])
def test_advice_text_names_the_rule_and_the_contract(lang: str, text: str) -> None:
    advice = advise(hand(text), 4, seat=1, dealer=0)
    words = advice_text(advice, lang)  # type: ignore[arg-type]
    assert "R4.1" in words and "R11.2" in words
    assert "advice." not in words and "{" not in words
    if advice.advice is not None:
        assert CATALOGUES[lang][f"contract.{advice.advice.slug}"] in words.splitlines()[-1]
    assert f"{round(100 * advice.chances[Contract.PRISE])}%" in words  # the chance it was bid by
    assert f"{round(100 * BID_CONFIDENCE[Contract.GARDE])}%" in words  # the confidence each contract needs


def test_five_player_advice_counts_the_partner() -> None:
    cards = cardset(parse_cards(GOOD)[:15])
    advice = advise(cards, 5, seat=1, dealer=0)
    items = [line.item for line in advice.lines]
    assert "scale" in items and "table" in items


def test_the_seat_correction() -> None:
    """A player going over a bid counts -3 (R4.2): the bidder holds good cards that are not his."""
    assert SEAT_OVERBID == 3.0
    cards = hand(GOOD)
    alone = advise(cards, 4, seat=1, dealer=0)
    over = advise(cards, 4, seat=2, dealer=0, bids=[(1, Contract.PRISE)])
    assert over.total == alone.total - SEAT_OVERBID
    assert [line.item for line in over.lines][-1] == "seat_overbid"


def test_the_guided_advice_says_when_a_hand_is_too_little_to_go_over_a_bid() -> None:
    """The guide's advice counts against the house rules' contracts: a Prise hand after a Prise hears that club
    players would take a Prise but cannot go over one (``advice.outbid``), not just "pass"; and the advice is
    what the beginner computer player bids in that seat."""
    from tarot_tui.coaching.guide import bid_advice

    rng = random.Random(7)
    found = 0
    for _ in range(400):
        deal = Deal.new(4, 3, rng)
        if deal.phase is not Phase.BIDDING:
            continue
        deal.apply(Bid(Contract.PRISE))  # the eldest bids a Prise
        advice = bid_advice(view_for(deal, deal.to_move))
        assert Bid(advice.advice) == BeginnerPlayer().choose(view_for(deal, 1), rng)
        if advice.usual is Contract.PRISE:
            assert advice.advice is None
            expected = CATALOGUES["nl"]["advice.outbid"].split("{")[0]
            assert advice_text(advice, "nl").splitlines()[-1].startswith(expected)
            found += 1
    assert found >= 20


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize(("players", "size"), [(4, 18), (5, 15)])
def test_each_count_line_has_a_space_between_its_dots_and_its_value(lang: str, players: int, size: int) -> None:
    """The count's values stand in a column after a dotted leader; the widest ("+7,8", a 5-player hand counted
    up to 18 cards) stood against the dots ("kaarten...........+7,8")."""
    advice = advise(cardset(parse_cards(STRONG)[:size]), players, seat=1, dealer=0)
    counted = [line for line in advice_text(advice, lang).splitlines() if ".." in line]  # type: ignore[arg-type]
    assert len(counted) == len(advice.lines) + 1  # every count line and the total
    assert all(re.search(r"\.\. +[+-]?\d[\d.,]*$", line) for line in counted), counted


CHANCE_ENTRY = re.compile(r"(Prise|Garde(?: sans| contre)?) (\d+)%")


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("cards", [STRONG, GOOD, WEAK])
def test_equal_chances_are_said_once_with_why(lang: str, cards: str) -> None:
    """A Prise and a Garde are played with the same cards (the taker takes the chien and discards, R4.1), so the
    count gives them the same chance: the advice says it once ("Prise en Garde elk 44%") with the one clause that
    says why (and that a Garde counts double), instead of "Prise 44%, Garde 44%" that puzzled a learner."""
    catalogue = CATALOGUES[lang]
    advice = advise(hand(cards), 4, seat=1, dealer=0)
    assert advice.chances[Contract.PRISE] == advice.chances[Contract.GARDE]
    text = advice_text(advice, lang)  # type: ignore[arg-type]
    chance_line = next(line for line in text.split("\n") if line.startswith(catalogue["advice.chance"][:12]))
    shown = [int(percent) for _, percent in CHANCE_ENTRY.findall(chance_line)]
    assert len(shown) == len(set(shown)), chance_line  # no two contracts listed apart with the same chance
    joined = catalogue["advice.joined"].format(first="Prise", last="Garde")
    chance = f"{round(100 * advice.chances[Contract.PRISE])}%"
    assert catalogue["advice.each"].format(contracts=joined, chance=chance) in chance_line
    assert catalogue["advice.same_cards"] in text


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_no_clause_about_the_prise_when_it_cannot_be_bid(lang: str) -> None:
    """After a Prise only higher contracts are offered (R4.2): the chances are listed alone, without the clause."""
    advice = advise(hand(STRONG), 4, seat=2, dealer=0, bids=[(1, Contract.PRISE)], offered=list(Contract)[1:])
    text = advice_text(advice, lang)  # type: ignore[arg-type]
    assert CATALOGUES[lang]["advice.same_cards"] not in text
