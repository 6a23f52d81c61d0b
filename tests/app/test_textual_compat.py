"""Each reliance of ``app/textual_compat.py`` on Textual beyond its documented face, checked against the installed
Textual: a change under one of them fails here, by name, instead of somewhere in a frame."""

from __future__ import annotations

import inspect

from textual import events, messages
from textual.app import App, ComposeResult
from textual.containers import Vertical
from textual.reactive import Reactive
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, Static
from textual.widgets._select import SelectOverlay

from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.textual_compat import (
    FocusDrawnByHand,
    LaidOutOnce,
    LightSelect,
    OneLineCurrent,
    QuietFocus,
    RefreshHook,
    RepaintedFirst,
    ending_with_its_server,
    is_forwarded,
    places_own_cursor,
)


def test_screen_focused_is_a_reactive_that_the_table_redeclares_without_repaint() -> None:
    focused = Screen.__dict__["focused"]
    assert isinstance(focused, Reactive) and focused._default is None
    mine = TableScreen.__dict__["focused"]
    assert isinstance(mine, Reactive) and mine._default is None and not mine._repaint


def test_widget_refresh_keeps_the_signature_the_hook_copies() -> None:
    theirs = inspect.signature(Widget.refresh)
    ours = inspect.signature(RefreshHook.refresh)
    assert list(theirs.parameters) == list(ours.parameters) == ["self", "regions", "repaint", "layout", "recompose"]
    assert [p.default for p in theirs.parameters.values()] == [p.default for p in ours.parameters.values()]


def test_widget_watch_has_focus_is_the_watcher_replaced() -> None:
    assert list(inspect.signature(Widget.watch_has_focus).parameters) == ["self", "_has_focus"]
    assert "has_focus" in Widget._reactives


def test_events_say_whether_they_were_forwarded() -> None:
    key = events.Key("a", "a")
    assert is_forwarded(key) is False
    key._set_forwarded()
    assert is_forwarded(key) is True


class Recording:
    """Counts the focus changes a widget is told of and records each drawing it is asked to forget (whole or not);
    first among a test widget's bases, so that these stand in for the hooks' own."""

    def __init__(self) -> None:
        super().__init__()
        self.focus_changes = 0
        self.forgotten: list[bool] = []

    def focus_changed(self) -> None:
        self.focus_changes += 1

    def forget_drawing(self, *, whole: bool) -> None:
        self.forgotten.append(whole)


class Counting(Recording, FocusDrawnByHand, RefreshHook, can_focus=True):
    pass


class Harness(App[None]):
    def compose(self) -> ComposeResult:
        yield Counting()
        yield Input()
        yield Static("")


async def test_the_hooks_are_called_by_textual() -> None:
    app = Harness()
    async with app.run_test() as pilot:
        widget = app.query_one(Counting)
        widget.focus()
        await pilot.pause()
        app.query_one(Input).focus()
        await pilot.pause()
        assert widget.focus_changes >= 2
        widget.forgotten.clear()
        widget.refresh()
        assert widget.forgotten == [True]
        assert places_own_cursor(app.query_one(Input)) and not places_own_cursor(app.query_one(Static))


class First(RepaintedFirst, Static):
    pass


