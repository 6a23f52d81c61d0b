"""An evening open in another window (another terminal, another browser tab of ``serve``: another process) is
marked in the resume lists and not offered; one taken after it was listed is refused with one sentence and
nothing opens (issue 25). The other window here is a real process holding the evening."""

from __future__ import annotations

from collections.abc import Callable

from harness import make_app, screen_text, settle
from test_resume_any import saved_evening
from textual.widgets import OptionList

from tarot_tui.app.screens.evenings import EveningsScreen
from tarot_tui.app.screens.keeper import KeeperSetupScreen
from tarot_tui.app.screens.start import StartScreen
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.engine import Rules
from tarot_tui.persistence import KeptDeal
from tarot_tui.sheets.keeper import KeeperEvening


def leave(evening: object) -> None:
    getattr(evening, "close", lambda: None)()


async def test_an_evening_open_elsewhere_is_marked_and_cannot_be_picked(other_window: Callable[..., None]) -> None:
    free = saved_evening(["Anna", "Bram", "Cees", "Dirk"], 1, 1)
    busy = saved_evening(["Eva", "Fien", "Gijs"], 1, 2)  # the newest: first in the list
    for evening in (free, busy):
        leave(evening)
    assert busy.path is not None
    other_window(busy.path)
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert "open in een ander venster" in screen_text(app)  # the start screen's list of evenings says so
        await pilot.press("v")
        await settle(pilot)
        picker = app.screen
        assert isinstance(picker, EveningsScreen)
        options = picker.query_one(OptionList)
        assert "open in een ander venster" in screen_text(app)
        busy_option = options.get_option(
            str(picker.evenings.index(next(i for i in picker.evenings if i.open_elsewhere)))
        )
        assert busy_option.disabled
        await pilot.press("enter")  # the highlighted evening is the free one
        await settle(pilot)
        assert isinstance(app.screen, TableScreen) and app.screen.evening.names == free.names


async def test_the_only_evening_open_elsewhere_is_not_sat_down_at(other_window: Callable[..., None]) -> None:
    busy = saved_evening(["Eva", "Fien", "Gijs"], 1, 2)
    leave(busy)
    assert busy.path is not None
    other_window(busy.path)
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("v")
        await settle(pilot)
        assert isinstance(app.screen, EveningsScreen)  # listed, marked, not opened
        await pilot.press("enter")
        await settle(pilot)
        assert not any(isinstance(s, TableScreen) for s in app.screen_stack)


async def test_an_evening_taken_after_it_was_listed_is_refused_with_one_sentence(
    other_window: Callable[..., None],
) -> None:
    evening = saved_evening(["Eva", "Fien", "Gijs"], 1, 2)
    leave(evening)
    assert evening.path is not None
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        start = app.screen
        assert isinstance(start, StartScreen) and len(start.unfinished) == 1
        other_window(evening.path)  # another window opens it now
        start.resume(evening.path)
        await settle(pilot)
        assert not any(isinstance(s, TableScreen) for s in app.screen_stack)
        said = [str(n.message) for n in app._notifications]
        assert any(m.startswith("Deze avond is sinds ") and m.endswith(" open in een ander venster.") for m in said)


async def test_a_kept_evening_open_elsewhere_is_marked_and_refused(other_window: Callable[..., None]) -> None:
    keeper = KeeperEvening.new(["Anna", "Bram", "Cees", "Dirk"], rules=Rules(), first_dealer=0)
    keeper.add(KeptDeal(taker=0, contract="prise", attack_half_points=120, bouts=1))
    leave(keeper)
    assert keeper.path is not None
    other_window(keeper.path, "keeper")
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("k")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, KeeperSetupScreen)
        option = screen.query_one("#saved", OptionList).get_option(keeper.save.evening_id)
        assert option.disabled and "open in een ander venster" in str(option.prompt)
