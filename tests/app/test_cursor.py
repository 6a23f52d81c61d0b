"""The terminal cursor sits on what has the focus (for screen readers and braille displays): on the highlighted
menu entry, answer or card exactly, and inside any other focused widget of every screen."""

from __future__ import annotations

import random

from harness import fast_forward, make_app, new_evening, screen_text, settle, step
from textual.geometry import Offset
from textual.pilot import Pilot

from tarot_tui.app.app import TarotApp
from tarot_tui.app.cursor import places_own_cursor
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.card import card_label
from tarot_tui.app.widgets.choices import ChoiceRow
from tarot_tui.app.widgets.hand import HandWidget
from tarot_tui.app.widgets.menu import Menu

NAMES = ["Anna", "Bram", "Cees", "Dirk"]


def text_at(app: TarotApp, spot: Offset) -> str:
    """The screen's text from ``spot`` to the end of its line."""
    lines = screen_text(app).splitlines()
    return lines[spot.y][spot.x :] if spot.y < len(lines) else ""


async def walk_focus(pilot: Pilot[int]) -> list[str]:
    """Focus every focusable widget of the current screen in turn; the cursor must be inside each (at its
    insertion point for a text input). Returns the kinds of widget walked."""
    app = pilot.app
    walked = []
    for widget in list(app.screen.focus_chain):
        widget.focus()
        await settle(pilot)
        assert app.focused is widget
        for _ in range(50):  # a form scrolls the widget into view over a few frames (slower on a loaded machine)
            if widget.region.contains_point(app.cursor_position):
                break
            await pilot.pause(0.02)
        spot = app.cursor_position
        if places_own_cursor(widget):
            assert spot == widget.cursor_screen_offset, widget  # type: ignore[attr-defined]
        assert widget.region.contains_point(spot), (widget, widget.region, spot)
        walked.append(type(widget).__name__)
    return walked


async def test_start_screen_menu() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        menu = app.screen.query_one(Menu)
        assert app.focused is menu
        assert text_at(app, app.cursor_position).startswith(menu.entries[menu.highlighted].label)
        await pilot.press("down")
        await settle(pilot)
        assert text_at(app, app.cursor_position).startswith(menu.entries[menu.highlighted].label)
        assert menu.highlighted == 1
        assert await walk_focus(pilot) == ["Menu"]


async def test_settings_and_setup_fields() -> None:
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await settle(pilot)
        await pilot.press("i")
        await settle(pilot)
        walked = await walk_focus(pilot)
        assert {"FormSelect", "Switch", "Button"} <= set(walked), walked
        assert "FormScroll" not in walked and "VerticalScroll" not in walked  # no stop that lights nothing
        await pilot.press("escape")
        await settle(pilot)
        await pilot.press("n")
        await settle(pilot)
        walked = await walk_focus(pilot)
        assert {"Input", "FormSelect", "Button"} <= set(walked), walked  # FormSelect: a Select (form_select.py)


async def test_keeper_fields() -> None:
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await settle(pilot)
        await pilot.press("k")
        await settle(pilot)
        walked = await walk_focus(pilot)
        assert {"Input", "Button"} <= set(walked), walked
        assert "VerticalScroll" not in walked and "FormScroll" not in walked, walked


async def _table(pilot: Pilot[int], until, *, lift: bool = True) -> TableScreen:  # type: ignore[no-untyped-def]
    app = pilot.app
    evening = new_evening(app, NAMES, ["human"] * 4, deals_planned=4)  # type: ignore[arg-type]
    fast_forward(evening, until, random.Random(8))
    table = TableScreen(evening)
    await app.push_screen(table)
    await settle(pilot)
    if lift:
        await step(pilot, random.Random(1))
        await settle(pilot)
    return table


async def test_the_answers_of_a_question() -> None:
    app = make_app(8)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await _table(pilot, lambda d: len(d.bids) == 1)
        row = table.query_one(ChoiceRow)
        assert app.focused is row
        for _ in range(len(row.choices)):
            assert text_at(app, app.cursor_position).startswith(row.choices[row.cursor].key)
            await pilot.press("right")
            await settle(pilot)
        assert await walk_focus(pilot)


async def test_the_cards_of_the_hand() -> None:
    app = make_app(8)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await _table(pilot, lambda d: len(d.tricks) == 5 and len(d.trick_cards) == 2)
        hand = table.query_one(HandWidget)
        hand.focus()
        await settle(pilot)
        assert hand.current_card is None  # nothing highlighted yet: the terminal cursor waits on the first card
        assert text_at(app, app.cursor_position).startswith(card_label(hand.ordered[0]))
        await pilot.press("right")
        await settle(pilot)
        seen = set()
        stops = len(hand.playable) if hand.skipping else len(hand.cards)  # with hints on: the playable cards
        for _ in range(stops):
            card = hand.current_card
            assert card is not None
            assert text_at(app, app.cursor_position).startswith(card_label(card)), (card, app.cursor_position)
            seen.add(app.cursor_position)
            await pilot.press("right")
            await settle(pilot)
        assert len(seen) == stops  # a place of its own for every card the cursor rests on
        await pilot.press("down")
        await settle(pilot)
        assert text_at(app, app.cursor_position).startswith(card_label(hand.current_card))  # type: ignore[arg-type]
        assert await walk_focus(pilot)


async def test_the_face_down_hand() -> None:
    """Between two people the cursor is on the line that names who is next, for a screen reader to read."""
    app = make_app(8)
    async with app.run_test(size=(80, 24)) as pilot:
        await _table(pilot, lambda d: len(d.tricks) == 3 and len(d.trick_cards) == 1, lift=False)
        assert app.focused is not None
        assert app.focused.region.contains_point(app.cursor_position)
        assert text_at(app, app.cursor_position).startswith("Geef de laptop aan")
        assert await walk_focus(pilot)


async def test_the_cursor_follows_a_resize() -> None:
    app = make_app(8)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await _table(pilot, lambda d: len(d.tricks) == 5 and len(d.trick_cards) == 2)
        hand = table.query_one(HandWidget)
        hand.focus()
        await pilot.press("right")
        await settle(pilot)
        before = app.cursor_position
        await pilot.resize_terminal(100, 30)
        await settle(pilot)
        assert app.cursor_position != before
        assert text_at(app, app.cursor_position).startswith(card_label(hand.current_card))  # type: ignore[arg-type]
