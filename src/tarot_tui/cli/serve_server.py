"""textual-serve's server with the rules of ``web_policy`` applied (imported only when the serve extra is
installed): one middleware admits or refuses every request with a plain 403, the page points its websocket at
the address it was opened with, and each websocket is a game of a bounded size, counted against ``max_games``."""

from __future__ import annotations

import asyncio
import contextlib
import errno
import json
import logging
import os
from collections.abc import Awaitable, Callable
from functools import cache
from html import escape
from importlib.resources import files
from typing import Any

import jinja2
from aiohttp import WSCloseCode, WSMsgType, hdrs, web
from rich.console import Console
from textual_serve.app_service import AppService
from textual_serve.server import Server

from tarot_tui import web_policy as policy
from tarot_tui.i18n import Lang, t
from tarot_tui.visible import visible

from .common import CannotListen

log = logging.getLogger("textual-serve")

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

SAFETY_HEADERS = policy.SAFETY_HEADERS


@cache
def _page_template() -> jinja2.Template:
    """The page of a tab (``serve_page.html``: textual-serve's own, in the table's language, with no font from
    another site, giving the game the keyboard once it is drawn)."""
    text = files("tarot_tui.cli").joinpath("serve_page.html").read_text(encoding="utf-8")
    return jinja2.Environment(autoescape=True).from_string(text)


class TableService(AppService):
    """textual-serve's link to one tab's game, which also hands the page what the game says of its evening: the
    game's ``{"type": EVENING_META, "open": bool}`` becomes ``["evening", bool]`` on the tab's socket (the page
    asks before the tab closes while an evening is open). Anything else goes to textual-serve as before."""

    async def on_meta(self, data: bytes) -> None:
        try:
            meta = json.loads(data)
        except ValueError:
            meta = None
        if isinstance(meta, dict) and meta.get("type") == policy.EVENING_META:
            await self.remote_write_str(json.dumps(["evening", meta.get("open") is True]))
            return
        await super().on_meta(data)


