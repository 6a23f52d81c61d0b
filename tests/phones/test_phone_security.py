"""The phones' host on a real server on 127.0.0.1, attacked as a browser or a script could: a wrong code, another
seat's code, an answer out of turn, a huge message, another Origin, a replayed message, an old code."""

from __future__ import annotations

import json
from typing import Any

import aiohttp
import pytest

from tarot_tui.phones import PhoneHost
from tarot_tui.phones.server import CUT_OFF
from tarot_tui.play import AskBid
from tarot_tui.web_policy import MAX_MESSAGE_BYTES

from .phone_table import new_evening, origin, running, socket_url


async def first_state(socket: aiohttp.ClientWebSocketResponse) -> dict[str, Any]:
    message = await socket.receive_json(timeout=5)
    assert message["type"] == "state"
    return message  # type: ignore[no-any-return]


def actions(host: PhoneHost) -> int:
    deal = host.evening.deal
    assert deal is not None
    return len(deal.history)


def bid_of(state: dict[str, Any], *, seq: int | None = None) -> dict[str, Any]:
    """Pass, in answer to the question ``state`` asks."""
    ask = state["ask"]
    return {"seq": state["seq"] if seq is None else seq, "prompt": ask["prompt"], "kind": "bid", "contract": "pass"}


async def test_a_wrong_code_opens_neither_the_page_nor_the_socket() -> None:
    host = PhoneHost(new_evening())
    async with running(host) as server, aiohttp.ClientSession() as session:
        right = server.url(host.codes.seats[0])
        wrong = right[:-4] + ("AAAA" if not right.endswith("AAAA") else "BBBB")
        async with session.get(wrong) as response:
            assert response.status == 403
            assert "Anna" not in await response.text()
        for url in (wrong, right.rsplit("/", 1)[0] + "/", right.rsplit("/", 1)[0] + "/x"):
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await session.ws_connect(url.replace("http://", "ws://") + "/ws", headers={"Origin": origin(server)})
            assert refused.value.status in (403, 404)
        async with session.get(right) as response:
            assert response.status == 200


async def test_another_seats_code_acts_for_that_seat_only_and_a_message_cannot_name_a_seat() -> None:
    host = PhoneHost(new_evening())
    asked = host.awaiting
    assert asked is not None and isinstance(host.prompt, AskBid)
    other = next(seat for seat in host.codes.seats if seat != asked)
    async with running(host) as server, aiohttp.ClientSession() as session:
        mine = await session.ws_connect(socket_url(server, asked), headers={"Origin": origin(server)})
        theirs = await session.ws_connect(socket_url(server, other), headers={"Origin": origin(server)})
        state = await first_state(mine)
        their_state = await first_state(theirs)
        assert their_state["ask"] is None and state["ask"] is not None
        assert [card["card"] for card in their_state["hand"]] != [card["card"] for card in state["hand"]]
        # The other seat answers the question asked of this one, with this one's prompt: refused.
        await theirs.send_str(json.dumps(bid_of(state, seq=their_state["seq"])))
        refusal = await theirs.receive_json(timeout=5)
        assert refusal["reason"] == "not_your_turn"
        await first_state(theirs)  # a refusal is followed by the seat's state
        # A message that names a seat is not a message of this host at all.
        await theirs.send_str(json.dumps({**bid_of(state, seq=refusal["seq"]), "seat": asked}))
        assert (await theirs.receive_json(timeout=5))["reason"] == "malformed"
        assert actions(host) == 0 and host.awaiting == asked


async def test_an_answer_out_of_turn_changes_nothing() -> None:
    host = PhoneHost(new_evening())
    asked = host.awaiting
    others = [seat for seat in host.codes.seats if seat != asked]
    async with running(host) as server, aiohttp.ClientSession() as session:
        for seat in others:
            socket = await session.ws_connect(socket_url(server, seat), headers={"Origin": origin(server)})
            state = await first_state(socket)
            hand = [card["card"] for card in state["hand"]]
            for message in (
                {"seq": state["seq"], "prompt": host.prompt.serial, "kind": "bid", "contract": "garde"},
                {"seq": state["seq"] + 1, "prompt": host.prompt.serial, "kind": "play", "card": hand[0]},
            ):
                await socket.send_str(json.dumps(message))
                assert (await socket.receive_json(timeout=5))["reason"] == "not_your_turn"
                await first_state(socket)
            await socket.close()
    assert actions(host) == 0 and host.awaiting == asked


async def test_a_huge_message_closes_the_phones_socket_and_changes_nothing() -> None:
    host = PhoneHost(new_evening())
    asked = host.awaiting
    assert asked is not None
    async with running(host) as server, aiohttp.ClientSession() as session:
        socket = await session.ws_connect(socket_url(server, asked), headers={"Origin": origin(server)})
        state = await first_state(socket)
        huge = {**bid_of(state), "contract": "x" * (MAX_MESSAGE_BYTES + 1)}
        await socket.send_str(json.dumps(huge))
        closing = await socket.receive(timeout=5)
        assert closing.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING)
        assert socket.close_code == aiohttp.WSCloseCode.MESSAGE_TOO_BIG
    assert actions(host) == 0
    # Below the socket's bound, the host bounds what a message may hold too (pydantic: at most 20 characters).
    assert host.receive(asked, json.dumps({**bid_of(state), "contract": "x" * 1000})).reason == "malformed"


