"""Player names: what a name may hold, checked when it is typed and when a save is read.

A name is drawn on every screen, written to saves passed between friends, and printed by the command line, so
it is short, has no control or formatting characters (no line breaks, no terminal escapes, no right-to-left
overrides) and no spaces around it. Markup in a name (``[b]``) is allowed: it is always drawn as plain text.

Nor does it hold a composed emoji: emoji joined by a zero-width joiner (``👨‍👩‍👧‍👦``), a variation selector
(``❤️``), a skin tone (``👍🏽``), a keycap (``1️⃣``) or a flag of two regional indicators (``🇳🇱``). Terminals draw
these at different widths (one draws the family in 2 cells, another in 8) and the layout cannot know which, so a
box drawn around such a name lost its right border. They are refused, not changed: a name is what its player
typed (and how statistics match players), and a save or progress file holding one is refused as one holding a
control character is. A single emoji (``👍``, ``❤``) is drawn alike everywhere and stays allowed.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Literal

MAX_NAME = 16
"""Characters in a name."""

NameProblem = Literal["empty", "too_long", "control", "composed", "duplicate"]
"""What is wrong with a name (``ui.setup.error_<problem>_name`` says it to the player)."""


def bad_character(text: str) -> str | None:
    """The first character of ``text`` that a name may not hold (controls, formatting characters such as the
    zero-width joiner, unassigned, surrogates, line and paragraph separators), or None."""
    for char in text:
        if unicodedata.category(char) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            return char
    return None


def composing_character(text: str) -> str | None:
    """The first character of ``text`` that makes an emoji of several (a zero-width joiner, a variation
    selector, a skin tone, the keycap, a regional indicator), whose width terminals disagree on; or None."""
    for char in text:
        code = ord(char)
        if (
            code == 0x200D  # zero-width joiner
            or 0xFE00 <= code <= 0xFE0F  # variation selectors (VS16: emoji presentation)
            or 0xE0100 <= code <= 0xE01EF  # variation selectors supplement
            or 0x1F3FB <= code <= 0x1F3FF  # emoji modifiers: the skin tones
            or code == 0x20E3  # combining enclosing keycap
            or 0x1F1E6 <= code <= 0x1F1FF  # regional indicators: two make a flag
        ):
            return char
    return None


def name_problem(name: str) -> NameProblem | None:
    """What is wrong with one name, or None."""
    if not name.strip():
        return "empty"
    if len(name) > MAX_NAME:
        return "too_long"
    if composing_character(name) is not None:
        return "composed"
    if bad_character(name) is not None or name != name.strip():
        return "control"
    return None


def names_problem(names: Sequence[str]) -> tuple[int, NameProblem] | None:
    """The first seat whose name cannot be used and why (the same name twice, ignoring case, is a
    ``duplicate`` at its second seat), or None."""
    seen: set[str] = set()
    for seat, name in enumerate(names):
        problem = name_problem(name)
        if problem is not None:
            return seat, problem
        key = name.casefold()
        if key in seen:
            return seat, "duplicate"
        seen.add(key)
    return None
