"""The house-rule options of R13 that change play or scoring (the FFT defaults are tested everywhere else)."""

from __future__ import annotations

import random

from helpers import cs, legal_names, play_randomly, refusals, situation

from tarot_tui.engine import (
    PASS,
    Camp,
    Contract,
    Deal,
    Match,
    Phase,
    Play,
    PoigneeLevel,
    PoigneeShown,
    Reason,
    Rules,
    ScoreInput,
    score,
)

NO_PARTNER_OVERTRUMP = Rules(must_overtrump_partner=False)
NO_UNDERTRUMP = Rules(must_undertrump=False)


# -- must_overtrump_partner ------------------------------------------------------------------------------


def test_r13_must_overtrump_partner_off_partner_trump_need_not_be_beaten() -> None:
    """R13 ``must_overtrump_partner`` off (S2): P5 again; C need not beat his partner B's T10 but must still
    trump (any trump), so ♥Q stays refused."""
    deal = situation("3S T10", "T2 T11 QH", taker=0, rules=NO_PARTNER_OVERTRUMP)
    assert refusals(deal) == {"T2": None, "T11": None, "QH": Reason.MUST_TRUMP}


def test_r13_must_overtrump_partner_off_trump_lead_by_partner() -> None:
    """The option also covers a trump lead: defender C after defender B's T13 may play any trump."""
    deal = situation("T7 T13", "T2 T10 T20 KH", taker=0, rules=NO_PARTNER_OVERTRUMP)
    assert legal_names(deal) == {"T2", "T10", "T20"}
    assert refusals(deal)["KH"] is Reason.MUST_TRUMP


def test_r13_must_overtrump_partner_off_opponent_trump_still_beaten() -> None:
    """With the option off, an opponent's trump must still be overtrumped: taker B trumped with T9."""
    deal = situation("5D T9", "T3 T12 T15 KS", taker=1, rules=NO_PARTNER_OVERTRUMP)
    assert legal_names(deal) == {"T12", "T15"}
    assert refusals(deal)["T3"] is Reason.MUST_OVERTRUMP


def test_r13_must_overtrump_partner_off_five_players_hidden_partner() -> None:
    """5 players: the hidden partner knows the taker is his partner and need not overtrump him; a defender does
    not know whether another defender is the partner, so he must still overtrump (R5.3)."""
    # Taker B (1) calls ♦K, held by C (2); A leads ♠3, B trumps with T10, C is to move.
    hands = [cs("3S 4S 5S"), cs("T10 2D 3D"), cs("T2 T11 KD"), cs("6S 7S 8S"), cs("9S 10S JS")]
    for rules, legal in ((NO_PARTNER_OVERTRUMP, {"T2", "T11"}), (Rules(), {"T11"})):
        deal = Deal.from_hands(
            hands, dealer=4, taker=1, contract=Contract.GARDE, rules=rules, called_card=cs("KD").bit_length() - 1
        )
        assert deal.partner == 2 and not deal.partner_revealed
        deal.apply(Play(cs("3S").bit_length() - 1))
        deal.apply(Play(cs("T10").bit_length() - 1))
        assert legal_names(deal) == legal
    # Taker E (4) calls ♦K, held by D (3); defender B trumps, defender C cannot know B is not the partner.
    hands = [cs("3S 4S 5S"), cs("T10 2D 3D"), cs("T2 T11 QH"), cs("KD 6S 7S"), cs("8S 9S 10S")]
    deal = Deal.from_hands(
        hands,
        dealer=4,
        taker=4,
        contract=Contract.GARDE,
        rules=NO_PARTNER_OVERTRUMP,
        called_card=cs("KD").bit_length() - 1,
        leader=0,
    )
    assert deal.partner == 3
    deal.apply(Play(cs("3S").bit_length() - 1))
    deal.apply(Play(cs("T10").bit_length() - 1))
    assert legal_names(deal) == {"T11"}


# -- must_undertrump ---------------------------------------------------------------------------------------


def test_r13_must_undertrump_off_free_discard_when_unable_to_overtrump() -> None:
    """R13 ``must_undertrump`` off (S2): P4 again; unable to beat T16, the void player discards freely."""
    deal = situation("5D T16", "T3 T8 KS 2C", rules=NO_UNDERTRUMP)
    assert legal_names(deal) == {"T3", "T8", "KS", "2C"}
    deal = situation("3H T17", "T1 T6 KD", rules=NO_UNDERTRUMP)  # P16: ♦K may now save the Petit
    assert legal_names(deal) == {"T1", "T6", "KD"}


