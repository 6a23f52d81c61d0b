"""The worked scores W1–W23 of the rules reference, scored with ``score(ScoreInput(...))`` (R11, R12), and some
of them reproduced through real play with ``Deal.from_hands`` (W11, W12, C2, C3).

Seats: A = 0 (taker), B = 1, C = 2, D = 3, E = 4.
"""

from __future__ import annotations

import pytest
from helpers import cs, play_out

from tarot_tui.engine import (
    EXCUSE,
    Camp,
    Contract,
    Deal,
    Phase,
    Play,
    PoigneeLevel,
    PoigneeShown,
    ScoreInput,
    TrickWon,
    parse_cards,
    score,
)
from tarot_tui.engine.cards import SUIT_CARDS, TRUMPS, cards_of, half_points_of

PRISE, GARDE, SANS, CONTRE = Contract.PRISE, Contract.GARDE, Contract.GARDE_SANS, Contract.GARDE_CONTRE
ATT, DEF = Camp.ATTACK, Camp.DEFENCE
SIMPLE, DOUBLE, TRIPLE = PoigneeLevel.SIMPLE, PoigneeLevel.DOUBLE, PoigneeLevel.TRIPLE


def half(points: float) -> int:
    return round(points * 2)


def check(
    inp: ScoreInput,
    *,
    threshold: int,
    won: bool,
    g: int,
    d: int,
    scores: list[int],
    partner: int | None = None,
) -> None:
    result = score(inp)
    assert result.threshold == threshold
    assert result.won is won
    assert result.margin == g
    assert result.per_defender == d
    seat_scores = result.scores(0, partner, inp.players)
    assert seat_scores == scores
    assert sum(seat_scores) == 0


def test_w01_prise_lost_by_two() -> None:
    """W1: Prise, 1 bout (needs 51), 49 points: lost by 2, D = −(25+2)·1 = −27."""
    inp = ScoreInput(4, PRISE, half(49), 1)
    check(inp, threshold=51, won=False, g=2, d=-27, scores=[-81, 27, 27, 27])


def test_w02_garde_made_exactly() -> None:
    """W2: Garde, 2 bouts (41), exactly 41: juste fait, g = 0, D = 25·2 = 50 (R11.3)."""
    inp = ScoreInput(4, GARDE, half(41), 2)
    check(inp, threshold=41, won=True, g=0, d=50, scores=[150, -50, -50, -50])


def test_w03_garde_sans_with_monde_in_chien() -> None:
    """W3: Garde sans, T21 in the chien counts for the attack (R6.3): 3 bouts (36), 48 points, D = 37·4 = 148."""
    inp = ScoreInput(4, SANS, half(48), 3)
    check(inp, threshold=36, won=True, g=12, d=148, scores=[444, -148, -148, -148])


def test_w04_garde_contre_excuse_in_chien() -> None:
    """W4: Garde contre, the Excuse in the chien goes to the defence (R6.4): 0 bouts (56), 58 points, D = 27·6."""
    inp = ScoreInput(4, CONTRE, half(58), 0)
    check(inp, threshold=56, won=True, g=2, d=162, scores=[486, -162, -162, -162])


def test_w05_garde_attack_poignee_and_petit_au_bout() -> None:
    """W5: Garde, 52 with 2 bouts, attack simple poignée and petit au bout: D = 36·2 + 10·2 + 20 = 112."""
    inp = ScoreInput(4, GARDE, half(52), 2, poignees=(PoigneeShown(SIMPLE, ATT),), petit_au_bout=ATT)
    check(inp, threshold=41, won=True, g=11, d=112, scores=[336, -112, -112, -112])
    assert score(inp).petit_au_bout_points == 20
    assert score(inp).poignee_points == 20


def test_w06_prise_lost_poignee_paid_to_defence_petit_au_bout_defence() -> None:
    """W6: Prise lost by 6; the attack's poignée goes to the winning defence (R7.7); the defence has petit au
    bout: D = −31 − 10 − 20 = −61."""
    inp = ScoreInput(4, PRISE, half(45), 1, poignees=(PoigneeShown(SIMPLE, ATT),), petit_au_bout=DEF)
    check(inp, threshold=51, won=False, g=6, d=-61, scores=[-183, 61, 61, 61])


