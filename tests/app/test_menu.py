"""Pilot tests of the menu widget (the start screen's column) and of the start screen driven through it."""

from __future__ import annotations

from harness import make_app, screen_text
from textual.app import App, ComposeResult
from textual.content import Content

from tarot_tui.app.screens.settings import SettingsScreen
from tarot_tui.app.screens.setup import SetupScreen
from tarot_tui.app.screens.start import StartScreen
from tarot_tui.app.widgets.keybar import KeyBar
from tarot_tui.app.widgets.menu import Menu, MenuEntry


class MenuApp(App[None]):
    """A menu alone: one, two (disabled), three, four; a two-line header."""

    def __init__(self) -> None:
        super().__init__()
        self.chosen: list[str] = []

    def compose(self) -> ComposeResult:
        entries = [MenuEntry("one", "One"), MenuEntry("two", "Two", enabled=False)]
        entries += [MenuEntry("three", "Three"), MenuEntry("four", "Four")]
        menu = Menu(entries, header=Content("Title\nsubtitle"), footer=Content("notes"))
        menu.styles.width = 30
        yield menu

    def on_menu_chosen(self, event: Menu.Chosen) -> None:
        self.chosen.append(event.entry_id)


async def test_arrows_skip_a_disabled_entry_and_stop_at_the_ends() -> None:
    app = MenuApp()
    async with app.run_test(size=(40, 20)) as pilot:
        menu = app.query_one(Menu)
        assert menu.has_focus and menu.highlighted_id == "one"
        await pilot.press("down")
        assert menu.highlighted_id == "three"  # "two" is disabled
        await pilot.press("down", "down")
        assert menu.highlighted_id == "four"  # the last one: stays
        await pilot.press("up", "up")
        assert menu.highlighted_id == "one"
        await pilot.press("up")
        assert menu.highlighted_id == "one"
        await pilot.press("end")
        assert menu.highlighted_id == "four"
        await pilot.press("home")
        assert menu.highlighted_id == "one"


async def test_enter_chooses_the_highlighted_entry() -> None:
    app = MenuApp()
    async with app.run_test(size=(40, 20)) as pilot:
        await pilot.press("down", "enter")
        await pilot.pause()
        assert app.chosen == ["three"]


async def test_a_click_chooses_the_entry_under_the_mouse_but_not_a_disabled_one() -> None:
    app = MenuApp()
    async with app.run_test(size=(40, 20)) as pilot:
        menu = app.query_one(Menu)
        assert menu.entry_region("one").y == menu.region.y + 3  # under the two header lines and a blank line
        await pilot.click(Menu, offset=(5, 3 + 3))  # "four"
        await pilot.pause()
        assert app.chosen == ["four"] and menu.highlighted_id == "four"
        await pilot.click(Menu, offset=(5, 3 + 1))  # "two": disabled
        await pilot.click(Menu, offset=(5, 0))  # the header
        await pilot.pause()
        assert app.chosen == ["four"]


async def test_an_entry_enabled_later_keeps_its_place_and_can_be_chosen() -> None:
    app = MenuApp()
    async with app.run_test(size=(40, 20)) as pilot:
        menu = app.query_one(Menu)
        place = menu.entry_region("two")
        menu.set_enabled("two", True)
        await pilot.pause()
        assert menu.entry_region("two") == place
        await pilot.press("down", "enter")
        await pilot.pause()
        assert app.chosen == ["two"]


async def test_disabling_the_highlighted_entry_moves_the_highlight() -> None:
    app = MenuApp()
    async with app.run_test(size=(40, 20)) as pilot:
        menu = app.query_one(Menu)
        await pilot.press("end")
        menu.set_enabled("four", False)
        assert menu.highlighted_id == "three"  # nothing below: the one above
        menu.set_enabled("three", False)
        assert menu.highlighted_id == "one"  # "two" is disabled too


async def test_the_footer_may_grow_and_wrap() -> None:
    app = MenuApp()
    async with app.run_test(size=(40, 20)) as pilot:
        menu = app.query_one(Menu)
        assert menu.size.height == 3 + 4 + 1
        menu.set_footer(Content("a long note that does not fit on one line of thirty"))
        await pilot.pause()
        assert menu.size.height == 3 + 4 + 2
        assert "does not fit" in "".join(strip.text for strip in (menu.render_line(y) for y in range(10)))


async def test_the_start_screen_menu_enter_down_and_letters() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        start = app.screen
        assert isinstance(start, StartScreen)
        menu = start.query_one(Menu)
        assert menu.has_focus and menu.highlighted_id == "new"
        await pilot.press("down")
        assert menu.highlighted_id == "lessons"
        await pilot.press("down")
        assert menu.highlighted_id == "keeper"  # resume is disabled: nothing saved
        await pilot.press("down", "down", "down", "enter")  # statistics, rules, settings
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        app.pop_screen()
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)


async def test_the_start_screen_menu_by_mouse_and_key_bar() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        menu = app.screen.query_one(Menu)
        region = menu.entry_region("new")
        await pilot.click(offset=(region.x + 5, region.y))
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        app.pop_screen()
        await pilot.pause()
        assert "q Afsluiten" in screen_text(app).splitlines()[-1]  # the key bar's way out
        bar = app.screen.query_one(KeyBar)
        _, start, _, key = bar._laid_out(bar.content_size.width)[1][-1]
        assert key.key == "q"
        await pilot.click("#keys", offset=(bar.styles.padding.left + start + 1, 0))
        await pilot.pause()
        assert app.return_code == 0  # quit
