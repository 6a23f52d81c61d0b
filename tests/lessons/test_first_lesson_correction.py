"""The first lesson's correction tells the truth about camps: the learner defends, and the card that wins the
trick if the learner does not play the King is a fellow defender's Queen, so its points stay in the learner's
camp. The correction said "Met die kaart wint Bram de slag en de Vrouw erbij", which reads as a loss to a learner
who knows whom they play with; it now says the points stay in the camp, and why the King is still the card the
lesson asks for."""

from __future__ import annotations

import pytest
from learner import coached_lesson

from tarot_tui.engine import Play, cards_of, winning_index
from tarot_tui.i18n import set_language
from tarot_tui.lessons import passes
from tarot_tui.play import ComputerTurn, Continue, Decision, Explain, TableFlow


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_first_lessons_correction_says_the_queen_stays_in_the_learners_camp(lang: str) -> None:
    set_language(lang)
    try:
        coach, evening, flow = coached_lesson("cards")
        for _ in range(200):
            prompt = flow.next()
            if isinstance(prompt, Decision):
                break
            flow.submit(prompt, TableFlow.decide(prompt) if isinstance(prompt, ComputerTurn) else Continue())
        else:
            raise AssertionError("no decision")
        view = prompt.view
        trick = view.current
        found = winning_index(trick.cards)
        assert found is not None
        winner = trick.seat_of(found, view.players)
        assert winner != view.taker and view.seat != view.taker  # a fellow defender wins it so far
        deal = evening.deal
        assert deal is not None
        step = coach.step_for(prompt)
        assert step is not None
        legal = cards_of(deal.legal_plays())
        bad = next(Play(card) for card in legal if not passes(step[1].check, view, Play(card)))  # a lower ♥
        assert flow.submit(prompt, bad) == []
        correction = flow.next()
        assert isinstance(correction, Explain)
        body = correction.dialogs[0][1]
        assert ("blijven in je kamp" if lang == "nl" else "stay in your camp") in body, body
        assert "9" in body  # what the King takes: 4,5 + 3,5 + 0,5 + 0,5
    finally:
        set_language("nl")
