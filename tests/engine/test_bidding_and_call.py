"""Bidding (R4, R1.5, R13 ``bidding_rounds`` and ``beginner``) and the 5-player called king (R5)."""

from __future__ import annotations

import random

import pytest
from helpers import c, cs, first_discard, layout_for, random_deal

from tarot_tui.engine import (
    PASS,
    AnnounceChelem,
    Bid,
    CallCard,
    CardCalled,
    ChienSetAside,
    ChienShown,
    Contract,
    Deal,
    DeclarePoignee,
    Discard,
    Match,
    PartnerRevealed,
    Phase,
    Play,
    Reason,
    Rules,
    TakerChosen,
    VoidReason,
    cards_of,
    view_for,
)

PRISE, GARDE, SANS, CONTRE = Contract.PRISE, Contract.GARDE, Contract.GARDE_SANS, Contract.GARDE_CONTRE


def test_r4_2_single_round_each_player_speaks_once_dealer_last() -> None:
    """R4.2/R4.3: the eldest speaks first, the dealer last, each exactly once; the highest bidder takes."""
    deal = random_deal(4, seed=1, dealer=2)
    order = []
    for bid in (PRISE, None, GARDE, None):
        order.append(deal.to_move)
        events = deal.apply(Bid(bid))
    assert order == [3, 0, 1, 2]
    assert TakerChosen(1, GARDE) in events
    assert deal.taker == 1 and deal.contract is GARDE
    assert deal.phase is Phase.DISCARD and deal.to_move == 1


def test_r4_2_bid_must_be_strictly_higher() -> None:
    """R4.2: equal or lower bids are refused with ``bid_not_higher``; a pass is always allowed; a player after a
    pass may still bid."""
    deal = random_deal(4, seed=2, dealer=3)
    deal.apply(PASS)
    deal.apply(Bid(GARDE))
    for contract in (PRISE, GARDE):
        violation = deal.why_illegal(Bid(contract))
        assert violation is not None and violation.reason is Reason.BID_NOT_HIGHER
        assert violation.detail == "garde" and violation.rule == "R4.2"
    assert deal.legal_bids() == [PASS, Bid(SANS), Bid(CONTRE)]
    assert deal.is_legal(PASS) and deal.is_legal(Bid(SANS))
    deal.apply(Bid(CONTRE))
    assert deal.legal_bids() == [PASS]
    deal.apply(PASS)
    assert deal.taker == 2 and deal.contract is CONTRE
    assert deal.phase is Phase.CHELEM  # Garde contre: the chien is set aside (R6.4)


def test_r4_2_wrong_seat_and_wrong_phase() -> None:
    """R9.1/R15: a bid out of turn is ``not_your_turn``; a card during the bidding is ``wrong_phase``."""
    deal = random_deal(4, seed=3, dealer=0)
    violation = deal.why_illegal(Bid(PRISE), seat=3)
    assert violation is not None and violation.reason is Reason.NOT_YOUR_TURN
    violation = deal.why_illegal(Play(next(iter(range(78)))))
    assert violation is not None and violation.reason is Reason.WRONG_PHASE and violation.detail == "bidding"


def test_r4_4_all_pass_voids_and_deal_passes() -> None:
    """R4.4 + R1.5: everyone passes, the deal is void with no score, and the next seat deals."""
    match = Match(4, first_dealer=2)
    played = match.start_deal(random.Random(11))
    deal = played.deal
    assert deal.phase is Phase.BIDDING
    for _ in range(4):
        deal.apply(PASS)
    assert deal.phase is Phase.VOID and deal.void_reason is VoidReason.ALL_PASSED
    assert deal.scores == (0, 0, 0, 0) and match.totals == [0, 0, 0, 0]
    assert match.next_dealer == 3
    nxt = match.start_deal(random.Random(12))
    assert nxt.dealer == 3 and nxt.deal.dealer == 3 and nxt.deal.to_move == 0


@pytest.mark.parametrize("players", [3, 5])
def test_r4_4_all_pass_other_table_sizes(players: int) -> None:
    """R4.4 for 3 and 5 players."""
    deal = random_deal(players, seed=4, dealer=0)
    for _ in range(players):
        deal.apply(PASS)
    assert deal.phase is Phase.VOID and deal.scores == (0,) * players


