"""Enter does not answer what came up a moment ago: a curtain, a question or the score.

Enter lifts a hand-over's curtain, picks the choice the cursor is on (a bid question starts on "Pas") and turns
the score's pages. A person who pressed it twice, a bounce or impatience at the curtain, sent the second Enter to
whatever the first one brought up, before anyone could have seen it: it lifted the curtain and passed the bid with
the hand on screen for a moment, or lifted the next person's curtain in front of the one who had just played.

So whatever comes up marks the moment (``Settling.mark``), and Enter (or space) answers it only once it has been
up for ``SETTLE`` seconds; an early one rings the bell and changes nothing. A letter or a digit names its choice
and is not held back, nor is a click.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any
from weakref import WeakKeyDictionary

from textual.app import App

SETTLE = 0.4
"""Seconds something must have been up before Enter answers it: longer than two quick presses of a key, shorter
than anyone takes to read a hand or a score."""


class Settling:
    """When something last came up, and whether Enter may answer it yet."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._since = float("-inf")

    def mark(self) -> None:
        """Something came up now."""
        self._since = self._clock()

    def settled(self) -> bool:
        """Whether what came up last has been up for ``SETTLE`` seconds."""
        return self._clock() - self._since >= SETTLE


_SETTLING: WeakKeyDictionary[App[Any], Settling] = WeakKeyDictionary()


def settling(app: App[Any]) -> Settling:
    """The one ``Settling`` of ``app``, shared by all its widgets: whatever came up last restarts the wait."""
    found = _SETTLING.get(app)
    if found is None:
        found = _SETTLING[app] = Settling()
    return found


def enter_too_soon(app: App[Any]) -> bool:
    """Whether an Enter now comes too soon (then the bell rings): the widgets' test before Enter answers."""
    if settling(app).settled():
        return False
    app.bell()
    return True
