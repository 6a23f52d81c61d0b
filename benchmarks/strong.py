"""How much the strong level wins: duplicate matches of one player against a field, at 3, 4 and 5 players.

Run from the repository root with the project's Python::

    python benchmarks/strong.py --players 4 --boards 40 --jobs 2               # strong vs 3 beginners
    python benchmarks/strong.py --players 4 --boards 40 --hero strong --field strong-plain
    python benchmarks/strong.py --players 3 --boards 100 --hero beginner --field random
    python benchmarks/strong.py --quick                                         # a smoke check
    python benchmarks/strong.py --players 4 --timing 4 --seed 5                 # decision times, cap on
    python benchmarks/strong.py --players 4 --boards 40 --breakdown             # where the hero gains
    python benchmarks/strong.py --players 4 --audit 60 --strength 0.25          # its cards against the beginner's
    python benchmarks/strong.py --players 4 --boards 100 --dump B.tsv --paired A.tsv  # this run minus A, per board
    python benchmarks/strong.py --paired A.tsv B.tsv                            # two earlier runs: B minus A

Each board is one shuffled deal played once per rotation of the seats (duplicate play): the hero sits
in every seat in turn against the same cards, so card luck cancels. The figure is the hero's mean score
per deal (mean over the rotations of a board, then over boards) with a 95% interval (normal, 1.96 ×
the standard error over boards).

``--paired`` compares two runs board by board (``--dump`` files of the same ``--players`` and ``--seed``, so the
same boards): the mean of the per-board differences over the boards both have, with its 95% interval. Card luck
cancels in the difference, so its interval is narrower than the two runs' own.

``--audit DEALS`` looks at the strong level's card decisions one at a time instead: beginners play each deal, and
at every card decision of the strong seat (a different seat each deal) where the strong level would play another
card than the beginner, both cards are valued on the real deal played out by beginners for every seat from what
the table has seen (``rollout.public_card``: the game the field really plays), and the difference is shown by role
(taker, defender), lead or follow and stage of the deal. The beginner's card is then played, so every deviation is
valued from the same position as the beginner's card (a one-step comparison).

Players: ``random``, ``beginner``, ``strong`` (this level: weighted worlds and the end-of-deal solver),
``strong-plain`` (the same search with uniform worlds and heuristic playouts only: the strong level
before the solver) and ``strong-open`` (the strong level whose every sampled deal is the true deal: it sees all
the hidden cards, nothing else changes; against beginners it gives the open-cards bound of the search, what it
would win if its worlds were perfect. Benchmark only: it cheats, so no level of the app or ``simulate`` plays it),
``strong-openbid`` (the true deal for its bids only, honest sampling after the bidding) and ``strong-openplay``
(honest bids, the true deal in every decision after the bidding): where the open hero's gain comes from.
The strong levels run on a fixed budget (``--strength`` × 24,000 simulated plays and solver positions per
decision, no clock), so a run is reproducible whatever the machine's load.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Sequence

from tarot_tui.bots import BeginnerPlayer, Player, RandomPlayer, StrongPlayer
from tarot_tui.bots.arena import DealOutcome, play_deal
from tarot_tui.bots.beginner import beginner_card
from tarot_tui.bots.rollout import public_card
from tarot_tui.bots.strong import ROOT_SOLVE
from tarot_tui.bots.worlds import WorldSampler
from tarot_tui.engine import Action, Camp, CardSet, Deal, Phase, Play, SeatView, cardset, view_for

LEVELS = (
    "random",
    "beginner",
    "strong",
    "strong-plain",
    "strong-open",
    "strong-openbid",
    "strong-openplay",
    "strong-bid",
    "strong-cards",
    "strong-taker",
    "strong-defence",
)


class Mixed:
    """The strong level for some decisions and the beginner for the others, to find where the strong level's
    points come from: ``strong-bid`` bids as the strong level and does everything else as the beginner,
    ``strong-cards`` the reverse (the beginner's bids, the strong level's call, écart, chelem, poignée and cards),
    ``strong-taker`` the strong level only as taker after the bidding (call, écart, chelem, poignée, cards),
    ``strong-defence`` only for the card decisions (and poignée) of a seat that is not the taker."""

    def __init__(self, kind: str, strong: StrongPlayer) -> None:
        self.kind = kind
        self.strong = strong
        self.beginner = BeginnerPlayer()

    @property
    def level(self) -> str:
        return self.kind

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        bidding = view.phase is Phase.BIDDING
        if self.kind == "strong-bid":
            use = bidding
        elif self.kind == "strong-cards":
            use = not bidding
        elif self.kind == "strong-taker":
            use = not bidding and view.seat == view.taker
        else:
            use = view.phase is Phase.TRICKS and view.seat != view.taker
        return (self.strong if use else self.beginner).choose(view, rng)


class OpenWorlds(WorldSampler):
    """A sampler whose every sample is the true placement of the hidden cards of ``deal`` (the deal being played,
    at the point of ``view``): the other hands, and in the extra place the hidden chien (before it is shown, or all
    deal long in a Garde sans or contre, R6.3, R6.4) or, for a defender after a shown chien, the taker's écart."""

    def __init__(self, view: SeatView, deal: Deal) -> None:
        """Check that ``view`` is ``deal``'s view for its seat, and take the hidden cards from ``deal``."""
        super().__init__(view)
        assert view.seat is not None
        if deal.phase is not view.phase or deal.hands[view.seat] != cardset(view.hand):
            raise ValueError("the deal is not at the point of the view")
        extra = deal.chien
        if deal.taker is not None and deal.contract is not None and deal.contract.chien_shown:
            extra = deal.ecart if view.phase not in (Phase.BIDDING, Phase.CALL, Phase.DISCARD) else deal.chien
        self.truth: list[CardSet] = [*deal.hands, extra]

    def sample(self, rng: random.Random) -> list[CardSet]:
        """The true placement (``rng`` is not used)."""
        return list(self.truth)

    def weighted_sample(self, rng: random.Random, tries: int = 20) -> list[CardSet]:
        """The true placement: its weight does not matter, there is no other."""
        return list(self.truth)


