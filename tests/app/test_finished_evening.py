"""A finished evening seen again. One left on its last deal's score page (its planned deals all played, the closing
sheet never seen) is named on the start screen as over, its standings not yet seen, and resuming it shows its
closing sheet (the standings, every deal's row, ``b`` to each deal's score page) and marks it finished; it is never
played on. Any saved evening's sheet opens read-only from the statistics (``s`` on the evening charted): the closing
sheet of a finished one, the sheet so far of one still going; nothing is written, and nothing is shown beyond the
score pages (no deal review, no seats, no statistics again from there)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from harness import fast_forward, make_app, screen_text, settle
from textual.pilot import Pilot

from tarot_tui.app.app import TarotApp
from tarot_tui.app.screens.deal_score import DealScoreScreen
from tarot_tui.app.screens.evenings import EveningsScreen
from tarot_tui.app.screens.sheet import SheetScreen
from tarot_tui.app.screens.start import StartScreen
from tarot_tui.app.screens.stats import StatsScreen
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.keybar import KeyBar
from tarot_tui.engine import Rules
from tarot_tui.evening import Evening
from tarot_tui.i18n import set_language, t
from tarot_tui.persistence import list_evenings, read_save

OVER = ["Mark", "Nel", "Olga", "Piet"]
GOING = ["Eva", "Fien", "Gijs"]


def played_through(names: list[str], planned: int, seed: int, *, finished: bool = False) -> Evening:
    """An evening of ``planned`` deals with every one played and scored; not marked finished unless ``finished``:
    as a player leaves it on the last deal's score page (or the app stops there), before the closing sheet."""
    rng = random.Random(seed)
    evening = Evening.new(names, ["human"] * len(names), rules=Rules(), first_dealer=0, deals_planned=planned, rng=rng)
    for _ in range(planned):
        fast_forward(evening, lambda d: False, rng)
    evening.save.finished = finished
    evening.persist()
    evening.flush()
    evening.close()
    assert evening.is_finished
    return evening


def going(names: list[str], deals: int, seed: int) -> Evening:
    """An evening still going: ``deals`` played, the next one begun."""
    rng = random.Random(seed)
    evening = Evening.new(names, ["human"] * len(names), rules=Rules(), first_dealer=0, deals_planned=8, rng=rng)
    for _ in range(deals):
        fast_forward(evening, lambda d: False, rng)
    fast_forward(evening, lambda d: len(d.bids) == 1, rng)
    evening.persist()
    evening.flush()
    evening.close()
    return evening


def bar(app: TarotApp) -> list[str]:
    """The labels on the key bar of the screen on show (the lit ones)."""
    return [key.label for key in app.screen.query_one(KeyBar).keys if key.enabled]


async def press(pilot: Pilot[int], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await settle(pilot)


def sheet_keys(screen: SheetScreen) -> list[str]:
    return [key.label for key in screen.query_one(KeyBar).keys]


async def test_an_evening_left_on_its_last_score_page_shows_its_closing_sheet_when_opened() -> None:
    """The start screen names it as over with its standings not yet seen; ``v`` shows the closing sheet (not the
    table), with the standings and every deal; ``b`` opens the deals' score pages; Enter goes back to the start
    screen. It is marked finished then, and named no more."""
    evening = played_through(OVER, 3, 9)
    assert evening.path is not None
    [info] = list_evenings()[0]
    assert info.finished and not info.closed
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        text = " ".join(screen_text(app).split())
        assert "Mark, Nel, Olga, Piet" in text and t("evenings.standings_unseen") in text
        await press(pilot, "v")
        screen = app.screen
        assert isinstance(screen, SheetScreen) and screen.final
        assert not any(isinstance(s, TableScreen) for s in app.screen_stack)
        text = screen_text(app)
        assert t("ui.sheet_final") in text and t("ui.standings") in text
        assert all(name in text for name in OVER)
        assert sheet_keys(screen) == [t("key.back"), t("key.deal_scores")]
        await press(pilot, "b")
        assert isinstance(app.screen, DealScoreScreen) and app.screen.pages.index == 2
        await press(pilot, "left")
        assert t("ui.deal_number", number=2) in screen_text(app)
        await press(pilot, "escape")
        assert app.screen is screen
        await press(pilot, "enter")
        assert isinstance(app.screen, StartScreen)
        assert "Mark" not in screen_text(app)
    assert read_save(evening.path).save.finished  # seen: marked finished, as at the table
    assert len(read_save(evening.path).match.deals) == 3  # and never played on


async def test_it_is_listed_among_the_evenings_to_resume_marked_as_over() -> None:
    """Beside an evening still going: both are listed, the one that is over says so, and picking it shows its
    closing sheet; the other still resumes at its table."""
    played_through(OVER, 2, 9)
    going(GOING, 1, 1)
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await press(pilot, "v")
        assert isinstance(app.screen, EveningsScreen)
        text = " ".join(screen_text(app).split())
        assert "Mark, Nel, Olga, Piet" in text and "Eva, Fien, Gijs" in text
        assert text.count(t("evenings.standings_unseen")) == 1
        over = next(i for i, info in enumerate(app.screen.evenings) if info.names == OVER)
        app.screen.dismiss(app.screen.evenings[over].path)
        await settle(pilot)
        assert isinstance(app.screen, SheetScreen) and app.screen.final
        await press(pilot, "enter", "v")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen) and app.screen.evening.names == GOING  # the only one left


