"""The curtain between two people: names who is next and shows no card of any hand until Enter.

It is a layer over the table rather than a screen of its own: it comes up every turn in a hot-seat game,
and toggling a layer costs a fraction of pushing and popping a screen. The same layer shows the chien turned
face up to everyone (R6.1), with no hand under it.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Static

from tarot_tui.i18n import t
from tarot_tui.play import ChienReveal

from ..widgets.card import cards_text
from ..widgets.cover import Covered


class Curtain(Vertical, can_focus=True):
    """'Pass the laptop to Bram': covers the play area (the table and the hand); Bram's Enter lifts it."""

    BINDINGS = [Binding("enter,space", "take", "key.take", id="take")]

    DEFAULT_CSS = """
    Curtain {
        layer: curtain;
        width: 100%;
        height: 100%;
        background: $background;
        align: center middle;
        display: none;
    }
    Curtain > Vertical {
        width: 70;
        max-width: 95%;
        height: auto;
        border: double $accent;
        padding: 1 2;
    }
    Curtain #who {
        text-style: bold;
        text-align: center;
        width: 100%;
        color: $accent;
    }
    Curtain #news {
        margin-top: 1;
        height: 6;
        color: $text-muted;
    }
    Curtain #press {
        margin-top: 1;
        text-align: center;
        width: 100%;
    }
    """

    @dataclass
    class Taken(Message):
        """The named player pressed Enter."""

        curtain: Curtain

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._covered = Covered()
        """The widgets hidden while the curtain is up."""
        self.purpose = "handover"
        """What it is up for: "handover" (a name: pass the laptop) or "chien" (the chien shown to all)."""

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static("", id="who")
            yield Static("", id="news")
            yield Static("", id="press")

    def watch_has_focus(self, _has_focus: bool) -> None:
        """Nothing of the curtain's look depends on focus: no style sheet update (see HandWidget)."""

    @property
    def is_up(self) -> bool:
        """The curtain hides the table."""
        return bool(self.display)

    def raise_for(self, name: str, news: list[Text]) -> None:
        """Cover the table and name the next player, with the public news since his last turn (at most six
        lines: the box keeps its size, so the next frame needs no second layout)."""
        self.query_one("#who", Static).update(Text(t("ui.handover", player=name)))  # a name is never markup
        lines = [line.copy() for line in news[-6:]]
        for line in lines:  # one line each, however narrow the table
            line.no_wrap = True
            line.overflow = "ellipsis"
        box = self.query_one("#news", Static)
        box.update(Text("\n", no_wrap=True, overflow="ellipsis").join(lines))
        box.styles.text_align = "left"
        self.query_one("#press", Static).update(Text(t("ui.handover_press", player=name)))
        self._put_up("handover")

    def show_chien(self, cards: Text, body: str, press: str | None = None) -> None:
        """Cover the table with the chien turned face up for everyone and what the taker does with it; ``press``
        is the last line (who presses Enter), "⏎ Verder" when not given."""
        self.query_one("#who", Static).update(Text(t("ui.chien_title")))
        text = Text()
        text.append_text(cards)
        text.append("\n\n" + body)
        box = self.query_one("#news", Static)
        box.update(text)
        box.styles.text_align = "center"
        self.query_one("#press", Static).update(Text(press or "⏎ " + t("key.continue")))
        self._put_up("chien")

    def reveal_chien(self, prompt: ChienReveal, names: list[str], size: int) -> None:
        """The chien of ``prompt`` for everyone, what the taker does with it, and who takes the laptop next (on
        the last line, which is never cut off: the box above it keeps six lines, and at 80 columns the chien
        and its sentence fill them)."""
        body = t("ui.chien_body", player=names[prompt.taker], size=size)
        press = None if prompt.hand_to is None else t("ui.handover_press", player=names[prompt.hand_to])
        self.show_chien(cards_text(prompt.cards, sep="  "), body, press)

    def _put_up(self, purpose: str) -> None:
        self.purpose = purpose
        self._covered.put_up(self)

    def lift(self) -> None:
        """Uncover the table."""
        self._covered.take_down(self)

    def action_take(self) -> None:
        """The named player has the laptop."""
        if self.display:
            self.post_message(self.Taken(self))
