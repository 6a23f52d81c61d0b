"""The beginner's club heuristics, one situation at a time."""

from __future__ import annotations

import random

from bot_helpers import cs

from tarot_tui.bots import BeginnerPlayer
from tarot_tui.bots.policy import (
    Table,
    call_for,
    choose_card,
    distinct_plays,
    ecart_for,
    ecart_variants,
    poignee_pays,
)
from tarot_tui.engine import (
    EXCUSE,
    KINGS,
    PETIT,
    SUIT_MASKS,
    SUIT_OF,
    TRUMP_SUIT,
    TRUMPS,
    Contract,
    Deal,
    DeclarePoignee,
    Discard,
    Phase,
    Play,
    card_str,
    cards_of,
    cardset,
    parse_card,
    parse_cards,
    poignee_display,
    view_for,
)
from tarot_tui.strategy.club_count import club_bid


def names(cards: object) -> set[str]:
    """Card notation of a mask or a list of cards."""
    items = cards_of(cards) if isinstance(cards, int) else list(cards)  # type: ignore[arg-type]
    return {card_str(c) for c in items}


def table(
    hand: str,
    legal: str,
    trick: str = "",
    *,
    seat: int = 3,
    leader: int = 0,
    friends: int = 0,
    foes: int = 0,
    gone: str = "",
    taker: int = 0,
    attack: bool = False,
    tricks_left: int = 10,
    voids: list[int] | None = None,
) -> Table:
    """A 4-player trick-play situation from card notation."""
    cards = parse_cards(trick)
    suit, top, best = -1, -1, -1
    for i, card in enumerate(cards):
        if card == EXCUSE:
            continue
        group = SUIT_OF[card]
        if suit < 0:
            suit, best = group, i
            top = card if group == TRUMP_SUIT else -1
        elif group == TRUMP_SUIT and card > top:
            top, best = card, i
        elif group == suit and top < 0 and card > cards[best]:
            best = i
    return Table(
        seat=seat,
        players=4,
        hand=cs(hand),
        legal=cs(legal),
        trick=cards,
        leader=leader,
        suit=suit,
        top_trump=top,
        best=best,
        gone=cs(gone) | cs(trick),
        friends=friends,
        foes=foes,
        voids=voids or [0, 0, 0, 0],
        taker=taker,
        attack=attack,
        tricks_left=tricks_left,
    )


# -- écart (R6.2) ------------------------------------------------------------------------------------


def test_ecart_keeps_kings_and_voids_a_short_suit() -> None:
    """The club écart never discards a king, voids the short suit without a king and keeps the suit
    whose king it holds."""
    hand = cs("T2 T5 T7 T9 T11 T14 T16 T18 T21 EXC KS QS 4S 2S KH 9H 7H 3H 5D 2D QC 8C 6C 1C")
    candidates = hand & ~TRUMPS & ~KINGS & ~cs("EXC")
    ecart = ecart_for(hand, candidates, 6, 0)
    assert len(ecart) == 6
    assert not cs(" ".join(card_str(c) for c in ecart)) & KINGS
    assert {"5D", "2D"} <= names(ecart)  # diamonds voided: no king there
    assert {"QC", "8C", "6C", "1C"} <= names(ecart)  # then clubs, the other kingless suit
    assert all((1 << c) & ~SUIT_MASKS[0] & ~SUIT_MASKS[1] for c in ecart)


def test_ecart_with_too_few_plain_cards_adds_the_lowest_trumps() -> None:
    """With fewer than E discardable suit cards, all of them go with E − N trumps (R6.2)."""
    hand = cs("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T21 KS KH KD KC 5C 3C")
    candidates = cs("5C 3C") | (hand & TRUMPS & ~cs("T21 T1"))
    assert names(ecart_for(hand, candidates, 6, 4)) == {"5C", "3C", "T2", "T3", "T4", "T5"}


def test_ecart_variants_are_distinct_and_valid() -> None:
    """The strong level compares several écarts: each has six allowed cards, none repeated."""
    hand = cs("T2 T5 T7 T9 T11 T14 T16 T18 T21 EXC KS QS 4S 2S KH 9H 7H 3H 5D 2D QC 8C 6C 1C")
    candidates = hand & ~TRUMPS & ~KINGS & ~cs("EXC")
    variants = ecart_variants(hand, candidates, 6, 0)
    assert len(variants) == len(set(variants)) >= 3
    for ecart in variants:
        assert len(set(ecart)) == 6 and all(candidates >> c & 1 for c in ecart)


