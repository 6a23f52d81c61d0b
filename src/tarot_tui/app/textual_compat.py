"""Every place the game leans on Textual beyond its documented public face, in one module.

Each piece names what it relies on; ``tests/app/test_textual_compat.py`` checks each reliance against the
installed Textual (8.2), so an upgrade that changes one fails there first, not somewhere in a frame.
"""

from __future__ import annotations

import codecs
from collections.abc import Callable
from contextlib import suppress
from functools import cache, partial
from typing import Any, ClassVar, Self

from rich.console import RenderableType
from rich.style import Style
from rich.text import Text
from textual import events, messages
from textual.app import App, ComposeResult
from textual.css.query import NoMatches
from textual.dom import NoScreen
from textual.driver import Driver
from textual.geometry import Region, Size
from textual.reactive import Reactive
from textual.widget import Widget
from textual.widgets import Select
from textual.widgets._select import NoSelection, SelectCurrent, SelectOverlay, SelectType


def quiet_focused() -> Reactive[Widget | None]:
    """``Screen.focused`` redeclared without its repaint, for a screen whose widgets redraw themselves when they
    gain or lose focus (relies on ``Screen.focused`` being a ``Reactive`` defaulting to None)."""
    return Reactive(None, repaint=False)


class FocusDrawnByHand(Widget):
    """A widget whose look does not depend on focus in the style sheet: Textual's own ``watch_has_focus`` would
    match the style sheet against it again on every focus change (~1 ms, each time the laptop changes hands).
    Relies on ``Widget.watch_has_focus(has_focus)`` being the watcher Textual calls; ``focus_changed`` is called
    instead."""

    def watch_has_focus(self, _has_focus: bool) -> None:
        self.focus_changed()

    def focus_changed(self) -> None:
        """The widget gained or lost the focus (redraw what shows it)."""


class QuietFocus(FocusDrawnByHand):
    """A ``FocusDrawnByHand`` widget that is not repainted whole when it takes or loses the focus: ``Widget.focus``
    repaints it first, and so do Textual's handlers of the Focus and Blur events (for the focus styles, which it
    has none of); ``focus_changed`` redraws what shows its focus. A hand-over drawn before the laptop comes to it
    then stays as it was drawn. Relies on ``Widget.focus`` being that repaint and then ``Screen.set_focus`` called
    later (``NoScreen`` for a widget taken off its screen), and on ``Widget._on_focus`` and ``_on_blur`` setting
    ``has_focus``, repainting and telling the parent (``DescendantFocus``, ``DescendantBlur``), which
    ``prevent_default`` keeps from running after these."""

    def focus(self, scroll_visible: bool = True) -> Self:
        def set_focus() -> None:
            with suppress(NoScreen):
                self.screen.set_focus(self, scroll_visible=scroll_visible)

        self.app.call_later(set_focus)
        return self

    def _on_focus(self, event: events.Focus) -> None:
        event.prevent_default()  # (Textual's own handler, in ``Widget``, would repaint)
        self.has_focus = True
        if self.parent is not None:
            self.parent.post_message(events.DescendantFocus(self))

    def _on_blur(self, event: events.Blur) -> None:
        event.prevent_default()
        self.has_focus = False
        if self.parent is not None:
            self.parent.post_message(events.DescendantBlur(self))


class RefreshHook(Widget):
    """A widget told of every ``refresh`` before it happens (``forget_drawing``), with ``Widget.refresh``'s
    signature copied (relies on it staying ``(*regions, repaint, layout, recompose)``)."""

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False, recompose: bool = False) -> Self:
        self.forget_drawing(whole=not regions)
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    def forget_drawing(self, *, whole: bool) -> None:
        """Drop what was drawn: ``whole`` when all of it may look new, else the regions refreshed."""


class RepaintedFirst(RefreshHook):
    """A widget whose repaint reaches its screen before that of any widget changed after it in the same handler.

    Textual asks the screen for a widget's repaint from the widget's own message loop, once that loop is idle
    (``Widget._check_refresh`` posting ``messages.Update``); the loops of the widgets changed in one handler run in
    no order the handler sets, and a frame is drawn whenever the screen's timer fires. So a frame could show the
    trick with the card just played while the hand above it was still that player's (the next person's hand-over
    drawn one frame later). This posts the ``Update`` to the screen at once, in the handler: the screen handles it
    before the repaints of widgets whose loops have not run yet. Relies on ``messages.Update(widget)`` being what
    ``Screen._on_update`` adds to the widgets the next frame draws. Put it after the widget's own class in the
    bases, as ``LaidOutOnce``: Textual takes a widget's style sheet and query type from its first base.

    Only while the widget hides something (``hides_now``): a repaint that shows more (the next person's own hand
    after the curtain) may come with the others, and asking first there cost a frame of its own on every such key
    (the curtain's Enter took 1 ms more at the median)."""

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False, recompose: bool = False) -> Self:
        super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)
        if repaint and self.is_mounted and self.hides_now():
            with suppress(NoScreen):
                self.screen.post_message(messages.Update(self))
        return self

    def hides_now(self) -> bool:
        """Whether the repaint asked for now takes something off the screen (it is then asked for first)."""
        return True


