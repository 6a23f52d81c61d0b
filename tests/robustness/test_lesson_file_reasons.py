"""A lesson file that cannot be used is told on the lessons screen in the player's language: the sentence of the
problem's kind and the file's name, never the loader's technical English ("Invalid JSON", "learner seat")."""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from harness import screen_text, settle

from tarot_tui.app.app import TarotApp
from tarot_tui.app.screens.lessons import LessonsScreen
from tarot_tui.i18n import CATALOGUES, Lang, file_reason
from tarot_tui.lessons import LessonError, course
from tarot_tui.lessons.course import MAX_LESSON_BYTES

course_module = importlib.import_module("tarot_tui.lessons.course")  # (the package's ``course`` is the function)

STORED = Path(str(course_module.__file__)).parent / "data"
FIRST = sorted(STORED.glob("*.json"))[0]


def cut(folder: Path) -> None:
    (folder / FIRST.name).write_bytes(FIRST.read_bytes()[:200])


def too_large(folder: Path) -> None:
    (folder / FIRST.name).write_bytes(b" " * (MAX_LESSON_BYTES + 1))


def learner_away(folder: Path) -> None:
    (folder / FIRST.name).write_bytes(FIRST.read_bytes().replace(b'"learner": 0', b'"learner": 4'))


def misnamed(folder: Path) -> None:
    (folder / "01-another.json").write_bytes(FIRST.read_bytes())


def unreadable(folder: Path) -> None:
    (folder / FIRST.name).mkdir()


BREAKS: dict[str, tuple[Callable[[Path], None], str]] = {
    "cut off": (cut, "damaged"),
    "too large": (too_large, "too_large"),
    "learner not at the table": (learner_away, "wrong_shape"),
    "another name": (misnamed, "wrong_shape"),
    "a folder": (unreadable, "no_access"),
}
ENGLISH_WORDS = ("Invalid", "JSON", "learner", "larger than", "expected", "kB", "Errno", "directory")


@pytest.fixture
def lessons_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The course read from a folder of the test's (empty until a test fills it), with no course cached."""
    folder = tmp_path / "lessons"
    folder.mkdir()
    monkeypatch.setattr(course_module, "lesson_folder", lambda: folder)
    course.cache_clear()
    yield folder
    course.cache_clear()


@pytest.mark.parametrize("kind", list(BREAKS))
def test_a_lesson_file_that_cannot_be_used_says_its_kind_and_its_name(lessons_in: Path, kind: str) -> None:
    if FIRST.read_bytes().count(b'"learner": 0') != 1:
        pytest.skip("the first lesson's learner is not seat 0 any more")
    make, reason = BREAKS[kind]
    make(lessons_in)
    with pytest.raises(LessonError) as caught:
        course()
    assert caught.value.reason == reason
    assert caught.value.file in (FIRST.name, "01-another.json")


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_a_broken_lesson_is_told_in_the_players_language(lessons_in: Path, lang: Lang) -> None:
    cut(lessons_in)
    app = TarotApp(lang=lang if lang == "en" else None, rng=random.Random(1))
    async with app.run_test(size=(200, 40)) as pilot:
        await settle(pilot)
        await pilot.press("l")
        await settle(pilot)
        assert isinstance(app.screen, LessonsScreen)
        text = " ".join(screen_text(app).split())
    start = CATALOGUES[lang]["lesson.course_broken"].split("{")[0]
    assert start in text, text
    shown = text[text.index(start) :]
    assert FIRST.name in shown and file_reason("damaged", lang) in shown
    assert not [word for word in ENGLISH_WORDS if word in shown], shown
