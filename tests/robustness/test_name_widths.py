"""Names whose width the terminal and the layout disagree on (issue 25, item 6): a composed emoji (joined by a
zero-width joiner, with a variation selector, a skin tone, a keycap, or a flag) shifted the question box's right
border by two cells. Such a name is refused wherever a name is typed (the new-evening form, the score keeper, the
lessons' learner) with one sentence in the player's language, and wherever one is read (a save, a kept evening, the
lessons' progress), as a name with a control character already was."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from harness import make_app, settle
from textual.widgets import Input, Static

from tarot_tui.app.screens.keeper import KeeperSetupScreen
from tarot_tui.app.screens.lessons import LessonsScreen
from tarot_tui.app.screens.setup import SetupScreen
from tarot_tui.engine import Rules
from tarot_tui.evening import Evening
from tarot_tui.i18n import CATALOGUES, set_language
from tarot_tui.persistence import SaveError, evenings_dir, name_problem, names_problem, read_save
from tarot_tui.persistence.lessons import load_progress

COMPOSED = [
    "👨\u200d👩\u200d👧\u200d👦",  # a family: four emoji joined by zero-width joiners
    "❤\ufe0fEva",  # a heart with the emoji variation selector
    "👍\U0001f3fdTom",  # a thumb with a skin tone
    "1\ufe0f\u20e3 Kees",  # a keycap
    "🇳🇱 Piet",  # a flag: two regional indicators
    "Ans\ufe0e",  # the text variation selector
]
ALLOWED = ["👍", "❤ Eva", "Zoë", "Zoe\u0301", "日本", "[b]Bob", "♠ Anna"]


@pytest.mark.parametrize("name", COMPOSED)
def test_a_composed_emoji_is_refused(name: str) -> None:
    assert name_problem(name) == "composed"
    assert names_problem(["Anna", name, "Bram"]) == (1, "composed")


@pytest.mark.parametrize("name", ALLOWED)
def test_a_single_emoji_letters_and_accents_stay_allowed(name: str) -> None:
    assert name_problem(name) is None


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_the_new_evening_form_refuses_it_in_one_sentence(lang: str) -> None:
    app = make_app(1, lang=lang)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("n")
        await settle(pilot)
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        setup.query_one("#name-2", Input).value = "👍\U0001f3fdTom"
        await settle(pilot)
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert app.screen is setup  # nothing started
        sentence = CATALOGUES[lang]["ui.setup.error_composed_name"].format(number=3)  # type: ignore[union-attr]
        assert str(setup.query_one("#error", Static).render()) == sentence
    assert not evenings_dir().exists() or not list(evenings_dir().glob("*.json"))


async def test_the_score_keeper_refuses_it() -> None:
    app = make_app(1, lang="en")
    async with app.run_test(size=(120, 45)) as pilot:
        await pilot.press("k")
        await settle(pilot)
        keeper = app.screen
        assert isinstance(keeper, KeeperSetupScreen)
        keeper.query_one("#name-0", Input).value = "❤\ufe0fEva"
        await settle(pilot)
        keeper.action_start()
        await settle(pilot)
        assert app.screen is keeper
        sentence = CATALOGUES["en"]["ui.setup.error_composed_name"].format(number=1)  # type: ignore[union-attr]
        assert str(keeper.query_one("#error", Static).render()) == sentence


async def test_the_lessons_refuse_it_as_the_learners_name(data_dir: Path) -> None:
    app = make_app(1)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("l")
        await settle(pilot)
        lessons = app.screen
        assert isinstance(lessons, LessonsScreen)
        lessons.query_one("#learner", Input).value = "👨\u200d👩\u200d👧\u200d👦"
        await settle(pilot)
        notes = str(lessons.query_one("#lesson-notes", Static).render())
        assert CATALOGUES["nl"]["lesson.name_problem.composed"] in notes
        lessons.start(lessons.lessons[0])
        await settle(pilot)
        assert app.screen is lessons  # no lesson started
    assert not (data_dir / "lessons.json").exists()


@pytest.mark.parametrize("name", COMPOSED)
def test_a_save_holding_one_is_refused_and_kept_aside(name: str) -> None:
    """As a save holding a control character in a name: kept aside, the reason names the seat."""
    evening = Evening.new(["Anna", "Bram", "Cees"], ["human"] * 3, rules=Rules(), first_dealer=0, rng=random.Random(1))
    path = evening._target()
    data = json.loads(path.read_text("utf-8"))
    data["names"][1] = name
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(SaveError, match="seat 2") as caught:
        read_save(path)
    assert caught.value.path is not None and caught.value.path.exists() and not path.exists()


def test_the_lessons_progress_holding_one_is_refused(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "lessons.json").write_text(json.dumps({"players": {"👍\U0001f3fdTom": {"done": {}}}}), "utf-8")
    loaded = load_progress()
    assert loaded.problem is not None and "composed" in loaded.problem
    assert not loaded.progress.players
    (data_dir / "lessons.json").write_text(json.dumps({"last_player": "🇳🇱 Piet"}), "utf-8")
    assert load_progress().problem is not None
    set_language("nl")
