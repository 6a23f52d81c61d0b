"""Poignée (R7), chelem (R8) and petit au bout (R10)."""

from __future__ import annotations

import pytest
from helpers import c, check_views, cs, layout_for, names, play_out

from tarot_tui.engine import (
    EXCUSE,
    PASS,
    AnnounceChelem,
    Bid,
    Camp,
    ChelemDecided,
    Contract,
    Deal,
    DeclarePoignee,
    Discard,
    Discarded,
    Phase,
    Play,
    PoigneeDeclared,
    PoigneeLevel,
    Reason,
    Rules,
    card_str,
    cards_of,
    parse_cards,
    view_for,
)
from tarot_tui.engine.cards import SUIT_CARDS


def trumps(*numbers: int) -> str:
    return " ".join(f"T{n}" for n in numbers)


def full_hands(players: int, given: dict[int, str], chien: str = "") -> list[int]:
    """Hands of the full size for ``players``: the given seats, the rest of the pack dealt to the others."""
    size = {3: 24, 4: 18, 5: 15}[players]
    hands = [0] * players
    used = cs(chien)
    for seat, text in given.items():
        hands[seat] = cs(text)
        assert hands[seat].bit_count() == size
        used |= hands[seat]
    rest = [card for card in range(78) if not used >> card & 1]
    for seat in range(players):
        if seat not in given:
            hands[seat] = sum(1 << card for card in rest[:size])
            rest = rest[size:]
    return hands


def suits(n: int, avoid: str = "") -> str:
    """``n`` low suit cards, none of ``avoid``."""
    banned = cs(avoid)
    return " ".join(names_sorted(SUIT_CARDS & ~banned)[:n])


def names_sorted(mask: int) -> list[str]:
    return [card_str(card) for card in cards_of(mask)]


def declare(deal: Deal, text: str, seat: int | None = None) -> Reason | None:
    violation = deal.why_illegal(DeclarePoignee(tuple(parse_cards(text))), seat)
    return None if violation is None else violation.reason


@pytest.mark.parametrize(
    ("players", "sizes"),
    [(3, (13, 15, 18)), (4, (10, 13, 15)), (5, (8, 10, 13))],
)
def test_r7_1_r3_1_poignee_sizes_per_player_count(players: int, sizes: tuple[int, int, int]) -> None:
    """R3.1/R7.1: simple / double / triple poignées are 13/15/18 (3p), 10/13/15 (4p), 8/10/13 (5p) trumps;
    other sizes are refused (``poignee_wrong_size``)."""
    hand = trumps(*range(2, 2 + sizes[2])) + " " + suits({3: 24, 4: 18, 5: 15}[players] - sizes[2])
    deal = Deal.from_hands(full_hands(players, {0: hand}), dealer=players - 1, taker=1, contract=Contract.PRISE)
    assert deal.to_move == 0
    assert deal.poignee_sizes() == dict(zip(PoigneeLevel, sizes, strict=True))
    for size in range(sizes[0] - 1, sizes[2] + 1):
        reason = declare(deal, trumps(*range(2, 2 + size)))
        assert reason is (None if size in sizes else Reason.POIGNEE_WRONG_SIZE), size
    levels = [p.cards for p in deal.canonical_poignees()]
    assert [len(cards) for cards in levels] == list(sizes)
    shown = tuple(parse_cards(trumps(*range(2, 2 + sizes[1]))))
    events = deal.apply(DeclarePoignee(shown))
    assert events == [PoigneeDeclared(0, tuple(sorted(shown, reverse=True)), PoigneeLevel.DOUBLE)]


def four_player_trick_one(a_hand: str, b_hand: str = "", taker: int = 2) -> Deal:
    given = {0: a_hand}
    if b_hand:
        given[1] = b_hand
    return Deal.from_hands(full_hands(4, given), dealer=3, taker=taker, contract=Contract.GARDE)


