"""The whole rules guide never blocks the app: it is drawn on a worker thread and shown at the same rule; the
rules screen uses no private Textual module (issue 12)."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

import pytest
from harness import make_app, settle

from tarot_tui.app.screens import rules
from tarot_tui.app.screens.rules import GuideLines, GuidePage, RulesScreen, draw_guide, rules_path, sections


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_a_draws_the_whole_guide_off_the_ui_thread_at_the_same_rule(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads: list[str] = []

    def recording(markdown: str, width: int) -> GuidePage:
        threads.append(threading.current_thread().name)
        return draw_guide(markdown, width)

    monkeypatch.setattr(rules, "draw_guide", recording)
    app = make_app(lang=lang)
    async with app.run_test(size=(110, 34)) as pilot:
        await app.push_screen(RulesScreen("R7.4"))
        await settle(pilot)
        await pilot.press("a")
        whole = app.screen
        assert isinstance(whole, RulesScreen) and whole.chapter is None
        await pilot.press("t")  # a key works while the guide is drawn
        guide = whole.query_one(GuideLines)
        for _ in range(1000):
            if guide.page is not None and guide.target is None:
                break
            await asyncio.sleep(0.01)
        assert guide.page is not None
        assert threads and threading.main_thread().name not in threads
        assert (guide.top_heading() or "").startswith("R7.4 ")
        assert not whole.query_one("#contents").display  # "t" hid the contents
        # A narrower terminal draws it again for the new width, still at the same rule.
        await pilot.resize_terminal(80, 30)
        for _ in range(1000):
            if guide.page.width <= 80:
                break
            await asyncio.sleep(0.01)
        assert guide.page.width <= 80 and (guide.top_heading() or "").startswith("R7.4 ")


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
