"""Pilot tests of the screens around the table: start, setup, resume, broken saves, quitting, sizes, language."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from harness import fast_forward, make_app, new_evening, screen_text, settle, step, table_screen

from tarot_tui.app.app import TarotApp, TooSmallScreen
from tarot_tui.app.screens.dialogs import ConfirmScreen
from tarot_tui.app.screens.settings import SettingsScreen
from tarot_tui.app.screens.setup import SetupScreen
from tarot_tui.app.screens.start import StartScreen
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.menu import Menu
from tarot_tui.engine import Phase
from tarot_tui.evening import Evening
from tarot_tui.persistence import AppSettings, load_settings


async def test_start_screen_offers_every_way_in() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        text = screen_text(app)
        for word in ("Nieuwe avond", "Verder met een bewaarde avond", "Spelregels", "Instellingen", "Afsluiten"):
            assert word in text
        assert not app.screen.query_one(Menu).is_enabled("resume")  # nothing saved yet


async def test_setup_refuses_duplicate_names() -> None:
    """A name left empty is the seat's numbered name (its grey placeholder, "Speler 1"), so typing that name at
    another seat is a name twice."""
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press("n")
        assert isinstance(app.screen, SetupScreen)
        app.screen.query_one("#name-1").value = "speler 1"  # type: ignore[attr-defined]
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, SetupScreen)
        assert "eigen naam" in screen_text(app)
        app.screen.query_one("#deals").value = "500"  # type: ignore[attr-defined]
        app.screen.query_one("#name-1").value = "Bram"  # type: ignore[attr-defined]
        await pilot.press("ctrl+s")
        assert "tussen 1 en 200" in screen_text(app)


async def test_resume_at_the_same_card_after_a_kill(data_dir: Path) -> None:
    """Nothing is lost: the evening is saved after every action, and a new start resumes mid-trick."""
    app = make_app(4)
    async with app.run_test(size=(100, 32)):
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"])
        evening.directory = data_dir / "evenings"
        evening.persist()
        deal = fast_forward(evening, lambda d: len(d.tricks) == 4 and len(d.trick_cards) == 2, random.Random(4))
        history = list(deal.history)
        trick = list(deal.trick_cards)
    # The first app is gone without a goodbye, as if the terminal was closed.
    app = make_app(5)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)  # the saves are read on a worker thread
        start = app.screen
        assert isinstance(start, StartScreen)
        assert start.query_one(Menu).is_enabled("resume")
        assert "Anna, Bram, Cees, Dirk" in screen_text(app)
        await pilot.press("v")
        await settle(pilot)
        table = table_screen(app)
        resumed = table.evening.deal
        assert resumed is not None
        assert resumed.history == history and resumed.trick_cards == trick
        assert resumed.phase is Phase.TRICKS
        steps = [await step(pilot, random.Random(1)) for _ in range(3)]
        assert "play" in steps or "handover" in steps


async def test_broken_save_is_kept_aside_and_reported(data_dir: Path) -> None:
    folder = data_dir / "evenings"
    folder.mkdir(parents=True)
    (folder / "20260101-000000-000000.json").write_text('{"format_version": 1, "names": ["half', encoding="utf-8")
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, StartScreen)
        assert "kon niet worden gelezen" in screen_text(app)
        assert not app.screen.query_one(Menu).is_enabled("resume")
    kept = [p.name for p in folder.iterdir()]
    assert len(kept) == 1 and ".broken-" in kept[0]


async def test_quitting_mid_deal_asks_first() -> None:
    app = make_app(6)
    async with app.run_test(size=(100, 32)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees"])
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        await pilot.pause()
        assert app.is_running and not isinstance(app.screen, ConfirmScreen)
        await pilot.press("ctrl+q")
        await pilot.pause()
        await pilot.press("j")
        await pilot.pause()
    assert app.return_value == 0


async def test_leaving_the_table_asks_and_keeps_the_evening() -> None:
    app = make_app(6)
    async with app.run_test(size=(100, 32)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees"])
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        await step(pilot, random.Random(1))  # lift the curtain
        table = table_screen(app)
        table.action_leave()
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert "Alles is bewaard" in screen_text(app)
        await pilot.press("j")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert evening.path is not None and Evening.load(evening.path).current is not None


async def test_too_small_terminal_gets_a_message_then_recovers() -> None:
    app = make_app()
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        assert "te klein" in screen_text(app)
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)


async def test_too_small_in_a_browser_says_to_zoom_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """Under ``tarot-tui serve`` a window holds fewer cells than 80×24 because of its size and the browser's zoom:
    "make it 80 × 24 characters" asks for what a browser has no setting for; zooming out is what helps."""
    monkeypatch.setattr(TarotApp, "is_web", property(lambda app: True))
    app = make_app()
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        assert "Ctrl" in screen_text(app) and "te klein" in screen_text(app)


async def test_english_on_request() -> None:
    app = TarotApp(settings=AppSettings(bot_pace=0), lang="en", rng=random.Random(1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "New evening" in text and "Nieuwe avond" not in text


async def test_settings_switch_language_and_are_saved() -> None:
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press("i")
        assert isinstance(app.screen, SettingsScreen)
        app.screen.query_one("#lang").value = "en"  # type: ignore[attr-defined]
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert "New evening" in screen_text(app)
    assert load_settings().lang == "en"


async def test_a_seat_switches_to_a_computer_between_deals() -> None:
    """A friend leaves: on the score sheet between deals, his seat becomes a computer player."""
    from harness import sheet_shown

    from tarot_tui.app.screens.seats import SeatsScreen

    app = make_app(9)
    async with app.run_test(size=(100, 32)) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees"], deals_planned=3)
        fast_forward(evening, lambda d: False, random.Random(9))
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        await pilot.press("enter")  # the deal's score, then the sheet before the next deal, in its place
        await settle(pilot)
        assert sheet_shown(app, final=False)
        await pilot.press("p")
        await settle(pilot)
        assert isinstance(app.screen, SeatsScreen)
        app.screen.query_one("#seat-2").value = "beginner"  # type: ignore[attr-defined]
        await pilot.click("#save")
        await settle(pilot)
        assert evening.save.seats == ["human", "human", "beginner"]
        assert Evening.load(evening.path).save.seats[2] == "beginner"  # type: ignore[arg-type]


async def test_the_settings_arrows_go_from_field_to_field_and_a_list_opens_with_enter() -> None:
    """↓/↑ in the settings go to the next or previous field, as Tab does, and open no list (Textual's drop-down
    opened on ↓); Enter opens one, and inside it the arrows move."""
    from textual.widgets import Select

    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press("i")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        language = screen.query_one("#lang", Select)
        language.focus()
        await pilot.pause()
        await pilot.press("down")
        await pilot.pause()
        assert not language.expanded and screen.focused is screen.query_one("#hints")
        await pilot.press("up")
        await pilot.pause()
        assert screen.focused is language and not language.expanded
        await pilot.press("enter")
        await pilot.pause()
        assert language.expanded
        await pilot.press("down", "enter")
        await pilot.pause()
        assert not language.expanded and language.value == "en"
