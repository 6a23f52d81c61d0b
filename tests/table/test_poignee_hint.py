"""The poignée's picking hint speaks of the Excuse only to a hand that holds it (R7.5: the Excuse may stand in for
a missing trump, and then every trump must be shown); to any other hand it says how many trumps are picked, citing
what must be shown (R7.4)."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

import pytest

from tarot_tui.engine import EXCUSE, Rules, cards_of
from tarot_tui.evening import Evening
from tarot_tui.i18n import CATALOGUES, set_language
from tarot_tui.play import AskPoignee, DealOver, EveningOver, TableFlow
from tarot_tui.play.script import scripted_answer
from tarot_tui.table import selection_hint, unselectable_hint

EXCUSE_WORD = {"nl": "Excuse", "en": "Excuse"}


def poignee_prompt(*, with_excuse: bool) -> AskPoignee:
    """A poignée offered to a hand that holds the Excuse (or not), at four players."""
    for seed in range(400):
        evening = Evening.new(
            ["Anna", "Bram", "Cees", "Dirk"],
            ["human"] * 4,  # type: ignore[list-item]
            rules=Rules(),
            first_dealer=0,
            deals_planned=1,
            directory=Path(tempfile.mkdtemp()),
            autosave=False,
            rng=random.Random(seed),
        )
        flow = TableFlow(evening)
        rng = random.Random(seed)
        while not isinstance(prompt := flow.next(), EveningOver | DealOver):
            if isinstance(prompt, AskPoignee) and (EXCUSE in prompt.pool) == with_excuse:
                return prompt
            flow.submit(prompt, scripted_answer(prompt, rng, bid_first=1))
    raise AssertionError("no such poignée in 400 deals")


@pytest.fixture(autouse=True)
def dutch_again() -> object:
    yield
    set_language("nl")


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("with_excuse", [False, True])
def test_the_excuse_is_named_only_to_a_hand_that_holds_it(lang: str, with_excuse: bool) -> None:
    set_language(lang)
    prompt = poignee_prompt(with_excuse=with_excuse)
    size = prompt.sizes[0][1]
    for picks in (frozenset(), frozenset(prompt.pool[:3]), frozenset(prompt.pool[:size])):
        hint = selection_hint(prompt, picks, None, poignee_size=size, wants_chelem=False, hints_on=True)
        assert (EXCUSE_WORD[lang] in hint.text) == with_excuse, hint.text
        assert hint.rule == ("R7.5" if with_excuse else "R7.4")
        assert f"({'regel' if lang == 'nl' else 'rule'} {hint.rule})" in hint.text
    not_a_trump = next(card for card in cards_of(prompt.view.hand_mask) if card not in prompt.pool)
    refusal = unselectable_hint(prompt, not_a_trump)
    assert refusal is not None
    assert (EXCUSE_WORD[lang] in refusal.text) == with_excuse, refusal.text
    key = "ui.poignee_only_trumps_excuse" if with_excuse else "ui.poignee_only_trumps"
    assert refusal.text == CATALOGUES[lang][key]
