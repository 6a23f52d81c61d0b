"""The hand's cursor with hints on: it stops only on the cards that may be chosen, and Up/Down keep the column."""

from __future__ import annotations

from textual.app import App, ComposeResult

from tarot_tui.app.widgets.hand import HandWidget
from tarot_tui.engine import parse_cards


class HandApp(App[None]):
    def compose(self) -> ComposeResult:
        yield HandWidget(id="hand")


def cards(text: str) -> tuple[int, ...]:
    return tuple(parse_cards(text))


async def test_left_and_right_skip_the_cards_that_may_not_be_played() -> None:
    app = HandApp()
    async with app.run_test(size=(80, 12)) as pilot:
        hand = app.query_one(HandWidget)
        hand.cards = cards("KS 7S 2S KH 5H 1H 8D T21 T5")
        hand.playable = frozenset(cards("KH 5H 1H"))
        hand.focus_first_playable()
        hand.focus()
        await pilot.pause()
        seen = []
        for _ in range(4):
            seen.append(hand.current_card)
            await pilot.press("right")
        assert set(seen) == set(cards("KH 5H 1H")) and seen[0] == seen[3]  # round the three hearts only
        await pilot.press("down")
        assert hand.current_card in hand.playable  # no line without a heart is a stop
        await pilot.press("left")
        assert hand.current_card in hand.playable


async def test_every_card_is_a_stop_with_hints_off() -> None:
    app = HandApp()
    async with app.run_test(size=(80, 12)) as pilot:
        hand = app.query_one(HandWidget)
        hand.cards = cards("KS 7S KH 5H")
        hand.playable = frozenset(cards("KH 5H"))
        hand.dim_unplayable = False
        hand.cursor = 0
        hand.focus()
        seen = set()
        for _ in range(4):
            seen.add(hand.current_card)
            await pilot.press("right")
        assert seen == set(cards("KS 7S KH 5H"))


async def test_up_and_down_keep_the_column() -> None:
    app = HandApp()
    async with app.run_test(size=(80, 12)) as pilot:
        hand = app.query_one(HandWidget)
        hand.cards = cards("KS QS 7S 2S KH 5H KD QD 9D 4D 2D")
        hand.playable = frozenset(hand.cards)  # leading: every card
        hand.focus()
        lines = hand._lines()
        start = lines[0][2][0]  # the third card of the first line
        hand.cursor = start
        await pilot.press("down")
        middle = hand.cursor
        assert middle == lines[1][-1][0]  # the short line: its last card, the nearest to column 3
        await pilot.press("down")
        assert hand.cursor == lines[2][2][0]  # and back in column 3 on the next long line, not column 2
        await pilot.press("up", "up")
        assert hand.cursor == start
