"""Every keeper test gets its own data directory and Dutch as the language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tarot_tui.i18n import set_language
from ui_fixtures import plain_terminal  # noqa: F401 - an autouse fixture of this folder too


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh ``TAROT_TUI_DATA_DIR``; saves land in ``<it>/evenings``."""
    monkeypatch.setenv("TAROT_TUI_DATA_DIR", str(tmp_path / "data"))
    set_language("nl")
    yield tmp_path / "data"
    set_language("nl")
