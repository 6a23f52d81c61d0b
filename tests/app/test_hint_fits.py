"""The hint line under the table has two lines at most: a hint longer than that shows a shorter form of itself, whole,
rather than lose its end. During the écart with the chelem question asked for, "Écart: 0 van 3; geen Koning of bout;
troef alleen als het moet (regel R6.2). Daarna volgt de chelemvraag (regel R8.2)." lost its last citation at 80×24."""

from __future__ import annotations

import pytest
from harness import hint_shown, make_app, settle, table_of_people

from tarot_tui.app.widgets.hand import HandWidget
from tarot_tui.app.widgets.panels import HintBar
from tarot_tui.engine import Phase
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
