"""How a card looks: short text with the suit symbol, red and black suits, trumps and bouts apart."""

from __future__ import annotations

from rich.style import Style
from rich.text import Text

from tarot_tui.engine import EXCUSE, is_bout, suit_of
from tarot_tui.i18n import card_short

RED = Style(color="bright_red", bold=True)
BLACK = Style(color="bright_white", bold=True)
TRUMP = Style(color="bright_cyan", bold=True)
BOUT = Style(color="bright_yellow", bold=True)
DIM = Style(color="grey39")


def card_style(card: int) -> Style:
    """The colour of a card: hearts and diamonds red, spades and clubs white, trumps cyan, bouts gold."""
    if is_bout(card):
        return BOUT
    suit = suit_of(card)
    if suit is None:
        return TRUMP
    return RED if suit.is_red else BLACK


def card_text(card: int, *, dim: bool = False, width: int = 0) -> Text:
    """A card as coloured text, optionally padded to ``width`` and dimmed."""
    label = card_short(card)
    if card == EXCUSE:
        label = "EXC"
    text = Text(label.center(width) if width else label, style=DIM if dim else card_style(card))
    return text


def cards_text(cards: list[int] | tuple[int, ...], sep: str = " ") -> Text:
    """Several cards in a row."""
    out = Text()
    for i, card in enumerate(cards):
        if i:
            out.append(sep)
        out.append_text(card_text(card))
    return out
