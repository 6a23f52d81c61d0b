"""The écart's hint line (R6.2) with a chelem asked for (R8.2): what to press stays on the hint bar's two lines at
80 columns, in either language."""

from __future__ import annotations

import textwrap

import pytest

from tarot_tui.i18n import set_language, t
from tarot_tui.play import AskDiscard
from tarot_tui.table import selection_hint

from .flows import first_prompt

BAR_WIDTH = 56
"""The hint bar's text width at 80 columns (the table's 58 less the bar's padding)."""


def ecart_prompt(players: int) -> AskDiscard:
    """A taker's écart in a Garde at ``players`` people."""
    return first_prompt(AskDiscard, players)


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_full_ecart_with_the_chelem_asked_for_says_what_to_press_within_two_lines(lang: str, players: int) -> None:
    set_language(lang)
    try:
        prompt = ecart_prompt(players)
        picks = frozenset(sorted(prompt.view.discard_candidates)[: prompt.size])
        for wants_chelem in (False, True):
            hint = selection_hint(prompt, picks, None, poignee_size=0, wants_chelem=wants_chelem, hints_on=True)
            assert t("ui.press_confirm") in hint.text and hint.rule == "R6.2"
            if prompt.view.trumps_to_discard:
                continue  # (a forced trump's explanation is long: the bar cuts it, after what to press)
            assert len(textwrap.wrap(hint.text, BAR_WIDTH)) <= 2, hint.text
            assert ("R8.2" in hint.text) is wants_chelem
        half = frozenset(list(picks)[:1])
        started = selection_hint(prompt, half, None, poignee_size=0, wants_chelem=False, hints_on=True)
        assert started.text.startswith(t("ui.discard_hint", count=1, size=prompt.size))
        assert t("ui.press_confirm") not in started.text
    finally:
        set_language("nl")


@pytest.mark.parametrize(("lang", "trump"), [("nl", "troef"), ("en", "trump")])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_ecart_hint_says_a_trump_may_go_in_only_when_nothing_else_can(lang: str, trump: str, players: int) -> None:
    """R6.2: no king, no bout, and trumps T2-T20 only when the taker holds too few other suit cards. The trumps are
    dimmed with no key letter and the cursor skips them, so the hint line is where a new player learns why."""
    set_language(lang)
    try:
        prompt = ecart_prompt(players)
        hint = selection_hint(prompt, frozenset(), None, poignee_size=0, wants_chelem=False, hints_on=True)
        assert trump in hint.text.lower() and hint.rule == "R6.2", hint.text
        if not prompt.view.trumps_to_discard:
            assert len(textwrap.wrap(hint.text, BAR_WIDTH)) <= 2, hint.text
    finally:
        set_language("nl")
