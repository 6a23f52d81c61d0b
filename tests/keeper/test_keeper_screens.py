"""The score keeper driven like a table would: start an evening from the start screen, enter deals in the form,
correct one, delete one, and read the totals off the sheet; checked against the engine's ``score()`` and the save."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from rich.console import Console
from textual.pilot import Pilot
from textual.widgets import DataTable, Input, OptionList, RadioButton, Select, Static

from tarot_tui.app.app import TarotApp
from tarot_tui.app.screens.keeper import KeeperSetupScreen, KeeperSheetScreen
from tarot_tui.app.screens.keeper_deal import KeptDealScreen
from tarot_tui.app.widgets.evening_lines import when_text
from tarot_tui.app.widgets.form_choices import FormChoices
from tarot_tui.app.widgets.menu import Menu
from tarot_tui.app.widgets.toggles import Tick
from tarot_tui.engine import Camp, Contract, PoigneeLevel, PoigneeShown, Rules, ScoreInput, score
from tarot_tui.persistence import AppSettings, KeptDeal, KeptPoignee, SavedEveningInfo, evenings_dir, load_evening
from tarot_tui.sheets.keeper import KeeperEvening

NAMES = ["Anna", "Bob", "Carla", "Dirk", "Eva"]


def make_app() -> TarotApp:
    return TarotApp(settings=AppSettings(bot_pace=0), rng=random.Random(1))


@dataclass
class Entry:
    """One deal as the table tells it, and what the engine must score for it."""

    taker: int
    contract: Contract
    points: str
    bouts: int
    side: str = "attack"
    partner: int | None = None  # 5 players; None: alone
    poignees: dict[int, int] = field(default_factory=dict)
    pab: str = "none"
    announced: bool = False
    chelem_by: str = "none"

    def expected(self, players: int) -> list[int]:
        """Each seat's change, straight from the engine's ``score()`` (R11, R12)."""
        typed = round(float(self.points.replace(",", ".")) * 2)
        attack = typed if self.side == "attack" else 182 - typed
        camps = {"attack": Camp.ATTACK, "defence": Camp.DEFENCE, "none": None}
        partner = self.partner if players == 5 else None
        inp = ScoreInput(
            players=players,
            contract=self.contract,
            attack_half_points=attack,
            bouts=self.bouts,
            poignees=tuple(
                PoigneeShown(PoigneeLevel(level), Camp.ATTACK if seat in (self.taker, partner) else Camp.DEFENCE)
                for seat, level in self.poignees.items()
            ),
            petit_au_bout=camps[self.pab],
            chelem_announced=self.announced,
            chelem_by=camps[self.chelem_by],
            alone=players == 5 and partner is None,
        )
        return score(inp).scores(self.taker, partner, players)


ENTRIES = [
    Entry(taker=1, contract=Contract.GARDE, points="52", bouts=2, partner=3, pab="attack"),
    Entry(taker=0, contract=Contract.PRISE, points="50,5", side="defence", bouts=1, poignees={2: 1}, pab="defence"),
    Entry(taker=2, contract=Contract.GARDE_SANS, points="70", bouts=3, announced=True, poignees={2: 2}),
]
CORRECTED = Entry(taker=1, contract=Contract.GARDE, points="38", bouts=2, partner=4)


async def start_keeper_evening(pilot: Pilot[int], players: int) -> KeeperSheetScreen:
    """From the start screen: k, the number of players, their names, first dealer the second player, start."""
    await pilot.press("k")
    setup = pilot.app.screen
    assert isinstance(setup, KeeperSetupScreen)
    setup.query_one(f"#count-{players}", RadioButton).value = True
    for seat in range(players):
        setup.query_one(f"#name-{seat}", Input).value = NAMES[seat]
    await pilot.pause()
    setup.query_one("#dealer", Select).value = 1
    await pilot.press("ctrl+s")
    await pilot.pause()
    sheet = pilot.app.screen
    assert isinstance(sheet, KeeperSheetScreen)
    return sheet


async def fill(pilot: Pilot[int], entry: Entry) -> KeptDealScreen:
    """Fill the open deal form with ``entry``, as the players would choose each field."""
    form = pilot.app.screen
    assert isinstance(form, KeptDealScreen)
    form.query_one("#taker", FormChoices).value = entry.taker
    form.query_one("#contract", FormChoices).value = entry.contract.slug
    if form.evening.players == 5:
        form.query_one("#partner", FormChoices).value = "alone" if entry.partner is None else entry.partner
    form.query_one("#points", Input).value = entry.points
    form.query_one("#side", FormChoices).value = entry.side
    form.query_one("#bouts", FormChoices).value = entry.bouts
    for seat in range(form.evening.players):
        form.query_one(f"#poignee-{seat}", FormChoices).value = entry.poignees.get(seat, 0)
    form.query_one("#petit_au_bout", FormChoices).value = entry.pab
    form.query_one("#chelem", Tick).value = entry.announced
    form.query_one("#chelem_by", FormChoices).value = entry.chelem_by
    await pilot.pause()
    return form


def sheet_totals(sheet: KeeperSheetScreen) -> list[int]:
    """The totals row as the sheet shows it."""
    table = sheet.query_one(DataTable)
    cells = table.get_row("totals")
    return [int(str(cell)) for cell in cells[4:]]


def saved_totals(sheet: KeeperSheetScreen) -> list[int]:
    """The totals of the evening as read back from its save file."""
    assert sheet.evening.path is not None
    save, _ = load_evening(sheet.evening.path)
    return save.kept_totals


def check(sheet: KeeperSheetScreen, expected: list[list[int]]) -> None:
    players = sheet.evening.players
    totals = [sum(changes[seat] for changes in expected) for seat in range(players)]
    assert sum(totals) == 0
    assert sheet.evening.totals == totals
    assert sheet_totals(sheet) == totals
    assert saved_totals(sheet) == totals
    assert sheet.query_one(DataTable).row_count == len(expected) + 1


@pytest.mark.parametrize("players", [3, 4, 5])
async def test_enter_correct_and_delete_deals(players: int) -> None:
    """Deals entered in the form, a void one (everyone passed), one corrected and one deleted: the totals on the
    sheet and in the save follow, sum to zero, and the dealer passes each deal (R1.5)."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        sheet = await start_keeper_evening(pilot, players)
        evening = sheet.evening
        assert evening.next_dealer == 1
        expected: list[list[int]] = []
        for number, entry in enumerate(ENTRIES, start=1):
            await pilot.press("n")
            await fill(pilot, entry)
            await pilot.press("ctrl+s")
            await pilot.pause()
            assert app.screen is sheet
            expected.append(entry.expected(players))
            check(sheet, expected)
            if number == 1:
                await pilot.press("p")  # everyone passed
                await pilot.pause()
                expected.append([0] * players)
                check(sheet, expected)
        assert [row.dealer for row in evening.sheet.rows] == [(1 + i) % players for i in range(4)]
        assert evening.next_dealer == (1 + 4) % players

        # correct deal 1: the cursor to its row, e, new points (and in 5 players another partner)
        sheet.query_one(DataTable).move_cursor(row=0)
        await pilot.press("e")
        form = app.screen
        assert isinstance(form, KeptDealScreen) and form.index == 0
        assert form.query_one("#points", Input).value == "52"  # opens with what was entered
        await fill(pilot, CORRECTED)
        await pilot.press("ctrl+s")
        await pilot.pause()
        expected[0] = CORRECTED.expected(players)
        check(sheet, expected)

        # delete the void deal 2, after confirming; the later deals move up, with their dealer
        sheet.query_one(DataTable).move_cursor(row=1)
        await pilot.press("d")
        await pilot.press("j")
        await pilot.pause()
        del expected[1]
        check(sheet, expected)
        assert [row.dealer for row in evening.sheet.rows] == [(1 + i) % players for i in range(3)]
        assert evening.next_dealer == (1 + 3) % players
        assert "Spel 4" in render(sheet.query_one("#next-dealer", Static))


