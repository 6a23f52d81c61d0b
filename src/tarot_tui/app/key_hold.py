"""Keys typed while a screen opens are kept for it, in the order they were typed.

A screen asks the App for another one by posting a request (``routes.py``); the App pushes the new screen a
moment later, and the new screen gives the focus to its first field later still. Keys a quick typist sends in
between would reach the old screen, which ignores them or, worse, acts on them: "n" then "Fien" gave the first
name "ien" on a busy laptop. So from the request until the new screen has the focus, the App (``KeyHoldingApp``)
holds the keys (``KeyHold``) and then hands them on, oldest first.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from textual import events
from textual.app import App
from textual.message import Message
from textual.screen import Screen

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
        if self._held is None:
            return False
        if id(event) in self._copies:
            # A copy passes once; forgetting it at once means no later key can be taken for it by a reused id.
            self._copies.discard(id(event))
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


class KeyHoldingApp(App[int]):
    """An App that holds the keys typed while a screen opens (the ``Router`` of ``TarotApp``): ``hold_keys`` when
    a screen asks for another, ``keys_go_to`` once the App has pushed it."""

    def __init__(self) -> None:
        super().__init__()
        self.key_hold = KeyHold()
        self._holding_for: Screen[Any] | None = None
        """The screen that asked for the one being opened."""

    def hold_keys(self) -> None:
        """Hold the keys from now until the screen being opened has the focus (``_time_is_up`` if it does not)."""
        if self.key_hold.begin(Message().time):
            generation = self.key_hold.generation
            self._holding_for = self.screen
            # Sent by the App: Textual stops a message's bubbling at its sender, which may be the asking screen.
            (self.focused or self.screen).post_message(KeysBack(generation).set_sender(self))
            self.set_timer(HOLD_AT_MOST, lambda: self._time_is_up(generation, 1))

    def _time_is_up(self, generation: int, waits: int) -> None:
        """The screen asked for has not come: hand the keys on to the screen that is there, once the old screen's
        keys are all back (on a busy machine they can take longer than a wait; never more than ``HOLD_WAITS``)."""
        if not self.key_hold.holding or self.key_hold.generation != generation:
            return
        if self.key_hold.old_keys_back or waits >= HOLD_WAITS:
            self.hand_on_keys()
        else:
            self.set_timer(HOLD_AT_MOST, lambda: self._time_is_up(generation, waits + 1))

    def on_keys_back(self, message: KeysBack) -> None:
        if message.generation == self.key_hold.generation:
            self.key_hold.old_keys_back = True
            if self.key_hold.ready:
                self.hand_on_keys()

    def _new_screen_ready(self, generation: int) -> None:
        if generation == self.key_hold.generation:
            self.key_hold.new_screen_ready = True
            if self._holding_for not in self.screen_stack:
                self.key_hold.old_keys_back = True  # it was replaced: its keys went with it
            if self.key_hold.ready:
                self.hand_on_keys()

    def hand_on_keys(self) -> None:
        """Post the held keys again, oldest first; keys typed meanwhile are held behind them and handed on in turn,
        and the hold ends once none are left."""
        if not self.key_hold.holding:
            return
        copies = self.key_hold.hand_on()
        if not copies:
            self.key_hold.end()
            return
        for copy in copies:
            self.post_message(copy)
        self.call_later(self.hand_on_keys)

    def keys_go_to(self, screen: Screen[Any]) -> None:
        """Hand the held keys on once ``screen`` has given the focus (its first messages come first)."""
        if self.key_hold.holding:
            generation = self.key_hold.generation
            screen.call_later(lambda: self._new_screen_ready(generation))

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key) and self.key_hold.take(event):
            return
        await super().on_event(event)
