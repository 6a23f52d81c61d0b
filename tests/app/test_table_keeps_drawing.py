"""The table keeps each place drawn by its look and size: showing the table again (under the sheet, after a
screen) draws no place anew, while a new theme or a new card look draws every place again."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from harness import fast_forward, make_app, new_evening, settle
from textual.strip import Strip

from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets import card
from tarot_tui.app.widgets.table import TableView
from tarot_tui.engine import Phase

NAMES = ["Anna", "Bram", "Cees", "Dirk"]


def drawn_lines(view: TableView) -> list[Strip]:
    return [view.render_line(y) for y in range(view.size.height)]


def styles_of(lines: list[Strip]) -> set[object]:
    return {segment.style for line in lines for segment in line}


async def test_a_whole_refresh_draws_nothing_anew_and_a_new_theme_or_card_look_draws_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = make_app(3)
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(app, NAMES)
        # Mid-trick, so that seats show the cards they played (written with the card look).
        fast_forward(
            evening,
            lambda d: d.phase is Phase.TRICKS and len(d.tricks) == 2 and len(d.trick_cards) == 2,
            random.Random(3),
        )
        table = TableScreen(evening)
        await app.push_screen(table)
        await settle(pilot)
        view = table.query_one(TableView)
        before = drawn_lines(view)
        draws: list[object] = []
        real_draw = TableView._draw
        monkeypatch.setattr(TableView, "_draw", lambda self, *a: draws.append(a) or real_draw(self, *a))

        view.display = False  # as the score puts it away, and the sheet shows it again under itself
        await settle(pilot)
        view.display = True
        view.refresh()
        await settle(pilot)
        assert drawn_lines(view) == before
        assert draws == []

        app.theme = "textual-light" if app.theme != "textual-light" else "textual-dark"
        await settle(pilot)
        lit = drawn_lines(view)
        assert draws, "a new theme draws the places again"
        assert styles_of(lit) != styles_of(before)

        draws.clear()
        look = card.current_look()
        monkeypatch.setattr(card, "_look", replace(look, ascii=not look.ascii))
        view.refresh()
        await settle(pilot)
        assert draws, "a new card look draws the places again"
        assert [line.text for line in drawn_lines(view)] != [line.text for line in lit]  # "·" is "-" in ASCII
