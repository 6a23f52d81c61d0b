"""The course (start screen → Lessen): the lessons in order with the learner's progress, and the end of a lesson.

The lessons, their steps and what counts as done are ``tarot_tui.lessons`` (pure); this screen draws the list,
starts a lesson at an ordinary table with the lesson's coach, and once the table closes shows what was learnt
with a button to the next lesson. Progress is saved per player (``persistence.lessons``).
"""

from __future__ import annotations

from collections.abc import Collection

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from tarot_tui.coaching.guide import GuidedCoach
from tarot_tui.i18n import file_reason, linked_folder, t
from tarot_tui.lessons import Lesson, LessonCoach, LessonError, course, learnt_text, lesson_title, next_lesson
from tarot_tui.persistence.files import FileReason
from tarot_tui.persistence.lessons import LessonProgress, load_progress, save_progress
from tarot_tui.persistence.locations import linked_data_folder
from tarot_tui.persistence.players import MAX_NAME, name_problem
from tarot_tui.visible import visible

from ..keys import CatalogueKeys
from ..routes import OpenRules, OpenTable, ask
from ..widgets.keybar import KeyBar


class LessonsScreen(CatalogueKeys, Screen[None]):
    """The list of lessons for the learner named at the top; Enter starts the highlighted lesson."""

    BINDINGS = [
        Binding("escape,q", "back", "key.back", id="back"),  # q in the name box is a letter (the box takes it)
        Binding("f2", "name", "key.lesson_name", id="name"),
    ]

    DEFAULT_CSS = """
    LessonsScreen {
        align: center top;
    }
    LessonsScreen > Vertical {
        width: 78;
        max-width: 100%;
        height: 1fr;
        padding: 0 1;
    }
    LessonsScreen #lessons-title {
        text-style: bold;
        color: $accent;
    }
    LessonsScreen #learner-row {
        height: 1;
        margin: 1 0;
    }
    LessonsScreen #learner-row Label {
        width: auto;
        padding-right: 1;
    }
    LessonsScreen #learner {
        width: 24;
        border: none;
        height: 1;
        padding: 0 1;
    }
    LessonsScreen #lesson-list {
        height: auto;
        max-height: 1fr;
        border: none;
        padding: 0;
    }
    LessonsScreen #lesson-notes {
        height: auto;
        margin-top: 1;
        color: $foreground-muted;
    }
    LessonsScreen > Vertical > VerticalScroll {
        height: 1fr;
    }
    """

    def __init__(self, last_person: str | None = None) -> None:
        """``last_person``: the person who played the newest saved evening, the learner when no lesson was taken
        yet (rather than a made-up name)."""
        super().__init__(id="lessons")
        loaded = load_progress()
        self.progress: LessonProgress = loaded.progress
        self.problems: list[str] = []
        linked = linked_data_folder() if loaded.reason == FileReason.LINKED_FOLDER else None
        if linked is not None:  # nothing was kept aside: the folder is not used at all
            self.problems.append(linked_folder(linked.folder, linked.target))
        elif loaded.problem is not None:
            where = loaded.moved_to.name if loaded.moved_to is not None else "lessons.json"
            reason = file_reason(loaded.reason)
            self.problems.append(t("lesson.progress_broken", reason=reason, path=visible(where)))
        try:
            self.lessons: tuple[Lesson, ...] = course()
        except LessonError as err:
            self.lessons = ()
            reason = file_reason(err.reason)
            self.problems.append(t("lesson.course_broken", file=visible(err.file), reason=reason))
        self.learner = self.progress.last_player or last_person or t("lesson.default_learner")
        self.running: LessonCoach | None = None
        """The lesson at the table (its coach), until its end has been shown."""
        self.starting = False
        """A lesson's table has been asked for and this screen has not been back since."""

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(t("lesson.list.title"), id="lessons-title")
            with Horizontal(id="learner-row"):
                yield Label(t("lesson.list.learner"))
                yield Input(self.learner, max_length=MAX_NAME, id="learner", compact=True)
            yield OptionList(*self._options(), id="lesson-list")
            yield Static("", id="lesson-notes")
        yield KeyBar(id="keys")

    def on_mount(self) -> None:
        lessons = self.query_one(OptionList)
        lessons.highlighted = self._first_unfinished()
        lessons.focus()
        self._show_notes()
        self.query_one(KeyBar).show(
            [("↑↓ ⏎", t("key.lesson_start"), ""), ("F2", t("key.lesson_name"), "name"), ("Esc", t("key.back"), "back")]
        )

    # -- what is shown ---------------------------------------------------------------------------

    def _done(self) -> set[str]:
        return set(self.progress.done(self.learner)) if name_problem(self.learner) is None else set()

    def _options(self) -> list[Option]:
        done = self._done()
        return [
            Option(f"{lesson_title(lesson)}  ✓" if lesson.id in done else lesson_title(lesson), id=lesson.id)
            for lesson in self.lessons
        ]

    def _first_unfinished(self) -> int:
        done = self._done()
        return next((i for i, lesson in enumerate(self.lessons) if lesson.id not in done), 0)

    def _show_notes(self) -> None:
        done = self._done()
        count = sum(1 for lesson in self.lessons if lesson.id in done)
        problem = name_problem(self.learner)
        lines = [t("lesson.list.done", done=count, total=len(self.lessons))] if self.lessons else []
        if problem is not None:
            lines = [t(f"lesson.name_problem.{problem}", most=MAX_NAME)]
        lines.append(t("lesson.list.rules"))
        notes = Content("\n".join(lines))
        if self.problems:
            notes = Content.assemble(notes, "\n\n", ("\n".join(self.problems[-2:]), "$warning"))
        self.query_one("#lesson-notes", Static).update(notes)

    def _refresh_list(self) -> None:
        lessons = self.query_one(OptionList)
        highlighted = lessons.highlighted
        lessons.clear_options()
        lessons.add_options(self._options())
        lessons.highlighted = highlighted
        self._show_notes()

    # -- input -----------------------------------------------------------------------------------

    @on(Input.Changed, "#learner")
    def _renamed(self, event: Input.Changed) -> None:
        self.learner = event.value.strip()
        self._refresh_list()

    @on(Input.Submitted, "#learner")
    def _name_given(self) -> None:
        self.query_one(OptionList).focus()

    @on(OptionList.OptionSelected, "#lesson-list")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        lesson = next((lesson for lesson in self.lessons if lesson.id == event.option_id), None)
        if lesson is not None:
            self.start(lesson)

    def start(self, lesson: Lesson) -> None:
        """Sit down at ``lesson``'s table (a learner needs a name a player may have)."""
        from tarot_tui.lessons import lesson_evening

        if name_problem(self.learner) is not None:
            self.app.bell()
            self.query_one(Input).focus()
            return
        if self.starting:
            return  # Enter pressed twice: the table asked for first is the lesson's
        coach = LessonCoach(lesson, GuidedCoach())
        self.running = coach
        self.starting = True
        ask(self, OpenTable(lesson_evening(lesson, self.learner), coach=coach))

    def on_screen_resume(self) -> None:
        """Back from a lesson's table: a finished lesson is recorded and its end shown."""
        self.starting = False
        coach = self.running
        if coach is None or not coach.completed:
            return  # back from the rules, or a lesson left half-way (not recorded); or a lesson just started
        self.running = None
        lesson = coach.lesson
        self.progress.record(self.learner, lesson.id, coach.corrections)
        if not save_progress(self.progress):
            self.problems.append(t("lesson.progress_unsaved"))
        self._refresh_list()
        # After this frame: the table is still being taken down while this screen resumes.
        done = LessonDoneScreen(lesson, coach.corrections, self._done())
        self.call_after_refresh(self.app.push_screen, done, self._after_done)

    def _after_done(self, choice: str | None) -> None:
        if choice is None:
            return
        lesson = next((lesson for lesson in self.lessons if lesson.id == choice), None)
        if lesson is not None:
            self.query_one(OptionList).highlighted = self.lessons.index(lesson)
            self.start(lesson)

    def action_back(self) -> None:
        """Back to the start screen."""
        self.dismiss(None)

    def action_name(self) -> None:
        """Type the learner's name (each player's progress is kept by name)."""
        self.query_one(Input).focus()


