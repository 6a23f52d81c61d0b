"""The hint line of the table, and the log lines of what happened (all text from the catalogue)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol, TypeVar

from rich.text import Text
from textual.widget import Widget

from tarot_tui.coaching.guide import card_hint, situation_hint
from tarot_tui.engine import CardPlayed
from tarot_tui.i18n import card_short, explain, t
from tarot_tui.play import (
    AskBid,
    AskDiscard,
    AskPoignee,
    ComputerTurn,
    DealStarted,
    Decision,
    News,
    PassedForYou,
    PlayedForYou,
    TakenBack,
)

from ..widgets.card import card_text
from ..widgets.hand import HandWidget
from ..widgets.panels import DealLog, HintBar
from .narration import describe

if TYPE_CHECKING:
    from tarot_tui.coaching.coach import Coach, Dialog
    from tarot_tui.evening import Evening
    from tarot_tui.play import Prompt, TableFlow


W = TypeVar("W", bound="Widget")


class HintedTable(Protocol):
    """What the hint line reads of the table screen."""

    evening: Evening
    coach: Coach | None
    prompt: Prompt | None
    poignee_size: int
    flow: TableFlow | None

    def part(self, kind: type[W]) -> W:
        """The table's widget of that type."""

    def hints_on(self) -> bool:
        """Whether legal cards stand out and refusals are explained."""

    def tells_every_move(self) -> bool:
        """Whether every card, turn and refusal is also a line in the log (the setting for screen readers)."""


def news_lines(
    news: Sequence[News], seat_name: Callable[[int], str], names: Sequence[str], *, every_move: bool = False
) -> list[tuple[Text, bool]]:
    """Log lines for ``news``: (line, whether it starts a new deal); with ``every_move`` each card played too."""
    out: list[tuple[Text, bool]] = []
    forced: set[int] = set()  # cards played for their owner: their own line says so
    for item in news:
        if isinstance(item, CardPlayed) and every_move and item.card not in forced:
            out.append(
                (Text(t("log.card", player=seat_name(item.seat)) + " ").append_text(card_text(item.card)), False)
            )
            continue
        if isinstance(item, DealStarted):
            line = Text(t("log.new_deal", number=item.number, dealer=names[item.dealer]), style="bold")
            out.append((line, True))
        elif isinstance(item, PlayedForYou):
            forced.add(item.card)
            forced_line = t("log.forced_card", player=seat_name(item.seat), card=card_short(item.card), rule=item.rule)
            out.append((Text(forced_line), False))
        elif isinstance(item, PassedForYou):
            out.append((Text(t("log.forced_pass", player=seat_name(item.seat)), style="dim"), False))
        elif isinstance(item, TakenBack):
            out.append((Text(t("log.taken_back", player=names[item.seat]), style="yellow"), False))
        else:
            described = describe(item, seat_name)
            if described is not None:
                out.append((described, False))
    return out


