"""Is the strong level's chance at the bid calibrated? Its chance of making a Prise against the share of forced Prises
made, played out by four strong players and by four beginners (issue 28, the bid's half).

Run from the repository root with the project's Python::

    nice -n 19 python benchmarks/bid_calibration.py --deals 40 --dump cal.tsv     # 4 players, seed 16, strength 0.25
    python benchmarks/bid_calibration.py --report cal.tsv                          # the curve and Brier scores again

For each seat of deals ``--first`` .. ``--first + --deals - 1`` of ``benchmarks/tables.py``'s run (the same seeds, a
petit sec redeal skipped), the seats before it passing (R4.2), it records the strong level's ``bid_chances`` (strength
``--strength``, no clock, any ``--option NAME=VALUE`` of ``StrongPlayer``) and the club count's chance
(``club_count.chances_of``, the beginner's), then forces a Prise on that seat (every later seat passes) and plays the
deal out twice from there: four beginners (always) and four strong players (when the level's Prise chance is at least
``--min-chance``: the hands below are not near a threshold, and a strong deal costs about 15 s of CPU at strength
0.25). The chance recorded is the one the level bids from, its margin of standard errors taken off
(``bid_margin``); ``--option bid_margin=0`` records the playouts' share itself, as docs/bots.md measured it. A Prise
and a Garde play the same cards with the same chien (R4.1, R6.1), so the forced Prise's outcome is the Garde's too.

The report gives, by bucket of the level's Prise chance, the share of forced Prises made by each table with its 95%
Wilson interval, and the Brier score of each chance (the level's Prise and Garde chances, the club count's) against
each table's outcome on the hands both were played on.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

from tables import wilson  # benchmarks/ is on the path when a script here runs
from tarot_tui.bots import BeginnerPlayer, Player, StrongPlayer
from tarot_tui.bots.arena import play_deal
from tarot_tui.engine import PASS, Bid, Contract, Deal, Phase, cardset, view_for
from tarot_tui.strategy.club_count import chances_of, seat_count

BUCKETS = (0.0, 0.05, 0.10, 0.18, 0.25, 0.35, 0.45, 0.60, 0.80, 1.01)
COLUMNS = ("deal", "seat", "order", "prise", "garde", "count_prise", "count_garde", "beginners", "strong")


def forced_prise(deal: Deal, seat: int) -> Deal:
    """``deal`` (the seats before ``seat`` already passed) with a Prise from ``seat`` and every later seat passing."""
    forced = deal.copy()
    forced.apply(Bid(Contract.PRISE))
    while forced.phase is Phase.BIDDING:
        forced.apply(PASS)
    return forced


def measure_deal(task: tuple[int, int, int, float, float, dict[str, float]]) -> list[list[str]]:
    """The rows of one deal: one per seat, in speaking order."""
    players, seed, number, strength, min_chance, options = task
    deal = Deal.new(players, number % players, random.Random(f"deal:{seed}:{players}:{number}"))
    if deal.phase is Phase.VOID:
        return []  # petit sec (R3.5): redealt
    level = StrongPlayer(strength, time_limit=None, **options)  # type: ignore[arg-type]
    rows = []
    for order in range(players):
        seat = deal.to_move
        assert seat is not None
        view = view_for(deal, seat)
        chances = level.bid_chances(view, random.Random(f"bid:{seed}:{number}:{seat}"))
        _, total = seat_count(cardset(view.hand), players, seat, deal.dealer, None)
        count = chances_of(total, players, [Contract.PRISE, Contract.GARDE])
        forced = forced_prise(deal, seat)
        beginners: list[Player] = [BeginnerPlayer()] * players
        by_beginners = play_deal(beginners, forced.copy(), random.Random(f"play:{seed}:{number}:{seat}")).made
        strong = ""
        prise = chances.get(Contract.PRISE, 0.0)
        if prise >= min_chance:
            # A fresh player, so no chain carries over from another forced deal.
            table: list[Player] = [StrongPlayer(strength, time_limit=None, **options)] * players  # type: ignore[arg-type]
            strong = str(int(play_deal(table, forced.copy(), random.Random(f"play:{seed}:{number}:{seat}")).made))
        rows.append(
            [
                str(number),
                str(seat),
                str(order),
                f"{prise:.4f}",
                f"{chances.get(Contract.GARDE, 0.0):.4f}",
                f"{count[Contract.PRISE]:.4f}",
                f"{count[Contract.GARDE]:.4f}",
                str(int(by_beginners)),
                strong,
            ]
        )
        deal.apply(PASS)
    return rows


def brier(pairs: Sequence[tuple[float, int]]) -> float:
    """The mean squared error of the chances against the outcomes."""
    return sum((p - y) ** 2 for p, y in pairs) / len(pairs)


def report(rows: list[dict[str, str]]) -> None:
    """Print the calibration curve and the Brier scores."""
    strong_rows = [r for r in rows if r["strong"] != ""]
    print(f"{len(rows)} hands, {len(strong_rows)} of them played out by four strong players")
    print()
    print("| level's Prise chance | hands | mean chance | beginners made | strong hands | mean chance | strong made |")
    print("|---|---|---|---|---|---|---|")
    for low, high in itertools.pairwise(BUCKETS):
        inside = [r for r in rows if low <= float(r["prise"]) < high]
        if not inside:
            continue
        made = sum(int(r["beginners"]) for r in inside)
        b_low, b_high = wilson(made, len(inside))
        mean = sum(float(r["prise"]) for r in inside) / len(inside)
        cells = [
            f"{100 * low:.0f}-{min(100, 100 * high):.0f}%",
            str(len(inside)),
            f"{100 * mean:.0f}%",
            f"{100 * made / len(inside):.0f}% [{100 * b_low:.0f}, {100 * b_high:.0f}]",
        ]
        played = [r for r in inside if r["strong"] != ""]
        if played:
            s_made = sum(int(r["strong"]) for r in played)
            s_low, s_high = wilson(s_made, len(played))
            s_mean = sum(float(r["prise"]) for r in played) / len(played)
            cells += [
                str(len(played)),
                f"{100 * s_mean:.0f}%",
                f"{100 * s_made / len(played):.0f}% [{100 * s_low:.0f}, {100 * s_high:.0f}]",
            ]
        else:
            cells += ["0", "–", "–"]
        print("| " + " | ".join(cells) + " |")
    print()
    if not strong_rows:
        print("No hand was played out by four strong players: no Brier scores (lower --min-chance or add deals).")
        return
    print("Brier scores on the hands played out by four strong players (lower is better):")
    for name in ("prise", "garde", "count_prise"):
        on_strong = brier([(float(r[name]), int(r["strong"])) for r in strong_rows])
        on_beginners = brier([(float(r[name]), int(r["beginners"])) for r in strong_rows])
        print(f"  {name:12} against the strong table {on_strong:.4f}, against the beginners {on_beginners:.4f}")
    chance = sum(float(r["prise"]) for r in strong_rows) / len(strong_rows)
    strong_made = sum(int(r["strong"]) for r in strong_rows)
    beginners_made = sum(int(r["beginners"]) for r in strong_rows)
    n = len(strong_rows)
    s_low, s_high = wilson(strong_made, n)
    b_low, b_high = wilson(beginners_made, n)
    print(
        f"  on those hands: mean Prise chance {100 * chance:.1f}%, made by the strong table "
        f"{100 * strong_made / n:.1f}% [{100 * s_low:.1f}, {100 * s_high:.1f}], by the beginners "
        f"{100 * beginners_made / n:.1f}% [{100 * b_low:.1f}, {100 * b_high:.1f}]"
    )


def read(paths: Sequence[str]) -> list[dict[str, str]]:
    """The rows of ``--dump`` files."""
    rows = []
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("#") or not line.strip():
                    continue
                values = line.rstrip("\n").split("\t")
                if values[0] == "deal":
                    continue
                rows.append(dict(zip(COLUMNS, values, strict=True)))
    return rows


def main(argv: list[str] | None = None) -> int:
    """Measure (or report on earlier dumps) and print the curve."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--players", type=int, choices=(3, 4, 5), default=4)
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--first", type=int, default=0, help="the first deal number (default 0)")
    parser.add_argument("--seed", type=int, default=16, help="the deals of benchmarks/tables.py's run (default 16)")
    parser.add_argument("--strength", type=float, default=0.25)
    parser.add_argument("--min-chance", type=float, default=0.08, help="strong play-outs from this Prise chance")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a StrongPlayer option")
    parser.add_argument("--dump", metavar="FILE", help="write a row a hand to FILE (as it goes)")
    parser.add_argument("--report", nargs="+", metavar="FILE", help="report on earlier dumps without playing")
    args = parser.parse_args(argv)
    if args.report:
        report(read(args.report))
        return 0
    options = {name: float(value) for name, value in (o.split("=", 1) for o in args.option)}
    tasks = [
        (args.players, args.seed, n, args.strength, args.min_chance, options)
        for n in range(args.first, args.first + args.deals)
    ]
    rows: list[list[str]] = []
    handle = open(args.dump, "w", encoding="utf-8") if args.dump else None  # noqa: SIM115
    try:
        if handle:
            handle.write(
                f"# players={args.players} seed={args.seed} strength={args.strength} first={args.first} "
                f"min_chance={args.min_chance} " + " ".join(f"option:{k}={v}" for k, v in options.items()) + "\n"
            )
            handle.write("\t".join(COLUMNS) + "\n")
        if args.jobs == 1:
            results = map(measure_deal, tasks)
            for deal_rows in results:
                _keep(deal_rows, rows, handle)
        else:
            with ProcessPoolExecutor(max_workers=args.jobs) as pool:
                for deal_rows in pool.map(measure_deal, tasks):
                    _keep(deal_rows, rows, handle)
    finally:
        if handle:
            handle.close()
    report([dict(zip(COLUMNS, row, strict=True)) for row in rows])
    return 0


def _keep(deal_rows: list[list[str]], rows: list[list[str]], handle: object) -> None:
    rows.extend(deal_rows)
    if handle is not None:
        for row in deal_rows:
            handle.write("\t".join(row) + "\n")  # type: ignore[attr-defined]
        handle.flush()  # type: ignore[attr-defined]
    print(f"deal {deal_rows[0][0] if deal_rows else '?'}: {len(rows)} hands", file=sys.stderr, flush=True)


if __name__ == "__main__":
    sys.exit(main())
