"""Snapshots of the course at 80×24: the list of lessons with one done, and a lesson's step over its table.

Regenerate with ``pytest tests/lessons/test_lesson_snapshots.py --snapshot-update`` and look at the SVGs (as
PNGs) before committing them.
"""

from __future__ import annotations

from harness import make_app, settle, table_screen
from learner import right
from textual.pilot import Pilot

from tarot_tui.app.screens.guided import GuideScreen
from tarot_tui.app.widgets.hand import HandWidget
from tarot_tui.engine import Play
from tarot_tui.lessons import LessonCoach
from tarot_tui.persistence.lessons import LessonProgress, save_progress
from tarot_tui.play import Decision

SIZE = (80, 24)


async def lessons_with_one_done(pilot: Pilot[int]) -> None:
    progress = LessonProgress()
    progress.record("Robin", "cards", 0)
    save_progress(progress)
    await settle(pilot)
    await pilot.press("l")
    await settle(pilot)
    await pilot.pause()


async def the_overtrump_step(pilot: Pilot[int]) -> None:
    """Lesson 2 up to its third step (overtrumping, R9.4.4), following suit and trumping with the first card
    the step allows."""
    await settle(pilot)
    await pilot.press("l")
    await settle(pilot)
    await pilot.press("down", "enter")
    for _ in range(200):
        await settle(pilot)
        screen = pilot.app.screen
        if isinstance(screen, GuideScreen):
            if screen.title_text.endswith("3 van 3"):
                await pilot.pause()
                return
            await pilot.press("enter")
        else:
            table = table_screen(pilot.app)  # type: ignore[arg-type]
            deal, prompt = table.evening.deal, table.model.prompt
            if isinstance(prompt, Decision) and isinstance(table.coach, LessonCoach) and deal is not None:
                answer = right(table.coach, prompt, deal)
                assert isinstance(answer, Play)
                table.query_one(HandWidget).choose_card(answer.card)
    raise AssertionError("the third step was not reached")


class TestLessons:
    def test_the_list(self, snap_compare) -> None:  # type: ignore[no-untyped-def]
        assert snap_compare(make_app(), terminal_size=SIZE, run_before=lessons_with_one_done)

    def test_a_step_over_the_table(self, snap_compare) -> None:  # type: ignore[no-untyped-def]
        assert snap_compare(make_app(), terminal_size=SIZE, run_before=the_overtrump_step)
