"""A small modal that offers only the allowed choices, each with a key: bids, the call, chelem, poignée.

The dialog sits at the top of the screen so the player's hand stays visible underneath.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

T = TypeVar("T")


@dataclass(frozen=True)
class Choice(Generic[T]):
    """One option: the key that picks it, its label and the value the dialog returns."""

    key: str
    label: str
    value: T


class ChoiceScreen(ModalScreen[T], Generic[T]):
    """Pick one of the given choices by key, arrows and Enter, or mouse. No escape: a decision is due."""

    DEFAULT_CSS = """
    ChoiceScreen {
        align: center top;
        background: $background 40%;
    }
    ChoiceScreen > Vertical {
        width: auto;
        max-width: 90%;
        min-width: 40;
        height: auto;
        margin-top: 1;
        padding: 0 2;
        border: thick $accent;
        background: $surface;
    }
    ChoiceScreen .title {
        text-style: bold;
        width: 100%;
        content-align: center middle;
    }
    ChoiceScreen .body {
        margin-bottom: 1;
    }
    ChoiceScreen Horizontal {
        height: auto;
        width: auto;
    }
    ChoiceScreen Button {
        margin: 0 1 0 0;
        min-width: 8;
    }
    """

    BINDINGS = [
        Binding("left", "app.focus_previous", show=False),
        Binding("right", "app.focus_next", show=False),
    ]

    def __init__(self, title: str, body: str | Text, choices: list[Choice[T]], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.title_text = title
        self.body = body
        self.choices = choices

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.title_text, classes="title")
            if self.body:
                yield Static(self.body, classes="body")
            with Horizontal():
                for index, choice in enumerate(self.choices):
                    yield Button(f"{choice.key} {choice.label}", id=f"choice-{index}", compact=True)

    def on_mount(self) -> None:
        self.query_one("#choice-0", Button).focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        if event.button.id and event.button.id.startswith("choice-"):
            self.dismiss(self.choices[int(event.button.id.removeprefix("choice-"))].value)

    def on_key(self, event: events.Key) -> None:
        key = event.character or event.key
        for choice in self.choices:
            if key and key.lower() == choice.key.lower():
                event.stop()
                self.dismiss(choice.value)
                return
