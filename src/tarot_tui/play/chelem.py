"""Whether a taker's hand is worth the chelem question at all (R8.2): most hands are not, and a question that
always gets "no" costs a key every deal."""

from __future__ import annotations

from tarot_tui.engine import EXCUSE, KINGS, SUIT_MASKS, TRUMPS, Card

TRUMP_21 = 20
"""The card number of the 21 of trumps (trumps are 0..20 for the 1..21)."""


def chelem_within_reach(hand: tuple[Card, ...]) -> bool:
    """A generous test: the hand holds the 21, at least half of it is trumps (the Excuse counted), and every
    plain suit it holds has its king. A hand that fails it cannot hope to win every trick."""
    mask = 0
    for card in hand:
        mask |= 1 << card
    if not mask >> TRUMP_21 & 1:
        return False
    trumps = (mask & (TRUMPS | 1 << EXCUSE)).bit_count()
    if 2 * trumps < len(hand):
        return False
    for suit_mask in SUIT_MASKS:
        held = mask & suit_mask
        if held and not held & KINGS:
            return False
    return True
