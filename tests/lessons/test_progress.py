"""Each player's progress through the lessons (``persistence.lessons``): saved and read back, and a hostile or
broken progress file kept aside and reported in one sentence, never a traceback (issue 15)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from harness import make_app, screen_text, settle
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarot_tui.app.screens.lessons import LessonsScreen
from tarot_tui.i18n import CATALOGUES, file_reason
from tarot_tui.persistence.lessons import (
    MAX_PLAYERS,
    MAX_PROGRESS_BYTES,
    LessonProgress,
    load_progress,
    progress_path,
    save_progress,
)


def test_progress_is_saved_and_read_back(data_dir: Path) -> None:
    progress = LessonProgress()
    progress.record("Anna", "cards", 2)
    progress.record("anna", "cards", 1)  # the same player (case ignored); the fewest corrections are kept
    progress.record("Anna", "cards", 3)
    progress.record("Bram", "excuse", 0)
    assert save_progress(progress)
    loaded = load_progress()
    assert loaded.problem is None and loaded.moved_to is None
    assert loaded.progress == progress
    assert loaded.progress.done("ANNA") == {"cards": progress.done("Anna")["cards"]}
    assert loaded.progress.done("Anna")["cards"].corrections == 1
    assert loaded.progress.last_player == "Bram"
    assert loaded.progress.done("Carla") == {}


def test_no_file_is_no_progress_and_no_problem(data_dir: Path) -> None:
    loaded = load_progress()
    assert loaded.progress == LessonProgress() and loaded.problem is None


def test_a_name_no_player_may_have_is_not_recorded() -> None:
    progress = LessonProgress()
    for name in ("", "  Anna", "A" * 40, "Anna\x1b[2J", "Anna\u202e"):
        with pytest.raises(ValueError):
            progress.record(name, "cards", 0)
    with pytest.raises(ValueError):
        progress.record("Anna", "../cards", 0)
    assert progress.players == {}


def test_the_oldest_learner_makes_room_on_a_full_file() -> None:
    progress = LessonProgress()
    for number in range(MAX_PLAYERS + 5):
        progress.record(f"P{number}", "cards", 0)
    assert len(progress.players) == MAX_PLAYERS
    assert "P0" not in progress.players and f"P{MAX_PLAYERS + 4}" in progress.players
    LessonProgress.model_validate_json(progress.model_dump_json())  # still a file that can be read


HOSTILE: dict[str, bytes] = {
    "not json": b"{ this is not json",
    "empty": b"",
    "a list": b"[1, 2, 3]",
    "null": b"null",
    "not utf-8": b"\xff\xfe\x00{",
    "wrong version": json.dumps({"version": 7, "players": {}}).encode(),
    "players a list": json.dumps({"players": ["Anna"]}).encode(),
    "done a list": json.dumps({"players": {"Anna": {"done": ["cards"]}}}).encode(),
    "negative corrections": json.dumps({"players": {"Anna": {"done": {"cards": {"corrections": -1}}}}}).encode(),
    "huge corrections": json.dumps({"players": {"Anna": {"done": {"cards": {"corrections": 10**30}}}}}).encode(),
    "bad lesson id": json.dumps({"players": {"Anna": {"done": {"../../etc/passwd": {}}}}}).encode(),
    "escape in a name": json.dumps({"players": {"Anna\x1b[31m": {"done": {}}}}).encode(),
    "empty name": json.dumps({"players": {"": {"done": {}}}}).encode(),
    "long name": json.dumps({"players": {"A" * 500: {"done": {}}}}).encode(),
    "same name twice": json.dumps({"players": {"Anna": {}, "ANNA": {}}}).encode(),
    "bad last player": json.dumps({"last_player": "\n", "players": {}}).encode(),
    "unknown field": json.dumps({"players": {}, "admin": True}).encode(),
    "too many players": json.dumps({"players": {f"P{n}": {} for n in range(MAX_PLAYERS + 1)}}).encode(),
    "deep nesting": b"[" * 100_000 + b"]" * 100_000,
    "too large": b" " * (MAX_PROGRESS_BYTES + 1),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_hostile_progress_file_is_kept_aside_and_reported(name: str, data_dir: Path) -> None:
    path = progress_path()
    path.write_bytes(HOSTILE[name])
    loaded = load_progress()
    assert loaded.progress == LessonProgress()
    assert loaded.problem and "\n" not in loaded.problem and "Traceback" not in loaded.problem
    assert loaded.moved_to is not None and loaded.moved_to.read_bytes() == HOSTILE[name]  # kept, not lost
    assert not path.exists()
    assert save_progress(loaded.progress) and load_progress().problem is None  # the next save writes a good file


def test_a_folder_or_a_pipe_in_its_place_is_reported_without_blocking(data_dir: Path) -> None:
    path = progress_path()
    os.mkfifo(path)
    loaded = load_progress()
    assert loaded.problem and loaded.progress == LessonProgress()
    path = progress_path()
    if path.exists():
        path.unlink()
    path.mkdir()
    loaded = load_progress()
    assert loaded.problem and loaded.progress == LessonProgress()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=300) | st.text(max_size=200).map(str.encode))
def test_any_bytes_give_a_progress_or_one_sentence(data_dir: Path, raw: bytes) -> None:
    path = progress_path()
    for kept in path.parent.glob("lessons.broken-*"):
        kept.unlink()
    path.write_bytes(raw)
    loaded = load_progress()
    assert isinstance(loaded.progress, LessonProgress)
    assert loaded.problem is None or "\n" not in loaded.problem


async def test_the_lessons_screen_reports_a_broken_file_and_starts_afresh(data_dir: Path) -> None:
    progress_path().write_text('{"players": {"Anna\\u001b[2J": {}}}', encoding="utf-8")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("l")
        await settle(pilot)
        assert isinstance(app.screen, LessonsScreen)
        text = " ".join(screen_text(app).split())  # type: ignore[arg-type]
        start = CATALOGUES["nl"]["lesson.progress_broken"].split("(")[0].strip()
        assert start in text and "lessons.broken-" in text
        assert f"({file_reason('wrong_shape')})" in text and "players" not in text  # the kind, in Dutch
        assert "0 van de 12" in text
    assert list(data_dir.glob("lessons.broken-*.json"))
