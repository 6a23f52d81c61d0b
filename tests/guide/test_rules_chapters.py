"""The rules screen turns the pages chapter by chapter: quick to open, the whole guide on request."""

from __future__ import annotations

import re

import pytest
from harness import make_app, settle
from textual.widgets import OptionList

from tarot_tui.app.screens.rules import (
    GuideLines,
    RulesScreen,
    chapter_index,
    chapter_starts,
    chapter_text,
    rules_path,
)


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_chapters_cover_the_whole_guide_in_order(lang: str) -> None:
    markdown = rules_path(lang).read_text(encoding="utf-8")
    starts = chapter_starts(markdown)
    headings = re.findall(r"^## .+$", markdown, re.MULTILINE)
    assert len(starts) == len(headings) + 1 and starts == sorted(starts)
    for index, heading in enumerate(headings, start=1):
        text = chapter_text(markdown, index)
        assert text.startswith(markdown[: markdown.find("\n")])  # under the guide's title
        assert heading in text and all(other not in text for other in headings if other != heading)
    assert chapter_index(markdown, "R9.4") == headings.index(next(h for h in headings if h.startswith("## R9 "))) + 1
    assert chapter_index(markdown, "R99") is None


async def test_opened_from_the_start_screen_it_shows_the_introduction_and_turns_pages() -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = RulesScreen()
        await app.push_screen(screen)
        await settle(pilot)
        assert screen.chapter == 0 and "1. " in screen.shown  # the list of chapters
        assert not screen.check_action("turn", (-1,))  # nothing before the introduction
        await pilot.press("n")
        await settle(pilot)
        assert screen.chapter == 1 and screen.shown.count("\n## ") == 1
        await pilot.press("p")
        await settle(pilot)
        assert screen.chapter == 0
        last = len(chapter_starts(screen.markdown)) - 1
        for _ in range(last + 3):
            await pilot.press("n")
        await settle(pilot)
        assert screen.chapter == last and not screen.check_action("turn", (1,))


async def test_opened_at_a_rule_it_shows_that_chapter_and_a_shows_the_whole_guide() -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = RulesScreen("R7.4")
        await app.push_screen(screen)
        await settle(pilot)
        assert screen.chapter is not None and "R7.4" in screen.shown and "R9.4" not in screen.shown
        await pilot.press("a")
        await settle(pilot)
        whole = app.screen
        assert isinstance(whole, RulesScreen) and whole.chapter is None and whole.shown is whole.markdown
        assert not whole.check_action("turn", (1,))


async def test_a_heading_chosen_in_the_contents_comes_to_the_top() -> None:
    """Each option of the contents scrolls to its own heading (the whole guide scrolled to the next one: the
    options were numbered with the guide's title counted, the headings without it)."""
    app = make_app()
    async with app.run_test(size=(120, 34)) as pilot:
        for screen in (RulesScreen("R7.4"), RulesScreen("R7.4", whole=True)):
            await app.push_screen(screen)
            await settle(pilot)
            contents = screen.query_one("#contents", OptionList)
            guide = screen.query_one(GuideLines)
            for _ in range(500):  # the whole guide is drawn a section at a time
                if guide.complete:
                    break
                await pilot.pause(0.01)
            assert contents.option_count == len(screen.entries)
            # The lines of the page shown (a chapter's own and its sections, or every heading of the whole guide).
            shown = [i for i, entry in enumerate(screen.entries) if entry.heading is not None]
            assert len(shown) >= 3
            for index in shown[:3]:
                contents.highlighted = index
                contents.action_select()
                await settle(pilot)
                assert guide.top_heading() == screen.entries[index].heading, index
            await pilot.press("escape")
            await settle(pilot)


async def test_turning_a_chapter_draws_it_as_lines_with_its_contents() -> None:
    """A chapter is drawn as lines (``GuideLines``, not Textual's Markdown viewer: 0.3-1.3 s a page), and
    turning a page replaces the lines and the contents, from the top."""
    app = make_app()
    async with app.run_test(size=(120, 34)) as pilot:
        screen = RulesScreen()
        await app.push_screen(screen)
        await settle(pilot)
        guide = screen.query_one(GuideLines)
        for _ in range(3):
            await pilot.press("n")
            await settle(pilot)
            assert guide.complete and guide.page is not None and guide.markdown == screen.shown
            assert guide.scroll_offset.y == 0
            chapter_heading = re.findall(r"^## (.+?)\s*$", screen.shown, re.MULTILINE)
            current = [entry for entry in screen.entries if entry.current]
            assert len(chapter_heading) == 1 and [entry.heading for entry in current] == chapter_heading
            assert chapter_heading[0] in [text for _, text, _ in guide.page.headings]


def test_the_dutch_guide_lists_the_court_cards_with_the_dutch_letters() -> None:
    """K, V, R, B as the notation table and the Dutch screens write them (R2.1, R2.2), not the English Q, C, J."""
    markdown = rules_path("nl").read_text(encoding="utf-8")
    assert "K, V, R, B, 10" in markdown and "dan V, R, B, 10" in markdown
    assert not re.search(r"\bK, Q, C, J\b|\bQ, C, J, 10\b", markdown)