OPEN_WORLDS = 4
"""Worlds per decision of ``strong-open``. Its worlds are all the same deal, and the playouts and the solver are
deterministic, so every world gives the same values: 4 worlds (the strong level's ``min_worlds``, and enough for
``trusted_choice``, whose paired differences are then all equal) decide as the whole budget would, at a fraction
of its cost (tested). So ``--strength`` does not change what ``strong-open`` plays."""


class OpenStrong:
    """``strong-open``: the strong level whose worlds are the true deal (``OpenWorlds``). ``deal`` must be set to
    the deal being played before it is asked (``board`` does it)."""

    def __init__(self, strength: float, options: dict[str, float] | None = None, worlds: int = OPEN_WORLDS) -> None:
        """The strong level on the fixed budget, sampling ``OpenWorlds`` of ``self.deal``, at most ``worlds`` of
        them a decision."""
        self.deal: Deal | None = None
        self.strong = StrongPlayer(
            strength,
            time_limit=None,
            max_worlds=worlds,
            worlds=self.worlds,
            **(options or {}),  # type: ignore[arg-type]
        )

    @property
    def level(self) -> str:
        return "strong-open"

    def worlds(self, view: SeatView) -> WorldSampler:
        """The true deal's sampler for ``view``."""
        if self.deal is None:
            raise ValueError("strong-open needs the deal being played")
        return OpenWorlds(view, self.deal)

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        return self.strong.choose(view, rng)


