"""Acceptance benchmark: does a table of computer players look like a real table?

Run from the repository root with the project's Python::

    nice python benchmarks/tables.py                    # about four minutes on two cores
    nice python benchmarks/tables.py --quick            # a smoke check, under a minute
    nice python benchmarks/tables.py --levels beginner --deals 2000

For each level and each table size (3, 4 and 5 players) it plays deals with every seat of that level (each
player sees only its own ``SeatView``) and prints: the share of passed-out deals (everyone passed, R4.4; a
petit sec redeal, R3.5, is not counted as a deal), the contract mix, the share of contracts made, and the
poignées (R7) and chelems (R8) per deal, with 95% intervals (Wilson) on the shares. The strong level plays
with a fixed budget (no clock, ``--strength`` scales it), so its figures do not depend on the machine.

The targets at 4 players with four players of the same level: passed-out deals at most 12%, Garde at least
30% of the contracts, contracts made between 55% and 75%. The last lines say which are met; the exit code is 1
when one is missed.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from tarot_tui.bots import BeginnerPlayer, Player, RandomPlayer, StrongPlayer
from tarot_tui.bots.arena import DealOutcome, play_deal
from tarot_tui.engine import Contract, Deal, Phase
from tarot_tui.strategy import club_count

Z95 = 1.959964
PASSED_OUT_MAX = 0.12
GARDE_MIN = 0.30
MADE_RANGE = (0.55, 0.75)


def wilson(part: int, whole: int) -> tuple[float, float]:
    """The 95% Wilson interval of the share ``part / whole``."""
    if not whole:
        return (0.0, 1.0)
    p = part / whole
    denominator = 1 + Z95**2 / whole
    centre = (p + Z95**2 / (2 * whole)) / denominator
    half = Z95 * math.sqrt(p * (1 - p) / whole + Z95**2 / (4 * whole * whole)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(slots=True)
class TableStats:
    """What ``deals`` deals of one level at one table size showed."""

    level: str
    players: int
    deals: int = 0
    passed_out: int = 0
    contracts: Counter[Contract] = field(default_factory=Counter)
    made: int = 0
    poignees: int = 0
    chelems: int = 0

    @property
    def taken(self) -> int:
        return sum(self.contracts.values())

    def add(self, outcome: DealOutcome) -> None:
        self.deals += 1
        if outcome.contract is None:
            self.passed_out += 1
            return
        self.contracts[outcome.contract] += 1
        self.made += outcome.made
        self.poignees += outcome.poignees
        self.chelems += outcome.chelem


def make(level: str, strength: float, options: dict[str, float] | None = None) -> Player:
    """A player of ``level``; ``options`` go to the strong level's ``StrongPlayer`` (``--option``)."""
    if level == "random":
        return RandomPlayer()
    if level == "beginner":
        return BeginnerPlayer()
    return StrongPlayer(strength, time_limit=None, **(options or {}))  # type: ignore[arg-type]


def play_range(task: tuple[str, int, int, int, int, float, dict[str, float]]) -> list[tuple[int, DealOutcome]]:
    """Deals ``first`` .. ``first + count - 1`` of a run, each with its number (a petit sec redeal is skipped, not
    counted)."""
    level, players, first, count, seed, strength, options = task
    player = make(level, strength, options)
    line_up = [player] * players
    out = []
    for number in range(first, first + count):
        deal = Deal.new(players, number % players, random.Random(f"deal:{seed}:{players}:{number}"))
        if deal.phase is Phase.VOID:
            continue  # petit sec (R3.5): redealt, not a deal of the table
        out.append((number, play_deal(line_up, deal, random.Random(f"play:{seed}:{players}:{number}"))))
    return out


def measure(
    level: str,
    players: int,
    deals: int,
    seed: int,
    strength: float,
    jobs: int,
    options: dict[str, float] | None = None,
    start: int = 0,
    dump: list[tuple[int, DealOutcome]] | None = None,
) -> TableStats:
    """Deals ``start`` .. ``start + deals - 1`` of the run of ``seed`` (so two runs can split one range); each deal's
    number and outcome are appended to ``dump`` when one is given."""
    stats = TableStats(level, players)
    chunk = max(1, math.ceil(deals / (4 * jobs)))
    extra = options or {}
    end = start + deals
    tasks = [
        (level, players, first, min(chunk, end - first), seed, strength, extra) for first in range(start, end, chunk)
    ]
    if jobs == 1:
        for outcomes in map(play_range, tasks):
            for number, outcome in outcomes:
                stats.add(outcome)
                if dump is not None:
                    dump.append((number, outcome))
        return stats
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for outcomes in pool.map(play_range, tasks):
            for number, outcome in outcomes:
                stats.add(outcome)
                if dump is not None:
                    dump.append((number, outcome))
    return stats


def write_dump(path: str, level: str, players: int, rows: list[tuple[int, DealOutcome]]) -> None:
    """Append one line a deal to ``path`` (tab-separated: level, players, deal number, taker slot, contract, made,
    the taker's score), so that two runs on the same deals can be compared deal by deal (``void`` for a passed-out
    deal, its score 0)."""
    with open(path, "a", encoding="utf-8") as out:
        for number, outcome in rows:
            taker = "-" if outcome.taker is None else str(outcome.taker)
            contract = "void" if outcome.contract is None else outcome.contract.name
            score = 0 if outcome.taker is None else outcome.scores[outcome.taker]
            out.write(f"{level}\t{players}\t{number}\t{taker}\t{contract}\t{int(outcome.made)}\t{score}\n")


