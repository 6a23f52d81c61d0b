"""Issue 12: hostile files, keys and command lines, and faults (kills, read-only folders, full disks).

Every test gets its own data directory and a clean record of failing writes.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tarot_tui.i18n import set_language
from tarot_tui.persistence import save_health
from ui_fixtures import plain_terminal  # noqa: F401 - an autouse fixture of this folder too

sys.path.insert(0, str(Path(__file__).resolve().parent))
from faults import Disk

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))  # the app tests' harness


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh ``TAROT_TUI_DATA_DIR``, Dutch, and no failing write left over from another test."""
    monkeypatch.setenv("TAROT_TUI_DATA_DIR", str(tmp_path / "data"))
    set_language("nl")
    save_health.reset()
    yield tmp_path / "data"
    save_health.reset()
    set_language("nl")


@pytest.fixture
def disk(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> Disk:
    """Faults of the disk under the data directory, off until a test turns one on."""
    data_dir.mkdir(parents=True, exist_ok=True)
    return Disk(data_dir, monkeypatch)
