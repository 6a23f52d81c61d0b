"""The table draws its nine places itself (``TableView``): each seat in a small box of its own edge (heavy for the
seat to move, double for the trick's winner), its name centred in the top edge and what it does inside, a
computer's level on its lower edge, the trick's faces in the middle; a move redraws only the places that
changed."""

from __future__ import annotations

import random

import pytest
from harness import fast_forward, make_app, new_evening, screen_text, settle
from textual.geometry import Region

from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.hand import HandWidget
from tarot_tui.app.widgets.table import BORDERS, TableView, table_lines
from tarot_tui.engine import Phase
from tarot_tui.i18n import t

NAMES = ["Anna", "Bram", "Cees", "Dirk"]


def test_the_seats_take_the_edge_and_the_middle_the_rest() -> None:
    assert table_lines(58, 15) == ((0, 16, 42, 58), (0, 3, 12, 15))  # 80×24: boxes of 16×3, the middle 26×9
    assert table_lines(90, 30) == ((0, 22, 68, 90), (0, 4, 26, 30))  # 120×40: 22×4, the middle 46×22
    assert table_lines(128, 40) == ((0, 26, 102, 128), (0, 4, 36, 40))  # 160×50: 26×4, the middle 76×32
    for width in range(48, 200):
        for height in range(9, 60, 7):
            xs, ys = table_lines(width, height)
            assert xs[0] == ys[0] == 0 and xs[-1] == width and ys[-1] == height
            assert xs[2] - xs[1] >= xs[1] and ys[2] - ys[1] >= ys[1]  # the middle at least as large as a seat


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_every_seat_in_its_box_with_its_level(size: tuple[int, int]) -> None:
    app = make_app(6)
    async with app.run_test(size=size) as pilot:
        evening = new_evening(app, NAMES, ["human", "beginner", "strong", "beginner"])
        fast_forward(evening, lambda deal: deal.phase is Phase.TRICKS and len(deal.tricks) == 2, random.Random(6))
        table = TableScreen(evening)
        await app.push_screen(table)
        await settle(pilot)
        view = table.query_one(TableView)
        lines = screen_text(app).splitlines()
        regions = [region for row in range(3) for region in view.seat_regions(row)]
        assert len(regions) == 4
        names = set()
        for region in regions:
            box = [line[region.x : region.right] for line in lines[region.y : region.bottom]]
            assert box[0][0] in TOP_LEFT and box[0][-1] in TOP_RIGHT, box
            assert box[-1][0] in LOW_LEFT and box[-1][-1] in LOW_RIGHT, box
            assert all(line[0] in SIDES and line[-1] in SIDES for line in box[1:-1]), box
            assert len(box) <= 4
            named = [name for name in NAMES if f" {name} " in box[0]]
            assert len(named) == 1, box
            names |= set(named)
            edge = box[0][1:-1]
            left, right = edge.index(f" {named[0]} "), len(edge) - edge.index(f" {named[0]} ") - len(named[0]) - 2
            assert abs(left - right) <= 1, edge  # centred in the top edge
            assert not any(name in line for line in box[1:] for name in NAMES)
        assert names == set(NAMES)
        levels = {t("level.beginner"), t("level.strong")}
        assert sorted(view.levels()) == sorted([t("level.beginner"), t("level.strong"), t("level.beginner")])
        assert all(f"─ {level} ─" in screen_text(app) for level in levels)  # on the seats' lower edges


async def test_a_card_played_redraws_only_the_places_that_changed() -> None:
    app = make_app(7)
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(app, NAMES)
        # a card in the middle of a trick (the first card of a trick also clears the last trick, kept until then)
        fast_forward(
            evening,
            lambda deal: deal.phase is Phase.TRICKS and len(deal.tricks) == 2 and len(deal.trick_cards) == 1,
            random.Random(7),
        )
        table = TableScreen(evening)
        await app.push_screen(table)
        await settle(pilot)
        view = table.query_one(TableView)
        await pilot.press("enter")  # the next person takes the laptop: the table turns to them
        await settle(pilot)
        regions: list[Region] = []
        real = view.refresh

        def spy(*args, **kwargs):  # type: ignore[no-untyped-def]
            regions.extend(args or [view.size.region])
            return real(*args, **kwargs)

        view.refresh = spy  # type: ignore[method-assign]
        hand = table.query_one(HandWidget)
        await pilot.press(hand.quick_keys()[min(hand.quick_keys())])
        await settle(pilot)
        assert regions, "the card shows on the table"
        assert view.size.region not in regions
        # The seat that played, the next one and the middle: three of the nine places, the rest untouched.
        xs, ys = table_lines(view.size.width, view.size.height)
        middle = Region(xs[1], ys[1], xs[2] - xs[1], ys[2] - ys[1])
        assert middle in regions
        seats = [region for region in set(regions) if region != middle]
        assert len(seats) == 2 and all(not region.overlaps(middle) for region in seats)
        assert sum(region.area for region in set(regions)) < view.size.region.area * 2 // 3


TOP_LEFT = {BORDERS[shape][0] for shape in BORDERS}
TOP_RIGHT = {BORDERS[shape][2] for shape in BORDERS}
SIDES = {BORDERS[shape][3] for shape in BORDERS}
LOW_LEFT = {BORDERS[shape][4] for shape in BORDERS}
LOW_RIGHT = {BORDERS[shape][5] for shape in BORDERS}
