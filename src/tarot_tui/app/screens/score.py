"""The end of a deal: every term of the score, each player's change, and what the chien held."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.message import Message
from textual.widgets import Static

from tarot_tui.breakdown import breakdown_rows
from tarot_tui.engine import TABLE_SIZES, Phase, VoidReason, cards_of
from tarot_tui.evening import Evening
from tarot_tui.i18n import contract_name, current_language, t

from ..widgets.card import cards_text
from ..widgets.columns import columns_text
from ..widgets.cover import Covered


class ScorePanel(VerticalScroll, can_focus=True):
    """The score breakdown of the deal just finished (or why it was void), over the whole table.

    A layer of the table rather than a screen: composed once with it, filled in and shown after each deal
    (a new screen cost its style sheet, composition and several layouts in the key that ended the deal).
    """

    BINDINGS = [Binding("enter,space,escape", "close", "key.continue", id="continue")]

    DEFAULT_CSS = """
    ScorePanel {
        layer: score;
        width: 100%;
        height: 100%;
        padding: 0 2;
        background: $background;
        display: none;
    }
    ScorePanel #score-title {
        text-style: bold;
        margin: 1 0;
    }
    ScorePanel.-compact #score-title {
        margin: 0 0 1 0;
    }
    """
    FULL_HEIGHT = 34
    """Screens lower than this get the compact breakdown (``breakdown_rows(compact=True)``, the chien and the
    écart on one line), so that five players' score fits 80×24 without scrolling."""

    @dataclass
    class Closed(Message):
        """The players have read the score."""

        panel: ScorePanel

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._covered = Covered()

    def compose(self) -> ComposeResult:
        yield Static("", id="score-title")
        yield Static("", id="breakdown")

    def watch_has_focus(self, _has_focus: bool) -> None:
        """Nothing of the panel's look depends on focus: no style sheet update."""

    @property
    def is_up(self) -> bool:
        """The score covers the table."""
        return bool(self.display)

    def show_for(self, evening: Evening) -> None:
        """Cover the table with the score of ``evening``'s last deal."""
        compact = self.app.size.height < self.FULL_HEIGHT
        self.set_class(compact, "-compact")
        self.query_one("#score-title", Static).update(self._title(evening))
        self.query_one("#breakdown", Static).update(self._body(evening, compact=compact))
        self.scroll_home(animate=False)
        self._covered.put_up(self)

    def hide(self) -> None:
        """Uncover the table."""
        self._covered.take_down(self)

    def action_close(self) -> None:
        """On to the score sheet."""
        if self.display:
            self.post_message(self.Closed(self))

    @staticmethod
    def _title(evening: Evening) -> Text:
        played = evening.last
        assert played is not None
        deal = played.deal
        head = t("ui.deal_number", number=played.number)
        if deal.phase is Phase.VOID:
            return Text(f"{head} · {t('phase.void')}")
        assert deal.contract is not None and deal.taker is not None and deal.breakdown is not None
        taker = evening.names[played.seats[deal.taker]]
        result = t("score.won" if deal.breakdown.won else "score.lost")
        return Text(f"{head} · {contract_name(deal.contract)} · {taker} · {result}")

    @staticmethod
    def _body(evening: Evening, *, compact: bool = False) -> Text:
        played = evening.last
        assert played is not None
        deal = played.deal
        names = evening.names
        if deal.phase is Phase.VOID:
            if deal.void_reason is VoidReason.PETIT_SEC and deal.void_seat is not None:
                return Text(t("void.petit_sec", player=names[played.seats[deal.void_seat]]))
            return Text(t("void.all_passed"))
        breakdown = deal.breakdown
        assert breakdown is not None and deal.scores is not None
        lang = current_language()
        terms = columns_text(
            [t("score.term"), t("score.value"), ""],
            [(row.term, row.value, row.note) for row in breakdown_rows(breakdown, lang, compact=compact)],
            right=(1,),
            dim=(2,),
            show_headers=not compact,
        )
        totals = evening.match.totals
        scores = played.match_scores(evening.players)
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
            extra.append(("   " if compact else "\n") + t("ui.ecart") + ": ")
            extra.append_text(cards_text(tuple(sorted(cards_of(deal.ecart)))))
        sizes = TABLE_SIZES[deal.players]
        extra.append(
            "\n" + t("ui.tricks_count", attack=deal.tricks_won_by[0], defence=deal.tricks_won_by[1], total=sizes.hand)
        )
        return Text("\n\n").join([people, terms, extra])
