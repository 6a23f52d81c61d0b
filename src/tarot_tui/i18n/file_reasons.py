"""Why a file of the game's could not be used, in the player's language.

The persistence layer names the kind of problem (``persistence.FileReason``, a plain string underneath) and keeps
its own technical words, in English, for developers; a player reads the kind's sentence from the catalogue
(``file.reason.<kind>``), never those words.
"""

from __future__ import annotations

from pathlib import Path

from tarot_tui.visible import visible

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
    "linked_folder",
)
"""Every kind of ``persistence.FileReason`` (the catalogue holds a sentence for each, in every language)."""


def file_reason(reason: str | None, lang: Lang | None = None) -> str:
    """The sentence for the kind ``reason``; a kind the catalogue does not know reads as a damaged file."""
    key = f"file.reason.{reason}"
    return t(key if key in CATALOGUES["en"] else "file.reason.damaged", lang)


def linked_folder(folder: Path, target: Path, kept: Path | None = None, lang: Lang | None = None) -> str:
    """What is wrong and what to do, in one sentence, when a folder of the game's is a link (``LINKED_FOLDER``): the
    data folder ``folder`` (not used at all), or with ``kept`` the folder of saved evenings (the link kept aside
    there, a new folder made); ``target``: where the link leads. The player's own folders, so they are named, each
    through ``visible`` (a control byte in a folder's name never reaches the terminal)."""
    if kept is None:
        return t("file.linked_data_folder", lang, folder=visible(folder), target=visible(target))
    return t(
        "file.linked_evenings_folder", lang, folder=visible(folder), target=visible(target), kept=visible(kept.name)
    )
