"""Yes/no questions and plain messages."""

from __future__ import annotations

from typing import TypeVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from tarot_tui.i18n import t

ResultType = TypeVar("ResultType")


class TextDialog(ModalScreen[ResultType]):
    """A modal with a title and a body to read (markup off: the text may come from a file or a name)."""

    def __init__(self, title: str, body: str, *, id: str) -> None:
        super().__init__(id=id)
        self.title_text = title
        self.body = body

    def title_and_body(self) -> ComposeResult:
        """The title in bold, then the body."""
        yield Static(self.title_text, classes="title", markup=False)
        yield Static(self.body, markup=False)


class ConfirmScreen(TextDialog[bool]):
    """Ask a question; J/Y or Enter on Yes answers yes, N or Escape answers no; the arrow keys (and Tab) move
    between the two answers, each showing its letter."""

    BINDINGS = [
        Binding("escape,n", "answer(False)", show=False),
        Binding("j,y", "answer(True)", show=False),
        Binding("left,up", "switch('no')", show=False),
        Binding("right,down", "switch('yes')", show=False),
    ]

    DEFAULT_CSS = """
    ConfirmScreen {
        align: center middle;
    }
    ConfirmScreen > Vertical {
        width: 60;
        max-width: 95%;
        height: auto;
        border: thick $warning;
        background: $surface;
        padding: 1 2;
    }
    ConfirmScreen .title {
        text-style: bold;
    }
    ConfirmScreen Horizontal {
        height: auto;
        margin-top: 1;
        align-horizontal: right;
    }
    ConfirmScreen Button {
        margin-left: 2;
    }
    """

    def __init__(self, title: str, body: str) -> None:
        super().__init__(title, body, id="confirm")

    def compose(self) -> ComposeResult:
        with Vertical():
            yield from self.title_and_body()
            with Horizontal():
                yield Button(f"{t('ui.no')} ({t('ui.no_key')})", id="no", compact=True)
                yield Button(f"{t('ui.yes')} ({t('ui.yes_key')})", id="yes", variant="warning", compact=True)

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        """Answer the question."""
        self.dismiss(yes)

    def action_switch(self, answer: str) -> None:
        """Move to "no" (left, up) or "yes" (right, down): the answers stand side by side, No first."""
        self.query_one(f"#{answer}", Button).focus()


class MessageScreen(TextDialog[None]):
    """A message to read, closed with Enter or Escape."""

    BINDINGS = [Binding("escape,enter,space", "close", show=False)]

    DEFAULT_CSS = """
    MessageScreen {
        align: center middle;
    }
    MessageScreen > Vertical {
        width: 70;
        max-width: 95%;
        height: auto;
        border: thick $accent;
        background: $surface;
        padding: 1 2;
    }
    MessageScreen .title {
        text-style: bold;
        margin-bottom: 1;
    }
    """

    def __init__(self, title: str, body: str) -> None:
        super().__init__(title, body, id="message")

    def compose(self) -> ComposeResult:
        with Vertical():
            yield from self.title_and_body()
            yield Static(t("ui.press_enter"), classes="hint")

    def action_close(self) -> None:
        """Close the message."""
        self.dismiss(None)
