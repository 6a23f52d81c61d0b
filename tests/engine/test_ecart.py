"""The chien and the écart (R6): what may be discarded, the forced trumps, who sees what."""

from __future__ import annotations

from itertools import combinations
from math import comb

import pytest
from helpers import check_views, check_zones, cs, layout_for, names

from tarot_tui.engine import (
    PASS,
    AnnounceChelem,
    Bid,
    ChienShown,
    Contract,
    Deal,
    Discard,
    Discarded,
    Phase,
    Play,
    Reason,
    cards_of,
    parse_cards,
    view_for,
)

ROOMY_HAND = "KS KH T1 T21 EXC T2 T3 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS"
ROOMY_CHIEN = "1H 2H 3H 4H 5H 6H"
# After the chien: 4 kings, 3 bouts, 2 discardable suit cards and 15 trumps T2–T16: 4 trumps must go (R6.2).
FORCED_HAND = "KS KH KD KC T1 T21 EXC 1S T2 T3 T4 T5 T6 T7 T8 T9 T10 T11"
FORCED_CHIEN = "2S T12 T13 T14 T15 T16"


def taker_deal(hand: str, chien: str, contract: Contract = Contract.GARDE) -> Deal:
    """4 players, dealer D (3); the eldest A (0) takes ``contract``, the others pass."""
    deal = Deal(layout_for({0: hand}, chien, dealer=3), 4, 3)
    deal.apply(Bid(contract))
    for _ in range(3):
        deal.apply(PASS)
    return deal


def reason_of(deal: Deal, cards: str) -> Reason | None:
    violation = deal.why_illegal(Discard(tuple(parse_cards(cards))))
    return None if violation is None else violation.reason


def test_r6_1_chien_shown_and_joins_taker_hand() -> None:
    """R6.1: with Prise or Garde the chien is turned face up for everyone and added to the taker's hand."""
    deal = Deal(layout_for({0: ROOMY_HAND}, ROOMY_CHIEN, dealer=3), 4, 3)
    deal.apply(Bid(Contract.PRISE))
    deal.apply(PASS)
    deal.apply(PASS)
    events = deal.apply(PASS)
    assert ChienShown(tuple(parse_cards(ROOMY_CHIEN))) in events
    assert deal.phase is Phase.DISCARD and deal.to_move == 0
    assert deal.hands[0] == cs(ROOMY_HAND) | cs(ROOMY_CHIEN)
    for seat in range(4):
        assert names(view_for(deal, seat).chien) == set(ROOMY_CHIEN.split())
    check_zones(deal)
    check_views(deal)


def test_r6_2_kings_bouts_and_trumps_refused_when_not_forced() -> None:
    """R6.2: never a king, never a bout; a trump only when the taker lacks discardable suit cards."""
    deal = taker_deal(ROOMY_HAND, ROOMY_CHIEN)
    assert reason_of(deal, "KS 1S 2S 3S 4S 5S") is Reason.DISCARD_KING
    assert reason_of(deal, "T1 1S 2S 3S 4S 5S") is Reason.DISCARD_BOUT
    assert reason_of(deal, "T21 1S 2S 3S 4S 5S") is Reason.DISCARD_BOUT
    assert reason_of(deal, "EXC 1S 2S 3S 4S 5S") is Reason.DISCARD_BOUT
    assert reason_of(deal, "T2 1S 2S 3S 4S 5S") is Reason.DISCARD_TRUMP
    assert reason_of(deal, "7H 1S 2S 3S 4S 5S") is Reason.DISCARD_NOT_IN_HAND
    assert reason_of(deal, "1S 2S 3S 4S 5S") is Reason.DISCARD_WRONG_SIZE
    assert reason_of(deal, "1S 2S 3S 4S 5S 6S 7S") is Reason.DISCARD_WRONG_SIZE
    assert reason_of(deal, "1S 1S 2S 3S 4S 5S") is Reason.DISCARD_WRONG_SIZE
    assert reason_of(deal, "1H 2H 3H 4H 5H 6H") is None  # the chien cards themselves may go back
    assert reason_of(deal, "JS 1S 1H 2S 2H 10S") is None
    violation = deal.why_illegal(Discard(tuple(parse_cards("1S 2S 3S 4S 5S"))))
    assert violation is not None and violation.expected == 6 and violation.rule == "R6.1"
    # The live hint per card (the écart screen).
    assert deal.why_discard_card_illegal(parse_cards("KH")[0]).reason is Reason.DISCARD_KING
    assert deal.why_discard_card_illegal(parse_cards("T3")[0]).reason is Reason.DISCARD_TRUMP
    assert deal.why_discard_card_illegal(parse_cards("JS")[0]) is None
    assert deal.trumps_to_discard() == 0
    plain = "1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS " + ROOMY_CHIEN
    assert names(deal.discard_candidates()) == set(plain.split())


