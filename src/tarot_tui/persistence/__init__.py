"""Saved evenings and settings: pydantic records written atomically under the user's data directory."""

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
from .settings import AppSettings, load_settings, save_settings
from .writer import SaveWriter, flush_shared, shared_writer

__all__ = [
    "AppSettings",
    "EveningSave",
    "KeptDeal",
    "KeptPoignee",
    "SaveError",
    "SaveWriter",
    "SavedEveningInfo",
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
    "save_evening",
    "save_settings",
    "settings_path",
    "shared_writer",
]
