"""The deal's breakdown and the evening's sheet fit 80×24 without scrolling, at five players too."""

from __future__ import annotations

import random

import pytest
from harness import fast_forward, make_app, new_evening, screen_text, settle

from tarot_tui.app.screens.sheet import SheetScreen
from tarot_tui.app.table.score_panel import ScorePanel
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.page import TextPage

NAMES5 = ["Annemarie", "Bram", "Cees", "Dirk", "Eva"]


@pytest.mark.parametrize(("players", "seed"), [(4, 8), (5, 0), (5, 3), (3, 1)])
async def test_the_breakdown_fits_80x24(players: int, seed: int) -> None:
    app = make_app(8)
    async with app.run_test(size=(80, 24)) as pilot:
        evening = new_evening(app, NAMES5[:players], ["human"] * players)
        fast_forward(evening, lambda d: False, random.Random(seed))
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        panel = app.screen.query_one(ScorePanel)
        assert panel.is_up
        assert panel.max_scroll_y == 0, f"{panel.virtual_size.height} lines in {panel.size.height}"
        text = screen_text(app)
        assert "Elke verdediger krijgt" in text and "Slagen: aanval" in text
        assert "De nemer krijgt" in text and "× D (regel R12.2)" in text  # the taker's -147 explained
        assert all(name in text for name in NAMES5[:players])


async def test_the_breakdown_keeps_every_term_when_there_is_room() -> None:
    app = make_app(8)
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(app, NAMES5, ["human"] * 5)
        fast_forward(evening, lambda d: False, random.Random(0))
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        panel = app.screen.query_one(ScorePanel)
        assert panel.max_scroll_y == 0
        text = screen_text(app)
        assert "Punten van de verdediging" in text and "Vermenigvuldiger" in text and "Onderdeel" in text
        assert "De nemer krijgt" in text and "× D" in text and "(regel R12.2)" in text


@pytest.mark.parametrize(("players", "deals"), [(5, 9), (4, 4), (3, 10)])
async def test_the_sheet_fits_80x24(players: int, deals: int) -> None:
    app = make_app(8)
    async with app.run_test(size=(80, 24)) as pilot:
        evening = new_evening(app, NAMES5[:players], ["human"] * players)
        for seed in range(deals):
            fast_forward(evening, lambda d: False, random.Random(seed))
        await app.push_screen(SheetScreen(evening))
        await settle(pilot)
        page = app.screen.query_one(TextPage)
        assert page.max_scroll_y == 0
        assert len(page.lines) == page.text.plain.count("\n") + 1  # no line wrapped
        assert len(page.lines) >= 2 + deals + 4  # title, blank, header, rule, the deals, rule, totals
        text = screen_text(app)
        assert all(name in text for name in NAMES5[:players]) and "Totaal" in text
        assert max(len(line) for line in text.splitlines()) <= 80
