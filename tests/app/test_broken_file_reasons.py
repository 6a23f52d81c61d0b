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
from tarot_tui.i18n import Lang, file_reason, linked_folder, t

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


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_a_data_folder_that_is_a_link_is_told_once_on_the_start_screen(
    data_dir: Path, tmp_path: Path, lang: Lang
) -> None:
    """One sentence for the settings, the lessons and the evenings alike: which folder, that it is a link, what to
    do; not the settings' and the evenings' sentences of a folder that cannot be used beside it."""
    real = tmp_path / "real"
    real.mkdir()
    data_dir.symlink_to(real)
    app = app_in(lang)
    async with app.run_test(size=(200, 40)) as pilot:  # (at 80x24 it takes four lines with a home's folders)
        await scanned(pilot)
        text = " ".join(screen_text(app).split())
        await pilot.press("s")  # the statistics: the sentence, and not "no played deals yet" above it
        await scanned(pilot)
        stats = " ".join(screen_text(app).split())
    told = linked_folder(data_dir, real.resolve(), lang=lang)
    bare = "".join(told.split())  # (a long folder is wrapped anywhere in it: compared without the spaces)
    assert "".join(text.split()).count(bare) == 1, text
    assert BROKEN_SAVE[lang] not in text and BROKEN_SETTINGS[lang] not in text
    assert "".join(stats.split()).count(bare) == 1 and t("stats.none_app", lang) not in stats, stats
