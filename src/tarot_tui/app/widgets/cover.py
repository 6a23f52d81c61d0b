"""Hiding what a layer covers: the curtain and the score panel lie over widgets that need not be drawn."""

from __future__ import annotations

from textual.widget import Widget


class Covered:
    """The siblings a layer hid when it came up, to be shown again (only those) when it goes."""

    def __init__(self) -> None:
        self._hidden: list[Widget] = []

    def hide_siblings(self, layer: Widget) -> None:
        """Hide every displayed sibling of ``layer``: the frame that shows the layer then draws it alone, and
        nothing under it can be composited (a hand under the curtain)."""
        if layer.parent is not None and not self._hidden:
            self._hidden = [w for w in layer.parent.children if w is not layer and w.display]
        for widget in self._hidden:
            widget.display = False

    def show_again(self) -> None:
        """Show what ``hide_siblings`` hid; a widget hidden for a reason of its own stays hidden."""
        hidden, self._hidden = self._hidden, []
        for widget in hidden:
            widget.display = True
