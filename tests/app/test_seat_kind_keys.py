"""The new-evening form gives each seat a computer in one key: Ctrl+T on a row switches it between a person and a
computer (the default level), as its hint and key bar say; ←/→ on the kind's own drop-down step through every kind
(person, computer beginner, strong, random, and a phone when the extra is there, then round again); the evening
begun has those seats. The score keeper has no kinds, and no such key."""

from __future__ import annotations

import pytest
from harness import make_app, new_evening_form, screen_text, settle
from textual.widgets import Input, RadioSet, Select

from tarot_tui.app.app import TarotApp
from tarot_tui.app.screens.keeper import KeeperSetupScreen
from tarot_tui.app.widgets.keybar import KeyBar
from tarot_tui.app.widgets.player_rows import following_kind, toggled_kind


def test_the_next_kind_goes_round() -> None:
    kinds = ["human", "beginner", "strong", "random"]
    assert following_kind(kinds, "human") == "beginner"
    assert following_kind(kinds, "random") == "human"
    assert following_kind(kinds, "human", step=-1) == "random"
    assert following_kind(kinds, "unknown") == "human"


def test_ctrl_t_switches_a_person_and_a_computer() -> None:
    assert toggled_kind("human") == "beginner"
    assert toggled_kind("phone") == "beginner"
    assert toggled_kind("strong") == "human"
    assert toggled_kind("beginner") == "human"


async def test_ctrl_t_on_a_row_makes_that_seat_a_computer_and_the_evening_has_it() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        screen.query_one("#deals", Input).value = "1"
        for seat, keys in ((1, ["ctrl+t"]), (2, ["ctrl+t", "tab", "right"]), (3, [])):
            screen.set_focus(screen.query_one(f"#name-{seat}", Input))
            await pilot.pause()
            for key in keys:
                await pilot.press(key)
            await pilot.pause()
        kinds = [screen.query_one(f"#kind-{seat}", Select).value for seat in range(4)]
        assert kinds == ["human", "beginner", "strong", "human"]
        names = [screen.player_name(seat) for seat in range(4)]
        assert names[1] != "Speler 2" and names[2] != "Speler 3"  # a computer gets a computer's name
        await pilot.press("ctrl+s")
        await settle(pilot)
        await pilot.pause(0.1)
        evening = app.screen.evening  # type: ignore[attr-defined]
        assert list(evening.save.seats) == ["human", "beginner", "strong", "human"]
        assert list(evening.names) == names


async def test_ctrl_t_twice_is_a_person_again() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        for _ in range(2):
            await pilot.press("ctrl+t")  # the focus is on the first name
        await pilot.pause()
        assert screen.query_one("#kind-0", Select).value == "human"
        assert screen.player_name(0) == "Speler 1"


async def test_left_and_right_on_the_kind_step_it() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        kind = screen.query_one("#kind-2", Select)
        screen.set_focus(kind)
        await pilot.pause()
        await pilot.press("right", "right")
        await pilot.pause()
        assert kind.value == "strong"
        await pilot.press("left")
        await pilot.pause()
        assert kind.value == "beginner"
        assert not kind.expanded


async def test_the_key_is_in_the_key_bar_in_both_languages() -> None:
    for lang, word in (("nl", "Mens/computer"), ("en", "Person/computer")):
        app = make_app(lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await new_evening_form(pilot)
            shown = [b.binding.description for b in screen.active_bindings.values() if b.binding.show]
            assert word in shown
            assert "Ctrl+T" in str(screen.query_one("#seats-help").render())


async def test_the_score_keeper_has_no_kind_key() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("k")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, KeeperSetupScreen)
        assert "toggle_kind" not in [b.binding.action for b in screen.active_bindings.values() if b.enabled]
        await pilot.press("ctrl+t")  # does nothing, breaks nothing
        await pilot.pause()
        assert isinstance(app.screen, KeeperSetupScreen)


async def test_the_count_chosen_is_where_the_arrows_start() -> None:
    """The players' count: ← from the 4 chosen goes to 3 (the cursor started on 3, and ← went round to 5), and the
    count chosen is drawn bold (not only its ●)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        count = screen.query_one("#count", RadioSet)
        assert count.pressed_index == 1
        count.focus()
        await pilot.pause()
        await pilot.press("left", "space")
        await pilot.pause()
        assert screen.players == 3
        pressed = count.pressed_button
        assert pressed is not None
        label = pressed.get_component_rich_style("toggle--label")
        assert label.bold


async def test_the_arrows_choose_the_count_at_once() -> None:
    """← and → on the players' count choose it at once (the seats' rows follow), without Enter, and stop at 3 and 5
    rather than going round: a player who presses → and sees 5 lit has 5 players."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        count = screen.query_one("#count", RadioSet)
        count.focus()
        await pilot.pause()
        await pilot.press("right")
        await pilot.pause()
        assert screen.players == 5
        assert screen.query_one("#row-4").display
        await pilot.press("right")
        await pilot.pause()
        assert screen.players == 5
        await pilot.press("left", "left", "left")
        await pilot.pause()
        assert screen.players == 3
        assert not screen.query_one("#row-3").display
        await pilot.press("right", "enter")
        await pilot.pause()
        assert screen.players == 4


async def test_in_a_browser_the_kind_key_is_one_the_browser_lets_through(monkeypatch: pytest.MonkeyPatch) -> None:
    """Under ``tarot-tui serve`` Ctrl+T never reaches the game: the browser opens a new tab with it (browsers keep
    Ctrl+T, Ctrl+N and Ctrl+W for themselves). There the key is F4, and the form's hint and key bar say so."""
    monkeypatch.setattr(TarotApp, "is_web", property(lambda app: True))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        shown = screen_text(app)
        assert "F4" in shown and "Ctrl+T" not in shown
        assert "F4" in [key.key for key in screen.query_one(KeyBar).keys]
        await pilot.press("f4")  # the focus is on the first name
        await pilot.pause()
        assert screen.query_one("#kind-0", Select).value == "beginner"


async def test_in_a_terminal_the_kind_key_stays_ctrl_t() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await new_evening_form(pilot)
        shown = screen_text(app)
        assert "Ctrl+T" in shown and "F4" not in shown
