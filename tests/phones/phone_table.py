"""A table of phones for the tests: an evening, its host on a real server on 127.0.0.1, and scripted phones that
act only on what their own socket tells them (never on the host's objects)."""

from __future__ import annotations

import asyncio
import json
import random
import re
import tempfile
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp

from tarot_tui.engine import (
    N_CARDS,
    CardCalled,
    CardPlayed,
    ChienShown,
    Deal,
    Discarded,
    Phase,
    PlayedDeal,
    PoigneeDeclared,
    Rules,
    cards_of,
    parse_card,
)
from tarot_tui.evening import Evening
from tarot_tui.i18n import card_name, card_short
from tarot_tui.phones import PhoneHost
from tarot_tui.phones.server import PhoneServer
from tarot_tui.play import EveningOver

NAMES = ["Anna", "Bram", "Cor", "Daan", "Eva"]


def new_evening(
    players: int = 4, seed: int = 1, deals: int = 1, seats: list[str] | None = None, phones: list[int] | None = None
) -> Evening:
    """An evening (not saved); ``phones``: the people's seats on phones (all of them when not given)."""
    kinds = seats or ["human"] * players
    return Evening.new(
        NAMES[:players],
        kinds,  # type: ignore[arg-type]
        rules=Rules(),
        first_dealer=seed % players,
        deals_planned=deals,
        phones=[seat for seat, kind in enumerate(kinds) if kind == "human"] if phones is None else phones,
        directory=Path(tempfile.mkdtemp()),
        autosave=False,
        rng=random.Random(seed),
    )


@asynccontextmanager
async def running(host: PhoneHost) -> AsyncIterator[PhoneServer]:
    server = PhoneServer(host, listen_host="127.0.0.1", port=0)
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


def origin(server: PhoneServer) -> str:
    return f"http://127.0.0.1:{server.port}"


def socket_url(server: PhoneServer, seat: int) -> str:
    return server.url(seat).replace("http://", "ws://") + "/ws"


# -- what a seat may see -------------------------------------------------------------------------------------------


def allowed_cards(played: PlayedDeal, match_seat: int | None, actions: int) -> frozenset[int]:
    """The cards match seat ``match_seat`` may have seen after the first ``actions`` actions of ``played``: every
    card it held, the taker's écart, and what the rules make public (each card played, the chien when it is
    turned face up, the trumps shown in an écart or a poignée, the called card); everything once scored."""
    deal = played.deal
    assert deal.layout is not None
    own = played.deal_seat(match_seat) if match_seat is not None else None
    replay = Deal(deal.layout, deal.players, deal.dealer, deal.rules)
    seen: set[int] = set(cards_of(replay.hands[own])) if own is not None else set()
    for seat, action in deal.history[:actions]:
        for event in replay.apply(action, seat):
            if isinstance(event, ChienShown):
                seen.update(event.cards)
            elif isinstance(event, Discarded):
                seen.update(event.shown_trumps)
            elif isinstance(event, PoigneeDeclared):
                seen.update(event.cards)
            elif isinstance(event, CardPlayed | CardCalled):
                seen.add(event.card)
        if own is not None:
            seen.update(cards_of(replay.hands[own]))
            if replay.taker == own:
                seen.update(cards_of(replay.ecart))
    if replay.phase is Phase.SCORED:
        return frozenset(range(N_CARDS))
    return frozenset(seen)


def cards_named(message: Any) -> Iterator[int]:
    """Every card a message names in a card field."""
    if isinstance(message, dict):
        for key, value in message.items():
            if key == "card" and isinstance(value, str):
                yield parse_card(value)
            else:
                yield from cards_named(value)
    elif isinstance(message, list):
        for item in message:
            yield from cards_named(item)


def texts_of(message: Any) -> Iterator[str]:
    """Every text of a message but the card fields and their labels."""
    if isinstance(message, dict):
        for key, value in message.items():
            if key not in ("card", "label"):
                yield from texts_of(value)
    elif isinstance(message, list):
        for item in message:
            yield from texts_of(item)
    elif isinstance(message, str):
        yield message


def _mention(card: int) -> re.Pattern[str]:
    names = "|".join(re.escape(name) for name in (card_short(card), card_name(card)))
    return re.compile(rf"(?<![\w♠♥♦♣])(?:{names})(?!\w)")


def leaks(evening: Evening, match_seat: int | None, message: dict[str, Any]) -> list[str]:
    """What ``message`` (sent to ``match_seat``) shows that the seat may not see: cards in card fields, and
    cards named in its texts."""
    if message.get("type") != "state":
        return []
    number, actions = message["position"]
    if number == 0:
        return [f"card {card}" for card in cards_named(message)]
    played = evening.match.deals[number - 1]
    allowed = allowed_cards(played, match_seat, actions)
    found = [f"card field {card_short(card)}" for card in cards_named(message) if card not in allowed]
    return found + mentions("\n".join(texts_of(message)), allowed)


