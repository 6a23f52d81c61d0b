"""The chien turned face up for everyone (R6.1), before the taker takes it and discards."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Static

from tarot_tui.i18n import t

from ..keys import translate_bindings
from ..widgets.card import cards_text
from ..widgets.panels import KeyBar


class ChienScreen(Screen[None]):
    """Everyone sees the chien; no hand is shown."""

    BINDINGS = [Binding("enter,space", "close", "key.continue", id="continue")]

    DEFAULT_CSS = """
    ChienScreen {
        align: center middle;
    }
    ChienScreen > Vertical {
        width: 64;
        max-width: 95%;
        height: auto;
        border: double $accent;
        padding: 1 2;
    }
    ChienScreen #chien-cards {
        margin: 1 0;
        text-align: center;
        width: 100%;
    }
    """

    def __init__(self, taker: str, cards: tuple[int, ...], size: int) -> None:
        super().__init__(id="chien")
        self.taker = taker
        self.cards = cards
        self.ecart_size = size

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text(t("ui.chien_title"), style="bold"))
            yield Static(cards_text(self.cards, sep="  "), id="chien-cards")
            yield Static(t("ui.chien_body", player=self.taker, size=self.ecart_size))
        yield KeyBar(id="keys")

    def on_mount(self) -> None:
        translate_bindings(self)
        self.query_one(KeyBar).show([("⏎", t("key.continue"), "close")])

    def action_close(self) -> None:
        """On to the écart."""
        self.dismiss(None)