async def test_a_finished_evening_opens_read_only_from_the_statistics() -> None:
    """``s`` on the statistics opens the charted evening's sheet: the closing sheet of a finished one. The file is
    not written (not even opened for writing: another window may have it), and the sheet offers only its pages."""
    evening = played_through(OVER, 2, 4, finished=True)
    assert evening.path is not None
    before = evening.path.read_bytes(), evening.path.stat().st_mtime_ns
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await press(pilot, "s")
        assert isinstance(app.screen, StatsScreen)
        assert t("key.evening_sheet") in bar(app)
        await press(pilot, "s")
        screen = app.screen
        assert isinstance(screen, SheetScreen) and screen.final
        assert sheet_keys(screen) == [t("key.back"), t("key.deal_scores")]
        assert t("ui.standings") in screen_text(app)
        for key in ("p", "a", "s"):  # nothing behind them here
            await press(pilot, key)
            assert app.screen is screen
        await press(pilot, "b")
        assert isinstance(app.screen, DealScoreScreen)
        await press(pilot, "escape", "enter")
        assert isinstance(app.screen, StatsScreen)
    assert (evening.path.read_bytes(), evening.path.stat().st_mtime_ns) == before


async def test_an_evening_still_going_opens_its_sheet_so_far_and_each_evening_its_own() -> None:
    """← → on the statistics pick the evening; ``s`` opens that one's sheet: an evening still going shows the sheet
    so far (no standings), and stays to be resumed."""
    played_through(OVER, 2, 4, finished=True)
    still = going(GOING, 2, 1)  # the newest: charted first
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await press(pilot, "s", "s")
        screen = app.screen
        assert isinstance(screen, SheetScreen) and not screen.final and screen.evening.names == GOING
        assert t("ui.sheet_title") in screen_text(app) and t("ui.standings") not in screen_text(app)
        await press(pilot, "enter", "left", "s")
        assert isinstance(app.screen, SheetScreen) and app.screen.final and app.screen.evening.names == OVER
    [info] = [i for i in list_evenings()[0] if i.names == GOING]
    assert not info.finished and info.path == still.path


async def test_a_score_keepers_evening_opens_the_keepers_own_sheet_there() -> None:
    """A score keeper's evening (played with real cards) has its own sheet: ``s`` on the statistics opens that one,
    read-only (it was dimmed there; tests/keeper/test_keeper_read_only.py has the rest)."""
    from tarot_tui.app.screens.keeper import KeeperSheetScreen
    from tarot_tui.sheets.keeper import KeeperEvening

    KeeperEvening.new(["Anna", "Bram", "Cees"], rules=Rules(), first_dealer=0).close()
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await press(pilot, "s")
        assert t("key.evening_sheet") in bar(app)
        await press(pilot, "s")
        assert isinstance(app.screen, KeeperSheetScreen) and app.screen.read_only


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_the_words_are_in_the_players_language(lang: str) -> None:
    played_through(OVER, 1, 2)
    app = make_app(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        set_language(lang)
        await settle(pilot)
        assert t("evenings.standings_unseen") in " ".join(screen_text(app).split())
        await press(pilot, "s")
        assert t("key.evening_sheet") in screen_text(app)


def test_the_statistics_need_not_own_an_evening_to_show_it(tmp_path: Path) -> None:
    """``Evening.for_reading`` writes nothing, whatever is done with it."""
    evening = played_through(OVER, 1, 3, finished=True)
    assert evening.path is not None
    loaded = read_save(evening.path)
    reading = Evening.for_reading(loaded.save, loaded.match)
    before = evening.path.read_bytes()
    reading.persist()
    reading.flush()
    reading.close()
    assert evening.path.read_bytes() == before and reading.save_problem is None