def render(widget: Static) -> str:
    """A Static's content as plain text."""
    console = Console(width=200, record=True, color_system=None)
    with console.capture() as capture:
        console.print(widget.content)
    return capture.get()


async def test_form_by_keyboard_only() -> None:
    """Every field is reached with Tab and chosen with its key, as a player would; the optional ones too."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        sheet = await start_keeper_evening(pilot, 4)
        await pilot.press("n")
        await pilot.press("b", "g", "2", *"41")  # Bob, Garde, 2 bouts, 41 points: each goes on by itself
        await pilot.press("tab", "a")  # of the attack
        await pilot.press("1", "0", "0", "0")  # Anna showed a simple poignée (R7.1); the others none
        await pilot.press("a")  # the attack won the Petit in the last trick (R10)
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is sheet
        assert sheet.evening.kept == [
            KeptDeal(
                taker=1,
                contract="garde",
                attack_half_points=82,
                bouts=2,
                poignees=(KeptPoignee(seat=0, level=1),),
                petit_au_bout="attack",
            )
        ]


async def test_live_preview_follows_the_form() -> None:
    """The preview waits for a complete deal, then shows the breakdown and each player's change and new total."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await start_keeper_evening(pilot, 5)
        await pilot.press("n")
        form = app.screen
        assert isinstance(form, KeptDealScreen)
        preview = form.query_one("#preview", Static)
        assert "verschijnt hier" in render(preview)
        assert "Nog in te vullen: de nemer, het contract, de partner (of alleen), de bouts, de punten." in render(
            form.query_one("#problems", Static)
        )
        entry = Entry(taker=0, contract=Contract.GARDE, points="46", bouts=2, partner=1, poignees={1: 1})
        await fill(pilot, entry)  # W18
        text = render(preview)
        assert text.startswith("Garde · gewonnen\n")
        assert "D = +80 voor de aanval (regel R12.1)" in text
        for name, change in zip(NAMES, [160, 80, -80, -80, -80], strict=True):
            signed = re.escape(f"{change:+d}")
            assert re.search(rf"{name}\s+(Nemer|Partner)?\s*{signed}\s+{signed}\n", text), name
        assert "Elke verdediger krijgt" in text and "D = +80 voor de aanval" in text and "+(25 + 5) × 2" in text
        form.query_one("#bouts", FormChoices).value = 1  # now lost: the preview follows at once
        await pilot.pause()
        preview_text = render(preview)  # -(25 + 5) × 2 - 20
        assert preview_text.startswith("Garde · verloren\n")
        assert "D = -80 voor de aanval (regel R12.1)" in preview_text
        assert render(form.query_one("#problems", Static)).strip() == ""


