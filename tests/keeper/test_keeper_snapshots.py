"""Snapshots of the score keeper's deal form (with its live preview) and its sheet, at 80×24 and 120×40.

Regenerate with ``pytest tests/keeper/test_keeper_snapshots.py --snapshot-update`` and look at the SVGs before
committing them.
"""

from __future__ import annotations

import random

import pytest
from textual.pilot import Pilot
from textual.widgets import Input

from tarot_tui.app.app import TarotApp
from tarot_tui.app.screens.keeper import KeeperSheetScreen
from tarot_tui.app.screens.keeper_deal import KeptDealScreen
from tarot_tui.app.widgets.form_choices import FormChoices
from tarot_tui.engine import Rules
from tarot_tui.persistence import AppSettings, KeptDeal, KeptPoignee
from tarot_tui.sheets.keeper import KeeperEvening

SIZES = [(80, 24), (120, 40)]


def evening_of_five() -> KeeperEvening:
    """Five players, four deals: a partner, everyone passed, a lone taker, a defence poignée and petit au bout."""
    evening = KeeperEvening.new(["Anna", "Bob", "Carla", "Dirk", "Eva"], rules=Rules(), first_dealer=4)
    evening.add(KeptDeal(taker=0, contract="garde", called="KH", partner=2, attack_half_points=92, bouts=2))
    evening.add(KeptDeal())
    evening.add(KeptDeal(taker=3, contract="prise", called="KS", attack_half_points=97, bouts=1))
    evening.add(
        KeptDeal(
            taker=1,
            contract="garde-sans",
            called="KC",
            partner=4,
            attack_half_points=104,
            bouts=0,
            poignees=(KeptPoignee(seat=2, level=1),),
            petit_au_bout="defence",
        )
    )
    return evening


def app_at_sheet() -> TarotApp:
    return TarotApp(settings=AppSettings(bot_pace=0), rng=random.Random(1))


class TestKeeperSheet:
    """The sheet: deals, totals, the next dealer and the chart."""

    @pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
    def test_sheet(self, snap_compare, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
        async def open_sheet(pilot: Pilot[int]) -> None:
            await pilot.app.push_screen(KeeperSheetScreen(evening_of_five()))
            await pilot.pause()

        assert snap_compare(app_at_sheet(), terminal_size=size, run_before=open_sheet)


class TestKeeperForm:
    """The deal form, filled in, with its preview; and one refused with its reason."""

    @pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
    def test_form_with_preview(self, snap_compare, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
        async def fill_form(pilot: Pilot[int]) -> None:
            evening = evening_of_five()
            await pilot.app.push_screen(KeeperSheetScreen(evening))
            await pilot.app.push_screen(KeptDealScreen(evening))
            form = pilot.app.screen
            form.query_one("#taker", FormChoices).value = 2
            form.query_one("#contract", FormChoices).value = "garde"
            form.query_one("#called", FormChoices).value = "KD"
            form.query_one("#partner", FormChoices).value = 0
            form.query_one("#points", Input).value = "43,5"
            form.query_one("#bouts", FormChoices).value = 2
            form.query_one("#poignee-0", FormChoices).value = 1
            form.query_one("#petit_au_bout", FormChoices).value = "attack"
            await pilot.pause()

        assert snap_compare(app_at_sheet(), terminal_size=size, run_before=fill_form)

    def test_refused(self, snap_compare) -> None:  # type: ignore[no-untyped-def]
        async def fill_form(pilot: Pilot[int]) -> None:
            evening = KeeperEvening.new(["Anna", "Bob", "Carla", "Dirk"], rules=Rules(), first_dealer=0)
            await pilot.app.push_screen(KeeperSheetScreen(evening))
            await pilot.app.push_screen(KeptDealScreen(evening))
            form = pilot.app.screen
            form.query_one("#taker", FormChoices).value = 1
            form.query_one("#contract", FormChoices).value = "garde"
            form.query_one("#points", Input).value = "10"
            form.query_one("#bouts", FormChoices).value = 3
            await pilot.pause()

        assert snap_compare(app_at_sheet(), terminal_size=(80, 24), run_before=fill_form)
