"""The key bar: the keys that work right now; a click on one does what the key does. What does not fit on one
line goes on to the next (a key and its description are never cut or split: nothing ends in "…").

``KeyBar`` shows the keys a screen gives it; ``BindingsBar`` (in place of Textual's ``Footer``) shows a screen's
shown bindings, described in the player's language through the public ``Screen.active_bindings``
(``app.keys.CatalogueKeys``). Its own module: the start screen's first frame needs it, and nothing else of the
side panels.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.dom import DOMNode
from textual.geometry import Size
from textual.screen import Screen
from textual.strip import Strip
from textual.widget import Widget

from ..ascii_filter import AsciiFilter
from .strips import KeepsDrawing, text_strips

GAP = "  "
"""Between two keys on a line."""
ASCII_KEYS = (("←→", "<- ->"), ("↑↓", "up/down"), ("⏎", " Enter"), ("←", "<-"), ("→", "->"), ("↑", "up"), ("↓", "down"))
"""The keys spelled out in the ASCII look: the screen's filter turns each sign into one sign of a cell, which made
"a-z <><" of "a-z ←→⏎"."""


def key_name(key: str, *, ascii: bool) -> str:
    """``key`` as the bar shows it: its signs spelled out in the ASCII look."""
    if not ascii or key.isascii():
        return key
    for sign, spelled in ASCII_KEYS:
        key = key.replace(sign, spelled)
    return " ".join(key.split())


NAMED_KEYS = {"escape": "Esc", "enter": "⏎", "tab": "Tab", "space": "Space", "delete": "Del", "backspace": "Backspace"}
"""Keys by the names the other screens' bars use ("Esc", "⏎"), not Textual's footer's ("esc", "^s")."""
MODIFIERS = {"ctrl": "Ctrl", "shift": "Shift", "alt": "Alt"}


def binding_key_name(binding: Binding) -> str:
    """How the bar names a binding's (first) key, in the style of every other bar and of the forms' own hints
    ("Ctrl+T: person or computer"): "Esc", "Ctrl+S", "F1", "⏎"; a binding's own ``key_display`` first."""
    if binding.key_display:
        return binding.key_display
    *modifiers, key = binding.key.split(",")[0].strip().split("+")
    if key in NAMED_KEYS:
        name = NAMED_KEYS[key]
    elif (len(key) == 1 and modifiers) or (key[:1] == "f" and key[1:].isdigit()):
        name = key.upper()  # Ctrl+S, F1; a plain letter as typed ("n")
    else:
        name = key
    return "+".join([*(MODIFIERS.get(modifier, modifier) for modifier in modifiers), name])


@dataclass(frozen=True, slots=True)
class BarKey:
    """One key on the bar."""

    key: str
    """The key as shown ("⏎", "Esc", "F1/?")."""
    label: str
    """What it does, in the player's language."""
    action: str = ""
    """The action a click on it runs ("": none)."""
    node: DOMNode | None = None
    """Where the action runs (None: the bar's screen)."""
    enabled: bool = True
    """Shown dimmed, and a click does nothing, when False."""


