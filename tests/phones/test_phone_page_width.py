"""The phone's page at a phone's width, in a real (headless) chromium: five players with names of the longest kind
(16 characters, ``MAX_NAME``) keep the trick on one row, each name within its card's column (wrapped, then cut
with an ellipsis), and nothing makes the page wider than the screen. Runs only where chromium is installed."""

from __future__ import annotations

import asyncio
import base64
import json
import random
import time
from pathlib import Path
from typing import Any

import pytest

from headless_chromium import CHROMIUM, Tab, browser_tab
from tarot_tui.engine import Contract
from tarot_tui.i18n import contract_name
from tarot_tui.persistence import MAX_NAME
from tarot_tui.phones import PhoneHost
from tarot_tui.phones.server import page_text

from .phone_table import Phone, new_evening

LONG_NAMES = ["Maximiliaan Jans", "Wilhelminastraat", "Anne-Marie de Vr", "MMMMMMMMMMMMMMMM", "Bartholomeus_Kim"]
assert all(len(name) == MAX_NAME for name in LONG_NAMES)

STUB = """<script>
window.WebSocket = class {
  constructor() { this.readyState = 1; setTimeout(() => this.onmessage({data: JSON.stringify(STATE)}), 0); }
  send() {}
};
window.WebSocket.OPEN = 1;
</script>
"""

MEASURE = """(() => {
  const played = [...document.querySelectorAll(".played")];
  const names = played.map((node) => node.lastElementChild);
  return {
    page: document.documentElement.scrollWidth, screen: window.innerWidth, rows: new Set(played.map((node) =>
      node.getBoundingClientRect().top)).size, played: played.length,
    names: names.map((node) => node.textContent),
    inside: names.map((node) => node.scrollWidth <= node.clientWidth + 1 &&
      node.getBoundingClientRect().right <= window.innerWidth),
  };
})()"""


def five_card_trick() -> dict[str, Any]:
    """Seat 0's phone when a trick of five players has just been won, all five cards still on the table."""
    evening = new_evening(5, 3)
    host = PhoneHost(evening)
    phones = {seat: Phone(seat, random.Random(seat)) for seat in host.codes.seats}
    for _ in range(500):
        state = host.state(0).model_dump(mode="json")
        if state["trick_done"] and len(state["trick"]) == 5:
            state["trick_by"] = LONG_NAMES
            state["name"] = LONG_NAMES[0]
            for line, name in zip(state["players"], LONG_NAMES, strict=True):
                line["name"] = name
                line["bid"] = contract_name(Contract.GARDE_CONTRE)  # (the widest bid)
            return state
        seat = host.awaiting
        assert seat is not None
        host.receive(seat, json.dumps(phones[seat].answer(host.state(seat).model_dump(mode="json"))))
    raise AssertionError("no trick was won")


async def seen_at(tab: Tab, width: int, state: dict[str, Any], tmp_path: Path) -> dict[str, Any]:
    """The page drawing ``state`` on a phone ``width`` CSS pixels wide: what it measures of itself."""
    page = page_text().replace("<script>", STUB.replace("STATE", json.dumps(state)) + "<script>", 1)
    file = tmp_path / f"page-{width}.html"
    file.write_text(page, encoding="utf-8")
    await tab.call("Emulation.setDeviceMetricsOverride", width=width, height=740, deviceScaleFactor=2, mobile=True)
    await tab.call("Page.enable")
    await tab.call("Page.navigate", url=file.as_uri())
    deadline = time.monotonic() + 30
    while not await tab.value("document.querySelectorAll('.played').length"):
        assert time.monotonic() < deadline, "the page never drew the trick"
        await asyncio.sleep(0.1)
    shot = await tab.call("Page.captureScreenshot", format="png")
    (tmp_path / f"trick-{width}.png").write_bytes(base64.b64decode(shot["data"]))
    seen: dict[str, Any] = await tab.value(MEASURE)
    return seen


@pytest.mark.skipif(CHROMIUM is None, reason="needs chromium (apt-get install chromium)")
@pytest.mark.parametrize("width", [360, 412])
async def test_a_trick_of_five_long_names_stays_on_one_row_of_a_phone(width: int, tmp_path: Path) -> None:
    async with browser_tab(tmp_path / "profile") as tab:
        seen = await seen_at(tab, width, five_card_trick(), tmp_path)
    assert seen["screen"] == width
    assert seen["played"] == 5
    assert seen["rows"] == 1, seen  # (each long name made its card's column wider, and the trick took two rows)
    assert seen["names"] == LONG_NAMES
    assert all(seen["inside"]), seen
    assert seen["page"] <= seen["screen"], seen
