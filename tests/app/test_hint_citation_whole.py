"""A hint that is too long for its line wraps between words, never inside its rule's citation: "(regel R9.4.1)"
stays on one line, as a learner reads it and as F1 opens it (the hint line at 100x30 read "... De Excuse mag altijd
(regel" / "R9.4.1).")."""

from __future__ import annotations

import re

import pytest
from textual.app import App, ComposeResult

from tarot_tui.app.widgets.panels import HintBar
from tarot_tui.i18n import set_language, t

CITATION = re.compile(r"\((regel|rule) R\d[\d.]*\)")


class _Bar(App[None]):
    def compose(self) -> ComposeResult:
        yield HintBar("", id="hint")


def _hint(lang: str) -> str:
    set_language(lang)  # type: ignore[arg-type]
    return t("guide.asks.follow", suit="♠") + t("guide.asks.excuse_too")


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_a_wrapped_hint_keeps_each_citation_on_one_line(lang: str) -> None:
    hint = _hint(lang)
    citations = CITATION.findall(hint)
    assert len(citations) == 2
    try:
        for width in range(50, 100):  # the bar is about 56 wide at 80x24, 76 at 100x30
            app = _Bar()
            async with app.run_test(size=(width, 6)) as pilot:
                bar = app.query_one(HintBar)
                bar.say(hint)
                await pilot.pause()
                lines = [strip.text.strip() for strip in bar.render_lines(bar.region.reset_offset)]
                shown = [line for line in lines if line]
                assert len(shown) <= 2, (width, shown)
                whole = [c for line in shown for c in CITATION.finditer(line)]
                assert len(whole) == 2, (width, shown)
                # nothing is lost: the lines hold the hint's words in order
                assert " ".join(shown).split() == hint.split(), (width, shown)
    finally:
        set_language("nl")
