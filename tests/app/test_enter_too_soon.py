"""Enter answers only what has been on screen a moment (``settling.py``): a double Enter at the hand-over lifted the
curtain and passed the bid, the hand on screen for a moment only; a double Enter on a card lifted the next person's
curtain in front of the one who had just played."""

from __future__ import annotations

import random

import pytest
from harness import covered, make_app, new_evening, open_question, settle, step, table_screen

from tarot_tui.app import settling
from tarot_tui.app.settling import Settling
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.hand import HandWidget
from tarot_tui.engine import Phase
from tarot_tui.play import AskCard

NAMES = ["Anna", "Bram", "Cees", "Dirk"]


def test_enter_waits_until_what_came_up_has_been_up_a_moment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(settling, "SETTLE", 0.4)
    now = [100.0]
    guard = Settling(clock=lambda: now[0])
    assert guard.settled()  # nothing came up yet
    guard.mark()
    assert not guard.settled()
    now[0] += 0.39
    assert not guard.settled()
    now[0] += 0.01
    assert guard.settled()
    guard.mark()  # something else came up: the wait starts again
    assert not guard.settled()


async def test_a_double_enter_at_the_hand_over_lifts_the_curtain_but_does_not_pass(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = make_app(5)
    async with app.run_test(size=(100, 32)) as pilot:
        evening = new_evening(app, NAMES)
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        assert covered(app.screen) == "handover"
        monkeypatch.setattr(settling, "SETTLE", 0.0)
        await pilot.press("enter")  # the curtain has been up long enough: it lifts
        monkeypatch.setattr(settling, "SETTLE", 60.0)  # ... and the next Enter follows at once
        await pilot.press("enter")
        await settle(pilot)
        deal = evening.deal
        assert deal is not None and deal.phase is Phase.BIDDING and not deal.bids
        box = open_question(app, "bid-dialog")
        assert box is not None and box.is_open
        assert covered(app.screen) is None  # the bidder sees the hand
        monkeypatch.setattr(settling, "SETTLE", 0.0)  # a moment later, Enter picks what the cursor is on
        await pilot.press("enter")
        await settle(pilot)
        assert len(deal.bids) == 1 and deal.bids[0][1] is None  # "Pas": the cursor starts on it


async def test_a_double_enter_on_a_card_leaves_the_next_persons_curtain_down(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(6)
    async with app.run_test(size=(100, 32)) as pilot:
        evening = new_evening(app, NAMES)
        await app.push_screen(TableScreen(evening))
        rng = random.Random(6)
        monkeypatch.setattr(settling, "SETTLE", 0.0)
        for _ in range(200):  # on to a person's card with the hand in view
            await settle(pilot)
            table = table_screen(app)
            if isinstance(table.model.prompt, AskCard) and covered(app.screen) is None and not open_question(app):
                break
            await step(pilot, rng, bid=lambda deal: "2" if not deal.bids else "0")
        else:
            raise AssertionError("no card to play")
        seat = table.model.prompt.seat
        hand = table.query_one(HandWidget)
        hand.focus()
        hand.cursor = hand.ordered.index(table.model.prompt.view.legal[0])
        hand.cursor_shown = True
        monkeypatch.setattr(settling, "SETTLE", 60.0)  # the card's Enter counts (the hand was up), the next is early
        await pilot.press("enter", "enter")
        await settle(pilot)
        assert covered(app.screen) == "handover"
        assert table.model.prompt is not None and table.model.prompt.seat != seat
        assert not hand.ordered  # nobody's cards are drawn under the curtain


def bar_key(app: object, action: str) -> tuple[int, int]:
    """Where the table's key bar shows the key of ``action`` (x, y inside the bar)."""
    from tarot_tui.app.widgets.keybar import KeyBar

    bar = table_screen(app).query_one(KeyBar)  # type: ignore[arg-type]
    for row, start, _end, key in bar._laid_out(bar.content_size.width)[1]:
        if key.action == action:
            return bar.styles.padding.left + start + 1, bar.styles.padding.top + row
    raise AssertionError(f"no {action} on the key bar")


async def test_a_click_on_the_key_bars_enter_waits_like_enter(monkeypatch: pytest.MonkeyPatch) -> None:
    """The key bar's "⏎ I am …" is the curtain's Enter for the mouse. It lifted the curtain at once: a double click
    on the sheet's "⏎ Continue" (the same place on the bar) dealt the next deal and lifted its first bidder's
    curtain in front of whoever clicked."""
    from tarot_tui.app.widgets.keybar import KeyBar

    app = make_app(7)
    async with app.run_test(size=(100, 32)) as pilot:
        evening = new_evening(app, NAMES)
        await app.push_screen(TableScreen(evening))
        await settle(pilot)
        assert covered(app.screen) == "handover"
        monkeypatch.setattr(settling, "SETTLE", 60.0)  # the curtain came up a moment ago
        await pilot.click(KeyBar, offset=bar_key(app, "take_laptop"))
        await settle(pilot)
        assert covered(app.screen) == "handover"  # still down: the click came too soon
        monkeypatch.setattr(settling, "SETTLE", 0.0)  # a moment later the same click lifts it
        await pilot.click(KeyBar, offset=bar_key(app, "take_laptop"))
        await settle(pilot)
        assert covered(app.screen) is None
