"""Fit the chance of making a contract from the club count: the curves of ``strategy.club_count.CHANCE_CURVES``.

Run from the repository root with the project's Python::

    python benchmarks/bidding_chances.py               # 2,000 deals per table size, about three minutes
    python benchmarks/bidding_chances.py --deals 300   # a quick look

For every deal and every seat it forces that seat to take (the others pass) and plays the deal out with four
beginner computer players, once with the chien (a Prise and a Garde play the same cards, R4.1), once as a
Garde sans and once as a Garde contre. Then, per table size and kind of contract, it fits a logistic curve
``chance = 1 / (1 + exp(-(count - mid) / scale))`` of the club count (table included, no seat correction) by
maximum likelihood, and prints the ``mid`` and ``scale`` to paste into ``CHANCE_CURVES``, with the share made
per band of five points so the fit can be checked by eye.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections import defaultdict

from tarot_tui.bots import BeginnerPlayer
from tarot_tui.engine import PASS, Bid, Contract, Deal, Phase, view_for
from tarot_tui.strategy.club_count import table_count

KINDS = (Contract.GARDE, Contract.GARDE_SANS, Contract.GARDE_CONTRE)
"""One contract per way the chien is used (R4.1): taken (Prise and Garde alike), for the attack, for the defence."""


def forced_outcomes(players: int, deals: int, seed: int) -> dict[Contract, list[tuple[float, bool]]]:
    """(count, made) for every seat of ``deals`` deals forced to take each kind of contract."""
    rng = random.Random(seed)
    bot = BeginnerPlayer()
    out: dict[Contract, list[tuple[float, bool]]] = {kind: [] for kind in KINDS}
    for number in range(deals):
        base = Deal.new(players, number % players, rng)
        if base.phase is not Phase.BIDDING:
            continue  # petit sec (R3.5)
        for taker in range(players):
            count = table_count(base.hands[taker], players)
            for kind in KINDS:
                deal = base.copy()
                while deal.phase is Phase.BIDDING:
                    deal.apply(Bid(kind) if deal.to_move == taker else PASS)
                while deal.to_move is not None:
                    deal.apply(bot.choose(view_for(deal, deal.to_move), rng))
                assert deal.breakdown is not None
                out[kind].append((count, deal.breakdown.won))
    return out


def fit(pairs: list[tuple[float, bool]]) -> tuple[float, float]:
    """The maximum-likelihood (mid, scale) of a logistic curve through ``pairs``: Newton's method on the counts
    standardised (their mean and spread), each step halved until the likelihood does not fall (plain Newton from
    a fixed start diverged on counts far from 50)."""
    counts = [count for count, _ in pairs]
    mean = sum(counts) / len(counts)
    spread = math.sqrt(sum((x - mean) ** 2 for x in counts) / len(counts)) or 1.0
    xs = [(x - mean) / spread for x in counts]
    ys = [1.0 if made else 0.0 for _, made in pairs]

    def log_likelihood(a: float, c: float) -> float:
        total = 0.0
        for x, y in zip(xs, ys, strict=True):
            p = 1 / (1 + math.exp(-max(-30.0, min(30.0, a * x + c))))
            total += math.log(max(1e-12, p if y else 1 - p))
        return total

    a, c = 1.0, 0.0  # chance = sigmoid(a * x + c)
    current = log_likelihood(a, c)
    for _ in range(60):
        ga = gc = haa = hac = hcc = 0.0
        for x, y in zip(xs, ys, strict=True):
            p = 1 / (1 + math.exp(-max(-30.0, min(30.0, a * x + c))))
            w = p * (1 - p)
            ga += (y - p) * x
            gc += y - p
            haa += w * x * x
            hac += w * x
            hcc += w
        det = haa * hcc - hac * hac
        if not det:
            break
        da = (hcc * ga - hac * gc) / det
        dc = (haa * gc - hac * ga) / det
        step = 1.0
        while step > 1e-4 and log_likelihood(a + step * da, c + step * dc) < current:
            step /= 2
        a += step * da
        c += step * dc
        current = log_likelihood(a, c)
    scale = spread / a
    return mean - c * scale, scale


def main(argv: list[str] | None = None) -> int:
    """Fit and print the curves."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=2000, help="deals per table size (default 2000)")
    parser.add_argument("--seed", type=int, default=16, help="RNG seed (default 16)")
    parser.add_argument("--players", type=int, choices=(3, 4, 5), action="append", help="table size (repeatable)")
    args = parser.parse_args(argv)
    for players in args.players or [3, 4, 5]:
        outcomes = forced_outcomes(players, args.deals, args.seed)
        for kind in KINDS:
            pairs = outcomes[kind]
            mid, scale = fit(pairs)
            print(f"{players} players, {kind.name}: {len(pairs)} forced takes, mid {mid:.1f}, scale {scale:.2f}")
            bands: dict[int, list[int]] = defaultdict(lambda: [0, 0])
            for count, made in pairs:
                band = bands[int(count // 5) * 5]
                band[0] += 1
                band[1] += made
            print("   " + "  ".join(f"{b}:{m / n:.2f}({n})" for b, (n, m) in sorted(bands.items()) if n >= 20))
    return 0


if __name__ == "__main__":
    sys.exit(main())
