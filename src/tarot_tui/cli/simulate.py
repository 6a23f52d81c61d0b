"""``tarot-tui simulate``: computer players against each other, with the statistics to compare levels.

Example::

    tarot-tui simulate --deals 5 --players 4 --seats strong,beginner,beginner,beginner --seed 1 \\
        --duplicate --jobs 2

(about a minute on two cores: the strong level takes a few seconds a deal).

Each slot of ``--seats`` is one player. With ``--duplicate`` every deal is played once per rotation of
the players round the table, so each player gets each hand once and card luck cancels out; the mean
score per deal and its 95% confidence interval are then computed over deals, from the mean of the
rotations. ``--jobs`` spreads the deals over processes; the figures do not depend on it.

The report adds the contracts bid (the mix, the share passed out) and an Elo rating of each level
(``bots.rating``). ``--level-file mybot.py`` enters the ``player`` object of a Python file (anything with
``choose(view, rng)``) as the level ``mybot`` (``cli.level_file``). The progress bar is drawn on the standard
error when it is a terminal; piped or logged, a plain line of progress is written there every few seconds.
"""

from __future__ import annotations

import argparse
import itertools
import math
import os
import sys
from collections.abc import Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn
from rich.table import Table

from tarot_tui.bots import LEVELS, Player, make_player
from tarot_tui.bots.arena import DealOutcome, play_board
from tarot_tui.bots.rating import Rating, rate
from tarot_tui.engine import Contract, IllegalActionError
from tarot_tui.i18n import DEFAULT_LANG, Lang, contract_name, explain, interval_text, number_text, percent_text, t

from .common import fail, one_line_errors
from .level_file import LevelFile, LevelFileError, check_level_file, load_player
from .progress_lines import ProgressLines

PROG = "tarot-tui simulate"
Z95 = 1.959964
MAX_DEALS = 1_000_000
"""Deals in one run (a million take days on one core; more is surely a typing mistake)."""
MIN_STRENGTH, MAX_STRENGTH = 0.25, 8.0
"""The strong level's thinking time, as in the settings screen."""
IN_FLIGHT_PER_JOB = 4
"""Boards handed to each process ahead of the results read back: the work is streamed, never all queued."""


@dataclass(slots=True)
class SlotStats:
    """What one player slot did over a run.

    Attributes:
        per_deal: the slot's score for each deal (the mean over the rotations with ``--duplicate``).
        seat_deals: deals the slot sat at (one per rotation).
        taken: contracts the slot took.
        made: contracts it took and made.
    """

    per_deal: list[float] = field(default_factory=list)
    seat_deals: int = 0
    taken: int = 0
    made: int = 0

    @property
    def mean(self) -> float:
        """Mean score per deal."""
        return sum(self.per_deal) / len(self.per_deal) if self.per_deal else 0.0

    @property
    def half_width(self) -> float:
        """Half the width of the 95% confidence interval of the mean (normal approximation)."""
        k = len(self.per_deal)
        if k < 2:
            return math.inf
        mean = self.mean
        variance = sum((x - mean) ** 2 for x in self.per_deal) / (k - 1)
        return Z95 * math.sqrt(variance / k)


def collect(levels: tuple[str, ...], boards: list[list[DealOutcome]]) -> list[SlotStats]:
    """Each slot's statistics from the outcomes of every board."""
    stats = [SlotStats() for _ in levels]
    for outcomes in boards:
        for slot, slot_stats in enumerate(stats):
            slot_stats.per_deal.append(sum(o.scores[slot] for o in outcomes) / len(outcomes))
            slot_stats.seat_deals += len(outcomes)
            slot_stats.taken += sum(1 for o in outcomes if o.taker == slot)
            slot_stats.made += sum(1 for o in outcomes if o.taker == slot and o.made)
    return stats


def level_stats(levels: tuple[str, ...], stats: list[SlotStats]) -> dict[str, SlotStats]:
    """The slots of each level pooled: per deal, the mean over that level's slots."""
    out: dict[str, SlotStats] = {}
    for level in dict.fromkeys(levels):
        slots = [s for lv, s in zip(levels, stats, strict=True) if lv == level]
        pooled = SlotStats(
            per_deal=[sum(values) / len(values) for values in zip(*(s.per_deal for s in slots), strict=True)],
            seat_deals=sum(s.seat_deals for s in slots),
            taken=sum(s.taken for s in slots),
            made=sum(s.made for s in slots),
        )
        out[level] = pooled
    return out


