"""A finished deal's score page again, opened from the sheet (``b``): the page the table showed after the deal
(``score_pages.score_page``), the latest deal first, ←/→ for the others (``sheets.deal_pages``), Esc or Enter back
to the sheet. Only what the deal made public once it was over: the same page, nothing more."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen

from tarot_tui.evening import Evening
from tarot_tui.i18n import t
from tarot_tui.sheets.deal_pages import DealPages

from ..keys import CatalogueKeys
from ..score_pages import COMPACT_HEIGHT, score_page
from ..widgets.keybar import BarKey, KeyBar
from ..widgets.page import TextPage


class DealScoreScreen(CatalogueKeys, Screen[None]):
    """The score page of one finished deal of ``evening``; ``pages`` says which, and where ←/→ lead."""

    BINDINGS = [
        Binding("escape,enter,space", "close", "key.back", id="back"),
        # priority: the page scrolls sideways with the arrows otherwise (it never needs to: it wraps)
        Binding("left,h", "deal(-1)", "key.earlier_deal", id="earlier", priority=True),
        Binding("right,l", "deal(1)", "key.later_deal", id="later", priority=True),
    ]

    DEFAULT_CSS = """
    DealScoreScreen #deal-score-page {
        height: 1fr;
        padding: 0 2;
    }
    """

    def __init__(self, evening: Evening, pages: DealPages) -> None:
        super().__init__(id="deal-score")
        self.evening = evening
        self.pages = pages
        """The finished deals' pages and the one open."""

    def compose(self) -> ComposeResult:
        yield TextPage(id="deal-score-page")
        yield KeyBar(id="keys")

    def on_mount(self) -> None:
        self._fill()
        self.query_one(TextPage).focus()

    def on_resize(self) -> None:
        self._fill()

    def _fill(self) -> None:
        """The open deal's page, compact on a low screen as at the table, and the keys that lead somewhere now."""
        pages = self.pages
        compact = self.app.size.height < COMPACT_HEIGHT
        page = self.query_one(TextPage)
        # Its width inside the padding (before the first layout, the screen's less the padding), less a scroll bar.
        width = (page.content_size.width or self.app.size.width - 4) - page.styles.scrollbar_size_vertical
        page.show(score_page(self.evening, compact=compact, index=pages.index, width=width))
        self.query_one(KeyBar).show(
            [
                BarKey("⏎", t("key.back"), "close"),
                BarKey("←", t("key.earlier_deal"), "deal(-1)", enabled=pages.has_earlier),
                BarKey("→", t("key.later_deal"), "deal(1)", enabled=pages.has_later),
            ]
        )

    def action_deal(self, step: int) -> None:
        """An earlier (-1) or later (+1) finished deal; the bell past the first or the latest."""
        pages = self.pages.step(step)
        if pages is None:
            self.app.bell()
            return
        self.pages = pages
        self._fill()

    def action_close(self) -> None:
        """Back to the sheet."""
        self.dismiss(None)
