"""The course through the pilot (issue 15): start screen → Lessen, every lesson played with the keys by a
scripted learner in Dutch and English (right first time, and corrected after wrong answers), the end of a lesson
with what was learnt and the button to the next one, and progress kept per player across restarts."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from harness import covered, make_app, open_question, screen_text, settle, table_screen
from learner import right, wrong
from textual import events
from textual.pilot import Pilot
from textual.widgets import Input, OptionList

from tarot_tui.app.screens.guided import GuideScreen
from tarot_tui.app.screens.lessons import LessonDoneScreen, LessonsScreen
from tarot_tui.app.screens.sheet import SheetScreen
from tarot_tui.app.screens.start import StartScreen
from tarot_tui.app.table.score_panel import ScorePanel
from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.hand import HandWidget
from tarot_tui.engine import Bid, CallCard, DeclarePoignee, Discard, Play, Rules
from tarot_tui.evening import Evening
from tarot_tui.i18n import CATALOGUES
from tarot_tui.lessons import LessonCoach, course, next_lesson
from tarot_tui.persistence.lessons import LessonProgress, save_progress
from tarot_tui.play import Answer, Decision, NoPoignee
from tarot_tui.table import HandMode

RAW_KEY = re.compile(r"\b(?:lesson|guide|advice|ui)\.[a-z_]+\.")


async def press_answer(pilot: Pilot[int], table: TableScreen, answer: Answer) -> None:
    """Give ``answer`` with the keys a learner would press."""
    hand = table.query_one(HandWidget)
    if isinstance(answer, Play):
        hand.focus()
        hand.choose_card(answer.card)
    elif isinstance(answer, Bid):
        await pilot.press("0" if answer.contract is None else str(int(answer.contract)))
    elif isinstance(answer, CallCard | NoPoignee | DeclarePoignee):
        box = open_question(pilot.app)  # type: ignore[arg-type]
        assert box is not None, f"no question open for {answer}"
        if isinstance(answer, CallCard):
            key = next(c.key for c in box.choices if c.value == answer)
        elif isinstance(answer, NoPoignee):
            key = "n"
        else:
            key = next(c.key for c in box.choices if c.value == len(answer.cards))
        await pilot.press(key)
        if isinstance(answer, DeclarePoignee):
            await settle(pilot)
            for card in answer.cards:
                if card not in hand.selected:
                    hand.choose_card(card)
                    await pilot._wait_for_screen()
            await pilot.press("c")
    elif isinstance(answer, Discard):
        for card in answer.cards:
            hand.choose_card(card)
            await pilot._wait_for_screen()
        await pilot.press("c")
    else:  # pragma: no cover - the learner gives no other answer
        raise AssertionError(f"cannot press {answer}")


async def take_lesson(pilot: Pilot[int], *, mistakes: bool, seen: list[GuideScreen]) -> LessonDoneScreen:
    """Play the lesson at the table now, answering each decision (after a wrong answer first when
    ``mistakes``), until its end is shown."""
    tried: set[int] = set()
    for _ in range(3000):
        await settle(pilot)
        app = pilot.app
        screen = app.screen
        if isinstance(screen, LessonDoneScreen):
            return screen
        if isinstance(screen, GuideScreen):
            seen.append(screen)
            assert not RAW_KEY.search(screen.body) and "{" not in screen.body, screen.body
            await pilot.press("enter")
            continue
        if isinstance(screen, SheetScreen):
            await pilot.press("enter")
            continue
        if isinstance(screen, LessonsScreen):  # the table has closed; the end of the lesson comes next
            await pilot.pause()
            continue
        if isinstance(screen, TableScreen) and (screen.query_one(ScorePanel).is_up or covered(screen)):
            await pilot.press("enter")
            continue
        if open_question(app, "chelem-dialog"):  # type: ignore[arg-type]
            await pilot.press("n")
            continue
        table = table_screen(app)  # type: ignore[arg-type]
        prompt, deal, coach = table.model.prompt, table.evening.deal, table.coach
        assert isinstance(coach, LessonCoach) and deal is not None
        if not isinstance(prompt, Decision) or (table.model.mode is HandMode.WAIT and open_question(app) is None):  # type: ignore[arg-type]
            continue
        if mistakes and prompt.serial not in tried:
            tried.add(prompt.serial)
            bad = wrong(coach, prompt, deal)
            if bad is not None:
                history = len(deal.history)
                await press_answer(pilot, table, bad)
                await settle(pilot)
                assert len(deal.history) == history  # nothing was played
                assert isinstance(app.screen, GuideScreen), f"{bad} was not corrected"
                assert app.screen.title_text == CATALOGUES[_lang(app)]["lesson.wrong.title"]
                continue
        await press_answer(pilot, table, right(coach, prompt, deal))
    raise AssertionError("the lesson did not end")


def _lang(app: object) -> str:
    from tarot_tui.i18n import current_language

    return current_language()


async def open_lessons(pilot: Pilot[int]) -> LessonsScreen:
    await settle(pilot)
    await pilot.press("l")
    await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, LessonsScreen)
    return screen


async def start_lesson(pilot: Pilot[int], number: int) -> None:
    screen = pilot.app.screen
    assert isinstance(screen, LessonsScreen)
    screen.query_one(OptionList).focus()
    screen.query_one(OptionList).highlighted = number - 1
    await pilot.press("enter")


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("number", range(1, len(course()) + 1))
async def test_every_lesson_with_the_keys(lang: str, number: int, data_dir: Path) -> None:
    """The goal first, each step explained with its rule, what was learnt at the end; right first time for the
    odd lessons, after a wrong answer corrected for the even ones."""
    lesson = course()[number - 1]
    mistakes = number % 2 == 0 or number == 1
    app = make_app(lang=lang)
    seen: list[GuideScreen] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await open_lessons(pilot)
        await start_lesson(pilot, number)
        done = await take_lesson(pilot, mistakes=mistakes, seen=seen)
        catalogue = CATALOGUES[lang]
        title = catalogue["lesson.numbered"].format(number=number, title=catalogue[f"lesson.{lesson.id}.title"])
        assert seen[0].title_text == title  # the goal first
        corrections = sum(1 for guide in seen if guide.title_text == catalogue["lesson.wrong.title"])
        assert (corrections > 0) == (mistakes and lesson.id not in ("ecart", "whole_deal"))
        assert done.corrections == corrections
        done_title = catalogue["lesson.done.title"].format(lesson=title)
        for _ in range(100):  # the end screen is on the stack; on a loaded machine its first frame may lag
            text = " ".join(screen_text(app).split())  # type: ignore[arg-type]
            if done_title in text:
                break
            await pilot.pause(0.02)
        assert " ".join(catalogue[f"lesson.{lesson.id}.learnt"].split()[:6]) in text  # what was learnt
        assert done_title in text
        if number < len(course()):
            assert catalogue["lesson.done.next"] in text
            next_title = catalogue[f"lesson.{course()[number].id}.title"]
            assert catalogue["lesson.done.after"].format(lesson=f"{number + 1}. {next_title}") in text
        assert catalogue["lesson.done.list"] in text
    progress = json.loads((data_dir / "lessons.json").read_text(encoding="utf-8"))
    learner = catalogue["lesson.default_learner"]
    assert progress["players"][learner]["done"][lesson.id] == {"corrections": corrections}


async def test_the_button_goes_to_the_next_lesson_and_progress_is_kept(data_dir: Path) -> None:
    """Lesson 1 done as "Robin": Enter on the button starts lesson 2 with its goal, and lesson 2 done that way
    is recorded too (lesson 3 left half-way is not); after a restart Robin's lessons 1 and 2 are ticked and
    lesson 3 highlighted, while another learner starts at lesson 1."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_lessons(pilot)
        learner = screen.query_one("#learner", Input)
        learner.value = "Robin"
        await settle(pilot)
        await start_lesson(pilot, 1)
        await take_lesson(pilot, mistakes=False, seen=[])
        await pilot.press("enter")  # the focused button: the next lesson
        await settle(pilot)
        assert isinstance(app.screen, GuideScreen)
        assert app.screen.title_text == "2. " + CATALOGUES["nl"]["lesson.follow.title"]
        done = await take_lesson(pilot, mistakes=False, seen=[])  # lesson 2, started from the button
        assert done.lesson.id == "follow"
        await pilot.press("enter")  # and on to lesson 3, left half-way: it is not recorded
        await settle(pilot)
        while isinstance(app.screen, GuideScreen):  # the goal and the first step's explanation
            await pilot.press("enter")
            await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        await pilot.press("q")
        await settle(pilot)
        await pilot.press("j")  # yes, leave
        await settle(pilot)
        assert isinstance(app.screen, LessonsScreen)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_lessons(pilot)
        assert screen.learner == "Robin"  # the last learner is offered first
        options = screen.query_one(OptionList)
        assert options.highlighted == 2
        assert str(options.get_option_at_index(0).prompt).endswith("✓")
        assert str(options.get_option_at_index(1).prompt).endswith("✓")
        assert not str(options.get_option_at_index(2).prompt).endswith("✓")
        assert "2 van de 12" in screen_text(app)  # type: ignore[arg-type]
        screen.query_one("#learner", Input).value = "Sanne"
        await settle(pilot)
        assert not str(options.get_option_at_index(0).prompt).endswith("✓")
        assert "0 van de 12" in screen_text(app)  # type: ignore[arg-type]
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, StartScreen)


