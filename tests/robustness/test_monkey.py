"""The monkey: random keys (some in bursts that arrive before the app has handled the first), clicks, typing and
terminal sizes, with now and then a move a player would make so
the run reaches real deals through the new-evening form. Fails on any exception in the app, or on a save that
no longer loads (issue 12). A few seeds in CI (about a minute in all); many more under the soak marker."""

from __future__ import annotations

import asyncio
import contextlib
import random
from pathlib import Path

import pytest
from harness import make_app, settle, step
from textual.events import Key
from textual.pilot import OutOfBounds

from tarot_tui.app.app import TooSmallScreen
from tarot_tui.app.screens.draw import DrawScreen
from tarot_tui.app.screens.setup import SetupScreen
from tarot_tui.app.screens.sheet import SheetScreen
from tarot_tui.app.screens.start import StartScreen
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.persistence import list_evenings, read_save

KEYS = [
    *"abcdefghijklmnopstuvwxyz0123456789",
    *"-+[]/\\.,?",
    "enter", "escape", "tab", "shift+tab", "space", "backspace", "delete", "up", "down", "left", "right",
    "home", "end", "pageup", "pagedown", "ctrl+s", "f1", "question_mark",
]  # fmt: skip
"""Every key but those that quit (q on the start screen, ctrl+q, ctrl+c): the run would end early."""
BURST_KEYS = ["n", "l", "k", "s", "r", "i", "v", "a", "b", "0", "1", "2", "escape", "f1", "ctrl+s", "down", "tab", "u"]
"""Keys that open or close a screen somewhere, for the bursts (and "enter", "space")."""
TEXTS = ["-", "+", "9" * 4301, "[/]", "Piet[/b]", "[red]Rood", "\x1b[2J", "0", "201", "12", "Anna", " ", "é" * 40]
SEEN: list[str] = []
SIZES = [(80, 24), (100, 32), (120, 40), (60, 20), (40, 12), (200, 60)]


async def monkey(seed: int, events: int) -> dict[str, int]:
    """One run of ``events`` random events; returns how many of each kind were made."""
    rng = random.Random(seed)
    tried = {"keys": 0, "bursts": 0, "clicks": 0, "texts": 0, "resizes": 0, "moves": 0, "deals": 0}
    app = make_app(seed)
    async with app.run_test(size=rng.choice(SIZES)) as pilot:
        await settle(pilot)
        for _ in range(events):
            if not app.is_running:
                break
            screen = app.screen
            SEEN.append(type(screen).__name__)
            roll = rng.random()
            if roll < 0.45:
                await purposeful(pilot, rng)
                tried["moves"] += 1
            elif roll < 0.6:
                key = rng.choice(KEYS)
                if key == "q" and isinstance(screen, StartScreen):
                    continue
                await pilot.press(key)
                tried["keys"] += 1
            elif roll < 0.7:
                # A burst, as quick fingers or a bouncing key send it: the keys arrive before the app has handled
                # the first (the same key twice opened two screens with one id and stopped the game).
                burst = [rng.choice(["enter", "space", *BURST_KEYS]) for _ in range(rng.randint(2, 4))]
                if "q" in burst:
                    continue
                for key in burst:
                    app.post_message(Key(key, key if len(key) == 1 else None))
                    await asyncio.sleep(0)
                tried["bursts"] += 1
            elif roll < 0.85:
                width, height = app.size
                with contextlib.suppress(OutOfBounds):  # the size changed under it
                    await pilot.click(offset=(rng.randrange(width), rng.randrange(height)))
                tried["clicks"] += 1
            elif roll < 0.95:
                focused = app.focused
                if focused is not None and hasattr(focused, "insert_text_at_cursor"):
                    focused.insert_text_at_cursor(rng.choice(TEXTS))  # what a paste does
                else:
                    await pilot.press(*rng.choice(["abc", "12", "-"]))
                tried["texts"] += 1
            else:
                await pilot.resize_terminal(*rng.choice(SIZES))
                tried["resizes"] += 1
            await settle(pilot)
        table = next((s for s in app.screen_stack if isinstance(s, TableScreen)), None)
        if table is not None:
            tried["deals"] = len(table.evening.match.deals)
    # Every save the run made still loads.
    infos, errors = list_evenings()
    assert errors == [], [str(e) for e in errors]
    for info in infos:
        read_save(info.path)
    return tried


async def purposeful(pilot: object, rng: random.Random) -> None:
    """What a player would do next: start a new evening, fill in the form and start, or make the move asked."""
    app = pilot.app  # type: ignore[attr-defined]
    screen = app.screen
    if isinstance(screen, StartScreen):
        await pilot.press("n")  # type: ignore[attr-defined]
    elif isinstance(screen, SetupScreen):
        if rng.random() < 0.5:
            screen.query_one("#deals").value = rng.choice(["", "2", "-", "+", "0", "99999"])
        for seat in range(5):
            if rng.random() < 0.3:
                screen.query_one(f"#name-{seat}").value = rng.choice(TEXTS)[:16]
        await pilot.press("ctrl+s")  # type: ignore[attr-defined]
        await settle(pilot)  # type: ignore[arg-type]
        if isinstance(app.screen, SetupScreen):  # refused: put sensible values back and start
            for seat in range(5):
                app.screen.query_one(f"#name-{seat}").value = f"P{seat}"
            app.screen.query_one("#deals").value = "3"
            await pilot.press("ctrl+s")  # type: ignore[attr-defined]
    elif isinstance(screen, TableScreen):
        await step(pilot, rng)  # type: ignore[arg-type]
    elif isinstance(screen, DrawScreen):
        await pilot.press("enter")  # type: ignore[attr-defined]
    elif isinstance(screen, TooSmallScreen):
        await pilot.resize_terminal(100, 32)  # type: ignore[attr-defined]
    elif isinstance(screen, SheetScreen) or screen.is_modal:
        await pilot.press("enter")  # type: ignore[attr-defined]  # a deal's sheet, a question: go on
    else:
        await pilot.press("escape")  # type: ignore[attr-defined]  # back from the rules, the settings


@pytest.mark.parametrize("seed", [1, 2, 3])
async def test_the_monkey_breaks_nothing(data_dir: Path, seed: int) -> None:
    tried = await monkey(seed, events=100)
    print(seed, tried)
    assert tried["moves"] > 0 and tried["deals"] >= 1


@pytest.mark.soak
@pytest.mark.parametrize("seed", range(10, 40))
async def test_the_monkey_for_longer(data_dir: Path, seed: int) -> None:
    tried = await monkey(seed, events=600)
    print(seed, tried)
