"""The rules in the player's language, in Textual's Markdown viewer, opened at a rule when asked.

Opened at a rule (F1 on a hint or a refusal), the screen shows that rule's chapter (e.g. all of R9 for
R9.4.3) with the heading at the top: a chapter renders in well under a second, the whole guide takes
several. ``a`` then shows the whole guide, still at the same rule.
"""

from __future__ import annotations

import re
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, MarkdownViewer

from tarot_tui.i18n import current_language

from ..keys import translate_bindings

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


class RulesScreen(Screen[None]):
    """The whole rules guide with its table of contents; ``rule`` scrolls to that section."""

    BINDINGS = [
        Binding("escape,q", "app.pop_screen", "key.back", id="back"),
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
        chapter = chapter_for(self.markdown, rule) if rule and not whole else None
        self.shown = chapter or self.markdown
        """What the viewer shows: the rule's chapter, or the whole guide."""

    def compose(self) -> ComposeResult:
        narrow = self.rule is not None and self.app.size.width < self.NARROW
        yield MarkdownViewer(self.shown, show_table_of_contents=not narrow, id="viewer")
        yield Footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "whole_guide":
            return self.shown is not self.markdown
        return True

    async def on_mount(self) -> None:
        translate_bindings(self)
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
