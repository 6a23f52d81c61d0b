"""A small line chart of the running totals, all players on one scale, drawn with text: the grid is
``sheets.stats.chart`` (the one the command line draws too), coloured here a seat a colour."""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.widgets import Static

from tarot_tui.engine import signed
from tarot_tui.sheets.stats import MARKERS, SHARED, Chart, chart, deals_note

from .card import current_look

COLOURS = ("bright_cyan", "bright_magenta", "bright_yellow", "bright_green", "bright_red")
"""Each seat's colour in the chart and its legend."""


class TotalsChart(Static):
    """The running totals after each deal (x: deals, y: points), one coloured marker per player."""

    DEFAULT_CSS = """
    TotalsChart {
        height: auto;
        padding: 0 1;
    }
    """

    def __init__(self, names: list[str], history: list[list[int]], *, rows: int = 7, id: str | None = None) -> None:
        super().__init__(id=id)
        self.names = names
        self.history = history
        self.rows = rows

    def on_resize(self) -> None:
        self.update(self.render_chart(max(20, self.size.width - 2)))

    def on_mount(self) -> None:
        self.update(self.render_chart(max(20, self.size.width - 2)))

    def render_chart(self, width: int) -> Text:
        """The chart as text, ``width`` cells wide."""
        return chart_text(self.names, self.history, width, self.rows)


def chart_text(names: list[str], history: list[list[int]], width: int, rows: int = 7) -> Text:
    """The running totals after each deal as ``rows`` lines of a chart ``width`` cells wide (x: deals, y: points),
    each player's marks in their colour, a deal's side by side (``sheets.stats.chart``), and a legend line under
    it (ASCII marks in the ASCII look)."""
    return drawn_text(chart(names, history, width=width, rows=rows, ascii=current_look().ascii))


def drawn_text(drawn: Chart) -> Text:
    """A chart's grid in colour: the labels dim, the zero line grey, each seat's marks in its colour (marks that
    fall together, only on a chart too narrow to set them side by side, in bold white); then the legend, and which
    deals are drawn when some are left out."""
    text = Text()
    for label, row in zip(drawn.labels, drawn.cells, strict=True):
        text.append(label + " ", style="dim")
        # One append per run of cells of one owner: a cell at a time made the chart most of the sheet's cost.
        start = 0
        for x in range(1, len(row) + 1):
            if x == len(row) or row[x][1] != row[start][1]:
                owner = row[start][1]
                style = "grey35" if owner is None else "bold white" if owner == SHARED else COLOURS[owner]
                text.append("".join(char for char, _ in row[start:x]), style=style)
                start = x
        text.append("\n")
    # The legend breaks between players where it is wider than the chart (five long names at 80 columns), never
    # between a name and its total.
    width = max((len(label) + 1 + len(row) for label, row in zip(drawn.labels, drawn.cells, strict=True)), default=0)
    used = 0
    for seat, (mark, name, total) in enumerate(drawn.legend):
        entry = f"{mark} {name} {signed(total)}"
        if seat:
            apart = used + 3 + cell_len(entry) > width > 0
            text.append("\n" if apart else "   ")
            used = 0 if apart else used + 3
        text.append(entry, style=COLOURS[seat])
        used += cell_len(entry)
    note = deals_note(drawn)
    if note is not None:
        text.append("\n" + note, style="dim")
    return text


__all__ = ["COLOURS", "MARKERS", "TotalsChart", "chart_text", "drawn_text"]
