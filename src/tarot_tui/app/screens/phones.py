"""The page that lets the phones join a table: each phone seat's address and QR code, and who is there already.
It shows what it is given (``page``, drawn again each time ``changes`` is published, so a phone that joins is
seen at once).

``n`` gives a seat a new code (issue 29, item 4: a photo of the QR code, a lost phone): the old address opens
nothing any more and its phone is cut off; with several phone seats the page first asks which one (its number).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.signal import Signal
from textual.widgets import Static


class PhonesScreen(ModalScreen[None]):
    """Each phone seat's address and QR code over the table; Enter, Escape or F3 goes back to the table, ``n``
    gives a seat a new code."""

    BINDINGS = [
        Binding("escape,enter,f3", "close", show=False),
        Binding("n", "new_code", show=False),
        *(Binding(str(number), f"seat({number - 1})", show=False) for number in range(1, 6)),
    ]

    DEFAULT_CSS = """
    PhonesScreen {
        align: center middle;
    }
    PhonesScreen > VerticalScroll {
        width: 100%;
        max-width: 120;
        height: auto;
        max-height: 100%;
        border: thick $accent;
        background: $surface;
        padding: 0 1;
    }
    PhonesScreen Static {
        width: 100%;
    }
    """

    def __init__(
        self,
        page: Callable[[bool], Text],
        *,
        seats: Callable[[], list[tuple[int, str]]] | None = None,
        renew: Callable[[int], Awaitable[None]] | None = None,
        changes: Signal[None] | None = None,
    ) -> None:
        """``page(asking)``: the page's text (``asking``: a seat for a new code is being chosen); ``seats``: the
        phone seats and their names; ``renew``: gives a seat a new code; ``changes``: published when the phones
        change (the page is drawn again)."""
        super().__init__(id="phones")
        self.page = page
        self.changes = changes
        self.seats = seats or (lambda: [])
        self.renew = renew
        self.asking = False
        """``n`` was pressed at a table of several phones: the next seat number gets a new code."""

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(self.page(False), id="phones-page")

    def on_mount(self) -> None:
        if self.changes is not None:
            self.changes.subscribe(self, self._redraw)

    def on_unmount(self) -> None:
        if self.changes is not None:
            self.changes.unsubscribe(self)

    def _redraw(self, _: None = None) -> None:
        self.query_one("#phones-page", Static).update(self.page(self.asking))

    def action_close(self) -> None:
        """Back to the table (while a seat is being chosen: no new code after all)."""
        if self.asking:
            self.asking = False
            self._redraw()
            return
        self.dismiss(None)

    def action_new_code(self) -> None:
        """A new code for the one phone seat, or the question which seat gets one."""
        seats = [seat for seat, _ in self.seats()]
        if self.renew is None or not seats:
            return
        if len(seats) == 1:
            self._renew(seats[0])
            return
        self.asking = True
        self._redraw()
        self.query_one(VerticalScroll).scroll_home(animate=False)  # the question is at the top

    def action_seat(self, seat: int) -> None:
        """The seat number typed after ``n``."""
        if self.asking and seat in [seat for seat, _ in self.seats()]:
            self._renew(seat)

    def _renew(self, seat: int) -> None:
        """The new code is the seat's at once; its old sockets are closed in a worker (a lost phone may not
        answer the close, and the page must not wait for it)."""
        assert self.renew is not None
        self.asking = False
        self.run_worker(self.renew(seat), group="new-code")
        self._redraw()
