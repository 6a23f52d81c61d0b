"""``tarot-tui serve`` lets only its own page drive a game (issue 25, item 4), tested against a real server process
on 127.0.0.1 with a small websocket client: another page's websocket (or one without an Origin) and a name that
is not this machine's are refused with a plain 403; a tab gets a terminal of at most 500×200 cells, at connect and
on resize; at most ``--max-games`` games run at once and the page says so when it is full; on a network the
address holds a random token and nothing is served without it."""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import Iterator
from pathlib import Path

import aiohttp
import pytest

pytest.importorskip("textual_serve", reason="the serve extra is not installed (pip install '.[serve]')")

from serve_process import Served, drawn_size, handshake_status, read_until_quiet, serving, ws_url

from tarot_tui.i18n import t

MAX_WIDTH, MAX_HEIGHT = 500, 200


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    with serving(tmp_path_factory.mktemp("serve")) as server:
        yield server


async def _get(
    url: str, headers: dict[str, str] | None = None, cookies: dict[str, str] | None = None
) -> tuple[int, str, aiohttp.ClientResponse]:
    async with aiohttp.ClientSession(cookies=cookies or {}) as session, session.get(url, headers=headers or {}) as got:
        return got.status, await got.text(), got


# -- only its own page -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("origin", ["http://evil.example", "null", "http://127.0.0.1:1", "https://127.0.0.1"])
async def test_a_websocket_from_another_page_is_refused_with_403(served: Served, origin: str) -> None:
    assert await handshake_status(ws_url(served), origin=origin) == 403


async def test_a_websocket_without_an_origin_is_refused(served: Served) -> None:
    assert await handshake_status(ws_url(served), origin=None) == 403


async def test_the_page_that_was_served_may_open_its_game(served: Served) -> None:
    assert await handshake_status(ws_url(served), origin=served.origin) == 101
    local = f"localhost:{served.port}"
    assert await handshake_status(ws_url(served), origin=f"http://{local}", headers={"Host": local}) == 101


async def test_the_page_points_its_game_at_the_address_it_was_opened_with(served: Served) -> None:
    status, page, _ = await _get(f"{served.base}/")
    assert status == 200
    assert f"ws://127.0.0.1:{served.port}/ws" in page and "localhost" not in page


async def test_another_name_for_this_machine_is_refused(served: Served) -> None:
    """DNS rebinding: a page at evil.example whose name now points at 127.0.0.1 is same-origin with itself;
    only the Host header tells it apart."""
    rebound = f"evil.example:{served.port}"
    assert await handshake_status(ws_url(served), origin=f"http://{rebound}", headers={"Host": rebound}) == 403
    status, text, _ = await _get(f"{served.base}/", headers={"Host": rebound})
    assert status == 403 and text.strip() == t("serve.refused.origin", "en")


async def test_the_page_may_not_be_framed_by_another(served: Served) -> None:
    status, _, response = await _get(f"{served.base}/")
    assert status == 200
    assert response.headers["X-Frame-Options"] == "DENY"
    assert "frame-ancestors 'none'" in response.headers["Content-Security-Policy"]
    assert response.headers["Referrer-Policy"] == "no-referrer"


# -- a bounded terminal ----------------------------------------------------------------------------------------------


async def test_a_tab_gets_at_most_500_by_200_at_connect(served: Served) -> None:
    async with (
        aiohttp.ClientSession() as session,
        session.ws_connect(ws_url(served, 900, 300), origin=served.origin) as ws,
    ):
        assert drawn_size(await read_until_quiet(ws)) == (MAX_WIDTH, MAX_HEIGHT)


async def test_a_tab_gets_at_most_500_by_200_on_resize(served: Served) -> None:
    async with (
        aiohttp.ClientSession() as session,
        session.ws_connect(ws_url(served, 100, 30), origin=served.origin) as ws,
    ):
        assert drawn_size(await read_until_quiet(ws)) == (100, 30)
        await ws.send_json(["resize", {"width": 900, "height": 300}])
        assert drawn_size(await read_until_quiet(ws)) == (MAX_WIDTH, MAX_HEIGHT)


async def test_a_huge_or_broken_size_is_bounded_and_the_game_goes_on(served: Served) -> None:
    async with (
        aiohttp.ClientSession() as session,
        session.ws_connect(ws_url(served, 100000, 100000), origin=served.origin) as ws,
    ):
        assert drawn_size(await read_until_quiet(ws)) == (MAX_WIDTH, MAX_HEIGHT)
        await ws.send_json(["resize", {"width": "wide", "height": -5}])
        await ws.send_json(["resize", {"width": 10**30, "height": True}])
        await ws.send_json(["resize", "tall"])
        await ws.send_json({"not": "a list"})
        await ws.send_str("not json")
        await ws.send_json(["resize", {"width": 90, "height": 28}])
        assert drawn_size(await read_until_quiet(ws))[0] <= MAX_WIDTH
        await ws.send_json(["resize", {"width": 110, "height": 33}])
        assert drawn_size(await read_until_quiet(ws)) == (110, 33)


