"""Where each person sits as the table is drawn for one viewer, and the trick's cards as the table shows them.

The person looking sits at the bottom; the others follow round the table in playing order (counter-clockwise
by default, R1.2: the next player sits on your right). Each card of a trick lies on the side of the seat that
played it, numbered in the order played (1: the lead), the card that took a finished trick marked, or in a
trick still played the card that wins it so far (R9.6).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from tarot_tui.engine import Card, winning_index


class Side(Enum):
    """A place at the table as the viewer sees it."""

    BOTTOM = "bottom"
    RIGHT = "right"
    TOP_RIGHT = "top-right"
    TOP = "top"
    TOP_LEFT = "top-left"
    LEFT = "left"


_MIRROR = {
    Side.BOTTOM: Side.BOTTOM,
    Side.TOP: Side.TOP,
    Side.RIGHT: Side.LEFT,
    Side.LEFT: Side.RIGHT,
    Side.TOP_RIGHT: Side.TOP_LEFT,
    Side.TOP_LEFT: Side.TOP_RIGHT,
}

SIDES_COUNTER_CLOCKWISE: dict[int, tuple[Side, ...]] = {
    3: (Side.BOTTOM, Side.TOP_RIGHT, Side.TOP_LEFT),
    4: (Side.BOTTOM, Side.RIGHT, Side.TOP, Side.LEFT),
    5: (Side.BOTTOM, Side.RIGHT, Side.TOP_RIGHT, Side.TOP_LEFT, Side.LEFT),
}
"""The sides in playing order from the viewer, when play goes counter-clockwise (R1.2)."""


def seat_sides(seats: int, bottom: int, *, clockwise: bool) -> tuple[Side, ...]:
    """The side of each of ``seats`` seats (indexed by seat) with seat ``bottom`` at the bottom: the next seat
    in playing order on the viewer's right (counter-clockwise play) or left (``clockwise``)."""
    order = SIDES_COUNTER_CLOCKWISE[seats]
    if clockwise:
        order = tuple(_MIRROR[side] for side in order)
    return tuple(order[(seat - bottom) % seats] for seat in range(seats))


@dataclass(frozen=True, slots=True)
class TrickCard:
    """A card of the trick on the table: who played it (deal seat), in which ``order`` (1: the lead), whether
    it ``took`` the trick (a finished trick) or is ``winning`` it so far (a trick still played, R9.6)."""

    seat: int
    card: Card
    order: int
    took: bool
    winning: bool = False


def trick_cards(leader: int, cards: tuple[Card, ...], winner: int | None, players: int) -> tuple[TrickCard, ...]:
    """The cards of a trick led by ``leader``, in play order: the card of ``winner`` marked as the one that took
    it (R9.6), or, while the trick is played (``winner`` None), the card winning it so far."""
    best = winning_index(cards) if winner is None else None
    seats = [(leader + index) % players for index in range(len(cards))]
    return tuple(
        TrickCard(seat, card, index + 1, seat == winner, index == best)
        for index, (seat, card) in enumerate(zip(seats, cards, strict=True))
    )
