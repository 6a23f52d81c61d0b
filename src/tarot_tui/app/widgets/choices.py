"""A decision asked over the table: only the allowed choices, each with a key (bids, the call, chelem, poignée).

A layer of the table rather than a screen of its own: a dialog comes up for every bid, and pushing a modal
screen meant composing, styling and drawing a new screen with the whole table under it (30-100 ms a key).
The box is composed once with the table and only filled in and shown for each question.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from rich.style import Style
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.geometry import Offset
from textual.widget import Widget
from textual.widgets import Static

from ..cursor import place_cursor
from ..settling import enter_too_soon, settling
from ..textual_compat import FocusDrawnByHand, LaidOutOnce

T = TypeVar("T")

MIN_WIDTH = 36
PROSE_WIDTH = 60
"""An explanation in the box wraps at this width rather than stretching the box across the table."""
GAP = 2
"""Columns between two choices."""
SELECTED = Style(reverse=True, bold=True)


@dataclass(frozen=True)
class Choice(Generic[T]):
    """One option: the key that picks it, its label and the value the question answers with."""

    key: str
    label: str
    value: T


class BoxText(Static, LaidOutOnce):
    """The question's title or body (plain text: they name players)."""


class ChoiceRow(FocusDrawnByHand, LaidOutOnce, can_focus=True):
    """The choices side by side (wrapped onto more lines when narrow): a key, arrows and Enter, or a click."""

    DEFAULT_CSS = """
    ChoiceRow {
        width: 100%;
        height: auto;
    }
    """

    BINDINGS = [
        Binding("left,up", "move(-1)", show=False),
        Binding("right,down,tab", "move(1)", show=False),
        Binding("enter,space", "pick", show=False),
    ]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.choices: list[Choice[Any]] = []
        self.cursor = 0
        self.on_pick: Callable[[Any], object] | None = None

    def offer(self, choices: list[Choice[Any]], on_pick: Callable[[Any], object]) -> None:
        """Show ``choices`` with the cursor on the first; ``on_pick`` gets the value picked."""
        self.choices = choices
        self.cursor = 0
        self.on_pick = on_pick
        settling(self.app).mark()
        self.refresh(layout=True)

    @staticmethod
    def _label(choice: Choice[Any]) -> str:
        return f" {choice.key} {choice.label} "

    def _rows(self, width: int) -> list[list[tuple[int, int]]]:
        """(choice index, x) of each choice, row by row, wrapped at ``width``."""
        rows: list[list[tuple[int, int]]] = [[]]
        x = 0
        for index, choice in enumerate(self.choices):
            size = len(self._label(choice))
            if rows[-1] and x + size > width:
                rows.append([])
                x = 0
            rows[-1].append((index, x))
            x += size + GAP
        return rows

    def natural_width(self) -> int:
        """Columns the choices need on one line."""
        labels = [len(self._label(choice)) for choice in self.choices]
        return sum(labels) + GAP * max(0, len(labels) - 1)

    def get_content_height(self, container: Any, viewport: Any, width: int) -> int:
        return len(self._rows(width))

    def render(self) -> Text:
        text = Text()
        for number, row in enumerate(self._rows(self.content_size.width)):
            if number:
                text.append("\n")
            for index, x in row:
                if x:
                    text.append(" " * GAP)
                choice = self.choices[index]
                style = SELECTED if index == self.cursor and self.has_focus else Style(bold=True)
                text.append(" ", style)
                text.append(choice.key, style + Style(underline=True))
                text.append(f" {choice.label} ", style)
        place_cursor(self)
        return text

    def terminal_cursor(self) -> Offset:
        """The highlighted choice's key (``cursor.place_cursor``)."""
        for number, row in enumerate(self._rows(self.content_size.width)):
            for index, x in row:
                if index == self.cursor:
                    return Offset(x + 1, number)
        return Offset(0, 0)

    def focus_changed(self) -> None:
        # Only the highlighted choice shows focus, and render() draws it: no style sheet update (see HandWidget).
        self.refresh()

    def action_move(self, step: int) -> None:
        """Highlight the previous or next choice."""
        if self.choices:
            self.cursor = (self.cursor + step) % len(self.choices)
            self.refresh()

    def action_pick(self) -> None:
        """Answer with the highlighted choice (not with an Enter typed before the question could be read)."""
        if self.choices and not enter_too_soon(self.app):
            self.pick(self.cursor)

    def pick(self, index: int) -> None:
        """Answer with choice ``index``."""
        if self.on_pick is not None:
            self.on_pick(self.choices[index].value)

    def on_key(self, event: events.Key) -> None:
        key = event.character or event.key
        if not key:
            return
        for index, choice in enumerate(self.choices):
            if key.lower() == choice.key.lower():
                event.stop()
                event.prevent_default()
                self.cursor = index
                self.pick(index)
                return

    def on_click(self, event: events.Click) -> None:
        rows = self._rows(self.content_size.width)
        if not 0 <= event.y < len(rows):
            return
        for index, x in rows[event.y]:
            if x <= event.x < x + len(self._label(self.choices[index])):
                self.cursor = index
                self.focus()
                self.pick(index)
                return


