"""The key bar: the keys that work right now, as one line; a click on one does what the key does.

Its own module: the start screen's first frame needs it, and nothing else of the side panels.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.strip import Strip
from textual.widgets import Static

from .strips import KeepsDrawing, text_strips


class KeyBar(KeepsDrawing, Static):
    """The keys that work right now, as one line; a click on one does what the key does. Cheaper than a
    Footer: it redraws one line instead of composing (and recomposing) a widget per key."""

    DEFAULT_CSS = """
    KeyBar {
        dock: bottom;
        height: 1;
        background: $footer-background;
        color: $footer-foreground;
        padding: 0 1;
    }
    """

    _shown: tuple[tuple[str, str, str], ...] = ()
    _spans: tuple[tuple[int, int, str], ...] = ()
    _text: Text | None = None
    _drawn: Strip | None = None
    """The line drawn by Rich (``strips.text_strips``), until the next refresh: it changes at every hand-over."""

    def show(self, keys: list[tuple[str, str, str]]) -> None:
        """Show (key, what it does, the screen's action a click runs: "" for none) triples; nothing is redrawn
        when they did not change."""
        shown = tuple(keys)
        if shown == self._shown:
            return
        self._shown = shown
        text = Text(no_wrap=True, overflow="ellipsis")  # one line: what does not fit ends in "…"
        spans = []
        for key, label, action in shown:
            start = text.cell_len
            text.append(f" {key} ", style="bold reverse")
            text.append(f"{label}")
            spans.append((start, text.cell_len, action))
            text.append("  ")
        self._spans = tuple(spans)
        self._text = text
        self.update(text, layout=False)

    def forget_drawing(self, *, whole: bool) -> None:
        self._drawn = None

    def render_line(self, y: int) -> Strip:
        if self._text is None:
            return super().render_line(y)
        if self._drawn is None:
            width = self.content_size.width
            self._drawn = text_strips(self.app.console, self._text, width, 1, self.rich_style)[0]
        return self._drawn

    async def on_click(self, event: events.Click) -> None:
        x = event.x - self.styles.padding.left
        for start, end, action in self._spans:
            if start <= x < end and action:
                event.stop()
                await self.screen.run_action(action)
                return
