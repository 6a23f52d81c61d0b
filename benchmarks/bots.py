"""Computer-player speed: decisions per second and decision-time percentiles for each level.

Run from the repository root with the project's Python::

    python benchmarks/bots.py            # about two minutes (the strong level dominates)
    python benchmarks/bots.py --quick    # about twenty seconds, a smoke check
    python benchmarks/bots.py --selfplay # whole deals per second of four beginners, against magmacrunch-tarot

For each level and table size it plays whole deals and times every call to ``choose(view, rng)`` of
that level (the view is built before the clock starts). The random and beginner levels fill every seat;
the strong level sits at one seat against beginners, and only its own decisions are timed. Void deals
count (their bids are decisions too).

Every figure is printed beside the *engine floor* measured in the same run: the same RNG shuffles 78
cards into hands, then makes as many random picks from a pre-built Python list as the run had
decisions. No rules at all; the ratio says how many "floor picks" one decision costs.

The strong level's target: its 95th-percentile decision time stays at or under 0.5 s at the default
strength on the reference 2-core machine.

``--selfplay`` measures instead whole deals per second of four beginners as ``tarot-tui simulate`` plays them
(``bots.arena.play_deal``: every seat sees only its ``SeatView``), and, when the package ``magmacrunch-tarot``
is installed (``pip install magmacrunch-tarot``; never a dependency of the project), the hands per second that
its four computer players play with its own rules engine in the same run, on the same core. Both count CPU
time of this process (``time.process_time``), so other work on the machine does not skew the ratio. The target:
our whole deals per second at least its whole hands per second, passed-out ones included (the scored ones are
printed apart: it passes out 37% of its hands, our beginners 6-7%).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import dataclass
from typing import Any

from tarot_tui.bots import BeginnerPlayer, Player, RandomPlayer, StrongPlayer
from tarot_tui.bots.arena import play_deal
from tarot_tui.engine import TABLE_SIZES, Deal, view_for

STRONG_P95_TARGET = 0.5
"""Seconds: the strong level's 95th-percentile decision time at the default strength."""


@dataclass(slots=True)
class Timing:
    """The decision times of one level at one table size, and the floor measured for as many picks."""

    level: str
    players: int
    deals: int
    times: list[float]
    busy: list[float]
    floor: float

    @property
    def per_second(self) -> float:
        """Decisions per second."""
        return len(self.times) / sum(self.times)

    def percentile(self, q: float, busy: bool = False) -> float:
        """The ``q`` quantile of the decision times (of the decisions with a real choice when ``busy``)."""
        values = sorted(self.busy if busy else self.times)
        if not values:
            return 0.0
        return values[min(len(values) - 1, int(q * len(values)))]

    @property
    def floor_per_second(self) -> float:
        """Floor picks per second."""
        return len(self.times) / self.floor


def make(level: str, strength: float) -> Player:
    """A player of ``level``."""
    if level == "random":
        return RandomPlayer()
    if level == "beginner":
        return BeginnerPlayer()
    return StrongPlayer(strength)


def time_level(level: str, players: int, deals: int, seed: int, strength: float) -> Timing:
    """Play ``deals`` deals and time every decision of ``level``."""
    rng = random.Random(seed)
    timed = make(level, strength)
    others = BeginnerPlayer() if level == "strong" else timed
    times: list[float] = []
    busy: list[float] = []
    for number in range(deals):
        deal = Deal.new(players, number % players, rng)
        timed_seat = number % players
        while not deal.phase.is_over:
            seat = deal.to_move
            assert seat is not None
            view = view_for(deal, seat)
            player = timed if (level != "strong" or seat == timed_seat) else others
            start = time.perf_counter()
            action = player.choose(view, rng)
            elapsed = time.perf_counter() - start
            if player is timed:
                times.append(elapsed)
                if len(view.legal) > 1 or view.phase.value != "tricks":
                    busy.append(elapsed)
            deal.apply(action)
    return Timing(level, players, deals, times, busy, engine_floor(players, len(times), deals, seed))


def engine_floor(players: int, picks: int, deals: int, seed: int) -> float:
    """Seconds to shuffle 78 cards into hands ``deals`` times and make ``picks`` random list picks."""
    rng = random.Random(seed)
    pack = list(range(78))
    hand = TABLE_SIZES[players].hand
    choices = list(range(18))
    start = time.perf_counter()
    for _ in range(deals):
        rng.shuffle(pack)
        [pack[i * hand : (i + 1) * hand] for i in range(players)]
    for _ in range(picks):
        rng.choice(choices)
    return time.perf_counter() - start


# -- whole deals of self-play ------------------------------------------------------------------------------


class SelfplayOurs:
    """Whole 4-player deals of four beginners, as ``tarot-tui simulate`` plays them, a slice of CPU time at a time."""

    def __init__(self, seed: int) -> None:
        self.player = BeginnerPlayer()
        self.rng = random.Random(seed)
        self.deals = self.scored = 0
        self.cpu = 0.0

    def run(self, seconds: float) -> None:
        """Play whole deals for about ``seconds`` of CPU."""
        start = time.process_time()
        while time.process_time() - start < seconds:
            deal = Deal.new(4, self.deals % 4, self.rng)
            outcome = play_deal([self.player] * 4, deal, self.rng)
            self.deals += 1
            self.scored += outcome.taker is not None
        self.cpu += time.process_time() - start


