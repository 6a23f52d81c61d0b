"""Every keeper test gets its own data directory and Dutch as the language; the pilot helpers of ``tests/app``
are on the path."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tarot_tui.i18n import set_language
from ui_fixtures import plain_terminal  # noqa: F401 - an autouse fixture of this folder too

APP_TESTS = str(Path(__file__).resolve().parents[1] / "app")
if APP_TESTS not in sys.path:
    sys.path.insert(0, APP_TESTS)  # for ``harness`` (pytest runs without packages)


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh ``TAROT_TUI_DATA_DIR``; saves land in ``<it>/evenings``."""
    monkeypatch.setenv("TAROT_TUI_DATA_DIR", str(tmp_path / "data"))
    set_language("nl")
    yield tmp_path / "data"
    set_language("nl")
