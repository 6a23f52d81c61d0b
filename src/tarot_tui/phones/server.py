"""The phones' host on the network (aiohttp, installed with the ``phones`` extra): a seat's page at
``/p/<code>``, its websocket at ``/p/<code>/ws``, with the rules of ``tarot_tui.web_policy``.

- Only a seat's own code opens its page and its socket (constant-time compare); anything else gets a plain 403.
- A websocket must come from the page this server served (its Origin is ``http://`` + the Host it asked for), and
  on this machine only this machine's names are served (DNS rebinding).
- A message over ``MAX_MESSAGE_BYTES`` closes that phone's socket (1009); a new code for a seat closes its open
  sockets (4001) and the old address opens nothing any more.
- After every change each connected phone gets its own seat's state, and ``on_change`` tells the laptop.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from html import escape
from importlib.resources import files

from aiohttp import WSMsgType, hdrs, web

from tarot_tui import web_policy as policy
from tarot_tui.i18n import current_language, t

from .host import PhoneHost
from .seat_state import labels
from .wire import Refusal

CUT_OFF = 4001
"""The close code of a socket whose seat got a new code."""
LEFT_PHONE = 4002
"""The close code of a socket whose seat went back to the laptop (or to a computer player) between deals."""
PAGE_POLICY = (
    "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; "
    "frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
)
"""The page's own script and style only, its socket to this server only, and no frame around it."""


def page_text() -> str:
    """The phone's page, in the host's language (its words before the first state arrives)."""
    page = files("tarot_tui.phones").joinpath("page.html").read_text(encoding="utf-8")
    words = json.dumps(labels(), ensure_ascii=False).replace("<", "\\u003c")
    return page.replace("__LANG__", current_language()).replace("__LABELS__", words)


def refusal_page(text: str) -> str:
    """A page with ``text`` alone, in the phone page's colours, at the phone's own width."""
    return (
        f'<!DOCTYPE html>\n<html lang="{current_language()}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        '<meta name="referrer" content="no-referrer">\n<title>tarot-tui</title>\n'
        "<style>body { font: 18px/1.4 system-ui, sans-serif; margin: 0; padding: 16px; background: #14301f; "
        "color: #f4f1e8; }</style>\n"
        f"</head>\n<body>\n<p>{escape(text, quote=False)}</p>\n</body>\n</html>\n"
    )


