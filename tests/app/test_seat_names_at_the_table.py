"""The names in the seats' top edges at 80×24, 100×30 and 120×40, with 3, 4 and 5 players of 16-letter names: five
such names at 80×24 showed "Cornelia Wi…", and beside "Annemarie-Lotte" "Annemarie-L…" would have been either of
two people. A name is whole wherever its box has the room (the box at the foot and the one at the top grow into
the middle column's place), and where it has not, it is shortened so that no two seats read alike."""

from __future__ import annotations

import random

import pytest
from harness import fast_forward, make_app, new_evening, screen_text, seated

from name_reading import LONGEST_NAMES, whose
from tarot_tui.app.widgets.table import TableView
from tarot_tui.engine import Phase

EDGES = "─━═╭╮┏┓╔╗ "


def _titles(app: object, view: TableView) -> list[str]:
    """Each seat's top edge as the screen shows it, without its corners and lines, top row first."""
    lines = screen_text(app).splitlines()  # type: ignore[arg-type]
    return [
        lines[region.y][region.x : region.right].strip(EDGES) for row in range(3) for region in view.seat_regions(row)
    ]


async def _titles_at(names: list[str], size: tuple[int, int], lang: str) -> tuple[list[str], int]:
    """The seats' titles at the table (a deal in its tricks, one computer player), and the foot seat's index."""
    app = make_app(8, lang=lang)
    async with app.run_test(size=size) as pilot:
        evening = new_evening(app, names, ["human"] * (len(names) - 1) + ["strong"], deals_planned=4)
        fast_forward(evening, lambda d: d.phase is Phase.TRICKS and len(d.tricks) == 2, random.Random(8))
        table = await seated(pilot, evening)
        view = table.query_one(TableView)
        titles = _titles(app, view)
        return titles, len(titles) - 1


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
async def test_long_names_are_whole_where_the_box_has_room_and_read_apart(
    size: tuple[int, int], players: int, lang: str
) -> None:
    names = LONGEST_NAMES[:players]
    titles, foot = await _titles_at(names, size, lang)
    assert len(titles) == players, titles
    whose(titles, names)
    assert titles[foot] in names, titles  # the seat at the foot has the middle column's room
    if size != (80, 24):
        assert sorted(titles) == sorted(names), titles


async def test_names_alike_but_for_their_end_read_apart_at_80x24() -> None:
    """ "Annemarie-Louise" and "Annemarie-Lotte" share their first 12 letters, all a side seat's edge has room for
    with its spaces: each is shortened so that it can only be the one."""
    names = ["Bram", "Annemarie-Louise", "Cees", "Annemarie-Lotte", "Dirk"]
    titles, _ = await _titles_at(names, (80, 24), "nl")
    whose(titles, names)