# -- arguments -----------------------------------------------------------------------------------


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add the ``simulate`` subcommand."""
    parser = subparsers.add_parser(
        "simulate",
        help=t("cli.help.simulate"),
        description=t("cli.desc.simulate"),
    )
    parser.add_argument("--deals", type=int, default=100, metavar="N", help=t("cli.help.sim_deals"))
    parser.add_argument("--players", type=int, choices=(3, 4, 5), default=4, help=t("cli.help.sim_players"))
    parser.add_argument(
        "--seats",
        default=None,
        metavar=t("cli.metavar.levels"),
        help=t("cli.help.sim_seats", levels=", ".join(LEVELS)),
    )
    parser.add_argument("--seed", type=int, default=0, metavar="S", help=t("cli.help.sim_seed"))
    parser.add_argument("--duplicate", action="store_true", help=t("cli.help.sim_duplicate"))
    parser.add_argument("--jobs", type=int, default=1, metavar="J", help=t("cli.help.sim_jobs"))
    parser.add_argument("--strength", type=float, default=1.0, metavar="X", help=t("cli.help.sim_strength"))
    parser.add_argument(
        "--level-file",
        action="append",
        default=[],
        metavar=t("cli.metavar.level_file"),
        help=t("cli.help.sim_level_file"),
    )
    # SUPPRESS: an absent subcommand --lang must not overwrite the top-level one.
    parser.add_argument("--lang", choices=("nl", "en"), default=argparse.SUPPRESS, help=t("cli.help.lang"))
    parser.set_defaults(handler=run)
    one_line_errors(parser)


def parse_seats(args: argparse.Namespace, lang: Lang, extra: tuple[str, ...] = ()) -> tuple[str, ...] | str:
    """The line-up from ``--seats``, or the message saying what is wrong with the arguments; ``extra`` are the
    levels entered by level files."""
    players: int = args.players
    if args.seats is None:
        return ("strong", *(["beginner"] * (players - 1)))
    known = (*LEVELS, *extra)
    levels = tuple(token.strip().lower() for token in args.seats.split(","))
    for level in levels:
        if level not in known:
            return t("simulate.error.level", lang, level=level[:40], levels=", ".join(known))
    if len(levels) != players:
        return t("simulate.error.seats_count", lang, given=len(levels), players=players)
    return levels


# -- running ---------------------------------------------------------------------------------------


Task = tuple[tuple[str, ...], int, int, bool, float, tuple[LevelFile, ...], Lang]
"""What one board needs, picklable for a worker process: levels, board, seed, duplicate, strength, the level
files (loaded in the worker) and the language of the messages."""


def line_up_of(levels: tuple[str, ...], strength: float, files: tuple[LevelFile, ...], lang: Lang) -> list[Player]:
    """The players of ``levels``: the built-in levels and the players of the level files."""
    by_name = {f.name: f for f in files}
    return [load_player(by_name[lv], lang) if lv in by_name else make_player(lv, strength) for lv in levels]


def _board(task: Task) -> tuple[int, list[DealOutcome]]:
    levels, board, seed, duplicate, strength, files, lang = task
    line_up = line_up_of(levels, strength, files, lang)
    try:
        return board, play_board(levels, board, seed, duplicate, strength, line_up=line_up)
    except IllegalActionError as error:
        if not files:
            raise
        names = ", ".join(f.path for f in files)
        reason = explain(error.violation, lang, len(levels))
        raise LevelFileError(t("simulate.error.file_illegal", lang, path=names, error=reason)) from None


def usable_jobs(jobs: int, deals: int) -> int:
    """The processes worth starting: no more than the machine's cores, nor than the deals to play."""
    return max(1, min(jobs, os.cpu_count() or 1, deals))


