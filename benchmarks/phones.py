"""How long a card tapped on a phone takes to lie on the laptop's table (``tarot-tui phones``).

Four scripted phones play whole 4-player deals through the host on a real server on 127.0.0.1, each over its own
websocket, as a phone's page would (they read their own state and answer it). For every card played on a phone
the time runs from the moment the phone sends it until the laptop has drawn the table with that card on it
(``on_change`` and the terminal's lines, ``laptop.table_lines``), and until every phone has its new state.

    python benchmarks/phones.py            # 6 deals, about 10 seconds
    python benchmarks/phones.py --quick    # 1 deal
    python benchmarks/phones.py --deals 20

The target (issue 29): within 100 ms, median and p95; the exit code is 1 when it is not met. The network between a
real phone and the laptop (Wi-Fi, a few ms to tens of ms) comes on top and is not measured here.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
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


def summary(name: str, times: list[float]) -> tuple[float, float]:
    ms = sorted(t * 1000 for t in times)
    median = statistics.median(ms)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    print(f"{name:<34} n={len(ms):>4}  median {median:6.2f} ms  p95 {p95:6.2f} ms  max {ms[-1]:6.2f} ms")
    return median, p95


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    deals = 1 if args.quick else args.deals
    to_table, to_phones = asyncio.run(measure(deals, args.seed))
    median, p95 = summary("card tapped -> on the laptop's table", to_table)
    summary("card tapped -> every phone has it", to_phones)
    met = median <= TARGET_MS and p95 <= TARGET_MS
    print(f"target: median and p95 within {TARGET_MS:.0f} ms: {'met' if met else 'NOT met'}")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
