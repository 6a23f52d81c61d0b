"""The ``Player`` protocol and what every level needs from a ``SeatView``: the legal actions."""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from tarot_tui.engine import (
    TRUMPS,
    Action,
    AnnounceChelem,
    CallCard,
    Card,
    DeclarePoignee,
    Discard,
    Phase,
    Play,
    SeatView,
    cardset,
    poignee_display,
)


@runtime_checkable
class Player(Protocol):
    """A computer player for any seat.

    ``choose`` gets only the view of its own seat (never the deal) and an RNG, and returns a legal
    action for that seat. Players keep no state between calls, so one object may serve several seats,
    and the app may call it from a worker thread.
    """

    @property
    def level(self) -> str:
        """The level's name: random, beginner or strong."""
        ...

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        """The action for ``view.seat``, which must be the seat to move."""
        ...


def check_turn(view: SeatView) -> None:
    """Raise ValueError unless the view's seat is the one to move."""
    if view.seat is None or view.seat != view.to_move:
        raise ValueError(f"seat {view.seat!r} is not to move (to move: {view.to_move!r})")


def poignee_options(view: SeatView) -> list[DeclarePoignee]:
    """One poignée per level the seat may show now (R7), each with its lowest trumps."""
    return [DeclarePoignee(poignee_display(cardset(view.poignee_pool), size)) for size in view.poignee_sizes]


def chelem_options(view: SeatView) -> list[AnnounceChelem]:
    """The chelem decisions open to the taker (R8.2): none under the beginner rules."""
    if view.phase is not Phase.CHELEM:
        return []
    return [AnnounceChelem(False)] if view.rules.beginner else [AnnounceChelem(False), AnnounceChelem(True)]


def listed_actions(view: SeatView) -> list[Action]:
    """The legal actions of the seat to move, except that the écart is not enumerated (there can be
    tens of thousands; see ``random_ecart``)."""
    phase = view.phase
    if phase is Phase.BIDDING:
        return list(view.legal_bids)
    if phase is Phase.CALL:
        return [CallCard(c) for c in view.callable_cards]
    if phase is Phase.CHELEM:
        return list(chelem_options(view))
    if phase is Phase.TRICKS:
        return [*poignee_options(view), *(Play(c) for c in view.legal)]
    return []


def random_ecart(view: SeatView, rng: random.Random) -> Discard:
    """A uniformly random valid écart (R6.2): E plain cards, or all plain cards and E − N trumps."""
    size = view.chien_size
    plain = [c for c in view.discard_candidates if not TRUMPS >> c & 1]
    trumps = [c for c in view.discard_candidates if TRUMPS >> c & 1]
    needed = view.trumps_to_discard
    if needed:
        return Discard((*plain, *rng.sample(trumps, needed)))
    return Discard(tuple(rng.sample(plain, size)))


def hand_cards(view: SeatView) -> list[Card]:
    """The view's own cards."""
    return list(view.hand)


__all__ = [
    "Player",
    "check_turn",
    "chelem_options",
    "hand_cards",
    "listed_actions",
    "poignee_options",
    "random_ecart",
]
