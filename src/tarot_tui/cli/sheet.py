"""``tarot-tui sheet``: the saved evenings, the last played first, with the time of their last move, players
and standings, the deals played and the kind; under the time the evening's id, for ``tarot-tui export`` and
``tarot-tui stats``.

``tarot-tui sheet EVENING`` (an id, a save's path, or ``latest``, as ``export`` takes them): that evening's sheet,
read as the statistics read it (never owned, never written: another window may have it open). A finished evening
(``Sheet.finished``: its planned deals all played, its closing sheet seen in the game or not) shows its closing
sheet, as the game does: every deal, the totals and the final standings by place; one still going, its sheet so far.

Saves that cannot be read are moved aside (as the app does) and reported on stderr, one line each.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Any

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from tarot_tui.engine import signed
from tarot_tui.i18n import DEFAULT_LANG, Lang, contract_name, file_reason, linked_folder, t
from tarot_tui.persistence import (
    FileReason,
    LinkedFolder,
    SaveError,
    evenings_dir,
    load_evening,
    read_evenings,
)
from tarot_tui.persistence.locations import data_location
from tarot_tui.persistence.saves import EVENING_ID_PATTERN
from tarot_tui.sheets.rows import Sheet, local_time, places, result_text, sheet_of, standings_text
from tarot_tui.visible import visible

from .common import EXIT_USAGE, one_line_errors

PROG = "tarot-tui sheet"


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add the ``sheet`` subcommand."""
    parser = subparsers.add_parser(
        "sheet",
        help=t("cli.help.sheet"),
        description=t("cli.desc.sheet"),
    )
    parser.add_argument(
        "evening", nargs="?", default=None, metavar=t("cli.metavar.evening"), help=t("cli.help.sheet_evening")
    )
    parser.add_argument("--lang", choices=("nl", "en"), default=argparse.SUPPRESS, help=t("cli.help.lang"))
    parser.set_defaults(handler=run)
    one_line_errors(parser)


