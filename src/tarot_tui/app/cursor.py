"""The terminal cursor sits on whatever has the focus: the highlighted card, answer or menu entry, or the field.

Screen readers and braille displays follow the terminal's cursor (BRLTTY, a terminal's own reader, tmux's
``cursor_x``/``cursor_y``); Textual hides it but still moves it to ``App.cursor_position`` after every frame.
Widgets with a place of their own (the hand, the choices, the menu) name it with ``terminal_cursor()`` and
call ``place_cursor`` when they draw; any other focused widget gets the cursor at the top left of its content.
Text inputs (``Input``, ``TextArea``) place it themselves, at the insertion point.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from textual.geometry import Offset
from textual.widget import Widget

from .textual_compat import places_own_cursor


@runtime_checkable
class HasTerminalCursor(Protocol):
    """A widget that knows where in its content the terminal cursor belongs."""

    def terminal_cursor(self) -> Offset:
        """The cursor's place, relative to the top left of the widget's content."""
        ...


def cursor_spot(widget: Widget) -> Offset:
    """Where on the screen the terminal cursor belongs while ``widget`` has the focus."""
    region = widget.content_region
    # A HasTerminalCursor, asked by name: isinstance on a runtime protocol costs 15-25 µs, at every frame.
    place = getattr(widget, "terminal_cursor", None)
    local = place() if place is not None else Offset(0, 0)
    return Offset(region.x + local.x, region.y + local.y)


def place_cursor(widget: Widget) -> bool:
    """Move the terminal cursor to ``widget`` if it has the focus; whether it moved."""
    app = widget.app
    if app.focused is not widget or places_own_cursor(widget):
        return False
    spot = cursor_spot(widget)
    if spot == app.cursor_position:
        return False
    app.cursor_position = spot
    return True
