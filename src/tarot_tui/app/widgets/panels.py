"""Side panels: the running totals, the deal log, and the hint bar under the table."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rich.console import RenderableType
from rich.table import Table
from rich.text import Text
from textual.widgets import RichLog, Static

from tarot_tui.i18n import t


def text_key(content: RenderableType) -> object | None:
    """What a text looks like, to compare with what is shown; None for other renderables (always redrawn)."""
    if isinstance(content, str):
        return content
    if isinstance(content, Text):
        return (content.plain, tuple(content.spans), str(content.style), content.justify, content.end)
    return None


class FixedText(Static):
    """Text in a box whose size does not depend on it (no layout on update), redrawn only when it changes:
    the table is pushed down to its widgets after every move, and most of them show the same as before."""

    _key: object | None = None

    def show(self, content: RenderableType) -> None:
        """Show ``content`` (a string as plain text: hints name players); nothing is redrawn when it looks the
        same as what is shown."""
        if isinstance(content, str):
            content = Text(content)
        key = text_key(content)
        if key is not None and key == self._key:
            return
        self._key = key
        self.update(content, layout=False)


class HintBar(FixedText):
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

    def say(self, text: str | Text, *, refusal: bool = False) -> None:
        """Show a message; refusals stand out."""
        self._said = text
        self.show(text)
        self.set_class(refusal, "-refusal")
        self._fit()

    def _fit(self) -> None:
        """One line, or two for a hint longer than the bar is wide (a new layout only when that changes)."""
        width = self.content_size.width or max(1, self.size.width - 2)
        length = self._said.cell_len if isinstance(self._said, Text) else Text(self._said).cell_len
        self.set_class(length > width, "-two-lines")

    def on_resize(self) -> None:
        self._fit()


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

    def show(self, names: list[str], totals: list[int], deals_done: int, planned: int | None) -> None:
        """Redraw the totals (nothing to do when they did not change)."""
        shown = (tuple(names), tuple(totals), deals_done, planned)
        if shown == self._shown:
            return
        self._shown = shown
        table = Table.grid(expand=True)
        table.add_column(ratio=1)
        table.add_column(justify="right")
        for seat in sorted(range(len(names)), key=lambda s: -totals[s]):
            style = "green" if totals[seat] > 0 else "red" if totals[seat] < 0 else ""
            table.add_row(Text(names[seat]), Text(f"{totals[seat]:+d}", style=style))
        self.update(table, layout=self._first)
        self._first = False
        if deals_done == 0:
            self.border_title = t("ui.totals_start")
        elif planned:
            self.border_title = t("ui.totals_planned", done=deals_done, planned=planned)
        else:
            self.border_title = t("ui.totals", done=deals_done)


class DealLog(RichLog):
    """What happened in this deal, newest last."""

    DEFAULT_CSS = """
    DealLog {
        height: 1fr;
        border: round $panel-lighten-2;
        border-title-color: $text-muted;
        padding: 0 1;
        scrollbar-size-vertical: 0;  /* the wheel still scrolls; a bar would be redrawn with every line */
    }
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.recent: list[Text] = []
        """The latest lines (at most 12), for the curtain to repeat to the next person."""

    def on_mount(self) -> None:
        self.border_title = t("ui.log")

    def tell(self, lines: Iterable[tuple[Text, bool]]) -> None:
        """Write ``lines``; a line that starts a new deal (its flag) clears the log first."""
        for line, new_deal in lines:
            if new_deal:
                self.restart()
            self.write(line)
            self.recent.append(line)
        del self.recent[:-12]

    def restart(self) -> None:
        """An empty log."""
        self.clear()
        self.recent.clear()
