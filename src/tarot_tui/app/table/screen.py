"""The table: paints the table model (``tarot_tui.table``) and passes each person's keys to it.

A key goes to the model, which says what it means (an answer, a pick, a refusal with its rule); an answer goes
through the model to the turn flow (``tarot_tui.play``), and the screen paints what the model has on show.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen

from tarot_tui import play
from tarot_tui.coaching.coach import Coach
from tarot_tui.engine import Action
from tarot_tui.evening import Evening
from tarot_tui.play import Answer, Prompt
from tarot_tui.table import Picked, Refused, TableModel
from tarot_tui.table.model import bid_advice

from ..context import tarot_context
from ..keys import CatalogueKeys
from ..parts import WidgetParts
from ..routes import LeaveTable
from ..textual_compat import quiet_focused
from ..widgets.choices import ChoiceBox
from ..widgets.hand import HandWidget
from ..widgets.thinker import Thinker
from .hints import HintLine
from .paint import COVERING, SCORING, TablePainter, table_widgets
from .phones import TablePhoneSeats
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
        Binding("f3", "phones", "key.phones", id="phones"),
        Binding("q", "leave", "key.leave", id="leave"),
    ]

    VERTICAL_BREAKPOINTS = [(0, "-low"), (30, "-tall")]
    """Under 30 lines (80×24) the hand has no rule above it: the key bar's second line comes out of that rule."""

    # Screen.focused without its repaint: the widgets that gain or lose focus redraw themselves.
    focused = quiet_focused()

    model: TableModel
    """The table as the person holding the laptop sees it, made on mount (its flow reads the settings)."""
    hints: HintLine
    """The hint line and the deal log, made on mount."""
    painter: TablePainter
    """Paints the widgets from the model, made on mount."""
    phones: TablePhoneSeats
    """The seats on phones and their server, made on mount."""

    def __init__(self, evening: Evening, coach: Coach | None = None) -> None:
        super().__init__(id="table")
        self.evening = evening
        self.coach = coach
        """Explains each moment of a guided deal; None at an ordinary table."""
        self._ready = False

    def compose(self) -> ComposeResult:
        yield from table_widgets()

    def on_mount(self) -> None:
        now = lambda: tarot_context(self).settings  # noqa: E731  (read at each use: the settings may change)
        hints = lambda: bool(now().hints)  # noqa: E731
        self.model = TableModel.at(self.evening, self.coach, auto_forced=now().auto_play_forced, hints=hints)
        self.painter = TablePainter(self, self.evening, self.model, now, self.app.bell)
        self.hints = self.painter.hints
        self._ready = True
        self.evening.write_in_background()  # a move does not wait for the disk; flushed when leaving
        self.phones = TablePhoneSeats(self, self.evening, self.hints)
        if self.coach is None:
            self.phones.open(self.model.flow)
        self.hints.restart(self.model.flow.deal_news())
        self.refresh_table()
        self.call_later(self.show_next)
        tarot_context(self).tidy_soon()  # the table's widgets join the objects later collections leave alone

    def on_unmount(self) -> None:
        self.evening.close()  # everything on disk, and another window may open the evening now
        self.phones.close()

    @on(ScorePanel.Below)
    def _below(self) -> None:
        self.painter.opening()  # the next deal's first table under the sheet: its Enter finds it drawn

    @on(ScorePanel.PageTurned)
    def _page_turned(self) -> None:
        self.painter.show_keys()  # the arrows that lead somewhere from this deal's page

    @on(ScorePanel.SeatsChanged)
    def _seats_changed(self) -> None:
        self.phones.follow_seats(self.model.flow)  # seats moved to or from a phone on the sheet

    @on(TablePhoneSeats.Changed)
    def _phones_changed(self) -> None:
        """A phone answered its turn: the table shows what comes next (a phone joining changes nothing here)."""
        if (answered := self.model.phone_answered()) is not None:
            self.show_next(answered)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.painter.allows(action) if self._ready and self.is_mounted else True

    def on_resize(self) -> None:
        if self._ready:  # a question open takes the form of its words that fits the table's new size
            self.call_after_refresh(self.part(ChoiceBox).fit)

    def on_screen_resume(self) -> None:  # back from the rules, the sheet or a dialog: the same prompt stays
        self.show_next()

    def show_next(self, answered: Prompt | None = None) -> None:
        """Show what the flow waits for now, after ``answered`` was answered (or a pause for a trick just won)."""
        model = self.model
        self.phones.changed()  # each phone gets the table as it is now
        if model.busy or not self.is_current:
            self.painter.take_down(answered, None)
            self.refresh_table()  # under a sheet or in a pause: what it shows is still brought up to date
            return
        pace = float(tarot_context(self).settings.bot_pace)  # seconds a computer's move stays on screen
        step = model.advance(pause_tricks=pace > 0)
        self.painter.advanced(answered, step)
        if step.pause is not None:
            self.set_timer(max(TRICK_PAUSE, 2 * pace), self._end_pause)
        if step.shown is None:
            return
        if self.evening.compact_due:  # a deal was dealt: the whole save is written between keys, not in this one
            self.set_timer(TRICK_PAUSE / 2, self.evening.compact)
        self._present(step.shown)

    def _end_pause(self) -> None:
        self.model.end_pause()
        self.refresh_table()
        self.show_next()

    def _present(self, prompt: Prompt) -> None:
        if prompt is not self.model.prompt:
            return
        self.painter.put_up(prompt, self._picked)
        if isinstance(prompt, play.Explain):
            ask = not prompt.opening and self.evening.current is not None  # Esc/q on the welcome: nothing is lost
            self._read(list(prompt.dialogs), self._continue, ask=ask)
        elif isinstance(prompt, play.DealOver):
            tarot_context(self).tidy_soon()  # while the table reads the score
        elif isinstance(prompt, play.TableDone):
            self.leave()

    def submit(self, answer: Answer) -> bool:
        """Answer the prompt on show; a refusal is explained and changes nothing."""
        answered = self.model.submit(answer)
        if isinstance(answered, Refused):
            self.painter.refused(answered)
        if not isinstance(answered, Prompt):
            return False
        if isinstance(answer, play.WantChelem):
            self.painter.hint(None)
            self.painter.show_keys()
        else:
            self.show_next(answered)  # draws the table at once: the hand is covered before the next frame
        return True

    def _continue(self) -> None:
        self.submit(play.Continue())

    def _picked(self, value: object) -> None:
        """A choice in the question box: a bid, a call, a chelem answer, a poignée level or the bid advice."""
        prompt = self.model.prompt
        if value == "advice" and isinstance(prompt, play.AskBid):
            self._read([bid_advice(prompt)], lambda: self._present(prompt))
        elif (answer := self.model.answer_question(value)) is not None:
            self.submit(answer)
        elif isinstance(prompt, play.AskPoignee) and isinstance(value, int):
            self.painter.poignee_picks()

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
        if isinstance(choice, Picked | Refused):
            self.painter.chosen(choice)
        elif not self.submit(choice):
            self.part(HandWidget).refresh()  # the cursor is drawn on the card (a key letter moved it without a frame)

    @on(HandWidget.CursorMoved)
    def _cursor_moved(self, event: HandWidget.CursorMoved) -> None:
        event.stop()  # the hand as it is now, which ``_present`` has usually said already: often nothing to do
        self.painter.hint(event.hand.current_card)

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
        self.hints.restart(self.model.flow.deal_news())
        self.refresh_table()
        self.show_next()

    @on(Thinker.Decided)
    def _decided(self, event: Thinker.Decided) -> None:  # computer_decided: the hook benchmarks/app.py holds back
        self.computer_decided(event.turn, event.action)

    def computer_decided(self, turn: play.ComputerTurn, action: Action) -> None:
        """A computer player's choice for ``turn``, unless it was taken back or left while it thought."""
        if self.model.prompt is turn and not self.submit(action) and self.model.prompt is turn:
            raise RuntimeError(f"computer player at seat {turn.seat} chose an illegal action {action}")

    def action_previous_trick(self) -> None:
        """Show or hide the last completed trick (allowed until the next trick is turned)."""
        self.model.look_back()
        self.refresh_table()

    def leave(self) -> None:
        """Back to where the players came from, closing any dialog still open above the table."""
        self.model.leave()
        self.post_message(LeaveTable(self, self.evening))

    def refresh_table(self) -> None:
        """Paint the table and its key bar."""
        self.painter.table()
