"""A seat's open list in the new-evening form (and between deals), left with Tab: Enter on the highlighted entry
chooses it, and a Tab typed right after goes on to the next field with that choice kept; Tab straight out of the
open list closes it and chooses nothing (Textual's Select: a list that loses the focus is dismissed), so the seat
keeps the choice it showed, the highlight does not count, and the focus is on the next field. The key bar says so
while the list is open; Shift+Tab goes to the field before the seat's list, not back onto it."""

from __future__ import annotations

import pytest
from harness import make_app, new_evening_form, open_list, open_seat_list, screen_text, settle


async def enter_then_tab(pilot, *, settled: bool) -> None:  # type: ignore[no-untyped-def]
    """Enter on the highlighted entry, then Tab: a moment later, or at once (typed before the list has closed)."""
    if settled:
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("tab")
    else:
        await pilot.press("enter", "tab")
    await settle(pilot)


@pytest.mark.parametrize("settled", [True, False], ids=["after-a-moment", "at-once"])
async def test_enter_chooses_the_highlighted_entry_and_tab_goes_on_with_it(settled: bool) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        kind = await open_seat_list(pilot, screen, 1)
        assert kind.value == "human"
        await pilot.press("down", "down")  # the second computer level
        await enter_then_tab(pilot, settled=settled)
        assert kind.value == kind.choices[2]
        assert not kind.expanded
        assert screen.focused is screen.query_one("#name-2")


async def test_tab_out_of_an_open_list_chooses_nothing_and_goes_on() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        kind = await open_seat_list(pilot, screen, 1)
        await pilot.press("down", "down")
        await pilot.press("tab")
        await settle(pilot)
        assert kind.value == "human"  # the highlight was not a choice
        assert not kind.expanded
        assert screen.focused is screen.query_one("#name-2")
        await pilot.press("shift+tab")  # back on the seat: it shows the old choice, and opens on it again
        await settle(pilot)
        assert screen.focused is kind
        await pilot.press("enter")
        await pilot.pause()
        assert kind.expanded
        await pilot.press("enter")
        await settle(pilot)
        assert kind.value == "human"


async def test_shift_tab_out_of_an_open_list_chooses_nothing_and_goes_back() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        kind = await open_seat_list(pilot, screen, 1)
        await pilot.press("down")
        await pilot.press("shift+tab")
        await settle(pilot)
        assert kind.value == "human" and not kind.expanded
        assert screen.focused is screen.query_one("#name-1")


