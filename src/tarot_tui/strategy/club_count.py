"""The club count of a hand for bidding (R4), the one the computer players bid with and the advice explains.

The classic point count taught to French Tarot beginners: trumps, the bouts, the kings and other court cards,
long suits, voids and singletons, with more weight on the number of bouts and on long trumps than the classic
count gives them (``BOUT_POINTS``, ``LONG_TRUMP_POINTS``), on the scale of a 4-player hand of 18 cards, then a
correction for the table and whether someone has bid before you.

The count is turned into a chance of making each contract (``chance_of_making``, curves fitted on computer
play), and the contract is chosen by how sure the taker is (``bid_from_chances``, ``BID_CONFIDENCE``): a Prise on
a hand worth playing but uncertain, a Garde when fairly sure, a Garde sans or contre when nearly sure, and the
dealer's last chance after everyone passed (``LAST_CHANCE``). The beginner computer player, the strong one (with
the share of its playouts won instead of the count's chance) and the advice all bid through that one rule.

``seat_count`` gives the count line by line (``tarot_tui.coaching.advice`` words it for a learner) and its total;
``club_bid`` turns it into the contract a club player bids. Pure numbers, no text.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from tarot_tui.engine import (
    EXCUSE,
    JACK,
    KING,
    KNIGHT,
    MONDE,
    PETIT,
    QUEEN,
    SUIT_MASKS,
    TABLE_SIZES,
    TRUMPS,
    CardSet,
    Contract,
    suit_card,
)

BID_CONFIDENCE: dict[Contract, float] = {
    Contract.PRISE: 0.25,
    Contract.GARDE: 0.42,
    Contract.GARDE_SANS: 0.70,
    Contract.GARDE_CONTRE: 0.80,
}
"""The chance of making it from which a club player bids each contract (R4.1). Not the best expected score: a
Garde only doubles the bet of a Prise, so a player maximising it would never bid a Prise. Club players are
risk-averse instead: a Prise on a hand worth playing but uncertain, a Garde when fairly sure, a Garde sans or
contre only when nearly sure (the chien unseen, R4.1)."""

LAST_CHANCE = 0.10
"""The chance from which the dealer takes a Prise after everyone else passed: otherwise the deal is void and
scores nothing for anyone (R4.4)."""

CHANCE_CURVES: dict[int, tuple[tuple[float, float], tuple[float, float], tuple[float, float]]] = {
    3: ((63.4, 7.74), (77.9, 8.69), (89.8, 6.06)),
    4: ((66.5, 10.99), (93.4, 11.19), (109.0, 8.95)),
    5: ((56.0, 23.44), (65.6, 25.78), (77.6, 25.28)),
}
"""For each table size, the (mid, scale) of the logistic chance ``1 / (1 + exp(-(count - mid) / scale))`` that a
taker with the count ``count`` (``table_count``) makes a contract: with the chien (Prise, Garde), Garde sans,
Garde contre. Fitted on four beginner computer players forced to take, by ``benchmarks/bidding_chances.py``
(2,000 deals per table size, seed 16)."""

_KIND = {Contract.PRISE: 0, Contract.GARDE: 0, Contract.GARDE_SANS: 1, Contract.GARDE_CONTRE: 2}

COURT_POINTS: tuple[tuple[int, int, str], ...] = ((KING, 6, "kings"), (QUEEN, 3, "queens"), (KNIGHT, 2, "knights"))
"""Court cards and what each is worth in the count (jacks are 1, counted on their own line)."""

PETIT_POINTS = (0, 0, 0, 0, 4, 6, 8)
"""The Petit by the number of trumps held (itself included): it needs guards to reach the end (R10.1)."""

BOUT_POINTS = (0.0, 10.0, 30.0, 40.0)
"""The bouts held, by how many: twice the card points they spare the taker (R11.2: 56, 51, 41 or 36 needed). On
top of each bout's own line: a taker with fewer bouts fails far more often than the classic count says (forced to
take a Garde, four beginner computer players with a count of 40-45 made 16% of the contracts with no bout, 29%
with one and 68% with two; ``benchmarks/bidding_chances.py``)."""

LONG_TRUMPS_FROM = 5
LONG_TRUMP_POINTS = 5.0
"""Every trump from the fifth (``LONG_TRUMPS_FROM``) adds ``LONG_TRUMP_POINTS`` more: trump length wins the
tricks of the other suits (R9.4.4) and guards the Petit. Fitted like ``BOUT_POINTS``, with it: the share of forced
Gardes made rose by about 5 points per trump at the same count."""

TABLE_BONUS = {3: 2.0, 4: 0.0, 5: 4.0}
"""Points added at a 3- or 5-player table (at five, the taker plays with a partner)."""

SEAT_OVERBID = 3.0
"""Somebody has bid already: he has a good hand too, so a safer margin is wanted to go over him (R4.2)."""


@dataclass(frozen=True, slots=True)
class CountLine:
    """One line of the count.

    Attributes:
        item: what was counted: "trumps", "major_trumps", "monde", "excuse", "petit", "long_trumps", "bouts",
            "kings", "queens",
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
    if n_trumps >= LONG_TRUMPS_FROM:
        extra = n_trumps - LONG_TRUMPS_FROM + 1
        lines.append(CountLine("long_trumps", extra, LONG_TRUMP_POINTS * extra))
    bouts = (hand >> PETIT & 1) + (hand >> MONDE & 1) + (hand >> EXCUSE & 1)
    if bouts:
        lines.append(CountLine("bouts", bouts, BOUT_POINTS[bouts]))
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