class LaidOutOnce(Widget):
    """A widget that never scrolls: a layout that gives it a new size gives it the same virtual size, and nothing
        Textual arranges depends on that. Textual lays the whole screen out a second time whenever a layout gives a
        widget a new virtual size (``Widget.virtual_size`` is a reactive with ``layout=True``): every question box of
        another size cost two layouts and two whole frames in one key (the first bid's hand-over). Relies on
        ``Widget._size_updated(size, virtual_size, container_size, layout=True)`` being what each layout calls, and on
        its ``layout=False`` setting the virtual size without asking for another layout (as a scroll does). Put it after
    the Textual class in the bases (``class Box(Vertical, LaidOutOnce)``): Textual takes a widget's style sheet from
    its first base."""

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True) -> bool:
        return super()._size_updated(size, virtual_size, container_size, layout=False)


def is_forwarded(event: events.Event) -> bool:
    """Whether Textual forwarded ``event`` from the App to a screen (``Event.is_forwarded``): the App's
    ``on_event`` sees each key first, and again once it was handed on."""
    return event.is_forwarded


def places_own_cursor(widget: Widget) -> bool:
    """Textual's text inputs keep the terminal cursor at their insertion point: they have
    ``cursor_screen_offset`` (no public flag says so)."""
    return hasattr(widget, "cursor_screen_offset")


def ending_with_its_server(driver_class: type[Driver]) -> type[Driver]:
    """The driver to run the game with: ``driver_class`` itself, except textual-serve's web driver, which becomes
    one whose game ends when its server does (``web_driver_ending_with_its_server``). The terminal's driver reads
    a byte that is not UTF-8 without stopping the game (``tolerant_input_decoding``)."""
    from textual.drivers.web_driver import WebDriver

    tolerant_input_decoding()

    if driver_class is not WebDriver:
        return driver_class
    return web_driver_ending_with_its_server()


@cache
def web_driver_ending_with_its_server() -> type[Driver]:
    """textual-serve's web driver, which leaves the game running when its input ends: a ``serve`` that was killed
    (or died) closes the pipe it wrote each tab's keys into, and Textual's input thread then just stops, so the
    game ran on with nobody to talk to, holding its evening's lock ("open in another window") for as long as it
    lived. This one asks the app to quit, as the server's own "quit" does (every move is on disk already).

    Relies on ``WebDriver.run_input_thread`` (the body of the input thread, bound when the driver is made) returning
    once its input has ended, on ``WebDriver.exit_event`` being set by ``stop_application_mode`` when the app ends
    first (then nothing is asked), and on ``messages.ExitApp`` being what the server's "quit" posts."""
    from textual import messages
    from textual.drivers.web_driver import WebDriver

    class WebDriverEndingWithItsServer(WebDriver):
        def run_input_thread(self) -> None:
            try:
                super().run_input_thread()
            finally:
                if not self.exit_event.is_set():  # the input ended, not the app: the server is gone
                    self._app.post_message(messages.ExitApp())

    return WebDriverEndingWithItsServer


def tolerant_input_decoding() -> None:
    """Textual's terminal driver reads the keyboard as strict UTF-8: one byte that is not UTF-8 (a terminal set to
    Latin-1 typing "é", a paste of binary junk) raised ``UnicodeDecodeError`` in its input thread and the game
    ended at once. After this its decoder reads such a byte as U+FFFD, which no key binds (a character cut between
    two reads is still joined whole). Only the driver's own module changes; nothing else in the process does.

    Relies on ``LinuxDriver.run_input_thread`` making its decoder with its module's ``getincrementaldecoder``,
    looked up when the input thread starts."""
    try:
        from textual.drivers import linux_driver
    except ImportError:  # no terminal driver of that kind here (Windows)
        return
    names = vars(linux_driver)  # the module's globals, where the input thread looks the decoder up
    if getattr(names.get("getincrementaldecoder"), "tolerant", False):
        return

    def getincrementaldecoder(encoding: str) -> Callable[[], codecs.IncrementalDecoder]:
        return partial(codecs.getincrementaldecoder(encoding), errors="replace")

    getincrementaldecoder.tolerant = True  # type: ignore[attr-defined]
    names["getincrementaldecoder"] = getincrementaldecoder


