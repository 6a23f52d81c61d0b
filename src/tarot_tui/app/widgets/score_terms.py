"""A score for a narrow pane (the score keeper's preview). ``ScoreTerms``: each term with its value on one line, the
value at the right edge, and how it was worked out on the lines under it, indented and wrapped between words but
never inside its rule's citation ("(regel R11.4)" stays whole). ``NamesGiveWay``: a table of players whose names
are shortened when it is too wide, never its numbers. Both are laid out at the width they are drawn at, so the pane
may be any width."""

from __future__ import annotations

import re
import textwrap
from collections.abc import Callable, Sequence

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

from tarot_tui.sheets.breakdown import ScoreRow
from tarot_tui.table import names_apart

from .card import plain

CITATION = re.compile(r"\((\S+) (R\d[\d.]*)\)")
"""A rule's citation at the end of a note: "(regel R12.1)", "(rule R12.1)"."""
NO_BREAK = "\u00a0"
"""Joins the citation's words while wrapping (``textwrap`` breaks at ASCII spaces only)."""
INDENT = "  "


def note_lines(note: str, width: int) -> list[str]:
    """``note`` in lines of at most ``width`` cells (a word longer than that stands alone), its citation whole."""
    joined = CITATION.sub(lambda m: f"({m.group(1)}{NO_BREAK}{m.group(2)})", note)
    lines = textwrap.wrap(joined, max(1, width), break_long_words=False, break_on_hyphens=False)
    return [line.replace(NO_BREAK, " ") for line in lines]


class ScoreTerms:
    """The rows of a breakdown (``sheets.breakdown``) under a title and a header line, drawn at any width."""

    def __init__(self, title: str, headers: tuple[str, str], rows: Sequence[ScoreRow]) -> None:
        self.title = title
        self.headers = headers
        self.rows = tuple(rows)

    def _widest(self) -> int:
        pairs = [(row.term, row.value) for row in self.rows] + [self.headers]
        return max(cell_len(term) + 1 + cell_len(value) for term, value in pairs)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        notes = [cell_len(INDENT + row.note) for row in self.rows if row.note]
        return Measurement(min(20, options.max_width), min(max([self._widest(), *notes]), options.max_width))

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = min(options.max_width, max(self._widest(), *(cell_len(INDENT + row.note) for row in self.rows)))
        out = Text(no_wrap=True, overflow="ellipsis")
        out.append(self.title.center(width).rstrip() + "\n", style="italic")
        self._line(out, *self.headers, width, style="bold")
        for row in self.rows:
            self._line(out, row.term, row.value, width)
            for line in note_lines(row.note, width - len(INDENT)) if row.note else ():
                out.append(INDENT + line + "\n", style="dim")
        out.rstrip()
        yield out

    @staticmethod
    def _line(out: Text, term: str, value: str, width: int, style: str = "") -> None:
        gap = width - cell_len(term) - cell_len(value)
        if gap < 1:  # wider than the pane: the value on a line of its own, at the right
            out.append(term + "\n", style=style)
            gap, term = width - cell_len(value), ""
        out.append(term + " " * gap + value + "\n", style=style)


class NamesGiveWay:
    """A table whose first column holds the names (no wrap, an ellipsis), drawn within its width: when it is too
    wide its columns close up, then the names are shortened as the seats' edges shorten them (``names_apart``: no
    two read alike, where Rich's ellipsis made "Annemarie-Lo…" of Annemarie-Louise and of Annemarie-Louisa). Rich
    shortens no column of a table of unwrappable ones: it crops the table at its right edge, where the totals are
    ("Totaa", "-5" for -56 beside "Speler 1")."""

    def __init__(self, build: Callable[[Sequence[str]], Table], names: Sequence[str]) -> None:
        """``build(names)``: the table with ``names`` in its first column, whole or shortened."""
        self.build = build
        self.names = tuple(names)
        self.names_width = max((cell_len(name) for name in names), default=0)

    def _fitted(self, console: Console, options: ConsoleOptions) -> Table:
        """The table within ``options.max_width``: its columns a space closer first (names shortened to "Speler…"
        told four players apart no more), then the names shortened."""
        table = self.build(self.names)
        for collapse in (False, True):
            table.collapse_padding = collapse
            excess = Measurement.get(console, options.update(width=10_000), table).maximum - options.max_width
            if excess <= 0:
                return table
        room = max(1, self.names_width - excess)
        table = self.build(names_apart(self.names, room, width=cell_len, ellipsis=plain("…", "...")))
        table.collapse_padding = True
        table.columns[0].max_width = room  # (a name that cannot be read apart in so few cells is cut all the same)
        return table

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self._fitted(console, options))

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self._fitted(console, options)


__all__ = ["NamesGiveWay", "ScoreTerms", "note_lines"]