def test_r7_3_poignee_only_in_trick_one_on_own_turn() -> None:
    """R7.3: a poignée is declared on one's own turn in the first trick, immediately before one's first card;
    not out of turn (``not_your_turn``), not after trick 1 (``poignee_not_now``), and not in the bidding."""
    a = trumps(*range(2, 12)) + " " + suits(8)
    b = trumps(12, 13, 14, 15, 16, 17, 18, 19, 20, 21) + " " + suits(8, avoid=suits(8))
    deal = four_player_trick_one(a, b)
    assert declare(deal, trumps(*range(12, 22)), seat=1) is Reason.NOT_YOUR_TURN
    assert declare(deal, trumps(*range(2, 12))) is None
    deal.apply(Play(c("1S")))  # A plays without declaring
    assert declare(deal, trumps(*range(2, 12)), seat=0) is Reason.NOT_YOUR_TURN
    assert declare(deal, trumps(*range(12, 22))) is None  # B, on his turn in trick 1
    while deal.trick_number == 0:
        legal = deal.legal_plays()
        deal.apply(Play((legal & -legal).bit_length() - 1))
    mover = deal.to_move
    assert mover is not None
    shown = [card for card in cards_of(deal.hands[mover]) if card < EXCUSE][:10]
    violation = deal.why_illegal(DeclarePoignee(tuple(shown)))
    assert violation is not None and violation.reason is Reason.POIGNEE_NOT_NOW and violation.rule == "R7.3"
    bidding = Deal(layout_for({0: a}, "1D 2D 3D 4D 5D 6D", dealer=3), 4, 3)
    assert bidding.phase is Phase.BIDDING
    assert declare(bidding, trumps(*range(2, 12))) is Reason.POIGNEE_NOT_NOW


def test_r7_2_one_poignee_per_player() -> None:
    """R7.2: each player declares at most one poignée per deal (``poignee_already``)."""
    deal = four_player_trick_one(trumps(*range(2, 15)) + " " + suits(5))
    deal.apply(DeclarePoignee(tuple(parse_cards(trumps(*range(2, 12))))))
    assert declare(deal, trumps(*range(2, 15))) is Reason.POIGNEE_ALREADY
    assert deal.poignee_sizes() == {} and deal.canonical_poignees() == []
    deal.apply(Play(c("T14")))


def test_r7_4_shown_cards_must_be_held_trumps_and_o5_lower_level() -> None:
    """R7.4: only trumps the player holds (``poignee_not_trump``, ``poignee_not_held``); the surplus may be
    hidden, and a lower level than possible may be shown (O5)."""
    deal = four_player_trick_one(trumps(*range(2, 15)) + " " + suits(5))
    assert declare(deal, trumps(*range(2, 11)) + " 1S") is Reason.POIGNEE_NOT_TRUMP
    assert declare(deal, trumps(*range(2, 11)) + " T21") is Reason.POIGNEE_NOT_HELD
    assert declare(deal, trumps(*range(2, 11)) + " EXC") is Reason.POIGNEE_NOT_HELD
    assert declare(deal, trumps(*range(5, 15))) is None  # simple with 13 trumps: the lowest three hidden
    assert declare(deal, trumps(*range(2, 15))) is None  # double
    events = deal.apply(DeclarePoignee(tuple(parse_cards(trumps(*range(5, 15))))))
    assert events[0].level is PoigneeLevel.SIMPLE
    for seat in range(4):
        assert names(view_for(deal, seat).poignees[0]) == set(trumps(*range(5, 15)).split())  # R7.8: public


def test_r7_5_excuse_stands_in_and_certifies_no_other_trump() -> None:
    """R7.5: the Excuse may replace one missing trump, but showing it means every trump held is shown."""
    deal = four_player_trick_one(trumps(*range(2, 11)) + " EXC " + suits(8))  # 9 trumps + EXC
    assert deal.poignee_sizes() == {PoigneeLevel.SIMPLE: 10}
    assert declare(deal, trumps(*range(2, 11)) + " EXC") is None
    assert [len(p.cards) for p in deal.canonical_poignees()] == [10]
    assert EXCUSE in deal.canonical_poignees()[0].cards
    deal = four_player_trick_one(trumps(*range(2, 12)) + " EXC " + suits(7))  # 10 trumps + EXC
    assert declare(deal, trumps(*range(2, 11)) + " EXC") is Reason.POIGNEE_EXCUSE_HIDES_TRUMPS
    violation = deal.why_illegal(DeclarePoignee(tuple(parse_cards(trumps(*range(2, 11)) + " EXC"))))
    assert violation is not None and violation.card == c("T11") and violation.rule == "R7.5"
    assert declare(deal, trumps(*range(2, 12))) is None
    deal = four_player_trick_one(trumps(*range(2, 14)) + " EXC " + suits(5))  # 12 trumps + EXC → double
    assert declare(deal, trumps(*range(2, 14)) + " EXC") is None
    assert deal.poignee_sizes() == {PoigneeLevel.SIMPLE: 10, PoigneeLevel.DOUBLE: 13}


