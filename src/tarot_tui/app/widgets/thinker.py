"""A computer player thinking: the strong level on a worker thread, so that keys and frames go on meanwhile; the
quick levels at once, on the UI thread."""

from __future__ import annotations

import time
from dataclasses import dataclass

from textual import work
from textual.message import Message
from textual.timer import Timer
from textual.widget import Widget

from tarot_tui.engine import Action
from tarot_tui.play import ComputerTurn, TableFlow

QUICK_LEVELS = frozenset({"beginner", "random"})
"""Levels that decide in well under a millisecond (``benchmarks/bots.py``): a thread for them cost more than the
decision, and while it ran it slowed the frame of the key that led to the turn (the interpreter's lock)."""


class Thinker(Widget):
    """Invisible: ``think`` decides a computer's turn and posts ``Decided`` with its action, no sooner than
    ``pace`` seconds after it started (so each computer move can be seen)."""

    DEFAULT_CSS = "Thinker { display: none; }"

    @dataclass
    class Decided(Message):
        """The computer player of ``turn`` chose ``action``."""

        turn: ComputerTurn
        action: Action

    def __init__(self) -> None:
        super().__init__()
        self._pending: Timer | None = None
        """A quick level's decision waiting for its pace."""

    def think(self, turn: ComputerTurn, strength: float, pace: float) -> None:
        """Decide ``turn`` (the strong level with its thinking time times ``strength``); a new turn replaces one
        still under way."""
        self.forget()
        if turn.level not in QUICK_LEVELS:
            self._think_on_a_thread(turn, strength, pace)
            return
        decided = self.Decided(turn, TableFlow.decide(turn, strength))
        if pace > 0:
            self._pending = self.set_timer(pace, lambda: self.post_message(decided))
        else:
            self.post_message(decided)

    @work(thread=True, exclusive=True, group="computer")
    def _think_on_a_thread(self, turn: ComputerTurn, strength: float, pace: float) -> None:
        start = time.monotonic()
        action = TableFlow.decide(turn, strength)
        remaining = pace - (time.monotonic() - start)
        if remaining > 0:
            time.sleep(remaining)
        self.post_message(self.Decided(turn, action))

    def forget(self) -> None:
        """Drop any decision under way (its answer would be stale)."""
        if self._pending is not None:
            self._pending.stop()
            self._pending = None
        self.workers.cancel_group(self, "computer")
