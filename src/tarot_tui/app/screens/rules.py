"""The rules in the player's language, one chapter at a time, drawn as lines.

Opened at a rule (F1 on a hint or a refusal), the screen shows that rule's chapter (e.g. all of R9 for
R9.4.3) with the heading at the top; opened without one (the start screen), the guide's introduction with
the list of chapters. ``n`` and ``p`` turn to the next and previous chapter. ``a`` shows the whole guide, still
at the same rule. Both are drawn by Rich as lines, a section at a time between keys and frames, and shown by one
scrolling widget (``GuideLines``): Textual's Markdown viewer makes a widget of every paragraph, list item and
table cell, and took 0.3-1.3 s to turn a chapter (five seconds and more for the whole guide); Rich draws a chapter
in 7-60 ms.
"""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass
from pathlib import Path

from rich.console import Console
from rich.markdown import Markdown
from rich.segment import Segment
from rich.table import Table
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.events import Resize
from textual.geometry import Size
from textual.message import Message
from textual.screen import Screen
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from tarot_tui.i18n import current_language, t

from ..keys import CatalogueKeys
from ..routes import push_once
from ..widgets.keybar import BindingsBar

PACKAGE_DOCS = Path(__file__).resolve().parents[2] / "docs"
SOURCE_DOCS = Path(__file__).resolve().parents[4] / "docs"


def rules_path(lang: str) -> Path:
    """The rules document for ``lang``: shipped in the package, or the source tree's docs/ in development."""
    name = f"rules-{lang}.md"
    for folder in (PACKAGE_DOCS, SOURCE_DOCS):
        if (folder / name).is_file():
            return folder / name
    raise FileNotFoundError(name)


def heading_for(markdown: str, rule: str) -> str | None:
    """The text of the heading that starts with ``rule`` (e.g. "R9.4"), or None."""
    pattern = re.compile(rf"^#+\s+({re.escape(rule)}\s.*?)\s*$", re.MULTILINE)
    match = pattern.search(markdown)
    return match.group(1) if match else None


def chapter_starts(markdown: str) -> list[int]:
    """Where each chapter begins: 0 for the introduction (before the first ``## `` heading), then each
    ``## `` heading."""
    return [0] + [match.start() for match in re.finditer(r"^## ", markdown, re.MULTILINE)]


def chapter_text(markdown: str, index: int, contents: str = "") -> str:
    """Chapter ``index`` of ``chapter_starts`` under the guide's title (the table of contents needs a root);
    ``contents`` is added to the introduction (chapter 0)."""
    starts = chapter_starts(markdown)
    end = starts[index + 1] if index + 1 < len(starts) else len(markdown)
    body = markdown[starts[index] : end]
    if index == 0:
        return body.rstrip() + "\n\n" + contents
    title = markdown[: markdown.find("\n")] if markdown.startswith("# ") else ""
    return f"{title}\n\n{body}"


def chapter_index(markdown: str, rule: str) -> int | None:
    """The chapter that holds the heading of ``rule``; None when no heading starts with it."""
    match = re.search(rf"^#+\s+{re.escape(rule)}\s", markdown, re.MULTILINE)
    if match is None:
        return None
    return sum(1 for start in chapter_starts(markdown)[1:] if start <= match.start())


def contents_text(markdown: str) -> str:
    """The chapters as a Markdown list, with how to turn the pages (for the introduction)."""
    headings = re.findall(r"^## (.+?)\s*$", markdown, re.MULTILINE)
    lines = [f"## {t('rules.chapters')}", "", t("rules.browse"), ""]
    lines += [f"{number}. {heading}" for number, heading in enumerate(headings, start=1)]
    return "\n".join(lines) + "\n"