def test_r13_repeated_bidding_rounds() -> None:
    """R13 ``bidding_rounds="repeated"``: the auction goes round, passed players are out, and it ends when all
    but the highest bidder have passed."""
    rules = Rules(bidding_rounds="repeated")
    deal = random_deal(4, seed=5, rules=rules, dealer=3)
    script = [(0, PRISE), (1, GARDE), (2, None), (3, None), (0, SANS), (1, None)]
    for seat, bid in script:
        assert deal.to_move == seat
        deal.apply(Bid(bid))
    assert deal.taker == 0 and deal.contract is SANS
    assert deal.phase is Phase.CHELEM


def test_r13_repeated_rounds_all_pass_and_single_bidder() -> None:
    """Repeated rounds: four passes void the deal; one bid followed by three passes ends the auction at once."""
    rules = Rules(bidding_rounds="repeated")
    deal = random_deal(4, seed=6, rules=rules, dealer=3)
    for _ in range(4):
        deal.apply(PASS)
    assert deal.phase is Phase.VOID
    deal = random_deal(4, seed=6, rules=rules, dealer=3)
    deal.apply(PASS)
    deal.apply(Bid(GARDE))
    deal.apply(PASS)
    deal.apply(PASS)
    assert deal.taker == 1 and deal.contract is GARDE


def test_r13_beginner_limits_contracts_poignee_and_chelem() -> None:
    """R13 ``beginner``: only Prise and Garde may be bid (``contract_not_offered``), no chelem phase, no
    poignée (``poignee_not_offered``)."""
    rules = Rules(beginner=True)
    deal = random_deal(4, seed=7, rules=rules, dealer=3)
    assert deal.legal_bids() == [PASS, Bid(PRISE), Bid(GARDE)]
    for contract in (SANS, CONTRE):
        violation = deal.why_illegal(Bid(contract))
        assert violation is not None and violation.reason is Reason.CONTRACT_NOT_OFFERED
    deal.apply(Bid(GARDE))
    for _ in range(3):
        deal.apply(PASS)
    deal.apply(first_discard(deal))
    assert deal.phase is Phase.TRICKS and deal.to_move == 0  # no chelem decision
    violation = deal.why_illegal(AnnounceChelem(True))
    assert violation is not None and violation.reason is Reason.WRONG_PHASE
    trumps = tuple(card for card in range(21) if deal.hands[0] >> card & 1)
    violation = deal.why_illegal(DeclarePoignee(trumps[:10] if len(trumps) >= 10 else trumps))
    assert violation is not None and violation.reason is Reason.POIGNEE_NOT_OFFERED
    assert deal.poignee_sizes() == {} and deal.canonical_poignees() == []


# -- the 5-player call (R5) -----------------------------------------------------------------------------

KINGS = "KS KH KD KC"
QUEENS = "QS QH QD QC"
KNIGHTS = "CS CH CD CC"
JACKS = "JS JH JD JC"


def five_player_deal(
    taker_hand: str, chien: str = "1S 2S 3S", contract: Contract = GARDE, partner_hand: str = ""
) -> Deal:
    """5 players, dealer E (4), the eldest A (0) takes ``contract``; everyone else passes."""
    hands = {0: taker_hand}
    if partner_hand:
        hands[2] = partner_hand
    layout = layout_for(hands, chien, players=5, dealer=4)
    deal = Deal(layout, 5, 4)
    assert deal.phase is Phase.BIDDING
    deal.apply(Bid(contract))
    for _ in range(4):
        deal.apply(PASS)
    assert deal.phase is Phase.CALL and deal.to_move == 0
    return deal


@pytest.mark.parametrize(
    ("held", "callable_ranks"),
    [
        ("KS KH KD 1C", "K"),
        (KINGS, "KQ"),
        (f"{KINGS} {QUEENS}", "KQC"),
        (f"{KINGS} {QUEENS} {KNIGHTS}", "KQCJ"),
    ],
)
def test_r5_2_callable_cards(held: str, callable_ranks: str) -> None:
    """R5.2: any king; a queen only with all four kings; a knight with all kings and queens; a jack with all
    kings, queens and knights. Other cards are refused with ``call_not_allowed``."""
    cards = held.split()
    hand = " ".join(cards + [f"T{i}" for i in range(2, 22)][: 15 - len(cards)])
    deal = five_player_deal(hand)
    expected = []
    for letter in callable_ranks:
        expected += [c(f"{letter}{suit}") for suit in "SHDC"]
    assert sorted(deal.callable_cards()) == sorted(expected)
    for card in range(78):
        violation = deal.why_illegal(CallCard(card))
        assert (violation is None) == (card in expected)
        if violation is not None:
            assert violation.reason is Reason.CALL_NOT_ALLOWED and violation.rule == "R5.2"