class HintWriter:
    """Writes the hint line for the decision on the table screen and remembers the rule F1 opens."""

    def __init__(self, table: HintedTable) -> None:
        self.table = table
        self.rule_in_view: str | None = None
        """The rule the hint line last cited (an R-number of the reference)."""
        self._turn_told: int | None = None  # the seat whose turn the log last named

    def log(self, news: Sequence[News]) -> None:
        """The log lines of ``news`` (each card played too, with every move told)."""
        evening = self.table.evening
        lines = news_lines(
            news,
            lambda deal_seat: evening.names[evening.match_seat(deal_seat)],
            evening.names,
            every_move=self.table.tells_every_move(),
        )
        self.table.part(DealLog).tell(lines)

    def turn(self, prompt: object) -> None:
        """With every move told: a log line when the turn passes to another seat (person or computer)."""
        if not isinstance(prompt, Decision | ComputerTurn):
            return
        if self.table.tells_every_move() and prompt.seat != self._turn_told:
            names = self.table.evening.names
            self.table.part(DealLog).tell([(Text(t("log.turn", player=names[prompt.seat]), style="dim"), False)])
        self._turn_told = prompt.seat

    def refused(self, text: str) -> None:
        """A refusal on the hint line, and in the log too with every move told, for one person only: at a table
        of several people the log stays in view when the laptop changes hands, and a refusal tells what the hand
        holds (docs/privacy.md)."""
        self.say(text, refusal=True)
        if self.table.tells_every_move() and len(self.table.evening.humans()) == 1:
            self.table.part(DealLog).tell([(Text(text, style="red"), False)])

    def say(self, text: str, *, rule: str | None = None, refusal: bool = False) -> None:
        """Show a hint; ``rule`` is what F1 opens (found in the text when not given)."""
        if rule is None:
            found = re.search(r"\b(R\d+(?:\.\d+)*)\b", text)
            rule = found.group(1) if found else None
        self.rule_in_view = rule
        self.table.part(HintBar).say(text, refusal=refusal)

    @property
    def _on(self) -> bool:
        return self.table.hints_on()

    def before_question(self, prompt: object) -> None:
        """The hint while a question is open."""
        if isinstance(prompt, AskBid):
            self.say(t("ui.bid_hint"), rule="R4.2")
        elif isinstance(prompt, AskPoignee):
            self.say(t("ui.poignee_body"), rule="R7.1")
        else:
            self.say("")

    def play(self, card: int | None) -> None:
        """Why the card under the cursor may or may not be played (R9.4); with no card under it, what the rule
        asks of the hand."""
        deal = self.table.evening.deal
        if deal is None:
            return
        if card is None:
            if self._on:
                asked, situation_rule = situation_hint(deal)
                self.say(asked, rule=situation_rule)
            else:
                self.say(t("ui.your_turn"))
            return
        coach = self.table.coach
        if coach is not None:
            text, rule, refused = coach.card_hint(deal, card)
            self.say(text, rule=rule, refusal=refused)
            return
        if not self._on:
            self.say(t("ui.your_turn"))
            return
        text, rule, refused = card_hint(deal, card)  # the rule that allows it, or why not (R9.2-R9.9)
        self.say(text, rule=rule, refusal=refused)

    def selection(self, card: int | None = None) -> None:
        """How many cards are picked for the écart or the poignée, and why the card under the cursor may not be."""
        table = self.table
        deal = table.evening.deal
        prompt = table.prompt
        hand = table.part(HandWidget)
        if deal is None:
            return
        card = hand.current_card if card is None else card
        count = len(hand.selected)
        if isinstance(prompt, AskDiscard):
            limit = prompt.size
            base = t("ui.discard_hint", count=count, size=limit)
            forced = prompt.view.trumps_to_discard
            if forced:
                base += " " + t("ui.discard_forced", count=forced)
            if table.flow is not None and table.flow.wants_chelem:
                base += " " + t("ui.chelem_asked")
            if card is not None and self._on:
                violation = deal.why_discard_card_illegal(card)
                if violation is not None:
                    self.say(base + "\n" + explain(violation, players=deal.players), refusal=True)
                    return
        else:
            limit = table.poignee_size
            base = t("ui.poignee_hint", count=count, size=limit)
        if count == limit:
            base += " " + t("ui.press_confirm")
        self.say(base)

    def unselectable(self, card: int) -> None:
        """Why ``card`` cannot go in the écart or the poignée."""
        deal = self.table.evening.deal
        assert deal is not None
        if isinstance(self.table.prompt, AskDiscard):
            violation = deal.why_discard_card_illegal(card)
            if violation is not None:
                self.refused(explain(violation, players=deal.players))
        else:
            self.refused(t("ui.poignee_only_trumps"))

    def ecart_advice(self, prompt: AskDiscard) -> Dialog:
        """The club écart for the taker's hand and what it does, in the deal review's words (R6.2)."""
        from tarot_tui.coaching.analysis import ecart_advice_text

        return (t("advice.ecart.title"), ecart_advice_text(prompt.view), "R6.2")

    def advice(self, prompt: AskBid) -> Dialog:
        """The club count of the hand and the contract club players take with it (R4.1)."""
        from tarot_tui.coaching.advice import advice_text, advise_view

        return (t("advice.title"), advice_text(advise_view(prompt.view)), "R4.1")
