"""The hint line under a question over the table cites the most precise rule of what it says (R7.3, R7.7), and F1
opens one of the rules it names."""

from __future__ import annotations

import re
import textwrap

import pytest

from tarot_tui.i18n import set_language
from tarot_tui.play import AskPoignee
from tarot_tui.table import question_hint

BAR_WIDTH = 56
"""The hint bar's text width at 80 columns."""


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_poignee_question_cites_when_it_is_shown_and_who_gets_the_bonus(lang: str) -> None:
    """R7.3: shown on one's own turn in the first trick, just before the first card; R7.7: the bonus goes to the
    camp that wins the deal. The hint said "(regel R7)", the whole chapter, while F1 opened R7.1."""
    set_language(lang)
    try:
        prompt = AskPoignee(serial=0, seat=0, view=None, sizes=((1, 10),), pool=())  # type: ignore[arg-type]
        hint = question_hint(prompt)
        cited = re.findall(r"\bR\d+(?:\.\d+)*", hint.text)
        assert cited == ["R7.3", "R7.7"], hint.text
        assert hint.rule in cited
        assert len(textwrap.wrap(hint.text, BAR_WIDTH)) <= 2, hint.text
    finally:
        set_language("nl")