class PhaseOpenStrong:
    """``strong-openbid`` and ``strong-openplay``: where the hidden cards cost the strong level, at the bid or in
    play. ``strong-openbid`` decides its bids (the bidding phase, R4) on the true deal as ``strong-open`` does and
    everything after the bidding (call, écart, chelem, poignée, cards) on honestly sampled deals as ``strong``
    does; ``strong-openplay`` the reverse (honest bids, the true deal in every decision after the bidding).

    One worlds factory (``worlds``) picks the sampler by the view's phase, and each decision is made by one of two
    strong players sharing it: on an open decision one limited to ``OPEN_WORLDS`` worlds (they are all the true
    deal, so that many decide as the whole budget would, as for ``strong-open``), on an honest one the level as it
    is (its own ``max_worlds``). ``deal`` must be set to the deal being played before it is asked (``board`` does
    it)."""

    def __init__(self, kind: str, strength: float, options: dict[str, float] | None = None) -> None:
        """``kind`` is ``strong-openbid`` or ``strong-openplay``; the strong players run on the fixed budget."""
        if kind not in ("strong-openbid", "strong-openplay"):
            raise ValueError(f"unknown kind {kind!r}")
        self.kind = kind
        self.deal: Deal | None = None
        extra = options or {}
        self.open = StrongPlayer(
            strength,
            time_limit=None,
            max_worlds=OPEN_WORLDS,
            worlds=self.worlds,
            **extra,  # type: ignore[arg-type]
        )
        # The honest decisions are the level's own, its carried chain included (it samples without the seam).
        self.honest = StrongPlayer(strength, time_limit=None, **extra)  # type: ignore[arg-type]

    @property
    def level(self) -> str:
        return self.kind

    def sees(self, view: SeatView) -> bool:
        """Whether the decision at ``view`` is made on the true deal: a bid for ``strong-openbid``, any decision
        after the bidding for ``strong-openplay``."""
        return (view.phase is Phase.BIDDING) == (self.kind == "strong-openbid")

    def worlds(self, view: SeatView) -> WorldSampler:
        """The true deal's sampler for an open decision, the honest ``WorldSampler`` otherwise."""
        if not self.sees(view):
            return WorldSampler(view)
        if self.deal is None:
            raise ValueError(f"{self.kind} needs the deal being played")
        return OpenWorlds(view, self.deal)

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        return (self.open if self.sees(view) else self.honest).choose(view, rng)


def make(level: str, strength: float, options: dict[str, float] | None = None) -> Player:
    """A player of ``level`` (see the module docstring); ``options`` go to a strong hero's ``StrongPlayer``."""
    if level == "random":
        return RandomPlayer()
    if level == "beginner":
        return BeginnerPlayer()
    if level == "strong":
        return StrongPlayer(strength, time_limit=None, **(options or {}))  # type: ignore[arg-type]
    if level == "strong-open":
        return OpenStrong(strength, options)
    if level in ("strong-openbid", "strong-openplay"):
        return PhaseOpenStrong(level, strength, options)
    if level == "strong-plain":
        return StrongPlayer(strength, time_limit=None, weighted=False, solve=False, margin=0, search_call=True)
    if level.startswith("strong-"):
        return Mixed(level, StrongPlayer(strength, time_limit=None, **(options or {})))  # type: ignore[arg-type]
    raise ValueError(f"unknown level {level!r}")


Case = tuple[str, str, bool, int]
"""One rotation of a board against the field's own table on the same cards (``--breakdown``): the hero's role
("takes", "defends", "passed out"), the role of a field player in the hero's seat at a table of the field
only, whether the contract (taker and bid) was the same, and the hero's score minus that player's."""


def role(outcome: DealOutcome) -> str:
    """Slot 0's part in a deal: it took, it defended (or partnered, at 5), or everyone passed."""
    if outcome.taker is None:
        return "passed out"
    return "takes" if outcome.taker == 0 else "defends"


