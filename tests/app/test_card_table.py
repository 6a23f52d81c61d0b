"""The card table at 120×40 and wider: the trick's cards as small faces in the middle, each on the side of the
seat that played it; 80×24 keeps the cards written in the seats."""

from __future__ import annotations

import itertools
import random

import pytest
from harness import fast_forward, make_app, new_evening, screen_text, settle, step
from rich.text import Text

from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.card import CardLook, card_label, set_look
from tarot_tui.app.widgets.table import (
    FACE_HEIGHT,
    FACE_WIDTH,
    FACES_MIN,
    TableView,
    face_origin,
    positions,
    trick_faces,
)
from tarot_tui.engine import parse_card

NAMES = ["Anna", "Bram", "Cees", "Dirk"]


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("clockwise", [False, True])
@pytest.mark.parametrize("size", [FACES_MIN, (31, 10), (44, 13), (60, 20)])
def test_the_faces_never_overlap_and_stay_inside(players: int, clockwise: bool, size: tuple[int, int]) -> None:
    width, height = size
    boxes = []
    for cell in positions(players, clockwise):
        x, y = face_origin(cell, width, height)
        assert 0 <= x <= width - FACE_WIDTH and 0 <= y <= height - FACE_HEIGHT
        boxes.append((x, y))
    for (x1, y1), (x2, y2) in itertools.combinations(boxes, 2):
        apart = x1 + FACE_WIDTH <= x2 or x2 + FACE_WIDTH <= x1 or y1 + FACE_HEIGHT <= y2 or y2 + FACE_HEIGHT <= y1
        assert apart, (players, clockwise, size, boxes)


def test_each_face_lies_on_its_seats_side_with_the_text_between() -> None:
    width, height = 31, 10
    cards = {7: parse_card("KH"), 5: parse_card("10S"), 1: parse_card("T21"), 3: parse_card("EXC")}
    placed = [(cell, card, cell == 1) for cell, card in cards.items()]
    lines = trick_faces(placed, Text("Garde · Bram\nSlag 6 van 18"), width, height).plain.split("\n")
    assert len(lines) == height and all(len(line) == width for line in lines)
    bottom, top, sides = lines[height - 2], lines[1], lines[(height - 3) // 2 + 1]
    assert bottom[(width - 5) // 2 :].startswith("│" + card_label(cards[7]))
    assert top[(width - 5) // 2 :].startswith("│" + card_label(cards[1]))
    assert sides.startswith("│" + card_label(cards[3])) and sides[-5:].startswith("│" + card_label(cards[5]))
    middle = "\n".join(lines[FACE_HEIGHT : height - FACE_HEIGHT])
    assert "Garde · Bram" in middle and "Slag 6 van 18" in middle


def test_ascii_faces_are_ascii() -> None:
    set_look(CardLook(ascii=True))
    text = trick_faces([(7, parse_card("KH"), True), (1, parse_card("QC"), False)], Text("Slag 1"), 31, 10)
    assert text.plain.isascii() and "|HK |" in text.plain and "+---+" in text.plain


@pytest.mark.parametrize(
    ("size", "faces"), [((80, 24), False), ((100, 30), False), ((120, 40), True), ((160, 50), True)]
)
async def test_faces_where_there_is_room(size: tuple[int, int], faces: bool) -> None:
    app = make_app(8)
    async with app.run_test(size=size) as pilot:
        evening = new_evening(app, NAMES, ["human"] * 4, deals_planned=4)
        fast_forward(evening, lambda d: len(d.tricks) == 5 and len(d.trick_cards) == 2, random.Random(8))
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        await step(pilot, random.Random(1))
        await settle(pilot)
        table = app.screen.query_one(TableView)
        screen = screen_text(app)
        assert ("╭───╮" in screen) is faces
        assert table.card_in_middle is faces
        # Each card of the trick shows, in the middle or in its seat.
        for card in evening.deal.trick_cards:  # type: ignore[union-attr]
            assert screen.count(card_label(card)) >= 1


async def test_a_resize_switches_between_faces_and_text() -> None:
    app = make_app(8)
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(app, NAMES, ["human"] * 4, deals_planned=4)
        fast_forward(evening, lambda d: len(d.tricks) == 5 and len(d.trick_cards) == 2, random.Random(8))
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        await step(pilot, random.Random(1))
        await settle(pilot)
        assert "╭───╮" in screen_text(app)
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        assert "╭───╮" not in screen_text(app)
        await pilot.resize_terminal(130, 42)
        await settle(pilot)
        assert "╭───╮" in screen_text(app)


async def test_the_hand_as_card_faces_where_it_fits() -> None:
    """At 120×40 a hand of 18 cards lies as a row of faces (a click on any of its three lines picks the card);
    at 80×24, or when it does not fit on one row (the écart's 24 cards), it stays one line per suit."""
    from tarot_tui.app.widgets.hand import HandWidget

    app = make_app(8)
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(app, NAMES, ["human"] * 4, deals_planned=4)
        fast_forward(evening, lambda d: len(d.bids) == 1, random.Random(8))
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        await step(pilot, random.Random(1))
        await settle(pilot)
        hand = app.screen.query_one(HandWidget)
        assert hand.faces_fit()
        lines = hand.render().plain.split("\n")
        assert len(lines) == 3 and lines[0].startswith("╭───╭───")
        assert lines[1].startswith("│" + card_label(hand.ordered[0]))
        for label in map(card_label, hand.ordered):
            assert "│" + label in lines[1]
        x0 = hand.content_region.x
        for row in range(3):
            chosen: list[int] = []
            hand.on_click(type("Click", (), {"x": 1 + 4 * 2 + 1, "y": row})())  # type: ignore[arg-type]
            await settle(pilot)
            chosen.append(hand.cursor)
            assert chosen == [2], (row, x0)
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        assert not hand.faces_fit()
        assert "╭" not in hand.render().plain