def run_boards(
    levels: tuple[str, ...],
    deals: int,
    seed: int,
    duplicate: bool,
    strength: float,
    jobs: int,
    files: tuple[LevelFile, ...] = (),
    lang: Lang = DEFAULT_LANG,
) -> Iterator[tuple[int, list[DealOutcome]]]:
    """Yield ``(board, outcomes)`` as boards finish, in any order. The tasks are made as they are handed out,
    a few per process ahead (``IN_FLIGHT_PER_JOB``), so memory does not grow with ``deals``; ``jobs`` is capped
    by ``usable_jobs``."""
    tasks = ((levels, board, seed, duplicate, strength, files, lang) for board in range(deals))
    jobs = usable_jobs(jobs, deals)
    if jobs == 1:
        yield from map(_board, tasks)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from _streamed(pool, tasks, jobs * IN_FLIGHT_PER_JOB)


def _streamed(pool: ProcessPoolExecutor, tasks: Iterable[Task], window: int) -> Iterator[tuple[int, list[DealOutcome]]]:
    pending: set[Future[tuple[int, list[DealOutcome]]]] = set()
    source = iter(tasks)
    for task in itertools.islice(source, window):
        pending.add(pool.submit(_board, task))
    while pending:
        done, pending = wait(pending, return_when=FIRST_COMPLETED)
        for future in done:
            yield future.result()
        for task in itertools.islice(source, len(done)):
            pending.add(pool.submit(_board, task))


def run(args: argparse.Namespace) -> int:
    """Play the run described by ``args`` and print the table; 2 on bad arguments."""
    lang: Lang = getattr(args, "lang", None) or DEFAULT_LANG
    if not 1 <= args.deals <= MAX_DEALS:
        return fail(PROG, t("simulate.error.deals", lang, value=args.deals, most=MAX_DEALS))
    if args.jobs < 1:
        return fail(PROG, t("simulate.error.jobs", lang, value=args.jobs))
    if not MIN_STRENGTH <= args.strength <= MAX_STRENGTH:  # also refuses nan and inf
        bounds = {"low": number_text(MIN_STRENGTH, lang), "high": number_text(MAX_STRENGTH, lang)}
        return fail(PROG, t("simulate.error.strength", lang, value=number_text(args.strength, lang), **bounds))
    try:
        files = tuple(check_level_file(text, lang) for text in args.level_file)
        if len({f.name for f in files}) < len(files):
            return fail(PROG, t("simulate.error.file_twice", lang))
        for level_file in files:
            load_player(level_file, lang)  # loads and checks it here, before any worker starts
    except LevelFileError as error:
        return fail(PROG, str(error))
    levels = parse_seats(args, lang, tuple(f.name for f in files))
    if isinstance(levels, str):
        return fail(PROG, levels)
    files = tuple(f for f in files if f.name in levels)
    console = Console(highlight=False)
    try:
        boards = play_all(levels, args, files, lang)
    except LevelFileError as error:
        return fail(PROG, str(error))
    stats = collect(levels, boards)
    print_report(levels, stats, boards, args, lang, console)
    return 0


def play_all(
    levels: tuple[str, ...], args: argparse.Namespace, files: tuple[LevelFile, ...], lang: Lang
) -> list[list[DealOutcome]]:
    """Every board's outcomes, in board order, with a progress bar on the standard error when it is a terminal,
    else a plain line every few seconds (``ProgressLines``: no bar and no control codes in a pipe or a log)."""
    results: dict[int, list[DealOutcome]] = {}
    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
    )
    errors = Console(stderr=True)
    lines = None if errors.is_terminal else ProgressLines(sys.stderr, args.deals, lang)
    with Progress(*columns, console=errors, transient=True, disable=lines is not None) as progress:
        task = progress.add_task(t("simulate.progress", lang), total=args.deals)
        boards = run_boards(levels, args.deals, args.seed, args.duplicate, args.strength, args.jobs, files, lang)
        for board, outcomes in boards:
            results[board] = outcomes
            progress.advance(task)
            if lines is not None:
                lines.advance()
    return [results[b] for b in range(args.deals)]


def _share(part: int, whole: int, lang: Lang) -> str:
    return percent_text(part / whole, lang) if whole else "–"


