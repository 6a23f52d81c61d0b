"""A finished deal's score page, again, from the sheet: ``b`` opens the latest deal's page (the breakdown the table
showed after it), ←/→ go to the earlier and later deals (dimmed on the key bar, and the bell, at either end),
Esc or Enter go back to the sheet. From the sheet screen (``s``) and from the sheet at the table between deals and
at the evening's end, in a resumed evening, at 3, 4 and 5 players."""

from __future__ import annotations

import random

import pytest
from harness import fast_forward, make_app, new_evening, screen_text, settle, sheet_shown, table_screen
from textual.pilot import Pilot

from tarot_tui.app.app import TarotApp
from tarot_tui.app.score_pages import score_body, score_title
from tarot_tui.app.screens.deal_score import DealScoreScreen
from tarot_tui.app.screens.sheet import SheetScreen
from tarot_tui.app.screens.start import StartScreen
from tarot_tui.app.table.score_panel import ScorePanel
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.card import card_label
from tarot_tui.app.widgets.keybar import KeyBar
from tarot_tui.app.widgets.page import TextPage
from tarot_tui.engine import Match, sorted_for_display, view_for
from tarot_tui.evening import Evening
from tarot_tui.i18n import set_language, t
from tarot_tui.sheets.deal_pages import DealPages

NAMES = ["Anna", "Bram", "Cees", "Dirk", "Eva"]


def played(app: TarotApp, players: int, deals: int, *, planned: int | None = None) -> Evening:
    """An evening of ``players`` people with ``deals`` deals played and scored (a void one among them maybe)."""
    evening = new_evening(app, NAMES[:players], deals_planned=planned)
    for seed in range(deals):
        fast_forward(evening, lambda d: False, random.Random(seed))
    return evening


def page_number(app: TarotApp) -> int:
    """The deal whose score page is on show (its index + 1)."""
    screen = app.screen
    assert isinstance(screen, DealScoreScreen), screen
    return int(screen.pages.index) + 1


def bar(app: TarotApp) -> dict[str, bool]:
    """The key bar of the screen on show: each key's label and whether it is lit."""
    return {key.label: key.enabled for key in app.screen.query_one(KeyBar).keys}