def board(
    task: tuple[str, str, int, int, int, float, bool, dict[str, float]],
) -> tuple[float, int, int, list[Case]]:
    """The hero's mean score over the rotations of one board, its takes and contracts made, and with
    ``breakdown`` each rotation compared with the field alone on the same cards."""
    hero, field, players, number, seed, strength, breakdown, options = task
    line_up = [make(hero, strength, options)] + [make(field, strength) for _ in range(players - 1)]
    field_only = [line_up[1]] * players
    total = 0
    takes = made = 0
    cases: list[Case] = []
    for rotation in range(players):
        deal = Deal.new(players, number % players, random.Random(f"deal:{seed}:{number}"))
        rng = random.Random(f"play:{seed}:{number}:{rotation}")
        for player in line_up:
            if isinstance(player, (OpenStrong, PhaseOpenStrong)):
                player.deal = deal  # the open hero sees the deal it plays
        outcome = play_deal(line_up, deal, rng, rotation)
        total += outcome.scores[0]
        if outcome.taker == 0:
            takes += 1
            made += outcome.made
        if breakdown:
            deal = Deal.new(players, number % players, random.Random(f"deal:{seed}:{number}"))
            alone = play_deal(field_only, deal, random.Random(f"play:{seed}:{number}:{rotation}"), rotation)
            same = (outcome.taker, outcome.contract) == (alone.taker, alone.contract)
            cases.append((role(outcome), role(alone), same, outcome.scores[0] - alone.scores[0]))
    return total / players, takes, made, cases


def print_breakdown(results: list[tuple[float, int, int, list[Case]]], players: int) -> None:
    """Where the hero's lead comes from: per kind of rotation, how often and how much per deal it adds."""
    groups: dict[tuple[str, str, bool], list[int]] = {}
    for _, _, _, cases in results:
        for hero_role, field_role, same, difference in cases:
            groups.setdefault((hero_role, field_role, same), []).append(difference)
    boards = len(results)
    print("  where the lead comes from (hero's role | a field player's role in that seat, field alone):")
    for (hero_role, field_role, same), diffs in sorted(groups.items(), key=lambda kv: -abs(sum(kv[1]))):
        contract = "same contract" if same else "other contract"
        print(
            f"    hero {hero_role:<10} | field {field_role:<10} {contract:<14} {len(diffs):>5} rotations:"
            f" {sum(diffs) / players / boards:+6.1f} per deal (mean {statistics.fmean(diffs):+.1f})"
        )


def timing(players: int, deals: int, seed: int, strength: float, options: dict[str, float] | None = None) -> None:
    """Time the strong level's decisions at its default time cap (as in the app), wall clock and CPU (``options``:
    keyword arguments of its ``StrongPlayer``)."""
    rng = random.Random(seed)
    strong = StrongPlayer(strength, **(options or {}))  # type: ignore[arg-type]
    field = BeginnerPlayer()
    cpu: list[float] = []
    wall: list[float] = []
    # The deals each card decision with a choice searched under the cap (its sampler's ``world`` calls).
    searched: list[int] = []
    searched_taker: list[int] = []  # of them the taker's (``taker_solve`` changes only those)
    worlds_made = [0]
    make_sampler = strong.worlds

    def counting(view: SeatView) -> WorldSampler:
        sampler = make_sampler(view)
        inner = sampler.world

        def world(rng: random.Random, *, weighted: bool = False) -> Deal:
            worlds_made[0] += 1
            return inner(rng, weighted=weighted)

        sampler.world = world  # type: ignore[method-assign]
        return sampler

    strong.worlds = counting
    for number in range(deals):
        deal = Deal.new(players, number % players, rng)
        while not deal.phase.is_over:
            seat = deal.to_move
            assert seat is not None
            view = view_for(deal, seat)
            if seat == number % players:
                worlds_made[0] = 0
                c, w = time.process_time(), time.perf_counter()
                action = strong.choose(view, rng)
                cpu.append(time.process_time() - c)
                wall.append(time.perf_counter() - w)
                if view.phase is Phase.TRICKS and len(view.legal) > 1 and worlds_made[0]:
                    searched.append(worlds_made[0])
                    if seat == view.taker:
                        searched_taker.append(worlds_made[0])
            else:
                action = field.choose(view, rng)
            deal.apply(action)

    def q(values: list[float], p: float) -> float:
        return sorted(values)[min(len(values) - 1, int(p * len(values)))]

    print(
        f"strong (strength {strength}, time cap on{f', options {options}' if options else ''}), {players} players,"
        f" {deals} deals, {len(wall)} decisions"
    )
    print(f"  wall clock: median {q(wall, 0.5):.3f} s, p95 {q(wall, 0.95):.3f} s, max {max(wall):.3f} s")
    print(f"  CPU time:   median {q(cpu, 0.5):.3f} s, p95 {q(cpu, 0.95):.3f} s, max {max(cpu):.3f} s")
    if searched:
        print(
            f"  deals searched a card decision with a choice: mean {statistics.fmean(searched):.1f},"
            f" median {q([float(n) for n in searched], 0.5):.0f} ({len(searched)} decisions)"
        )
    if searched_taker:
        print(
            f"  of them the taker's: mean {statistics.fmean(searched_taker):.1f},"
            f" median {q([float(n) for n in searched_taker], 0.5):.0f} ({len(searched_taker)} decisions)"
        )


