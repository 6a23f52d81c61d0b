"""Keys reach the screens one at a time, in the order typed, and keys typed while a screen opens are kept for it.

Textual gives a key to the focused widget the moment the App reads it. A quick typist's next key can then reach a
widget before the key before it has been handled: "Xa", Tab, Tab, "Yb" in one burst filled the first name with
"XaYb", since the Tabs had not yet moved the focus when Y and b were given out. And a screen asks the App for
another one by posting a request (``routes.py``); the App pushes the new screen a moment later, and the new screen
gives the focus to its first field later still: "n" then "Fien" gave the first name "ien" on a busy laptop.

So the App (``KeyHoldingApp``) gives out a key only once the one before it has been handled (``KeyHandled`` comes
back up behind it), and from a screen's request until the new screen has the focus it holds every key
(``KeyHold``); held keys are handed on, oldest first, one at a time in the same way.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from textual import events
from textual.app import App
from textual.message import Message
from textual.screen import Screen

from .textual_compat import is_forwarded

HOLD_AT_MOST = 1.0
"""Seconds after which held keys are handed on to the screen that is there if the one asked for has not come (a
request that opened nothing, say), and after which a key that was given out and never answered (its widget went
away) no longer holds back the keys behind it."""


@dataclass
class KeyHandled(Message):
    """Posted by the App to the widget a key went to, right behind it: it bubbles up to the App once that key has
    been handled there and on its way up (bindings, focus moves and screen requests included)."""

    number: int


class KeyHold:
    """The keys held while a screen opens or while the key before them is handled, and the copies handed on.

    Only keys that come from the terminal are held; a key coming back up unhandled goes on to the App's bindings.
    A copy handed on passes once, even when it comes back unhandled from the new screen.
    """

    def __init__(self) -> None:
        self._held: list[events.Key] | None = None
        self._copies: set[int] = set()
        self.generation = 0
        """Counts the waits for a screen, so that a late safety timer of an old wait leaves a new one alone."""
        self.new_screen_ready = False
        """No screen being opened is waited for: it has had its first messages (its focus is given), or none was
        asked for (the keys only wait for the key before them)."""

    @property
    def ready(self) -> bool:
        """Whether the held keys may be handed on, as far as screens go."""
        return self._held is not None and self.new_screen_ready

    @property
    def holding(self) -> bool:
        """Whether keys are being held."""
        return self._held is not None

    def begin(self) -> bool:
        """Start holding; False when already holding."""
        if self._held is not None:
            return False
        self._held = []
        self.new_screen_ready = False
        return True

    def wait_for_screen(self) -> int:
        """A screen is being opened: the keys wait for it; returns the wait's generation."""
        self.generation += 1
        self.new_screen_ready = False
        return self.generation

    def take(self, event: events.Key) -> bool:
        """Keep ``event`` if it is to be held (True); False lets it go on its way."""
        if self._held is None:
            return False
        if id(event) in self._copies:
            # A copy passes once; forgetting it at once means no later key can be taken for it by a reused id.
            self._copies.discard(id(event))
            return False
        if is_forwarded(event):
            return False  # on its way back up from a widget, to the bindings
        self._held.append(event)
        return True

    def is_copy(self, event: events.Key) -> bool:
        """Whether ``event`` is a copy handed on (and not yet passed)."""
        return id(event) in self._copies

    def hand_on(self) -> events.Key | None:
        """A copy of the oldest key held, to post again, or None when none is left; the hold goes on (keys typed
        while the copies go are held behind them) until ``end``."""
        if not self._held:
            return None
        oldest = self._held.pop(0)
        copy = events.Key(oldest.key, oldest.character)
        self._copies.add(id(copy))
        return copy

    def end(self) -> None:
        """Stop holding."""
        self._held = None
        self._copies.clear()


