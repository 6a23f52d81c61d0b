"""Precomputed card tables for the computer players' hot paths (plain tuples of ints)."""

from __future__ import annotations

from tarot_tui.engine.cards import (
    BOUTS,
    EXCUSE,
    HALF_POINTS,
    KINGS,
    MONDE,
    N_CARDS,
    PETIT,
    QUEENS,
    SUIT_MASKS,
    TRUMPS,
    Card,
    CardSet,
)

EXCUSE_BIT = 1 << EXCUSE
PETIT_BIT = 1 << PETIT
MONDE_BIT = 1 << MONDE
TRUMP_GROUP = 4
"""The group index of trumps, beside the plain suits 0..3 (the Excuse has group -1)."""

GROUP: tuple[int, ...] = tuple(
    TRUMP_GROUP if c < EXCUSE else (-1 if c == EXCUSE else (c - 22) // 14) for c in range(N_CARDS)
)
"""The suit of a card (0..3), TRUMP_GROUP for trumps, -1 for the Excuse."""

GROUP_MASKS: tuple[CardSet, ...] = (*SUIT_MASKS, TRUMPS)
"""The cards of each group, by group index."""

POINTS: tuple[int, ...] = HALF_POINTS
"""Card points in half-points."""

ABOVE: tuple[CardSet, ...] = tuple(
    (GROUP_MASKS[GROUP[c]] & ~((2 << c) - 1)) if GROUP[c] >= 0 else 0 for c in range(N_CARDS)
)
"""The cards of the same group ranking above each card (empty for the Excuse)."""

BELOW: tuple[CardSet, ...] = tuple(
    (GROUP_MASKS[GROUP[c]] & ((1 << c) - 1)) if GROUP[c] >= 0 else 0 for c in range(N_CARDS)
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


def group_of_mask(mask: CardSet, group: int) -> CardSet:
    """The cards of ``mask`` in ``group``."""
    return mask & GROUP_MASKS[group]
