"""A saved moment as the player reads it: local time, in the catalogue's date format (``evenings.when``: 07-12-2026
21:04 in Dutch, 2026-12-07 21:04 in English). The one helper for every date the app and the CLI write."""

from __future__ import annotations

from datetime import datetime

from .catalogue import Lang, t


def local_date_time(stamp: str, lang: Lang | None = None) -> str | None:
    """An ISO time stamp as the local date and time in the catalogue's format, or None when it is no time stamp or
    a time the local zone cannot reach (year 1 or 9999 moved across midnight)."""
    try:
        return datetime.fromisoformat(stamp).astimezone().strftime(t("evenings.when", lang))
    except (ValueError, OverflowError, OSError):
        return None
