"""Snapshot tests of the main screens at 80×24 and 120×40 (pytest-textual-snapshot).

Update after a deliberate change with ``pytest tests/app/test_snapshots.py --snapshot-update`` and review
the report before committing the SVGs.
"""

from __future__ import annotations

import random

import pytest
from harness import fast_forward, make_app, new_evening, settle, step

from tarot_tui.app.table.screen import TableScreen
from tarot_tui.engine import Phase

SIZES = [(80, 24), (120, 40)]
NAMES = ["Anna", "Bram", "Cees", "Dirk"]


async def _table(pilot, until, *, seats=None, lift: bool = True) -> None:  # type: ignore[no-untyped-def]
    """Put a table on screen with the deal fast-forwarded to ``until`` (and the curtain lifted)."""
    app = pilot.app
    evening = new_evening(app, NAMES, seats or ["human"] * 4, deals_planned=4)
    fast_forward(evening, until, random.Random(8))
    await app.push_screen(TableScreen(evening))
    await settle(pilot)
    if lift:
        await step(pilot, random.Random(1))
        await settle(pilot)


@pytest.mark.parametrize("size", SIZES)
class TestStartScreen:
    def test_start(self, snap_compare, size) -> None:  # type: ignore[no-untyped-def]
        assert snap_compare(make_app(), terminal_size=size)