def _suit_points(pattern: int) -> tuple[int, int, int]:
    """For the cards of one suit (bit r - 1 for rank r): the points of its court cards, jacks, king with queen and
    length (``count_hand``'s lines), its void bonus and its singleton bonus (both only with trumps to cut)."""
    length = pattern.bit_count()
    has_king = bool(pattern >> (KING - 1) & 1)
    points = 0
    for rank, value, _ in COURT_POINTS:
        points += value * (pattern >> (rank - 1) & 1)
    points += pattern >> (JACK - 1) & 1
    if has_king and pattern >> (QUEEN - 1) & 1:
        points += 1
    if length >= 5:
        points += 5 + 2 * (length - 5)
    void = 6 if length == 0 else 0
    singleton = 3 if length == 1 and not has_king else 0
    return points, void, singleton


_SUIT_POINTS: tuple[tuple[int, int, int], ...] = tuple(_suit_points(pattern) for pattern in range(1 << 14))
"""``_suit_points`` of every pattern of a suit's 14 cards, for ``count_total``."""

_SUIT_SHIFTS = tuple(suit_card(suit, 1) for suit in range(4))


def count_total(hand: CardSet, players: int) -> float:
    """``count_hand``'s total without its lines: what a bid needs (the lines are for the advice). The points are
    whole numbers, so their sum is the same in any order and the total the same float."""
    trumps = hand & TRUMPS
    n_trumps = trumps.bit_count()
    plain_trumps = trumps & ~(1 << PETIT) & ~(1 << MONDE)
    raw = 2 * plain_trumps.bit_count() + (plain_trumps >> 15).bit_count()
    petit = hand >> PETIT & 1
    monde = hand >> MONDE & 1
    excuse = hand >> EXCUSE & 1
    raw += 10 * monde + 8 * excuse
    if petit:
        raw += PETIT_POINTS[min(n_trumps, 6)]
    if n_trumps >= LONG_TRUMPS_FROM:
        raw += int(LONG_TRUMP_POINTS) * (n_trumps - LONG_TRUMPS_FROM + 1)
    raw += int(BOUT_POINTS[petit + monde + excuse])
    cut = n_trumps >= 4
    for shift in _SUIT_SHIFTS:
        points, void, singleton = _SUIT_POINTS[hand >> shift & 0x3FFF]
        raw += points
        if cut:
            raw += void + singleton
    size = TABLE_SIZES[players].hand
    return raw * 18 / size


def table_count(hand: CardSet, players: int) -> float:
    """The count of ``hand`` with the table (no seat correction): what ``CHANCE_CURVES`` were fitted on."""
    return count_total(hand, players) + TABLE_BONUS[players]


def seat_count(
    hand: CardSet, players: int, seat: int, dealer: int, highest: Contract | None
) -> tuple[list[CountLine], float]:
    """The count of ``hand`` with the table and the seat: a player who must go over a bid counts
    ``SEAT_OVERBID`` less (R4.2). (The dealer's last chance is a lower threshold, ``LAST_CHANCE``, not a line.)"""
    del seat, dealer  # the seat changes the threshold (``bid_from_chances``), not the count
    lines, total = count_hand(hand, players)
    table = TABLE_BONUS[players]
    if table:
        lines.append(CountLine("table", players, table))
        total += table
    if highest is not None:
        lines.append(CountLine("seat_overbid", 1, -SEAT_OVERBID))
        total -= SEAT_OVERBID
    return lines, total


