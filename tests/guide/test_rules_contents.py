"""The rules guide's contents pane lists the guide's chapters on every page, the page shown with its sections under
it: on the introduction and "Notatie en woorden" it was empty (a page's own headings only) while it took 40 of 100
columns. Choosing another chapter turns to it; choosing a section scrolls to it."""

from __future__ import annotations

import re

import pytest
from harness import make_app, screen_text, settle
from textual.widgets import OptionList

from tarot_tui.app.screens.rules import GuideLines, RulesScreen, chapter_starts, contents_entries, rules_path
from tarot_tui.i18n import set_language


def _chapters(markdown: str) -> list[str]:
    return re.findall(r"^## (.+?)\s*$", markdown, re.MULTILINE)


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_every_page_lists_every_chapter_and_its_own_sections(lang: str) -> None:
    markdown = rules_path(lang).read_text(encoding="utf-8")
    chapters = _chapters(markdown)
    title = markdown[2 : markdown.find("\n")]
    for page in range(len(chapter_starts(markdown))):
        entries = contents_entries(markdown, page)
        tops = [entry for entry in entries if entry.level == 0]
        assert [entry.text for entry in tops] == [title, *chapters]
        assert [entry.current for entry in tops] == [index == page for index in range(len(tops))]
        assert [entry.chapter for entry in tops] == list(range(len(tops)))
        # the page's own sections follow its entry, one level in, each scrolling to its heading
        start = entries.index(tops[page])
        own = entries[start + 1 : start + 1 + sum(1 for e in entries if e.level > 0)]
        assert all(entry.level > 0 and entry.heading == entry.text for entry in own)
    r9 = 1 + next(index for index, chapter in enumerate(chapters) if chapter.startswith("R9 "))
    sections = [entry.text for entry in contents_entries(markdown, r9) if entry.level > 0]
    assert sections[0].startswith("R9.1 ") and sum(text.startswith("R9.") for text in sections) >= 8
    assert not [entry for entry in contents_entries(markdown, 0) if entry.level > 0]  # the introduction: none


def test_the_whole_guide_lists_every_heading() -> None:
    markdown = rules_path("nl").read_text(encoding="utf-8")
    entries = contents_entries(markdown, None)
    headings = [m.group(2) for m in re.finditer(r"^(#{2,6})\s+(.+?)\s*$", markdown, re.MULTILINE)]
    assert [entry.heading for entry in entries] == headings
    assert all(entry.chapter is None for entry in entries)


@pytest.mark.parametrize("size", [(100, 30), (80, 24)])
async def test_the_first_two_pages_show_the_contents(size: tuple[int, int]) -> None:
    app = make_app()
    async with app.run_test(size=size) as pilot:
        screen = RulesScreen()
        await app.push_screen(screen)
        await settle(pilot)
        chapters = _chapters(screen.markdown)
        for page in (0, 1):
            assert screen.chapter == page
            contents = screen.query_one("#contents", OptionList)
            assert contents.display and contents.option_count >= len(chapters) + 1
            text = screen_text(app)
            assert chapters[0] in text and chapters[2][:20] in text, text
            await pilot.press("n")
            await settle(pilot)


async def test_choosing_a_chapter_in_the_contents_turns_to_it() -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = RulesScreen()
        await app.push_screen(screen)
        await settle(pilot)
        contents = screen.query_one("#contents", OptionList)
        target = next(i for i, entry in enumerate(screen.entries) if entry.chapter == 5)
        contents.highlighted = target
        contents.action_select()
        await settle(pilot)
        assert screen.chapter == 5
        guide = screen.query_one(GuideLines)
        assert guide.markdown == screen.shown and _chapters(screen.markdown)[4] in screen.shown
        current = [i for i, entry in enumerate(screen.entries) if entry.current]
        assert current == [contents.highlighted]
        section = next(i for i, entry in enumerate(screen.entries) if entry.level > 0)
        contents.highlighted = section
        contents.action_select()
        await settle(pilot)
        assert screen.chapter == 5 and guide.top_heading() == screen.entries[section].heading


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_the_guide_at_80x24_keeps_its_key_bar_on_one_line_and_its_text_readable(lang: str) -> None:
    """Every key on one line at 80 columns, "p" too once there is a page before (Dutch took two lines:
    "Volgend hoofdstuk", "Vorig hoofdstuk"); the text beside the contents at least 44 columns wide."""
    set_language(lang)
    app = make_app(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = RulesScreen()
        await app.push_screen(screen)
        await settle(pilot)
        for _ in range(3):
            assert screen.query_one(GuideLines).size.width >= 44
            assert screen.query_one("#contents").display
            assert screen.query_one("#keys").size.height == 1, screen_text(app)
            await pilot.press("n")
            await settle(pilot)
            await pilot.pause()


async def _contents_lines(pilot, screen: RulesScreen) -> list[str]:  # type: ignore[no-untyped-def]
    """Every line of the contents pane as the screen shows it (scrolled through a pane's height at a time), without
    the options' padding column and the scrollbar."""
    contents = screen.query_one("#contents", OptionList)
    region = contents.scrollable_content_region
    total = contents.virtual_size.height
    lines: dict[int, str] = {}
    top = 0
    while top < total:
        contents.scroll_to(y=top, animate=False, immediate=True)
        await settle(pilot)
        offset = round(contents.scroll_offset.y)
        shown = screen_text(pilot.app).splitlines()[region.y : region.bottom]
        for number, line in enumerate(shown):
            lines[offset + number] = line.ljust(region.right)[region.x : region.right].rstrip()
        top += region.height
    return [lines[number] for number in range(total)]


def _read_entries(lines: list[str], leads: list[str]) -> list[str]:
    """The entries read back from the pane's lines, given where each starts (``leads``: its indent and rule number):
    a line that starts with the next entry's lead opens it, and a line indented exactly as far as its title goes on
    with it (a wrapped title)."""
    read: list[str] = []
    lead = ""
    for line in lines:
        if len(read) < len(leads) and line.startswith(leads[len(read)]) and line[len(leads[len(read)]) :][:1] != " ":
            lead = leads[len(read)]
            read.append(line)
        else:
            assert read and line.startswith(" " * len(lead)) and line[len(lead)] != " ", (line, read[-1:])
            read[-1] += " " + line[len(lead) :]
    return read


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
async def test_every_title_in_the_contents_reads_whole(size: tuple[int, int], lang: str) -> None:
    """Each entry of the contents, on every page, reads whole: where the pane is too narrow its title wraps under
    itself, past its rule number, never cut ("R5 Vijf spelers en de geroepen koni…" at 100 columns, most chapter
    titles at 80), and not so that its second line reads as an entry of its own. From 100 columns every chapter's
    title keeps to one line."""
    set_language(lang)
    app = make_app(lang=lang)
    async with app.run_test(size=size) as pilot:
        screen = RulesScreen()
        await app.push_screen(screen)
        await settle(pilot)
        for page in range(len(chapter_starts(screen.markdown))):
            assert screen.chapter == page
            lines = await _contents_lines(pilot, screen)
            assert not [line for line in lines if "…" in line], lines
            leads = []
            for entry in screen.entries:
                match = re.match(r"([A-Z]\d+(?:\.\d+)*) ", entry.text)
                leads.append("  " * entry.level + (match.group(1) + " " if match else ""))
            wanted = ["  " * entry.level + entry.text for entry in screen.entries]
            assert _read_entries(lines, leads) == wanted, "\n".join(lines)
            if size[0] >= 100:
                for entry in screen.entries:
                    assert entry.level > 0 or entry.text in lines, (entry.text, lines)
            await pilot.press("n")
            await settle(pilot)
