"""Bidding advice: count a hand the way club players do and say which contract they usually take (R4).

The count is the club count (``tarot_tui.strategy.club_count``), the one the computer players bid
with, written out line by line so a learner can follow it, with the chance of making each contract it gives
and the confidence from which club players bid each one (``BID_CONFIDENCE``, shared with the computer
players). Pure: no textual, no I/O; ``advise`` counts,
``advice_text`` words the result in the current language. The deal review (``tarot_tui.coaching.analysis``) says
what a bid cost with the same count and the same sentence (``advise_view``, ``bid_verdict``), and what an écart
did with ``ecart_summary`` / ``ecart_text``, so the advice at the table and the review never disagree.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tarot_tui.engine import (
    BOUTS,
    KINGS,
    SUIT_MASKS,
    THRESHOLDS,
    TRUMPS,
    Card,
    CardSet,
    Contract,
    SeatView,
    cardset,
    half_points_of,
)
from tarot_tui.i18n import Lang, contract_name, number_text, points_text, suit_mark, t
from tarot_tui.strategy.club_count import (
    BID_CONFIDENCE,
    LAST_CHANCE,
    CountLine,
    bid_from_chances,
    chances_of,
    is_last_chance,
    seat_count,
)


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
        chances: the chance of making each offered contract with ``total`` (``club_count.chance_of_making``).
        last: the dealer after everyone passed: a Prise needs only ``LAST_CHANCE`` (R4.4).
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
    chances: dict[Contract, float]
    last: bool
    usual: Contract | None
    highest: Contract | None
    advice: Contract | None

    @property
    def threshold(self) -> int:
        """The card points the hand's bouts would need at the end (R11.2), if it kept them all."""
        return THRESHOLDS[self.bouts]


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
    highest = max((c for _, c in bids if c is not None), default=None)
    lines, total = seat_count(hand, players, seat, dealer, highest)
    chances = chances_of(total, players, offered)
    last = is_last_chance(seat, dealer, highest)
    usual = bid_from_chances(chances, last=last, highest=None, offered=offered)
    advice = bid_from_chances(chances, last=last, highest=highest, offered=offered)
    suits = tuple((line.suit, line.count) for line in lines if line.item == "long_suit" and line.suit is not None)
    return Advice(
        players=players,
        trumps=(hand & TRUMPS).bit_count(),
        bouts=(hand & BOUTS).bit_count(),
        kings=(hand & KINGS).bit_count(),
        long_suits=suits,
        card_half_points=half_points_of(hand),
        lines=tuple(lines),
        total=total,
        chances=chances,
        last=last,
        usual=usual,
        highest=highest,
        advice=advice,
    )


def advise_view(view: SeatView) -> Advice:
    """The advice for the seat of a bidding ``view``, among the contracts it may bid now (the table's advice
    and the deal review's bid finding both count the hand this way)."""
    assert view.seat is not None
    offered = [b.contract for b in view.legal_bids if b.contract is not None]
    return advise(cardset(view.hand), view.players, view.seat, view.dealer, view.bids, offered)


def _number(value: float, lang: Lang | None) -> str:
    """A count or points value as players write it: whole, or with one decimal (a comma in Dutch)."""
    return number_text(value, lang, places=0 if value == int(value) else 1)


def percent(chance: float) -> str:
    """A chance as a whole percentage: "45%"."""
    return f"{round(100 * chance)}%"


def line_label(line: CountLine, lang: Lang | None = None) -> str:
    """What one count line counted, in words."""
    if line.item == "long_suit":
        assert line.suit is not None
        return t("advice.item.long_suit", lang, count=line.count, suit=suit_mark(line.suit, lang))
    return t(f"advice.item.{line.item}", lang, count=line.count)


