"""The ``strong`` level: determinised Monte Carlo over the seat's view, with an exact end-game solver.

For each decision it samples deals consistent with everything the seat has seen (``WorldSampler``),
weighted by how well they explain the bidding and the play (a passing player rarely holds a Garde hand,
a low card under a partner's sure trick means no court card to charge: ``PlayEvidence``). In every sampled
deal it tries each candidate action and plays the deal out with the club heuristics (``rollout``) until a
few tricks are left (``END_SOLVE``), then solves the rest exactly with all hands open (``Solver``: card
points, the Excuse, petit au bout, chelem and poignées in the score); a card decision that late
(``ROOT_SOLVE``) is solved exactly in every sampled deal. The action with the best mean score for its own
seat wins. All candidates are tried on the same sampled deals, so their comparison is paired and card
luck largely cancels. Before the solved tricks, the taker keeps the beginner's card unless the best one leads it
by more than ``TAKER_MARGIN`` standard errors of the paired difference (``trusted_choice``): an early card is
searched on few deals, and picking the best of noisy means lost points there.

Bidding is by how sure it is, as club players bid (``club_count.bid_from_chances``, the rule the beginner and
the advice share): the chance of making each legal contract is the share of the playouts it made among those
in which it stayed the taker after bidding it (a playout where a later player overbids it is no contract of its
own), not the best mean score (a Garde only doubles a Prise's bet, so the best mean never takes a Prise).

Candidates: every legal bid; at 5 players the beginner's call (``search_call``: every callable card); a
handful of écarts (the club écart and the ones voiding each suit or pair of suits that fit); every legal card,
one per class of equivalent low cards. A poignée is shown when, on the same sampled deals, showing it before
the chosen card scores better than keeping it (the bonus goes to the winning camp, R7.7). A chelem is announced
when the taker's side wins every trick in at least ``CHELEM_SURE`` of the sampled deals played out with it announced.

The effort is a budget of work per decision (simulated card plays plus solver positions; ``strength``
scales it), which makes a run reproducible without a clock, plus a wall-clock cap (``time_limit``, None
in tests and benchmarks) so that a decision stays within about half a second in the app.
"""

from __future__ import annotations

import functools
import math
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from tarot_tui.engine import (
    PASS,
    TRUMPS,
    Action,
    AnnounceChelem,
    Bid,
    CallCard,
    Camp,
    Card,
    CardSet,
    Contract,
    Deal,
    DeclarePoignee,
    Discard,
    Phase,
    Play,
    SeatView,
    cardset,
    poignee_display,
)
from tarot_tui.strategy.club_count import bid_from_chances, chances_of, is_last_chance, seat_count

from .base import check_turn
from .beginner import BeginnerPlayer, beginner_card
from .belief import CARD_SLIP, BeliefSampler, ImportanceSampler, PooledChains, normalised_weights
from .defence_model import SampledDefence, model_card
from .knowledge import scan_voids
from .policy import call_for, distinct_plays, ecart_variants
from .rollout import finish, public_voids_of, rollout_card, rollout_decision
from .solver import Solver, seat_factor
from .worlds import NoWorldError, WorldSampler

DEFAULT_BUDGET = 24_000
"""Simulated card plays per decision at strength 1.0 (about 0.2 s on one core of the reference machine)."""

DEFAULT_TIME_LIMIT = 0.42
"""Seconds after which a decision stops sampling more deals, at strength 1.0."""

ROOT_SOLVE = {3: 5, 4: 4, 5: 3}
"""A card decision with at most this many tricks left is solved exactly in every sampled deal."""

END_SOLVE = {3: 3, 4: 3, 5: 2}
"""Earlier, each playout runs the heuristics until this many tricks are left, then the solver."""

SOLVER_NODES_PER_PLAY = 4
"""Solver positions counted as one unit of the work budget: a position costs about a quarter of a playout's
card play (2.8 µs against 12.8 µs of CPU on the reference machine, 4 players)."""

BID_BUDGET = 4
"""A bid gets this many times the budget of another decision: it is made once a deal, decides most of the score,
and its chance of making it is read off the few playouts in which the seat stayed the taker (the time cap
still bounds it in the app)."""

BID_MARGIN = 1.0
"""The strong level bids from its playouts' share of contracts made less this many standard errors of it
(``share_error``), except the dealer's Prise after everyone passed (R4.4): a Prise read off some 40 playouts then
needs about 32% (``BID_CONFIDENCE``: 25%). Four strong players made 56% of their contracts with it against 45%
(passing out 13% of the deals against 4%); one against three beginners scored the same, +1.6 a deal [-1.2, +4.4]
paired (docs/bots.md, "The chance at the bid against a table of strong players")."""

TAKER_MARGIN = 2.0
"""Before the solved tricks, the taker plays the beginner's card unless the search's best card leads it by more
than this many standard errors of their paired difference (``trusted_choice``): at 6,000 units a decision an
early taker card is searched on about 10-20 deals, and the search's own choice lost to the beginner's (the
audit in docs/bots.md). In defence the search's choice scored better than the beginner's (``defence_margin``
0)."""

TRUST_MIN_DEALS = 4
"""The fewest sampled deals on which the search may overrule the beginner's card (``trusted_choice``)."""

TAKER_SOLVE_BUDGET = 4.0
"""With ``taker_solve``, the deep solves of a decision's playouts may spend this many times its budget (solver
positions, ``SOLVER_NODES_PER_PLAY`` to a unit); a world started past it is solved as before."""

CHELEM_SURE = 0.9
"""The share of sampled deals the taker's side must win every trick of to announce a chelem."""

CHELEM_WORLDS = 40
"""Sampled deals for the chelem decision at most."""


@dataclass(slots=True)
class Estimate:
    """The playout results of one candidate: total score for the seat, wins of its camp, samples, and the
    playouts in which the seat itself was the taker (``takes``) and made its contract (``made``)."""

    total: float = 0.0
    wins: int = 0
    samples: int = 0
    takes: int = 0
    made: int = 0
    values: list[float] = field(default_factory=list)
    """The seat's score in each sampled deal, in the order of the deals (paired across the candidates)."""
    log_weights: list[float] = field(default_factory=list)
    """The log importance weight of each sampled deal (``ImportanceSampler``), empty when every deal counts alike."""

    def weights(self) -> list[float] | None:
        """The sampled deals' normalised importance weights, None when they count alike."""
        if not self.log_weights or len(self.log_weights) != len(self.values):
            return None
        return normalised_weights(self.log_weights)

    @property
    def chance_made(self) -> float:
        """The share of the playouts it took in that it made its contract (0 when it took in none)."""
        return self.made / self.takes if self.takes else 0.0

    @property
    def mean(self) -> float:
        """The mean score for the seat (weighted by the deals' importance weights when they have some)."""
        weights = self.weights()
        if weights is not None:
            return sum(w * v for w, v in zip(weights, self.values, strict=True))
        return self.total / self.samples if self.samples else 0.0


