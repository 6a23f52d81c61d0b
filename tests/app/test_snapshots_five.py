"""Snapshots of the score screens at five players, 80×24 and 120×40: the breakdown of a deal with a chelem
announced and lost, and a sheet of nine deals (the narrow layout at 80 columns, the wide one at 120).

Update after a deliberate change with ``pytest tests/app/test_snapshots_five.py --snapshot-update``, render the
SVGs to PNG and look at them before committing.
"""

from __future__ import annotations

import random

import pytest
from harness import fast_forward, make_app, new_evening, settle

from tarot_tui.app.screens.sheet import SheetScreen
from tarot_tui.app.table.screen import TableScreen

SIZES = [(80, 24), (120, 40)]
NAMES5 = ["Annemarie", "Bram", "Cees", "Dirk", "Eva"]


@pytest.mark.parametrize("size", SIZES)
def test_deal_score_five(snap_compare, size) -> None:  # type: ignore[no-untyped-def]
    async def run(pilot) -> None:  # type: ignore[no-untyped-def]
        app = pilot.app
        evening = new_evening(app, NAMES5, ["human"] * 5)
        fast_forward(evening, lambda d: False, random.Random(0))
        await app.push_screen(TableScreen(evening))
        await settle(pilot)

    assert snap_compare(make_app(8), run_before=run, terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_sheet_five(snap_compare, size) -> None:  # type: ignore[no-untyped-def]
    async def run(pilot) -> None:  # type: ignore[no-untyped-def]
        app = pilot.app
        evening = new_evening(app, NAMES5, ["human"] * 5)
        for seed in range(9):
            fast_forward(evening, lambda d: False, random.Random(seed))
        await app.push_screen(SheetScreen(evening))
        await settle(pilot)

    assert snap_compare(make_app(8), run_before=run, terminal_size=size)