def tell_page(app: App[Any], data: dict[str, object]) -> None:
    """Send ``data`` to the page of a game under ``tarot-tui serve``: Textual's web driver writes it on the
    meta channel textual-serve reads (``WebDriver.write_meta``); in a terminal there is no page and nothing is
    sent."""
    write_meta = getattr(app._driver, "write_meta", None)
    if write_meta is not None:
        write_meta(data)


class OneLineCurrent(SelectCurrent):
    """A drop-down's current choice drawn by the widget itself, the label (wrapped when long) and the arrow, instead
    of by three child Statics (a form of seven drop-downs had 21 of them to style, over a quarter of its widgets).

    Relies on ``Select`` finding its current-choice widget as a ``SelectCurrent`` and giving it the label through
    ``SelectCurrent.update(label)``, on ``SelectCurrent.label`` and ``placeholder`` holding the label and the prompt,
    and on ``Select.expanded`` (the arrow: ▼ closed, ▲ open)."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {"one-line-current--dim"}

    DEFAULT_CSS = """
    OneLineCurrent > .one-line-current--dim {
        color: $foreground 50%;
    }
    """

    def compose(self) -> ComposeResult:
        return iter(())

    def update(self, label: RenderableType | NoSelection) -> None:
        self.label = label
        self.has_value = not isinstance(label, NoSelection)
        self.refresh(layout=True)  # a longer label may take another line

    def _label_lines(self, width: int) -> list[Text]:
        """The label (or the prompt, dimmed) wrapped to ``width`` less the arrow's two columns: a long label takes
        more lines, as the child Static did."""
        label = self.placeholder if isinstance(self.label, NoSelection) else self.label
        text = label.copy() if isinstance(label, Text) else Text(str(label))  # a label never read as markup
        text.end = ""
        if not self.has_value:
            text.stylize(self._dim())
        return list(text.wrap(self.app.console, max(1, width - 2), overflow="fold")) or [Text()]

    def _dim(self) -> Style:
        return Style(color=self.get_component_rich_style("one-line-current--dim").color)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self._label_lines(width))  # a container by its styles (Horizontal), but its children are gone

    def render(self) -> Text:
        width = self.content_size.width
        expanded = isinstance(self.parent, Select) and self.parent.expanded
        arrow = "▲" if expanded else "▼"
        text = Text(no_wrap=True, end="")
        for index, line in enumerate(self._label_lines(width)):
            line.truncate(max(1, width - 2), pad=True)
            if index:
                text.append("\n")
            text.append_text(line)
            text.append(" ")
            text.append(" " if index else arrow, style=self._dim())
        return text


class LightSelect(Select[SelectType]):
    """``Select`` of fewer widgets: its current choice one widget (``OneLineCurrent``), its list (an ``OptionList``)
    built when first opened rather than with the form, hidden until then anyway.

    Relies on ``Select`` reaching its list only in ``_setup_options_renderables``, ``_watch_value`` (the list's
    highlight, set again when it opens) and ``_watch_expanded`` (and in ``action_show_overlay``, after setting
    ``expanded``), and on ``SelectOverlay(type_to_search=...)`` being its list."""

    _overlay: SelectOverlay | None = None
    """The list, once built."""

    def compose(self) -> ComposeResult:
        yield OneLineCurrent(self.prompt)

    def _setup_options_renderables(self) -> None:
        if self._overlay is not None:
            super()._setup_options_renderables()

    def _watch_value(self, value: SelectType | NoSelection) -> None:
        self._value = value
        try:
            current = self.query_one(SelectCurrent)
        except NoMatches:
            return
        if isinstance(value, NoSelection):
            current.update(self.NULL)
        else:
            for index, (prompt, option) in enumerate(self._options):
                if option == value:
                    if self._overlay is not None:
                        self._overlay.highlighted = index
                    current.update(prompt)
                    break
        self.post_message(self.Changed(self, value))

    def _watch_expanded(self, expanded: bool) -> None:
        if expanded and self._overlay is None and self.is_attached:
            self._overlay = SelectOverlay(type_to_search=self._type_to_search)
            self._overlay.compact = self.compact
            self.mount(self._overlay)
            super()._setup_options_renderables()
        super()._watch_expanded(expanded)
        with suppress(NoMatches):
            self.query_one(SelectCurrent).refresh()  # the arrow
