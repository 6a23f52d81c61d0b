"""A real ``tarot-tui serve`` process on a free port of 127.0.0.1, and a small client that talks to it as a
browser tab would (the page over HTTP, the game over a websocket). Every wait is bounded; the server is stopped
when the ``with`` block ends."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import aiohttp

START_TIMEOUT = 30.0
"""Seconds a server may take to listen (a busy 2-core machine)."""
ROW_MOVE = re.compile(r"\x1b\[(\d+);(\d+)H")
"""A cursor move; Textual starts every line it draws with one (row;column, from 1)."""
SGR = re.compile(r"\x1b\[[0-9;]*m")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@dataclass(frozen=True)
class Served:
    """A running server: its port, process and the file its output goes to."""

    port: int
    process: subprocess.Popen[bytes]
    log: Path

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def origin(self) -> str:
        """The Origin a browser sends from the page served at ``base``."""
        return self.base

    def output(self) -> str:
        return self.log.read_text("utf-8", "replace")

    def printed_url(self) -> str:
        """The first address the server printed for the players."""
        match = re.search(r"http://\S+", self.output())
        assert match, self.output()
        return match.group(0).rstrip(".,;")


@contextmanager
def serving(tmp_path: Path, *options: str, env: Mapping[str, str] | None = None) -> Iterator[Served]:
    """``tarot-tui serve --lang en --port FREE *options`` with its own data folder, until the block ends."""
    port = free_port()
    log = tmp_path / f"serve-{port}.log"
    environ = dict(os.environ, TAROT_TUI_DATA_DIR=str(tmp_path / "data"), **(env or {}))
    command = [sys.executable, "-m", "tarot_tui", "serve", "--lang", "en", "--port", str(port), *options]
    with log.open("wb") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env=environ)
    served = Served(port, process, log)
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            assert process.poll() is None, f"the server stopped: {served.output()}"
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert time.monotonic() < deadline, f"the server did not listen: {served.output()}"
                time.sleep(0.1)
        yield served
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=15)


def ws_url(served: Served, width: int = 100, height: int = 30, path: str = "/ws") -> str:
    return f"{served.base}{path}?width={width}&height={height}"


async def handshake_status(
    url: str, *, origin: str | None, headers: Mapping[str, str] | None = None, cookies: Mapping[str, str] | None = None
) -> int:
    """The HTTP status the server answers a websocket handshake with (101 when it is accepted; the socket is
    closed again at once)."""
    async with aiohttp.ClientSession(cookies=dict(cookies or {})) as session:
        try:
            async with session.ws_connect(url, origin=origin, headers=dict(headers or {})) as ws:
                await ws.close()
                return 101
        except aiohttp.WSServerHandshakeError as refused:
            return refused.status


async def read_until_quiet(ws: aiohttp.ClientWebSocketResponse, quiet: float = 1.5, limit: float = 30.0) -> str:
    """What the game draws until it has been quiet for ``quiet`` seconds (at most ``limit`` seconds)."""
    received = ""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        try:
            message = await ws.receive(timeout=min(quiet, max(0.1, deadline - time.monotonic())))
        except TimeoutError:
            if received:
                break
            continue
        if message.type == aiohttp.WSMsgType.BINARY:
            received += message.data.decode("utf-8", "replace")
        elif message.type == aiohttp.WSMsgType.TEXT:
            received += message.data
        else:
            break
    return received


def drawn_size(output: str) -> tuple[int, int]:
    """The size of the terminal a game drew on: the widest line after a move to column 1, the lowest row moved to."""
    rows = [int(row) for row, _ in ROW_MOVE.findall(output)]
    lines = re.findall(r"\x1b\[\d+;1H(.*?)(?=\n|\x1b\[\d+;\d+H)", output, re.S)
    return max((len(SGR.sub("", line)) for line in lines), default=0), max(rows, default=0)
