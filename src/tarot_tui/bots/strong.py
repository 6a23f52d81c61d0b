"""The ``strong`` level: determinised Monte Carlo over the seat's view.

For each decision it samples deals consistent with everything the seat has seen (``WorldSampler``), and
in every sampled deal it tries each candidate action and plays the deal out with the club heuristics
(``rollout.finish``). The action with the best mean score for its own seat wins. All candidates are
tried on the same sampled deals, so their comparison is paired and card luck largely cancels.

Candidates: every legal bid; every callable card (5 players); a handful of écarts (the club écart and
the ones voiding each suit or pair of suits that fit); every legal card, one per class of equivalent
low cards. A poignée is shown when the playouts give its camp better than even odds to win, since the
bonus goes to the winning camp (R7.7). The chelem decision uses the beginner's rule.

The effort is a budget of simulated card plays per decision (``strength`` scales it), plus a wall-clock
cap (``time_limit``) so that a decision stays within about half a second on a slow machine.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from tarot_tui.engine.actions import Action, AnnounceChelem, CallCard, DeclarePoignee, Discard, Play
from tarot_tui.engine.cards import cardset
from tarot_tui.engine.rules import TABLE_SIZES
from tarot_tui.engine.scoring import Camp
from tarot_tui.engine.state import Deal, Phase, poignee_display
from tarot_tui.engine.views import SeatView

from .base import check_turn
from .beginner import BeginnerPlayer
from .policy import distinct_plays, ecart_variants
from .rollout import finish
from .worlds import NoWorldError, WorldSampler

DEFAULT_BUDGET = 24_000
"""Simulated card plays per decision at strength 1.0 (about 0.2 s on one core of the reference machine)."""

DEFAULT_TIME_LIMIT = 0.42
"""Seconds after which a decision stops sampling more deals, at strength 1.0."""


@dataclass(slots=True)
class Estimate:
    """The playout results of one candidate: total score for the seat, wins of its camp, samples."""

    total: float = 0.0
    wins: int = 0
    samples: int = 0

    @property
    def mean(self) -> float:
        """The mean score for the seat."""
        return self.total / self.samples if self.samples else 0.0


class StrongPlayer:
    """Determinised Monte Carlo player (see the module docstring).

    Attributes:
        strength: scales the playout budget and the time cap (1.0 by default; 2.0 thinks twice as long).
        time_limit: the wall-clock cap in seconds, None for none (reproducible runs and tests).
        min_worlds, max_worlds: bounds on the number of sampled deals per decision.
    """

    def __init__(
        self,
        strength: float = 1.0,
        *,
        time_limit: float | None = DEFAULT_TIME_LIMIT,
        min_worlds: int = 4,
        max_worlds: int = 400,
    ) -> None:
        """Set the effort; ``time_limit`` is scaled by ``strength`` too."""
        if strength <= 0:
            raise ValueError(f"strength must be positive, not {strength!r}")
        self.strength = strength
        self.budget = int(DEFAULT_BUDGET * strength)
        self.time_limit = None if time_limit is None else time_limit * strength
        self.min_worlds = min_worlds
        self.max_worlds = max_worlds

    @property
    def level(self) -> str:
        """``"strong"``."""
        return "strong"

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        """The action with the best mean playout score for the seat to move (the beginner's action in the
        unexpected case that no deal fits the view)."""
        check_turn(view)
        try:
            return self._choose(view, rng)
        except NoWorldError:
            return BeginnerPlayer().choose(view, rng)

    def _choose(self, view: SeatView, rng: random.Random) -> Action:
        phase = view.phase
        if phase is Phase.BIDDING:
            return self._best(view, list(view.legal_bids), rng)[0]
        if phase is Phase.CALL:
            return self._best(view, [CallCard(c) for c in view.callable_cards], rng)[0]
        if phase is Phase.DISCARD:
            size = TABLE_SIZES[view.players].chien
            ecarts = ecart_variants(cardset(view.hand), cardset(view.discard_candidates), size, view.trumps_to_discard)
            return self._best(view, [Discard(e) for e in ecarts], rng)[0]
        if phase is Phase.CHELEM:
            return AnnounceChelem(False)
        if phase is Phase.TRICKS:
            return self._play(view, rng)
        raise ValueError(f"no decision is open in phase {view.phase.name}")

    def _play(self, view: SeatView, rng: random.Random) -> Action:
        sampler = None
        if len(view.legal) == 1 and not view.poignee_sizes:
            return Play(view.legal[0])
        sampler = WorldSampler(view)
        know = sampler.know
        cards = distinct_plays(cardset(view.legal), know.hand, know.gone)
        candidates: list[Action] = [Play(c) for c in cards]
        if len(candidates) == 1 and not view.poignee_sizes:
            return candidates[0]
        best, estimate = self._best(view, candidates, rng, sampler)
        if view.poignee_sizes and estimate.samples and estimate.wins * 2 > estimate.samples:
            # R7.7: the bonus goes to the winning camp; show it when the camp is more likely to win.
            return DeclarePoignee(poignee_display(cardset(view.poignee_pool), max(view.poignee_sizes)))
        return best

    def _best(
        self,
        view: SeatView,
        candidates: list[Action],
        rng: random.Random,
        sampler: WorldSampler | None = None,
    ) -> tuple[Action, Estimate]:
        """Run the paired playouts and return the best candidate and its estimate."""
        if len(candidates) == 1 and not view.poignee_sizes:
            return candidates[0], Estimate()
        length = sum(view.hand_sizes)
        if view.phase in (Phase.BIDDING, Phase.CALL, Phase.DISCARD):
            length = view.players * TABLE_SIZES[view.players].hand
        worlds = self.budget // max(1, length * len(candidates))
        worlds = max(self.min_worlds, min(self.max_worlds, worlds))
        estimates = estimate_actions(
            view,
            candidates,
            rng,
            worlds=worlds,
            min_worlds=self.min_worlds,
            time_limit=self.time_limit,
            sampler=sampler,
        )
        index = max(range(len(candidates)), key=lambda i: (estimates[i].mean, -i))
        return candidates[index], estimates[index]


def estimate_actions(
    view: SeatView,
    candidates: list[Action],
    rng: random.Random,
    *,
    worlds: int,
    min_worlds: int = 4,
    time_limit: float | None = None,
    sampler: WorldSampler | None = None,
) -> list[Estimate]:
    """The paired playout estimate of each candidate for the seat of ``view``, in the order given.

    Uses the seat's view only: each sampled deal is consistent with what the seat has seen, so the result
    is the same whatever the hidden cards really are (for a fixed ``rng``). Every candidate is played out
    on the same ``worlds`` sampled deals; ``time_limit`` (seconds, None for none) may stop after
    ``min_worlds``. Raises NoWorldError when no deal fits the view.
    """
    sampler = sampler or WorldSampler(view)
    seat = view.seat
    assert seat is not None
    estimates = [Estimate() for _ in candidates]
    start = time.perf_counter()
    for done in range(worlds):
        if time_limit is not None and done >= min_worlds and time.perf_counter() - start > time_limit:
            break
        world = sampler.world(rng)
        for candidate, estimate in zip(candidates, estimates, strict=True):
            deal = world.copy()
            _apply(deal, candidate)
            finish(deal)
            _record(deal, seat, estimate)
    return estimates


def _apply(deal: Deal, action: Action) -> None:
    if isinstance(action, Play):
        deal.play_unchecked(action.card)
    else:
        deal.apply(action)


def _record(deal: Deal, seat: int, estimate: Estimate) -> None:
    estimate.samples += 1
    if deal.scores is None or deal.breakdown is None:
        return  # a void deal scores nothing (R4.4)
    estimate.total += deal.scores[seat]
    attack = deal.camp_of(seat) is Camp.ATTACK
    if deal.breakdown.won == attack:
        estimate.wins += 1


__all__ = ["DEFAULT_BUDGET", "DEFAULT_TIME_LIMIT", "Estimate", "StrongPlayer", "estimate_actions"]
