"""The key bar: the keys that work now, and a click on one does what the key does."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.screen import Screen

from tarot_tui.app.widgets.keybar import KeyBar


class BarScreen(Screen[None]):
    def __init__(self) -> None:
        super().__init__()
        self.done: list[str] = []

    def compose(self) -> ComposeResult:
        yield KeyBar(id="keys")

    def on_mount(self) -> None:
        self.query_one(KeyBar).show([("⏎", "Verder", "go_on"), ("s", "Stand", "sheet"), ("F1", "Regels", "")])

    def action_go_on(self) -> None:
        self.done.append("go_on")

    def action_sheet(self) -> None:
        self.done.append("sheet")


class BarApp(App[None]):
    def on_mount(self) -> None:
        self.push_screen(BarScreen())


async def test_a_click_on_a_key_runs_its_action_and_a_key_without_one_does_nothing() -> None:
    app = BarApp()
    async with app.run_test(size=(60, 5)) as pilot:
        screen = app.screen
        assert isinstance(screen, BarScreen)
        bar = screen.query_one(KeyBar)
        await pilot.pause()
        padding = bar.styles.padding.left
        await pilot.click(KeyBar, offset=(padding + 1, 0))  # on " ⏎ "
        await pilot.click(KeyBar, offset=(padding + len(" ⏎ Verder  ") + 2, 0))  # on "Stand"
        await pilot.click(KeyBar, offset=(padding + len(" ⏎ Verder   s Stand  ") + 2, 0))  # "F1": no action
        await pilot.pause()
        assert screen.done == ["go_on", "sheet"]
