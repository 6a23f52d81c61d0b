"""The 5-player call (R5) as a learner meets it: the box says who the partner is with its sub-rule (R5.3, not
the whole chapter R5), and the hint line under it says the rule a beginner does not guess: a king called from
one's own hand (or lying in the chien) means playing alone against four (R5.4); F1 opens that rule."""

from __future__ import annotations

import random

import pytest
from harness import fast_forward, make_app, new_evening, open_question, screen_text, settle, step

from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.panels import HintBar
from tarot_tui.engine import Phase
from tarot_tui.i18n import t

NAMES = ["Anna", "Bram", "Cees", "Dirk", "Eva"]


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_the_call_cites_the_partner_rule_and_says_when_the_taker_plays_alone(lang: str) -> None:
    app = make_app(1, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        evening = new_evening(app, NAMES, ["human"] * 5, deals_planned=4)
        fast_forward(evening, lambda d: d.phase is Phase.CALL, random.Random(0))
        table = TableScreen(evening)
        await app.push_screen(table)
        await settle(pilot)
        await step(pilot, random.Random(1))  # the curtain
        await settle(pilot)
        box = open_question(app, "call-dialog")
        assert box is not None, screen_text(app)
        body = t("ui.call_body")
        assert "R5.3)" in body
        assert "R5.3)" in screen_text(app)  # in the box
        hint = t("ui.call_hint")
        assert "R5.4)" in hint
        assert " ".join(table.query_one(HintBar)._said.split()) == " ".join(hint.split())  # type: ignore[union-attr]
        assert table.hints.rule_in_view == "R5.4"
