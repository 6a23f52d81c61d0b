"""The club count of a hand for bidding (R4), the one the computer players bid with and the advice explains.

The classic point count taught to French Tarot beginners: trumps, the bouts, the kings and other court cards,
long suits, voids and singletons, on the scale of a 4-player hand of 18 cards, then a correction for the table
and the seat (who has spoken before you). Club players take a Prise from about 40 points, a Garde from 56, a
Garde sans from 71 and a Garde contre from 81.

``seat_count`` gives the count line by line (``tarot_tui.advice`` words it for a learner) and its total;
``club_bid`` turns it into the contract a club player bids, which the computer players play. Pure ints, no text.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import EXCUSE, JACK, KING, KNIGHT, MONDE, PETIT, QUEEN, SUIT_MASKS, TRUMPS, CardSet, suit_card
from .rules import TABLE_SIZES, Contract

CLUB_THRESHOLDS: tuple[tuple[Contract, int], ...] = (
    (Contract.PRISE, 40),
    (Contract.GARDE, 56),
    (Contract.GARDE_SANS, 71),
    (Contract.GARDE_CONTRE, 81),
)
"""The count (on the 18-card scale, seat included) from which club players usually take each contract. (With
the Prise at 42, everyone passed in four 4-player deals of ten against computer players: too many void deals.)"""

COURT_POINTS: tuple[tuple[int, int, str], ...] = ((KING, 6, "kings"), (QUEEN, 3, "queens"), (KNIGHT, 2, "knights"))
"""Court cards and what each is worth in the count (jacks are 1, counted on their own line)."""

PETIT_POINTS = (0, 0, 0, 0, 4, 6, 8)
"""The Petit by the number of trumps held (itself included): it needs guards to reach the end (R10.1)."""

TABLE_BONUS = {3: 2.0, 4: 0.0, 5: 4.0}
"""Points added at a 3- or 5-player table (at five, the taker plays with a partner)."""

SEAT_LAST = 6.0
"""The dealer after everyone else passed may take more lightly: otherwise the deal is void and scores nothing
for anyone (R4.4)."""

SEAT_OVERBID = 3.0
"""Somebody has bid already: he has a good hand too, so a safer margin is wanted to go over him (R4.2)."""


@dataclass(frozen=True, slots=True)
class CountLine:
    """One line of the count.

    Attributes:
        item: what was counted: "trumps", "major_trumps", "monde", "excuse", "petit", "kings", "queens",
            "knights", "jacks", "marriages", "long_suit", "voids", "singletons", "scale", "table",
            "seat_last" or "seat_overbid".
        count: how many of them (for "long_suit" the suit's length; for "scale" the hand size).
        points: the points the line adds (negative for "seat_overbid").
        suit: the suit of a "long_suit" line.
    """

    item: str
    count: int
    points: float
    suit: int | None = None


def count_hand(hand: CardSet, players: int) -> tuple[list[CountLine], float]:
    """The club count of ``hand`` line by line, and its total on the scale of an 18-card hand (no seat)."""
    lines: list[CountLine] = []
    trumps = hand & TRUMPS
    n_trumps = trumps.bit_count()
    plain_trumps = trumps & ~(1 << PETIT) & ~(1 << MONDE)
    if plain_trumps:
        lines.append(CountLine("trumps", plain_trumps.bit_count(), 2.0 * plain_trumps.bit_count()))
    major = (plain_trumps >> 15).bit_count()  # T16 .. T20
    if major:
        lines.append(CountLine("major_trumps", major, float(major)))
    if hand >> MONDE & 1:
        lines.append(CountLine("monde", 1, 10.0))
    if hand >> EXCUSE & 1:
        lines.append(CountLine("excuse", 1, 8.0))
    if hand >> PETIT & 1:
        lines.append(CountLine("petit", n_trumps, float(PETIT_POINTS[min(n_trumps, 6)])))
    court = {name: 0 for _, _, name in COURT_POINTS}
    jacks = marriages = voids = singletons = 0
    long_lines: list[CountLine] = []
    for suit in range(4):
        cards = hand & SUIT_MASKS[suit]
        length = cards.bit_count()
        for rank, _, name in COURT_POINTS:
            court[name] += cards >> suit_card(suit, rank) & 1
        jacks += cards >> suit_card(suit, JACK) & 1
        has_king = bool(cards >> suit_card(suit, KING) & 1)
        if has_king and cards >> suit_card(suit, QUEEN) & 1:
            marriages += 1
        if length >= 5:
            long_lines.append(CountLine("long_suit", length, float(5 + 2 * (length - 5)), suit))
        if n_trumps >= 4:  # a short suit is worth something only with trumps to cut it
            if length == 0:
                voids += 1
            elif length == 1 and not has_king:
                singletons += 1
    for _, value, name in COURT_POINTS:
        if court[name]:
            lines.append(CountLine(name, court[name], float(value * court[name])))
    if jacks:
        lines.append(CountLine("jacks", jacks, float(jacks)))
    if marriages:
        lines.append(CountLine("marriages", marriages, float(marriages)))
    lines += long_lines
    if voids:
        lines.append(CountLine("voids", voids, 6.0 * voids))
    if singletons:
        lines.append(CountLine("singletons", singletons, 3.0 * singletons))
    raw = sum(line.points for line in lines)
    size = TABLE_SIZES[players].hand
    total = raw * 18 / size
    if size != 18:
        lines.append(CountLine("scale", size, total - raw))
    return lines, total


def seat_count(
    hand: CardSet, players: int, seat: int, dealer: int, highest: Contract | None
) -> tuple[list[CountLine], float]:
    """The count of ``hand`` with the table and the seat: the last to speak after passes counts ``SEAT_LAST``
    more (R4.4), a player who must go over a bid ``SEAT_OVERBID`` less (R4.2)."""
    lines, total = count_hand(hand, players)
    table = TABLE_BONUS[players]
    if table:
        lines.append(CountLine("table", players, table))
        total += table
    if highest is None and seat == dealer:
        lines.append(CountLine("seat_last", 1, SEAT_LAST))
        total += SEAT_LAST
    elif highest is not None:
        lines.append(CountLine("seat_overbid", 1, -SEAT_OVERBID))
        total -= SEAT_OVERBID
    return lines, total


def usual_contract(total: float, offered: Sequence[Contract] = tuple(Contract)) -> Contract | None:
    """What club players take with a count of ``total``, among the ``offered`` contracts (None: they pass).
    A contract the house rules do not offer (the beginner rules) gives the highest offered one below it."""
    reached = [contract for contract, needed in CLUB_THRESHOLDS if total >= needed]
    return max((c for c in offered if reached and c <= reached[-1]), default=None)


def club_bid(
    hand: CardSet,
    players: int,
    seat: int,
    dealer: int,
    highest: Contract | None,
    offered: Sequence[Contract] = tuple(Contract),
) -> Contract | None:
    """The contract a club player bids with ``hand`` after the highest bid ``highest`` (None: he passes)."""
    _, total = seat_count(hand, players, seat, dealer, highest)
    usual = usual_contract(total, offered)
    return usual if usual is not None and (highest is None or usual > highest) else None


__all__ = [
    "CLUB_THRESHOLDS",
    "COURT_POINTS",
    "PETIT_POINTS",
    "SEAT_LAST",
    "SEAT_OVERBID",
    "TABLE_BONUS",
    "CountLine",
    "club_bid",
    "count_hand",
    "seat_count",
    "usual_contract",
]
