"""The page ``tarot-tui serve`` hands a browser, as a new player met it in a real (headless) browser: the keyboard
went nowhere until they clicked into the page, the page said "Session ended." and "Restart" in English to a Dutch
table, and it fetched a font from another site (a stylesheet that holds the page up at a table without internet).

The browser test runs only where chromium is installed (the Debian package ``chromium``)."""

from __future__ import annotations

import asyncio
import base64
import json
import re
from collections.abc import Iterator
from pathlib import Path

import aiohttp
import pytest

pytest.importorskip("textual_serve", reason="the serve extra is not installed (pip install '.[serve]')")

from serve_process import Served, serving

from headless_chromium import CHROMIUM, Tab, browser_tab
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


async def test_the_game_tells_its_page_of_its_evening_and_nothing_else_passes_for_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """What the game says of its evening reaches its tab as ``["evening", bool]``; ``open`` is true only when it
    is the JSON true, and a meta message of another kind goes on to textual-serve as before."""
    from textual_serve.app_service import AppService
    from textual_serve.download_manager import DownloadManager

    from tarot_tui.cli.serve_server import TableService
    from tarot_tui.web_policy import EVENING_META

    sent: list[str] = []
    passed: list[bytes] = []

    async def write_str(text: str) -> None:
        sent.append(text)

    async def nothing(*args: object) -> None:
        pass

    async def textual_serve_meta(self: AppService, data: bytes) -> None:
        passed.append(data)

    monkeypatch.setattr(AppService, "on_meta", textual_serve_meta)
    service = TableService(
        "true", write_bytes=nothing, write_str=write_str, close=nothing, download_manager=DownloadManager()
    )
    for meta in ({"type": EVENING_META, "open": True}, {"type": EVENING_META, "open": "yes"}, {"type": "exit"}):
        await service.on_meta(json.dumps(meta).encode())
    await service.on_meta(b"not json")
    assert sent == ['["evening", true]', '["evening", false]']
    assert passed == [b'{"type": "exit"}', b"not json"]


# -- in a real browser -----------------------------------------------------------------------------------------------


@pytest.mark.skipif(CHROMIUM is None, reason="needs chromium (apt-get install chromium)")
async def test_in_a_browser_the_game_has_the_keyboard_as_soon_as_it_is_drawn(served_nl: Served, tmp_path: Path) -> None:
    async with browser_tab(tmp_path, window="1024,768") as tab:
        await tab.call("Page.navigate", url=f"{served_nl.base}/")
        await tab.wait_for("document.body.classList.contains('-first-byte')")  # the game has drawn
        focused = "document.activeElement && document.activeElement.classList.contains('xterm-helper-textarea')"
        assert await tab.value(focused)
        shot = await tab.call("Page.captureScreenshot", format="png")
        (tmp_path / "drawn.png").write_bytes(base64.b64decode(shot["data"]))


KEYS = {
    "n": ("n", "KeyN", 78),
    "s": ("s", "KeyS", 83),
    "j": ("j", "KeyJ", 74),
    "Enter": ("Enter", "Enter", 13),
    "F8": ("F8", "F8", 119),
}
CTRL = 2
"""The Ctrl modifier of DevTools' key events."""
ASKS_BEFORE_CLOSING = """(() => {
  const event = new Event("beforeunload", {cancelable: true});
  window.dispatchEvent(event);
  return event.defaultPrevented;
})()"""
"""Whether the page would ask before its tab closes (its beforeunload handler cancels the event)."""


async def press(tab: Tab, name: str, modifiers: int = 0) -> None:
    """A key pressed in the page, as the keyboard sends it (xterm.js reads keydown)."""
    key, code, number = KEYS[name]
    text = {"text": "\r" if key == "Enter" else key} if (len(key) == 1 or key == "Enter") and not modifiers else {}
    for kind in ("keyDown", "keyUp"):
        await tab.call(
            "Input.dispatchKeyEvent",
            type=kind,
            key=key,
            code=code,
            windowsVirtualKeyCode=number,
            modifiers=modifiers,
            **(text if kind == "keyDown" else {}),
        )


@pytest.mark.skipif(CHROMIUM is None, reason="needs chromium (apt-get install chromium)")
async def test_in_a_browser_the_tab_asks_before_closing_an_open_evening_and_f8_quits(
    served_nl: Served, tmp_path: Path
) -> None:
    """On the start screen the tab closes without a question; once an evening is open at the table the page asks
    first (Ctrl+W, the tab's cross, a reload, the browser quitting), since closing the tab ends its game. F8 quits
    the game there (asking first during a deal), and the closed page asks nothing any more."""
    async with browser_tab(tmp_path, window="1024,768") as tab:
        await tab.call("Page.navigate", url=f"{served_nl.base}/")
        await tab.wait_for("document.body.classList.contains('-first-byte')")
        await asyncio.sleep(1)  # (the start screen has the keys)
        assert not await tab.value(ASKS_BEFORE_CLOSING)
        await press(tab, "n")  # the new-evening form
        await asyncio.sleep(1)
        await press(tab, "s", CTRL)  # starts it: who deals first is drawn (R1.3)
        await asyncio.sleep(1)
        assert not await tab.value(ASKS_BEFORE_CLOSING)
        await press(tab, "Enter")  # to the table
        await tab.wait_for(ASKS_BEFORE_CLOSING)
        shot = await tab.call("Page.captureScreenshot", format="png")
        (tmp_path / "evening.png").write_bytes(base64.b64decode(shot["data"]))
        await press(tab, "F8")
        await asyncio.sleep(1)
        shot = await tab.call("Page.captureScreenshot", format="png")
        (tmp_path / "quit.png").write_bytes(base64.b64decode(shot["data"]))
        await press(tab, "j")  # yes: the evening is saved
        await tab.wait_for("document.body.classList.contains('-closed')")
        assert not await tab.value(ASKS_BEFORE_CLOSING)
