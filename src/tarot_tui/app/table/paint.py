"""The table's widgets painted from the table model: the picture of the table (``draw.table_picture``), what a
prompt puts up (a cover, a question, the score), what it takes down, and the key bar.

The screen decides nothing here; this only hands each widget its part. Only the viewer's hand is ever given to
the hand (the picture holds no other), and an empty hand keeps its place, so nothing is laid out again.
"""

from __future__ import annotations

from collections.abc import Callable

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches

from tarot_tui import play
from tarot_tui.evening import Evening
from tarot_tui.persistence import AppSettings
from tarot_tui.play import Prompt
from tarot_tui.table import (
    HandMode,
    KeysNow,
    Picked,
    Refused,
    Step,
    TableModel,
    question_hint,
    review_offered,
    table_keys,
)

from ..parts import WidgetParts
from ..widgets.choices import ChoiceBox
from ..widgets.hand import HandWidget
from ..widgets.keybar import KeyBar
from ..widgets.panels import DealLog, FixedText, HintBar, TotalsPanel
from ..widgets.table import TableView
from ..widgets.thinker import Thinker
from .draw import TablePicture, opening_picture, table_picture
from .handover import chien_text, handover_text, phone_turn_text
from .hints import HintLine
from .questions import ASKING, question_for
from .score_panel import ScorePanel

COVERING = (play.HandOver, play.ChienReveal)
"""Prompts that keep the hand face down."""
SCORING = (play.DealOver, play.BetweenDeals, play.EveningOver)
"""Prompts that keep the score panel up."""


def table_widgets() -> ComposeResult:
    """The table screen's widgets. A hand-over turns the hand face down in its own place (``HandWidget.cover``):
    the table, the trick and the log are public and stay; nothing moves, so the laptop changes hands with a
    repaint, no layout. Few containers (each is drawn under its children in every frame, and the hand's messages
    pass each one)."""
    with Horizontal(id="body"):
        yield FixedText("", id="status")
        with Vertical(id="play-area"):
            with Vertical(id="table-area"):  # the questions sit at its foot: the top seat stays in view
                yield TableView(id="tableview")
                yield ChoiceBox(id="choice")
            yield HintBar("", id="hint")
            yield HandWidget(id="hand")
        with Vertical(id="side"):
            yield TotalsPanel(id="totals")
            yield DealLog(id="log")
        yield ScorePanel(id="score")
    yield KeyBar(id="keys", keep_rows=True)  # the keys change at every turn: the table stays where it is
    yield Thinker()


