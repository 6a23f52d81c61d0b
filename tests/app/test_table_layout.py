"""The table's layout at 80×24 (the smallest terminal) and 120×40: the side panels leave the table room, the
hint takes one line, a question over the table leaves the top seat in view, and the too-small message fits."""

from __future__ import annotations

import pytest
from harness import PEOPLE, make_app, new_evening, open_question, screen_text, seated, settle, table_of_people

from tarot_tui.app.app import MIN_HEIGHT, MIN_WIDTH, TooSmallScreen
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.panels import HintBar
from tarot_tui.engine import Phase
from tarot_tui.i18n import t


@pytest.mark.parametrize(("size", "most"), [((80, 24), 22), ((120, 40), 32)])
async def test_the_side_panels_take_a_quarter_of_the_width_at_most(size: tuple[int, int], most: int) -> None:
    app = make_app(8)
    async with app.run_test(size=size) as pilot:
        table = await table_of_people(pilot, 4, lambda d: len(d.bids) == 1)
        side = table.query_one("#side")
        assert side.size.width <= most
        assert table.query_one("#play-area").size.width >= size[0] - most


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_the_bid_hint_takes_one_line_at_80_columns(lang: str) -> None:
    app = make_app(8, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await table_of_people(pilot, 4, lambda d: len(d.bids) == 1)
        hint = table.query_one(HintBar)
        assert t("ui.bid_hint") in screen_text(app)
        assert hint.size.height == 1


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("passes", [0, 1])
async def test_before_anyone_bids_the_hint_does_not_speak_of_a_highest_bid(lang: str, passes: int) -> None:
    """R4.2: with no contract named yet (nobody spoke, or only passes) there is no highest bid to beat: the hint
    says any contract may be named, on one line at 80 columns."""
    from tarot_tui.engine import Bid

    app = make_app(8, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        evening = new_evening(app, PEOPLE[:4], ["human"] * 4, deals_planned=4)
        evening.start_deal()
        for _ in range(passes):
            evening.apply(Bid(None))
        table = await seated(pilot, evening)
        text = screen_text(app)
        assert t("ui.bid_hint_first") in text and t("ui.bid_hint") not in text
        assert "R4.2" in t("ui.bid_hint_first")
        assert table.query_one(HintBar).size.height == 1


async def test_a_long_hint_gets_a_second_line_and_gives_it_back() -> None:
    app = make_app(8)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await table_of_people(pilot, 4, lambda d: len(d.bids) == 1)
        hint = table.query_one(HintBar)
        hint.say("lang " * 20)
        await settle(pilot)
        assert hint.size.height == 2
        hint.say("kort")
        await settle(pilot)
        assert hint.size.height == 1


def _top_row(table: TableScreen) -> list[object]:
    """The regions of the seats in the table's top row."""
    from tarot_tui.app.widgets.table import TableView

    return list(table.query_one(TableView).seat_regions(0))


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
@pytest.mark.parametrize(
    ("players", "until", "asking", "seed"),
    [
        (4, lambda d: len(d.bids) == 1, "bid-dialog", 8),
        (3, lambda d: len(d.bids) == 1, "bid-dialog", 8),
        (5, lambda d: d.phase is Phase.CALL, "call-dialog", 8),
        (4, lambda d: d.phase is Phase.TRICKS, "poignee-dialog", 24),  # seat 1 leads with ten trumps
    ],
)
async def test_a_question_leaves_the_top_seats_in_view(  # type: ignore[no-untyped-def]
    size: tuple[int, int], players: int, until, asking: str, seed: int
) -> None:
    app = make_app(seed)
    async with app.run_test(size=size) as pilot:
        table = await table_of_people(pilot, players, until)
        box = open_question(app, asking)
        assert box is not None, screen_text(app)
        top = _top_row(table)
        assert top
        for region in top:
            assert not box.region.overlaps(region), (box.region, region)  # type: ignore[attr-defined]


@pytest.mark.parametrize("size", [(79, 24), (60, 20), (40, 12), (24, 10)])
async def test_the_too_small_message_is_never_cut_off(size: tuple[int, int]) -> None:
    app = make_app()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        shown = " ".join(screen_text(app).split())
        assert " ".join(t("ui.too_small", width=MIN_WIDTH, height=MIN_HEIGHT).split()) in shown


async def test_the_five_player_call_marks_the_kings_the_taker_holds() -> None:
    """R5: the taker may call a king he holds (then plays alone); the box says which ones he has."""
    app = make_app(1)  # seed 1: the taker (Bram) holds ♥K
    async with app.run_test(size=(80, 24)) as pilot:
        table = await table_of_people(pilot, 5, lambda d: d.phase is Phase.CALL, seed=0)
        box = open_question(app, "call-dialog")
        assert box is not None
        prompt = table.model.prompt
        held = set(prompt.view.hand)  # type: ignore[union-attr]
        own = [c for c in box.choices if c.value.card in held]
        assert own, "the deal of this seed gives the taker a king"
        for choice in box.choices:
            assert (t("ui.call_own") in choice.label) == (choice.value.card in held)
        assert t("ui.call_own") in screen_text(app)
