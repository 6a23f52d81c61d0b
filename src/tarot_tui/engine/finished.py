"""A deal that is over, as a real table shows it then: what the review of a deal may read.

Once a deal is scored every card of every hand has been played in public, and the chien and the écart are
turned face up for the count (R11.1), so each seat's decisions may be looked at again, each with what that seat
saw just before it. ``FinishedDeal`` hands out that and nothing more: the deal's public view and, for each seat,
its own decisions with its seat view at the time (replayed from the pack order, R15). It keeps no deal, so
whatever reads it cannot read a hand a seat did not hold.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action
from .errors import InvalidRecordError
from .state import Deal, Phase
from .views import SeatView, view_for


@dataclass(frozen=True)
class SeatMoment:
    """One of a seat's own decisions in a finished deal.

    Attributes:
        step: its index in the deal's history.
        view: what the seat saw just before it (its ``view_for``).
        action: what it did.
    """

    step: int
    view: SeatView
    action: Action


@dataclass(frozen=True)
class FinishedDeal:
    """A deal that is over (scored or void): its public view and each seat's decisions.

    Attributes:
        public: the spectator's view of the finished deal (every trick, the chien and the écart, the camps and
            the score: ``view_for(deal, None)``).
        moments: for each seat, its decisions in play order, each with its view just before it; empty for a
            deal built from hands (no pack order to replay it from, ``replayable`` False).
        replayable: the deal has a pack order (a lesson's position built from hands has none).
    """

    public: SeatView
    moments: tuple[tuple[SeatMoment, ...], ...]
    replayable: bool

    @classmethod
    def of(cls, deal: Deal) -> FinishedDeal:
        """The finished ``deal`` as a real table shows it. Raises ValueError when it is not over, and
        InvalidRecordError when its history does not replay from its pack order."""
        if not deal.phase.is_over:
            raise ValueError(f"the deal is not over ({deal.phase.value})")
        players = deal.players
        moments: list[list[SeatMoment]] = [[] for _ in range(players)]
        layout = deal.layout
        if layout is not None and deal.phase is Phase.SCORED:
            position = Deal(layout, players, deal.dealer, deal.rules)
            for step, (seat, action) in enumerate(deal.history):
                moments[seat].append(SeatMoment(step, view_for(position, seat), action))
                try:
                    position.apply(action, seat=seat)
                except Exception as err:  # the deal was built by apply: a mismatch means a corrupt deal
                    raise InvalidRecordError(f"step {step}: {err}") from None
        return cls(view_for(deal, None), tuple(tuple(seat) for seat in moments), layout is not None)

    def of_seat(self, seat: int) -> tuple[SeatMoment, ...]:
        """``seat``'s decisions in play order (empty for a seat not at the table)."""
        return self.moments[seat] if 0 <= seat < len(self.moments) else ()

    def view_before(self, seat: int, step: int) -> SeatView | None:
        """``seat``'s view just before its decision at history index ``step`` (None: no decision of it there)."""
        return next((moment.view for moment in self.of_seat(seat) if moment.step == step), None)
