"""Plain text in aligned columns: what a Rich ``Table`` shows for a few rows, at a fraction of its cost.

A Rich table in a Textual widget is laid out twice per frame (once to measure its height, once to draw it);
the score screen's two tables cost ~30 ms. Text lines measure and draw in well under a millisecond.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from .card import plain

GAP = "   "


def columns_text(
    headers: Sequence[str],
    rows: Sequence[Sequence[str | Text]],
    *,
    right: Sequence[int] = (),
    dim: Sequence[int] = (),
    footer: Sequence[Sequence[str | Text]] = (),
    show_headers: bool = True,
    gap: str = GAP,
) -> Text:
    """``headers`` in bold over a rule, then ``rows`` (and ``footer`` rows after another rule); the columns in
    ``right`` are right-aligned, those in ``dim`` dimmed. Trailing empty cells leave no spaces. ``show_headers``
    False leaves out the first two lines (the titles still count for the widths); ``gap`` is put between columns."""
    cells = [[Text(c) if isinstance(c, str) else c for c in row] for row in [*rows, *footer]]
    widths = [len(h) for h in headers]
    for row in cells:
        for index, cell in enumerate(row):
            widths[index] = max(widths[index], cell.cell_len)
    out = Text()

    def line(row: Sequence[Text], style: str = "") -> None:
        parts = Text(style=style)
        last = max((i for i, cell in enumerate(row) if cell.plain), default=-1)
        for index, cell in enumerate(row[: last + 1]):
            if index:
                parts.append(gap)
            pad = " " * (widths[index] - cell.cell_len)
            if index in dim:
                cell = cell.copy()
                cell.stylize("dim")
            if index in right:
                parts.append(pad)
                parts.append_text(cell)
            else:
                parts.append_text(cell)
                if index < last:
                    parts.append(pad)
        out.append_text(parts)
        out.append("\n")

    rule = plain("─", "-") * (sum(widths) + len(gap) * (len(widths) - 1)) + "\n"
    if show_headers:
        line([Text(h) for h in headers], style="bold")
        out.append(rule, style="dim")
    for number, row in enumerate(cells):
        if footer and number == len(rows):
            out.append(rule, style="dim")
        line(row)
    out.rstrip()
    return out


def fitted_columns_text(
    headers: Sequence[str], rows: Sequence[Sequence[str | Text]], *, width: int, right: Sequence[int] = ()
) -> Text:
    """``columns_text`` with the widest gap between columns (three spaces, two, one) that keeps each line within
    ``width`` cells: a table that does not fit wraps every row in two (the statistics at 80 columns)."""
    text = Text()
    for gap in (GAP, "  ", " "):
        text = columns_text(headers, rows, right=right, gap=gap)
        if max((line.cell_len for line in text.split("\n")), default=0) <= width:
            break
    return text
