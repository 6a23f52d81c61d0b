"""Every string a player reads, in Dutch (default) and English, keyed by message id or engine code.

The engine emits codes (``Reason``, ``Phase``, ``Contract``); this package turns them into sentences.
It imports the engine but never textual.
"""

from __future__ import annotations

from .catalogue import (
    CATALOGUES,
    DEFAULT_LANG,
    LANGS,
    Lang,
    card_name,
    card_short,
    contract_name,
    current_language,
    explain,
    explain_settings,
    phase_name,
    set_language,
    suit_name,
    t,
)

__all__ = [
    "CATALOGUES",
    "DEFAULT_LANG",
    "LANGS",
    "Lang",
    "card_name",
    "card_short",
    "contract_name",
    "current_language",
    "explain",
    "explain_settings",
    "phase_name",
    "set_language",
    "suit_name",
    "t",
]
