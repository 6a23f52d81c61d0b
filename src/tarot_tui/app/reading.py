"""A box to read over the table: the trick review and the deal review look alike and scroll the same way."""

from __future__ import annotations

from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen

from .keys import CatalogueKeys


class ReadingScreen(CatalogueKeys, ModalScreen[None]):
    """A modal screen whose first child is a scrolling box in the middle of the screen (↑↓ or k/j scroll it)."""

    BINDINGS = [
        Binding("up,k", "scroll(-1)", show=False),
        Binding("down,j", "scroll(1)", show=False),
    ]

    DEFAULT_CSS = """
    ReadingScreen {
        align: center middle;
        background: $background 60%;
    }
    ReadingScreen > VerticalScroll {
        width: 100;
        max-width: 100%;
        height: auto;
        max-height: 100%;
        border: round $accent;
        border-title-style: bold;
        background: $surface;
        padding: 0 1;
        scrollbar-size-vertical: 1;
    }
    """

    def action_scroll(self, step: int) -> None:
        """Up or down a few lines."""
        self.query_one(VerticalScroll).scroll_relative(y=step * 3, animate=False)
