"""A field of a form whose choices are all in view and each picked by one key (the score keeper's deal form).

A drop-down needs Enter, arrows and Enter again for every field; here a digit or a letter picks a choice and the
form goes on to the next field (issue 27, item 7). The arrows walk the choices and choose, a click chooses. The
chosen one is marked ``●`` (``*`` in the ASCII look), the others carry no mark. Which key picks what is the pure
form model's (``sheets.keeper.pick_by_key``); this widget only draws the choices and reports a pick.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Offset
from textual.message import Message
from textual.widget import Widget

from tarot_tui.sheets.keeper import FormOption, pick_by_key

from ..cursor import place_cursor

GAP = 1
"""Columns between two choices (and the cell of the next one's mark)."""
MARK = "●"
"""The chosen choice's mark."""


class FormChoices(Widget, can_focus=True):
    """The choices of one field side by side (wrapped onto more lines when narrow), one of them chosen or none.

    Attributes:
        options: the choices, in order.
    """

    DEFAULT_CSS = """
    FormChoices {
        width: 1fr;
        height: auto;
    }
    FormChoices > .form-choices--chosen {
        color: $accent;
        text-style: bold;
    }
    FormChoices > .form-choices--cursor {
        color: $block-cursor-foreground;
        background: $block-cursor-background;
        text-style: bold;
    }
    FormChoices:disabled {
        opacity: 50%;
    }
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {"form-choices--chosen", "form-choices--cursor"}

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "step(-1)", show=False),
        Binding("right", "step(1)", show=False),
    ]

    @dataclass
    class Changed(Message):
        """A choice was made (``by_key``: with its own key, after which the focus has gone on to the next field)."""

        choices: FormChoices
        value: object
        by_key: bool = False

        @property
        def control(self) -> FormChoices:
            """The field that changed (for ``@on(FormChoices.Changed, "#id")``)."""
            return self.choices

    def __init__(self, options: Sequence[FormOption], value: object = None, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.options = tuple(options)
        self._index: int | None = self._index_of(value)

    # -- the value -------------------------------------------------------------------------------

    def _index_of(self, value: object) -> int | None:
        return next((i for i, o in enumerate(self.options) if o.value == value), None)

    @property
    def value(self) -> object:
        """The chosen value, None while nothing is chosen."""
        return None if self._index is None else self.options[self._index].value

    @value.setter
    def value(self, value: object) -> None:
        self._choose(self._index_of(value), by_key=False)

    def _choose(self, index: int | None, *, by_key: bool) -> None:
        changed = index != self._index
        self._index = index
        self.refresh()
        if changed or by_key:
            self.post_message(self.Changed(self, self.value, by_key))

    # -- keys, arrows and the mouse --------------------------------------------------------------

    def on_key(self, event: events.Key) -> None:
        pick = pick_by_key(self.options, event.character or "", self._index)
        if pick is None:
            return
        event.stop()
        event.prevent_default()
        self._choose(pick.index, by_key=pick.moves_on)
        if pick.moves_on:
            # On to the next field now, while the key is handled: the App gives out the next key as soon as this
            # one is (``key_hold.py``), before a message posted from here would have reached the screen.
            self.screen.focus_next()

    def action_step(self, step: int) -> None:
        """Choose the previous or next choice (the first, while nothing is chosen)."""
        if not self.options:
            return
        index = 0 if self._index is None else max(0, min(len(self.options) - 1, self._index + step))
        self._choose(index, by_key=False)

    def on_click(self, event: events.Click) -> None:
        for index, (x, y) in enumerate(self._places(self.content_size.width)):
            if y == event.y and x <= event.x < x + self._width(index):
                self.focus()
                self._choose(index, by_key=False)
                return

    def option_offset(self, index: int) -> Offset:
        """Where choice ``index`` is drawn, inside the widget (its key's cell)."""
        x, y = self._places(self.content_size.width)[index]
        return Offset(x + 1, y)

    # -- drawing ---------------------------------------------------------------------------------

    def _width(self, index: int) -> int:
        option = self.options[index]
        return 1 + len(option.key) + len(self._label(option))  # the mark, the key, and the label after a space

    @staticmethod
    def _label(option: FormOption) -> str:
        """The label after the key (none where the key says it all: the bouts' 0 to 3)."""
        return "" if option.label == option.key else f" {option.label}"

    def _places(self, width: int) -> list[tuple[int, int]]:
        """(x, y) of each choice, wrapped at ``width``."""
        places: list[tuple[int, int]] = []
        x = y = 0
        for index in range(len(self.options)):
            size = self._width(index)
            if x and x + size > width:
                x, y = 0, y + 1
            places.append((x, y))
            x += size + GAP
        return places

    def get_content_height(self, container: Any, viewport: Any, width: int) -> int:
        places = self._places(width)
        return places[-1][1] + 1 if places else 1

    def render(self) -> Text:
        text = Text(no_wrap=True, overflow="crop")
        chosen = self.get_component_rich_style("form-choices--chosen", partial=True)
        cursor = self.get_component_rich_style("form-choices--cursor", partial=True)
        line = 0
        column = 0
        for index, (x, y) in enumerate(self._places(self.content_size.width)):
            if y != line:
                text.append("\n" * (y - line))
                line, column = y, 0
            text.append(" " * (x - column))
            option = self.options[index]
            on = index == self._index
            style = Style()
            if on:
                style = chosen
            if self.has_focus and index == self._cursor:
                style = cursor
            text.append(MARK if on else " ", style)
            text.append(option.key, style + Style(underline=True))
            text.append(self._label(option), style)
            column = x + self._width(index)
        place_cursor(self)
        return text

    @property
    def _cursor(self) -> int:
        return self._index or 0

    def terminal_cursor(self) -> Offset:
        """The chosen choice's key (``cursor.place_cursor``)."""
        if not self.options:
            return Offset(0, 0)
        return self.option_offset(self._cursor)

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()


__all__ = ["FormChoices"]
