"""The écart's hint when the taker must put trumps in it (R6.2: only when there are not enough other cards, and then
the trumps are shown), with the chelem question asked for (``h``, R8.2): the longest hint of the écart, with the
shorter forms ``HintBar`` picks from at 80x24 (``test_hint_fits`` never reached it: forced trumps did not come up
in its random deals). Here the deal is built so that they must: the taker's hand and the chien hold the four kings,
the Excuse, T1 to T18 and a single suit card."""

from __future__ import annotations

import random

import pytest
from harness import fast_forward, hint_shown, make_app, new_evening, seated, settle

from tarot_tui.app.widgets.hand import HandWidget
from tarot_tui.app.widgets.panels import HintBar
from tarot_tui.engine import N_CARDS, DealLayout, Phase, Rules, cards_of, deal_cards, parse_cards, shuffle
from tarot_tui.i18n import Lang, set_language, t
from tarot_tui.play import AskDiscard

PLAYERS = 4
DEALER = 0
TAKER = 1
"""The first to bid (after the dealer, R1.4), who takes a Garde in ``fast_forward``."""
TAKERS_CARDS = "KH KS KD KC EXC " + " ".join(f"T{n}" for n in range(1, 19)) + " 2C"
"""The taker's 18 cards and the chien's 6: one suit card only, so five trumps must go in the écart of six (R6.2).
T19-T21 go to the others, with the Petit away from them no one holds it alone (R3.5)."""


def forced_trumps_layout() -> DealLayout:
    """A pack that deals ``TAKERS_CARDS`` to the taker and the chien, the rest to the others."""
    rules = Rules()
    gaps = shuffle(PLAYERS, rules, random.Random(0)).chien_gaps
    hands, chien = deal_cards(DealLayout(tuple(range(N_CARDS)), gaps), PLAYERS, DEALER, rules)  # card = position
    places = cards_of(hands[TAKER] | chien)
    wanted = parse_cards(TAKERS_CARDS)
    assert len(places) == len(wanted) == 24
    rest = iter(card for card in range(N_CARDS) if card not in wanted)
    by_place = dict(zip(places, wanted, strict=True))
    deck = tuple(by_place[place] if place in by_place else next(rest) for place in range(N_CARDS))
    return DealLayout(deck, gaps)


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
async def test_the_ecart_hint_with_trumps_forced_and_the_chelem_asked_for_reads_whole(
    size: tuple[int, int], lang: Lang, monkeypatch: pytest.MonkeyPatch
) -> None:
    """From no card picked to the last: the hint is shown whole, says that trumps must go and are shown (in short
    where the line is narrow), cites R6.2, and keeps the chelem's line, but at 80x24 with the écart full: the line
    is 56 columns there, and "press c", the forced trumps in short and the chelem's line (120 letters in English)
    do not fit its two lines. Before the short form, at 80x24 the chelem's line was dropped from the first pick on,
    and with the écart full the last form ("press c" and the forced trumps) lost its "(regel R6.2)." to the line's
    end."""
    monkeypatch.setattr("tarot_tui.engine.state.shuffle", lambda players, rules, rng: forced_trumps_layout())
    set_language(lang)
    app = make_app(8, lang=lang)
    async with app.run_test(size=size) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"], deals_planned=4, first_dealer=DEALER)
        deal = fast_forward(evening, lambda d: d.phase is Phase.DISCARD, random.Random(8))
        assert deal.taker == TAKER and deal.trumps_to_discard() == 5
        table = await seated(pilot, evening)
        await pilot.press("h")
        await settle(pilot)
        prompt = table.model.prompt
        assert isinstance(prompt, AskDiscard)
        assert prompt.view.trumps_to_discard == 5
        hand, bar = table.query_one(HandWidget), table.query_one(HintBar)
        lit = [card for card in hand.ordered if card in hand.playable]
        forced = (t("ui.discard_forced", count=5), t("ui.discard_forced_short", count=5))
        for picked in range(prompt.size + 1):
            shown = hint_shown(bar)
            assert shown == " ".join(bar.said.split()), (picked, shown, bar.said)  # whole: not cut
            assert any(form in shown for form in forced) and "R6.2" in shown, (picked, shown)
            if picked < prompt.size or size != (80, 24):  # full at 80x24: "press c" and the trumps first; the
                assert t("ui.chelem_asked") in shown, (picked, shown)  # key bar says "h Chelem? (on)" too
            if picked == prompt.size:
                assert t("ui.press_confirm") in shown, shown
                break
            hand.choose_card(lit[picked])
            await settle(pilot)
