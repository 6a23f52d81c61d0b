"""Player names: what a name may hold, checked when it is typed and when a save is read.

A name is drawn on every screen, written to saves passed between friends, and printed by the command line, so
it is short, has no control or formatting characters (no line breaks, no terminal escapes, no right-to-left
overrides) and no spaces around it. Markup in a name (``[b]``) is allowed: it is always drawn as plain text.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Literal

MAX_NAME = 16
"""Characters in a name."""

NameProblem = Literal["empty", "too_long", "control", "duplicate"]
"""What is wrong with a name (``ui.setup.error_<problem>_name`` says it to the player)."""

_ALLOWED_FORMAT = {"\u200d"}
"""Format characters a name may hold: the zero-width joiner of emoji sequences."""


def bad_character(text: str) -> str | None:
    """The first character of ``text`` that a name may not hold (controls, formatting, unassigned, surrogates,
    line and paragraph separators), or None."""
    for char in text:
        category = unicodedata.category(char)
        if category in ("Cc", "Cs", "Co", "Cn", "Zl", "Zp") or (category == "Cf" and char not in _ALLOWED_FORMAT):
            return char
    return None


def name_problem(name: str) -> NameProblem | None:
    """What is wrong with one name, or None."""
    if not name.strip():
        return "empty"
    if len(name) > MAX_NAME:
        return "too_long"
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
