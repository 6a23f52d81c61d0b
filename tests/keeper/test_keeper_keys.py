"""The score keeper at the speed of a table (issue 27, item 7): a plain deal in a handful of keys from the sheet,
in the order a table says it (taker, contract, the called king and the partner at five (R5), bouts, points);
every choice also by arrows and mouse; boxes marked only when on; the names of earlier evenings offered."""

from __future__ import annotations

import asyncio
import itertools
import random
import re
from pathlib import Path

import pytest
from harness import screen_text, settle
from textual import events
from textual.pilot import Pilot
from textual.widgets import Input, Static

from tarot_tui.app.app import TarotApp
from tarot_tui.app.screens.keeper import KeeperSetupScreen, KeeperSheetScreen
from tarot_tui.app.screens.keeper_deal import KeptDealScreen
from tarot_tui.app.widgets.form_choices import FormChoices
from tarot_tui.app.widgets.toggles import Tick
from tarot_tui.engine import Rules
from tarot_tui.i18n import set_language
from tarot_tui.persistence import AppSettings, KeptDeal, SavedEveningInfo
from tarot_tui.sheets.keeper import KeeperEvening

MOST_KEYS = 10
NUMBERS = itertools.count()
"""Issue 27, item 7: a plain deal in at most this many keys from the sheet."""


def make_app(lang: str = "nl", *, ascii: bool = False) -> TarotApp:
    set_language(lang)  # type: ignore[arg-type]
    return TarotApp(settings=AppSettings(bot_pace=0, lang=lang), lang=lang, rng=random.Random(1), ascii=ascii)  # type: ignore[arg-type]


async def at_sheet(pilot: Pilot[int], names: list[str]) -> KeeperSheetScreen:
    evening = KeeperEvening.new(names, rules=Rules(), first_dealer=0)
    sheet = KeeperSheetScreen(evening)
    await pilot.app.push_screen(sheet)
    await pilot.pause()
    return sheet


async def press_counted(pilot: Pilot[int], keys: list[str]) -> int:
    for key in keys:
        await pilot.press(key)
    await pilot.pause()
    return len(keys)


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_a_plain_garde_in_at_most_ten_keys_from_the_sheet(lang: str) -> None:
    """n opens the deal, a digit picks the taker, g the Garde (R4.1), a digit the bouts (R11.2), the points are
    typed, Enter saves: seven keys, and the sheet scores it as W2 does (a Garde made by 0 with 2 bouts)."""
    app = make_app(lang)
    async with app.run_test(size=(100, 30)) as pilot:
        sheet = await at_sheet(pilot, ["Anna", "Bob", "Carla", "Dirk"])
        keys = ["n", "2", "g", "2", *"41", "enter"]
        assert await press_counted(pilot, keys) <= MOST_KEYS
        assert app.screen is sheet
        assert sheet.evening.kept == [KeptDeal(taker=1, contract="garde", attack_half_points=82, bouts=2)]
        assert sheet.evening.totals == [-50, 150, -50, -50]


@pytest.mark.parametrize("gap", [0.0, 0.005, 0.02])
async def test_a_plain_garde_typed_in_one_burst(gap: float) -> None:
    """Keys as a terminal delivers them, without waiting for the app: each choice has moved the focus on before
    the next key is given out (the App hands keys on one at a time, ``key_hold.py``)."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        sheet = await at_sheet(pilot, ["Anna", "Bob", "Carla", "Dirk"])
        for key in ["n", "2", "g", "2", *"41", "enter"]:
            app.post_message(events.Key(key, key if len(key) == 1 else None))
            await asyncio.sleep(gap)
        await settle(pilot)
        await pilot.pause(0.1)
        assert app.screen is sheet
        assert sheet.evening.kept == [KeptDeal(taker=1, contract="garde", attack_half_points=82, bouts=2)]


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_a_five_player_garde_with_its_called_king_in_at_most_ten_keys(lang: str) -> None:
    """At five the called king (a suit letter, R5.2) and its holder, the partner (a digit, R5.3), come after the
    contract: nine keys."""
    app = make_app(lang)
    async with app.run_test(size=(100, 30)) as pilot:
        sheet = await at_sheet(pilot, ["Anna", "Bob", "Carla", "Dirk", "Eva"])
        keys = ["n", "c", "g", "h", "1", "2", *"51", "enter"]  # Carla by her initial, Anna by her number
        assert await press_counted(pilot, keys) <= MOST_KEYS
        assert app.screen is sheet
        assert sheet.evening.kept == [
            KeptDeal(taker=2, contract="garde", called="KH", partner=0, attack_half_points=102, bouts=2)
        ]


async def test_the_taker_alone_and_the_defence_points() -> None:
    """0 is 'alone' (R5.4); the points of the defence are typed after choosing its side."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        sheet = await at_sheet(pilot, ["Anna", "Bob", "Carla", "Dirk", "Eva"])
        await press_counted(pilot, ["n", "5", "p", "s", "0", "1", *"50", "tab", "v", "enter"])
        assert sheet.evening.kept == [KeptDeal(taker=4, contract="prise", called="KS", attack_half_points=82, bouts=1)]


