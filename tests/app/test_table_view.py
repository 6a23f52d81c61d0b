"""The table draws its nine places itself (``TableView``): each seat in a box of its own edge (heavy for the seat
to move, double for the trick's winner), its name and what it played centred inside, a computer's level on
its lower edge, the trick's faces in the middle; a move redraws only the places that changed."""

from __future__ import annotations

import itertools
import random

import pytest
from harness import fast_forward, make_app, new_evening, screen_text, settle
from textual.geometry import Region

from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.hand import HandWidget
from tarot_tui.app.widgets.table import BORDERS, TableView, grid_lines
from tarot_tui.engine import Phase
from tarot_tui.i18n import t

NAMES = ["Anna", "Bram", "Cees", "Dirk"]


def test_the_grid_divides_like_textual_fr() -> None:
    assert grid_lines(90) == [0, 30, 60, 90]
    assert grid_lines(58) == [0, 19, 38, 58]  # the widths 19, 19, 20 Textual gives three 1fr columns of 58
    for size in range(3, 200):
        lines = grid_lines(size)
        assert lines[0] == 0 and lines[-1] == size
        widths = [b - a for a, b in itertools.pairwise(lines)]
        assert max(widths) - min(widths) <= 1


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
            inside = [line[1:-1] for line in box[1:-1]]
            named = [line for line in inside if any(name in line for name in NAMES)]
            assert len(named) == 1, inside
            names |= {name for name in NAMES if name in named[0]}
            text = named[0]
            assert abs((len(text) - len(text.lstrip())) - (len(text) - len(text.rstrip()))) <= 1  # centred
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
        # The seat that played, the next one and the middle: three of the nine places.
        assert sum(region.area for region in set(regions)) <= view.size.region.area * 3 // 9


TOP_LEFT = {BORDERS[shape][0] for shape in BORDERS}
TOP_RIGHT = {BORDERS[shape][2] for shape in BORDERS}
SIDES = {BORDERS[shape][3] for shape in BORDERS}
LOW_LEFT = {BORDERS[shape][4] for shape in BORDERS}
LOW_RIGHT = {BORDERS[shape][5] for shape in BORDERS}
