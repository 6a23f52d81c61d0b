"""The exact end-of-deal solver: positions per second and solve time by tricks left.

Run from the repository root with the project's Python::

    python benchmarks/solver.py            # about two minutes
    python benchmarks/solver.py --quick    # about fifteen seconds, a smoke check

Positions are real deals played by four (three, five) beginners and stopped at the start of a trick
``k`` tricks from the end, with every hand open. For each table size and ``k`` it solves every position
(``Solver.value``) and prints the median and worst solve time and the positions searched per second
(``Solver.nodes``: cards tried).

The baseline, measured in the same run on the same positions where it is feasible (up to 3 tricks left
at 3 and 4 players, 2 at 5): plain minimax over the engine's ``Deal.legal_plays`` and
``Deal.play_unchecked`` (a copy of the deal per card tried), i.e. the brute force the solver is tested
against. The ratio is the baseline's solve time over the solver's.

Times are the process's CPU time (``time.process_time``), so that other work on a shared machine does not
count; on an idle machine they equal the wall-clock times.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from tarot_tui.bots import BeginnerPlayer
from tarot_tui.bots.solver import Solver
from tarot_tui.engine import Camp, Deal, Phase, cards_of, view_for

BASELINE_MAX = {3: 3, 4: 3, 5: 2}
"""The most tricks left at which the brute-force baseline runs, by table size."""


def positions(players: int, tricks_left: int, count: int, seed: int) -> list[Deal]:
    """``count`` positions ``tricks_left`` tricks from the end of deals played by beginners."""
    rng = random.Random(seed * 100 + players * 10 + tricks_left)
    bot = BeginnerPlayer()
    out: list[Deal] = []
    while len(out) < count:
        deal = Deal.new(players, rng.randrange(players), rng)
        while not deal.phase.is_over:
            if deal.phase is Phase.TRICKS and not deal.trick_cards and deal.size - len(deal.tricks) == tricks_left:
                out.append(deal.copy())
                break
            seat = deal.to_move
            assert seat is not None
            deal.apply(bot.choose(view_for(deal, seat), rng))
    return out


class Brute:
    """Plain minimax over the engine (the baseline), counting the positions it visits."""

    def __init__(self) -> None:
        self.nodes = 0

    def value(self, deal: Deal) -> int:
        """The attack's best ``per_defender`` against the defence's best."""
        if deal.phase.is_over:
            assert deal.breakdown is not None
            return deal.breakdown.per_defender
        seat = deal.to_move
        assert seat is not None
        values = []
        for card in cards_of(deal.legal_plays()):
            self.nodes += 1
            child = deal.copy()
            child.play_unchecked(card)
            values.append(self.value(child))
        return max(values) if deal.camp_of(seat) is Camp.ATTACK else min(values)


def main(argv: list[str] | None = None) -> int:
    """Print the table; exit 1 if the solver and the baseline ever disagree."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer positions and tricks, a smoke check")
    parser.add_argument("--seed", type=int, default=2024, help="RNG seed (default 2024)")
    args = parser.parse_args(argv)
    depth = {3: 7, 4: 6, 5: 5}
    count = 20
    if args.quick:
        depth = {3: 5, 4: 5, 5: 4}
        count = 6
    print(
        f"{'players':>7} {'tricks':>6} {'positions':>9} {'median':>10} {'p90':>10} {'max':>10} {'nodes/s':>9} "
        f"{'base median':>12} {'base nodes/s':>12} {'ratio':>7}"
    )
    disagree = 0
    for players in (3, 4, 5):
        for tricks_left in range(1, depth[players] + 1):
            deals = positions(players, tricks_left, count, args.seed)
            times: list[float] = []
            nodes = 0
            values = []
            for deal in deals:
                solver = Solver(deal)
                start = time.process_time()
                values.append(solver.value())
                times.append(time.process_time() - start)
                nodes += solver.nodes
            line = (
                f"{players:>7} {tricks_left:>6} {len(deals):>9} {statistics.median(times) * 1000:>8.2f}ms "
                f"{sorted(times)[int(0.9 * len(times))] * 1000:>8.2f}ms {max(times) * 1000:>8.1f}ms "
                f"{nodes / sum(times):>9.0f}"
            )
            if tricks_left <= BASELINE_MAX[players]:
                brute = Brute()
                base_times: list[float] = []
                for deal, value in zip(deals, values, strict=True):
                    start = time.process_time()
                    if brute.value(deal) != value:
                        disagree += 1
                    base_times.append(time.process_time() - start)
                line += (
                    f" {statistics.median(base_times) * 1000:>10.2f}ms {brute.nodes / sum(base_times):>12.0f}"
                    f" {sum(base_times) / sum(times):>6.1f}x"
                )
            print(line, flush=True)
    print(f"\nsolver and brute force disagree on {disagree} positions")
    return 1 if disagree else 0


if __name__ == "__main__":
    sys.exit(main())