def test_w07_defender_double_poignee_paid_to_attack() -> None:
    """W7: a defender's double poignée is paid to the attack, which won (R7.7): D = 29·2 + 30 = 88."""
    inp = ScoreInput(4, GARDE, half(45), 2, poignees=(PoigneeShown(DOUBLE, DEF),))
    check(inp, threshold=41, won=True, g=4, d=88, scores=[264, -88, -88, -88])


def test_w08_garde_sans_lost_defender_triple_poignee() -> None:
    """W8: Garde sans lost by 11, defender's triple poignée: D = −36·4 − 40 = −184."""
    inp = ScoreInput(4, SANS, half(40), 1, poignees=(PoigneeShown(TRIPLE, DEF),))
    check(inp, threshold=51, won=False, g=11, d=-184, scores=[-552, 184, 184, 184])


def test_w09_petit_au_bout_counts_when_contract_lost() -> None:
    """W9: Garde lost by 4 but the attack takes the Petit in the last trick (R10.1): D = −58 + 20 = −38."""
    inp = ScoreInput(4, GARDE, half(47), 1, petit_au_bout=ATT)
    check(inp, threshold=51, won=False, g=4, d=-38, scores=[-114, 38, 38, 38])


def test_w10_defence_petit_au_bout_and_poignee_in_won_prise() -> None:
    """W10: Prise won by 9; the defence has petit au bout and a simple poignée (paid to the attack):
    D = 34 − 10 + 20 = 44."""
    inp = ScoreInput(4, PRISE, half(50), 2, poignees=(PoigneeShown(SIMPLE, DEF),), petit_au_bout=DEF)
    check(inp, threshold=41, won=True, g=9, d=44, scores=[132, -44, -44, -44])


def test_w11_announced_chelem_made() -> None:
    """W11: Garde, announced chelem made with the Excuse led last (R8.5) and T1 au bout in trick 17 (R8.6):
    D = 80·2 + 20 + 400 = 580."""
    inp = ScoreInput(4, GARDE, half(91), 3, petit_au_bout=ATT, chelem_announced=True, chelem_by=ATT)
    check(inp, threshold=36, won=True, g=55, d=580, scores=[1740, -580, -580, -580])


def test_w12_unannounced_chelem_with_defence_excuse() -> None:
    """W12: Garde sans, chelem made without announcement; the defence's Excuse counts 4 (R8.7), so 87:
    D = 71·4 + 40 + 200 = 524."""
    inp = ScoreInput(4, SANS, half(87), 2, petit_au_bout=ATT, chelem_by=ATT)
    check(inp, threshold=41, won=True, g=46, d=524, scores=[1572, -524, -524, -524])


def test_w13_announced_chelem_failed() -> None:
    """W13: Garde won by 34 with a double poignée, but the announced chelem failed (−200, R8.4): D = −52."""
    inp = ScoreInput(4, GARDE, half(70), 3, poignees=(PoigneeShown(DOUBLE, ATT),), chelem_announced=True)
    check(inp, threshold=36, won=True, g=34, d=-52, scores=[-156, 52, 52, 52])
    assert score(inp).chelem_points == -200


def test_w14_defence_chelem() -> None:
    """W14: the defence wins every trick; the attack has only its écart (7): D = −74 − 200 = −274 (R8.4)."""
    inp = ScoreInput(4, PRISE, half(7), 0, chelem_by=DEF)
    check(inp, threshold=56, won=False, g=49, d=-274, scores=[-822, 274, 274, 274])


def test_w15_three_players_half_point_rounds_up_for_winner() -> None:
    """W15: 3 players, 43.5 with 2 bouts: won by 2.5, rounded up to 3 (R11.4); D = 28·2 + 20 = 76, taker 2D."""
    inp = ScoreInput(3, GARDE, half(43.5), 2, poignees=(PoigneeShown(SIMPLE, ATT),))
    check(inp, threshold=41, won=True, g=3, d=76, scores=[152, -76, -76])


def test_w16_three_players_lost_by_half_point() -> None:
    """W16: 3 players, 40.5 with 2 bouts: lost by 0.5, rounded up to 1; D = −26, taker −52."""
    inp = ScoreInput(3, PRISE, half(40.5), 2)
    check(inp, threshold=41, won=False, g=1, d=-26, scores=[-52, 26, 26])


