"""``trick_situation``: the one classification of a trick position, with its precise rule (R9.2-R9.4.5, R5.5,
R13), checked on the P situations of the rules reference and, in ``test_random_play``, against ``legal_plays``
on every card of every random deal (``helpers.check_situation``)."""

from __future__ import annotations

import random

import pytest
from helpers import c, check_situation, five_player_opening, situation

from tarot_tui.engine import Deal, Phase, Rules, Situation, trick_situation, view_for

S = Situation
NO_PARTNER_OVERTRUMP = Rules(must_overtrump_partner=False)
NO_UNDERTRUMP = Rules(must_undertrump=False)


@pytest.mark.parametrize(
    ("case", "table", "hand", "rules", "kind", "rule", "suit", "to_beat"),
    [
        ("P1", "7H KH", "2H QH KS T5 T12", Rules(), S.FOLLOW, "R9.4.3", 1, None),
        ("P2", "10C CC", "KH 3D T4 T18", Rules(), S.TRUMP, "R9.4.4", 3, None),
        ("P3", "5D T9", "T3 T12 T15 KS", Rules(), S.OVERTRUMP, "R9.4.4", 2, "T9"),
        ("P4", "5D T16", "T3 T8 KS 2C", Rules(), S.UNDERTRUMP, "R9.4.4", 2, "T16"),
        ("P5", "3S T10", "T2 T11 QH", Rules(), S.OVERTRUMP, "R9.4.4", 0, "T10"),
        ("P6", "T7 T13", "T2 T10 T20 KH", Rules(), S.TRUMP_LED, "R9.4.4", None, "T13"),
        ("P7", "T19", "T3 T11 KC", Rules(), S.TRUMP_LED_ANY, "R9.4.4", None, "T19"),
        ("P8", "T12", "KH 2D QC", Rules(), S.DISCARD, "R9.4.5", None, "T12"),
        ("P10", "EXC", "3H T4 KC", Rules(), S.EXCUSE_LED, "R9.3", None, None),
        ("P11", "EXC 8D", "2D KD T5", Rules(), S.FOLLOW, "R9.4.3", 2, None),
        ("P12", "EXC T9", "T4 T12 KS", Rules(), S.TRUMP_LED, "R9.4.4", None, "T9"),
        ("P13", "6C KC", "KH QD 2S", Rules(), S.DISCARD, "R9.4.5", 3, None),
        ("P15", "4S T15", "2S T20", Rules(), S.FOLLOW, "R9.4.3", 0, "T15"),
        ("P18", "T7 EXC", "T5 T9 KH", Rules(), S.TRUMP_LED, "R9.4.4", None, "T7"),
        ("P19", "9D T14 T4", "T6 T15", Rules(), S.OVERTRUMP, "R9.4.4", 2, "T14"),
        ("R13 partner", "3S T10", "T2 T11 QH", NO_PARTNER_OVERTRUMP, S.PARTNER_TRUMP, "R13", 0, "T10"),
        ("R13 partner lead", "T7 T13", "T2 T10 T20 KH", NO_PARTNER_OVERTRUMP, S.PARTNER_TRUMP, "R13", None, "T13"),
        ("R13 undertrump", "5D T16", "T3 T8 KS 2C", NO_UNDERTRUMP, S.UNDERTRUMP_WAIVED, "R13", 2, "T16"),
        ("R13 overtrump kept", "5D T9", "T3 T12 T15 KS", NO_UNDERTRUMP, S.OVERTRUMP, "R9.4.4", 2, "T9"),
    ],
)
def test_situations_of_the_rules_reference(
    case: str, table: str, hand: str, rules: Rules, kind: Situation, rule: str, suit: int | None, to_beat: str | None
) -> None:
    """Each P situation (and the R13 variants) is classified as the reference names it, with its rule."""
    deal = situation(table, hand, taker=0, rules=rules)
    found = trick_situation(deal)
    assert found is not None, case
    assert (found.kind, found.rule, found.suit) == (kind, rule, suit), case
    assert found.to_beat == (None if to_beat is None else c(to_beat)), case
    assert found.excuse == ("EXC" in table or "EXC" in hand), case
    check_situation(deal)


def test_p9_excuse_in_hand_is_flagged() -> None:
    """P9, R9.4.1: following suit, the Excuse in hand is flagged for the hint."""
    found = trick_situation(situation("4S", "9S CS EXC T6"))
    assert found is not None and found.kind is S.FOLLOW and found.excuse


def test_lead_and_restricted_five_player_opening_lead() -> None:
    """A leader is free (R9.2); the 5-player eldest who may not open with the called suit is told R5.5 (P21),
    and a leader not affected by the restriction is not (P22: he holds only the called king of that suit)."""
    p21 = five_player_opening("2S 3S 10S QH T5 EXC 1C 2C 3C 4C 5C 6C 7C 8C 9C")
    found = trick_situation(p21)
    assert found is not None and (found.kind, found.rule) == (S.LEAD, "R5.5")
    p22 = five_player_opening("KS QH T5 EXC 1C 2C 3C 4C 5C 6C 7C 8C 9C 10C JC")
    found = trick_situation(p22)
    assert found is not None and (found.kind, found.rule) == (S.LEAD, "R9.2")
    later = situation("", "2H QH KS T5 T12")
    found = trick_situation(later)
    assert found is not None and (found.kind, found.rule) == (S.LEAD, "R9.2")


def test_no_situation_outside_trick_play_and_only_in_the_movers_view() -> None:
    """Bidding has no trick situation; in trick play only the seat to move gets one in its view."""
    deal = Deal.new(4, 0, random.Random(3))
    assert deal.phase is Phase.BIDDING and trick_situation(deal) is None
    deal = situation("7H KH", "2H QH KS T5 T12")
    assert view_for(deal, deal.to_move).situation == trick_situation(deal)
    others = [s for s in range(4) if s != deal.to_move]
    assert all(view_for(deal, s).situation is None for s in others)
