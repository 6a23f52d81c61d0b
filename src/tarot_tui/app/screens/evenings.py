"""The saved evenings that are not finished, newest first: any of them can be resumed (one over but never closed,
left on its last deal's score page, is marked so, and opens at its closing sheet).

Each is shown with its players, when it was last played, how many deals were played and the standings. The
list scrolls (↑↓, Page Up/Down, Home/End) and Enter resumes the highlighted evening; the screen answers with
that evening's file, or None on Escape. An evening open in another window (another terminal or browser tab) is
listed with a line that says so and cannot be picked. Reading the file and any problem with it stay with the
start screen.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from tarot_tui.i18n import t

from ..keys import CatalogueKeys
from ..widgets.evening_lines import evening_option
from ..widgets.keybar import KeyBar

if TYPE_CHECKING:
    from tarot_tui.persistence import SavedEveningInfo


class EveningsScreen(CatalogueKeys, Screen[Path | None]):
    """Pick the evening to resume among the unfinished ones."""

    BINDINGS = [Binding("escape", "back", "key.back", id="back")]

    DEFAULT_CSS = """
    EveningsScreen {
        align-horizontal: center;
    }
    EveningsScreen #evenings-title {
        width: 100%;
        max-width: 90;
        text-style: bold;
        padding: 1 1 0 1;
    }
    EveningsScreen #evenings-help {
        width: 100%;
        max-width: 90;
        color: $text-muted;
        padding: 0 1 1 1;
    }
    EveningsScreen OptionList {
        width: 100%;
        max-width: 90;
        height: 1fr;
        margin-bottom: 1;
    }
    """

    def __init__(self, evenings: list[SavedEveningInfo]) -> None:
        super().__init__(id="evenings")
        self.evenings = list(evenings)

    def compose(self) -> ComposeResult:
        yield Static(t("evenings.title"), id="evenings-title")
        yield Static(t("evenings.help"), id="evenings-help")
        options: list[Option | None] = []
        for index, info in enumerate(self.evenings):
            if index:
                options.append(None)  # a rule between two evenings
            options.append(Option(evening_option(info), id=str(index), disabled=info.open_elsewhere))
        yield OptionList(*options, id="evenings-list")
        yield KeyBar(id="keys")

    def on_mount(self) -> None:
        self.query_one(KeyBar).show([("↑↓ ⏎", t("key.choose"), ""), ("Esc", t("key.back"), "back")])
        options = self.query_one(OptionList)
        free = [index for index, info in enumerate(self.evenings) if not info.open_elsewhere]
        options.highlighted = options.get_option_index(str(free[0])) if free else None
        options.focus()

    @on(OptionList.OptionSelected)
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            self.dismiss(self.evenings[int(event.option.id)].path)

    def action_back(self) -> None:
        """Back to the start screen, nothing resumed."""
        self.dismiss(None)
