"""The trick situations P1–P25 of the rules reference (R9.3, R9.4, R5.5, R8.3, R8.5, R9.6, R9.7, R9.9).

Each test builds the position with ``Deal.from_hands`` (through ``helpers.situation``: seat 0 leads, the table
cards are played in order through ``apply``, and the next seat is to move), then checks the exact legal set and
the refusal reason of every refused card.
"""

from __future__ import annotations

import random

import pytest
from helpers import (
    c,
    cs,
    five_player_opening,
    legal_names,
    names,
    random_action,
    random_deal,
    refusals,
    situation,
)

from tarot_tui.engine import (
    EXCUSE,
    AnnounceChelem,
    Bid,
    Camp,
    Contract,
    Deal,
    DeclarePoignee,
    PartnerRevealed,
    Phase,
    Play,
    Reason,
    Rules,
    TrickWon,
    cards_of,
    parse_cards,
    view_for,
)

FOLLOW = Reason.MUST_FOLLOW_SUIT
TRUMP = Reason.MUST_TRUMP
OVER = Reason.MUST_OVERTRUMP
HIGHER = Reason.MUST_PLAY_HIGHER_TRUMP
LEAD = Reason.CALLED_SUIT_OPENING_LEAD


def check(deal: Deal, expected: dict[str, Reason | None]) -> None:
    """The mover's hand is exactly ``expected``'s keys; legal cards map to None, refused ones to their reason,
    and ``why_illegal(Play(card))`` agrees with ``why_card_illegal``."""
    assert refusals(deal) == expected
    assert legal_names(deal) == {card for card, reason in expected.items() if reason is None}
    for card, reason in expected.items():
        violation = deal.why_illegal(Play(c(card)))
        assert (violation is None) == (reason is None)
        if violation is not None:
            assert violation.reason is reason
            assert violation.seat == deal.to_move and violation.card == c(card)
            assert violation.rule == {LEAD: "R5.5", FOLLOW: "R9.4.3"}.get(reason, "R9.4.4")


def test_p01_follow_suit_no_need_to_win() -> None:
    """P1, R9.4.3: holding the suit led, following is enough; there is no duty to beat ♥K, and no trumping."""
    deal = situation("7H KH", "2H QH KS T5 T12")
    check(deal, {"2H": None, "QH": None, "KS": FOLLOW, "T5": FOLLOW, "T12": FOLLOW})
    assert deal.why_illegal(Play(c("KS"))).suit == 1  # the suit led (hearts), for the hint


def test_p02_void_must_trump_any_trump() -> None:
    """P2, R9.4.4: void in the suit led with no trump on the table, any trump will do."""
    check(situation("10C CC", "KH 3D T4 T18"), {"KH": TRUMP, "3D": TRUMP, "T4": None, "T18": None})


def test_p03_must_overtrump() -> None:
    """P3, R9.4.4: a trump above T9 is held, so the trump played must beat T9."""
    deal = situation("5D T9", "T3 T12 T15 KS")
    check(deal, {"T3": OVER, "T12": None, "T15": None, "KS": TRUMP})
    assert deal.why_illegal(Play(c("T3"))).to_beat == c("T9")


def test_p04_cannot_overtrump_must_undertrump() -> None:
    """P4, R9.4.4: no trump beats T16, but a trump must still be played (undertrump); no discard."""
    check(situation("5D T16", "T3 T8 KS 2C"), {"T3": None, "T8": None, "KS": TRUMP, "2C": TRUMP})


def test_p05_overtrump_the_partner_too() -> None:
    """P5, R9.4.4: defender C must beat defender B's T10 even though B is his partner and winning."""
    deal = situation("3S T10", "T2 T11 QH", taker=0)
    assert deal.camp_of(1) is deal.camp_of(2) is Camp.DEFENCE
    check(deal, {"T2": OVER, "T11": None, "QH": TRUMP})


