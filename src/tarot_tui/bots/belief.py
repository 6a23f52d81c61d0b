"""Policy-based inference: how likely is everything seen so far, under a model of how the other players act?

``ActionModel(view, sampler)`` gives a placement of the hidden cards (``WorldSampler.sample``) the log-likelihood
of the other seats' actions seen so far, if each acted as the club heuristics (``policy``, the beginner level) would
with the hand the placement gives it, and deviated with a small probability:

- a bid, by the club count of the hand at the bid (``club_bid``, R4);
- the taker's écart, for a defender after a shown chien (R6.1, R6.2): each hidden écart card the club écart of the
  taker's hand with the chien (``ecart_for``) would not have made;
- a poignée not shown though the club rule (``poignee_pays``) would have shown one (R7);
- every card played by another seat that had a choice (R9.4), against the club card (``choose_card``) of its
  ``Table`` rebuilt from public facts and the hand the placement gives it at that moment. At five players only
  once the called card has shown (before, every seat's idea of the camps was its own, R5.3).

The log-likelihood is a sum of one term per seat, so a swap of two cards between two seats changes two terms.
``BeliefSampler`` samples placements in proportion to prior (uniform over the placements the public facts allow)
times likelihood by a Metropolis-Hastings chain of such swaps, so that likely placements are found even when the
uniform sampler would almost never draw them (rejection, ``PlayEvidence``, needs them to be common).
"""

from __future__ import annotations

import math
import random

from tarot_tui.engine import (
    BOUTS,
    EXCUSE,
    KINGS,
    TABLE_SIZES,
    TRUMPS,
    CardSet,
    Phase,
    SeatView,
    cardset,
    follow_plays,
)
from tarot_tui.strategy.club_count import club_bid

from .defence_model import log_chance_of
from .knowledge import camps_of, scan_voids, trick_state
from .policy import Table, choose_card, ecart_for, poignee_pays
from .worlds import BID_MATCH, BID_NEAR, BID_NO_HAND, PASS_WEIGHT_FLOOR, PASS_WEIGHTS, WorldSampler

CARD_SLIP = 0.1
"""The model's chance that a player plays another card than the club card (spread over the other cards)."""

BID_SLIP = 0.25
"""Scales the ``PlayEvidence`` likelihood of a bid the club count does not give (a pass on a Prise hand: 0.5 of it)."""

ECART_SLIP = 0.2
"""The likelihood of each hidden écart card the club écart would have kept."""

POIGNEE_SLIP = 0.2
"""The likelihood that a player who would show a poignée by the club rule did not."""

_EXCUSE_BIT = 1 << EXCUSE
_PLAIN_TRUMPS = TRUMPS & ~BOUTS
_PRE_TRICKS = (Phase.BIDDING, Phase.CALL, Phase.DISCARD)


class _Decision:
    """One past card decision of another seat with the public facts of its ``Table`` (all but the hand)."""

    __slots__ = (
        "all_won",
        "attack",
        "best",
        "card",
        "foes",
        "friends",
        "gone",
        "later",
        "leader",
        "seat",
        "suit",
        "top",
        "trick",
        "tricks_left",
        "voids",
    )

    def __init__(self, seat: int, card: int, later: CardSet, trick: list[int], leader: int) -> None:
        self.seat = seat
        self.card = card
        self.later = later  # the cards it played from this decision on, this one included
        self.trick = trick
        self.leader = leader
        self.suit = self.top = self.best = -1
        self.gone: CardSet = 0
        self.voids: list[int] = []
        self.friends = self.foes = 0
        self.attack = False
        self.tricks_left = 0
        self.all_won = False

    def table(self, seat: int, n: int, hand: CardSet, legal: CardSet, gone: CardSet, taker: int) -> Table:
        """The ``Table`` ``seat`` decided at, for a hand it may have held then (``gone``: cards also known gone)."""
        return Table(
            seat,
            n,
            hand,
            legal,
            self.trick,
            self.leader,
            self.suit,
            self.top,
            self.best,
            self.gone | gone,
            self.friends,
            self.foes,
            self.voids,
            taker,
            self.attack,
            self.tricks_left,
            self.all_won,
        )


