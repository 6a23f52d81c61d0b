"""``tarot-tui serve`` says what an OS error was, as ``phones`` does (``test_phones_os_errors.py``): an address it
cannot listen on is "cannot listen" with the reason; a closed output (``tarot-tui serve | head``: the server's next
line, the log of a request, finds the reader gone) ends it quietly with exit code 2, as Unix tools end; any other error
of the system is one sentence of its own. Such an error was "cannot listen ... (error code ENOMEM)", and a closed
output a silent exit code 1 (Rich's own ending on a broken pipe)."""

from __future__ import annotations

import contextlib
import errno
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("textual_serve", reason="the serve extra is not installed (pip install '.[serve]')")

from in_process import run
from serve_process import START_TIMEOUT, free_port

from tarot_tui.i18n import t


@pytest.fixture(autouse=True)
def own_data_and_hook(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A data folder of the test's own, and the interpreter's unraisable hook back as it was (``serve`` wraps it)."""
    monkeypatch.setenv("TAROT_TUI_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(sys, "unraisablehook", sys.unraisablehook)


class ClosedPipe:
    """A stdout whose reader has gone: every write is EPIPE, as after ``| head``."""

    def write(self, text: str) -> int:
        raise BrokenPipeError(errno.EPIPE, "Broken pipe")

    def flush(self) -> None:
        raise BrokenPipeError(errno.EPIPE, "Broken pipe")


def test_a_closed_output_before_the_server_starts_ends_it_quietly(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdout", ClosedPipe())
    assert run(capsys, "serve", "--lang", "en", "--host", "127.0.0.1", "--port", str(free_port())) == (2, "", "")


def test_a_closed_output_while_the_server_runs_ends_it_quietly(tmp_path: Path) -> None:
    """The address is printed and read (``| head -1``), the reader goes, then a tab asks for the page: the server's
    log of that request (``--verbose``: without it nothing is written per request) finds the pipe closed. The server
    stops as at Ctrl+C, saying nothing, with exit code 2."""
    port = free_port()
    command = [sys.executable, "-m", "tarot_tui", "serve", "--lang", "en", "--host", "127.0.0.1", "--port", str(port)]
    command.append("--verbose")
    env = {**os.environ, "TAROT_TUI_DATA_DIR": str(tmp_path / "data")}
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    try:
        assert process.stdout is not None and process.stderr is not None
        assert b"http://127.0.0.1:" in process.stdout.readline()
        process.stdout.close()  # what ``head -1`` does after its line
        deadline = time.monotonic() + START_TIMEOUT
        while process.poll() is None and time.monotonic() < deadline:
            with contextlib.suppress(OSError):  # not listening yet, or gone while answering
                urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5).close()
            time.sleep(0.2)
        code = process.wait(timeout=15)
        err = process.stderr.read().decode("utf-8", "replace")
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=15)
    assert (code, err) == (2, "")


@pytest.mark.parametrize(("lang", "words"), [("en", "cannot listen on 192.0.2.1:"), ("nl", "kan niet luisteren op")])
def test_an_address_that_is_not_this_machines_cannot_be_listened_on(
    lang: str, words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """192.0.2.1 is an address for documentation (RFC 5737), never this machine's. Nothing says where to play (the
    address to open was printed before the server knew it could not listen), and another port would not help: the
    sentence does not suggest one."""
    code, out, err = run(capsys, "serve", "--lang", lang, "--host", "192.0.2.1", "--port", str(free_port()))
    assert code == 2 and err.count("\n") == 1, err
    assert words in err and t("listen.not_here", lang) in err, err
    assert out == "", out
    assert "--port" not in err, err


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_a_port_in_use_cannot_be_listened_on(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Said in one line, with another --port suggested (the port is the problem), and no address to open."""
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = str(taken.getsockname()[1])
        code, out, err = run(capsys, "serve", "--lang", lang, "--host", "127.0.0.1", "--port", port)
    assert code == 2 and err.count("\n") == 1, err
    assert f"127.0.0.1:{port}" in err and t("listen.in_use", lang) in err and "--port" in err, err
    assert out == "", out


def test_another_error_of_the_system_is_its_own_sentence(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from tarot_tui.cli.serve_server import GuardedServer  # (here: test_serve.py imports serve as if without it)

    async def broken(self: GuardedServer, app: Any) -> None:
        raise OSError(errno.ENOMEM, "Cannot allocate memory")

    monkeypatch.setattr(GuardedServer, "on_startup", broken)
    for lang, words in (("en", "error code ENOMEM"), ("nl", "foutcode ENOMEM")):
        code, _, err = run(capsys, "serve", "--lang", lang, "--host", "127.0.0.1", "--port", str(free_port()))
        assert code == 2 and err.count("\n") == 1 and words in err, err
        assert "listen" not in err and "luisteren" not in err and "Cannot allocate" not in err, err
