"""The deal review screen (screens/analysis.py) through the pilot: opened from the deal's score and from the
sheet, its progress bar, stopping it, turning it off in the settings, and damaged or empty deals told in one
sentence."""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import replace

import pytest
from harness import fast_forward, make_app, new_evening, screen_text, settle, step

from tarot_tui.app.screens.analysis import AnalysisScreen
from tarot_tui.app.screens.sheet import SheetScreen
from tarot_tui.app.table.score_panel import ScorePanel
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.hand import HandWidget
from tarot_tui.app.widgets.keybar import KeyBar
from tarot_tui.coaching import analysis
from tarot_tui.engine import Bid, Phase
from tarot_tui.evening import Evening
from tarot_tui.i18n import t

NAMES = ["Anna", "Bram", "Cees", "Dirk"]
SEATS = ["human", "beginner", "beginner", "beginner"]


@pytest.fixture(autouse=True)
def few_worlds(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two sampled deals per decision: the screen is tested here, the estimate's speed in benchmarks/review.py."""
    monkeypatch.setattr(AnalysisScreen, "worlds", 2)


def slow_analysis(monkeypatch: pytest.MonkeyPatch, seconds: float) -> None:
    """Each decision takes at least ``seconds`` (so a test can look at the screen while it runs)."""
    real = analysis.analyse

    def slow(*args: object, **kw: object) -> analysis.Finding:
        time.sleep(seconds)
        return real(*args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(analysis, "analyse", slow)


async def finished_table(pilot, seed: int = 8, **kw: object) -> Evening:  # type: ignore[no-untyped-def]
    """A 4-player table, one person and three computers, with the deal's score up."""
    app = pilot.app
    evening = new_evening(app, NAMES, SEATS, deals_planned=kw.pop("deals_planned", 4))  # type: ignore[arg-type]
    fast_forward(evening, lambda d: len(d.tricks) == 17, random.Random(seed))
    await app.push_screen(TableScreen(evening))
    rng = random.Random(1)
    for _ in range(60):
        # The computers may end the deal while ``step`` waits: it then leaves the score up (not the next deal).
        if await step(pilot, rng, keep_score=True) == "score":
            return evening
    raise AssertionError("the deal's score never came up")


def keys_of(screen: object) -> str:
    return "   ".join(f"{key.key} {key.label}" for key in screen.query_one(KeyBar).keys)  # type: ignore[attr-defined]


async def wait_for(pilot, done, limit: float = 30.0) -> None:  # type: ignore[no-untyped-def]
    start = time.monotonic()
    while not done():
        if time.monotonic() - start > limit:
            raise AssertionError("timed out")
        await asyncio.sleep(0.02)
        await pilot.pause()


async def test_opened_from_the_score_it_shows_progress_then_the_review() -> None:
    app = make_app(8)
    async with app.run_test(size=(100, 30)) as pilot:
        evening = await finished_table(pilot)
        assert t("key.analysis") in keys_of(app.screen)
        await pilot.press("a")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, AnalysisScreen)
        await wait_for(pilot, lambda: screen.review is not None)
        review = screen.review
        assert review is not None
        assert review.seat == evening.last.deal_seat(0)  # type: ignore[union-attr]
        text = screen_text(app)
        assert t("analysis.costly") in text and "Anna" in text
        assert not screen.query_one("#analysis-progress").display
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen) and app.screen.query_one(ScorePanel).is_up


async def test_the_progress_bar_moves_while_it_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    slow_analysis(monkeypatch, 0.05)
    app = make_app(8)
    async with app.run_test(size=(100, 30)) as pilot:
        await finished_table(pilot)
        await pilot.press("a")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, AnalysisScreen)
        bar = screen.query_one("#analysis-progress")
        seen: set[float] = set()

        def halfway() -> bool:
            seen.add(bar.progress)  # type: ignore[attr-defined]
            return 0 < bar.progress < bar.total  # type: ignore[attr-defined]

        await wait_for(pilot, halfway)
        assert bar.display and t("analysis.running", done=int(bar.progress), total=int(bar.total)) in str(  # type: ignore[attr-defined]
            screen.query_one("#analysis-status").render()
        )
        await wait_for(pilot, lambda: screen.review is not None)
        assert len(screen.review.findings) == int(bar.total)  # type: ignore[attr-defined, union-attr]


