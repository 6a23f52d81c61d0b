"""Showing a layer over the table: the score panel lies over the widgets of the play area."""

from __future__ import annotations

from textual.widget import Widget


class Covered:
    """Puts a layer up over its siblings and takes it down again.

    The siblings stay displayed under it: hiding them would cost a second layout of each of them every time
    the laptop changes hands (a quarter of the work of a hand-over), and nothing private lies under the layer
    (the table draws no hand while it is up, ``TableFlow.viewer``).
    """

    def put_up(self, layer: Widget) -> None:
        """Show ``layer`` and give it the keys."""
        layer.display = True
        layer.focus()

    def take_down(self, layer: Widget) -> None:
        """Hide ``layer``."""
        layer.display = False