def chapter_for(markdown: str, rule: str) -> str | None:
    """The chapter (from its ``## `` heading to the next one) that holds the heading of ``rule``, under the
    guide's title so the table of contents has its root; None when no heading starts with ``rule``."""
    pattern = re.compile(rf"^#+\s+{re.escape(rule)}\s", re.MULTILINE)
    match = pattern.search(markdown)
    if match is None:
        return None
    start = markdown.rfind("\n## ", 0, match.start() + 3) + 1
    end = markdown.find("\n## ", match.end())
    title = markdown[: markdown.find("\n")] if markdown.startswith("# ") else ""
    return f"{title}\n\n" + markdown[start : end + 1 if end >= 0 else len(markdown)]


HEADING_RE = re.compile(r"^(#{1,6})\s+(.+?)\s*$", re.MULTILINE)


@dataclass(frozen=True)
class ContentsEntry:
    """A line of the guide's contents: a chapter to turn to, or a heading of the page shown to scroll to."""

    text: str
    level: int
    """0: a chapter (the guide's title for the introduction); 1 and on: a section of the page shown, indented."""
    chapter: int | None = None
    """The chapter the entry stands for (``chapter_starts``'s index); None for a section."""
    heading: str | None = None
    """The heading the entry scrolls to in the page shown; None for a chapter not shown (and the introduction)."""
    current: bool = False
    """The chapter shown."""


def contents_entries(markdown: str, chapter: int | None) -> list[ContentsEntry]:
    """The contents beside ``chapter`` of the guide: every chapter, the one shown with its sections under it (the
    introduction and a chapter of no sections are not left with an empty pane); for the whole guide (``chapter``
    None), every heading under the guide's title."""
    if chapter is None:
        return [ContentsEntry(text, len(marks) - 2, heading=text) for marks, text in HEADING_RE.findall(markdown)[1:]]
    title = markdown[2 : markdown.find("\n")] if markdown.startswith("# ") else ""
    names = [title, *re.findall(r"^## (.+?)\s*$", markdown, re.MULTILINE)]
    starts = [*chapter_starts(markdown), len(markdown)]
    entries: list[ContentsEntry] = []
    for index, name in enumerate(names):
        shown = index == chapter
        entries.append(ContentsEntry(name, 0, index, name if shown and index else None, shown))
        if shown and index:
            sections = HEADING_RE.findall(markdown[starts[index] : starts[index + 1]])
            entries += [ContentsEntry(text, len(marks) - 2, heading=text) for marks, text in sections if len(marks) > 2]
    return entries


RULE_NUMBER_RE = re.compile(r"^([A-Z]\d+(?:\.\d+)*)\s+(.+)$")
"""A heading's rule number and title ("R5 Vijf spelers en de geroepen koning", "W15 …", "O3 …")."""


def contents_prompt(entry: ContentsEntry) -> Text | Table:
    """An entry of the contents as its option shows it: indented by its level, the chapter shown in bold; a title
    too long for the pane wraps under itself (a hanging indent past the indent and the rule number), so that its
    second line is not read as another entry."""
    style = "bold" if entry.current else ""
    match = RULE_NUMBER_RE.match(entry.text)
    number, title = match.groups() if match else ("", entry.text)
    lead = "  " * entry.level + (number + " " if number else "")
    if not lead:
        return Text(title, style=style)
    grid = Table.grid()
    grid.add_column(no_wrap=True)
    grid.add_column(overflow="fold")
    grid.add_row(Text(lead, style=style), Text(title, style=style))
    return grid


@dataclass(frozen=True)
class GuidePage:
    """The whole guide drawn for one width: its lines, and the line each heading starts on."""

    width: int
    lines: list[Strip]
    headings: list[tuple[int, str, int]]
    """(level, text, line) of every heading, in order."""


