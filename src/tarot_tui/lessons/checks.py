"""What counts as done at a lesson's step: a named check of the learner's answer in the position.

Each check is a plain function of the learner's seat view (the prompt's, before the answer) and the answer: a
lesson reads what the learner may see, never the raw deal. ``satisfiable`` says whether any answer allowed now
would pass: a step whose check cannot be met (the learner's earlier choices led elsewhere)
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
    DeclarePoignee,
    Play,
    SeatView,
    cardset,
    poignee_display,
    winning_index,
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


def wins_trick(view: SeatView, card: int) -> bool:
    """Whether ``card`` takes the trick in progress (wins it, or leads it for now when others still play), from
    the trick as everyone sees it (R9.6; the Excuse never takes a trick here, R9.4.1)."""
    cards = (*view.current.cards, card)
    return card != EXCUSE and winning_index(cards) == len(cards) - 1


def club_count_bid(view: SeatView) -> Contract | None:
    """What the club count says the seat to move should bid, from its view, among every contract of the house
    rules (``advice.advise``, R4.1)."""
    assert view.seat is not None
    return advise(view.hand_mask, view.players, view.seat, view.dealer, view.bids, view.rules.contracts()).advice


def _card(answer: Answer) -> int | None:
    return answer.card if isinstance(answer, Play) else None


def _wins(view: SeatView, answer: Answer) -> bool:
    card = _card(answer)
    return card is not None and wins_trick(view, card)


def _club_count(view: SeatView, answer: Answer) -> bool:
    return isinstance(answer, Bid) and answer.contract == club_count_bid(view)


def _take(view: SeatView, answer: Answer) -> bool:
    return isinstance(answer, Bid) and answer.contract in (Contract.PRISE, Contract.GARDE)


def _call_king(view: SeatView, answer: Answer) -> bool:
    return isinstance(answer, CallCard) and bool(KINGS >> answer.card & 1)


def _feed(view: SeatView, answer: Answer) -> bool:
    card = _card(answer)
    return card is not None and card != EXCUSE and HALF_POINTS[card] >= FEED_HALF_POINTS


def _trump(view: SeatView, answer: Answer) -> bool:
    card = _card(answer)
    return card is not None and card < EXCUSE


def _follow_suit(view: SeatView, answer: Answer) -> bool:
    card = _card(answer)
    return card is not None and card != EXCUSE and SUIT_OF[card] == view.trick_suit


def _overtrump(view: SeatView, answer: Answer) -> bool:
    card = _card(answer)
    return card is not None and card < EXCUSE and card > view.trick_top_trump


@dataclass(frozen=True)
class CheckRule:
    """A check: the moments it applies to and whether an answer passes."""

    moments: tuple[Moment, ...]
    passes: Callable[[SeatView, Answer], bool]


CHECKS: dict[Check, CheckRule] = {
    "legal": CheckRule(("bid", "call", "discard", "poignee", "card"), lambda view, answer: True),
    "wins_trick": CheckRule(("card",), _wins),
    "excuse": CheckRule(("card",), lambda view, answer: _card(answer) == EXCUSE),
    "club_count": CheckRule(("bid",), _club_count),
    "take": CheckRule(("bid",), _take),
    "poignee": CheckRule(("poignee",), lambda view, answer: isinstance(answer, DeclarePoignee)),
    "keep_petit": CheckRule(("card",), lambda view, answer: _card(answer) not in (None, PETIT)),
    "call_king": CheckRule(("call",), _call_king),
    "feed": CheckRule(("card",), _feed),
    "follow_suit": CheckRule(("card",), _follow_suit),
    "trump": CheckRule(("card",), _trump),
    "overtrump": CheckRule(("card",), _overtrump),
}


def passes(check: Check, view: SeatView, answer: Answer) -> bool:
    """Whether ``answer``, by ``view``'s seat, does what the step asks."""
    return CHECKS[check].passes(view, answer)


def _answers(view: SeatView, when: Moment) -> Iterator[Answer]:
    """The answers open to ``view``'s seat now (the écart and the poignée: only whether one is made)."""
    if when == "card":
        yield from (Play(card) for card in view.legal)
    elif when == "bid":
        yield from view.legal_bids
    elif when == "call":
        yield from (CallCard(card) for card in view.callable_cards)
    elif when == "poignee":
        yield None
        if view.poignee_sizes:  # the lowest level's display: the lowest trumps, the Excuse if needed (R7.5)
            yield DeclarePoignee(poignee_display(cardset(view.poignee_pool), view.poignee_sizes[0]))


def satisfiable(check: Check, view: SeatView, when: Moment) -> bool:
    """Whether some answer open to ``view``'s seat now passes ``check`` (an écart always can)."""
    if check == "legal" or when == "discard":
        return True
    return any(passes(check, view, answer) for answer in _answers(view, when))
