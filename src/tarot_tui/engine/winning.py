"""Which card of a trick wins it so far (R9.6), for the table to mark while the trick is played."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import EXCUSE, SUIT_OF, Card


def winning_index(cards: Sequence[Card]) -> int | None:
    """The index in ``cards`` (a trick in play order) of the card that wins it so far (R9.6): the highest trump,
    else the highest card of the suit led (R9.3: set by the first card that is not the Excuse). The Excuse never
    wins here; R8.5 (the Excuse led to the last trick by a camp that won every trick) is decided once the trick
    is complete. None when no card but the Excuse lies in the trick."""
    best: int | None = None
    for index, card in enumerate(cards):
        if card == EXCUSE:
            continue
        if best is None:
            best = index
            continue
        top = cards[best]
        if card < EXCUSE:  # a trump beats any suit card and every lower trump
            if top > EXCUSE or card > top:
                best = index
        elif top > EXCUSE and SUIT_OF[card] == SUIT_OF[top] and card > top:
            best = index
    return best