async def test_a_name_no_player_may_have_starts_nothing(data_dir: Path) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_lessons(pilot)
        screen.query_one("#learner", Input).value = "   "
        await settle(pilot)
        assert CATALOGUES["nl"]["lesson.name_problem.empty"] in screen_text(app)  # type: ignore[arg-type]
        await start_lesson(pilot, 1)
        await settle(pilot)
        assert app.screen is screen
        assert not (data_dir / "lessons.json").exists()


async def test_enter_pressed_twice_on_a_lesson_opens_one_table(data_dir: Path) -> None:
    """Regression: Enter twice on the list, faster than the table comes up, opened two tables and the second
    crashed the game (two screens with the id "table"). The first Enter's lesson is at the table, with its coach."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_lessons(pilot)
        screen.query_one(OptionList).focus()
        screen.query_one(OptionList).highlighted = 1
        await settle(pilot)
        app.post_message(events.Key("enter", None))
        app.post_message(events.Key("enter", None))
        for _ in range(5):
            await settle(pilot)
            await pilot.pause(0.05)
        tables = [s for s in app.screen_stack if isinstance(s, TableScreen)]
        assert len(tables) == 1
        assert tables[0].coach is screen.running
        assert screen.running is not None and screen.running.lesson.id == course()[1].id


async def test_the_next_lesson_offered_is_the_first_not_done(data_dir: Path) -> None:
    """ "Next: 2" was offered after lesson 1 although lesson 2 was done: the first lesson not done is offered."""
    progress = LessonProgress()
    progress.record("Robin", course()[1].id, 0)
    save_progress(progress)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_lessons(pilot)
        assert screen.learner == "Robin"
        await start_lesson(pilot, 1)
        done = await take_lesson(pilot, mistakes=False, seen=[])
        assert done.next is not None and done.next.id == course()[2].id
        third = CATALOGUES["nl"][f"lesson.{course()[2].id}.title"]
        assert CATALOGUES["nl"]["lesson.done.after"].format(lesson=f"3. {third}") in " ".join(
            screen_text(app).split()  # type: ignore[arg-type]
        )
    assert next_lesson(course()[-1], {lesson.id for lesson in course()[:-1]}) is None
    assert next_lesson(course()[-1], {course()[0].id}) == course()[1]
    # a learner who skipped ahead goes on ahead, then back to what was skipped
    assert next_lesson(course()[2], ()) == course()[3]
    assert next_lesson(course()[2], {lesson.id for lesson in course()[3:]}) == course()[0]


async def test_the_learner_is_the_last_person_not_a_made_up_name(data_dir: Path) -> None:
    """Without a lesson taken yet, the learner is the person who played the newest evening (it was "Sam")."""
    older = Evening.new(["Ans", "Bob", "Cor"], ["human"] * 3, rules=Rules(), first_dealer=0)
    older.flush()
    newest = Evening.new(["Kees", "Fien", "Gijs"], ["strong", "human", "human"], rules=Rules(), first_dealer=0)
    newest.flush()
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_lessons(pilot)
        assert screen.learner == "Fien" and screen.query_one("#learner", Input).value == "Fien"
