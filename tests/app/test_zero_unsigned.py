"""A score of zero is written "0", never "+0", wherever a signed score is drawn (R12: a player scores or pays)."""

from __future__ import annotations

from harness import make_app, new_evening, screen_text, settle

from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.chart import chart_text as app_chart_text
from tarot_tui.app.widgets.evening_lines import standings_text
from tarot_tui.app.widgets.panels import TotalsPanel
from tarot_tui.cli.stats import chart_text as cli_chart_text
from tarot_tui.cli.stats import mark_text
from tarot_tui.sheets.stats import DealMark, chart


async def test_the_opening_totals_panel_writes_zero_without_a_sign() -> None:
    """Before the first deal everyone stands at 0: the panel shows "0", not "+0"."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"], ["human", "beginner", "beginner", "beginner"])
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        panel = app.screen.query_one(TotalsPanel)
        assert panel.region.width > 0
        text = screen_text(app)
        assert "+0" not in text
        assert "Anna" in text


def test_the_saved_evenings_standings_write_zero_without_a_sign() -> None:
    assert standings_text(["Anna", "Bram", "Cees"], [40, 0, -40]) == "Anna +40 · Bram 0 · Cees -40"


def test_the_charts_write_zero_without_a_sign() -> None:
    names = ["Anna", "Bram", "Cees"]
    history = [[50, 0, -50]]
    assert "+0" not in app_chart_text(names, history, 40).plain
    drawn = chart(names, history, width=40)
    assert "+0" not in "\n".join(drawn.lines())
    assert "Bram 0" in cli_chart_text(drawn, colour=False).plain
    assert "+0" not in cli_chart_text(drawn, colour=False).plain


def test_a_best_deal_of_zero_is_written_zero() -> None:
    assert mark_text(DealMark(0, "e", "2026-01-01T00:00:00+00:00", 1)) == "0"
    assert mark_text(DealMark(12, "e", "2026-01-01T00:00:00+00:00", 1)) == "+12"