def test_r6_2_forced_trumps_exactly_e_minus_n_and_shown() -> None:
    """R6.2: with N = 2 discardable suit cards the écart holds both plus exactly 6 − 2 = 4 trumps from T2–T20,
    never a bout or king even now; the trumps are shown to everyone, the rest of the écart to nobody."""
    deal = taker_deal(FORCED_HAND, FORCED_CHIEN)
    assert deal.trumps_to_discard() == 4
    assert reason_of(deal, "1S 2S T2 T3 T4 T5") is None
    assert reason_of(deal, "1S T2 T3 T4 T5 T6") is Reason.DISCARD_TRUMP  # 5 trumps: one too many
    assert deal.why_illegal(Discard(tuple(parse_cards("1S T2 T3 T4 T5 T6")))).expected == 4
    assert reason_of(deal, "1S 2S T2 T3 T4 KS") is Reason.DISCARD_KING
    assert reason_of(deal, "1S 2S T2 T3 T4 T1") is Reason.DISCARD_BOUT
    assert reason_of(deal, "1S 2S T2 T3 T4 EXC") is Reason.DISCARD_BOUT
    assert reason_of(deal, "1S 2S T2 T3 T4 T21") is Reason.DISCARD_BOUT
    assert names(deal.discard_candidates()) == {"1S", "2S"} | {f"T{i}" for i in range(2, 17)}
    assert sum(1 for _ in deal.legal_discards()) == comb(15, 4)
    events = deal.apply(Discard(tuple(parse_cards("1S 2S T12 T13 T14 T15"))))
    assert Discarded(0, tuple(parse_cards("T12 T13 T14 T15"))) in events
    assert deal.ecart == cs("1S 2S T12 T13 T14 T15")
    assert deal.phase is Phase.CHELEM
    for seat in range(1, 4):
        view = view_for(deal, seat)
        assert names(view.ecart_trumps) == {"T12", "T13", "T14", "T15"} and view.ecart == ()
    assert names(view_for(deal, 0).ecart) == {"1S", "2S", "T12", "T13", "T14", "T15"}
    check_zones(deal)
    check_views(deal)


def test_r6_2_discard_must_include_trumps_is_never_needed_by_shape() -> None:
    """R6.2: with N < E the only way to have too few trumps is to add a king, a bout or a card not held, and
    those are named first; ``discard_must_include_trumps`` is the reason only for a hand-made Discard that
    passes the per-card checks, which cannot happen. Every 6-card subset check agrees with ``legal_discards``."""
    deal = taker_deal(FORCED_HAND, FORCED_CHIEN)
    legal = {d.cards for d in deal.legal_discards()}
    hand = cards_of(deal.hands[0])
    count = 0
    for combo in combinations(hand, 6):
        violation = deal.why_illegal(Discard(combo))
        assert (violation is None) == (combo in legal)
        if violation is not None:
            assert violation.reason is not Reason.DISCARD_MUST_INCLUDE_TRUMPS
        count += violation is None
    assert count == len(legal) == comb(15, 4)


@pytest.mark.parametrize("contract", [Contract.GARDE_SANS, Contract.GARDE_CONTRE])
def test_r6_3_r6_4_chien_set_aside_unseen(contract: Contract) -> None:
    """R6.3/R6.4: with Garde sans or contre the chien stays face down, seen by nobody until the score; no
    écart; it counts for the attack (sans) or the defence (contre)."""
    deal = taker_deal(ROOMY_HAND, ROOMY_CHIEN, contract)
    assert deal.phase is Phase.CHELEM and deal.hands[0] == cs(ROOMY_HAND)
    for seat in range(4):
        assert view_for(deal, seat).chien == ()
    check_views(deal)
    violation = deal.why_illegal(Discard(tuple(parse_cards("1S 2S 3S 4S 5S 6S"))))
    assert violation is not None and violation.reason is Reason.WRONG_PHASE
    deal.apply(AnnounceChelem(False))
    while deal.phase is Phase.TRICKS:
        legal = deal.legal_plays()
        deal.apply(Play((legal & -legal).bit_length() - 1))
    pile = deal.attack_pile()
    if contract is Contract.GARDE_SANS:
        assert pile & cs(ROOMY_CHIEN) == cs(ROOMY_CHIEN)
    else:
        assert not pile & cs(ROOMY_CHIEN)
    assert names(view_for(deal, 1).chien) == set(ROOMY_CHIEN.split())


def test_r6_5_ecart_taken_as_one_action_then_fixed() -> None:
    """R6.5: the écart is one atomic action; once made, another Discard is ``wrong_phase``."""
    deal = taker_deal(ROOMY_HAND, ROOMY_CHIEN)
    deal.apply(Discard(tuple(parse_cards("1H 2H 3H 4H 5H 6H"))))
    violation = deal.why_illegal(Discard(tuple(parse_cards("1S 2S 3S 4S 5S 6S"))))
    assert violation is not None and violation.reason is Reason.WRONG_PHASE


@pytest.mark.parametrize(("hand", "chien"), [(ROOMY_HAND, ROOMY_CHIEN), (FORCED_HAND, FORCED_CHIEN)])
def test_the_takers_view_refuses_each_ecart_card_as_the_deal_does(hand: str, chien: str) -> None:
    """The table asks the taker's seat view why a card may not go in the écart (R6.1, R6.2): the same answer as the
    deal's for every card; another seat's view answers a wrong phase."""
    deal = taker_deal(hand, chien)
    taker = deal.taker
    assert taker is not None
    view = view_for(deal, taker)
    for card in range(78):
        assert view.why_discard_card_illegal(card) == deal.why_discard_card_illegal(card)
    other = view_for(deal, (taker + 1) % deal.players)
    refused = other.why_discard_card_illegal(cards_of(deal.discard_candidates())[0])
    assert refused is not None and refused.reason is Reason.WRONG_PHASE
