"""The hint line before a card is highlighted: what the rule asks of the hand, from the engine's trick situation,
for every situation random deals reach; the Excuse's freedom is named whenever the rule binds the hand."""

from __future__ import annotations

import random

from tarot_tui.coaching.guide import situation_hint
from tarot_tui.engine import EXCUSE, RULE_OF_SITUATION, Deal, Phase, Situation, trick_situation, view_for
from tarot_tui.i18n import set_language


def positions(seed: int, deals: int):  # type: ignore[no-untyped-def]
    """Every trick-play position of ``deals`` random 4-player deals."""
    rng = random.Random(seed)
    for _ in range(deals):
        deal = Deal.new(4, dealer=0, rng=rng)
        while deal.to_move is not None:
            if deal.phase is Phase.TRICKS:
                yield deal
            deal.apply(rng.choice(list(deal.legal_actions())))


def test_every_situation_says_what_the_rule_asks_with_its_rule() -> None:
    set_language("nl")
    seen: set[Situation] = set()
    for deal in positions(5, 60):
        situation = trick_situation(deal)
        assert situation is not None
        text, rule = situation_hint(view_for(deal, deal.to_move))
        seen.add(situation.kind)
        assert rule == situation.rule and f"regel {rule}" in text
        if situation.kind in (Situation.FOLLOW, Situation.TRUMP, Situation.OVERTRUMP, Situation.TRUMP_LED):
            assert "moet" in text  # an obligation, never "mag"
        holds_excuse = bool(deal.hands[deal.to_move] >> EXCUSE & 1)  # type: ignore[index]
        free = situation.kind in (Situation.LEAD, Situation.EXCUSE_LED, Situation.DISCARD)
        assert ("De Excuse mag altijd (regel R9.4.1)" in text) == (holds_excuse and not free), text
    assert {Situation.LEAD, Situation.FOLLOW, Situation.TRUMP, Situation.OVERTRUMP} <= seen
    assert set(RULE_OF_SITUATION) >= seen


def chelem_announced_opening(seed: int) -> Deal:
    """A 4-player deal where the taker announced a chelem (R8.2), at its first card."""
    from tarot_tui.engine import AnnounceChelem, Bid

    rng = random.Random(seed)
    deal = Deal.new(4, dealer=0, rng=rng)
    while deal.phase is not Phase.TRICKS:
        actions = list(deal.legal_actions())
        wanted = [a for a in actions if a == AnnounceChelem(True) or (isinstance(a, Bid) and a.contract is not None)]
        deal.apply(wanted[0] if wanted else rng.choice(actions))
    assert deal.chelem_announced and deal.to_move == deal.taker
    return deal


def test_r8_3_the_chelem_announcer_is_told_why_he_leads() -> None:
    """R8.3: after an announced chelem the taker leads the first trick instead of the eldest; the hint on his hand
    and on a card cite R8.3, not the general R9.2. From the second trick on, leading is R9.2 again."""
    from tarot_tui.coaching.guide import card_hint

    for lang, words in (("nl", "chelem"), ("en", "chelem")):
        set_language(lang)
        deal = chelem_announced_opening(3)
        view = view_for(deal, deal.to_move)
        text, rule = situation_hint(view)
        assert rule == "R8.3" and "R8.3" in text and "R9.2" not in text and words in text
        card = next(c for c in range(78) if deal.hands[deal.taker] >> c & 1 and c != EXCUSE)  # type: ignore[index]
        text, rule, refused = card_hint(view, card)
        assert (rule, refused) == ("R8.3", False) and "R8.3" in text and "R9.2" not in text
    set_language("nl")
