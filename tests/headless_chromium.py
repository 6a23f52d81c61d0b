"""A page of a headless chromium, driven over its DevTools protocol, for the tests of what a browser shows (the
`serve` page, the phones' page); the tests that use it are skipped where no chromium is installed (CI)."""

from __future__ import annotations

import asyncio
import itertools
import json
import shutil
import socket
import subprocess
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiohttp

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
"""The browser, if one is installed."""


class Tab:
    """One page of a headless chromium, driven over its DevTools protocol."""

    def __init__(self, socket: aiohttp.ClientWebSocketResponse) -> None:
        self.socket = socket
        self.ids = itertools.count(1)

    async def call(self, method: str, **params: Any) -> dict[str, Any]:
        number = next(self.ids)
        await self.socket.send_str(json.dumps({"id": number, "method": method, "params": params}))
        while True:
            message = json.loads((await self.socket.receive(timeout=30)).data)
            if message.get("id") == number:
                assert "error" not in message, message
                result: dict[str, Any] = message["result"]
                return result

    async def value(self, expression: str) -> Any:
        result = await self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        return result["result"].get("value")

    async def wait_for(self, expression: str, limit: float = 30) -> None:
        deadline = time.monotonic() + limit
        while not await self.value(expression):
            assert time.monotonic() < deadline, f"never true: {expression}"
            await asyncio.sleep(0.2)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@asynccontextmanager
async def browser_tab(profile: Path, *, window: str | None = None) -> AsyncIterator[Tab]:
    """A page of a headless chromium with its profile in the folder ``profile`` (``window``: its size, "1024,768"),
    closed after."""
    assert CHROMIUM is not None
    port = _free_port()
    options = ["--headless", "--no-sandbox", "--disable-gpu", f"--remote-debugging-port={port}"]
    if window is not None:
        options.append(f"--window-size={window}")
    browser = subprocess.Popen(
        [CHROMIUM, *options, f"--user-data-dir={profile}", "about:blank"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        async with aiohttp.ClientSession() as session:
            deadline = time.monotonic() + 30
            while True:
                try:
                    async with session.get(f"http://127.0.0.1:{port}/json") as response:
                        pages = [page for page in await response.json() if page["type"] == "page"]
                    break
                except aiohttp.ClientError:
                    assert time.monotonic() < deadline, "chromium did not start"
                    await asyncio.sleep(0.2)
            async with session.ws_connect(pages[0]["webSocketDebuggerUrl"], max_msg_size=0) as ws:
                yield Tab(ws)
    finally:
        browser.terminate()
        browser.wait(timeout=15)
