"""How long a card tapped on a phone takes to lie on the laptop's table (``tarot-tui phones``).

Four scripted phones play whole 4-player deals through the host on a real server on 127.0.0.1, each over its own
websocket, as a phone's page would (they read their own state and answer it). For every card played on a phone
the time runs from the moment the phone sends it until the laptop has drawn the table with that card on it
(``on_change`` and the terminal's lines, ``laptop.table_lines``), and until every phone has its new state.

    python benchmarks/phones.py            # 6 deals through the host, 2 in the game; about a minute
    python benchmarks/phones.py --quick    # 1 deal
    python benchmarks/phones.py --deals 20

Inside the game (the second part, ``--part app``): the game's own table screen (Textual, headless through
``App.run_test``, 120x40) hosts three scripted phones and a computer player, as a mixed table begun from the
new-evening form would. For every card tapped on a phone the time runs from the moment its socket sends it until
a frame the app writes to the terminal shows that card (the frames are read as the terminal would show them,
cell by cell, and the card's short name looked for: the table's face of it, or its line in the log).

    python benchmarks/phones.py --part app --deals 2

The target (issue 29): within 100 ms, median and p95, for both parts; the exit code is 1 when it is not met. The
network between a real phone and the laptop (Wi-Fi, a few ms to tens of ms) comes on top and is not measured here.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import aiohttp

from tarot_tui.engine import Play, Rules, parse_card
from tarot_tui.evening import Evening
from tarot_tui.phones import PhoneHost
from tarot_tui.phones.laptop import table_lines
from tarot_tui.phones.server import PhoneServer
from tarot_tui.play import EveningOver

TARGET_MS = 100.0


def answer(state: dict[str, Any], rng: random.Random) -> dict[str, Any] | None:
    """What a person might tap: pass or take, a plain écart, no chelem, no poignée, a lit card."""
    ask = state["ask"]
    if ask is None:
        return None
    message: dict[str, Any] = {"seq": state["seq"], "prompt": ask["prompt"], "kind": ask["kind"]}
    lit = [card for card in state["hand"] if card["lit"]]
    if ask["kind"] == "bid":
        values = [option["value"] for option in ask["options"]]
        message["contract"] = "garde" if "garde" in values and not any(p["bid"] for p in state["players"]) else "pass"
    elif ask["kind"] == "call":
        message["card"] = ask["cards"][0]["card"]
    elif ask["kind"] == "discard":
        plain = [c["card"] for c in lit if c["suit"] in "SHDC"]
        message["cards"] = (plain + [c["card"] for c in lit if c["suit"] == "T"])[: ask["size"]]
    elif ask["kind"] == "poignee":
        message["cards"] = []
    elif ask["kind"] == "play":
        message["card"] = rng.choice(lit)["card"]
    return message


async def measure(deals: int, seed: int) -> tuple[list[float], list[float]]:
    evening = Evening.new(
        ["Anna", "Bram", "Cor", "Daan"],
        ["human"] * 4,
        rules=Rules(),
        first_dealer=0,
        deals_planned=deals,
        phones=range(4),
        directory=Path(tempfile.mkdtemp()),
        rng=random.Random(seed),
    )
    evening.write_in_background()
    host = PhoneHost(evening)
    pending: dict[int, float] = {}
    to_table: list[float] = []
    to_phones: list[float] = []

    def on_table() -> None:
        deal = evening.deal
        if not pending or deal is None:
            return
        table_lines(host, server.connected)  # the laptop draws the table
        now = time.perf_counter()
        for card, sent in list(pending.items()):
            if any(isinstance(action, Play) and action.card == card for _, action in deal.history[-4:]):
                to_table.append(now - sent)
                del pending[card]

    server = PhoneServer(host, listen_host="127.0.0.1", port=0, on_change=on_table)
    await server.start()
    origin = f"http://127.0.0.1:{server.port}"
    rng = random.Random(seed)
    sent_at: dict[int, float] = {}
    arrived: dict[int, list[float]] = {}

    async def phone(socket: aiohttp.ClientWebSocketResponse) -> None:
        answered: set[int] = set()
        async for raw in socket:
            if raw.type != aiohttp.WSMsgType.TEXT:
                break
            state = json.loads(raw.data)
            if state["type"] != "state":
                continue
            number, actions = state["position"]
            key = number * 1000 + actions
            if key in sent_at:
                arrived.setdefault(key, []).append(time.perf_counter() - sent_at[key])
            ask = state["ask"]
            if ask is None or ask["prompt"] in answered:
                continue
            message = answer(state, rng)
            if message is None:
                continue
            answered.add(ask["prompt"])
            if ask["kind"] == "play":
                now = time.perf_counter()
                pending[parse_card(message["card"])] = now
                sent_at[number * 1000 + actions + 1] = now
            await socket.send_str(json.dumps(message))

    async with aiohttp.ClientSession() as session:
        sockets = [
            await session.ws_connect(server.url(seat).replace("http", "ws") + "/ws", headers={"Origin": origin})
            for seat in host.codes.seats
        ]
        tasks = [asyncio.create_task(phone(socket)) for socket in sockets]
        while not isinstance(host.prompt, EveningOver):
            await asyncio.sleep(0.005)
            if host.laptop_waits:
                host.go_on()
                await server.changed()
        for socket in sockets:
            await socket.close()
        await asyncio.gather(*tasks)
    await server.stop()
    evening.flush()
    evening.close()
    for times in arrived.values():
        if len(times) == 4:
            to_phones.append(max(times))
    return to_table, to_phones


# -- inside the game: a phone's card until the laptop's Textual table shows it -----------------------------------

CONTROL = re.compile(r"\x1b\[([0-9;?]*)([A-Za-z])")


class Terminal:
    """What the terminal shows: the frames the app writes, applied cell by cell (a partial frame rewrites pieces of
    lines only, so one frame's text alone is not the screen)."""

    def __init__(self, width: int, height: int) -> None:
        from rich.cells import cell_len

        self.cell_len = cell_len
        self.cells = [[" "] * width for _ in range(height)]
        self.x = self.y = 0

    def feed(self, text: str) -> None:
        at = 0
        for match in CONTROL.finditer(text):
            self._write(text[at : match.start()])
            at = match.end()
            if match.group(2) == "H":
                row, _, column = match.group(1).partition(";")
                self.y, self.x = int(row or 1) - 1, int(column or 1) - 1
        self._write(text[at:])

    def _write(self, text: str) -> None:
        for char in text:
            if char in "\r\n":
                continue
            if 0 <= self.y < len(self.cells) and 0 <= self.x < len(self.cells[0]):
                self.cells[self.y][self.x] = char
            self.x += self.cell_len(char)

    @property
    def screen(self) -> str:
        return "\n".join("".join(row) for row in self.cells)


async def measure_app(deals: int, seed: int) -> tuple[list[float], list[int]]:
    """Three scripted phones and a computer player at the game's own table: the time from a phone's card sent
    until a frame of the laptop shows it, for each card; and the cards sent that no frame showed (none)."""
    from tarot_tui.app.app import TarotApp
    from tarot_tui.app.screens.phones import PhonesScreen
    from tarot_tui.app.table import screen as table_module
    from tarot_tui.i18n import card_short, set_language
    from tarot_tui.persistence import AppSettings
    from tarot_tui.play import ComputerTurn, PhoneTurn

    os.environ["TAROT_TUI_DATA_DIR"] = tempfile.mkdtemp()
    set_language("nl")
    table_module.TRICK_PAUSE = 0.05  # the finished trick's pause (1.2 s) only makes the run longer
    settings = AppSettings(bot_pace=0, phones_host="127.0.0.1", phones_port=0, lang="nl")
    app = TarotApp(settings=settings, rng=random.Random(seed))
    evening = Evening.new(
        ["Anna", "Bram", "Cor", "Daan"],
        ["human", "human", "human", "beginner"],
        rules=Rules(),
        first_dealer=0,
        deals_planned=deals,
        phones=range(3),
        directory=Path(tempfile.mkdtemp()),
        rng=random.Random(seed),
    )
    # A card's short name as a whole token ('♥1' is not the start of '♥10', 'T2' not of 'T21').
    names = {card: re.compile(re.escape(card_short(card, "nl")) + r"(?![0-9])") for card in range(78)}
    pending: dict[int, float] = {}
    shown: list[float] = []
    terminal: Terminal | None = None
    real = app._display  # the one place a frame reaches the terminal (Textual has no public hook for it)

    def display(screen: Any, renderable: Any) -> None:
        nonlocal terminal
        real(screen, renderable)
        if not pending or not hasattr(renderable, "render_segments"):
            return
        if terminal is None:
            terminal = Terminal(*app.size)
        terminal.feed(renderable.render_segments(app.console))
        now = time.perf_counter()
        text = terminal.screen
        for card, sent in list(pending.items()):
            if names[card].search(text):
                shown.append(now - sent)
                del pending[card]

    app._display = display  # type: ignore[method-assign]
    rng = random.Random(seed)

    async def phone(socket: aiohttp.ClientWebSocketResponse) -> None:
        answered: set[int] = set()
        async for raw in socket:
            if raw.type != aiohttp.WSMsgType.TEXT:
                break
            state = json.loads(raw.data)
            ask = state.get("ask") if state["type"] == "state" else None
            if ask is None or ask["prompt"] in answered:
                continue
            message = answer(state, rng)
            if message is None:
                continue
            answered.add(ask["prompt"])
            await asyncio.sleep(0.02)  # a person taps a moment after the phone shows the question
            if ask["kind"] == "play":
                pending[parse_card(message["card"])] = time.perf_counter()
            await socket.send_str(json.dumps(message))

    async with app.run_test(size=(120, 40)) as pilot:
        await app.push_screen(table_module.TableScreen(evening))
        table = app.screen
        for _ in range(500):
            await pilot.pause(0.01)
            phones = getattr(getattr(table, "phones", None), "served", None)  # the seats on phones, once served
            if phones is not None and phones.server.port:
                break
        assert phones is not None
        async with aiohttp.ClientSession() as session:
            sockets = []
            for seat in phones.host.codes.seats:
                url = phones.server.url(seat)
                origin = url.split("/p/")[0]
                ws = url.replace("http://", "ws://") + "/ws"
                sockets.append(await session.ws_connect(ws, headers={"Origin": origin}))
            tasks = [asyncio.create_task(phone(socket)) for socket in sockets]
            seats = phones.host.codes.seats
            while isinstance(app.screen, PhonesScreen) or not all(map(phones.server.connected, seats)):
                await pilot.pause(0.05)
                if isinstance(app.screen, PhonesScreen):
                    await pilot.press("escape")
            while not isinstance(table.model.prompt, EveningOver) and app.screen is table:
                await pilot.pause(0.01)
                prompt = table.model.prompt
                if prompt is None or table.model.busy or isinstance(prompt, PhoneTurn | ComputerTurn):
                    continue
                await pilot.press("enter")  # the chien shown, the score, the sheet: the table's own keys
            for socket in sockets:
                await socket.close()
            await asyncio.gather(*tasks)
    evening.close()
    return shown, sorted(pending)


def summary(name: str, times: list[float]) -> tuple[float, float]:
    ms = sorted(t * 1000 for t in times)
    median = statistics.median(ms)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    print(f"{name:<34} n={len(ms):>4}  median {median:6.2f} ms  p95 {p95:6.2f} ms  max {ms[-1]:6.2f} ms")
    return median, p95


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=None, help="deals a part (6 through the host, 2 in the game)")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--part", choices=("host", "app", "both"), default="both")
    args = parser.parse_args()
    met = True
    if args.part in ("host", "both"):
        deals = 1 if args.quick else args.deals or 6
        to_table, to_phones = asyncio.run(measure(deals, args.seed))
        median, p95 = summary("card tapped -> on the laptop's table", to_table)
        summary("card tapped -> every phone has it", to_phones)
        met = met and median <= TARGET_MS and p95 <= TARGET_MS
    if args.part in ("app", "both"):
        deals = 1 if args.quick else args.deals or 2
        shown, unseen = asyncio.run(measure_app(deals, args.seed))
        median, p95 = summary("card tapped -> the game's table shows it", shown)
        if unseen:
            print(f"cards sent by the phones that no frame of the laptop showed: {unseen}")
        met = met and median <= TARGET_MS and p95 <= TARGET_MS and not unseen
    print(f"target: median and p95 within {TARGET_MS:.0f} ms: {'met' if met else 'NOT met'}")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
