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

from ..widgets.player_rows import (
    SEAT_KIND_KEY,
    KindSelect,
    focus_by_line,
    phones_available,
    seat_choices,
    seat_kind_key,
    toggled_kind,
)


class SeatsScreen(ModalScreen[list[str] | None]):
    """Choose who plays each seat from the next deal on (a computer level, "human" at the laptop, or "phone");
    Escape keeps the seats as they are. The keys are the new-evening form's rows' (``PlayerRowsForm``): ↓/↑ go
    to the next or previous seat (a list opens with Enter or Space only), ←/→ step a seat's kind, Ctrl+T (F4 in a
    browser: the binding ``seat-kind``) switches it between a person and a computer."""

    BINDINGS = [
        Binding("escape", "cancel", show=False),
        Binding(SEAT_KIND_KEY, "toggle_kind", show=False, id="seat-kind"),
        # before the drop-down's own keys, which open its list on ↓/↑; an open list gets them (``SkipAction``)
        Binding("down", "line(1)", show=False, priority=True),
        Binding("up", "line(-1)", show=False, priority=True),
    ]

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
        with Vertical() as box:
            box.border_subtitle = t("ui.seats_keys", kind_key=seat_kind_key(web=self.app.is_web))
            yield Static(t("ui.seats_title"), classes="title")
            if not phones:
                yield Static(t("phones.app.form_missing"), markup=False)
            for seat, name in enumerate(self.names):
                with Horizontal():
                    yield Label(name, markup=False)
                    yield KindSelect(kinds, value=self.seats[seat], id=f"seat-{seat}")
            with Horizontal(id="buttons"):
                yield Button(t("ui.setup.cancel"), id="cancel", compact=True)
                yield Button(t("ui.settings.save"), id="save", variant="primary", compact=True)

    def action_line(self, step: int) -> None:
        """↓ (``step`` 1) or ↑ (-1): the focus to the next or previous field (a seat, then the buttons), round at the
        ends; an open list keeps the arrows for itself."""
        focus_by_line(self, step)

    def action_toggle_kind(self) -> None:
        """The seat with the focus switches between a person and a computer (``toggled_kind``)."""
        focused = self.focused
        if isinstance(focused, KindSelect):
            if focused.expanded:
                focused.expanded = False  # its highlight would be the old choice
                focused.focus()
            focused.value = toggled_kind(focused.value)

    @on(Button.Pressed, "#save")
    def _save(self) -> None:
        chosen = [str(self.query_one(f"#seat-{seat}", Select).value) for seat in range(len(self.names))]
        self.dismiss(chosen)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        """Keep the seats."""
        self.dismiss(None)
