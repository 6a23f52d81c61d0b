"""Side panels: the running totals, the deal log, and the hint bar under the table."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from rich.cells import cell_len
from rich.console import RenderableType
from rich.table import Table
from rich.text import Text
from textual import events
from textual.geometry import Region
from textual.strip import Strip
from textual.widgets import Static

from tarot_tui.engine import signed
from tarot_tui.i18n import t
from tarot_tui.table import names_apart

from ..textual_compat import RepaintedFirst
from .card import plain
from .strips import KeepsDrawing, citations_whole, text_strips, wrapped


def text_key(content: RenderableType) -> object | None:
    """What a text looks like, to compare with what is shown; None for other renderables (always redrawn)."""
    if isinstance(content, str):
        return content
    if isinstance(content, Text):
        return (content.plain, tuple(content.spans), str(content.style), content.justify, content.end)
    return None


class FixedText(KeepsDrawing, Static):
    """Text in a box whose size does not depend on it (no layout on update), redrawn only when it changes:
    the table is pushed down to its widgets after every move, and most of them show the same as before.

    Text is drawn by Rich straight into strips (``render_line``): the status line and the hint are drawn again at
    nearly every move, and Textual's own text pipeline takes two to three times as long."""

    _key: object | None = None
    _shown_text: Text | None = None
    """What is shown, when it is text (other renderables go through Textual's own drawing)."""
    _drawn: tuple[tuple[int, int], list[Strip]] | None = None
    """The text drawn into lines, and the size it was drawn for (until the next refresh)."""

    _form_for: Callable[[int], RenderableType] | None = None
    """With ``show_fitted``: the form of the content for a width, asked again at each new width."""

    def show_fitted(self, fit: Callable[[int], RenderableType]) -> None:
        """Show ``fit(width)`` (the form of a line that fits the box's width; 0 before the first layout), and again
        whenever the box's width changes, until something else is shown."""
        self.show(fit(self.content_size.width))
        self._form_for = fit

    def on_resize(self) -> None:
        if (fit := self._form_for) is not None:
            self.show_fitted(fit)

    def show(self, content: RenderableType) -> None:
        """Show ``content`` (a string as plain text: hints name players); nothing is redrawn when it looks the
        same as what is shown."""
        self._form_for = None
        if isinstance(content, str):
            content = Text(content)
        key = text_key(content)
        if key is not None and key == self._key:
            return
        self._key = key
        self._shown_text = content if isinstance(content, Text) else None
        self._drawn = None
        self.update(content, layout=False)

    def forget_drawing(self, *, whole: bool) -> None:
        self._drawn = None  # a new text, style (a class, the theme) or size draws again

    def render_line(self, y: int) -> Strip:
        text = self._shown_text
        styles = self.styles
        # Each line is laid out across the whole width: that is what Textual draws unless the text block is
        # aligned in the box one way and its lines another (then Textual's own drawing).
        if text is None or styles.content_align_horizontal not in ("left", styles.text_align):
            return super().render_line(y)
        width, height = self.content_size
        if self._drawn is None or self._drawn[0] != (width, height):
            self._drawn = ((width, height), self._draw(text, width, height))
        lines = self._drawn[1]
        return lines[y] if y < len(lines) else Strip.blank(width)

    def _draw(self, text: Text, width: int, height: int) -> list[Strip]:
        styles = self.styles
        align = text.justify if text.justify in ("left", "center", "right") else styles.text_align
        valign = styles.content_align_vertical
        return text_strips(self.app.console, text, width, height, self.rich_style, align=align, valign=valign)


ROOMY_HEIGHT = 30
"""Screen lines from which the hint bar always keeps two lines."""


HINT_LINES = 2
"""The most lines the hint bar has."""


