"""The table: drives a deal turn by turn, asks each human for decisions, lets computers play.

The screen asks the engine (through ``Evening``) what is legal, applies actions and pushes views down
to its widgets. It shows a hand only to the player whose turn it is, after a handover curtain whenever
the keyboard passes between two people.
"""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.reactive import Reactive
from textual.screen import Screen
from textual.widget import Widget

from tarot_tui.engine import (
    EXCUSE,
    AnnounceChelem,
    Bid,
    CallCard,
    ChienShown,
    DeclarePoignee,
    Discard,
    Event,
    IllegalActionError,
    Phase,
    Play,
    SeatView,
    TrickWon,
    cards_of,
    view_for,
)
from tarot_tui.engine.cards import TRUMPS
from tarot_tui.evening import Evening
from tarot_tui.i18n import card_short, contract_name, explain, t

from ..app import tarot_app
from ..keys import translate_bindings
from ..narration import describe
from ..widgets.card import cards_text
from ..widgets.choices import Choice, ChoiceBox
from ..widgets.hand import HandWidget
from ..widgets.keybar import KeyBar
from ..widgets.panels import DealLog, FixedText, HintBar, TotalsPanel
from ..widgets.table import SeatInfo, TableView, center_text
from .handover import Curtain
from .score import ScorePanel

if TYPE_CHECKING:
    from ..coach import Coach

T = TypeVar("T")


