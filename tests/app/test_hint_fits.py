"""The hint line under the table has two lines at most: a hint longer than that shows a shorter form of itself, whole,
rather than lose its end. During the écart with the chelem question asked for, "Écart: 0 van 3; geen Koning of bout;
troef alleen als het moet (regel R6.2). Daarna volgt de chelemvraag (regel R8.2)." lost its last citation at 80×24."""

from __future__ import annotations

import random

import pytest
from harness import PEOPLE, hint_shown, make_app, new_evening, seated, settle, table_of_people

from tarot_tui.app.widgets.hand import HandWidget
from tarot_tui.app.widgets.panels import HintBar
from tarot_tui.engine import EXCUSE, Bid, Contract, Deal, Phase, Play, cards_of
from tarot_tui.evening import Evening
from tarot_tui.i18n import set_language, t
from tarot_tui.play import AskDiscard


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
async def test_the_ecart_hint_with_the_chelem_asked_for_reads_whole(size: tuple[int, int], lang: str) -> None:
    """From the first card picked to the last, with the chelem question asked for (R8.2): the hint shown whole, the
    chelem's line in it; where the line is narrow the écart's reminder (R6.2) goes first."""
    set_language(lang)
    app = make_app(8, lang=lang)
    async with app.run_test(size=size) as pilot:
        table = await table_of_people(pilot, 4, lambda d: d.phase is Phase.DISCARD)
        await pilot.press("h")
        await settle(pilot)
        prompt = table.model.prompt
        assert isinstance(prompt, AskDiscard)
        hand, bar = table.query_one(HandWidget), table.query_one(HintBar)
        lit = [card for card in hand.ordered if card in hand.playable]
        for picked in range(prompt.size + 1):
            shown = hint_shown(bar)
            assert shown == " ".join(bar.said.split()), (picked, shown, bar.said)
            assert t("ui.chelem_asked") in shown, shown
            if picked == prompt.size:
                assert t("ui.press_confirm") in shown
                break
            hand.choose_card(lit[picked])
            await settle(pilot)


def _excuse_and_one_more(deal: Deal) -> bool:
    """A defender to move holding the Excuse and one card more: the next trick is the last (R9.9)."""
    seat = deal.to_move
    if deal.phase is not Phase.TRICKS or seat is None or seat == deal.taker:
        return False
    hand = deal.hands[seat]
    return bool(hand >> EXCUSE & 1) and hand.bit_count() == 2


def _to_the_kept_excuse(evening: Evening, rng: random.Random) -> bool:
    """Play the first deal (a Garde by the first bidder) keeping the Excuse, to ``_excuse_and_one_more``."""
    evening.start_deal()
    deal = evening.deal
    assert deal is not None
    while not deal.phase.is_over and not _excuse_and_one_more(deal):
        if deal.phase is Phase.BIDDING:
            action: object = Bid(Contract.GARDE if not deal.bids else None)
        elif deal.phase is Phase.DISCARD:
            action = next(deal.legal_discards())
        elif deal.phase is Phase.TRICKS:
            legal = cards_of(deal.legal_plays())
            action = Play(rng.choice([card for card in legal if card != EXCUSE] or legal))
        else:
            action = rng.choice(list(deal.legal_actions()))
        evening.apply(action)  # type: ignore[arg-type]
    return _excuse_and_one_more(deal)


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_the_warning_to_play_the_excuse_before_the_last_trick_reads_whole(
    size: tuple[int, int], lang: str
) -> None:
    """R9.9 ("the UI warns before it"): with the Excuse and one card left, the hint line says to play the Excuse now,
    with its rule, whole on its two lines (in short where the line is narrow), on the hand and on the other card."""
    set_language(lang)
    app = make_app(8, lang=lang)
    async with app.run_test(size=size) as pilot:
        for seed in range(40):
            evening = new_evening(app, PEOPLE[:4], ["human"] * 4, deals_planned=4)
            if _to_the_kept_excuse(evening, random.Random(seed)):
                break
        else:
            raise AssertionError("no seed leaves a defender the Excuse and one card")
        table = await seated(pilot, evening)  # past the hand-over to the defender
        bar = table.query_one(HintBar)
        shown = hint_shown(bar)
        assert shown == " ".join(bar.said.split()) and "R9.9" in shown, shown
        await pilot.press("right")  # the cursor on the first card: the other one, or the Excuse
        await settle(pilot)
        hand = table.query_one(HandWidget)
        if hand.current_card == EXCUSE:
            await pilot.press("right")
            await settle(pilot)
        shown = hint_shown(bar)
        assert shown == " ".join(bar.said.split()) and "R9.9" in shown, shown