@pytest.mark.parametrize("page", ["http://evil.example", "http://127.0.0.1:1", "null", None])
async def test_a_socket_from_another_origin_or_none_is_refused(page: str | None) -> None:
    host = PhoneHost(new_evening())
    async with running(host) as server, aiohttp.ClientSession() as session:
        headers = {"Origin": page} if page is not None else {}
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await session.ws_connect(socket_url(server, host.codes.seats[0]), headers=headers)
        assert refused.value.status == 403


async def test_this_machines_server_serves_only_this_machines_names() -> None:
    host = PhoneHost(new_evening())
    async with running(host) as server, aiohttp.ClientSession() as session:
        url = server.url(host.codes.seats[0])
        async with session.get(url, headers={"Host": f"rebound.example:{server.port}"}) as response:
            assert response.status == 403


async def test_a_replayed_message_is_refused_even_on_a_new_socket() -> None:
    host = PhoneHost(new_evening())
    asked = host.awaiting
    assert asked is not None
    async with running(host) as server, aiohttp.ClientSession() as session:
        socket = await session.ws_connect(socket_url(server, asked), headers={"Origin": origin(server)})
        state = await first_state(socket)
        message = json.dumps(bid_of(state))
        await socket.send_str(message)
        after = await first_state(socket)
        assert after["ask"] is None and actions(host) == 1
        await socket.send_str(message)  # the same bytes again
        assert (await socket.receive_json(timeout=5))["reason"] == "replay"
        await first_state(socket)
        await socket.close()
        again = await session.ws_connect(socket_url(server, asked), headers={"Origin": origin(server)})
        await first_state(again)
        await again.send_str(message)
        assert (await again.receive_json(timeout=5))["reason"] == "replay"
    assert actions(host) == 1


async def test_a_new_code_cuts_the_old_one_and_the_seat_comes_back_at_the_same_card() -> None:
    host = PhoneHost(new_evening())
    seat = host.awaiting
    assert seat is not None
    async with running(host) as server, aiohttp.ClientSession() as session:
        old_url = server.url(seat)
        socket = await session.ws_connect(socket_url(server, seat), headers={"Origin": origin(server)})
        before = await first_state(socket)
        await server.new_code(seat)
        closing = await socket.receive(timeout=5)
        assert closing.type is aiohttp.WSMsgType.CLOSE and socket.close_code == CUT_OFF
        async with session.get(old_url) as response:
            assert response.status == 403
        with pytest.raises(aiohttp.WSServerHandshakeError):
            await session.ws_connect(old_url.replace("http://", "ws://") + "/ws", headers={"Origin": origin(server)})
        fresh = await session.ws_connect(socket_url(server, seat), headers={"Origin": origin(server)})
        after = await first_state(fresh)
        assert after["hand"] == before["hand"] and after["ask"] == before["ask"]


async def test_a_phone_that_reloads_gets_the_same_seat_at_the_same_card() -> None:
    host = PhoneHost(new_evening())
    seat = host.awaiting
    assert seat is not None
    async with running(host) as server, aiohttp.ClientSession() as session:
        first = await session.ws_connect(socket_url(server, seat), headers={"Origin": origin(server)})
        before = await first_state(first)
        await first.close()
        second = await session.ws_connect(socket_url(server, seat), headers={"Origin": origin(server)})
        after = await first_state(second)
        assert {k: v for k, v in after.items()} == before


async def test_a_seat_that_goes_back_to_the_laptop_is_closed_with_its_own_code_and_its_address_opens_nothing() -> None:
    """Between deals the sheet may bring a phone's person back to the laptop: that phone's socket is closed with
    4002 (its page says the hand is at the laptop now, not that the address was replaced: 4001), and the address
    opens nothing any more."""
    from tarot_tui.phones.seat_state import labels
    from tarot_tui.phones.server import LEFT_PHONE
    from tarot_tui.play import TableFlow

    evening = new_evening(4, 2, seats=["human", "human", "human", "beginner"], phones=[0, 2])
    host = PhoneHost(evening, flow=TableFlow(evening))
    async with running(host) as server, aiohttp.ClientSession() as session:
        old_url = server.url(2)
        socket = await session.ws_connect(socket_url(server, 2), headers={"Origin": origin(server)})
        await first_state(socket)
        evening.set_phone(2, False)
        host.follow_seats()
        await server.follow_seats()
        closing = await socket.receive(timeout=5)
        assert closing.type is aiohttp.WSMsgType.CLOSE and closing.data == LEFT_PHONE != CUT_OFF
        async with session.get(old_url) as response:
            assert response.status == 403
    assert labels()["left_phone"] and labels()["left_phone"] != labels()["cut_off"]