class KeyHoldingApp(App[int]):
    """An App that gives out keys one at a time and holds the keys typed while a screen opens (the ``Router`` of
    ``TarotApp``): ``hold_keys`` when a screen asks for another, ``keys_go_to`` once the App has pushed it."""

    def __init__(self) -> None:
        super().__init__()
        self.key_hold = KeyHold()
        self._holding_for: Screen[Any] | None = None
        """The screen that asked for the one being opened."""
        self._keys_given = 0
        """Counts the keys given to widgets, to match each ``KeyHandled`` with its key."""
        self._key_in_hand: int | None = None
        """The number of the key given to a widget and not yet handled, if any."""
        self._copy_on_its_way = False
        """A held key's copy is posted and the App has not read it yet."""

    def hold_keys(self) -> None:
        """Hold the keys from now until the screen being opened has the focus (``_time_is_up`` if it does not)."""
        self.key_hold.begin()
        generation = self.key_hold.wait_for_screen()
        self._holding_for = self.screen
        self.set_timer(HOLD_AT_MOST, lambda: self._time_is_up(generation))

    async def holding_keys_while(self, work: Awaitable[object]) -> None:
        """Hold the keys typed while ``work`` runs (widgets mounted into a screen that is up), then hand them on: a
        key that closed the screen meanwhile would pull it away from under the widgets being mounted."""
        self.key_hold.begin()
        generation = self.key_hold.wait_for_screen()
        self.set_timer(HOLD_AT_MOST, lambda: self._time_is_up(generation))
        try:
            await work
        finally:
            self._new_screen_ready(generation)

    def _time_is_up(self, generation: int) -> None:
        """The screen asked for has not come: hand the keys on to the screen that is there."""
        if self.key_hold.holding and self.key_hold.generation == generation:
            self.key_hold.new_screen_ready = True
            self.hand_on_keys()

    def _new_screen_ready(self, generation: int) -> None:
        if generation == self.key_hold.generation:
            self.key_hold.new_screen_ready = True
            self.hand_on_keys()

    def keys_go_to(self, screen: Screen[Any]) -> None:
        """Hand the held keys on once ``screen`` has given the focus (its first messages come first)."""
        if self.key_hold.holding:
            generation = self.key_hold.generation
            screen.call_later(lambda: self._new_screen_ready(generation))

    def hand_on_keys(self) -> None:
        """Post a copy of the oldest held key, once no screen is waited for and no key is being handled; the next
        goes when this one is handled (``KeyHandled``), and the hold ends when none is left."""
        if not self.key_hold.ready or self._key_in_hand is not None or self._copy_on_its_way:
            return
        copy = self.key_hold.hand_on()
        if copy is None:
            self.key_hold.end()
            return
        self._copy_on_its_way = True
        # Sent by the App, wherever this runs: a key's bubbling stops at its sender's child, so a copy made while
        # the new screen runs its first messages would stop at that screen and never reach the bindings.
        self.post_message(copy.set_sender(self))

    def on_key_handled(self, message: KeyHandled) -> None:
        self._key_handled(message.number)

    def _key_handled(self, number: int) -> None:
        if number != self._key_in_hand:
            return  # the timer of a key that was handled, or a late answer
        self._key_in_hand = None
        self.hand_on_keys()

    def _wait_for_key_in_hand(self, number: int) -> None:
        """A widget removed before it handles its key never answers: after ``HOLD_AT_MOST`` go on without it."""
        self.set_timer(HOLD_AT_MOST, lambda: self._key_handled(number))

    async def on_event(self, event: events.Event) -> None:
        if not isinstance(event, events.Key):
            await super().on_event(event)
            return
        if not self._screen_stack:
            return  # the App is closing: there is nobody to give it to
        copy = self.key_hold.is_copy(event)
        if copy:
            self._copy_on_its_way = False
        if self.key_hold.take(event):
            return
        if is_forwarded(event):
            await super().on_event(event)
            return
        if self._key_in_hand is not None and not copy:
            # Typed while the key before it is handled: held behind it, then handed on in turn.
            if self.key_hold.begin():
                self.key_hold.new_screen_ready = True
            self.key_hold.take(event)
            self._wait_for_key_in_hand(self._key_in_hand)
            return
        await super().on_event(event)
        self._keys_given += 1
        self._key_in_hand = number = self._keys_given
        # Sent by the App: Textual stops a message's bubbling at its sender.
        (self.focused or self.screen).post_message(KeyHandled(number).set_sender(self))
        if self.key_hold.holding:
            self._wait_for_key_in_hand(number)


KeyHolder = Callable[[Awaitable[object]], Awaitable[None]]
"""Runs an awaitable with the keys typed meanwhile held (``KeyHoldingApp.holding_keys_while``)."""


def key_holder(app: App[Any]) -> KeyHolder | None:
    """``app``'s way to hold keys while widgets are mounted into a screen that is up, if it has one: for widgets,
    which do not know the App."""
    return app.holding_keys_while if isinstance(app, KeyHoldingApp) else None
