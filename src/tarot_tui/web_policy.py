"""Who ``tarot-tui serve`` and ``tarot-tui phones`` let in, and how big a tab's game may be: plain decisions on a
request's headers, with no web library, so that each rule can be read and tested on its own (``cli/serve_server.py``
and ``phones/server.py`` apply them).

- The game's own page only: a websocket must come with an Origin that is this very server as the browser
  addressed it (``http://`` + the Host header). A page elsewhere (or an old client with no Origin) is refused.
- This machine's names only, when it listens on this machine: a Host header other than ``localhost``,
  ``127.0.0.1``, ``[::1]`` (or the loopback address given) with the port is refused, so a page whose name an
  attacker points at 127.0.0.1 (DNS rebinding) cannot pass as the game's page.
- On a network, a random token (``secrets.token_urlsafe``, 256 bits) in the printed address, compared in
  constant time; the browser then keeps it in a cookie that only this site's own requests carry.
- A terminal of at most 500×200 cells, and a small number of games at once.
"""

from __future__ import annotations

import ipaddress
import re
import secrets
import socket
from enum import Enum

MAX_WIDTH = 500
MAX_HEIGHT = 200
"""The largest terminal a tab gets (cells). A 4K screen at the browser's smallest font is about 430 columns
wide; a game's memory grows with its terminal (a 100000×100000 one passed 4 GB in 17 s)."""
DEFAULT_WIDTH, DEFAULT_HEIGHT = 80, 24
"""What a tab gets when it names no size, or one that is not a number."""
DEFAULT_MAX_GAMES = 4
"""Games at once by default (about 50 MB of memory each): a table of friends, each with a tab."""
MOST_GAMES = 64
"""The largest ``--max-games`` accepted."""
MAX_MESSAGE_BYTES = 64 * 1024
"""The largest websocket message a tab may send (keys, a resize; a pasted text is far smaller)."""
TOKEN_BYTES = 32
"""Random bytes in a network token (256 bits; at least 128 are needed)."""
EVENING_META = "tarot-tui-evening"
"""The message a game under ``serve`` sends its page (through textual-serve's meta channel) when an evening is
opened at its table or left: ``{"type": EVENING_META, "open": bool}``; the page then asks before the tab closes."""
SAFETY_HEADERS = {
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": "frame-ancestors 'none'",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
}
"""On every answer: no other page may frame the game (and trick a player into typing into it), and the address
(with its token) is never sent on as a referrer."""
LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "[::1]"})
_DIGITS = re.compile(r"[0-9]+")
_HOST = re.compile(r"^(?P<name>[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(?P<port>[0-9]{1,5}))?$")


class Refusal(Enum):
    """Why a request is refused (each has its sentence in the catalogue, ``serve.refused.<value>``)."""

    ORIGIN = "origin"
    TOKEN = "token"


def clamp_size(width: object, height: object) -> tuple[int, int]:
    """A tab's terminal size, bounded to 1..500 × 1..200. Too large a size is made smaller rather than refused: a
    real browser window on a big screen is let in and the game fills its top-left corner. What is not a whole
    number (a string, ``True``, a float) counts as the default 80×24."""
    return _bounded(width, DEFAULT_WIDTH, MAX_WIDTH), _bounded(height, DEFAULT_HEIGHT, MAX_HEIGHT)


def font_size(value: object) -> int:
    """The page's font size (``?fontsize=``, textual-serve's own option), 8 to 40 pixels; 16 when none is given."""
    return max(8, _bounded(value, 16, 40))


def _bounded(value: object, default: int, most: int) -> int:
    if isinstance(value, str):  # the query of the websocket's address
        text = value.strip()
        value = (int(text) if len(text) <= 9 else most) if _DIGITS.fullmatch(text) else default
    if not isinstance(value, int) or isinstance(value, bool):
        value = default
    return min(max(value, 1), most)


LOWEST_PHONE_PORT = 1024
"""The lowest port the form offers for the phones: below it, listening needs the administrator's rights."""


def phones_port(text: str) -> int | None:
    """The port typed for the phones (a whole number from ``LOWEST_PHONE_PORT`` to 65535, spaces around it
    allowed); None for anything else."""
    text = text.strip()
    if not _DIGITS.fullmatch(text) or len(text) > 5:
        return None
    port = int(text)
    return port if LOWEST_PHONE_PORT <= port <= 65535 else None


def is_loopback(host: str) -> bool:
    """Whether ``--host`` names this machine only (``localhost`` or a loopback address): then no token is asked."""
    name = host.strip().strip("[]").lower()
    if name == "localhost":
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def url_host(host: str) -> str:
    """``host`` as written in a URL (an IPv6 address in brackets)."""
    return f"[{host}]" if ":" in host and not host.startswith("[") else host


def split_host(header: str) -> tuple[str, int] | None:
    """The name and port of a Host header (port 80 when none is written); None when it is not a host name."""
    match = _HOST.match(header.strip().lower())
    if match is None:
        return None
    return match["name"], int(match["port"] or 80)


def host_allowed(header: str | None, *, listen_host: str, port: int) -> bool:
    """Whether a request's Host header may be served. On this machine only its own names with the server's port;
    on a network any well-formed name (the token guards it)."""
    parsed = split_host(header or "")
    if parsed is None:
        return False
    if not is_loopback(listen_host):
        return True
    name, given_port = parsed
    return given_port == port and name in LOOPBACK_NAMES | {url_host(listen_host.lower())}


def origin_allowed(origin: str | None, host_header: str | None) -> bool:
    """Whether a websocket's Origin is the page this server served: ``http://`` + the Host the browser sent."""
    if not origin or not host_header:
        return False
    return origin.strip().lower() == f"http://{host_header.strip().lower()}"


def new_token() -> str:
    """A network token: 256 random bits, URL-safe."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_matches(given: str | None, token: str) -> bool:
    """Whether ``given`` is the token, compared in constant time."""
    return given is not None and secrets.compare_digest(given.encode("utf-8"), token.encode("utf-8"))


def admit(
    *,
    host_header: str | None,
    origin: str | None,
    websocket: bool,
    listen_host: str,
    port: int,
    token: str | None,
    given_tokens: tuple[str | None, ...],
) -> Refusal | None:
    """Why a request is refused, or None to serve it: the Host first, then the token (when there is one: on a
    network), then the Origin of a websocket."""
    if not host_allowed(host_header, listen_host=listen_host, port=port):
        return Refusal.ORIGIN
    if token is not None and not any(token_matches(given, token) for given in given_tokens):
        return Refusal.TOKEN
    if websocket and not origin_allowed(origin, host_header):
        return Refusal.ORIGIN
    return None


def network_name(host: str) -> str:
    """The name to write in the printed address for ``--host``: for "every address" (``0.0.0.0``, ``::``) the
    address this machine uses on its network (found by routing a UDP socket, which sends nothing), else its
    host name."""
    if host not in ("0.0.0.0", "::", ""):
        return url_host(host)
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never reached, only routed
            address: str = probe.getsockname()[0]
            return address
        except OSError:
            return socket.gethostname()
