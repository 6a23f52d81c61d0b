"""The teacher of one lesson: its goal first, each step explained, a wrong answer corrected, what was learnt.

``LessonCoach`` has the methods of the table's coach (``coaching.coach.Coach``) and a few of its own: ``check``
(before an answer is applied: a correction to read instead, or nothing) and ``stop`` (the lesson is over before
the deal is). It is pure: the table asks it, draws what it returns, and knows nothing of lessons.

It reads the learner's seat view (the prompt's) and, between decisions, the table's public view, never the raw
deal. Which step the learner is at follows the deal's moves (``SeatView.moves``), so taking a decision back
(undo) takes its step back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from tarot_tui.coaching.advice import advise
from tarot_tui.engine import (
    HALF_POINTS,
    NO_SUIT,
    SUIT_MASKS,
    Action,
    Discard,
    Phase,
    SeatView,
    cards_of,
    sorted_for_display,
    winning_index,
)
from tarot_tui.i18n import card_short, contract_name, explain, number_text, points_text, suit_mark, t
from tarot_tui.play import (
    Answer,
    AskBid,
    AskCall,
    AskCard,
    AskDiscard,
    AskPoignee,
    Continue,
    Decision,
    NoPoignee,
    WantChelem,
)

from .checks import Moment, club_count_bid, passes, satisfiable
from .course import Lesson, Step

Dialog = tuple[str, str, str]
"""An explanation to read: (title, body, the rule F1 opens)."""

MOMENT_OF: dict[type[Decision], Moment] = {
    AskBid: "bid",
    AskCall: "call",
    AskDiscard: "discard",
    AskPoignee: "poignee",
    AskCard: "card",
}


class Helper(Protocol):
    """What a lesson borrows from the oefenpotje's coach (``coaching.guide.GuidedCoach``): the reason for a
    highlighted card, the score term by term, and, in a guided whole deal, every explanation."""

    def welcome(self, names: Sequence[str]) -> list[Dialog]:
        """The oefenpotje's welcome."""

    def before(self, prompt: Decision, name_of: Callable[[int], str]) -> list[Dialog]:
        """The oefenpotje's explanations before a decision."""

    def card_hint(self, view: SeatView, card: int) -> tuple[str, str | None, bool]:
        """Why ``card`` may or may not be played now by ``view``'s seat."""

    def after_deal(self, public: SeatView, name_of: Callable[[int], str]) -> list[Dialog]:
        """The score term by term."""


def lesson_title(lesson: Lesson) -> str:
    """'3. De Excuse' / '3. The Excuse'."""
    return t("lesson.numbered", number=lesson.number, title=t(f"lesson.{lesson.id}.title"))


def goal_dialog(lesson: Lesson) -> Dialog:
    """The lesson's goal, read before the first move."""
    body = t(f"lesson.{lesson.id}.goal") + "\n\n"
    if lesson.record.actions:
        body += t("lesson.goal.position") + " "
    body += t("lesson.goal.keys")
    return (t("lesson.goal.title", lesson=lesson_title(lesson)), body, lesson_rule(lesson))


def lesson_rule(lesson: Lesson) -> str:
    """The rule a lesson is about."""
    return lesson.rule


def learnt_text(lesson: Lesson) -> str:
    """What the lesson taught, in a few lines."""
    return t(f"lesson.{lesson.id}.learnt")


def ecart_review(ecart: tuple[int, ...], hand: int) -> Dialog:
    """What an écart did: its points (they count for the taker, R6.2) and the suits it left void."""
    points = points_text(sum(HALF_POINTS[card] for card in ecart))
    voids = [suit_mark(suit) for suit in range(4) if not hand & SUIT_MASKS[suit]]
    cards = " ".join(card_short(card) for card in sorted_for_display(list(ecart)))
    body = t("lesson.ecart_review.body", cards=cards, points=points)
    body += " " + (t("lesson.ecart_review.voids", suits=" ".join(voids)) if voids else t("lesson.ecart_review.none"))
    return (t("lesson.ecart_review.title"), body, "R6.2")