def sections(markdown: str) -> list[tuple[int, str, str]]:
    """The guide cut before each heading: (level, heading text, the section's markdown); the text before the
    first heading has level 0."""
    found = list(HEADING_RE.finditer(markdown))
    out: list[tuple[int, str, str]] = []
    if not found or found[0].start() > 0:
        out.append((0, "", markdown[: found[0].start() if found else len(markdown)]))
    for index, match in enumerate(found):
        end = found[index + 1].start() if index + 1 < len(found) else len(markdown)
        out.append((len(match.group(1)), match.group(2), markdown[match.start() : end]))
    return out


def guide_console(width: int) -> Console:
    """The Rich console that draws the guide at ``width`` cells."""
    return Console(width=width, color_system="truecolor", force_terminal=True, legacy_windows=False)


def draw_section(console: Console, text: str) -> list[Strip]:
    """One section of the guide (a heading and what follows it) as lines."""
    options = console.options.update(width=console.width)
    return [Strip(Segment.simplify(line)) for line in console.render_lines(Markdown(text), options, pad=False)]


def add_section(page: GuidePage, level: int, heading: str, lines: list[Strip]) -> None:
    """Add a drawn section to ``page``: a blank line above each heading, as in the chapters."""
    if level:
        if page.lines:
            page.lines.append(Strip.blank(0))
        page.headings.append((level, heading, len(page.lines)))
    page.lines.extend(lines)


def draw_guide(markdown: str, width: int) -> GuidePage:
    """The whole guide as lines of ``width`` cells (Rich's Markdown), with where each heading is, at once."""
    console = guide_console(width)
    page = GuidePage(width, [], [])
    for level, heading, text in sections(markdown):
        add_section(page, level, heading, draw_section(console, text))
    return page


