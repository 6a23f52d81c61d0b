"""Saved evenings and settings: pydantic records written atomically under the user's data directory.

The names below are loaded on first use (``from tarot_tui.persistence import X`` works as usual): the start
screen's first frame reads the settings file through ``settings_file`` (plain JSON) and must not wait for
pydantic and the engine, which the records need.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .files import FileReason, LinkedFolder, atomic_write, clean_temp_files, keep_aside, read_limited
    from .health import SaveHealth, WriteProblem, save_health
    from .journal import Journal, journal_path, merge_journal
    from .kept import KeptDeal, KeptPoignee, kept_totals
    from .locations import data_dir, evenings_dir, linked_data_folder, settings_path
    from .ownership import EveningBusy, Owner, Ownership, own, owner_elsewhere
    from .players import MAX_NAME, name_problem, names_problem
    from .saves import (
        EveningSave,
        FinishedEvening,
        LoadedSave,
        SavedEveningInfo,
        SaveError,
        list_evenings,
        load_evening,
        open_save,
        quarantine,
        read_evenings,
        read_save,
        read_saves,
        save_evening,
        save_path,
    )
    from .settings import AppSettings, LoadedSettings, load_settings, save_settings, settings_from
    from .settings_file import SettingsFile, read_settings_file
    from .writer import SaveWriter, flush_shared, shared_writer

_MODULE_OF = {
    "FileReason": "files",
    "LinkedFolder": "files",
    "atomic_write": "files",
    "clean_temp_files": "files",
    "keep_aside": "files",
    "read_limited": "files",
    "SaveHealth": "health",
    "WriteProblem": "health",
    "save_health": "health",
    "Journal": "journal",
    "journal_path": "journal",
    "merge_journal": "journal",
    "LoadedSave": "saves",
    "read_save": "saves",
    "read_saves": "saves",
    "save_path": "saves",
    "MAX_NAME": "players",
    "name_problem": "players",
    "names_problem": "players",
    "KeptDeal": "kept",
    "KeptPoignee": "kept",
    "kept_totals": "kept",
    "data_dir": "locations",
    "evenings_dir": "locations",
    "linked_data_folder": "locations",
    "settings_path": "locations",
    "EveningBusy": "ownership",
    "Owner": "ownership",
    "Ownership": "ownership",
    "own": "ownership",
    "owner_elsewhere": "ownership",
    "open_save": "saves",
    "EveningSave": "saves",
    "FinishedEvening": "saves",
    "SavedEveningInfo": "saves",
    "SaveError": "saves",
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
    "MAX_NAME",
    "AppSettings",
    "EveningBusy",
    "EveningSave",
    "FileReason",
    "FinishedEvening",
    "Journal",
    "KeptDeal",
    "KeptPoignee",
    "LinkedFolder",
    "LoadedSave",
    "LoadedSettings",
    "Owner",
    "Ownership",
    "SaveError",
    "SaveHealth",
    "SaveWriter",
    "SavedEveningInfo",
    "SettingsFile",
    "WriteProblem",
    "atomic_write",
    "clean_temp_files",
    "data_dir",
    "evenings_dir",
    "flush_shared",
    "journal_path",
    "keep_aside",
    "kept_totals",
    "linked_data_folder",
    "list_evenings",
    "load_evening",
    "load_settings",
    "merge_journal",
    "name_problem",
    "names_problem",
    "open_save",
    "own",
    "owner_elsewhere",
    "quarantine",
    "read_evenings",
    "read_limited",
    "read_save",
    "read_saves",
    "read_settings_file",
    "save_evening",
    "save_health",
    "save_path",
    "save_settings",
    "settings_from",
    "settings_path",
    "shared_writer",
]
