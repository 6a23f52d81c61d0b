"""How well the strong level's world samplers guess where the hidden cards are.

Run from the repository root with the project's Python::

    python benchmarks/inference.py --players 4 --deals 20                  # strong seat against 3 beginners
    python benchmarks/inference.py --players 4 --deals 40 --hero beginner --seats all   # every seat, cheap
    python benchmarks/inference.py --quick                                  # a smoke check

Deals are played by one hero (a different seat each deal) against beginners, as in ``benchmarks/strong.py``
(``--table strong``: against strong players, each seat its own, as in ``benchmarks/tables.py``). At
every decision of the hero (``--seats all``: of every seat) each sampler draws ``--worlds`` placements of the
hidden cards from the seat's view, and for each hidden card that could lie in more than one place the probability
it gives to the card's true place is its share of the draws, smoothed (``(count + 0.5) / (worlds + 0.5 × places)``).
The figure is the mean log of that probability per hidden card (natural log; higher is better), by phase of the
deal (the bids, the écart, each trick) and by role of the seat, and its ratio to the uniform sampler's as a factor
on the geometric mean probability (``exp`` of the difference: 1.50 means the true place gets 1.5 times the
probability). The samplers:

- ``uniform``: the placements consistent with public information only (voids and trump ceilings shown, cards
  seen, the chien when shown, poignées, the écart's trumps; ``WorldSampler.sample``);
- ``rejection``: the strong level's weighted sampler (``WorldSampler.weighted_sample``, hand-written signals from
  the bids and the play, by rejection);
- ``belief``: ``bots.belief.BeliefSampler`` (the likelihood of every bid, écart, poignée and card seen under the club
  heuristics' model of the players, sampled by a Metropolis-Hastings chain of card swaps);
- ``importance``: ``bots.belief.ImportanceSampler`` (the same model, independent draws by sequential importance
  sampling, each with its weight): a card's probability of its true place is the weighted share of the draws, and
  the effective sample size (Kish: 1 / the sum of the squared normalised weights) is printed as a share of the draws.

Every run is reproducible (fixed seeds, no clock); the game played does not depend on the samplers measured.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Callable

from tarot_tui.bots import BeginnerPlayer, Player, StrongPlayer
from tarot_tui.bots.arena import play_deal
from tarot_tui.bots.belief import BeliefSampler, ImportanceSampler, normalised_weights
from tarot_tui.bots.worlds import WorldSampler
from tarot_tui.engine import BOUTS, HALF_POINTS, TRUMPS, Action, CardSet, Deal, Phase, SeatView

SMOOTHING = 0.5

Draws = tuple[list[list[CardSet]], list[float] | None]
"""The placements drawn and their normalised importance weights (None: every draw counts alike)."""

Draw = Callable[[SeatView, random.Random, int], Draws]


def draw_uniform(view: SeatView, rng: random.Random, worlds: int) -> Draws:
    sampler = WorldSampler(view)
    return [sampler.sample(rng) for _ in range(worlds)], None


def draw_rejection(view: SeatView, rng: random.Random, worlds: int) -> Draws:
    sampler = WorldSampler(view)
    return [sampler.weighted_sample(rng) for _ in range(worlds)], None


BELIEF: dict[str, float] = {}
"""Keyword arguments for ``BeliefSampler`` (``--belief NAME=VALUE``)."""


def draw_belief(view: SeatView, rng: random.Random, worlds: int) -> Draws:
    sampler = BeliefSampler(view, **BELIEF)  # type: ignore[arg-type]
    return [sampler.weighted_sample(rng) for _ in range(worlds)], None


IMPORTANCE: dict[str, float] = {}
"""Keyword arguments for ``ImportanceSampler`` (``--importance NAME=VALUE``)."""


def draw_importance(view: SeatView, rng: random.Random, worlds: int, options: dict[str, float] | None = None) -> Draws:
    sampler = ImportanceSampler(view, **(IMPORTANCE if options is None else options))
    draws, logs = [], []
    for _ in range(worlds):
        draws.append(sampler.weighted_sample(rng))
        logs.append(sampler.last_log_weight)
    return draws, normalised_weights(logs)


SAMPLERS: dict[str, Draw] = {
    "uniform": draw_uniform,
    "rejection": draw_rejection,
    "belief": draw_belief,
    "importance": draw_importance,
}


def draw_belief_with(view: SeatView, rng: random.Random, worlds: int, options: dict[str, float]) -> Draws:
    sampler = BeliefSampler(view, **options)  # type: ignore[arg-type]
    return [sampler.weighted_sample(rng) for _ in range(worlds)], None


def sampler_of(name: str) -> Draw:
    """A sampler by name; ``importance:NAME=VALUE:...`` and ``belief:NAME=VALUE:...`` are ``ImportanceSampler`` and
    ``BeliefSampler`` with those arguments (several variants in one run, e.g. ``belief:card_slip=0.4``)."""
    if ":" not in name:
        return SAMPLERS[name]
    base, *parts = name.split(":")
    if base not in ("importance", "belief"):
        raise SystemExit(f"only importance and belief take arguments in --samplers, not {name!r}")
    options = {
        key: int(value) if key in ("burn", "thin", "jump", "rare_jump") else float(value)
        for key, _, value in (part.partition("=") for part in parts)
    }
    if base == "belief":
        return lambda view, rng, worlds: draw_belief_with(view, rng, worlds, {**BELIEF, **options})
    return lambda view, rng, worlds: draw_importance(view, rng, worlds, options)


def truth_of(view: SeatView, deal: Deal) -> list[CardSet]:
    """The true placement in the samplers' terms: each seat's hand and, last, the hidden chien or écart."""
    extra = deal.chien
    if (
        deal.contract is not None
        and deal.contract.chien_shown
        and view.phase
        not in (
            Phase.BIDDING,
            Phase.CALL,
            Phase.DISCARD,
        )
    ):
        extra = deal.ecart
    return [*deal.hands, extra]


def phase_of(view: SeatView) -> str:
    if view.phase in (Phase.BIDDING, Phase.CALL):
        return "bids"
    if view.phase in (Phase.DISCARD, Phase.CHELEM):
        return "ecart"
    return f"trick {len(view.tricks) + 1:2d}"


def stage_of(view: SeatView) -> str:
    """The phase in coarse steps, for the groups by kind of card (``--kinds``)."""
    if view.phase in (Phase.BIDDING, Phase.CALL, Phase.DISCARD, Phase.CHELEM):
        return "ecart" if view.phase in (Phase.DISCARD, Phase.CHELEM) else "bids"
    tricks = len(view.tricks)
    return "tricks 1-6" if tricks < 6 else "tricks 7-12" if tricks < 12 else "tricks 13+"


def kind_of(card: int) -> str:
    """``bout`` (the Petit, the 21, the Excuse), ``trump``, ``court`` (a plain card above the 10) or ``low``."""
    if BOUTS >> card & 1:
        return "bout"
    if TRUMPS >> card & 1:
        return "trump"
    return "court" if HALF_POINTS[card] > 1 else "low"


def role_of(view: SeatView, deal: Deal) -> str:
    if view.phase in (Phase.BIDDING, Phase.CALL) and view.seat != deal.taker:
        return "bidder"
    if view.seat == deal.taker:
        return "taker"
    if deal.players == 5 and view.seat == deal.partner:
        return "partner"
    return "defender"


class Tally:
    """Sums of the log-probability of the true place, per sampler and group (phase or role)."""

    def __init__(self) -> None:
        self.sums: dict[tuple[str, str], float] = {}
        self.cards: dict[tuple[str, str], int] = {}
        self.decisions: dict[str, int] = {}
        self.seconds: dict[str, float] = {}
        self.samples: dict[str, int] = {}

    def add(self, sampler: str, group: str, total: float, cards: int) -> None:
        key = (sampler, group)
        self.sums[key] = self.sums.get(key, 0.0) + total
        self.cards[key] = self.cards.get(key, 0) + cards

    def mean(self, sampler: str, group: str) -> float | None:
        cards = self.cards.get((sampler, group), 0)
        return self.sums[(sampler, group)] / cards if cards else None


class Measuring:
    """A player that measures the samplers at each decision it is asked, then lets ``inner`` decide."""

    def __init__(
        self, inner: Player, tally: Tally, worlds: int, seed: str, samplers: list[str], kinds: bool = False
    ) -> None:
        self.inner = inner
        self.kinds = kinds
        self.tally = tally
        self.worlds = worlds
        self.seed = seed
        self.samplers = samplers
        self.deal: Deal | None = None
        self.count = 0

    @property
    def level(self) -> str:
        return "measured"

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        assert self.deal is not None
        if view.phase is not Phase.TRICKS or len(view.legal) > 1 or view.poignee_sizes:
            self.measure(view, self.deal)
        return self.inner.choose(view, rng)

    def measure(self, view: SeatView, deal: Deal) -> None:
        truth = truth_of(view, deal)
        reference = WorldSampler(view)
        places = {card: where for card, where in reference.options if len(where) > 1}
        if not places:
            return
        groups = ["all", phase_of(view), role_of(view, deal)]
        self.count += 1
        for name in self.samplers:
            rng = random.Random(f"{self.seed}:{self.count}:{name}")
            start = time.process_time()
            draws, weights = sampler_of(name)(view, rng, self.worlds)
            self.tally.seconds[name] = self.tally.seconds.get(name, 0.0) + time.process_time() - start
            self.tally.samples[name] = self.tally.samples.get(name, 0) + len(draws)
            if weights is not None:
                # The effective sample size (Kish), 1 / sum of the squared normalised weights, as a share of the draws.
                share = 1.0 / sum(w * w for w in weights) / len(draws)
                for group in groups:
                    self.tally.add(f"{name} ess", group, share, 1)
            else:
                weights = [1.0 / len(draws)] * len(draws)
            total = 0.0
            by_kind: dict[str, tuple[float, int]] = {}
            for card, where in places.items():
                bit = 1 << card
                true_place = next(p for p, mask in enumerate(truth) if mask & bit)
                # The weighted share of the draws, in draws (the same smoothing for weighted and plain draws).
                hits = len(draws) * sum(w for placed, w in zip(draws, weights, strict=True) if placed[true_place] & bit)
                value = math.log((hits + SMOOTHING) / (len(draws) + SMOOTHING * len(where)))
                total += value
                if self.kinds:
                    kind = kind_of(card)
                    old, count = by_kind.get(kind, (0.0, 0))
                    by_kind[kind] = (old + value, count + 1)
            for group in groups:
                self.tally.add(name, group, total, len(places))
            for kind, (value, count) in by_kind.items():
                self.tally.add(name, f"{kind}", value, count)
                self.tally.add(name, f"{stage_of(view)}: {kind}", value, count)
            self.tally.decisions[name] = self.tally.decisions.get(name, 0) + 1


def run(args: argparse.Namespace) -> Tally:
    tally = Tally()
    samplers = args.samplers.split(",")
    for number in range(args.deals):
        seed = f"measure:{args.seed}:{number}"
        hero: Player = StrongPlayer(args.strength, time_limit=None) if args.hero == "strong" else BeginnerPlayer()
        measured = Measuring(hero, tally, args.worlds, seed, samplers, args.kinds)

        def other() -> Player:
            # A fresh strong player a seat, so that no carried chain is shared between seats.
            return StrongPlayer(args.strength, time_limit=None) if args.table == "strong" else BeginnerPlayer()

        if args.seats == "all":
            # Every seat measured: beginners asked on their views (the arena would decide on the deal's masks).
            line_up: list[Player] = [measured] + [
                Measuring(other(), tally, args.worlds, f"{seed}:{i}", samplers, args.kinds)
                for i in range(1, args.players)
            ]
        else:
            line_up = [measured] + [other() for _ in range(args.players - 1)]
        deal = Deal.new(args.players, number % args.players, random.Random(f"deal:{args.seed}:{number}"))
        for player in line_up:
            if isinstance(player, Measuring):
                player.deal = deal
        play_deal(line_up, deal, random.Random(f"play:{args.seed}:{number}:0"), number % args.players)
    return tally


def report(tally: Tally, args: argparse.Namespace) -> None:
    names = args.samplers.split(",")
    print(
        f"inference, {args.players} players, hero {args.hero}"
        + (f" ×{args.strength}" if args.hero == "strong" else "")
        + f", the others {args.table}"
        + (f", belief {BELIEF}" if BELIEF else "")
        + f", seats measured: {args.seats}, {args.deals} deals, {args.worlds} worlds a decision, seed {args.seed};"
        f" {tally.decisions.get('uniform', 0)} decisions"
    )
    print("mean log-probability of the true place per hidden card (ratio to uniform: factor on its probability)")
    groups = sorted({g for _, g in tally.sums}, key=lambda g: (g != "all", g[0] != "b", g[0] != "e", g))
    header = f"  {'group':<18} {'cards':>7}" + "".join(f" {name:>10}" for name in names)
    header += "".join(f" {name + '/u':>12}" for name in names[1:])
    print(header)
    for group in groups:
        cards = tally.cards.get(("uniform", group), 0)
        means = [tally.mean(name, group) for name in names]
        line = f"  {group:<18} {cards:>7}" + "".join(f" {m:>10.3f}" if m is not None else f" {'':>10}" for m in means)
        base = means[0]
        for m in means[1:]:
            line += f" {math.exp(m - base):>12.3f}" if m is not None and base is not None else f" {'':>12}"
        print(line)
    for name in names:
        if tally.cards.get((f"{name} ess", "all")):
            print(
                f"  {name}: effective sample size (Kish) as a share of the draws, mean over decisions: "
                + ", ".join(
                    f"{group} {tally.mean(f'{name} ess', group):.2f}"
                    for group in groups
                    if tally.cards.get((f"{name} ess", group))
                )
            )
    print(
        "  CPU per sample: "
        + ", ".join(
            f"{name} {1e3 * tally.seconds[name] / max(1, tally.samples[name]):.2f} ms"
            for name in names
            if name in tally.seconds
        )
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, choices=(3, 4, 5), default=4)
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--worlds", type=int, default=60, help="placements each sampler draws a decision")
    parser.add_argument("--hero", choices=("strong", "beginner"), default="strong")
    parser.add_argument("--seats", choices=("hero", "all"), default="hero")
    parser.add_argument(
        "--table", choices=("beginner", "strong"), default="beginner", help="the level of the other seats"
    )
    parser.add_argument("--strength", type=float, default=0.25)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--samplers", default=",".join(SAMPLERS), help="the samplers to measure, uniform first (comma-separated)"
    )
    parser.add_argument("--quick", action="store_true", help="2 deals, 20 worlds, beginner hero")
    parser.add_argument(
        "--kinds", action="store_true", help="also by kind of card (bout, trump, court, low), overall and by stage"
    )
    parser.add_argument(
        "--belief", action="append", default=[], metavar="NAME=VALUE", help="a BeliefSampler argument, e.g. thin=20"
    )
    parser.add_argument(
        "--importance",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="an ImportanceSampler argument, e.g. temper=0.5",
    )
    args = parser.parse_args(argv)
    for name, _, value in (o.partition("=") for o in args.importance):
        IMPORTANCE[name] = float(value)
    for name, _, value in (o.partition("=") for o in args.belief):
        BELIEF[name] = int(value) if name in ("burn", "thin", "jump", "rare_jump") else float(value)
    if args.quick:
        args.deals, args.worlds, args.hero = 2, 20, "beginner"
    report(run(args), args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