async def test_a_shared_initial_steps_through_its_names_and_waits() -> None:
    """Two names with the same initial: the letter picks the first, then the next, and stays on the field; a
    digit always picks its seat and goes on."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await at_sheet(pilot, ["Anna", "Arie", "Bob", "Carla"])
        await pilot.press("n")
        form = app.screen
        assert isinstance(form, KeptDealScreen)
        taker = form.query_one("#taker", FormChoices)
        await pilot.press("a")
        assert taker.value == 0 and taker.has_focus
        await pilot.press("a")
        assert taker.value == 1 and taker.has_focus
        await pilot.press("3")
        await pilot.pause()
        assert taker.value == 2 and form.query_one("#contract", FormChoices).has_focus


async def test_every_choice_by_arrows_and_by_mouse() -> None:
    """Arrows walk the choices and choose, up and down walk the fields; a click chooses too."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        sheet = await at_sheet(pilot, ["Anna", "Bob", "Carla", "Dirk"])
        await pilot.press("n")
        form = app.screen
        assert isinstance(form, KeptDealScreen)
        await pilot.press("right", "right")  # the taker: Anna, then Bob
        assert form.query_one("#taker", FormChoices).value == 1
        await pilot.press("down", "right", "right")  # the contract: Prise, then Garde
        assert form.query_one("#contract", FormChoices).value == "garde"
        await pilot.press("down")
        bouts = form.query_one("#bouts", FormChoices)
        assert bouts.has_focus
        await pilot.click(bouts, offset=bouts.option_offset(2))
        await pilot.pause()
        assert bouts.value == 2
        form.query_one("#points", Input).value = "41"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert sheet.evening.kept == [KeptDeal(taker=1, contract="garde", attack_half_points=82, bouts=2)]


async def test_enter_on_an_unfinished_deal_goes_to_what_is_missing() -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        sheet = await at_sheet(pilot, ["Anna", "Bob", "Carla", "Dirk"])
        await pilot.press("n", "2", "g", "enter")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, KeptDealScreen)
        assert form.query_one("#bouts", FormChoices).has_focus
        assert sheet.evening.kept == []


@pytest.mark.parametrize("ascii", [False, True], ids=["symbols", "ascii"])
async def test_an_unchecked_box_draws_no_mark(ascii: bool) -> None:
    """'Chelem announced' off draws an empty box, on draws its X; the player count's radio buttons alike."""
    app = make_app(ascii=ascii)
    async with app.run_test(size=(100, 40)) as pilot:
        await at_sheet(pilot, ["Anna", "Bob", "Carla", "Dirk"])
        await pilot.press("n")
        form = app.screen
        assert isinstance(form, KeptDealScreen)

        def chelem_line() -> str:
            return next(line for line in screen_text(app).splitlines() if "aangekondigd" in line)

        assert "X" not in chelem_line()
        form.query_one("#chelem", Tick).value = True
        await pilot.pause()
        assert "X" in chelem_line()
        await pilot.press("escape", "escape")
        await pilot.press("k")
        await pilot.pause()
        count = next(line for line in screen_text(app).splitlines() if re.search(r". 3 +.{3} 4 +.{3} 5", line))
        off, on = ("[ ]", "[*]") if ascii else ("▐ ▌", "▐●▌")
        assert f"{off} 3" in count and f"{on} 4" in count and f"{off} 5" in count, count


