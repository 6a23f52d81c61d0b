"""A mixed table in the app: two people on their phones, one at the laptop and a computer player. Every frame the
laptop draws is checked: it shows no card of a phone seat's hand (nor any card the table may not see), it is never
covered by a hand-over for a phone's turn (it says whose phone is asked), and no message to a phone holds a card
that seat may not see."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import aiohttp
import pytest
from harness import make_app, new_evening, settle, step, table_screen
from test_privacy import FrameWatch

from phones.phone_table import Phone, leaks
from tarot_tui.app.screens.phones import PhonesScreen
from tarot_tui.app.table import screen as table_module
from tarot_tui.app.table.phones import TablePhones
from tarot_tui.app.widgets.hand import HandWidget
from tarot_tui.phones import codes as codes_module
from tarot_tui.play import HandOver, PhoneTurn
from tarot_tui.table import table_keys


class PhoneFrameWatch(FrameWatch):
    """Every frame: also, the hand the table may show (its viewer's) is never a phone seat's."""

    def check(self, table: table_module.TableScreen, text: str) -> None:
        viewer = table.model.flow.viewer
        if viewer is not None and table.evening.on_phone(viewer):
            self.leaks.append(f"frame {self.frames}: the hand of {table.evening.names[viewer]}, on a phone")
        super().check(table, text)


async def join(
    phones: TablePhones, seed: int, session: aiohttp.ClientSession, done: asyncio.Event
) -> tuple[list[Phone], list[Any], list[asyncio.Task[None]]]:
    """Each phone seat's scripted phone opens its own address and plays what its own socket asks."""
    scripted = [Phone(seat, random.Random(seed * 10 + seat)) for seat in phones.host.codes.seats]
    sockets = []
    for phone in scripted:
        url = phones.server.url(phone.seat)
        origin = url.split("/p/")[0]
        sockets.append(await session.ws_connect(url.replace("http://", "ws://") + "/ws", headers={"Origin": origin}))
    tasks = [asyncio.create_task(phone.play(socket, done)) for phone, socket in zip(scripted, sockets, strict=True)]
    return scripted, sockets, tasks


@pytest.mark.parametrize("seed", [31, 32])
async def test_a_mixed_table_never_shows_a_phone_seats_hand(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(table_module, "TRICK_PAUSE", 0.01)
    # Codes of letters only: a random code may hold "T8", which the frame check would read as a trump on screen.
    letters = iter("bdfgjklmnpwxyz")
    monkeypatch.setattr(codes_module, "new_token", lambda: next(letters) * 43)
    app = make_app(seed, phones_host="127.0.0.1", phones_port=0)
    async with app.run_test(size=(110, 34)) as pilot:
        watch = PhoneFrameWatch(app)
        evening = new_evening(app, ["Anna", "Bram", "Cees", "Dirk"], ["human", "human", "human", "strong"])
        evening.save.deals_planned = 1
        evening.set_phone(0, True)
        evening.set_phone(2, True)
        await app.push_screen(table_module.TableScreen(evening))
        await settle(pilot)
        table = table_screen(app)
        assert isinstance(app.screen, PhonesScreen)  # the phones' addresses come up while a phone is missing
        page = app.screen.page(False).plain
        assert "Anna" in page and "Cees" in page and "Bram" not in page
        phones = table.phones.served
        assert phones is not None
        done = asyncio.Event()
        session = aiohttp.ClientSession()
        scripted, sockets, tasks = await join(phones, seed, session, done)
        for _ in range(200):
            if all(phones.server.connected(seat) for seat in (0, 2)):
                break
            await asyncio.sleep(0.01)
        assert "aan de telefoon" in app.screen.page(False).plain
        await pilot.press("escape")
        rng = random.Random(seed)
        phone_covers = laptop_keys = 0
        for _ in range(5000):
            if evening.deals_done >= 1:
                break
            await settle(pilot)
            prompt = table.model.prompt
            assert not (isinstance(prompt, HandOver) and prompt.seat in (0, 2))
            if isinstance(prompt, PhoneTurn):
                hand = table.query_one(HandWidget)
                assert hand.cover_purpose == "phone" and hand.cards == ()
                now = table.painter.keys_now()
                assert not now.allows("take_laptop") and "⏎" not in [key for key, _, _ in table_keys(now)]
                phone_covers += 1
                await asyncio.sleep(0.002)
                continue
            done_now = await step(pilot, rng, bid=lambda deal: "2" if not any(c for _, c in deal.bids) else "0")
            laptop_keys += done_now != "wait"
        assert evening.deals_done >= 1
        done.set()
        for socket in sockets:
            await socket.close()
        await asyncio.gather(*tasks)
        await session.close()
    assert not watch.leaks, watch.leaks[:5]
    assert watch.frames > 40 and phone_covers > 10
    for phone in scripted:
        assert phone.sent >= 15
        for message in phone.received:
            assert leaks(evening, phone.seat, message) == [], (phone.seat, message["position"])
    assert laptop_keys >= 18  # the person at the laptop played their own cards there
