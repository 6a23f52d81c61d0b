"""A new evening: how many players, their names and seats, the evening's length, house rules, first dealer."""

from __future__ import annotations

import random
import re
from typing import Literal

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Collapsible, Footer, Input, Label, RadioButton, RadioSet, Select, Static

from tarot_tui.engine import draw_first_dealer
from tarot_tui.i18n import t
from tarot_tui.persistence.players import MAX_NAME, names_problem
from tarot_tui.persistence.saves import SeatKind

from ..context import tarot_context
from ..keys import CatalogueKeys
from ..routes import OpenTable
from ..widgets.form_select import FormSelect
from ..widgets.player_rows import SEAT_KINDS, chosen_players, player_name, show_seat_rows
from ..widgets.rules_form import HouseRulesForm

MAX_DEALS = 200
"""The longest evening a save holds (``EveningSave.deals_planned``)."""


def deals_planned(text: str) -> int | Literal["bad"] | None:
    """The evening's length typed in the form: None when left empty (open-ended), 1 to ``MAX_DEALS``, or
    ``"bad"`` for anything else (a sign alone, letters, thousands of digits); never raises."""
    token = text.strip()
    if not token:
        return None
    if not re.fullmatch(r"[0-9]{1,4}", token):
        return "bad"
    value = int(token)
    return value if 1 <= value <= MAX_DEALS else "bad"


class FormScroll(VerticalScroll, can_focus=False):
    """The form's scrolling column: not a stop of its own for Tab (the fields scroll it into view)."""


class SetupScreen(CatalogueKeys, Screen[None]):
    """The form for a new evening."""

    BINDINGS = [
        Binding("escape", "app.pop_screen", "key.back", id="back"),
        Binding("ctrl+s", "start", "key.start", id="start"),
    ]

    AUTO_FOCUS = "#name-0"
    """The first name has the focus as soon as the form is composed: letters typed while the form is still
    being set up (the first one of a session imports the engine) reach it, rather than going nowhere until
    ``on_mount`` focuses it ("Fien" became "ien")."""

    DEFAULT_CSS = """
    SetupScreen VerticalScroll {
        padding: 0 2;
    }
    SetupScreen .heading {
        text-style: bold;
        margin-top: 1;
    }
    SetupScreen .row {
        height: auto;
    }
    SetupScreen .row Input {
        width: 24;
        margin-right: 2;
    }
    SetupScreen .row Select {
        width: 30;
    }
    SetupScreen .row Label {
        width: 10;
        padding: 0 1 0 0;
    }
    /* The field being filled in stands out without colour too (NO_COLOR, the ASCII look): bold, underlined. */
    SetupScreen Input:focus {
        text-style: bold underline;
    }
    SetupScreen Select:focus-within > SelectCurrent {
        text-style: bold underline;
    }
    SetupScreen #count {
        layout: horizontal;
        height: auto;
        width: auto;
    }
    SetupScreen #deals {
        width: 24;
    }
    SetupScreen #dealer {
        width: 40;
    }
    SetupScreen #error {
        color: $error;
        margin-top: 1;
    }
    SetupScreen #buttons {
        height: auto;
        margin: 1 0;
    }
    SetupScreen #buttons Button {
        margin-right: 2;
    }
    """

    def __init__(self) -> None:
        super().__init__(id="setup")

    def compose(self) -> ComposeResult:
        settings = tarot_context(self).settings
        with FormScroll():
            yield Static(t("ui.setup.title"), classes="heading")
            yield Static(t("ui.setup.players"), classes="heading")
            with RadioSet(id="count"):
                yield RadioButton("3", id="count-3")
                yield RadioButton("4", id="count-4", value=True)
                yield RadioButton("5", id="count-5")
            yield Static(t("ui.setup.seats"), classes="heading")
            kinds = [(t(f"ui.seat.{kind}"), kind) for kind in SEAT_KINDS]
            for seat in range(5):
                with Horizontal(classes="row", id=f"row-{seat}"):
                    yield Label(t("ui.setup.seat", number=seat + 1))
                    yield Input(
                        value=t("ui.default_name", number=seat + 1),
                        max_length=MAX_NAME,
                        id=f"name-{seat}",
                        compact=True,
                    )
                    yield FormSelect(kinds, value="human", allow_blank=False, id=f"kind-{seat}", compact=True)
            yield Static(t("ui.setup.deals"), classes="heading")
            yield Input(placeholder=t("ui.setup.open_ended"), type="integer", id="deals", compact=True)
            yield Static(t("ui.setup.first_dealer"), classes="heading")
            yield FormSelect([(t("ui.setup.draw"), "draw")], value="draw", allow_blank=False, id="dealer", compact=True)
            with Collapsible(title=t("ui.setup.house_rules"), collapsed=True):
                yield HouseRulesForm(settings.rules, id="house-rules")
            yield Static("", id="error")
            with Horizontal(id="buttons"):
                yield Button(t("ui.setup.start"), id="start", variant="primary")
                yield Button(t("ui.setup.cancel"), id="cancel")
        yield Footer()

    def on_mount(self) -> None:
        self._update_rows()
        self.query_one("#name-0", Input).focus()

    @property
    def players(self) -> int:
        """The chosen number of players."""
        return chosen_players(self)

    @on(RadioSet.Changed, "#count")
    @on(Input.Changed, ".row Input")
    def _update_rows(self) -> None:
        n = self.players
        show_seat_rows(self, n)
        dealer = self.query_one("#dealer", Select)
        current = dealer.value
        options: list[tuple[str | Text, str]] = [(t("ui.setup.draw"), "draw"), (t("ui.setup.random_dealer"), "random")]
        options += [(Text(self._player_name(seat) or str(seat + 1)), str(seat)) for seat in range(n)]
        dealer.set_options(options)
        values = [value for _, value in options]
        dealer.value = current if current in values else "draw"

    def _player_name(self, seat: int) -> str:
        return player_name(self, seat)

    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        """Check the form and start the evening."""
        from tarot_tui.evening import Evening

        n = self.players
        names = [self._player_name(seat) for seat in range(n)]
        error = self.query_one("#error", Static)
        problem = names_problem(names)
        if problem is not None:
            error.update(t(f"ui.setup.error_{problem[1]}_name", number=problem[0] + 1, most=MAX_NAME))
            self.query_one(f"#name-{problem[0]}", Input).focus()
            return
        deals = deals_planned(self.query_one("#deals", Input).value)
        if deals == "bad":
            error.update(t("ui.setup.error_deals"))
            self.query_one("#deals", Input).focus()
            return
        rules = self.query_one(HouseRulesForm).rules
        seats: list[SeatKind] = [self.query_one(f"#kind-{seat}", Select).value for seat in range(n)]  # type: ignore[misc]
        rng: random.Random = tarot_context(self).rng
        choice = self.query_one("#dealer", Select).value
        draw = None
        if choice == "draw":
            first, draw = draw_first_dealer(n, rng)
        elif choice == "random":
            first = rng.randrange(n)
        else:
            first = int(str(choice))
        evening = Evening.new(names, seats, rules=rules, first_dealer=first, deals_planned=deals, draw=draw, rng=rng)
        self.post_message(OpenTable(evening, replace=True, draw=draw is not None))

    @on(Button.Pressed, "#cancel")
    def _cancel(self) -> None:
        self.app.pop_screen()
