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
from tarot_tui.app.widgets.choices import ChoiceBox
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


def _side_seats_whole(table: TableScreen, box: ChoiceBox) -> None:
    """The question over the table's foot leaves the boxes of the top row and of the seats on the left and right
    whole above it, and is as high as it reckoned (``ChoiceBox.lines_for``: the form of its words it chose)."""
    view = table.query_one(TableView)
    for region in [*view.seat_regions(0), *view.seat_regions(1)]:
        assert not box.region.overlaps(region), (box.region, region, screen_text(table.app))
    assert box.region.height == box.lines_for(box.body) <= view.question_room(), screen_text(table.app)


LONG_NAMES = ["Annemarie", "Bartholomeus", "Cornelia", "Dirk-Willem", "Evelien"]
"""Names that make the list of earlier bids long."""


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("names", [PEOPLE, LONG_NAMES], ids=["short", "long"])
@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
async def test_the_last_bid_question_leaves_the_side_seats_whole(
    size: tuple[int, int], players: int, names: list[str], lang: str
) -> None:
    """The last to bid is asked over the table's foot with every bid before listed (the tallest bid question): the
    seats on the left and right stay whole above it, their lower edges too. At 80×24 five players' four earlier
    bids, one a line, covered the side seats by three lines: there they are listed on one line ("Bram: Prise ·
    Cees: Pas · …"; each seat's box says its bid too), and the side seats sit a line higher."""
    from harness import open_question

    from tarot_tui.engine import Bid, Contract

    app = make_app(8, lang=lang)
    async with app.run_test(size=size) as pilot:
        evening = new_evening(app, names[:players], ["human"] * players, deals_planned=4)
        evening.start_deal()
        evening.apply(Bid(Contract.PRISE))
        for _ in range(players - 2):
            evening.apply(Bid(None))
        table = await seated(pilot, evening)
        box = open_question(app, "bid-dialog")
        assert box is not None
        _side_seats_whole(table, box)
        assert names[1] in str(box.body)  # the earlier bids listed, on one line where the table is low


POIGNEE_SEEDS = {3: 17, 4: 24, 5: 37}
"""Deals (the app's seed; the first bidder takes a Garde, ``fast_forward`` with seed 8) where the first to play
holds a poignée (R7.1) and is asked whether to show it."""


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize(
    ("players", "phase"),
    [(5, Phase.CALL), (3, Phase.CHELEM), (4, Phase.CHELEM), (5, Phase.CHELEM), (3, None), (4, None), (5, None)],
)
@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
async def test_every_question_leaves_the_side_seats_whole(
    size: tuple[int, int], players: int, phase: Phase | None, lang: str
) -> None:
    """The call of a card (R5.3), the chelem (R8.2) and the poignée (R7.3) are asked over the table's foot as the
    bid is: the side seats stay whole above them (at 80×24 the poignée, asked over a table of 13 lines, covered
    them by two; there its rules are left to the hint line under the table, which says them)."""
    from harness import open_question

    app = make_app(POIGNEE_SEEDS[players] if phase is None else 8, lang=lang)
    async with app.run_test(size=size) as pilot:
        wanted = {None: Phase.TRICKS, Phase.CHELEM: Phase.DISCARD}.get(phase, phase)
        table = await table_of_people(pilot, players, lambda d: d.phase is wanted)
        if phase is Phase.CHELEM:  # asked for during the écart (R8.2), then the écart made
            await pilot.press("h")
            await step(pilot, random.Random(1))
            await settle(pilot)
        box = open_question(app)
        assert box is not None and box.asking == {Phase.CALL: "call-dialog", Phase.CHELEM: "chelem-dialog"}.get(
            phase, "poignee-dialog"
        )
        _side_seats_whole(table, box)


@pytest.mark.parametrize("players", [4, 5])
async def test_no_question_of_a_whole_deal_covers_a_side_seat_at_80x24(players: int) -> None:
    """A deal played key by key at 80×24, each question answered at random (the bids too: a table of any height
    the deal gives): none goes over the seats above it."""
    from harness import open_question

    app = make_app(3)
    async with app.run_test(size=(80, 24)) as pilot:
        evening = new_evening(app, PEOPLE[:players], ["human"] * players, deals_planned=4)
        table = TableScreen(evening)
        await app.push_screen(table)
        await settle(pilot)
        rng = random.Random(1)
        asked = set()
        for _ in range(400):
            box = open_question(app)
            if box is not None:
                asked.add(box.asking)
                _side_seats_whole(table, box)
            if await step(pilot, rng) == "score":
                break
        assert "bid-dialog" in asked, asked


async def test_a_question_open_fits_again_when_the_terminal_is_resized() -> None:
    """The last bid asked at 120×40 (every earlier bid one a line), the terminal made 80×24 while it is open: the
    question takes the form that leaves the side seats whole there, and the longer one again at 120×40."""
    from harness import open_question

    from tarot_tui.engine import Bid, Contract

    app = make_app(8)
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(app, PEOPLE, ["human"] * 5, deals_planned=4)
        evening.start_deal()
        evening.apply(Bid(Contract.PRISE))
        for _ in range(3):
            evening.apply(Bid(None))
        table = await seated(pilot, evening)
        box = open_question(app, "bid-dialog")
        assert box is not None and box.body_form == 0
        for size, shorter in (((80, 24), True), ((120, 40), False)):
            await pilot.resize_terminal(*size)
            await settle(pilot)
            await pilot.pause()
            _side_seats_whole(table, box)
            assert (box.body_form > 0) is shorter