class PhoneServer:
    """Serves one ``PhoneHost`` to its phones.

    Attributes:
        host: the table.
        listen_host, port: where it listens (port 0: any free port, ``port`` is then the one given).
        on_change: called after every change the phones made (the laptop redraws the table).
    """

    def __init__(
        self,
        host: PhoneHost,
        *,
        listen_host: str = "localhost",
        port: int = 0,
        on_change: Callable[[], None] | None = None,
    ) -> None:
        self.host = host
        self.listen_host = listen_host
        self.port = port
        self.on_change = on_change
        self._sockets: dict[int, set[web.WebSocketResponse]] = {seat: set() for seat in host.codes.seats}
        self._runner: web.AppRunner | None = None

    # -- who is connected ------------------------------------------------------------------------------------

    def connected(self, seat: int) -> bool:
        """Whether ``seat``'s phone has a socket open now."""
        return bool(self._sockets.get(seat))

    def url(self, seat: int, name: str | None = None) -> str:
        """The address of ``seat``'s page, with its code."""
        return f"http://{policy.url_host(name or self.listen_host)}:{self.port}/p/{self.host.codes.code(seat)}"

    # -- running -----------------------------------------------------------------------------------------------

    def application(self) -> web.Application:
        """The web application (the tests run it with aiohttp's test server too)."""
        app = web.Application(middlewares=[self._guard], client_max_size=policy.MAX_MESSAGE_BYTES)
        app.router.add_get("/p/{code}", self._page)
        app.router.add_get("/p/{code}/ws", self._socket)
        return app

    async def start(self) -> None:
        """Listen (``port`` is then the port in use)."""
        self._runner = web.AppRunner(self.application(), access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.listen_host, self.port)
        await site.start()
        server = site._server
        if self.port == 0 and server is not None:
            sockets = getattr(server, "sockets", None) or []
            self.port = sockets[0].getsockname()[1]

    async def stop(self) -> None:
        """Close every socket and stop listening."""
        for sockets in self._sockets.values():
            for websocket in list(sockets):
                await websocket.close()
        if self._runner is not None:
            await self._runner.cleanup()

    async def new_code(self, seat: int) -> str:
        """A new code for ``seat``: its open sockets are closed, the old address opens nothing any more."""
        code = self.host.new_code(seat)
        await self.cut_off(seat)
        return code

    async def cut_off(self, seat: int) -> None:
        """Close ``seat``'s open sockets (4001: its code was replaced). Each close waits for the phone's answer
        (aiohttp gives up after its own timeout): call it where a phone that is gone may keep it waiting."""
        await asyncio.gather(
            *(websocket.close(code=CUT_OFF, message=b"new code") for websocket in list(self._sockets.get(seat, ()))),
            return_exceptions=True,
        )

    async def follow_seats(self) -> None:
        """The host's phone seats changed: the sockets of a seat that left its phone are closed (4002: the page
        says the hand is at the laptop now)."""
        for seat in [seat for seat in self._sockets if seat not in self.host.codes.seats]:
            for websocket in list(self._sockets.pop(seat)):
                await websocket.close(code=LEFT_PHONE, message=b"seat left its phone")

    async def changed(self) -> None:
        """Send every connected phone its state, and tell the laptop (after the laptop itself changed it)."""
        await self._broadcast()

    # -- requests ----------------------------------------------------------------------------------------------

    @web.middleware
    async def _guard(self, request: web.Request, handler: Callable[[web.Request], object]) -> web.StreamResponse:
        host_header = request.headers.get(hdrs.HOST)
        if not policy.host_allowed(host_header, listen_host=self.listen_host, port=self.port):
            return self._refused(policy.Refusal.ORIGIN)
        response = await handler(request)  # type: ignore[misc]
        assert isinstance(response, web.StreamResponse)
        if not response.prepared:
            response.headers.update(policy.SAFETY_HEADERS)
        return response

    def _refused(self, refusal: policy.Refusal) -> web.Response:
        """A 403 with a page a phone draws at its own width: one sentence in the table's language (a wrong or
        replaced code, or a page that is not this table's own)."""
        text = t("phones.label.wrong_code" if refusal is policy.Refusal.TOKEN else "phones.label.wrong_origin")
        response = web.Response(status=403, text=refusal_page(text), content_type="text/html", charset="utf-8")
        response.headers.update(policy.SAFETY_HEADERS)
        response.headers["Content-Security-Policy"] = PAGE_POLICY
        response.headers["Cache-Control"] = "no-store"
        return response

    def _seat(self, request: web.Request) -> int | None:
        return self.host.codes.seat_of(request.match_info.get("code"))

    async def _page(self, request: web.Request) -> web.StreamResponse:
        if self._seat(request) is None:
            return self._refused(policy.Refusal.TOKEN)
        response = web.Response(text=page_text(), content_type="text/html", charset="utf-8")
        response.headers["Content-Security-Policy"] = PAGE_POLICY
        response.headers["Cache-Control"] = "no-store"
        return response

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        seat = self._seat(request)
        if seat is None:
            return self._refused(policy.Refusal.TOKEN)
        if not policy.origin_allowed(request.headers.get(hdrs.ORIGIN), request.headers.get(hdrs.HOST)):
            return self._refused(policy.Refusal.ORIGIN)
        websocket = web.WebSocketResponse(heartbeat=15, max_msg_size=policy.MAX_MESSAGE_BYTES)
        await websocket.prepare(request)
        self._sockets.setdefault(seat, set()).add(websocket)
        self._tell_laptop()
        try:
            await websocket.send_str(self.host.state(seat).model_dump_json())
            async for message in websocket:
                if message.type != WSMsgType.TEXT:
                    continue
                verdict = self.host.receive(seat, message.data)
                if isinstance(verdict, Refusal):
                    await websocket.send_str(verdict.model_dump_json())
                    await websocket.send_str(self.host.state(seat).model_dump_json())
                else:
                    await self._broadcast()
        finally:
            self._sockets.setdefault(seat, set()).discard(websocket)
            self._tell_laptop()
        return websocket

    async def _broadcast(self) -> None:
        self._tell_laptop()
        sends: list[Awaitable[None]] = []
        for seat, sockets in self._sockets.items():
            if sockets:
                text = self.host.state(seat).model_dump_json()
                sends.extend(websocket.send_str(text) for websocket in list(sockets) if not websocket.closed)
        await asyncio.gather(*sends, return_exceptions=True)

    def _tell_laptop(self) -> None:
        if self.on_change is not None:
            self.on_change()
