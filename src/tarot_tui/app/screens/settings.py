"""Settings: language, hints, the computer players' pace, how cards look, and the default house rules."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import Button, Label, Select, Static, Switch

from tarot_tui.i18n import t
from tarot_tui.persistence import AppSettings, save_settings

from ..context import tarot_context
from ..key_hold import key_holder
from ..keys import CatalogueKeys
from ..widgets.form_scroll import FormScroll
from ..widgets.form_select import FormSelect
from ..widgets.keybar import BindingsBar
from ..widgets.player_rows import focus_by_line
from ..widgets.rules_form import FoldedHouseRules, HouseRulesForm

PACES = (0.0, 0.4, 0.8, 1.6)
STRENGTHS = (1.0, 2.0, 4.0)
SUIT_COLOURS = ("two", "four")
CARD_SYMBOLS = ("auto", "symbols", "ascii")


class SettingsScreen(CatalogueKeys, Screen[None]):
    """Edit and save the settings."""

    BINDINGS = [
        Binding("escape", "app.pop_screen", "key.back", id="back"),
        Binding("ctrl+s", "save", "key.save", id="save"),
        # Before the field's own keys: a closed drop-down opened on ↓/↑; an open one keeps its arrows.
        Binding("down", "line(1)", show=False, priority=True),
        Binding("up", "line(-1)", show=False, priority=True),
    ]

    AUTO_FOCUS = "#lang"
    """The first field has the focus when the screen comes up: Enter opens the language list and ↓ goes to the next
    field (the scroll had it: Enter did nothing, and a new player had to find Tab first)."""

    DEFAULT_CSS = """
    SettingsScreen VerticalScroll {
        padding: 0 2;
    }
    SettingsScreen .heading {
        text-style: bold;
        margin-top: 1;
    }
    SettingsScreen Horizontal {
        height: auto;
    }
    SettingsScreen Label {
        width: 40;
        padding: 0 1 0 0;
    }
    SettingsScreen Select {
        width: 1fr;
    }
    SettingsScreen #buttons {
        margin: 1 0;
    }
    SettingsScreen #buttons Button {
        margin-right: 2;
    }
    """

    def __init__(self) -> None:
        super().__init__(id="settings")

    def action_line(self, step: int) -> None:
        """↓ (``step`` 1) or ↑ (-1): the focus to the next or previous field, as Tab and Shift+Tab; the key goes
        on to an open list."""
        focus_by_line(self, step)

    def compose(self) -> ComposeResult:
        settings: AppSettings = tarot_context(self).settings
        with FormScroll():
            yield Static(t("ui.settings.title"), classes="heading")
            with Horizontal():
                yield Label(t("ui.settings.language"))
                yield FormSelect(
                    [("Nederlands", "nl"), ("English", "en")],
                    value=settings.lang,
                    allow_blank=False,
                    id="lang",
                    compact=True,
                )
            with Horizontal():
                yield Label(t("ui.settings.hints"))
                yield Switch(value=settings.hints, id="hints")
            with Horizontal():
                yield Label(t("ui.settings.auto_play"))
                yield Switch(value=settings.auto_play_forced, id="auto-play")
            with Horizontal():
                yield Label(t("ui.settings.every_move"))
                yield Switch(value=settings.tell_every_move, id="every-move")
            with Horizontal():
                yield Label(t("ui.settings.review"))
                yield Switch(value=settings.review, id="review")
            with Horizontal():
                yield Label(t("ui.settings.pace"))
                options = [(t(f"ui.pace.{index}"), index) for index in range(len(PACES))]
                current = min(range(len(PACES)), key=lambda i: abs(PACES[i] - settings.bot_pace))
                yield FormSelect(options, value=current, allow_blank=False, id="pace", compact=True)
            with Horizontal():
                yield Label(t("ui.settings.strength"))
                options = [(t(f"ui.strength.{index}"), index) for index in range(len(STRENGTHS))]
                current = min(range(len(STRENGTHS)), key=lambda i: abs(STRENGTHS[i] - settings.bot_strength))
                yield FormSelect(options, value=current, allow_blank=False, id="strength", compact=True)
            with Horizontal():
                yield Label(t("ui.settings.suit_colours"))
                looks = [(t(f"ui.settings.suit_colours.{value}"), value) for value in SUIT_COLOURS]
                yield FormSelect(looks, value=settings.suit_colours, allow_blank=False, id="suit-colours", compact=True)
            with Horizontal():
                yield Label(t("ui.settings.card_symbols"))
                symbols = [(t(f"ui.settings.card_symbols.{value}"), value) for value in CARD_SYMBOLS]
                yield FormSelect(
                    symbols, value=settings.card_symbols, allow_blank=False, id="card-symbols", compact=True
                )
            yield FoldedHouseRules(settings.rules, title=t("ui.settings.house_rules"), hold=key_holder(self.app))
            with Horizontal(id="buttons"):
                yield Button(t("ui.settings.save"), id="save", variant="primary")
                yield Button(t("ui.setup.cancel"), id="cancel")
        yield BindingsBar(id="keys")

    @on(Button.Pressed, "#save")
    def action_save(self) -> None:
        """Save, apply and go back."""
        # A copy of the settings in force, so that settings this form does not show are kept.
        update = {
            "lang": self.query_one("#lang", Select).value,
            "hints": self.query_one("#hints", Switch).value,
            "auto_play_forced": self.query_one("#auto-play", Switch).value,
            "tell_every_move": self.query_one("#every-move", Switch).value,
            "review": self.query_one("#review", Switch).value,
            "bot_pace": PACES[int(self.query_one("#pace", Select).value)],  # type: ignore[arg-type]
            "bot_strength": STRENGTHS[int(self.query_one("#strength", Select).value)],  # type: ignore[arg-type]
            "rules": self.query_one(HouseRulesForm).rules,
            "suit_colours": self.query_one("#suit-colours", Select).value,
            "card_symbols": self.query_one("#card-symbols", Select).value,
        }
        settings = AppSettings.model_validate({**tarot_context(self).settings.model_dump(), **update})
        save_settings(settings)
        tarot_context(self).apply_settings(settings)

    @on(Button.Pressed, "#cancel")
    def _cancel(self) -> None:
        self.app.pop_screen()
