"""A small line chart of the running totals, all players on one scale, drawn with text."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from tarot_tui.engine import signed

COLOURS = ("bright_cyan", "bright_magenta", "bright_yellow", "bright_green", "bright_red")
MARKERS = "●▲■◆▼"


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
    one coloured marker per player, and a legend line under it."""
    points = [[0] * len(names), *history]
    values = [v for row in points for v in row]
    top, bottom = max([*values, 0]), min([*values, 0])
    span = max(1, top - bottom)
    label_width = max(len(signed(top)), len(signed(bottom))) + 1
    plot_width = max(4, width - label_width)
    grid: list[list[tuple[str, str]]] = [[(" ", "")] * plot_width for _ in range(rows)]
    zero_row = round((top - 0) / span * (rows - 1))
    for x in range(plot_width):
        grid[zero_row][x] = ("─", "grey35")
    steps = max(1, len(points) - 1)
    for seat in range(len(names)):
        for index, row in enumerate(points):
            x = round(index / steps * (plot_width - 1))
            y = round((top - row[seat]) / span * (rows - 1))
            char, style = grid[y][x]
            # Two or more players on one cell: a shared mark (a third one must not hide it again).
            if char == "✱" or (char in MARKERS and style != COLOURS[seat]):
                grid[y][x] = ("✱", "bold white")
            else:
                grid[y][x] = (MARKERS[seat], COLOURS[seat])
    text = Text()
    for y in range(rows):
        label = signed(top) if y == 0 else signed(bottom) if y == rows - 1 else "0" if y == zero_row else ""
        text.append(label.rjust(label_width - 1) + " ", style="dim")
        # One append per run of cells in one style: a cell at a time made the chart most of the sheet's cost.
        line = grid[y]
        start = 0
        for x in range(1, plot_width + 1):
            if x == plot_width or line[x][1] != line[start][1]:
                text.append("".join(char for char, _ in line[start:x]), style=line[start][1])
                start = x
        text.append("\n")
    for seat, name in enumerate(names):
        total = points[-1][seat]
        text.append(f"{MARKERS[seat]} {name} {signed(total)}   ", style=COLOURS[seat])
    return text
