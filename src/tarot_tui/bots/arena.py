"""Computer players at one table: play a deal, or one board in every seat rotation (duplicate).

Each seat's player sees only ``view_for(deal, seat)``; the deal itself never leaves this module, but for the
beginner, which decides on the deal's masks what it would decide on that view (``beginner_fast``: it reads nothing
the view does not show).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tarot_tui.engine import FFT_RULES, Contract, Deal, Phase, Play, Rules, view_for

from . import make_player
from .base import Player
from .beginner import BeginnerPlayer
from .beginner_fast import PublicPlay, beginner_action


@dataclass(frozen=True, slots=True)
class DealOutcome:
    """One deal played by a line-up, seen by player slot (slot i is the i-th player of the line-up).

    Attributes:
        scores: each slot's score (0 for every slot when the deal is void).
        taker: the slot that took, None when everyone passed (or petit sec).
        made: the contract was made (False when void).
        contract: the taker's contract (None when void).
        poignees: poignées shown (R7).
        chelem: a camp won every trick (R8.1).
        chelem_announced: the taker announced a chelem (R8.2).
    """

    scores: tuple[int, ...]
    taker: int | None
    made: bool
    contract: Contract | None = None
    poignees: int = 0
    chelem: bool = False
    chelem_announced: bool = False


def play_deal(
    line_up: list[Player],
    deal: Deal,
    rng: random.Random,
    rotation: int = 0,
) -> DealOutcome:
    """Play ``deal`` to its end; slot i sits at seat ``(i + rotation) % players``. A seat with a single legal card
    and no poignée to declare plays it without being asked (it has no choice to make)."""
    n = deal.players
    seat_player = [line_up[(seat - rotation) % n] for seat in range(n)]
    # A beginner decides on the deal's masks (``beginner_fast``: the same actions as on its view, which it would be
    # shown; a subclass may decide otherwise, so only the class itself).
    fast = [type(player) is BeginnerPlayer for player in seat_player]
    public = PublicPlay(deal)
    tricks, scored, void = Phase.TRICKS, Phase.SCORED, Phase.VOID
    while True:
        phase = deal.phase
        seat = deal.to_move
        if phase is tricks:
            assert seat is not None
            legal = deal.legal_plays()
            if not legal & (legal - 1) and (deal.tricks or not deal.poignee_sizes(seat)):
                # One legal card and no poignée to declare: there is no decision to ask the player for. The card
                # comes from the engine's legal set, so it is played without validating it again (no events:
                # nothing here reads them).
                deal.play_unchecked(legal.bit_length() - 1)
                continue
            if fast[seat]:
                action = beginner_action(deal, seat, public)
                if type(action) is Play and legal >> action.card & 1:
                    deal.play_unchecked(action.card)  # a card of the engine's legal set, as above
                else:
                    deal.apply(action)
                continue
        elif phase is scored or phase is void:
            break
        assert seat is not None
        if fast[seat]:
            deal.apply(beginner_action(deal, seat, public))
        else:
            deal.apply(seat_player[seat].choose(view_for(deal, seat), rng))
    scores = deal.scores or (0,) * n
    by_slot = tuple(scores[(slot + rotation) % n] for slot in range(n))
    if deal.phase is Phase.VOID or deal.taker is None or deal.breakdown is None:
        return DealOutcome(by_slot, None, False)
    inp = deal.breakdown.input
    return DealOutcome(
        by_slot,
        (deal.taker - rotation) % n,
        deal.breakdown.won,
        deal.contract,
        len(deal.poignees),
        inp.chelem_by is not None,
        inp.chelem_announced,
    )


def play_board(
    levels: tuple[str, ...],
    board: int,
    seed: int,
    duplicate: bool,
    strength: float = 1.0,
    rules: Rules = FFT_RULES,
    line_up: list[Player] | None = None,
) -> list[DealOutcome]:
    """Board ``board`` of a run: one deal (the same cards for every rotation when ``duplicate``).

    Everything is derived from ``seed`` and ``board``, so a run gives the same result whatever the
    number of processes. ``line_up`` gives the players (by default ``make_player`` of each level).
    """
    n = len(levels)
    if line_up is None:
        line_up = [make_player(level, strength) for level in levels]
    rotations = range(n) if duplicate else range(1)
    out = []
    for rotation in rotations:
        deal = Deal.new(n, board % n, random.Random(f"deal:{seed}:{board}"), rules)
        rng = random.Random(f"play:{seed}:{board}:{rotation}")
        out.append(play_deal(line_up, deal, rng, rotation))
    return out


__all__ = ["DealOutcome", "play_board", "play_deal"]
