"""Bidding advice: count a hand the way club players do and say which contract they usually take (R4).

The count is the classic club point count taught to French Tarot beginners: trumps, the bouts, the
kings and other court cards, long suits, voids and singletons, on the scale of a 4-player hand of 18
cards, then a correction for the seat (who has spoken before you). Club players take a Prise from
about 40 points, a Garde from 56, a Garde sans from 71 and a Garde contre from 81.

It is the same count the computer players bid with (``tarot_tui.bots.policy.hand_points``), written out
line by line so a learner can follow it. Pure: no textual, no I/O; ``advise`` counts, ``advice_text``
words the result in the current language.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tarot_tui.engine import EXCUSE, MONDE, PETIT, TABLE_SIZES, THRESHOLDS, Contract, cards_of
from tarot_tui.engine.cards import (
    HALF_POINTS,
    JACK,
    KING,
    KNIGHT,
    QUEEN,
    SUIT_MASKS,
    TRUMPS,
    CardSet,
    suit_card,
)
from tarot_tui.i18n import Lang, contract_name, t

CLUB_THRESHOLDS: tuple[tuple[Contract, int], ...] = (
    (Contract.PRISE, 40),
    (Contract.GARDE, 56),
    (Contract.GARDE_SANS, 71),
    (Contract.GARDE_CONTRE, 81),
)
"""The count (on the 18-card scale, seat included) from which club players usually take each contract."""

COURT_POINTS: tuple[tuple[int, int, str], ...] = ((KING, 6, "kings"), (QUEEN, 3, "queens"), (KNIGHT, 2, "knights"))
"""Court cards and what each is worth in the count (jacks are 1, counted on their own line)."""

PETIT_POINTS = (0, 0, 0, 0, 4, 6, 8)
"""The Petit by the number of trumps held (itself included): it needs guards to reach the end (R10.1)."""

TABLE_BONUS = {3: 2.0, 4: 0.0, 5: 4.0}
"""Points added at a 3- or 5-player table (at five, the taker plays with a partner)."""

SEAT_LAST = 6.0
"""The dealer after everyone else passed may take more lightly: otherwise the deal is void and scores nothing
for anyone (R4.4). The computer players count the same (``bots.policy.LAST_SPEAKER_BONUS``)."""

SEAT_OVERBID = 3.0
"""Somebody has bid already: he has a good hand too, so you want a safer margin to go over him (R4.2)."""


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


@dataclass(frozen=True, slots=True)
class Advice:
    """A hand counted for bidding, and the contract club players take with it.

    Attributes:
        players: 3, 4 or 5.
        trumps: the trumps held, the Petit and the 21 included (not the Excuse, R2.2).
        bouts: how many bouts the hand holds (R2.3).
        kings: how many kings.
        long_suits: (suit, length) of every suit of five cards or more.
        card_half_points: the card points in the hand (R2.4), in half points.
        lines: the count, line by line.
        total: the count with the table and the seat, on the 18-card scale.
        usual: what club players usually take with ``total`` (None: they pass), among the offered contracts.
        highest: the highest bid so far (None: nobody has bid).
        advice: what to say now: ``usual`` when it is higher than ``highest``, else None (pass).
    """

    players: int
    trumps: int
    bouts: int
    kings: int
    long_suits: tuple[tuple[int, int], ...]
    card_half_points: int
    lines: tuple[CountLine, ...]
    total: float
    usual: Contract | None
    highest: Contract | None
    advice: Contract | None

    @property
    def threshold(self) -> int:
        """The card points the hand's bouts would need at the end (R11.2), if it kept them all."""
        return THRESHOLDS[self.bouts]


def count_hand(hand: CardSet, players: int) -> tuple[list[CountLine], float]:
    """The club count of ``hand`` line by line, and its total on the scale of an 18-card hand."""
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