def _share(part: int, whole: int) -> str:
    if not whole:
        return "–"
    low, high = wilson(part, whole)
    return f"{100 * part / whole:5.1f}% [{100 * low:4.1f}, {100 * high:4.1f}]"


def main(argv: list[str] | None = None) -> int:
    """Play, print the table and the verdict on the 4-player targets."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true", help="fewer deals: a smoke check")
    parser.add_argument("--levels", default="beginner,strong", help="levels, comma-separated (default beginner,strong)")
    parser.add_argument("--deals", type=int, default=None, help="deals per table of beginners (default 2000)")
    parser.add_argument("--strong-deals", type=int, default=None, help="deals per table of strong players (default 40)")
    parser.add_argument("--strength", type=float, default=0.25, help="the strong level's fixed budget (default 0.25)")
    parser.add_argument("--seed", type=int, default=16, help="RNG seed (default 16)")
    parser.add_argument("--jobs", type=int, default=2, help="processes (default 2)")
    parser.add_argument("--players", type=int, choices=(3, 4, 5), action="append", help="table size (repeatable)")
    parser.add_argument(
        "--thresholds",
        metavar="P/G/L",
        help="try other bidding thresholds: the Prise and Garde confidence and the last chance, e.g. 0.3/0.45/0.1",
    )
    parser.add_argument("--first", type=int, default=0, help="the first deal number (default 0)")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a StrongPlayer keyword for the strong level (repeatable), e.g. bid_pool=1",
    )
    parser.add_argument(
        "--dump", metavar="FILE", help="append each deal's outcome (number, taker, contract, made) to FILE"
    )
    args = parser.parse_args(argv)
    options = {name: float(value) for name, _, value in (o.partition("=") for o in args.option)}
    if options:
        print(f"strong level options: {options}")
    if args.thresholds:
        prise, garde, last = (float(x) for x in args.thresholds.split("/"))
        club_count.BID_CONFIDENCE[Contract.PRISE] = prise
        club_count.BID_CONFIDENCE[Contract.GARDE] = garde
        club_count.LAST_CHANCE = last  # read at each bid, so the playouts and every process see it (fork)
        print(f"thresholds: Prise {prise:.0%}, Garde {garde:.0%}, last chance {last:.0%}")
    sizes = args.players or [3, 4, 5]
    plan = {"random": 2000, "beginner": 2000, "strong": 40}
    if args.quick:
        plan = {"random": 200, "beginner": 200, "strong": 4}
    if args.deals is not None:
        plan["random"] = plan["beginner"] = args.deals
    if args.strong_deals is not None:
        plan["strong"] = args.strong_deals
    levels = [level.strip() for level in args.levels.split(",")]
    budget = int(24_000 * args.strength)
    print(f"strong level: a fixed budget of {budget} simulated card plays per decision (strength {args.strength})")
    header = (
        f"{'level':<9}{'pl':>3}{'deals':>6}  {'passed out':<22}{'Prise':>7}{'Garde':>7}{'G.sans':>7}{'G.contre':>9}"
        f"  {'made':<22}{'poignées/deal':>14}{'chelems/deal':>13}"
    )
    print(header)
    print("-" * len(header))
    verdicts = []
    for level in levels:
        for players in sizes:
            rows: list[tuple[int, DealOutcome]] | None = [] if args.dump else None
            s = measure(level, players, plan[level], args.seed, args.strength, args.jobs, options, args.first, rows)
            if args.dump and rows is not None:
                write_dump(args.dump, level, players, rows)
            taken = s.taken or 1
            mix = [s.contracts[c] / taken for c in Contract]
            print(
                f"{level:<9}{players:>3}{s.deals:>6}  {_share(s.passed_out, s.deals):<22}"
                + "".join(f"{100 * m:>6.1f}%" for m in mix[:3])
                + f"{100 * mix[3]:>8.1f}%"
                + f"  {_share(s.made, s.taken):<22}"
                + f"{s.poignees / max(1, s.deals):>14.3f}{s.chelems / max(1, s.deals):>13.4f}",
                flush=True,
            )
            if players == 4:
                passed = s.passed_out / max(1, s.deals)
                garde = mix[1]
                made = s.made / max(1, s.taken)
                verdicts.append(
                    (
                        level,
                        [
                            (
                                f"passed out {100 * passed:.1f}% <= {100 * PASSED_OUT_MAX:.0f}%",
                                passed <= PASSED_OUT_MAX,
                            ),
                            (f"Garde {100 * garde:.1f}% >= {100 * GARDE_MIN:.0f}%", garde >= GARDE_MIN),
                            (
                                f"made {100 * made:.1f}% in [{100 * MADE_RANGE[0]:.0f}%, {100 * MADE_RANGE[1]:.0f}%]",
                                MADE_RANGE[0] <= made <= MADE_RANGE[1],
                            ),
                        ],
                    )
                )
    print()
    ok = True
    for level, checks in verdicts:
        print(f"4 {level} players: " + "; ".join(f"{text} {'met' if good else 'MISSED'}" for text, good in checks))
        ok = ok and all(good for _, good in checks)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
