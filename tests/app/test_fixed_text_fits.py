"""A line shown fitted (``FixedText.show_fitted``: the status line over the table) takes the form that fits its
width again whenever the width changes: it was fitted once per move, at the width of that moment (0 before the first
layout), so after a resize, or at a resumed table, it stayed cut until the next move."""

from __future__ import annotations

from rich.text import Text
from textual.app import App, ComposeResult

from tarot_tui.app.widgets.panels import FixedText


def forms(width: int) -> Text:
    return Text("the whole line, which is long" if not width or width >= 29 else "short")


class OneLine(App[None]):
    def compose(self) -> ComposeResult:
        yield FixedText(id="line")


async def test_a_fitted_line_takes_the_form_of_each_new_width() -> None:
    app = OneLine()
    async with app.run_test(size=(60, 3)) as pilot:
        line = app.query_one(FixedText)
        line.show_fitted(forms)
        await pilot.pause()
        assert line.render_line(0).text.strip() == "the whole line, which is long"
        await pilot.resize_terminal(20, 3)
        await pilot.pause()
        assert line.render_line(0).text.strip() == "short"
        await pilot.resize_terminal(60, 3)
        await pilot.pause()
        assert line.render_line(0).text.strip() == "the whole line, which is long"
        # Something else shown: no form comes back at the next width.
        line.show("a hint")
        await pilot.resize_terminal(20, 3)
        await pilot.pause()
        assert line.render_line(0).text.strip() == "a hint"