def test_r7_6_w22_ecart_trump_counts_in_poignee_through_play() -> None:
    """R7.6 / W22: after the chien A holds 4 kings, 15 trumps and 5 other suit cards; he must discard the 5
    suit cards and one trump (T6, shown). He keeps 14 trumps and still shows a triple poignée (15) with T6."""
    hand = "KS KH KD KC T1 T21 " + trumps(*range(2, 14))  # 4 kings, T1, T21 and T2..T13: 18 cards
    chien = "T14 1S 2S 3S 4S 5S"  # 15 trumps in all, 5 suit cards
    deal = Deal(layout_for({0: hand}, chien, dealer=3), 4, 3)
    deal.apply(Bid(Contract.GARDE))
    for _ in range(3):
        deal.apply(PASS)
    assert deal.trumps_to_discard() == 1
    events = deal.apply(Discard(tuple(parse_cards("1S 2S 3S 4S 5S T6"))))
    assert Discarded(0, (c("T6"),)) in events
    deal.apply(AnnounceChelem(False))
    assert deal.to_move == 0 and (deal.hands[0] & ((1 << 21) - 1)).bit_count() == 14
    assert deal.poignee_sizes() == {PoigneeLevel.SIMPLE: 10, PoigneeLevel.DOUBLE: 13, PoigneeLevel.TRIPLE: 15}
    assert c("T6") in view_for(deal, 0).poignee_trumps
    assert deal.poignee_pool(0) == deal.hands[0] & ((1 << 21) - 1) | 1 << c("T6")  # no Excuse held
    assert view_for(deal, 0).poignee_pool == tuple(cards_of(deal.poignee_pool(0)))
    assert view_for(deal, 0).poignee_levels == deal.poignee_sizes()
    full = "T1 T21 T6 " + trumps(2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14)
    events = deal.apply(DeclarePoignee(tuple(parse_cards(full))))
    assert events[0].level is PoigneeLevel.TRIPLE
    check_views(deal)
    # Another player cannot borrow the taker's écart trump.
    deal.apply(Play(c("T21")))
    assert declare(deal, "T6 " + trumps(*range(15, 21))) in (Reason.POIGNEE_NOT_HELD, Reason.POIGNEE_WRONG_SIZE)


# -- chelem (R8) --------------------------------------------------------------------------------------------


def chelem_deal(announce: bool) -> Deal:
    deal = Deal(layout_for({1: "KS KH KD KC T1 T21 " + trumps(*range(2, 14))}, "1S 2S 3S 4S 5S 6S", dealer=3), 4, 3)
    deal.apply(PASS)
    deal.apply(Bid(Contract.GARDE_SANS))
    deal.apply(PASS)
    deal.apply(PASS)
    assert deal.phase is Phase.CHELEM and deal.to_move == 1
    violation = deal.why_illegal(AnnounceChelem(True), seat=0)
    assert violation is not None and violation.reason is Reason.NOT_YOUR_TURN  # R8.2: only the taker
    assert ChelemDecided(1, announce) in deal.apply(AnnounceChelem(announce))
    return deal


def test_r8_2_r8_3_announced_chelem_taker_leads() -> None:
    """R8.2/R8.3: only the taker announces, after the chien is set aside and before the first card; he then
    leads trick 1 instead of the eldest."""
    deal = chelem_deal(True)
    assert deal.chelem_announced and deal.to_move == 1 and deal.trick_leader == 1


def test_r8_2_no_announcement_eldest_leads() -> None:
    """R8.2/R9.1: without an announcement the eldest leads."""
    deal = chelem_deal(False)
    assert not deal.chelem_announced and deal.to_move == 0


