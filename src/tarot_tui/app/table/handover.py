"""What the hand's place shows while the hand is face down: who takes the laptop next, or the chien turned up.

A hot-seat table changes hands every turn, so the hand-over is drawn in the hand's own place (``HandWidget.cover``)
rather than on a layer over the table: the table, the trick and the log are public and stay in view, the next
person sees the trick they are to play to, and a hand-over costs a repaint instead of a new layout.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text

from tarot_tui.engine import sorted_for_display
from tarot_tui.i18n import t
from tarot_tui.play import ChienReveal

from ..widgets.card import cards_text

TITLE = Style(bold=True, color="cyan")
"""The line that names who is next: bold (it reads apart from the rest in any look), coloured where there is
colour."""


def handover_text(name: str) -> Text:
    """'Pass the laptop to Bram', then what Bram presses; names are never markup."""
    text = Text(justify="center")
    text.append("\n")
    text.append(t("ui.handover", player=name), style=TITLE)
    text.append("\n\n")
    text.append(t("ui.handover_press", player=name))
    return text


def phone_turn_text(name: str) -> Text:
    """'Bram chooses on their phone': the laptop waits, with no hand on it and no key to press."""
    text = Text(justify="center")
    text.append("\n")
    text.append(t("ui.on_phone", player=name), style=TITLE)
    text.append("\n\n")
    text.append(t("ui.on_phone_body"))
    return text


def chien_text(prompt: ChienReveal, names: list[str], size: int) -> Text:
    """The chien of ``prompt`` turned face up for everyone (R6.1), what the taker does with it, and on the last
    line who presses Enter next ("⏎ Verder" when nobody takes the laptop)."""
    text = Text(justify="center")
    text.append(t("ui.chien_title"), style=TITLE)
    text.append("\n")
    text.append_text(cards_text(sorted_for_display(prompt.cards), sep="  "))
    text.append("\n")
    text.append(t("ui.chien_body", player=names[prompt.taker], size=size))
    text.append("\n")
    if prompt.hand_to is None:
        text.append("⏎ " + t("key.continue"))
    else:
        text.append(t("ui.handover_press", player=names[prompt.hand_to]))
    return text