class TableScreen(Screen[None]):
    """One evening at the table."""

    BINDINGS = [
        Binding("v", "previous_trick", "key.previous", id="previous"),
        Binding("c", "confirm", "key.confirm", id="confirm"),
        Binding("s", "sheet", "key.sheet", id="sheet"),
        Binding("f1,question_mark", "rules_here", "key.rules_here", id="rules"),
        Binding("q", "leave", "key.leave", id="leave"),
    ]

    focused: Reactive[Widget | None] = Reactive(None, repaint=False)
    """Textual's ``Screen.focused`` without its repaint: a focus change (curtain to hand and back, every turn)
    would redraw the whole screen a second time in the same frame; the widgets that gain or lose focus
    redraw themselves."""

    def __init__(self, evening: Evening, coach: Coach | None = None) -> None:
        super().__init__(id="table")
        self.evening = evening
        self.coach = coach
        """Explains each moment of a guided deal; None at an ordinary table."""
        self.viewer: int | None = None
        """The match seat of the person holding the laptop (None: nobody's hand is shown)."""
        self.mode = "wait"
        """What the hand is for: "play", "discard", "poignee" or "wait"."""
        self.poignee_size = 0
        self.poignee_asked: set[int] = set()
        self.showing_previous = False
        self.shown_trick: tuple[int, tuple[int, ...], int] | None = None
        self.busy = False
        self.waiting_for: str | None = None
        """What the table waits for before it may go on: "decision", "curtain", "chien", "computer", "score",
        "screen"."""
        self.thinking: int | None = None
        self.last_public: list[Text] = []
        self.handing_to: int | None = None
        """The player the curtain waits for."""
        self.pending_chien: tuple[int, ...] | None = None
        """A chien just turned face up, to show everyone before the écart (R6.1)."""
        self.rule_in_view: str | None = None
        """The rule the hint bar last cited; F1 or ? opens the rules there (R-numbers of the reference)."""
        self.scores_shown: set[int] = set()
        """Deals whose score screen was shown (each is shown once, after the deal)."""
        self._deal_number_logged = 0

    # -- layout --------------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        # The curtain covers the play area (the table, the hint and the hand), not the public status line,
        # totals and log beside it: lifting it then redraws only what it covered.
        with Vertical(id="body"):
            yield FixedText("", id="status")
            with Horizontal(id="main"):
                with Vertical(id="play-area"):
                    yield TableView(id="tableview")
                    yield HintBar("", id="hint")
                    yield HandWidget(id="hand")
                    yield ChoiceBox(id="choice")
                    yield Curtain(id="curtain")
                with Vertical(id="side"):
                    yield TotalsPanel(id="totals")
                    yield DealLog(id="log", wrap=True, markup=False, min_width=20)
            yield ScorePanel(id="score")
        yield KeyBar(id="keys")

    def on_mount(self) -> None:
        translate_bindings(self)
        self.evening.write_in_background()  # a move does not wait for the disk; flushed when leaving
        self.refresh_table()
        self.call_later(self.advance)
        tidy_soon = getattr(self.app, "tidy_soon", None)
        if tidy_soon is not None:  # the table's widgets join the objects later collections leave alone
            tidy_soon()

    def on_unmount(self) -> None:
        self.evening.flush()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "confirm":
            return self.mode in ("discard", "poignee")
        if action == "previous_trick":
            deal = self.evening.deal
            return deal is not None and bool(deal.tricks)
        return True

    # -- the flow ------------------------------------------------------------------------------

    @property
    def pace(self) -> float:
        """Seconds a computer move stays on screen (0 in tests and fast mode)."""
        return float(tarot_app(self).settings.bot_pace)

    @property
    def hints(self) -> bool:
        """Legal cards stand out and refusals are explained."""
        return bool(tarot_app(self).settings.hints)

    def on_screen_resume(self) -> None:
        # Back from the rules or the score sheet: go on, unless a decision or screen is still awaited.
        if self.waiting_for is None:
            self.advance()

    def advance(self) -> None:
        """Decide what happens next. Called after every change."""
        if self.busy or self.waiting_for is not None or not self.is_current:
            return
        evening = self.evening
        if evening.current is None:
            last = evening.last
            if last is not None and last.number not in self.scores_shown:
                self.scores_shown.add(last.number)
                self._show_score()
                return
            if evening.is_finished:
                self._show_standings()
                return
            played = evening.start_deal()
            self.poignee_asked = set()
            self.shown_trick = None
            self.query_one(DealLog).clear()
            self._log_line(Text(t("log.new_deal", number=played.number, dealer=self._dealer_name()), style="bold"))
            if evening.current is None:  # petit sec voided it at once
                deal = evening.deal
                assert deal is not None
                self._log_line(Text(t("void.petit_sec", player=self._seat_name(deal.void_seat or 0)), style="yellow"))
                self.advance()
                return
        if self.pending_chien is not None and evening.humans():
            self._show_chien(self.pending_chien)
            return
        actor = evening.actor()
        assert actor is not None
        if not evening.is_human(actor):
            self.mode = "wait"
            self.refresh_table()
            self._run_computer(actor)
            return
        if self.viewer != actor and len(evening.humans()) > 1:
            self._handover(actor)
            return
        self.viewer = actor
        self._prompt()

    def _show_chien(self, cards: tuple[int, ...]) -> None:
        """The chien face up for everyone (R6.1), on the curtain's layer: no hand under it."""
        deal = self.evening.deal
        assert deal is not None and deal.taker is not None
        self.pending_chien = None
        if len(self.evening.humans()) > 1:
            self.viewer = None  # nobody's hand under the public chien
        self.mode = "wait"
        self.waiting_for = "chien"
        self.refresh_table()
        body = t("ui.chien_body", player=self._seat_name(deal.taker), size=deal.chien_size)
        self.query_one(Curtain).show_chien(cards_text(cards, sep="  "), body)
        self._show_keys()

    def _go_on(self) -> None:
        """A screen or wait is over: let advance() decide what comes next."""
        self.waiting_for = None
        self.advance()

    def _handover(self, actor: int) -> None:
        self.viewer = None
        self.mode = "wait"
        self.handing_to = actor
        self.waiting_for = "curtain"
        self.refresh_table()
        self.query_one(Curtain).raise_for(self.evening.names[actor], self.last_public[-6:])
        self._show_keys()  # the key bar stays visible below the curtain: Enter to take the laptop

    @on(Curtain.Taken)
    def _taken(self, event: Curtain.Taken) -> None:
        if event.curtain.purpose == "chien":
            event.curtain.lift()
            self._go_on()
            return
        actor = self.handing_to
        if actor is None or self.evening.actor() != actor:
            return
        self.handing_to = None
        self.waiting_for = None
        self.query_one(Curtain).lift()
        self.viewer = actor
        self._prompt()

    def _prompt(self) -> None:
        """Ask the viewer, whose turn it is, for the decision the phase needs (after the coach, if any)."""
        deal = self.evening.deal
        assert deal is not None and self.viewer is not None
        view = self._seat_view()
        assert view is not None
        self.mode = "wait"
        self.waiting_for = "decision"
        self.refresh_table()
        self.say("")  # the last hint was about the previous decision
        phase = deal.phase
        if phase is Phase.BIDDING:
            self.say(t("ui.bid_hint"), rule="R4.2")
            self._with_coach("bid", lambda: self._ask_bid(view))
        elif phase is Phase.CALL:
            self._with_coach("call", self._ask_call)
        elif phase is Phase.DISCARD:
            self._with_coach("discard", self._start_discard)
        elif phase is Phase.CHELEM:
            self._with_coach("chelem", self._ask_chelem)
        elif phase is Phase.TRICKS:
            deal_seat = self.evening.deal_seat(self.viewer)
            if deal.poignee_sizes() and deal_seat not in self.poignee_asked:
                assert deal_seat is not None
                self.poignee_asked.add(deal_seat)
                self._with_coach("poignee", self._ask_poignee)
                return
            self._with_coach("play", self._start_play)

    def _with_coach(self, moment: str, then: Callable[[], None]) -> None:
        """Let the coach of a guided deal explain ``moment`` first; without one, go straight on."""
        if self.coach is None:
            then()
        else:
            self.coach.explain(self, moment, then)

    def _start_discard(self) -> None:
        self.mode = "discard"
        hand = self.query_one(HandWidget)
        hand.selected = frozenset()
        self.refresh_table()
        self._hint_selection()
        hand.focus()

    def _start_play(self) -> None:
        self.mode = "play"
        self.refresh_table()
        hand = self.query_one(HandWidget)
        hand.focus_first_playable()
        hand.focus()
        self._hint_play(hand.current_card)

    def apply(self, action: Bid | CallCard | Discard | AnnounceChelem | DeclarePoignee | Play) -> bool:
        """Apply an action for the player to move; on refusal explain why and change nothing."""
        deal = self.evening.deal
        assert deal is not None
        try:
            events = self.evening.apply(action)
        except IllegalActionError as err:
            self.say(explain(err.violation, players=deal.players), refusal=True)
            self.app.bell()
            return False
        self.mode = "wait"  # the decision is made; the next one is asked for by advance()
        self.waiting_for = None
        self._narrate(events)
        chien = next((e for e in events if isinstance(e, ChienShown)), None)
        if chien is not None:
            self.pending_chien = chien.cards
        trick = next((e for e in events if isinstance(e, TrickWon)), None)
        if trick is not None and self.pace > 0:
            self.shown_trick = (trick.leader, trick.cards, trick.winner)
            self.busy = True
            self.refresh_table()
            self.set_timer(max(1.2, 2 * self.pace), self._end_trick_pause)
            return True
        self.shown_trick = None
        self.refresh_table()
        self.call_later(self.advance)
        return True

    def _end_trick_pause(self) -> None:
        self.busy = False
        self.shown_trick = None
        self.refresh_table()
        self.advance()

    # -- decisions -----------------------------------------------------------------------------

    def _ask(
        self, asking: str, title: str, body: str, choices: list[Choice[T]], on_pick: Callable[[T], object]
    ) -> None:
        """Ask a decision in the box over the table; the box closes before ``on_pick`` runs."""

        def picked(value: T) -> None:
            self.query_one(ChoiceBox).close()
            self.query_one(HandWidget).focus()
            on_pick(value)

        self.query_one(ChoiceBox).ask(asking, title, body, choices, picked)
        self._show_keys()

    def _ask_bid(self, view: SeatView) -> None:
        deal = self.evening.deal
        assert deal is not None
        choices: list[Choice[Bid | str]] = []
        for bid in deal.legal_bids():
            key = "0" if bid.contract is None else str(int(bid.contract))
            choices.append(Choice(key, contract_name(bid.contract), bid))
        choices.append(Choice("a", t("ui.advice"), "advice"))
        said = [f"{self._seat_name(seat)}: {contract_name(c)}" for seat, c in view.bids]
        body = "\n".join(said) if said else t("ui.bid_first")
        title = t("ui.bid_title", player=self._name_of_match(self.viewer))

        def chosen(choice: Bid | str) -> None:
            if isinstance(choice, Bid):
                self.apply(choice)
            elif choice == "advice":  # the club count of this hand (R4.1), then the same question again
                from tarot_tui.advice import advice_text, advise
                from tarot_tui.engine import cardset

                from .guided import GuideScreen

                assert view.seat is not None
                offered = [b.contract for b in view.legal_bids if b.contract is not None]
                advice = advise(cardset(view.hand), view.players, view.seat, view.dealer, view.bids, offered)
                screen = GuideScreen(t("advice.title"), advice_text(advice), "R4.1")
                self.app.push_screen(screen, lambda _: self._ask_bid(view))

        self._ask("bid-dialog", title, body, choices, chosen)

    def _ask_call(self) -> None:
        deal = self.evening.deal
        assert deal is not None
        keys = "123456789abdefgh"  # no c: it confirms an écart
        choices = [Choice(keys[i], card_short(card), CallCard(card)) for i, card in enumerate(deal.callable_cards())]
        self._ask("call-dialog", t("ui.call_title"), t("ui.call_body"), choices, self.apply)

    def _ask_chelem(self) -> None:
        choices: list[Choice[AnnounceChelem]] = [Choice("n", t("ui.no"), AnnounceChelem(False))]
        if not self.evening.match.rules.beginner:
            choices.append(Choice("j", t("ui.chelem_yes"), AnnounceChelem(True)))
        self._ask("chelem-dialog", t("ui.chelem_title"), t("ui.chelem_body"), choices, self.apply)

    def _ask_poignee(self) -> None:
        deal = self.evening.deal
        assert deal is not None
        choices: list[Choice[int]] = [Choice("n", t("ui.no"), 0)]
        for level, size in deal.poignee_sizes().items():
            choices.append(
                Choice(str(level.value), t("ui.poignee_level", level=t(f"poignee.{level.value}"), size=size), size)
            )

        def chosen(size: int) -> None:
            if not size:
                self._start_play()
                return
            self.poignee_size = size
            self.mode = "poignee"
            hand = self.query_one(HandWidget)
            trumps = self._poignee_pool()
            hand.selected = frozenset(trumps) if len(trumps) == size else frozenset()
            self.refresh_table()
            self._hint_selection()
            hand.focus()

        self._ask("poignee-dialog", t("ui.poignee_title"), t("ui.poignee_body"), choices, chosen)

    def _poignee_pool(self) -> list[int]:
        """Trumps the viewer may show: the hand's, the Excuse, and a taker's shown écart trumps (R7.6)."""
        deal = self.evening.deal
        assert deal is not None and self.viewer is not None
        seat = self.evening.deal_seat(self.viewer)
        assert seat is not None
        pool = deal.hands[seat] & (TRUMPS | 1 << EXCUSE)
        if seat == deal.taker:
            pool |= deal.ecart & TRUMPS
        return cards_of(pool)

    # -- hand events ---------------------------------------------------------------------------

    @on(HandWidget.CardChosen)
    def _card_chosen(self, event: HandWidget.CardChosen) -> None:
        if self.busy:
            return
        card = event.card
        if self.mode == "play":
            self.apply(Play(card))
        elif self.mode in ("discard", "poignee"):
            hand = self.query_one(HandWidget)
            limit = self._selection_limit()
            if card in hand.selected:
                hand.selected = hand.selected - {card}
            elif card in hand.playable and len(hand.selected) < limit:
                hand.selected = hand.selected | {card}
            elif card not in hand.playable:
                self._explain_unselectable(card)
                return
            self._hint_selection()

    @on(HandWidget.CursorMoved)
    def _cursor_moved(self, event: HandWidget.CursorMoved) -> None:
        if self.mode == "play":
            self._hint_play(event.card)
        elif self.mode in ("discard", "poignee"):
            self._hint_selection(event.card)

    def action_confirm(self) -> None:
        """Confirm the écart or the poignée once enough cards are picked."""
        hand = self.query_one(HandWidget)
        cards = tuple(sorted(hand.selected))
        if self.mode == "discard":
            if self.apply(Discard(cards)):
                hand.selected = frozenset()
        elif self.mode == "poignee" and self.apply(DeclarePoignee(cards)):
            hand.selected = frozenset()

    def _selection_limit(self) -> int:
        deal = self.evening.deal
        assert deal is not None
        return deal.chien_size if self.mode == "discard" else self.poignee_size

    def _explain_unselectable(self, card: int) -> None:
        deal = self.evening.deal
        assert deal is not None
        if self.mode == "discard":
            violation = deal.why_discard_card_illegal(card)
            if violation is not None:
                self.say(explain(violation, players=deal.players), refusal=True)
                self.app.bell()
        else:
            self.say(t("ui.poignee_only_trumps"), refusal=True)
            self.app.bell()

    # -- hints ---------------------------------------------------------------------------------

    def say(self, text: str, *, rule: str | None = None, refusal: bool = False) -> None:
        """Show a hint; ``rule`` is what F1 opens (found in the text when not given)."""
        if rule is None:
            found = re.search(r"\b(R\d+(?:\.\d+)*)\b", text)
            rule = found.group(1) if found else None
        self.rule_in_view = rule
        self.query_one(HintBar).say(text, refusal=refusal)

    def action_rules_here(self) -> None:
        """Open the rules at the rule the hint names (or at the start)."""
        from .rules import RulesScreen

        self.app.push_screen(RulesScreen(self.rule_in_view))

    def _hint_play(self, card: int | None) -> None:
        deal = self.evening.deal
        if deal is None or card is None:
            return
        if not self.hints:
            self.say(t("ui.your_turn"))
            return
        violation = deal.why_card_illegal(card)
        if violation is None:
            self.say(t("ui.play_hint", card=card_short(card)), rule="R9.4")
        else:
            self.say(explain(violation, players=deal.players), refusal=True)

    def _hint_selection(self, card: int | None = None) -> None:
        deal = self.evening.deal
        assert deal is not None
        hand = self.query_one(HandWidget)
        card = hand.current_card if card is None else card
        limit = self._selection_limit()
        count = len(hand.selected)
        if self.mode == "discard":
            base = t("ui.discard_hint", count=count, size=limit)
            forced = deal.trumps_to_discard()
            if forced:
                base += " " + t("ui.discard_forced", count=forced)
            if card is not None and self.hints:
                violation = deal.why_discard_card_illegal(card)
                if violation is not None:
                    self.say(base + "\n" + explain(violation, players=deal.players), refusal=True)
                    return
        else:
            base = t("ui.poignee_hint", count=count, size=limit)
        if count == limit:
            base += " " + t("ui.press_confirm")
        self.say(base)

    # -- computer players ----------------------------------------------------------------------

    def _run_computer(self, seat: int) -> None:
        self.thinking = seat
        self.waiting_for = "computer"
        self.refresh_table()
        deal = self.evening.deal
        assert deal is not None
        deal_seat = self.evening.deal_seat(seat)
        view = view_for(deal, deal_seat)
        self._think(seat, view, self.evening.save.seats[seat])

    @work(thread=True, exclusive=True, group="computer")
    def _think(self, seat: int, view: SeatView, level: str) -> None:
        from tarot_tui.bots import make_player

        start = time.monotonic()
        rng = random.Random(hash((self.evening.save.evening_id, len(view.played_cards), view.seat, view.phase.value)))
        action = make_player(level, tarot_app(self).settings.bot_strength).choose(view, rng)
        remaining = self.pace - (time.monotonic() - start)
        if remaining > 0:
            time.sleep(remaining)
        self.app.call_from_thread(self._computer_done, seat, action)

    def _computer_done(
        self, seat: int, action: Bid | CallCard | Discard | AnnounceChelem | DeclarePoignee | Play
    ) -> None:
        self.thinking = None
        self.waiting_for = None
        if self.evening.actor() != seat:
            self.advance()
            return
        if not self.apply(action):
            raise RuntimeError(f"computer player at seat {seat} chose an illegal action {action}")

    # -- screens on top ------------------------------------------------------------------------

    def _show_score(self) -> None:
        self.viewer = None if len(self.evening.humans()) > 1 else self.viewer
        self.mode = "wait"
        self.waiting_for = "score"
        self.refresh_table()
        self.query_one(ScorePanel).show_for(self.evening)
        self._show_keys()
        tarot_app(self).tidy_soon()  # while the table reads the score

    @on(ScorePanel.Closed)
    def _score_read(self) -> None:
        self.query_one(ScorePanel).hide()
        self._after_score()

    def action_close_score(self) -> None:
        """The score panel's Enter, from a click on the key bar."""
        self.query_one(ScorePanel).action_close()

    def _after_score(self) -> None:
        from .sheet import SheetScreen

        if self.evening.is_finished:
            self._show_standings()
            return
        self.app.push_screen(SheetScreen(self.evening), lambda _: self._go_on())

    def _show_standings(self) -> None:
        from .sheet import SheetScreen

        def done(_: None) -> None:
            self.app.pop_screen()

        self.evening.finish()
        self.app.push_screen(SheetScreen(self.evening, final=True), done)

    def action_sheet(self) -> None:
        """The evening's score sheet."""
        from .sheet import SheetScreen

        self.app.push_screen(SheetScreen(self.evening))

    def action_take_laptop(self) -> None:
        """The curtain's Enter (or the chien's), from a click on the key bar."""
        self.query_one(Curtain).action_take()

    def action_previous_trick(self) -> None:
        """Show or hide the last completed trick (allowed until the next trick is turned)."""
        self.showing_previous = not self.showing_previous
        self.refresh_table()

    def action_leave(self) -> None:
        """Leave the table (asks first mid-deal; the evening is saved either way)."""
        from .dialogs import ConfirmScreen

        if self.evening.current is None:
            self.leave()
            return

        def answer(yes: bool | None) -> None:
            if yes:
                self.leave()

        self.app.push_screen(ConfirmScreen(t("ui.leave_title"), t("ui.leave_body")), answer)

    def leave(self) -> None:
        """Back to the start screen, closing any dialog still open above the table."""
        self.evening.flush()
        while self.app.screen is not self:
            self.app.pop_screen()
        self.app.pop_screen()

    # -- drawing -------------------------------------------------------------------------------

    def _seat_view(self) -> SeatView | None:
        return self.evening.view(self.viewer)

    def _seat_name(self, deal_seat: int) -> str:
        return self.evening.names[self.evening.match_seat(deal_seat)]

    def _name_of_match(self, seat: int | None) -> str:
        return self.evening.names[seat] if seat is not None else ""

    def _dealer_name(self) -> str:
        last = self.evening.last
        return self.evening.names[last.dealer] if last is not None else ""

    def _narrate(self, events: list[Event]) -> None:
        for event in events:
            line = describe(event, self._seat_name)
            if line is not None:
                self._log_line(line)

    def _log_line(self, line: Text) -> None:
        self.query_one(DealLog).write(line)
        self.last_public.append(line)
        del self.last_public[:-12]

    def refresh_table(self) -> None:
        """Push the current view down to every widget."""
        evening = self.evening
        played = evening.last
        names = evening.names
        n = evening.players
        hand = self.query_one(HandWidget)
        self.query_one(TotalsPanel).show(names, evening.match.totals, evening.deals_done, evening.save.deals_planned)
        status = self.query_one("#status", FixedText)
        if played is None:
            status.show("")
            return
        deal = played.deal
        view = self._seat_view()
        assert view is not None
        seats_map = list(played.seats)
        trick_leader, trick_cards = view.current.leader, view.current.cards
        winner: int | None = None
        if self.shown_trick is not None:
            trick_leader, trick_cards, winner = self.shown_trick
        elif self.showing_previous and view.previous_trick is not None:
            prev = view.previous_trick
            trick_leader, trick_cards, winner = prev.leader, prev.cards, prev.winner
        played_by: dict[int, int] = {}
        for index, card in enumerate(trick_cards):
            played_by[seats_map[(trick_leader + index) % deal.players]] = card
        last_bid: dict[int, str] = {}
        for seat, contract in view.bids:
            last_bid[seats_map[seat]] = contract_name(contract)
        infos = []
        for seat in range(n):
            ds = played.deal_seat(seat)
            sits_out = ds is None
            to_move = not sits_out and deal.to_move == ds and self.shown_trick is None
            infos.append(
                SeatInfo(
                    name=names[seat],
                    is_dealer=seat == played.dealer,
                    is_taker=ds is not None and ds == view.taker,
                    is_partner=ds is not None and view.partner_known and ds == view.partner and ds != view.taker,
                    sits_out=sits_out,
                    bid=last_bid.get(seat, "") if view.phase is Phase.BIDDING or view.taker is None else "",
                    tricks=view.tricks_won[ds] if ds is not None else 0,
                    trick_card=played_by.get(seat),
                    to_move=to_move,
                    is_you=seat == self.viewer,
                    thinking=seat == self.thinking,
                    winner=winner is not None and ds == winner,
                    poignee=self._poignee_level(view, ds),
                )
            )
        bottom = self.viewer if self.viewer is not None else (evening.actor() or 0)
        finished = self.shown_trick is not None or (self.showing_previous and view.previous_trick is not None)
        center = center_text(view, names, seats_map, finished_trick=finished)
        if self.showing_previous and self.shown_trick is None and view.previous_trick is not None:
            center.append("\n" + t("ui.previous_trick"), style="reverse")
        clockwise = evening.match.rules.direction == "clockwise"
        self.query_one(TableView).show(infos, bottom, center, clockwise=clockwise)
        status.show(self._status_line(view))
        self._show_keys()
        # The hand: only the viewer's, never anyone else's. An empty hand keeps its place (no new layout).
        if self.viewer is None or view.seat is None:
            hand.cards = ()
            hand.playable = frozenset()
            return
        cards = list(view.hand)
        if self.mode == "poignee":
            cards = sorted(set(cards) | set(self._poignee_pool()))
        hand.cards = tuple(cards)
        hand.marked = frozenset()
        hand.dim_unplayable = self.hints
        if self.mode == "play":
            hand.playable = frozenset(view.legal)
        elif self.mode == "discard":
            hand.playable = frozenset(cards_of(deal.discard_candidates()))
            hand.marked = frozenset(cards_of(deal.chien))
        elif self.mode == "poignee":
            hand.playable = frozenset(self._poignee_pool())
        else:
            hand.playable = frozenset()

    def _show_keys(self) -> None:
        """The key bar: only the keys that do something now (a click on one does the same)."""
        keys: list[tuple[str, str, str]] = []
        curtain = self.query_one(Curtain)
        score_up = self.query_one(ScorePanel).is_up
        if score_up:
            keys.append(("⏎", t("key.continue"), "close_score"))
        elif curtain.is_up:
            chien = curtain.purpose == "chien"
            keys.append(("⏎", t("key.continue" if chien else "key.take"), "take_laptop"))
        elif self.mode == "play":
            keys.append(("←→↑↓ ⏎", t("key.play"), ""))
        elif self.mode in ("discard", "poignee"):
            keys.append(("←→↑↓ ⏎", t("key.pick"), ""))
            keys.append(("c", t("key.confirm"), "confirm"))
        deal = self.evening.deal
        if deal is not None and deal.tricks and not curtain.is_up and not score_up:
            keys.append(("v", t("key.previous"), "previous_trick"))
        keys += [
            ("s", t("key.sheet"), "sheet"),
            ("F1/?", t("key.rules_here"), "rules_here"),
            ("q", t("key.leave"), "leave"),
        ]
        self.query_one(KeyBar).show(keys)

    @staticmethod
    def _poignee_level(view: SeatView, deal_seat: int | None) -> int:
        if deal_seat is None or deal_seat not in view.poignees:
            return 0
        from tarot_tui.engine import TABLE_SIZES

        return TABLE_SIZES[view.players].poignees.index(len(view.poignees[deal_seat])) + 1

    def _status_line(self, view: SeatView) -> Text:
        played = self.evening.last
        assert played is not None
        text = Text()
        text.append(t("ui.deal_number", number=played.number), style="bold")
        if self.evening.save.deals_planned:
            text.append(f"/{self.evening.save.deals_planned}", style="bold")
        text.append(" · " + t("ui.dealer", player=self.evening.names[played.dealer]))
        if view.contract is not None and view.taker is not None:
            text.append(
                " · " + t("ui.contract_by", contract=contract_name(view.contract), player=self._seat_name(view.taker))
            )
        if self.viewer is not None:
            text.append(" · " + t("ui.you_are", player=self.evening.names[self.viewer]), style="bold cyan")
        return text
