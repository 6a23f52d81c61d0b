"""Between deals the evening's sheet comes up in the score's place over the table (no screen of its own): its
keys (p seats, a review, s statistics) work from the keyboard and from the key bar, Enter deals the next deal,
and at the evening's end the closing sheet's Enter leaves the table."""

from __future__ import annotations

import random

from harness import LayoutCounter, fast_forward, make_app, new_evening, screen_text, settle, sheet_shown, table_screen
from textual.pilot import Pilot

from tarot_tui.app.screens.seats import SeatsScreen
from tarot_tui.app.screens.start import StartScreen
from tarot_tui.app.screens.stats import StatsScreen
from tarot_tui.app.table.score_panel import ScorePanel
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.hand import HandWidget
from tarot_tui.app.widgets.keybar import KeyBar
from tarot_tui.i18n import t

NAMES = ["Anna", "Bram", "Cees", "Dirk"]


def keys_of(table: TableScreen) -> str:
    return "   ".join(f"{key.key} {key.label}" for key in table.query_one(KeyBar).keys)


async def table_after_a_deal(pilot: Pilot[int], *, deals_planned: int, seed: int) -> TableScreen:
    """The table opened on an evening of four people whose first deal was played and scored elsewhere."""
    evening = new_evening(pilot.app, NAMES, deals_planned=deals_planned)  # type: ignore[arg-type]
    fast_forward(evening, lambda d: False, random.Random(seed))
    table = TableScreen(evening)
    await pilot.app.push_screen(table)
    await settle(pilot)
    return table


async def test_the_sheet_comes_up_in_the_scores_place_with_one_layout_at_most() -> None:
    app = make_app(4)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await table_after_a_deal(pilot, deals_planned=3, seed=4)
        panel = table.query_one(ScorePanel)
        assert panel.page == "score"
        stack = list(app.screen_stack)
        layouts = LayoutCounter(table)
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen_stack == stack and sheet_shown(app, final=False)
        assert layouts.count <= 1
        text = screen_text(app)
        assert t("ui.sheet_title") in text and all(name in text for name in NAMES) and t("ui.total") in text
        keys = keys_of(table)
        assert t("key.seats") in keys and t("key.stats") in keys and t("key.sheet") not in keys
        assert not table.query_one(HandWidget).cards  # nobody's hand between deals


async def test_the_sheets_keys_and_the_next_deal() -> None:
    app = make_app(5)
    async with app.run_test(size=(100, 32)) as pilot:
        table = await table_after_a_deal(pilot, deals_planned=3, seed=5)
        evening = table.evening
        await pilot.press("enter")
        await settle(pilot)
        assert sheet_shown(app, final=False)
        await pilot.press("s")
        await settle(pilot)
        assert isinstance(app.screen, StatsScreen)
        await pilot.press("escape")
        await settle(pilot)
        assert sheet_shown(app, final=False)
        await table.run_action("panel('seats')")  # a click on the key bar's p
        await settle(pilot)
        assert isinstance(app.screen, SeatsScreen)
        await pilot.press("escape")
        await settle(pilot)
        assert sheet_shown(app, final=False) and len(evening.match.deals) == 1
        await pilot.press("enter")
        await settle(pilot)
        assert len(evening.match.deals) == 2 and not table.query_one(ScorePanel).is_up
        assert table.query_one(HandWidget).cover_purpose == "handover"


async def test_the_closing_sheet_names_the_standings_and_enter_leaves_the_table() -> None:
    app = make_app(6)
    async with app.run_test(size=(100, 32)) as pilot:
        table = await table_after_a_deal(pilot, deals_planned=1, seed=6)  # the evening is done
        evening = table.evening
        assert sheet_shown(app, final=True) and evening.is_finished
        text = screen_text(app)
        assert t("ui.sheet_final") in text and t("ui.standings") in text
        assert t("key.seats") not in keys_of(table_screen(app))  # no next deal to seat
        await pilot.press("p")
        await settle(pilot)
        assert sheet_shown(app, final=True)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, StartScreen)
        assert evening.save.finished
