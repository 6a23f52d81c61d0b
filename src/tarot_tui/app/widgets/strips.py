"""Text drawn by Rich straight into Textual strips, laid out as Textual lays it out.

The table, the hand, the status line, the hint and the log are drawn again at nearly every move; Textual's own
text pipeline takes two to three times as long over the same text (``tests/app/test_fixed_text_drawing.py``
checks that the look is the same).
"""

from __future__ import annotations

import re

from rich.console import Console
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.strip import Strip

from ..textual_compat import RefreshHook


class KeepsDrawing(RefreshHook):
    """A widget that draws its own lines (``render_line``) and keeps them until a refresh says they changed."""

    def forget_drawing(self, *, whole: bool) -> None:
        """Drop what was drawn: ``whole`` when all of it may look new (a style, the theme), else a part of it
        (the regions refreshed, which the widget redraws itself)."""


def text_strips(
    console: Console,
    text: Text,
    width: int,
    height: int | None,
    style: Style,
    *,
    align: str = "left",
    valign: str = "top",
) -> list[Strip]:
    """``height`` lines of ``width`` cells (None: as many as the text takes): ``text`` wrapped, each line aligned
    by its own length (spaces that pad a line, as in the trick's card faces, are kept), the block placed top,
    middle or bottom (``valign``)."""
    pad = Style(bgcolor=style.bgcolor)
    strips = []
    lines = wrapped(console, text, width)
    for line in lines if height is None else lines[:height]:
        space = max(0, width - line.cell_len)
        left = space // 2 if align == "center" else space if align == "right" else 0
        # The line's own style (a whole line in bold, say) lies over the box's and under its spans.
        base = style + console.get_style(line.style) if line.style else style
        segments = list(Segment.apply_style(line.render(console, end=""), base))
        if left:  # the spaces in the background's colour only, as Textual draws them (and exports them)
            segments.insert(0, Segment(" " * left, pad))
        strips.append(Strip(segments).adjust_cell_length(width, pad))
    space = 0 if height is None else height - len(strips)
    above = {"middle": space // 2, "bottom": space}.get(valign, 0)
    blank = Strip.blank(width, style)
    return [blank] * above + strips + [blank] * (space - above)


def wrapped(console: Console, text: Text, width: int) -> list[Text]:
    """``text`` wrapped to ``width`` cells as it is drawn (lines not yet aligned; not to be changed by the caller:
    a text that fits is the text itself, as Rich's wrap would copy it, most lines drawn being one that fits; of a
    text of several lines only those that do not fit are wrapped), never inside a rule's citation."""
    plain = text.plain
    if "\t" in plain or text.no_wrap:
        return list(text.wrap(console, max(1, width), justify="default"))
    if "\n" not in plain:
        return [text] if text.cell_len <= width else _citations_whole(console, text, width)[1]
    # Rich wraps line by line: only the lines that do not fit are wrapped (a page's lines mostly fit).
    lines: list[Text] = []
    for line in text.split("\n", allow_blank=True):
        if line.cell_len <= width:
            lines.append(line)
        else:
            lines.extend(_citations_whole(console, line, width)[1])
    return lines


CITATION = re.compile(r"\(\S+ R\d[\d.]*\)")
"""A rule's citation: "(regel R9.4.3)", "(rule R9.4.3)"."""


def citations_whole(console: Console, text: Text, width: int) -> Text:
    """``text`` with a line break before each citation that wrapping at ``width`` cells would cut in two (its
    words go to the next line together); the text itself when none would be. For a text that Textual draws too
    (the hint line), so that both drawings break it alike."""
    return _citations_whole(console, text, width)[0]


def _citations_whole(console: Console, text: Text, width: int) -> tuple[Text, list[Text]]:
    """``citations_whole``, and the text's lines wrapped at ``width`` with their citations whole."""
    for _ in range(text.plain.count("(") + 1):
        lines = list(text.wrap(console, max(1, width), justify="default"))
        plain = text.plain
        if "(" not in plain:
            return text, lines
        whole = iter([m.group() for line in lines for m in CITATION.finditer(line.plain)])
        seen = next(whole, None)
        cut = None
        for match in CITATION.finditer(plain):  # the citations drawn whole are some of the text's, in order
            if match.group() == seen:
                seen = next(whole, None)
            else:
                cut = match.start()
                break
        if cut is None or cut == 0 or plain[cut - 1] != " ":
            return text, lines
        before, _space, after = text.divide([cut - 1, cut])
        text = Text("\n").join([before, after])
    return text, list(text.wrap(console, max(1, width), justify="default"))
