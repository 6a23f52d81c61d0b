"""The table's widgets filled in from a picture of the table (``draw.table_picture``).

The screen decides what is on the table; this only hands each widget its part. Only the viewer's hand is ever
given to the hand (the picture holds no other), and an empty hand keeps its place, so nothing is laid out again.
"""

from __future__ import annotations

from tarot_tui.evening import Evening

from ..parts import WidgetParts
from ..widgets.hand import HandWidget
from ..widgets.panels import FixedText, TotalsPanel
from ..widgets.table import TableView
from .draw import TablePicture


def paint_table(screen: WidgetParts, evening: Evening, picture: TablePicture | None, *, hints_on: bool) -> None:
    """The totals always; with a ``picture``, the seats and the trick, the status line and the hand."""
    totals = screen.part(TotalsPanel)
    totals.show(evening.names, evening.match.totals, evening.deals_done, evening.save.deals_planned)
    if picture is None:
        screen.part(FixedText, "#status").show("")
        return
    screen.part(TableView).show(picture.seats, picture.bottom, picture.centre, clockwise=picture.clockwise)
    screen.part(FixedText, "#status").show(picture.status)
    hand = screen.part(HandWidget)
    if picture.hand is None:
        hand.cards, hand.playable = (), frozenset()
        return
    hand.cards, hand.playable, hand.marked = picture.hand
    hand.dim_unplayable = hints_on