def test_r8_4_announced_chelem_failed_through_play() -> None:
    """R8.4: an announced chelem that fails costs 200 in D, the contract being scored normally (W13)."""
    a_hand = cs("T1 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 7S EXC")
    ecart = cs("1S 2S 3S 4S 5S 6S")
    rest = [card for card in range(78) if not (a_hand | ecart) >> card & 1]  # T21 is with the defence
    hands = [a_hand, 0, 0, 0]
    for i, card in enumerate(rest):
        hands[1 + i % 3] |= 1 << card
    deal = Deal.from_hands(hands, dealer=3, taker=0, contract=Contract.GARDE, ecart=ecart, chelem_announced=True)
    play_out(deal)
    b = deal.breakdown
    assert b is not None and b.input.chelem_by is None and b.input.chelem_announced
    assert b.chelem_points == -200
    assert b.per_defender == b.contract_points + b.petit_au_bout_points + b.poignee_points - 200


def w14_deal(defence_chelem_bonus: int = 200) -> Deal:
    """W14: A takes a Prise with a hopeless hand; his écart is ♥Q ♠J and four low cards (7 points)."""
    a_hand = cs("1S 2S 3S 4S 5S 6S 7S 8S 1H 2H 3H 4H 5H 6H 7H 8H 3D 4D")
    ecart = cs("QH JS 9H 10H 1D 2D")
    b_hand = cs(trumps(*range(4, 21)) + " EXC")
    c_trumps = cs("T1 T2 T3 T21")
    rest = [card for card in range(78) if not (a_hand | ecart | b_hand | c_trumps) >> card & 1]
    c_hand = c_trumps | sum(1 << card for card in rest[:14])
    d_hand = sum(1 << card for card in rest[14:])
    return Deal.from_hands(
        [a_hand, b_hand, c_hand, d_hand],
        dealer=3,
        taker=0,
        contract=Contract.PRISE,
        ecart=ecart,
        rules=Rules(defence_chelem_bonus=defence_chelem_bonus),
    )


def test_r8_4_w14_defence_chelem_through_play() -> None:
    """R8.4 / W14: the defence wins every trick; the attack has only its écart, 7 points: D = −74 − 200 = −274.
    B excuses himself in trick 1, which the defence wins, so the Excuse stays home (R9.7)."""
    deal = w14_deal()
    play_out(deal, {(0, 1): "EXC"})
    assert deal.tricks_won_by == [0, 18]
    b = deal.breakdown
    assert b is not None
    assert b.input.attack_half_points == 14 and b.input.bouts == 0
    assert b.input.chelem_by is Camp.DEFENCE and b.input.petit_au_bout is None
    assert b.per_defender == -274 and deal.scores == (-822, 274, 274, 274)


@pytest.mark.parametrize(
    ("players", "contract", "most"),
    [
        (4, Contract.PRISE, 31.5),  # the écart, six cards, and the Excuse
        (3, Contract.GARDE_SANS, 31.5),  # the chien, six cards, and the Excuse
        (5, Contract.GARDE, 18),  # three cards and the Excuse
        (4, Contract.GARDE_CONTRE, 4.5),  # the chien is the defence's: the Excuse only
    ],
)
def test_r8_1_a_defence_that_won_every_trick_leaves_the_attack_the_chien_and_the_excuse_at_most(
    players: int, contract: Contract, most: float
) -> None:
    """R8.1: a camp that wins every trick leaves the other only what is not won in tricks: the chien or the écart
    (R6) and the Excuse of its owner (R9.7-R9.9), at most 4.5 points a card. The engine refused an attack chelem
    with too few points but took 91 points and 3 bouts for an attack that won no trick."""
    from tarot_tui.engine import InvalidSettingsError, ScoreInput

    bouts = 1  # the Excuse
    ScoreInput(players, contract, round(most * 2), bouts, chelem_by=Camp.DEFENCE).validate()
    with pytest.raises(InvalidSettingsError) as refused:
        ScoreInput(players, contract, round(most * 2) + 1, bouts, chelem_by=Camp.DEFENCE).validate()
    assert refused.value.code == "defence_chelem_points" and refused.value.values["most"] == most
    with pytest.raises(InvalidSettingsError):
        ScoreInput(players, contract, 182, 3, chelem_by=Camp.DEFENCE).validate()


