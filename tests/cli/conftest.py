"""Fixtures of the command-line tests: the saves of a test in a folder of its own, on a console as wide as the test
module needs (``data_folder``)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tarot_tui.i18n import set_language


@pytest.fixture
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., Path]]:
    """``data_folder(columns=None)``: the game saves in a fresh folder (``TAROT_TUI_DATA_DIR``), which it returns;
    the console is ``columns`` wide (Rich wraps a table at that width; None leaves the environment's); the catalogue
    speaks Dutch, the default, during the test and after it. A test module makes it its autouse ``data_dir``."""

    def make(columns: int | None = None) -> Path:
        monkeypatch.setenv("TAROT_TUI_DATA_DIR", str(tmp_path / "data"))
        if columns is not None:
            monkeypatch.setenv("COLUMNS", str(columns))
        set_language("nl")
        return tmp_path / "data"

    yield make
    set_language("nl")