async def press(pilot: Pilot[int], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await settle(pilot)


def test_the_pages_are_the_finished_deals_only_the_latest_open_first() -> None:
    match = Match(4)
    assert DealPages.latest(match) is None
    rng = random.Random(0)
    for _ in range(3):
        match.start_deal(rng)
        while not match.deals[-1].is_over:
            deal = match.deals[-1].deal
            deal.apply(rng.choice(list(deal.legal_actions())))
    match.start_deal(rng)  # a deal in progress has no page
    pages = DealPages.latest(match)
    assert pages is not None and pages.indexes == (0, 1, 2) and pages.index == 2
    assert pages.has_earlier and not pages.has_later and pages.step(1) is None
    first = pages.step(-1).step(-1)  # type: ignore[union-attr]
    assert first is not None and first.index == 0 and not first.has_earlier and first.step(-1) is None


async def test_b_on_the_sheet_screen_opens_the_latest_deal_and_the_arrows_walk_the_deals() -> None:
    app = make_app(3)
    bells: list[None] = []
    app.bell = lambda: bells.append(None)  # type: ignore[method-assign]
    async with app.run_test(size=(100, 30)) as pilot:
        evening = played(app, 4, 3)
        await app.push_screen(SheetScreen(evening))
        await settle(pilot)
        assert t("key.deal_scores") in bar(app)
        await press(pilot, "b")
        assert page_number(app) == 3
        assert t("ui.deal_number", number=3) in screen_text(app)
        assert bar(app) == {t("key.back"): True, t("key.earlier_deal"): True, t("key.later_deal"): False}
        await press(pilot, "right")  # the latest already: the bell, nothing moves
        assert page_number(app) == 3 and len(bells) == 1
        await press(pilot, "left")
        assert page_number(app) == 2 and all(bar(app).values())
        assert t("ui.deal_number", number=2) in screen_text(app)
        await press(pilot, "left")
        assert page_number(app) == 1
        assert bar(app) == {t("key.back"): True, t("key.earlier_deal"): False, t("key.later_deal"): True}
        await press(pilot, "left")  # the first: the bell
        assert page_number(app) == 1 and len(bells) == 2
        await press(pilot, "right")
        assert page_number(app) == 2
        await press(pilot, "escape")
        assert isinstance(app.screen, SheetScreen)
        await press(pilot, "b", "enter")  # Enter goes back too, and b opens the latest deal again
        assert isinstance(app.screen, SheetScreen)


async def test_each_page_is_the_breakdown_the_table_showed_after_that_deal() -> None:
    """Deal 1's page, opened after deal 2, says what the score page said right after deal 1: the same terms, and
    the totals as they stood then (not the totals now)."""
    app = make_app(3)
    async with app.run_test(size=(100, 30)) as pilot:
        evening = played(app, 4, 1)
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        first = table_screen(app).query_one(ScorePanel).text.plain  # the table's score page of deal 1
        await app.pop_screen()
        await settle(pilot)
        fast_forward(evening, lambda d: False, random.Random(1))
        await app.push_screen(SheetScreen(evening))
        await settle(pilot)
        await press(pilot, "b", "left")
        assert page_number(app) == 1
        assert app.screen.query_one(TextPage).text.plain == first
        assert evening.match.totals != evening.match.history_totals()[0]  # (the totals now would differ)


async def test_no_page_to_open_during_the_first_deal() -> None:
    app = make_app(3)
    async with app.run_test(size=(100, 30)) as pilot:
        evening = new_evening(app, NAMES[:4])
        fast_forward(evening, lambda d: len(d.bids) == 2, random.Random(0))
        await app.push_screen(SheetScreen(evening))
        await settle(pilot)
        assert t("key.deal_scores") not in bar(app)
        await press(pilot, "b")
        assert isinstance(app.screen, SheetScreen)


@pytest.mark.parametrize("players", [3, 4, 5])
async def test_the_sheet_between_deals_at_the_table_opens_them_too(players: int) -> None:
    app = make_app(players)
    async with app.run_test(size=(100, 30)) as pilot:
        evening = played(app, players, 2, planned=4)
        table = TableScreen(evening)
        await app.push_screen(table)
        await settle(pilot)
        await press(pilot, "enter")  # the score page of deal 2 skipped: the sheet
        assert sheet_shown(app, final=False)
        assert t("key.deal_scores") in bar(app)
        await press(pilot, "b")
        assert page_number(app) == 2
        await press(pilot, "left")
        assert page_number(app) == 1
        assert t("ui.deal_number", number=1) in screen_text(app)
        await press(pilot, "escape")
        assert app.screen is table and sheet_shown(app, final=False)
        assert len(evening.match.deals) == 2  # nothing dealt: back on the sheet, whose Enter deals
        await table.run_action("panel('deal_scores')")  # a click on the key bar's b
        await settle(pilot)
        assert page_number(app) == 2
        await press(pilot, "enter")
        assert sheet_shown(app, final=False) and len(evening.match.deals) == 2
        await press(pilot, "enter")
        assert len(evening.match.deals) == 3


async def test_the_closing_sheet_opens_them_and_its_enter_still_leaves() -> None:
    app = make_app(5)
    async with app.run_test(size=(100, 30)) as pilot:
        evening = played(app, 5, 2, planned=2)
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        assert sheet_shown(app, final=True)
        await press(pilot, "b")
        assert page_number(app) == 2
        await press(pilot, "left", "enter")
        assert sheet_shown(app, final=True)
        await press(pilot, "enter")
        assert isinstance(app.screen, StartScreen)


async def test_a_resumed_evening_opens_the_pages_of_the_deals_played_before() -> None:
    app = make_app(4)
    async with app.run_test(size=(100, 30)) as pilot:
        evening = played(app, 3, 3, planned=6)
        evening.persist()
        evening.flush()
        evening.close()
        assert evening.path is not None
        resumed = Evening.load(evening.path)
        await app.push_screen(TableScreen(resumed))
        await settle(pilot)
        await press(pilot, "enter")
        assert sheet_shown(app, final=False)
        await press(pilot, "b", "left", "left")
        assert page_number(app) == 1
        assert t("ui.deal_number", number=1) in screen_text(app)
        await press(pilot, "left", "escape")
        assert sheet_shown(app, final=False) and table_screen(app).evening is resumed


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_the_keys_are_in_the_players_language(lang: str) -> None:
    app = make_app(3, lang=lang)
    async with app.run_test(size=(100, 30)) as pilot:
        set_language(lang)
        evening = played(app, 4, 2)
        await app.push_screen(SheetScreen(evening))
        await settle(pilot)
        await press(pilot, "b")
        text = screen_text(app)
        assert t("key.earlier_deal") in text and t("key.later_deal") in text and t("key.back") in text
        assert t("ui.deal_number", number=2) in text


@pytest.mark.parametrize(("players", "deals"), [(3, 4), (4, 4), (5, 4)])
async def test_every_page_fits_80x24(players: int, deals: int) -> None:
    app = make_app(8)
    async with app.run_test(size=(80, 24)) as pilot:
        evening = played(app, players, deals)
        await app.push_screen(SheetScreen(evening))
        await settle(pilot)
        await press(pilot, "b")
        for number in range(deals, 0, -1):
            assert page_number(app) == number
            page = app.screen.query_one(TextPage)
            assert page.max_scroll_y == 0, f"deal {number}: {page.virtual_size.height} lines in {page.size.height}"
            text = screen_text(app)
            assert max(len(line) for line in text.splitlines()) <= 80
            if not evening.match.deals[number - 1].is_void:
                assert all(name in text for name in NAMES[:players])
            await press(pilot, "left")


async def test_a_five_player_deals_title_names_the_called_king() -> None:
    """At five the partner is the called king's holder (R5.1, R5.2): the page names the card the taker called,
    so a taker who called a king of the chien or their own hand reads as playing alone, not as a missing row."""
    app = make_app()
    async with app.run_test(size=(100, 32)):
        evening = played(app, 5, 6)
        for index, deal in enumerate(evening.match.deals):
            title = score_title(evening, index).plain
            view = view_for(deal.deal, None)
            if view.called_card is None:
                assert "♥" not in title and "♠" not in title and "♦" not in title and "♣" not in title
                continue
            taker = evening.names[deal.seats[view.taker]]
            assert f"{taker} ({t('ui.called', card=card_label(view.called_card))})" in title, title
        assert any(view_for(deal.deal, None).called_card is not None for deal in evening.match.deals)
        four = played(app, 4, 2)
        assert all("(" not in score_title(four, index).plain for index in range(2))


async def test_the_chien_and_the_ecart_are_listed_as_a_hand_is() -> None:
    """The score page listed the chien as dealt and the écart by the engine's order, under a hand sorted otherwise:
    three orders on one screen. Both are listed in the hand's order now (``sorted_for_display``), as in the log."""
    app = make_app()
    async with app.run_test(size=(100, 32)):
        evening = played(app, 4, 4)
        checked = 0
        for index, deal in enumerate(evening.match.deals):
            view = view_for(deal.deal, None)
            if not view.chien or view.breakdown is None:
                continue
            page = score_body(evening, index).plain
            for label, cards in ((t("ui.chien"), view.chien), (t("ui.ecart"), view.ecart)):
                if not cards:
                    continue
                line = next(line for line in page.splitlines() if line.strip().startswith(label + ":"))
                expected = " ".join(card_label(card) for card in sorted_for_display(cards))
                assert expected in line, (line, expected)
                checked += 1
        assert checked
