"""The next deal's first moment, told while the sheet is read and before the deal is dealt (``TableFlow.next_deal``):
what the flow then shows once the sheet's Enter deals it (who is asked first and how, whose hand may show, the
public view), for every kind of table; and asking for it changes nothing (no deal, no random number, no prompt)."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

import pytest

from tarot_tui.engine import Rules, view_for
from tarot_tui.evening import Evening
from tarot_tui.play import (
    BetweenDeals,
    ComputerTurn,
    Continue,
    DealOver,
    Decision,
    HandOver,
    PhoneTurn,
    Prompt,
    TableFlow,
)
from tarot_tui.play.script import scripted_answer

NAMES = ["Anna", "Bram", "Cor", "Daan", "Eva"]
TABLES = {
    "hot-seat-4": (["human"] * 4, (), Rules()),
    "alone-4": (["human", "beginner", "beginner", "beginner"], (), Rules()),
    "two-people-3": (["beginner", "human", "human"], (), Rules()),
    "computers-4": (["beginner"] * 4, (), Rules()),
    "phones-5": (["human", "human", "beginner", "human", "human"], (1, 3), Rules()),
    "alone-on-phone-4": (["beginner", "human", "beginner", "beginner"], (1,), Rules()),
    "sits-out-5": (
        ["human", "beginner", "human", "beginner", "beginner"],
        (),
        Rules(five_player_mode="dealer-sits-out"),
    ),
    "alone-sits-out-5": (["human"] + ["beginner"] * 4, (), Rules(five_player_mode="dealer-sits-out")),
}


def answer(prompt: Prompt, rng: random.Random) -> object:
    if isinstance(prompt, ComputerTurn):
        return TableFlow.decide(prompt)
    if isinstance(prompt, PhoneTurn):
        return scripted_answer(prompt.decision, rng)
    return scripted_answer(prompt, rng)


@pytest.mark.parametrize("table", sorted(TABLES))
def test_the_next_deal_told_on_the_sheet_is_the_deal_then_shown(table: str) -> None:
    seats, phones, rules = TABLES[table]
    for seed in range(3):
        evening = Evening.new(
            NAMES[: len(seats)],
            list(seats),  # type: ignore[arg-type]
            rules=rules,
            first_dealer=seed % len(seats),
            deals_planned=6,
            directory=Path(tempfile.mkdtemp()),
            autosave=False,
            rng=random.Random(seed),
        )
        for seat in phones:
            evening.set_phone(seat, True)
        flow = TableFlow(evening)
        rng = random.Random(seed)
        compared = 0
        for _ in range(5000):
            prompt = flow.next()
            if not isinstance(prompt, BetweenDeals):
                assert flow.next_deal() is None
                if flow.evening.is_finished and flow.evening.current is None and not isinstance(prompt, DealOver):
                    break
                flow.submit(prompt, answer(prompt, rng))  # type: ignore[arg-type]
                continue
            state, deals, holder = evening.rng.getstate(), len(evening.match.deals), flow.holder
            told = flow.next_deal()
            assert told is not None and told == flow.next_deal()
            assert evening.rng.getstate() == state and len(evening.match.deals) == deals and flow.holder == holder
            assert flow.next() is prompt  # still the sheet
            flow.submit(prompt, Continue())
            shown = flow.next()
            played = evening.last
            assert played is not None
            opening = told.opening
            assert (opening.number, opening.dealer, opening.seats) == (played.number, played.dealer, played.seats)
            if played.is_void:  # a petit sec (R3.5): void at once, its score instead
                assert isinstance(shown, DealOver)
                continue
            assert opening.view == view_for(played.deal, None)
            assert told.actor == evening.actor()
            kinds = {"hand-over": HandOver, "phone": PhoneTurn, "computer": ComputerTurn, "decision": Decision}
            assert isinstance(shown, kinds[told.first]), (told, shown)
            assert getattr(shown, "seat", None) == told.actor
            assert (told.viewer, told.holder) == (flow.viewer, flow.holder)
            compared += 1
        else:
            raise AssertionError("the evening did not end")
        assert compared >= 3, table
