"""The 78 cards of the Tarot pack (R2), their points, and a compact text notation.

Cards are plain ints 0..77 so that the rules run on ints and bitmasks:

* ``0 .. 20``  trumps T1 .. T21 (the trump number is ``card + 1``);
* ``21``       the Excuse;
* ``22 ..77``  suit cards: ``22 + 14 * suit + (rank - 1)`` with suits ♠ ♥ ♦ ♣ (0..3)
  and ranks 1 (the ace, the lowest) .. 10, 11 = jack, 12 = knight (cavalier), 13 = queen, 14 = king.

Sets of cards are bitmasks (``1 << card``); ``CardSet`` is an alias for int that says so.

Notation (``parse_card`` / ``card_str``):

* trumps ``T1`` .. ``T21`` (a bare ``1`` .. ``21`` is accepted), the Excuse ``EXC`` (``EX`` accepted);
* suit cards rank then suit in ASCII: ``KH`` ``QS`` ``CD`` (knight) ``JC`` ``10S`` ``1H`` (``AH`` accepted
  for the ace); suits ``S H D C``;
* the same with suit symbols, either order: ``♥K``, ``K♥``, ``♠10``.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum

from .errors import InvalidNotationError

Card = int
"""A card id, 0..77."""

CardSet = int
"""A set of cards as a bitmask over card ids."""


class Suit(IntEnum):
    """The four plain suits, in the FFT draw order ♠ > ♥ > ♦ > ♣ (R1.3)."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def symbol(self) -> str:
        """The suit's symbol, ♠ ♥ ♦ ♣."""
        return SUIT_SYMBOLS[self]

    @property
    def letter(self) -> str:
        """The suit's ASCII letter, S H D C."""
        return SUIT_LETTERS[self]


SUIT_SYMBOLS = ("♠", "♥", "♦", "♣")
SUIT_LETTERS = ("S", "H", "D", "C")

EXCUSE: Card = 21
PETIT: Card = 0
MONDE: Card = 20  # T21
N_CARDS = 78
N_TRUMPS = 21
JACK, KNIGHT, QUEEN, KING = 11, 12, 13, 14
RANK_LETTERS = {JACK: "J", KNIGHT: "C", QUEEN: "Q", KING: "K"}


def trump(number: int) -> Card:
    """The card id of trump ``number`` (1..21)."""
    if not 1 <= number <= N_TRUMPS:
        raise InvalidNotationError(f"no trump numbered {number!r}")
    return number - 1


def suit_card(suit: Suit | int, rank: int) -> Card:
    """The card id of ``rank`` (1..14) in ``suit``."""
    if not 1 <= rank <= 14 or not 0 <= suit <= 3:
        raise InvalidNotationError(f"no suit card with rank {rank!r} in suit {suit!r}")
    return 22 + 14 * int(suit) + rank - 1


def is_trump(card: Card) -> bool:
    """True for T1..T21 (the Excuse is not a trump, R2.2)."""
    return card < EXCUSE


TRUMP_SUIT = 4
"""The value ``SUIT_OF`` gives trumps, beside the plain suits 0..3 (and what sets a trump trick, R9.3)."""

NO_SUIT = -1
"""The value ``SUIT_OF`` gives the Excuse, which belongs to no suit (R2.2)."""

SUIT_OF: tuple[int, ...] = tuple(
    TRUMP_SUIT if c < EXCUSE else NO_SUIT if c == EXCUSE else (c - 22) // 14 for c in range(N_CARDS)
)
"""Each card's suit: 0..3 for ♠ ♥ ♦ ♣, ``TRUMP_SUIT`` for T1..T21, ``NO_SUIT`` for the Excuse."""

RANK_OF: tuple[int, ...] = tuple((c - 22) % 14 + 1 if c >= 22 else (c + 1 if c < EXCUSE else 0) for c in range(N_CARDS))
"""Rank 1..14 of each suit card, the number 1..21 of each trump, 0 for the Excuse."""