def test_r13_defence_chelem_bonus_off() -> None:
    """R13 ``defence_chelem_bonus=0``: the same deal scores D = −74."""
    deal = w14_deal(0)
    play_out(deal, {(0, 1): "EXC"})
    assert deal.breakdown is not None and deal.breakdown.per_defender == -74


def test_o3_defence_excuse_led_last_does_not_win() -> None:
    """O3: R8.5 applies to the attack only: a defence that won every trick and leads the Excuse to the last
    trick does not win it with the Excuse, which changes camp (R9.9)."""
    hands = [cs("2H 3H"), cs("KH EXC"), cs("4H 5H"), cs("6H 7H")]
    deal = Deal.from_hands(hands, dealer=3, taker=0, contract=Contract.PRISE)
    for card in parse_cards("2H KH 4H 6H EXC 5H 7H 3H"):
        deal.apply(Play(card))
    assert deal.tricks[-1][2] != 1 and deal.won[Camp.ATTACK] >> EXCUSE & 1


# -- petit au bout (R10) ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hands", "order", "camp"),
    [
        # A (taker) wins the last trick with T5 over B's Petit: the attack has it, whoever played T1.
        (["T5", "T1", "2H", "3H"], "T5 T1 2H 3H", Camp.ATTACK),
        # A plays the Petit and D overtrumps: the defence has it.
        (["T1", "2H", "3H", "T2"], "T1 2H 3H T2", Camp.DEFENCE),
        # A leads the Petit and it wins (no other trump): attack.
        (["T1", "2H", "3H", "4H"], "T1 2H 3H 4H", Camp.ATTACK),
        # No Petit in the last trick: no bonus.
        (["T3", "T2", "2H", "3H"], "T3 T2 2H 3H", None),
    ],
)
def test_r10_1_petit_au_bout_goes_to_last_trick_winner(hands: list[str], order: str, camp: Camp | None) -> None:
    """R10.1/R10.3: T1 in the last trick gives 10·m to the camp winning that trick, whoever played it."""
    deal = Deal.from_hands([cs(h) for h in hands], dealer=3, taker=0, contract=Contract.GARDE)
    for card in parse_cards(order):
        deal.apply(Play(card))
    assert deal.phase is Phase.SCORED
    b = deal.breakdown
    assert b is not None and b.input.petit_au_bout is camp
    assert b.petit_au_bout_points == {Camp.ATTACK: 20, Camp.DEFENCE: -20, None: 0}[camp]


def test_r10_3_petit_played_earlier_no_bonus() -> None:
    """R10.3: T1 falling before the last trick earns nothing."""
    hands = [cs("T1 2S"), cs("T2 3S"), cs("4H 4S"), cs("5H 5S")]
    deal = Deal.from_hands(hands, dealer=3, taker=0, contract=Contract.GARDE)
    for card in parse_cards("T1 T2 4H 5H 3S 4S 5S 2S"):
        deal.apply(Play(card))
    assert deal.breakdown is not None and deal.breakdown.input.petit_au_bout is None


def test_r8_6_petit_second_to_last_only_with_excuse_win() -> None:
    """R8.6: T1 in the second-to-last trick counts only when the last trick is won by the Excuse lead (R8.5);
    when the last trick is an ordinary one, T1 in trick 17 earns nothing."""
    hands = [cs("T1 KS"), cs("2H 3S"), cs("4H 4S"), cs("5H 5S")]
    deal = Deal.from_hands(hands, dealer=3, taker=0, contract=Contract.GARDE)
    for card in parse_cards("T1 2H 4H 5H KS 3S 4S 5S"):
        deal.apply(Play(card))
    assert deal.breakdown is not None and deal.breakdown.input.petit_au_bout is None


