"""The statistics screen: reached from the start screen (s) and from both score sheets, it shows every player's
figures over the saved evenings (played and kept), and a chart of one evening that ← and → change."""

from __future__ import annotations

import sys
from pathlib import Path

from harness import make_app, screen_text, settle

from tarot_tui.app.screens.keeper import KeeperSheetScreen
from tarot_tui.app.screens.sheet import SheetScreen
from tarot_tui.app.screens.start import StartScreen
from tarot_tui.app.screens.stats import StatsScreen
from tarot_tui.engine import Rules
from tarot_tui.sheets.keeper import KeeperEvening

sys.path.insert(0, str(Path(__file__).parent.parent / "cli"))
from sample_evenings import kept_evening, played_evening

NAMES4 = ["Anna", "Bob", "Carla", "Dirk"]


async def test_from_the_start_screen_with_both_kinds_of_evening() -> None:
    played_evening(["Piet", "Joke", "Kees"], 3)
    kept_evening(NAMES4)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, StartScreen)
        await pilot.press("s")
        await settle(pilot)
        assert isinstance(app.screen, StatsScreen)
        text = screen_text(app)
        assert "Statistieken per speler" in text
        # the keeper evening, worked by hand: Anna took a Prise and lost it; her deals -72 and -168
        anna = next(line for line in text.splitlines() if line.strip().startswith("Anna "))
        assert anna.split() == ["Anna", "2", "1", "0", "1", "-120,0", "-72", "-168"]
        assert any(line.split()[:1] == ["Piet"] for line in text.splitlines())
        assert "Anna, Bob, Carla, Dirk" in text  # the newest evening is charted
        assert "(1/2)" in text
        await pilot.press("left")
        text = screen_text(app)
        assert "Piet, Joke, Kees" in text and "(2/2)" in text
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, StartScreen)


async def test_from_the_sheet_the_evening_is_charted_first() -> None:
    older = played_evening(["Piet", "Joke", "Kees"], 2, seed=5)
    kept_evening(NAMES4)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        from tarot_tui.evening import Evening

        assert older.path is not None
        app.push_screen(SheetScreen(Evening.load(older.path)))
        await settle(pilot)
        await pilot.press("s")
        await settle(pilot)
        assert isinstance(app.screen, StatsScreen)
        assert "Piet, Joke, Kees" in screen_text(app)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, SheetScreen)


async def test_from_the_keeper_sheet() -> None:
    kept_evening(NAMES4)
    newest = KeeperEvening.new(["Xan", "Yde", "Zus"], rules=Rules(), first_dealer=0)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.push_screen(KeeperSheetScreen(newest))
        await settle(pilot)
        await pilot.press("s")
        await settle(pilot)
        assert isinstance(app.screen, StatsScreen)
        text = screen_text(app)
        assert "Xan, Yde, Zus" in text and "Nog geen gespeeld spel op deze avond." in text


async def test_no_evenings_and_a_broken_one() -> None:
    broken = kept_evening(["Xavier", "Yara", "Zoe"])
    assert broken.path is not None
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        broken.path.write_text("{ not json")  # after the start screen read the saves
        app.push_screen(StatsScreen())
        await settle(pilot)
        text = screen_text(app)
        assert "Nog geen gespeelde spellen om te tellen" in text
        assert "Een bewaarde avond kon niet worden gelezen" in text
        assert "Xavier" not in text


async def test_seats_without_a_typed_name_are_left_out_and_said_so() -> None:
    """ "Speler 2" in one evening and "Speler 2" in another are not one person: the numbered names (old evenings had
    them as field text) are not rows of the players' tables; a line under the table says how many seats were left
    out, and the evening's chart still names them."""
    played_evening(["Piet", "Speler 2", "Kees"], 3)
    kept_evening(["Anna", "Speler 2", "Carla", "Player 4"])
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("s")
        await settle(pilot)
        text = screen_text(app)
        rows = [line.split()[0] for line in text.splitlines() if line.strip()]
        assert "Piet" in rows and "Anna" in rows
        assert not any(line.strip().startswith(("Speler 2", "Player 4")) for line in text.splitlines())
        assert "3 weggelaten" in text
        assert "Anna, Speler 2, Carla, Player 4" in text  # the chart's evening


async def test_only_seats_without_a_typed_name_is_not_nothing_played() -> None:
    kept_evening(["Speler 1", "Speler 2", "Speler 3", "Speler 4"])
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("s")
        await settle(pilot)
        text = " ".join(screen_text(app).split())
        assert "4 weggelaten" in text and "Nog geen gespeelde spellen" not in text


async def test_the_chart_title_dates_as_the_catalogue_says() -> None:
    """The chart's title writes the evening's date as the rest of the app does (07-12-2026 in Dutch), not ISO."""
    from datetime import datetime

    kept = kept_evening(NAMES4)
    created = datetime.fromisoformat(kept.save.created).astimezone()
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("s")
        await settle(pilot)
        assert isinstance(app.screen, StatsScreen)
        assert f"Avond van {created.strftime('%d-%m-%Y %H:%M')}:" in screen_text(app)