class GuideLines(ScrollView, can_focus=True):
    """A chapter or the whole guide as lines, drawn a section at a time between the app's other work (again when
    the width changes); scrolls by line."""

    DEFAULT_CSS = """
    GuideLines {
        height: 1fr;
        width: 1fr;
        padding: 0 1;
    }
    """

    BINDINGS = [
        Binding("up", "scroll_up", show=False),
        Binding("down", "scroll_down", show=False),
        Binding("pageup", "page_up", show=False),
        Binding("pagedown,space", "page_down", show=False),
        Binding("home", "scroll_home", show=False),
        Binding("end", "scroll_end", show=False),
    ]

    def __init__(self, markdown: str, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.markdown = markdown
        self.page: GuidePage | None = None
        """What is shown: the guide as far as it is drawn."""
        self.complete = False
        """The page shown is the whole guide."""
        self.slices = 0
        """Sections drawn, each in a turn of its own of the event loop."""
        self.target: str | None = None
        """A heading to scroll to once it is drawn."""
        self._drawing = 0
        """The width being drawn (0: none yet)."""

    def on_resize(self, event: Resize) -> None:
        # Once the layout has settled (the first resizes come while the contents list takes its width).
        self.call_after_refresh(self._draw_for_width)

    def show_text(self, markdown: str) -> None:
        """Show ``markdown`` instead (another chapter), from its top."""
        self.markdown, self.target = markdown, None
        self.page, self.complete, self._drawing = None, False, 0
        self.virtual_size = Size(self.virtual_size.width, 1)  # the loading line, until the chapter is drawn
        self.scroll_to(y=0, animate=False, force=True)
        self.refresh()
        self._draw_for_width()

    def _draw_for_width(self) -> None:
        # Drawn for the width left beside the vertical scrollbar (a chapter too short for one leaves its place).
        width = max(20, self.content_region.width - self.styles.scrollbar_size_vertical)
        if width != self._drawing and (self.page is None or self.page.width != width):
            self._drawing = width
            self.draw(width)

    @work(exclusive=True, group="guide")
    async def draw(self, width: int) -> None:
        """Draw the guide for ``width`` one section at a time, letting keys and frames through in between
        (a section takes a few milliseconds; a worker thread would slow every frame by holding the GIL); the
        page is shown when it is complete."""
        console = guide_console(width)
        page = GuidePage(width, [], [])
        top = self.target or self.top_heading()
        for level, heading, text in sections(self.markdown):
            add_section(page, level, heading, draw_section(console, text))
            self.slices += 1
            await asyncio.sleep(0)
        self._drawing = 0
        self._show(page, complete=True, top=top)

    def _show(self, page: GuidePage, *, complete: bool, top: str | None = None) -> None:
        self.page = page
        self.complete = complete
        self.virtual_size = Size(page.width, len(page.lines))
        self.refresh()
        target = self.target or top
        if target is not None:
            self.scroll_to_heading(target)
        if complete:
            self.post_message(GuideLines.Drawn())

    class Drawn(Message):
        """The whole guide has been drawn (again)."""

    def top_heading(self) -> str | None:
        """The heading of the section at the top of the view (kept across a redraw for a new width)."""
        if self.page is None:
            return None
        y = self.scroll_offset.y
        above = [text for _, text, line in self.page.headings if line <= y]
        return above[-1] if above else None

    def scroll_to_heading(self, heading: str) -> bool:
        """Put the line of ``heading`` at the top; False when it is not drawn yet (it is when it is)."""
        line = None if self.page is None else next((n for _, text, n in self.page.headings if text == heading), None)
        if line is None:
            self.target = heading  # not drawn yet: scrolled there when it is
            return False
        self.target = None
        below = line + self.scrollable_content_region.height  # a heading near the end still comes to the top
        if below > self.virtual_size.height:
            self.virtual_size = Size(self.virtual_size.width, below)
        self.scroll_to(y=line, animate=False, force=True)
        return True

    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width
        index = y + self.scroll_offset.y
        if self.page is None or index >= len(self.page.lines):
            if not self.complete and (self.page is None or index == len(self.page.lines)):
                return Strip([Segment(t("rules.loading"))]).adjust_cell_length(width).apply_style(self.rich_style)
            return Strip.blank(width, self.rich_style)
        x = self.scroll_offset.x
        base = self.rich_style
        return self.page.lines[index].crop(x, x + width).adjust_cell_length(width).apply_style(base)


class RulesScreen(CatalogueKeys, Screen[None]):
    """A chapter of the rules guide, or the whole guide, with its contents; ``rule`` scrolls to that section."""

    BINDINGS = [
        Binding("escape,q", "app.pop_screen", "key.back", id="back"),
        Binding("n", "turn(1)", "key.next_chapter", id="next"),
        Binding("p", "turn(-1)", "key.previous_chapter", id="previous"),
        Binding("t", "toggle_toc", "key.toc", id="toc"),
        Binding("a", "whole_guide", "key.all_rules", id="all"),
    ]

    DEFAULT_CSS = """
    /* An entry too long for the pane wraps under its own title, its rule number standing out to the left
       (``contents_prompt``); cut with an ellipsis, "R5 Vijf spelers en de geroepen koning" lost its last letter
       at 100 columns and most chapter titles theirs at 80. From 100 columns the pane is 44 wide, every chapter's
       title on one line in both languages (the text beside it 56 at 100); at 80 it keeps to 32 (40%), so that
       the text beside it keeps 48. The scrollbar's columns are kept whether it shows or not: the options' heights
       are reckoned once for the width they have, and a scrollbar coming with a longer page left a wrapped title's
       second line out ("R2 De kaarten en hun"). */
    RulesScreen #contents {
        width: 40;
        max-width: 40%;
        height: 1fr;
        scrollbar-gutter: stable;
    }
    RulesScreen.-wide #contents {
        width: 44;
        max-width: 44%;
    }
    """

    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]
    """From 100 columns the contents take 44 (``DEFAULT_CSS``)."""

    NARROW = 100
    """Below this width a rule opened by F1 gets the whole width; ``t`` brings the contents back."""

    def __init__(self, rule: str | None = None, *, whole: bool = False) -> None:
        super().__init__(id="rules-all" if whole else "rules")  # "a" swaps a chapter for the whole guide
        self.rule = rule
        self.markdown = rules_path(current_language()).read_text(encoding="utf-8")
        self.chapter: int | None = None
        """The chapter shown (see ``chapter_starts``), None for the whole guide."""
        self.shown = self.markdown
        """What the viewer shows: a chapter, or the whole guide."""
        if not whole:
            found = chapter_index(self.markdown, rule) if rule else None
            if found is not None or not rule:
                self._set_chapter(found or 0)

    def _set_chapter(self, index: int) -> None:
        self.chapter = index
        contents = contents_text(self.markdown) if index == 0 else ""
        self.shown = chapter_text(self.markdown, index, contents)

    def compose(self) -> ComposeResult:
        narrow = self.rule is not None and self.app.size.width < self.NARROW
        with Horizontal():
            contents = OptionList(*self._contents(), id="contents")
            contents.display = not narrow
            yield contents
            yield GuideLines(self.shown, id="guide")
        yield BindingsBar(id="keys")

    def _contents(self) -> list[Option]:
        """The contents beside what is shown (``contents_entries``), indented by level, the chapter shown in bold."""
        self.entries = contents_entries(self.markdown, self.chapter)  # option "h<i>" is self.entries[i]
        return [Option(contents_prompt(entry), id=f"h{index}") for index, entry in enumerate(self.entries)]

    def _highlight_current(self) -> None:
        """The chapter shown highlighted in the contents (where the cursor starts)."""
        current = next((index for index, entry in enumerate(self.entries) if entry.current), None)
        if current is not None:
            self.query_one("#contents", OptionList).highlighted = current

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "whole_guide":
            return self.shown is not self.markdown
        if action == "turn":
            step = parameters[0] if parameters else 1
            return self.chapter is not None and 0 <= self.chapter + int(str(step)) < len(chapter_starts(self.markdown))
        return True

    async def action_turn(self, step: int) -> None:
        """Show the next (1) or previous (-1) chapter."""
        if self.chapter is None or not 0 <= self.chapter + step < len(chapter_starts(self.markdown)):
            return
        self._turn_to(self.chapter + step)

    def _turn_to(self, chapter: int) -> None:
        """Show ``chapter`` from its top, with its contents."""
        self._set_chapter(chapter)
        self.rule = None
        self.query_one("#contents", OptionList).set_options(self._contents())
        self._highlight_current()
        self.query_one(GuideLines).show_text(self.shown)
        self.refresh_bindings()

    async def on_mount(self) -> None:
        self._highlight_current()
        self.query_one(GuideLines).focus()
        if self.rule:
            self.call_after_refresh(self.goto, self.rule)

    def goto(self, rule: str) -> bool:
        """Scroll to the section of ``rule``; False when there is none (the whole guide scrolls there once it
        is drawn)."""
        heading = heading_for(self.shown, rule)
        if heading is None:
            return False
        guide = self.query_one(GuideLines)
        guide.target = heading
        return guide.scroll_to_heading(heading)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """A line chosen in the contents: another chapter is turned to, a heading of the page shown scrolled to (the
        introduction's title: its top)."""
        entry = self.entries[int(str(event.option.id).removeprefix("h"))]
        guide = self.query_one(GuideLines)
        if entry.chapter is not None and not entry.current:
            self._turn_to(entry.chapter)
        elif entry.heading is not None:
            guide.scroll_to_heading(entry.heading)
        else:
            guide.scroll_home(animate=False)
        guide.focus()

    def action_whole_guide(self) -> None:
        """Show the whole guide instead of one chapter, at the same rule."""
        if self.shown is not self.markdown:
            push_once(self.app, RulesScreen(self.rule, whole=True))

    def action_toggle_toc(self) -> None:
        """Show or hide the table of contents."""
        contents = self.query_one("#contents", OptionList)
        contents.display = not contents.display
