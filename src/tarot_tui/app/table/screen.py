"""The table: paints the table model (``tarot_tui.table``) and passes each person's keys to it.

A key goes to the model, which says what it means (an answer, a pick, a refusal with its rule); an answer goes
through the model to the turn flow (``tarot_tui.play``), and the screen paints what the model has on show.
"""

from __future__ import annotations

from collections.abc import Callable

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.reactive import Reactive
from textual.screen import Screen
from textual.widget import Widget

from tarot_tui import play
from tarot_tui.coaching.coach import Coach, Dialog
from tarot_tui.coaching.lesson_flow import CoachedFlow
from tarot_tui.engine import Action
from tarot_tui.evening import Evening
from tarot_tui.play import Answer, Prompt, TableFlow
from tarot_tui.table import HandMode, KeysNow, Picked, Refused, TableModel, question_hint, review_offered, table_keys
from tarot_tui.table.model import bid_advice, ecart_advice

from ..context import tarot_context
from ..keys import CatalogueKeys
from ..parts import WidgetParts
from ..routes import LeaveTable, OpenDialogs
from ..widgets.choices import ChoiceBox
from ..widgets.hand import HandWidget
from ..widgets.keybar import KeyBar
from ..widgets.panels import DealLog, FixedText, HintBar, TotalsPanel
from ..widgets.table import TableView
from ..widgets.thinker import Thinker
from .draw import table_picture
from .handover import chien_text, handover_text
from .hints import HintLine
from .paint import paint_table
from .questions import ASKING, question_for
from .routes import TableRoutes
from .score_panel import ScorePanel

TRICK_PAUSE = 1.2
"""Seconds a finished trick stays on the table at the least (twice the computers' pace when that is longer)."""
COVERING = (play.HandOver, play.ChienReveal)
"""Prompts that keep the hand face down."""
SCORING = (play.DealOver, play.BetweenDeals, play.EveningOver)
"""Prompts that keep the score panel up."""