class StrongPlayer:
    """Determinised Monte Carlo player (see the module docstring).

    Attributes:
        strength: scales the playout budget and the time cap (1.0 by default; 2.0 thinks twice as long).
        time_limit: the wall-clock cap in seconds, None for none (reproducible runs and tests).
        min_worlds, max_worlds: bounds on the number of sampled deals per decision.
        margin, defence_margin: before the solved tricks, the taker (a defender, or the partner at 5) plays the
            beginner's card unless the search's best leads it by more than this many standard errors
            (``trusted_choice``; 0 plays the search's best).
        public_voids: the card decisions' playouts play every seat from the voids the table has seen.
        search_call: at 5 players, choose the called card by the playouts instead of the beginner's rule (a
            king in the longest suit, R5.2), which scored better in duplicate.
        worlds: makes the sampler of a decision's deals from the seat's view (``WorldSampler``; a benchmark may
            give another, e.g. the true deal for an open-cards bound in ``benchmarks/strong.py``).
        belief: non-zero samples the deals by policy-based inference (``belief.BeliefSampler``: the likelihood of
            every bid, écart, poignée and card seen under the club heuristics' model of the players) instead of
            ``WorldSampler``'s hand-written weights by rejection.
        belief_defence: non-zero samples by ``BeliefSampler`` only for a defender's card decisions
            (``defence_belief``), where the inference measure gains most; ``WorldSampler`` elsewhere.
        belief_thin: non-zero sets the chain's swaps between two draws (``BeliefSampler``'s ``thin``: -k is a k-th
            of the movable cards); more mixes better (less alike deals) at more CPU.
        importance: non-zero samples every card decision's deals (trick play) by sequential importance sampling
            from the same model (``belief.ImportanceSampler``: independent draws, each with its importance weight,
            the candidates' means and ``trusted_choice`` weighted by them); ``WorldSampler`` for the other decisions.
        importance_defence: the same for a defender's card decisions only.
        importance_temper: the proposal's ``temper`` (1 by default; 0 deals by room only, the model then only in
            the weights).
        importance_tries, importance_carry: proposals per draw, and whether the draw carries their mean weight
            into the search (1) or counts alike, picked in proportion to its weight among them (0: sampling
            importance resampling, ``ImportanceSampler``'s ``tries`` and ``carry``).
        belief_carry: non-zero samples the card decisions (trick play) by ``BeliefSampler`` carried on from this
            seat's previous card decision of the same deal (the burn-in is paid once a deal,
            ``belief_warm`` swaps after each new card seen); ``WorldSampler`` for every other decision. The player
            then keeps one chain state for each seat it plays (in ``chains``); another deal (or another point of
            the same deal than the one after the state was kept) starts the chain afresh.
        belief_chains: with ``belief_carry``, how many chains a seat carries along the deal (``belief.PooledChains``:
            a card decision draws from each in turn, so that its deals come from chains that never met); 1 (the
            default) is the single chain.
        chains: where the carried chains are kept (``Chains``): the player's own unless one is given, so that a
            caller making a fresh player for every decision (the app's flow) can carry them along the deal.
        bid_alone, bid_pool, bid_prior: other estimates of the chance at the bid, for measuring (``bid_chances``).
        bid_margin: the chance the bid is chosen by is the playouts' share less this many standard errors of it
            (``BID_MARGIN`` by default, 0 for the level before it), so that a chance read off few playouts must clear
            its threshold (``BID_CONFIDENCE``) by more; the dealer's Prise after everyone passed keeps its share.
        bid_score: non-zero chooses the contract by the bid's playouts' mean score once the rule takes
            (``score_contract``): the legal contract with the best mean replaces the rule's when it leads it by more
            than ``bid_score_margin`` standard errors of their paired difference (``trusted_choice``); whether to
            take stays the rule's. For measuring; off by default.
        bid_pass: non-zero also plays the pass out on the bid's sampled deals (outside the budget) and passes
            instead of taking unless the contract chosen scores more than the pass by ``bid_pass_margin`` standard
            errors of their paired difference (``take_or_pass``); the dealer's last chance (R4.4) keeps the rule.
            For measuring; off by default.
        bid_budget: the bid's budget as a multiple of another decision's (``BID_BUDGET`` by default).
        bid_belief: non-zero samples the bid's deals by ``BeliefSampler`` (the earlier bids read by the same model
            as the card play) instead of the player's sampler for the bid (``WorldSampler``). For measuring.
        bid_sans: non-zero bids a Garde sans (R4.1, R6.3: the bet doubled, the chien unseen and counted for the
            taker) instead of the Garde the rule chose when the Garde sans's own chance (``bid_chances``, after
            ``bid_margin``) is at least this, below its threshold (``BID_CONFIDENCE``, 70%). For measuring; off by
            default.
        taker_solve: non-zero solves this many last tricks exactly (instead of ``END_SOLVE``) in the playouts of the
            taker's card decisions, so that they meet a defence that plays the end perfectly (with open cards: a
            bound on the defence's side) rather than the beginner's (fewer than ``END_SOLVE``: the beginners play
            longer); the deep solves have a budget of their own, ``taker_solve_budget`` times the decision's (0:
            none), and the decision's budget counts what the playouts would have cost without them, so that the
            search samples the same deals (``estimate_actions``);
            ``taker_solve_lead`` non-zero solves deep only the playouts in which the taker leads the trick the deep
            solve begins at. For measuring; off by default.
        taker_public: non-zero plays the playouts of the taker's card decisions with every seat reading the voids the
            table has seen (``public_voids``, R9.4) instead of the sampled hands', the other decisions as the level.
            For measuring; off by default.
        trust_points: non-zero also asks the search's best card to lead the beginner's by more than this many points
            of the taker's score (the playouts' mean paired difference) before it overrules it at the taker's card
            decisions (``trusted_choice``), so that near-equal cards cannot overrule it on a small but steady lead.
            The taker only: the defence plays the search's best (``defence_margin`` 0). For measuring; off by
            default.
        taker_defence: non-zero plays the defenders of the playouts of the taker's card decisions by the model of the
            strong defence (``defence_model.model_card``: the beginner's card with the corrections the strong
            defenders make systematically, fitted to their logged decisions) instead of the club heuristics; the taker
            (and at 5 players his partner) keeps the heuristics, the last tricks are solved as before;
            ``defence_sample`` non-zero draws the model's card with its probabilities sharpened by this factor
            (``SampledDefence``: 1 as fitted) instead of playing its most likely one. For measuring; off by default.
        defence_defence: the same model for the defenders' own card decisions: their playouts' defenders (the seat
            itself included) play by it. For measuring; off by default.
        ecart_margin: non-zero keeps the club écart (``policy.ecart_for``) unless the search's best écart leads it by
            more than this many standard errors of their paired difference (``trusted_choice``). For measuring; off by
            default.
        ecart_budget: the écart's budget as a multiple of another decision's (1 by default). For measuring.
        card_slip, taker_slip, defence_model: how the carried chain (``belief_carry``) reads the other seats' cards
            (``belief.ActionModel``): positive, the chance a seat plays another card than the club card (``CARD_SLIP``
            by default), the same for the taker's cards, and a defender's cards by the model of the strong defence
            (``defence_model.log_chance_of``) at that sharpness. For measuring; off by default.
    """

    def __init__(
        self,
        strength: float = 1.0,
        *,
        time_limit: float | None = DEFAULT_TIME_LIMIT,
        min_worlds: int = 4,
        max_worlds: int = 400,
        weighted: bool = True,
        solve: bool = True,
        margin: float = TAKER_MARGIN,
        defence_margin: float = 0.0,
        public_voids: bool = False,
        search_call: bool = False,
        worlds: Callable[[SeatView], WorldSampler] = WorldSampler,
        belief: float = 0.0,
        belief_defence: float = 0.0,
        belief_thin: float = 0.0,
        importance: float = 0.0,
        importance_defence: float = 0.0,
        importance_temper: float = 1.0,
        importance_tries: float = 1.0,
        importance_carry: float = 1.0,
        belief_carry: float = 1.0,
        belief_warm: float = 30.0,
        belief_chains: float = 1.0,
        chains: Chains | None = None,
        bid_alone: float = 0.0,
        bid_pool: float = 0.0,
        bid_prior: float = 0.0,
        bid_margin: float = BID_MARGIN,
        bid_score: float = 0.0,
        bid_score_margin: float = 1.0,
        bid_pass: float = 0.0,
        bid_pass_margin: float = 0.0,
        bid_budget: float = BID_BUDGET,
        bid_belief: float = 0.0,
        bid_sans: float = 0.0,
        taker_solve: float = 0.0,
        taker_solve_budget: float = TAKER_SOLVE_BUDGET,
        taker_solve_lead: float = 0.0,
        taker_public: float = 0.0,
        trust_points: float = 0.0,
        taker_defence: float = 0.0,
        defence_defence: float = 0.0,
        defence_sample: float = 0.0,
        ecart_margin: float = 0.0,
        ecart_budget: float = 1.0,
        card_slip: float = 0.0,
        taker_slip: float = 0.0,
        defence_model: float = 0.0,
    ) -> None:
        """Set the effort; ``time_limit`` is scaled by ``strength`` too. ``weighted`` and ``solve`` switch off
        the weighted sampling and the solver (the earlier level, for comparisons; with ``margin=0`` too)."""
        if strength <= 0:
            raise ValueError(f"strength must be positive, not {strength!r}")
        self.strength = strength
        self.budget = int(DEFAULT_BUDGET * strength)
        self.time_limit = None if time_limit is None else time_limit * strength
        self.min_worlds = min_worlds
        self.max_worlds = max_worlds
        self.weighted = weighted
        self.solve = solve
        self.margin = margin
        self.defence_margin = defence_margin
        self.public_voids = public_voids
        self.search_call = search_call
        self.worlds = worlds
        chain: Callable[[SeatView], WorldSampler] = BeliefSampler
        if belief_thin:
            chain = functools.partial(BeliefSampler, thin=int(belief_thin))
        if belief and worlds is WorldSampler:
            self.worlds = chain
        elif belief_defence and worlds is WorldSampler:
            self.worlds = functools.partial(defence_belief, chain=chain)
        elif (importance or importance_defence) and worlds is WorldSampler:
            self.worlds = functools.partial(
                trick_importance,
                defence_only=bool(importance_defence) and not importance,
                temper=importance_temper,
                tries=int(importance_tries),
                carry=importance_carry,
            )
        # The carried chain is the default sampler of the card decisions; another sampler asked for takes its place.
        self.belief_carry = bool(belief_carry) and self.worlds is WorldSampler
        self.belief_warm = int(belief_warm)
        self.belief_chains = max(1, int(belief_chains))
        self.chains = Chains() if chains is None else chains
        self.bid_alone = bool(bid_alone)
        self.bid_pool = bool(bid_pool)
        self.bid_prior = bid_prior
        self.bid_margin = bid_margin
        self.bid_score = bool(bid_score)
        self.bid_score_margin = bid_score_margin
        self.bid_pass = bool(bid_pass)
        self.bid_pass_margin = bid_pass_margin
        self.bid_budget = bid_budget
        self.bid_belief = bool(bid_belief)
        self.bid_sans = bid_sans
        self.taker_solve = int(taker_solve)
        self.taker_solve_budget = taker_solve_budget
        self.taker_solve_lead = bool(taker_solve_lead)
        self.taker_public = bool(taker_public)
        self.trust_points = trust_points
        self.taker_defence = bool(taker_defence)
        self.defence_defence = bool(defence_defence)
        self.defence_sample = defence_sample
        self.ecart_margin = ecart_margin
        self.ecart_budget = ecart_budget
        self.card_slip = card_slip if card_slip > 0 else CARD_SLIP
        self.taker_slip = taker_slip
        self.defence_model = defence_model
        if self.belief_carry:
            self.worlds = self._card_sampler

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
            return self._bid(view, rng)
        if phase is Phase.CALL:
            if not self.search_call:
                return CallCard(call_for(cardset(view.hand), list(view.callable_cards)))
            return self._best(view, [CallCard(c) for c in view.callable_cards], rng)[0]
        if phase is Phase.DISCARD:
            size = view.chien_size
            ecarts = ecart_variants(cardset(view.hand), cardset(view.discard_candidates), size, view.trumps_to_discard)
            return self._ecart(view, [Discard(e) for e in ecarts], rng)
        if phase is Phase.CHELEM:
            return self._chelem(view, rng)
        if phase is Phase.TRICKS:
            return self._play(view, rng)
        raise ValueError(f"no decision is open in phase {view.phase.name}")

    def _ecart(self, view: SeatView, candidates: list[Action], rng: random.Random) -> Action:
        """The écart with the best mean playout score (R6.2); with ``ecart_budget`` on that many times a decision's
        budget, and with ``ecart_margin`` the club écart (the first candidate) unless the best leads it by more than
        that many standard errors of their paired difference."""
        if len(candidates) == 1 or (self.ecart_margin <= 0 and self.ecart_budget == 1.0):
            return self._best(view, candidates, rng)[0]
        estimates = self._estimates(view, candidates, rng, budget=int(self.budget * self.ecart_budget))
        if self.ecart_margin > 0:
            return candidates[trusted_choice(estimates, 0, self.ecart_margin)]
        return candidates[max(range(len(candidates)), key=lambda i: (estimates[i].mean, -i))]

    def _bid(self, view: SeatView, rng: random.Random) -> Action:
        """Bid like a club player, by how sure it is (``club_count.bid_from_chances``, R4.1): the chance of making
        each contract is the share of the playouts its camp won after bidding it (``bid_chances``); with
        ``bid_score`` the contract taken is the best by the playouts' mean score, with ``bid_pass`` it is taken only
        if it scores more than the pass."""
        assert view.seat is not None
        bids = [bid for bid in view.legal_bids if bid.contract is not None]
        if not bids:
            return PASS
        estimates, passing = self._bid_estimates(view, bids, rng, with_pass=self.bid_pass)
        chances = self._bid_chances_of(view, bids, estimates)
        highest = max((c for _, c in view.bids if c is not None), default=None)
        last = is_last_chance(view.seat, view.dealer, highest)
        contract = bid_from_chances(
            chances,
            last=last,
            highest=highest,
            offered=[bid.contract for bid in bids if bid.contract is not None],
        )
        if contract is None:
            return PASS
        if self.bid_sans:
            contract = sans_instead(chances, contract, self.bid_sans)
        if self.bid_score:
            contract = score_contract(bids, estimates, contract, self.bid_score_margin)
        if passing is not None and not last:
            chosen = next(e for bid, e in zip(bids, estimates, strict=True) if bid.contract is contract)
            if not take_or_pass(chosen, passing, self.bid_pass_margin):
                return PASS
        return Bid(contract)

    def bid_chances(self, view: SeatView, rng: random.Random) -> dict[Contract, float]:
        """The chance of making each legal contract (R4.1) that the bid is chosen by: the share of the playouts in
        which this seat stayed the taker that it made (``bid_alone``: every later seat passes in them, R4.2;
        ``bid_pool``: a Prise and a Garde pool theirs; ``bid_prior``: the club count's chance counts as that many
        playouts more; ``bid_margin``: less that many standard errors of the share, except the dealer's Prise after
        everyone passed, R4.4, which keeps its chance for ``LAST_CHANCE``)."""
        assert view.seat is not None
        bids = [bid for bid in view.legal_bids if bid.contract is not None]
        if not bids:
            return {}
        estimates, _ = self._bid_estimates(view, bids, rng)
        return self._bid_chances_of(view, bids, estimates)

    def _bid_estimates(
        self, view: SeatView, bids: list[Bid], rng: random.Random, *, with_pass: bool = False
    ) -> tuple[list[Estimate], Estimate | None]:
        """The bid's playouts of each of ``bids`` (``BID_BUDGET`` times the budget), and with ``with_pass`` the pass
        played out on the same sampled deals, its work outside the budget (so that the bids' playouts are the same
        with or without it)."""
        candidates: list[Action] = list(bids)
        if with_pass:
            candidates.append(PASS)
        estimates = self._estimates(
            view,
            candidates,
            rng,
            BeliefSampler(view) if self.bid_belief else None,
            budget=int(self.budget * self.bid_budget),
            others_pass=self.bid_alone,
            unbudgeted=1 if with_pass else 0,
        )
        if with_pass:
            return estimates[:-1], estimates[-1]
        return estimates, None

    def _bid_chances_of(self, view: SeatView, bids: list[Bid], estimates: list[Estimate]) -> dict[Contract, float]:
        """``bid_chances`` from the bid's playouts."""
        assert view.seat is not None
        # The chance of making it counts only the playouts in which this seat stayed the taker: when a later
        # player overbids it (R4.2) it defends, and a defence won is no contract made.
        counts = {
            bid.contract: (e.made, e.takes) for bid, e in zip(bids, estimates, strict=True) if bid.contract is not None
        }
        if self.bid_pool:
            # A Prise and a Garde play the same cards with the same chien (R4.1, R6.1): pool their playouts.
            shown = [c for c in counts if c.chien_shown]
            pooled = (sum(counts[c][0] for c in shown), sum(counts[c][1] for c in shown))
            counts.update(dict.fromkeys(shown, pooled))
        prior: dict[Contract, float] = {}
        if self.bid_prior:
            _, total = seat_count(cardset(view.hand), view.players, view.seat, view.dealer, None)
            prior = chances_of(total, view.players, list(counts))
        weight = self.bid_prior
        chances = {
            c: (made + weight * prior.get(c, 0.0)) / (takes + weight) if takes + weight else 0.0
            for c, (made, takes) in counts.items()
        }
        if self.bid_margin:
            highest = max((c for _, c in view.bids if c is not None), default=None)
            last = is_last_chance(view.seat, view.dealer, highest)
            for c, (made, takes) in counts.items():
                if takes and not (last and c is Contract.PRISE):
                    chances[c] -= self.bid_margin * share_error(made, takes)
        return chances

    def _play(self, view: SeatView, rng: random.Random) -> Action:
        if len(view.legal) == 1 and not view.poignee_sizes:
            return Play(view.legal[0])
        sampler = self.worlds(view)
        try:
            return self._play_with(view, rng, sampler)
        finally:
            if isinstance(sampler, PooledChains) and self.belief_carry:
                for index, state in enumerate(sampler.states()):
                    if state is not None:
                        self._keep(view, state, index)
            elif isinstance(sampler, BeliefSampler) and self.belief_carry and sampler.state is not None:
                self._keep(view, sampler.state)

    def _card_sampler(self, view: SeatView) -> WorldSampler:
        """With ``belief_carry``, the sampler of every decision: for a card decision the chain carried on from this
        seat's previous card decision of the same deal (``deal_key``, and the cards played then begin the cards
        played now), else ``WorldSampler``."""
        if view.phase is not Phase.TRICKS:
            return WorldSampler(view)
        assert view.seat is not None
        starts: list[list[CardSet] | None] = []
        for index in range(self.belief_chains):
            kept = self.chains.get(view.players, view.seat, index)
            starts.append(None if kept is None or not kept.fits(view) else list(kept.state))
        if self.belief_chains > 1:
            return PooledChains(
                view,
                chains=self.belief_chains,
                starts=starts,
                warm=self.belief_warm,
                card_slip=self.card_slip,
                taker_slip=self.taker_slip,
                defence_model=self.defence_model,
            )
        return BeliefSampler(
            view,
            start=starts[0],
            warm=self.belief_warm,
            card_slip=self.card_slip,
            taker_slip=self.taker_slip,
            defence_model=self.defence_model,
        )

    def _keep(self, view: SeatView, state: list[int], index: int = 0) -> None:
        self.chains.put(CarriedChain(deal_key(view), played_sequence(view), tuple(state)), index)

    def _play_with(self, view: SeatView, rng: random.Random, sampler: WorldSampler) -> Action:
        know = sampler.know
        cards = distinct_plays(cardset(view.legal), know.hand, know.gone)
        candidates: list[Action] = [Play(c) for c in cards]
        if len(candidates) == 1 and not view.poignee_sizes:
            return candidates[0]
        # With a poignée to decide, the card and the poignée share the time cap.
        share = None if self.time_limit is None else self.time_limit * (0.5 if view.poignee_sizes else 1.0)
        margin = self.margin if view.seat == view.taker else self.defence_margin
        if margin > 0 and len(view.hand) > ROOT_SOLVE[view.players] and len(candidates) > 1:
            best = self._trusting(view, candidates, rng, sampler, share, margin)
        else:
            best, _estimate_of_best = self._best(view, candidates, rng, sampler, time_limit=share)
        if view.poignee_sizes and self._shows_poignee(view, best, rng, sampler):
            return DeclarePoignee(poignee_display(cardset(view.poignee_pool), max(view.poignee_sizes)))
        return best

    def _trusting(
        self,
        view: SeatView,
        candidates: list[Action],
        rng: random.Random,
        sampler: WorldSampler,
        share: float | None,
        margin: float,
    ) -> Action:
        """The beginner's card unless the best candidate beats it by more than ``margin`` standard errors of
        their paired difference over the sampled deals (the search is noisy on few samples)."""
        club = beginner_card(view)
        cards = [c.card for c in candidates if isinstance(c, Play)]
        reference = max(i for i, card in enumerate(cards) if card <= club)  # the class of equivalent cards
        estimates = self._estimates(view, candidates, rng, sampler, time_limit=share)
        points = self.trust_points if view.seat == view.taker else 0.0
        return candidates[trusted_choice(estimates, reference, margin, points)]

    def _shows_poignee(self, view: SeatView, best: Action, rng: random.Random, sampler: WorldSampler) -> bool:
        """Whether showing the largest poignée before ``best`` scores better in the playouts than keeping it
        hidden (R7.7: the bonus goes to the winning camp; the playouts count it in the score)."""
        poignee = DeclarePoignee(poignee_display(cardset(view.poignee_pool), max(view.poignee_sizes)))
        length = sum(view.hand_sizes)
        worlds = max(self.min_worlds, min(self.max_worlds, self.budget // max(1, 2 * length)))
        hidden, shown = _estimate(
            view,
            [(best,), (poignee, best)],
            rng,
            worlds=worlds,
            min_worlds=self.min_worlds,
            time_limit=None if self.time_limit is None else self.time_limit * 0.4,
            sampler=sampler,
            weighted=True,
            solve_tricks=self.end_tricks(view.players),
            budget=self.budget // 2,
        )
        return shown.mean > hidden.mean

    def _chelem(self, view: SeatView, rng: random.Random) -> Action:
        """Announce a chelem (R8.2) when the taker's side wins every trick in at least ``CHELEM_SURE`` of the
        sampled deals played out with the chelem announced (he leads, R8.3). Only hands with at least half
        the trumps of their size are tried."""
        hand = cardset(view.hand)
        if (hand & TRUMPS).bit_count() * 2 < len(view.hand):
            return AnnounceChelem(False)
        sampler = self.worlds(view)
        worlds = max(self.min_worlds, min(CHELEM_WORLDS, self.budget // (view.players * len(view.hand))))
        made = 0
        for tried in range(1, worlds + 1):
            deal = _chelem_world(view, sampler, rng)
            finish(deal)
            if deal.tricks_won_by[Camp.DEFENCE] == 0:
                made += 1
            elif made + worlds - tried < CHELEM_SURE * worlds:
                return AnnounceChelem(False)  # cannot reach the share any more
        return AnnounceChelem(made >= CHELEM_SURE * worlds)

    def end_tricks(self, players: int) -> int:
        """Tricks solved exactly at the end of each playout."""
        return END_SOLVE[players] if self.solve else 0

    def _best(
        self,
        view: SeatView,
        candidates: list[Action],
        rng: random.Random,
        sampler: WorldSampler | None = None,
        *,
        time_limit: float | None = -1.0,
    ) -> tuple[Action, Estimate]:
        """Run the paired playouts and return the best candidate and its estimate (``time_limit``: the
        player's own cap unless given)."""
        if len(candidates) == 1 and not view.poignee_sizes:
            return candidates[0], Estimate()
        estimates = self._estimates(view, candidates, rng, sampler, time_limit=time_limit)
        index = max(range(len(candidates)), key=lambda i: (estimates[i].mean, -i))
        return candidates[index], estimates[index]

    def estimates(self, view: SeatView, candidates: list[Action], rng: random.Random) -> list[Estimate]:
        """The paired playout estimates of ``candidates`` at ``view``, as a decision there would run them (for
        measuring: ``benchmarks/play_calibration.py``)."""
        return self._estimates(view, candidates, rng)

    def _estimates(
        self,
        view: SeatView,
        candidates: list[Action],
        rng: random.Random,
        sampler: WorldSampler | None = None,
        *,
        time_limit: float | None = -1.0,
        budget: int | None = None,
        others_pass: bool = False,
        unbudgeted: int = 0,
    ) -> list[Estimate]:
        """The paired playout estimates of ``candidates`` within the player's budget (or ``budget``) and time
        cap (``others_pass``: the other seats pass in the playouts' bidding; ``unbudgeted``: the work of that many
        last candidates does not count in the budget)."""
        solve = self.end_tricks(view.players)
        if self.solve and view.phase is Phase.TRICKS and len(view.hand) <= ROOT_SOLVE[view.players]:
            solve = ROOT_SOLVE[view.players]
        deep = self.deep_tricks(view, solve)
        return estimate_actions(
            view,
            candidates,
            rng,
            worlds=self.max_worlds,
            min_worlds=self.min_worlds,
            time_limit=self.time_limit if time_limit == -1.0 else time_limit,
            sampler=sampler or self.worlds(view),
            weighted=self.weighted,
            solve_tricks=solve,
            budget=self.budget if budget is None else budget,
            public_voids=view.phase is Phase.TRICKS
            and (self.public_voids or (self.taker_public and view.seat == view.taker)),
            others_pass=others_pass,
            unbudgeted=unbudgeted,
            deep_tricks=deep,
            deep_budget=int(self.budget * self.taker_solve_budget) if self.taker_solve_budget > 0 else None,
            deep_leader=view.taker if deep and self.taker_solve_lead else None,
            defence=self.playout_defence(view),
        )

    def playout_defence(self, view: SeatView) -> Callable[[Deal], Card] | None:
        """The defenders' card in the playouts of a decision at ``view`` (``taker_defence``, ``defence_defence``): the
        model of the strong defence for a card decision of the camp the option names, None (the heuristics) else."""
        if view.phase is not Phase.TRICKS:
            return None
        taker = view.seat == view.taker
        if (self.taker_defence and taker) or (self.defence_defence and not taker and view.seat != view.partner):
            return SampledDefence(self.defence_sample) if self.defence_sample > 0 else model_card
        return None

    def deep_tricks(self, view: SeatView, solve: int) -> int:
        """Tricks the playouts of a decision at ``view`` solve exactly at their end with ``taker_solve`` (0 when the
        option is off, the decision is not the taker's card, or it is solved from the root at ``solve`` tricks)."""
        if not (self.solve and self.taker_solve) or view.phase is not Phase.TRICKS or view.seat != view.taker:
            return 0
        if self.taker_solve > solve or self.taker_solve < solve == self.end_tricks(view.players):
            return self.taker_solve
        return 0


def score_contract(bids: list[Bid], estimates: list[Estimate], contract: Contract, margin: float) -> Contract:
    """The contract among ``bids`` with the best mean score in the bid's playouts (``estimates``, paired over the
    same sampled deals), unless its lead over ``contract`` (the one the rule chose) is at most ``margin`` standard
    errors of their paired difference (``trusted_choice``): then ``contract``."""
    reference = next(i for i, bid in enumerate(bids) if bid.contract is contract)
    chosen = bids[trusted_choice(estimates, reference, margin)].contract
    assert chosen is not None
    return chosen


def sans_instead(chances: dict[Contract, float], contract: Contract, needed: float) -> Contract:
    """``bid_sans``: a Garde sans instead of the rule's Garde when it is offered and its chance is at least
    ``needed`` (R4.1: the bet doubled; R6.3: the taker plays without the chien, which counts for him)."""
    if contract is Contract.GARDE and chances.get(Contract.GARDE_SANS, -1.0) >= needed:
        return Contract.GARDE_SANS
    return contract


def take_or_pass(taking: Estimate, passing: Estimate, margin: float) -> bool:
    """Whether bidding scores more than passing in the bid's playouts (paired over the same sampled deals): the mean
    difference above ``margin`` standard errors of it (fewer than ``TRUST_MIN_DEALS`` deals prove nothing: take)."""
    diffs = [a - b for a, b in zip(taking.values, passing.values, strict=True)]
    if len(diffs) < TRUST_MIN_DEALS:
        return True
    mean = sum(diffs) / len(diffs)
    error = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1) / len(diffs))
    return mean > margin * error


def share_error(made: int, takes: int) -> float:
    """The standard error of the share ``made / takes`` of the playouts (``bid_margin``), from the share with one
    success and one failure added, so that a share of 0 or 1 on a few playouts still counts as uncertain."""
    share = (made + 1) / (takes + 2)
    return math.sqrt(share * (1 - share) / takes)


@dataclass(frozen=True, slots=True)
class CarriedChain:
    """The belief chain a seat kept at one of its card decisions: the deal's ``key`` for that seat (``deal_key``),
    the cards played before the decision (``history``, ``played_sequence``) and the placement its chain ended in
    (``state``, drawn from that seat's view only). Immutable, so whoever reads one reads it whole."""

    key: tuple[object, ...]
    history: tuple[int, ...]
    state: tuple[CardSet, ...]

    def fits(self, view: SeatView) -> bool:
        """Whether a decision at ``view`` may start from it: the same deal and seat, and the cards played when it
        was kept begin the cards played now (a replay from an earlier point starts afresh)."""
        now = played_sequence(view)
        return self.key == deal_key(view) and now[: len(self.history)] == self.history


class Chains:
    """The carried chains of a table, at most one a seat and chain (keyed by the table size, the seat and the chain's
    index, ``belief_chains``, so nothing grows): ``StrongPlayer(belief_carry=1)`` reads its seat's at a card decision
    and puts the new ones after it. A lock guards each read and write of a whole ``CarriedChain``, so a decision on a
    worker thread never sees one half written; a caller that must start afresh (a new deal, a take-back) drops the
    store and makes a new one."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._by_seat: dict[tuple[int, int, int], CarriedChain] = {}

    def get(self, players: int, seat: int, index: int = 0) -> CarriedChain | None:
        """The chain ``index`` kept for ``seat`` at a table of ``players``, None if none."""
        with self._lock:
            return self._by_seat.get((players, seat, index))

    def put(self, chain: CarriedChain, index: int = 0) -> None:
        """Keep ``chain`` as chain ``index`` of its seat (``deal_key``'s table size and seat), in place of the one
        kept before."""
        players, seat = chain.key[0], chain.key[1]
        assert isinstance(players, int) and isinstance(seat, int)
        with self._lock:
            self._by_seat[(players, seat, index)] = chain

    def kept(self) -> list[CarriedChain]:
        """Every chain kept, by seat."""
        with self._lock:
            return [self._by_seat[k] for k in sorted(self._by_seat)]


def deal_key(view: SeatView) -> tuple[object, ...]:
    """What tells one deal from another for one seat: the table, the seat, the dealer, the bids, the contract and
    the taker, the called card, and the seat's cards as dealt (its hand and every card it played)."""
    assert view.seat is not None
    played = 0
    for trick in (*view.tricks, view.current):
        for offset, card in enumerate(trick.cards):
            if (trick.leader + offset) % view.players == view.seat:
                played |= 1 << card
    return (
        view.players,
        view.seat,
        view.dealer,
        view.bids,
        view.taker,
        view.contract,
        view.called_card,
        cardset(view.hand) | played,
    )


def played_sequence(view: SeatView) -> tuple[int, ...]:
    """Every card played so far in the deal, in order (a later view of the same deal extends it)."""
    return tuple(card for trick in (*view.tricks, view.current) for card in trick.cards)


def defence_belief(view: SeatView, chain: Callable[[SeatView], WorldSampler] = BeliefSampler) -> WorldSampler:
    """``chain`` (``BeliefSampler``) for a defender's card decisions (trick play, not the taker nor his known
    partner, R5.3), ``WorldSampler`` for every other decision."""
    if view.phase is Phase.TRICKS and view.seat != view.taker and view.seat != view.partner:
        return chain(view)
    return WorldSampler(view)


def trick_importance(
    view: SeatView, *, defence_only: bool = False, temper: float = 1.0, tries: int = 1, carry: float = 1.0
) -> WorldSampler:
    """``ImportanceSampler`` for the card decisions (trick play; with ``defence_only`` a defender's only, not the
    taker's nor his known partner's, R5.3), ``WorldSampler`` for every other decision (the bids read the chance of
    making it off unweighted playouts)."""
    if view.phase is Phase.TRICKS and not (defence_only and view.seat in (view.taker, view.partner)):
        return ImportanceSampler(view, temper=temper, tries=tries, carry=carry)
    return WorldSampler(view)


def trusted_choice(estimates: list[Estimate], reference: int, margin: float, points: float = 0.0) -> int:
    """The index of the candidate with the best mean, unless it is not ``reference`` and its lead over
    ``reference`` is at most ``margin`` standard errors of their paired difference over the sampled deals
    (then ``reference``: the search on few samples is mostly noise around a sound default), or, with ``points``
    positive, at most ``points`` (a small lead, however steady). Fewer than ``TRUST_MIN_DEALS`` sampled deals
    prove nothing; an infinite margin always gives ``reference``."""
    best = max(range(len(estimates)), key=lambda i: (estimates[i].mean, -i))
    if best == reference:
        return best
    diffs = [a - b for a, b in zip(estimates[best].values, estimates[reference].values, strict=True)]
    if len(diffs) < TRUST_MIN_DEALS:
        return reference
    weights = estimates[best].weights()
    if weights is not None:
        # Self-normalised importance weights: the weighted mean difference, and its standard error by the delta
        # method (the sum of the squared weights times the squared deviations).
        mean = sum(w * d for w, d in zip(weights, diffs, strict=True))
        error = math.sqrt(sum(w * w * (d - mean) ** 2 for w, d in zip(weights, diffs, strict=True)))
        return best if mean > margin * error and (points <= 0 or mean > points) else reference
    mean = sum(diffs) / len(diffs)
    error = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1) / len(diffs))
    return best if mean > margin * error and (points <= 0 or mean > points) else reference


def _chelem_world(view: SeatView, sampler: WorldSampler, rng: random.Random) -> Deal:
    """A sampled deal at the start of trick play with a chelem announced by the viewing taker."""
    placed = sampler.sample(rng)
    n = view.players
    assert view.taker is not None and view.contract is not None
    if view.contract.chien_shown:
        chien, ecart = cardset(view.chien), cardset(view.ecart)
    else:
        chien, ecart = placed[n], 0
    return Deal.from_hands(
        placed[:n],
        dealer=view.dealer,
        taker=view.taker,
        contract=view.contract,
        rules=view.rules,
        chien=chien,
        ecart=ecart,
        called_card=view.called_card,
        chelem_announced=True,
    )


def estimate_actions(
    view: SeatView,
    candidates: list[Action],
    rng: random.Random,
    *,
    worlds: int,
    min_worlds: int = 4,
    time_limit: float | None = None,
    sampler: WorldSampler | None = None,
    weighted: bool = False,
    solve_tricks: int = 0,
    budget: int | None = None,
    public_voids: bool = False,
    others_pass: bool = False,
    unbudgeted: int = 0,
    deep_tricks: int = 0,
    deep_budget: int | None = None,
    deep_leader: int | None = None,
    defence: Callable[[Deal], Card] | None = None,
) -> list[Estimate]:
    """The paired playout estimate of each candidate for the seat of ``view``, in the order given.

    Uses the seat's view only: each sampled deal is consistent with what the seat has seen, so the result
    is the same whatever the hidden cards really are (for a fixed ``rng``). Every candidate is played out
    on the same ``worlds`` sampled deals; ``time_limit`` (seconds, None for none) may stop after
    ``min_worlds``, before a world that would end past it at the pace so far. Raises NoWorldError when no
    deal fits the view.

    Options (the defaults give the plain playouts): ``weighted`` samples deals in proportion to how well they explain
    the bidding and the play (``WorldSampler.weight``); ``solve_tricks`` plays each deal out with the heuristics only
    until that many tricks are left and then solves the rest exactly with all hands open (``Solver``; a decision that
    late is solved from the start); ``budget`` stops after ``min_worlds`` once that much work was spent: simulated card
    plays, and solver positions counted ``SOLVER_NODES_PER_PLAY`` to a play (reproducible, no clock); ``public_voids``
    has every seat of the playouts play from the voids the table has seen (R9.4), as real players do, not from the
    sampled hands; ``unbudgeted`` leaves the work of that many last candidates out of the budget (the others then get
    the same deals as without them); ``deep_tricks`` (more or fewer than ``solve_tricks``) solves that many last tricks
    instead, as long as the deep solves' positions (``SOLVER_NODES_PER_PLAY`` to a unit) stay within ``deep_budget``
    (None: no limit; a world started within it is solved deep for every candidate, a later one as before), the budget
    counting what the playout would have cost without it (``finish_playout``), so that the same deals are sampled; with
    ``deep_leader`` a playout is solved deep only when that seat leads the trick where the deep solve would begin;
    ``defence`` gives the defenders' cards in the playouts' trick play before the solved tricks (the heuristics'
    ``rollout_card`` when None; not with ``public_voids`` nor in a deep solve's own play; a ``SampledDefence`` is
    reseeded with the sampled deal's number before each candidate's playout).
    """
    return _estimate(
        view,
        [(c,) for c in candidates],
        rng,
        worlds=worlds,
        min_worlds=min_worlds,
        time_limit=time_limit,
        sampler=sampler,
        weighted=weighted,
        solve_tricks=solve_tricks,
        budget=budget,
        public_voids=public_voids,
        others_pass=others_pass,
        unbudgeted=unbudgeted,
        deep_tricks=deep_tricks,
        deep_budget=deep_budget,
        deep_leader=deep_leader,
        defence=defence,
    )


def _estimate(
    view: SeatView,
    lines: list[tuple[Action, ...]],
    rng: random.Random,
    *,
    worlds: int,
    min_worlds: int,
    time_limit: float | None,
    sampler: WorldSampler | None,
    weighted: bool,
    solve_tricks: int,
    budget: int | None,
    public_voids: bool = False,
    others_pass: bool = False,
    unbudgeted: int = 0,
    deep_tricks: int = 0,
    deep_budget: int | None = None,
    deep_leader: int | None = None,
    defence: Callable[[Deal], Card] | None = None,
) -> list[Estimate]:
    """``estimate_actions`` for lines of actions by the seat to move (a poignée, then a card)."""
    sampler = sampler or WorldSampler(view)
    seat = view.seat
    assert seat is not None
    estimates = [Estimate() for _ in lines]
    start = time.perf_counter()
    spent = 0
    deep_spent = 0
    solve_root = (
        solve_tricks > 0
        and view.phase is Phase.TRICKS
        and len(view.hand) <= solve_tricks
        and all(len(line) == 1 and isinstance(line[0], Play) for line in lines)
    )
    for done in range(worlds):
        if done >= min_worlds:
            elapsed = time.perf_counter() - start
            # Stop when one more world, at the mean pace so far, would go past the cap.
            if time_limit is not None and elapsed * (done + 1) / done > time_limit:
                break
            if budget is not None and spent >= budget:
                break
        world = sampler.world(rng, weighted=weighted)
        log_weight = sampler.last_log_weight if weighted else None
        if log_weight is not None:
            for estimate in estimates:
                estimate.log_weights.append(log_weight)
        if solve_root:
            solver = Solver(world)
            factor = seat_factor(world, seat)
            for line, estimate in zip(lines, estimates, strict=True):
                card = line[0]
                assert isinstance(card, Play)
                value = solver.value_after(card.card)
                estimate.samples += 1
                estimate.total += factor * value
                estimate.values.append(factor * value)
                if solver.made(value) == (factor > 0):
                    estimate.wins += 1
            spent += solver.nodes // SOLVER_NODES_PER_PLAY
            continue
        budgeted = len(lines) - unbudgeted
        deep = deep_tricks if deep_tricks != solve_tricks and (deep_budget is None or deep_spent < deep_budget) else 0
        for index, (line, estimate) in enumerate(zip(lines, estimates, strict=True)):
            if isinstance(defence, SampledDefence):
                defence.reseed(done)
            deal = world.copy()
            for action in line:
                _apply(deal, action)
            work, deep_work = finish_playout(
                deal, seat, estimate, solve_tricks, public_voids, others_pass, deep, deep_leader, defence
            )
            deep_spent += deep_work
            if index < budgeted:
                spent += work
    return estimates


def _play_on_to(deal: Deal, tricks_left: int) -> int:
    """The heuristics (``rollout_card``) play ``deal`` on until at most ``tricks_left`` tricks remain and a trick is
    about to begin, or the deal is over; returns the cards played."""
    plays = 0
    while deal.phase is Phase.TRICKS and (deal.trick_cards or deal.size - len(deal.tricks) > tricks_left):
        deal.play_unchecked(rollout_card(deal))
        plays += 1
    return plays


def finish_playout(
    deal: Deal,
    seat: int,
    estimate: Estimate,
    solve_tricks: int,
    public: bool = False,
    others_pass: bool = False,
    deep_tricks: int = 0,
    deep_leader: int | None = None,
    defence: Callable[[Deal], Card] | None = None,
) -> tuple[int, int]:
    """Play ``deal`` out (the heuristics, then the solver for the last ``solve_tricks`` tricks), record the
    result for ``seat`` in ``estimate``; returns the work done (card plays and solver positions) and the deep
    solve's work (0 without one).

    With ``deep_tricks`` (more than ``solve_tricks``) the solver plays the last ``deep_tricks`` tricks instead, and
    the result recorded is its value; the work returned first is still what the playout without it would have
    cost (the heuristics then play on from that point, on a copy, and the solver takes over ``solve_tricks`` from
    the end, so that a search with a fixed budget samples the same deals with or without it), the deep solve's
    positions being the second figure. With ``deep_leader`` the deep solve is made only when that seat leads the trick
    it would begin at; otherwise the playout goes on as without it. A ``deep_tricks`` below ``solve_tricks`` (but not
    0) solves fewer tricks the same way: the heuristics play on to that point, the recorded value is the solver's
    from there, and the first figure is still the playout's without it (its solve made for the count only), the
    further plays and the shallower solve being the second. With ``defence`` the defenders (not the taker nor his
    partner, R5.3) play its card instead of the heuristics' (on the main path only, not with ``public`` nor a deep
    solve)."""
    if 0 < deep_tricks < solve_tricks and not public and deal.phase is Phase.TRICKS:
        work = _play_on_to(deal, solve_tricks)
        if deal.phase is not Phase.TRICKS or (deep_leader is not None and deal.to_move != deep_leader):
            rest, _ = finish_playout(deal, seat, estimate, solve_tricks)
            return work + rest, 0
        counted = Solver(deal)
        counted.value()
        work += counted.nodes // SOLVER_NODES_PER_PLAY
        extra = _play_on_to(deal, deep_tricks)
        solver = Solver(deal)
        _record_solved(deal, seat, estimate, solver, solver.value())
        return work, extra + solver.nodes // SOLVER_NODES_PER_PLAY
    if deep_tricks > solve_tricks and not public and deal.phase is Phase.TRICKS:
        work = _play_on_to(deal, deep_tricks)
        if deal.phase is not Phase.TRICKS or (deep_leader is not None and deal.to_move != deep_leader):
            rest, _ = finish_playout(deal, seat, estimate, solve_tricks)
            return work + rest, 0
        solver = Solver(deal)
        _record_solved(deal, seat, estimate, solver, solver.value())
        rest, _ = finish_playout(deal.copy(), seat, Estimate(), solve_tricks)
        return work + rest, solver.nodes // SOLVER_NODES_PER_PLAY
    work = 0
    seen: list[int] | None = None  # the voids shown by the completed tricks (``public``)
    done = -1
    while True:
        phase = deal.phase
        if phase is Phase.TRICKS:
            if solve_tricks and not deal.trick_cards and deal.size - len(deal.tricks) <= solve_tricks:
                solver = Solver(deal)
                _record_solved(deal, seat, estimate, solver, solver.value())
                return work + solver.nodes // SOLVER_NODES_PER_PLAY, 0
            if public:
                if seen is None:
                    seen = public_voids_of(deal, completed=True)
                    done = len(deal.tricks)
                while done < len(deal.tricks):
                    leader, cards, _ = deal.tricks[done]
                    scan_voids(leader, cards, deal.players, seen, deal.rules.must_undertrump)
                    done += 1
                voids = list(seen)
                if deal.trick_cards:
                    scan_voids(deal.trick_leader, deal.trick_cards, deal.players, voids, deal.rules.must_undertrump)
                deal.play_unchecked(rollout_card(deal, voids))
            elif defence is not None and deal.to_move != deal.taker and deal.to_move != deal.partner:
                deal.play_unchecked(defence(deal))
            else:
                deal.play_unchecked(rollout_card(deal))
            work += 1
        elif phase.is_over:
            _record(deal, seat, estimate)
            return work, 0
        elif others_pass and phase is Phase.BIDDING and deal.to_move != seat:
            deal.apply(PASS)
        else:
            deal.apply(rollout_decision(deal))


def _record_solved(deal: Deal, seat: int, estimate: Estimate, solver: Solver, value: int) -> None:
    """Record the solved value ``value`` of ``deal`` (``solver``'s, per defender) for ``seat`` in ``estimate``."""
    factor = seat_factor(deal, seat)
    estimate.samples += 1
    estimate.total += factor * value
    estimate.values.append(factor * value)
    made = solver.made(value)
    if made == (factor > 0):
        estimate.wins += 1
    if deal.taker == seat:
        estimate.takes += 1
        estimate.made += made


def _apply(deal: Deal, action: Action) -> None:
    if isinstance(action, Play):
        deal.play_unchecked(action.card)
    else:
        deal.apply(action)


def _record(deal: Deal, seat: int, estimate: Estimate) -> None:
    estimate.samples += 1
    if deal.scores is None or deal.breakdown is None:
        estimate.values.append(0.0)
        return  # a void deal scores nothing (R4.4)
    estimate.total += deal.scores[seat]
    estimate.values.append(deal.scores[seat])
    attack = deal.camp_of(seat) is Camp.ATTACK
    if deal.breakdown.won == attack:
        estimate.wins += 1
    if deal.taker == seat:
        estimate.takes += 1
        estimate.made += deal.breakdown.won


__all__ = ["DEFAULT_BUDGET", "DEFAULT_TIME_LIMIT", "Estimate", "StrongPlayer", "estimate_actions", "trusted_choice"]
