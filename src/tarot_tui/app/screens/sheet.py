"""The evening's score sheet: every deal as a row, the running totals, and a chart of them."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from tarot_tui.engine import Phase
from tarot_tui.evening import Evening
from tarot_tui.i18n import contract_name, t
from tarot_tui.persistence.saves import SeatKind

from ..keys import translate_bindings
from ..widgets.chart import TotalsChart
from ..widgets.columns import columns_text
from ..widgets.panels import KeyBar


def deal_summary(evening: Evening, index: int) -> list[str | Text]:
    """One sheet row: deal number, dealer, taker and contract (or void), result, each player's change."""
    played = evening.match.deals[index]
    deal = played.deal
    names = evening.names
    row: list[str | Text] = [str(played.number), names[played.dealer]]
    if deal.phase is Phase.VOID:
        row += [Text(t("phase.void"), style="dim"), ""]
    elif deal.phase is Phase.SCORED and deal.taker is not None and deal.contract is not None:
        taker = names[played.seats[deal.taker]]
        if deal.partner is not None:
            taker += " + " + names[played.seats[deal.partner]]
        row += [
            f"{contract_name(deal.contract)} · {taker}",
            t("score.won" if deal.breakdown and deal.breakdown.won else "score.lost"),
        ]
    else:
        row += [Text(t("ui.in_progress"), style="italic"), ""]
    for score in played.match_scores(evening.players):
        style = "green" if score > 0 else "red" if score < 0 else "dim"
        row.append(Text(f"{score:+d}" if deal.phase.is_over else "", style=style))
    return row


class SheetScreen(Screen[None]):
    """The score sheet; with ``final`` it closes the evening with the standings."""

    BINDINGS = [
        Binding("enter,space,escape", "close", "key.continue", id="continue", priority=True),
        Binding("p", "seats", "key.seats", id="seats"),
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
        translate_bindings(self)
        keys = [("⏎", t("key.continue"), "close")]
        if self.check_action("seats", ()):
            keys.append(("p", t("key.seats"), "seats"))
        self.query_one(KeyBar).show(keys)
        self.query_one("#sheet-scroll", VerticalScroll).scroll_end(animate=False)

    def _rows(self) -> Text:
        """Every deal (a rule before the totals); the newest last, scrolled into view. Plain aligned text:
        a DataTable cost ~20 ms of styles and drawing each time the sheet came up after a deal."""
        evening = self.evening
        rows = [deal_summary(evening, index) for index in range(len(evening.match.deals))]
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
        return True

    def action_seats(self) -> None:
        """Switch seats between people and computer players before the next deal."""
        from .seats import SeatsScreen

        def chosen(seats: list[SeatKind] | None) -> None:
            if seats is not None:
                for seat, kind in enumerate(seats):
                    if kind != self.evening.save.seats[seat]:
                        self.evening.set_seat(seat, kind)

        self.app.push_screen(SeatsScreen(self.evening.names, list(self.evening.save.seats)), chosen)

    def action_close(self) -> None:
        """Back to the table (or, after the last deal, to the start screen)."""
        self.dismiss(None)
