"""Showing a layer over the table: the score panel lies over the widgets of the play area."""

from __future__ import annotations

from textual.widget import Widget


class Covered:
    """Puts a layer up over its siblings and takes it down again.

    The siblings are hidden while it comes up: a frame with a whole-screen layer over the table's widgets cost
    twice as much as one without them (Textual cuts every line at each widget's edges, covered or not). They are
    shown again under it at a quiet moment (``show_below``), so that taking it down costs no layout. Nothing
    private lies under the layer (the table draws no hand while it is up, ``TableFlow.viewer``).
    """

    def put_up(self, layer: Widget) -> None:
        """Show ``layer`` alone and give it the keys."""
        layer.display = True
        for sibling in layer.siblings:
            sibling.display = False
        layer.focus()

    def show_below(self, layer: Widget) -> None:
        """Display ``layer``'s siblings again under it (it stays up)."""
        for sibling in layer.siblings:
            sibling.display = True

    def take_down(self, layer: Widget) -> None:
        """Hide ``layer``, with its siblings in view."""
        self.show_below(layer)
        layer.display = False
