"""The first key typed as a screen opens reaches that screen's bindings, however quick the fingers.

Keys typed while a screen opens are held by the App and handed on once the screen has the focus (``key_hold.py``).
The first of them was handed on from inside the new screen's first messages, so Textual took the screen for the
key's sender and stopped its bubbling there: a key that works through a binding (an arrow in a list, Escape) never
reached the bindings and was lost. "l" then two arrows in one burst moved the lessons list by one.
"""

from __future__ import annotations

import asyncio

import pytest
from harness import make_app, settle
from textual import events
from textual.widgets import OptionList

from tarot_tui.app.screens.lessons import LessonsScreen
from tarot_tui.app.screens.start import StartScreen

GAPS = [0.0, 0.005, 0.02]


async def _type(app, keys: list[str], gap: float) -> None:  # type: ignore[no-untyped-def]
    """Keys as a terminal delivers them, ``gap`` seconds apart, without waiting for the app to catch up."""
    for key in keys:
        app.post_message(events.Key(key, key if len(key) == 1 else None))
        await asyncio.sleep(gap)


@pytest.mark.parametrize("gap", GAPS)
async def test_arrows_typed_as_the_lessons_open_each_move_the_list(gap: float) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await _type(app, ["l", "down", "down"], gap)
        await settle(pilot)
        await pilot.pause(0.1)
        assert isinstance(app.screen, LessonsScreen)
        first = app.screen._first_unfinished()
        assert app.screen.query_one(OptionList).highlighted == first + 2


@pytest.mark.parametrize("gap", GAPS)
@pytest.mark.parametrize("opens", ["n", "r", "i"])
async def test_escape_typed_as_a_screen_opens_closes_it(opens: str, gap: float) -> None:
    """The new evening's form, the rules and the settings: Escape typed with the key that opens them leads back."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        before = list(app.screen_stack)
        await _type(app, [opens, "escape"], gap)
        await settle(pilot)
        await pilot.pause(0.1)
        assert isinstance(app.screen, StartScreen), type(app.screen).__name__
        assert app.screen_stack == before
        assert not app.key_hold.holding


@pytest.mark.parametrize("gap", GAPS)
@pytest.mark.parametrize("opens", ["n", "k", "i"])
async def test_escape_typed_as_the_house_rules_unfold_closes_the_form(opens: str, gap: float) -> None:
    """The forms build their house rules' lists when the fold opens (R13): Enter on the fold and Escape typed with
    it leave the form without breaking the lists being built (a key that closed the screen under them did)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        before = list(app.screen_stack)
        await _type(app, [opens], 0.0)
        await settle(pilot)
        app.screen.set_focus(app.screen.query_one("CollapsibleTitle"))
        await pilot.pause()
        await _type(app, ["enter", "escape"], gap)
        await settle(pilot)
        await pilot.pause(0.1)
        assert isinstance(app.screen, StartScreen), type(app.screen).__name__
        assert app.screen_stack == before
        assert not app.key_hold.holding