def suit_of(card: Card) -> Suit | None:
    """The plain suit of a suit card, None for trumps and the Excuse."""
    return Suit(SUIT_OF[card]) if card >= 22 else None


def rank_of(card: Card) -> int:
    """Rank 1..14 of a suit card, the number 1..21 of a trump, 0 for the Excuse."""
    return RANK_OF[card]


def _points(card: Card) -> int:
    if card in (PETIT, MONDE, EXCUSE):
        return 9
    if card < EXCUSE:
        return 1
    return {KING: 9, QUEEN: 7, KNIGHT: 5, JACK: 3}.get(rank_of(card), 1)


HALF_POINTS: tuple[int, ...] = tuple(_points(c) for c in range(N_CARDS))
"""Card points in half-points (R2.4): bouts and kings 9, queens 7, knights 5, jacks 3, others 1."""

TOTAL_HALF_POINTS = 182  # 91 points (R2.4)

BOUTS: CardSet = (1 << PETIT) | (1 << MONDE) | (1 << EXCUSE)
TRUMPS: CardSet = (1 << N_TRUMPS) - 1
TRUMPS_WITHOUT_BOUTS: CardSet = TRUMPS & ~BOUTS  # T2..T20
SUIT_MASKS: tuple[CardSet, ...] = tuple(((1 << 14) - 1) << (22 + 14 * s) for s in range(4))
KINGS: CardSet = sum(1 << suit_card(s, KING) for s in range(4))
QUEENS: CardSet = sum(1 << suit_card(s, QUEEN) for s in range(4))
KNIGHTS: CardSet = sum(1 << suit_card(s, KNIGHT) for s in range(4))
JACKS: CardSet = sum(1 << suit_card(s, JACK) for s in range(4))
ALL_CARDS: CardSet = (1 << N_CARDS) - 1
SUIT_CARDS: CardSet = ALL_CARDS & ~TRUMPS & ~(1 << EXCUSE)


def is_bout(card: Card) -> bool:
    """T1, T21 and the Excuse are the bouts (R2.3)."""
    return card in (PETIT, MONDE, EXCUSE)


# -- card sets ---------------------------------------------------------------------------------


