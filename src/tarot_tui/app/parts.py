"""A screen's own widgets, each found once."""

from __future__ import annotations

from typing import TypeVar, cast

from textual.dom import DOMNode
from textual.widget import Widget

W = TypeVar("W", bound=Widget)


class WidgetParts(DOMNode):
    """Finds a widget composed with the screen once and keeps it: a query walks the whole tree (about 80 µs at
    the table, twenty of them a key). Only for widgets that live as long as the screen."""

    _parts: dict[type[Widget] | str, Widget] | None = None

    def part(self, kind: type[W], selector: str = "") -> W:
        """The screen's widget of type ``kind`` (matching ``selector`` when given)."""
        parts = self._parts
        if parts is None:
            parts = self._parts = {}
        key = selector or kind
        found = parts.get(key)
        if found is None:
            found = parts[key] = self.query_one(selector, kind) if selector else self.query_one(kind)
        return cast(W, found)