def print_report(
    levels: tuple[str, ...],
    stats: list[SlotStats],
    boards: list[list[DealOutcome]],
    args: argparse.Namespace,
    lang: Lang,
    console: Console,
) -> None:
    """The per-player table, and the per-level table when a level fills several seats."""
    rotations = len(boards[0]) if boards else 1
    title = t("simulate.title", lang, deals=len(boards), players=args.players, seed=args.seed)
    if args.duplicate:
        title += " " + t("simulate.duplicate", lang, rotations=rotations)
    void = sum(1 for outcomes in boards for o in outcomes if o.taker is None)
    rows = [(str(slot + 1), level, s) for slot, (level, s) in enumerate(zip(levels, stats, strict=True))]
    console.print(_table(title, t("simulate.col.player", lang), rows, lang))
    if len(set(levels)) < len(levels):
        pooled = level_stats(levels, stats)
        level_rows = [(_level_name(level, lang), level, s) for level, s in pooled.items()]
        console.print(_table(t("simulate.by_level", lang), t("simulate.col.level", lang), level_rows, lang))
    console.print(t("simulate.void", lang, count=void, total=len(boards) * rotations))
    console.print(contracts_line(boards, lang))
    ratings = rate(levels, [[s.per_deal[b] for s in stats] for b in range(len(boards))], seed=args.seed)
    if ratings:
        console.print(_ratings_table(ratings, lang))
        for r in ratings:
            if r.unbounded is not None:
                console.print(t(f"simulate.rating.unbounded_{r.unbounded}", lang, level=_level_name(r.level, lang)))
    if "strong" in levels and args.strength != 1.0:
        console.print(t("simulate.strength", lang, strength=number_text(args.strength, lang)))


def contracts_line(boards: list[list[DealOutcome]], lang: Lang) -> str:
    """The contracts bid over the run: the share of each among the deals taken (R4.1)."""
    counts = {contract: 0 for contract in Contract}
    for outcomes in boards:
        for o in outcomes:
            if o.contract is not None:
                counts[o.contract] += 1
    taken = sum(counts.values())
    mix = " · ".join(f"{contract_name(c, lang)} {_share(n, taken, lang)}" for c, n in counts.items())
    return t("simulate.contracts", lang, mix=mix, taken=taken)


def _ratings_table(ratings: list[Rating], lang: Lang) -> Table:
    table = Table(title=t("simulate.rating.title", lang))
    table.add_column(t("simulate.col.level", lang))
    table.add_column(t("simulate.col.elo", lang), justify="right")
    table.add_column(t("simulate.col.ci", lang), justify="right")
    table.add_column(t("simulate.col.games", lang), justify="right")
    table.add_column(t("simulate.col.score", lang), justify="right")
    for r in ratings:
        interval = "–"
        if r.anchor:
            interval = t("simulate.rating.anchor", lang)
        elif r.unbounded is not None:
            interval = t("simulate.rating.unbounded", lang)
        elif r.low is not None and r.high is not None:
            interval = interval_text(r.low, r.high, lang, places=0, sign=False)
        elo = number_text(r.elo, lang, places=0)
        table.add_row(_level_name(r.level, lang), elo, interval, str(r.games), percent_text(r.score, lang))
    return table


def _level_name(level: str, lang: Lang) -> str:
    return t(f"simulate.level.{level}", lang) if level in LEVELS else level


def _table(title: str, first: str, rows: list[tuple[str, str, SlotStats]], lang: Lang) -> Table:
    table = Table(title=title)
    table.add_column(first)
    if first == t("simulate.col.player", lang):
        table.add_column(t("simulate.col.level", lang))
    table.add_column(t("simulate.col.mean", lang), justify="right")
    table.add_column(t("simulate.col.ci", lang), justify="right")
    table.add_column(t("simulate.col.taken", lang), justify="right")
    table.add_column(t("simulate.col.made", lang), justify="right")
    for label, level, s in rows:
        low, high = s.mean - s.half_width, s.mean + s.half_width
        cells = [label]
        if first == t("simulate.col.player", lang):
            cells.append(_level_name(level, lang))
        cells += [
            number_text(s.mean, lang, places=1, sign=True),
            interval_text(low, high, lang) if math.isfinite(s.half_width) else "–",
            _share(s.taken, s.seat_deals, lang),
            _share(s.made, s.taken, lang),
        ]
        table.add_row(*cells)
    return table


__all__ = ["SlotStats", "collect", "contracts_line", "level_stats", "line_up_of", "register", "run", "run_boards"]