def chance_of_making(total: float, players: int, contract: Contract) -> float:
    """The chance that a taker with the count ``total`` makes ``contract`` (``CHANCE_CURVES``): the same for a
    Prise and a Garde, which play the same cards (R4.1); a Garde sans no surer than a Garde, a Garde contre no
    surer than a Garde sans."""
    chance = 1.0
    for mid, scale in CHANCE_CURVES[players][: _KIND[contract] + 1]:
        # A blind contract is never surer than the one before it (the curves, fitted apart, may cross far out).
        chance = min(chance, 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, (total - mid) / scale)))))
    return chance


def chances_of(total: float, players: int, offered: Sequence[Contract] = tuple(Contract)) -> dict[Contract, float]:
    """``chance_of_making`` for every offered contract: each curve's chance is worked out once (the same floats, the
    same running minimum as ``chance_of_making``)."""
    running: list[float] = []
    chance = 1.0
    for mid, scale in CHANCE_CURVES[players]:
        chance = min(chance, 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, (total - mid) / scale)))))
        running.append(chance)
    return {contract: running[_KIND[contract]] for contract in offered}


def is_last_chance(seat: int, dealer: int, highest: Contract | None) -> bool:
    """The dealer speaks last (R4.2): with nobody bidding before him, the deal is void unless he takes (R4.4)."""
    return seat == dealer and highest is None


def bid_from_chances(
    chances: Mapping[Contract, float],
    *,
    last: bool,
    highest: Contract | None,
    offered: Sequence[Contract] = tuple(Contract),
) -> Contract | None:
    """The contract a club player bids given his chance of making each one (None: he passes).

    The highest offered contract above ``highest`` (R4.2: only a strictly higher bid) whose chance reaches its
    ``BID_CONFIDENCE``; the Prise needs only ``LAST_CHANCE`` from the dealer after passes (``last``, R4.4).
    Both computer levels and the advice bid through this one rule: the beginner and the advice with the
    chances of the count (``chances_of``), the strong level with the share of its playouts won."""
    best: Contract | None = None
    for contract in offered:
        chance = chances.get(contract)
        if chance is None or (highest is not None and contract <= highest):
            continue
        needed = LAST_CHANCE if last and contract is Contract.PRISE else BID_CONFIDENCE[contract]
        if chance >= needed and (best is None or contract > best):
            best = contract
    return best


def usual_contract(
    total: float, players: int, offered: Sequence[Contract] = tuple(Contract), *, last: bool = False
) -> Contract | None:
    """What club players take with a count of ``total`` when nobody has bid (None: they pass), among the
    ``offered`` contracts."""
    return bid_from_chances(chances_of(total, players, offered), last=last, highest=None, offered=offered)


def club_bid(
    hand: CardSet,
    players: int,
    seat: int,
    dealer: int,
    highest: Contract | None,
    offered: Sequence[Contract] = tuple(Contract),
) -> Contract | None:
    """The contract a club player bids with ``hand`` after the highest bid ``highest`` (None: he passes)."""
    # seat_count's total, without building its lines (a bid a seat and four a deal in self-play)
    total = count_total(hand, players)
    table = TABLE_BONUS[players]
    if table:
        total += table
    if highest is not None:
        total -= SEAT_OVERBID
    last = is_last_chance(seat, dealer, highest)
    key = (total, players, last, highest, tuple(offered))
    try:
        return _CLUB_BIDS[key]
    except KeyError:
        pass
    contract = bid_from_chances(chances_of(total, players, offered), last=last, highest=highest, offered=offered)
    if len(_CLUB_BIDS) >= _CLUB_BIDS_MAX:
        _CLUB_BIDS.clear()
    _CLUB_BIDS[key] = contract
    return contract


_CLUB_BIDS: dict[tuple[float, int, bool, Contract | None, tuple[Contract, ...]], Contract | None] = {}
"""``club_bid``'s contract by what it depends on once the hand is counted: the count, the table, the last chance,
the highest bid and the contracts offered (the count of a hand is a whole number of points scaled to 18 cards,
so there are a few hundred totals per table size). The same pure functions of the same values give the same
contract; only the logistic curves are not worked out again at every bid."""

_CLUB_BIDS_MAX = 8192


__all__ = [
    "BID_CONFIDENCE",
    "BOUT_POINTS",
    "CHANCE_CURVES",
    "COURT_POINTS",
    "LAST_CHANCE",
    "LONG_TRUMPS_FROM",
    "LONG_TRUMP_POINTS",
    "PETIT_POINTS",
    "SEAT_OVERBID",
    "TABLE_BONUS",
    "CountLine",
    "bid_from_chances",
    "chance_of_making",
    "chances_of",
    "club_bid",
    "count_hand",
    "count_total",
    "is_last_chance",
    "seat_count",
    "table_count",
    "usual_contract",
]
