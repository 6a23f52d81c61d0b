"""Do the taker's playouts foresee the table's result? The chance of making the contract that the strong taker's
playouts give the card it played, against whether the contract was then made at a table of four strong players
(issue 28: a measure of a playouts' defence with far more power than the share made).

Run from the repository root with the project's Python::

    nice -n 19 python benchmarks/play_calibration.py log --deals 100 --out takers.pkl       # 4 players, seed 16
    nice -n 19 python benchmarks/play_calibration.py score takers.pkl level= defence=taker_defence:1

``log`` plays deals ``--first`` .. ``--first + --deals - 1`` of ``benchmarks/tables.py``'s run exactly as it does
(the same seeds and random numbers, four strong players at ``--strength``, no clock; a petit sec redeal skipped) and
keeps every card decision of the taker with a choice (more than one class of equivalent cards) and more tricks left
than are solved from the root (``ROOT_SOLVE``): his view, the card he played, and whether the contract was made.
``score`` asks each named variant (``NAME=OPTION:VALUE,...``, options of ``StrongPlayer``; ``NAME=`` the level) for
the chance of making the contract with the card played, the share of its playouts from that view in which the taker
made it (its own sampler started afresh, a new chain with its burn-in; the random numbers of the decision's number, so
every variant meets the same ones; ``salt:N`` in a variant's options draws others, a placebo), and prints the Brier
score and log-loss of that chance against the result, by the tricks left, with the difference of each variant from
the first paired by deal (a deal's decisions share one result).
"""

from __future__ import annotations

import argparse
import math
import pickle
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from tarot_tui.bots import StrongPlayer
from tarot_tui.bots.arena import play_deal
from tarot_tui.bots.knowledge import infer
from tarot_tui.bots.policy import distinct_plays
from tarot_tui.bots.strong import ROOT_SOLVE
from tarot_tui.engine import Action, Deal, Phase, Play, SeatView, cardset

BUCKETS = ((5, 8), (9, 12), (13, 18))
"""Tricks left in the taker's hand (at 4 players: 5 .. 18), grouped."""

CHANCE_BUCKETS = ((0.0, 0.2), (0.2, 0.4), (0.4, 0.6), (0.6, 0.8), (0.8, 1.01))
"""The playouts' chance, grouped, for the calibration curve: decisions, mean chance and share made in each."""


@dataclass
class Decision:
    """One card decision of a taker: the deal's number, his view, the card he played, and the contract's result."""

    number: int
    view: SeatView
    card: int
    made: bool = False


class LoggingTaker(StrongPlayer):
    """The strong level, keeping its card decisions as taker that had a choice (it decides exactly as the level: the
    logging draws no random numbers)."""

    def __init__(self, strength: float, log: list[Decision]) -> None:
        super().__init__(strength, time_limit=None)
        self.log = log
        self.number = -1

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        action = super().choose(view, rng)
        if (
            view.phase is Phase.TRICKS
            and view.seat == view.taker
            and isinstance(action, Play)
            and len(view.hand) > ROOT_SOLVE[view.players]
            and len(distinct_plays(cardset(view.legal), cardset(view.hand), infer(view).gone)) > 1
        ):
            self.log.append(Decision(self.number, view, action.card))
        return action


def log_deals(players: int, first: int, deals: int, seed: int, strength: float) -> list[Decision]:
    """Play the deals as ``benchmarks/tables.py`` does, keeping the takers' decisions with their results."""
    log: list[Decision] = []
    player = LoggingTaker(strength, log)
    for number in range(first, first + deals):
        deal = Deal.new(players, number % players, random.Random(f"deal:{seed}:{players}:{number}"))
        if deal.phase is Phase.VOID:
            continue
        player.number = number
        start = len(log)
        outcome = play_deal([player] * players, deal, random.Random(f"play:{seed}:{players}:{number}"))
        for decision in log[start:]:
            decision.made = outcome.made
        print(f"deal {number}: {len(log) - start} taker decisions, made {outcome.made}", file=sys.stderr, flush=True)
    return log


def chance_of(player: StrongPlayer, decision: Decision, index: int, salt: int = 0) -> float:
    """The share of ``player``'s playouts from the decision's view in which the taker made his contract after
    playing the card he played (0.5 when no playout kept him the taker: it cannot happen after the bidding)."""
    rng = random.Random(f"calibration:{decision.number}:{index}" + (f":{salt}" if salt else ""))
    estimate = player.estimates(decision.view, [Play(decision.card)], rng)[0]
    return estimate.made / estimate.takes if estimate.takes else 0.5