def played_out(deal: Deal, seat: int, card: int) -> int:
    """``seat``'s score when it plays ``card`` in ``deal`` and beginners play the rest from what they have seen."""
    deal = deal.copy()
    deal.play_unchecked(card)
    while deal.phase is Phase.TRICKS:
        deal.play_unchecked(public_card(deal))
    return deal.scores[seat] if deal.scores is not None else 0


def audit(players: int, deals: int, seed: int, strength: float) -> None:
    """Value the strong level's cards against the beginner's, one decision at a time (see the module docstring)."""
    strong = StrongPlayer(strength, time_limit=None)
    field = BeginnerPlayer()
    decisions: dict[str, int] = {}
    gains: dict[str, list[int]] = {}
    for number in range(deals):
        deal = Deal.new(players, number // players % players, random.Random(f"deal:{seed}:{number}"))
        rng = random.Random(f"play:{seed}:{number}")
        hero = number % players  # every seat in turn, and every place from the dealer
        while not deal.phase.is_over:
            seat = deal.to_move
            assert seat is not None
            view = view_for(deal, seat)
            action = field.choose(view, rng)
            if seat == hero and deal.phase is Phase.TRICKS and isinstance(action, Play) and len(view.legal) > 1:
                left = len(view.hand)
                stage = "solved" if left <= ROOT_SOLVE[players] else ("early" if left > 10 else "middle")
                role = (
                    "taker" if seat == deal.taker else ("partner" if deal.camp_of(seat) is Camp.ATTACK else "defender")
                )
                key = f"{role:<8} {'lead' if not deal.trick_cards else 'follow':<6} {stage}"
                decisions[key] = decisions.get(key, 0) + 1
                choice = strong.choose(view, random.Random(f"audit:{seed}:{number}:{len(deal.tricks)}"))
                club = beginner_card(view)
                if isinstance(choice, Play) and choice.card != club:
                    gains.setdefault(key, []).append(played_out(deal, seat, choice.card) - played_out(deal, seat, club))
            deal.apply(action)
    print(f"strong (strength {strength}) against the beginner's card, {players} players, {deals} deals, seed {seed}")
    print("  the strong card minus the beginner's, valued on the real deal played out by beginners (one step):")
    for key in sorted(decisions):
        diffs = gains.get(key, [])
        mean, half = mean_and_half(diffs) if diffs else (0.0, math.inf)
        interval = f" [{mean - half:+.1f}, {mean + half:+.1f}]" if len(diffs) > 1 else ""
        print(
            f"    {key:<24} {decisions[key]:>5} decisions, {len(diffs):>4} other cards: {mean:+7.1f} each"
            f"{interval:<17} {sum(diffs) / deals:+6.2f} per deal"
        )


def mean_and_half(values: Sequence[float]) -> tuple[float, float]:
    """The mean of ``values`` and the half-width of its 95% interval (normal; infinite for one value)."""
    mean = statistics.fmean(values)
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf


def interval_text(mean: float, half: float, count: int) -> str:
    """The 95% interval as printed; none from a single board (its spread is unknown)."""
    if count < 2:
        return "no interval from a single board"
    return f"95% interval [{mean - half:+.1f}, {mean + half:+.1f}]"


def print_result(means: Sequence[float], takes: int, made: int, deals: int, tail: str = "") -> None:
    """The hero's mean per deal over boards with its 95% interval, and its takes (``tail`` ends the last line)."""
    mean, half = mean_and_half(means)
    print(f"  hero's mean per deal {mean:+.1f}, {interval_text(mean, half, len(means))}")
    print(
        f"  hero took {takes} of {deals} deals ({100 * takes / deals:.0f}%),"
        f" made {made} ({100 * made / max(1, takes):.0f}%){tail}"
    )


Dump = tuple[dict[str, str], dict[int, tuple[float, int, int]]]
"""A ``--dump`` file: its header (players, seed, hero...) and by board number the hero's mean per deal, takes and
contracts made."""


def read_dump(*paths: str) -> Dump:
    """The header and the boards of ``--dump`` files (tab-separated: board, mean, takes, made; a first line
    ``# key=value ...`` tells the run), several files of one run (``--first``) joined."""
    header: dict[str, str] = {}
    boards: dict[int, tuple[float, int, int]] = {}
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            for line in lines:
                if line.startswith("#"):
                    here = dict(item.partition("=")[::2] for item in line[1:].split())
                    for key in ("players", "seed", "hero", "field", "strength"):
                        if key in header and key in here and header[key] != here[key]:
                            raise SystemExit(f"{path} is another run ({key} {here[key]}, not {header[key]})")
                    header.update(here)
                elif line.strip():
                    number, mean, takes, made = line.split("\t")
                    boards[int(number)] = (float(mean), int(takes), int(made))
    return header, boards


def report(dump: Dump, paths: list[str]) -> None:
    """Print the hero's mean per deal with its 95% interval and its takes over the boards of ``dump``."""
    header, boards = dump
    players = int(header.get("players", "4"))
    print(
        f"{' + '.join(paths)}: {header.get('hero', '?')} vs {header.get('field', '?')}, {players} players,"
        f" strength {header.get('strength', '?')}, seed {header.get('seed', '?')}: boards {min(boards)}-{max(boards)}"
        f" ({len(boards)} boards)"
    )
    takes = sum(t for _, t, _ in boards.values())
    made = sum(m for _, _, m in boards.values())
    print_result([boards[b][0] for b in sorted(boards)], takes, made, len(boards) * players)


def paired(base: Dump, other: Dump) -> tuple[int, float, float]:
    """The boards both runs played, and the mean and 95% half-width of ``other`` minus ``base`` over them."""
    for key in ("players", "seed"):
        if key in base[0] and key in other[0] and base[0][key] != other[0][key]:
            raise SystemExit(f"the runs differ in {key}: {base[0][key]} against {other[0][key]} (not the same boards)")
    common = sorted(set(base[1]) & set(other[1]))
    diffs = [other[1][b][0] - base[1][b][0] for b in common]
    if not diffs:
        raise SystemExit("the runs have no board in common")
    return len(diffs), *mean_and_half(diffs)


def print_paired(base_path: str, base: Dump, other_name: str, other: Dump) -> None:
    """Print ``other`` minus ``base``, board by board (``--paired``)."""
    boards, mean, half = paired(base, other)
    print(
        f"  paired, {other_name} minus {base_path} over {boards} boards in common: {mean:+.1f} per deal,"
        f" {interval_text(mean, half, boards)}"
    )


def main(argv: list[str] | None = None) -> int:
    """Play the boards and print the hero's mean per deal with its 95% interval."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, choices=(3, 4, 5), default=4)
    parser.add_argument("--boards", type=int, default=40)
    parser.add_argument("--hero", choices=LEVELS, default="strong")
    parser.add_argument("--field", choices=LEVELS, default="beginner")
    parser.add_argument("--strength", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="4 boards at strength 0.1")
    parser.add_argument("--dump", metavar="FILE", help="write each board's mean (board, mean, takes, made) to FILE")
    parser.add_argument(
        "--first", type=int, default=0, help="play the boards from this number on (to go on with a capped run)"
    )
    parser.add_argument("--report", nargs="+", metavar="FILE", help="summarise dumps (of one run) without playing")
    parser.add_argument(
        "--paired",
        nargs="+",
        metavar="FILE",
        help="with one dump: this run minus it, board by board; with two (A B): B minus A, without playing",
    )
    parser.add_argument(
        "--max-seconds", type=float, default=None, help="stop after this long; the boards finished in order count"
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a keyword argument (a number) for the hero's StrongPlayer, e.g. margin=2",
    )
    parser.add_argument("--timing", type=int, metavar="DEALS", help="time the strong level's decisions instead")
    parser.add_argument("--audit", type=int, metavar="DEALS", help="value the strong cards against the beginner's")
    parser.add_argument(
        "--breakdown",
        action="store_true",
        help="also play each rotation with the field alone and show where the hero gains (as taker, defender...)",
    )
    args = parser.parse_args(argv)
    options = {name: float(value) for name, _, value in (o.partition("=") for o in args.option)}
    if args.paired and len(args.paired) > 2:
        parser.error("--paired takes one dump (this run minus it) or two (the second minus the first)")
    if args.paired and len(args.paired) == 2:
        print_paired(args.paired[0], read_dump(args.paired[0]), args.paired[1], read_dump(args.paired[1]))
        return 0
    if args.report:
        report(read_dump(*args.report), args.report)
        return 0
    if args.timing:
        timing(args.players, args.timing, args.seed, args.strength, options)
        return 0
    if args.audit:
        audit(args.players, args.audit, args.seed, args.strength)
        return 0
    if args.quick:
        args.boards, args.strength = 4, 0.1
    tasks = [
        (args.hero, args.field, args.players, b, args.seed, args.strength, args.breakdown, options)
        for b in range(args.first, args.first + args.boards)
    ]
    start = time.perf_counter()
    results: list[tuple[float, int, int, list[Case]]] = []
    dump = None
    if args.dump:  # written board by board, so a run stopped early keeps its boards
        dump = open(args.dump, "w", encoding="utf-8")  # noqa: SIM115
        dump.write(
            f"# players={args.players} seed={args.seed} hero={args.hero} field={args.field}"
            f" strength={args.strength} first={args.first}"
            + "".join(f" option:{name}={value}" for name, value in options.items())
            + "\n"
        )
        dump.flush()
    pool = multiprocessing.Pool(max(1, args.jobs))
    try:
        boards = pool.imap(board, tasks)  # in board order, so a time-capped run keeps a prefix of the boards
        for _ in tasks:
            remaining = None if args.max_seconds is None else args.max_seconds - (time.perf_counter() - start)
            if remaining is not None and remaining <= 0:
                break
            try:
                result = boards.next(timeout=remaining)
            except multiprocessing.TimeoutError:
                break
            if dump is not None:
                dump.write(f"{args.first + len(results)}\t{result[0]}\t{result[1]}\t{result[2]}\n")
                dump.flush()
            results.append(result)
    finally:
        pool.terminate()
        pool.join()
        if dump is not None:
            dump.close()
    args.boards = len(results)
    deals = args.boards * args.players
    print(
        f"{args.hero} vs {args.players - 1} x {args.field}, {args.players} players, strength {args.strength}, "
        f"seed {args.seed}: {args.boards} boards x {args.players} rotations = {deals} deals"
        + (f" (boards {args.first}-{args.first + args.boards - 1})" if args.first else "")
        + (f", options {options}" if options else "")
    )
    takes, made = sum(r[1] for r in results), sum(r[2] for r in results)
    print_result([r[0] for r in results], takes, made, deals, f"; {time.perf_counter() - start:.0f} s")
    if args.breakdown:
        print_breakdown(results, args.players)
    if args.paired:
        header = {"players": str(args.players), "seed": str(args.seed)}
        this = (header, {args.first + i: (r[0], r[1], r[2]) for i, r in enumerate(results)})
        print_paired(args.paired[0], read_dump(args.paired[0]), "this run", this)
    return 0


if __name__ == "__main__":
    sys.exit(main())
