"""The numbered names a form gives a seat nobody typed a name for ("Speler 3", "Player 3"), known in every language.

Such a name may stay an evening's name (it is unique at its table), but it is no person: it is not remembered as a
player of earlier evenings, and a form that starts from an earlier evening gives the seat the numbered name of its
own language.
"""

from __future__ import annotations

import functools
import re

from .catalogue import CATALOGUES, LANGS

MOST_SEATS = 99
"""The largest seat number recognised in a numbered name (a table has five seats at most; two digits to spare)."""


@functools.cache
def _patterns() -> tuple[re.Pattern[str], ...]:
    """The catalogues' numbered names as patterns, "{number}" as up to two digits."""
    patterns = []
    for lang in LANGS:
        before, _, after = CATALOGUES[lang]["ui.default_name"].partition("{number}")
        patterns.append(re.compile(re.escape(before) + r"([1-9][0-9]?)" + re.escape(after)))
    return tuple(patterns)


def default_name_number(name: str) -> int | None:
    """The seat number of ``name`` when it is a numbered name of a form in any language ("Speler 3", "Player 3":
    3), else None (a person's name; "speler 3" typed in lower case counts as typed)."""
    for pattern in _patterns():
        match = pattern.fullmatch(name)
        if match is not None:
            return int(match.group(1))
    return None
