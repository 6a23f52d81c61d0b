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
    assert hold.hand_on() == []


def test_new_keys_and_old_keys_coming_back_are_held_and_handed_on_oldest_first() -> None:
    hold = KeyHold()
    assert hold.begin(10.0)
    assert not hold.begin(11.0)  # one hold at a time
    assert hold.take(_key("e", 10.2))  # typed during the hold
    assert hold.take(_key("F", 9.8, forwarded=True))  # given to the old screen before, left unhandled
    assert hold.take(_key("i", 9.9, forwarded=True))
    assert not hold.take(_key("x", 10.5, forwarded=True))  # given to a screen during the hold: not the old one's
    copies = hold.hand_on()
    assert [copy.key for copy in copies] == ["F", "i", "e"]
    assert all(not hold.take(copy) for copy in copies)  # the copies pass
    assert hold.take(copies[0])  # once: an id seen again (a later key may reuse a copy's) is held like any key
    assert hold.holding  # until the keys typed meanwhile are handed on too
    assert hold.take(_key("n", 10.6))
    assert sorted(copy.key for copy in hold.hand_on()) == ["F", "n"]
    assert hold.hand_on() == []
    hold.end()
    assert not hold.holding
    assert not hold.take(_key("z", 12.0))


def test_ready_needs_the_old_keys_back_and_the_new_screen() -> None:
    hold = KeyHold()
    assert not hold.ready
    hold.begin(1.0)
    generation = hold.generation
    assert not hold.ready
    hold.old_keys_back = True
    assert not hold.ready
    hold.new_screen_ready = True
    assert hold.ready
    hold.end()
    hold.begin(2.0)
    assert hold.generation == generation + 1
    assert not hold.ready  # a new hold waits again
