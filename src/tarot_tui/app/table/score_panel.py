"""Between deals, over the whole table: the deal's score (←/→ to the earlier deals' pages and back), then the
evening's sheet (``score_pages``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rich.text import Text
from textual.binding import Binding
from textual.geometry import Size
from textual.message import Message

from tarot_tui.evening import Evening
from tarot_tui.sheets.deal_pages import DealPages

from ..routes import OpenScreen, ask
from ..score_pages import COMPACT_HEIGHT, score_page, sheet_page
from ..settling import enter_too_soon, settling
from ..widgets.cover import Covered
from ..widgets.page import TextPage
from ..widgets.player_rows import PHONE, seat_of_choice

Page = Literal["score", "sheet", "final"]


class ScorePanel(TextPage):
    """The score of the deal just finished (or why it was void), then the evening's sheet, over the table.

    A layer of the table rather than a screen: composed once with it, filled in and shown after each deal (a new
    screen cost its style sheet, composition and several layouts in the key that ended the deal, and the sheet's
    screen as much again in the key after it).
    """

    BINDINGS = [
        Binding("enter,space,escape", "close", "key.continue", id="continue"),
        Binding("p", "seats", "key.seats", id="seats"),
        Binding("b", "deal_scores", "key.deal_scores", id="deal-scores"),
        Binding("s", "stats", "key.stats", id="stats"),
        # On the deal's score: the earlier deals' pages, as the sheet's b shows them (the page's own arrows would
        # scroll it sideways, which it never needs: it wraps).
        Binding("left,h", "deal(-1)", "key.earlier_deal", id="earlier-deal"),
        Binding("right,l", "deal(1)", "key.later_deal", id="later-deal"),
    ]

    DEFAULT_CSS = """
    ScorePanel {
        layer: score;
        width: 100%;
        height: 100%;
        padding: 0 2;
        background: $background;
        display: none;
    }
    """

    QUIET = 0.3
    """Seconds after the sheet comes up until the table is displayed under it again."""

    @dataclass
    class Closed(Message):
        """The players have read the page."""

        panel: ScorePanel

    class Below(Message):
        """The table is displayed again under the sheet (``QUIET`` after it came up): the next deal may be drawn
        there."""

    class SeatsChanged(Message):
        """The seats of the next deal were chosen (people, computers, phones)."""

    class PageTurned(Message):
        """Another deal's score page is up (←/→): the key bar says where the arrows lead now."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._covered = Covered()
        self.page: Page | None = None
        """The page up (None: the panel is down)."""
        self.evening: Evening | None = None
        self.pages: DealPages | None = None
        """On the deal's score: the finished deals' pages and the one open (the deal just played, until ←/→)."""

    @property
    def is_up(self) -> bool:
        """The panel covers the table."""
        return bool(self.display)

    def show_for(self, evening: Evening) -> None:
        """Cover the table with the score of ``evening``'s last deal."""
        self._show(evening, "score")

    def show_sheet(self, evening: Evening, *, final: bool = False) -> None:
        """Cover the table with ``evening``'s sheet (``final``: with the standings, at the evening's end)."""
        self._show(evening, "final" if final else "sheet")

    def _show(self, evening: Evening, page: Page) -> None:
        self.evening, self.page = evening, page
        self.pages = DealPages.latest(evening.match) if page == "score" else None
        width, height = self.app.size
        self.expected = Size(width - 4, height - 1)  # all but the key bar, inside the padding
        self.show(self._text(), end=page != "score")
        self._covered.put_up(self)
        settling(self.app).mark()
        if page == "sheet":  # the table under it again while the sheet is read, so that the next deal shows at once
            self.set_timer(self.QUIET, self._table_below)

    def _text(self) -> Text:
        evening, page = self.evening, self.page
        assert evening is not None and page is not None
        height = self.app.size.height
        width, lines = self.content_size if self.content_size.area else self.expected or self.content_size
        if page == "score":  # (its notes wrap under themselves inside the page, less a scroll bar)
            index = self.pages.index if self.pages is not None else None
            width -= self.styles.scrollbar_size_vertical
            return score_page(evening, compact=height < COMPACT_HEIGHT, index=index, width=width)
        return sheet_page(evening, width=width, height=lines, final=page == "final")

    def _table_below(self) -> None:
        if self.page == "sheet":
            self._covered.show_below(self)
            self.post_message(self.Below())

    def on_resize(self) -> None:
        if self.page is not None and self.size != self.expected:  # (not when it comes up at the size expected)
            self.expected = self.size
            self.show(self._text(), end=self.page != "score")

    def hide(self) -> None:
        """Uncover the table."""
        self.page = None
        self.pages = None
        self._covered.take_down(self)
        settling(self.app).mark()  # what lay under it (a curtain drawn there already) comes up now

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "deal":  # on the deal's score: the other finished deals' pages
            return self.page == "score" and self.pages is not None
        if action == "seats":  # between deals only: the seats of the next deal
            return self.page == "sheet" and self.evening is not None and self.evening.current is None
        if action == "stats":
            return self.page in ("sheet", "final")
        if action == "deal_scores":  # from the sheet: the score page just skipped, or an earlier one
            evening = self.evening
            return self.page in ("sheet", "final") and evening is not None and evening.deals_done > 0
        return True

    def action_close(self) -> None:
        """On to the sheet, the next deal or the end of the evening (not on an Enter that came before the page
        could be read)."""
        if self.display and not enter_too_soon(self.app):
            self.post_message(self.Closed(self))

    def action_deal(self, step: int) -> None:
        """The score page of an earlier (-1) or later (+1) finished deal, the deal just played the latest; the bell
        past either end. Each is the page the table showed after that deal (built from its public view): nothing
        else comes up, and Enter goes on from any of them as from the deal just played."""
        pages = self.pages.step(step) if self.pages is not None and self.page == "score" else None
        if pages is None:
            self.app.bell()
            return
        self.pages = pages
        self.show(self._text())
        self.post_message(self.PageTurned())

    def action_seats(self) -> None:
        """Switch seats between people and computer players before the next deal."""
        evening = self.evening
        if evening is None or not self.check_action("seats", ()):
            return

        def chosen(choices: list[str] | None) -> None:
            if choices is None:
                return
            for seat, choice in enumerate(choices):
                kind, on_phone = seat_of_choice(choice)
                if kind != evening.save.seats[seat]:
                    evening.set_seat(seat, kind)
                if on_phone != evening.on_phone(seat):
                    evening.set_phone(seat, on_phone)
            self.post_message(self.SeatsChanged())

        seats = [PHONE if evening.on_phone(seat) else kind for seat, kind in enumerate(evening.save.seats)]
        args = {"names": evening.names, "seats": seats}
        ask(self, OpenScreen("seats", args, chosen))

    def action_deal_scores(self) -> None:
        """The score page of the latest finished deal again (←/→ there for the others; Esc back to the sheet)."""
        if self.evening is not None and self.check_action("deal_scores", ()):
            ask(self, OpenScreen("deal_score", {"evening": self.evening}))

    def action_stats(self) -> None:
        """Statistics per player over every saved evening, this one charted first."""
        evening = self.evening
        if evening is not None and self.check_action("stats", ()):
            evening.flush()
            ask(self, OpenScreen("stats", {"evening_id": evening.save.evening_id}))
