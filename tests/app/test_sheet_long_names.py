"""The score sheet at 80 columns with five long names (up to 16 letters, the most a name may have): every line
within the page, where "Bartholomeus" and "Dirk-Willem" took each row past 80 columns and every row wrapped onto a
second line ("Evelien", "+108" under the rest). The names are shortened where the columns need it as the seats'
edges shorten them, told apart still (five names alike but for their ends too); the chart's legend breaks between
players, never between a name and its total."""

from __future__ import annotations

import random

import pytest
from harness import fast_forward, make_app, new_evening

from name_reading import read_apart
from tarot_tui.app.score_pages import sheet_page, short_names
from tarot_tui.engine import Phase, signed

LONG = ["Annemarie", "Bartholomeus", "Cornelia", "Dirk-Willem", "Evelien"]
ALIKE = ["Annemarie-Louise", "Annemarie-Louisa", "Annemarie-Lotte", "Annemieke-Sophie", "Annemieke-Sofie"]
LONGEST = ["Annemarie-Louise", "Annemieke-Sophie", "Bartholomeus Jan", "Cornelia Wilhelm", "Dirk-Willem Pieter"[:16]]


def test_short_names_keep_the_players_apart() -> None:
    """Shortened as the seats' edges shorten names (``names_apart``), so that none reads as another's."""
    assert short_names(LONG, 0) == LONG
    assert short_names(LONG, 8) == ["Annemar…", "Barthol…", "Cornelia", "Dirk-W.", "Evelien"]
    assert short_names(["Annemarie", "Annemieke", "Anna"], 5) == ["An…ie", "An…ke", "Anna"]
    for names in (LONG, LONGEST, ALIKE):
        for most in (5, 8):
            short = short_names(names, most)
            assert all(len(cut) <= most for cut in short), short
            assert read_apart(short, names), short


@pytest.mark.parametrize("names", [LONG, LONGEST, ALIKE], ids=["long", "longest", "alike"])
@pytest.mark.parametrize("width", [78, 98, 118])  # the sheet's page at 80, 100 and 120 columns
def test_the_sheet_keeps_within_its_page(names: list[str], width: int) -> None:
    app = make_app(8)
    evening = new_evening(app, names, ["human"] * 5, deals_planned=4)
    for _ in range(3):
        fast_forward(evening, lambda d: d.phase is Phase.SCORED, random.Random(8))
        evening.start_deal()
    page = sheet_page(evening, width=width, height=40)
    lines = page.plain.split("\n")
    assert max(len(line) for line in lines) <= width - 2, page.plain
    legend = [line for line in lines if any(line.startswith(mark) for mark in "●▲■◆▼")]
    for name, total in zip(names, evening.match.totals, strict=True):
        assert any(f"{name} {signed(total)}" in line for line in legend), legend
