"""The Textual application: thin; it holds the settings and pushes the start screen."""

from __future__ import annotations

import random
from pathlib import Path

from textual.app import App
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Static

from tarot_tui.i18n import set_language, t
from tarot_tui.persistence import AppSettings, load_settings

from .keys import translate_bindings

MIN_WIDTH = 80
MIN_HEIGHT = 24


class TooSmallScreen(ModalScreen[None]):
    """Covers everything while the terminal is smaller than 80×24."""

    DEFAULT_CSS = """
    TooSmallScreen {
        align: center middle;
        background: $background;
    }
    TooSmallScreen Static {
        width: auto;
        text-align: center;
    }
    """

    def compose(self):  # type: ignore[no-untyped-def]
        yield Static(t("ui.too_small", width=MIN_WIDTH, height=MIN_HEIGHT), id="too-small")


class TarotApp(App[int]):
    """French Tarot at one laptop."""

    TITLE = "tarot-tui"
    CSS_PATH = "tarot.tcss"
    BINDINGS = [Binding("ctrl+q", "quit", "key.quit", id="quit", priority=True)]
    ENABLE_COMMAND_PALETTE = False

    def __init__(
        self,
        *,
        settings: AppSettings | None = None,
        lang: str | None = None,
        rng: random.Random | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings or load_settings()
        if lang in ("nl", "en"):
            self.settings = self.settings.model_copy(update={"lang": lang})
        set_language(self.settings.lang)
        self.rng = rng or random.Random()
        self._too_small: TooSmallScreen | None = None

    def on_mount(self) -> None:
        from .screens.start import StartScreen

        translate_bindings(self)
        self.push_screen(StartScreen())
        self._check_size()

    def on_resize(self) -> None:
        self._check_size()

    def _check_size(self) -> None:
        width, height = self.size
        small = width < MIN_WIDTH or height < MIN_HEIGHT
        if small and self._too_small is None:
            self._too_small = TooSmallScreen()
            self.push_screen(self._too_small)
        elif not small and self._too_small is not None:
            screen, self._too_small = self._too_small, None
            if screen in self.screen_stack:
                screen.dismiss(None)

    def action_rules(self, rule: str | None = None) -> None:
        """Open the rules, at ``rule`` when given."""
        from .screens.rules import RulesScreen

        self.push_screen(RulesScreen(rule))

    def apply_settings(self, settings: AppSettings) -> None:
        """Use new settings; a language change redraws the start screen in that language."""
        from .screens.start import StartScreen

        language_changed = settings.lang != self.settings.lang
        self.settings = settings
        set_language(settings.lang)
        if language_changed:
            while len(self.screen_stack) > 1:
                self.pop_screen()
            self.push_screen(StartScreen())
        else:
            self.pop_screen()

    async def action_quit(self) -> None:
        """Quit; asks first when a deal is in progress (it is saved either way)."""
        from .screens.dialogs import ConfirmScreen
        from .screens.table import TableScreen

        in_deal = any(isinstance(s, TableScreen) and s.evening.current is not None for s in self.screen_stack)
        if not in_deal:
            self.exit(0)
            return

        def answer(yes: bool | None) -> None:
            if yes:
                self.exit(0)

        self.push_screen(ConfirmScreen(t("ui.quit_title"), t("ui.quit_body")), answer)


def docs_dir() -> Path:
    """Where the rules documents are."""
    from .screens.rules import rules_path

    return rules_path("nl").parent
