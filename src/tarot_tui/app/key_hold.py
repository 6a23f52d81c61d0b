"""Keys typed while a screen opens are kept for it, in the order they were typed.

A screen asks the App for another one by posting a request (``routes.py``); the App pushes the new screen a
moment later, and the new screen gives the focus to its first field later still. Keys a quick typist sends in
between would reach the old screen, which ignores them or, worse, acts on them: "n" then "Fien" gave the first
name "ien" on a busy laptop. So from the request until the new screen has the focus, the App holds the keys
(``KeyHold``) and then hands them on, oldest first.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from textual import events
from textual.message import Message

HOLD_AT_MOST = 1.0
"""Seconds after which held keys are handed on to the screen that is there if the one asked for has not come (a
request that opened nothing, say), as soon as the old screen's keys are back."""

HOLD_WAITS = 5
"""After this many waits of ``HOLD_AT_MOST`` the keys are handed on whatever happened: no key is kept for good."""


@dataclass
class KeysBack(Message):
    """Posted to the old screen's focused widget when a hold begins: it bubbles up to the App behind the keys that
    widget was given before the hold, so when it arrives they are all back (held, or handled by the old screen)."""

    generation: int


@runtime_checkable
class KeyHolder(Protocol):
    """An App that holds the keys typed while a screen opens (``Router``)."""

    def hold_keys(self) -> None:
        """Hold the keys from now until the screen being opened has the focus."""


class KeyHold:
    """The keys held while a screen opens, and the copies handed on for them.

    Two kinds of key are held: keys the App receives while holding, and keys the old screen was given just before
    the hold began and left unhandled (they come back up to the App; they are older than the hold). A copy handed
    on passes, even when it comes back unhandled from the new screen.
    """

    def __init__(self) -> None:
        self._held: list[events.Key] | None = None
        self._since = 0.0
        self._copies: set[int] = set()
        self.generation = 0
        """Counts the holds begun, so that a late safety timer of an old hold leaves a new one alone."""
        self.old_keys_back = False
        """Every key given to the old screen before the hold has come back (``KeysBack``)."""
        self.new_screen_ready = False
        """The screen being opened has had its first messages (its focus is given)."""

    @property
    def ready(self) -> bool:
        """Whether the held keys may be handed on: the old screen's keys are back and the new screen is ready."""
        return self._held is not None and self.old_keys_back and self.new_screen_ready

    @property
    def holding(self) -> bool:
        """Whether keys are being held."""
        return self._held is not None

    def begin(self, now: float) -> bool:
        """Start holding at ``now`` (the clock of ``Message.time``); False when already holding."""
        if self._held is not None:
            return False
        self._held = []
        self._since = now
        self.generation += 1
        self.old_keys_back = self.new_screen_ready = False
        return True

    def take(self, event: events.Key) -> bool:
        """Keep ``event`` if it is to be held (True); False lets it go on its way."""
        if self._held is None or id(event) in self._copies:
            return False
        if event.is_forwarded and event.time >= self._since:
            return False  # handed to a screen during the hold (a copy, or a key of the new screen): not ours
        self._held.append(event)
        return True

    def hand_on(self) -> list[events.Key]:
        """Copies of the keys held so far, oldest first, to post again; the hold goes on (keys typed while the
        copies wait are held behind them) until ``end``."""
        if self._held is None:
            return []
        held = sorted(self._held, key=lambda event: event.time)
        self._held = []
        copies = [events.Key(event.key, event.character) for event in held]
        self._copies.update(id(copy) for copy in copies)
        return copies

    def end(self) -> None:
        """Stop holding."""
        self._held = None
        self._copies.clear()
