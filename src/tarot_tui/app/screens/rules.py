"""The rules in the player's language, in Textual's Markdown viewer, one chapter at a time.

Opened at a rule (F1 on a hint or a refusal), the screen shows that rule's chapter (e.g. all of R9 for
R9.4.3) with the heading at the top; opened without one (the start screen), the guide's introduction with
the list of chapters. ``n`` and ``p`` turn to the next and previous chapter. A chapter renders in well under
a second, the whole guide in two to three (the UI waits meanwhile): ``a`` shows it, still at the same rule.
"""

from __future__ import annotations

import re
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, MarkdownViewer

from tarot_tui.i18n import current_language, t

from ..keys import CatalogueKeys

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


class RulesScreen(CatalogueKeys, Screen[None]):
    """The whole rules guide with its table of contents; ``rule`` scrolls to that section."""

    BINDINGS = [
        Binding("escape,q", "app.pop_screen", "key.back", id="back"),
        Binding("n", "turn(1)", "key.next_chapter", id="next"),
        Binding("p", "turn(-1)", "key.previous_chapter", id="previous"),
        Binding("t", "toggle_toc", "key.toc", id="toc"),
        Binding("a", "whole_guide", "key.all_rules", id="all"),
    ]

    DEFAULT_CSS = """
    RulesScreen MarkdownTableOfContents {
        max-width: 45%;
    }
    """

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
        yield MarkdownViewer(self.shown, show_table_of_contents=not narrow, id="viewer")
        yield Footer()

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
        self._set_chapter(self.chapter + step)
        self.rule = None
        viewer = self.query_one(MarkdownViewer)
        await viewer.document.update(self.shown)
        viewer.scroll_home(animate=False)
        self.refresh_bindings()

    async def on_mount(self) -> None:
        if self.rule:
            self.call_after_refresh(self.goto, self.rule)

    def goto(self, rule: str) -> bool:
        """Scroll to the section of ``rule``; False when there is none."""
        from textual._slug import slug

        heading = heading_for(self.shown, rule)
        if heading is None:
            return False
        return self.query_one(MarkdownViewer).document.goto_anchor(slug(heading))

    def action_whole_guide(self) -> None:
        """Show the whole guide instead of one chapter, at the same rule."""
        if self.shown is not self.markdown:
            self.app.switch_screen(RulesScreen(self.rule, whole=True))

    def action_toggle_toc(self) -> None:
        """Show or hide the table of contents."""
        viewer = self.query_one(MarkdownViewer)
        viewer.show_table_of_contents = not viewer.show_table_of_contents
