"""Finished tricks as a person browses them: who led, each card by seat, who won it, and its card points."""

from __future__ import annotations

from dataclasses import dataclass

from tarot_tui.engine import Card, SeatView
from tarot_tui.engine.cards import HALF_POINTS


@dataclass(frozen=True, slots=True)
class TrickReview:
    """One finished trick, public to everyone (R9.1).

    Attributes:
        number: 1-based trick number.
        leader: the deal seat that led.
        cards: (deal seat, card) in play order.
        winner: the deal seat that won it (R9.5).
        half_points: the card points of its cards, in half-points (R2.4); the Excuse's go back to its owner's
            camp (R9.7), which ``excuse`` names.
        excuse: the deal seat that played the Excuse in this trick, if any.
    """

    number: int
    leader: int
    cards: tuple[tuple[int, Card], ...]
    winner: int
    half_points: int
    excuse: int | None

    def card_of(self, seat: int) -> Card | None:
        """The card ``seat`` played in this trick (None: it played none, as in no case of a full table)."""
        return next((card for who, card in self.cards if who == seat), None)


def review_tricks(view: SeatView) -> list[TrickReview]:
    """Every finished trick of the deal, from any seat's view (tricks are public, so the view's seat is moot)."""
    from tarot_tui.engine import EXCUSE

    out = []
    for index, trick in enumerate(view.tricks):
        assert trick.winner is not None
        cards = tuple((trick.seat_of(i, view.players), card) for i, card in enumerate(trick.cards))
        excuse = next((seat for seat, card in cards if card == EXCUSE), None)
        points = sum(HALF_POINTS[card] for _, card in cards)
        out.append(TrickReview(index + 1, trick.leader, cards, trick.winner, points, excuse))
    return out
