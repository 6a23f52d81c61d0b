"""The evening's score sheet as a screen of its own (``s`` during a deal): every deal as a row, the running
totals, and a chart of them (``score_pages.sheet_page``); ``b`` opens a finished deal's score page again. Between
deals the table shows the same page itself.

Read-only, away from the table (a saved evening looked at from the statistics, or the closing sheet of one left on
its last deal's score page): the sheet and its deals' score pages only, which show what each deal made public once
it was over; no seats, no deal review, no statistics (it is opened from there)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen

from tarot_tui.evening import Evening
from tarot_tui.i18n import t
from tarot_tui.persistence.saves import SeatKind

from ..context import tarot_context
from ..keys import CatalogueKeys
from ..routes import OpenScreen, ask
from ..score_pages import sheet_page
from ..widgets.keybar import KeyBar
from ..widgets.page import TextPage


class SheetScreen(CatalogueKeys, Screen[None]):
    """The score sheet; with ``final`` it closes the evening with the standings; ``read_only``: away from the
    table, only the sheet and its deals' score pages."""

    BINDINGS = [
        Binding("enter,space,escape", "close", "key.continue", id="continue", priority=True),
        Binding("p", "seats", "key.seats", id="seats"),
        Binding("b", "deal_scores", "key.deal_scores", id="deal-scores"),
        Binding("a", "analysis", "key.analysis", id="analysis"),
        Binding("s", "stats", "key.stats", id="stats"),
    ]

    DEFAULT_CSS = """
    SheetScreen #sheet-page {
        height: 1fr;
        padding: 0 2;
    }
    """

    def __init__(self, evening: Evening, *, final: bool = False, read_only: bool = False) -> None:
        # Its own id read-only: it may be opened from the statistics opened from the sheet (``push_once``).
        super().__init__(id="sheet-read" if read_only else "sheet")
        self.evening = evening
        self.final = final
        self.read_only = read_only

    def compose(self) -> ComposeResult:
        yield TextPage(id="sheet-page")
        yield KeyBar(id="keys")

    def on_mount(self) -> None:
        back = "key.back" if self.read_only else "key.continue"  # read-only: back to where it was opened
        keys = [("⏎", t(back), "close")]
        if self.check_action("seats", ()):
            keys.append(("p", t("key.seats"), "seats"))
        if self.check_action("deal_scores", ()):
            keys.append(("b", t("key.deal_scores"), "deal_scores"))
        if self.check_action("analysis", ()):
            keys.append(("a", t("key.analysis"), "analysis"))
        if self.check_action("stats", ()):
            keys.append(("s", t("key.stats"), "stats"))
        self.query_one(KeyBar).show(keys)
        self._fill()
        self.query_one(TextPage).focus()

    def on_resize(self) -> None:
        self._fill()

    def _fill(self) -> None:
        """The page for the screen's size: the width and height inside the page's padding, the key bar below."""
        width, height = self.app.size.width - 4, self.app.size.height - 1
        self.query_one(TextPage).show(sheet_page(self.evening, width=width, height=height, final=self.final), end=True)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.read_only and action in ("seats", "analysis", "stats"):
            return False
        if action == "seats":
            return not self.final and self.evening.current is None
        if action == "deal_scores":  # a finished deal's score page
            return any(d.is_over for d in self.evening.match.deals)
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
        ask(self, OpenScreen("seats", args, chosen))

    def action_deal_scores(self) -> None:
        """The score page of the latest finished deal (←/→ there for the others)."""
        if self.check_action("deal_scores", ()):
            ask(self, OpenScreen("deal_score", {"evening": self.evening}))

    def action_analysis(self) -> None:
        """The deal review of the evening's deals, from the latest."""
        if self.check_action("analysis", ()):
            ask(self, OpenScreen("analysis", {"evening": self.evening}))

    def action_stats(self) -> None:
        """Statistics per player over every saved evening, this one charted first."""
        if not self.check_action("stats", ()):
            return
        self.evening.flush()
        ask(self, OpenScreen("stats", {"evening_id": self.evening.save.evening_id}))

    def action_close(self) -> None:
        """Back to the table (or, after the last deal, to the start screen; read-only, to where it was opened)."""
        self.dismiss(None)
