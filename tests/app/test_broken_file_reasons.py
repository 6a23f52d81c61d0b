"""A save or a settings file that cannot be used is told on the start screen in the player's language: the
sentence of the problem's kind, never the reader's technical English ("Invalid JSON", "line 72", "record")."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from harness import screen_text
from textual.pilot import Pilot

from broken_files import BREAKS, ENGLISH_WORDS, SETTINGS_GARBAGE, reason_part, saved_evening
from tarot_tui.app.app import TarotApp
from tarot_tui.i18n import Lang, file_reason

BROKEN_SAVE = {"nl": "Een bewaarde avond kon niet worden gelezen (", "en": "A saved evening could not be read ("}
BROKEN_SETTINGS = {
    "nl": "De instellingen waren niet allemaal bruikbaar (",
    "en": "The settings could not all be used (",
}


async def scanned(pilot: Pilot[int]) -> None:
    """Wait until the start screen has read the saves (on a worker thread) and shown what it found."""
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


def problem_line(text: str, start: str) -> str:
    """The problem that begins with ``start``, its lines (wrapped to the screen) joined again."""
    joined = " ".join(text.split())
    assert joined.count(start) == 1, text
    return joined[joined.index(start) :]


def app_in(lang: Lang) -> TarotApp:
    return TarotApp(lang=lang if lang == "en" else None, rng=random.Random(1))


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("kind", list(BREAKS))
async def test_a_broken_save_is_told_in_the_players_language(kind: str, lang: Lang) -> None:
    path = saved_evening()
    BREAKS[kind](path)
    app = app_in(lang)
    async with app.run_test(size=(200, 40)) as pilot:
        await scanned(pilot)
        shown = reason_part(problem_line(screen_text(app), BROKEN_SAVE[lang]))
    assert shown == BROKEN_SAVE[lang] + file_reason(kind, lang) + ")"
    assert not [word for word in ENGLISH_WORDS if word in shown]


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_a_settings_file_of_garbage_is_told_in_the_players_language(data_dir: Path, lang: Lang) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "settings.json").write_text(SETTINGS_GARBAGE, encoding="utf-8")
    app = app_in(lang)
    async with app.run_test(size=(200, 40)) as pilot:
        await scanned(pilot)
        shown = reason_part(problem_line(screen_text(app), BROKEN_SETTINGS[lang]))
    assert shown == BROKEN_SETTINGS[lang] + file_reason("damaged", lang) + ")"
    assert not [word for word in ENGLISH_WORDS if word in shown]
