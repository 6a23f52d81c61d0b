"""``--ascii`` draws every screen in ASCII: not only the cards but the logo, the panels' borders, the bid box, the
check boxes, bullets and signs (``ascii_filter``), at 80x24 and 120x40, with every cell kept in its place."""

from __future__ import annotations

import random

import pytest
from harness import new_evening, screen_text, settle
from hypothesis import given
from hypothesis import strategies as st
from rich.cells import cell_len

from tarot_tui.app.app import TarotApp
from tarot_tui.app.ascii_filter import ascii_char, ascii_text
from tarot_tui.app.routes import OpenTable
from tarot_tui.persistence import AppSettings

SIZES = [(80, 24), (120, 40)]
# From the start screen: the start itself, the new-evening form, the lessons, the score keeper, the statistics,
# the rules, the settings.
KEYS = [[], ["n"], ["l"], ["k"], ["s"], ["r"], ["i"]]


def _app(ascii: bool) -> TarotApp:
    return TarotApp(settings=AppSettings(bot_pace=0), rng=random.Random(3), ascii=ascii)


def _not_ascii(text: str) -> str:
    return "".join(sorted({char for char in text if not char.isascii()}))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("keys", KEYS, ids=lambda keys: "+".join(keys) or "start")
async def test_every_screen_is_ascii(size: tuple[int, int], keys: list[str]) -> None:
    app = _app(ascii=True)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        for key in keys:
            await pilot.press(key)
            await settle(pilot)
        assert _not_ascii(screen_text(app)) == "", app.screen.id


@pytest.mark.parametrize("size", SIZES)
async def test_the_table_and_its_bid_box_are_ascii(size: tuple[int, int]) -> None:
    app = _app(ascii=True)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        app.post_message(OpenTable(new_evening(app, ["Dirk", "Eva", "Fien", "Gijs"]), draw=False))
        await settle(pilot)
        await pilot.press("enter")  # the first bidder takes the laptop: the bid box is up
        await settle(pilot)
        assert _not_ascii(screen_text(app)) == ""


async def test_without_ascii_the_same_screens_draw_symbols() -> None:
    """The test above has teeth: the start screen's logo and borders are not ASCII in the usual look."""
    app = _app(ascii=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert _not_ascii(screen_text(app)) != ""


@pytest.mark.parametrize(
    ("char", "ascii"),
    [
        ("╭", "+"),
        ("─", "-"),
        ("│", "|"),
        ("┼", "+"),
        ("═", "-"),
        ("▐", "["),
        ("▌", "]"),
        ("█", "#"),
        ("•", "*"),
        ("⏎", "<"),
        ("·", "."),
        ("…", "."),
        ("–", "-"),
        ("♥", "H"),
        ("é", "e"),
        ("É", "E"),
        ("ë", "e"),
        ("👍", "??"),
        ("\u200d", ""),
        ("a", "a"),
    ],
)
def test_characters_become_ascii_of_their_width(char: str, ascii: str) -> None:
    assert ascii_char(char) == ascii


@given(st.text())
def test_any_text_becomes_ascii_and_keeps_its_width(text: str) -> None:
    drawn = ascii_text(text)
    assert drawn.isascii()
    assert cell_len(drawn) == cell_len(text)