class UpdatesSeen(Screen[None]):
    """Notes the order in which its widgets' repaints reach it."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[str | None] = []

    def compose(self) -> ComposeResult:
        yield Static("plain", id="plain")
        yield First("first", id="first")

    async def _on_update(self, message: messages.Update) -> None:
        self.seen.append(message.widget.id)
        await super()._on_update(message)


async def test_a_widget_repainted_first_reaches_the_screen_before_one_changed_earlier() -> None:
    app = App[None]()
    async with app.run_test() as pilot:
        screen = UpdatesSeen()
        await app.push_screen(screen)
        await pilot.pause()
        for _ in range(3):
            screen.seen.clear()
            screen.query_one("#plain", Static).update("changed first")
            screen.query_one(First).update("changed second")
            await pilot.pause()
            assert screen.seen[:2] == ["first", "plain"]
            assert isinstance(messages.Update(screen), messages.Update) and messages.Update(screen).widget is screen


def test_widget_focus_and_its_focus_handlers_are_what_quiet_focus_replaces() -> None:
    source = inspect.getsource(Widget.focus)
    assert "self.refresh()" in source and "set_focus(self, scroll_visible=scroll_visible)" in source
    assert "call_later(set_focus" in source and "except NoScreen" in source
    for handler, flag, told in (
        (Widget._on_focus, "True", "DescendantFocus"),
        (Widget._on_blur, "False", "DescendantBlur"),
    ):
        body = [line.strip() for line in inspect.getsource(handler).splitlines()[1:] if line.strip()]
        assert body == [
            f"self.has_focus = {flag}",
            "self.refresh()",
            "if self.parent is not None:",
            f"self.parent.post_message(events.{told}(self))",
        ]


class Quiet(Recording, QuietFocus, RefreshHook, can_focus=True):
    pass


class Told(Vertical):
    def __init__(self) -> None:
        super().__init__()
        self.told: list[str] = []

    def on_descendant_focus(self) -> None:
        self.told.append("focus")

    def on_descendant_blur(self) -> None:
        self.told.append("blur")


class QuietHarness(App[None]):
    def compose(self) -> ComposeResult:
        with Told():
            yield Quiet()
            yield Counting()
        yield Input()


async def test_quiet_focus_takes_and_loses_the_focus_as_textual_does_without_a_repaint() -> None:
    app = QuietHarness()
    async with app.run_test() as pilot:
        quiet, loud, parent = app.query_one(Quiet), app.query_one(Counting), app.query_one(Told)
        app.query_one(Input).focus()
        await pilot.pause()
        quiet.forgotten.clear()
        quiet.focus()
        await pilot.pause()
        assert app.screen.focused is quiet and quiet.has_focus and quiet.focus_changes == 1
        app.query_one(Input).focus()
        await pilot.pause()
        assert not quiet.has_focus and quiet.focus_changes == 2
        assert True not in quiet.forgotten and parent.told[-2:] == ["focus", "blur"]
        loud.forgotten.clear()
        loud.focus()  # Textual's own: repainted whole
        await pilot.pause()
        assert app.screen.focused is loud and True in loud.forgotten
        quiet.remove()
        await pilot.pause()
        quiet.focus()  # taken off its screen: nothing happens
        await pilot.pause()
        assert app.screen.focused is loud


class Box(Vertical):
    DEFAULT_CSS = "Box { width: 40; height: auto; display: none; }"


class OnceBox(Box, LaidOutOnce):
    pass


class OnceText(Static, LaidOutOnce):
    pass


class Boxes(App[None]):
    def compose(self) -> ComposeResult:
        with Box(id="plain"):
            yield Static("")
        with OnceBox(id="once"):
            yield OnceText("")


async def test_a_box_of_a_new_size_is_laid_out_once_with_the_hook_and_again_without() -> None:
    """Textual asks for a second layout when a layout gives a widget a new virtual size; ``LaidOutOnce`` widgets
    take theirs without, and are drawn at their new size all the same."""
    app = Boxes()
    async with app.run_test(size=(60, 12)) as pilot:
        screen = app.screen
        real = type(screen)._refresh_layout
        layouts: list[int] = []

        def counted(self: Screen[None], *args: object, **kwargs: object) -> None:
            layouts.append(1)
            real(self, *args, **kwargs)

        for box_id, text in (("#plain", "a question\nof three\nlines"), ("#once", "a question\nof four\nlines\nor so")):
            await pilot.pause()
            layouts.clear()
            box = app.query_one(box_id)
            box.query_one(Static).update(text)
            box.display = True
            type(screen)._refresh_layout = counted  # type: ignore[method-assign]
            try:
                await pilot.pause()
            finally:
                type(screen)._refresh_layout = real  # type: ignore[method-assign]
            assert box.size.height == text.count("\n") + 1 and box.virtual_size == box.size
            assert len(layouts) >= 2 if box_id == "#plain" else len(layouts) == 1, (box_id, len(layouts))


def test_the_web_driver_stops_reading_at_the_end_of_its_input_and_says_so_only_when_the_app_ends_first() -> None:
    """``web_driver_ending_with_its_server`` relies on the web driver's input thread running
    ``run_input_thread`` (bound when the driver is made), which returns when its input ends; on ``exit_event``
    being set when the app stops first; and on the server's "quit" being an ``ExitApp``."""
    from textual import messages
    from textual.drivers.web_driver import WebDriver

    made = inspect.getsource(WebDriver.__init__)
    assert "self.exit_event = Event()" in made and "target=self.run_input_thread" in made
    assert "self.exit_event.set()" in inspect.getsource(WebDriver.stop_application_mode)
    assert "for data in input_reader:" in inspect.getsource(WebDriver.run_input_thread)
    assert "messages.ExitApp()" in inspect.getsource(WebDriver.on_meta) and messages.ExitApp
    ending = ending_with_its_server(WebDriver)
    assert issubclass(ending, WebDriver) and ending is not WebDriver and ending is ending_with_its_server(WebDriver)
    from textual.drivers.headless_driver import HeadlessDriver

    assert ending_with_its_server(HeadlessDriver) is HeadlessDriver


