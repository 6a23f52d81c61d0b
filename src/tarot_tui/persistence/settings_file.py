"""The settings file read as plain JSON, without pydantic or the engine: enough for the first frame (its
language). ``settings.settings_from`` validates what was read, after the first frame."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from .files import MAX_SETTINGS_BYTES, FileProblem, FileReason, describe_os_error, folder_reason, read_limited
from .locations import settings_path


@dataclass(frozen=True)
class SettingsFile:
    """What the settings file held.

    Attributes:
        path: where it is (None when even the data directory could not be made).
        text: the file's text; None when there is no file or it could not be read.
        data: the JSON object in it; None when there is none.
        problem: why the file could not be used (unreadable, not UTF-8, not JSON, not an object); None when it
            is missing or fine. Technical, in English: ``reason`` is what a player is told.
        reason: the kind of ``problem`` (None when there is none).
        unusable: the file itself is at fault (not UTF-8, too large, not a regular file, not JSON): it is kept
            aside. False when there is no file, or it could not be read for a passing reason (permission).
    """

    path: Path | None
    text: str | None = None
    data: dict[str, object] | None = None
    problem: str | None = None
    unusable: bool = False
    reason: FileReason | None = None

    @property
    def lang(self) -> Literal["nl", "en"] | None:
        """The language the file asks for, if it is one the game speaks (``settings_from`` keeps it then)."""
        lang = self.data.get("lang") if self.data is not None else None
        return "nl" if lang == "nl" else "en" if lang == "en" else None


def read_settings_file(path: Path | None = None) -> SettingsFile:
    """Read the settings file (default: ``settings_path()``); never raises, never blocks, reads at most
    ``MAX_SETTINGS_BYTES``."""
    try:
        path = path or settings_path()
    except OSError as err:  # the data directory cannot be made
        problem = f"cannot make the data directory: {describe_os_error(err)}"
        return SettingsFile(None, problem=problem, reason=folder_reason(err))
    try:
        text = read_limited(path, MAX_SETTINGS_BYTES).decode("utf-8")
    except FileNotFoundError:
        return SettingsFile(path)
    except FileProblem as err:
        return SettingsFile(path, problem=str(err), unusable=err.keep_aside, reason=err.reason)
    except OSError as err:
        problem = f"cannot read {path.name}: {describe_os_error(err)}"
        return SettingsFile(path, problem=problem, reason=FileReason.NO_ACCESS)
    except UnicodeDecodeError:
        return SettingsFile(path, problem=f"{path.name} is not UTF-8 text", unusable=True, reason=FileReason.DAMAGED)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as err:
        return SettingsFile(path, text, problem=f"not JSON: {err}", unusable=True, reason=FileReason.DAMAGED)
    if not isinstance(data, dict):
        return SettingsFile(path, text, problem="not a JSON object", unusable=True, reason=FileReason.WRONG_SHAPE)
    return SettingsFile(path, text, data)
