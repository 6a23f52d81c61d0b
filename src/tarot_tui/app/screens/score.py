"""The end of a deal: every term of the score, each player's change, and what the chien held."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from tarot_tui.cli.score import breakdown_rows
from tarot_tui.engine import TABLE_SIZES, Phase, cards_of
from tarot_tui.evening import Evening
from tarot_tui.i18n import contract_name, current_language, t

from ..keys import translate_bindings
from ..widgets.card import cards_text
from ..widgets.columns import columns_text
from ..widgets.panels import KeyBar


class DealScoreScreen(Screen[None]):
    """The score breakdown of the deal just finished (or why it was void)."""

    BINDINGS = [Binding("enter,space,escape", "close", "key.continue", id="continue", priority=True)]

    DEFAULT_CSS = """
    DealScoreScreen VerticalScroll {
        padding: 0 2;
    }
    DealScoreScreen #title {
        text-style: bold;
        margin: 1 0;
    }
    """

    def __init__(self, evening: Evening) -> None:
        super().__init__(id="deal-score")
        self.evening = evening

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(self._title(), id="title")
            yield Static(self._body(), id="breakdown")
        yield KeyBar(id="keys")

    def on_mount(self) -> None:
        translate_bindings(self)
        self.query_one(KeyBar).show([("⏎", t("key.continue"), "close")])
        tidy_soon = getattr(self.app, "tidy_soon", None)
        if tidy_soon is not None:
            tidy_soon()  # while the table reads the score

    def _title(self) -> Text:
        played = self.evening.last
        assert played is not None
        deal = played.deal
        head = t("ui.deal_number", number=played.number)
        if deal.phase is Phase.VOID:
            return Text(f"{head} · {t('phase.void')}")
        assert deal.contract is not None and deal.taker is not None and deal.breakdown is not None
        taker = self.evening.names[played.seats[deal.taker]]
        result = t("score.won" if deal.breakdown.won else "score.lost")
        return Text(f"{head} · {contract_name(deal.contract)} · {taker} · {result}")

    def _body(self) -> Text:
        played = self.evening.last
        assert played is not None
        deal = played.deal
        names = self.evening.names
        if deal.phase is Phase.VOID:
            if deal.void_reason == "petit_sec" and deal.void_seat is not None:
                return Text(t("void.petit_sec", player=names[played.seats[deal.void_seat]]))
            return Text(t("void.all_passed"))
        breakdown = deal.breakdown
        assert breakdown is not None and deal.scores is not None
        lang = current_language()
        terms = columns_text(
            [t("score.term"), t("score.value"), ""],
            [(row.term, row.value, row.note) for row in breakdown_rows(breakdown, lang)],
            right=(1,),
            dim=(2,),
        )
        totals = self.evening.match.totals
        scores = played.match_scores(self.evening.players)
        people_rows: list[tuple[str, str, Text, str]] = []
        for seat, name in enumerate(names):
            ds = played.deal_seat(seat)
            if ds is None:
                role = t("ui.sits_out")
            elif ds == deal.taker:
                role = t("score.taker")
            elif ds == deal.partner:
                role = t("score.partner")
            else:
                role = t("score.defender")
            change = scores[seat]
            style = "green" if change > 0 else "red" if change < 0 else ""
            people_rows.append((name, role, Text(f"{change:+d}", style=style), f"{totals[seat]:+d}"))
        people = columns_text(
            [t("ui.player"), t("score.role"), t("score.change"), t("ui.total")], people_rows, right=(2, 3)
        )
        extra = Text()
        extra.append(t("ui.chien") + ": ")
        extra.append_text(cards_text(tuple(sorted(cards_of(deal.chien)))))
        if deal.ecart:
            extra.append("\n" + t("ui.ecart") + ": ")
            extra.append_text(cards_text(tuple(sorted(cards_of(deal.ecart)))))
        sizes = TABLE_SIZES[deal.players]
        extra.append(
            "\n" + t("ui.tricks_count", attack=deal.tricks_won_by[0], defence=deal.tricks_won_by[1], total=sizes.hand)
        )
        return Text("\n\n").join([people, terms, extra])

    def action_close(self) -> None:
        """On to the score sheet."""
        self.dismiss(None)