class LessonDoneScreen(CatalogueKeys, ModalScreen[str | None]):
    """The end of a lesson: what was learnt, and a button to the next lesson (result: its id, or None)."""

    BINDINGS = [
        Binding("escape,q", "close", "key.back", show=False),
        Binding("f1,question_mark", "read_rule", "key.read_rule", show=False),
    ]

    DEFAULT_CSS = """
    LessonDoneScreen {
        align: center middle;
        background: $background 50%;
    }
    LessonDoneScreen > VerticalScroll {
        width: 74;
        max-width: 100%;
        height: auto;
        max-height: 100%;
        border: round $success;
        border-title-style: bold;
        background: $surface;
        padding: 1 2 0 2;
    }
    LessonDoneScreen #done-buttons {
        height: auto;
        margin: 1 0;
    }
    LessonDoneScreen #done-buttons Button {
        margin-right: 2;
    }
    """

    def __init__(self, lesson: Lesson, corrections: int, done: Collection[str] = ()) -> None:
        """``done``: the ids of the lessons the learner has done (this one too): the next lesson offered is the
        first not done."""
        super().__init__(id="lesson-done")
        self.lesson = lesson
        self.corrections = corrections
        self.next = next_lesson(lesson, done)

    def compose(self) -> ComposeResult:
        box = VerticalScroll(id="done-box")
        box.border_title = t("lesson.done.title", lesson=lesson_title(self.lesson))
        box.border_subtitle = t("lesson.done.keys", rule=self.lesson.rule)
        corrections = (
            t("lesson.done.perfect") if not self.corrections else t("lesson.done.corrected", count=self.corrections)
        )
        body = learnt_text(self.lesson) + "\n\n" + corrections
        if self.next is not None:
            body += "\n" + t("lesson.done.after", lesson=lesson_title(self.next))
        else:
            body += "\n" + t("lesson.done.last")
        with box:
            yield Static(body, id="done-body")
            with Horizontal(id="done-buttons"):
                if self.next is not None:
                    yield Button(t("lesson.done.next"), id="next", variant="primary")
                yield Button(t("lesson.done.list"), id="list")

    def on_mount(self) -> None:
        self.query_one(Button).focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "next" and self.next is not None:
            self.dismiss(self.next.id)
        else:
            self.dismiss(None)

    def action_close(self) -> None:
        """Back to the list."""
        self.dismiss(None)

    def action_read_rule(self) -> None:
        """The rule the lesson is about."""
        self.post_message(OpenRules(self.lesson.rule))