def test_p06_trump_led_must_go_higher_than_highest() -> None:
    """P6, R9.4.4: on a trump lead, beat the highest trump on the table (T13), not the lead (T7)."""
    deal = situation("T7 T13", "T2 T10 T20 KH")
    check(deal, {"T2": HIGHER, "T10": HIGHER, "T20": None, "KH": TRUMP})
    assert deal.why_illegal(Play(c("T10"))).to_beat == c("T13")


def test_p07_trump_led_cannot_go_higher() -> None:
    """P7, R9.4.4: no trump beats T19, so any trump; the king is refused."""
    check(situation("T19", "T3 T11 KC"), {"T3": None, "T11": None, "KC": TRUMP})


def test_p08_trump_led_no_trumps_free_discard() -> None:
    """P8, R9.4.5: holding no trump, any card may be played."""
    check(situation("T12", "KH 2D QC"), {"KH": None, "2D": None, "QC": None})


def test_p09_excuse_always_legal() -> None:
    """P9, R9.4.1 + R9.4.3: the Excuse is always legal; T6 is refused because spades are held."""
    check(situation("4S", "9S CS EXC T6"), {"9S": None, "CS": None, "EXC": None, "T6": FOLLOW})


def test_p10_excuse_led_second_player_is_free() -> None:
    """P10, R9.3: after an Excuse lead nothing has set the suit, so the second player plays as a leader."""
    check(situation("EXC", "3H T4 KC"), {"3H": None, "T4": None, "KC": None})


def test_p11_excuse_led_then_a_suit() -> None:
    """P11, R9.3: the first card that is not the Excuse (♦8) sets the suit."""
    check(situation("EXC 8D", "2D KD T5"), {"2D": None, "KD": None, "T5": FOLLOW})


def test_p12_excuse_led_then_a_trump() -> None:
    """P12, R9.3 + R9.4.4: T9 after the Excuse makes a trump trick; a trump above 9 must be played."""
    check(situation("EXC T9", "T4 T12 KS"), {"T4": HIGHER, "T12": None, "KS": TRUMP})


def test_p13_no_suit_no_trumps_free_discard_kings_included() -> None:
    """P13, R9.4.5: without the suit led and without trumps, any card, kings included."""
    check(situation("6C KC", "KH QD 2S"), {"KH": None, "QD": None, "2S": None})


def test_p14_excuse_is_not_a_trump() -> None:
    """P14, R9.4.5: the Excuse is no trump, so holding only it and a king is a free discard."""
    check(situation("6C", "KH EXC"), {"KH": None, "EXC": None})


def test_p15_trumped_trick_but_suit_held_follow() -> None:
    """P15, R9.4.3: following suit comes first; overtrumping T15 with T20 is not allowed."""
    check(situation("4S T15", "2S T20"), {"2S": None, "T20": FOLLOW})


def test_p16_forced_to_risk_the_petit() -> None:
    """P16, R9.4.4: T1 and T6 are both undertrumps and legal; ♦K may not be discarded to save T1."""
    check(situation("3H T17", "T1 T6 KD"), {"T1": None, "T6": None, "KD": TRUMP})


def test_p17_void_with_trumps_and_excuse() -> None:
    """P17, R9.4.1 + R9.4.4: T11 overtrumps T8; T5 is refused; the Excuse stays legal."""
    check(situation("2C T8", "T5 T11 EXC QH"), {"T5": OVER, "T11": None, "EXC": None, "QH": TRUMP})


def test_p18_excuse_does_not_raise_the_bar() -> None:
    """P18, R9.4.4: the highest trump on the table is T7; the Excuse after it is ignored."""
    deal = situation("T7 EXC", "T5 T9 KH")
    check(deal, {"T5": HIGHER, "T9": None, "KH": TRUMP})
    assert deal.why_illegal(Play(c("T5"))).to_beat == c("T7")