class ListeningLoop(asyncio.SelectorEventLoop):
    """The server's event loop, on which an address it cannot bind (the port taken, not this machine's, a name that
    does not resolve) raises ``CannotListen``: any other error of the system stays what it is. ``listening`` is
    called once the address is bound (aiohttp has no signal for it: its ``on_startup`` comes before the bind)."""

    def __init__(self, listening: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.listening = listening

    async def create_server(self, *args: Any, **kwargs: Any) -> asyncio.Server:
        try:
            server = await super().create_server(*args, **kwargs)
        except OSError as err:
            raise CannotListen(err) from err
        listening, self.listening = self.listening, None
        if listening is not None:
            try:
                listening()
            except BaseException:
                server.close()
                raise
        return server


class SafeLines(logging.Handler):
    """The server's log on its console, a line a record, whatever came over the network (a request's path, its
    User-Agent) with its control characters written as visible escapes (``tarot_tui.visible``): an ESC or a C1
    control there would act on the terminal. An error's traceback is left out: its type and message end the line
    (a malformed request made a screen of it)."""

    def __init__(self, console: Console) -> None:
        super().__init__()
        self.console = console

    def emit(self, record: logging.LogRecord) -> None:
        try:
            line = record.getMessage()
            if record.exc_info and record.exc_info[1] is not None:
                error = record.exc_info[1]
                line += f" ({type(error).__name__}: {' '.join(str(error).split())})"
            self.console.print(visible(line), markup=False, highlight=False, soft_wrap=True)
        except Exception:
            self.handleError(record)


LOGGERS = ("aiohttp", "textual-serve")
"""The loggers of the server: aiohttp's (``aiohttp.access``: a line a request; ``aiohttp.server``: a malformed
request) and textual-serve's (a game that failed to start)."""


class LogConsole(Console):
    """textual-serve's log (a line a request) on stdout, which a closed output (``tarot-tui serve | head``, the
    reader gone) stops as Ctrl+C does, remembering why (Rich's own ending is ``SystemExit(1)``, with nothing said):
    ``stop`` is called from the loop, not in the request that was being logged, whose task would keep the exit."""

    def __init__(self, stop: Callable[[], None]) -> None:
        super().__init__()
        self.stop = stop
        self.closed = False
        """Whether the output was found closed."""

    def on_broken_pipe(self) -> None:
        self.quiet = True
        self.closed = True
        with contextlib.suppress(RuntimeError):  # (no loop running: nothing to stop)
            asyncio.get_running_loop().call_soon(self.stop)


class GuardedServer(Server):
    """A server whose games only its own page can drive (see ``tarot_tui.web_policy``)."""

    def __init__(
        self,
        command: str,
        *,
        host: str,
        port: int,
        lang: Lang,
        max_games: int,
        token: str | None,
        verbose: bool = False,
        listening: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(
            command, host=host, port=port, title="tarot-tui", public_url=f"http://{policy.url_host(host)}:{port}"
        )
        self.lang: Lang = lang
        self.max_games = max_games
        self.token = token
        self.cookie = f"tarot-tui-{port}"
        self.games = 0
        self.sockets: set[web.WebSocketResponse] = set()
        """The tabs' open sockets, closed when the server stops."""
        self.log_console = LogConsole(stop=self.request_exit)
        """Where textual-serve logs (its ``console``), which knows whether the output was found closed."""
        self.console = self.log_console
        self.verbose = verbose
        """A line for every request; else only what went wrong in textual-serve (a game that failed to start)."""
        self.listening = listening
        """Called once the address is bound (``tarot-tui serve`` says where to play)."""

    def initialize_logging(self) -> None:
        """The log on ``log_console`` a line a record (``SafeLines``): with ``verbose`` a line for every request,
        else textual-serve's warnings and errors only (a player needs no line per request, in English). Set on the
        server's own loggers, not the root's: the process may log elsewhere (a test's capture)."""
        handler = SafeLines(self.log_console)
        for name in LOGGERS:
            logger = logging.getLogger(name)
            for old in [old for old in logger.handlers if isinstance(old, SafeLines)]:
                logger.removeHandler(old)
            logger.addHandler(handler)
            logger.propagate = False
        logging.getLogger("aiohttp").setLevel(logging.INFO if self.verbose else logging.CRITICAL + 1)
        logging.getLogger("textual-serve").setLevel(logging.INFO if self.verbose else logging.WARNING)

    def serve(self, debug: bool = False) -> None:
        """textual-serve's ``serve`` until Ctrl+C, on a ``ListeningLoop`` of its own (textual-serve runs on the
        current event loop): ``CannotListen`` when the address cannot be bound, and a closed output raised as
        ``BrokenPipeError`` once the server has stopped (``__main__`` ends quietly on it). ``test_serve_os_errors``
        fails if textual-serve stops running on the current loop."""
        asyncio.set_event_loop(ListeningLoop(self.listening))
        try:
            super().serve(debug)
        finally:
            asyncio.set_event_loop(None)
        if self.log_console.closed:
            raise BrokenPipeError(errno.EPIPE, os.strerror(errno.EPIPE))

    @property
    def full(self) -> bool:
        return self.games >= self.max_games

    async def _make_app(self) -> web.Application:
        app = await super()._make_app()
        app.middlewares.append(self._guard)
        return app

    async def on_startup(self, app: web.Application) -> None:
        """Nothing: ``tarot-tui serve`` has said where to play, in the player's language."""

    async def on_shutdown(self, app: web.Application) -> None:
        """The server stops (Ctrl+C, a plain kill): every tab's socket is closed, which ends its game as closing
        the tab does (every move is on disk already). aiohttp would wait up to a minute for the open tabs."""
        for websocket in list(self.sockets):
            await websocket.close(code=WSCloseCode.GOING_AWAY)

    @web.middleware
    async def _guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        given = request.query.get("token")
        refusal = policy.admit(
            host_header=request.headers.get(hdrs.HOST),
            origin=request.headers.get(hdrs.ORIGIN),
            websocket=request.path == "/ws" or request.headers.get(hdrs.UPGRADE, "").lower() == "websocket",
            listen_host=self.host,
            port=self.port,
            token=self.token,
            given_tokens=(given, request.cookies.get(self.cookie)),
        )
        if refusal is not None:
            response: web.StreamResponse = web.Response(status=403, text=t(f"serve.refused.{refusal.value}", self.lang))
        else:
            response = await handler(request)
        if not response.prepared:  # a websocket has sent its headers already
            response.headers.update(SAFETY_HEADERS)
            if refusal is None and self.token is not None and policy.token_matches(given, self.token):
                response.set_cookie(self.cookie, self.token, httponly=True, samesite="Strict", path="/")
        return response

    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        """The game's page, or a plain page without a game when every game is taken. Its addresses are the one
        the browser used (textual-serve wrote ``--host`` there: ``0.0.0.0`` on a network, which no browser can
        open, and ``localhost`` for a page opened at 127.0.0.1, whose websocket's Origin would not match)."""
        if self.full:
            return self._full_page()
        base = request.host
        page = _page_template().render(
            lang=self.lang,
            words={word: t(f"serve.page.{word}", self.lang) for word in ("loading", "start", "ended", "restart")},
            font_size=policy.font_size(request.query.get("fontsize")),
            app_websocket_url=f"ws://{base}/ws",
            config={"static": {"url": f"http://{base}/static/"}},
        )
        return web.Response(text=page, content_type="text/html", charset="utf-8")

    def _full_page(self) -> web.Response:
        title = escape(t("serve.full.title", self.lang))
        body = escape(t("serve.full.body", self.lang, games=self.max_games))
        page = (
            f'<!DOCTYPE html>\n<html lang="{self.lang}"><head><meta charset="utf-8"><title>{title}</title></head>'
            f"<body><h1>{title}</h1><p>{body}</p></body></html>\n"
        )
        return web.Response(status=503, text=page, content_type="text/html")

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """One game for one tab, while fewer than ``max_games`` run."""
        if self.full:
            raise web.HTTPServiceUnavailable(text=t("serve.full.body", self.lang, games=self.max_games))
        self.games += 1
        try:
            return await self._play(request)
        finally:
            self.games -= 1

    async def _play(self, request: web.Request) -> web.WebSocketResponse:
        """textual-serve's websocket handler, with a bounded terminal and bounded messages."""
        websocket = web.WebSocketResponse(heartbeat=15, max_msg_size=policy.MAX_MESSAGE_BYTES)
        width, height = policy.clamp_size(request.query.get("width"), request.query.get("height"))
        app_service: AppService | None = None

        async def close() -> None:
            await websocket.close()

        try:
            await websocket.prepare(request)
            self.sockets.add(websocket)
            app_service = TableService(
                self.command,
                write_bytes=websocket.send_bytes,
                write_str=websocket.send_str,
                close=close,
                download_manager=self.download_manager,
                debug=self.debug,
            )
            await app_service.start(width, height)
            await self._process_messages(websocket, app_service)
        except asyncio.CancelledError:
            await websocket.close()
        except Exception as error:
            log.exception(error)
        finally:
            self.sockets.discard(websocket)
            if app_service is not None:
                await app_service.stop()
        return websocket

    async def _process_messages(self, websocket: web.WebSocketResponse, app_service: AppService) -> None:
        """A tab's messages to its game; what is not a well-formed message is dropped, sizes are bounded."""
        async for message in websocket:
            if message.type != WSMsgType.TEXT:
                continue
            try:
                envelope = json.loads(message.data)
            except ValueError:
                continue
            if not isinstance(envelope, list) or not envelope:
                continue
            kind = envelope[0]
            data = envelope[1] if len(envelope) > 1 else None
            if kind == "stdin" and isinstance(data, str):
                await app_service.send_bytes(data.encode("utf-8"))
            elif kind == "resize" and isinstance(data, dict):
                await app_service.set_terminal_size(*policy.clamp_size(data.get("width"), data.get("height")))
            elif kind == "ping":
                await websocket.send_json(["pong", data])
            elif kind == "blur":
                await app_service.blur()
            elif kind == "focus":
                await app_service.focus()