def test_w17_three_players_garde_contre_exactly() -> None:
    """W17: 3 players, Garde contre with 3 bouts, exactly 36: D = 25·6 = 150, taker 300."""
    inp = ScoreInput(3, CONTRE, half(36), 3)
    check(inp, threshold=36, won=True, g=0, d=150, scores=[300, -150, -150])


def test_w18_five_players_partner_poignee() -> None:
    """W18: 5 players, Garde, partner B shows a simple poignée: D = 30·2 + 20 = 80; taker 2D, partner D."""
    inp = ScoreInput(5, GARDE, half(46), 2, poignees=(PoigneeShown(SIMPLE, ATT),))
    check(inp, threshold=41, won=True, g=5, d=80, scores=[160, 80, -80, -80, -80], partner=1)


def test_w19_five_players_defence_petit_au_bout() -> None:
    """W19: 5 players, Garde sans lost by 4 with partner C; defender E has petit au bout: D = −116 − 40 = −156."""
    inp = ScoreInput(5, SANS, half(52), 0, petit_au_bout=DEF)
    check(inp, threshold=56, won=False, g=4, d=-156, scores=[-312, 156, -156, 156, 156], partner=2)


def test_w20_five_players_called_king_in_chien_alone() -> None:
    """W20: 5 players, the called ♣K was in the chien: the taker is alone (R5.4) and scores 4D; 48.5 with
    1 bout loses by 2.5 → 3: D = −28."""
    inp = ScoreInput(5, PRISE, half(48.5), 1, alone=True)
    check(inp, threshold=51, won=False, g=3, d=-28, scores=[-112, 28, 28, 28, 28])


def test_w21_five_players_self_call_alone() -> None:
    """W21: 5 players, Garde contre, the taker called his own ♠K (alone); defender D's double poignée (10
    trumps) is paid to the attack: D = 29·6 + 30 = 204, taker 4D = 816."""
    inp = ScoreInput(5, CONTRE, half(40), 3, poignees=(PoigneeShown(DOUBLE, DEF),), alone=True)
    check(inp, threshold=36, won=True, g=4, d=204, scores=[816, -204, -204, -204, -204])


def test_w22_triple_poignee_with_ecart_trump() -> None:
    """W22: Garde, 50 with 2 bouts and a triple poignée counting the trump shown in the écart (R7.6):
    D = 34·2 + 40 = 108."""
    inp = ScoreInput(4, GARDE, half(50), 2, poignees=(PoigneeShown(TRIPLE, ATT),))
    check(inp, threshold=41, won=True, g=9, d=108, scores=[324, -108, -108, -108])


def test_w23_both_camps_poignees_go_to_winning_defence() -> None:
    """W23: Prise lost by 3; the attack's simple and defender B's double poignée both go to the defence:
    D = −28 − 50 = −78."""
    inp = ScoreInput(4, PRISE, half(48), 1, poignees=(PoigneeShown(SIMPLE, ATT), PoigneeShown(DOUBLE, DEF)))
    check(inp, threshold=51, won=False, g=3, d=-78, scores=[-234, 78, 78, 78])


@pytest.mark.parametrize(("bouts", "threshold"), [(0, 56), (1, 51), (2, 41), (3, 36)])
def test_r11_2_threshold_by_bouts(bouts: int, threshold: int) -> None:
    """R11.2: 56 / 51 / 41 / 36 points for 0 / 1 / 2 / 3 bouts."""
    assert score(ScoreInput(4, PRISE, half(60), bouts)).threshold == threshold


@pytest.mark.parametrize(("contract", "m"), [(PRISE, 1), (GARDE, 2), (SANS, 4), (CONTRE, 6)])
def test_r4_1_contract_multipliers(contract: Contract, m: int) -> None:
    """R4.1: the multipliers 1, 2, 4, 6 apply to (25 + g) and to petit au bout, never to poignées (R7.1)."""
    result = score(ScoreInput(4, contract, half(56), 0, petit_au_bout=ATT, poignees=(PoigneeShown(SIMPLE, DEF),)))
    assert result.contract_points == 25 * m
    assert result.petit_au_bout_points == 10 * m
    assert result.poignee_points == 20


# -- reproduced through real play --------------------------------------------------------------------------


