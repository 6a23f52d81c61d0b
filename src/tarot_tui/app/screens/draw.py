"""The draw for the first dealer (R1.3), shown to everyone: each player's card, the lowest deals."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Static

from tarot_tui.engine import parse_card
from tarot_tui.evening import Evening
from tarot_tui.i18n import t

from ..keys import CatalogueKeys
from ..widgets.card import card_text
from ..widgets.keybar import BindingsBar


class DrawScreen(CatalogueKeys, Screen[None]):
    """Who drew what, and who deals first; Enter goes to the table."""

    BINDINGS = [Binding("enter,space", "go", "key.continue", id="continue")]

    DEFAULT_CSS = """
    DrawScreen {
        align: center middle;
    }
    DrawScreen > Vertical {
        width: 60;
        height: auto;
        border: round $accent;
        padding: 1 2;
    }
    """

    def __init__(self, evening: Evening, table: Screen[None]) -> None:
        super().__init__(id="draw")
        self.evening = evening
        self.table = table

    def compose(self) -> ComposeResult:
        evening = self.evening
        drawn = [parse_card(c) for c in evening.save.first_dealer_draw or []]
        grid = Table.grid(padding=(0, 2))
        grid.add_column()
        grid.add_column()
        for seat, card in enumerate(drawn):
            mark = Text(" ← " + t("ui.mark.dealer"), style="bold yellow") if seat == evening.match.first_dealer else ""
            grid.add_row(Text(evening.names[seat]), Text.assemble(card_text(card), mark))
        with Vertical():
            yield Static(t("ui.draw_title"), classes="title")
            yield Static(t("ui.draw_body"))
            yield Static(grid)
            yield Static(t("ui.draw_result", player=evening.names[evening.match.first_dealer]), markup=False)
        yield BindingsBar(id="keys")

    def action_go(self) -> None:
        """To the table."""
        self.app.switch_screen(self.table)