@pytest.mark.parametrize(("size", "lang"), [((100, 30), "nl"), ((80, 24), "en"), ((100, 30), "en")])
def test_start_key_bar_on_one_line(snap_compare, size, lang) -> None:  # type: ignore[no-untyped-def]
    """The menu names its letters; the bar under it is one line (it wrapped at 80 and 100 columns). Dutch at 80×24
    is ``TestStartScreen``."""
    assert snap_compare(make_app(lang=lang), terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
class TestSetupScreen:
    def test_setup(self, snap_compare, size) -> None:  # type: ignore[no-untyped-def]
        async def run(pilot) -> None:  # type: ignore[no-untyped-def]
            from textual.widgets import Input

            await pilot.press("n")
            await settle(pilot)
            for field in pilot.app.screen.query(Input):
                field.cursor_blink = False  # a steady cursor: the blink's phase made the picture differ by run
            await pilot.pause()  # the first name's focus style is applied

        assert snap_compare(make_app(), run_before=run, terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
class TestTable:
    def test_bidding(self, snap_compare, size) -> None:  # type: ignore[no-untyped-def]
        async def before(pilot) -> None:  # type: ignore[no-untyped-def]
            await _table(pilot, lambda d: len(d.bids) == 1)

        assert snap_compare(make_app(8), run_before=before, terminal_size=size)

    def test_ecart(self, snap_compare, size) -> None:  # type: ignore[no-untyped-def]
        async def before(pilot) -> None:  # type: ignore[no-untyped-def]
            await _table(pilot, lambda d: d.phase is Phase.DISCARD)

        assert snap_compare(make_app(8), run_before=before, terminal_size=size)

    def test_trick_play_with_a_refusal_hint(self, snap_compare, size) -> None:  # type: ignore[no-untyped-def]
        """With hints off the cursor reaches every card, and Enter on one the rules refuse says why (R9.4.3)."""

        async def before(pilot) -> None:  # type: ignore[no-untyped-def]
            await _table(pilot, lambda d: len(d.tricks) == 5 and len(d.trick_cards) == 2)
            await pilot.press("end", "enter")

        assert snap_compare(make_app(8, hints=False), run_before=before, terminal_size=size)

    def test_trick_play_with_hints(self, snap_compare, size) -> None:  # type: ignore[no-untyped-def]
        """With hints on, the cursor rests on the cards that may be played and the hint says which rule allows them."""

        async def before(pilot) -> None:  # type: ignore[no-untyped-def]
            await _table(pilot, lambda d: len(d.tricks) == 5 and len(d.trick_cards) == 2)
            await pilot.press("end")

        assert snap_compare(make_app(8), run_before=before, terminal_size=size)

    def test_handover_curtain(self, snap_compare, size) -> None:  # type: ignore[no-untyped-def]
        async def before(pilot) -> None:  # type: ignore[no-untyped-def]
            await _table(pilot, lambda d: len(d.tricks) == 3 and len(d.trick_cards) == 1, lift=False)

        assert snap_compare(make_app(8), run_before=before, terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
class TestScoreScreens:
    def test_deal_score(self, snap_compare, size) -> None:  # type: ignore[no-untyped-def]
        async def run(pilot) -> None:  # type: ignore[no-untyped-def]
            app = pilot.app
            evening = new_evening(app, NAMES, ["human"] * 4, deals_planned=4)
            fast_forward(evening, lambda d: False, random.Random(8))
            await app.push_screen(TableScreen(evening))
            await settle(pilot)

        assert snap_compare(make_app(8), run_before=run, terminal_size=size)

    def test_sheet(self, snap_compare, size) -> None:  # type: ignore[no-untyped-def]
        async def run(pilot) -> None:  # type: ignore[no-untyped-def]
            app = pilot.app
            evening = new_evening(app, NAMES, ["human"] * 4, deals_planned=4)
            for seed in range(3):
                fast_forward(evening, lambda d: False, random.Random(seed))
            table = TableScreen(evening)
            table.scores_shown = {1, 2, 3}
            await app.push_screen(table)
            await settle(pilot)
            await pilot.press("s")
            await settle(pilot)

        assert snap_compare(make_app(8), run_before=run, terminal_size=size)

    def test_sheet_between_deals(self, snap_compare, size) -> None:  # type: ignore[no-untyped-def]
        """The score's Enter: the sheet in the score's place over the table, with its own keys."""

        async def run(pilot) -> None:  # type: ignore[no-untyped-def]
            await _table_after_three_deals(pilot)
            await pilot.press("enter")
            await settle(pilot)
            await pilot.pause(0.4)  # the table laid out again under the sheet: the picture stays the same

        assert snap_compare(make_app(8), run_before=run, terminal_size=size)

    def test_an_earlier_deals_score_from_the_sheet(self, snap_compare, size) -> None:  # type: ignore[no-untyped-def]
        """The sheet's b: deal 3's score page, then ← to deal 2's (both arrows lit on the key bar)."""

        async def run(pilot) -> None:  # type: ignore[no-untyped-def]
            await _table_after_three_deals(pilot)
            for key in ("enter", "b", "left"):
                await pilot.press(key)
                await settle(pilot)

        assert snap_compare(make_app(8), run_before=run, terminal_size=size)


LOOKS = {
    "four-colours": {"suit_colours": "four"},
    "ascii": {"card_symbols": "ascii"},
    "ascii-four-colours": {"suit_colours": "four", "card_symbols": "ascii"},
}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("look", list(LOOKS))
class TestCardLooks:
    """The trick-play table of ``TestTable`` (two colours, symbols) in the other looks of the cards."""

    def test_trick_play(self, snap_compare, size, look) -> None:  # type: ignore[no-untyped-def]
        async def before(pilot) -> None:  # type: ignore[no-untyped-def]
            await _table(pilot, lambda d: len(d.tricks) == 5 and len(d.trick_cards) == 2)
            await pilot.press("end")

        assert snap_compare(make_app(8, **LOOKS[look]), run_before=before, terminal_size=size)

    def test_bidding(self, snap_compare, size, look) -> None:  # type: ignore[no-untyped-def]
        """Every card of the hand bright: all four suit colours at once."""

        async def before(pilot) -> None:  # type: ignore[no-untyped-def]
            await _table(pilot, lambda d: len(d.bids) == 1)

        assert snap_compare(make_app(8, **LOOKS[look]), run_before=before, terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_trick_play_without_colours(snap_compare, size, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """NO_COLOR: Textual draws in shades of grey; the clubs keep their underline, the suits their symbols."""
    monkeypatch.setenv("NO_COLOR", "1")

    async def before(pilot) -> None:  # type: ignore[no-untyped-def]
        await _table(pilot, lambda d: len(d.tricks) == 5 and len(d.trick_cards) == 2)
        await pilot.press("end")

    assert snap_compare(make_app(8), run_before=before, terminal_size=size)


def _saved_evenings(stamps: list[str]) -> None:
    """Unfinished evenings in the data folder, last played at ``stamps`` (UTC), with a deal or two each."""
    import json

    from tarot_tui.engine import Rules
    from tarot_tui.evening import Evening

    tables = [["Anna", "Bram", "Cees", "Dirk"], ["Eva", "Fien", "Gijs"], ["Hans", "Ilse", "Joop", "Kim", "Lot"]]
    for index, stamp in enumerate(stamps):
        rng = random.Random(index)
        names = tables[index % len(tables)]
        evening = Evening.new(names, ["human"] * len(names), rules=Rules(), first_dealer=0, rng=rng)
        for _ in range(index % 3):
            fast_forward(evening, lambda d: False, rng)
        fast_forward(evening, lambda d: len(d.bids) == 1, rng)
        evening.persist()
        evening.flush()
        assert evening.path is not None
        data = json.loads(evening.path.read_text(encoding="utf-8"))
        data["updated"] = stamp
        evening.path.write_text(json.dumps(data), encoding="utf-8")


@pytest.fixture
def utc(monkeypatch):  # type: ignore[no-untyped-def]
    """Times shown in UTC, whatever the machine's zone."""
    import time

    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


STAMPS = ["2026-11-27T19:40:00+00:00", "2026-11-29T21:05:00+00:00", "2026-12-01T18:30:00+00:00"]


@pytest.mark.parametrize("size", SIZES)
class TestSavedEvenings:
    def test_start_lists_them(self, snap_compare, size, utc) -> None:  # type: ignore[no-untyped-def]
        _saved_evenings(STAMPS)

        async def run(pilot) -> None:  # type: ignore[no-untyped-def]
            await settle(pilot)

        assert snap_compare(make_app(), run_before=run, terminal_size=size)

    def test_the_list_to_resume_from(self, snap_compare, size, utc) -> None:  # type: ignore[no-untyped-def]
        _saved_evenings(STAMPS)

        async def run(pilot) -> None:  # type: ignore[no-untyped-def]
            await settle(pilot)
            await pilot.press("v", "down")
            await settle(pilot)

        assert snap_compare(make_app(), run_before=run, terminal_size=size)


async def _table_after_three_deals(pilot) -> None:  # type: ignore[no-untyped-def]
    """The table of a four-deal evening of four people after its third deal, its score page up."""
    app = pilot.app
    evening = new_evening(app, NAMES, ["human"] * 4, deals_planned=4)
    for seed in range(3):
        fast_forward(evening, lambda d: False, random.Random(seed))
    await app.push_screen(TableScreen(evening))
    await settle(pilot)
