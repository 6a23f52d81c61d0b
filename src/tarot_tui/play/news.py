"""What the flow tells the log besides the engine's own events."""

from __future__ import annotations

from dataclasses import dataclass

from tarot_tui.engine import Card, Event


@dataclass(frozen=True, slots=True)
class DealStarted:
    """Deal ``number`` was dealt by match seat ``dealer``; match seat ``eldest`` bids first (R1.4, R4.2), None when
    nobody bids (a petit sec voids the deal at once, R3.5)."""

    number: int
    dealer: int
    eldest: int | None = None


@dataclass(frozen=True, slots=True)
class PlayedForYou:
    """The only card ``seat`` (a deal seat) could play was played for its owner, without a key; ``rule`` is the
    most precise rule that left it alone (its trick situation's, e.g. R9.4.3 when it was the only card of
    the suit led)."""

    seat: int
    card: Card
    rule: str = "R9.4"


@dataclass(frozen=True, slots=True)
class PassedForYou:
    """``seat`` (a deal seat) could only pass, and passed without a key (R4.2)."""

    seat: int


@dataclass(frozen=True, slots=True)
class TakenBack:
    """Match seat ``seat`` took back its last decision; ``actions`` actions were undone in all."""

    seat: int
    actions: int


News = Event | DealStarted | PlayedForYou | PassedForYou | TakenBack
"""One line's worth of what happened, for the log."""
