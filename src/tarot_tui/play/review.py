"""Finished tricks as a person browses them: who led, each card by seat, who won it, and its card points."""

from __future__ import annotations

from dataclasses import dataclass

from tarot_tui.engine import EXCUSE_LAST_RULE, Camp, Card, ExcuseFate, SeatView, trick_points


@dataclass(frozen=True, slots=True)
class TrickReview:
    """One finished trick, public to everyone (R9.1).

    Attributes:
        number: 1-based trick number.
        leader: the deal seat that led.
        cards: (deal seat, card) in play order.
        winner: the deal seat that won it (R9.5).
        half_points: the card points its winners keep, in half-points (R2.4): without the Excuse when it
            leaves the trick (R9.7, R9.9), as ``engine.trick_value.trick_points`` counts them.
        excuse: the deal seat that played the Excuse in this trick, if any.
        excuse_fate: where that Excuse goes (None without one); ``excuse_rule`` is the rule that says so.
        exchange: the Excuse's camp owes the winners a low card, half a point (R9.7).
    """

    number: int
    leader: int
    cards: tuple[tuple[int, Card], ...]
    winner: int
    half_points: int
    excuse: int | None
    excuse_fate: ExcuseFate | None = None
    excuse_rule: str | None = None
    exchange: bool = False


def review_tricks(view: SeatView) -> list[TrickReview]:
    """Every finished trick of the deal from ``view`` (tricks are public; where the Excuse goes in a 5-player
    deal depends on whether the view knows the partner, R9.10)."""
    out = []
    for index, trick in enumerate(view.tricks):
        assert trick.winner is not None
        cards = tuple((trick.seat_of(i, view.players), card) for i, card in enumerate(trick.cards))
        points = trick_points(view, index)
        out.append(
            TrickReview(
                index + 1,
                trick.leader,
                cards,
                trick.winner,
                points.half_points,
                points.excuse,
                points.fate,
                points.rule,
                points.exchange,
            )
        )
    return out


def excuse_of_the_last_trick(view: SeatView) -> tuple[int, Camp] | None:
    """The seat that played the Excuse to the last trick of the finished deal in ``view`` and the camp it went to
    there (R9.9: the other camp by the FFT text, the trick's winners under the house rule); None when it was not
    played to the last trick, or won it (R8.5), or the camps are not known to ``view``."""
    if not view.tricks or any(view.hand_sizes):
        return None
    points = trick_points(view, len(view.tricks) - 1)
    if points.excuse is None or points.rule != EXCUSE_LAST_RULE:
        return None
    owner = points.excuse
    winner = view.tricks[-1].winner
    mine = view.camp_of(owner)
    if mine is None or winner is None:
        return None
    went = mine.other if points.fate is ExcuseFate.CHANGES_CAMP else view.camp_of(winner)
    return (owner, went) if went is not None else None