async def test_impossible_deal_is_refused_with_its_reason_and_not_saved() -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        sheet = await start_keeper_evening(pilot, 4)
        await pilot.press("n")
        form = await fill(pilot, Entry(taker=0, contract=Contract.GARDE, points="10", bouts=3))
        points = form.query_one("#points", Input)
        assert points.has_class("-invalid")
        problems = render(form.query_one("#problems", Static))
        assert "Punten: 3 bouts zijn samen al minstens 13 punten waard, maar de aanval heeft er 10" in problems
        assert "verschijnt hier" in render(form.query_one("#preview", Static))
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is form  # refused: the form stays open
        form.query_one("#petit_au_bout", FormChoices).value = "defence"  # a check of the form itself (R10.1)
        await pilot.pause()
        assert form.query_one("#petit_au_bout", FormChoices).has_class("-invalid")
        assert "de verdediging won de Petit, dus heeft de aanval hoogstens 2 bouts" in render(
            form.query_one("#problems", Static)
        )
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is sheet
        assert sheet.evening.kept == []
        assert saved_totals(sheet) == [0, 0, 0, 0]
        assert load_evening(sheet.evening.path)[0].kept == []  # type: ignore[arg-type]


async def test_resume_a_keeper_evening(data_dir: Path) -> None:
    """A saved keeper evening is offered under 'k' and opens at its sheet; a new deal lands in the same file."""
    evening = KeeperEvening.new(NAMES[:3], rules=Rules(contract_base=0), first_dealer=2)
    evening.add(KeptDeal(taker=1, contract="prise", attack_half_points=110, bouts=1))  # won by 4: (0 + 4) × 1
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("k")
        setup = app.screen
        assert isinstance(setup, KeeperSetupScreen)
        saved = setup.query_one("#saved", OptionList)
        assert saved.option_count == 1
        await pilot.press("enter")
        await pilot.pause()
        sheet = app.screen
        assert isinstance(sheet, KeeperSheetScreen)
        assert sheet.evening.path == evening.path
        assert sheet_totals(sheet) == [-4, 8, -4]  # the house rule (no base) kept with the evening
        assert "Spel 2: Anna deelt" in render(sheet.query_one("#next-dealer", Static))
        await pilot.press("p")
        await pilot.pause()
        assert len(list(evenings_dir().glob("*.json"))) == 1
        assert len(load_evening(evening.path)[0].kept) == 2  # type: ignore[arg-type]


