"""The deal log: a box of fixed size whose new lines are drawn under the last one (no layout, no scrolling of
the whole box at every card), turning half a page when full; the wheel scrolls back."""

from __future__ import annotations

from harness import LayoutCounter, screen_text
from rich.text import Text
from textual import events
from textual.app import App, ComposeResult

from tarot_tui.app.widgets.panels import DealLog


class _SpyLog(DealLog):
    """Counts the refreshes of the whole box (without a region)."""

    whole = 0

    def refresh(self, *regions, **kwargs):  # type: ignore[no-untyped-def]
        if not regions:
            self.whole += 1
        return super().refresh(*regions, **kwargs)


class _LogApp(App[None]):
    CSS = "DealLog { height: 12; width: 30; }"  # 10 lines inside the border

    def compose(self) -> ComposeResult:
        yield _SpyLog(id="log")


def _shown(log: DealLog) -> list[str]:
    """The log's lines as they are on the screen (the screen as exported: what the terminal was sent)."""
    lines = screen_text(log.app).splitlines()  # type: ignore[arg-type]
    inner = log.content_region
    return [line[inner.x : inner.right].rstrip() for line in lines[inner.y : inner.bottom]]


def test_the_page_turns_by_halves() -> None:
    page = DealLog._page
    assert [page(n, 10) for n in (0, 1, 10)] == [0, 0, 0]  # until the box is full: from the top
    assert page(11, 10) == 5  # one too many: the newer half goes to the top (lines 5..10 shown, 4 empty)
    assert page(15, 10) == 5  # then the space below fills
    assert page(16, 10) == 10
    for count in range(11, 200):
        first = page(count, 10)
        assert count - 10 <= first < count - 10 + 5  # the newest line is always in view, at least 6 shown


async def test_new_lines_are_drawn_alone_until_the_page_turns() -> None:
    app = _LogApp()
    async with app.run_test() as pilot:
        log = app.query_one(DealLog)
        await pilot.pause()
        layouts = LayoutCounter(app.screen)
        assert isinstance(log, _SpyLog)
        whole = log.whole
        for number in range(40):
            log.write(Text(f"line {number}"))
            await pilot.pause()
            shown = _shown(log)
            assert f"line {number}" in shown  # the newest line is in view
            assert shown[: shown.index(f"line {number}") + 1] == [
                f"line {n}" for n in range(number + 1 - shown.index(f"line {number}") - 1, number + 1)
            ]  # in order, with nothing missing above it
        assert layouts.count == 0
        # The page turned at lines 10, 15, 20, 25, 30 and 35; every other line was drawn alone.
        assert log.whole - whole == 6
        assert [strip.text.rstrip() for strip in log.lines] == [f"line {n}" for n in range(40)]


async def test_long_lines_wrap_and_the_wheel_scrolls_back() -> None:
    app = _LogApp()
    async with app.run_test() as pilot:
        log = app.query_one(DealLog)
        await pilot.pause()
        log.tell([(Text("Anna speelt een hele lange zin die niet op een regel past"), False)])
        log.tell([(Text(f"regel {n}"), False) for n in range(20)])
        await pilot.pause()
        assert len(log.lines) > 21  # the long line took more than one line
        assert "regel 19" in _shown(log)
        for _ in range(10):  # the wheel, turned up over the log
            log.post_message(events.MouseScrollUp(log, 2, 2, 0, -1, 0, False, False, False))
        await pilot.pause()
        assert _shown(log)[0].startswith("Anna speelt")  # back at the start
        log.write(Text("nieuw"))  # a new line brings the newest page back
        await pilot.pause()
        assert "nieuw" in _shown(log)
        log.tell([(Text("nieuw spel"), True)])  # a new deal clears the log
        await pilot.pause()
        assert _shown(log)[0] == "nieuw spel" and log.recent == [log.texts[0]]
