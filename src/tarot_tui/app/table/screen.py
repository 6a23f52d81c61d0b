"""The table: draws the turn flow's prompts (``tarot_tui.play``) and passes each person's input on.

Who acts, whether the laptop changes hands, which decision is due, forced moves and undo all live in
``TableFlow``; this screen shows the prompt it is given, and whose hand it draws is the flow's ``viewer``.
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
from tarot_tui.engine import Action, IllegalActionError, TrickWon
from tarot_tui.evening import Evening
from tarot_tui.i18n import explain
from tarot_tui.play import Answer, Prompt, TableFlow

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
from .draw import KeysNow, TrickOnShow, hand_mode, review_offered, table_keys, table_picture
from .hand_input import HandInput
from .handover import chien_text, handover_text
from .hints import HintWriter
from .paint import paint_table
from .questions import ASKING, question_for
from .routes import TableRoutes
from .score_panel import ScorePanel

TRICK_PAUSE = 1.2
"""Seconds a finished trick stays on the table at the least (twice the computers' pace when that is longer)."""


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

    def __init__(self, evening: Evening, coach: Coach | None = None) -> None:
        super().__init__(id="table")
        self.evening = evening
        self.coach = coach
        """Explains each moment of a guided deal; None at an ordinary table."""
        self.flow: TableFlow | None = None
        """The turn flow, made on mount (it reads the settings)."""
        self.prompt: Prompt | None = None
        """The prompt on screen; None while nothing is asked (a pause, or just answered)."""
        self.poignee_size = 0
        """Trumps to pick once a poignée level was chosen (0: none chosen)."""
        self.trick: TrickOnShow | None = None
        """A finished trick kept on the table for a moment."""
        self.looking_back = False
        self.busy = False  # a pause after a trick: nothing is asked until it ends
        self.thinking: int | None = None
        self.hints = HintWriter(self)

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
            self.flow = CoachedFlow(self.evening, self.coach)
        else:
            self.flow = TableFlow(self.evening, auto_forced=settings.auto_play_forced)
        self.evening.write_in_background()  # a move does not wait for the disk; flushed when leaving
        self._rebuild_log()
        self.refresh_table()
        self.call_later(self.show_next)
        tarot_context(self).tidy_soon()  # the table's widgets join the objects later collections leave alone

    def on_unmount(self) -> None:
        self.evening.flush()

    @property
    def hand_input(self) -> HandInput:
        """The hand's keys as answers."""
        return HandInput(self, self.part(HandWidget), self.part(ChoiceBox))

    def bell(self) -> None:
        """Ring: that did nothing."""
        self.app.bell()

    def hints_on(self) -> bool:
        """Legal cards stand out and refusals are explained (always in a lesson)."""
        return self.coach is not None or bool(tarot_context(self).settings.hints)

    def tells_every_move(self) -> bool:
        """Every card, turn and refusal is also a line in the log (a setting, for screen readers)."""
        return bool(tarot_context(self).settings.tell_every_move)

    @property
    def mode(self) -> str:
        """What the hand is for now: "play", "discard", "poignee" or "wait"."""
        return hand_mode(self.prompt, self.poignee_size)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.flow is None or not self.is_mounted:
            return True
        try:
            return self.keys_now().allows(action)
        except NoMatches:  # the screen is being taken apart
            return True

    def on_screen_resume(self) -> None:  # back from the rules, the sheet or a dialog: the same prompt stays
        self.show_next()

    def show_next(self) -> None:
        """Show what the flow waits for now (after a pause for a trick just won)."""
        if self.busy or not self.is_current or self.flow is None:
            self.refresh_table()  # under a sheet or in a pause: what it shows is still brought up to date
            return
        prompt = self.flow.next()
        news = self.flow.take_news()
        self.hints.log(news)
        won = [event for event in news if isinstance(event, TrickWon)]
        pace = float(tarot_context(self).settings.bot_pace)  # seconds a computer's move stays on screen
        if won and pace > 0:
            self.trick = TrickOnShow(won[-1].leader, won[-1].cards, won[-1].winner)
            self.busy = True
            self.refresh_table()
            self.set_timer(max(TRICK_PAUSE, 2 * pace), self._end_pause)
            return
        if prompt is self.prompt:
            return
        self.prompt = prompt
        self.poignee_size = 0
        if self.evening.compact_due:  # a deal was dealt: the whole save is written between keys, not in this one
            self.set_timer(TRICK_PAUSE / 2, self.evening.compact)
        self.hints.turn(prompt)
        self._take_down(prompt)
        self._present(prompt)

    def _end_pause(self) -> None:
        self.busy = False
        self.trick = None
        self.refresh_table()
        self.show_next()

    def _take_down(self, prompt: Prompt) -> None:
        """Close whatever the last prompt put up that the new one does not use."""
        self.part(ChoiceBox).close()
        if not isinstance(prompt, play.HandOver | play.ChienReveal):
            self.part(HandWidget).uncover()
        score = self.part(ScorePanel)
        if score.is_up and not isinstance(prompt, play.DealOver | play.BetweenDeals | play.EveningOver):
            score.hide()
        self.part(HandWidget).selected = frozenset()
        self.hints.say("")  # the last hint was about the last decision

    def _present(self, prompt: Prompt) -> None:
        if prompt is not self.prompt:
            return
        self.thinking = prompt.seat if isinstance(prompt, play.ComputerTurn) else None
        self.refresh_table()
        hand = self.part(HandWidget)
        if isinstance(prompt, play.HandOver):
            hand.cover(handover_text(self.evening.names[prompt.seat]), "handover")
            hand.focus()
        elif isinstance(prompt, play.ChienReveal):
            size = self.evening.deal.chien_size if self.evening.deal else 0
            hand.cover(chien_text(prompt, self.evening.names, size), "chien")
            hand.focus()
        elif isinstance(prompt, play.AskBid | play.AskCall | play.AskChelem | play.AskPoignee):
            self.hints.before_question(prompt)
            title, body, choices = question_for(prompt, self._seat_name, self.evening.names)
            self.part(ChoiceBox).ask(ASKING[type(prompt)], title, body, choices, self._picked)
        elif isinstance(prompt, play.AskDiscard | play.AskCard):
            hand.await_choice()
            hand.focus()
            self.hand_input.moved(None)
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

    def submit(self, answer: Answer) -> bool:
        """Answer the prompt on screen; a refusal is explained and changes nothing."""
        prompt = self.prompt
        if prompt is None or self.flow is None:
            return False
        try:
            self.flow.submit(prompt, answer)
        except IllegalActionError as err:
            deal = self.evening.deal
            self.hints.refused(explain(err.violation, players=deal.players if deal else 4))
            self.app.bell()
            return False
        except play.StalePromptError:
            return False
        if isinstance(answer, play.WantChelem):
            self.hints.selection()
            self.show_keys()
            return True
        self.prompt = None
        self.thinking = None
        self._take_down(prompt)
        self.show_next()  # draws the table at once: the hand is covered before the next frame
        return True

    def _continue(self) -> None:
        self.submit(play.Continue())

    def _picked(self, value: object) -> None:
        """A choice in the question box: a bid, a call, a chelem answer or a poignée level."""
        prompt = self.prompt
        if value == "advice" and isinstance(prompt, play.AskBid):
            self._read([self.hints.advice(prompt)], lambda: self._present(prompt))
        elif isinstance(prompt, play.AskPoignee) and isinstance(value, int):
            self.hand_input.start_poignee(prompt, value)
        elif isinstance(value, Action):
            self.submit(value)

    @on(HandWidget.Taken)
    @on(ScorePanel.Closed)
    def _read_or_taken(self) -> None:
        if isinstance(self.prompt, play.EveningOver):
            self.leave()
        elif isinstance(self.prompt, play.HandOver | play.ChienReveal | play.DealOver | play.BetweenDeals):
            self._continue()

    @on(HandWidget.CardChosen)
    def _card_chosen(self, event: HandWidget.CardChosen) -> None:
        self.hand_input.chosen(event.card)

    @on(HandWidget.CursorMoved)
    def _cursor_moved(self, event: HandWidget.CursorMoved) -> None:
        event.stop()  # the hand as it is now, which ``_present`` has usually said already: often nothing to do
        self.hand_input.moved(event.hand.current_card)

    def action_confirm(self) -> None:
        """Confirm the écart or the poignée once enough cards are picked."""
        self.hand_input.confirm()

    def action_want_chelem(self) -> None:
        """During the écart: ask me about a chelem afterwards (R8.2), whatever the hand looks like."""
        self.submit(play.WantChelem())

    def action_undo(self) -> None:
        """Take back my last decision (and the computers' answers after it)."""
        if self.flow is None or not self.flow.undo():
            return
        self.part(Thinker).forget()
        self.busy = False
        self.trick = None
        self.thinking = None
        self.prompt = None
        self.part(ChoiceBox).close()
        self._rebuild_log()
        self.refresh_table()
        self.show_next()

    @on(Thinker.Decided)
    def _decided(self, event: Thinker.Decided) -> None:  # computer_decided: the hook benchmarks/app.py holds back
        self.computer_decided(event.turn, event.action)

    def computer_decided(self, turn: play.ComputerTurn, action: Action) -> None:
        """A computer player's choice for ``turn``, unless it was taken back or left while it thought."""
        if self.prompt is turn and not self.submit(action) and self.prompt is turn:
            raise RuntimeError(f"computer player at seat {turn.seat} chose an illegal action {action}")

    def action_ecart_advice(self) -> None:
        """While the taker picks the écart: the club écart for the hand and what it does (R6.2)."""
        prompt = self.prompt
        if isinstance(prompt, play.AskDiscard) and self.mode == "discard":
            self._read([self.hints.ecart_advice(prompt)], lambda: None)

    def action_take_laptop(self) -> None:
        """The hand-over's Enter (or the chien's), from a click on the key bar."""
        if self.part(HandWidget).is_covered:
            self._read_or_taken()

    async def action_panel(self, action: str) -> None:
        """A key of the score panel (Enter, the sheet's p or s), from a click on the key bar."""
        await self.part(ScorePanel).run_action(action)

    def action_previous_trick(self) -> None:
        """Show or hide the last completed trick (allowed until the next trick is turned)."""
        self.looking_back = not self.looking_back
        self.refresh_table()

    def leave(self) -> None:
        """Back to where the players came from, closing any dialog still open above the table."""
        self.prompt = None
        self.post_message(LeaveTable(self, self.evening))

    def _seat_name(self, deal_seat: int) -> str:
        return self.evening.names[self.evening.match_seat(deal_seat)]

    def _rebuild_log(self) -> None:
        """The log of the latest deal from its record (after a resume or an undo)."""
        self.part(DealLog).restart()
        if self.flow is not None:
            self.hints.log(self.flow.deal_news())

    def refresh_table(self) -> None:
        """Push the current view down to every widget; only the viewer's hand is ever drawn."""
        evening, flow = self.evening, self.flow
        picture = None
        if evening.last is not None and flow is not None:
            picture = table_picture(
                evening,
                viewer=flow.viewer,
                holder=flow.holder,
                prompt=self.prompt,
                mode=self.mode,
                trick=self.trick,
                looking_back=self.looking_back,
                thinking=self.thinking,
            )
        paint_table(self, evening, picture, hints_on=self.hints_on())
        if picture is not None:
            self.show_keys()

    def keys_now(self) -> KeysNow:
        """What the key bar and the bindings depend on now."""
        prompt, deal = self.prompt, self.evening.deal
        score = self.part(ScorePanel)
        score_up = score.is_up
        return KeysNow(
            score_up=score_up,
            page=score.page,
            seats=score.check_action("seats", ()) is True,
            cover=self.part(HandWidget).cover_purpose,
            mode=self.mode,
            chelem=isinstance(prompt, play.AskDiscard) and prompt.chelem_possible,
            undo=self.flow is not None and self.flow.can_undo(),
            tricks=deal is not None and bool(deal.tricks),
            analysis=score_up and review_offered(self.evening, review_on=bool(tarot_context(self).settings.review)),
        )

    def show_keys(self) -> None:
        """The key bar: only the keys that do something now (a click on one does the same)."""
        self.part(KeyBar).show(table_keys(self.keys_now()))
