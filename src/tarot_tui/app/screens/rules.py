"""The rules in the player's language, in Textual's Markdown viewer, opened at a rule when asked."""

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


class RulesScreen(Screen[None]):
    """The whole rules guide with its table of contents; ``rule`` scrolls to that section."""

    BINDINGS = [
        Binding("escape,q", "app.pop_screen", "key.back", id="back"),
        Binding("t", "toggle_toc", "key.toc", id="toc"),
    ]

    def __init__(self, rule: str | None = None) -> None:
        super().__init__(id="rules")
        self.rule = rule
        self.markdown = rules_path(current_language()).read_text(encoding="utf-8")

    def compose(self) -> ComposeResult:
        yield MarkdownViewer(self.markdown, show_table_of_contents=True, id="viewer")
        yield Footer()

    async def on_mount(self) -> None:
        translate_bindings(self)
        if self.rule:
            self.call_after_refresh(self.goto, self.rule)

    def goto(self, rule: str) -> bool:
        """Scroll to the section of ``rule``; False when there is none."""
        from textual._slug import slug

        heading = heading_for(self.markdown, rule)
        if heading is None:
            return False
        return self.query_one(MarkdownViewer).document.goto_anchor(slug(heading))

    def action_toggle_toc(self) -> None:
        """Show or hide the table of contents."""
        viewer = self.query_one(MarkdownViewer)
        viewer.show_table_of_contents = not viewer.show_table_of_contents
