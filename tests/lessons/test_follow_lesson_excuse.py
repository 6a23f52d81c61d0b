"""The trumping step of the follow-suit lesson (lesson 2) asks for a trump, while the learner also holds the
Excuse, which is always allowed (R9.4.1). Played there, the Excuse drew "without the suit led you must trump", as
if it broke a rule; the correction now says it is allowed and why the lesson wants the trump."""

from __future__ import annotations

import pytest
from learner import coached_lesson

from tarot_tui.engine import EXCUSE, Play, cards_of
from tarot_tui.i18n import set_language
from tarot_tui.lessons import passes
from tarot_tui.play import ComputerTurn, Continue, Decision, Explain, TableFlow


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_excuse_at_the_trumping_step_is_called_allowed(lang: str) -> None:
    set_language(lang)
    try:
        coach, evening, flow = coached_lesson("follow")
        for _ in range(400):
            prompt = flow.next()
            if isinstance(prompt, ComputerTurn):
                flow.submit(prompt, TableFlow.decide(prompt))
                continue
            if not isinstance(prompt, Decision):
                flow.submit(prompt, Continue())
                continue
            step = coach.step_for(prompt)
            assert evening.deal is not None
            legal = cards_of(evening.deal.legal_plays())
            if step is not None and step[1].check == "trump":
                assert EXCUSE in legal  # the lesson's hand holds it here
                assert flow.submit(prompt, Play(EXCUSE)) == []
                correction = flow.next()
                assert isinstance(correction, Explain)
                body = correction.dialogs[0][1]
                assert "R9.4.1" in body and "R9.4.4" in body, body
                return
            card = next(card for card in legal if step is None or passes(step[1].check, prompt.view, Play(card)))
            flow.submit(prompt, Play(card))
        raise AssertionError("the trumping step never came")
    finally:
        set_language("nl")
