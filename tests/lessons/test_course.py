"""The course as a pure model (issue 15): the stored lessons load and are validated, hostile lesson files are
refused with a sentence, and every lesson is played through its turn flow by a scripted learner, right first
time and corrected after a wrong answer, in Dutch and English."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

import pytest
from learner import right, wrong

from tarot_tui.coaching.guide import GuidedCoach
from tarot_tui.coaching.lesson_flow import CoachedFlow
from tarot_tui.engine import Deal, Play, SeatView, view_for
from tarot_tui.i18n import CATALOGUES, lessons_en, lessons_nl, set_language
from tarot_tui.lessons import (
    CHECKS,
    Lesson,
    LessonCoach,
    LessonError,
    course,
    learnt_text,
    lesson_evening,
    parse_lesson,
)
from tarot_tui.play import ComputerTurn, Continue, Decision, Explain, TableDone, TableFlow

DATA = Path(__file__).resolve().parents[2] / "src" / "tarot_tui" / "lessons" / "data"
RAW_KEY = re.compile(r"\b(?:lesson|guide|advice|ui)\.[a-z_]+\.")
RULE = re.compile(r"\bR\d+(?:\.\d+)*")
ORDER = [
    "cards",
    "follow",
    "excuse",
    "bidding",
    "ecart",
    "counting",
    "poignee",
    "petit_au_bout",
    "call",
    "defence_feed",
    "defence_petit",
    "whole_deal",
]


def test_the_course_teaches_in_the_order_of_the_issue() -> None:
    """Cards and points, R9.4, the Excuse, bidding, the écart, counting, poignée and petit au bout, the
    5-player call, defending; the oefenpotje is the whole-deal lesson."""
    lessons = course()
    assert [lesson.id for lesson in lessons] == ORDER
    assert [lesson.number for lesson in lessons] == list(range(1, len(ORDER) + 1))
    assert lessons[-1].guided and lessons[-1].end == "deal"
    assert {lesson.players for lesson in lessons} == {4, 5}
    assert sum(len(lesson.steps) for lesson in lessons) >= 15


def test_the_whole_deal_lesson_is_the_oefenpotje() -> None:
    from tarot_tui.app.screens.guided import LESSON_DECK, LESSON_GAPS

    record = course()[-1].record
    assert record.deck == LESSON_DECK.split()
    assert tuple(record.chien_gaps) == LESSON_GAPS


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_every_lesson_has_its_texts(lang: str) -> None:
    catalogue = CATALOGUES[lang]
    for lesson in course():
        for part in ("title", "goal", "learnt"):
            assert f"lesson.{lesson.id}.{part}" in catalogue, (lesson.id, part)
        for number in range(1, len(lesson.steps) + 1):
            assert f"lesson.{lesson.id}.step.{number}" in catalogue
            assert f"lesson.{lesson.id}.wrong.{number}" in catalogue
        assert RULE.findall(catalogue[f"lesson.{lesson.id}.goal"]), lesson.id  # each goal cites its rules


def test_dutch_and_english_hold_the_same_lesson_texts() -> None:
    assert set(lessons_nl.MESSAGES) == set(lessons_en.MESSAGES)

    def fields(text: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}

    for key, text in lessons_nl.MESSAGES.items():
        assert fields(text) == fields(lessons_en.MESSAGES[key]), key
        assert sorted(RULE.findall(text)) == sorted(RULE.findall(lessons_en.MESSAGES[key])), key


# -- hostile lesson files ------------------------------------------------------------------------------


def stored(name: str) -> dict[str, object]:
    return json.loads((DATA / name).read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def broken(change: str) -> bytes:
    data = stored("01-cards.json")
    position = data["position"]
    assert isinstance(position, dict)
    steps = data["steps"]
    assert isinstance(steps, list)
    if change == "not json":
        return b"{ not json"
    if change == "bad id":
        data["id"] = "../../etc"
    elif change == "unknown check":
        steps[0]["check"] = "always_win"
    elif change == "check for another moment":
        steps[0]["check"] = "club_count"
    elif change == "bad rule":
        steps[0]["rule"] = "rule 9"
    elif change == "learner not to move":
        data["learner"] = 1
    elif change == "learner not at the table":
        data["learner"] = 4
    elif change == "illegal action":
        actions = position["actions"]
        assert isinstance(actions, list)
        actions[-1] = {"seat": 3, "kind": "play", "card": "T21"}  # a card the seat does not hold
    elif change == "short deck":
        position["deck"] = position["deck"][:77]  # type: ignore[index]
    elif change == "unknown field":
        data["run"] = "rm -rf /"
    elif change == "first step in another phase":
        steps[0]["when"] = "bid"
        steps[0]["check"] = "take"
    elif change == "no steps":
        data["steps"] = []
    elif change == "too many steps":
        data["steps"] = steps * 11
    return json.dumps(data).encode()


CHANGES = [
    "not json",
    "bad id",
    "unknown check",
    "check for another moment",
    "bad rule",
    "learner not to move",
    "learner not at the table",
    "illegal action",
    "short deck",
    "unknown field",
    "first step in another phase",
    "no steps",
    "too many steps",
]


@pytest.mark.parametrize("change", CHANGES)
def test_a_broken_lesson_file_is_refused_with_a_sentence(change: str) -> None:
    with pytest.raises(LessonError) as err:
        parse_lesson(broken(change), 1, "01-cards.json")
    message = str(err.value)
    assert message.startswith("01-cards.json: ") and "Traceback" not in message and "\n" not in message


def test_every_stored_file_passes_the_same_checks() -> None:
    for number, path in enumerate(sorted(DATA.glob("*.json")), start=1):
        lesson = parse_lesson(path.read_bytes(), number, path.name)
        assert path.name == f"{number:02d}-{lesson.id}.json"
        assert all(step.when in CHECKS[step.check].moments for step in lesson.steps)


# -- every lesson played through its flow ------------------------------------------------------------------


def play(lesson: Lesson, *, mistakes: bool) -> tuple[LessonCoach, list[tuple[str, str, str]], int]:
    """Play ``lesson`` as the table would (computer players decide their own turns); the learner answers each
    step right, after one wrong answer first when ``mistakes``. Returns the coach, every dialog read, and how
    many wrong answers were refused without changing the deal."""
    coach = LessonCoach(lesson, GuidedCoach())
    evening = lesson_evening(lesson, "Robin")
    flow = CoachedFlow(evening, coach)
    dialogs: list[tuple[str, str, str]] = []
    refused = 0
    for _ in range(3000):
        prompt = flow.next()
        deal = evening.deal
        assert deal is not None
        if isinstance(prompt, TableDone):
            return coach, dialogs, refused
        if isinstance(prompt, Explain):
            dialogs.extend(prompt.dialogs)
            flow.submit(prompt, Continue())
        elif isinstance(prompt, ComputerTurn):
            flow.submit(prompt, TableFlow.decide(prompt))
        elif isinstance(prompt, Decision):
            bad = wrong(coach, prompt, deal) if mistakes else None
            if bad is not None:
                history = len(deal.history)
                assert flow.submit(prompt, bad) == []
                assert len(deal.history) == history  # nothing was applied
                correction = flow.next()
                assert isinstance(correction, Explain)
                assert (
                    correction.dialogs[0][0]
                    == CATALOGUES["nl" if "Nog" in correction.dialogs[0][0] else "en"]["lesson.wrong.title"]
                )
                dialogs.extend(correction.dialogs)
                flow.submit(correction, Continue())
                assert flow.next() is prompt  # the same decision is asked again
                refused += 1
            flow.submit(prompt, right(coach, prompt, deal))
        else:
            flow.submit(prompt, Continue())
    raise AssertionError(f"{lesson.id} did not end")


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("lesson_id", ORDER)
def test_a_learner_who_does_it_right_finishes_every_lesson(lang: str, lesson_id: str) -> None:
    set_language(lang)
    lesson = next(lesson for lesson in course() if lesson.id == lesson_id)
    coach, dialogs, _ = play(lesson, mistakes=False)
    catalogue = CATALOGUES[lang]
    assert coach.completed and coach.corrections == 0
    titles = [title for title, _, _ in dialogs]
    assert dialogs[0][0] == catalogue["lesson.numbered"].format(
        number=lesson.number, title=catalogue[f"lesson.{lesson_id}.title"]
    )  # the goal first
    assert catalogue[f"lesson.{lesson_id}.goal"].split("\n")[0] in dialogs[0][1]
    assert learnt_text(lesson) == catalogue[f"lesson.{lesson_id}.learnt"]  # the end screen shows it
    steps = [title for title in titles if title.startswith(dialogs[0][0] + ":")]
    assert len(steps) == len(lesson.steps)  # every step explained, once
    for title, body, rule in dialogs:
        assert not RAW_KEY.search(body) and "{" not in body and "{" not in title, (title, body)
        assert RULE.fullmatch(rule), rule


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_a_learner_who_does_the_wrong_thing_is_corrected(lang: str) -> None:
    """Every lesson with a wrong answer to give: the wrong answer is refused with the step's rule, changes
    nothing, the same decision is asked again, and the lesson still ends (with the corrections counted)."""
    set_language(lang)
    corrected = []
    for lesson in course():
        coach, dialogs, refused = play(lesson, mistakes=True)
        assert coach.completed and coach.corrections == refused
        wrong_title = CATALOGUES[lang]["lesson.wrong.title"]
        corrections = [(body, rule) for title, body, rule in dialogs if title == wrong_title]
        assert len(corrections) == refused
        for body, rule in corrections:
            assert CATALOGUES[lang]["lesson.wrong.again"] in body and RULE.fullmatch(rule)
        if refused:
            corrected.append(lesson.id)
    assert set(ORDER) - set(corrected) <= {"whole_deal", "ecart"}  # an écart's mistakes are refused while picking


def test_undo_takes_a_step_back() -> None:
    """A step answered and taken back is asked (and explained) again."""
    lesson = next(lesson for lesson in course() if lesson.id == "petit_au_bout")
    coach = LessonCoach(lesson, GuidedCoach())
    evening = lesson_evening(lesson, "Robin")
    flow = CoachedFlow(evening, coach)
    deal = evening.deal
    assert deal is not None
    prompt = flow.next()
    while isinstance(prompt, Explain):
        flow.submit(prompt, Continue())
        prompt = flow.next()
    assert isinstance(prompt, Decision)
    flow.submit(prompt, right(coach, prompt, deal))
    assert coach.steps_done(view_for(deal, None)) == 1
    assert flow.undo()
    assert coach.steps_done(view_for(deal, None)) == 0
    explained = flow.next()
    assert isinstance(explained, Explain) and explained.dialogs[0][0].endswith(": stap 1 van 2")  # explained again
    flow.submit(explained, Continue())
    again = flow.next()
    assert isinstance(again, Decision)
    played_petit = Play(0)
    assert flow.submit(again, played_petit) == []  # the Petit first is corrected again
    assert isinstance(flow.next(), Explain)


class Watched(LessonCoach):
    """A lesson's coach that fails when the flow hands it the raw deal: the learner's hidden cards and the other
    hands are not the lesson's to read (it gets the prompt's view and the table's public view)."""

    seen: set[str]

    def __getattribute__(self, name: str) -> object:
        value = super().__getattribute__(name)
        if name in ("before", "check", "stop", "after_deal", "finished", "welcome", "farewell", "card_hint"):

            def watched(*args: object) -> object:
                assert not any(isinstance(arg, Deal) for arg in args), f"{name} was handed the raw deal"
                views = [arg for arg in args if isinstance(arg, SeatView)]
                views += [arg.view for arg in args if isinstance(arg, Decision)]
                for view in views:  # the learner's own view, or the public one
                    assert view.seat in (None, LEARNER_SEAT), (name, view.seat)
                super(Watched, self).__getattribute__("seen").add(name)
                return value(*args)  # type: ignore[operator]

            return watched
        return value


