"""Saved evenings and settings: pydantic records written atomically under the user's data directory."""

from .locations import data_dir, evenings_dir, settings_path
from .saves import (
    EveningSave,
    SaveError,
    SavedEveningInfo,
    atomic_write,
    list_evenings,
    load_evening,
    quarantine,
    save_evening,
)
from .settings import AppSettings, load_settings, save_settings

__all__ = [
    "AppSettings",
    "EveningSave",
    "SaveError",
    "SavedEveningInfo",
    "atomic_write",
    "data_dir",
    "evenings_dir",
    "list_evenings",
    "load_evening",
    "load_settings",
    "quarantine",
    "save_evening",
    "save_settings",
    "settings_path",
]