def chance_list(chances: dict[Contract, float], lang: Lang | None = None) -> str:
    """The chances as a list to read, contracts with the same chance named together ("Prise en Garde elk 44%,
    Garde sans 20%"): a Prise and a Garde always have the same one, being played with the same cards (R4.1)."""
    groups: list[tuple[list[str], str]] = []
    for contract, chance in chances.items():
        shown = percent(chance)
        if groups and groups[-1][1] == shown:
            groups[-1][0].append(contract_name(contract, lang))
        else:
            groups.append(([contract_name(contract, lang)], shown))
    return ", ".join(_group(names, shown, lang) for names, shown in groups)


def _group(names: list[str], shown: str, lang: Lang | None) -> str:
    if len(names) == 1:
        return f"{names[0]} {shown}"
    joined = t("advice.joined", lang, first=", ".join(names[:-1]), last=names[-1])
    return t("advice.each", lang, contracts=joined, chance=shown)


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
    out += [f"  {label.ljust(width, '.')} {value.rjust(value_width)}" for label, value in rows]
    offered = list(advice.chances)
    chance = t("advice.chance", lang, chances=chance_list(advice.chances, lang))
    if Contract.PRISE in advice.chances and Contract.GARDE in advice.chances:
        chance += " " + t("advice.same_cards", lang)  # why they are equal: the same cards, a Garde counts double
    out.append(chance)
    scale = ", ".join(f"{contract_name(c, lang)} {percent(BID_CONFIDENCE[c])}" for c in offered)
    out.append(t("advice.scale", lang, scale=scale))
    if advice.last:
        out.append(t("advice.last", lang, chance=percent(LAST_CHANCE)))
    out.append(
        t(
            "advice.points",
            lang,
            points=points_text(advice.card_half_points, lang),
            bouts=advice.bouts,
            needed=advice.threshold,
        )
    )
    out.append(bid_verdict(advice, lang))
    return "\n".join(out)


def bid_verdict(advice: Advice, lang: Lang | None = None) -> str:
    """The advice's last sentence: the count's total and what club players bid with it (R4.1)."""
    total = _number(round(advice.total), lang)
    if advice.advice is not None:
        return t("advice.bid", lang, total=total, contract=contract_name(advice.advice, lang))
    if advice.usual is not None and advice.highest is not None:
        return t(
            "advice.outbid",
            lang,
            total=total,
            contract=contract_name(advice.usual, lang),
            highest=contract_name(advice.highest, lang),
        )
    return t("advice.pass", lang, total=total)


@dataclass(frozen=True, slots=True)
class EcartSummary:
    """What an écart does to the taker's hand (R6.1, R6.2).

    Attributes:
        voids: the plain suits (0-3) the hand is left without, that it still held with the chien.
        half_points: the card points put in the écart, which count for the attack (R6.1), in half points.
        trumps: how many trumps it holds (shown to all, R6.2).
    """

    voids: tuple[int, ...]
    half_points: int
    trumps: int


def ecart_summary(hand: CardSet, ecart: tuple[Card, ...]) -> EcartSummary:
    """What ``ecart`` does to ``hand`` (the taker's hand with the chien, before the écart)."""
    mask = cardset(ecart)
    kept = hand & ~mask
    voids = tuple(s for s in range(4) if hand & SUIT_MASKS[s] and not kept & SUIT_MASKS[s])
    return EcartSummary(voids, half_points_of(mask), (mask & TRUMPS).bit_count())


def ecart_text(summary: EcartSummary, lang: Lang | None = None) -> str:
    """An écart in words: the suits it leaves void and the card points it banks (R6.1)."""
    points = points_text(summary.half_points, lang)
    if summary.voids:
        suits = ", ".join(suit_mark(s, lang) for s in summary.voids)
        return t("advice.ecart.voids", lang, suits=suits, points=points)
    return t("advice.ecart.no_void", lang, points=points)


__all__ = [
    "Advice",
    "EcartSummary",
    "advice_text",
    "advise",
    "advise_view",
    "bid_verdict",
    "chance_list",
    "ecart_summary",
    "ecart_text",
    "line_label",
]
