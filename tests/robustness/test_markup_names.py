"""Names are plain text wherever they are drawn: a player called ``[/]`` or ``Piet[/b]`` or ``[red]Rood`` is
shown as typed on every screen, and a save holding such names resumes (issue 12)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from harness import make_app, screen_text, settle, step, table_screen

from tarot_tui.app.screens.draw import DrawScreen
from tarot_tui.app.screens.keeper import KeeperSheetScreen
from tarot_tui.app.screens.keeper_deal import KeptDealScreen
from tarot_tui.app.screens.setup import SetupScreen
from tarot_tui.app.screens.sheet import SheetScreen
from tarot_tui.app.screens.start import StartScreen
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.engine import Rules
from tarot_tui.persistence import KeptDeal
from tarot_tui.sheets.keeper import KeeperEvening

HOSTILE = ["[/]", "Piet[/b]", "[red]Rood", "[b]x[/i]", "[@click=quit]", "\\[x]"]


@pytest.mark.parametrize("players", [4, 5])
async def test_markup_in_names_is_drawn_as_typed_through_a_whole_deal(data_dir: Path, players: int) -> None:
    names = HOSTILE[:players]
    app = make_app(7)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("n")
        await settle(pilot)
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        setup.query_one(f"#count-{players}").value = True  # type: ignore[attr-defined]
        await settle(pilot)
        for seat, name in enumerate(names):
            setup.query_one(f"#name-{seat}").value = name  # type: ignore[attr-defined]
            if seat:  # one person and computer players: the handover curtain is the lead's (table rewrite)
                setup.query_one(f"#kind-{seat}").value = "beginner"  # type: ignore[attr-defined]
        await settle(pilot)
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, DrawScreen)
        text = screen_text(app)
        for name in names:
            assert name in text, name
        await pilot.press("enter")
        rng = random.Random(2)
        seen_score = False
        for _ in range(600):
            done = await step(pilot, rng)
            if done == "score":
                seen_score = True
                break
        assert seen_score
        table = table_screen(app)
        evening = table.evening
        if not isinstance(app.screen, SheetScreen):
            app.push_screen(SheetScreen(evening))
            await settle(pilot)
        text = screen_text(app)
        assert all(name in text for name in names)
    # The save with these names resumes.
    app = make_app(8)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, StartScreen)
        assert ", ".join(names) in screen_text(app).replace("\n", " ") or names[0] in screen_text(app)
        await pilot.press("v")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)


async def test_markup_in_names_on_the_keeper_screens(data_dir: Path) -> None:
    names = HOSTILE[:5]
    evening = KeeperEvening.new(names, rules=Rules(), first_dealer=0)
    evening.add(KeptDeal(taker=1, contract="garde", partner=2, attack_half_points=104, bouts=2))
    app = make_app(3)
    async with app.run_test(size=(120, 45)) as pilot:
        await settle(pilot)
        app.push_screen(KeeperSheetScreen(evening))
        await settle(pilot)
        text = screen_text(app)
        assert all(name in text for name in names)
        app.push_screen(KeptDealScreen(evening, 0))
        await settle(pilot)
        text = screen_text(app)
        assert names[1] in text and names[2] in text
