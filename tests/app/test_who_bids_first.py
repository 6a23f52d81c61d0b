"""The table says who bids first: the deal's first log line names the dealer and the player after them, who
speaks first (R1.4, R4.2), in Dutch and English; a deal void before any bid (petit sec) names the dealer alone."""

from __future__ import annotations

from harness import make_app, new_evening, screen_text, settle

from tarot_tui.app.table.hints import news_lines
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.panels import DealLog
from tarot_tui.i18n import t
from tarot_tui.play import DealStarted

NAMES = ["Anna", "Bram", "Cees", "Dirk"]


def test_the_first_line_of_a_deal_names_who_bids_first() -> None:
    lines = news_lines([DealStarted(1, 2, 3)], lambda seat: NAMES[seat], NAMES)
    assert lines[0][0].plain == "Spel 1: Cees deelt, Dirk biedt eerst."
    assert (
        t("log.new_deal_first", "en", number=1, dealer="Cees", eldest="Dirk") == "Deal 1: Cees deals, Dirk bids first."
    )
    void = news_lines([DealStarted(1, 2, None)], lambda seat: NAMES[seat], NAMES)
    assert void[0][0].plain == "Spel 1: Cees deelt."


async def test_the_log_at_the_table_says_who_bids_first() -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        evening = new_evening(app, NAMES, ["human", "human", "human", "human"])
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        played = evening.last
        assert played is not None
        eldest = NAMES[(played.dealer + 1) % 4]
        log = app.screen.query_one(DealLog)
        assert log.texts[0].plain == f"Spel 1: {NAMES[played.dealer]} deelt, {eldest} biedt eerst."
        assert "biedt eerst" in screen_text(app)