class ActionModel:
    """The log-likelihood of the other seats' actions under a placement (see the module docstring)."""

    def __init__(
        self,
        view: SeatView,
        sampler: WorldSampler,
        *,
        card_slip: float = CARD_SLIP,
        taker_slip: float = 0.0,
        defence_model: float = 0.0,
        bid_slip: float = BID_SLIP,
        ecart_slip: float = ECART_SLIP,
        poignee_slip: float = POIGNEE_SLIP,
    ) -> None:
        """Collect, from the view, every action of another seat and the public facts it was taken on
        (``taker_slip``: the taker's cards' slip when positive, else ``card_slip`` like every other seat's;
        ``defence_model`` positive: a defender's cards by the model of the strong defence,
        ``defence_model.log_chance_of`` at that sharpness, instead of the club card or a slip)."""
        assert view.seat is not None
        self.view = view
        n = self.players = view.players
        self.seat = view.seat
        self.extra = n
        know = sampler.know
        self.played_by = know.played_by
        self.taker = view.taker
        slips = [taker_slip if seat == view.taker and taker_slip > 0 else card_slip for seat in range(n)]
        self.card_hits = [math.log(1 - slip) for slip in slips]
        self.card_misses = [math.log(slip) for slip in slips]
        self.defence_model = defence_model
        self.bid_slip = bid_slip
        self.ecart_miss = math.log(ecart_slip)
        self.poignee_miss = math.log(poignee_slip)
        post = view.phase not in _PRE_TRICKS
        chien = cardset(view.chien)
        shown = view.contract is not None and view.contract.chien_shown
        # Bids: (seat, contract, highest before, remove); the hand at the bid is the placement plus what it
        # played, and for the taker after a shown chien its écart, less the chien (R6.1).
        self.bids: list[tuple[int, object, object, CardSet]] = []
        highest = None
        for bidder, contract in view.bids:
            if bidder != self.seat:
                remove = chien if bidder == view.taker and post and shown else 0
                self.bids.append((bidder, contract, highest, remove))
            if contract is not None:
                highest = contract
        self.offered = view.rules.contracts()
        self.ecart_hidden = view.taker is not None and view.taker != self.seat and post and shown
        self.chien = chien
        self.ecart_size = TABLE_SIZES[n].chien
        self.decisions: list[_Decision] = []
        self.poignee_checks: list[int] = []
        self.poignee_size = 0
        if post and view.taker is not None and view.contract is not None:
            self._collect_plays(view)
        by_seat: list[list[_Decision]] = [[] for _ in range(n)]
        for decision in self.decisions:
            by_seat[decision.seat].append(decision)
        self.by_seat = by_seat
        # The seats with evidence, the most card decisions first (a bounded sum stops soonest on them).
        self.order = sorted((s for s in range(n) if s != self.seat), key=lambda s: -len(by_seat[s]))
        self.memo: dict[tuple[int, CardSet, CardSet], float] = {}

    def _collect_plays(self, view: SeatView) -> None:
        n = self.players
        taker = view.taker
        assert taker is not None and view.contract is not None
        rules = view.rules
        undertrump = rules.must_undertrump
        if n < 5 and not rules.beginner:
            size = TABLE_SIZES[n].poignees[0]
            self.poignee_size = size
            first = view.tricks[0] if view.tricks else view.current
            for index in range(len(first.cards)):
                other = first.seat_of(index, n)
                if other != self.seat and other not in view.poignees:
                    self.poignee_checks.append(other)
        tricks = [*view.tricks, view.current]
        size = TABLE_SIZES[n].hand
        called = view.called_card
        later = [0] * n
        for number in range(len(tricks) - 1, -1, -1):
            trick = tricks[number]
            for index in range(len(trick.cards) - 1, -1, -1):
                seat = trick.seat_of(index, n)
                later[seat] |= 1 << trick.cards[index]
                if seat == self.seat:
                    continue
                self.decisions.append(_Decision(seat, trick.cards[index], later[seat], list(trick.cards[:index]), 0))
        self.decisions.reverse()
        # Public facts at each decision, walking forward.
        voids = [0] * n
        gone = 0
        won = [0] * n
        revealed = n < 5 or (called is not None and bool(self.chien >> called & 1))
        position = 0
        for number, trick in enumerate(tricks):
            for index, card in enumerate(trick.cards):
                seat = trick.seat_of(index, n)
                if seat != self.seat:
                    decision = self.decisions[position]
                    position += 1
                    decision.leader = trick.leader
                    current = list(trick.cards[:index])
                    now_voids = voids.copy()
                    now_gone = gone
                    if current:
                        scan_voids(trick.leader, current, n, now_voids, undertrump)
                    for c in current:
                        now_gone |= 1 << c
                    decision.voids = now_voids
                    decision.gone = now_gone
                    suit, top, best = trick_state(current)
                    decision.suit, decision.top, decision.best = suit, top, best
                    partner = view.partner if revealed else None
                    usable = revealed and not (n == 5 and number == 0 and index == 0)
                    if top >= 0 and not rules.must_overtrump_partner:
                        usable = False  # the waiver depends on camps the model does not rebuild (R13)
                    if usable:
                        attack, friends, foes = camps_of(n, seat, taker, True, partner)
                        decision.attack, decision.friends, decision.foes = attack, friends, foes
                        own = won[seat]
                        for other in range(n):
                            if friends >> other & 1:
                                own += won[other]
                        decision.all_won = bool(number) and own == number
                        decision.tricks_left = size - number
                    else:
                        decision.tricks_left = -1  # no evidence from it
                if called is not None and card == called:
                    revealed = True
            if trick.winner is not None:
                scan_voids(trick.leader, trick.cards, n, voids, undertrump)
                for c in trick.cards:
                    gone |= 1 << c
                won[trick.winner] += 1
        self.decisions = [d for d in self.decisions if d.tricks_left >= 0]

    def seat_term(self, seat: int, placed: list[CardSet]) -> float:
        """The log-likelihood of ``seat``'s own actions under ``placed`` (0 for the viewer)."""
        term = self.bounded_term(seat, placed, -math.inf)
        assert term is not None
        return term

    def bounded_term(self, seat: int, placed: list[CardSet], floor: float) -> float | None:
        """``seat_term``, or None as soon as it is known to be below ``floor`` (every part of it is at most 0)."""
        if seat == self.seat or seat >= self.players:
            return 0.0
        extra = placed[self.extra] if seat == self.taker and self.ecart_hidden else 0
        key = (seat, placed[seat], extra)
        memo = self.memo
        term = memo.get(key)
        if term is None:
            term = self._term(seat, placed[seat], extra, floor)
            if term is not None:
                memo[key] = term
        return term

    def log_weight(self, placed: list[CardSet]) -> float:
        """The log-likelihood of every other seat's actions under ``placed``."""
        return sum(self.seat_term(seat, placed) for seat in range(self.players))

    def _term(self, seat: int, hand_now: CardSet, ecart: CardSet, floor: float) -> float | None:
        n = self.players
        start = hand_now | self.played_by[seat]
        is_taker = seat == self.taker
        term = 0.0
        for bidder, contract, highest, remove in self.bids:
            if bidder != seat:
                continue
            hand = (start | ecart) & ~remove
            if hand.bit_count() != TABLE_SIZES[n].hand:
                continue
            usual = club_bid(hand, n, seat, self.view.dealer, highest, self.offered)  # type: ignore[arg-type]
            if usual == contract:
                continue
            if contract is None:
                weight = PASS_WEIGHTS.get(usual, PASS_WEIGHT_FLOOR)
            elif usual is None:
                weight = BID_NO_HAND
            else:
                weight = BID_NEAR
            term += math.log(self.bid_slip * weight / BID_MATCH)
        if is_taker and self.ecart_hidden:
            whole = start | ecart
            size = self.ecart_size
            plain = whole & ~TRUMPS & ~_EXCUSE_BIT & ~KINGS
            if plain.bit_count() >= size:
                club = ecart_for(whole, plain, size, 0)
            else:
                club = ecart_for(whole, plain | (whole & _PLAIN_TRUMPS), size, size - plain.bit_count())
            term += self.ecart_miss * (ecart & ~cardset(club)).bit_count()
        if seat in self.poignee_checks:
            pool = start & (TRUMPS | _EXCUSE_BIT)
            if is_taker:
                pool |= ecart & TRUMPS | cardset(self.view.ecart_trumps)
            trumps = (pool & TRUMPS).bit_count()
            size = self.poignee_size
            if trumps >= size or (pool & _EXCUSE_BIT and trumps == size - 1):
                attack = is_taker
                if poignee_pays(attack, self.view.contract, start, n):
                    term += self.poignee_miss
        if term < floor:
            return None
        rules = self.view.rules
        undertrump = rules.must_undertrump
        gone_extra = ecart | cardset(self.view.ecart_trumps) if is_taker else 0
        hit, miss = self.card_hits[seat], self.card_misses[seat]
        sharpness = self.defence_model if not is_taker and seat != self.view.partner else 0.0
        for d in self.by_seat[seat]:
            hand = hand_now | d.later
            legal = hand if d.best < 0 else follow_plays(hand, d.suit, d.top, undertrump, False)
            if not legal & (legal - 1):
                continue
            table = d.table(seat, n, hand, legal, gone_extra, self.taker if self.taker is not None else -1)
            if sharpness > 0:
                # A card the placement makes illegal (a loose sample's) is read as a slip, as the club model does.
                term += log_chance_of(table, d.card, sharpness) if legal >> d.card & 1 else miss
                if term < floor:
                    return None
            elif choose_card(table) == d.card:
                term += hit
            else:
                term += miss
                if term < floor:
                    return None
        return term


