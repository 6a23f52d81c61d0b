"""The end of the evening's standings: the best first, equal totals on one place, names and totals in columns."""

from __future__ import annotations

from types import SimpleNamespace

from tarot_tui.app.score_pages import standings
from tarot_tui.sheets.rows import places


def test_equal_totals_share_a_place_and_keep_the_seat_order() -> None:
    assert places([-4, 272, 88, 88, -268]) == [(1, 1, 272), (2, 2, 88), (2, 3, 88), (4, 0, -4), (5, 4, -268)]
    assert places([0, 0, 0]) == [(1, 0, 0), (1, 1, 0), (1, 2, 0)]


def test_the_standings_put_names_and_totals_in_columns() -> None:
    evening = SimpleNamespace(
        names=["Jan", "Sjef", "Truus", "Annemarie", "Mien"],
        match=SimpleNamespace(totals=[-268, 272, -4, 180, -180]),
    )
    lines = standings(evening).plain.splitlines()  # type: ignore[arg-type]
    assert lines[1:] == [
        "1. Sjef       +272",
        "2. Annemarie  +180",
        "3. Truus        -4",
        "4. Mien       -180",
        "5. Jan        -268",
    ]