class TablePainter:
    """Paints the table screen's widgets (``screen``) from the ``model``; ``hints`` is the hint line and the log."""

    def __init__(
        self,
        screen: WidgetParts,
        evening: Evening,
        model: TableModel,
        settings: Callable[[], AppSettings],
        bell: Callable[[], None],
    ) -> None:
        self.screen = screen
        self.evening = evening
        self.model = model
        self.settings = settings
        self.bell = bell
        every_move = lambda: bool(settings().tell_every_move)  # noqa: E731  (read at each use)
        self.hints = HintLine(screen.part(HintBar), screen.part(DealLog), evening, every_move)

    def picture(self) -> bool:
        """The totals always; once a deal was dealt, the seats and the trick, the status line and the hand (False
        before that)."""
        screen, evening, flow = self.screen, self.evening, self.model.flow
        totals = screen.part(TotalsPanel)
        totals.show(evening.names, evening.match.totals, evening.deals_done, evening.save.deals_planned)
        if evening.last is None:
            screen.part(FixedText, "#status").show("")
            return False
        picture = table_picture(evening, self.model, viewer=flow.viewer, holder=flow.holder)
        _show_table(screen, picture)
        hand = screen.part(HandWidget)
        if picture.hand is None:
            hand.cards, hand.playable = (), frozenset()
        else:
            hand.cards, hand.playable, hand.marked = picture.hand
            hand.dim_unplayable = self.model.hints_on
        hand.picking = self.model.mode in (HandMode.DISCARD, HandMode.POIGNEE)
        return True

    def opening(self) -> bool:
        """Under the sheet, while it is read: the next deal's first table (``TableFlow.next_deal``), as the sheet's
        Enter will show it once the deal is dealt, so that the Enter finds every place drawn. Only what the whole
        table sees then: the seats, the dealer, the status line and, when the laptop goes round, the hand-over (or
        the phone's turn) in the hand's place; never a hand, and nothing dealt (the sheet's keys, leaving and
        saving stay between deals). False when there is no next deal to draw (a deal in progress, the evening's
        end)."""
        next_deal = self.model.flow.next_deal()
        if next_deal is None:
            return False
        screen, evening = self.screen, self.evening
        picture = opening_picture(evening, next_deal)
        _show_table(screen, picture)
        if next_deal.viewer is None:  # (one person alone: their new hand comes with the deal)
            hand = screen.part(HandWidget)
            hand.cards, hand.playable = (), frozenset()
            name = evening.names[next_deal.actor]
            if next_deal.first == "hand-over":
                hand.cover(handover_text(name), "handover")
            elif next_deal.first == "phone":
                hand.cover(phone_turn_text(name), "phone")
            else:
                hand.uncover()
        return True

    def table(self) -> None:
        """The picture and the key bar."""
        if self.picture():
            self.show_keys()

    def keys_now(self) -> KeysNow:
        """What the key bar and the bindings depend on now."""
        score = self.screen.part(ScorePanel)
        score_up = score.is_up
        return self.model.keys(
            score_up=score_up,
            page=score.page,
            seats=score.check_action("seats", ()) is True,
            deal_scores=score.check_action("deal_scores", ()) is True,
            deal_pages=(pages.has_earlier, pages.has_later) if (pages := score.pages) is not None else (False, False),
            cover=self.screen.part(HandWidget).cover_purpose,
            analysis=score_up and review_offered(self.evening, review_on=bool(self.settings().review)),
            phones=bool(self.evening.phones()),
            question=self.screen.part(ChoiceBox).is_open,
        )

    def allows(self, action: str) -> bool:
        """Whether ``action``'s key does something now (any key while the screen is being taken apart)."""
        try:
            return self.keys_now().allows(action)
        except NoMatches:
            return True

    def show_keys(self) -> None:
        """The key bar: only the keys that do something now (a click on one does the same)."""
        self.screen.part(KeyBar).show(table_keys(self.keys_now()))

    def hint(self, card: int | None) -> None:
        """The model's hint with the cursor on ``card`` (picking: the card under the cursor now)."""
        if card is None and self.model.mode.picks:
            card = self.screen.part(HandWidget).current_card
        hint = self.model.hint(card)
        if hint is not None:
            self.hints.show(hint)

    def refused(self, refusal: Refused) -> None:
        """Why a key changed nothing, and the bell."""
        if refusal.hint is not None:
            self.hints.show(refusal.hint)
        if refusal.ring:
            self.bell()

    def chosen(self, choice: Picked | Refused) -> None:
        """A card chosen in the hand that was no answer: the picks now, or the refusal (the hand is drawn again
        with its cursor on the card)."""
        hand = self.screen.part(HandWidget)
        if isinstance(choice, Picked):
            hand.selected = choice.picks
            self.hints.show(choice.hint)
            return
        self.refused(choice)
        hand.refresh()

    def advanced(self, answered: Prompt | None, step: Step) -> None:
        """The flow moved on after ``answered``: its news in the log; what ``answered`` put up that the prompt shown
        next does not use taken down; whose turn it is in the log; a trick kept on the table painted."""
        self.hints.log(step.news)
        if step.shown is not None:
            self.hints.turn(step.shown)
        self.take_down(answered, step.shown)
        if step.pause is not None:
            self.table()

    def take_down(self, answered: Prompt | None, shown: Prompt | None) -> None:
        """Close whatever the prompt answered put up that the one shown next does not use."""
        if answered is None and shown is None:
            return
        screen = self.screen
        screen.part(ChoiceBox).close()
        hand = screen.part(HandWidget)
        if not isinstance(shown, COVERING) and any(
            p is not None and not isinstance(p, COVERING) for p in (answered, shown)
        ):
            hand.uncover()  # (a hand covered next is covered by ``put_up``: a cover drawn already stays as it is)
        score = screen.part(ScorePanel)
        if score.is_up and any(p is not None and not isinstance(p, SCORING) for p in (answered, shown)):
            score.hide()
        hand.selected = frozenset()
        self.hints.say("", rule=None)  # the last hint was about the last decision

    def put_up(self, prompt: Prompt, answer: Callable[[object], None]) -> None:
        """The table, and what ``prompt`` puts up: a cover, a question (its choices go to ``answer``), the hand
        awaiting a choice, a computer thinking, the score or the sheet; then the key bar."""
        screen, evening = self.screen, self.evening
        self.picture()
        hand = screen.part(HandWidget)
        if isinstance(prompt, play.HandOver):
            hand.cover(handover_text(evening.names[prompt.seat]), "handover")
            hand.focus()
        elif isinstance(prompt, play.ChienReveal):
            hand.cover(chien_text(prompt, evening.names, len(prompt.cards)), "chien")
            hand.focus()
        elif isinstance(prompt, play.PhoneTurn):  # no hand-over: the laptop waits and says whose phone is asked
            hand.cover(phone_turn_text(evening.names[prompt.seat]), "phone")
        elif isinstance(prompt, play.AskBid | play.AskCall | play.AskChelem | play.AskPoignee):
            self.hints.show(question_hint(prompt))
            title, bodies, choices = question_for(prompt, self.seat_name, evening.names)
            room = screen.part(TableView).question_room  # the side seats stay whole above it
            screen.part(ChoiceBox).ask(ASKING[type(prompt)], title, bodies, choices, answer, room=room)
        elif isinstance(prompt, play.AskDiscard | play.AskCard):
            hand.await_choice()
            hand.focus()
            self.hint(None)
        elif isinstance(prompt, play.ComputerTurn):
            hand.await_choice()  # a lone person's hand stays up: no card highlighted while the computers move
            settings = self.settings()
            screen.part(Thinker).think(prompt, float(settings.bot_strength), float(settings.bot_pace))
        elif isinstance(prompt, play.DealOver):
            screen.part(ScorePanel).show_for(evening)
        elif isinstance(prompt, play.BetweenDeals | play.EveningOver):  # the sheet, in the score's place
            screen.part(ScorePanel).show_sheet(evening, final=isinstance(prompt, play.EveningOver))
            if isinstance(prompt, play.BetweenDeals):  # the next deal's log starts empty under the sheet
                screen.part(DealLog).restart()
        self.show_keys()

    def seat_name(self, deal_seat: int) -> str:
        """The name of the player at ``deal_seat``."""
        return self.evening.names[self.evening.match_seat(deal_seat)]

    def poignee_picks(self) -> None:
        """A poignée level was chosen: the question closes and its trumps are picked in the hand."""
        self.screen.part(ChoiceBox).close()
        self.picture()
        hand = self.screen.part(HandWidget)
        hand.selected = self.model.picks
        self.hint(None)
        hand.focus()
        self.show_keys()


def _show_table(screen: WidgetParts, picture: TablePicture) -> None:
    """The table's seats, middle and status line from ``picture`` (the hand is the caller's: it is not always
    there to give)."""
    screen.part(TableView).show(
        picture.seats,
        picture.bottom,
        picture.centre,
        clockwise=picture.clockwise,
        short=picture.centre_short,
        compact=picture.centre_compact,
        low=picture.centre_low,
    )
    screen.part(FixedText, "#status").show_fitted(picture.status_in)
