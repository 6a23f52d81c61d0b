"""Remembered players: the new-evening form starts from the last evening's table and suggests the names of
earlier evenings; computer players get names of their own, and their level shows on the table."""

from __future__ import annotations

import random

import pytest
from harness import make_app, new_evening, new_evening_form, screen_text, settle
from textual.widgets import Input, Select

from tarot_tui.app.screens.setup import SetupScreen, computer_names
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.table import TableView
from tarot_tui.engine import Rules
from tarot_tui.evening import Evening
from tarot_tui.i18n import set_language, t


def saved(names: list[str], seats: list[str]) -> None:
    evening = Evening.new(names, seats, rules=Rules(), first_dealer=0, rng=random.Random(1))  # type: ignore[arg-type]
    evening.persist()
    evening.flush()


def _names(screen: SetupScreen, count: int) -> list[str]:
    return [screen.query_one(f"#name-{seat}", Input).value for seat in range(count)]


async def test_the_form_starts_from_the_last_evenings_table() -> None:
    saved(["Ans", "Bob", "Cor", "Dik"], ["human"] * 4)
    saved(["Fien", "Gijs", "Sjef"], ["human", "human", "beginner"])  # the newest
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        assert screen.players == 3
        assert _names(screen, 3) == ["Fien", "Gijs", "Sjef"]
        assert [screen.query_one(f"#kind-{s}", Select).value for s in range(3)] == ["human", "human", "beginner"]
        remembered = screen.query_one("#remembered").render()
        assert "Fien, Gijs, Ans, Bob, Cor, Dik" in str(remembered)  # people only, newest first, once each


async def test_a_remembered_name_is_suggested_while_typing() -> None:
    saved(["Anneke", "Bob", "Cor", "Dik"], ["human"] * 4)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        field = screen.query_one("#name-3", Input)
        screen.set_focus(field)
        await settle(pilot)
        field.value = ""
        await pilot.press("a", "n")
        await settle(pilot)
        await pilot.pause()
        assert "Anneke" in screen_text(app)  # the rest of the name in grey
        await pilot.press("right")
        assert field.value == "Anneke"


async def test_without_a_saved_evening_the_seats_get_numbered_names() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        assert _names(screen, 4) == [""] * 4  # none typed: the numbered name in grey
        assert [screen.player_name(seat) for seat in range(4)] == [t("ui.default_name", number=n) for n in range(1, 5)]
        assert not screen.query("#remembered")


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_a_computer_player_gets_a_name_of_its_own(lang: str) -> None:
    app = make_app(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        bots = computer_names()
        screen.query_one("#kind-1", Select).value = "strong"
        screen.query_one("#kind-2", Select).value = "beginner"
        await settle(pilot)
        names = _names(screen, 4)
        assert names[1] in bots and names[2] in bots and names[1] != names[2]
        assert not names[1].startswith(t("ui.default_name", number=2)[:-2])
        screen.query_one("#name-3", Input).value = "Dirk"
        screen.query_one("#kind-3", Select).value = "random"
        screen.query_one("#kind-1", Select).value = "human"
        await settle(pilot)
        assert _names(screen, 4)[3] == "Dirk"  # a typed name stays
        assert _names(screen, 4)[1] == ""  # a person again: the numbered name, in grey
        assert screen.player_name(1) == t("ui.default_name", number=2)
    set_language("nl")


async def test_a_seat_of_last_evenings_table_switched_to_a_computer_gets_a_computer_s_name() -> None:
    """Last evening's "Bram" kept his name when his seat became a computer player, and the statistics then gave
    Bram that computer's deals: the computer gets a name of its own, and the seat Bram again when it is a
    person's."""
    saved(["Anna", "Bram", "Cor", "Daan"], ["human"] * 4)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        screen.query_one("#kind-1", Select).value = "strong"
        await settle(pilot)
        assert _names(screen, 4)[1] in computer_names()
        screen.query_one("#kind-1", Select).value = "human"
        await settle(pilot)
        assert _names(screen, 4)[1] == "Bram"
        screen.query_one("#name-2", Input).value = "Carla"  # typed: stays a computer's name
        screen.query_one("#kind-2", Select).value = "beginner"
        await settle(pilot)
        assert _names(screen, 4)[2] == "Carla"


async def test_the_computer_players_level_shows_on_its_seat() -> None:
    app = make_app(8)
    async with app.run_test(size=(80, 24)) as pilot:
        evening = new_evening(app, ["Anna", "Sjef", "Truus", "Kees"], ["human", "strong", "beginner", "random"])
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        await pilot.pause()
        subtitles = set(app.screen.query_one(TableView).levels())
        levels = {t(f"level.{level}") for level in ("strong", "beginner", "random")}
        assert len(subtitles) == 3
        assert all(any(level in subtitle for level in levels) for subtitle in subtitles)
        assert "─ beginner ─" in screen_text(app)  # the top seat (Truus), in view over the bid
