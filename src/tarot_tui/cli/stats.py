"""``tarot-tui stats``: every player's figures over all saved evenings (played and kept), and a chart of one
evening's running totals.

Example::

    tarot-tui stats
    tarot-tui stats --evening 20250301-201500-000000 --ascii
    tarot-tui stats --json

Saves that cannot be read are moved aside (as the app does) and reported on stderr, one line each; the others
are counted.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from pydantic import BaseModel
from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from tarot_tui.engine import Contract, signed
from tarot_tui.i18n import DEFAULT_LANG, Lang, contract_name, t
from tarot_tui.persistence import read_evenings
from tarot_tui.sheets.rows import local_time, sheet_of
from tarot_tui.sheets.stats import (
    SHARED,
    Chart,
    DealMark,
    EveningCurve,
    PlayerStats,
    Statistics,
    chart,
    deals_note,
    mean_text,
    statistics,
)

from .common import fail, one_line_errors
from .sheet import broken_line, evenings_folder

PROG = "tarot-tui stats"
SEAT_STYLES = ("bright_cyan", "bright_magenta", "bright_yellow", "bright_green", "bright_red")
"""Each seat's colour in the chart (as on the app's score sheet)."""


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add the ``stats`` subcommand."""
    parser = subparsers.add_parser(
        "stats",
        help=t("cli.help.stats"),
        description=t("cli.desc.stats"),
    )
    parser.add_argument(
        "--evening", metavar=t("cli.metavar.evening"), default="latest", help=t("cli.help.stats_evening")
    )
    parser.add_argument("--json", action="store_true", help=t("cli.help.json"))
    parser.add_argument("--ascii", action="store_true", default=argparse.SUPPRESS, help=t("cli.help.ascii"))
    parser.add_argument("--lang", choices=("nl", "en"), default=argparse.SUPPRESS, help=t("cli.help.lang"))
    parser.set_defaults(handler=run)
    one_line_errors(parser)


# -- JSON ------------------------------------------------------------------------------------------------------------


class DealMarkJson(BaseModel):
    """A player's best or worst deal."""

    points: int
    evening_id: str
    deal: int


class ContractJson(BaseModel):
    """How often a contract was taken and made."""

    contract: str
    taken: int
    made: int


class PlayerJson(BaseModel):
    """One player's figures."""

    name: str
    evenings: int
    deals: int
    taker: int
    partner: int
    defender: int
    contracts: list[ContractJson]
    total: int
    mean: float | None
    best: DealMarkJson | None
    worst: DealMarkJson | None


class EveningJson(BaseModel):
    """One evening's running totals after each finished deal."""

    evening_id: str
    kind: str
    created: str
    names: list[str]
    history: list[list[int]]


class StatsJson(BaseModel):
    """The whole of ``tarot-tui stats --json``."""

    players: list[PlayerJson]
    evenings: list[EveningJson]
    unnamed: int = 0
    """Seats a person played under a numbered name (no name typed), left out of ``players``."""


def _mark_json(mark: DealMark | None) -> DealMarkJson | None:
    return None if mark is None else DealMarkJson(points=mark.points, evening_id=mark.evening_id, deal=mark.number)


def to_json(stats: Statistics) -> StatsJson:
    """The statistics as the JSON model (means rounded to 0.1)."""
    return StatsJson(
        players=[
            PlayerJson(
                name=p.name,
                evenings=p.evenings,
                deals=p.deals,
                taker=p.taker,
                partner=p.partner,
                defender=p.defender,
                contracts=[ContractJson(contract=c.slug, taken=n.taken, made=n.made) for c, n in p.contracts.items()],
                total=p.total,
                mean=None if p.mean is None else round(p.mean, 1),
                best=_mark_json(p.best),
                worst=_mark_json(p.worst),
            )
            for p in stats.players
        ],
        evenings=[
            EveningJson(
                evening_id=e.evening_id,
                kind=e.kind,
                created=e.created,
                names=list(e.names),
                history=[list(row) for row in e.history],
            )
            for e in stats.evenings
        ],
        unnamed=stats.unnamed,
    )


# -- tables --------------------------------------------------------------------------------------------------------


def mark_text(mark: DealMark | None) -> str:
    """A best or worst deal's points; a dash when there is none."""
    return "–" if mark is None else signed(mark.points)