def test_p19_beat_the_highest_trump_not_the_last() -> None:
    """P19, R9.4.4: after ♦9, T14 and an undertrump T4, T6 beats T4 but not T14: only T15."""
    deal = situation("9D T14 T4", "T6 T15")
    check(deal, {"T6": OVER, "T15": None})
    assert deal.why_illegal(Play(c("T6"))).to_beat == c("T14")


# -- opening leads (P20–P22) --------------------------------------------------------------------------


def test_p20_announced_chelem_taker_leads_trick_one() -> None:
    """P20, R8.3: dealer D, eldest A; taker C announces a chelem and leads the first trick with any card.
    A, the eldest, is refused with ``not_your_turn`` (R9.1)."""
    deal = random_deal(4, seed=20, dealer=3)
    for seat, bid in enumerate([None, None, Contract.GARDE, None]):
        assert deal.to_move == seat
        deal.apply(Bid(bid))
    assert deal.phase is Phase.DISCARD and deal.taker == 2
    deal.apply(next(deal.legal_discards()))
    assert deal.phase is Phase.CHELEM
    deal.apply(AnnounceChelem(True))
    assert deal.phase is Phase.TRICKS and deal.to_move == 2 and deal.trick_leader == 2
    assert deal.legal_plays() == deal.hands[2]
    a_card = cards_of(deal.hands[0])[0]
    violation = deal.why_illegal(Play(a_card), seat=0)
    assert violation is not None and violation.reason is Reason.NOT_YOUR_TURN and violation.rule == "R9.1"