def test_r13_must_undertrump_off_overtrump_and_trump_lead_unchanged() -> None:
    """The option changes nothing when an overtrump is possible (P3), nor on a trump lead (P7)."""
    assert legal_names(situation("5D T9", "T3 T12 T15 KS", rules=NO_UNDERTRUMP)) == {"T12", "T15"}
    assert legal_names(situation("T19", "T3 T11 KC", rules=NO_UNDERTRUMP)) == {"T3", "T11"}
    assert legal_names(situation("10C CC", "KH 3D T4 T18", rules=NO_UNDERTRUMP)) == {"T4", "T18"}


# -- five_player_lead_restriction -------------------------------------------------------------------------


def test_r13_five_player_lead_restriction_off() -> None:
    """R13 ``five_player_lead_restriction`` off: the eldest may open with the called suit (P21 without R5.5)."""
    b_hand = cs("2S 3S 10S QH T5 EXC 1C 2C 3C 4C 5C 6C 7C 8C 9C")
    chien = cs("KH 2D 3D")
    rest = [card for card in range(78) if not (chien | b_hand) >> card & 1]
    hands = [0, b_hand, 0, 0, 0]
    for i, card in enumerate(rest):
        hands[[2, 3, 4, 0][i % 4]] |= 1 << card
    for rules, spades_legal in ((Rules(five_player_lead_restriction=False), True), (Rules(), False)):
        deal = Deal.from_hands(
            hands,
            dealer=0,
            taker=0,
            contract=Contract.GARDE_SANS,
            chien=chien,
            rules=rules,
            called_card=cs("KS").bit_length() - 1,
        )
        assert ({"2S", "3S", "10S"} <= legal_names(deal)) is spades_legal


# -- scoring options ---------------------------------------------------------------------------------------


def test_r13_contract_base_zero() -> None:
    """R13 ``contract_base=0`` (S2): W1 becomes D = −2, W2 (juste fait) D = 0."""
    rules = Rules(contract_base=0)
    assert score(ScoreInput(4, Contract.PRISE, 98, 1, rules=rules)).per_defender == -2
    assert score(ScoreInput(4, Contract.GARDE, 82, 2, rules=rules)).per_defender == 0


def test_r13_petit_au_bout_flat() -> None:
    """R13 ``petit_au_bout_multiplied`` off (S2): W5 becomes D = 72 + 10 + 20 = 102."""
    inp = ScoreInput(
        4,
        Contract.GARDE,
        104,
        2,
        poignees=(PoigneeShown(PoigneeLevel.SIMPLE, Camp.ATTACK),),
        petit_au_bout=Camp.ATTACK,
        rules=Rules(petit_au_bout_multiplied=False),
    )
    assert score(inp).per_defender == 102


def test_r13_poignee_to_showing_camp() -> None:
    """R13 ``poignee_to_winning_camp`` off: the bonus goes to the camp that showed it. W6 becomes
    D = −31 − 10 + 20 = −21; W7 becomes D = 58 − 30 = 28."""
    rules = Rules(poignee_to_winning_camp=False)
    w6 = ScoreInput(
        4,
        Contract.PRISE,
        90,
        1,
        poignees=(PoigneeShown(PoigneeLevel.SIMPLE, Camp.ATTACK),),
        petit_au_bout=Camp.DEFENCE,
        rules=rules,
    )
    assert score(w6).per_defender == -21
    w7 = ScoreInput(4, Contract.GARDE, 90, 2, poignees=(PoigneeShown(PoigneeLevel.DOUBLE, Camp.DEFENCE),), rules=rules)
    assert score(w7).per_defender == 28


# -- five_player_mode --------------------------------------------------------------------------------------


def test_r13_five_player_dealer_sits_out() -> None:
    """R13 ``five_player_mode="dealer-sits-out"``: the other four play a 4-player deal, the dealer scores 0;
    when everyone passes, the same player deals again."""
    match = Match(5, Rules(five_player_mode="dealer-sits-out"), first_dealer=2)
    played = match.start_deal(random.Random(3))
    deal = played.deal
    assert deal.players == 4 and played.seats == (3, 4, 0, 1) and played.deal_seat(2) is None
    while deal.phase is Phase.BIDDING:
        deal.apply(PASS)
    if deal.phase is Phase.VOID:
        assert match.next_dealer == 2
    rng = random.Random(4)
    while True:
        played = match.start_deal(rng)
        play_randomly(played.deal, rng)
        if played.deal.phase is Phase.SCORED:
            break
    scores = played.match_scores(5)
    assert scores[played.dealer] == 0 and sum(scores) == 0
    assert sum(match.totals) == 0
    assert match.next_dealer == (played.dealer + 1) % 5
