"""Every string a player reads, in Dutch (default) and English, keyed by message id or engine code.

The engine emits codes (``Reason``, ``Phase``, ``Contract``); this package turns them into sentences.
It never imports textual. Message lookup (``t``) needs nothing else; the names of engine values (``card_name``,
``explain`` …) live in ``names``, which imports the engine and is only loaded when one of them is first asked
for: the start screen's first frame does without the engine and pydantic.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .catalogue import CATALOGUES, DEFAULT_LANG, LANGS, Lang, current_language, set_language, t
from .dates import local_date_time
from .default_names import default_name_number
from .file_reasons import FILE_REASONS, file_reason, linked_folder
from .listening import listen_reason
from .numbers import decimal_point, interval_text, number_text, percent_text
from .writing import save_failed, system_refusal, write_reason

if TYPE_CHECKING:
    from .names import (
        card_name,
        card_short,
        contract_name,
        explain,
        explain_settings,
        phase_name,
        points_text,
        suit_mark,
        suit_name,
        use_suit_letters,
    )

_FROM_NAMES = frozenset(
    {
        "card_name",
        "card_short",
        "contract_name",
        "explain",
        "explain_settings",
        "phase_name",
        "points_text",
        "suit_mark",
        "suit_name",
        "use_suit_letters",
    }
)


def __getattr__(name: str) -> object:
    """Load ``names`` (and with it the engine) when one of its functions is first imported from here."""
    if name in _FROM_NAMES:
        from . import names

        value = getattr(names, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "CATALOGUES",
    "DEFAULT_LANG",
    "FILE_REASONS",
    "LANGS",
    "Lang",
    "card_name",
    "card_short",
    "contract_name",
    "current_language",
    "decimal_point",
    "default_name_number",
    "explain",
    "explain_settings",
    "file_reason",
    "interval_text",
    "linked_folder",
    "listen_reason",
    "local_date_time",
    "number_text",
    "percent_text",
    "phase_name",
    "points_text",
    "save_failed",
    "set_language",
    "suit_mark",
    "suit_name",
    "system_refusal",
    "t",
    "use_suit_letters",
    "write_reason",
]