async def test_a_huge_message_closes_the_tab(served: Served) -> None:
    async with (
        aiohttp.ClientSession() as session,
        session.ws_connect(ws_url(served), origin=served.origin) as ws,
    ):
        await read_until_quiet(ws)
        await ws.send_json(["stdin", "x" * 1_000_000])
        message = await ws.receive(timeout=10)
        while message.type in (aiohttp.WSMsgType.BINARY, aiohttp.WSMsgType.TEXT):
            message = await ws.receive(timeout=10)
        assert message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSING, aiohttp.WSMsgType.CLOSED)
        assert ws.close_code == aiohttp.WSCloseCode.MESSAGE_TOO_BIG


# -- at most --max-games games ---------------------------------------------------------------------------------------


def test_the_default_cap_is_four_games() -> None:
    from tarot_tui.__main__ import build_parser

    assert build_parser().parse_args(["serve"]).max_games == 4
    assert build_parser().parse_args(["serve", "--max-games", "2"]).max_games == 2


@pytest.mark.parametrize("value", ["0", "-1", "many", "1001"])
def test_a_bad_cap_is_refused_in_one_line(value: str, capsys: pytest.CaptureFixture[str]) -> None:
    from tarot_tui.__main__ import main

    with pytest.raises(SystemExit) as exit_info:
        main(["serve", "--lang", "en", "--max-games", value])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


async def test_a_full_server_shows_a_plain_page_and_refuses_more_games(tmp_path: Path) -> None:
    with serving(tmp_path, "--max-games", "2") as server:
        async with aiohttp.ClientSession() as session:
            first = await session.ws_connect(ws_url(server), origin=server.origin)
            second = await session.ws_connect(ws_url(server), origin=server.origin)
            status, page, _ = await _get(f"{server.base}/")
            assert status == 503
            assert t("serve.full.title", "en") in page and t("serve.full.body", "en", games=2) in page
            assert "<script" not in page
            assert await handshake_status(ws_url(server), origin=server.origin) == 503
            await first.close()
            deadline = time.monotonic() + 20
            while (await _get(f"{server.base}/"))[0] != 200:
                assert time.monotonic() < deadline, "the closed tab's place was not given back"
                await asyncio.sleep(0.2)
            assert await handshake_status(ws_url(server), origin=server.origin) == 101
            await second.close()


# -- a token on a network --------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def on_a_network(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    with serving(tmp_path_factory.mktemp("serve-net"), "--host", "0.0.0.0") as server:
        yield server


def _token(server: Served) -> str:
    match = re.search(r"[?&]token=([A-Za-z0-9_-]+)", server.printed_url())
    assert match, server.output()
    return match.group(1)


def test_on_a_network_the_printed_address_holds_a_random_token(on_a_network: Served) -> None:
    url = on_a_network.printed_url()
    token = _token(on_a_network)
    assert len(token) * 6 >= 128  # url-safe base64: 6 bits a character
    assert "0.0.0.0" not in url
    assert t("serve.open.network", "en", url=url) in on_a_network.output()


@pytest.mark.parametrize("path", ["/", "/?token=", "/?token=wrong", "/static/js/textual.js", "/ws?width=80&height=24"])
async def test_on_a_network_nothing_is_served_without_the_token(on_a_network: Served, path: str) -> None:
    status, text, _ = await _get(f"{on_a_network.base}{path}")
    assert status == 403 and text.strip() == t("serve.refused.token", "en")


async def test_on_a_network_a_websocket_without_the_token_is_refused(on_a_network: Served) -> None:
    assert await handshake_status(ws_url(on_a_network), origin=on_a_network.origin) == 403
    wrong = {f"tarot-tui-{on_a_network.port}": "x" * 43}
    assert await handshake_status(ws_url(on_a_network), origin=on_a_network.origin, cookies=wrong) == 403


async def test_on_a_network_the_token_opens_the_page_and_its_game(on_a_network: Served) -> None:
    token = _token(on_a_network)
    status, page, response = await _get(f"{on_a_network.base}/?token={token}")
    assert status == 200 and f"ws://127.0.0.1:{on_a_network.port}/ws" in page
    cookie = response.cookies[f"tarot-tui-{on_a_network.port}"]
    assert cookie.value == token and cookie["httponly"] and cookie["samesite"] == "Strict"
    cookies = {cookie.key: cookie.value}
    static, _, _ = await _get(f"{on_a_network.base}/static/js/textual.js", cookies=cookies)
    assert static == 200
    assert await handshake_status(ws_url(on_a_network), origin="http://evil.example", cookies=cookies) == 403
    async with (
        aiohttp.ClientSession(cookies=cookies) as session,
        session.ws_connect(ws_url(on_a_network), origin=on_a_network.origin) as ws,
    ):
        assert t("ui.menu.new", "en") in await read_until_quiet(ws)
