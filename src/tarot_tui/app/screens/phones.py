"""The page that lets the phones join a table: each phone seat's address and QR code, and who is there already.
It shows what it is given (``page``, drawn again twice a second, so a phone that joins is seen at once)."""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

REDRAW = 0.5
"""Seconds between two drawings of the page."""


class PhonesScreen(ModalScreen[None]):
    """Each phone seat's address and QR code over the table; Enter, Escape or F3 goes back to the table."""

    BINDINGS = [Binding("escape,enter,f3", "close", show=False)]

    DEFAULT_CSS = """
    PhonesScreen {
        align: center middle;
    }
    PhonesScreen > VerticalScroll {
        width: auto;
        max-width: 100%;
        height: auto;
        max-height: 100%;
        border: thick $accent;
        background: $surface;
        padding: 0 1;
    }
    PhonesScreen Static {
        width: auto;
    }
    """

    def __init__(self, page: Callable[[], Text]) -> None:
        super().__init__(id="phones")
        self.page = page

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(self.page(), id="phones-page")

    def on_mount(self) -> None:
        self.set_interval(REDRAW, self._redraw)

    def _redraw(self) -> None:
        self.query_one("#phones-page", Static).update(self.page())

    def action_close(self) -> None:
        """Back to the table."""
        self.dismiss(None)
