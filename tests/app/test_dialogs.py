"""The dialogs answer the keys a player tries: the quit question's arrow keys and letters, Escape on the
bidding advice."""

from __future__ import annotations

import random

import pytest
from harness import fast_forward, make_app, new_evening, screen_text, settle, step

from tarot_tui.app.screens.dialogs import ConfirmScreen
from tarot_tui.app.screens.guided import GuideScreen
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.i18n import t


async def _mid_deal(pilot) -> TableScreen:  # type: ignore[no-untyped-def]
    app = pilot.app
    evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"], deals_planned=4)
    fast_forward(evening, lambda d: len(d.bids) == 1, random.Random(8))
    table = TableScreen(evening)
    await app.push_screen(table)
    await settle(pilot)
    await step(pilot, random.Random(1))  # the curtain
    await settle(pilot)
    return table


@pytest.mark.parametrize("keys", [["right"], ["down"], ["right", "left", "right"], ["down", "up", "down"]])
async def test_the_quit_question_answers_the_arrow_keys(keys: list[str]) -> None:
    app = make_app(8)
    async with app.run_test(size=(80, 24)) as pilot:
        await _mid_deal(pilot)
        await pilot.press("ctrl+q")
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, ConfirmScreen)
        assert app.focused is not None and app.focused.id == "no"  # the safe answer first
        await pilot.press(*keys)
        assert app.focused is not None and app.focused.id == "yes"
        await pilot.press("enter")
        await settle(pilot)
    assert app.return_code == 0  # the app quit


async def test_left_and_up_go_back_to_no() -> None:
    app = make_app(8)
    async with app.run_test(size=(80, 24)) as pilot:
        await _mid_deal(pilot)
        await pilot.press("ctrl+q")
        await settle(pilot)
        await pilot.press("right", "left")
        assert app.focused is not None and app.focused.id == "no"
        await pilot.press("down", "up", "enter")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)  # still playing


@pytest.mark.parametrize(("lang", "yes", "no"), [("nl", "Ja (j)", "Nee (n)"), ("en", "Yes (y)", "No (n)")])
async def test_the_quit_question_shows_its_key_letters(lang: str, yes: str, no: str) -> None:
    app = make_app(8, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await _mid_deal(pilot)
        await pilot.press("ctrl+q")
        await settle(pilot)
        text = screen_text(app)
        assert yes in text and no in text
        await pilot.press(t("ui.no_key"))
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)


async def test_escape_closes_the_bidding_advice() -> None:
    app = make_app(8)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await _mid_deal(pilot)
        await pilot.press("a")
        await settle(pilot)
        assert isinstance(app.screen, GuideScreen)
        assert "Esc" in screen_text(app)  # the box says so
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is table and table.query_one("#choice").display  # the bid is asked again
