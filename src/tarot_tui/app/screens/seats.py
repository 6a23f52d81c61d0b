"""Between deals: switch a seat between a person and a computer player (a friend leaves or arrives), and a
person's hand between the laptop and their own phone (when the ``phones`` extra is there)."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Select, Static

from tarot_tui.i18n import t

from ..widgets.form_select import FormSelect
from ..widgets.player_rows import phones_available, seat_choices


class SeatsScreen(ModalScreen[list[str] | None]):
    """Choose who plays each seat from the next deal on (a computer level, "human" at the laptop, or "phone");
    Escape keeps the seats as they are."""

    BINDINGS = [Binding("escape", "cancel", show=False)]

    DEFAULT_CSS = """
    SeatsScreen {
        align: center middle;
    }
    SeatsScreen > Vertical {
        width: 64;
        max-width: 95%;
        height: auto;
        border: thick $accent;
        background: $surface;
        padding: 1 2;
    }
    SeatsScreen .title {
        text-style: bold;
        margin-bottom: 1;
    }
    SeatsScreen Horizontal {
        height: auto;
    }
    SeatsScreen Label {
        width: 18;
    }
    SeatsScreen Select {
        width: 1fr;
    }
    SeatsScreen #buttons {
        margin-top: 1;
        align-horizontal: right;
    }
    SeatsScreen Button {
        margin-left: 2;
    }
    """

    def __init__(self, names: list[str], seats: list[str]) -> None:
        super().__init__(id="seats")
        self.names = names
        self.seats = seats

    def compose(self) -> ComposeResult:
        phones = phones_available()
        kinds = seat_choices(phones=phones or "phone" in self.seats)
        with Vertical():
            yield Static(t("ui.seats_title"), classes="title")
            if not phones:
                yield Static(t("phones.app.form_missing"), markup=False)
            for seat, name in enumerate(self.names):
                with Horizontal():
                    yield Label(name, markup=False)
                    yield FormSelect(kinds, value=self.seats[seat], allow_blank=False, id=f"seat-{seat}", compact=True)
            with Horizontal(id="buttons"):
                yield Button(t("ui.setup.cancel"), id="cancel", compact=True)
                yield Button(t("ui.settings.save"), id="save", variant="primary", compact=True)

    @on(Button.Pressed, "#save")
    def _save(self) -> None:
        chosen = [str(self.query_one(f"#seat-{seat}", Select).value) for seat in range(len(self.names))]
        self.dismiss(chosen)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        """Keep the seats."""
        self.dismiss(None)