class KeyBar(KeepsDrawing, Widget):
    """The keys that work right now, as many lines as they take at the bar's width; a click on one does what the
    key does. Cheaper than a Footer: it draws its lines itself instead of composing (and recomposing) a widget
    per key, and it is laid out again only when its number of lines changes (never when only the keys on show
    change within its lines)."""

    DEFAULT_CSS = """
    KeyBar {
        dock: bottom;
        height: auto;
        background: $footer-background;
        color: $footer-foreground;
        padding: 0 1;
    }
    """

    def __init__(self, *, keep_rows: bool = False, id: str | None = None, classes: str | None = None) -> None:
        """``keep_rows``: the bar does not shrink while its width stays the same (the table's keys come and go at
        every hand-over and turn; the table is laid out again only the first time they take a line more)."""
        super().__init__(id=id, classes=classes)
        self.keep_rows = keep_rows
        self._shown: tuple[BarKey, ...] = ()
        self._lines: tuple[tuple[int, bool], tuple[Text, ...], tuple[tuple[int, int, int, BarKey], ...]] | None = None
        """For a width and look (ASCII or not): the lines of text and where each key lies on them (line, first and
        last cell + 1)."""
        self._kept = (0, 0)
        """The width the bar was laid out at and its rows then (with ``keep_rows``, it never has fewer)."""
        self._drawn: list[Strip] | None = None
        """The lines drawn by Rich (``strips.text_strips``), until the next refresh."""

    @property
    def keys(self) -> tuple[BarKey, ...]:
        """The keys on show, in order."""
        return self._shown

    def show(self, keys: Iterable[BarKey | tuple[str, str, str]]) -> None:
        """Show keys, each a ``BarKey`` or a (key, what it does, the screen's action a click runs: "" for none)
        triple; nothing is drawn again when they did not change, and nothing laid out again unless they take
        another number of lines."""
        shown = tuple(key if isinstance(key, BarKey) else BarKey(*key) for key in keys)
        if shown == self._shown:
            return
        self._shown = shown
        self._lines = None
        width = self.content_size.width
        self.refresh(layout=not width or self.rows_for(width) != self.content_size.height)

    def rows_for(self, width: int) -> int:
        """The lines the bar takes inside a width of ``width`` cells (its padding not counted)."""
        rows = len(self._laid_out(width)[0])
        kept_width, kept_rows = self._kept
        return max(rows, kept_rows) if self.keep_rows and kept_width == width else rows

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        if not width:
            return 0
        rows = self.rows_for(width)
        self._kept = (width, rows)
        return rows

    def _laid_out(self, width: int) -> tuple[tuple[Text, ...], tuple[tuple[int, int, int, BarKey], ...]]:
        """The keys put on lines of ``width`` cells, each key on the line it fits on whole after the ones before
        (a key longer than a line alone is wrapped at its spaces)."""
        # The ASCII look is the App's filter (public ``get_line_filters``): the bar does not import the cards' look,
        # which would bring the engine into the first frame.
        ascii = any(isinstance(line_filter, AsciiFilter) for line_filter in self.app.get_line_filters())
        if self._lines is not None and self._lines[0] == (width, ascii):
            return self._lines[1], self._lines[2]
        lines: list[Text] = []
        spans: list[tuple[int, int, int, BarKey]] = []
        line = Text()
        for key in self._shown:
            entry = Text.assemble(
                (f" {key_name(key.key, ascii=ascii)} ", "bold reverse"), key.label, style="" if key.enabled else "dim"
            )
            start = line.cell_len
            if start and start + entry.cell_len > width:
                lines.append(line)
                line, start = Text(), 0
            spans.append((len(lines), start, start + entry.cell_len, key))
            line.append_text(entry)
            line.append(GAP[: max(0, width - line.cell_len)])
        if line.cell_len or not lines:
            lines.append(line)
        fitted: list[Text] = []
        for text in lines:
            fitted.extend(text.wrap(self.app.console, max(1, width)) if text.cell_len > width else [text])
        self._lines = ((width, ascii), tuple(fitted), tuple(spans))
        return self._lines[1], self._lines[2]

    def forget_drawing(self, *, whole: bool) -> None:
        self._drawn = None

    def render_line(self, y: int) -> Strip:
        width = self.content_size.width
        style: Style = self.rich_style
        drawn = self._drawn
        if drawn is None or (drawn and drawn[0].cell_length != width):
            lines, _ = self._laid_out(width)
            drawn = self._drawn = [text_strips(self.app.console, line, width, 1, style)[0] for line in lines]
        return drawn[y] if y < len(drawn) else Strip.blank(width, style)

    async def on_click(self, event: events.Click) -> None:
        x = event.x - self.styles.padding.left
        y = event.y - self.styles.padding.top
        for row, start, end, key in self._laid_out(self.content_size.width)[1]:
            if row == y and start <= x < end and key.action and key.enabled:
                event.stop()
                await self.app.run_action(key.action, key.node or self.screen)
                return


class BindingsBar(KeyBar):
    """The key bar of a screen's bindings that are shown (``Binding.show``), as Textual's ``Footer`` lists them:
    only those its ``check_action`` does not turn off, dimmed when it says None, one key an action; redrawn when
    the screen says its bindings changed (``Screen.refresh_bindings``, focus moves)."""

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self.bindings_changed)
        self.bindings_changed(self.screen)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def bindings_changed(self, screen: Screen[object]) -> None:
        """Show the screen's bindings as they are now."""
        if screen is not self.screen:
            return
        keys: list[BarKey] = []
        actions: set[tuple[int, str]] = set()
        for node, binding, enabled, _ in screen.active_bindings.values():
            if not binding.show or (id(node), binding.action) in actions:
                continue
            actions.add((id(node), binding.action))
            keys.append(BarKey(binding_key_name(binding), binding.description, binding.action, node, enabled))
        self.show(keys)


__all__ = ["BarKey", "BindingsBar", "KeyBar"]
