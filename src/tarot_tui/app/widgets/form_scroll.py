"""A form's scrolling column that is not a stop of its own for Tab: its fields scroll it into view, and a stop on the
column itself showed nothing lit, so a key there seemed to do nothing (Enter on the settings did nothing)."""

from __future__ import annotations

from textual.containers import VerticalScroll


class FormScroll(VerticalScroll, can_focus=False):
    """The form's scrolling column: not a stop of its own for Tab (the fields scroll it into view)."""


__all__ = ["FormScroll"]
