"""The new-evening form under quick fingers: letters typed as the form opens reach the first name in the order
typed (the App holds them while the form opens, ``key_hold.py``) and never act on the start screen, a key
pressed right after a drop-down closes is not swallowed, and the field with the focus stands out."""

from __future__ import annotations

import asyncio

import pytest
from harness import make_app, new_evening, settle
from textual import events
from textual.widgets import Input, OptionList, Select

from tarot_tui.app import key_hold
from tarot_tui.app.key_hold import HOLD_AT_MOST
from tarot_tui.app.routes import OpenConfirm, OpenReview, OpenRules, OpenScreen, OpenSheet, OpenTable
from tarot_tui.app.screens.setup import SetupScreen
from tarot_tui.app.screens.start import StartScreen


async def _type(app, keys: list[str], gap: float) -> None:  # type: ignore[no-untyped-def]
    """Keys as a terminal delivers them, ``gap`` seconds apart, without waiting for the app to catch up."""
    for key in keys:
        app.post_message(events.Key(key, key if len(key) == 1 else None))
        await asyncio.sleep(gap)


@pytest.mark.parametrize("gap", [0.0, 0.005, 0.02, 0.05])
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


@pytest.mark.parametrize("gap", [0.0, 0.005, 0.02])
async def test_focus_moves_typed_as_the_form_opens_keep_their_place(gap: float) -> None:
    """'Xa', Tab, Tab, 'Yb' in one burst gave the first name 'XaYb': the held keys were handed on all at once, so
    the letters after a Tab reached the field the Tab had not yet left. Each held key is handled, focus moves
    included, before the next is handed on."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await _type(app, ["n", "X", "a", "tab", "tab", "Y", "b"], gap)
        await settle(pilot)
        await pilot.pause(0.1)
        assert isinstance(app.screen, SetupScreen)
        first = app.screen.query_one("#name-0", Input)
        assert first.value == "Xa"
        focused = app.focused
        assert isinstance(focused, Input) and focused is not first
        assert focused.value == "Yb"


async def test_letters_typed_as_the_form_opens_never_act_on_the_start_screen() -> None:
    """On the start screen k opens the score keeper, i the settings and q asks to quit: typed in one burst right
    after n they are the first name's letters, and the form is the only screen opened."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await _type(app, ["n", *"kiqa"], 0.0)
        await settle(pilot)
        await pilot.pause(0.1)
        assert isinstance(app.screen, SetupScreen)
        assert [type(screen).__name__ for screen in app.screen_stack[-2:]] == ["StartScreen", "SetupScreen"]
        assert app.screen.query_one("#name-0", Input).value == "kiqa"
        assert not app.key_hold.holding


async def test_keys_held_for_a_screen_that_never_opens_are_let_go() -> None:
    """A hold whose screen does not come (nothing was asked) ends after ``HOLD_AT_MOST``: the keys then reach
    the screen that is there, in order (n opens the form, F is its first letter)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, StartScreen)
        app.hold_keys()
        await _type(app, ["n", "F"], 0.0)
        await pilot.pause(0.1)
        assert app.key_hold.holding
        assert isinstance(app.screen, StartScreen)
        await pilot.pause(HOLD_AT_MOST)
        await settle(pilot)
        await pilot.pause(0.1)
        assert not app.key_hold.holding
        assert isinstance(app.screen, SetupScreen)
        assert app.screen.query_one("#name-0", Input).value == "F"


async def test_the_table_replacing_the_form_gets_its_keys_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The form asks for the table in its own place: its keys went with it, so the hold ends as soon as the draw
    screen is up (not by the safety timer), and an Enter typed with the start reaches the draw screen."""
    monkeypatch.setattr(key_hold, "HOLD_AT_MOST", FAR_OFF)
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("n")
        await settle(pilot)
        app.screen.query_one("#deals", Input).value = "1"
        before = app.key_hold.generation
        await _type(app, ["ctrl+s", "enter"], 0.0)
        await _hold_ends_on_its_own(app, before)
        await settle(pilot)
        await pilot.pause(0.1)
        assert type(app.screen).__name__ == "TableScreen"  # the Enter left the draw for the first dealer


async def test_a_lesson_asked_for_by_its_list_gets_its_keys_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The lessons' list asks for the table from its own handler (the request's sender is that screen, where Textual
    would stop the hold's marker from bubbling up): the hold still ends as soon as the table is up."""
    monkeypatch.setattr(key_hold, "HOLD_AT_MOST", FAR_OFF)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        await settle(pilot)
        app.screen.query_one(OptionList).focus()
        await settle(pilot)
        before = app.key_hold.generation
        await _type(app, ["enter"], 0.0)
        await _hold_ends_on_its_own(app, before)


