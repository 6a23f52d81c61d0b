"""Requests from a screen to open another one: the App routes them, so no screen imports another screen.

Each is a message posted by a screen; it bubbles up to the App, which pushes the screen asked for and calls
``then`` with that screen's result when it closes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from textual.app import App
from textual.dom import DOMNode
from textual.message import Message
from textual.screen import Screen

from .key_hold import KeyHoldingApp

if TYPE_CHECKING:
    from tarot_tui.coaching.coach import Coach, Dialog
    from tarot_tui.evening import Evening

Then = Callable[[Any], object] | None


@dataclass
class OpenRules(Message):
    """The rules guide, at ``rule`` (an R-number) or at the start."""

    rule: str | None = None


@dataclass
class OpenDialogs(Message):
    """Explanations to read one after the other (title, body, rule); ``then`` runs after the last."""

    dialogs: list[Dialog]
    then: Callable[[], object] | None = None
    leave: Callable[[], object] | None = None
    """What Esc or q on a box does instead of going on (a lesson's table: leave it); None: they close the box as
    Enter does (advice read at the table, which is where the player comes back to)."""


@dataclass
class OpenConfirm(Message):
    """A yes/no question; ``then`` gets True, False or None."""

    title: str
    body: str
    then: Then = None


@dataclass
class OpenSheet(Message):
    """The evening's score sheet (``final``: the last standings)."""

    evening: Evening
    final: bool = False
    then: Then = None


@dataclass
class OpenReview(Message):
    """Every finished trick of the latest deal, to browse."""

    evening: Evening
    then: Then = None


@dataclass
class OpenTable(Message):
    """Sit down at ``evening``'s table (a lesson when ``coach`` is given); ``replace``: instead of the screen
    that asks (the new-evening form), ``draw``: after showing the draw for the first dealer (R1.3)."""

    evening: Evening
    coach: Coach | None = None
    replace: bool = False
    draw: bool = False


@dataclass
class LeaveTable(Message):
    """Leave ``table`` (and any dialog above it), saving ``evening`` first; ``ask``: ask the players first."""

    table: Screen[None]
    evening: Evening
    ask: bool = False


@dataclass
class OpenScreen(Message):
    """A destination by name: "setup", "keeper", "settings", "lesson" (the oefenpotje), "lessons" (the course),
    "evenings" (``args``: the unfinished evenings; ``then`` gets the file of the one picked, or None), "seats"
    (``args``: names, seats), "kept_deal" (``args``: evening, index), "phones" (``args``: page, what the phones'
    page shows now; seats and renew, a new code for a seat), "analysis", the deal review (``args``: evening, and
    optionally the deal's index and the match seat to review), "deal_score", a finished deal's score page again,
    the latest first (``args``: evening), "sheet", a saved evening's sheet read-only, away from the table (``args``:
    evening, an ``Evening.for_reading`` or one closed, and final, its closing sheet), "keeper_sheet", a score keeper's
    evening's sheet read-only (``args``: evening, a ``KeeperEvening.for_reading``), or "stats" (``args``:
    evening_id, the evening charted first)."""

    name: str
    args: dict[str, Any] = field(default_factory=dict)
    then: Then = None


def ask(node: DOMNode, request: OpenScreen | OpenTable) -> None:
    """Post ``request`` from ``node``; the keys typed from now until the screen it opens has the focus are held
    for that screen (``key_hold.py``), not given to the screen that asks."""
    if isinstance(node.app, KeyHoldingApp):
        node.app.hold_keys()
    node.post_message(request)


def push_once(app: App[Any], screen: Screen[Any], callback: Callable[[Any], None] | None = None) -> bool:
    """Push ``screen`` unless a screen with its id is open already: a key pressed twice before the first screen
    came up asks for it again, and two screens with one id stop the game (Textual's ``DuplicateIds``). Returns
    whether it was pushed."""
    if screen.id is not None and any(open_screen.id == screen.id for open_screen in app.screen_stack):
        return False
    app.push_screen(screen, callback)
    return True