def listing(sheets: list[Sheet], lang: Lang) -> Table:
    """One evening per row: when it was last played (and under it, dimmed, the id other commands take), the players in
    standings order with their totals, the deals played, and the kind (and whether it is over, and if so whether its
    closing sheet was seen, as the start screen says it). Fits 80 columns with five players."""
    table = Table(title=t("sheet.list.title", lang), box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column(t("sheet.list.date", lang), no_wrap=True)
    table.add_column(t("sheet.list.standings", lang), no_wrap=True)
    table.add_column(t("sheet.list.deals", lang), justify="right", no_wrap=True)
    table.add_column(t("sheet.list.kind", lang))
    for sheet in sheets:
        kind = t(f"sheet.kind.{sheet.kind}", lang)
        if sheet.finished:  # over; its closing sheet not yet seen is said as the start screen says it
            kind += f", {t('sheet.finished' if sheet.closed else 'evenings.standings_unseen', lang)}"
        deals = sum(1 for row in sheet.rows if row.status != "in_progress")
        when = Text(local_time(sheet.updated, lang))  # the last move, which the list is sorted by
        when.append("\n" + sheet.evening_id, style="dim")
        # Text: a name is drawn as typed, never read as Rich markup ("[b]Bob" stays "[b]Bob").
        table.add_row(when, Text(standings_text(sheet, "\n")), str(deals), kind, end_section=True)
    return table


def broken_line(err: SaveError, lang: Lang) -> str:
    """A save that could not be read, naming where it was kept aside, or the file itself when it stayed; a folder
    that is a link, what is wrong and what to do (``linked_folder``)."""
    if err.reason == FileReason.LINKED_FOLDER and err.file is not None and err.target is not None:
        return linked_folder(err.file, err.target, err.path, lang)
    if err.path is not None:
        return t("sheet.broken", lang, reason=file_reason(err.reason, lang), path=visible(err.path))
    return t("sheet.broken_unmoved", lang, reason=file_reason(err.reason, lang), path=visible(err.file or ""))


def evenings_folder() -> str:
    """The folder of the saved evenings, as the terminal may show it (``visible``); where it is meant to be when it
    cannot be used (which the lines above the list have said)."""
    try:
        return visible(evenings_dir())
    except OSError:
        return visible(data_location() / "evenings")


class EveningNotRead(Exception):
    """The evening asked for cannot be found or read: one line, in the player's language."""


def find_sheet(ref: str, lang: Lang, prog: str = PROG) -> Sheet:
    """The sheet of ``ref``: ``latest`` (the most recently saved), a path to a save, or an evening id; read, never
    owned nor written (a broken file of the game's own is kept aside, as anywhere). Raises EveningNotRead; with
    ``latest``, the saves that could not be read are named on stderr, after ``prog``."""
    if ref == "latest":
        loaded, errors = read_evenings()
        unusable = next((err for err in errors if err.whole_folder), None)
        if unusable is not None:  # the one line, not also "no saved evening yet"
            raise EveningNotRead(broken_line(unusable, lang))
        for err in errors:
            print(f"{prog}: {broken_line(err, lang)}", file=sys.stderr)
        if not loaded:
            raise EveningNotRead(t("export.error.none", lang))
        _, save, match = loaded[0]
        return sheet_of(save, match)
    path = Path(ref)
    if not path.is_file():
        try:
            by_id = evenings_dir() / f"{ref}.json" if re.match(EVENING_ID_PATTERN, ref) else None
        except LinkedFolder as err:
            raise EveningNotRead(linked_folder(err.folder, err.target, lang=lang)) from None
        except OSError:
            by_id = None
        if by_id is None or not by_id.is_file():
            raise EveningNotRead(t("export.error.not_found", lang, evening=ref))
        path = by_id
    try:
        save, match = load_evening(path)
    except SaveError as err:
        message = t("export.error.broken", lang, evening=ref, reason=file_reason(err.reason, lang))
        if err.path is not None:
            message += "; " + t("export.error.moved", lang, path=str(err.path))
        elif err.file is not None and str(err.file) != ref:
            message += f" ({err.file})"
        raise EveningNotRead(message) from None
    return sheet_of(save, match)


def evening_table(sheet: Sheet, lang: Lang) -> Table:
    """One evening's deals: number, dealer, taker (and partner), contract, result, each player's change, and the
    totals; its title says whether it is the closing sheet (``Sheet.finished``). Fits 80 columns with five
    players."""
    title = t("ui.sheet_final" if sheet.finished else "ui.sheet_title", lang)
    table = Table(title=Text(title, style="bold"), title_justify="left", box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column("#", justify="right", no_wrap=True)
    for key in ("dealer", "taker", "contract", "result"):
        table.add_column(t(f"sheet.col.{key}", lang))
    names = sheet.names
    for name in names:  # Text: a name is drawn as typed, never read as Rich markup
        table.add_column(Text(name), justify="right", no_wrap=True)
    for row in sheet.rows:
        taker = names[row.taker] if row.taker is not None else ""
        if row.taker is not None and row.partner is not None:
            taker += f" + {names[row.partner]}"
        contract = contract_name(row.contract, lang) if row.contract is not None else ""
        done = row.status != "in_progress"
        changes = [signed(change) if done else "" for change in row.changes]
        table.add_row(str(row.number), Text(names[row.dealer]), Text(taker), contract, result_text(row, lang), *changes)
    totals = [Text(signed(total), style="bold") for total in sheet.totals]
    table.add_row("", "", "", "", Text(t("sheet.total", lang), style="bold"), *totals, end_section=True)
    return table


def standings(sheet: Sheet, lang: Lang) -> Text:
    """The final standings, the best first (equal totals share a place), the names and totals in columns."""
    ranked = places(sheet.totals)
    name_width = max(len(name) for name in sheet.names)
    total_width = max(len(signed(total)) for _, _, total in ranked)
    place_width = len(str(len(ranked)))
    text = Text(t("ui.standings", lang), style="bold")
    for place, seat, total in ranked:
        name = sheet.names[seat].ljust(name_width)
        text.append(f"\n{place:>{place_width}}. {name}  {signed(total):>{total_width}}")
    return text


def print_evening(console: Console, sheet: Sheet, lang: Lang) -> None:
    """The sheet of one evening, and under it the final standings of a finished one."""
    console.print(evening_table(sheet, lang))
    if sheet.finished:
        console.print()
        console.print(standings(sheet, lang))


def run(args: argparse.Namespace) -> int:
    """Print the list, or one evening's sheet; broken saves are reported on stderr but do not fail the list. A
    folder of saved evenings that cannot be used does (exit code 1), said on stderr only: there is no list, not an
    empty one. An evening asked for that cannot be found or read is one line on stderr (exit code 2)."""
    lang: Lang = getattr(args, "lang", None) or DEFAULT_LANG
    if getattr(args, "evening", None) is not None:
        try:
            sheet = find_sheet(args.evening, lang)
        except EveningNotRead as problem:
            print(f"{PROG}: {t('cli.error', lang)}: {visible(str(problem))}", file=sys.stderr)
            return EXIT_USAGE
        print_evening(Console(highlight=False), sheet, lang)
        return 0
    loaded, errors = read_evenings()
    for err in errors:
        print(f"{PROG}: {broken_line(err, lang)}", file=sys.stderr)
    if any(err.whole_folder for err in errors):
        return 1
    console = Console(highlight=False)
    if not loaded:
        console.print(Text(t("sheet.none", lang, path=evenings_folder())))
        return 0
    console.print(listing([sheet_of(save, match) for _, save, match in loaded], lang))
    return 0
