"""The phones of a table where some people hold their hands on their own phones: the phones' host over the table's
own turn flow, on the network (the ``phones`` extra), and the page the laptop shows to let each phone join.

The table screen drives the flow (its hand-overs, its computers, the score); the host answers only the phones'
turns (``PhoneTurn``) and tells the screen when a phone answered. ``TablePhoneSeats`` keeps the phones over the
table's life (started with the table, following the sheet's seats, stopped with it), so the screen only passes it
on. Each phone seat's code is kept beside the evening (``phones.code_file``), so a table left and resumed serves the
same addresses.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.message import Message
from textual.screen import Screen
from textual.signal import Signal

from tarot_tui.i18n import listen_reason, t
from tarot_tui.visible import visible
from tarot_tui.web_policy import is_loopback, network_name

from ..context import tarot_context
from ..routes import OpenScreen
from ..widgets.card import current_look
from ..widgets.player_rows import phones_available
from .hints import HintLine

__all__ = ["TablePhoneSeats", "TablePhones", "phones_available"]

_STOPPING: set[asyncio.Task[Any]] = set()
"""Phone servers being stopped after their table closed (kept until they are)."""

if TYPE_CHECKING:
    from tarot_tui.evening import Evening
    from tarot_tui.phones import PhoneHost
    from tarot_tui.phones.server import PhoneServer
    from tarot_tui.play import TableFlow


class TablePhones:
    """The phone seats of one table: their host and server, started with ``start`` and stopped with ``stop``.

    Attributes:
        host: the phones' host over the table's flow.
        server: the host on the network.
        problem: why the phones cannot join (the extra is missing, the address cannot be used), else None.
    """

    def __init__(
        self, evening: Evening, flow: TableFlow, *, listen_host: str, port: int, on_change: Callable[[], None]
    ) -> None:
        from tarot_tui.phones import PhoneHost
        from tarot_tui.phones.code_file import load_codes
        from tarot_tui.phones.server import PhoneServer

        self.evening = evening
        self.host: PhoneHost = PhoneHost(evening, flow=flow, codes=load_codes(evening.save.evening_id))
        self.server: PhoneServer = PhoneServer(self.host, listen_host=listen_host, port=port, on_change=on_change)
        self.problem: str | None = None
        self._sending: asyncio.Task[None] | None = None
        self._again = False

    async def start(self) -> bool:
        """Listen for the phones; False (with ``problem`` said) when the address cannot be used. The codes of
        evenings whose saves are gone are removed first."""
        from tarot_tui.persistence import evenings_dir
        from tarot_tui.phones.code_file import save_codes, tidy_codes

        with contextlib.suppress(OSError):
            tidy_codes(evenings_dir())
        with contextlib.suppress(OSError):  # then a restart deals new addresses, nothing worse
            save_codes(self.evening.save.evening_id, self.host.codes.by_seat())
        try:
            await self.server.start()
        except OSError as err:
            server = self.server
            reason = listen_reason(err)
            self.problem = t("phones.cannot_listen", host=server.listen_host, port=server.port, reason=reason)
            return False
        return True

    async def follow_seats(self) -> None:
        """The evening's phone seats changed between deals: codes for the new ones (kept beside the evening), the
        sockets of those that left closed."""
        from tarot_tui.phones.code_file import save_codes

        self.host.follow_seats()
        with contextlib.suppress(OSError):
            save_codes(self.evening.save.evening_id, self.host.codes.by_seat())
        await self.server.follow_seats()

    async def new_code(self, seat: int) -> None:
        """The laptop gives ``seat`` a new code: its open sockets are closed (4001), the old address opens nothing
        any more, and the new one is kept beside the evening (a resume serves the new one)."""
        from tarot_tui.phones.code_file import save_codes

        if seat not in self.host.codes.seats:
            return
        self.host.new_code(seat)
        with contextlib.suppress(OSError):
            save_codes(self.evening.save.evening_id, self.host.codes.by_seat())
        await self.server.cut_off(seat)

    def seats(self) -> list[tuple[int, str]]:
        """Each phone seat with its player's name, in seat order (the page's choice of a seat for a new code)."""
        return [(seat, self.evening.names[seat]) for seat in self.host.codes.seats]

    def screen_args(self, *, qr: bool) -> dict[str, object]:
        """What the phones' page is given: its text now (``asking``: the laptop is choosing a seat for a new
        code), the phone seats, and how a seat gets a new code."""

        def page(asking: bool) -> Text:
            return self.page(qr=qr, asking=asking)

        return {"page": page, "seats": self.seats, "renew": self.new_code}

    async def stop(self) -> None:
        """Close every phone's socket and stop listening; the codes go when the evening is over or no seat is on a
        phone any more (they are kept for a resume otherwise)."""
        self._forget_codes_when_done()
        await self.server.stop()

    def _forget_codes_when_done(self) -> None:
        from tarot_tui.phones.code_file import forget_codes

        if self.evening.is_finished or not self.evening.phones():
            forget_codes(self.evening.save.evening_id)

    def changed(self) -> None:
        """The table changed: each phone gets its new state soon (one sending at a time, the latest state). The
        evening just ended: its codes go at once (a laptop killed now leaves none behind)."""
        self.host.settle()
        if self.evening.is_finished:
            self._forget_codes_when_done()
        if self._sending is not None and not self._sending.done():
            self._again = True
            return
        self._sending = asyncio.get_running_loop().create_task(self._send())

    async def _send(self) -> None:
        self._again = True
        while self._again:
            self._again = False
            await self.server.changed()

    def url(self, seat: int) -> str:
        """The address of ``seat``'s page, with the name this computer has on the network."""
        listen = self.server.listen_host
        return self.server.url(seat, "localhost" if is_loopback(listen) else network_name(listen))

    def page(self, *, qr: bool, asking: bool = False) -> Text:
        """What the laptop shows to let the phones join: where it listens, and for each phone seat its number and
        name and whether its phone is there, else its address and (``qr``) its QR code. The keys come first, under the
        title (``asking``: the question which seat gets a new code)."""
        from tarot_tui.phones.laptop import qr_lines

        text = Text()
        text.append(t("phones.app.title"), style="bold")
        text.append("\n")
        if asking:  # at the top, where the page is scrolled to: the QR codes below may not fit
            seats = " · ".join(f"{seat + 1} {visible(name)}" for seat, name in self.seats())
            text.append(t("phones.app.which_seat", seats=seats) + "\n", style="bold reverse")
        else:
            text.append(t("phones.app.close") + " · " + t("phones.app.new_code_key") + "\n", style="dim")
        if self.problem is not None:
            text.append(self.problem + "\n", style="red")
        else:
            text.append(t("phones.listening", host=self.server.listen_host, port=self.server.port) + "\n")
            text.append(t("phones.app.scan") + "\n")
        for seat in self.host.codes.seats:
            name = f"{seat + 1}. {visible(self.evening.names[seat])}"
            text.append("\n")
            if self.server.connected(seat):
                text.append(t("phones.laptop.joined", player=name), style="bold green")
                text.append("\n")
                continue
            text.append(t("phones.laptop.seat_url", player=name, url=self.url(seat)), style="bold")
            text.append("\n")
            if qr and self.problem is None:
                text.append("\n".join(qr_lines(self.url(seat))) + "\n")
        text.rstrip()
        return text


