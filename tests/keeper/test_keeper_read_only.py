"""A score keeper's evening read, not kept. ``s`` on the statistics opens the charted keeper evening's own sheet
read-only (``KeeperEvening.for_reading``: not owned, never written; it works while another window keeps the
evening), as it opens a played evening's sheet; it was dimmed there. A keeper evening that is over (marked finished
in its file: the keeper itself never ends one) is named so in the keeper's list, and picking it shows its sheet
read-only instead of letting deals be added, corrected or deleted (and the file written) on it. On a read-only
sheet n, p, e, d, Enter on a row and s do nothing, and only Escape is offered."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from harness import screen_text, settle
from textual.pilot import Pilot
from textual.widgets import DataTable, OptionList

from tarot_tui.app.app import TarotApp
from tarot_tui.app.screens.keeper import KeeperSetupScreen, KeeperSheetScreen
from tarot_tui.app.screens.stats import StatsScreen
from tarot_tui.app.widgets.keybar import KeyBar
from tarot_tui.engine import Rules
from tarot_tui.i18n import t
from tarot_tui.persistence import AppSettings, FinishedEvening, KeptDeal, read_save
from tarot_tui.sheets.keeper import KeeperEvening

NAMES = ["Anna", "Bram", "Cees", "Dirk"]


def make_app() -> TarotApp:
    return TarotApp(settings=AppSettings(bot_pace=0), rng=random.Random(1))


def kept(*, finished: bool = False) -> Path:
    """A keeper evening of two deals (a won Garde by Bram, everyone passed); marked finished in its file when
    ``finished``."""
    evening = KeeperEvening.new(NAMES, rules=Rules(), first_dealer=0)
    evening.add(KeptDeal(taker=1, contract="garde", attack_half_points=104, bouts=2))
    evening.add(KeptDeal())
    if finished:
        evening.save.finished = True
        evening.persist()
    evening.close()
    assert evening.path is not None
    return evening.path


def as_on_disk(path: Path) -> dict[str, tuple[bytes, int]]:
    """Every file beside the save (a lock too), with its bytes and time."""
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in sorted(path.parent.iterdir())}


def bar(app: TarotApp) -> list[str]:
    return [key.label for key in app.screen.query_one(KeyBar).keys if key.enabled]


async def press(pilot: Pilot[int], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await settle(pilot)


async def nothing_changes_it(pilot: Pilot[int], app: TarotApp, screen: KeeperSheetScreen) -> None:
    """n, p, e, d, Enter on a row, s: the read-only sheet stays, no form opens, no row is added or removed."""
    rows = screen.query_one(DataTable).row_count
    for key in ("n", "p", "e", "d", "delete", "enter", "s"):
        await press(pilot, key)
        assert app.screen is screen, key
        assert screen.query_one(DataTable).row_count == rows, key
    assert len(screen.evening.kept) == 2


async def test_s_on_the_statistics_opens_a_keeper_evenings_sheet_read_only_while_another_window_keeps_it(
    other_window: Callable[..., None],
) -> None:
    path = kept()
    other_window(path, "keeper")
    before = as_on_disk(path)
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await press(pilot, "s")
        assert isinstance(app.screen, StatsScreen)
        assert t("key.evening_sheet") in bar(app)
        await press(pilot, "s")
        screen = app.screen
        assert isinstance(screen, KeeperSheetScreen) and screen.read_only
        text = screen_text(app)
        assert all(name in text for name in NAMES) and t("sheet.total") in text
        assert bar(app) == [t("key.back")]
        await nothing_changes_it(pilot, app, screen)
        await press(pilot, "escape")
        assert isinstance(app.screen, StatsScreen)
    assert as_on_disk(path) == before


async def test_a_finished_keeper_evening_is_named_so_and_picking_it_shows_its_sheet_read_only() -> None:
    going = kept()
    over = kept(finished=True)
    before = as_on_disk(over)
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await press(pilot, "k")
        setup = app.screen
        assert isinstance(setup, KeeperSetupScreen)
        options = setup.query_one("#saved", OptionList)
        over_id, going_id = over.stem, going.stem
        assert t("sheet.finished") in str(options.get_option(over_id).prompt)
        assert t("sheet.finished") not in str(options.get_option(going_id).prompt)
        options.highlighted = options.get_option_index(over_id)
        await press(pilot, "enter")
        screen = app.screen
        assert isinstance(screen, KeeperSheetScreen) and screen.read_only
        assert t("keeper.next_dealer", player="Cees", number=3) not in screen_text(app)  # no next deal
        await nothing_changes_it(pilot, app, screen)
        await press(pilot, "escape")
        assert not isinstance(app.screen, KeeperSheetScreen)
    assert as_on_disk(over) == before
    assert read_save(over).save.finished


def test_a_finished_keeper_evening_is_not_opened_to_keep() -> None:
    """``KeeperEvening.load`` of one marked finished: FinishedEvening with it as read, no lock made, nothing
    written; ``for_reading`` writes nothing, whatever is done with it."""
    path = kept(finished=True)
    before = as_on_disk(path)
    with pytest.raises(FinishedEvening) as caught:
        KeeperEvening.load(path)
    assert as_on_disk(path) == before
    reading = KeeperEvening.for_reading(caught.value.save)
    reading.add(KeptDeal())
    reading.persist()
    reading.close()
    assert as_on_disk(path) == before and reading.save_problem is None