async def test_escape_stops_a_running_review_and_a_second_one_closes(monkeypatch: pytest.MonkeyPatch) -> None:
    slow_analysis(monkeypatch, 0.1)
    app = make_app(8)
    async with app.run_test(size=(100, 30)) as pilot:
        await finished_table(pilot)
        await pilot.press("a")
        screen = app.screen
        assert isinstance(screen, AnalysisScreen)
        bar = screen.query_one("#analysis-progress")
        await wait_for(pilot, lambda: bar.progress >= 1)  # type: ignore[attr-defined]
        worker = screen.running
        assert worker is not None
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, AnalysisScreen)
        assert t("analysis.cancelled") in screen_text(app)
        await wait_for(pilot, lambda: worker.is_finished)
        assert worker.is_cancelled and screen.review is None
        await asyncio.sleep(0.3)
        await pilot.pause()
        assert screen.review is None and t("analysis.costly") not in screen_text(app)  # nothing came in after
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)


async def test_turned_off_in_the_settings_it_is_not_offered() -> None:
    app = make_app(8, review=False)
    async with app.run_test(size=(100, 30)) as pilot:
        evening = await finished_table(pilot)
        assert t("key.analysis") not in keys_of(app.screen)
        await pilot.press("a")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        await app.push_screen(AnalysisScreen(evening))  # opened anyway (as from an old route): it says it is off
        await settle(pilot)
        assert t("analysis.off") in screen_text(app)
        assert app.screen.running is None  # type: ignore[attr-defined]


async def test_the_setting_is_a_switch_that_is_saved() -> None:
    app = make_app(8)
    async with app.run_test(size=(100, 40)) as pilot:
        from tarot_tui.app.routes import OpenScreen

        app.post_message(OpenScreen("settings"))
        await settle(pilot)
        switch = app.screen.query_one("#review")
        assert switch.value is True  # type: ignore[attr-defined]
        switch.value = False  # type: ignore[attr-defined]
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert app.settings.review is False


async def test_opened_from_the_sheet_for_earlier_deals() -> None:
    app = make_app(8)
    async with app.run_test(size=(100, 30)) as pilot:
        evening = new_evening(app, NAMES, SEATS, deals_planned=4)
        for seed in (3, 4):
            fast_forward(evening, lambda d: False, random.Random(seed))
        scored = [i for i, d in enumerate(evening.match.deals) if d.deal.phase is Phase.SCORED]
        table = TableScreen(evening)
        await app.push_screen(table)
        await settle(pilot)
        await pilot.press("s")
        await settle(pilot)
        assert isinstance(app.screen, SheetScreen)
        assert t("key.analysis") in keys_of(app.screen)
        await pilot.press("a")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, AnalysisScreen)
        assert screen.index == len(evening.match.deals) - 1
        await wait_for(pilot, lambda: screen.review is not None or screen.running is None)
        await pilot.press("left")
        await settle(pilot)
        assert screen.index == len(evening.match.deals) - 2
        await wait_for(pilot, lambda: screen.review is not None or screen.running is None)
        number = evening.match.deals[screen.index].number
        assert t("analysis.title", number=number, player="Anna") in screen_text(app)
        if screen.index in scored:
            assert screen.review is not None
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, SheetScreen)


async def test_a_void_deal_and_a_damaged_record_are_told_in_one_sentence() -> None:
    app = make_app(8)
    async with app.run_test(size=(100, 30)) as pilot:
        evening = new_evening(app, NAMES, SEATS, deals_planned=4)
        evening.start_deal()
        while evening.deal is not None and evening.deal.phase is Phase.BIDDING:
            evening.apply(Bid(None))
        assert evening.match.deals[0].is_void
        fast_forward(evening, lambda d: False, random.Random(3))
        await app.push_screen(AnalysisScreen(evening, 0))
        await settle(pilot)
        assert t("analysis.error.void") in screen_text(app)
        # A deal whose history was tampered with after loading (two of its cards swapped): the review refuses it.
        deal = evening.match.deals[1].deal
        plays = [i for i, (_, a) in enumerate(deal.history) if type(a).__name__ == "Play"]
        first, last = plays[0], plays[-1]
        deal.history[first], deal.history[last] = deal.history[last], deal.history[first]
        await app.pop_screen()
        await settle(pilot)
        await app.push_screen(AnalysisScreen(evening, 1))
        await settle(pilot)
        text = screen_text(app)
        assert t("analysis.error.corrupt") in text and "Traceback" not in text


def test_snapshot_at_80x24(snap_compare) -> None:  # type: ignore[no-untyped-def]
    """The review of a deal at the smallest terminal the game runs in."""

    async def run(pilot) -> None:  # type: ignore[no-untyped-def]
        await finished_table(pilot)
        await pilot.press("a")
        screen = pilot.app.screen
        await wait_for(pilot, lambda: screen.review is not None)
        await settle(pilot)

    assert snap_compare(make_app(8), run_before=run, terminal_size=(80, 24))


