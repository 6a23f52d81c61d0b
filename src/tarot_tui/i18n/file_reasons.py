"""Why a file of the game's could not be used, in the player's language.

The persistence layer names the kind of problem (``persistence.FileReason``, a plain string underneath) and keeps
its own technical words, in English, for developers; a player reads the kind's sentence from the catalogue
(``file.reason.<kind>``), never those words.
"""

from __future__ import annotations

from .catalogue import CATALOGUES, Lang, t

FILE_REASONS = (
    "gone",
    "no_access",
    "damaged",
    "wrong_shape",
    "against_rules",
    "too_large",
    "not_a_file",
    "wrong_kind",
    "journal",
    "folder",
)
"""Every kind of ``persistence.FileReason`` (the catalogue holds a sentence for each, in every language)."""


def file_reason(reason: str | None, lang: Lang | None = None) -> str:
    """The sentence for the kind ``reason``; a kind the catalogue does not know reads as a damaged file."""
    key = f"file.reason.{reason}"
    return t(key if key in CATALOGUES["en"] else "file.reason.damaged", lang)