class TableScreen(CatalogueKeys, TableRoutes, WidgetParts, Screen[None]):
    """One evening at the table (a lesson when a coach is given)."""

    BINDINGS = [
        Binding("u", "undo", "key.undo", id="undo"),
        Binding("v", "previous_trick", "key.previous", id="previous"),
        Binding("r", "review", "key.review", id="review"),
        # priority: the score's own key, whatever has the focus; at any other moment it is the hand's card key
        Binding("a", "analysis", "key.analysis", id="analysis", priority=True),
        Binding("f2", "ecart_advice", "key.advice", id="ecart-advice"),
        Binding("c", "confirm", "key.confirm", id="confirm"),
        Binding("h", "want_chelem", "key.chelem", id="chelem"),
        Binding("s", "sheet", "key.sheet", id="sheet"),
        Binding("f1,question_mark", "rules_here", "key.rules_here", id="rules"),
        Binding("q", "leave", "key.leave", id="leave"),
    ]

    # Screen.focused without its repaint: the widgets that gain or lose focus redraw themselves.
    focused: Reactive[Widget | None] = Reactive(None, repaint=False)

    model: TableModel
    """The table as the person holding the laptop sees it, made on mount (its flow reads the settings)."""
    hints: HintLine
    """The hint line and the deal log, made on mount."""

    def __init__(self, evening: Evening, coach: Coach | None = None) -> None:
        super().__init__(id="table")
        self.evening = evening
        self.coach = coach
        """Explains each moment of a guided deal; None at an ordinary table."""
        self._ready = False

    def compose(self) -> ComposeResult:
        # A hand-over turns the hand face down in its own place (``HandWidget.cover``): the table, the trick and
        # the log are public and stay; nothing moves, so the laptop changes hands with a repaint, no layout.
        # Few containers (each is drawn under its children in every frame, and the hand's messages pass each one).
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
        yield KeyBar(id="keys")
        yield Thinker()

    def on_mount(self) -> None:
        settings = tarot_context(self).settings
        if self.coach is not None:
            flow: TableFlow = CoachedFlow(self.evening, self.coach)
        else:
            flow = TableFlow(self.evening, auto_forced=settings.auto_play_forced)
        self.model = TableModel(flow, coach=self.coach, hints=lambda: bool(tarot_context(self).settings.hints))
        every_move = lambda: bool(tarot_context(self).settings.tell_every_move)  # noqa: E731
        self.hints = HintLine(self.part(HintBar), self.part(DealLog), self.evening, every_move)
        self._ready = True
        self.evening.write_in_background()  # a move does not wait for the disk; flushed when leaving
        self._rebuild_log()
        self.refresh_table()
        self.call_later(self.show_next)
        tarot_context(self).tidy_soon()  # the table's widgets join the objects later collections leave alone

    def on_unmount(self) -> None:
        self.evening.flush()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if not self._ready or not self.is_mounted:
            return True
        try:
            return self.keys_now().allows(action)
        except NoMatches:  # the screen is being taken apart
            return True

    def on_screen_resume(self) -> None:  # back from the rules, the sheet or a dialog: the same prompt stays
        self.show_next()

    def show_next(self, answered: Prompt | None = None) -> None:
        """Show what the flow waits for now, after ``answered`` was answered (or a pause for a trick just won)."""
        model = self.model
        if model.busy or not self.is_current:
            self._take_down(answered, None)
            self.refresh_table()  # under a sheet or in a pause: what it shows is still brought up to date
            return
        pace = float(tarot_context(self).settings.bot_pace)  # seconds a computer's move stays on screen
        step = model.advance(pause_tricks=pace > 0)
        self.hints.log(step.news)
        prompt = step.shown
        if prompt is None:
            self._take_down(answered, None)
            if step.pause is not None:
                self.refresh_table()
                self.set_timer(max(TRICK_PAUSE, 2 * pace), self._end_pause)
            return
        if self.evening.compact_due:  # a deal was dealt: the whole save is written between keys, not in this one
            self.set_timer(TRICK_PAUSE / 2, self.evening.compact)
        self.hints.turn(prompt)
        self._take_down(answered, prompt)
        self._present(prompt)

    def _end_pause(self) -> None:
        self.model.end_pause()
        self.refresh_table()
        self.show_next()

    def _take_down(self, answered: Prompt | None, shown: Prompt | None) -> None:
        """Close whatever the prompt answered put up that the one shown next does not use."""
        if answered is None and shown is None:
            return
        self.part(ChoiceBox).close()
        hand = self.part(HandWidget)
        if any(p is not None and not isinstance(p, COVERING) for p in (answered, shown)):
            hand.uncover()
        score = self.part(ScorePanel)
        if score.is_up and any(p is not None and not isinstance(p, SCORING) for p in (answered, shown)):
            score.hide()
        hand.selected = frozenset()
        self.hints.say("")  # the last hint was about the last decision

    def _present(self, prompt: Prompt) -> None:
        if prompt is not self.model.prompt:
            return
        self._paint()
        hand = self.part(HandWidget)
        if isinstance(prompt, play.HandOver):
            hand.cover(handover_text(self.evening.names[prompt.seat]), "handover")
            hand.focus()
        elif isinstance(prompt, play.ChienReveal):
            size = self.evening.deal.chien_size if self.evening.deal else 0
            hand.cover(chien_text(prompt, self.evening.names, size), "chien")
            hand.focus()
        elif isinstance(prompt, play.AskBid | play.AskCall | play.AskChelem | play.AskPoignee):
            self.hints.show(question_hint(prompt))
            title, body, choices = question_for(prompt, self._seat_name, self.evening.names)
            self.part(ChoiceBox).ask(ASKING[type(prompt)], title, body, choices, self._picked)
        elif isinstance(prompt, play.AskDiscard | play.AskCard):
            hand.await_choice()
            hand.focus()
            self._hint(None)
        elif isinstance(prompt, play.ComputerTurn):
            hand.await_choice()  # a lone person's hand stays up: no card highlighted while the computers move
            settings = tarot_context(self).settings
            self.part(Thinker).think(prompt, float(settings.bot_strength), float(settings.bot_pace))
        elif isinstance(prompt, play.Explain):
            self._read(list(prompt.dialogs), self._continue)
        elif isinstance(prompt, play.DealOver):
            self.part(ScorePanel).show_for(self.evening)
            tarot_context(self).tidy_soon()  # while the table reads the score
        elif isinstance(prompt, play.BetweenDeals | play.EveningOver):  # the sheet, in the score's place
            self.part(ScorePanel).show_sheet(self.evening, final=isinstance(prompt, play.EveningOver))
            if isinstance(prompt, play.BetweenDeals):  # the next deal's log starts empty under the sheet
                self.part(DealLog).restart()
        elif isinstance(prompt, play.TableDone):
            self.leave()
        self.show_keys()

    def _read(self, dialogs: list[Dialog], then: Callable[[], object]) -> None:
        """Show explanations one after the other, then go on with ``then``."""
        if dialogs:
            self.hints.say(dialogs[0][0], rule=dialogs[0][2])
        self.post_message(OpenDialogs(dialogs, then))

    def _hint(self, card: int | None) -> None:
        """The model's hint with the cursor on ``card`` (picking: the card under the cursor now)."""
        if card is None and self.model.mode.picks:
            card = self.part(HandWidget).current_card
        hint = self.model.hint(card)
        if hint is not None:
            self.hints.show(hint)

    def submit(self, answer: Answer) -> bool:
        """Answer the prompt on show; a refusal is explained and changes nothing."""
        answered = self.model.submit(answer)
        if isinstance(answered, Refused):
            if answered.hint is not None:
                self.hints.show(answered.hint)
            self.app.bell()
            return False
        if answered is None:
            return False
        if isinstance(answer, play.WantChelem):
            self._hint(None)
            self.show_keys()
        else:
            self.show_next(answered)  # draws the table at once: the hand is covered before the next frame
        return True

    def _continue(self) -> None:
        self.submit(play.Continue())

    def _picked(self, value: object) -> None:
        """A choice in the question box: a bid, a call, a chelem answer or a poignée level."""
        prompt = self.model.prompt
        if value == "advice" and isinstance(prompt, play.AskBid):
            self._read([bid_advice(prompt)], lambda: self._present(prompt))
        elif isinstance(prompt, play.AskPoignee) and isinstance(value, int):
            answer = self.model.start_poignee(value)
            if answer is not None:
                self.submit(answer)
                return
            self.part(ChoiceBox).close()  # the level's trumps are picked in the hand
            self._paint()
            hand = self.part(HandWidget)
            hand.selected = self.model.picks
            self._hint(None)
            hand.focus()
            self.show_keys()
        elif isinstance(value, Action):
            self.submit(value)

    @on(HandWidget.Taken)
    @on(ScorePanel.Closed)
    def _read_or_taken(self) -> None:
        if isinstance(self.model.prompt, play.EveningOver):
            self.leave()
        elif isinstance(self.model.prompt, COVERING + SCORING[:2]):
            self._continue()

    @on(HandWidget.CardChosen)
    def _card_chosen(self, event: HandWidget.CardChosen) -> None:
        """A card's key, Enter or a click: the model says what it means; an answer goes to the flow."""
        choice = self.model.choose(event.card)
        hand = self.part(HandWidget)
        if isinstance(choice, Picked):
            hand.selected = choice.picks
            self.hints.show(choice.hint)
        elif isinstance(choice, Refused):
            if choice.hint is not None:
                self.hints.show(choice.hint)
            if choice.ring:
                self.app.bell()
            hand.refresh()  # the cursor is drawn on the card (a key letter moved it without a frame)
        elif not self.submit(choice):
            hand.refresh()

    @on(HandWidget.CursorMoved)
    def _cursor_moved(self, event: HandWidget.CursorMoved) -> None:
        event.stop()  # the hand as it is now, which ``_present`` has usually said already: often nothing to do
        self._hint(event.hand.current_card)

    def action_confirm(self) -> None:
        """Confirm the écart or the poignée once enough cards are picked."""
        answer = self.model.confirm()
        if answer is not None:
            self.submit(answer)

    def action_want_chelem(self) -> None:
        """During the écart: ask me about a chelem afterwards (R8.2), whatever the hand looks like."""
        self.submit(play.WantChelem())

    def action_undo(self) -> None:
        """Take back my last decision (and the computers' answers after it)."""
        if not self._ready or not self.model.take_back():
            return
        self.part(Thinker).forget()
        self.part(ChoiceBox).close()
        self._rebuild_log()
        self.refresh_table()
        self.show_next()

    @on(Thinker.Decided)
    def _decided(self, event: Thinker.Decided) -> None:  # computer_decided: the hook benchmarks/app.py holds back
        self.computer_decided(event.turn, event.action)

    def computer_decided(self, turn: play.ComputerTurn, action: Action) -> None:
        """A computer player's choice for ``turn``, unless it was taken back or left while it thought."""
        if self.model.prompt is turn and not self.submit(action) and self.model.prompt is turn:
            raise RuntimeError(f"computer player at seat {turn.seat} chose an illegal action {action}")

    def action_ecart_advice(self) -> None:
        """While the taker picks the écart: the club écart for the hand and what it does (R6.2)."""
        prompt = self.model.prompt
        if isinstance(prompt, play.AskDiscard) and self.model.mode is HandMode.DISCARD:
            self._read([ecart_advice(prompt)], lambda: None)

    def action_take_laptop(self) -> None:
        """The hand-over's Enter (or the chien's), from a click on the key bar."""
        if self.part(HandWidget).is_covered:
            self._read_or_taken()

    async def action_panel(self, action: str) -> None:
        """A key of the score panel (Enter, the sheet's p or s), from a click on the key bar."""
        await self.part(ScorePanel).run_action(action)

    def action_previous_trick(self) -> None:
        """Show or hide the last completed trick (allowed until the next trick is turned)."""
        self.model.look_back()
        self.refresh_table()

    def leave(self) -> None:
        """Back to where the players came from, closing any dialog still open above the table."""
        self.model.leave()
        self.post_message(LeaveTable(self, self.evening))

    def _seat_name(self, deal_seat: int) -> str:
        return self.evening.names[self.evening.match_seat(deal_seat)]

    def _rebuild_log(self) -> None:
        """The log of the latest deal from its record (after a resume or an undo)."""
        self.part(DealLog).restart()
        self.hints.log(self.model.flow.deal_news())

    def _paint(self) -> bool:
        """Push the model's picture down to every widget (only the viewer's hand is ever drawn); False when no
        deal was dealt yet (only the totals)."""
        evening, flow = self.evening, self.model.flow
        picture = None
        if evening.last is not None:
            picture = table_picture(evening, self.model, viewer=flow.viewer, holder=flow.holder)
        paint_table(self, evening, picture, hints_on=self.model.hints_on)
        return picture is not None

    def refresh_table(self) -> None:
        """Paint the table and its key bar."""
        if self._paint():
            self.show_keys()

    def keys_now(self) -> KeysNow:
        """What the key bar and the bindings depend on now."""
        score = self.part(ScorePanel)
        score_up = score.is_up
        return self.model.keys(
            score_up=score_up,
            page=score.page,
            seats=score.check_action("seats", ()) is True,
            cover=self.part(HandWidget).cover_purpose,
            analysis=score_up and review_offered(self.evening, review_on=bool(tarot_context(self).settings.review)),
        )

    def show_keys(self) -> None:
        """The key bar: only the keys that do something now (a click on one does the same)."""
        self.part(KeyBar).show(table_keys(self.keys_now()))
