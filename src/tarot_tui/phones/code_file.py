"""Each phone seat's code, kept beside the evening so that a laptop killed and started again (``--resume``) serves
the very same addresses and the phones rejoin by themselves.

The file is the one secret the game writes: ``<data>/phones/<evening id>.json``, readable by this account only
(``0600``, in a ``0700`` folder), written whole to a new file and renamed over the old one, read only when it is a
plain file of at most a few KB (never through a link); a folder made before with wider modes is narrowed, and a
folder that is a link is never written into. It goes when the evening is over or no seat is on a phone any more
(``forget_codes``), and the codes of an evening whose save is gone go the next time a table serves phones
(``tidy_codes``). A file that does not hold well-formed codes is ignored: the seats then get new codes.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import stat
from collections.abc import Mapping
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tarot_tui.persistence import data_dir
from tarot_tui.persistence.files import read_limited

MAX_BYTES = 4096
CODE_PATTERN = r"^[A-Za-z0-9_-]{43,86}$"
"""A code as ``web_policy.new_token`` makes it (43 characters: 256 bits); at least that many are asked back."""


class SavedCodes(BaseModel):
    """The codes of an evening's phone seats, by match seat."""

    model_config = ConfigDict(extra="forbid")

    evening_id: str = Field(max_length=64)
    codes: dict[int, str] = Field(max_length=5)

    def checked(self) -> dict[int, str] | None:
        import re

        if any(not 0 <= seat < 5 or not re.match(CODE_PATTERN, code) for seat, code in self.codes.items()):
            return None
        return dict(self.codes)


def codes_path(evening_id: str, directory: Path | None = None) -> Path:
    """Where an evening's codes are kept."""
    return (directory or data_dir() / "phones") / f"{evening_id}.json"


def private_folder(folder: Path) -> None:
    """Make the codes' folder for this account only (``0700``), or raise OSError: a folder made before with wider
    modes is narrowed; a link, or anything but a folder of this account's own, is never written into."""
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    info = os.lstat(folder)
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid():
        raise OSError(f"{folder} is not a folder of this account's own")
    if stat.S_IMODE(info.st_mode) & 0o077:
        os.chmod(folder, 0o700)


def save_codes(evening_id: str, codes: Mapping[int, str], directory: Path | None = None) -> None:
    """Write the codes (raises OSError when they cannot be written)."""
    path = codes_path(evening_id, directory)
    private_folder(path.parent)
    text = SavedCodes(evening_id=evening_id, codes=dict(codes)).model_dump_json()
    temporary = path.with_name(f".{path.name}.{secrets.token_hex(8)}")
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise


def load_codes(evening_id: str, directory: Path | None = None) -> dict[int, str] | None:
    """The codes kept for an evening; None when there are none that can be trusted (or no data folder to keep
    them in)."""
    try:
        data = read_limited(codes_path(evening_id, directory), MAX_BYTES, one_name=True)
    except OSError:  # none, a link, not a plain file, too large, no folder
        return None
    try:
        saved = SavedCodes.model_validate_json(data)
    except ValidationError:
        return None
    return saved.checked() if saved.evening_id == evening_id else None


def forget_codes(evening_id: str, directory: Path | None = None) -> None:
    """Remove an evening's codes (it is over, or no seat is on a phone any more)."""
    with contextlib.suppress(OSError):
        codes_path(evening_id, directory).unlink()


def tidy_codes(evenings: Path, directory: Path | None = None) -> list[str]:
    """Remove the codes of evenings that are gone from ``evenings`` (the folder of saved evenings): deleted, or
    kept aside as broken. Returns their ids. Never raises."""
    try:
        folder = directory or data_dir() / "phones"
        with os.scandir(folder) as entries:
            names = [entry.name for entry in entries if entry.name.endswith(".json")]
    except OSError:
        return []
    gone = [name.removesuffix(".json") for name in names if not (evenings / name).is_file()]
    for evening_id in gone:
        forget_codes(evening_id, folder)
    return gone