def test_beginner_discard_is_legal_in_a_real_deal() -> None:
    """Through the engine: the beginner's écart passes the R6.2 checks."""
    deal = Deal.new(4, 3, random.Random(7))
    deal.apply(deal.legal_bids()[1])  # the eldest takes a Prise
    for _ in range(3):
        deal.apply(deal.legal_bids()[0])
    assert deal.phase is Phase.DISCARD
    action = BeginnerPlayer().choose(view_for(deal, deal.taker), random.Random(0))
    assert isinstance(action, Discard)
    assert deal.why_illegal(action) is None
    assert not cs(" ".join(card_str(c) for c in action.cards)) & KINGS


# -- the Excuse (R9.9) ---------------------------------------------------------------------------------


def test_excuse_is_not_kept_for_the_last_trick() -> None:
    """With two cards left, the Excuse goes now, so it is not played to the last trick (R9.9)."""
    t = table("EXC 7H", "EXC 7H", "3H", leader=2, seat=3, tricks_left=2)
    assert choose_card(t) == EXCUSE
    lead = table("EXC 7H", "EXC 7H", seat=0, leader=0, tricks_left=2)
    assert choose_card(lead) == EXCUSE


def test_excuse_is_kept_early_when_a_low_card_will_do() -> None:
    """Early in the deal the Excuse is not wasted on a trick where a low card loses nothing."""
    t = table("EXC 2H KS", "EXC 2H", "9H", leader=2, seat=3, foes=0b0100, tricks_left=10)
    assert choose_card(t) == parse_card("2H")


def test_excuse_saves_a_court_card() -> None:
    """A defender forced to give a queen to the taker's winning trick plays the Excuse instead."""
    t = table("EXC QH KS", "EXC QH", "KH", leader=2, seat=3, foes=0b0100, taker=2, tricks_left=10)
    assert choose_card(t) == EXCUSE


def test_beginner_never_plays_the_excuse_to_the_last_trick() -> None:
    """Whole beginner deals: the Excuse never appears in the last trick (except in a chelem, R8.5)."""
    rng = random.Random(3)
    for seed in range(30):
        deal = Deal.new(4, seed % 4, random.Random(seed))
        while not deal.phase.is_over:
            seat = deal.to_move
            assert seat is not None
            deal.apply(BeginnerPlayer().choose(view_for(deal, seat), rng))
        if deal.phase is Phase.SCORED:
            _leader, last_cards, _winner = deal.tricks[-1]
            assert EXCUSE not in last_cards or deal.tricks_won_by[1] == 0


# -- partner and Petit ---------------------------------------------------------------------------------


def test_charges_a_partners_sure_trick() -> None:
    """The partner's T21 wins for sure: put the most valuable card on it (charger)."""
    t = table("QH 2H T3", "QH 2H", "5H T21", leader=1, seat=3, friends=0b0100, foes=0b0011)
    t.trick = parse_cards("5H T21")
    t.leader, t.best = 1, 1
    assert card_str(choose_card(t)) == "QH"


def test_no_wasted_trump_on_a_partners_sure_trick() -> None:
    """Void in the suit under the partner's master trump: play the lowest trump, not a high one."""
    t = table("T4 T12 T19 2S", "T4 T12 T19", "5H T21", leader=1, seat=3, friends=0b0100, foes=0b0011)
    assert card_str(choose_card(t)) == "T4"


def test_petit_saved_under_a_partners_sure_trick() -> None:
    """The Petit goes under the partner's master trump: it is saved."""
    t = table("T1 T4 T12", "T1 T4 T12", "5H T21", leader=1, seat=3, friends=0b0100, foes=0b0011)
    assert choose_card(t) == PETIT


def test_petit_played_last_when_it_wins() -> None:
    """Last to play on an untrumped trick, the Petit wins it: play it (it would be hunted later)."""
    t = table("T1 T8 T15", "T1 T8 T15", "KD 4D 7D", leader=0, seat=3, foes=0b0111, taker=0)
    assert choose_card(t) == PETIT


