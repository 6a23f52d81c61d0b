"""How the hand's keys become answers: a card to play, cards picked for the écart or a poignée, confirmed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from tarot_tui.engine import DeclarePoignee, Discard, Play
from tarot_tui.play import Answer, AskDiscard, AskPoignee, NoPoignee, Prompt

from ..widgets.choices import ChoiceBox
from ..widgets.hand import HandWidget
from .draw import toggle_pick

if TYPE_CHECKING:
    from .hints import HintWriter


class HandTable(Protocol):
    """What the hand's input needs of the table screen."""

    prompt: Prompt | None
    poignee_size: int
    busy: bool
    hints: HintWriter

    @property
    def mode(self) -> str:
        """ "play", "discard", "poignee" or "wait"."""

    def submit(self, answer: Answer) -> bool:
        """Answer the prompt on screen."""

    def refresh_table(self) -> None:
        """Draw everything again."""

    def show_keys(self) -> None:
        """Draw the key bar again."""

    def bell(self) -> None:
        """Ring: that did nothing."""


class HandInput:
    """Turns the hand widget's events into answers for the table's prompt."""

    def __init__(self, table: HandTable, hand: HandWidget, box: ChoiceBox) -> None:
        self.table = table
        self.hand = hand
        self.box = box

    def chosen(self, card: int) -> None:
        """Enter (or a click, or its key letter) on ``card``: play it, or pick or unpick it. When nothing comes of
        it, the hand is drawn again with its cursor on the card (a key letter moves the cursor without drawing)."""
        table = self.table
        mode = table.mode
        if table.busy or mode not in ("play", "discard", "poignee"):
            self.hand.refresh()
            return
        if mode == "play":
            if not table.submit(Play(card)):
                self.hand.refresh()
            return
        limit = table.prompt.size if isinstance(table.prompt, AskDiscard) else table.poignee_size
        picked = toggle_pick(self.hand.selected, self.hand.playable, card, limit)
        if picked is None:
            table.hints.unselectable(card)
            table.bell()
            self.hand.refresh()
            return
        self.hand.selected = picked
        table.hints.selection()

    def moved(self, card: int | None) -> None:
        """The cursor is on ``card``: say what the rules say of it."""
        mode = self.table.mode
        if mode == "play":
            self.table.hints.play(card)
        elif mode in ("discard", "poignee"):
            self.table.hints.selection(card)

    def confirm(self) -> None:
        """The écart or the poignée as picked."""
        cards = tuple(sorted(self.hand.selected))
        self.table.submit(Discard(cards) if self.table.mode == "discard" else DeclarePoignee(cards))

    def start_poignee(self, prompt: AskPoignee, size: int) -> None:
        """A poignée level was chosen (0: none): pick its trumps in the hand (all of them when that is all)."""
        table = self.table
        if not size:
            table.submit(NoPoignee())
            return
        self.box.close()
        table.poignee_size = size
        table.refresh_table()
        self.hand.selected = frozenset(prompt.pool) if len(prompt.pool) == size else frozenset()
        table.hints.selection()
        self.hand.focus()
        table.show_keys()