@pytest.mark.parametrize("draw", [False, True])
async def test_a_second_table_asked_for_while_one_is_open_is_not_opened(draw: bool) -> None:
    """One table at a time: a request made twice (a key pressed twice on the screen that asks, before the table
    came up) opens one table; two would crash the game (two screens with the id "table")."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        first = new_evening(app, ["Anna", "Bram", "Cees"])
        app.post_message(OpenTable(first, draw=draw))
        app.post_message(OpenTable(new_evening(app, ["Dirk", "Eva", "Fien"]), draw=draw))
        await settle(pilot)
        await pilot.pause(0.1)
        kinds = [type(screen).__name__ for screen in app.screen_stack]
        assert kinds.count("TableScreen") + kinds.count("DrawScreen") == 1
        assert app.screen.evening is first  # type: ignore[attr-defined]


@pytest.mark.parametrize("keys", [["enter", "enter"], ["n", "n"], ["enter", "n", "enter"]])
async def test_a_start_screen_entry_chosen_twice_opens_one_form(keys: list[str]) -> None:
    """Regression: Enter twice on the start screen's menu, faster than the form came up, opened two forms and the
    second stopped the game (two screens with the id "setup")."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await _type(app, keys, 0.0)
        await settle(pilot)
        await pilot.pause(0.1)
        assert [type(screen).__name__ for screen in app.screen_stack].count("SetupScreen") == 1


REQUESTS = {
    "rules": lambda evening: OpenRules("R9.4"),
    "confirm": lambda evening: OpenConfirm("?", "?"),
    "sheet": lambda evening: OpenSheet(evening),
    "review": lambda evening: OpenReview(evening),
    "setup": lambda evening: OpenScreen("setup"),
    "settings": lambda evening: OpenScreen("settings"),
    "keeper": lambda evening: OpenScreen("keeper"),
    "stats": lambda evening: OpenScreen("stats"),
    "lessons": lambda evening: OpenScreen("lessons"),
}


@pytest.mark.parametrize("kind", list(REQUESTS))
async def test_a_screen_asked_for_twice_is_opened_once(kind: str) -> None:
    """Every route: the same request made twice before the screen came up (a key pressed twice) opens it once."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        evening = new_evening(app, ["Anna", "Bram", "Cees"])
        before = len(app.screen_stack)
        app.post_message(REQUESTS[kind](evening))
        app.post_message(REQUESTS[kind](evening))
        await settle(pilot)
        await pilot.pause(0.1)
        assert len(app.screen_stack) == before + 1
        assert len({screen.id for screen in app.screen_stack}) == len(app.screen_stack)


FAR_OFF = 60.0
"""The safety timer, set so far off in a test that a hold ending within ``_hold_ends_on_its_own`` ended by itself."""


async def _hold_ends_on_its_own(app, before: int) -> None:  # type: ignore[no-untyped-def]
    """Wait for the hold begun after generation ``before`` to end, by the new screen coming up and the old screen's
    keys coming back, not by the safety timer (``FAR_OFF``); on the slowest machine it takes well under 20 s."""
    loop = asyncio.get_running_loop()
    started = loop.time()
    while app.key_hold.generation == before or app.key_hold.holding:
        assert loop.time() - started < FAR_OFF / 3, "the hold did not end by itself"
        await asyncio.sleep(0.005)


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


@pytest.mark.parametrize("gap", [0.0, 0.005])
@pytest.mark.parametrize("form", ["setup", "keeper"])
async def test_names_typed_with_enter_between_them_keep_their_letters(gap: float, form: str) -> None:
    """ "Anna⏎Bram" typed at speed on the open form gave "AnnaB" and "ram": Enter moved the focus from the input's
    own message (``Input.Submitted``), handled after the letters behind it had already gone to the input. Enter in
    a name moves the focus as it is pressed, as Tab does."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        app.post_message(OpenScreen(form))
        await settle(pilot)
        await pilot.pause(0.1)
        app.screen.query_one("#name-0", Input).focus()
        await settle(pilot)
        await _type(app, [*"Anna", "enter", *"Bram", "enter", *"Cees"], gap)
        await settle(pilot)
        await pilot.pause(0.1)
        names = [app.screen.query_one(f"#name-{seat}", Input).value for seat in range(3)]
        assert names == ["Anna", "Bram", "Cees"]
