"""The curtain between two people: names who is next and shows no card of any hand until Enter."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Static

from tarot_tui.i18n import t

from ..keys import translate_bindings


class HandoverScreen(Screen[None]):
    """'Pass the laptop to Bram': an opaque screen with only public news, dismissed by Bram's Enter."""

    BINDINGS = [Binding("enter,space", "take", "key.take", id="take")]

    DEFAULT_CSS = """
    HandoverScreen {
        align: center middle;
        background: $background;
    }
    HandoverScreen > Vertical {
        width: 70;
        max-width: 95%;
        height: auto;
        border: double $accent;
        padding: 1 2;
    }
    HandoverScreen #who {
        text-style: bold;
        content-align: center middle;
        width: 100%;
        color: $accent;
    }
    HandoverScreen #news {
        margin-top: 1;
        color: $text-muted;
    }
    HandoverScreen #press {
        margin-top: 1;
        content-align: center middle;
        width: 100%;
    }
    """

    def __init__(self, name: str, news: list[Text]) -> None:
        super().__init__(id="handover")
        self.player_name = name
        self.news = news

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(t("ui.handover", player=self.player_name), id="who")
            if self.news:
                yield Static(Text("\n").join(self.news), id="news")
            with Center():
                yield Static(t("ui.handover_press", player=self.player_name), id="press")

    def on_mount(self) -> None:
        translate_bindings(self)

    def action_take(self) -> None:
        """The named player has the laptop."""
        self.dismiss(None)