class HintBar(FixedText, RepaintedFirst):
    """A line under the table: what to do now, or why the highlighted card may not be played; a second line
    only while a hint is too long for one (the table gives up that line meanwhile)."""

    DEFAULT_CSS = """
    HintBar {
        height: 1;
        padding: 0 1;
        color: $text;
        background: $panel;
    }
    HintBar.-two-lines {
        height: 2;
    }
    HintBar.-refusal {
        color: $warning;
    }
    """

    _said: str | Text = ""
    _forms: tuple[str | Text, ...] = ("",)
    """The message and its shorter forms (``say``); ``_said`` is the one shown."""

    def say(self, text: str | Text, *, refusal: bool = False, shorter: tuple[str | Text, ...] = ()) -> None:
        """Show a message, or the first of its ``shorter`` forms that fits the bar's ``HINT_LINES`` where the
        message does not (else the last); refusals stand out."""
        self._forms = (text, *shorter)
        self.set_class(refusal, "-refusal")
        self._choose()
        self._fit()
        self._show_fitted()

    @property
    def said(self) -> str:
        """The message as shown: the form of it that fits (``say``)."""
        return self._said.plain if isinstance(self._said, Text) else self._said

    def _choose(self) -> None:
        """The form of the message shown at the bar's width."""
        width = self.content_size.width or max(1, self.size.width - 2)
        console = self.app.console
        for form in self._forms:
            text = form if isinstance(form, Text) else Text(form)
            if len(wrapped(console, citations_whole(console, text, width), width)) <= HINT_LINES:
                break
        self._said = form

    def _show_fitted(self) -> None:
        """The message, broken before a rule's citation that the line's end would cut in two."""
        text = self._said if isinstance(self._said, Text) else Text(self._said)
        width = self.content_size.width or max(1, self.size.width - 2)
        self.show(citations_whole(self.app.console, text, width))

    def hides_now(self) -> bool:
        """The hint is cleared (``RepaintedFirst``): at a hand-over, no frame may still show the last one's (a
        hint shown again unchanged is not repainted at all)."""
        return not (self._said.plain if isinstance(self._said, Text) else self._said)

    def _fit(self) -> None:
        """Two lines on a screen with room for them (``ROOMY_HEIGHT``), whatever the hint: the table then never
        moves as hints come and go, and a hint costs no new layout. On a low screen one line, or two while a
        hint is longer than the bar is wide (a new layout only when that changes)."""
        width = self.content_size.width or max(1, self.size.width - 2)
        length = self._said.cell_len if isinstance(self._said, Text) else Text(self._said).cell_len
        self.set_class(length > width or self.app.size.height >= ROOMY_HEIGHT, "-two-lines")

    def on_resize(self) -> None:
        self._choose()
        self._fit()
        self._show_fitted()


def totals_title(done: int, planned: int | None, width: int) -> str:
    """The totals' title over a box ``width`` columns wide inside (its padding of one column a side is where the
    top edge's corner and dash go, and a space either side of the title takes two more): "Stand na 3 van 20
    spellen", or where that is cut short "Stand 3/20" (and "Stand na 12" for "Stand na 12 spellen")."""
    if done == 0:
        return t("ui.totals_start")
    room = width - 2
    if planned:
        long, short = (
            t("ui.totals_planned", done=done, planned=planned),
            t("ui.totals_planned_short", done=done, planned=planned),
        )
    else:
        long, short = t("ui.totals", done=done), t("ui.totals_short", done=done)
    return long if len(long) <= room or width <= 0 else short


class TotalsPanel(Static):
    """The evening's running totals, highest first."""

    DEFAULT_CSS = """
    TotalsPanel {
        height: auto;
        border: round $panel-lighten-2;
        border-title-color: $text-muted;
        padding: 0 1;
    }
    """

    _first = True
    _shown: tuple[object, ...] = ()

    _drawn_width = 0
    """The width the names were shortened for (0: not yet laid out, the names whole)."""

    def show(self, names: list[str], totals: list[int], deals_done: int, planned: int | None) -> None:
        """Redraw the totals (nothing to do when they did not change)."""
        shown = (tuple(names), tuple(totals), deals_done, planned)
        if shown == self._shown:
            return
        self._shown = shown
        self._draw_totals(layout=self._first)
        self._first = False
        self._title()

    def _draw_totals(self, *, layout: bool) -> None:
        names, totals = list(self._shown[0]), list(self._shown[1])  # type: ignore[call-overload]
        width = self._drawn_width = self.content_size.width
        signs = [signed(total) for total in totals]
        # A space between a name and its total; a long name shortened as the seats' edges shorten it, so that no
        # two read alike ("Annemarie-L…" was Annemarie-Louise, -Louisa and -Lotte, five such names at 80 columns).
        if width:
            room = max(1, width - 1 - max(cell_len(sign) for sign in signs))
            names = list(names_apart(names, room, width=cell_len, ellipsis=plain("…", "...")))
        table = Table.grid(expand=True, padding=(0, 1))
        table.add_column(ratio=1, no_wrap=True, overflow="ellipsis")
        table.add_column(justify="right", no_wrap=True)
        for seat in sorted(range(len(names)), key=lambda s: -totals[s]):
            style = "green" if totals[seat] > 0 else "red" if totals[seat] < 0 else ""
            table.add_row(Text(names[seat]), Text(signs[seat], style=style))
        self.update(table, layout=layout)

    def on_resize(self) -> None:
        if self._shown and self.content_size.width != self._drawn_width:
            self._draw_totals(layout=False)
        self._title()

    def _title(self) -> None:
        if self._shown:
            _, _, deals_done, planned = self._shown
            self.border_title = totals_title(deals_done, planned, self.size.width)  # type: ignore[arg-type]