@pytest.mark.parametrize(
    ("contract", "half", "chelem_by", "code"),
    [
        (Contract.PRISE, 182, None, "all_points_chelem"),  # every card point: every trick (R8.1)
        (Contract.GARDE_SANS, 182, Camp.DEFENCE, "defence_chelem_points"),
        (Contract.GARDE_CONTRE, 0, None, "no_points_chelem"),  # the chien is the defence's: no trick at all
        (Contract.GARDE_CONTRE, 0, Camp.ATTACK, "no_points_chelem"),
        (Contract.GARDE, 178, Camp.ATTACK, "chelem_points"),  # 89: neither 91 nor the Excuse's 86.5 or 87
        (Contract.GARDE, 180, Camp.ATTACK, "chelem_points"),
    ],
)
def test_r8_1_points_that_only_a_chelem_gives_need_that_chelem(
    contract: Contract, half: int, chelem_by: Camp | None, code: str
) -> None:
    """R8.1: a camp that took a trick holds at least its cards, so all 91 points mean the attack won every trick,
    and no point at all in Garde contre (the chien is the defence's) means the defence did. An attack chelem
    has all 91 points, or 87 (R8.7) or 86.5 (R9.9) when the Excuse went to the defence: nothing in between."""
    from tarot_tui.engine import InvalidSettingsError, ScoreInput

    bouts = 3 if half else 0
    with pytest.raises(InvalidSettingsError) as refused:
        ScoreInput(4, contract, half, bouts, chelem_by=chelem_by).validate_entered()
    assert refused.value.code == code
    for ok_half, ok_bouts in ((182, 3), (174, 2), (173, 2)):
        ScoreInput(4, Contract.GARDE, ok_half, ok_bouts, chelem_by=Camp.ATTACK).validate_entered()
    ScoreInput(4, Contract.GARDE_CONTRE, 0, 0, chelem_by=Camp.DEFENCE).validate_entered()
    ScoreInput(4, Contract.GARDE_CONTRE, 4, 0, chelem_by=None).validate_entered()


def test_a_sheet_saved_before_the_chelem_checks_still_opens() -> None:
    """The checks of points that only a chelem gives are made on what is entered (``validate_entered``), not by
    ``validate``, which reading a saved sheet runs: a keeper deal saved with 91 points and no chelem keeps its score
    (and a search's position, scored by ``validate``'s rules, is never refused by them)."""
    from tarot_tui.engine import ScoreInput, score

    assert score(ScoreInput(4, Contract.PRISE, 182, 3)).won
    assert score(ScoreInput(4, Contract.GARDE, 178, 3, chelem_by=Camp.ATTACK)).won


@pytest.mark.parametrize(
    ("players", "contract", "half", "code"),
    [
        (4, Contract.PRISE, 0, "ecart_points"),  # the écart's 6 cards are the attack's: 3 points at least
        (4, Contract.GARDE, 5, "ecart_points"),
        (5, Contract.GARDE, 2, "ecart_points"),  # 3 cards at 5 players: 1.5 at least
        (3, Contract.GARDE_SANS, 5, "ecart_points"),  # the chien is the attack's in Garde sans (R6.3)
        (4, Contract.GARDE_CONTRE, 182, "contre_chien_points"),  # the chien is the defence's (R6.4)
        (4, Contract.GARDE_CONTRE, 177, "contre_chien_points"),
        (5, Contract.GARDE_CONTRE, 180, "contre_chien_points"),
    ],
)
def test_r11_1_the_ecart_or_chien_sets_a_floor_under_its_camps_points(
    players: int, contract: Contract, half: int, code: str
) -> None:
    """R11.1: the écart (R6.1) or the chien (R6.3) counts for the attack, the chien in Garde contre for the defence
    (R6.4); each card is worth half a point at least, so that camp has at least half a point a card of it."""
    from tarot_tui.engine import InvalidSettingsError, ScoreInput

    bouts = 0 if half < 91 else 3
    with pytest.raises(InvalidSettingsError) as refused:
        ScoreInput(players, contract, half, bouts, chelem_by=None).validate_entered()
    assert refused.value.code == code
    # A position built for a test or a search may hold no chien: only a score entered by hand is held to it.
    ScoreInput(players, contract, half, bouts, chelem_by=None).validate()
    # The floors themselves are possible: every card of the écart or chien a low one.
    ScoreInput(4, Contract.PRISE, 6, 0).validate_entered()
    ScoreInput(5, Contract.GARDE, 3, 0).validate_entered()
    ScoreInput(4, Contract.GARDE_CONTRE, 176, 3).validate_entered()
    ScoreInput(5, Contract.GARDE_CONTRE, 179, 3).validate_entered()
    ScoreInput(4, Contract.PRISE, 6, 0, chelem_by=Camp.DEFENCE).validate_entered()
