"""Broken files of the kinds a tester met, for the tests that a player reads why in their own language: the
sentence of the problem's kind, never the reader's technical English."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

from tarot_tui.engine import Rules
from tarot_tui.evening import Evening

ENGLISH_WORDS = ("Invalid JSON", "line", "record", "validation", "Errno")
"""The technical words that showed inside the Dutch sentence ("invalid record: record: Invalid JSON: EOF while
parsing a value at line 72 column 4")."""


def saved_evening(seed: int = 1) -> Path:
    """An evening of four with its first deal under way, saved in the data folder and closed; its file."""
    rng = random.Random(seed)
    evening = Evening.new(["Anna", "Bram", "Cees", "Dirk"], ["human"] * 4, rules=Rules(), first_dealer=0, rng=rng)
    evening.start_deal()
    for _ in range(6):
        deal = evening.deal
        assert deal is not None
        evening.apply(rng.choice(list(deal.legal_actions())))
    evening.close()
    assert evening.path is not None
    return evening.path


def cut_off(path: Path) -> None:
    """Cut the file in the middle of its JSON, as a full disk or a copy stopped half way leaves it."""
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: len(text) // 2], encoding="utf-8")


def wrong_shape(path: Path) -> None:
    """A value of the wrong shape: the names as one text instead of a list."""
    data = json.loads(path.read_text(encoding="utf-8"))
    data["names"] = "Anna"
    path.write_text(json.dumps(data), encoding="utf-8")


def against_rules(path: Path) -> None:
    """Well-formed, but the engine's checks refuse it: an unfinished deal followed by another one."""
    data = json.loads(path.read_text(encoding="utf-8"))
    data["match"]["deals"] = [data["match"]["deals"][0]] * 2
    path.write_text(json.dumps(data), encoding="utf-8")


BREAKS: dict[str, Callable[[Path], None]] = {
    "damaged": cut_off,
    "wrong_shape": wrong_shape,
    "against_rules": against_rules,
}
"""How a save is broken, by the kind of problem a player is told."""

SETTINGS_GARBAGE = '{"lang": "en", "hints": tru'
"""A settings file cut off in the middle of a value."""


def reason_part(line: str) -> str:
    """A problem's line up to its reason's closing parenthesis: the file's name after it is the player's own and
    may hold anything."""
    return line[: line.index(")") + 1]
