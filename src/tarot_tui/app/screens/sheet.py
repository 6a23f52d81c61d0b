"""The evening's score sheet: every deal as a row, the running totals, and a chart of them."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from tarot_tui.engine import signed
from tarot_tui.evening import Evening
from tarot_tui.i18n import contract_name, t
from tarot_tui.persistence.saves import SeatKind
from tarot_tui.sheet_rows import SheetRow, played_rows, result_text

from ..context import tarot_context
from ..keys import CatalogueKeys
from ..routes import OpenScreen
from ..widgets.card import plain
from ..widgets.chart import TotalsChart
from ..widgets.columns import columns_text
from ..widgets.keybar import KeyBar


@dataclass(frozen=True, slots=True)
class Layout:
    """How narrow the sheet is drawn: the result as a mark before the contract (✓ Garde) rather than a column of
    its own, with or without the dealer's column, contracts by their short names (G, GS), and the gap between
    columns."""

    mark: bool = False
    dealer: bool = True
    short: bool = False
    gap: str = "   "


LAYOUTS = (
    Layout(),
    Layout(mark=True, gap="  "),
    Layout(mark=True, dealer=False, gap="  "),
    Layout(mark=True, dealer=False, short=True, gap="  "),
    Layout(mark=True, dealer=False, short=True, gap=" "),
)
"""From the widest to the narrowest; the sheet takes the first that fits the screen (five players in 80
columns need the third or fourth)."""


def row_text(names: list[str], row: SheetRow, layout: Layout = LAYOUTS[0]) -> list[str | Text]:
    """One sheet row: deal number, dealer, contract and taker (+ partner) or void, result, each change."""
    cells: list[str | Text] = [str(row.number)]
    if layout.dealer:
        cells.append(names[row.dealer])
    if row.status == "void":
        cells.append(Text(t("phase.void"), style="dim"))
    elif row.status == "in_progress" or row.taker is None or row.contract is None:
        cells.append(Text(t("ui.in_progress"), style="italic"))
    else:
        taker = names[row.taker] + (" + " + names[row.partner] if row.partner is not None else "")
        contract = t(f"contract.short.{row.contract.slug}") if layout.short else contract_name(row.contract)
        if layout.mark:
            won = row.status == "won"
            mark = plain("✓", "+") if won else plain("✗", "x")
            cells.append(Text(f"{mark} {contract} · {taker}", style="green" if won else "red"))
        else:
            cells.append(f"{contract} · {taker}")
    if not layout.mark:
        cells.append(result_text(row) if row.status in ("won", "lost") else "")
    done = row.status != "in_progress"
    for change in row.changes:
        style = "green" if change > 0 else "red" if change < 0 else "dim"
        cells.append(Text(signed(change) if done else "", style=style))
    return cells


class SheetScreen(CatalogueKeys, Screen[None]):
    """The score sheet; with ``final`` it closes the evening with the standings."""

    BINDINGS = [
        Binding("enter,space,escape", "close", "key.continue", id="continue", priority=True),
        Binding("p", "seats", "key.seats", id="seats"),
        Binding("a", "analysis", "key.analysis", id="analysis"),
        Binding("s", "stats", "key.stats", id="stats"),
    ]

    DEFAULT_CSS = """
    SheetScreen #sheet-title {
        text-style: bold;
        padding: 0 1;
        margin-bottom: 1;
    }
    SheetScreen #sheet-scroll {
        height: 1fr;
        padding: 0 1;
    }
    SheetScreen #chart {
        height: auto;
    }
    SheetScreen #standings {
        padding: 0 1;
        text-style: bold;
    }
    """

    def __init__(self, evening: Evening, *, final: bool = False) -> None:
        super().__init__(id="sheet")
        self.evening = evening
        self.final = final

    def compose(self) -> ComposeResult:
        evening = self.evening
        title = t("ui.sheet_final") if self.final else t("ui.sheet_title")
        yield Static(title, id="sheet-title")
        with VerticalScroll(id="sheet-scroll"):
            yield Static(self._rows(self.app.size.width), id="sheet-rows")
        yield TotalsChart(evening.names, evening.match.history_totals(), rows=self._chart_rows(), id="chart")
        if self.final:
            yield Static(self._standings(), id="standings")
        yield KeyBar(id="keys")

    def on_mount(self) -> None:
        keys = [("⏎", t("key.continue"), "close")]
        if self.check_action("seats", ()):
            keys.append(("p", t("key.seats"), "seats"))
        if self.check_action("analysis", ()):
            keys.append(("a", t("key.analysis"), "analysis"))
        keys.append(("s", t("key.stats"), "stats"))
        self.query_one(KeyBar).show(keys)
        self._fit_chart()
        self.query_one("#sheet-scroll", VerticalScroll).scroll_end(animate=False)

    def on_resize(self) -> None:
        self.query_one("#sheet-rows", Static).update(self._rows(self.size.width))
        chart = self.query_one(TotalsChart)
        chart.rows = self._chart_rows()
        self._fit_chart()
        chart.update(chart.render_chart(max(20, chart.size.width - 2)))

    def _chart_rows(self) -> int:
        """A chart of 7 rows when the screen has room, else 4 (80×24)."""
        return 7 if self.app.size.height >= 30 else 4

    def _fit_chart(self) -> None:
        """Leave the chart out when the deals would not fit above it: every deal is worth more than the curve
        (which the statistics screen draws too, with s)."""
        deals = len(self.evening.match.deals)
        standings = len(self.evening.names) + 1 if self.final else 0
        needed = 2 + (2 + deals + 2) + (self._chart_rows() + 2) + standings + 1
        self.query_one(TotalsChart).display = needed <= self.app.size.height

    def _rows(self, width: int) -> Text:
        """Every deal (a rule before the totals); the newest last, scrolled into view. Plain aligned text:
        a DataTable cost ~20 ms of styles and drawing each time the sheet came up after a deal. Drawn in the
        widest ``LAYOUTS`` that fits ``width`` columns."""
        evening = self.evening
        played = played_rows(evening.match)
        totals = [
            Text(f"{v:+d}", style="bold green" if v > 0 else "bold red" if v < 0 else "bold")
            for v in evening.match.totals
        ]
        text = Text()
        for layout in LAYOUTS:
            rows = [row_text(evening.names, row, layout) for row in played]
            headers = ["#"] + [t("ui.dealer_short")] * layout.dealer + [t("score.contract")]
            headers += [t("score.result")] * (not layout.mark)
            first = len(headers)
            total: list[str | Text] = [""] * (first - 1) + [Text(t("ui.total"), style="bold")]
            if not layout.mark:
                total = [*total[:-2], total[-1], ""]
            total += totals
            right = tuple(range(first, first + len(evening.names)))
            text = columns_text([*headers, *evening.names], rows, right=right, footer=[total], gap=layout.gap)
            if max((line.cell_len for line in text.split("\n")), default=0) <= width - 4:
                break
        return text

    def _standings(self) -> Text:
        totals = self.evening.match.totals
        order = sorted(range(len(totals)), key=lambda s: -totals[s])
        text = Text(t("ui.standings") + "\n")
        for place, seat in enumerate(order, start=1):
            text.append(f"{place}. {self.evening.names[seat]}  {totals[seat]:+d}\n")
        return text

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "seats":
            return not self.final and self.evening.current is None
        if action == "analysis":  # the deal review, from the latest finished deal (←/→ there for the others)
            return bool(tarot_context(self).settings.review) and any(d.is_over for d in self.evening.match.deals)
        return True

    def action_seats(self) -> None:
        """Switch seats between people and computer players before the next deal."""

        def chosen(seats: list[SeatKind] | None) -> None:
            if seats is not None:
                for seat, kind in enumerate(seats):
                    if kind != self.evening.save.seats[seat]:
                        self.evening.set_seat(seat, kind)

        args = {"names": self.evening.names, "seats": list(self.evening.save.seats)}
        self.post_message(OpenScreen("seats", args, chosen))

    def action_analysis(self) -> None:
        """The deal review of the evening's deals, from the latest."""
        if self.check_action("analysis", ()):
            self.post_message(OpenScreen("analysis", {"evening": self.evening}))

    def action_stats(self) -> None:
        """Statistics per player over every saved evening, this one charted first."""
        self.evening.flush()
        self.post_message(OpenScreen("stats", {"evening_id": self.evening.save.evening_id}))

    def action_close(self) -> None:
        """Back to the table (or, after the last deal, to the start screen)."""
        self.dismiss(None)
