"""A page of text that scrolls, drawn line by line: the score and the sheet between deals."""

from __future__ import annotations

from rich.text import Text
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

from ..textual_compat import FocusDrawnByHand
from .strips import KeepsDrawing, text_strips


class TextPage(FocusDrawnByHand, KeepsDrawing, ScrollView, can_focus=True):
    """``show`` a text; it is wrapped to the page's width and scrolls with the arrows, the page keys and the wheel.

    A Line API widget: a new text costs one wrapping and the lines in view, and at most one layout (when the
    text's height changes), where a ``Static`` in a scrolling container was measured and drawn by Textual's
    text pipeline once more for every container around it.
    """

    DEFAULT_CSS = """
    TextPage {
        overflow-x: hidden;
        overflow-y: auto;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.text = Text()
        """The text on the page."""
        self._lines: tuple[Size, list[Strip]] | None = None
        self._blank: Strip | None = None
        """A line under the text, in the page's style (forgotten with the lines)."""
        """The text wrapped for the page's size (inside the padding), and that size."""
        self._style: object = None
        """The page's own style the lines were drawn in (the theme can change it)."""
        self._check_style = True
        """Whether to compare that style with the page's (after a whole refresh; reading it takes a while)."""
        self.expected: Size | None = None
        """The size the page will have inside its padding, for a text shown before its first layout (it is then
        wrapped once, not again when the page gets its size, which would cost another layout)."""

    def show(self, text: Text, *, end: bool = False) -> None:
        """Put ``text`` on the page, scrolled to its start (``end``: to its end, where the newest line is)."""
        self.text = text
        self._lines = None
        self._measure()
        self.scroll_to(y=self.max_scroll_y if end else 0, animate=False, immediate=True)
        self.refresh()

    @property
    def lines(self) -> list[Strip]:
        """The text as wrapped for the page (what scrolls)."""
        return self._wrapped()

    def forget_drawing(self, *, whole: bool) -> None:
        if whole:
            self._check_style = True

    def _wrapped(self) -> list[Strip]:
        """The lines for the page's width, less the scroll bar when the text is taller than the page."""
        size = self.size if self.size.area else self.expected or self.size  # inside the padding
        if self._check_style:
            self._check_style = False
            if self._style != self.rich_style:
                self._style = self.rich_style
                self._lines = None
                self._blank = None
        if self._lines is not None and self._lines[0] == size:
            return self._lines[1]
        width, height = size
        lines = self._wrap(width)
        if len(lines) > height and width > self.styles.scrollbar_size_vertical:
            lines = self._wrap(width - self.styles.scrollbar_size_vertical)
        self._lines = (size, lines)
        return lines

    def _wrap(self, width: int) -> list[Strip]:
        if width <= 0:
            return []
        return text_strips(self.app.console, self.text, width, None, self.rich_style)

    def _measure(self) -> None:
        lines = self._wrapped()
        size = Size(lines[0].cell_length if lines else 0, len(lines))
        page = self.size if self.size.area else self.expected or self.size
        if size.height <= page.height:
            # A text that fits fills the page: the next one that fits (the score, then the sheet) costs no layout.
            size = page
        if size != self.virtual_size:
            self.virtual_size = size

    def on_resize(self) -> None:
        self._measure()

    def focus_changed(self) -> None:
        """Nothing of the page's look depends on focus: no style sheet update."""

    def render_line(self, y: int) -> Strip:
        lines = self._wrapped()
        index = y + round(self.scroll_offset.y)
        if 0 <= index < len(lines):
            return lines[index]
        width = lines[0].cell_length if lines else self.size.width
        blank = self._blank
        if blank is None or blank.cell_length != width:  # the page's style is read once a text, not once a line
            blank = self._blank = Strip.blank(width, self.rich_style)
        return blank
