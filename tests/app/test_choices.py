"""The decision box over the table: a key, arrows and Enter, or a click picks; it wraps when narrow."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.containers import Vertical

from tarot_tui.app.widgets.choices import Choice, ChoiceBox, ChoiceRow

CHOICES = [Choice("0", "Pas", "pass"), Choice("1", "Prise", "prise"), Choice("2", "Garde", "garde")]


class BoxApp(App[None]):
    CSS = "#area { layers: base dialog; align-horizontal: center; }"

    def __init__(self) -> None:
        super().__init__()
        self.picked: list[str] = []

    def compose(self) -> ComposeResult:
        with Vertical(id="area"):
            yield ChoiceBox(id="box")

    def ask(self) -> ChoiceBox:
        box = self.query_one(ChoiceBox)
        box.ask("bid-dialog", "Anna, wat bied je?", "Bram: Pas", CHOICES, self.picked.append)
        return box


async def test_a_key_picks_its_choice_and_the_box_says_what_it_asks() -> None:
    app = BoxApp()
    async with app.run_test(size=(80, 24)) as pilot:
        box = app.ask()
        await pilot.pause()
        assert box.is_open and box.asking == "bid-dialog" and box.display
        await pilot.press("2")
        assert app.picked == ["garde"]
        box.close()
        assert not box.is_open and not box.display


async def test_arrows_and_enter_pick_the_highlighted_choice() -> None:
    app = BoxApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.ask()
        await pilot.pause()
        await pilot.press("right", "right", "right", "left", "enter")  # wraps round: Pas, Prise, Garde, Pas, Garde
        assert app.picked == ["garde"]


async def test_a_click_on_a_choice_picks_it() -> None:
    app = BoxApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.ask()
        await pilot.pause()
        row = app.query_one(ChoiceRow)
        x = len(" 0 Pas ") + 2 + 1  # inside " 1 Prise "
        await pilot.click(ChoiceRow, offset=(x, 0))
        assert app.picked == ["prise"]
        assert row.cursor == 1


async def test_the_choices_wrap_in_a_narrow_table_and_the_box_fits_it() -> None:
    app = BoxApp()
    async with app.run_test(size=(30, 24)) as pilot:
        box = app.ask()
        await pilot.pause()
        row = app.query_one(ChoiceRow)
        assert box.outer_size.width <= 30
        assert row.size.height >= 2  # " 0 Pas    1 Prise    2 Garde " (29 columns) wraps in 24
        await pilot.press("1")
        assert app.picked == ["prise"]


async def test_the_bid_box_survives_a_look_at_the_sheet_and_still_takes_its_keys() -> None:
    """s opens the score sheet over an open question; back at the table the question is still open and a
    key still answers it."""
    import random

    from harness import make_app, new_evening, open_question, settle, step

    from tarot_tui.app.screens.sheet import SheetScreen
    from tarot_tui.app.table.screen import TableScreen

    app = make_app(5)
    async with app.run_test(size=(80, 24)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"])
        await app.push_screen(TableScreen(evening))
        await step(pilot, random.Random(1))  # the curtain: Enter
        await settle(pilot)
        assert open_question(app, "bid-dialog") is not None
        await pilot.press("s")
        await settle(pilot)
        assert isinstance(app.screen, SheetScreen)
        await pilot.press("enter")
        await settle(pilot)
        assert open_question(app, "bid-dialog") is not None
        await pilot.press("2")
        await settle(pilot)
        deal = evening.deal
        assert deal is not None and len(deal.bids) == 1 and deal.bids[0][1] is not None
