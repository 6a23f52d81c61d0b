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


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_every_drawn_text_wraps_before_a_citation_not_inside_it(lang: str) -> None:
    """The score page of a void deal read "… en de volgende speler deelt (regel" / "R4.4)." at 80x24: every text
    the game draws itself (score pages, the log, the table's middle, the hand's cover) wraps through ``wrapped``."""
    from rich.console import Console
    from rich.text import Text

    from tarot_tui.app.widgets.strips import wrapped

    set_language(lang)  # type: ignore[arg-type]
    try:
        console = Console(width=200)
        for key in ("void.all_passed", "ui.call_hint"):
            said = t(key)
            for width in range(24, len(said)):
                lines = [line.plain for line in wrapped(console, Text(said, style="yellow"), width)]
                assert all(len(line) <= width for line in lines), (width, lines)
                assert sum(len(CITATION.findall(line)) for line in lines) == 1, (width, lines)
                assert " ".join(lines).split() == said.split(), (width, lines)
            two = Text(said + "\n" + said)  # a text of several lines: each line kept whole the same way
            lines = [line.plain for line in wrapped(console, two, 40)]
            assert sum(len(CITATION.findall(line)) for line in lines) == 2, lines
    finally:
        set_language("nl")
