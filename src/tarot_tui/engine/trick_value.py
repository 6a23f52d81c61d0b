"""The card points a finished trick gives the camp that won it, with the Excuse where the rules put it (R9.7-R9.10).

A trick's cards are not always the winners' to keep: the Excuse goes back to its owner's camp when the other camp
wins the trick (R9.7), and played to the last trick it may change camp (R9.9). ``trick_points`` is the one place
that counts a trick as the rules do, from what a seat's view shows: in 5 players the camps are the true
partnership (R9.10), so while a seat does not know the partner it cannot tell where the Excuse goes.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .cards import EXCUSE, HALF_POINTS
from .views import SeatView


class ExcuseFate(StrEnum):
    """Where the Excuse played to a trick ends up (values are the message catalogue's keys)."""

    STAYS = "stays"  # the winners' camp keeps it: its owner's camp won (R9.7), R8.5, or R9.9 gave it to them
    RETURNS = "returns"  # back to its owner's camp, which owes the winners one low card (R9.7)
    CHANGES_CAMP = "changes_camp"  # played to the last trick and won by its own camp: it goes to the other (R9.9)
    HIDDEN = "hidden"  # 5 players, the partner not known to this seat: its owner keeps it for now (R9.10)


RULE_OF_FATE: dict[ExcuseFate, str] = {
    ExcuseFate.STAYS: "R9.7",
    ExcuseFate.RETURNS: "R9.7",
    ExcuseFate.CHANGES_CAMP: "R9.9",
    ExcuseFate.HIDDEN: "R9.10",
}


@dataclass(frozen=True, slots=True)
class TrickPoints:
    """What one finished trick is worth to the camp that won it.

    Attributes:
        half_points: the card points of the cards that camp keeps, in half-points (R2.4): every card of the
            trick, less the Excuse when it leaves (R9.7, R9.9). The low card an Excuse exchange owes is not
            in it: it moves between the camps' piles (``exchange``).
        excuse: the seat that played the Excuse to this trick, if any.
        fate: where that Excuse goes (None without an Excuse).
        rule: the rule that decides it (None without an Excuse).
        exchange: the Excuse's owner's camp owes the winners one low card, half a point (R9.7).
    """

    half_points: int
    excuse: int | None = None
    fate: ExcuseFate | None = None
    rule: str | None = None
    exchange: bool = False


def _camp(view: SeatView, seat: int) -> int:
    """0 for the attack, 1 for the defence, as far as ``view`` knows the camps (the caller checks it does)."""
    return 0 if seat == view.taker or seat == view.partner else 1


def trick_points(view: SeatView, index: int) -> TrickPoints:
    """The points finished trick ``index`` (0-based) of ``view.tricks`` gives the camp that won it (R9.7-R9.10)."""
    trick = view.tricks[index]
    winner = trick.winner
    if winner is None:
        raise ValueError(f"trick {index} is not finished")
    total = sum(HALF_POINTS[card] for card in trick.cards)
    if EXCUSE not in trick.cards:
        return TrickPoints(total)
    owner = trick.seat_of(trick.cards.index(EXCUSE), view.players)
    without = total - HALF_POINTS[EXCUSE]
    if owner == winner:  # R8.5: led to the last trick by a camp that won every trick, the Excuse wins it
        return TrickPoints(total, owner, ExcuseFate.STAYS, "R8.5")
    if not view.partner_known:
        return TrickPoints(without, owner, ExcuseFate.HIDDEN, RULE_OF_FATE[ExcuseFate.HIDDEN])
    same_camp = _camp(view, owner) == _camp(view, winner)
    last = index == len(view.tricks) - 1 and not any(view.hand_sizes)
    if last:
        if view.rules.excuse_last_trick == "to-trick-winner" or not same_camp:
            return TrickPoints(total, owner, ExcuseFate.STAYS, "R9.9")
        return TrickPoints(without, owner, ExcuseFate.CHANGES_CAMP, "R9.9")
    if same_camp:
        return TrickPoints(total, owner, ExcuseFate.STAYS, "R9.7")
    return TrickPoints(without, owner, ExcuseFate.RETURNS, "R9.7", exchange=True)


__all__ = ["RULE_OF_FATE", "ExcuseFate", "TrickPoints", "trick_points"]