async def test_a_broken_keeper_save_is_reported_and_kept_aside(data_dir: Path) -> None:
    evening = KeeperEvening.new(NAMES[:3], rules=Rules(), first_dealer=0)
    assert evening.path is not None
    evening.path.write_text(evening.path.read_text().replace('"kept": []', '"kept": [{"taker": 7}]'))
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        # the start screen looks at the saves first: it moves the broken one aside and says so
        footer = app.screen.query_one(Menu).footer
        assert footer is not None and "kon niet worden gelezen" in footer.plain
        assert not evening.path.exists()
        assert len(list(evenings_dir().glob("*.broken-*.json"))) == 1
        await pilot.press("k")
        setup = app.screen
        assert isinstance(setup, KeeperSetupScreen)
        assert not setup.query("#saved")  # no longer offered


async def test_the_chart_shows_once_a_deal_is_kept() -> None:
    """A new keeper evening's sheet draws no chart of flat zero lines; the first deal kept brings it up, and taking
    the last deal away hides it again."""
    from tarot_tui.app.widgets.chart import TotalsChart

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        sheet = await start_keeper_evening(pilot, 4)
        chart = sheet.query_one(TotalsChart)
        assert not chart.display
        await pilot.press("p")  # everyone passed: a deal on the sheet
        await pilot.pause()
        assert chart.display and chart.region.height > 0
        sheet.query_one(DataTable).move_cursor(row=0)
        await pilot.press("d")
        await pilot.press("j")
        await pilot.pause()
        assert not sheet.evening.kept and not chart.display


def test_an_earlier_evening_is_listed_by_its_last_deal_in_the_languages_date_format() -> None:
    """The keeper's list of earlier evenings is sorted by the last deal entered (newest first) and says that moment,
    written as the game's other lists write it (07-12-2026 21:30 in Dutch), not the day the evening was begun."""
    info = SavedEveningInfo(
        path=Path("x.json"),
        evening_id="x",
        kind="keeper",
        created="2026-12-01T20:00:00+00:00",
        updated="2026-12-07T21:30:00+00:00",
        names=["Anna", "Bram", "Cees"],
        totals=[0, 0, 0],
        deals=3,
        finished=False,
        in_progress=False,
    )
    line = KeeperSetupScreen()._describe(info)
    assert line.startswith(when_text(info.updated) + " · Anna, Bram, Cees")
    assert re.match(r"\d\d-12-2026 \d\d:\d\d", line)  # the catalogue's "%d-%m-%Y %H:%M"


async def test_correct_and_delete_are_dimmed_on_the_totals_row() -> None:
    """The sheet opens with the cursor on the totals row (Enter there enters the next deal), where e and d have no
    deal to correct or delete: the key bar shows them dimmed there, lit on a deal's row (they only rang the bell)."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        sheet = await start_keeper_evening(pilot, 4)
        await pilot.press("p", "p")  # two deals everyone passed
        await pilot.pause()
        assert sheet._selected() is None  # on the totals
        bindings = sheet.active_bindings
        assert not bindings["e"].enabled and not bindings["d"].enabled and bindings["n"].enabled
        await pilot.press("up")
        await pilot.pause()
        bindings = sheet.active_bindings
        assert sheet._selected() == 1 and bindings["e"].enabled and bindings["d"].enabled
