"""A menu drawn as one widget: a header, one line per entry (the highlighted one stands out), a footer.

The start screen's title, seven choices and notes used to be three Statics and seven Buttons (and a Footer):
each widget has its own message queue, style matching, layout and drawing, about a millisecond of the first
frame apiece. This widget draws the same column in one go.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.cells import cell_len
from rich.segment import Segment
from textual import events
from textual.binding import Binding
from textual.content import Content
from textual.geometry import Offset, Region, Size
from textual.message import Message
from textual.strip import Strip

from ..cursor import place_cursor
from ..textual_compat import FocusDrawnByHand

BAR = "bold $foreground on $surface"
"""An entry's bar."""
HIGHLIGHTED = "bold $button-color-foreground on $primary"
"""The highlighted entry's bar."""
FOCUSED_LABEL = "$button-focus-text-style"
"""Added to the highlighted entry's label while the menu has the focus (as a focused Button's label)."""
HOVER = "bold $foreground on $surface-darken-1"
"""The entry under the mouse."""
DISABLED = "bold $foreground-disabled on $surface"
"""An entry that cannot be chosen now."""


@dataclass
class MenuEntry:
    """One line of the menu."""

    id: str
    label: str
    enabled: bool = True


class Menu(FocusDrawnByHand, can_focus=True):
    """Entries one under the other, each a bar as wide as the menu with its label centred; above them an
    optional header (then a blank line), below them an optional footer, both drawn as given (the header is
    not wrapped: keep its lines within the menu's width). Up, down, home and end move the highlight (disabled
    entries are skipped), Enter chooses the highlighted entry, a click chooses the entry under the mouse;
    either posts ``Menu.Chosen``."""

    BINDINGS = [
        Binding("up", "move(-1)", show=False),
        Binding("down", "move(1)", show=False),
        Binding("home", "first", show=False),
        Binding("end", "last", show=False),
        Binding("enter", "choose", show=False),
    ]

    DEFAULT_CSS = """
    Menu {
        height: auto;
    }
    """

    class Chosen(Message):
        """An entry was chosen (Enter or a click)."""

        def __init__(self, menu: Menu, entry_id: str) -> None:
            super().__init__()
            self.menu = menu
            self.entry_id = entry_id

        @property
        def control(self) -> Menu:
            return self.menu

    def __init__(
        self,
        entries: list[MenuEntry],
        *,
        header: Content | None = None,
        footer: Content | None = None,
        id: str | None = None,
    ) -> None:
        super().__init__(id=id)
        self.entries = entries
        self.header = header
        self.footer = footer
        self.highlighted = next((i for i, e in enumerate(entries) if e.enabled), 0)
        """The index of the highlighted entry."""
        self._hover: int | None = None
        self._lines: list[Strip] = []
        self._lines_key: tuple[object, ...] | None = None

    # -- what is shown ---------------------------------------------------------------------------

    @property
    def first_entry_line(self) -> int:
        """The line of the first entry: below the header and a blank line."""
        if self.header is None:
            return 0
        return self.header.plain.count("\n") + 2

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        # Counted, not measured by laying out the whole text: only the footer may wrap.
        footer = 0 if self.footer is None else self.footer.get_height(self.styles, width)  # type: ignore[arg-type]
        return self.first_entry_line + len(self.entries) + footer

    def set_footer(self, footer: Content | None) -> None:
        """Show ``footer`` under the entries (None: nothing)."""
        if footer != self.footer:
            self.footer = footer
            self.refresh(layout=True)

    def render_line(self, y: int) -> Strip:
        # The lines are made in one go and kept until something they show changes: cheaper than laying out
        # the whole column as one text (what render() would do) for the first frame.
        key = (
            self.size.width,
            self.visual_style,
            self.highlighted,
            self._hover,
            self.has_focus,
            tuple(entry.enabled for entry in self.entries),
            self.header,
            self.footer,
        )
        if key != self._lines_key:
            self._lines_key = key
            self._lines = self._make_lines(self.size.width)
        if y == 0:
            place_cursor(self)
        if 0 <= y < len(self._lines):
            return self._lines[y]
        return Strip.blank(self.size.width, self.visual_style.rich_style)

    def _make_lines(self, width: int) -> list[Strip]:
        base = self.visual_style
        parse = self.app.stylesheet.parse_style
        pad = base.rich_style
        blank = Strip.blank(width, pad)

        def text_lines(content: Content, wrap: bool) -> list[Strip]:
            parts = content.wrap(width) if wrap else content.split("\n")
            return [Strip(p.render_segments(base), p.cell_length).adjust_cell_length(width, pad) for p in parts]

        lines: list[Strip] = []
        if self.header is not None:
            lines += [*text_lines(self.header, wrap=False), blank]
        focused = self.has_focus
        for index, entry in enumerate(self.entries):
            label = f" {entry.label} "  # a space either side, as a Button's label
            left = max(0, (width - cell_len(label)) // 2)
            right = max(0, width - cell_len(label) - left)
            if not entry.enabled:
                style = DISABLED
            elif index == self.highlighted:
                style = HIGHLIGHTED
            elif index == self._hover:
                style = HOVER
            else:
                style = BAR
            bar = (base + parse(style)).rich_style
            label_style = (
                (base + parse(f"{style} {FOCUSED_LABEL}")).rich_style if focused and index == self.highlighted else bar
            )
            segments = [Segment(" " * left, bar), Segment(label, label_style), Segment(" " * right, bar)]
            lines.append(Strip(segments, width).crop(0, width))
        if self.footer is not None:
            lines += text_lines(self.footer, wrap=True)
        return lines

    def terminal_cursor(self) -> Offset:
        """The first letter of the highlighted entry's label (``cursor.place_cursor``)."""
        label = f" {self.entries[self.highlighted].label} "
        left = max(0, (self.content_size.width - cell_len(label)) // 2)
        return Offset(left + 1, self.first_entry_line + self.highlighted)

    def entry_index(self, entry_id: str) -> int:
        """Where the entry ``entry_id`` is (from the top, from 0)."""
        for index, entry in enumerate(self.entries):
            if entry.id == entry_id:
                return index
        raise KeyError(entry_id)

    def entry_region(self, entry_id: str) -> Region:
        """The entry's line on the screen."""
        region = self.content_region
        return Region(region.x, region.y + self.first_entry_line + self.entry_index(entry_id), region.width, 1)

    def is_enabled(self, entry_id: str) -> bool:
        """Whether the entry can be chosen."""
        return self.entries[self.entry_index(entry_id)].enabled

    def set_enabled(self, entry_id: str, enabled: bool) -> None:
        """Offer the entry, or show it dimmed and skip it; it keeps its place. A highlighted entry that is
        disabled hands the highlight to the next enabled one (else the one before)."""
        index = self.entry_index(entry_id)
        entry = self.entries[index]
        if entry.enabled != enabled:
            entry.enabled = enabled
            self.refresh()
            if not enabled and index == self.highlighted:
                self.action_move(1)
                if self.highlighted == index:
                    self.action_move(-1)

    @property
    def highlighted_id(self) -> str:
        """The id of the highlighted entry."""
        return self.entries[self.highlighted].id

    # -- keys and mouse --------------------------------------------------------------------------

    def _highlight(self, index: int) -> None:
        if index != self.highlighted:
            self.highlighted = index
            self.refresh()

    def action_move(self, step: int) -> None:
        """The next enabled entry up (-1) or down (1); nothing at either end."""
        index = self.highlighted + step
        while 0 <= index < len(self.entries):
            if self.entries[index].enabled:
                self._highlight(index)
                return
            index += step

    def action_first(self) -> None:
        """The first enabled entry."""
        self._highlight(next((i for i, e in enumerate(self.entries) if e.enabled), self.highlighted))

    def action_last(self) -> None:
        """The last enabled entry."""
        last = [i for i, e in enumerate(self.entries) if e.enabled]
        self._highlight(last[-1] if last else self.highlighted)

    def action_choose(self) -> None:
        """Choose the highlighted entry (a bell if it is disabled)."""
        self._choose(self.highlighted)

    def _choose(self, index: int) -> None:
        entry = self.entries[index]
        if not entry.enabled:
            self.app.bell()
            return
        self._highlight(index)
        self.post_message(self.Chosen(self, entry.id))

    def _row_at(self, y: int) -> int | None:
        row = y - self.styles.padding.top - self.first_entry_line
        return row if 0 <= row < len(self.entries) else None

    def on_click(self, event: events.Click) -> None:
        row = self._row_at(event.y)
        if row is not None:
            event.stop()
            self._choose(row)

    def on_mouse_move(self, event: events.MouseMove) -> None:
        row = self._row_at(event.y)
        if row != self._hover:
            self._hover = row
            self.refresh()

    def on_leave(self, event: events.Leave) -> None:
        if self._hover is not None:
            self._hover = None
            self.refresh()

    def focus_changed(self) -> None:
        # Only the highlighted label shows focus, and render_line draws it: no style sheet update.
        self.refresh()
