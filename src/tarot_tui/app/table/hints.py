"""The hint line of the table (the model's ``Hint``, painted), and the log lines of what happened (all text from
the catalogue)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.text import Text

from tarot_tui.engine import CardPlayed
from tarot_tui.evening import Evening
from tarot_tui.i18n import card_short, t
from tarot_tui.play import (
    ComputerTurn,
    DealStarted,
    Decision,
    News,
    PassedForYou,
    PhoneTurn,
    PlayedForYou,
    TakenBack,
)
from tarot_tui.table import Hint

from ..widgets.card import card_text
from ..widgets.panels import DealLog, HintBar
from .narration import describe


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
            if item.eldest is None:
                said = t("log.new_deal", number=item.number, dealer=names[item.dealer])
            else:
                said = t("log.new_deal_first", number=item.number, dealer=names[item.dealer], eldest=names[item.eldest])
            line = Text(said, style="bold")
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


class HintLine:
    """Paints the model's hints on the hint bar, remembers the rule F1 opens, and writes the deal log."""

    def __init__(self, bar: HintBar, log: DealLog, evening: Evening, every_move: Callable[[], bool]) -> None:
        self.bar = bar
        self.deal_log = log
        self.evening = evening
        self.every_move = every_move
        """Whether every card, turn and refusal is also a line in the log (a setting, for screen readers)."""
        self.rule_in_view: str | None = None
        """The rule the hint line last cited (an R-number of the reference)."""
        self._turn_told: int | None = None  # the seat whose turn the log last named

    def log(self, news: Sequence[News]) -> None:
        """The log lines of ``news`` (each card played too, with every move told)."""
        evening = self.evening
        lines = news_lines(
            news,
            lambda deal_seat: evening.names[evening.match_seat(deal_seat)],
            evening.names,
            every_move=self.every_move(),
        )
        self.deal_log.tell(lines)

    def restart(self, news: Sequence[News]) -> None:
        """The log of the latest deal from its record, ``news`` (after a resume or an undo)."""
        self.deal_log.restart()
        self.log(news)

    def turn(self, prompt: object) -> None:
        """With every move told: a log line when the turn passes to another seat (person or computer)."""
        if not isinstance(prompt, Decision | ComputerTurn | PhoneTurn):
            return
        if self.every_move() and prompt.seat != self._turn_told:
            names = self.evening.names
            self.deal_log.tell([(Text(t("log.turn", player=names[prompt.seat]), style="dim"), False)])
        self._turn_told = prompt.seat

    def show(self, hint: Hint) -> None:
        """The hint on the hint line; a refusal in the log too with every move told, for one person only: at a
        table of several people the log stays in view when the laptop changes hands, and a refusal tells what the
        hand holds (docs/privacy.md)."""
        self.say(hint.text, rule=hint.rule, refusal=hint.refusal, shorter=hint.shorter)
        if hint.refusal and self.every_move() and len(self.evening.humans()) == 1:
            self.deal_log.tell([(Text(hint.text, style="red"), False)])

    def say(self, text: str, *, rule: str | None, refusal: bool = False, shorter: tuple[str, ...] = ()) -> None:
        """Show a hint (or the first of its ``shorter`` forms that fits the line); ``rule`` is what F1 opens (None:
        F1 opens the rules at their start). The rule comes with the text as data, never read out of it."""
        self.rule_in_view = rule
        self.bar.say(text, refusal=refusal, shorter=shorter)
