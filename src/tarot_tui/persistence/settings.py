"""The player's settings (language, hints, pace, house rules), stored as JSON next to the saves."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tarot_tui.engine import Rules

from .locations import settings_path
from .saves import atomic_write


class AppSettings(BaseModel):
    """Settings that outlive an evening.

    Attributes:
        lang: the language players read.
        hints: legal cards stand out and refusals are explained (off for experienced tables).
        bot_pace: seconds a computer player's move stays visible before the next one.
        bot_strength: how long the strong computer player may think, as a multiple of its default
            (more time, stronger play).
        rules: the house rules offered as the default for a new evening.
    """

    model_config = ConfigDict(extra="ignore")

    lang: Literal["nl", "en"] = "nl"
    hints: bool = True
    bot_pace: float = Field(default=0.8, ge=0.0, le=5.0)
    bot_strength: float = Field(default=1.0, ge=0.25, le=8.0)
    rules: Rules = Field(default_factory=Rules)


def load_settings() -> AppSettings:
    """The saved settings, or the defaults when there are none or they cannot be read."""
    path = settings_path()
    try:
        return AppSettings.model_validate_json(path.read_text(encoding="utf-8"))
    except (OSError, ValidationError, UnicodeDecodeError):
        return AppSettings()


def save_settings(settings: AppSettings) -> None:
    """Write the settings atomically."""
    atomic_write(settings_path(), settings.model_dump_json(indent=1))