def _rest_of_pack(used: int) -> list[int]:
    return cards_of(((1 << 78) - 1) & ~used)


def test_w11_through_play_announced_chelem_excuse_led_last() -> None:
    """W11 played: A announces a chelem, leads trick 1 (R8.3), wins tricks 1–17 with T1 in trick 17, leads the
    Excuse to trick 18 and it wins (R8.5); T1 counts au bout (R8.6). 91 points, 3 bouts: D = +580."""
    a_hand = cs("T1 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 EXC")
    ecart = cs("1S 2S 3S 4S 5S 6S")
    rest = _rest_of_pack(a_hand | ecart)  # T2–T5 and 50 suit cards
    hands = [a_hand, 0, 0, 0]
    for i, card in enumerate(rest):
        hands[1 + i % 3] |= 1 << card
    deal = Deal.from_hands(hands, dealer=3, taker=0, contract=GARDE, ecart=ecart, chelem_announced=True)
    assert deal.to_move == 0  # R8.3: the announcer leads, not the eldest
    script = {(i, 0): f"T{21 - i}" for i in range(16)}  # T21 down to T6
    script[(16, 0)] = "T1"
    script[(17, 0)] = "EXC"
    events = play_out(deal, script)
    last = [e for e in events if isinstance(e, TrickWon)][-1]
    assert last.cards[0] == EXCUSE and last.winner == 0
    assert deal.phase is Phase.SCORED
    b = deal.breakdown
    assert b is not None
    assert b.input.attack_half_points == 182 and b.input.bouts == 3
    assert b.input.petit_au_bout is ATT and b.input.chelem_by is ATT
    assert b.per_defender == 580
    assert deal.scores == (1740, -580, -580, -580)


def test_w12_c3_through_play_defence_excuse_in_unannounced_chelem() -> None:
    """W12 and C3 played: Garde sans; defender B plays the Excuse at trick 9 and the defence never wins a trick,
    so the Excuse debt is never paid (R9.8): the Excuse counts 4 for the defence and the attack has 87 (R8.7).
    A wins the last trick with T1 (petit au bout) and makes an unannounced chelem: D = 524."""
    a_hand = cs("T1 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21")
    chien = cs("1S 2S 3S 4S 5S 6S")
    b_hand = cs("EXC T2 T3 T4") | cardset_of_first(14, a_hand | chien | cs("EXC T2 T3 T4"))
    used = a_hand | chien | b_hand
    rest = _rest_of_pack(used)
    hands = [a_hand, b_hand, cardset_list(rest[:18]), cardset_list(rest[18:])]
    deal = Deal.from_hands(hands, dealer=3, taker=0, contract=SANS, chien=chien)
    assert deal.to_move == 0  # the eldest, A, leads
    script = {(i, 0): f"T{21 - i}" for i in range(17)}  # T21 down to T5
    script[(17, 0)] = "T1"
    script[(8, 1)] = "EXC"  # B keeps T2–T4 for the first tricks, then excuses himself at trick 9
    for i in range(3):
        script[(i, 1)] = f"T{2 + i}"
    events = play_out(deal, script)
    excuse_trick = next(e for e in events if isinstance(e, TrickWon) and EXCUSE in e.cards)
    assert excuse_trick.index == 8 and excuse_trick.winner == 0
    assert excuse_trick.excuse_to == DEF and excuse_trick.excuse_owed
    assert deal.excuse_debt_pending  # never paid: the defence won no trick
    b = deal.breakdown
    assert b is not None
    assert b.input.attack_half_points == half(87)
    assert b.input.bouts == 2 and b.input.chelem_by is ATT and not b.input.chelem_announced
    assert b.input.petit_au_bout is ATT
    assert b.per_defender == 524
    assert deal.scores == (1572, -524, -524, -524)