def score(decisions: list[Decision], variants: dict[str, dict[str, float]], strength: float) -> None:
    """Print each variant's Brier score and log-loss, overall and by tricks left, and its paired difference from the
    first variant's by deal."""
    chances: dict[str, list[float]] = {}
    for name, options in variants.items():
        options = dict(options)
        salt = int(options.pop("salt", 0))
        player = StrongPlayer(strength, time_limit=None, **options)  # type: ignore[arg-type]
        out = []
        for index, decision in enumerate(decisions):
            player.chains = type(player.chains)()  # no chain carried over from another decision
            out.append(chance_of(player, decision, index, salt))
        chances[name] = out
        print(f"{name}: scored {len(out)} decisions", file=sys.stderr, flush=True)
    made = [1.0 if d.made else 0.0 for d in decisions]
    left = [len(d.view.hand) for d in decisions]
    deals = sorted({d.number for d in decisions})
    print(f"{len(decisions)} taker decisions of {len(deals)} contracts; made {sum(made) / len(made):.1%} of decisions")
    header = f"{'variant':<14} {'Brier':>7} {'log-loss':>9} {'mean chance':>12}"
    for low, high in BUCKETS:
        header += f" {f'Brier {low}-{high}':>12}"
    print(header + f" {'paired Brier vs first (by deal)':>34}")
    first = next(iter(chances))
    for name, out in chances.items():
        brier = [(c - m) ** 2 for c, m in zip(out, made, strict=True)]
        loss = [-math.log(max(1e-3, c if m else 1 - c)) for c, m in zip(out, made, strict=True)]
        line = f"{name:<14} {mean(brier):7.4f} {mean(loss):9.4f} {mean(out):12.3f}"
        for low, high in BUCKETS:
            part = [b for b, n in zip(brier, left, strict=True) if low <= n <= high]
            line += f" {mean(part):12.4f}" if part else f" {'-':>12}"
        if name != first:
            base = [(c - m) ** 2 for c, m in zip(chances[first], made, strict=True)]
            by_deal: dict[int, float] = {}
            for d, a, b in zip(decisions, brier, base, strict=True):
                by_deal[d.number] = by_deal.get(d.number, 0.0) + a - b
            sums = list(by_deal.values())
            m = sum(sums) / len(decisions)
            sd = math.sqrt(sum((s - mean(sums)) ** 2 for s in sums) / max(1, len(sums) - 1))
            error = sd * len(sums) ** 0.5 / len(decisions)
            line += f"   {m:+.4f} [{m - 1.96 * error:+.4f}, {m + 1.96 * error:+.4f}]"
        print(line)
    for name, out in chances.items():
        cells = []
        for low, high in CHANCE_BUCKETS:
            part = [m for c, m in zip(out, made, strict=True) if low <= c < high]
            inside = [c for c in out if low <= c < high]
            cells.append(f"{low:.1f}-{min(high, 1.0):.1f}: {len(part)} at {mean(inside):.2f} made {mean(part):.2f}")
        print(f"{name:<14} by chance: " + " | ".join(cells))


def mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else float("nan")


def parse_variant(text: str) -> tuple[str, dict[str, float]]:
    name, _, options = text.partition("=")
    pairs = (item.split(":") for item in options.split(",") if item)
    return name, {key: float(value) for key, value in pairs}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    log = sub.add_parser("log", help="play the deals and keep the takers' decisions")
    log.add_argument("--players", type=int, default=4)
    log.add_argument("--deals", type=int, default=100)
    log.add_argument("--first", type=int, default=0)
    log.add_argument("--seed", type=int, default=16)
    log.add_argument("--strength", type=float, default=0.25)
    log.add_argument("--out", required=True)
    rate = sub.add_parser("score", help="score each variant's chances against the results")
    rate.add_argument("file")
    rate.add_argument("variants", nargs="+", help="NAME=OPTION:VALUE,... (NAME= alone: the level)")
    rate.add_argument("--strength", type=float, default=0.25)
    rate.add_argument("--limit", type=int, default=0, help="score only the first N decisions")
    args = parser.parse_args(argv)
    if args.command == "log":
        decisions = log_deals(args.players, args.first, args.deals, args.seed, args.strength)
        with open(args.out, "wb") as out:
            pickle.dump(decisions, out)
        print(f"{len(decisions)} taker decisions kept in {args.out}")
        return 0
    with open(args.file, "rb") as source:
        decisions = pickle.load(source)
    if args.limit:
        decisions = decisions[: args.limit]
    score(decisions, dict(parse_variant(v) for v in args.variants), args.strength)
    return 0


if __name__ == "__main__":
    sys.exit(main())
