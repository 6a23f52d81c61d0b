"""``KeyHold`` on its own: which keys it keeps while a screen opens, and the order it hands them on in."""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from textual import events

from tarot_tui.app.key_hold import KeyHold


@dataclass
class _Key:
    """What ``KeyHold`` reads of a key: a stand-in, since only Textual marks a key as given to a widget."""

    key: str
    character: str
    time: float
    is_forwarded: bool


def _key(char: str, time: float, forwarded: bool = False) -> events.Key:
    return cast(events.Key, _Key(char, char, time, forwarded))


def test_nothing_is_held_before_a_hold_begins() -> None:
    hold = KeyHold()
    assert not hold.holding
    assert not hold.take(_key("a", 1.0))
    assert hold.hand_on() is None


def test_keys_from_the_terminal_are_held_and_handed_on_oldest_first_one_at_a_time() -> None:
    hold = KeyHold()
    assert hold.begin()
    assert not hold.begin()  # one hold at a time
    assert hold.take(_key("F", 10.0))
    assert hold.take(_key("i", 10.1))
    assert not hold.take(_key("x", 9.0, forwarded=True))  # coming back up from a widget: on to the bindings
    copy = hold.hand_on()
    assert copy is not None and copy.key == "F"
    assert hold.is_copy(copy)
    assert not hold.take(copy)  # the copy passes
    assert not hold.is_copy(copy)
    assert hold.take(copy)  # once: an id seen again (a later key may reuse it) is held like any key
    assert hold.take(_key("n", 10.6))
    assert [key.key for key in iter(hold.hand_on, None)] == ["i", "F", "n"]
    assert hold.holding  # until ended
    hold.end()
    assert not hold.holding
    assert not hold.take(_key("z", 12.0))


def test_ready_waits_for_the_screen_being_opened() -> None:
    hold = KeyHold()
    assert not hold.ready
    hold.begin()
    generation = hold.wait_for_screen()
    assert not hold.ready
    hold.new_screen_ready = True
    assert hold.ready
    assert hold.wait_for_screen() == generation + 1  # a second screen asked for: wait again, old timers stale
    assert not hold.ready
