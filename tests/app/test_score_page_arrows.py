"""The score page right after a deal browses the earlier deals' pages: ← opens the deal before (the page the table
showed after it, as the sheet's ``b`` does), → the one after, back to the deal just played; the key bar names only
the arrow that leads somewhere, and the bell rings past either end. Enter goes on as before (to the sheet, or to
the closing sheet after the last deal) from any of the pages, nothing is dealt by an arrow, and the arrows show
nothing private: the pages are the finished deals' public score, and a hand-over's curtain stays down."""

from __future__ import annotations

import random

import pytest
from harness import covered, fast_forward, make_app, new_evening, play_until, settle, sheet_shown, table_screen
from textual.pilot import Pilot

from tarot_tui.app.app import TarotApp
from tarot_tui.app.score_pages import score_title
from tarot_tui.app.table.score_panel import ScorePanel
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.hand import HandWidget
from tarot_tui.app.widgets.keybar import KeyBar
from tarot_tui.evening import Evening
from tarot_tui.i18n import set_language, t

NAMES = ["Anna", "Bram", "Cees", "Dirk", "Eva"]


def played(app: TarotApp, players: int, deals: int, *, planned: int | None = None, **kw: object) -> Evening:
    """An evening of ``players`` with ``deals`` deals played and scored."""
    evening = new_evening(app, NAMES[:players], deals_planned=planned, **kw)
    for seed in range(deals):
        fast_forward(evening, lambda d: False, random.Random(seed))
    return evening


def panel(app: TarotApp) -> ScorePanel:
    return table_screen(app).query_one(ScorePanel)


def deal_on_show(app: TarotApp) -> int:
    """The number of the deal whose score page is up (from the page's title)."""
    evening = table_screen(app).evening
    text = panel(app).text.plain
    numbers = [i + 1 for i in range(len(evening.match.deals)) if score_title(evening, i).plain in text]
    assert len(numbers) == 1, text[:200]
    return numbers[0]


def arrows(app: TarotApp) -> list[str]:
    """The deal arrows on the table's key bar."""
    labels = {t("key.earlier_deal"), t("key.later_deal")}
    return [key.key for key in table_screen(app).query_one(KeyBar).keys if key.label in labels]


