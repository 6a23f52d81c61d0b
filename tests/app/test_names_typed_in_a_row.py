"""Names typed in a row on the new-evening form, with Tab between them as in most forms: Tab goes from a name to
the seat's kind (reading order, every field reachable), and the letters typed there did nothing at all, so
"Anna⇥Bram⇥Cees⇥Dirk" left three seats unnamed. A letter typed on a seat's kind (its list closed) now goes on to the
next seat's name, as Tab and the letter would: the names land where they were meant to. On the last seat's kind
there is no name to go on to: the form says what that field is for."""

from __future__ import annotations

import pytest
from harness import make_app, new_evening_form, settle
from textual.widgets import Input

from tarot_tui.app.screens.setup import SetupScreen
from tarot_tui.i18n import t

NAMES = ["Anna", "Bram", "Cees", "Dirk"]


def _names(screen: SetupScreen, players: int = 4) -> list[str]:
    return [screen.query_one(f"#name-{seat}", Input).value for seat in range(players)]


@pytest.mark.parametrize("settled", [True, False], ids=["key-by-key", "in-one-burst"])
async def test_names_typed_with_tab_between_them_land_in_the_names(settled: bool) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        keys = [key for name in NAMES for key in (*name, "tab")]
        if settled:
            for key in keys:
                await pilot.press(key)
                await settle(pilot)
        else:
            await pilot.press(*keys)
            await settle(pilot)
        assert _names(screen) == NAMES
        assert screen.focused is screen.query_one("#kind-3")  # the last Tab went on to Dirk's kind, as Tab does
        assert [str(screen.query_one(f"#kind-{seat}").value) for seat in range(4)] == ["human"] * 4  # type: ignore[attr-defined]


async def test_a_name_the_form_put_in_is_replaced_as_after_tab() -> None:
    """The last evening's names fill the form; a name typed over one after Tab replaces it (Tab selects a field's
    text), and so does one typed on the seat's kind before it."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        for seat, name in enumerate(["Wim", "Xan", "Yva", "Zo"]):
            screen.query_one(f"#name-{seat}", Input).value = name
        screen.query_one("#count").focus()
        await settle(pilot)
        await pilot.press("tab", *"Anna", "tab", *"Bram", "tab", "tab", *"Cees")
        await settle(pilot)
        assert _names(screen) == ["Anna", "Bram", "Cees", "Zo"]


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_a_letter_on_the_last_seats_kind_says_what_the_field_is_for(lang: str) -> None:
    app = make_app(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        screen.query_one("#kind-3").focus()
        await settle(pilot)
        await pilot.press(*"Eva")
        await settle(pilot)
        assert screen.focused is screen.query_one("#kind-3")
        assert _names(screen) == ["", "", "", ""]
        shown = [str(notice.message) for notice in app._notifications]
        assert shown == [t("ui.setup.kind_typed")], shown  # once for the word, not a notice a letter


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_the_form_says_so(lang: str) -> None:
    """The line over the seats says what Tab, Enter and a letter on a seat's kind do, in both languages."""
    app = make_app(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        help_line = " ".join(str(screen.query_one("#seats-help").render()).split())
        assert " ".join(t("ui.setup.seats_typing").split()) in help_line, help_line
