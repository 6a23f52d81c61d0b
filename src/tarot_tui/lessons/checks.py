"""What counts as done at a lesson's step: a named check of the learner's answer in the position.

Each check is a plain function of the deal (before the answer) and the answer. ``satisfiable`` says whether any
answer allowed now would pass: a step whose check cannot be met (the learner's earlier choices led elsewhere)
takes any legal answer, so a lesson never gets stuck.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Literal

from tarot_tui.coaching.advice import advise
from tarot_tui.engine import (
    EXCUSE,
    HALF_POINTS,
    KINGS,
    PETIT,
    SUIT_OF,
    Action,
    Bid,
    CallCard,
    Contract,
    Deal,
    DeclarePoignee,
    Play,
    cards_of,
)

Moment = Literal["bid", "call", "discard", "poignee", "card"]
"""The learner's decision a step is about."""

Check = Literal[
    "legal",
    "follow_suit",
    "trump",
    "overtrump",
    "wins_trick",
    "excuse",
    "club_count",
    "take",
    "poignee",
    "keep_petit",
    "call_king",
    "feed",
]

Answer = Action | None
"""The learner's answer: an engine action, or None for "no poignée"."""

FEED_HALF_POINTS = 5
"""A card that feeds points to a partner is worth at least 2.5 points (a Knight or better, R2.4)."""


def wins_trick(deal: Deal, card: int) -> bool:
    """Whether ``card`` takes the trick in progress (wins it, or leads it for now when others still play)."""
    trial = deal.copy()
    seat = trial.to_move
    tricks = len(trial.tricks)
    trial.apply(Play(card))
    if len(trial.tricks) > tricks:
        return trial.tricks[-1][2] == seat
    return trial.trick_best == len(trial.trick_cards) - 1 and card != EXCUSE


def club_count_bid(deal: Deal) -> Contract | None:
    """What the club count says to bid for the player to move (``advice.advise``, R4.1)."""
    seat = deal.to_move
    assert seat is not None
    return advise(deal.hands[seat], deal.players, seat, deal.dealer, deal.bids, deal.rules.contracts()).advice


def _card(answer: Answer) -> int | None:
    return answer.card if isinstance(answer, Play) else None


def _wins(deal: Deal, answer: Answer) -> bool:
    card = _card(answer)
    return card is not None and wins_trick(deal, card)


def _club_count(deal: Deal, answer: Answer) -> bool:
    return isinstance(answer, Bid) and answer.contract == club_count_bid(deal)


def _take(deal: Deal, answer: Answer) -> bool:
    return isinstance(answer, Bid) and answer.contract in (Contract.PRISE, Contract.GARDE)


def _call_king(deal: Deal, answer: Answer) -> bool:
    return isinstance(answer, CallCard) and bool(KINGS >> answer.card & 1)


def _feed(deal: Deal, answer: Answer) -> bool:
    card = _card(answer)
    return card is not None and card != EXCUSE and HALF_POINTS[card] >= FEED_HALF_POINTS


def _trump(deal: Deal, answer: Answer) -> bool:
    card = _card(answer)
    return card is not None and card < EXCUSE


def _follow_suit(deal: Deal, answer: Answer) -> bool:
    card = _card(answer)
    return card is not None and card != EXCUSE and SUIT_OF[card] == deal.trick_suit


def _overtrump(deal: Deal, answer: Answer) -> bool:
    card = _card(answer)
    return card is not None and card < EXCUSE and card > deal.trick_top_trump


@dataclass(frozen=True)
class CheckRule:
    """A check: the moments it applies to and whether an answer passes."""

    moments: tuple[Moment, ...]
    passes: Callable[[Deal, Answer], bool]


CHECKS: dict[Check, CheckRule] = {
    "legal": CheckRule(("bid", "call", "discard", "poignee", "card"), lambda deal, answer: True),
    "wins_trick": CheckRule(("card",), _wins),
    "excuse": CheckRule(("card",), lambda deal, answer: _card(answer) == EXCUSE),
    "club_count": CheckRule(("bid",), _club_count),
    "take": CheckRule(("bid",), _take),
    "poignee": CheckRule(("poignee",), lambda deal, answer: isinstance(answer, DeclarePoignee)),
    "keep_petit": CheckRule(("card",), lambda deal, answer: _card(answer) not in (None, PETIT)),
    "call_king": CheckRule(("call",), _call_king),
    "feed": CheckRule(("card",), _feed),
    "follow_suit": CheckRule(("card",), _follow_suit),
    "trump": CheckRule(("card",), _trump),
    "overtrump": CheckRule(("card",), _overtrump),
}


def passes(check: Check, deal: Deal, answer: Answer) -> bool:
    """Whether ``answer`` does what the step asks."""
    return CHECKS[check].passes(deal, answer)


def _answers(deal: Deal, when: Moment) -> Iterator[Answer]:
    """The answers allowed now (the écart and the poignée: only whether one is made)."""
    if when == "card":
        yield from (Play(card) for card in cards_of(deal.legal_plays()))
    elif when == "bid":
        yield from deal.legal_bids()
    elif when == "call":
        yield from (CallCard(card) for card in deal.callable_cards())
    elif when == "poignee":
        yield None
        yield from deal.canonical_poignees()[:1]


def satisfiable(check: Check, deal: Deal, when: Moment) -> bool:
    """Whether some answer allowed now passes ``check`` (an écart always can)."""
    if check == "legal" or when == "discard":
        return True
    return any(passes(check, deal, answer) for answer in _answers(deal, when))