LEARNER_SEAT = 0


@pytest.mark.parametrize("lesson_id", ORDER)
def test_a_lesson_reads_the_learners_view_and_the_public_view_only(lesson_id: str) -> None:
    """Every lesson played through its flow, with mistakes: the coach is handed the learner's view (the prompt's)
    and the table's public view, never the raw deal."""
    lesson = next(lesson for lesson in course() if lesson.id == lesson_id)
    coach = Watched(lesson, GuidedCoach())
    coach.seen = set()
    evening = lesson_evening(lesson, "Robin")
    assert evening.deal is not None and evening.deal_seat(0) == LEARNER_SEAT
    flow = CoachedFlow(evening, coach)
    for _ in range(3000):
        prompt = flow.next()
        deal = evening.deal
        assert deal is not None
        if isinstance(prompt, TableDone):
            break
        if isinstance(prompt, ComputerTurn):
            flow.submit(prompt, TableFlow.decide(prompt))
        elif isinstance(prompt, Decision):
            bad = wrong(coach, prompt, deal)
            if bad is not None:
                flow.submit(prompt, bad)
                flow.submit(flow.next(), Continue())
            flow.submit(prompt, right(coach, prompt, deal))
        else:
            flow.submit(prompt, Continue())
    assert coach.completed
    assert {"welcome", "before", "check", "stop"} <= coach.seen
