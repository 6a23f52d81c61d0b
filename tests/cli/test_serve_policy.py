"""The rules of ``tarot-tui serve`` on their own (``web_policy.py``): a terminal's size, this machine's names,
the game page's Origin, the token. The real server is tested in ``test_serve_guard.py``."""

from __future__ import annotations

import pytest

from tarot_tui.web_policy import (
    MAX_HEIGHT,
    MAX_WIDTH,
    Refusal,
    admit,
    clamp_size,
    font_size,
    host_allowed,
    is_loopback,
    new_token,
    origin_allowed,
    phones_port,
    token_matches,
)


@pytest.mark.parametrize(
    ("width", "height", "expected"),
    [
        (100, 30, (100, 30)),
        (100000, 100000, (MAX_WIDTH, MAX_HEIGHT)),
        ("900", "300", (MAX_WIDTH, MAX_HEIGHT)),
        ("9" * 5000, "9" * 5000, (MAX_WIDTH, MAX_HEIGHT)),  # int() of 5000 digits would raise
        (0, -7, (1, 1)),
        ("-3", " 40 ", (80, 40)),
        (None, None, (80, 24)),
        ("wide", 12.5, (80, 24)),
        (True, [3], (80, 24)),
        (10**40, 10**40, (MAX_WIDTH, MAX_HEIGHT)),
    ],
)
def test_a_terminal_is_at_most_500_by_200(width: object, height: object, expected: tuple[int, int]) -> None:
    assert clamp_size(width, height) == expected


def test_the_font_size_is_bounded() -> None:
    assert [font_size(v) for v in (None, "16", "2", "400", "x")] == [16, 16, 8, 40, 16]


@pytest.mark.parametrize(("host", "loopback"), [("localhost", True), ("127.0.0.1", True), ("127.0.0.2", True),
                                                ("::1", True), ("[::1]", True), ("0.0.0.0", False), ("::", False),
                                                ("192.168.1.5", False), ("laptop.local", False)])  # fmt: skip
def test_loopback_hosts_need_no_token(host: str, loopback: bool) -> None:
    assert is_loopback(host) is loopback


@pytest.mark.parametrize(
    ("header", "allowed"),
    [
        ("localhost:8000", True),
        ("127.0.0.1:8000", True),
        ("[::1]:8000", True),
        ("LOCALHOST:8000", True),
        ("localhost", False),  # port 80
        ("localhost:8001", False),
        ("evil.example:8000", False),
        ("127.0.0.1.evil.example:8000", False),
        ("localhost:8000/", False),
        ("", False),
        (None, False),
    ],
)
def test_on_this_machine_only_its_own_names_are_served(header: str | None, allowed: bool) -> None:
    assert host_allowed(header, listen_host="localhost", port=8000) is allowed


def test_on_a_network_any_well_formed_name_is_served() -> None:
    assert host_allowed("192.168.1.5:8000", listen_host="0.0.0.0", port=8000)
    assert host_allowed("laptop.local:8000", listen_host="0.0.0.0", port=8000)
    assert not host_allowed("a b:8000", listen_host="0.0.0.0", port=8000)


@pytest.mark.parametrize(
    ("origin", "host", "allowed"),
    [
        ("http://localhost:8000", "localhost:8000", True),
        ("http://127.0.0.1:8000", "localhost:8000", False),
        ("https://localhost:8000", "localhost:8000", False),
        ("http://evil.example", "localhost:8000", False),
        ("null", "localhost:8000", False),
        (None, "localhost:8000", False),
        ("http://localhost:8000", None, False),
    ],
)
def test_a_websocket_comes_from_the_page_at_its_own_address(
    origin: str | None, host: str | None, allowed: bool
) -> None:
    assert origin_allowed(origin, host) is allowed


def test_a_token_has_256_random_bits_and_only_itself_matches() -> None:
    tokens = {new_token() for _ in range(50)}
    assert len(tokens) == 50 and all(len(token) >= 43 for token in tokens)
    token = tokens.pop()
    assert token_matches(token, token)
    assert not token_matches(token[:-1], token) and not token_matches(None, token) and not token_matches("", token)
    assert not token_matches(token + "x", token) and not token_matches("é" + token[1:], token)


def test_the_host_then_the_token_then_the_origin_decide() -> None:
    def why(host: str, origin: str | None, websocket: bool, token: str | None, given: str | None) -> Refusal | None:
        return admit(host_header=host, origin=origin, websocket=websocket, listen_host="0.0.0.0" if token else
                     "localhost", port=8000, token=token, given_tokens=(None, given))  # fmt: skip

    assert why("localhost:8000", "http://localhost:8000", True, None, None) is None
    assert why("localhost:8000", None, False, None, None) is None  # the page itself carries no Origin
    assert why("evil.example:8000", None, False, None, None) is Refusal.ORIGIN
    assert why("localhost:8000", "http://evil.example", True, None, None) is Refusal.ORIGIN
    assert why("10.0.0.2:8000", "http://evil.example", True, "t0ken", None) is Refusal.TOKEN
    assert why("10.0.0.2:8000", "http://evil.example", True, "t0ken", "t0ken") is Refusal.ORIGIN
    assert why("10.0.0.2:8000", "http://10.0.0.2:8000", True, "t0ken", "t0ken") is None


@pytest.mark.parametrize(
    ("text", "port"),
    [
        ("8100", 8100),
        (" 1024 ", 1024),
        ("65535", 65535),
        ("1023", None),
        ("0", None),
        ("65536", None),
        ("", None),
        ("8 100", None),
        ("-8100", None),
        ("+8100", None),
        ("8100.0", None),
        ("٨١٠٠", None),
        ("0008100", None),
    ],
)
def test_the_phones_port_is_a_whole_number_from_1024_to_65535(text: str, port: int | None) -> None:
    assert phones_port(text) == port
