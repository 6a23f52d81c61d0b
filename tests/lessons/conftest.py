"""Lesson tests: the pilot helpers of ``tests/app`` on the path, a fresh data directory, Dutch by default."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tarot_tui.i18n import set_language
from tarot_tui.persistence import save_health
from ui_fixtures import plain_terminal  # noqa: F401 - an autouse fixture of this folder too

HERE = str(Path(__file__).resolve().parent)
APP_TESTS = str(Path(__file__).resolve().parents[1] / "app")
for folder in (HERE, APP_TESTS):
    if folder not in sys.path:
        sys.path.insert(0, folder)  # for ``harness`` and ``learner`` (pytest runs without packages)


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh ``TAROT_TUI_DATA_DIR``, Dutch, and no failing write left over from another test."""
    monkeypatch.setenv("TAROT_TUI_DATA_DIR", str(tmp_path / "data"))
    set_language("nl")
    save_health.reset()
    yield tmp_path / "data"
    save_health.reset()
    set_language("nl")
