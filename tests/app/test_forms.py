"""The new-evening form under quick fingers: letters typed as the form opens reach the first name, a key
pressed right after a drop-down closes is not swallowed, and the field with the focus stands out."""

from __future__ import annotations

import asyncio

import pytest
from harness import make_app, settle
from textual import events
from textual.widgets import Input, Select

from tarot_tui.app.screens.setup import SetupScreen


async def _type(app, keys: list[str], gap: float) -> None:  # type: ignore[no-untyped-def]
    """Keys as a terminal delivers them, ``gap`` seconds apart, without waiting for the app to catch up."""
    for key in keys:
        app.post_message(events.Key(key, key if len(key) == 1 else None))
        await asyncio.sleep(gap)


@pytest.mark.parametrize("gap", [0.005, 0.02, 0.05])
async def test_a_name_typed_as_the_form_opens_loses_no_letter(gap: float) -> None:
    """'Fien' became 'ien': the letters came before the first field had the focus (given in on_mount)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await _type(app, ["n", "F", "i", "e", "n"], gap)
        await settle(pilot)
        await pilot.pause(0.1)
        assert isinstance(app.screen, SetupScreen)
        assert app.screen.query_one("#name-0", Input).value == "Fien"


@pytest.mark.parametrize("gap", [0.01, 0.05])
async def test_tab_right_after_a_drop_down_closes_is_not_swallowed(gap: float) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await settle(pilot)
        screen = app.screen
        screen.set_focus(screen.query_one("#kind-1", Select))
        await settle(pilot)
        await _type(app, ["enter", "down", "enter", "tab"], gap)  # pick the next level, then on to seat 3
        await settle(pilot)
        await pilot.pause(0.1)
        assert screen.query_one("#kind-1", Select).value != "human"
        assert app.focused is screen.query_one("#name-2", Input)


@pytest.mark.parametrize("no_color", [False, True])
async def test_the_row_being_filled_in_stands_out(no_color: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """Not by colour alone: the focused name is underlined (seen in NO_COLOR too), the others are not."""
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await settle(pilot)
        screen = app.screen
        for seat in range(4):
            screen.set_focus(screen.query_one(f"#name-{seat}", Input))
            await pilot.pause()
            fields = [screen.query_one(f"#name-{s}", Input) for s in range(4)]
            assert [bool(field.styles.text_style.underline) for field in fields] == [s == seat for s in range(4)]
