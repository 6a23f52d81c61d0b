"""Fixtures shared by the folders whose tests draw the app (app, guide, keeper, robustness): each conftest imports
what it uses from here, so the fixture is written once."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


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