def test_taker_cuts_with_the_petit_before_it_is_left_alone() -> None:
    """Void in hearts, second to play, the taker must trump (R9.4.4): with fewer other trumps than the defence
    holds, he cuts with the Petit while the two defenders after him still hold hearts, rather than keep it until
    it is his last trump and must fall to a higher one (the Petit is a bout, R2.3, R11.2). With as many other
    trumps as the defence, or a defender after him known to lack hearts, he cuts with a low trump."""
    hand = "T1 T4 T9 2S 3S 5D"
    gone = "T2 T3 T5 T6 T7 T8 T10 T11 T12 T13 T14 T15 T16"
    t = table(hand, "T1 T4 T9", "3H", seat=1, leader=0, taker=1, attack=True, foes=0b1101, gone=gone)
    assert choose_card(t) == PETIT
    void = table(
        hand, "T1 T4 T9", "3H", seat=1, leader=0, taker=1, attack=True, foes=0b1101, gone=gone, voids=[0, 0, 0, 1 << 1]
    )
    assert card_str(choose_card(void)) == "T4"
    long = table(
        "T1 T4 T9 T17 T18 T19 T20 T21 2S",
        "T1 T4 T9 T17 T18 T19 T20 T21",
        "3H",
        seat=1,
        leader=0,
        taker=1,
        attack=True,
        foes=0b1101,
        gone="T2 T3 T5 T6 T7 T8 T14 T15 T16",
    )
    assert card_str(choose_card(long)) == "T4"


def test_petit_is_not_thrown_under_an_opponent() -> None:
    """Unable to overtrump the opponent's T18, the Petit is kept: a low trump goes instead."""
    t = table("T1 T5 T9", "T1 T5 T9", "4D T18", leader=1, seat=3, foes=0b0110, friends=0b0001)
    assert card_str(choose_card(t)) == "T5"


def test_taker_hunts_with_master_trumps() -> None:
    """A taker with most of the trumps leads his master trump (to draw trumps and hunt the Petit)."""
    hand = "T21 T20 T19 T17 T15 T12 T10 T8 T6 T3 KS 4S 2H"
    t = table(hand, hand, seat=0, leader=0, taker=0, attack=True, foes=0b1110, gone="T2 T4 T5 T7 T9 T11")
    assert card_str(choose_card(t)) == "T21"


def test_taker_leads_a_master_trump_even_with_few_trumps() -> None:
    """A taker with only four trumps (the Petit gone, nothing to hunt) still leads his master T21, which wins
    (R9.6) and draws theirs (R9.4.4), rather than cashing his king first."""
    hand = "T21 T9 T6 T3 KS 4S 2H QD 3D"
    t = table(hand, hand, seat=0, leader=0, taker=0, attack=True, foes=0b1110, gone="T1")
    assert card_str(choose_card(t)) == "T21"


def test_taker_without_a_master_trump_cashes_his_king() -> None:
    """Without the master trump, with fewer trumps than the defence and the Petit already gone (nothing to
    hunt), the taker cashes his master king."""
    hand = "T20 T9 T6 T3 KS 4S 2H QD 3D"
    t = table(hand, hand, seat=0, leader=0, taker=0, attack=True, foes=0b1110, gone="T1")
    assert card_str(choose_card(t)) == "KS"


def test_taker_wins_a_small_trick_with_his_lowest_winning_trump() -> None:
    """Void in hearts after a defender cut with T5, the taker must overtrump (R9.4.4): on a trick of low cards
    he goes over with T7, keeping his master T20 (T21 is gone) for a trick worth it; with a king in the trick
    he makes sure of it with T20."""
    hand = "T20 T7 T3 2S"
    gone = "T21 T4 T6"
    t = table(hand, "T20 T7", "3H T5", seat=0, leader=2, taker=0, attack=True, foes=0b1110, gone=gone)
    assert card_str(choose_card(t)) == "T7"
    rich = table(hand, "T20 T7", "KH T5", seat=0, leader=2, taker=0, attack=True, foes=0b1110, gone=gone)
    assert card_str(choose_card(rich)) == "T20"


# -- bidding, call, poignée --------------------------------------------------------------------------------


def test_bidding_counts_trumps_bouts_and_kings() -> None:
    """A hand with the three bouts, long trumps and kings bids at least a Garde; a weak hand passes."""
    strong = cs("T21 T1 EXC T20 T18 T17 T15 T13 T10 T6 KS QS KH 3H KD 5D 2C 7C")
    weak = cs("T3 T7 T11 2S 5S 9S QS 3H 6H 8H CH 1D 4D 10D 2C 5C 8C JC")
    assert (club_bid(strong, 4, seat=0, dealer=3, highest=None) or 0) >= Contract.GARDE
    assert club_bid(weak, 4, seat=0, dealer=3, highest=None) is None


