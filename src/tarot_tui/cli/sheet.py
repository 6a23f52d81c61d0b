"""``tarot-tui sheet``: the saved evenings, the last played first, with the time of their last move, players
and standings, the deals played and the kind; under the time the evening's id, for ``tarot-tui export`` and
``tarot-tui stats``.

Saves that cannot be read are moved aside (as the app does) and reported on stderr, one line each.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from tarot_tui.i18n import DEFAULT_LANG, Lang, file_reason, linked_folder, t
from tarot_tui.persistence import FileReason, SaveError, evenings_dir, read_evenings
from tarot_tui.persistence.locations import data_location
from tarot_tui.sheets.rows import Sheet, local_time, sheet_of, standings_text
from tarot_tui.visible import visible

from .common import one_line_errors

PROG = "tarot-tui sheet"


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add the ``sheet`` subcommand."""
    parser = subparsers.add_parser(
        "sheet",
        help=t("cli.help.sheet"),
        description=t("cli.desc.sheet"),
    )
    parser.add_argument("--lang", choices=("nl", "en"), default=argparse.SUPPRESS, help=t("cli.help.lang"))
    parser.set_defaults(handler=run)
    one_line_errors(parser)


def listing(sheets: list[Sheet], lang: Lang) -> Table:
    """One evening per row: when it was last played (and under it, dimmed, the id other commands take), the players in
    standings order with their totals, the deals played, and the kind. Fits 80 columns with five players."""
    table = Table(title=t("sheet.list.title", lang), box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column(t("sheet.list.date", lang), no_wrap=True)
    table.add_column(t("sheet.list.standings", lang), no_wrap=True)
    table.add_column(t("sheet.list.deals", lang), justify="right", no_wrap=True)
    table.add_column(t("sheet.list.kind", lang))
    for sheet in sheets:
        kind = t(f"sheet.kind.{sheet.kind}", lang)
        if sheet.finished:
            kind += f", {t('sheet.finished', lang)}"
        deals = sum(1 for row in sheet.rows if row.status != "in_progress")
        when = Text(local_time(sheet.updated))  # the last move, which the list is sorted by
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


def run(args: argparse.Namespace) -> int:
    """Print the list; broken saves are reported on stderr but do not fail the command. A folder of saved evenings
    that cannot be used does (exit code 1), said on stderr only: there is no list, not an empty one."""
    lang: Lang = getattr(args, "lang", None) or DEFAULT_LANG
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
