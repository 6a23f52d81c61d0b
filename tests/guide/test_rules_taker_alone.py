"""R5.4 in the rules guide, as a learner reads it: a taker who called a card from their own hand plays alone, and
only they know it; the table learns it only when the chien shows the called card (Prise, Garde) or at the end.
The guide said "With Prise or Garde, everybody sees this when the chien is turned up" of both cases, which would
have a table expect the game to say who is alone (it rightly does not: docs/privacy.md)."""

from __future__ import annotations

import re

import pytest

from tarot_tui.app.screens.rules import rules_path


def _section(lang: str, rule: str) -> str:
    text = rules_path(lang).read_text(encoding="utf-8")
    start = re.search(rf"^### {re.escape(rule)} .*$", text, re.MULTILINE)
    assert start is not None
    end = re.search(r"^#{2,3} ", text[start.end() :], re.MULTILINE)
    return text[start.end() : start.end() + (end.start() if end else len(text))]


@pytest.mark.parametrize(
    ("lang", "own_hand", "wrong"),
    [
        ("en", "only the taker knows", "everybody sees this when the chien is turned up"),
        ("nl", "dat weet alleen de nemer", "ziet iedereen dat zodra de hond wordt omgedraaid"),
    ],
)
def test_the_guide_says_who_knows_that_the_taker_is_alone(lang: str, own_hand: str, wrong: str) -> None:
    section = " ".join(_section(lang, "R5.4").split())
    assert own_hand in section, section
    assert wrong not in section, section