def test_bidding_depends_on_seat_position() -> None:
    """A borderline hand passes early but takes as the dealer after three passes."""
    hand = cs("T21 T16 T14 T12 T9 T7 T5 T2 KS 8S 4S KH 6H 2H QD 6D 3C 1C")
    points = [club_bid(hand, 4, seat=s, dealer=3, highest=None) for s in (0, 3)]
    assert points[0] is None or points[1] is not None
    assert (points[1] or 0) >= (points[0] or 0)


def test_call_a_king_it_lacks_in_its_longest_suit() -> None:
    """5 players: the taker calls a king he does not hold (R5.2), in the suit where he holds the most cards (the
    lowest suit among equals): diamonds here, not his single club."""
    hand = cs("KS QS 5S 3S KH 8H 4H QD 9D 6D 2D 5C T3 T8 T12")
    kings = parse_cards("KS KH KD KC")
    assert card_str(call_for(hand, kings)) == "KD"
    even = cs("KS QS 5S KH 8H 4H 9D 6D 2D 5C 3C 7C T3 T8 T12")
    assert card_str(call_for(even, kings)) == "KD"


def test_call_a_queen_with_all_four_kings() -> None:
    """Holding the four kings, a queen is called (R5.2)."""
    hand = cs("KS KH KD KC QS QH 2D 3D T3 T8 T12 T15 T20 T5 T6")
    callable_cards = parse_cards("KS KH KD KC QS QH QD QC")
    assert card_str(call_for(hand, callable_cards)) in {"QD", "QC"}


def test_poignee_display_hides_the_high_trumps() -> None:
    """The lowest trumps are shown; the Excuse stands in for one missing trump (R7.4, R7.5)."""
    trumps = parse_cards("T2 T4 T6 T8 T10 T12 T14 T16 T18 T20 T21")
    assert names(poignee_display(cardset(trumps), 10)) == names(trumps[:10])
    nine = trumps[:9]
    assert names(poignee_display(cardset(nine), 10)) == names(nine) | {"EXC"}
    assert names(poignee_display(cardset(nine) | 1 << EXCUSE, 10)) == names(nine) | {"EXC"}


def test_poignee_pays_for_the_attack() -> None:
    """The bonus goes to the winners (R7.7): the attack shows it, a defender only against a weak contract
    with a bout in hand."""
    assert poignee_pays(True, Contract.GARDE_SANS, cs("T2"), 4)
    assert not poignee_pays(False, Contract.GARDE_SANS, cs("T21"), 4)
    assert poignee_pays(False, Contract.PRISE, cs("T21"), 4)


def test_beginner_declares_a_poignee_as_taker() -> None:
    """Through the engine: a taker with 10 trumps shows a simple poignée before his first card."""
    hands = [
        cs("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 KS QS 4S 2H 3H 5D 6D 7C"),
        cs("T12 T13 T14 1S 2S 3S 5S 6S 7S 8S 9S 10S 1H 4H 5H 6H 7H 8H"),
        cs("T15 T16 T17 JS CS 9H 10H JH CH QH KH 1D 2D 3D 4D 8D 9D 10D"),
        cs("T18 T19 T20 JD CD QD KD 1C 2C 3C 4C 5C 6C 8C 9C 10C JC CC"),
    ]
    deal = Deal.from_hands(hands, dealer=3, taker=0, contract=Contract.GARDE)
    action = BeginnerPlayer().choose(view_for(deal, 0), random.Random(0))
    assert isinstance(action, DeclarePoignee) and len(action.cards) == 10
    assert deal.why_illegal(action) is None
    deal.apply(action)
    assert isinstance(BeginnerPlayer().choose(view_for(deal, 0), random.Random(0)), Play)


def test_equivalent_low_cards_are_one_candidate() -> None:
    """2H and 3H are the same play when 3H... no card between them is unseen; 2H and 5H are not when 4H
    is still out."""
    assert names(distinct_plays(cs("2H 3H 5H"), cs("2H 3H 5H"), cs("4H"))) == {"2H"}
    assert names(distinct_plays(cs("2H 3H 5H"), cs("2H 3H 5H"), 0)) == {"2H", "5H"}