def test_p20_chelem_announcer_may_show_poignee_before_his_lead() -> None:
    """P20, R7.3: the announcing taker who leads trick 1 declares his poignée just before his lead."""
    c_hand = cs("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 KS KH KD KC QS QH QD")
    rest = [card for card in range(78) if not c_hand >> card & 1]
    hands = [0, 0, c_hand, 0]
    order = [0, 1, 3]
    for i, card in enumerate(rest[:54]):
        hands[order[i % 3]] |= 1 << card
    deal = Deal.from_hands(hands, dealer=3, taker=2, contract=Contract.GARDE, chelem_announced=True)
    assert deal.to_move == 2
    deal.apply(DeclarePoignee(tuple(parse_cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10"))))
    assert deal.to_move == 2 and 2 in deal.poignees
    deal.apply(Play(c("T11")))


def test_p21_five_players_called_suit_refused_on_opening_lead() -> None:
    """P21, R5.5: the taker called ♠K; the eldest B may not open the deal with a spade (he lacks ♠K). Only the
    first card of the deal is restricted: from trick 2 on, spades may be led."""
    deal = five_player_opening("2S 3S 10S QH T5 EXC 1C 2C 3C 4C 5C 6C 7C 8C 9C")
    assert deal.to_move == 1
    expected: dict[str, Reason | None] = {name: None for name in names(deal.hands[1])}
    for spade in ("2S", "3S", "10S"):
        expected[spade] = LEAD
    check(deal, expected)
    assert deal.why_illegal(Play(c("3S"))).suit == 0
    # B leads ♥Q; everyone follows hearts and ♥K lies in the chien, so B wins and leads trick 2.
    deal.apply(Play(c("QH")))
    while deal.trick_cards:
        deal.apply(Play(cards_of(deal.legal_plays())[0]))
    assert deal.tricks[0][2] == 1 and deal.to_move == 1
    assert {"2S", "3S", "10S"} <= legal_names(deal)


def test_p22_five_players_called_king_itself_may_open() -> None:
    """P22, R5.5: the eldest holding the called ♠K may lead it (which reveals him as the partner, R5.3), but
    not his other spades."""
    deal = five_player_opening("KS 2S 3S 10S QH T5 EXC 1C 2C 3C 4C 5C 6C 7C 8C")
    assert deal.partner == 1 and not deal.partner_revealed
    expected: dict[str, Reason | None] = {name: None for name in names(deal.hands[1])}
    for spade in ("2S", "3S", "10S"):
        expected[spade] = LEAD
    check(deal, expected)
    events = deal.apply(Play(c("KS")))
    assert PartnerRevealed(1) in events and deal.partner_revealed


def test_p20_p21_five_player_chelem_lead_still_restricted() -> None:
    """R8.3 + R5.5: after an announced chelem the 5-player taker leads, and the called-suit restriction binds
    him too (he does not hold the called ♣K)."""
    deal = five_player_opening("2S 3S 10S QH T5 EXC 1C 2C 3C 4C 5C 6C 7C 8C 9C", called="KC", chelem=True)
    assert deal.to_move == 0
    refused = {card for card, reason in refusals(deal).items() if reason is not None}
    assert refused == names(deal.hands[0] & cs("1C 2C 3C 4C 5C 6C 7C 8C 9C 10C JC CC QC KC")) - {"KC"}
    assert all(r is LEAD for r in refusals(deal).values() if r is not None)
    violation = deal.why_illegal(Play(cards_of(deal.hands[1])[0]), seat=1)
    assert violation is not None and violation.reason is Reason.NOT_YOUR_TURN


def test_o2_excuse_opening_lead_frees_the_next_player() -> None:
    """O2 (R5.5 read literally): after an Excuse opening lead, the second player may play the called suit."""
    deal = five_player_opening("2S 3S 10S QH T5 EXC 1C 2C 3C 4C 5C 6C 7C 8C 9C")
    deal.apply(Play(EXCUSE))
    spades = deal.hands[2] & cs("1S 4S 5S 6S 7S 8S 9S JS CS QS KS")
    assert spades and deal.legal_plays() == deal.hands[2]


# -- the last trick and the Excuse (P23–P25) -----------------------------------------------------------------


@pytest.mark.parametrize(("option", "excuse_to"), [("changes-camp", Camp.ATTACK), ("to-trick-winner", Camp.DEFENCE)])
def test_p23_excuse_played_to_last_trick(option: str, excuse_to: Camp) -> None:
    """P23, R9.9: defender C holds only the Excuse in the last trick. It is legal; by default (FFT) it changes
    camp whoever wins, with no exchange; with ``excuse_last_trick="to-trick-winner"`` it goes to the camp that
    wins the trick (here the defence, through D's ♣K)."""
    rules = Rules(excuse_last_trick=option)
    hands = [cs("4H 7C"), cs("KH 5C"), cs("2H EXC"), cs("3H KC")]
    deal = Deal.from_hands(hands, dealer=0, taker=0, contract=Contract.PRISE, rules=rules, leader=1)
    for card in parse_cards("KH 2H 3H 4H 5C"):
        deal.apply(Play(card))
    assert deal.to_move == 2
    check(deal, {"EXC": None})
    deal.apply(Play(EXCUSE))
    events = deal.apply(Play(c("KC")))
    events += deal.apply(Play(c("7C")))
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.winner == 3 and won.excuse_to == excuse_to and not won.excuse_owed
    assert deal.excuse_transfer == 0
    assert deal.won[excuse_to] >> EXCUSE & 1
    assert deal.phase is Phase.SCORED


@pytest.mark.parametrize(("option", "excuse_to"), [("changes-camp", Camp.DEFENCE), ("to-trick-winner", Camp.ATTACK)])
def test_r9_9_attack_excuse_at_last_trick_won_by_partner(option: str, excuse_to: Camp) -> None:
    """R9.9 + R9.10 (5 players): the taker's Excuse played (not led) to the last trick, which his hidden partner
    wins: by default it changes camp to the defence; with the pagat option it goes to the winner, the attack."""
    hands = [cs("4C EXC"), cs("5C KS"), cs("KC 2S"), cs("2C 3S"), cs("3C 4S")]
    deal = Deal.from_hands(
        hands,
        dealer=1,
        taker=0,
        contract=Contract.PRISE,
        rules=Rules(excuse_last_trick=option),
        called_card=c("KS"),
        leader=2,
    )
    assert deal.partner == 1
    for card in parse_cards("KC 2C 3C 4C 5C 2S 3S 4S EXC KS"):
        deal.apply(Play(card))
    assert deal.phase is Phase.SCORED
    assert deal.tricks[-1][2] == 1
    assert deal.won[excuse_to] >> EXCUSE & 1
    assert deal.excuse_transfer == 0


def test_p24_chelem_excuse_led_to_last_trick_wins() -> None:
    """P24, R8.5 + R8.6: the attack has won every previous trick and taker A leads the Excuse to the last
    trick: it wins that trick, and T1 played in the second-to-last trick counts au bout."""
    hands = [cs("T1 EXC"), cs("2H 3H"), cs("4H 5H"), cs("6H 7H")]
    deal = Deal.from_hands(hands, dealer=3, taker=0, contract=Contract.GARDE)
    for card in parse_cards("T1 2H 4H 6H"):
        deal.apply(Play(card))
    assert deal.tricks[-1][2] == 0
    check(deal, {"EXC": None})
    events = []
    for card in parse_cards("EXC 3H 5H 7H"):
        events += deal.apply(Play(card))
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.winner == 0 and won.excuse_to is None and not won.excuse_owed
    assert deal.won[Camp.ATTACK] >> EXCUSE & 1
    assert deal.score_input().petit_au_bout is Camp.ATTACK


def test_r8_5_excuse_led_last_does_not_win_after_a_lost_trick() -> None:
    """R8.5 needs every previous trick won by the leader's camp: A lost trick 1, so his Excuse led to the last
    trick does not win it, and it changes camp (R9.9)."""
    hands = [cs("2H KS EXC"), cs("KH 3S 8D"), cs("4H 4S 9D"), cs("6H 5S 10D")]
    deal = Deal.from_hands(hands, dealer=3, taker=0, contract=Contract.GARDE)
    for card in parse_cards("2H KH 4H 6H 3S 4S 5S KS"):
        deal.apply(Play(card))
    assert [winner for _, _, winner in deal.tricks] == [1, 0] and deal.to_move == 0
    for card in parse_cards("EXC 8D 9D 10D"):
        deal.apply(Play(card))
    assert deal.tricks[-1][2] == 3
    assert deal.won[Camp.DEFENCE] >> EXCUSE & 1
    assert deal.phase is Phase.SCORED


def test_the_view_names_the_rule_that_decides_the_excuse_now() -> None:
    """What the Excuse does when played now, as a seat's view says it for the hint line and the log: R9.4.1 while
    other cards are left (it may always be played), R8.5 when the attack that won every trick leads it to the last
    trick (it wins it, P24), R9.9 for any other Excuse in the last trick (it changes camp, P23)."""
    hands = [cs("T1 EXC"), cs("2H 3H"), cs("4H 5H"), cs("6H 7H")]
    deal = Deal.from_hands(hands, dealer=3, taker=0, contract=Contract.GARDE)
    assert view_for(deal, 0).excuse_rule == "R9.4.1"
    for card in parse_cards("T1 2H 4H 6H"):
        deal.apply(Play(card))
    assert view_for(deal, 0).excuse_rule == "R8.5"  # P24
    lost = [cs("2H KS EXC"), cs("KH 3S 8D"), cs("4H 4S 9D"), cs("6H 5S 10D")]
    deal = Deal.from_hands(lost, dealer=3, taker=0, contract=Contract.GARDE)
    for card in parse_cards("2H KH 4H 6H 3S 4S 5S KS"):
        deal.apply(Play(card))
    assert view_for(deal, 0).excuse_rule == "R9.9"  # a trick lost: no R8.5
    following = [cs("KH 3H"), cs("4H EXC"), cs("5H 6H"), cs("7H 8H")]
    deal = Deal.from_hands(following, dealer=3, taker=0, contract=Contract.GARDE)
    for card in parse_cards("KH 4H 5H 7H 3H"):
        deal.apply(Play(card))
    assert view_for(deal, 1).excuse_rule == "R9.9"  # P23: played, not led, to the last trick


@pytest.mark.parametrize(("taker", "owed"), [(2, False), (3, True)])
def test_p25_trick_resolution_with_excuse(taker: int, owed: bool) -> None:
    """P25, R9.6 + R9.7: ♥5 (A), EXC (B), ♥K (C), T2 (D): D's T2 wins, the Excuse never wins.
    (a) C is the taker: B and D are both defenders, the Excuse stays in the defence pile, no card moves.
    (b) D is the taker: the defence takes the Excuse back and owes D one low card (paid when it wins a trick)."""
    deal = situation("5H EXC KH", "T2 3S", taker=taker)
    check(deal, {"T2": None, "3S": TRUMP})
    events = deal.apply(Play(c("T2")))
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.winner == 3
    assert won.excuse_to == Camp.DEFENCE
    assert won.excuse_owed is owed
    assert deal.won[Camp.DEFENCE] >> EXCUSE & 1 and not deal.won[Camp.ATTACK] >> EXCUSE & 1
    assert deal.excuse_transfer == (1 if owed else 0)
    assert deal.excuse_debt_pending is owed  # the defence has not won a trick yet


def _views_agree(deal: Deal) -> set[Reason]:
    """The mover's seat view refuses each of the 78 cards as the deal does; another seat's view answers a wrong
    phase. Returns the reasons seen."""
    mover = deal.to_move
    assert mover is not None
    view = view_for(deal, mover)
    seen: set[Reason] = set()
    for card in range(78):
        violation = view.why_card_illegal(card)
        assert violation == deal.why_card_illegal(card)
        if violation is not None:
            seen.add(violation.reason)
    other = view_for(deal, (mover + 1) % deal.players).why_card_illegal(view.hand[0])
    assert other is not None and other.reason is Reason.WRONG_PHASE
    return seen


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_movers_view_refuses_each_card_as_the_deal_does(players: int) -> None:
    """R9.4, R9.5, R5.5: the table asks the mover's seat view why a card may not be played, never the raw deal;
    at every card of random deals (and a 5-player opening lead under R5.5) it answers as the deal."""
    rng = random.Random(players)
    seen: set[Reason] = set()
    for number in range(12):
        deal = random_deal(players, 100 * players + number)
        while not deal.phase.is_over:
            if deal.phase is Phase.TRICKS:
                seen |= _views_agree(deal)
            deal.apply(random_action(deal, rng))
    if players == 5:
        seen |= _views_agree(five_player_opening("2S 3S 4S 5S 6S 7S 8S 9S 1H 2H 3H 4H 5H 6H 7H"))
        assert LEAD in seen
    assert {FOLLOW, TRUMP, Reason.CARD_NOT_IN_HAND} <= seen
    assert seen & {OVER, HIGHER}


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_finished_deals_view_counts_each_camps_tricks_as_the_deal_does(players: int) -> None:
    """R3.1, R11.1: the score page reads the tricks each camp won and the tricks of a deal from the public view
    of the finished deal; they are the deal's own counts. Before the camps are known there is no count."""
    rng = random.Random(players + 10)
    for number in range(8):
        deal = random_deal(players, 300 * players + number)
        while not deal.phase.is_over:
            deal.apply(random_action(deal, rng))
            if players == 5 and deal.phase is Phase.TRICKS and not deal.partner_revealed:
                assert view_for(deal, None).tricks_by_camp is None
        view = view_for(deal, None)
        if deal.phase is Phase.VOID:
            assert view.tricks_by_camp is None
            continue
        assert view.tricks_by_camp == tuple(deal.tricks_won_by)
        assert view.size == deal.size == len(view.tricks)
