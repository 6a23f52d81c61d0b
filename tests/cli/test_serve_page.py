"""The page ``tarot-tui serve`` hands a browser, as a new player met it in a real (headless) browser: the keyboard
went nowhere until they clicked into the page, the page said "Session ended." and "Restart" in English to a Dutch
table, and it fetched a font from another site (a stylesheet that holds the page up at a table without internet).

The browser test runs only where chromium is installed (the Debian package ``chromium``)."""

from __future__ import annotations

import asyncio
import base64
import itertools
import json
import re
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

pytest.importorskip("textual_serve", reason="the serve extra is not installed (pip install '.[serve]')")

from serve_process import Served, free_port, serving

from tarot_tui.i18n import t


@pytest.fixture(scope="module")
def served_nl(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    with serving(tmp_path_factory.mktemp("serve-page"), "--lang", "nl") as server:
        yield server


async def _page(served: Served) -> str:
    async with aiohttp.ClientSession() as session, session.get(f"{served.base}/") as response:
        assert response.status == 200
        return await response.text()


async def test_the_page_speaks_the_tables_language(served_nl: Served) -> None:
    page = await _page(served_nl)
    assert '<html lang="nl">' in page
    for key in ("serve.page.ended", "serve.page.restart"):
        assert t(key, "nl") in page
    assert "Session ended" not in page and ">Restart<" not in page


async def test_the_page_asks_nothing_of_another_site(served_nl: Served) -> None:
    page = await _page(served_nl)
    addresses = re.findall(r"""(?:href|src)="([^"]+)\"""", page)
    assert addresses
    assert all(address.startswith(f"http://127.0.0.1:{served_nl.port}/") for address in addresses), addresses
    assert "googleapis" not in page


async def test_while_the_game_starts_the_page_shows_our_title_and_says_it_is_loading(served_nl: Served) -> None:
    """Before the game's first frame the tab showed textual-serve's intro: Textual's logo and its dotted
    background. Now it is the game's own name with a sentence in the table's language."""
    page = await _page(served_nl)
    intro = page[page.index('class="dialog-container intro-dialog"') : page.index('class="dialog-container closed')]
    assert "<svg" not in intro and "<path" not in intro  # (Textual's logo)
    assert "background.png" not in page  # (textual-serve's dotted background)
    assert "tarot-tui" in intro
    assert t("serve.page.loading", "nl") in intro
    assert t("serve.page.loading", "nl") != t("serve.page.loading", "en")


# -- in a real browser -----------------------------------------------------------------------------------------------

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


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


@pytest.mark.skipif(CHROMIUM is None, reason="needs chromium (apt-get install chromium)")
async def test_in_a_browser_the_game_has_the_keyboard_as_soon_as_it_is_drawn(served_nl: Served, tmp_path: Path) -> None:
    assert CHROMIUM is not None
    port = free_port()
    options = ["--headless", "--no-sandbox", f"--remote-debugging-port={port}", f"--user-data-dir={tmp_path}"]
    browser = subprocess.Popen(
        [CHROMIUM, *options, "--window-size=1024,768", "about:blank"],
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
            async with session.ws_connect(pages[0]["webSocketDebuggerUrl"], max_msg_size=0) as socket:
                tab = Tab(socket)
                await tab.call("Page.navigate", url=f"{served_nl.base}/")
                await tab.wait_for("document.body.classList.contains('-first-byte')")  # the game has drawn
                focused = "document.activeElement && document.activeElement.classList.contains('xterm-helper-textarea')"
                assert await tab.value(focused)
                shot = await tab.call("Page.captureScreenshot", format="png")
                (tmp_path / "drawn.png").write_bytes(base64.b64decode(shot["data"]))
    finally:
        browser.terminate()
        browser.wait(timeout=15)
