"""The score chart's marks: a deal's marks stand side by side, one column a player in seat order, so players on
the same total (three defenders after a deal, everyone at the start) each keep their own mark; a long evening
draws as many deals as fit, spread evenly, the start and the last always among them, and says so under the legend."""

from __future__ import annotations

from itertools import pairwise

import pytest

from tarot_tui.app.widgets.chart import drawn_text
from tarot_tui.cli.stats import chart_text
from tarot_tui.i18n import set_language, t
from tarot_tui.sheets.stats import MARKERS, SHARED, chart, deals_note, drawn_deals

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


def _evening(deals: int) -> list[list[int]]:
    return [[10 * d, -10 * d, 5 * d, -5 * d] for d in range(1, deals + 1)]


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_a_chart_that_leaves_deals_out_says_which_it_draws(lang: str) -> None:
    """40 deals at 60 columns: the legend's next line says one deal in every few is drawn (or how many, spread
    evenly), in the player's language, on the plain, coloured and command-line charts alike."""
    set_language(lang)
    try:
        for width, deals in ((60, 40), (60, 39), (44, 40), (100, 70)):
            drawn = chart(NAMES, _evening(deals), width=width)
            assert len(drawn.deals) < deals + 1  # (some are left out)
            note = deals_note(drawn)
            assert note is not None
            steps = {b - a for a, b in pairwise(drawn.deals)}
            if len(steps) == 1:
                step = steps.pop()
                assert drawn.deals == tuple(range(0, deals + 1, step))
                assert note == t("stats.chart_every", total=deals, step=step)
            else:
                assert note == t("stats.chart_some", total=deals, drawn=len(drawn.deals) - 1)
            assert str(deals) in note and len(note) <= width
            assert drawn.lines()[-1] == note
            assert drawn_text(drawn).plain.splitlines()[-1] == note
            assert chart_text(drawn, colour=False, lang=lang).plain.splitlines()[-1] == note  # type: ignore[arg-type]
    finally:
        set_language("nl")


def test_one_deal_in_two_is_said_so_in_both_languages() -> None:
    drawn = chart(NAMES, _evening(40), width=110)
    assert drawn.deals == tuple(range(0, 41, 2))
    assert deals_note(drawn, "nl") == "40 spellen: één op de 2 getekend"
    assert deals_note(drawn, "en") == "40 deals: one in 2 drawn"


def test_a_chart_that_draws_every_deal_says_nothing_more() -> None:
    drawn = chart(NAMES, _evening(5), width=60)
    assert drawn.deals == tuple(range(6))
    assert deals_note(drawn) is None
    assert drawn.lines()[-1].startswith(MARKERS[0])  # the legend is the last line


@pytest.mark.parametrize("rows", [2, 3, 7])
def test_a_passed_out_evening_labels_zero_once(rows: int) -> None:
    """Every deal passed out (R4.4: no score, everyone on 0): the axis read "0" at its top and again at its foot, a
    range of nothing drawn as if from 0 to 0. Now "0" labels the one line the marks are on, once."""
    for history in ([[0, 0, 0, 0]], [[0, 0, 0, 0], [0, 0, 0, 0]], []):
        drawn = chart(NAMES, history, width=40, rows=rows)
        labels = [label.strip() for label in drawn.labels]
        assert labels.count("0") == 1 and [label for label in labels if label] == ["0"], labels
        zero = labels.index("0")
        assert all(_marks(drawn, seat) and {y for y, _ in _marks(drawn, seat)} == {zero} for seat in range(4))


@pytest.mark.parametrize(
    "history",
    [[[25, 25, 25, 25]], [[-40, -40, -40]], [[60, -20, -20, -20], [60, -20, -20, -20]]],
    ids=["all-plus", "all-minus", "no-change"],
)
def test_every_label_of_an_axis_is_another_number(history: list[list[int]]) -> None:
    """Totals all the same but not zero (a keeper's hand-made evening; a deal that changed nothing): the axis runs
    from 0 to them, each number once."""
    drawn = chart(NAMES[: len(history[0])], history, width=40)
    labels = [label.strip() for label in drawn.labels if label.strip()]
    assert len(labels) == len(set(labels)) >= 2, labels
    assert "0" in labels, labels
