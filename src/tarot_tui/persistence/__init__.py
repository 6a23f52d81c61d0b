"""Saved evenings and settings: pydantic records written atomically under the user's data directory.

The names below are loaded on first use (``from tarot_tui.persistence import X`` works as usual): the start
screen's first frame reads the settings file through ``settings_file`` (plain JSON) and must not wait for
pydantic and the engine, which the records need.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .kept import KeptDeal, KeptPoignee, kept_totals
    from .locations import data_dir, evenings_dir, settings_path
    from .saves import (
        EveningSave,
        SavedEveningInfo,
        SaveError,
        atomic_write,
        list_evenings,
        load_evening,
        quarantine,
        read_evenings,
        save_evening,
    )
    from .settings import AppSettings, LoadedSettings, load_settings, save_settings, settings_from
    from .settings_file import SettingsFile, read_settings_file
    from .writer import SaveWriter, flush_shared, shared_writer

_MODULE_OF = {
    "KeptDeal": "kept",
    "KeptPoignee": "kept",
    "kept_totals": "kept",
    "data_dir": "locations",
    "evenings_dir": "locations",
    "settings_path": "locations",
    "EveningSave": "saves",
    "SavedEveningInfo": "saves",
    "SaveError": "saves",
    "atomic_write": "saves",
    "list_evenings": "saves",
    "load_evening": "saves",
    "quarantine": "saves",
    "read_evenings": "saves",
    "save_evening": "saves",
    "AppSettings": "settings",
    "LoadedSettings": "settings",
    "load_settings": "settings",
    "save_settings": "settings",
    "settings_from": "settings",
    "SettingsFile": "settings_file",
    "read_settings_file": "settings_file",
    "SaveWriter": "writer",
    "flush_shared": "writer",
    "shared_writer": "writer",
}


def __getattr__(name: str) -> object:
    """Import the submodule that defines ``name`` on first use."""
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


__all__ = [
    "AppSettings",
    "EveningSave",
    "KeptDeal",
    "KeptPoignee",
    "LoadedSettings",
    "SaveError",
    "SaveWriter",
    "SavedEveningInfo",
    "SettingsFile",
    "atomic_write",
    "data_dir",
    "evenings_dir",
    "flush_shared",
    "kept_totals",
    "list_evenings",
    "load_evening",
    "load_settings",
    "quarantine",
    "read_evenings",
    "read_settings_file",
    "save_evening",
    "save_settings",
    "settings_from",
    "settings_path",
    "shared_writer",
]
