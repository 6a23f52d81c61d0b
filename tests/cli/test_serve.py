"""``tarot-tui serve``: the game in a browser through textual-serve. The server is started for real on
localhost; the page is fetched and a browser's websocket gets the start screen of a game of its own."""

from __future__ import annotations

import asyncio
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tarot_tui.__main__ import main
from tarot_tui.i18n import t


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def test_without_the_extra_one_sentence(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "textual_serve.server", None)  # as if textual-serve were not installed
    monkeypatch.delitem(sys.modules, "tarot_tui.cli.serve_server", raising=False)  # (imported by another test)
    assert main(["serve", "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == f"tarot-tui serve: error: {t('serve.missing', 'en')}"
    assert "Traceback" not in err


@pytest.mark.parametrize("port", ["0", "65536", "http", "-1", "80.5"])
def test_a_bad_port_is_refused_in_one_line(port: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["serve", "--port", port])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_the_game_command_passes_the_options_on() -> None:
    from tarot_tui.__main__ import build_parser
    from tarot_tui.cli.serve import game_command

    args = build_parser().parse_args(["--seed", "7", "--ascii", "serve", "--lang", "en", "--port", "8123"])
    assert game_command(args) == [sys.executable, "-m", "tarot_tui", "--lang", "en", "--seed", "7", "--ascii"]
    assert args.port == 8123 and args.host == "localhost"
    assert game_command(build_parser().parse_args(["serve"])) == [sys.executable, "-m", "tarot_tui"]


async def _first_screen(port: int, wanted: str, timeout: float) -> str:
    """What a browser tab's websocket receives until ``wanted`` shows (the app's terminal output)."""
    import aiohttp

    received = ""
    async with (
        aiohttp.ClientSession() as session,
        session.ws_connect(f"http://127.0.0.1:{port}/ws?width=100&height=30", origin=f"http://127.0.0.1:{port}") as ws,
    ):
        deadline = time.monotonic() + timeout
        while wanted not in received and time.monotonic() < deadline:
            try:
                message = await ws.receive(timeout=max(0.1, deadline - time.monotonic()))
            except TimeoutError:
                break
            if message.type == aiohttp.WSMsgType.BINARY:
                received += message.data.decode("utf-8", "replace")
            elif message.type == aiohttp.WSMsgType.TEXT:
                received += message.data
            elif message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.ERROR):
                break
    return received


def test_serve_on_localhost(tmp_path: Path) -> None:
    pytest.importorskip("textual_serve", reason="the serve extra is not installed (pip install '.[serve]')")
    import urllib.request

    port = _free_port()
    env = dict(os.environ, TAROT_TUI_DATA_DIR=str(tmp_path / "data"))
    server = subprocess.Popen(
        [sys.executable, "-m", "tarot_tui", "serve", "--lang", "en", "--port", str(port)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        env=env,
    )
    try:
        page = ""
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2) as response:
                    assert response.status == 200
                    page = response.read().decode("utf-8")
                    break
            except OSError:
                if server.poll() is not None:
                    break
                time.sleep(0.2)
        assert page, f"no page; the server said: {server.stdout.read().decode() if server.poll() is not None else ''}"  # type: ignore[union-attr]
        assert "tarot-tui" in page and f"ws://127.0.0.1:{port}/ws" in page  # where it was opened
        screen = asyncio.run(_first_screen(port, "New evening", timeout=30))
        assert "New evening" in screen, screen[-2000:]
    finally:
        server.terminate()
        try:
            output = server.communicate(timeout=10)[0].decode("utf-8", "replace")
        except subprocess.TimeoutExpired:
            server.kill()
            output = server.communicate()[0].decode("utf-8", "replace")
    assert t("serve.open", "en", url=f"http://localhost:{port}") in output
    assert "Traceback" not in output


def test_only_the_closed_loop_noise_is_dropped_at_shutdown() -> None:
    """Stopping the server just after a tab closed made asyncio print "Exception ignored ... Event loop is
    closed" with a traceback (1 run in 3); the hook drops exactly that and passes everything else on."""
    from types import SimpleNamespace

    from tarot_tui.cli.serve import quiet_after_the_loop

    passed_on: list[object] = []
    hook = quiet_after_the_loop(passed_on.append)
    hook(SimpleNamespace(exc_value=RuntimeError("Event loop is closed")))  # type: ignore[arg-type]
    other = SimpleNamespace(exc_value=RuntimeError("something else"))
    hook(other)  # type: ignore[arg-type]
    value_error = SimpleNamespace(exc_value=ValueError("Event loop is closed"))
    hook(value_error)  # type: ignore[arg-type]
    assert passed_on == [other, value_error]


def test_the_address_printed_shows_a_host_from_the_command_line_escaped(tmp_path: Path) -> None:
    """``--host`` is in the sentence that says the server cannot listen there (and was in the address printed before
    the server listened): a control byte in it reached the terminal raw (``--host $'\\x1b]0;…\\x07'`` set its
    title), as no other command-line value does."""
    pytest.importorskip("textual_serve", reason="the serve extra is not installed (pip install '.[serve]')")
    env = dict(os.environ, TAROT_TUI_DATA_DIR=str(tmp_path / "data"))
    host = "x\x1b]0;PWNED\x07y"
    done = subprocess.run(
        [sys.executable, "-m", "tarot_tui", "serve", "--lang", "en", "--host", host, "--port", str(_free_port())],
        capture_output=True,
        env=env,
        timeout=60,
        check=False,
    )
    out, err = done.stdout.decode("utf-8"), done.stderr.decode("utf-8")
    assert done.returncode == 2 and "Traceback" not in err  # a name that is not this machine's: one line
    assert "\x1b" not in out + err and "\x07" not in out + err
    assert out == "" and "x\\x1b]0;PWNED\\x07y" in err, (out, err)  # no address to open: it cannot listen there
