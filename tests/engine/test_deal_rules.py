"""The deck and the deal (R2, R3): 78 distinct cards worth 91, hand and chien sizes, the chien never getting the
first or last card, determinism, packets of 3, and the petit sec (R3.5)."""

from __future__ import annotations

import random

import pytest
from helpers import check_zones, cs, layout_for

from tarot_tui.engine import (
    BOUTS,
    HALF_POINTS,
    PASS,
    TABLE_SIZES,
    Deal,
    DealVoided,
    Match,
    Phase,
    Reason,
    Rules,
    VoidReason,
    card_str,
    cards_of,
    draw_first_dealer,
    draw_rank,
    parse_card,
    shuffle,
    view_for,
)
from tarot_tui.engine.cards import ALL_CARDS, N_CARDS
from tarot_tui.engine.dealing import deal_cards

RULE_SETS = [
    Rules(),
    Rules(deal_packet_size_3p=3),
    Rules(chien_dealing="packets"),
    Rules(deal_packet_size_3p=3, chien_dealing="packets"),
]


def test_r2_1_deck_has_78_distinct_cards_and_notation_roundtrips() -> None:
    """R2.1: 4 suits of 14, 21 trumps and the Excuse; every card's notation parses back to the card."""
    assert len(HALF_POINTS) == N_CARDS == 78
    assert [parse_card(card_str(card)) for card in range(78)] == list(range(78))
    assert [parse_card(card_str(card, symbols=True)) for card in range(78)] == list(range(78))
    assert len({card_str(card) for card in range(78)}) == 78


def test_r2_4_pack_totals_91_points() -> None:
    """R2.4: the pack is 91 points, 182 half-points; bouts and kings 4.5, queens 3.5, knights 2.5, jacks 1.5."""
    assert sum(HALF_POINTS) == 182
    assert cards_of(BOUTS) == sorted(parse_card(t) for t in ("T1", "T21", "EXC"))
    for text, halves in {"KS": 9, "QH": 7, "CD": 5, "JC": 3, "10S": 1, "1H": 1, "T1": 9, "T21": 9, "EXC": 9}.items():
        assert HALF_POINTS[parse_card(text)] == halves
    assert sum(1 for h in HALF_POINTS if h == 1) == 59


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: f"p3={r.deal_packet_size_3p}-chien={r.chien_dealing}")
def test_r3_1_r3_4_sizes_and_chien_never_first_or_last_card(players: int, rules: Rules) -> None:
    """R3.1: hands of 24/18/15 and a chien of 6/6/3; R3.4: the chien never gets deck card 0 or 77; all 78
    cards are dealt exactly once."""
    size = TABLE_SIZES[players]
    for seed in range(60):
        layout = shuffle(players, rules, random.Random(seed))
        dealer = seed % players
        hands, chien = deal_cards(layout, players, dealer, rules)
        assert [h.bit_count() for h in hands] == [size.hand] * players
        assert chien.bit_count() == size.chien
        union = chien
        for hand in hands:
            assert not union & hand
            union |= hand
        assert union == ALL_CARDS
        assert not chien >> layout.deck[0] & 1 and not chien >> layout.deck[77] & 1
        # R3.3: the first packet goes to the eldest, the last packet to the dealer.
        packet = rules.packet_size(players)
        eldest = (dealer + 1) % players
        assert all(hands[eldest] >> card & 1 for card in layout.deck[:packet])
        assert all(hands[dealer] >> card & 1 for card in layout.deck[-packet:])


@pytest.mark.parametrize(
    ("players", "rules", "gaps"),
    [(3, Rules(), 17), (3, Rules(deal_packet_size_3p=3), 23), (4, Rules(), 23), (5, Rules(), 24)],
)
def test_r3_4_interior_gaps(players: int, rules: Rules, gaps: int) -> None:
    """R3.4: the chien cards are placed in distinct interior gaps: 17 (3p in fours), 23 (3p in threes, 4p),
    24 (5p)."""
    seen: set[int] = set()
    for seed in range(300):
        layout = shuffle(players, rules, random.Random(seed))
        assert len(set(layout.chien_gaps)) == len(layout.chien_gaps) == TABLE_SIZES[players].chien
        seen |= set(layout.chien_gaps)
    assert seen == set(range(gaps))


