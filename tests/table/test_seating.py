"""Where each seat sits for the viewer, and the trick's cards as the table shows them, without Textual."""

from __future__ import annotations

import pytest

from tarot_tui.engine import parse_card
from tarot_tui.table import Side, TrickCard, seat_sides, trick_cards

RIGHT_OF = {Side.BOTTOM: Side.RIGHT, Side.RIGHT: Side.TOP, Side.TOP: Side.LEFT, Side.LEFT: Side.BOTTOM}


@pytest.mark.parametrize("seats", [3, 4, 5])
@pytest.mark.parametrize("bottom", range(5))
def test_the_viewer_sits_at_the_bottom_and_every_seat_has_a_side_of_its_own(seats: int, bottom: int) -> None:
    if bottom >= seats:
        return
    for clockwise in (False, True):
        sides = seat_sides(seats, bottom, clockwise=clockwise)
        assert len(sides) == seats and len(set(sides)) == seats
        assert sides[bottom] is Side.BOTTOM


def test_counter_clockwise_the_next_player_sits_on_the_right() -> None:
    """R1.2: play goes counter-clockwise, so the player after the viewer sits on the viewer's right."""
    assert seat_sides(4, 0, clockwise=False) == (Side.BOTTOM, Side.RIGHT, Side.TOP, Side.LEFT)
    assert seat_sides(4, 2, clockwise=False) == (Side.TOP, Side.LEFT, Side.BOTTOM, Side.RIGHT)
    assert seat_sides(3, 1, clockwise=False) == (Side.TOP_LEFT, Side.BOTTOM, Side.TOP_RIGHT)
    assert seat_sides(5, 0, clockwise=False) == (Side.BOTTOM, Side.RIGHT, Side.TOP_RIGHT, Side.TOP_LEFT, Side.LEFT)
    for bottom in range(4):
        sides = seat_sides(4, bottom, clockwise=False)
        assert all(RIGHT_OF[sides[seat]] is sides[(seat + 1) % 4] for seat in range(4))


def test_clockwise_play_mirrors_the_table() -> None:
    assert seat_sides(4, 0, clockwise=True) == (Side.BOTTOM, Side.LEFT, Side.TOP, Side.RIGHT)
    assert seat_sides(5, 3, clockwise=True) == (Side.TOP_LEFT, Side.TOP_RIGHT, Side.RIGHT, Side.BOTTOM, Side.LEFT)
    assert seat_sides(3, 0, clockwise=True) == (Side.BOTTOM, Side.TOP_LEFT, Side.TOP_RIGHT)


def test_the_tricks_cards_are_numbered_from_the_lead_and_the_winner_marked() -> None:
    cards = tuple(parse_card(card) for card in ("KH", "T3", "EXC", "2H"))
    assert trick_cards(2, cards, 3, 4) == (
        TrickCard(2, cards[0], 1, False),
        TrickCard(3, cards[1], 2, True),
        TrickCard(0, cards[2], 3, False),
        TrickCard(1, cards[3], 4, False),
    )
    unfinished = trick_cards(4, cards[:2], None, 5)
    assert [(card.seat, card.order, card.took) for card in unfinished] == [(4, 1, False), (0, 2, False)]
    assert trick_cards(0, (), None, 3) == ()


def test_while_the_trick_is_played_the_card_winning_it_so_far_is_marked() -> None:
    """R9.6: the highest trump, else the highest card of the suit led; the Excuse never (R9.3: it sets no suit)."""
    excuse, heart, spade, trump = (parse_card(card) for card in ("EXC", "2H", "KS", "T3"))
    assert [card.winning for card in trick_cards(0, (excuse,), None, 4)] == [False]
    assert [card.winning for card in trick_cards(0, (excuse, heart, spade), None, 4)] == [False, True, False]
    assert [card.winning for card in trick_cards(1, (heart, trump, spade), None, 4)] == [False, True, False]
    finished = trick_cards(1, (heart, trump, spade, excuse), 2, 4)
    assert not any(card.winning for card in finished)
    assert [card.took for card in finished] == [False, True, False, False]
