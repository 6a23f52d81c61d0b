"""What ``tarot-tui serve`` writes while it serves. A player sees where to play and nothing per request: aiohttp's
English "INFO ... GET / HTTP/1.1" line for every page and socket came up in a Dutch session, and a malformed request
(a path with an ESC in it) a traceback of a whole screen. ``--verbose`` keeps a line per request, and no line can
carry a control byte from the network to the terminal: a User-Agent or a Referer with a C1 control (U+009B, CSI on
some terminals) reached it raw."""

from __future__ import annotations

import re
import signal
import socket
from pathlib import Path

import pytest

pytest.importorskip("textual_serve", reason="the serve extra is not installed (pip install '.[serve]')")

from serve_process import Served, serving

from tarot_tui.i18n import t

CONTROLS = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f]")
"""Any control character but the line break."""


def _ask(served: Served, request: bytes) -> bytes:
    """Send ``request`` as it is over a socket of its own; the first bytes of the answer."""
    with socket.create_connection(("127.0.0.1", served.port), timeout=10) as sock:
        sock.sendall(request.replace(b"HOST", f"127.0.0.1:{served.port}".encode()))
        return sock.recv(64)


HOSTILE = [
    b"GET / HTTP/1.1\r\nHost: HOST\r\n\r\n",
    b"GET /\x1b]0;PWNED\x07 HTTP/1.1\r\nHost: HOST\r\n\r\n",  # ESC and BEL in the path: refused (400)
    b"GET /?q=\x1b[2J HTTP/1.1\r\nHost: HOST\r\n\r\n",
    b"GET /nothing HTTP/1.1\r\nHost: HOST\r\nUser-Agent: x\xc2\x9b31my\r\nReferer: \xc2\x9b2J\r\n\r\n",  # C1 CSI
]


def _served_output(tmp_path: Path, *options: str) -> tuple[Served, str]:
    """The output of a server in Dutch that was asked for the page and sent every ``HOSTILE`` request, once it
    stopped (Ctrl+C)."""
    with serving(tmp_path, "--lang", "nl", "--host", "127.0.0.1", *options) as served:
        answers = [_ask(served, request) for request in HOSTILE]
        served.process.send_signal(signal.SIGINT)
        served.process.wait(timeout=15)
    assert answers[0].startswith(b"HTTP/1.1 200"), answers
    return served, served.output()


def test_a_player_sees_where_to_play_and_nothing_per_request(tmp_path: Path) -> None:
    served, output = _served_output(tmp_path)
    lines = output.splitlines()
    assert lines == [t("serve.open", "nl", url=f"http://127.0.0.1:{served.port}")], output


def test_verbose_has_a_line_per_request_each_with_its_control_bytes_escaped(tmp_path: Path) -> None:
    _, output = _served_output(tmp_path, "--verbose")
    assert not CONTROLS.search(output), repr(output)
    assert "Traceback" not in output and "╭" not in output, output  # one line for a malformed request
    requests = [line for line in output.splitlines() if '"GET /' in line]
    assert len(requests) >= 2, output  # the page and /nothing
    assert any("x\\x9b31my" in line and "\\x9b2J" in line for line in requests), output
    assert "INFO" not in output, output
