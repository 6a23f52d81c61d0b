"""The hand's cursor with hints on: it stops only on the cards that may be chosen, and Up/Down keep the column;
the cursor is on no card when a decision opens; every card that may be chosen has a key letter that chooses it."""

from __future__ import annotations

from textual.app import App, ComposeResult

from tarot_tui.app.widgets.card import card_label
from tarot_tui.app.widgets.hand import QUICK_KEYS, HandWidget
from tarot_tui.engine import parse_cards, suit_of


class HandApp(App[None]):
    def __init__(self) -> None:
        super().__init__()
        self.chosen: list[int] = []
        self.bells = 0

    def compose(self) -> ComposeResult:
        yield HandWidget(id="hand")

    def on_hand_widget_card_chosen(self, event: HandWidget.CardChosen) -> None:
        self.chosen.append(event.card)

    def bell(self) -> None:
        self.bells += 1


def cards(text: str) -> tuple[int, ...]:
    return tuple(parse_cards(text))


async def test_left_and_right_skip_the_cards_that_may_not_be_played() -> None:
    app = HandApp()
    async with app.run_test(size=(80, 12)) as pilot:
        hand = app.query_one(HandWidget)
        hand.cards = cards("KS 7S 2S KH 5H 1H 8D T21 T5")
        hand.playable = frozenset(cards("KH 5H 1H"))
        hand.await_choice()
        hand.focus()
        await pilot.pause()
        assert hand.current_card is None  # nothing suggests a card
        await pilot.press("right")  # the first arrow puts the cursor on the first card that may be played
        assert hand.current_card == cards("KH")[0]
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
        for key in ("right", "right", "down", "right", "right"):  # round the spades, then round the hearts
            seen.add(hand.current_card)
            await pilot.press(key)
        assert seen == set(cards("KS 7S KH 5H"))  # the spades too, though none may be played


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


async def test_the_cards_that_may_be_played_have_key_letters_that_play_them() -> None:
    app = HandApp()
    async with app.run_test(size=(80, 12)) as pilot:
        hand = app.query_one(HandWidget)
        hand.cards = cards("KS 7S 2S KH 5H 1H 8D T21 T5")
        hand.playable = frozenset(cards("KH 5H 1H"))
        hand.await_choice()
        hand.focus()
        await pilot.pause()
        letters = {hand.ordered[i]: key for i, key in hand.quick_keys().items()}
        assert sorted(letters) == sorted(cards("KH 5H 1H")) and sorted(letters.values()) == list("abd")
        drawn = hand.render().plain
        for card, key in letters.items():
            assert f"{key} {card_label(card)}" in drawn  # the letter is drawn just before its card
        await pilot.press(letters[cards("5H")[0]])
        assert app.chosen == list(cards("5H"))
        await pilot.press("z")  # no card has it: the bell, nothing chosen
        assert app.chosen == list(cards("5H")) and app.bells == 1


async def test_enter_with_the_cursor_on_no_card_rings_and_chooses_nothing() -> None:
    app = HandApp()
    async with app.run_test(size=(80, 12)) as pilot:
        hand = app.query_one(HandWidget)
        hand.cards = cards("KH 5H")
        hand.playable = frozenset(hand.cards)
        hand.await_choice()
        hand.focus()
        await pilot.press("enter")
        assert app.chosen == [] and app.bells == 1


async def test_with_hints_off_every_card_has_a_letter() -> None:
    app = HandApp()
    async with app.run_test(size=(80, 12)) as pilot:
        hand = app.query_one(HandWidget)
        hand.cards = cards("KS 7S KH 5H")
        hand.playable = frozenset(cards("KH 5H"))
        hand.dim_unplayable = False  # the letters must not tell which cards are legal
        await pilot.pause()
        assert sorted(hand.quick_keys()) == [0, 1, 2, 3]


def test_the_letters_leave_the_table_keys_free_and_cover_a_3_player_ecart() -> None:
    assert not set(QUICK_KEYS) & set("chqrsuv") and len(set(QUICK_KEYS)) == len(QUICK_KEYS)
    assert len(QUICK_KEYS) >= 24 + 6 - 6  # 3 players: 24 cards and the chien; kings and bouts never go


async def test_left_and_right_stay_in_the_suit_of_the_cursor() -> None:
    """Right at the end of a suit's line goes round to its first card, not into the next suit (issue 11: the
    wrong card got picked); Down goes to the next suit."""
    app = HandApp()
    async with app.run_test(size=(80, 12)) as pilot:
        hand = app.query_one(HandWidget)
        hand.cards = cards("KS 7S KH 5H 1H")
        hand.playable = frozenset(hand.cards)  # leading: every card
        hand.await_choice()
        hand.focus()
        await pilot.press("right")
        assert hand.current_card == hand.ordered[0]
        first_suit = [c for c in hand.ordered if suit_of(c) == suit_of(hand.ordered[0])]
        seen = []
        for _ in range(3):
            seen.append(hand.current_card)
            await pilot.press("right")
        assert set(seen) == set(first_suit)
        await pilot.press("left")
        assert hand.current_card in first_suit
        await pilot.press("down")
        assert hand.current_card not in first_suit
