"""Fixtures for every test: the command line's language never comes from the machine running the tests."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def neutral_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    """No English locale of a developer's machine or a CI runner: ``tarot-tui`` speaks Dutch unless a test asks
    (the command line takes its language from LC_ALL, LC_MESSAGES and LANG, ``cli.common.chosen_language``)."""
    monkeypatch.setenv("LANG", "C.UTF-8")
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
