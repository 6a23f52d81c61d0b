"""A new evening: how many players, their names and seats, the evening's length, house rules, first dealer."""

from __future__ import annotations

import random
import re
from typing import TYPE_CHECKING, Literal

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.suggester import SuggestFromList
from textual.widgets import Button, Input, Label, Select, Static

from tarot_tui.engine import draw_first_dealer
from tarot_tui.i18n import LANGS, default_name_number, t
from tarot_tui.persistence.saves import MAX_DEALS, SeatKind
from tarot_tui.web_policy import LOWEST_PHONE_PORT, phones_port

if TYPE_CHECKING:
    from tarot_tui.persistence import SavedEveningInfo

from ..context import tarot_context
from ..key_hold import key_holder
from ..keys import CatalogueKeys
from ..routes import OpenTable, ask
from ..widgets.evening_lines import remembered_line, remembered_names
from ..widgets.form_scroll import FormScroll
from ..widgets.form_select import FormSelect
from ..widgets.keybar import BindingsBar
from ..widgets.player_rows import (
    PHONE,
    SEAT_KINDS,
    CountSet,
    KindSelect,
    PlayerRowsForm,
    name_field,
    phones_available,
    seat_choices,
    seat_kind_key,
    seat_of_choice,
)
from ..widgets.rules_form import FoldedHouseRules, HouseRulesForm
from ..widgets.toggles import RadioTick


def computer_names() -> list[str]:
    """The names computer players get, in the player's language (the catalogue's ``bot.names``)."""
    return [name.strip() for name in t("bot.names").split(",") if name.strip()]


def known_computer_names() -> frozenset[str]:
    """Computer players' names in every language: a seat of an evening in another language switched to a person
    drops any of them (a Dutch evening's "Sjef" stayed the name of a person in an English form)."""
    return frozenset(name.strip() for lang in LANGS for name in t("bot.names", lang).split(",") if name.strip())


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


