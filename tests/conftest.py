"""The terminal every test sees: a UTF-8, truecolour xterm without NO_COLOR, whatever the machine running the
tests has (the card look follows the terminal, ``app.widgets.card.choose_look``); the default card look."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def plain_terminal(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TERM", "xterm-256color")
    monkeypatch.setenv("COLORTERM", "truecolor")
    monkeypatch.setenv("LANG", "C.UTF-8")
    for name in ("LC_ALL", "LC_CTYPE", "NO_COLOR"):
        monkeypatch.delenv(name, raising=False)
    from tarot_tui.app.widgets.card import CardLook, set_look

    set_look(CardLook())
    yield
    set_look(CardLook())
