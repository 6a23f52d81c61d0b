"""Message lookup: ``t(key, **values)`` in the current language.

Imports neither the engine nor pydantic, so that the start screen's first frame needs only this and Textual;
the names of engine values (cards, contracts, refusals) are in ``names``.

Numbers and the words they count agree through one plural helper, written in the message itself:
``{deals:n:spel:spellen}`` is the number followed by the singular (for 1) or the plural (for anything else), so
"1 spel", "0 spellen", "3 spellen"; the words may hold spaces ("{bouts:n:bout is:bouts zijn}") and no colon
or brace. ``plural`` is the same helper for code.
"""

from __future__ import annotations

import string
from typing import Literal

from . import (
    analysis_en,
    analysis_nl,
    cli_en,
    cli_nl,
    en,
    evenings_en,
    evenings_nl,
    guide_en,
    guide_nl,
    lessons_en,
    lessons_nl,
    nl,
    phones_en,
    phones_nl,
    table_en,
    table_nl,
    ui_en,
    ui_nl,
)

Lang = Literal["nl", "en"]
LANGS: tuple[Lang, ...] = ("nl", "en")
DEFAULT_LANG: Lang = "nl"
CATALOGUES: dict[str, dict[str, str]] = {
    "nl": {
        **nl.MESSAGES,
        **ui_nl.MESSAGES,
        **guide_nl.MESSAGES,
        **table_nl.MESSAGES,
        **evenings_nl.MESSAGES,
        **lessons_nl.MESSAGES,
        **analysis_nl.MESSAGES,
        **cli_nl.MESSAGES,
        **phones_nl.MESSAGES,
    },
    "en": {
        **en.MESSAGES,
        **ui_en.MESSAGES,
        **guide_en.MESSAGES,
        **table_en.MESSAGES,
        **evenings_en.MESSAGES,
        **lessons_en.MESSAGES,
        **analysis_en.MESSAGES,
        **cli_en.MESSAGES,
        **phones_en.MESSAGES,
    },
}

_current: list[Lang] = [DEFAULT_LANG]


def set_language(lang: Lang) -> None:
    """Switch the language used when ``lang`` is not given."""
    if lang not in CATALOGUES:
        raise ValueError(f"unknown language {lang!r}: expected one of {', '.join(LANGS)}")
    _current[0] = lang


def current_language() -> Lang:
    """The language in use."""
    return _current[0]


def plural(count: object, one: str, other: str) -> str:
    """``count`` and the word it counts: ``one`` for exactly 1, ``other`` for every other count (0 included). A
    count may come already written (``points_text``: "1", "4,5"): "1" is one too."""
    return f"{count} {one if count == 1 or count == '1' else other}"


class _Plurals(string.Formatter):
    """``str.format`` plus the format spec ``n:ONE:OTHER`` (see the module's doc)."""

    def format_field(self, value: object, format_spec: str) -> str:
        if format_spec.startswith("n:"):
            one, _, other = format_spec[2:].partition(":")
            return plural(value, one, other)
        return str(super().format_field(value, format_spec))


_PLURALS = _Plurals()


def t(key: str, lang: Lang | None = None, **values: object) -> str:
    """The message ``key`` in ``lang`` (default: the current language), formatted with ``values`` (and the
    plural helper ``{count:n:one:other}``)."""
    catalogue = CATALOGUES[lang or _current[0]]
    text = catalogue.get(key)
    if text is None:
        text = CATALOGUES["en"].get(key, key)
    if not values:
        return text
    return _PLURALS.format(text, **values) if ":n:" in text else text.format(**values)
