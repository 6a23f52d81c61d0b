"""A computer player thinking on a worker thread, so that keys and frames go on meanwhile."""

from __future__ import annotations

import time
from dataclasses import dataclass

from textual import work
from textual.message import Message
from textual.widget import Widget

from tarot_tui.engine import Action
from tarot_tui.play import ComputerTurn, TableFlow


class Thinker(Widget):
    """Invisible: ``think`` decides a computer's turn off the UI thread and posts ``Decided`` with its action,
    no sooner than ``pace`` seconds after it started (so each computer move can be seen)."""

    DEFAULT_CSS = "Thinker { display: none; }"

    @dataclass
    class Decided(Message):
        """The computer player of ``turn`` chose ``action``."""

        turn: ComputerTurn
        action: Action

    @work(thread=True, exclusive=True, group="computer")
    def think(self, turn: ComputerTurn, strength: float, pace: float) -> None:
        """Decide ``turn`` with the strong level's thinking time times ``strength``."""
        start = time.monotonic()
        action = TableFlow.decide(turn, strength)
        remaining = pace - (time.monotonic() - start)
        if remaining > 0:
            time.sleep(remaining)
        self.post_message(self.Decided(turn, action))

    def forget(self) -> None:
        """Drop any decision under way (its answer would be stale)."""
        self.workers.cancel_group(self, "computer")
