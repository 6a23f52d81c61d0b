"""``tarot-tui phones`` says what an OS error while it runs was: a port it cannot listen on is "cannot listen"; a
closed output (``tarot-tui phones ... | head``) ends it quietly, as Unix tools end (a played evening saved, an unplayed
new one forgotten, as after "cannot listen"); any other error of the system is one sentence of its own. Each of these
was once "cannot listen ... (error code EPIPE)"."""

from __future__ import annotations

import asyncio
import errno
import socket
from pathlib import Path
from typing import Any

import pytest

from tarot_tui.__main__ import main
from tarot_tui.phones import laptop
from tarot_tui.phones.server import PhoneServer


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def argv() -> list[str]:
    return ["phones", "--names", "Anna,Bram,Cor", "--host", "127.0.0.1", "--port", str(free_port()), "--ascii"]


class ClosedPipe:
    """A stdout whose reader has gone: every write is EPIPE, as after ``| head``."""

    def write(self, text: str) -> int:
        raise BrokenPipeError(errno.EPIPE, "Broken pipe")

    def flush(self) -> None:
        raise BrokenPipeError(errno.EPIPE, "Broken pipe")


def saved_evenings(tmp_path: Path) -> list[str]:
    return sorted(p.name for p in (tmp_path / "data" / "evenings").glob("*.json"))


def test_a_closed_output_ends_the_table_quietly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("TAROT_TUI_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr("sys.stdout", ClosedPipe())
    assert main([*argv(), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert err == "", err  # no "cannot listen", no traceback: the reader has gone, as with any Unix tool


def test_a_closed_output_during_the_evening_ends_it_quietly_not_in_the_loops_log(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The first picture is written, then the reader goes: the next redraw (a callback of the event loop, where an
    exception is only logged, with its traceback) ends the table the same way."""
    monkeypatch.setenv("TAROT_TUI_DATA_DIR", str(tmp_path / "data"))
    written: list[str] = []

    class GoesAway(ClosedPipe):
        def write(self, text: str) -> int:
            if written:
                raise BrokenPipeError(errno.EPIPE, "Broken pipe")
            written.append(text)
            return len(text)

        def flush(self) -> None:
            if len(written) > 1:
                raise BrokenPipeError(errno.EPIPE, "Broken pipe")

    start = PhoneServer.start

    async def start_then_change(self: PhoneServer) -> None:
        await start(self)
        assert self.on_change is not None
        asyncio.get_running_loop().call_later(0.05, self.on_change)  # as when a phone comes in

    monkeypatch.setattr("sys.stdout", GoesAway())
    monkeypatch.setattr(PhoneServer, "start", start_then_change)
    assert main([*argv(), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert err == "", err


def test_another_error_of_the_system_is_its_own_sentence(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("TAROT_TUI_DATA_DIR", str(tmp_path / "data"))

    def broken(*args: Any, **kwargs: Any) -> list[str]:
        raise OSError(errno.ENOMEM, "Cannot allocate memory")

    monkeypatch.setattr(laptop, "table_lines", broken)
    for lang, words in (("en", "error code ENOMEM"), ("nl", "foutcode ENOMEM")):
        assert main([*argv(), "--lang", lang]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and words in err, err
        assert "listen" not in err and "luisteren" not in err, err


@pytest.mark.parametrize(("lang", "words"), [("en", "try another --port"), ("nl", "probeer een andere --port")])
def test_a_port_in_use_suggests_another_port_as_serve_does(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lang: str, words: str
) -> None:
    """The port is the problem (another program listens on it): one sentence that says so and what to do, in the
    player's language; an address that is not this machine's is no matter of the port (no such hint)."""
    monkeypatch.setenv("TAROT_TUI_DATA_DIR", str(tmp_path / "data"))
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = str(taken.getsockname()[1])
        args = ["phones", "--names", "Anna,Bram,Cor", "--host", "127.0.0.1", "--port", port, "--ascii", "--lang", lang]
        assert main(args) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err, err
    elsewhere = ["phones", "--names", "Anna,Bram,Cor", "--host", "192.0.2.1", "--port", port, "--ascii", "--lang", lang]
    assert main(elsewhere) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--port" not in err, err
