"""FixedText draws its text with Rich straight into strips (``FixedText.render_line``): it must look exactly as
Textual's own drawing of the same text would, character by character and colour by colour, in the table's
text boxes (the status line, the hint) at both sizes."""

from __future__ import annotations

import random

import pytest
from harness import fast_forward, make_app, new_evening, settle
from hypothesis import given, settings
from hypothesis import strategies as st
from textual.geometry import Region
from textual.strip import Strip

from tarot_tui.app.table.screen import TableScreen
from tarot_tui.app.widgets.panels import FixedText
from tarot_tui.engine import Phase

Cell = tuple[str, object, object, bool, bool, bool]


def _cells(strips: list[Strip]) -> list[list[Cell]]:
    """Each line as (character, colour, background, bold, underline, reverse) per cell; a plain space's colour
    is left out (it shows nothing)."""
    lines = []
    for strip in strips:
        cells: list[Cell] = []
        for segment in strip:
            style = segment.style
            for char in segment.text:
                lined, reverse = bool(style and style.underline), bool(style and style.reverse)
                colour = style.color if style and (char != " " or lined or reverse) else None
                cells.append(
                    (char, colour, style.bgcolor if style else None, bool(style and style.bold), lined, reverse)
                )
        lines.append(cells)
    return lines


def _both(widget: FixedText) -> tuple[list[list[Cell]], list[list[Cell]]]:
    region = Region(0, 0, widget.size.width, widget.size.height)
    widget._styles_cache.clear()
    ours = _cells(widget.render_lines(region))
    shown = widget._shown_text
    widget._shown_text = None  # Textual's own drawing of the same content
    widget._styles_cache.clear()
    theirs = _cells(widget.render_lines(region))
    widget._shown_text = shown
    widget._styles_cache.clear()
    return ours, theirs


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_every_box_of_the_table_looks_as_textual_draws_it(size: tuple[int, int]) -> None:
    app = make_app(5)
    async with app.run_test(size=size) as pilot:
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"], ["human", "beginner", "beginner", "beginner"])
        rng = random.Random(5)
        compared = 0
        for tricks in (0, 2, 5):  # the bidding is over; cards on the table; later in the deal
            fast_forward(evening, lambda deal, n=tricks: deal.phase is Phase.TRICKS and len(deal.tricks) >= n, rng)
            table = TableScreen(evening)
            await app.push_screen(table)
            await settle(pilot)
            for widget in table.query(FixedText):
                if widget._shown_text is None or not widget.size.area:
                    continue
                ours, theirs = _both(widget)
                for y, (a, b) in enumerate(zip(ours, theirs, strict=True)):
                    diff = [(x, p, q) for x, (p, q) in enumerate(zip(a, b, strict=True)) if p != q]
                    assert not diff, (widget.id, y, diff[:3])
                compared += 1
            app.pop_screen()
            await settle(pilot)
        assert compared >= 3 * 2  # the status line and the hint, each time (the table draws its own places)


def test_a_whole_line_in_a_style_keeps_it() -> None:
    """A line whose text carries its own style (the log's bold deal line, its dim passes) is drawn in it, over
    the box's style and under the styles of its parts, with or without such parts."""
    from rich.console import Console
    from rich.style import Style
    from rich.text import Text

    from tarot_tui.app.widgets.strips import text_strips

    box = Style(color="white", bgcolor="black")
    plain = Text("Cees past.", style="dim")
    (strip,) = text_strips(Console(width=40), plain, 30, None, box)
    words = [segment for segment in strip if segment.text.strip()]
    assert words and all(s.style is not None and s.style.dim and s.style.bgcolor == box.bgcolor for s in words)
    parts = Text("Spel 1: Anna deelt.", style="bold")
    parts.stylize("red", 0, 4)
    (strip,) = text_strips(Console(width=40), parts, 30, None, box)
    styles = {segment.text: segment.style for segment in strip if segment.text.strip()}
    assert all(style is not None and style.bold and style.bgcolor == box.bgcolor for style in styles.values())
    assert styles["Spel"].color is not None and styles["Spel"].color.name == "red"
    assert styles[" 1: Anna deelt."].color is not None and styles[" 1: Anna deelt."].color.name == "white"


def _lines(lines: list[object]) -> list[tuple[str, list[object]]]:
    from rich.console import Console
    from rich.text import Text

    console = Console(width=80)
    out = []
    for line in lines:
        assert isinstance(line, Text)
        out.append((line.plain, [(s.text, s.style) for s in line.render(console, end="")]))
    return out


@settings(max_examples=300, deadline=None)
@given(
    words=st.lists(st.text(alphabet="ab ♠♥東\t\n", min_size=0, max_size=12), min_size=1, max_size=5),
    width=st.integers(min_value=1, max_value=40),
    styled=st.booleans(),
)
def test_wrapped_lines_are_riches_wrap(words: list[str], width: int, styled: bool) -> None:
    """``strips.wrapped`` takes a short cut for a line that fits (also each line of a text of several): the lines are
    the ones Rich's wrap makes."""
    from rich.console import Console
    from rich.text import Text

    from tarot_tui.app.widgets.strips import wrapped

    text = Text(style="bold" if styled else "", justify="center" if styled else None)
    for index, word in enumerate(words):
        text.append(word, style="red" if index % 2 else "")
    console = Console(width=80)
    assert _lines(wrapped(console, text, width)) == _lines(list(text.wrap(console, width, justify="default")))