class SelfplayMagmacrunch:
    """The same for magmacrunch-tarot's four computer players (its ``tarot.rules``)."""

    def __init__(self, seed: int, rules: Any) -> None:
        self.mr = rules
        self.game = rules.Game(random.Random(seed).random)
        self.deals = self.scored = 0
        self.cpu = 0.0

    def run(self, seconds: float) -> None:
        """Play whole hands for about ``seconds`` of CPU."""
        mr, game = self.mr, self.game
        start = time.process_time()
        while time.process_time() - start < seconds:
            self.deals += 1
            game.deal()
            while game.phase == mr.BIDDING:
                p = game.current_bidder
                result = game.bid(p, mr.ai_bid(game.hands[p], game.highest_bid, game.taker == p, game.rand))
                if isinstance(result, dict) and result.get("event") == "redeal":
                    break  # everyone passed (its phase stays BIDDING)
            if game.phase == mr.DOG_EXCHANGE:
                game.discard([c.id for c in mr.ai_discards(game.hands[game.taker])])
            while game.phase == mr.TRICK_PLAY:
                if game.poignee_offer:
                    game.declare_poignee(True)
                p = game.current
                result = game.play(p, mr.ai_card(game.hands[p], game.trick))
                if result and "round" in result:
                    self.scored += 1
            game.new_round()
            game.scores = [0.0] * 4  # no game end: keep dealing
        self.cpu += time.process_time() - start


SELFPLAY_SLICES = 10
"""The two sides take turns, a tenth of the time each: a change of the machine's load then falls on both."""


def selfplay(seconds: float, seed: int) -> int:
    """Print both self-play rates; exit 1 when we play fewer whole deals per second than magmacrunch-tarot plays
    whole hands (when it is installed)."""
    ours = SelfplayOurs(seed)
    try:
        from tarot import rules as mr  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        mr = None
    theirs = SelfplayMagmacrunch(seed, mr) if mr is not None else None
    for _ in range(SELFPLAY_SLICES):
        ours.run(seconds / SELFPLAY_SLICES)
        if theirs is not None:
            theirs.run(seconds / SELFPLAY_SLICES)
    print(
        f"tarot-tui, four beginners:        {ours.deals / ours.cpu:7.1f} deals/s, {ours.scored / ours.cpu:7.1f} "
        f"scored deals/s ({ours.deals} deals, {ours.deals - ours.scored} passed out, {ours.cpu:.1f} s CPU)"
    )
    if theirs is None:
        print("magmacrunch-tarot is not installed (pip install magmacrunch-tarot): no comparison")
        return 0
    print(
        f"magmacrunch-tarot, four computers: {theirs.deals / theirs.cpu:7.1f} hands/s, "
        f"{theirs.scored / theirs.cpu:7.1f} scored hands/s ({theirs.deals} hands, "
        f"{theirs.deals - theirs.scored} passed out, {theirs.cpu:.1f} s CPU)"
    )
    ratio = (ours.scored / ours.cpu) / (theirs.scored / theirs.cpu)
    whole = (ours.deals / ours.cpu) / (theirs.deals / theirs.cpu)
    ok = whole >= 1.0
    print(f"scored deals per second, ours / theirs: {ratio:.2f}")
    print(
        f"whole deals per second (passed-out ones included), ours / theirs: {whole:.2f}; "
        f"target >= 1: {'met' if ok else 'MISSED'}"
    )
    return 0 if ok else 1


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:9.3f} ms"


def main(argv: list[str] | None = None) -> int:
    """Time every level and print the table; exit 1 when the strong level misses its target."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer deals, a smoke check")
    parser.add_argument("--seed", type=int, default=2024, help="RNG seed (default 2024)")
    parser.add_argument("--strength", type=float, default=1.0, help="the strong level's strength (default 1.0)")
    parser.add_argument("--players", type=int, choices=(3, 4, 5), action="append", help="table size (repeatable)")
    parser.add_argument(
        "--selfplay", action="store_true", help="instead: whole deals per second of four beginners (and magmacrunch)"
    )
    parser.add_argument("--seconds", type=float, default=20.0, help="CPU seconds per side with --selfplay")
    args = parser.parse_args(argv)
    if args.selfplay:
        return selfplay(args.seconds, args.seed)
    sizes = args.players or [3, 4, 5]
    plan = {"random": 300, "beginner": 200, "strong": 8}
    if args.quick:
        plan = {"random": 40, "beginner": 30, "strong": 2}
    results = []
    print(
        f"{'level':<9} {'players':>7} {'deals':>5} {'decisions':>9} {'dec/s':>10} {'p50':>12} {'p95':>12} "
        f"{'p95 busy':>12} {'floor/s':>11} {'ratio':>7}"
    )
    for level, deals in plan.items():
        for players in sizes:
            timing = time_level(level, players, deals, args.seed, args.strength)
            results.append(timing)
            ratio = timing.floor_per_second / timing.per_second
            print(
                f"{level:<9} {players:>7} {deals:>5} {len(timing.times):>9} {timing.per_second:>10.1f} "
                f"{_ms(timing.percentile(0.5))} {_ms(timing.percentile(0.95))} "
                f"{_ms(timing.percentile(0.95, busy=True))} {timing.floor_per_second:>11.0f} {ratio:>7.0f}x",
                flush=True,
            )
    strong = [t for t in results if t.level == "strong"]
    if strong:
        all_times = sorted(x for t in strong for x in t.times)
        p95 = all_times[min(len(all_times) - 1, int(0.95 * len(all_times)))]
        worst = max(all_times)
        ok = p95 <= STRONG_P95_TARGET
        print(
            f"\nstrong (strength {args.strength}): p95 {p95:.3f} s over {len(all_times)} decisions, "
            f"max {worst:.3f} s, median {statistics.median(all_times):.3f} s; target p95 <= {STRONG_P95_TARGET} s: "
            f"{'met' if ok else 'MISSED'}"
        )
        if not ok and args.strength <= 1.0:
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
