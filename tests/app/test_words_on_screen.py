"""Words on the screens: the totals before the first deal, and a saved evening of one deal."""

from __future__ import annotations

import sys
from pathlib import Path

from harness import make_app, new_evening, screen_text, settle

from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.panels import TotalsPanel

sys.path.insert(0, str(Path(__file__).parent.parent / "cli"))
from sample_evenings import played_evening


async def test_the_totals_before_the_first_deal_say_so() -> None:
    """Not "Stand na 0": before any deal is over the totals are those of the start."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"], ["human", "beginner", "beginner", "beginner"])
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        title = str(app.screen.query_one(TotalsPanel).border_title)
        assert title == "Beginstand"
        assert "Stand na 0" not in screen_text(app)


async def test_a_saved_evening_of_one_deal_in_the_singular() -> None:
    played_evening(["Anna", "Bram", "Cees"], 1, seed=2, unfinished=True)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        assert "1 spel gespeeld" in text and "1 spellen" not in text


def test_a_void_deal_on_the_sheet_scores_zero_not_plus_zero() -> None:
    from tarot_tui.app.score_pages import row_text
    from tarot_tui.sheets.rows import SheetRow

    row = SheetRow(number=4, dealer=3, taker=None, partner=None, contract=None, status="void", changes=(0, 0, 0, 0))
    cells = [str(cell) for cell in row_text(["Anna", "Bram", "Cees", "Dirk"], row)]
    assert cells[-4:] == ["0", "0", "0", "0"]
