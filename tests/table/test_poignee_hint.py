"""The poignée's picking hint speaks of the Excuse only to a hand that holds it (R7.5: the Excuse may stand in for
a missing trump, and then every trump must be shown); to any other hand it says how many trumps are picked, citing
what must be shown (R7.4)."""

from __future__ import annotations

import pytest

from tarot_tui.engine import EXCUSE, cards_of
from tarot_tui.i18n import CATALOGUES, set_language
from tarot_tui.play import AskPoignee
from tarot_tui.table import selection_hint, unselectable_hint

from .flows import first_prompt

EXCUSE_WORD = {"nl": "Excuse", "en": "Excuse"}


def poignee_prompt(*, with_excuse: bool) -> AskPoignee:
    """A poignée offered to a hand that holds the Excuse (or not), at four players."""
    return first_prompt(AskPoignee, 4, seeds=400, bid_first=1, wanted=lambda p: (EXCUSE in p.pool) == with_excuse)


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