def cardset_list(cards: list[int]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def cardset_of_first(n: int, used: int) -> int:
    """The ``n`` lowest suit cards not in ``used``."""
    return cardset_list(cards_of(SUIT_CARDS & ~used)[:n])


def test_c2_excuse_exchange_defence_excuse_won_by_taker() -> None:
    """C2: defender B plays the Excuse, taker A wins the trick with ♥K. The Excuse goes back to the defence
    and the defence owes A one low card (R9.7), paid from a trick it has already won: the attack gains 0.5."""
    hands = [cs("KH 2C KS"), cs("EXC 3C 7S"), cs("5H 4C 8S"), cs("6H KC 9S")]
    deal = Deal.from_hands(hands, dealer=2, taker=0, contract=PRISE, leader=3)
    # Trick 1: D leads ♣K and the defence wins it, so it has a trick to pay from.
    play_out_trick(deal, "KC 2C 3C 4C")
    assert deal.tricks[-1][2] == 3
    # Trick 2: D leads ♥6, A wins with ♥K, B excuses himself.
    events = play_out_trick(deal, "6H KH EXC 5H")
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.winner == 0 and won.excuse_to == DEF and won.excuse_owed
    assert deal.excuse_transfer == 1 and not deal.excuse_debt_pending
    assert deal.won[DEF] >> EXCUSE & 1 and not deal.won[ATT] >> EXCUSE & 1
    play_out_trick(deal, "KS 7S 8S 9S")
    assert deal.phase is Phase.SCORED
    b = deal.breakdown
    assert b is not None
    # Attack: ♥K ♥6 ♥5 (5.5) + ♠K ♠7 ♠8 ♠9 (6) + 0.5 from the exchange; defence: the rest of the pack.
    assert b.input.attack_half_points == half(4.5 + 0.5 + 0.5) + half(4.5 + 1.5) + 1


def play_out_trick(deal: Deal, cards: str) -> list:
    events: list = []
    for card in parse_cards(cards):
        events.extend(deal.apply(Play(card)))
    return events


def test_r9_7_excuse_debt_waits_for_first_trick() -> None:
    """R9.7: when the Excuse owner's camp has no trick yet, the debt waits and is paid from its first trick."""
    hands = [cs("KH 2C KS"), cs("EXC 3C 7S"), cs("5H KC 8S"), cs("6H 4C 9S")]
    deal = Deal.from_hands(hands, dealer=3, taker=0, contract=PRISE)
    events = play_out_trick(deal, "KH EXC 5H 6H")
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.winner == 0 and won.excuse_owed and won.excuse_to == DEF
    assert deal.excuse_debt_pending
    play_out_trick(deal, "2C 3C KC 4C")  # C wins: the defence's first trick pays the debt
    assert not deal.excuse_debt_pending
    assert deal.excuse_transfer == 1


def test_r9_7_attack_excuse_lost_to_defence_costs_half_point() -> None:
    """R9.7 the other way round: the taker excuses himself, a defender wins; the attack keeps the Excuse and
    pays a low card, so its points drop by 0.5."""
    hands = [cs("EXC 2C KS"), cs("KH 3C 7S"), cs("5H KC 8S"), cs("6H 4C 9S")]
    deal = Deal.from_hands(hands, dealer=3, taker=0, contract=PRISE)
    events = play_out_trick(deal, "EXC KH 5H 6H")
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.winner == 1 and won.excuse_to == ATT and won.excuse_owed
    assert deal.excuse_transfer == -1 and deal.excuse_debt_pending  # the attack has no trick yet
    play_out_trick(deal, "7S 8S 9S KS")
    assert not deal.excuse_debt_pending
    play_out_trick(deal, "2C 3C KC 4C")
    b = deal.breakdown
    assert b is not None
    assert b.input.attack_half_points == half_points_of(cs("EXC KS 7S 8S 9S")) - 1


def test_deal_points_total_91_after_a_played_deal() -> None:
    """R11.1: attack + defence = 91 after a whole deal from hands that cover the pack."""
    a_hand = cs("T1 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 EXC")
    ecart = cs("1S 2S 3S 4S 5S 6S")
    rest = _rest_of_pack(a_hand | ecart)
    hands = [a_hand, 0, 0, 0]
    for i, card in enumerate(rest):
        hands[1 + i % 3] |= 1 << card
    deal = Deal.from_hands(hands, dealer=3, taker=0, contract=GARDE, ecart=ecart)
    play_out(deal)
    assert deal.total_half_points() == 182
    b = deal.breakdown
    assert b is not None
    assert b.attack_points + b.defence_points == 91
    assert not (deal.won[0] & deal.won[1]) and (deal.won[0] | deal.won[1] | ecart) == (1 << 78) - 1
    assert TRUMPS & ~(deal.won[0] | deal.won[1]) == 0
