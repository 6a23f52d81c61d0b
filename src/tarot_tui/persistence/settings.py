"""The player's settings (language, hints, pace, house rules), stored as JSON next to the saves."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from tarot_tui.engine import Rules

from .files import FileReason
from .health import write_reported
from .locations import settings_path
from .players import bad_character
from .saves import quarantine, validation_reason
from .settings_file import SettingsFile, read_settings_file


class AppSettings(BaseModel):
    """Settings that outlive an evening.

    Attributes:
        lang: the language players read.
        hints: legal cards stand out and refusals are explained (off for experienced tables).
        bot_pace: seconds a computer player's move stays visible before the next one.
        bot_strength: how long the strong computer player may think, as a multiple of its default
            (more time, stronger play).
        rules: the house rules offered as the default for a new evening.
        suit_colours: "two" (hearts and diamonds red, spades and clubs white) or "four" (each suit its own).
        card_symbols: "symbols" (♠♥♦♣), "ascii" (S H D C, no box drawing) or "auto" (ASCII where the terminal
            cannot show the symbols).
        auto_play_forced: a card (or bid) that is the only one allowed is played for its owner, without a
            hand-over or a key (R9.4).
        tell_every_move: the deal log also gets a line for every card played, every change of turn and every
            refused card (for screen readers and braille displays, which follow text).
        review: the deal review (where a person's decisions lost points) is offered after a deal and on the
            score sheet.
        phones_host, phones_port: where the table listens for its phones when a hand is on a phone (the address
            the players picked last; "localhost" reaches this computer only).
    """

    model_config = ConfigDict(extra="ignore")

    lang: Literal["nl", "en"] = "nl"
    hints: bool = True
    bot_pace: float = Field(default=0.8, ge=0.0, le=5.0)
    bot_strength: float = Field(default=1.0, ge=0.25, le=8.0)
    rules: Rules = Field(default_factory=Rules)
    suit_colours: Literal["two", "four"] = "two"
    card_symbols: Literal["auto", "symbols", "ascii"] = "auto"
    auto_play_forced: bool = True
    tell_every_move: bool = False
    review: bool = True
    phones_host: str = Field(default="localhost", max_length=253)
    phones_port: int = Field(default=8100, ge=0, le=65535)

    @field_validator("phones_host")
    @classmethod
    def _usable_host(cls, value: str) -> str:
        if not usable_host(value):  # it is drawn in the form and said when the table cannot listen on it
            raise ValueError("the phones' address is empty, or holds a space or a control character")
        return value


def usable_host(text: str) -> bool:
    """Whether ``text`` may be the address the table listens on for its phones: not empty, and no space, control
    or format character (an escape sequence in it reached the terminal where the address is drawn)."""
    return bool(text) and not any(char.isspace() for char in text) and bad_character(text) is None


@dataclass(frozen=True)
class LoadedSettings:
    """The settings to use, and what was wrong with the file, if anything.

    Attributes:
        settings: the file's settings; the defaults stand in for whatever could not be used.
        problem: why (part of) the file could not be used, None when all was well or there was no file.
        moved_to: where a file that could not be used was kept aside (None when it was not moved).
        reason: the kind of ``problem``, what a player is told (``problem`` is the technical detail).
    """

    settings: AppSettings
    problem: str | None = None
    moved_to: Path | None = None
    reason: FileReason | None = None


def settings_from(file: SettingsFile) -> LoadedSettings:
    """Validate what the settings file held (``read_settings_file``).

    A value that is not valid gives way to its default and the others are kept (the language the first frame
    was drawn in, among them); a file that cannot be read at all gives the defaults. Either way the file is
    moved aside (kept, never overwritten by the next save of the settings) and ``problem`` says why.
    """
    if file.problem is None and file.text is None:
        return LoadedSettings(AppSettings())  # no settings saved yet
    if file.problem is None and file.text is not None:
        try:
            return LoadedSettings(AppSettings.model_validate_json(file.text))
        except ValidationError as err:
            problem = _describe(err)
            reason = validation_reason(err)
            settings = _salvage(file.data or {}, err)
    else:
        problem = file.problem or "unreadable"
        reason = file.reason or FileReason.DAMAGED
        settings = AppSettings()
    moved = None
    if file.path is not None and (file.unusable or file.problem is None):
        try:
            moved = quarantine(file.path)
        except OSError:
            moved = None
    return LoadedSettings(settings, problem, moved, reason)


def _describe(err: ValidationError) -> str:
    """One readable part per wrong value: which setting and what is wrong."""
    parts = [f"{'.'.join(str(p) for p in e['loc']) or 'settings'}: {e['msg']}" for e in err.errors()[:3]]
    more = err.error_count() - 3
    if more > 0:
        parts.append(f"and {more} more")
    return "; ".join(parts)


def _salvage(data: dict[str, object], err: ValidationError) -> AppSettings:
    """The settings without the values ``err`` complains about (the defaults stand in for them)."""
    errors = err.errors()
    if not all(e["loc"] for e in errors):
        return AppSettings()  # a problem with the whole file, not with one value
    bad = {e["loc"][0] for e in errors}
    try:
        return AppSettings.model_validate({k: v for k, v in data.items() if k not in bad})
    except ValidationError:
        return AppSettings()


def load_settings() -> AppSettings:
    """The saved settings, or the defaults for what is missing or cannot be used (a broken file is moved aside,
    see ``settings_from``)."""
    return settings_from(read_settings_file()).settings


def save_settings(settings: AppSettings) -> bool:
    """Write the settings atomically; False when they could not be written (told to ``save_health``, which
    the app reports; the settings stay in use for this session)."""
    return write_reported(settings_path, "settings.json", settings.model_dump_json(indent=1))
