"""The new-evening form's keys do what a new player expects: Tab and Shift+Tab visit every field in reading order,
↑/↓ go to the row above or below (the same column: a name to a name, a kind to a kind), a seat's list opens only
with Enter or Space and inside it ↑/↓ move, Ctrl+T switches a seat between a person and a computer, Ctrl+S starts,
Esc closes an open list and otherwise goes back."""

from __future__ import annotations

from harness import make_app, new_evening_form, open_seat_list, settle
from textual.widgets import Input, Select

from tarot_tui.app.screens.setup import SetupScreen
from tarot_tui.app.widgets.player_rows import KindSelect
from tarot_tui.bots import DEFAULT_LEVEL

READING_ORDER = [
    "count",
    "name-0",
    "kind-0",
    "name-1",
    "kind-1",
    "name-2",
    "kind-2",
    "name-3",
    "kind-3",
    "deals",
    "dealer",
    "house-rules-title",
    "start",
    "cancel",
]
"""The fields of the form for four players, as they are read: top to bottom, left to right."""


def _focused(screen: SetupScreen) -> str:
    """The field with the focus, by id (the house rules' title has none of its own: by its Collapsible's)."""
    focused = screen.focused
    assert focused is not None
    if focused.id is None and type(focused).__name__ == "CollapsibleTitle":
        return "house-rules-title"
    return str(focused.id)


async def test_tab_and_shift_tab_visit_every_field_in_reading_order() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        assert _focused(screen) == "name-0"
        seen = []
        for _ in range(len(READING_ORDER)):
            await pilot.press("tab")
            await pilot.pause()
            seen.append(_focused(screen))
        start = READING_ORDER.index("name-0")
        assert seen == READING_ORDER[start + 1 :] + READING_ORDER[: start + 1]
        back = []
        for _ in range(len(READING_ORDER)):
            await pilot.press("shift+tab")
            await pilot.pause()
            back.append(_focused(screen))
        assert back == list(reversed(READING_ORDER[:start])) + list(reversed(READING_ORDER[start:]))


async def test_down_and_up_move_between_the_rows_in_the_same_column() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        walk = []
        for _ in range(4):
            await pilot.press("down")
            await pilot.pause()
            walk.append(_focused(screen))
        assert walk == ["name-1", "name-2", "name-3", "deals"]
        screen.set_focus(screen.query_one("#kind-0", Select))
        await pilot.pause()
        for seat in (1, 2, 3):
            await pilot.press("down")
            await pilot.pause()
            assert _focused(screen) == f"kind-{seat}"
            assert not screen.query_one(f"#kind-{seat}", Select).expanded
        for seat in (2, 1, 0):
            await pilot.press("up")
            await pilot.pause()
            assert _focused(screen) == f"kind-{seat}"
        await pilot.press("up")
        await pilot.pause()
        assert _focused(screen) == "count"
        assert screen.players == 4  # ↑/↓ on the count move on, they do not choose
        await pilot.press("down")
        await pilot.pause()
        assert _focused(screen) == "name-0"
        assert not any(select.expanded for select in screen.query(Select))


async def test_down_goes_on_past_the_rows_to_the_last_field_and_up_comes_back() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        screen.set_focus(screen.query_one("#deals", Input))
        await pilot.pause()
        walk = []
        for _ in range(4):
            await pilot.press("down")
            await pilot.pause()
            walk.append(_focused(screen))
        assert walk == ["dealer", "house-rules-title", "start", "start"]
        assert not screen.query_one("#dealer", Select).expanded
        for expected in ("house-rules-title", "dealer", "deals", "name-3"):
            await pilot.press("up")
            await pilot.pause()
            assert _focused(screen) == expected


async def test_enter_or_space_opens_a_seats_list_and_its_arrows_move_in_it() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        for key in ("enter", "space"):
            kind = screen.query_one("#kind-1", KindSelect)
            screen.set_focus(kind)
            await pilot.pause()
            kind.value = "human"
            await pilot.press(key)
            await pilot.pause()
            assert kind.expanded
            await pilot.press("down", "up", "down")  # in the list: to the first computer
            await pilot.press("enter")
            await settle(pilot)
            assert not kind.expanded
            assert kind.value == kind.choices[1]
            assert _focused(screen) == "kind-1"


async def test_ctrl_t_switches_a_seat_between_a_person_and_a_computer() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        kind = screen.query_one("#kind-0", KindSelect)
        values = []
        for _ in range(3):
            await pilot.press("ctrl+t")  # the focus is on the first name
            await pilot.pause()
            values.append(kind.value)
        assert values == [DEFAULT_LEVEL, "human", DEFAULT_LEVEL]
        kind.value = "strong"  # any computer level: Ctrl+T makes it a person again
        screen.set_focus(kind)
        await pilot.pause()
        await pilot.press("ctrl+t")
        await pilot.pause()
        assert kind.value == "human"
        assert screen.player_name(0) == "Speler 1"


async def test_ctrl_t_in_an_open_list_closes_it_with_the_seat_switched() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        kind = await open_seat_list(pilot, screen, 2)
        await pilot.press("ctrl+t")
        await settle(pilot)
        assert kind.value == DEFAULT_LEVEL
        assert not kind.expanded


async def test_escape_closes_an_open_list_first_then_goes_back() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        kind = await open_seat_list(pilot, screen, 0)
        shown = [b.binding.description for b in screen.active_bindings.values() if b.binding.show]
        assert "Dismiss menu" not in shown  # Textual's English words, not the catalogue's
        assert "Lijst sluiten" in shown
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is screen and not kind.expanded
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is not screen


async def test_ctrl_s_starts_from_any_field() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        screen.query_one("#deals", Input).value = "1"
        screen.set_focus(screen.query_one("#kind-3", Select))
        await pilot.pause()
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert app.screen is not screen
        assert getattr(app.screen, "evening", None) is not None


async def test_enter_in_a_name_goes_to_the_next_name_and_after_the_last_one_on() -> None:
    """A name typed and Enter, as in any form: the next seat's name, and after the last seat the number of deals
    (Enter starts nothing: Ctrl+S does)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        for seat, name in enumerate(["Anna", "Bram", "Cees", "Dirk"]):
            assert _focused(screen) == f"name-{seat}"
            await pilot.press(*name, "enter")
            await pilot.pause()
        assert _focused(screen) == "deals"
        assert [screen.query_one(f"#name-{s}", Input).value for s in range(4)] == ["Anna", "Bram", "Cees", "Dirk"]
        assert isinstance(app.screen, SetupScreen)