def test_r3_2_same_seed_same_deal() -> None:
    """R3.2: the shuffle uses the injected RNG only, so the same seed gives the same deal."""
    for players in (3, 4, 5):
        a = Deal.new(players, 1, random.Random(1234))
        b = Deal.new(players, 1, random.Random(1234))
        assert a.layout == b.layout and a.hands == b.hands and a.chien == b.chien
        c = Deal.new(players, 1, random.Random(1235))
        assert c.layout != a.layout


def test_r3_1_three_players_dealt_in_fours_or_threes() -> None:
    """R3.1 + R13 ``deal_packet_size_3p``: the 3-player deal goes four at a time (FFT) or three at a time."""
    layout = shuffle(3, Rules(), random.Random(5))
    hands, _ = deal_cards(layout, 3, 2, Rules())
    assert all(hands[0] >> card & 1 for card in layout.deck[:4])
    layout3 = shuffle(3, Rules(deal_packet_size_3p=3), random.Random(5))
    hands3, _ = deal_cards(layout3, 3, 2, Rules(deal_packet_size_3p=3))
    assert all(hands3[0] >> card & 1 for card in layout3.deck[:3])
    first_packet_of_seat_1 = layout3.deck[3:6] if 0 not in layout3.chien_gaps else layout3.deck[4:7]
    assert all(hands3[1] >> card & 1 for card in first_packet_of_seat_1)


def test_r13_chien_dealt_in_packets_of_three() -> None:
    """R13 ``chien_dealing="packets"``: the chien gets 3 consecutive cards at each of 2 gaps (1 gap in 5p)."""
    rules = Rules(chien_dealing="packets")
    for players, gap_count in ((3, 2), (4, 2), (5, 1)):
        layout = shuffle(players, rules, random.Random(9))
        assert len(layout.chien_gaps) == gap_count
        deal = Deal(layout, players, 0, rules)
        check_zones(deal)


def test_deal_zones_cover_the_pack_before_bidding() -> None:
    """Conservation right after the deal: hands and chien are disjoint and hold the 78 cards (182 half-points)."""
    for players in (3, 4, 5):
        check_zones(Deal.new(players, 0, random.Random(players)))


# -- petit sec (R3.5) ------------------------------------------------------------------------------------

PETIT_SEC_HAND = "T1 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS CS QS KS 1H 2H 3H"


def test_r3_5_petit_sec_voids_the_deal_and_the_deal_passes() -> None:
    """R3.5: a dealt hand whose only trump is T1, without the Excuse, voids the deal before bidding; no score;
    the next deal is dealt by the next seat (R1.5)."""
    layout = layout_for({2: PETIT_SEC_HAND}, "4H 5H 6H 7H 8H 9H", players=4, dealer=1)
    deal = Deal(layout, 4, 1)
    assert deal.phase is Phase.VOID and deal.void_reason is VoidReason.PETIT_SEC and deal.void_seat == 2
    assert deal.scores == (0, 0, 0, 0) and deal.to_move is None
    assert deal.legal_bids() == [] and list(deal.legal_actions()) == []
    check_zones(deal)
    match = Match(4, first_dealer=1)
    played = match.start_deal(random.Random(0))
    played.deal = deal  # the match's first deal, replaced by the petit sec deal
    assert played.is_void and match.current is None
    assert match.next_dealer == 2 and match.totals == [0, 0, 0, 0]


