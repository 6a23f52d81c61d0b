"""The table's floor (``tarot_tui.table.floor``): the seats' boxes as wide as the middle can spare and as high as
the terminal allows, and steady from turn to turn."""

from __future__ import annotations

import pytest

from tarot_tui.table import centred, question_room, seat_box, table_lines
from tarot_tui.table.floor import LOW_SIDE_LINE, MIDDLE_WANTED, SEAT_LINES, seat_width

TABLES = {(80, 24): 58, (100, 30): 75, (120, 40): 90, (160, 50): 128}
"""The table's width beside the side panels at each terminal size."""


@pytest.mark.parametrize(("size", "width"), [((80, 24), 16), ((100, 30), 20), ((120, 40), 22), ((160, 50), 26)])
def test_the_seats_take_what_the_middle_can_spare(size: tuple[int, int], width: int) -> None:
    """At 100×30 the boxes were a quarter of the table, 18 columns: "nemer·2 sl.·poi…". Now 20 (18 inside, "nemer ·
    12 sl." and "dubbele poignée"), the middle keeping the 30 columns of 7×5 faces with the words between."""
    assert seat_width(TABLES[size]) == width
    if size != (80, 24):
        assert TABLES[size] - 2 * width >= MIDDLE_WANTED


def test_a_seat_never_takes_more_than_a_third() -> None:
    for width in range(30, 200):
        assert seat_width(width) <= width // 3


@pytest.mark.parametrize("height", [19, 20])
def test_at_100x30_the_top_row_has_two_lines_inside_and_the_middle_holds_7x5_faces(height: int) -> None:
    """The table is 19 or 20 lines at 100×30 (a hint of two lines or one): the top row has four lines, the
    person's own row three, and the middle 12 or 13 (7×5 faces need 12 with two lines of words)."""
    _, ys = table_lines(75, height, tall=True)
    assert ys[1] == SEAT_LINES and height - ys[2] == 3
    assert ys[2] - ys[1] >= 12


@pytest.mark.parametrize("height", [13, 14, 15, 16])
def test_at_80x24_the_top_and_bottom_rows_keep_one_line_inside(height: int) -> None:
    _, ys = table_lines(58, height, tall=False)
    assert ys[1] == 3 and height - ys[2] == 3


@pytest.mark.parametrize("middle", [7, 8, 9, 10])
def test_the_side_seats_stay_put_when_the_middle_changes_by_a_line(middle: int) -> None:
    """7 to 10 lines at 80×24 (a hint of two lines or one, a hand with a row fewer), 12 or 13 at 100×30: the boxes
    on the left and right and the faces beside them keep their line; on the low terminal a line under the top row,
    on a tall one centred."""
    assert seat_box(1, 16, middle, (16, 3), tall=False) == seat_box(1, 16, 8, (16, 3), tall=False) == (0, 1, 16, 3)
    assert centred(middle, 3, tall=False) == centred(8, 3, tall=False) == LOW_SIDE_LINE
    assert centred(middle, 3) == centred(8, 3) == 2
    assert centred(12, 5) == centred(13, 5)
    assert seat_box(1, 20, 12, (20, 4)) == seat_box(1, 20, 13, (20, 4)) == (0, 3, 20, 4)


@pytest.mark.parametrize(
    ("size", "heights", "room"),
    [((80, 24), range(13, 17), range(6, 10)), ((100, 30), range(19, 21), range(8, 10))],
)
def test_a_question_has_the_lines_under_the_side_seats(size: tuple[int, int], heights: range, room: range) -> None:
    """At 80×24 (a table of 13 to 16 lines) the side seats' boxes end on the table's seventh line: 6 to 9 lines
    under them for a question (centred, they ended on the eighth: a five-player bid question of 7 lines did not fit
    a table of 13); at 100×30 8 or 9."""
    width, tall = TABLES[size], size[1] >= 30
    assert [question_room(width, height, tall=tall) for height in heights] == list(room)
    for height in heights:
        xs, ys = table_lines(width, height, tall=tall)
        _, line, _, box_h = seat_box(1, xs[1], ys[2] - ys[1], (xs[1], ys[1]), tall=tall)
        assert ys[1] + line + box_h + question_room(width, height, tall=tall) == height


@pytest.mark.parametrize("tall", [True, False])
def test_things_centred_stay_inside_the_middle(tall: bool) -> None:
    for height in range(1, 60):
        for size in range(1, height + 1):
            line = centred(height, size, tall=tall)
            assert 0 <= line <= height - size
