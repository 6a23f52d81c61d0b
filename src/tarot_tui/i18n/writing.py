"""Why a file could not be written, in the player's language (the save, the journal, the settings, an export, the
command line's output).

The operating system says it in English ("No space left on device"); each usual cause gets a sentence of the
catalogue (``write.<kind>``), a file the game refuses to write through (a link in its place) its kind's sentence
(``file_reason``), and anything else a sentence with the system's error code, never the system's words.
"""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Protocol

from tarot_tui.visible import visible

from .catalogue import Lang, t
from .file_reasons import file_reason, linked_folder


class FailedWrite(Protocol):
    """What ``save_failed`` tells: ``persistence.WriteProblem`` (which i18n, beside persistence, does not import)."""

    @property
    def path(self) -> Path: ...
    @property
    def error_number(self) -> int | None: ...
    @property
    def kind(self) -> str | None: ...
    @property
    def linked(self) -> tuple[Path, Path] | None: ...


_KINDS = {
    errno.ENOSPC: "full",
    errno.EDQUOT: "full",
    errno.EFBIG: "full",
    errno.EACCES: "no_access",
    errno.EPERM: "no_access",
    errno.EROFS: "read_only",
    errno.ENOENT: "no_folder",
    errno.ENOTDIR: "no_folder",
    errno.EIO: "disk_error",
    errno.EBUSY: "busy",
    errno.EBADF: "closed",
    errno.EPIPE: "pipe",
}


def write_reason(error_number: int | None, kind: str | None = None, lang: Lang | None = None) -> str:
    """Why a write failed: ``error_number`` is the OSError's errno, ``kind`` a ``FileReason`` when the game itself
    refused the file (then its sentence)."""
    if kind is not None:
        return file_reason(kind, lang)
    found = _KINDS.get(error_number or 0)
    if found is not None:
        return t(f"write.{found}", lang)
    return system_refusal(error_number, lang)


def system_refusal(error_number: int | None, lang: Lang | None = None) -> str:
    """A refusal of the system's with no sentence of its own: its error code (``ENAMETOOLONG``), not its English
    words (writing, and listening, ``listen_reason``)."""
    return t("os.other", lang, code=errno.errorcode.get(error_number or 0, str(error_number or "?")))


def save_failed(problem: FailedWrite, lang: Lang | None = None) -> str:
    """What the player reads when a save cannot be written: the game cannot save in the file's folder, and why; a
    data folder that is a link gets its own sentence, which says what to do (``linked_folder``)."""
    if problem.linked is not None:
        return linked_folder(*problem.linked, lang=lang)
    reason = write_reason(problem.error_number, problem.kind, lang)
    return t("ui.save_failed", lang, folder=visible(problem.path.parent), reason=reason)