def test_r3_5_petit_sec_option_off() -> None:
    """R13 ``petit_sec_redeal`` off: the same hand is played normally."""
    rules = Rules(petit_sec_redeal=False)
    layout = layout_for({2: PETIT_SEC_HAND}, "4H 5H 6H 7H 8H 9H", players=4, dealer=1, rules=rules)
    assert Deal(layout, 4, 1, rules).phase is Phase.BIDDING


@pytest.mark.parametrize(
    "hand",
    [
        "T1 EXC 2S 3S 4S 5S 6S 7S 8S 9S 10S JS CS QS KS 1H 2H 3H",  # the Excuse protects the Petit
        "T1 T2 2S 3S 4S 5S 6S 7S 8S 9S 10S JS CS QS KS 1H 2H 3H",  # another trump
        "1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS CS QS KS 1H 2H 3H 10H",  # no trump at all, T1 in the chien
    ],
)
def test_r3_5_not_petit_sec(hand: str) -> None:
    """R3.5: only T1 as the single trump without the Excuse counts; chien cards never trigger it."""
    layout = layout_for({0: hand}, "T1 4H 5H 6H 7H 8H" if "T1" not in hand else "4H 5H 6H 7H 8H 9H", dealer=3)
    deal = Deal(layout, 4, 3)
    assert deal.phase is Phase.BIDDING


def test_r3_5_petit_sec_event_through_match() -> None:
    """R3.5 + R1.5 in a match: seeds that deal a petit sec give a void deal and the dealer moves on."""
    found = 0
    for seed in range(3000):
        match = Match(4, first_dealer=seed % 4)
        played = match.start_deal(random.Random(seed))
        if played.is_void:
            found += 1
            assert played.deal.void_reason is VoidReason.PETIT_SEC
            seat = played.deal.void_seat
            assert seat is not None
            hand = played.deal.hands[seat]
            assert hand & cs(" ".join(f"T{i}" for i in range(1, 22))) == cs("T1")
            assert not hand & cs("EXC")
            assert match.next_dealer == (seed % 4 + 1) % 4
            assert match.totals == [0, 0, 0, 0]
    assert found > 0


def test_r3_5_void_event() -> None:
    """The petit sec void is reported as ``DealVoided(VoidReason.PETIT_SEC, seat)`` to anyone who applies nothing: the
    deal is created void, and every action is refused with ``deal_over``."""
    layout = layout_for({0: PETIT_SEC_HAND}, "4H 5H 6H 7H 8H 9H", dealer=3)
    deal = Deal(layout, 4, 3)
    violation = deal.why_illegal(PASS)
    assert violation is not None and violation.reason is Reason.DEAL_OVER
    assert deal.void_reason is VoidReason.PETIT_SEC
    assert DealVoided(VoidReason.PETIT_SEC, 0) == DealVoided(deal.void_reason, deal.void_seat)
    assert view_for(deal, 0).void_reason is VoidReason.PETIT_SEC
    assert all(view_for(deal, seat).void_seat == 0 for seat in (None, 0, 1, 2, 3))  # declared and shown (R3.5)


def test_r1_3_first_dealer_draw() -> None:
    """R1.3: the lowest card deals; any trump outranks any suit card; on equal rank ♠ > ♥ > ♦ > ♣ (so ♣1 is the
    lowest card of the pack); whoever draws the Excuse draws again."""
    order = sorted(range(78), key=lambda card: (card == 21, draw_rank(card)))
    assert card_str(order[0]) == "1C" and card_str(order[1]) == "1D" and card_str(order[3]) == "1S"
    assert card_str(order[55]) == "KS" and card_str(order[56]) == "T1" and card_str(order[76]) == "T21"
    for seed in range(200):
        players = 3 + seed % 3
        dealer, drawn = draw_first_dealer(players, random.Random(seed))
        assert len(drawn) == players and 21 not in drawn and len(set(drawn)) == players
        assert draw_rank(drawn[dealer]) == min(draw_rank(card) for card in drawn)
