"""The evening's score sheet: every deal as a row, the running totals, and a chart of them."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from tarot_tui.evening import Evening
from tarot_tui.i18n import contract_name, t
from tarot_tui.persistence.saves import SeatKind
from tarot_tui.sheet_rows import SheetRow, played_rows, result_text

from ..context import tarot_context
from ..keys import CatalogueKeys
from ..routes import OpenScreen
from ..widgets.chart import TotalsChart
from ..widgets.columns import columns_text
from ..widgets.keybar import KeyBar


def row_text(names: list[str], row: SheetRow) -> list[str | Text]:
    """One sheet row: deal number, dealer, contract and taker (+ partner) or void, result, each change."""
    cells: list[str | Text] = [str(row.number), names[row.dealer]]
    if row.status == "void":
        cells += [Text(t("phase.void"), style="dim"), ""]
    elif row.status == "in_progress" or row.taker is None or row.contract is None:
        cells += [Text(t("ui.in_progress"), style="italic"), ""]
    else:
        taker = names[row.taker] + (" + " + names[row.partner] if row.partner is not None else "")
        cells += [f"{contract_name(row.contract)} · {taker}", result_text(row)]
    done = row.status != "in_progress"
    for change in row.changes:
        style = "green" if change > 0 else "red" if change < 0 else "dim"
        cells.append(Text(f"{change:+d}" if done else "", style=style))
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
            yield Static(self._rows(), id="sheet-rows")
        yield TotalsChart(evening.names, evening.match.history_totals(), id="chart")
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
        self.query_one("#sheet-scroll", VerticalScroll).scroll_end(animate=False)

    def _rows(self) -> Text:
        """Every deal (a rule before the totals); the newest last, scrolled into view. Plain aligned text:
        a DataTable cost ~20 ms of styles and drawing each time the sheet came up after a deal."""
        evening = self.evening
        rows = [row_text(evening.names, row) for row in played_rows(evening.match)]
        totals = [
            Text(f"{v:+d}", style="bold green" if v > 0 else "bold red" if v < 0 else "bold")
            for v in evening.match.totals
        ]
        total: list[str | Text] = ["", "", Text(t("ui.total"), style="bold"), "", *totals]
        headers = ["#", t("ui.dealer_short"), t("score.contract"), t("score.result"), *evening.names]
        return columns_text(headers, rows, right=tuple(range(4, 4 + len(evening.names))), footer=[total])

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
