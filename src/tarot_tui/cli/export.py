"""``tarot-tui export``: an evening's sheet (played or kept) as CSV for a spreadsheet or Markdown for a chat.

Example::

    tarot-tui export latest --format md
    tarot-tui export 20250301-201500-000000 --format csv --output avond.csv

One row per deal (number, dealer, taker, partner, contract, result, the attack's card points and bouts, the
poignées, petit au bout, chelem, each player's change) and a totals row.

Both formats are safe to open whatever the names hold: in the CSV a text cell that a spreadsheet would run as a
formula (starting with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return) gets a leading apostrophe; in the
Markdown, characters that would change the table or the text (``|``, ``*``, ``_`` …) are backslash-escaped.
"""

from __future__ import annotations

import argparse
import csv
import io
import re
import sys
from pathlib import Path
from typing import Any

from tarot_tui.i18n import DEFAULT_LANG, Lang, t, write_reason
from tarot_tui.persistence.files import write_output
from tarot_tui.sheets.rows import FIRST_PLAYER_COLUMN, Sheet, header_cells, row_cells, totals_cells
from tarot_tui.visible import visible

from .common import EXIT_USAGE, one_line_errors
from .sheet import EveningNotRead, find_sheet

PROG = "tarot-tui export"


class ExportError(Exception):
    """The evening cannot be found or read, or the output cannot be written; printed as one line."""


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add the ``export`` subcommand."""
    parser = subparsers.add_parser(
        "export",
        help=t("cli.help.export"),
        description=t("cli.desc.export"),
    )
    parser.add_argument("evening", metavar=t("cli.metavar.evening"), help=t("cli.help.export_evening"))
    parser.add_argument("--format", choices=("csv", "md"), default="csv", help=t("cli.help.format"))
    parser.add_argument("--output", "-o", metavar=t("cli.metavar.file"), type=Path, help=t("cli.help.output"))
    parser.add_argument("--lang", choices=("nl", "en"), default=argparse.SUPPRESS, help=t("cli.help.lang"))
    parser.set_defaults(handler=run)
    one_line_errors(parser)


def find_evening(ref: str, lang: Lang) -> Sheet:
    """The sheet of ``ref``: ``latest`` (the most recently saved), a path to a save, or an evening id
    (``sheet.find_sheet``)."""
    try:
        return find_sheet(ref, lang, PROG)
    except EveningNotRead as err:
        raise ExportError(str(err)) from None


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""How a cell starts that a spreadsheet would run as a formula (OWASP's list for CSV injection)."""
NUMBER = re.compile(r"^-?\d+$")
"""A score as the CSV writes it: a plain integer, which a spreadsheet reads as a number."""
MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]<>|#~])")
"""Characters that would make a Markdown cell anything but its text."""


def csv_cell(text: str) -> str:
    """A cell no spreadsheet runs as a formula: text starting with = + - @ (or a tab) gets a leading
    apostrophe; the integers of the scores stay numbers."""
    if text.startswith(FORMULA_STARTS) and not NUMBER.match(text):
        return "'" + text
    return text


def to_csv(sheet: Sheet, lang: Lang) -> str:
    """The sheet as CSV: a header, one row per deal, the totals; changes as plain integers."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    rows = [header_cells(sheet, lang), *(row_cells(sheet, row, lang, plus=False) for row in sheet.rows)]
    rows.append(totals_cells(sheet, lang, plus=False))
    for cells in rows:
        writer.writerow([csv_cell(cell) for cell in cells])
    return out.getvalue()


def _md_cell(text: str) -> str:
    return MARKDOWN_SPECIAL.sub(r"\\\1", text)


def to_markdown(sheet: Sheet, lang: Lang) -> str:
    """The sheet as a Markdown table, numbers right-aligned, the totals row in bold."""
    header = header_cells(sheet, lang)
    lines = ["| " + " | ".join(_md_cell(h) for h in header) + " |"]
    numeric = {0, 6, 7, *range(FIRST_PLAYER_COLUMN, len(header))}  # deal, points, bouts, the changes
    lines.append("|" + "|".join("---:" if i in numeric else "---" for i in range(len(header))) + "|")
    for row in sheet.rows:
        lines.append("| " + " | ".join(_md_cell(c) for c in row_cells(sheet, row, lang)) + " |")
    totals = [f"**{_md_cell(c)}**" if c else "" for c in totals_cells(sheet, lang)]
    lines.append("| " + " | ".join(totals) + " |")
    return "\n".join(lines) + "\n"


def run(args: argparse.Namespace) -> int:
    """Write the sheet; 2 with one line on stderr when the evening or the output file is not usable."""
    lang: Lang = getattr(args, "lang", None) or DEFAULT_LANG
    try:
        sheet = find_evening(args.evening, lang)
        text = to_csv(sheet, lang) if args.format == "csv" else to_markdown(sheet, lang)
        if args.output is None:
            sys.stdout.write(text)
        else:
            try:
                write_output(args.output, text)
            except OSError as err:
                reason = write_reason(err.errno, getattr(err, "reason", None), lang)
                raise ExportError(t("export.error.write", lang, path=args.output, reason=reason)) from None
    except ExportError as err:
        print(f"{PROG}: {t('cli.error', lang)}: {visible(err)}", file=sys.stderr)
        return EXIT_USAGE
    return 0