def test_select_reaches_its_list_only_where_the_light_select_builds_it_first() -> None:
    """``LightSelect`` builds its list on first opening: Select must touch the list only in the methods it replaces
    (or, in ``action_show_overlay``, after ``expanded`` is set), and draw its current choice through ``update``."""
    from textual.widgets import Select
    from textual.widgets._select import SelectCurrent

    for name in ("_setup_options_renderables", "_watch_value", "_watch_expanded"):
        assert "SelectOverlay" in inspect.getsource(getattr(Select, name)), name
    show = inspect.getsource(Select.action_show_overlay)
    assert show.index("self.expanded = True") < show.index("SelectOverlay")
    for name, method in inspect.getmembers(Select, inspect.isfunction):
        if "SelectOverlay" in inspect.getsource(method):
            assert name in {
                "_setup_options_renderables",
                "_watch_value",
                "_watch_expanded",
                "action_show_overlay",
                "compose",
                "_watch_prompt",  # only when the prompt changes; no form changes it
                "_select_overlay_dismiss",  # handlers of the list's own messages
                "_update_selection",
            }, name
    assert list(inspect.signature(SelectCurrent.update).parameters) == ["self", "label"]
    assert "type_to_search" in inspect.signature(SelectOverlay.__init__).parameters


class _OneSelect(App[None]):
    changes: list[object]

    def on_select_changed(self, event: object) -> None:
        self.changes.append(event.value)  # type: ignore[attr-defined]

    def compose(self) -> ComposeResult:
        yield LightSelect(
            [("Mens", "human"), ("Beginner", "beginner"), ("Sterk", "strong")], value="human", compact=True
        )
        yield Input(id="after")


async def test_the_light_select_opens_by_key_and_by_mouse_and_chooses() -> None:
    """Two widgets until opened (the select and its current choice); Enter builds and opens the list, ↓ Enter
    chooses (``Select.Changed``); a click on the current choice opens it again, a click on an entry chooses it."""
    from textual.widgets import Select

    app = _OneSelect()
    changes: list[object] = []
    app.changes = changes
    async with app.run_test(size=(40, 12)) as pilot:
        select = app.query_one(LightSelect)
        assert len(list(select.walk_children())) == 1 and not select.query(SelectOverlay)
        assert "Mens" in str(select.query_one(OneLineCurrent).render()) and "▼" in str(
            select.query_one(OneLineCurrent).render()
        )
        select.focus()
        await pilot.press("enter")
        await pilot.pause()
        assert select.expanded and select.query(SelectOverlay)
        assert "▲" in str(select.query_one(OneLineCurrent).render())
        await pilot.press("down", "enter")
        await pilot.pause()
        assert not select.expanded and select.value == "beginner"
        await pilot.click(OneLineCurrent)
        await pilot.pause()
        assert select.expanded
        overlay = select.query_one(SelectOverlay)
        await pilot.click(overlay, offset=(2, 3))  # the third entry (as on Textual's own Select)
        await pilot.pause()
        assert select.value == "strong" and not select.expanded
        assert isinstance(select, Select)
    assert changes[-2:] == ["beginner", "strong"]