class DealLog(KeepsDrawing):
    """What happened in this deal, newest last; the wheel scrolls back.

    Not a ``RichLog``: a scrolling log changes its virtual size with every line and so costs the screen a new
    layout, and then a second frame to scroll to the end, after every card played. This box keeps its size,
    and a new line is drawn under the last one with nothing else redrawn. When the box is full it turns half
    a page: the newer half of the lines moves to the top, and the next lines fill the space below.
    """

    DEFAULT_CSS = """
    DealLog {
        height: 1fr;
        border: round $panel-lighten-2;
        border-title-color: $text-muted;
        padding: 0 1;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.texts: list[Text] = []
        """Every line of the deal, as written."""
        self._first = 0
        """The first wrapped line in view (the wheel moves it; a new line brings the last page back)."""
        self._page_first = 0
        """Where ``_first`` is when the box shows its newest page."""
        self._wrapped: tuple[int, list[Strip]] = (0, [])
        """The lines wrapped for a width, and that width."""
        self._style: object = None
        """The box's own style the lines were drawn in (the theme can change it)."""
        self._check_style = True
        """Whether to compare that style with the box's (after a refresh; reading it takes a while)."""
        self._blank: Strip | None = None
        """A blank line in the box's style (until the next whole refresh)."""

    def on_mount(self) -> None:
        self.border_title = t("ui.log")

    def tell(self, lines: Iterable[tuple[Text, bool]]) -> None:
        """Write ``lines``; a line that starts a new deal (its flag) clears the log first."""
        for line, new_deal in lines:
            if new_deal:
                self.restart()
            self.write(line)

    @property
    def recent(self) -> list[Text]:
        """The latest lines (at most 12)."""
        return self.texts[-12:]

    def write(self, line: Text) -> None:
        """Add one line at the bottom, in view."""
        self.texts.append(line)
        width, height = self.content_size
        if self._wrapped[0] != width or width <= 0 or height <= 0:
            self._wrapped = (0, [])
            self.refresh()
            return
        strips = self._wrapped[1]
        start = len(strips)
        strips.extend(self._wrap(line, width))
        if self._first != self._page_first or len(strips) - self._page_first > height:
            self._page_first = self._first = self._page(len(strips), height)
            self.refresh()
        else:  # only the new lines, under the last one (a region of the content, under the border)
            self.refresh(Region(0, start - self._first, width, len(strips) - start))

    @staticmethod
    def _page(count: int, height: int) -> int:
        """The first line in view of a box of ``height`` lines showing the newest of ``count`` lines: the top
        until the box is full, then turned by half pages."""
        if count <= height:
            return 0
        half = max(1, height // 2)
        return count - height + ((-(count - height)) % half)

    def restart(self) -> None:
        """An empty log (nothing is drawn again when it is empty already: cleared under the sheet)."""
        if not self.texts and self._first == 0:
            return
        self.texts.clear()
        self._wrapped = (0, [])
        self._first = self._page_first = 0
        self.refresh()

    @property
    def lines(self) -> list[Strip]:
        """Every line as wrapped for the box's width (what scrolls through it)."""
        return self._strips(self.content_size.width)

    def _wrap(self, line: Text, width: int) -> list[Strip]:
        return text_strips(self.app.console, line, width, None, self.rich_style)

    def forget_drawing(self, *, whole: bool) -> None:
        if whole:  # the lines stay; their style may have changed
            self._check_style = True
            self._blank = None

    def _strips(self, width: int) -> list[Strip]:
        if width <= 0:
            return []
        if self._check_style:
            self._check_style = False
            if self._style != self.rich_style:
                self._wrapped = (0, [])
        if self._wrapped[0] != width:
            self._style = self.rich_style
            self._wrapped = (width, [strip for line in self.texts for strip in self._wrap(line, width)])
            self._page_first = self._first = self._page(len(self._wrapped[1]), self.content_size.height)
        return self._wrapped[1]

    def render_line(self, y: int) -> Strip:
        width = self.content_size.width
        strips = self._strips(width)
        index = self._first + y
        if index < len(strips):
            return strips[index]
        # Most of a new deal's box is blank: its style is read once a drawing (reading it walks the screen).
        if self._blank is None or self._blank.cell_length != width:
            self._blank = Strip.blank(width, self.rich_style)
        return self._blank

    def _scroll(self, lines: int) -> None:
        self._strips(self.content_size.width)  # wraps the lines for this width first (and finds the newest page)
        first = max(0, min(self._page_first, self._first + lines))  # from the top to the newest page
        if first != self._first:
            self._first = first
            self.refresh()

    def on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        event.stop()
        self._scroll(-3)

    def on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        event.stop()
        self._scroll(3)

    def on_resize(self) -> None:
        self._wrapped = (0, [])
        self.refresh()
