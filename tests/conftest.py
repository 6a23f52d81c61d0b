"""Fixtures for every test: the command line's language never comes from the machine running the tests; another
window of the game can hold an evening open (``other_window``)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterator

import pytest
import textual.app

from other_window import OtherWindows

KEY_IDLE_STEP = 0.005


async def wait_for_idle_after_a_key(min_sleep: float = 0, max_sleep: float = 1) -> None:
    """Textual's ``wait_for_idle`` (``textual._wait``) in steps of 5 ms instead of 20, with the same test (a step
    that used under a twentieth of its time in CPU): a key's work is still waited for, but four times sooner when
    there is none. Textual's pilot waits for idle twice after every key it presses (then for the screen to handle
    its messages); ``pilot.pause()`` keeps Textual's own 20 ms, longer than a frame, which some tests wait for."""
    start = time.monotonic()
    while True:
        cpu = time.process_time()
        await asyncio.sleep(KEY_IDLE_STEP)
        elapsed = time.monotonic() - start
        if elapsed >= max_sleep or (elapsed > min_sleep and time.process_time() - cpu < KEY_IDLE_STEP / 20):
            return


# the one the pilot's key presses use (App._press_keys); textual.app imports it from textual._wait, not as its own
textual.app.wait_for_idle = wait_for_idle_after_a_key  # type: ignore[attr-defined]


@pytest.fixture(autouse=True)
def neutral_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    """No English locale of a developer's machine or a CI runner: ``tarot-tui`` speaks Dutch unless a test asks
    (the command line takes its language from LC_ALL, LC_MESSAGES and LANG, ``cli.common.chosen_language``)."""
    monkeypatch.setenv("LANG", "C.UTF-8")
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture(autouse=True)
def enter_answers_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The pilot presses keys faster than any person reads: Enter answers what came up at once
    (``tarot_tui.app.settling``; its own tests, ``tests/app/test_enter_too_soon.py``, set the wait back)."""
    from tarot_tui.app import settling

    monkeypatch.setattr(settling, "SETTLE", 0.0)


@pytest.fixture
def other_window() -> Iterator[Callable[..., None]]:
    """``other_window(path)`` (or ``other_window(path, "keeper")``): another copy of the game opens that evening and
    keeps it open until the test ends."""
    windows = OtherWindows()
    yield windows.hold
    windows.close()