class LessonCoach:
    """Teaches ``lesson``; ``helper`` is the oefenpotje's coach (card hints, the score, a guided deal).

    Attributes:
        corrections: wrong answers corrected so far (taken-back ones included: the learner saw the correction).
        completed: the lesson was played to its end (what was learnt has been shown).
    """

    def __init__(self, lesson: Lesson, helper: Helper) -> None:
        self.lesson = lesson
        self.helper = helper
        self.corrections = 0
        self.completed = False
        self._done_at: list[tuple[int, int]] = []
        """For each step done: the history index of its answer and the tricks completed before it."""
        self._name_of: Callable[[int], str] | None = None
        self._ecart: tuple[tuple[int, ...], int] | None = None
        """The écart a step accepted, and the hand it left."""
        self._partner: tuple[int | None] | None = None
        """The 5-player partner's deal seat (None: the taker plays alone), once a "partner" lesson ends."""

    # -- progress through the steps --------------------------------------------------------------

    def steps_done(self, view: SeatView) -> int:
        """Steps done in the deal as ``view`` shows it (a step whose answer was taken back is not done)."""
        history = view.moves
        while self._done_at and self._done_at[-1][0] >= history:
            self._done_at.pop()
        return len(self._done_at)

    def step_for(self, prompt: Decision) -> tuple[int, Step] | None:
        """The step ``prompt`` is (its index and the step), or None for a decision the lesson leaves free."""
        if self.lesson.guided:
            return None
        index = self.steps_done(prompt.view)
        steps = self.lesson.steps
        moment = MOMENT_OF.get(type(prompt))
        if index < len(steps) and steps[index].when == moment:
            return index, steps[index]
        return None

    # -- the Coach protocol ----------------------------------------------------------------------

    def welcome(self, names: Sequence[str]) -> list[Dialog]:
        """The goal first (and, in a guided deal, the oefenpotje's welcome)."""
        dialogs = [goal_dialog(self.lesson)]
        if self.lesson.guided:
            dialogs += self.helper.welcome(names)
        return dialogs

    def before(self, prompt: Decision, name_of: Callable[[int], str]) -> list[Dialog]:
        """The step's explanation before the learner decides it (from the prompt's view)."""
        if self.lesson.guided:
            return self.helper.before(prompt, name_of)
        self._name_of = name_of
        found = self.step_for(prompt)
        if found is None:
            return []
        index, step = found
        lesson = self.lesson
        title = t("lesson.step.title", number=index + 1, total=len(lesson.steps), lesson=lesson_title(lesson))
        body = t(f"lesson.{lesson.id}.step.{index + 1}").format_map(self._values(prompt.view, name_of))
        return [(title, body, step.rule)]

    def check(self, prompt: Decision, answer: Answer) -> list[Dialog]:
        """A correction to read instead of applying ``answer`` (nothing changes then), or [] to go on; from the
        prompt's view (the learner's)."""
        if isinstance(answer, Continue | WantChelem):
            return []
        view = prompt.view
        action: Action | None = None if isinstance(answer, NoPoignee) else answer
        if action is not None:
            violation = view.why_illegal(action)
            if violation is not None:
                self.corrections += 1
                body = explain(violation, players=view.players) + "\n\n" + t("lesson.wrong.again")
                return [(t("lesson.wrong.title"), body, violation.rule)]
        found = self.step_for(prompt)
        if found is None:
            return []
        index, step = found
        if passes(step.check, view, action) or not satisfiable(step.check, view, step.when):
            if action is not None:
                self._done_at.append((view.moves, len(view.tricks)))
            if isinstance(action, Discard):
                self._ecart = (action.cards, view.hand_mask & ~sum(1 << card for card in action.cards))
            return []
        self.corrections += 1
        body = t(f"lesson.{self.lesson.id}.wrong.{index + 1}").format_map(self._values(view, self._name_of))
        return [(t("lesson.wrong.title"), body + "\n\n" + t("lesson.wrong.again"), step.rule)]

    def stop(self, public: SeatView) -> bool:
        """Whether the lesson is over now, before its deal is (``end``: "steps" or "partner"), from the table's
        public view."""
        lesson = self.lesson
        if lesson.end == "deal" or lesson.guided or public.phase.is_over:
            return False
        if self.steps_done(public) < len(lesson.steps):
            return False
        if lesson.end == "partner":
            if public.partner_known and not public.current.cards:  # known, and the trick it fell in is complete
                self._partner = (public.partner,)
                return True
            return False
        if lesson.steps[-1].when == "card":
            return len(public.tricks) > self._done_at[-1][1]  # the trick of the last card is complete
        return True

    def card_hint(self, view: SeatView, card: int) -> tuple[str, str | None, bool]:
        """Why ``card`` may or may not be played by ``view``'s seat (the oefenpotje's hint)."""
        return self.helper.card_hint(view, card)

    def after_deal(self, public: SeatView, name_of: Callable[[int], str]) -> list[Dialog]:
        """The score term by term (from the finished deal's public view)."""
        return self.helper.after_deal(public, name_of)

    def finished(self, public: SeatView) -> bool:
        """The lesson is over once its deal was played."""
        return public.phase is not Phase.VOID

    def farewell(self) -> list[Dialog]:
        """The lesson counts as done from here; what was learnt is shown by the lesson's end screen (with the
        button to the next lesson), so the table only says who the 5-player partner turned out to be."""
        self.completed = True
        dialogs: list[Dialog] = []
        if self._ecart is not None:
            dialogs.append(ecart_review(*self._ecart))
        if self._partner is not None:
            partner = self._partner[0]
            if partner is None or self._name_of is None:
                dialogs.append((t("lesson.partner.title"), t("lesson.partner.alone"), "R5.4"))
            else:
                body = t("lesson.partner.body", name=self._name_of(partner))
                dialogs.append((t("lesson.partner.title"), body, "R5.3"))
        return dialogs

    # -- texts -----------------------------------------------------------------------------------

    def _values(self, view: SeatView, name_of: Callable[[int], str] | None) -> dict[str, str]:
        """What a step's text may name, from the learner's ``view``: the suit led, the trump to beat, who wins
        the trick so far, the club count and what it says to bid, the cards in the trick, the learner's hand."""
        values: dict[str, str] = {"suit": t("word.trump"), "to_beat": "", "winner": "", "count": "", "advice": ""}
        trick = view.current
        if trick.cards:
            suit = view.trick_suit
            if suit != NO_SUIT and 0 <= suit < 4:
                values["suit"] = suit_mark(suit)
            if view.trick_top_trump >= 0:
                values["to_beat"] = card_short(view.trick_top_trump)
            found = winning_index(trick.cards)
            best = -1 if found is None else found  # (the Excuse alone: as the deal's trick_best of -1)
            values["winner"] = name_of(trick.seat_of(best, view.players)) if name_of is not None else ""
            values["best"] = card_short(trick.cards[best])
        values["trick"] = " ".join(card_short(c) for c in trick.cards)
        if view.phase is Phase.BIDDING:
            assert view.seat is not None
            contracts = view.rules.contracts()
            advice = advise(view.hand_mask, view.players, view.seat, view.dealer, view.bids, contracts)
            values["count"] = number_text(advice.total)
            contract = club_count_bid(view)
            values["advice"] = contract_name(contract) if contract is not None else t("lesson.word.pass")
        values["hand"] = " ".join(card_short(c) for c in cards_of(view.hand_mask))
        return values
