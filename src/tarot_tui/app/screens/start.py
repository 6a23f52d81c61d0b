"""The start screen: new evening, resume the saved one, rules, settings, quit.

Its first frame needs only Textual and the message catalogue; the saved evenings are looked for after it
(``scan_saves``), which loads pydantic and the engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Button, Footer, Static

from tarot_tui.i18n import t

from ..app import tarot_app
from ..keys import translate_bindings

if TYPE_CHECKING:
    from tarot_tui.persistence import SavedEveningInfo, SaveError

TITLE_ART = """\
 ████ ████ ████  ███  ████
  ██  █  █ █  █ █   █  ██
  ██  ████ ████ █   █  ██
  ██  █  █ █ █   ███   ██   ♠ ♥ ♦ ♣"""


class MenuButton(Button, inherit_css=False):
    """A Button styled by only the rules of Button's DEFAULT_CSS that the menu uses (the default style, compact,
    the default and primary variants; their focus, hover, press and disabled looks; ansi colours), copied from
    Textual 8.2.8's Button.

    Textual parses every widget class's DEFAULT_CSS afresh in each process, and Button's (every variant, flat
    and ansi styles) took about 4 ms of the start screen's first frame to parse, more to match against seven
    buttons: a sixth of it. Later screens use Button itself; the start screen's snapshot tests keep the look.
    """

    DEFAULT_CSS = """
    MenuButton:ansi.-style-default {
        border: tall $border-blurred;
        background: ansi_default;
        &:disabled {
            text-opacity: 1;
            text-style: bold dim;
            border: tall $border-blurred !important;
            background: ansi_default !important;
            pointer: not-allowed;
            &:hover {
                background: ansi_default;
            }
        }
        &:hover {
            background: $ansi-background;
            border: tall $border;
        }
        &.-active {
            background: $ansi-background !important;
            border: blank $background !important;
            tint: transparent;
        }
        &.-primary {
            color: $primary;
            border: tall $primary;
            background: ansi_default;
            &:hover {
                background: $ansi-background;
            }
        }
    }
    MenuButton {
        width: auto;
        min-width: 16;
        height: auto;
        line-pad: 1;
        text-align: center;
        content-align: center middle;
        pointer: pointer;
        &.-style-default {
            text-style: bold;
            color: $button-foreground;
            background: $surface;
            border: none;
            border-top: tall $surface-lighten-1;
            border-bottom: tall $surface-darken-1;
            &.-textual-compact {
                border: none !important;
            }
            &:disabled {
                text-opacity: 0.6;
                pointer: not-allowed;
            }
            &:focus {
                text-style: $button-focus-text-style;
                background-tint: $foreground 5%;
            }
            &:hover {
                border-top: tall $surface;
                background: $surface-darken-1;
            }
            &.-active {
                background: $surface;
                border-bottom: tall $surface-lighten-1;
                border-top: tall $surface-darken-1;
                tint: $background 30%;
            }
            &.-primary {
                color: $button-color-foreground;
                background: $primary;
                border-top: tall $primary-lighten-3;
                border-bottom: tall $primary-darken-3;
                &:hover {
                    background: $primary-darken-2;
                    border-top: tall $primary;
                }
                &.-active {
                    background: $primary;
                    border-bottom: tall $primary-lighten-3;
                    border-top: tall $primary-darken-3;
                }
            }
        }
    }
    """


class StartScreen(Screen[None]):
    """The first screen."""

    BINDINGS = [
        Binding("n", "new", "key.new", id="new"),
        Binding("o", "guided", "key.guided", id="guided"),
        Binding("v", "resume", "key.resume", id="resume"),
        Binding("k", "keeper", "key.keeper", id="keeper"),
        Binding("r", "app.rules", "key.rules", id="rules"),
        Binding("i", "settings", "key.settings", id="settings"),
        Binding("q", "app.quit", "key.quit", id="quit"),
        Binding("up", "app.focus_previous", show=False),
        Binding("down", "app.focus_next", show=False),
    ]

    DEFAULT_CSS = """
    StartScreen {
        align: center middle;
    }
    StartScreen > Static, StartScreen > MenuButton {
        width: 70;
    }
    StartScreen #art {
        color: $accent;
        margin-bottom: 1;
    }
    StartScreen #subtitle {
        color: $text-muted;
        margin-bottom: 1;
    }
    StartScreen MenuButton {
        margin-bottom: 0;
    }
    StartScreen #saved, StartScreen #problems {
        margin-top: 1;
        color: $text-muted;
    }
    StartScreen #problems {
        color: $warning;
    }
    """

    def __init__(self) -> None:
        super().__init__()
        self.resumable: SavedEveningInfo | None = None
        self.problems: list[SaveError] = []

    def compose(self) -> ComposeResult:
        # One column, 70 wide, centred by the screen's align (no container: one widget less to lay out and draw).
        yield Static(TITLE_ART, id="art")
        yield Static(t("ui.subtitle"), id="subtitle")
        yield MenuButton(t("ui.menu.new"), id="new", variant="primary", compact=True)
        yield MenuButton(t("ui.menu.guided"), id="guided", compact=True)
        yield MenuButton(t("ui.menu.resume"), id="resume", compact=True, disabled=True)  # until a save is found
        yield MenuButton(t("ui.menu.keeper"), id="keeper", compact=True)
        yield MenuButton(t("ui.menu.rules"), id="rules", compact=True)
        yield MenuButton(t("ui.menu.settings"), id="settings", compact=True)
        yield MenuButton(t("ui.menu.quit"), id="quit", compact=True)
        yield Static("", id="saved")
        yield Static("", id="problems")
        yield Footer()

    def on_mount(self) -> None:
        translate_bindings(self)
        self.query_one("#new", Button).focus()

    def on_screen_resume(self) -> None:
        if tarot_app(self).ready:
            self.scan_soon()
        # else the app calls scan_soon once it is ready: at start-up, the first frame is composed inside
        # Textual's start-up batch and never written, and a scan after it would hold up the one that is.

    def scan_soon(self) -> None:
        """Look for saved evenings after the next frame: the menu is on the terminal before pydantic and the
        engine are imported and the saves replayed. The resume row is there from the first frame, disabled
        until a save is found, so nothing moves."""
        self.refresh()  # a frame to wait for, even when nothing changed
        self.call_after_refresh(self.scan_saves)

    def scan_saves(self) -> None:
        """Find the evening to resume; report saves that could not be read (they were moved aside), and settings
        that could not be used."""
        if not self.is_attached or not self.is_current:
            return  # closed or covered since the scan was asked for; a later resume scans again
        from tarot_tui.persistence import list_evenings

        settings_problem = tarot_app(self).check_settings()
        infos, errors = list_evenings()
        self.problems.extend(errors)
        self.resumable = next((i for i in infos if i.kind == "game" and not i.finished), None)
        resume = self.query_one("#resume", Button)
        resume.disabled = self.resumable is None
        saved = self.query_one("#saved", Static)
        if self.resumable is not None:
            info = self.resumable
            saved.update(t("ui.saved_evening", names=", ".join(info.names), deals=info.deals))
        else:
            saved.update("")
        problems = self.query_one("#problems", Static)
        lines = [settings_problem] if settings_problem else []
        lines += [t("ui.save_broken", reason=str(err), path=str(err.path or "")) for err in self.problems[-3:]]
        if lines:
            problems.update("\n".join(lines))
        else:
            problems.update("")

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        actions = {
            "new": self.action_new,
            "guided": self.action_guided,
            "resume": self.action_resume,
            "keeper": self.action_keeper,
            "rules": self.app.action_rules,  # type: ignore[attr-defined]
            "settings": self.action_settings,
            "quit": self.app.exit,
        }
        if event.button.id in actions:
            actions[event.button.id]()

    def action_new(self) -> None:
        """Set up a new evening."""
        from .setup import SetupScreen

        self.app.push_screen(SetupScreen())

    def action_guided(self) -> None:
        """A practice deal that explains every step (the oefenpotje)."""
        from .guided import GuidedTableScreen, lesson_evening

        self.app.push_screen(GuidedTableScreen(lesson_evening()))

    def action_resume(self) -> None:
        """Resume the saved evening at the same card."""
        from tarot_tui.evening import Evening

        from .table import TableScreen

        if self.resumable is None:
            self.scan_saves()  # pressed before the saves were read
        if self.resumable is None:
            self.app.bell()
            return
        try:
            evening = Evening.load(self.resumable.path)
        except SaveError as err:
            self.problems.append(err)
            self.scan_saves()
            return
        self.app.push_screen(TableScreen(evening))

    def action_keeper(self) -> None:
        """Keep the scores of an evening played with real cards."""
        from .keeper import KeeperSetupScreen

        self.app.push_screen(KeeperSetupScreen())

    def action_settings(self) -> None:
        """Language, hints, pace, house rules."""
        from .settings import SettingsScreen

        self.app.push_screen(SettingsScreen())
