"""Every finished trick of the latest deal, to browse: who led, each card by seat, who won it, its points."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Static

from tarot_tui.evening import Evening
from tarot_tui.i18n import points_text, t
from tarot_tui.play import TrickReview, review_tricks

from ..reading import ReadingScreen
from ..widgets.card import card_text


def trick_text(review: TrickReview, name_of_deal_seat: list[str]) -> Text:
    """One trick on two lines: who led, who won, the points; then each card by seat in play order."""
    text = Text()
    text.append(t("review.trick", number=review.number), style="bold")
    text.append(" · " + t("review.leads", player=name_of_deal_seat[review.leader]))
    text.append(" · " + t("review.won_by", player=name_of_deal_seat[review.winner]), style="bold")
    text.append(" · " + t("review.points", points=points_text(review.half_points)))
    text.append("\n   ")
    for index, (seat, card) in enumerate(review.cards):
        if index:
            text.append("   ")
        style = "underline" if seat == review.winner else ""
        text.append(name_of_deal_seat[seat] + " ", style=style)
        text.append_text(card_text(card))
    if review.excuse is not None and review.excuse_fate is not None and review.excuse != review.winner:
        note = t(
            f"review.excuse.{review.excuse_fate}",
            player=name_of_deal_seat[review.excuse],
            winner=name_of_deal_seat[review.winner],
            rule=review.excuse_rule,
        )
        text.append("\n   " + note, style="dim")
    return text


class ReviewScreen(ReadingScreen):
    """The tricks of the latest deal, newest last (all public: R9.1)."""

    BINDINGS = [Binding("escape,enter,r,q", "close", "key.back", show=False)]

    def __init__(self, evening: Evening) -> None:
        super().__init__(id="review")
        self.evening = evening

    def compose(self) -> ComposeResult:
        played = self.evening.last
        box = VerticalScroll(id="review-box")
        box.border_title = t("review.title", number=played.number if played else 0)
        box.border_subtitle = t("review.keys")
        with box:
            yield Static(self._body(), id="review-body")

    def _body(self) -> Text:
        played = self.evening.last
        view = self.evening.view(None)
        if played is None or view is None or not view.tricks:
            return Text(t("review.empty"))
        names = [self.evening.names[seat] for seat in played.seats]
        return Text("\n").join(trick_text(review, names) for review in review_tricks(view))

    def on_mount(self) -> None:
        box = self.query_one("#review-box", VerticalScroll)
        box.focus()
        box.scroll_end(animate=False)

    def action_close(self) -> None:
        """Back to the table."""
        self.dismiss(None)
