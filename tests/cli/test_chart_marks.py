"""The score chart's marks: a deal's marks stand side by side, one column a player in seat order, so players on
the same total (three defenders after a deal, everyone at the start) each keep their own mark; a long evening
draws as many deals as fit, spread evenly, the start and the last always among them."""

from __future__ import annotations

from tarot_tui.sheets.stats import MARKERS, SHARED, chart, drawn_deals

NAMES = ["Anna", "Bram", "Cees", "Dirk"]


def _marks(drawn, seat: int) -> list[tuple[int, int]]:  # type: ignore[no-untyped-def]
    return [(y, x) for y, row in enumerate(drawn.cells) for x, (_, owner) in enumerate(row) if owner == seat]


def test_three_defenders_on_one_total_keep_three_marks() -> None:
    drawn = chart(NAMES, [[-75, 25, 25, 25]], width=40)
    assert not _marks(drawn, SHARED)
    for seat in range(4):
        assert len(_marks(drawn, seat)) == 2  # the start and the deal
    defenders = {y for seat in (1, 2, 3) for y, _ in _marks(drawn, seat)[1:]}
    assert len(defenders) == 1  # on one row, as their totals are one
    row = "".join(char for char, _ in drawn.cells[defenders.pop()])
    assert MARKERS[1] + MARKERS[2] + MARKERS[3] in row  # side by side, in seat order (the legend's)
    assert [mark for mark, _, _ in drawn.legend] == list(MARKERS[:4])


def test_everyone_at_the_start_reads_every_mark() -> None:
    drawn = chart(NAMES, [[30, -10, -10, -10], [60, -20, -20, -20]], width=40)
    zero = next(y for y, label in enumerate(drawn.labels) if label.strip() == "0")
    assert "".join(char for char, _ in drawn.cells[zero]).startswith(MARKERS[:4])


def test_a_long_evening_draws_the_deals_that_fit_with_the_last_one() -> None:
    history = [[10 * d, -10 * d, 5 * d, -5 * d] for d in range(1, 41)]
    drawn = chart(NAMES, history, width=60)
    assert not _marks(drawn, SHARED)
    assert drawn.deals[0] == 0 and drawn.deals[-1] == 40
    assert all(len(_marks(drawn, seat)) == len(drawn.deals) for seat in range(4))
    assert max(len(line) for line in drawn.lines()[:-1]) <= 60


def test_drawn_deals_spreads_evenly() -> None:
    assert drawn_deals(3, 10) == [0, 1, 2, 3]
    assert drawn_deals(10, 3) == [0, 5, 10]
    assert drawn_deals(40, 12)[0] == 0 and drawn_deals(40, 12)[-1] == 40 and len(drawn_deals(40, 12)) == 12


def test_a_chart_too_narrow_for_side_by_side_still_shares_a_mark() -> None:
    drawn = chart(["A", "B", "C", "D", "E"], [[40, -10, -10, -10, -10]], width=12)
    assert _marks(drawn, SHARED)
