"""The deal (R3): a shuffled pack dealt in packets, the chien built card by card between packets.

The deal is split in two so that records can replay it: ``shuffle`` draws the pack order and the chien
gaps from an injected RNG; ``deal_cards`` turns them into hands and a chien, deterministically.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache
from operator import itemgetter

from .cards import EXCUSE, N_CARDS, PETIT, TRUMPS, Card, CardSet
from .errors import InvalidRecordError
from .frozen import direct_init
from .rules import TABLE_SIZES, Rules


@direct_init  # made at every deal
@dataclass(frozen=True, slots=True)
class DealLayout:
    """How one deal was dealt: the pack order (top first) and the gaps that fed the chien.

    Attributes:
        deck: the 78 cards in the order they leave the pack.
        chien_gaps: sorted indices of the interior gaps between hand packets where the chien got cards
            (one card per gap, or a packet of 3 with ``chien_dealing="packets"``). Gap ``i`` lies between
            hand packet ``i`` and packet ``i + 1`` (R3.4).
    """

    deck: tuple[Card, ...]
    chien_gaps: tuple[int, ...]


def packet_plan(players: int, rules: Rules) -> tuple[int, int, int]:
    """(packet size, number of hand packets, cards the chien takes at each chosen gap)."""
    size = TABLE_SIZES[players]
    packet = rules.packet_size(players)
    packets = (N_CARDS - size.chien) // packet
    chien_step = 3 if rules.chien_dealing == "packets" else 1
    return packet, packets, chien_step


def shuffle(players: int, rules: Rules, rng: random.Random) -> DealLayout:
    """A uniformly shuffled pack and a uniform choice of distinct interior gaps (R3.2, R3.4)."""
    deck = list(range(N_CARDS))
    rng.shuffle(deck)
    _, packets, step = packet_plan(players, rules)
    gaps = sorted(rng.sample(range(packets - 1), TABLE_SIZES[players].chien // step))
    return DealLayout(tuple(deck), tuple(gaps))


_ALL_CARDS = frozenset(range(N_CARDS))


def validate_layout(layout: DealLayout, players: int, rules: Rules) -> None:
    """Raise InvalidRecordError naming what is wrong with a recorded layout."""
    deck = layout.deck
    if len(deck) != N_CARDS:
        raise InvalidRecordError(f"the deck holds {len(deck)} cards, not 78")
    seen: set[int] = set()
    # Fast path: every card exactly once (a set compare in C); otherwise find what is wrong, card by card.
    for card in () if set(deck) == _ALL_CARDS else deck:
        if not 0 <= card < N_CARDS:
            raise InvalidRecordError(f"the deck holds an unknown card {card!r}")
        if card in seen:
            raise InvalidRecordError(f"the deck holds card {card!r} twice")
        seen.add(card)
    _, packets, step = packet_plan(players, rules)
    want = TABLE_SIZES[players].chien // step
    gaps = layout.chien_gaps
    if len(gaps) != want or len(set(gaps)) != want:
        raise InvalidRecordError(f"the chien needs {want} distinct gaps, the record has {list(gaps)}")
    if any(not 0 <= g < packets - 1 for g in gaps):
        raise InvalidRecordError(
            f"chien gaps must lie between the first and last packet (0..{packets - 2}), got {list(gaps)}"
        )


_BIT: tuple[CardSet, ...] = tuple(1 << card for card in range(N_CARDS))


@cache
def _hand_getters(players: int, packet: int, packets: int) -> tuple[itemgetter[tuple[Card, ...]], ...]:
    """For the ``packets * packet`` hand cards of a pack in dealing order (the chien taken out), the getter of
    the cards of each packet offset k: packets k, k + players, k + 2 * players … go to one seat (R3.3)."""
    return tuple(
        itemgetter(*[j for j in range(packets * packet) if (j // packet) % players == k]) for k in range(players)
    )


def deal_cards(layout: DealLayout, players: int, dealer: int, rules: Rules) -> tuple[list[CardSet], CardSet]:
    """Deal the pack: packets to the eldest first and the dealer last (R3.3), chien cards at the gaps.

    Returns the hands as bitmasks indexed by seat, and the chien as a bitmask. The chien never gets the
    first or last card of the pack, because gaps are interior (R3.4).
    """
    packet, packets, step = packet_plan(players, rules)
    deck = layout.deck
    # The chien takes ``step`` cards after hand packet g for each gap g; the rest are the hand packets in order.
    rest: list[Card] = []
    chien = 0
    start = 0
    for index, gap in enumerate(sorted(set(layout.chien_gaps))):
        pos = (gap + 1) * packet + index * step
        rest += deck[start:pos]
        for card in deck[pos : pos + step]:
            chien |= _BIT[card]
        start = pos + step
    rest += deck[start:]
    hands = [0] * players
    bit = _BIT.__getitem__
    for offset, cards in enumerate(_hand_getters(players, packet, packets)):
        hands[(dealer + 1 + offset) % players] = sum(map(bit, cards(rest)))  # distinct bits: the sum is the union
    return hands, chien


def petit_sec_seat(hands: list[CardSet]) -> int | None:
    """The seat holding the Petit as its only trump and no Excuse (R3.5), if any."""
    for seat, hand in enumerate(hands):
        if hand & TRUMPS == 1 << PETIT and not hand & (1 << EXCUSE):
            return seat
    return None