def test_r5_3_partner_holds_called_king_and_is_revealed_when_it_is_played() -> None:
    """R5.3: the holder of the called card is the partner; nobody else's view names him until the card is
    played."""
    deal = five_player_deal(
        "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 KS 1H",
        partner_hand="KH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH CH QH 1D 2D",
    )
    events = deal.apply(CallCard(c("KH")))
    assert CardCalled(0, c("KH")) in events
    assert deal.partner == 2 and not deal.partner_revealed
    assert view_for(deal, 2).partner == 2 and view_for(deal, 2).partner_known
    for seat in (0, 1, 3, 4):
        view = view_for(deal, seat)
        assert view.partner is None and not view.partner_known
    assert deal.phase is Phase.DISCARD
    deal.apply(first_discard(deal))
    deal.apply(AnnounceChelem(False))
    # A (eldest) leads; play until the called ♥K falls.
    revealed = []
    while deal.phase is Phase.TRICKS and not revealed:
        legal = deal.legal_plays()
        card = c("KH") if legal >> c("KH") & 1 else (legal & -legal).bit_length() - 1
        revealed = [e for e in deal.apply(Play(card)) if isinstance(e, PartnerRevealed)]
    assert revealed == [PartnerRevealed(2)]
    assert all(view_for(deal, seat).partner == 2 for seat in range(5))


def test_r5_2_r5_4_self_call_plays_alone() -> None:
    """R5.2 + R5.4: the taker may call a king he holds; he then plays alone against four (scores 4D)."""
    deal = five_player_deal("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 KS 1H")
    deal.apply(CallCard(c("KS")))
    assert deal.partner is None
    assert view_for(deal, 0).partner_known and view_for(deal, 0).partner is None  # he knows he is alone
    assert not view_for(deal, 1).partner_known
    deal.apply(first_discard(deal))
    deal.apply(AnnounceChelem(False))
    while deal.phase is Phase.TRICKS:
        legal = deal.legal_plays()
        deal.apply(Play((legal & -legal).bit_length() - 1))
    assert deal.breakdown is not None and deal.breakdown.input.alone
    assert deal.scores is not None and deal.scores[0] == 4 * deal.breakdown.per_defender
    assert sum(deal.scores) == 0


def test_r5_4_called_king_in_chien_revealed_when_chien_shown() -> None:
    """R5.4: with Prise or Garde, a called king lying in the chien makes the taker alone, and everyone learns it
    when the chien is shown."""
    deal = five_player_deal("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 1H 2H", chien="KC 1S 2S")
    events = deal.apply(CallCard(c("KC")))
    assert any(isinstance(e, ChienShown) for e in events)
    assert PartnerRevealed(None) in events
    assert deal.partner is None and deal.partner_revealed
    for seat in range(5):
        view = view_for(deal, seat)
        assert view.partner_known and view.partner is None


def test_r5_4_called_king_in_chien_hidden_in_garde_sans() -> None:
    """R5.4: with Garde sans (or contre) nobody knows the taker is alone until the end."""
    deal = five_player_deal("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 1H 2H", chien="KC 1S 2S", contract=SANS)
    events = deal.apply(CallCard(c("KC")))
    assert any(isinstance(e, ChienSetAside) for e in events)
    assert not any(isinstance(e, PartnerRevealed) for e in events)
    assert deal.partner is None and not deal.partner_revealed
    for seat in range(5):
        view = view_for(deal, seat)
        assert not view.partner_known and view.chien == ()
    assert deal.phase is Phase.CHELEM
    deal.apply(AnnounceChelem(False))
    while deal.phase is Phase.TRICKS:
        legal = deal.legal_plays()
        deal.apply(Play((legal & -legal).bit_length() - 1))
    assert deal.breakdown is not None and deal.breakdown.input.alone
    assert view_for(deal, 1).partner_known and cs("KC") & deal.chien


def test_r5_1_call_comes_before_the_chien() -> None:
    """R5.1: nothing is done with the chien before the call: in the CALL phase the taker's hand has no chien
    cards and a discard is ``wrong_phase``."""
    deal = five_player_deal("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 1H 2H")
    assert not deal.hands[0] & deal.chien
    assert view_for(deal, 1).chien == ()
    violation = deal.why_illegal(Discard(tuple(cards_of(deal.hands[0] & cs("1H 2H T2")))))
    assert violation is not None and violation.reason is Reason.WRONG_PHASE
