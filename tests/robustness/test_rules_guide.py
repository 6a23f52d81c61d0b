"""The whole rules guide never blocks the app: it is drawn on a worker thread and shown at the same rule; the
rules screen uses no private Textual module (issue 12)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from harness import make_app, settle

from tarot_tui.app.screens import rules
from tarot_tui.app.screens.rules import GuideLines, RulesScreen, draw_guide, rules_path, sections


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_a_draws_the_whole_guide_a_section_at_a_time_at_the_same_rule(lang: str) -> None:
    app = make_app(lang=lang)
    async with app.run_test(size=(110, 34)) as pilot:
        await app.push_screen(RulesScreen("R7.4"))
        await settle(pilot)
        seen: set[int] = set()
        done = False

        async def watch() -> None:  # other work of the event loop, between the sections
            while not done:
                guides = app.screen.query(GuideLines)
                if guides:
                    seen.add(guides.first().slices)
                await asyncio.sleep(0)

        watcher = asyncio.create_task(watch())
        await pilot.press("a")
        whole = app.screen
        assert isinstance(whole, RulesScreen) and whole.chapter is None
        await pilot.press("t")  # a key while the guide is drawn
        guide = whole.query_one(GuideLines)
        for _ in range(1000):
            if guide.complete and guide.target is None:
                break
            await asyncio.sleep(0.01)
        done = True
        await watcher
        total = len(sections(whole.markdown))
        assert guide.complete and guide.slices >= total  # twice: hiding the contents made it wider
        assert len([n for n in seen if 0 < n < total]) >= total // 2  # the loop ran between the sections
        assert (guide.top_heading() or "").startswith("R7.4 ")
        assert not whole.query_one("#contents").display  # "t" hid the contents
        # A narrower terminal draws it again for the new width, still at the same rule.
        await pilot.resize_terminal(80, 30)
        for _ in range(1000):
            if guide.page is not None and guide.page.width <= 80:
                break
            await asyncio.sleep(0.01)
        assert guide.page is not None and guide.page.width <= 80
        assert (guide.top_heading() or "").startswith("R7.4 ")
        await pilot.press("escape")  # back to the chapter it was opened from
        assert isinstance(app.screen, RulesScreen) and app.screen.chapter is not None


def test_every_heading_is_found_in_the_drawn_guide() -> None:
    markdown = rules_path("nl").read_text(encoding="utf-8")
    page = draw_guide(markdown, 70)
    titled = [heading for level, heading, _ in sections(markdown) if level]
    assert [heading for _, heading, _ in page.headings] == titled
    lines = [line for _, _, line in page.headings]
    assert lines == sorted(lines)
    assert max(s.cell_length for s in page.lines) <= 70


def test_the_rules_screen_uses_no_private_textual_module() -> None:
    source = Path(rules.__file__).read_text(encoding="utf-8")
    assert "textual._" not in source
