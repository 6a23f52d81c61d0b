"""The saved evening under the start screen's menu breaks between whole parts (the players, when, how far), never
inside one ("2 van 3 / spellen gespeeld" was split over two lines at 80×24), in Dutch and in English."""

from __future__ import annotations

import random

import pytest
from harness import fast_forward, make_app, screen_text, settle

from tarot_tui.app.widgets.evening_lines import deals_text, parts_lines, when_text
from tarot_tui.engine import Rules
from tarot_tui.evening import Evening
from tarot_tui.i18n import set_language


def saved(names: list[str], deals: int, planned: int | None) -> Evening:
    """An evening in the data folder with ``deals`` of ``planned`` deals played and the next one begun."""
    rng = random.Random(3)
    evening = Evening.new(names, ["human"] * len(names), rules=Rules(), first_dealer=0, deals_planned=planned, rng=rng)
    for _ in range(deals):
        fast_forward(evening, lambda d: False, rng)
    fast_forward(evening, lambda d: len(d.bids) == 1, rng)
    evening.persist()
    evening.flush()
    return evening


def test_parts_are_packed_into_lines_and_never_cut() -> None:
    parts = ["Saved evening: Anna, Bram", "07-12-2026 15:13", "2 of 3 deals played"]
    assert parts_lines(parts, 80) == ["Saved evening: Anna, Bram · 07-12-2026 15:13 · 2 of 3 deals played"]
    assert parts_lines(parts, 50) == ["Saved evening: Anna, Bram · 07-12-2026 15:13", "2 of 3 deals played"]
    assert parts_lines(parts, 20, indent="  ") == [
        "Saved evening: Anna, Bram",
        "  07-12-2026 15:13",
        "  2 of 3 deals played",
    ]
    assert parts_lines([], 20) == []


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize(
    ("names", "deals", "planned"),
    [
        (["Anna", "Bram", "Cees", "Dirk"], 2, 3),
        (["Annemarie", "Bartholomeus", "Cees", "Dirk", "Evelien"], 11, 12),
        (["Eva", "Fien", "Gijs"], 1, None),
    ],
)
async def test_the_saved_evening_breaks_between_whole_parts_at_80x24(
    lang: str, names: list[str], deals: int, planned: int | None
) -> None:
    evening = saved(names, deals, planned)
    app = make_app(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        set_language(lang)  # (the app set it already; the words below are looked up in it)
        text = screen_text(app)
        lines = text.splitlines()
        for phrase in (deals_text(deals, planned), when_text(evening.save.updated)):
            assert any(phrase in line for line in lines), text
        assert ", ".join(names[:2]) in text
        assert max(len(line) for line in text.splitlines()) <= 80
