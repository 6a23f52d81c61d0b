"""Start-up: the first frame needs neither pydantic nor the engine; the settings file is validated and the saved
evenings are looked for after it, without moving the menu; a settings file that cannot be used is reported and
kept aside."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from harness import new_evening, screen_text
from textual.pilot import Pilot

from tarot_tui.app.app import TarotApp
from tarot_tui.app.screens.start import StartScreen
from tarot_tui.app.widgets.menu import Menu
from tarot_tui.i18n import current_language
from tarot_tui.persistence import AppSettings, load_settings, read_settings_file, settings_from


def test_the_first_frame_imports_neither_pydantic_nor_the_engine(tmp_path: Path) -> None:
    """What the game has loaded when the start screen starts its scan for saves, after its first frames."""
    code = (
        "import asyncio, json, sys\n"
        "from tarot_tui.__main__ import build_parser\n"
        "from tarot_tui.app.app import TarotApp\n"
        "from tarot_tui.app.screens.start import StartScreen\n"
        "loaded = []\n"
        "HEAVY = ('pydantic', 'tarot_tui.engine', 'tarot_tui.persistence.saves', 'tarot_tui.i18n.names')\n"
        "def scan(self):\n"
        "    loaded.extend(m for m in sys.modules if m.startswith(HEAVY))\n"
        "    self.app.exit()\n"
        "StartScreen.scan_saves = scan\n"
        "async def main():\n"
        "    async with TarotApp().run_test(size=(100, 32)) as pilot:\n"
        "        await pilot.pause()\n"
        "asyncio.run(main())\n"
        "print(json.dumps(sorted(loaded)))\n"
    )
    env = {"TAROT_TUI_DATA_DIR": str(tmp_path / "data"), "PATH": ""}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)
    assert json.loads(out.stdout) == []


async def scanned(pilot: Pilot[int]) -> None:
    """Wait until the start screen has read the saves (on a worker thread) and shown what it found."""
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


def _write_settings(data_dir: Path, text: str) -> Path:
    data_dir.mkdir(parents=True, exist_ok=True)
    path = data_dir / "settings.json"
    path.write_text(text, encoding="utf-8")
    return path


async def test_the_first_frame_speaks_the_language_of_the_settings_file(data_dir: Path) -> None:
    _write_settings(data_dir, json.dumps({"lang": "en", "bot_pace": 0}))
    app = TarotApp(rng=random.Random(1))
    assert current_language() == "en"  # before any frame, without pydantic
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert "New evening" in screen_text(app)
        assert app.settings.lang == "en" and app.settings.bot_pace == 0
        assert app.settings_problem is None


async def test_lang_on_the_command_line_wins_over_the_file(data_dir: Path) -> None:
    _write_settings(data_dir, json.dumps({"lang": "nl", "hints": False}))
    app = TarotApp(lang="en", rng=random.Random(1))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert "New evening" in screen_text(app)
        assert app.settings.lang == "en" and app.settings.hints is False


async def test_a_broken_settings_file_is_reported_and_kept_aside(data_dir: Path) -> None:
    path = _write_settings(data_dir, '{"lang": "en", "hints": tru')
    app = TarotApp(rng=random.Random(1))
    async with app.run_test(size=(120, 40)) as pilot:
        await scanned(pilot)
        assert isinstance(app.screen, StartScreen)
        text = screen_text(app)
        assert "Nieuwe avond" in text  # not JSON at all: the defaults, Dutch among them
        assert "De instellingen waren niet allemaal bruikbaar" in text
        assert app.settings == AppSettings()
    kept = [p for p in data_dir.iterdir() if p.name.startswith("settings.broken-")]
    assert not path.exists() and len(kept) == 1
    assert kept[0].read_text(encoding="utf-8") == '{"lang": "en", "hints": tru'  # nothing lost


async def test_a_wrong_value_gives_way_to_its_default_and_the_rest_is_kept(data_dir: Path) -> None:
    _write_settings(data_dir, json.dumps({"lang": "en", "hints": False, "bot_pace": 99}))
    app = TarotApp(rng=random.Random(1))
    async with app.run_test(size=(120, 40)) as pilot:
        await scanned(pilot)
        text = screen_text(app)
        assert "New evening" in text
        shown = " ".join(text.split())  # the problem's lines, wrapped to the screen, joined again
        assert "The settings could not all be used (it holds a value of the wrong kind, or out of bounds)" in shown
        assert app.settings == AppSettings(lang="en", hints=False)
    assert [p.name.startswith("settings.broken-") for p in data_dir.glob("settings*")] == [True]


def test_settings_from_a_file_that_cannot_be_moved(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A broken file that cannot be moved aside stays where it is; the problem is still told."""
    import tarot_tui.persistence.settings as settings_module

    path = _write_settings(tmp_path, '["not", "an", "object"]')

    def refuse(_: Path) -> Path:
        raise PermissionError("read-only")

    monkeypatch.setattr(settings_module, "quarantine", refuse)
    loaded = settings_from(read_settings_file(path))
    assert loaded.settings == AppSettings() and loaded.moved_to is None
    assert loaded.problem == "not a JSON object" and path.exists()


def test_no_settings_file_is_no_problem(data_dir: Path) -> None:
    loaded = settings_from(read_settings_file())
    assert loaded.settings == AppSettings() and loaded.problem is None
    assert load_settings() == AppSettings()


async def test_the_saved_evening_is_found_after_a_frame_and_the_menu_does_not_move(data_dir: Path) -> None:
    """The resume row is on the first frame, disabled; the scan runs after a frame has gone out (outside Textual's
    start-up batch, whose frame is never written) and enables it in the same place."""
    seed_app = TarotApp(settings=AppSettings(bot_pace=0), rng=random.Random(1))
    async with seed_app.run_test(size=(100, 32)):
        evening = new_evening(seed_app, ["Anna", "Bram", "Cees"])
        evening.directory = data_dir / "evenings"
        evening.persist()

    seen: list[tuple[bool, object, bool]] = []  # at the scan: resume disabled, its place, a frame written
    frames: list[int] = []
    real_scan = StartScreen.scan_saves
    app = TarotApp(rng=random.Random(1))
    real_display = app._display

    def display(screen: object, renderable: object) -> None:
        if renderable is not None and not app._batch_count:
            frames.append(1)
        real_display(screen, renderable)  # type: ignore[arg-type]

    def scan(self: StartScreen) -> None:
        menu = self.query_one(Menu)
        seen.append((not menu.is_enabled("resume"), menu.entry_region("resume"), bool(frames)))
        real_scan(self)

    app._display = display  # type: ignore[method-assign]
    StartScreen.scan_saves = scan  # type: ignore[method-assign]
    try:
        async with app.run_test(size=(100, 32)) as pilot:
            await scanned(pilot)
            assert "Anna, Bram, Cees" in screen_text(app)
            menu = app.screen.query_one(Menu)
            after = (not menu.is_enabled("resume"), menu.entry_region("resume"))
    finally:
        StartScreen.scan_saves = real_scan  # type: ignore[method-assign]
    disabled, region, shown = seen[0]
    assert shown, "the saves were scanned before any frame was written"
    assert disabled and not after[0]
    assert region == after[1]