class TablePhoneSeats:
    """The phone seats of one table over its life: their server started when the table opens (or the sheet puts a
    seat on a phone), following the sheet's seats, stopped when no seat is on a phone or the table closes; the
    phones' page, up by itself while a phone is missing. Without the extra, the hint line says how to install it.

    Attributes:
        served: the phones' host and server while some seats are on phones (and the extra is there), else None.
        changes: published after every change the phones made (a phone joined, left or answered): the phones' page
            draws itself again.
    """

    class Changed(Message):
        """A phone joined, left or answered (posted to the table screen)."""

    def __init__(self, screen: Screen[None], evening: Evening, hints: HintLine) -> None:
        self.screen = screen
        self.evening = evening
        self.hints = hints
        self.served: TablePhones | None = None
        self.changes: Signal[None] = Signal(screen, "phones-changed")

    def open(self, flow: TableFlow) -> None:
        """Serve the evening's phone seats (if any) over ``flow`` on the address the players picked (the
        settings)."""
        if not self.evening.phones():
            return
        if not phones_available():
            self.hints.say(t("phones.app.missing"), rule=None)
            return
        settings = tarot_context(self.screen).settings
        self.served = TablePhones(
            self.evening, flow, listen_host=settings.phones_host, port=settings.phones_port, on_change=self._tell
        )
        self.screen.run_worker(self._start(self.served), group="phones")

    def _tell(self) -> None:
        self.screen.post_message(self.Changed())
        self.changes.publish(None)

    async def _start(self, phones: TablePhones) -> None:
        await phones.start()
        self._page_while_missing(phones)

    def _page_while_missing(self, phones: TablePhones) -> None:
        """The phones' page comes up by itself while a phone seat has no phone."""
        if any(not phones.server.connected(seat) for seat in phones.host.codes.seats):
            self.show_page()

    def show_page(self) -> None:
        """The phones' page: each phone seat's address and QR code, and who is there already (``n``: a new code)."""
        phones = self.served
        if phones is not None:
            args = phones.screen_args(qr=not current_look().ascii)
            self.screen.post_message(OpenScreen("phones", {**args, "changes": self.changes}))

    def follow_seats(self, flow: TableFlow) -> None:
        """Seats moved to or from a phone on the sheet: the server follows (started or stopped here)."""
        phones = self.served
        if phones is None:
            self.open(flow)
        elif not self.evening.phones():
            self.served = None
            self.screen.run_worker(phones.stop(), group="phones")
        else:
            self.screen.run_worker(self._follow(phones), group="phones")

    async def _follow(self, phones: TablePhones) -> None:
        await phones.follow_seats()
        self._page_while_missing(phones)

    def changed(self) -> None:
        """The table changed: each phone gets its new state."""
        if self.served is not None:
            self.served.changed()

    def close(self) -> None:
        """The table closes: every phone's socket closed and the server stopped (in the background)."""
        if self.served is not None:
            stopping = asyncio.get_running_loop().create_task(self.served.stop())
            _STOPPING.add(stopping)
            stopping.add_done_callback(_STOPPING.discard)
