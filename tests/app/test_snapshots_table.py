"""Snapshots of the card table for three and five players at 120×40, and four at 160×50 (five with a chelem at 80×24
too): compact seats round the edge, the trick's faces beside the seats that played them, numbered, the lead and the
winning card named.

Update after a deliberate change with ``pytest tests/app/test_snapshots_table.py --snapshot-update``, render the
SVGs to PNG and look at them before committing.
"""

from __future__ import annotations

import random

import pytest
from harness import fast_forward, make_app, new_evening, settle, step

from tarot_tui.app.table.screen import TableScreen

NAMES = ["Anna", "Bram", "Cees", "Dirk", "Eva"]
TABLES = {
    "three-in-play": (3, lambda d: len(d.tricks) == 4 and len(d.trick_cards) == 2, (120, 40)),
    "five-just-won": (5, lambda d: len(d.tricks) == 6 and not d.trick_cards, (120, 40)),
    "four-wide": (4, lambda d: len(d.tricks) == 5 and len(d.trick_cards) == 3, (160, 50)),
}


@pytest.mark.parametrize("table", list(TABLES))
def test_the_trick_on_the_table(snap_compare, table: str) -> None:  # type: ignore[no-untyped-def]
    players, until, size = TABLES[table]

    async def before(pilot) -> None:  # type: ignore[no-untyped-def]
        app = pilot.app
        evening = new_evening(app, NAMES[:players], ["human"] * players, deals_planned=4)
        fast_forward(evening, until, random.Random(8))
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        await step(pilot, random.Random(1))  # the curtain
        await settle(pilot)

    assert snap_compare(make_app(8), run_before=before, terminal_size=size)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
def test_five_with_a_chelem_announced(snap_compare, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """Five players, a king called and a chelem announced (R8.2), trick 6 under way: at 80×24 the chelem and the
    trick number share the middle's last row, at 120×40 each fact has its own."""
    from tarot_tui.engine import AnnounceChelem, Phase

    async def before(pilot) -> None:  # type: ignore[no-untyped-def]
        app = pilot.app
        evening = new_evening(app, NAMES, ["human"] * 5, deals_planned=4)
        fast_forward(evening, lambda d: d.phase is Phase.CHELEM, random.Random(8))
        evening.apply(AnnounceChelem(True))
        fast_forward(evening, lambda d: len(d.tricks) == 5 and len(d.trick_cards) == 2, random.Random(8))
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        await step(pilot, random.Random(1))  # the curtain
        await settle(pilot)

    assert snap_compare(make_app(8), run_before=before, terminal_size=size)
