"""The table's floor at 80×24, 100×30 and 120×40: the others' seat boxes read their roles, tricks and poignée in
whole words where the terminal has the room (at 100×30 they were 18 columns and one line: "nemer·2 sl.·poi…"),
every seat in play counts its tricks from the first card ("0 sl.", as the others' "1 sl."), and the boxes keep
their places from turn to turn."""

from __future__ import annotations

import random

import pytest
from harness import PEOPLE, fast_forward, make_app, new_evening, screen_text, seated, settle, step, table_of_people
from textual.geometry import Region

from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.table import TableView
from tarot_tui.engine import DeclarePoignee, Phase, view_for
from tarot_tui.i18n import t


def _boxes(app: object, view: TableView) -> list[list[str]]:
    """Each seat's box as the screen shows it, line by line (edges included)."""
    lines = screen_text(app).splitlines()  # type: ignore[arg-type]
    boxes = []
    for row in range(3):
        for region in view.seat_regions(row):
            rows = lines[region.y : region.bottom]
            boxes.append([line[region.x : region.right].ljust(region.width) for line in rows])
    return boxes


def _inside(box: list[str]) -> list[str]:
    """The lines inside a box, trimmed."""
    return [line[1:-1].strip() for line in box[1:-1]]


def _cut(box: list[str]) -> bool:
    """Whether a word in the box is cut short ("poi…"): an ellipsis but the seat to move's "…" and "thinking…"."""
    return any(line.endswith("…") and line != "…" and not line.endswith(t("ui.thinking")) for line in _inside(box))


async def _taker_with_a_poignee(pilot, players: int) -> TableScreen:  # type: ignore[no-untyped-def]
    """Bram (seat 1) takes a Garde and shows his simple poignée in the first trick (seed 24: ten trumps); play goes
    on to the third trick, someone else to move."""
    app = pilot.app
    evening = new_evening(app, PEOPLE[:players], ["human"] * players, deals_planned=4)
    deal = fast_forward(evening, lambda d: d.phase is Phase.TRICKS, random.Random(8))
    assert deal.to_move == deal.taker == 1
    evening.apply(next(a for a in deal.legal_actions() if isinstance(a, DeclarePoignee)))
    fast_forward(evening, lambda d: len(d.tricks) == 2 and d.to_move != 1, random.Random(8))
    return await seated(pilot, evening)


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("size", [(100, 30), (120, 40), (160, 50)])
async def test_the_others_boxes_read_in_whole_words_from_100_columns(size: tuple[int, int], lang: str) -> None:
    """The taker's box, seen by another player: its role and tricks on one line, its poignée (R7.1) on the next,
    no word cut and no dot squeezed between words."""
    app = make_app(24, lang=lang)
    async with app.run_test(size=size) as pilot:
        table = await _taker_with_a_poignee(pilot, 4)
        view = table.query_one(TableView)
        deal = table.evening.deal
        assert deal is not None
        won = view_for(deal, 1).tricks_won[1]
        boxes = _boxes(app, view)
        bram = [box for box in boxes if " Bram " in box[0]]
        assert len(bram) == 1, boxes
        inside = _inside(bram[0])
        assert inside == [f"{t('ui.mark.taker')} · {t('ui.tricks_won', count=won)}", t("poignee.1")], bram[0]
        for box in boxes:
            assert not _cut(box) and "·" not in "".join(_inside(box)).replace(" · ", ""), box


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
async def test_no_seat_box_cuts_a_word(size: tuple[int, int]) -> None:
    app = make_app(24)
    async with app.run_test(size=size) as pilot:
        table = await _taker_with_a_poignee(pilot, 4)
        for box in _boxes(app, table.query_one(TableView)):
            assert not _cut(box), box


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
async def test_the_seats_keep_their_places_from_turn_to_turn(players: int, size: tuple[int, int]) -> None:
    """A whole deal played key by key: the hint takes one line or two and the hand loses rows, the table's height
    changes with them, and the seats' boxes stay where they are and as large (no box jumps between turns)."""
    app = make_app(3)
    async with app.run_test(size=size) as pilot:
        evening = new_evening(app, PEOPLE[:players], ["human"] * players, deals_planned=4)
        fast_forward(evening, lambda d: d.phase is Phase.TRICKS, random.Random(3))
        table = TableScreen(evening)
        await app.push_screen(table)
        await settle(pilot)
        rng = random.Random(3)
        seen: set[tuple[Region, ...]] = set()
        heights = set()
        deal = evening.deal
        assert deal is not None
        while not deal.phase.is_over:
            await step(pilot, rng)
            if app.screen is table and table.query_one(TableView).size.height:
                view = table.query_one(TableView)
                heights.add(view.size.height)
                seen.add(tuple(region for row in range(3) for region in view.seat_regions(row)))
        assert len(heights) > 1 or size != (80, 24), heights  # the table's height did change
        assert len({tuple(r.size for r in regions) for regions in seen}) == 1, seen
        assert len({regions[:-1] for regions in seen}) == 1, seen  # all but the bottom seat, which the hand moves


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("players", [3, 4, 5])
async def test_every_seat_counts_its_tricks_from_the_first_card(players: int, lang: str) -> None:
    """Before the first trick is won every seat in play says "0 sl." ("0 tr."), the one looking too, as the
    others later say "1 sl."."""
    app = make_app(8, lang=lang)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await table_of_people(pilot, players, lambda d: d.phase is Phase.TRICKS and not d.trick_cards)
        boxes = _boxes(app, table.query_one(TableView))
        assert len(boxes) == players
        zero = t("ui.tricks_won", count=0)
        assert all(zero in "".join(box) for box in boxes), boxes


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_no_seat_counts_tricks_while_bidding(lang: str) -> None:
    app = make_app(8, lang=lang)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await table_of_people(pilot, 4, lambda d: len(d.bids) == 1)
        boxes = _boxes(app, table.query_one(TableView))
        assert len(boxes) == 4
        assert not [box for box in boxes if t("ui.tricks_won", count=0) in "".join(box)], boxes


@pytest.mark.parametrize("players", [4, 5])
@pytest.mark.parametrize("size", [(100, 30), (120, 40)])
async def test_the_last_bid_question_leaves_the_side_seats_whole(players: int, size: tuple[int, int]) -> None:
    """The last to bid is asked over the table's foot with every bid before listed (the tallest bid question): the
    seats on the left and right stay whole above it, their lower edges too (at 100×30 the four-line boxes went
    under it by a line; at 80×24 the question covers the middle row, as it always has)."""
    from harness import open_question

    from tarot_tui.engine import Bid, Contract

    app = make_app(8)
    async with app.run_test(size=size) as pilot:
        evening = new_evening(app, PEOPLE[:players], ["human"] * players, deals_planned=4)
        evening.start_deal()
        evening.apply(Bid(Contract.PRISE))
        for _ in range(players - 2):
            evening.apply(Bid(None))
        table = await seated(pilot, evening)
        box = open_question(app, "bid-dialog")
        assert box is not None
        view = table.query_one(TableView)
        seats = [*view.seat_regions(0), *view.seat_regions(1)]
        assert len(seats) == players - 1
        for region in seats:
            assert not box.region.overlaps(region), (box.region, region)