def mentions(text: str, allowed: frozenset[int]) -> list[str]:
    """The cards ``text`` names (short or full name) that are not ``allowed``."""
    return [
        f"text names {card_short(card)}"
        for card in range(N_CARDS)
        if card not in allowed and _mention(card).search(text)
    ]


# -- scripted phones ------------------------------------------------------------------------------------------------


@dataclass
class Phone:
    """A scripted phone: it answers from its own socket's states only, at random among what they offer."""

    seat: int
    rng: random.Random
    received: list[dict[str, Any]] = field(default_factory=list)
    sent: int = 0
    refusals: list[dict[str, Any]] = field(default_factory=list)

    def answer(self, state: dict[str, Any]) -> dict[str, Any] | None:
        ask = state["ask"]
        if ask is None:
            return None
        kind = ask["kind"]
        message: dict[str, Any] = {"seq": state["seq"], "prompt": ask["prompt"], "kind": kind}
        hand = state["hand"]
        lit = [card for card in hand if card["lit"]]
        if kind == "bid":
            values = [option["value"] for option in ask["options"]]
            nobody_took = all(not line["bid"] or line["you"] for line in state["players"])
            taking = [v for v in values if v in ("prise", "garde", "garde-sans")]
            message["contract"] = self.rng.choice(taking) if taking and nobody_took else "pass"
        elif kind == "call":
            message["card"] = self.rng.choice(ask["cards"])["card"]
        elif kind == "discard":
            plain = [c["card"] for c in lit if c["suit"] in "SHDC"]
            trumps = [c["card"] for c in lit if c["suit"] == "T"]
            self.rng.shuffle(plain)
            message["cards"] = (plain + trumps)[: ask["size"]]
        elif kind == "chelem":
            message["announce"] = False
        elif kind == "poignee":
            if self.rng.random() < 0.5:
                message["cards"] = []
            else:
                size = int(ask["options"][0]["value"])
                pool = [c["card"] for c in lit if c["suit"] == "T"] + [c["card"] for c in ask["cards"]]
                excuse = [c["card"] for c in lit if c["suit"] == "X"]
                message["cards"] = (pool + excuse)[:size]
        elif kind == "play":
            message["card"] = self.rng.choice(lit)["card"]
        return message

    async def play(self, socket: aiohttp.ClientWebSocketResponse, done: asyncio.Event) -> None:
        answered: set[int] = set()
        async for raw in socket:
            if raw.type != aiohttp.WSMsgType.TEXT:
                break
            message = json.loads(raw.data)
            self.received.append(message)
            if message["type"] == "refused":
                self.refusals.append(message)
                continue
            ask = message["ask"]
            if ask is not None and ask["prompt"] not in answered:
                answer = self.answer(message)
                if answer is not None:
                    answered.add(ask["prompt"])
                    self.sent += 1
                    await socket.send_str(json.dumps(answer))
            if done.is_set():
                break


async def join(
    session: aiohttp.ClientSession, server: PhoneServer, phones: list[Phone], done: asyncio.Event
) -> tuple[list[aiohttp.ClientWebSocketResponse], list[asyncio.Task[None]]]:
    """Each phone opens its seat's address (from the server's own origin) and plays on it until ``done``: the
    sockets (to close) and the phones' tasks."""
    sockets = [
        await session.ws_connect(socket_url(server, phone.seat), headers={"Origin": origin(server)}) for phone in phones
    ]
    return sockets, [
        asyncio.create_task(phone.play(socket, done)) for phone, socket in zip(phones, sockets, strict=True)
    ]


async def play_with_phones(host: PhoneHost, server: PhoneServer, seed: int) -> list[Phone]:
    """Every phone seat joins by its own address and plays until the evening is over; the laptop only goes on
    past the score. Returns the phones with everything they received."""
    phones = [Phone(seat, random.Random(seed * 10 + seat)) for seat in host.codes.seats]
    done = asyncio.Event()
    async with aiohttp.ClientSession() as session:
        sockets, tasks = await join(session, server, phones, done)
        for _ in range(20_000):
            await asyncio.sleep(0.002)
            if host.laptop_waits:
                host.go_on()
                await server.changed()
            if isinstance(host.prompt, EveningOver):
                break
        done.set()
        for socket in sockets:
            await socket.close()
        await asyncio.gather(*tasks)
    return phones


def answer_until(host: PhoneHost, phones: dict[int, Phone], done: Callable[[Deal], bool], limit: int) -> Deal:
    """The phones answer in turn, each when it is asked, until ``done`` says so of the deal or it is over (at most
    ``limit`` answers); returns the deal."""
    for _ in range(limit):
        deal = host.evening.deal
        assert deal is not None
        if done(deal) or deal.phase.is_over:
            break
        seat = host.awaiting
        assert seat is not None
        host.receive(seat, json.dumps(phones[seat].answer(host.state(seat).model_dump(mode="json"))))
    assert deal is not None
    return deal
