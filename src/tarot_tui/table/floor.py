"""The table's floor: how large the seats' boxes round the edge are and where they stand, the middle all that is left.

The seats take a quarter of the table's width, or what the middle can spare above 7×5 card faces with the words
between them where that is more (16 columns at 80×24, the least, 20 at 100×30, 22 at 120×40, 26 from 160×50), so that
a box reads its roles, tricks and poignée in whole words wherever the terminal has the room. A box has two lines
inside (four with its edges): the roles and tricks, then what the seat does or showed. Where the terminal is low
the boxes keep one line inside, so that the middle keeps its card faces and a question over the table's foot
leaves the seats on the left and right in view; at 100×30 the person's own box, at the foot, keeps one line.

A question is asked over the table's foot (a bid with every bid before it, the call, chelem, poignée): it may
take the lines under the side seats' boxes (``question_room``), so that those seats and what they said stay in
view while deciding. On a low terminal (80×24) the side seats sit a line under the top row rather than centred,
which gives the question a line more (the last bid's question at five players went over them by three).

Nothing here depends on what is in play, and what depends on the table's height is decided on the terminal's
(``tall``) or rounded so that a line more or less does not move a box: the table's height changes between turns (a
two-line hint, the hand's rows), and the seats must stay where they are.
"""

from __future__ import annotations

import functools

SEAT_NARROWEST = 16
"""A seat's least width: at 80 columns the middle keeps the 26 columns that hold 5×3 faces."""
SEAT_WIDEST = 26
"""A seat's greatest width (a quarter of the table, from 104 columns: 160×50)."""
SEAT_SPARED = 20
"""The width a seat takes from the middle, where the middle can spare it above ``MIDDLE_WANTED``: two lines of 18
columns hold "nemer · 12 sl." and "dubbele poignée" (100×30: boxes of 20 rather than 18, the middle keeping the 19
columns between its side faces that "chelem aangekondigd" needs)."""
MIDDLE_WANTED = 30
"""The middle's width for 7×5 faces with the words between them (2×7 + 2 + 14, ``TableView``'s ``face_size``)."""
SEAT_LINES = 4
"""A seat's box: its name in the top edge, two lines inside, its lower edge."""
LOW_SEAT_LINES = 3
"""A seat's box in a low top or bottom row: one line inside."""
TALL_TABLE = 24
"""From this table height every row has ``SEAT_LINES`` (120×40 and up)."""
TALL_SCREEN = 30
"""From this terminal height the top row has ``SEAT_LINES`` too (100×30: a table of 19 or 20 lines, whose middle of
12 or 13 still holds 7×5 faces); the bottom row, the person's own seat, keeps one line inside below ``TALL_TABLE``."""


def seat_width(width: int) -> int:
    """A seat's box's width at a table ``width`` columns wide: a quarter of it, or what the middle can spare above
    ``MIDDLE_WANTED`` up to ``SEAT_SPARED`` where that is more; from 16 to 26 columns, a third of the table at most
    (16 at 80×24, 20 at 100×30, 22 at 120×40, 26 at 160×50)."""
    spared = min(SEAT_SPARED, (width - MIDDLE_WANTED) // 2)
    return min(max(SEAT_NARROWEST, width // 4, spared), SEAT_WIDEST, width // 3)


def row_heights(height: int, *, tall: bool) -> tuple[int, int]:
    """The top and bottom rows' heights at a table ``height`` lines high; ``tall``: the terminal is at least
    ``TALL_SCREEN`` lines high."""
    bottom = SEAT_LINES if height >= TALL_TABLE else LOW_SEAT_LINES
    top = SEAT_LINES if height >= TALL_TABLE or tall else LOW_SEAT_LINES
    return min(top, height // 3), min(bottom, height // 3)


@functools.cache
def table_lines(width: int, height: int, *, tall: bool = False) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Where the columns and rows of the nine places start, and the ends: the seats' boxes round the edge, the
    middle all that is left."""
    seat_w = seat_width(width)
    top, bottom = row_heights(height, tall=tall)
    return (0, seat_w, width - seat_w, width), (0, top, height - bottom, height)


STEADY_STEP = 4
"""The middle's height is taken in steps of this many lines where the side seats and their faces are placed."""


def steady(height: int) -> int:
    """The height the seats on the left and right and their cards are centred in, for a middle ``height`` lines
    high: the lowest of its step of ``STEADY_STEP`` lines (7 for 7 to 10, 11 for 11 to 14), so that a middle one to
    three lines higher (a one-line hint rather than two, a hand with a row fewer: 7 to 10 lines at 80×24, 12 or 13 at
    100×30) leaves them where they were, and as high as in the lowest: a question over the table's foot (the last
    bid, every bid before it listed) leaves the seats on the left and right whole in view at 100×30."""
    return max(0, height - (height + 1) % STEADY_STEP)


LOW_SIDE_LINE = 1
"""On a low terminal (under ``TALL_SCREEN`` lines) the side seats and the faces beside them start this many lines
into the middle: a line under the top row's boxes, not centred (2 at 80×24), so that the question over the
table's foot has a line more under them (``question_room``)."""


def centred(height: int, size: int, *, tall: bool = True) -> int:
    """The line of something ``size`` lines high beside the seats on the left and right: centred in a middle's
    ``steady`` height; on a low terminal (not ``tall``) no lower than ``LOW_SIDE_LINE``."""
    line = max(0, (steady(height) - size) // 2)
    return line if tall else min(line, LOW_SIDE_LINE)


def seat_box(
    row: int, width: int, height: int, seat: tuple[int, int], *, tall: bool = True, wanted: int = 0
) -> tuple[int, int, int, int]:
    """A seat's box (column, line, width, height) in a place of ``width``×``height`` in ``row`` (0: the top):
    ``seat`` (the top row's width and height: ``table_lines``'s ``xs[1]``, ``ys[1]``) and centred; in the bottom row
    as high as the row, in the middle row on its ``centred`` line (``tall``: the terminal is at least
    ``TALL_SCREEN`` lines high). ``wanted``: the width its name in the top edge needs, which a box in a wider
    place (the middle column's, at the top and the foot) grows to, as far as the place allows."""
    seat_w, seat_h = seat
    box_w = min(width, max(seat_w, wanted))
    box_h = min(height, seat_h) if row < 2 else height
    y = centred(height, box_h, tall=tall) if row == 1 else 0
    return (width - box_w) // 2, y, box_w, box_h


def question_room(width: int, height: int, *, tall: bool = False) -> int:
    """The lines a question over the foot of a table ``width``×``height`` may take and leave the side seats' boxes
    whole above it: the lines under them (at 80×24 8 or 9 of a table of 15 or 16 lines, 6 of 13; at 100×30 8 or 9
    of 19 or 20)."""
    xs, ys = table_lines(width, height, tall=tall)
    _, line, _, box_h = seat_box(1, xs[1], ys[2] - ys[1], (xs[1], ys[1]), tall=tall)
    return max(0, height - ys[1] - line - box_h)
