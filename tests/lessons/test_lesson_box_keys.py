"""The keys of a lesson's boxes and of the lesson list, as on every other screen: Enter goes on, Esc and q leave
(the lesson's goal box before anything is played goes straight back to the list; later boxes ask first, as the
table's q does), and the list's key bar names its keys as the other screens' bars do (⏎, F2, Esc)."""

from __future__ import annotations

from pathlib import Path

import pytest
from harness import make_app, settle
from test_lesson_screens import open_lessons, start_lesson

from tarot_tui.app.screens.dialogs import ConfirmScreen
from tarot_tui.app.screens.guided import GuideScreen
from tarot_tui.app.screens.lessons import LessonDoneScreen, LessonsScreen
from tarot_tui.app.screens.start import StartScreen
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.keybar import KeyBar
from tarot_tui.i18n import CATALOGUES


@pytest.mark.parametrize("key", ["escape", "q"])
async def test_esc_or_q_on_the_lessons_goal_goes_back_to_the_list(key: str, data_dir: Path) -> None:
    """Nothing has been played yet: the box and the lesson's table close, the list is back, nothing recorded."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        lessons = await open_lessons(pilot)
        await start_lesson(pilot, 2)
        await settle(pilot)
        assert isinstance(app.screen, GuideScreen)
        await pilot.press(key)
        await settle(pilot)
        assert app.screen is lessons
        assert not any(isinstance(screen, TableScreen | GuideScreen) for screen in app.screen_stack)
        assert lessons.running is not None and not lessons.running.completed
        assert not (data_dir / "lessons.json").exists()


@pytest.mark.parametrize("key", ["escape", "q"])
async def test_esc_or_q_on_a_later_box_asks_before_leaving_the_lesson(key: str, data_dir: Path) -> None:
    """Once the learner has played, Esc or q on a box asks first, as the table's q does: "no" keeps the box, "yes"
    goes back to the list."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        lessons = await open_lessons(pilot)
        await start_lesson(pilot, 2)
        for _ in range(10):  # the goal and the first step's explanation
            await settle(pilot)
            if not isinstance(app.screen, GuideScreen):
                break
            await pilot.press("enter")
        table = app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("u")  # nothing to take back; then a wrong card: a correction box comes up
        from learner import wrong

        from tarot_tui.app.widgets.hand import HandWidget
        from tarot_tui.engine import Play
        from tarot_tui.lessons import LessonCoach
        from tarot_tui.play import Decision

        prompt, deal, coach = table.model.prompt, table.evening.deal, table.coach
        assert isinstance(prompt, Decision) and deal is not None and isinstance(coach, LessonCoach)
        bad = wrong(coach, prompt, deal)
        assert isinstance(bad, Play)
        hand = table.query_one(HandWidget)
        hand.focus()
        hand.choose_card(bad.card)
        await settle(pilot)
        box = app.screen
        assert isinstance(box, GuideScreen) and box.title_text == CATALOGUES["nl"]["lesson.wrong.title"]
        await pilot.press(key)
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")  # no: the box is still there
        await settle(pilot)
        assert app.screen is box
        await pilot.press(key)
        await settle(pilot)
        await pilot.press("j")  # yes: back to the list
        await settle(pilot)
        assert app.screen is lessons


async def goal_of(pilot, number: int) -> GuideScreen:  # type: ignore[no-untyped-def]
    """Lesson ``number`` started from the list: the box with its goal."""
    await open_lessons(pilot)
    await start_lesson(pilot, number)
    await settle(pilot)
    goal = pilot.app.screen
    assert isinstance(goal, GuideScreen)
    return goal


async def test_enter_on_the_goal_goes_on_to_the_table(data_dir: Path) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        goal = await goal_of(pilot, 1)
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is not goal and goal not in app.screen_stack


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_the_boxes_say_which_keys_leave(lang: str, data_dir: Path) -> None:
    """The goal box's key line names Enter (go on) apart from Esc/q (stop), in the player's language."""
    app = make_app(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        goal = await goal_of(pilot, 1)
        keys = str(goal.query_one("#guide-box").border_subtitle)
        assert keys == CATALOGUES[lang]["guide.keys_lesson"].format(rule=goal.rule)
        assert "Enter/Esc" not in keys


async def test_q_on_the_list_goes_back_to_the_start_screen_but_types_in_the_name(data_dir: Path) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        lessons = await open_lessons(pilot)
        await pilot.press("f2", "end", "q")  # in the name box, q is a letter
        await settle(pilot)
        assert app.screen is lessons and lessons.learner.endswith("q")
        await pilot.press("enter", "q")  # back on the list: q leaves
        await settle(pilot)
        assert isinstance(app.screen, StartScreen)


async def test_q_on_the_end_of_a_lesson_goes_back_to_the_list(data_dir: Path) -> None:
    from tarot_tui.lessons import course

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        lessons = await open_lessons(pilot)
        done = LessonDoneScreen(course()[0], 0, {"cards"})
        await app.push_screen(done)
        await settle(pilot)
        await pilot.press("q")
        await settle(pilot)
        assert app.screen is lessons


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_the_lists_key_bar_names_its_keys_as_the_other_screens_do(lang: str, data_dir: Path) -> None:
    """As the list of evenings and the table: ⏎ and Esc, F2 in capitals (not Textual's "enter", "esc", "f2")."""
    app = make_app(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        lessons = await open_lessons(pilot)
        assert isinstance(lessons, LessonsScreen)
        keys = [key.key for key in lessons.query_one(KeyBar).keys]
        assert keys == ["↑↓ ⏎", "F2", "Esc"]
        labels = [key.label for key in lessons.query_one(KeyBar).keys]
        catalogue = CATALOGUES[lang]
        assert labels == [catalogue["key.lesson_start"], catalogue["key.lesson_name"], catalogue["key.back"]]