def players_table(players: tuple[PlayerStats, ...], lang: Lang) -> Table:
    """One player a row: evenings, deals, the roles, mean, best and worst deal (80 columns hold it)."""
    table = Table(title=t("stats.title", lang), box=box.SIMPLE_HEAD, show_edge=False, padding=(0, 1, 0, 0))
    table.add_column(t("stats.col.player", lang), no_wrap=True)
    for key in ("evenings", "deals", "taker", "partner", "defender", "mean", "best", "worst"):
        table.add_column(t(f"stats.col.{key}", lang), justify="right", no_wrap=True)
    for p in players:
        table.add_row(
            Text(p.name),  # a name is drawn as typed, never read as Rich markup
            str(p.evenings),
            str(p.deals),
            str(p.taker),
            str(p.partner),
            str(p.defender),
            mean_text(p.mean, lang),
            mark_text(p.best),
            mark_text(p.worst),
        )
    return table


def contracts_table(players: tuple[PlayerStats, ...], lang: Lang) -> Table:
    """One player a row, a column per contract and one for them all: taken / made."""
    table = Table(title=t("stats.contracts_title", lang), box=box.SIMPLE_HEAD, show_edge=False, padding=(0, 1, 0, 0))
    table.add_column(t("stats.col.player", lang), no_wrap=True)
    for contract in Contract:
        table.add_column(contract_name(contract, lang), justify="center", no_wrap=True)
    table.add_column(t("stats.col.total", lang), justify="center", no_wrap=True)
    for p in players:
        cells = []
        for contract in Contract:
            count = p.contracts.get(contract)
            cells.append("–" if count is None else f"{count.taken} / {count.made}")
        table.add_row(Text(p.name), *cells, f"{p.taker} / {p.made}")
    return table


def chart_text(drawn: Chart, *, colour: bool, lang: Lang | None = None) -> Text:
    """The chart's lines, each seat's marks in its colour (when ``colour``), the legend, and in ``lang`` which deals
    are drawn when some are left out."""
    text = Text()
    for label, row in zip(drawn.labels, drawn.cells, strict=True):
        text.append(label + " ", style="dim")
        for char, seat in row:
            style = "" if not colour or seat is None else "bold" if seat == SHARED else SEAT_STYLES[seat]
            text.append(char, style=style)
        text.append("\n")
    for seat, (mark, name, total) in enumerate(drawn.legend):
        if seat:
            text.append("   ")
        text.append(f"{mark} {name} {signed(total)}", style=SEAT_STYLES[seat] if colour else "")
    note = deals_note(drawn, lang)
    if note is not None:
        text.append("\n" + note, style="dim" if colour else "")
    return text


def chosen_evening(stats: Statistics, ref: str) -> EveningCurve | None:
    """The evening to chart: ``latest`` is the newest one with a finished deal (else the newest), else by id."""
    if ref == "latest":
        return next((e for e in stats.evenings if e.history), stats.evenings[0] if stats.evenings else None)
    return next((e for e in stats.evenings if e.evening_id == ref), None)


# -- handler ---------------------------------------------------------------------------------------------------------


def run(args: argparse.Namespace) -> int:
    """Print the statistics (or their JSON); broken saves are reported on stderr but do not fail the command, a
    folder of saved evenings that cannot be used does (exit code 1, nothing on stdout)."""
    lang: Lang = getattr(args, "lang", None) or DEFAULT_LANG
    loaded, errors = read_evenings()
    for err in errors:
        print(f"{PROG}: {broken_line(err, lang)}", file=sys.stderr)
    if any(err.whole_folder for err in errors):  # nothing to count, not nothing counted
        return 1
    stats = statistics(sheet_of(save, match) for _, save, match in loaded)
    if args.json:
        print(to_json(stats).model_dump_json())
        return 0
    console = Console(highlight=False)
    if not stats.evenings:
        console.print(Text(t("stats.none", lang, path=evenings_folder())))
        return 0
    evening = chosen_evening(stats, args.evening)
    if evening is None:
        return fail(PROG, t("stats.error.evening", lang, evening=args.evening))
    console.print(players_table(stats.players, lang))
    console.print()
    console.print(contracts_table(stats.players, lang))
    console.print(Text(t("stats.note", lang), style="dim"))
    if stats.unnamed:
        console.print(Text(t("stats.unnamed", lang, count=stats.unnamed), style="dim"))
    console.print()
    title = t("stats.chart_title", lang, date=local_time(evening.created, lang), names=", ".join(evening.names))
    console.print(Text(title, style="bold"))
    if not evening.history:
        console.print(t("stats.chart_empty", lang))
        return 0
    ascii_only = bool(getattr(args, "ascii", False))
    width = min(console.width, 100)
    drawn = chart(evening.names, evening.history, width=width, ascii=ascii_only)
    console.print(chart_text(drawn, colour=not ascii_only, lang=lang))
    return 0
