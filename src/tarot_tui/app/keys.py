"""Key bar labels from the catalogue: bindings carry a message key (``key.*``) as their description; the app's
quit key in a terminal and in a browser.

A screen that mixes in ``CatalogueKeys`` shows those descriptions in the current language wherever Textual shows
a binding (the key bars, the key panel), through the public ``Screen.active_bindings``; Textual's own binding
tables are left as they are.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from textual.binding import ActiveBinding

from tarot_tui.i18n import t

if TYPE_CHECKING:
    from textual.screen import Screen

    _ScreenBase = Screen[Any]
else:
    _ScreenBase = object


QUIT_KEY = "ctrl+q"
"""The key that quits from anywhere (asking first during a deal), not on any key bar."""
QUIT_KEY_IN_A_BROWSER = "f8"
"""The same under ``tarot-tui serve``, where the start screen's key bar names it: Firefox on Linux quits itself on
Ctrl+Q before the page hears it (every tab with it), and browsers keep Ctrl+T, Ctrl+N and Ctrl+W; F8 they hand on.
Ctrl+Q still quits there too, in a browser that passes it."""


TEXTUAL_KEYS = {"Dismiss menu": "key.close_list"}
"""The catalogue's key for a shown key of Textual's own widgets: Esc in a drop-down's open list (its English words
were in the Dutch key bar)."""


def translated(active: dict[str, ActiveBinding]) -> dict[str, ActiveBinding]:
    """``active`` with every ``key.*`` description (and tooltip) in the current language, and the few that Textual's
    own widgets show (``TEXTUAL_KEYS``)."""
    out: dict[str, ActiveBinding] = {}
    for key, entry in active.items():
        binding = entry.binding
        if binding.description in TEXTUAL_KEYS:
            binding = replace(binding, description=TEXTUAL_KEYS[binding.description])
        if binding.description.startswith("key."):
            binding = replace(binding, description=t(binding.description))
        tooltip = t(entry.tooltip) if entry.tooltip.startswith("key.") else entry.tooltip
        out[key] = ActiveBinding(entry.node, binding, entry.enabled, tooltip)
    return out


class CatalogueKeys(_ScreenBase):
    """Mix into a screen, before ``Screen``: its bindings (and the app's) are described in the player's language."""

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """The screen's active bindings, their ``key.*`` descriptions translated (see ``translated``)."""
        return translated(super().active_bindings)


__all__ = ["CatalogueKeys", "translated"]
