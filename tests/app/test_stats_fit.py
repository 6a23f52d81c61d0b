"""The statistics tables fit 80 columns: the gap between columns narrows (three spaces, two, one) before a row
would wrap in two ("Slechtste" went to a line of its own, and every player's worst deal with it)."""

from __future__ import annotations

import sys
from pathlib import Path

from harness import make_app, screen_text, settle

from tarot_tui.app.screens.stats import StatsScreen
from tarot_tui.app.widgets.columns import fitted_columns_text

sys.path.insert(0, str(Path(__file__).parent.parent / "cli"))
from sample_evenings import played_evening

HEADERS = ["Speler", "Spellen", "Nemer", "Partner", "Verdediger", "Gem.", "Beste", "Slechtste"]
ROWS = [["Annemarie", "11", "0", "2", "9", "+197,5", "+574", "-2296"]]


def test_the_gap_narrows_to_fit() -> None:
    wide = fitted_columns_text(HEADERS, ROWS, width=120, right=range(1, 8))
    assert "   Spellen" in wide.plain
    narrow = fitted_columns_text(HEADERS, ROWS, width=76, right=range(1, 8))
    assert max(len(line) for line in narrow.plain.splitlines()) <= 76
    assert narrow.plain.splitlines()[0].split() == HEADERS


async def test_the_players_table_is_whole_at_80x24() -> None:
    played_evening(["Annemarie", "Bram", "Cees", "Dirk", "Eva"], 12, seed=3)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("s")
        await settle(pilot)
        assert isinstance(app.screen, StatsScreen)
        lines = screen_text(app).splitlines()
        header = next(line for line in lines if line.split()[:1] == ["Speler"])
        assert header.split() == HEADERS  # "Slechtste" on the header's line
        annemarie = next(line for line in lines if line.split()[:1] == ["Annemarie"])
        assert len(annemarie.split()) == 8  # her worst deal on her line