async def press(pilot: Pilot[int], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await settle(pilot)


@pytest.mark.parametrize("players", [3, 4, 5])
async def test_the_arrows_walk_the_earlier_deals_and_back_and_enter_goes_on(players: int) -> None:
    app = make_app(players)
    bells: list[None] = []
    app.bell = lambda: bells.append(None)  # type: ignore[method-assign]
    async with app.run_test(size=(100, 30)) as pilot:
        evening = played(app, players, 3, planned=5)
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        assert panel(app).page == "score" and deal_on_show(app) == 3
        assert arrows(app) == ["←"]
        await press(pilot, "right")  # the deal just played is the latest: the bell, nothing moves
        assert deal_on_show(app) == 3 and len(bells) == 1
        await press(pilot, "left")
        assert deal_on_show(app) == 2 and arrows(app) == ["←", "→"]
        await press(pilot, "left")
        assert deal_on_show(app) == 1 and arrows(app) == ["→"]
        await press(pilot, "left")  # the first: the bell
        assert deal_on_show(app) == 1 and len(bells) == 2
        await press(pilot, "right", "right")
        assert deal_on_show(app) == 3 and arrows(app) == ["←"]
        await press(pilot, "left")
        assert len(evening.match.deals) == 3
        await press(pilot, "enter")  # from an earlier deal's page too: on to the sheet, nothing dealt
        assert sheet_shown(app, final=False) and len(evening.match.deals) == 3
        assert arrows(app) == []
        await press(pilot, "left", "right")  # the sheet's own page: the arrows change nothing there
        assert sheet_shown(app, final=False) and len(evening.match.deals) == 3
        await press(pilot, "enter")
        assert len(evening.match.deals) == 4


async def test_each_page_is_the_one_the_table_showed_after_that_deal() -> None:
    """Deal 1's page through ← is the page the table showed right after deal 1 (its totals as they stood then)."""
    app = make_app(3)
    async with app.run_test(size=(100, 30)) as pilot:
        evening = played(app, 4, 1, planned=4)
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        first = panel(app).text.plain
        await app.pop_screen()
        await settle(pilot)
        fast_forward(evening, lambda d: False, random.Random(1))
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        assert deal_on_show(app) == 2
        await press(pilot, "left")
        assert panel(app).text.plain == first
        await press(pilot, "right")
        assert deal_on_show(app) == 2


async def test_a_click_on_the_bars_arrows_does_what_the_keys_do() -> None:
    app = make_app(3)
    async with app.run_test(size=(100, 30)) as pilot:
        evening = played(app, 4, 2, planned=4)
        table = TableScreen(evening)
        await app.push_screen(table)
        await settle(pilot)
        await table.run_action("panel('deal(-1)')")
        await settle(pilot)
        assert deal_on_show(app) == 1
        await table.run_action("panel('deal(1)')")
        await settle(pilot)
        assert deal_on_show(app) == 2


async def test_the_first_deal_has_no_earlier_page() -> None:
    app = make_app(3)
    bells: list[None] = []
    app.bell = lambda: bells.append(None)  # type: ignore[method-assign]
    async with app.run_test(size=(100, 30)) as pilot:
        evening = played(app, 4, 1, planned=4)
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        assert deal_on_show(app) == 1 and arrows(app) == []
        await press(pilot, "left")
        assert deal_on_show(app) == 1 and bells


async def test_after_the_last_deal_enter_still_closes_the_evening() -> None:
    """The last planned deal played at the table: its score page turns to the deal before, and Enter from there
    brings up the closing sheet, whose arrows change nothing."""
    app = make_app(5)
    async with app.run_test(size=(100, 30)) as pilot:
        evening = played(app, 4, 1, planned=2, seats=["human", "beginner", "beginner", "beginner"])
        fast_forward(evening, lambda d: len(d.tricks) == 17, random.Random(4))  # the last deal's last trick
        await app.push_screen(TableScreen(evening))
        await play_until(pilot, lambda: panel(app).is_up, random.Random(1), keep_score=True)
        assert panel(app).page == "score" and deal_on_show(app) == 2
        await press(pilot, "left")
        assert deal_on_show(app) == 1 and arrows(app) == ["→"]
        await press(pilot, "enter")
        assert sheet_shown(app, final=True) and arrows(app) == []
        await press(pilot, "left")
        assert sheet_shown(app, final=True)


async def test_in_hot_seat_the_arrows_show_no_hand_and_leave_the_curtain_down() -> None:
    """Two people at the laptop: after a deal played at the table the score page is up and no hand is drawn; the
    arrows turn the pages, still no hand; after the sheet the next deal's hand-over curtain is down, and the arrows
    do not lift it."""
    app = make_app(6)
    async with app.run_test(size=(100, 30)) as pilot:
        evening = played(app, 4, 1, planned=5, seats=["human", "human", "beginner", "beginner"])
        fast_forward(evening, lambda d: len(d.tricks) == 17, random.Random(9))  # deal 2's last trick to play
        await app.push_screen(TableScreen(evening))
        rng = random.Random(2)
        await play_until(pilot, lambda: panel(app).is_up and panel(app).page == "score", rng, keep_score=True)
        hand = table_screen(app).query_one(HandWidget)
        assert deal_on_show(app) == 2 and hand.cards == ()
        await press(pilot, "left")
        assert deal_on_show(app) == 1 and hand.cards == () and table_screen(app).model.flow.viewer is None
        await press(pilot, "right", "enter")
        assert sheet_shown(app, final=False)
        await press(pilot, "enter")
        await play_until(pilot, lambda: covered(app.screen) == "handover", rng, limit=50)
        await press(pilot, "left", "right")
        assert covered(app.screen) == "handover" and hand.cards == ()


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_the_bar_says_so_in_the_players_language(lang: str) -> None:
    app = make_app(3, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        set_language(lang)
        evening = played(app, 4, 2, planned=4)
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        labels = [key.label for key in table_screen(app).query_one(KeyBar).keys]
        assert t("key.earlier_deal") in labels and t("key.continue") in labels


async def test_the_review_opens_at_the_deal_whose_page_is_up() -> None:
    """``a`` on the score page reviews the deal on show: the deal just played, or the earlier one ← turned to."""
    from tarot_tui.app.screens.analysis import AnalysisScreen

    app = make_app(3, review=True)
    async with app.run_test(size=(100, 30)) as pilot:
        evening = played(app, 4, 3, planned=5)
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        await press(pilot, "left", "a")
        assert isinstance(app.screen, AnalysisScreen) and app.screen.index == 1
        await press(pilot, "escape")
        assert deal_on_show(app) == 2