class SetupScreen(CatalogueKeys, PlayerRowsForm):
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
    SetupScreen #seats-help {
        color: $text-muted;
    }
    SetupScreen #deals {
        width: 24;
    }
    SetupScreen #phones-host {
        width: 40;
    }
    SetupScreen #phones-port {
        width: 10;
    }
    SetupScreen #phones-address {
        height: auto;
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

    def __init__(self, recent: list[SavedEveningInfo] | None = None) -> None:
        super().__init__(id="setup")
        self.recent = list(recent or [])
        """The saved evenings, newest first: the newest one's table is offered again, and the names of all of
        them are suggested while typing."""
        last = self.recent[0] if self.recent else None
        # A numbered name ("Speler 2") of the last evening is no person's: the seat starts with no name typed, its
        # numbered name in this form's language in grey (a Dutch "Speler 2" stayed in an English evening beside
        # "Player 4").
        self.start_names: list[str] = [
            "" if default_name_number(name) is not None else name for name in (last.names if last else [])
        ]
        self.start_kinds: list[str] = [k if k in SEAT_KINDS else "human" for k in last.seats] if last else []
        if len(self.start_kinds) != len(self.start_names):
            self.start_kinds = ["human"] * len(self.start_names)
        self._kinds: dict[int, str] = dict(enumerate(self.start_kinds))
        """Each seat's kind as last seen (a change of kind may rename the seat)."""
        self._given: dict[int, str] = {seat: self._start_seat(seat)[0] for seat in range(5)}
        """The name the form itself put in each seat (the last evening's, a computer's, or none: the numbered name in
        grey): any other name was typed, and stays when the seat's kind changes."""

    def compose(self) -> ComposeResult:
        settings = tarot_context(self).settings
        with FormScroll():
            yield Static(t("ui.setup.title"), classes="heading")
            yield Static(t("ui.setup.players"), classes="heading")
            count = len(self.start_names) if 3 <= len(self.start_names) <= 5 else 4
            with CountSet(id="count"):
                yield RadioTick("3", id="count-3", value=count == 3)
                yield RadioTick("4", id="count-4", value=count == 4)
                yield RadioTick("5", id="count-5", value=count == 5)
            yield Static(t("ui.setup.seats"), classes="heading")
            kind_key = seat_kind_key(web=self.app.is_web)
            seats_help = t("ui.setup.seats_help", kind_key=kind_key) + "\n" + t("ui.setup.seats_typing")
            yield Static(seats_help, id="seats-help", markup=False)
            phones = phones_available()
            kinds = seat_choices(phones=phones)
            remembered = remembered_names(self.recent)
            suggester = SuggestFromList(remembered, case_sensitive=False) if remembered else None
            for seat in range(5):
                name, kind = self._start_seat(seat)
                with Horizontal(classes="row", id=f"row-{seat}"):
                    yield Label(t("ui.setup.seat", number=seat + 1))
                    yield name_field(seat, name, suggester)
                    yield KindSelect(kinds, value=kind, id=f"kind-{seat}")
            if not phones:
                yield Static(t("phones.app.form_missing"), id="phones-missing", markup=False)
            with Vertical(id="phones-address"):
                yield Static(t("ui.setup.phones_host"), classes="heading")
                yield Input(value=settings.phones_host, max_length=253, id="phones-host", compact=True)
                yield Static(t("ui.setup.phones_port"), classes="heading")
                yield Input(value=str(settings.phones_port), max_length=5, id="phones-port", compact=True)
            if remembered:
                yield Static(remembered_line(remembered), id="remembered", markup=False)
            yield Static(t("ui.setup.deals"), classes="heading")
            yield Input(placeholder=t("ui.setup.open_ended"), type="integer", id="deals", compact=True)
            yield Static(t("ui.setup.first_dealer"), classes="heading")
            yield FormSelect([(t("ui.setup.draw"), "draw")], value="draw", allow_blank=False, id="dealer", compact=True)
            yield FoldedHouseRules(settings.rules, title=t("ui.setup.house_rules"), hold=key_holder(self.app))
            yield Static("", id="error")
            with Horizontal(id="buttons"):
                yield Button(t("ui.setup.start"), id="start", variant="primary")
                yield Button(t("ui.setup.cancel"), id="cancel")
        yield BindingsBar(id="keys")

    def on_mount(self) -> None:
        self.update_rows()
        self.query_one("#name-0", Input).focus()

    def _chosen_kinds(self) -> list[str]:
        """Each seat's choice in play: a computer level, "human" (at the laptop) or "phone"."""
        return [str(self.query_one(f"#kind-{seat}", Select).value) for seat in range(self.players)]

    def players_changed(self, players: int) -> None:
        """The phones' address and the first dealer's choices: a draw, at random, or a player by name."""
        self._show_phones_address()
        dealer = self.query_one("#dealer", Select)
        current = dealer.value
        options: list[tuple[str | Text, str]] = [(t("ui.setup.draw"), "draw"), (t("ui.setup.random_dealer"), "random")]
        options += [(Text(self.player_name(seat) or str(seat + 1)), str(seat)) for seat in range(players)]
        dealer.set_options(options)
        values = [value for _, value in options]
        dealer.value = current if current in values else "draw"

    def _show_phones_address(self) -> None:
        """The address for the phones, only while a seat in play is on a phone."""
        self.query_one("#phones-address").display = PHONE in self._chosen_kinds()

    def _start_seat(self, seat: int) -> tuple[str, str]:
        """The name and kind a seat starts with: the last evening's, else none typed (a person playing under the
        seat's numbered name)."""
        if seat < len(self.start_names):
            return self.start_names[seat], self.start_kinds[seat]
        return "", "human"

    @on(Select.Changed, ".row Select")
    def _kind_changed(self, event: Select.Changed) -> None:
        """A computer player gets a name of its own, also in place of the last evening's person at that seat (a
        computer playing under a person's name counted in that person's statistics); a person's seat gets its
        person back (or no name: its numbered name in grey). A name typed for the seat stays."""
        seat = int(str(event.select.id).removeprefix("kind-"))
        self._show_phones_address()
        if self._kinds.get(seat, "human") == event.value:
            return  # not a change (the select reports its first value too)
        was_person = self._kinds.get(seat, "human") in ("human", PHONE)
        self._kinds[seat] = str(event.value)
        if was_person and event.value in ("human", PHONE):
            return  # the same person, at the laptop or on a phone
        field = self.query_one(f"#name-{seat}", Input)
        name = field.value.strip()
        computers = computer_names()
        known = known_computer_names()
        default = t("ui.default_name", number=seat + 1)
        if name and name != default and name not in known and name != self._given.get(seat):
            return  # a name typed for this seat stays
        if event.value in ("human", PHONE):
            if name in known:
                field.value = self._person_at(seat)
        elif name not in known:
            taken = {self.player_name(other) for other in range(5) if other != seat}
            field.value = next((c for c in computers if c not in taken), "")
        self._given[seat] = field.value.strip()

    def _person_at(self, seat: int) -> str:
        """The name a person's seat gets back: the last evening's person there, else none (its numbered name in
        grey)."""
        if seat < len(self.start_names) and self.start_kinds[seat] == "human":
            return self.start_names[seat]
        return ""

    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        """Check the form and start the evening."""
        from tarot_tui.evening import Evening

        n = self.players
        names = [self.player_name(seat) for seat in range(n)]
        wrong = self.say_name_problem(names)
        if wrong is not None:
            self.query_one(f"#name-{wrong}", Input).focus()
            return
        deals = deals_planned(self.query_one("#deals", Input).value)
        if deals == "bad":
            self.query_one("#error", Static).update(t("ui.setup.error_deals"))
            self.query_one("#deals", Input).focus()
            return
        rules = self.query_one(HouseRulesForm).rules
        chosen = [seat_of_choice(choice) for choice in self._chosen_kinds()]
        seats: list[SeatKind] = [kind for kind, _ in chosen]
        phones = [seat for seat, (_, on_phone) in enumerate(chosen) if on_phone]
        if phones and not self._keep_phones_host():
            return
        rng: random.Random = tarot_context(self).rng
        choice = self.query_one("#dealer", Select).value
        draw = None
        if choice == "draw":
            first, draw = draw_first_dealer(n, rng)
        elif choice == "random":
            first = rng.randrange(n)
        else:
            first = int(str(choice))
        evening = Evening.new(
            names, seats, rules=rules, first_dealer=first, deals_planned=deals, phones=phones, draw=draw, rng=rng
        )
        ask(self, OpenTable(evening, replace=True, draw=draw is not None))

    def _keep_phones_host(self) -> bool:
        """The address and port typed for the phones become the ones the table listens on (kept in the
        settings); False, with the error said, when they cannot be used."""
        from tarot_tui.persistence import save_settings
        from tarot_tui.persistence.settings import usable_host

        field = self.query_one("#phones-host", Input)
        host = field.value.strip()
        if not usable_host(host):
            self.query_one("#error", Static).update(t("ui.setup.error_phones_host"))
            field.focus()
            return False
        port_field = self.query_one("#phones-port", Input)
        port = phones_port(port_field.value)
        if port is None:
            self.query_one("#error", Static).update(t("ui.setup.error_phones_port", lowest=LOWEST_PHONE_PORT))
            port_field.focus()
            return False
        context = tarot_context(self)
        if (host, port) != (context.settings.phones_host, context.settings.phones_port):
            settings = context.settings.model_copy(update={"phones_host": host, "phones_port": port})
            save_settings(settings)
            context.apply_settings(settings)
        return True

    @on(Button.Pressed, "#cancel")
    def _cancel(self) -> None:
        self.app.pop_screen()
