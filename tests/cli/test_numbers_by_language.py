"""Every number a player reads is written one way per language (``i18n.numbers``): a decimal comma in Dutch, a
point in English, in ``simulate`` as in ``stats``."""

from __future__ import annotations

import re

import pytest

from tarot_tui.__main__ import main
from tarot_tui.i18n import interval_text, number_text, percent_text

SIMULATE = ["simulate", "--deals", "6", "--players", "4", "--seats", "beginner,random,beginner,random", "--seed", "1"]


def test_the_formatter_by_language() -> None:
    assert number_text(196.5, "nl", places=1, sign=True) == "+196,5"
    assert number_text(196.5, "en", places=1, sign=True) == "+196.5"
    assert [number_text(v, "nl") for v in (0.25, 8.0, 12.5, 1.0)] == ["0,25", "8", "12,5", "1"]
    assert number_text(-0.04, "en", places=1, sign=True) == "0.0"
    assert percent_text(0.4613, "nl") == "46,1%" and percent_text(0.4613, "en") == "46.1%"
    assert interval_text(-1, 3.5, "nl") == "[-1,0; +3,5]" and interval_text(-1, 3.5, "en") == "[-1.0, +3.5]"


def test_simulate_writes_decimals_as_the_language_does(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(SIMULATE) == 0
    dutch = capsys.readouterr().out
    assert re.search(r"\d,\d", dutch) and not re.search(r"\d\.\d", dutch), dutch
    assert main(["--lang", "en", *SIMULATE]) == 0
    english = capsys.readouterr().out
    assert re.search(r"\d\.\d", english) and not re.search(r"\d,\d", english), english


def test_simulate_names_its_strength_bounds_as_the_language_does(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--strength", "0"]) == 2
    assert "van 0,25 tot 8 zijn, niet 0" in capsys.readouterr().err
    assert main(["--lang", "en", "simulate", "--strength", "9.5"]) == 2
    assert "from 0.25 to 8, not 9.5" in capsys.readouterr().err
