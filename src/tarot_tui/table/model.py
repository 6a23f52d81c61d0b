"""The table as the person holding the laptop sees it, between the turn flow and whatever paints it.

``TableModel`` holds what is on show (the prompt, a trick kept on the table, the écart or poignée picks, a look
at the last trick) and says what a key means: ``choose(card)`` gives an answer for the flow, the new picks, or a
refusal with its rule. It never draws: the screen asks it, passes answers to ``submit`` and paints the result.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tarot_tui.coaching.coach import Coach, Dialog
from tarot_tui.coaching.lesson_flow import CoachedFlow
from tarot_tui.engine import Action, Card, DeclarePoignee, Discard, IllegalActionError, Play, SeatView, TrickWon
from tarot_tui.evening import Evening
from tarot_tui.i18n import explain, t
from tarot_tui.play import (
    Answer,
    AskBid,
    AskCard,
    AskDiscard,
    AskPoignee,
    ComputerTurn,
    News,
    NoPoignee,
    PhoneTurn,
    Prompt,
    StalePromptError,
    TableFlow,
    WantChelem,
)

from .hand import HandMode, hand_cards, hand_mode, toggle_pick
from .hints import Hint, play_hint, selection_hint, unselectable_hint
from .keys import KeysNow


@dataclass(frozen=True, slots=True)
class TrickOnShow:
    """A finished trick kept on the table for a moment, or looked at again: (leader, cards, winner) in deal seats."""

    leader: int
    cards: tuple[int, ...]
    winner: int


@dataclass(frozen=True, slots=True)
class Picked:
    """A card went into or out of the écart or the poignée: the ``picks`` now, and the hint line that counts them."""

    picks: frozenset[Card]
    hint: Hint


@dataclass(frozen=True, slots=True)
class Refused:
    """A key that changes nothing: ``hint`` says why, with its rule (None: nothing to say); ``ring``: the bell."""

    hint: Hint | None = None
    ring: bool = True


Choice = Answer | Picked | Refused
"""What choosing a card means: an answer for the flow, new picks, or a refusal."""


@dataclass(frozen=True, slots=True)
class Step:
    """What the flow did when asked what comes next: its ``news``, a trick kept on the table (``pause``: ask again
    once it was seen), or the prompt now on show (``shown``; None when it is the one already shown)."""

    news: list[News]
    pause: TrickOnShow | None = None
    shown: Prompt | None = None


class TableModel:
    """What one person at the table sees and may do now, over a ``TableFlow``.

    Attributes:
        flow: the turn flow (who acts, hand-overs, the prompt awaited).
        coach: explains each moment of a lesson; None at an ordinary table.
        prompt: the prompt on show (None in a pause after a trick, or just answered). The flow's prompt is the one
            awaited; an answer is given only to the prompt on show.
        poignee_size: trumps to pick once a poignée level was chosen (0: none chosen).
        picks: the cards picked so far for the écart or the poignée.
        pause: a finished trick kept on the table for a moment; nothing is asked until it ends.
        looking_back: the last finished trick is shown again.
    """

    def __init__(
        self, flow: TableFlow, *, coach: Coach | None = None, hints: Callable[[], bool] = lambda: True
    ) -> None:
        self.flow = flow
        self.coach = coach
        self._hints = hints
        self.prompt: Prompt | None = None
        self.poignee_size = 0
        self.picks: frozenset[Card] = frozenset()
        self.pause: TrickOnShow | None = None
        self.looking_back = False

    @classmethod
    def at(
        cls, evening: Evening, coach: Coach | None = None, *, auto_forced: bool = True, hints: Callable[[], bool]
    ) -> TableModel:
        """The model of a table at ``evening``: over a lesson's flow when a ``coach`` is given (no forced move made
        for the learner), else over the ordinary flow (``auto_forced``: see ``TableFlow``)."""
        flow = CoachedFlow(evening, coach) if coach is not None else TableFlow(evening, auto_forced=auto_forced)
        return cls(flow, coach=coach, hints=hints)

    # -- what is on show ---------------------------------------------------------------------------------------

    @property
    def hints_on(self) -> bool:
        """Lit cards stand out and refusals are explained (always in a lesson)."""
        return self.coach is not None or self._hints()

    @property
    def busy(self) -> bool:
        """A trick is kept on the table: nothing is asked until the pause ends."""
        return self.pause is not None

    @property
    def mode(self) -> HandMode:
        """What the hand is for now."""
        return hand_mode(self.prompt, self.poignee_size)

    @property
    def thinking(self) -> int | None:
        """The match seat of the computer player deciding now, if any."""
        prompt = self.prompt
        return prompt.seat if isinstance(prompt, ComputerTurn) else None

    def hand(self, view: SeatView) -> tuple[tuple[Card, ...], frozenset[Card], frozenset[Card]]:
        """The viewer's hand as drawn: (cards, the lit ones, the chien's), from that person's ``view``."""
        return hand_cards(view, self.prompt, self.mode)

    def lit(self) -> frozenset[Card]:
        """The cards that may be chosen now."""
        prompt, mode = self.prompt, self.mode
        if mode is HandMode.PLAY and isinstance(prompt, AskCard):
            return frozenset(prompt.view.legal)
        if mode is HandMode.DISCARD and isinstance(prompt, AskDiscard):
            return frozenset(prompt.view.discard_candidates)
        if mode is HandMode.POIGNEE and isinstance(prompt, AskPoignee):
            return frozenset(prompt.pool)
        return frozenset()

    def hint(self, card: Card | None) -> Hint | None:
        """The hint line with the cursor on ``card`` (None: on no card); None when the hand has nothing to say."""
        prompt, mode = self.prompt, self.mode
        if mode is HandMode.WAIT:
            return None
        if isinstance(prompt, AskCard):
            return play_hint(prompt.view, card, coach=self.coach, hints_on=self.hints_on)
        return selection_hint(
            prompt,
            self.picks,
            card,
            poignee_size=self.poignee_size,
            wants_chelem=self.flow.wants_chelem,
            hints_on=self.hints_on,
        )

    def keys(
        self,
        *,
        score_up: bool,
        cover: str | None,
        analysis: bool,
        page: str | None,
        seats: bool,
        deal_scores: bool = False,
        deal_pages: tuple[bool, bool] = (False, False),
        phones: bool = False,
        question: bool = False,
    ) -> KeysNow:
        """The keys on offer now, given what the screen shows above the hand (the score panel, a cover, a question
        box); ``deal_pages``: on the deal's score, whether an earlier and a later deal's page are there (←, →)."""
        prompt, public = self.prompt, self.flow.evening.view(None)
        return KeysNow(
            score_up=score_up,
            page=page,
            seats=seats,
            deal_scores=deal_scores,
            earlier_deal=deal_pages[0],
            later_deal=deal_pages[1],
            cover=cover,
            mode=self.mode,
            chelem=isinstance(prompt, AskDiscard) and prompt.chelem_possible,
            chelem_wanted=self.flow.wants_chelem,
            undo=self.flow.can_undo(),
            tricks=public is not None and bool(public.tricks),
            analysis=analysis,
            phones=phones,
            question=question,
        )

    # -- what a key means --------------------------------------------------------------------------------------

    def choose(self, card: Card) -> Choice:
        """``card`` was chosen (its key letter, Enter or a click): play it, or pick or unpick it."""
        mode = self.mode
        if self.busy or mode is HandMode.WAIT:
            return Refused(ring=False)
        if mode is HandMode.PLAY:
            return Play(card)
        prompt = self.prompt
        limit = prompt.size if isinstance(prompt, AskDiscard) else self.poignee_size
        picks = toggle_pick(self.picks, self.lit(), card, limit)
        if picks is None:
            return Refused(unselectable_hint(prompt, card))
        self.picks = picks
        hint = self.hint(card)
        assert hint is not None
        return Picked(picks, hint)

    def confirm(self) -> Answer | None:
        """The écart or the poignée as picked (None when nothing is being picked)."""
        cards = tuple(sorted(self.picks))
        mode = self.mode
        if mode is HandMode.DISCARD:
            return Discard(cards)
        if mode is HandMode.POIGNEE:
            return DeclarePoignee(cards)
        return None

    def start_poignee(self, size: int) -> Answer | None:
        """A poignée level was chosen (0: none, the answer for the flow): its trumps are picked in the hand next
        (all of them when that is all there is)."""
        prompt = self.prompt
        if not size:
            return NoPoignee()
        assert isinstance(prompt, AskPoignee)
        self.poignee_size = size
        self.picks = frozenset(prompt.pool) if len(prompt.pool) == size else frozenset()
        return None

    def answer_question(self, value: object) -> Answer | None:
        """What a choice in the question box means: a bid, a call or a chelem answer is the answer for the flow; a
        poignée level is ``start_poignee``'s (None: its trumps are picked in the hand next)."""
        if isinstance(self.prompt, AskPoignee) and isinstance(value, int):
            return self.start_poignee(value)
        return value if isinstance(value, Action) else None

    def look_back(self) -> None:
        """Show or hide the last finished trick."""
        self.looking_back = not self.looking_back

    # -- the flow ----------------------------------------------------------------------------------------------

    def submit(self, answer: Answer) -> Prompt | Refused | None:
        """Answer the prompt on show. Returns the prompt answered, a refusal with its rule (nothing changed), or
        None when nothing was asked (or the prompt was no longer awaited)."""
        prompt = self.prompt
        if prompt is None:
            return None
        try:
            self.flow.submit(prompt, answer)
        except IllegalActionError as err:
            public = self.flow.evening.view(None)
            text = explain(err.violation, players=public.players if public is not None else 4)
            return Refused(Hint(text, err.violation.rule, refusal=True))
        except StalePromptError:
            return None
        if not isinstance(answer, WantChelem):  # a wish noted: the écart is still asked
            self.prompt = None
        return prompt

    def advance(self, *, pause_tricks: bool) -> Step:
        """What comes next: the flow moves on to its next prompt; a trick just won is kept on the table first when
        ``pause_tricks``."""
        prompt = self.flow.next()
        news = self.flow.take_news()
        won = [event for event in news if isinstance(event, TrickWon)]
        if won and pause_tricks:
            self.pause = TrickOnShow(won[-1].leader, won[-1].cards, won[-1].winner)
            return Step(news, pause=self.pause)
        if prompt is self.prompt:
            return Step(news)
        self.prompt = prompt
        self.poignee_size = 0
        self.picks = frozenset()
        return Step(news, shown=prompt)

    def phone_answered(self) -> Prompt | None:
        """The phone's turn on show when its phone has answered it (the flow awaits another prompt), else None."""
        prompt = self.prompt
        if isinstance(prompt, PhoneTurn) and self.flow.next() is not prompt:
            return prompt
        return None

    def end_pause(self) -> None:
        """The trick kept on the table was seen."""
        self.pause = None

    def take_back(self) -> bool:
        """Take back the holder's last decision (and the computers' answers after it); False when nothing can be."""
        if not self.flow.undo():
            return False
        self.pause = None
        self.prompt = None
        return True

    def leave(self) -> None:
        """Nothing more is answered at this table."""
        self.prompt = None


def ecart_advice(prompt: AskDiscard) -> Dialog:
    """The club écart for the taker's hand and what it does, in the deal review's words (R6.2)."""
    from tarot_tui.coaching.analysis import ecart_advice_text  # the deal review loads the computer players

    return (t("advice.ecart.title"), ecart_advice_text(prompt.view), "R6.2")


def bid_advice(prompt: AskBid) -> Dialog:
    """The club count of the hand and the contract club players take with it (R4.1)."""
    from tarot_tui.coaching.advice import advice_text, advise_view

    return (t("advice.title"), advice_text(advise_view(prompt.view)), "R4.1")
