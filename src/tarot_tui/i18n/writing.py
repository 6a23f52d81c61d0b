"""Why a file could not be written, in the player's language (the save, the journal, the settings, an export, the
command line's output).

The operating system says it in English ("No space left on device"); each usual cause gets a sentence of the
catalogue (``write.<kind>``), a file the game refuses to write through (a link in its place) its kind's sentence
(``file_reason``), and anything else a sentence with the system's error code, never the system's words.
"""

from __future__ import annotations

import errno

from .catalogue import Lang, t
from .file_reasons import file_reason

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