class ChoiceBox(Vertical, LaidOutOnce):
    """The question over the top of the table: a title, what has been said so far, and the choices.

    No escape: a decision is due. ``asking`` names the question while it is open ("bid-dialog", …).
    """

    DEFAULT_CSS = """
    ChoiceBox {
        layer: dialog;
        width: auto;
        height: auto;
        margin-top: 1;
        padding: 0 2;
        border: thick $accent;
        background: $surface;
        display: none;
    }
    ChoiceBox > .title {
        text-style: bold;
        width: 100%;
        content-align: center middle;
    }
    ChoiceBox > .body {
        margin-bottom: 1;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.asking: str | None = None
        """The open question's name, None while closed."""
        self._needed = MIN_WIDTH
        """Columns the open question needs on one line each (the box is as wide, or the table's width)."""
        self._title = ""
        self._bodies: tuple[str | Text, ...] = ("",)
        """What the open question says, from its longest form to its shortest (``ask``)."""
        self._room: Callable[[], int] | None = None
        """The lines the box may take (None: as many as it needs)."""
        self.body_form = 0
        """Which of the open question's ``_bodies`` is shown."""

    def get_content_width(self, container: Any, viewport: Any) -> int:
        return max(1, min(self._needed, int(container.width)))  # ``container``: the room left inside borders

    def compose(self) -> ComposeResult:
        yield BoxText("", classes="title", markup=False)  # titles and bodies name players: plain text
        yield BoxText("", classes="body", markup=False)
        yield ChoiceRow()

    @property
    def is_open(self) -> bool:
        """A question waits for its answer."""
        return self.asking is not None

    @property
    def choices(self) -> list[Choice[Any]]:
        """The choices offered now."""
        return self.query_one(ChoiceRow).choices

    def ask(
        self,
        asking: str,
        title: str,
        body: str | Text | Sequence[str | Text],
        choices: list[Choice[T]],
        on_pick: Callable[[T], object],
        *,
        room: Callable[[], int] | None = None,
    ) -> None:
        """Show the question and focus its choices; ``on_pick`` gets the value of the choice made (the box
        stays open until ``close``). ``body``: what is said, or its forms from the longest to the shortest, of
        which the box shows the first that keeps it within ``room()`` lines (the last when none does); chosen
        again once the screen is laid out, since the room changes with the hint and the hand under it."""
        self.asking = asking
        self._title = title
        self._bodies = (body,) if isinstance(body, str | Text) else tuple(body) or ("",)
        self._room = room
        self.query_one(".title", Static).update(title)
        self.query_one(ChoiceRow).offer(list(choices), on_pick)
        self.body_form = -1
        self.fit()
        self.display = True
        self.query_one(ChoiceRow).focus()
        if room is not None:
            self.call_after_refresh(self.fit)

    @property
    def body(self) -> str | Text:
        """What the open question says now: the form of its body that fits (``fit``)."""
        return self._bodies[self.body_form]

    def fit(self) -> None:
        """Show the first form of the body that keeps the box within its room."""
        if self.asking is None:
            return
        room = self._room() if self._room is not None else None
        forms = range(len(self._bodies))
        form = next((f for f in forms if room is None or self.lines_for(self._bodies[f]) <= room), forms[-1])
        if form == self.body_form:
            return
        self.body_form = form
        body = self._bodies[form]
        body_widget = self.query_one(".body", Static)
        body_widget.update(body)
        body_widget.display = bool(body)
        self._needed = self._width_for(body)
        self.refresh(layout=True)

    def _width_for(self, body: str | Text) -> int:
        """Columns the question needs with ``body``: each line whole, a long line of prose wrapped."""
        lines = (body.plain if isinstance(body, Text) else body).splitlines()
        prose = max((min(Text(line).cell_len, PROSE_WIDTH) for line in lines), default=0)
        return max(MIN_WIDTH, self.query_one(ChoiceRow).natural_width(), Text(self._title).cell_len, prose)

    def lines_for(self, body: str | Text) -> int:
        """The lines the box takes, edges included, with ``body`` (as ``get_content_width`` makes it as wide as the
        question needs, or the room beside it)."""
        gutter = self.styles.gutter
        beside = self.parent.size.width if isinstance(self.parent, Widget) else self.app.size.width
        width = max(1, min(self._width_for(body), beside - gutter.width))
        console = self.app.console
        lines = len(Text(self._title).wrap(console, width)) + len(self.query_one(ChoiceRow)._rows(width))
        if body:
            text = body if isinstance(body, Text) else Text(body)
            lines += len(text.wrap(console, width)) + self.query_one(".body", Static).styles.margin.bottom
        return gutter.height + lines

    def close(self) -> None:
        """Take the question away."""
        self.asking = None
        self.display = False
