"""What screens may ask of the app, without importing it (the App imports the screens, not the other way)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Protocol, cast

if TYPE_CHECKING:
    from textual.dom import DOMNode

    from tarot_tui.persistence import AppSettings


class TarotContext(Protocol):
    """The parts of ``TarotApp`` the screens use."""

    rng: random.Random
    ready: bool
    """The first frame has reached the terminal."""

    @property
    def settings(self) -> AppSettings:
        """The settings in force."""

    def apply_settings(self, settings: AppSettings) -> None:
        """Use and save new settings."""

    def check_settings(self) -> str | None:
        """What was wrong with the settings file, if anything."""

    def tidy_soon(self, delay: float = 0.5) -> None:
        """Collect garbage at the next quiet moment."""


def tarot_context(node: DOMNode) -> TarotContext:
    """The app of ``node``, as the screens see it."""
    return cast("TarotContext", node.app)