def advise(
    hand: CardSet,
    players: int,
    seat: int,
    dealer: int,
    bids: Sequence[tuple[int, Contract | None]] = (),
    offered: Sequence[Contract] = tuple(Contract),
) -> Advice:
    """Count ``hand`` for the player at ``seat`` and say what to bid after ``bids`` (R4.1, R4.2).

    ``offered`` are the contracts the house rules allow (the beginner rules offer Prise and Garde only).
    """
    lines, total = count_hand(hand, players)
    table = TABLE_BONUS[players]
    if table:
        lines.append(CountLine("table", players, table))
        total += table
    highest = max((c for _, c in bids if c is not None), default=None)
    if highest is None and seat == dealer:
        lines.append(CountLine("seat_last", 1, SEAT_LAST))
        total += SEAT_LAST
    elif highest is not None:
        lines.append(CountLine("seat_overbid", 1, -SEAT_OVERBID))
        total -= SEAT_OVERBID
    reached = [contract for contract, needed in CLUB_THRESHOLDS if total >= needed]
    # A contract the house rules do not offer (beginner rules): the highest offered one below it.
    usual = max((c for c in offered if reached and c <= reached[-1]), default=None)
    advice = usual if usual is not None and (highest is None or usual > highest) else None
    suits = tuple((line.suit, line.count) for line in lines if line.item == "long_suit" and line.suit is not None)
    return Advice(
        players=players,
        trumps=(hand & TRUMPS).bit_count(),
        bouts=sum(1 for card in (PETIT, MONDE, EXCUSE) if hand >> card & 1),
        kings=sum(1 for suit in range(4) if hand >> suit_card(suit, KING) & 1),
        long_suits=suits,
        card_half_points=sum(HALF_POINTS[c] for c in cards_of(hand)),
        lines=tuple(lines),
        total=total,
        usual=usual,
        highest=highest,
        advice=advice,
    )


def _number(value: float, lang: Lang | None) -> str:
    """A count or points value as players write it: whole, or with one decimal (a comma in Dutch)."""
    text = f"{value:g}" if value == int(value) else f"{value:.1f}"
    return text.replace(".", t("number.decimal_point", lang))


def line_label(line: CountLine, lang: Lang | None = None) -> str:
    """What one count line counted, in words."""
    if line.item == "long_suit":
        assert line.suit is not None
        from tarot_tui.engine.cards import SUIT_SYMBOLS

        return t("advice.item.long_suit", lang, count=line.count, suit=SUIT_SYMBOLS[line.suit])
    return t(f"advice.item.{line.item}", lang, count=line.count)


def advice_text(advice: Advice, lang: Lang | None = None) -> str:
    """The advice as a few lines to read: the count line by line, the total, and what to bid (R4)."""
    rows = [
        (line_label(line, lang), ("+" if line.points > 0 else "") + _number(round(line.points, 1), lang))
        for line in advice.lines
    ]
    rows.append((t("advice.total", lang), _number(round(advice.total), lang)))
    width = max(len(label) for label, _ in rows) + 2
    value_width = max(len(value) for _, value in rows)
    out = [t("advice.intro", lang)]
    out += [f"  {label.ljust(width, '.')}{value.rjust(value_width)}" for label, value in rows]
    scale = ", ".join(f"{contract_name(c, lang)} {needed}" for c, needed in CLUB_THRESHOLDS)
    out.append(t("advice.scale", lang, scale=scale))
    out.append(
        t(
            "advice.points",
            lang,
            points=_number(advice.card_half_points / 2, lang),
            bouts=advice.bouts,
            needed=advice.threshold,
        )
    )
    total = _number(round(advice.total), lang)
    if advice.advice is not None:
        out.append(t("advice.bid", lang, total=total, contract=contract_name(advice.advice, lang)))
    elif advice.usual is not None and advice.highest is not None:
        out.append(
            t(
                "advice.outbid",
                lang,
                total=total,
                contract=contract_name(advice.usual, lang),
                highest=contract_name(advice.highest, lang),
            )
        )
    else:
        out.append(t("advice.pass", lang, total=total))
    return "\n".join(out)


__all__ = [
    "CLUB_THRESHOLDS",
    "Advice",
    "CountLine",
    "advice_text",
    "advise",
    "count_hand",
    "line_label",
]
