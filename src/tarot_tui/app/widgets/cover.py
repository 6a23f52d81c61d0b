"""Showing a layer over the table: the curtain and the score panel lie over widgets that need not be drawn."""

from __future__ import annotations

from textual.widget import Widget


class Covered:
    """The siblings a layer hid when it came up, to be shown again (only those) when it goes."""

    def __init__(self) -> None:
        self._hidden: list[Widget] = []

    def put_up(self, layer: Widget) -> None:
        """Show ``layer``, hide what it covers, give it the keys."""
        layer.display = True
        self._hide_siblings(layer)
        layer.focus()

    def take_down(self, layer: Widget) -> None:
        """Hide ``layer`` and show again what it covered."""
        layer.display = False
        self._show_again()

    def _hide_siblings(self, layer: Widget) -> None:
        """Hide every displayed sibling of ``layer``: the frame that shows the layer then draws it alone, and
        nothing under it can be composited (a hand under the curtain)."""
        if layer.parent is not None and not self._hidden:
            self._hidden = [w for w in layer.parent.children if w is not layer and w.display]
        for widget in self._hidden:
            widget.display = False

    def _show_again(self) -> None:
        """Show what ``_hide_siblings`` hid; a widget hidden for a reason of its own stays hidden."""
        hidden, self._hidden = self._hidden, []
        for widget in hidden:
            widget.display = True
