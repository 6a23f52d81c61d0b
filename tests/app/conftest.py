"""Every app test gets its own data directory, so saves and settings never leak between tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tarot_tui.i18n import set_language


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh ``TAROT_TUI_DATA_DIR`` and Dutch as the language."""
    monkeypatch.setenv("TAROT_TUI_DATA_DIR", str(tmp_path / "data"))
    set_language("nl")
    yield tmp_path / "data"
    set_language("nl")


@pytest.fixture(autouse=True)
def plain_terminal(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The terminal every test sees: a UTF-8, truecolour xterm without NO_COLOR, whatever the machine running
    the tests has (the look of the cards follows the terminal, ``app.widgets.card.choose_look``)."""
    from tarot_tui.app.widgets.card import CardLook, set_look

    monkeypatch.setenv("TERM", "xterm-256color")
    monkeypatch.setenv("COLORTERM", "truecolor")
    monkeypatch.setenv("LANG", "C.UTF-8")
    for name in ("LC_ALL", "LC_CTYPE", "NO_COLOR"):
        monkeypatch.delenv(name, raising=False)
    set_look(CardLook())
    yield
    set_look(CardLook())
