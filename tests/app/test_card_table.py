"""The card table: the trick's cards as card faces in the middle, as large as the middle allows, each beside the
seat that played it, numbered in play order (the lead and the card that took the trick named under theirs where
the faces are large); compact seats round the edge."""

from __future__ import annotations

import itertools
import random
import re

import pytest
from harness import fast_forward, make_app, new_evening, screen_text, settle, step
from rich.console import Console
from rich.style import Style
from rich.text import Text

from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.card import CardLook, card_label, set_look
from tarot_tui.app.widgets.table import (
    FACE_SIZES,
    LABELS_FROM,
    Placed,
    TableView,
    face_origin,
    face_size,
    middle_strips,
    table_lines,
)
from tarot_tui.engine import Deal, parse_card, winning_index
from tarot_tui.i18n import t
from tarot_tui.table import Side, centred, seat_sides

NAMES = ["Anna", "Bram", "Cees", "Dirk", "Eva"]
TABLES = {(80, 24): (58, 15), (120, 40): (90, 30), (160, 50): (128, 40)}
"""The table's size on each terminal (beside the side panels, between the status line and a one-line hint)."""
FACE_LINES = {(80, 24): 3, (120, 40): 7, (160, 50): 9}
"""The card faces' lines at each terminal size."""
SEAT_LINES = {(80, 24): 3, (120, 40): 4, (160, 50): 4}
"""A seat's box at most this many lines at each terminal size."""


def _middle(width: int, height: int) -> tuple[int, int]:
    xs, ys = table_lines(width, height)
    return xs[2] - xs[1], ys[2] - ys[1]


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("clockwise", [False, True])
@pytest.mark.parametrize("table", [*TABLES.values(), (58, 14), (70, 20), (100, 35)])
def test_the_faces_and_their_words_never_overlap_and_stay_inside(
    players: int, clockwise: bool, table: tuple[int, int]
) -> None:
    width, height = _middle(*table)
    face = face_size(width, height)
    assert face is not None, (table, width, height)
    face_w, face_h = face
    labels = face_w >= LABELS_FROM
    boxes = []
    for side in seat_sides(players, 0, clockwise=clockwise):
        x, y = face_origin(side, width, height, face, sides_free=players == 3)
        assert 0 <= x <= width - face_w and 0 <= y <= height - face_h
        word_line = (y - 1 if side is Side.BOTTOM else y + face_h) if labels else y
        assert 0 <= word_line < height
        boxes.append((x, min(y, word_line), face_w, face_h + labels))
    for (x1, y1, w, h), (x2, y2, _, _) in itertools.combinations(boxes, 2):
        assert x1 + w <= x2 or x2 + w <= x1 or y1 + h <= y2 or y2 + h <= y1, (players, clockwise, table, boxes)


def test_the_faces_are_as_large_as_the_middle_allows() -> None:
    assert [face_size(*_middle(*table)) for table in TABLES.values()] == [(5, 3), (9, 7), (11, 9)]
    assert face_size(20, 6) is None  # too small: the cards are written in their seats
    assert tuple(sorted(FACE_SIZES, reverse=True)) == FACE_SIZES


def test_each_face_lies_on_its_seats_side_with_the_text_between() -> None:
    width, height = 46, 22
    cards = {Side.BOTTOM: "KH", Side.RIGHT: "10S", Side.TOP: "T21", Side.LEFT: "EXC"}
    placed = tuple(
        Placed(side, parse_card(card), order, side is Side.TOP) for order, (side, card) in enumerate(cards.items(), 1)
    )
    text = Text("Garde · Bram\nSlag 6 van 18")
    strips = middle_strips(Console(), placed, text, width, height, (9, 7), Style(), Style(), ascii_only=False)
    lines = [strip.text for strip in strips]
    assert len(lines) == height and all(len(line) == width for line in lines)
    centre = (width - 9) // 2
    assert lines[0][centre:].startswith("╔═══3═══╗")  # the top face took the trick: double edge
    assert lines[1][centre:].startswith("║" + card_label(parse_card("T21")))
    assert t("ui.trick.took") in lines[7][centre : centre + 9]
    assert lines[height - 7][centre:].startswith("╭───1───╮")
    assert lines[height - 4][centre:].startswith("│   " + card_label(parse_card("KH")))  # in the middle of its face
    assert t("ui.trick.lead") in lines[height - 8][centre - 1 : centre + 10]
    side = centred(height, 7)  # in the lowest middle of its step (tarot_tui.table.floor.steady): 6 of 22
    assert side == 6
    assert lines[side].startswith("╭───4───╮") and lines[side].endswith("╭───2───╮")
    assert lines[side + 1].startswith("│" + card_label(parse_card("EXC")))
    assert lines[side + 5].endswith(card_label(parse_card("10S")) + "│")  # bottom right corner
    middle = "\n".join(line[10:-10] for line in lines[8:14])
    assert "Garde · Bram" in middle and "Slag 6 van 18" in middle