@pytest.mark.parametrize("settled", [True, False], ids=["after-a-moment", "at-once"])
async def test_between_deals_enter_chooses_and_tab_goes_on_with_it(settled: bool) -> None:
    """The same on the seats' dialog between deals (p on the score)."""
    from textual.widgets import Select

    from tarot_tui.app.screens.seats import SeatsScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        dialog = SeatsScreen(["Anna", "Bram", "Cees", "Dirk"], ["human", "human", "beginner", "beginner"])
        await app.push_screen(dialog)
        await settle(pilot)
        seat = dialog.query_one("#seat-1", Select)
        await open_list(pilot, seat)
        await pilot.press("down", "down")
        await enter_then_tab(pilot, settled=settled)
        assert seat.value != "human" and not seat.expanded
        assert dialog.focused is dialog.query_one("#seat-2")
        await pilot.press("enter")  # open the next one, a different entry highlighted, and Tab out: no choice
        await pilot.pause()
        await pilot.press("up", "tab")
        await settle(pilot)
        assert dialog.query_one("#seat-2", Select).value == "beginner"
        assert dialog.focused is dialog.query_one("#seat-3")


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_the_key_bar_says_tab_chooses_nothing_while_a_list_is_open(lang: str) -> None:
    from tarot_tui.app.widgets.keybar import KeyBar
    from tarot_tui.i18n import CATALOGUES

    app = make_app(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_evening_form(pilot)
        label = CATALOGUES[lang]["key.list_leave"]
        bar = screen.query_one(KeyBar)
        assert label not in [key.label for key in bar.keys]
        kind = await open_seat_list(pilot, screen, 0)
        await settle(pilot)
        assert ("Tab", label) in [(key.key, key.label) for key in bar.keys]
        # On one line at 80 columns, with every key whole: "Ctrl+S Beginnen" went on to a second line.
        assert bar.size.height == 1
        last = screen_text(app).splitlines()[-1]
        for key in bar.keys:
            assert f"{key.key} {key.label}" in last, last
        assert [key.key for key in bar.keys] == ["Esc", "Tab", "Ctrl+T", "Ctrl+S"]
        await pilot.press("escape")
        await settle(pilot)
        assert not kind.expanded
        assert label not in [key.label for key in bar.keys]


@pytest.mark.parametrize(("opens", "select_id"), [("i", "pace"), ("k", "dealer"), ("n", "dealer")])
async def test_every_form_list_is_left_with_tab_the_same_way(opens: str, select_id: str) -> None:
    """The settings, the score keeper's form and the new-evening form's other lists too: Tab out of the open list
    chooses nothing and goes on, and the bar says so."""
    from textual.widgets import Select

    from tarot_tui.app.widgets.form_select import FormSelect
    from tarot_tui.app.widgets.keybar import KeyBar
    from tarot_tui.i18n import CATALOGUES

    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press(opens)
        await settle(pilot)
        screen = app.screen
        select = screen.query_one(f"#{select_id}", Select)
        assert isinstance(select, FormSelect)
        before = select.value
        await open_list(pilot, select)
        await pilot.press("down")  # another entry highlighted (or the only one, on the new-evening form's dealer)
        label = CATALOGUES["nl"]["key.list_leave"]
        await settle(pilot)
        assert label in [key.label for key in screen.query_one(KeyBar).keys]
        await pilot.press("tab")
        await settle(pilot)
        assert not select.expanded and select.value == before
        assert screen.focused is not None and screen.focused is not select and select not in screen.focused.ancestors


async def test_the_settings_open_on_their_first_field() -> None:
    """Enter on the settings screen as it comes up opens the language list (the scroll had the focus)."""
    from textual.widgets import Select

    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("i")
        await settle(pilot)
        lang = app.screen.query_one("#lang", Select)
        assert app.screen.focused is lang
        await pilot.press("enter")
        await pilot.pause()
        assert lang.expanded


async def test_between_deals_the_arrows_and_ctrl_t_work_as_on_the_new_evening_form() -> None:
    """The seats' dialog between deals (p on the score) answers the keys of the new-evening form's rows: ↓/↑ go to
    the next or previous seat (they opened the list on the seat with the focus, and a second ↓ and Enter made
    Anna a computer), ←/→ step a seat's kind without opening its list, Ctrl+T switches a person and a computer."""
    from textual.widgets import Select

    from tarot_tui.app.screens.seats import SeatsScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        dialog = SeatsScreen(["Anna", "Bram", "Cees", "Dirk"], ["human", "human", "beginner", "beginner"])
        await app.push_screen(dialog)
        await settle(pilot)
        seats = [dialog.query_one(f"#seat-{seat}", Select) for seat in range(4)]
        assert dialog.focused is seats[0]
        keys = str(seats[0].parent.parent.border_subtitle)  # the box names its own keys, as the others over a screen
        assert "↑↓" in keys and "Ctrl+T" in keys and "Esc" in keys
        assert len(keys) + 4 <= seats[0].parent.parent.outer_size.width  # whole in its lower edge at 80 columns
        await pilot.press("down", "down")
        await settle(pilot)
        assert dialog.focused is seats[2] and not any(seat.expanded for seat in seats)
        assert [seat.value for seat in seats] == ["human", "human", "beginner", "beginner"]
        await pilot.press("ctrl+t")  # Cees, a computer, becomes a person
        await pilot.press("up")
        await pilot.press("right")  # Bram steps to the next kind: a computer
        await settle(pilot)
        assert dialog.focused is seats[1] and not seats[1].expanded
        assert seats[2].value == "human" and seats[1].value not in ("human", "phone")
        await pilot.press("enter")  # Enter still opens the list
        await settle(pilot)
        assert seats[1].expanded