async def test_the_ecart_advice_at_the_table_uses_the_reviews_words() -> None:
    """While the taker picks the écart, F2 shows the club écart and what it does (the review's sentence); a is
    still the first card's key there (the review's a works only on a deal's score)."""
    from tarot_tui.app.screens.guided import GuideScreen
    from tarot_tui.coaching.analysis import ecart_advice_text
    from tarot_tui.play import AskDiscard

    app = make_app(8)
    async with app.run_test(size=(100, 30)) as pilot:
        evening = new_evening(app, NAMES, ["human"] * 4, deals_planned=4)
        fast_forward(evening, lambda d: d.phase is Phase.DISCARD, random.Random(8))
        await app.push_screen(TableScreen(evening))
        rng = random.Random(1)
        for _ in range(5):
            await settle(pilot)
            if isinstance(app.screen, TableScreen) and isinstance(app.screen.model.prompt, AskDiscard):
                break
            await step(pilot, rng)
        table = app.screen
        assert isinstance(table, TableScreen) and isinstance(table.model.prompt, AskDiscard)
        assert t("key.advice") in keys_of(table) and t("key.analysis") not in keys_of(table)
        prompt = table.model.prompt
        hand = table.query_one(HandWidget)
        await pilot.press("a")
        await settle(pilot)
        assert app.screen is table and len(hand.selected) == 1  # the card with key a was picked
        await pilot.press("f2")
        await settle(pilot)
        assert isinstance(app.screen, GuideScreen)
        text = screen_text(app)
        first = ecart_advice_text(prompt.view).split("\n")[0]
        assert first[:40] in text
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is table and table.model.prompt is prompt


def _long_review(lang: str):  # type: ignore[no-untyped-def]
    """A review whose titles are the longest there are: trick 18's Petit for the longest court card (a card),
    and four tens and two trumps for as many (the écart), each a clear mistake among the highlights."""
    from tarot_tui.coaching.analysis import DealReview, DecisionKind, Finding, Highlight, finding_title
    from tarot_tui.engine import PETIT, Discard, Play, parse_cards
    from tarot_tui.i18n import card_name

    longest = max(range(22, 78), key=lambda card: len(card_name(card, lang)))
    card = Finding(30, DecisionKind.CARD, 18, Play(PETIT), Play(longest), -150.0, -1.75, 148.25, 8, 3, "R9.4.2")
    tens = Discard(tuple(parse_cards("10S 10H 10D 10C T20 T19")))
    other = Discard(tuple(parse_cards("10S 10H 10D 10C T20 T18")))
    ecart = Finding(5, DecisionKind.DISCARD, None, tens, other, -60.0, -12.0, 48.0, 8, 3, "R6.2")
    close = replace(ecart, spread=40.0)
    assert close.clear is False and card.clear and ecart.clear
    highlights = tuple(Highlight(f, "Waarom.", "Principe.", f.rule) for f in (card, ecart))
    titles = [finding_title(f, lang) for f in (card, ecart, close)]
    return DealReview(0, (ecart, close, card), highlights, 196.25), titles


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_each_title_of_the_review_keeps_to_one_line_at_80_columns(lang: str) -> None:
    """A decision's title is one line at 80 columns, whole: in a shorter form (the cards in their short
    notation, fewer words) where the long one would wrap ("1. Slag 18: Troef 1 (de Petit); de sterke speler koos
    Ruiten Ruiter (-148" ran onto a second line that started under the number). The frame's title fits too."""
    app = make_app(8, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        evening = await finished_table(pilot)
        await pilot.press("a")
        screen = app.screen
        assert isinstance(screen, AnalysisScreen)
        await wait_for(pilot, lambda: screen.review is not None)
        review, titles = _long_review(lang)
        assert all(len(title) + 3 > 76 for title in titles[:2]), titles  # the long forms do not fit
        screen._show(review)
        await settle(pilot)
        await pilot.pause()
        text = screen_text(app)
        lines = text.splitlines()
        title = t("analysis.title", number=1, player=evening.names[0])
        (top,) = [line for line in lines if line.startswith("╭")]
        assert top.startswith(f"╭─ {title} ─") and top.endswith("╮"), top
        numbered = [number for number, line in enumerate(lines) if line.startswith(("│ 1. ", "│ 2. "))]
        assert len(numbered) == 2, text
        for number in numbered:
            inner = lines[number][2:-1].rstrip()
            assert "…" not in inner and inner.endswith(")"), inner  # whole, its cost last
            assert lines[number + 1].startswith("│    "), "\n".join(lines[number : number + 2])  # not wrapped
        listed = [line for line in lines if line.startswith("│   ") and ":" in line and not line.startswith("│    ")]
        assert len(listed) == 3 and all("…" not in line for line in listed), text
