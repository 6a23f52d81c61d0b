"""Text drawn by Rich straight into Textual strips, laid out as Textual lays it out.

The table's boxes are drawn again at nearly every move; Textual's own text pipeline takes two to three times as
long over the same text (``tests/app/test_fixed_text_drawing.py`` checks that the look is the same).
"""

from __future__ import annotations

from rich.console import Console
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.strip import Strip


def text_strips(
    console: Console, text: Text, width: int, height: int, style: Style, *, align: str = "left", valign: str = "top"
) -> list[Strip]:
    """``height`` lines of ``width`` cells: ``text`` wrapped, each line aligned by its own length (spaces that pad
    a line, as in the trick's card faces, are kept), the block placed top, middle or bottom (``valign``)."""
    pad = Style(bgcolor=style.bgcolor)
    strips = []
    for line in text.wrap(console, max(1, width), justify="default")[:height]:
        space = max(0, width - line.cell_len)
        left = space // 2 if align == "center" else space if align == "right" else 0
        segments = list(Segment.apply_style(line.render(console, end=""), style))
        if left:  # the spaces in the background's colour only, as Textual draws them (and exports them)
            segments.insert(0, Segment(" " * left, pad))
        strips.append(Strip(segments).adjust_cell_length(width, pad))
    space = height - len(strips)
    above = {"middle": space // 2, "bottom": space}.get(valign, 0)
    blank = Strip.blank(width, style)
    return [blank] * above + strips + [blank] * (space - above)