def test_ascii_faces_are_ascii() -> None:
    set_look(CardLook(ascii=True))
    placed = (Placed(Side.BOTTOM, parse_card("KH"), 2, True), Placed(Side.TOP, parse_card("QC"), 1, False))
    for face in ((5, 3), (9, 7)):
        strips = middle_strips(Console(), placed, Text("Slag 1"), 46, 22, face, Style(), Style(), ascii_only=True)
        text = "\n".join(strip.text for strip in strips)
        assert text.isascii() and card_label(parse_card("KH")) in text and card_label(parse_card("QC")) in text
        assert "+-1-" in text or "+---1---+" in text
        assert "#=2=#" in text or "#===2===#" in text  # the card that took the trick


FACE_TOP = re.compile(r"[╭╔][─═]*(\d)[─═]*[╮╗]")


def faces_on_screen(lines: list[str]) -> dict[str, tuple[int, int, int, int, int]]:
    """Each card face on the screen by its card's text: (column, line, width, height, order)."""
    faces = {}
    for y, line in enumerate(lines):
        for match in FACE_TOP.finditer(line):
            x, right = match.start(), match.end()
            height = next(dy for dy in range(1, len(lines) - y) if lines[y + dy][x] in "╰╚") + 1
            label = lines[y + 1 + (height - 3) // 2 if height == 3 else y + 1][x + 1 : right - 1].strip()
            faces[label] = (x, y, right - x, height, int(match.group(1)))
    return faces


async def _trick_table(pilot, players: int, until, seed: int = 8) -> Deal:  # type: ignore[no-untyped-def]
    app = pilot.app
    evening = new_evening(app, NAMES[:players], ["human"] * players, deals_planned=4)
    deal = fast_forward(evening, until, random.Random(seed))
    await app.push_screen(TableScreen(evening))
    await settle(pilot)
    await step(pilot, random.Random(1))  # the curtain
    await settle(pilot)
    return deal


@pytest.mark.parametrize("size", list(TABLES))
@pytest.mark.parametrize("players", [3, 4, 5])
async def test_the_trick_lies_large_beside_the_seats_that_played_it(size: tuple[int, int], players: int) -> None:
    """Each card of the trick is a face of ``FACE_LINES`` lines (3 at 120×40 before) right beside the box of the
    seat that played it, on that seat's side of the middle, clear of every seat's box; each seat's box is at most
    ``SEAT_LINES`` lines (10 at 120×40 before)."""
    app = make_app(8)
    async with app.run_test(size=size) as pilot:
        deal = await _trick_table(pilot, players, lambda d: len(d.tricks) == 4 and len(d.trick_cards) == players - 1)
        view = app.screen.query_one(TableView)
        assert view.size.width == TABLES[size][0] and view.size.height in (TABLES[size][1], TABLES[size][1] - 1)
        top, bottom, centre = view.region.y, view.region.bottom, view.region.x + view.region.width / 2
        lines = screen_text(app).splitlines()
        boxes = {}
        for region in (region for row in range(3) for region in view.seat_regions(row)):
            assert region.height <= SEAT_LINES[size]
            (name,) = [name for name in NAMES[:players] if f" {name} " in lines[region.y][region.x : region.right]]
            boxes[name] = region
        assert len(boxes) == players
        faces = faces_on_screen(lines)
        assert len(faces) == len(deal.trick_cards), faces
        for order, card in enumerate(deal.trick_cards, 1):
            x, y, width, height, number = faces[card_label(card)]
            assert height == FACE_LINES[size] and number == order
            box = boxes[NAMES[(deal.trick_leader + order - 1) % players]]
            if box.y == top:  # a top seat: the face just below its box, in the middle or on its half of the table
                assert y == box.bottom
                if abs(box.x + box.width / 2 - centre) <= 1:
                    assert x < centre < x + width
                else:
                    assert (x + width / 2 < centre) is (box.x + box.width / 2 < centre)
            elif box.bottom == bottom:
                assert y + height == box.y and x < centre < x + width
            else:  # on the left or the right: beside the box, level with it
                assert x + width == box.x or x == box.right, (x, width, box)
                assert y < box.bottom and box.y < y + height
            for region in boxes.values():
                assert x + width <= region.x or region.right <= x or y + height <= region.y or region.bottom <= y


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
async def test_a_finished_trick_marks_its_lead_and_the_card_that_took_it(size: tuple[int, int]) -> None:
    """The trick just won stays in the middle until the next card: the lead numbered 1 (and named, where the faces
    are large), the card that took it edged twice (and named)."""
    app = make_app(8)
    async with app.run_test(size=size) as pilot:
        deal = await _trick_table(pilot, 4, lambda d: len(d.tricks) == 5 and not d.trick_cards)
        leader, cards, winner = deal.tricks[-1]
        lines = screen_text(app).splitlines()
        faces = faces_on_screen(lines)
        assert {label: face[4] for label, face in faces.items()} == {
            card_label(card): order for order, card in enumerate(cards, 1)
        }
        took = cards[(winner - leader) % 4]
        x, y, width, height, _ = faces[card_label(took)]
        assert lines[y][x] == "╔" and lines[y + height - 1][x + width - 1] == "╝"
        others = [face for label, face in faces.items() if label != card_label(took)]
        assert all(lines[fy][fx] == "╭" for fx, fy, *_ in others)
        screen = "\n".join(lines)
        assert (t("ui.trick.took") in screen) is (size == (120, 40))
        assert (t("ui.trick.lead") in screen) is (size == (120, 40) and winner != leader)


@pytest.mark.parametrize("players", [3, 4, 5])
async def test_the_card_winning_the_trick_in_play_is_named_under_its_face(players: int) -> None:
    """R9.6: while a trick is played, the card that wins it so far is named under its face (at 120×40)."""
    app = make_app(8)
    async with app.run_test(size=(120, 40)) as pilot:
        deal = await _trick_table(pilot, players, lambda d: len(d.tricks) == 4 and len(d.trick_cards) == players - 1)
        best = winning_index(deal.trick_cards)
        assert best is not None
        lines = screen_text(app).splitlines()
        faces = faces_on_screen(lines)
        x, y, width, height, _ = faces[card_label(deal.trick_cards[best])]
        under, over = lines[y + height][x : x + width], lines[y - 1][x : x + width]  # over the bottom seat's face
        assert t("ui.trick.winning") in under + over
        assert "\n".join(lines).count(t("ui.trick.winning")) == 1


async def test_a_resize_changes_the_faces_size() -> None:
    app = make_app(8)
    async with app.run_test(size=(120, 40)) as pilot:
        deal = await _trick_table(pilot, 4, lambda d: len(d.tricks) == 5 and len(d.trick_cards) == 2)
        label = card_label(deal.trick_cards[0])
        for size in ((80, 24), (160, 50), (120, 40)):
            await pilot.resize_terminal(*size)
            await settle(pilot)
            assert faces_on_screen(screen_text(app).splitlines())[label][3] == FACE_LINES[size]


async def test_the_hand_as_card_faces_where_it_fits() -> None:
    """At 120×40 a hand of 18 cards lies as a row of faces (a click on any of its three lines picks the card);
    at 80×24, or when it does not fit on one row (the écart's 24 cards), it stays one line per suit."""
    from tarot_tui.app.widgets.hand import HandWidget

    app = make_app(8)
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(app, NAMES[:4], ["human"] * 4, deals_planned=4)
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


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
@pytest.mark.parametrize("players", [3, 4, 5])
async def test_the_previous_trick_is_marked_as_such_at_every_size(
    lang: str, size: tuple[int, int], players: int
) -> None:
    """``v`` puts the last finished trick back in the middle with "vorige slag" / "last trick" over it: the mark
    says these are not the cards in play, so it shows however low the middle (five players at 80×24 with a chelem
    announced and a two-line hint leave it two rows), where the contract and the trick number may give way."""
    from tarot_tui.i18n import set_language

    set_language(lang)
    app = make_app(8)
    async with app.run_test(size=size) as pilot:
        await _trick_table(pilot, players, lambda d: len(d.tricks) == 4 and len(d.trick_cards) == 2)
        assert t("ui.previous_trick") not in screen_text(app)
        await pilot.press("v")
        await settle(pilot)
        view = app.screen.query_one(TableView)
        lines = screen_text(app).splitlines()[view.region.y : view.region.bottom]
        assert t("ui.previous_trick") in "\n".join(line[: view.region.right] for line in lines)


@pytest.mark.parametrize("cards", [0, 2])
@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_seat_to_move_keeps_its_mark_while_the_previous_trick_is_shown(
    size: tuple[int, int], cards: int
) -> None:
    """``v`` shows the last trick again, but play has not stopped: the seat to move keeps its heavy edge (it was
    drawn round while the old trick lay in the middle), or the double edge of the trick's winner when that seat
    took it and leads next, with "…" inside, as while the trick stays on the table after it is won."""
    app = make_app(8)
    async with app.run_test(size=size) as pilot:
        deal = await _trick_table(pilot, 4, lambda d: len(d.tricks) == 4 and len(d.trick_cards) == cards)
        view = app.screen.query_one(TableView)
        name = NAMES[deal.to_move]

        def mark() -> str:
            (look,) = [look for look in view._looks if look.info is not None and look.info.name == name]
            assert look.info is not None and look.info.to_move  # ("…" inside where the box has two lines)
            return look.mark

        before = mark()
        assert before == ("winner" if cards == 0 else "to-move")
        await pilot.press("v")
        await settle(pilot)
        assert t("ui.previous_trick") in screen_text(app)
        # (with no card of the new trick played, the seat to move led it: it took the trick looked at)
        assert mark() == before, "the seat to move lost its mark"
        (region,) = [r for row in range(3) for r in view.seat_regions(row) if f" {name} " in _line(app, r)]
        if mark() == "to-move":
            assert _line(app, region).startswith("┏")


def _line(app, region) -> str:  # type: ignore[no-untyped-def]
    """The top line of a seat's box on the screen."""
    return screen_text(app).splitlines()[region.y][region.x : region.right]


def test_with_no_seat_on_the_left_or_right_the_words_take_the_middles_width() -> None:
    """At three players the faces lie in the middle's top corners and at its bottom, none on its sides: the
    words between them have the whole width ("Garde contre · Sjef" was cut to the room beside side faces)."""
    from tarot_tui.app.widgets.table import text_room

    width, height = _middle(58, 15)
    face = face_size(width, height)
    assert face == (5, 3)
    assert text_room(width, height, face, sides_free=True)[0] == width - 2
    assert text_room(width, height, face)[0] == width - 2 * (face[0] + 1)
    words = "Garde contre · Sjef"
    assert len(words) > text_room(width, height, face)[0]
    placed = tuple(
        Placed(side, parse_card(card), order, False)
        for order, (side, card) in enumerate(((Side.TOP_LEFT, "KH"), (Side.TOP_RIGHT, "10S"), (Side.BOTTOM, "T21")), 1)
    )
    strips = middle_strips(
        Console(), placed, Text(words), width, height, face, Style(), Style(), ascii_only=False, sides_free=True
    )
    assert any(words in strip.text for strip in strips)