def cardset(cards: Iterable[Card]) -> CardSet:
    """The bitmask of ``cards``."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


_BYTE_CARDS: tuple[tuple[tuple[Card, ...], ...], ...] = tuple(
    tuple(tuple(8 * offset + bit for bit in range(8) if value >> bit & 1) for value in range(256))
    for offset in range(10)
)
"""For each byte of a card mask (offset 0..9) and each byte value, the cards it holds."""


_B0, _B1, _B2, _B3, _B4, _B5, _B6, _B7, _B8, _B9 = _BYTE_CARDS


def cards_of(mask: CardSet) -> list[Card]:
    """The cards of a bitmask in id order (a hot path: the cards of each of its ten bytes looked up in a table, and
    the ten joined in one list display, without a loop)."""
    if not mask & (mask - 1):  # no card or one (never true of a negative number)
        if mask >> 80:
            raise ValueError(f"not a card mask: {mask!r}")
        return [mask.bit_length() - 1] if mask else []
    try:
        b0, b1, b2, b3, b4, b5, b6, b7, b8, b9 = mask.to_bytes(10, "little")
    except OverflowError:  # negative, or beyond 80 bits
        raise ValueError(f"not a card mask: {mask!r}") from None
    return [*_B0[b0], *_B1[b1], *_B2[b2], *_B3[b3], *_B4[b4], *_B5[b5], *_B6[b6], *_B7[b7], *_B8[b8], *_B9[b9]]


_BYTE_HALF_POINTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(HALF_POINTS[card] for card in cards if card < N_CARDS) for cards in by_value) for by_value in _BYTE_CARDS
)
"""For each byte of a card mask and each byte value, the half-points of the cards it holds."""


def half_points_of(mask: CardSet) -> int:
    """The half-points of the cards in a bitmask (R2.4), a byte at a time."""
    if mask < 0 or mask >> N_CARDS:
        raise ValueError(f"not a card mask: {mask!r}")
    total = 0
    for offset, value in enumerate(mask.to_bytes(10, "little")):
        total += _BYTE_HALF_POINTS[offset][value]
    return total


# -- notation ----------------------------------------------------------------------------------

_SUIT_BY_TOKEN = {"S": 0, "H": 1, "D": 2, "C": 3, "♠": 0, "♥": 1, "♦": 2, "♣": 3}
_RANK_BY_TOKEN = {"K": KING, "Q": QUEEN, "C": KNIGHT, "J": JACK, "A": 1}


def card_str(card: Card, *, symbols: bool = False) -> str:
    """The notation of a card: ``KH``/``♥K``, ``10S``/``♠10``, ``T21``, ``EXC``."""
    if card == EXCUSE:
        return "EXC"
    if card < EXCUSE:
        return f"T{card + 1}"
    suit = SUIT_OF[card]
    rank = RANK_OF[card]
    rank_text = RANK_LETTERS.get(rank, str(rank))
    if symbols:
        return SUIT_SYMBOLS[suit] + rank_text
    return rank_text + SUIT_LETTERS[suit]


def parse_card(text: str) -> Card:
    """Parse one card in either notation; raises InvalidNotationError with the input quoted."""
    token = text.strip().upper()
    if token in ("EXC", "EX", "EXCUSE"):
        return EXCUSE
    if token.startswith("T") and token[1:].isdigit():
        number = int(token[1:])
        if 1 <= number <= N_TRUMPS:
            return number - 1
        raise InvalidNotationError(f"invalid card {text!r}: trumps run from T1 to T21")
    if token.isdigit():
        number = int(token)
        if 1 <= number <= N_TRUMPS:
            return number - 1
        raise InvalidNotationError(f"invalid card {text!r}: trumps run from 1 to 21")
    if len(token) >= 2:
        if token[0] in "♠♥♦♣":
            suit_token, rank_token = token[0], token[1:]
        else:
            suit_token, rank_token = token[-1], token[:-1]
        if suit_token in _SUIT_BY_TOKEN:
            if rank_token.isdigit() and 1 <= int(rank_token) <= 10:
                return suit_card(_SUIT_BY_TOKEN[suit_token], int(rank_token))
            if rank_token in _RANK_BY_TOKEN:
                return suit_card(_SUIT_BY_TOKEN[suit_token], _RANK_BY_TOKEN[rank_token])
    raise InvalidNotationError(f"invalid card {text!r}: expected e.g. KH, 10S, 1D, CH (knight), T21, EXC, or ♥K")


def parse_cards(text: str) -> list[Card]:
    """Parse cards separated by spaces or commas, e.g. ``"T21 T1 EXC KH"``."""
    return [parse_card(tok) for tok in text.replace(",", " ").split()]


def cards_str(cards: Iterable[Card], *, symbols: bool = False) -> str:
    """The cards' notation joined by spaces."""
    return " ".join(card_str(c, symbols=symbols) for c in cards)


# Display order: trumps high to low, the Excuse, then suits alternating colour ♠ ♥ ♣ ♦, king first.
_DISPLAY_SUIT_ORDER = (0, 1, 3, 2)


def display_key(card: Card) -> tuple[int, int]:
    """A sort key for showing a hand: suits alternate colour (♠ ♥ ♣ ♦), high to low, then EXC, trumps."""
    if card >= 22:
        return (_DISPLAY_SUIT_ORDER.index(SUIT_OF[card]), -RANK_OF[card])
    if card == EXCUSE:
        return (4, 0)
    return (5, -card)


def sorted_for_display(cards: Iterable[Card]) -> list[Card]:
    """Cards in the order a hand is shown."""
    return sorted(cards, key=display_key)
