"""Where files live: ``$TAROT_TUI_DATA_DIR`` if set (tests use it), else the platform's user data dir.

Neither folder is ever used through a link: a data folder that is a link is refused (``LinkedFolder``: nothing is
read from it nor written into it, and the game plays on without saving); an evenings folder that is a link, or
anything but a folder, is kept aside (the link itself: what it names is never touched), a new folder made, and the
player told (``take_set_aside``, which ``read_saves`` reports).
"""

from __future__ import annotations

import os
import stat
import threading
from pathlib import Path

from platformdirs import user_data_dir

from .files import PRIVATE_FOLDER, LinkedFolder

_set_aside: list[tuple[Path, Path]] = []
"""Evenings folders kept aside since ``take_set_aside`` was last asked: (where it was, where it went)."""
_set_aside_lock = threading.Lock()


def data_location() -> Path:
    """Where the data folder is meant to be (nothing is made nor checked: ``data_dir`` does that)."""
    override = os.environ.get("TAROT_TUI_DATA_DIR")
    return Path(override) if override else Path(user_data_dir("tarot-tui", appauthor=False))


def linked_data_folder() -> LinkedFolder | None:
    """The data folder when it is a symbolic link (and where it leads), else None; nothing is made nor followed
    (the target is only worked out, never opened)."""
    path = data_location()
    return LinkedFolder(path, Path(os.path.realpath(path))) if os.path.islink(path) else None


def data_dir() -> Path:
    """The directory for saves and settings, created on first use (for this account only: ``PRIVATE_FOLDER``).
    Raises OSError when it cannot be made, LinkedFolder (``LINKED_FOLDER``) when it is a link, one that leads
    nowhere too."""
    path = data_location()
    linked = linked_data_folder()
    if linked is not None:
        raise linked
    path.mkdir(parents=True, exist_ok=True, mode=PRIVATE_FOLDER)
    if stat.S_ISLNK(os.lstat(path).st_mode):  # made a link in between
        raise LinkedFolder(path, Path(os.path.realpath(path)))
    return path


def evenings_dir() -> Path:
    """One JSON file per evening (and its journal). A link or anything but a folder in its place is kept aside
    (``evenings.broken-<time>``) and the folder made. Raises OSError when the folder cannot be made."""
    path = data_dir() / "evenings"
    try:
        path.mkdir(exist_ok=True, mode=PRIVATE_FOLDER)
        usable = stat.S_ISDIR(os.lstat(path).st_mode)
    except FileExistsError:  # a file (or a link to one, or to nothing) called "evenings"
        usable = False
    if not usable:
        from .files import keep_aside

        moved = keep_aside(path, path.parent)
        with _set_aside_lock:
            _set_aside.append((path, moved))
        path.mkdir(mode=PRIVATE_FOLDER)
    return path


def take_set_aside() -> list[tuple[Path, Path]]:
    """The evenings folders kept aside since the last call (where each was, where it went), to be told once."""
    with _set_aside_lock:
        taken = list(_set_aside)
        _set_aside.clear()
    return taken


def settings_path() -> Path:
    """The settings file."""
    return data_dir() / "settings.json"