def earlier(names: list[str], kind: str = "keeper", seats: list[str] | None = None) -> SavedEveningInfo:
    number = next(NUMBERS)
    return SavedEveningInfo(
        path=Path(f"x{number}.json"),
        evening_id=f"x{number}",
        kind=kind,
        created="2026-12-01T20:00:00+00:00",
        updated="2026-12-01T23:00:00+00:00",
        names=names,
        totals=[0] * len(names),
        deals=3,
        finished=False,
        in_progress=False,
        seats=seats or ["human"] * len(names),
    )


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_the_names_of_earlier_evenings_are_offered(lang: str) -> None:
    """The last keeper evening's table is filled in again, and typing a name's first letters offers the names of
    every earlier evening (people only): → takes it."""
    KeeperEvening.new(["Femke", "Gijs", "Hanna"], rules=Rules(), first_dealer=0)
    app = make_app(lang)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press("k")
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, KeeperSetupScreen)
        assert [setup.query_one(f"#name-{seat}", Input).value for seat in range(3)] == ["Femke", "Gijs", "Hanna"]
        assert setup.players == 3
        name = setup.query_one("#name-2", Input)
        name.focus()
        name.value = ""
        await pilot.press("g", "right")
        await pilot.pause()
        assert name.value == "Gijs"
        text = screen_text(app)
        assert "Femke, Gijs, Hanna" in text


async def test_hostile_remembered_names_are_never_offered_raw(monkeypatch: pytest.MonkeyPatch) -> None:
    """Names read from files are untrusted: one with a control byte or a bidi override is not offered (it could
    not be used) and reaches the screen only escaped; the list is bounded in number and length."""
    hostile = ["Ev\x1b]0;owned\x07il", "Mal\u202eory", "A" * 300]
    many = [f"Speler{i}" for i in range(100)]
    infos = [earlier([*hostile[:2], "Bob"]), earlier([hostile[2], "Carla", "Dirk"], kind="played")]
    infos += [earlier(many[i : i + 4]) for i in range(0, 100, 4)]
    monkeypatch.setattr("tarot_tui.app.screens.keeper.list_evenings", lambda: (infos, []))
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("k")
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, KeeperSetupScreen)
        offered = setup.remembered
        assert "Bob" in offered and "Carla" in offered
        assert not any(h in offered for h in hostile)
        assert len(offered) <= 40
        values = [setup.query_one(f"#name-{seat}", Input).value for seat in range(5)]
        assert not any(h in values for h in hostile)
        text = screen_text(app)
        assert "\x1b" not in text and "\u202e" not in text
        assert "Ev\\x1b]0;owned\\x07il" in text and "Mal\\u202eory" in text  # the saved list: escaped
        assert "A" * 17 not in str(setup.query_one("#remembered", Static).content)


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_the_deal_form_reads_whole_at_80x24(lang: str) -> None:
    """At 80x24 each player's poignée row is one line (the legend above says what the digits mean, R7.1), the
    preview's columns keep their headers whole, and its first line no longer gives R12.1's D by its bare letter
    (each player's change is in the table under it)."""
    app = make_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_sheet(pilot, ["Anna", "Bob", "Carla", "Dirk"])
        await press_counted(pilot, ["n", "2", "g", "2", *"52"])
        await settle(pilot)
        text = screen_text(app)
        for name in ["Anna", "Bob", "Carla", "Dirk"]:
            assert re.search(rf"^ {name} +.?0  1  2  3", text, re.M), text
        assert ("Totaal" if lang == "nl" else "Total") in text, text
        assert "…" not in text, text
        assert " D +" not in text, text
        assert re.search(r"Garde · (gewonnen|made)$", text, re.M), text
        assert re.search(r"Dirk +-72 +-72$", text, re.M), text
