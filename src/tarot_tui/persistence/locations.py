"""Where files live: ``$TAROT_TUI_DATA_DIR`` if set (tests use it), else the platform's user data dir."""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_data_dir

from .files import PRIVATE_FOLDER


def data_dir() -> Path:
    """The directory for saves and settings, created on first use (for this account only: ``PRIVATE_FOLDER``)."""
    override = os.environ.get("TAROT_TUI_DATA_DIR")
    path = Path(override) if override else Path(user_data_dir("tarot-tui", appauthor=False))
    path.mkdir(parents=True, exist_ok=True, mode=PRIVATE_FOLDER)
    return path


def evenings_dir() -> Path:
    """One JSON file per evening (and its journal). Something that is not a folder in its place is kept aside
    (``evenings.broken-<time>``) and the folder made. Raises OSError when the folder cannot be made."""
    path = data_dir() / "evenings"
    try:
        path.mkdir(exist_ok=True, mode=PRIVATE_FOLDER)
    except FileExistsError:  # a file (or a link to one) called "evenings"
        from .files import keep_aside

        keep_aside(path, path.parent)
        path.mkdir(mode=PRIVATE_FOLDER)
    return path


def settings_path() -> Path:
    """The settings file."""
    return data_dir() / "settings.json"
