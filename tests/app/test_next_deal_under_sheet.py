"""While the sheet is read, the next deal's first table is drawn under it (``TablePainter.opening``), so that the
sheet's Enter finds every place drawn: only what the whole table sees then (the seats, the dealer, who speaks
first, the hand-over in the hand's place), never a card of any hand, and nothing dealt: leaving from the sheet and
resuming is as before, and the Enter shows the deal it deals."""

from __future__ import annotations

import asyncio
import random

from harness import fast_forward, make_app, new_evening, settle, sheet_shown
from textual.pilot import Pilot

from tarot_tui.app.screens.start import StartScreen
from tarot_tui.app.table.handover import handover_text
from tarot_tui.app.table.score_panel import ScorePanel
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.hand import HandWidget
from tarot_tui.app.widgets.panels import FixedText
from tarot_tui.app.widgets.table import TableView
from tarot_tui.evening import Evening
from tarot_tui.play import BetweenDeals, HandOver

NAMES = ["Anna", "Bram", "Cees", "Dirk"]


async def to_the_sheet(pilot: Pilot[int], seats: list[str], *, seed: int) -> TableScreen:
    """A table whose first deal was played elsewhere, its score read: the sheet up, and read a while (the table
    under it again)."""
    evening = new_evening(pilot.app, NAMES, seats, deals_planned=3)  # type: ignore[arg-type]
    fast_forward(evening, lambda d: False, random.Random(seed))
    table = TableScreen(evening)
    await pilot.app.push_screen(table)
    await settle(pilot)
    await pilot.press("enter")  # the score read: the sheet
    await settle(pilot)
    assert sheet_shown(pilot.app, final=False)
    await asyncio.sleep(ScorePanel.QUIET + 0.2)  # the sheet is read: the table comes back under it
    await settle(pilot)
    return table


def picture(table: TableScreen) -> tuple[object, ...]:
    """What the table's places, status line and hand show."""
    hand = table.query_one(HandWidget)
    status = table.query_one("#status", FixedText)
    return (tuple(table.query_one(TableView)._looks), status._key, hand.cards, hand.cover_purpose, hand._face_down)


async def test_the_next_deal_is_drawn_under_the_sheet_with_no_hand_and_its_enter_shows_that_deal() -> None:
    app = make_app(7)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await to_the_sheet(pilot, ["human"] * 4, seed=7)
        evening = table.evening
        assert isinstance(table.model.prompt, BetweenDeals)
        assert evening.current is None and len(evening.match.deals) == 1  # nothing dealt: between deals
        next_deal = table.model.flow.next_deal()
        assert next_deal is not None and next_deal.first == "hand-over"
        view = table.query_one(TableView)
        looks = [look for look in view._looks if look.info is not None]
        assert len(looks) == 4 and all(look.info.trick_card is None and not look.info.is_you for look in looks)
        assert [look.info.is_dealer for look in looks].count(True) == 1
        hand = table.query_one(HandWidget)
        assert hand.cards == () and hand.cover_purpose == "handover"
        assert hand._face_down == handover_text(NAMES[next_deal.actor])
        assert "2/3" in table.query_one("#status", FixedText)._shown_text.plain  # type: ignore[union-attr]
        before = picture(table)
        await pilot.press("enter")  # the sheet's Enter deals the next deal
        await settle(pilot)
        assert len(evening.match.deals) == 2 and not table.query_one(ScorePanel).is_up
        prompt = table.model.prompt
        assert isinstance(prompt, HandOver) and prompt.seat == next_deal.actor == evening.actor()
        assert picture(table) == before  # what was drawn under the sheet is the deal's first table


async def test_alone_against_computers_the_hand_comes_with_the_deal() -> None:
    app = make_app(8)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await to_the_sheet(pilot, ["human", "beginner", "beginner", "beginner"], seed=8)
        hand = table.query_one(HandWidget)
        assert hand.cards == () and not hand.is_covered  # no hand under the sheet: none was dealt
        await pilot.press("enter")
        await settle(pilot)
        assert len(table.evening.match.deals) == 2
        assert len(hand.cards) == 18  # the person's new hand, once dealt


async def test_leaving_from_the_sheet_drawn_over_the_next_deal_and_resuming() -> None:
    app = make_app(9)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await to_the_sheet(pilot, ["human"] * 4, seed=9)
        evening = table.evening
        told = table.model.flow.next_deal()
        assert told is not None
        await pilot.press("q")  # between deals: no question, saved
        await settle(pilot)
        assert isinstance(app.screen, StartScreen)
        assert evening.path is not None
        resumed = Evening.load(evening.path, rng=random.Random(9))
        assert resumed.current is None and len(resumed.match.deals) == 1  # nothing of the next deal was saved
        again = TableScreen(resumed)
        await app.push_screen(again)
        await settle(pilot)
        for _ in range(3):  # the score (shown again on resuming), the sheet, its Enter
            if len(resumed.match.deals) == 2:
                break
            await pilot.press("enter")
            await settle(pilot)
        assert len(resumed.match.deals) == 2
        prompt = again.model.prompt
        assert isinstance(prompt, HandOver) and prompt.seat == told.actor
        assert again.query_one(HandWidget).cover_purpose == "handover" and not again.query_one(HandWidget).cards
