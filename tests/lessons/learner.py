"""A scripted learner for the lessons: the answer a step asks for, a wrong one, or what a beginner would do.

``right`` answers a step with the first answer its check passes; ``wrong`` with an answer the lesson corrects
(an illegal card, or a legal one the step's check refuses), None when every answer is right. Decisions a lesson
leaves free are answered like the computer players would.
"""

from __future__ import annotations

import random

from tarot_tui.coaching.guide import GuidedCoach
from tarot_tui.coaching.lesson_flow import CoachedFlow
from tarot_tui.engine import EXCUSE, Action, Bid, CallCard, Contract, Deal, Play, cards_of, parse_card, view_for
from tarot_tui.evening import Evening
from tarot_tui.lessons import LessonCoach, course, lesson_evening, passes
from tarot_tui.lessons.coach import MOMENT_OF
from tarot_tui.play import Answer, AskCard, AskDiscard, AskPoignee, Decision, NoPoignee


def candidates(prompt: Decision, deal: Deal) -> list[Answer]:
    """Every answer worth trying for ``prompt`` (the écart: one legal écart)."""
    moment = MOMENT_OF.get(type(prompt))
    if moment == "card":
        return [Play(card) for card in cards_of(deal.legal_plays())]
    if moment == "bid":
        return list(deal.legal_bids())
    if moment == "call":
        return [CallCard(card) for card in deal.callable_cards()]
    if moment == "poignee":
        return [*deal.canonical_poignees(), NoPoignee()]
    if moment == "discard":
        return [next(deal.legal_discards())]
    return []


def _as_action(answer: Answer) -> Action | None:
    return None if isinstance(answer, NoPoignee) else answer  # type: ignore[return-value]


def free_answer(prompt: Decision, deal: Deal) -> Answer:
    """What the beginner computer player would do (a poignée is not shown, a Garde is not overbid)."""
    from tarot_tui.bots import make_player
    from tarot_tui.bots.beginner import beginner_card

    if isinstance(prompt, AskPoignee):
        return NoPoignee()
    seat = deal.to_move
    assert seat is not None
    if isinstance(prompt, AskCard):  # the poignée was answered already: a card (the bot would show one)
        return Play(beginner_card(view_for(deal, seat)))
    action = make_player("beginner").choose(view_for(deal, seat), random.Random(len(deal.history)))
    if isinstance(action, Bid) and action.contract in (Contract.GARDE_SANS, Contract.GARDE_CONTRE):
        return Bid(Contract.GARDE)
    return action


def right(coach: LessonCoach, prompt: Decision, deal: Deal) -> Answer:
    """The answer the lesson's step asks for (or a free one)."""
    found = coach.step_for(prompt)
    if found is None:
        return free_answer(prompt, deal)
    _, step = found
    for answer in candidates(prompt, deal):
        if passes(step.check, prompt.view, _as_action(answer)):
            return answer
    return free_answer(prompt, deal)


def wrong(coach: LessonCoach, prompt: Decision, deal: Deal) -> Answer | None:
    """An answer the lesson corrects at this step: a card the rules refuse, else one the step's check refuses;
    None when there is none (every answer allowed is right)."""
    found = coach.step_for(prompt)
    if found is None:
        return None
    _, step = found
    if isinstance(prompt, AskDiscard):
        return None
    if step.when == "call":
        queens = [parse_card(f"Q{suit}") for suit in "SHDC"]
        refused = [card for card in queens if card not in deal.callable_cards()]
        if refused:
            return CallCard(refused[0])  # a Queen while the four Kings are not all in hand (R5.2)
    if step.when == "card":
        seat = deal.to_move
        assert seat is not None
        illegal = [c for c in cards_of(deal.hands[seat] & ~deal.legal_plays()) if c != EXCUSE]
        if illegal:
            return Play(illegal[0])
    for answer in candidates(prompt, deal):
        if not passes(step.check, prompt.view, _as_action(answer)):
            return answer
    return None


def coached_lesson(lesson_id: str) -> tuple[LessonCoach, Evening, CoachedFlow]:
    """Lesson ``lesson_id`` set up as the app plays it for a learner called Robin: its coach, evening and flow."""
    lesson = next(lesson for lesson in course() if lesson.id == lesson_id)
    coach = LessonCoach(lesson, GuidedCoach())
    evening = lesson_evening(lesson, "Robin")
    return coach, evening, CoachedFlow(evening, coach)
