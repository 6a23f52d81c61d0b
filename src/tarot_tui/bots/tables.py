"""Precomputed card tables for the computer players' hot paths (plain tuples of ints)."""

from __future__ import annotations

from tarot_tui.engine import (
    BOUTS,
    EXCUSE,
    HALF_POINTS,
    KINGS,
    MONDE,
    N_CARDS,
    PETIT,
    QUEENS,
    SUIT_MASKS,
    SUIT_OF,
    TRUMPS,
    Card,
    CardSet,
)

EXCUSE_BIT = 1 << EXCUSE
PETIT_BIT = 1 << PETIT
MONDE_BIT = 1 << MONDE
GROUP_MASKS: tuple[CardSet, ...] = (*SUIT_MASKS, TRUMPS)
"""The cards of each group, by its index in the engine's ``SUIT_OF`` (0..3 the suits, ``TRUMP_SUIT`` trumps)."""

POINTS: tuple[int, ...] = HALF_POINTS
"""Card points in half-points."""

ABOVE: tuple[CardSet, ...] = tuple(
    (GROUP_MASKS[SUIT_OF[c]] & ~((2 << c) - 1)) if SUIT_OF[c] >= 0 else 0 for c in range(N_CARDS)
)
"""The cards of the same group ranking above each card (empty for the Excuse)."""

BELOW: tuple[CardSet, ...] = tuple(
    (GROUP_MASKS[SUIT_OF[c]] & ((1 << c) - 1)) if SUIT_OF[c] >= 0 else 0 for c in range(N_CARDS)
)
"""The cards of the same group ranking below each card."""

HONOURS = KINGS | QUEENS | BOUTS
"""Cards a player hates to lose: kings, queens and the bouts."""


def low_bit(mask: CardSet) -> Card:
    """The lowest card of a non-empty set."""
    return (mask & -mask).bit_length() - 1


def high_bit(mask: CardSet) -> Card:
    """The highest card of a non-empty set."""
    return mask.bit_length() - 1