class BeliefSampler(WorldSampler):
    """A ``WorldSampler`` whose weighted samples follow prior × ``ActionModel`` likelihood, by a Metropolis-Hastings
    chain of swaps of two hidden cards between two places (each card only where the public facts allow it).

    The chain starts from a uniform sample, runs ``burn`` swaps and ``jump`` independence moves (``_jump``), then
    ``thin`` swaps and ``jump`` jumps between two samples, or only ``rare_jump`` jumps when fewer than a quarter of
    the first ones were taken (then the evidence is strong, a fresh placement is seldom as likely, and the CPU goes
    further in swaps). It is kept from one sample to the next within a decision (one sampler serves one decision).
    Choosing the number of jumps once, after the burn-in, keeps every later step a move that leaves the target
    distribution unchanged.

    ``start`` carries a chain on from an earlier decision of the same deal and seat (``carry_over``): its placement,
    its cards played or shown since taken out and the ones the new public facts no longer allow put back where they
    may lie, starts the chain, which then runs ``warm`` swaps instead of ``burn``. When the old placement cannot be
    made to fit the view, the chain starts afresh; so ``start`` only changes where the chain begins, never what a
    draw may be."""

    def __init__(
        self,
        view: SeatView,
        *,
        burn: int = 150,
        thin: int = -2,
        jump: int = 8,
        rare_jump: int = 2,
        start: list[CardSet] | None = None,
        warm: int = 30,
        **slips: float,
    ) -> None:
        """The sampler of ``view`` (see ``WorldSampler``) with the chain's lengths and the model's slips (a negative
        ``thin`` -k: a k-th of the movable cards, at least 8), started from ``start`` when it can be made to fit."""
        super().__init__(view)
        self.start = start
        self.warm = warm
        self.carried = False
        self.model = ActionModel(view, self, **slips)
        self.burn = burn
        self.thin = thin
        self.jump = jump
        self.rare_jump = rare_jump
        self.draw_jumps = jump
        self.state: list[CardSet] | None = None
        self.state_weight = 0.0
        self.where: dict[int, int] = {}
        for card, places in self.options:
            mask = 0
            for place in places:
                mask |= 1 << place
            self.where[card] = mask
        self.movable = [card for card, places in self.options if len(places) > 1]
        self.movable_mask = sum(1 << card for card in self.movable)
        self.targets = {card: places for card, places in self.options if len(places) > 1}
        self.loc: dict[int, int] = {}
        self.steps = 0

    def weighted_sample(self, rng: random.Random, tries: int = 20) -> list[CardSet]:
        """A placement from the chain (``tries`` is not used: nothing is rejected)."""
        if self.state is None or not self.movable:
            kept = None if self.start is None or self.state is not None else self.carry_over(self.start, rng)
            self.carried = kept is not None
            self.state = kept if kept is not None else self.sample(rng)
            self.loc = {card: self._locate(self.state, card) for card in self.movable}
            self.state_weight = self.model.log_weight(self.state)
            if self.movable:
                for _ in range(self.warm if self.carried else self.burn):
                    self._step(rng)
                taken = sum(self._jump(rng) for _ in range(self.jump))
                self.draw_jumps = self.jump if 4 * taken >= self.jump else self.rare_jump
            return list(self.state)
        steps = self.thin if self.thin > 0 else max(8, len(self.movable) // -self.thin)
        for _ in range(self.draw_jumps):
            self._jump(rng)
        for _ in range(steps):
            self._step(rng)
        return list(self.state)

    def carry_over(self, old: list[CardSet], rng: random.Random) -> list[CardSet] | None:
        """``old`` (a placement of an earlier view of the same seat) made to fit this view, or None when it cannot:
        the hidden cards in a random order, the fewest places first, each stays where ``old`` put it if it may lie
        there now and the place has room left, else goes to a place allowed with room left, in proportion to the
        room; the known cards are this view's own (``fixed``, the seat's hand, the écart trumps shown)."""
        n = self.view.players
        if len(old) != n + 1:
            return None
        for _ in range(3):
            rooms = list(self.free_rooms)
            out = list(self.fixed)
            order = list(self.options)
            rng.shuffle(order)
            order.sort(key=lambda item: len(item[1]))
            for card, where in order:
                bit = 1 << card
                place = next((p for p in where if old[p] & bit and rooms[p] > 0), -1)
                if place < 0:
                    total = sum(rooms[p] for p in where)
                    if total <= 0:
                        break
                    pick = rng.randrange(total)
                    for place in where:
                        pick -= rooms[place]
                        if pick < 0:
                            break
                rooms[place] -= 1
                out[place] |= bit
            else:
                if not any(rooms):
                    out[self.seat] = self.know.hand
                    out[n] |= self.fixed_extra
                    return out
        return None

    def _jump(self, rng: random.Random) -> bool:
        """An independence move: a fresh uniform placement, taken with the ratio of the likelihoods (the prior is
        the same), so that the chain forgets its start when the evidence is weak."""
        fresh = self.sample(rng)
        # Accept when the new log-likelihood less the old is at least log(u); every term is at most 0, so each is
        # computed only as far as it can still reach that (most jumps late in a deal stop after one seat).
        model = self.model
        room = math.log(1.0 - rng.random()) + self.state_weight
        weight = 0.0
        for seat in model.order:
            term = model.bounded_term(seat, fresh, room)
            if term is None:
                return False
            room -= term
            weight += term
        if room > 0:
            return False
        self.state = fresh
        self.loc = {card: self._locate(fresh, card) for card in self.movable}
        self.state_weight = weight
        return True

    @staticmethod
    def _locate(placed: list[CardSet], card: int) -> int:
        bit = 1 << card
        for place, mask in enumerate(placed):
            if mask & bit:
                return place
        raise AssertionError(f"card {card} is nowhere")

    def _partners(self, placed: list[CardSet], here: int, there: int) -> list[int]:
        """The movable cards at ``there`` that may go to ``here``."""
        out = []
        mask = placed[there] & self.movable_mask
        where = self.where
        while mask:
            low = mask & -mask
            mask ^= low
            other = low.bit_length() - 1
            if where[other] >> here & 1:
                out.append(other)
        return out

    def _step(self, rng: random.Random) -> None:
        self.steps += 1
        state = self.state
        assert state is not None
        card = self.movable[int(rng.random() * len(self.movable))]
        here = self.loc[card]
        targets = [place for place in self.targets[card] if place != here]
        count = len(targets)
        if not count:
            return
        there = targets[int(rng.random() * count)]
        partners = self._partners(state, here, there)
        if not partners:
            return
        other = partners[int(rng.random() * len(partners))]
        new = list(state)
        new[here] = (new[here] & ~(1 << card)) | (1 << other)
        new[there] = (new[there] & ~(1 << other)) | (1 << card)
        # Hastings correction: the reverse move picks ``other`` (now at ``here``), then ``there``, then ``card``.
        back = sum(1 for place in self.targets[other] if place != here) * len(self._partners(new, here, there))
        # A card a loose sample put where the public facts say it cannot be has no way back: no correction then.
        log_q = math.log(count * len(partners) / back) if back else 0.0
        # Metropolis-Hastings: accept when delta + log_q >= log(u). Every term is at most 0, so each new term is
        # computed only as far as it can still reach what acceptance needs (most rejected swaps stop early).
        need = math.log(1.0 - rng.random()) - log_q
        model = self.model
        seats = [here, there]
        taker = model.taker
        if taker is not None and model.extra in seats and taker not in seats:
            seats.append(taker)
        old = [model.seat_term(seat, state) for seat in seats]
        room = need + sum(old)  # the new terms must add up to at least this
        for seat in seats:
            term = model.bounded_term(seat, new, room)
            if term is None:
                return
            room -= term
        if room > 0:
            return
        self.state = new
        self.loc[card] = there
        self.loc[other] = here
        self.state_weight += need - room  # the sum of the new terms less the old


class PooledChains(BeliefSampler):
    """Several ``BeliefSampler`` chains over the same view and model, drawn in turn (``chains`` of them): the draws
    of one decision then come from chains that never met, so that one chain that lingers in one region of the
    placements (a mode: where the Monde or a long suit lies) weighs only its share. ``starts`` gives each chain's
    carried start (``BeliefSampler``'s ``start``, None for a fresh one); every chain shares the model and its
    memoised terms, and each is the plain chain of ``BeliefSampler`` (burn-in or warm-up, jumps, swaps)."""

    def __init__(
        self, view: SeatView, *, chains: int = 4, starts: list[list[CardSet] | None] | None = None, **options: float
    ) -> None:
        """The sampler of ``view`` with ``chains`` chains, chain k started from ``starts[k]`` when given and when it
        can be made to fit (``BeliefSampler``'s other ``options``)."""
        super().__init__(view, **options)  # type: ignore[arg-type]
        if chains < 1:
            raise ValueError(f"chains must be at least 1, not {chains!r}")
        self.count = chains
        given = list(starts or [])
        self.starts: list[list[CardSet] | None] = [given[k] if k < len(given) else None for k in range(chains)]
        self._saved: list[tuple[list[CardSet], dict[int, int], float, int, bool] | None] = [None] * chains
        self.turn = 0
        self.carried_chains = 0
        """How many of the chains started from a carried state."""

    def weighted_sample(self, rng: random.Random, tries: int = 20) -> list[CardSet]:
        """A placement from the next chain in turn (``tries`` is not used: nothing is rejected)."""
        k = self.turn % self.count
        self.turn += 1
        saved = self._saved[k]
        if saved is None:
            self.state = None
            self.start = self.starts[k]
        else:
            self.state, self.loc, self.state_weight, self.draw_jumps, self.carried = saved
        placed = super().weighted_sample(rng, tries)
        if saved is None:
            self.carried_chains += self.carried
        assert self.state is not None
        self._saved[k] = (self.state, self.loc, self.state_weight, self.draw_jumps, self.carried)
        return placed

    def states(self) -> list[list[CardSet] | None]:
        """Where each chain is now, None for a chain not drawn from yet (in the order of ``starts``)."""
        return [None if saved is None else list(saved[0]) for saved in self._saved]


class ImportanceSampler(WorldSampler):
    """Independent weighted placements by sequential importance sampling from the ``ActionModel``.

    Each hidden card is dealt in turn (the cards with the fewest places first, as ``WorldSampler.sample``) to one of
    the places the public facts allow, with probability proportional to the room left there times the card's
    proposal factor for that place (``proposal``): how the model's card decisions of that seat would change if it
    held the card (a seat that played low under its partner's sure trick while the club card with this king in
    hand is the king: the king's factor there is about ``CARD_SLIP``). The proposal's probability of the whole
    placement, ``q``, is the product of the chosen steps' probabilities, and the draw's importance weight is
    prior × likelihood / q: the prior is uniform over the placements the public facts allow, so the log weight is
    the model's log-likelihood less log q (``last_log_weight``). Normalised over the draws of a decision
    (``normalised_weights``), weighted means over the draws estimate the posterior's means, and every draw is
    independent of the others (no chain to mix). A dead end (a card with no room left) is dealt again; that only
    scales q by a constant, which the normalisation cancels.

    ``temper`` scales the proposal's log factors (0: the room-proportional proposal of ``WorldSampler.sample``, the
    likelihood then only in the weights)."""

    def __init__(
        self,
        view: SeatView,
        *,
        temper: float = 1.0,
        tries: int = 1,
        power: float = 1.0,
        carry: float = 1.0,
        **slips: float,
    ) -> None:
        """The sampler of ``view`` (see ``WorldSampler``) with the model's slips, the proposal's ``temper``, the
        proposals per draw ``tries`` and the likelihood's ``power`` in the target."""
        super().__init__(view)
        self.model = ActionModel(view, self, **slips)
        self.temper = temper
        self.tries = max(1, int(tries))
        self.power = power
        self.carry = carry
        self.factors = self._proposal()
        self.plan: tuple[list[CardSet], list[int], list[tuple[int, list[int], list[float]]]] | None = None
        self.last_log_weight = 0.0

    def _proposal(self) -> dict[int, list[float]]:
        """For each card with more than one place, a factor per place (aligned with ``options``): exp(temper × the
        change of the model's card decisions' log-likelihood of that seat when the card is added to what it is known
        to have held then: the cards it played from that decision on and its known cards). Only the decisions where
        the card would have been a legal choice are looked at (elsewhere its place is a void the facts already
        keep)."""
        model = self.model
        factors: dict[int, list[float]] = {}
        if not self.temper or not model.decisions:
            return factors
        rules = self.view.rules
        undertrump = rules.must_undertrump
        n = model.players
        taker = model.taker if model.taker is not None else -1
        gone_extra = cardset(self.view.ecart_trumps)
        cache: dict[tuple[int, int, int], float] = {}

        def loglik(seat: int, d: _Decision, hand: CardSet, gone: CardSet) -> float:
            legal = hand if d.best < 0 else follow_plays(hand, d.suit, d.top, undertrump, False)
            if not legal >> d.card & 1 or not legal & (legal - 1):
                return 0.0
            hit = choose_card(d.table(seat, n, hand, legal, gone, taker)) == d.card
            return model.card_hits[seat] if hit else model.card_misses[seat]

        for card, places in self.options:
            if len(places) < 2:
                continue
            bit = 1 << card
            row = []
            for place in places:
                delta = 0.0
                if place < n:
                    gone = gone_extra if place == model.taker else 0
                    for index, d in enumerate(model.by_seat[place]):
                        base = self.fixed[place] | d.later
                        hand = base | bit
                        if d.best >= 0 and not follow_plays(hand, d.suit, d.top, undertrump, False) & bit:
                            continue  # not a legal choice then: no change
                        key = (place, index, -1)
                        before = cache.get(key)
                        if before is None:
                            before = cache[key] = loglik(place, d, base, gone)
                        delta += loglik(place, d, hand, gone) - before
                row.append(math.exp(self.temper * delta))
            factors[card] = row
        return factors

    def weighted_sample(self, rng: random.Random, tries: int = 20) -> list[CardSet]:
        """An independent placement from the proposal; its log importance weight is left in ``last_log_weight``
        (``tries`` is not used: nothing is rejected)."""
        if not self.carry:
            chosen_placement = self._race(rng)
            if chosen_placement is not None:
                self.last_log_weight = 0.0
                return chosen_placement
        kept: list[tuple[list[CardSet], float]] = []
        for _ in range(40 * self.tries):
            drawn = self._deal(rng)
            if drawn is not None:
                placed, log_q = drawn
                kept.append((placed, self.power * self.model.log_weight(placed) - log_q))
                if len(kept) == self.tries:
                    break
        if kept:
            # Of several proposals, one is kept in proportion to its weight and carries their mean weight (a
            # properly weighted draw: its weighted means estimate the same posterior, with less spread).
            top = max(w for _, w in kept)
            raw = [math.exp(w - top) for _, w in kept]
            pick = rng.random() * sum(raw)
            chosen = len(kept) - 1
            for i, w in enumerate(raw):
                pick -= w
                if pick < 0:
                    chosen = i
                    break
            self.last_log_weight = top + math.log(sum(raw) / len(raw)) if self.carry else 0.0
            return kept[chosen][0]
        # A safety net as in ``sample``: the facts relaxed, the draw weighted like a uniform one.
        placed = self.sample(rng)
        self.last_log_weight = self.model.log_weight(placed)
        return placed

    def _race(self, rng: random.Random) -> list[CardSet] | None:
        """One of ``tries`` proposals, drawn in proportion to its importance weight (likelihood ** power / q) by the
        Gumbel-max trick: the proposal with the highest log weight plus a standard Gumbel noise. The likelihood is at
        most 1, so -log q plus the noise bounds each key: the proposals are looked at from the highest bound down,
        the race ends when no bound can beat the best key found, and each likelihood is computed only as far as it
        can still beat it (``ActionModel.bounded_term``)."""
        entries: list[tuple[float, list[CardSet]]] = []
        for _ in range(40 * self.tries):
            drawn = self._deal(rng)
            if drawn is not None:
                placed, log_q = drawn
                noise = -math.log(-math.log(1.0 - rng.random() * (1.0 - 1e-12)))
                entries.append((noise - log_q, placed))
                if len(entries) == self.tries:
                    break
        if not entries:
            return None
        entries.sort(key=lambda entry: -entry[0])
        model = self.model
        power = self.power
        best: list[CardSet] | None = None
        best_key = -math.inf
        for bound, placed in entries:
            if bound <= best_key:
                break
            room = (best_key - bound) / power  # the log-likelihood it needs to beat the best key
            total = 0.0
            for seat in model.order:
                term = model.bounded_term(seat, placed, room)
                if term is None:
                    break
                room -= term
                total += term
            else:
                key = bound + power * total
                if key > best_key:
                    best, best_key = placed, key
        return best

    def _deal(self, rng: random.Random) -> tuple[list[CardSet], float] | None:
        """One placement from the proposal and its log-probability under it, or None at a dead end."""
        plan = self.plan
        if plan is None:
            plan = self.plan = self._plan()
        base, base_rooms, steps = plan
        rooms = list(base_rooms)
        out = list(base)
        log_q = 0.0
        random_ = rng.random
        for bit, where, row in steps:
            chances = [rooms[place] * factor for place, factor in zip(where, row, strict=True)]
            total = sum(chances)
            if total <= 0:
                return None
            pick = random_() * total
            chosen = -1
            for i, chance in enumerate(chances):
                pick -= chance
                if pick < 0 and chance > 0:
                    chosen = i
                    break
            if chosen < 0:  # rounding at the very end of the interval: the last place with room
                chosen = max(i for i, chance in enumerate(chances) if chance > 0)
            place = where[chosen]
            log_q += math.log(chances[chosen] / total)
            rooms[place] -= 1
            out[place] |= bit
        if any(rooms):
            return None
        return out, log_q

    def _plan(self) -> tuple[list[CardSet], list[int], list[tuple[int, list[int], list[float]]]]:
        """The fixed part of every placement (known cards, cards with one place) with the room left, and the other
        cards in the order they are dealt (the fewest places first) with their places and proposal factors."""
        n = self.view.players
        out = list(self.fixed)
        out[self.seat] = self.know.hand
        out[n] |= self.fixed_extra
        rooms = list(self.free_rooms)
        steps = []
        for card, where in sorted(self.options, key=lambda item: len(item[1])):
            if len(where) == 1:
                out[where[0]] |= 1 << card
                rooms[where[0]] -= 1
            else:
                steps.append((1 << card, where, self.factors.get(card, [1.0] * len(where))))
        return out, rooms, steps


def normalised_weights(log_weights: list[float]) -> list[float]:
    """Self-normalised importance weights (summing to 1) from log weights."""
    top = max(log_weights)
    raw = [math.exp(w - top) for w in log_weights]
    total = sum(raw)
    return [w / total for w in raw]


__all__ = ["ActionModel", "BeliefSampler", "ImportanceSampler", "PooledChains", "normalised_weights"]
