"""The hint line under a question over the table cites the most precise rule of what it says, F1 opens one of the
rules it names."""

from __future__ import annotations

import functools
import re
import textwrap
from collections.abc import Iterator
from dataclasses import replace

import pytest

from tarot_tui.engine import TABLE_SIZES, PoigneeLevel
from tarot_tui.i18n import set_language, t
from tarot_tui.play import AskPoignee
from tarot_tui.table import question_hint

from .flows import first_prompt

BAR_WIDTH = 56
"""The hint bar's text width at 80 columns."""


@pytest.fixture(autouse=True)
def dutch_again() -> Iterator[None]:
    yield
    set_language("nl")


@functools.cache
def _offered() -> AskPoignee:
    return first_prompt(AskPoignee, 4, seeds=400, bid_first=1)


def poignee_prompt(*, levels: int = 1, winners: bool = True) -> AskPoignee:
    """A poignée offered at four players, ``levels`` of its levels to choose from (as a hand of more trumps has
    them); ``winners``: the bonus goes to the camp that wins the deal (FFT, R7.7), else to the camp that shows it
    (a house rule, R13)."""
    prompt = _offered()
    sizes = tuple(enumerate(TABLE_SIZES[4].poignees, 1))[:levels]
    rules = prompt.view.rules.model_copy(update={"poignee_to_winning_camp": winners})
    return replace(prompt, sizes=sizes, view=replace(prompt.view, rules=rules))


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("levels", [1, 2, 3])
def test_the_poignee_hint_says_what_a_player_weighs(lang: str, levels: int) -> None:
    """The hint line under the question repeated the box's words ("Show your trumps before your first card (rule
    R7.3); the bonus goes to the camp that wins (rule R7.7)"). It says what a player weighs instead: what each level
    offered is worth (R7.1) and that the camp that wins the deal gets it, so show it when you expect to win (R7.7),
    on the bar's two lines at 80 columns; when it is shown (R7.3) is the box's to say."""
    set_language(lang)
    prompt = poignee_prompt(levels=levels)
    hint = question_hint(prompt)
    worth = " / ".join(str(PoigneeLevel(level).bonus) for level, _size in prompt.sizes)
    assert len(prompt.sizes) == levels and worth in hint.text, hint.text
    assert re.findall(r"\bR\d+(?:\.\d+)*", hint.text) == ["R7.7"], hint.text
    assert hint.rule == "R7.7"
    assert len(textwrap.wrap(hint.text, BAR_WIDTH)) <= 2, hint.text


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_under_the_house_rule_the_poignee_hint_gives_the_bonus_to_whoever_shows_it(lang: str) -> None:
    """The house rule "poignée to the camp that showed it" (R13): the hint does not say the winning camp gets it."""
    set_language(lang)
    fft, house = question_hint(poignee_prompt()), question_hint(poignee_prompt(winners=False))
    assert fft.text != house.text
    assert t("opt.poignee_to_winning_camp.false") in house.text, house.text
    assert "R7.7" not in house.text and str(PoigneeLevel.SIMPLE.bonus) in house.text, house.text
    assert len(textwrap.wrap(house.text, BAR_WIDTH)) <= 2, house.text
