"""A server that cannot listen says why in the player's language: the system's words were English inside a Dutch
sentence ("kan niet luisteren op 127.0.0.1:8100: error while attempting to bind on address ('127.0.0.1', 8100):
address already in use")."""

from __future__ import annotations

import errno
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from tarot_tui.i18n import listen_reason, t


@pytest.mark.parametrize(
    ("error", "key"),
    [
        (OSError(errno.EADDRINUSE, "error while attempting to bind on address: address already in use"), "in_use"),
        (OSError(errno.EADDRNOTAVAIL, "cannot assign requested address"), "not_here"),
        (socket.gaierror(socket.EAI_NONAME, "Name or service not known"), "not_here"),
        (OSError(errno.EACCES, "Permission denied"), "no_right"),
    ],
)
def test_the_usual_causes_are_said_in_the_players_language(error: OSError, key: str) -> None:
    assert listen_reason(error, "nl") == t(f"listen.{key}", "nl") != t(f"listen.{key}", "en")
    assert listen_reason(error, "en") == t(f"listen.{key}", "en")


def test_anything_else_is_told_by_the_systems_error_code_not_its_english_words() -> None:
    said = listen_reason(OSError(errno.ENOMEM, "Cannot allocate memory"), "nl")
    assert said == "het systeem weigert het (foutcode ENOMEM)" and "Cannot" not in said


@pytest.mark.parametrize("command", ["serve", "phones"])
def test_a_port_in_use_is_said_so(command: str, tmp_path: Path) -> None:
    pytest.importorskip("aiohttp", reason="the serve and phones extras are not installed")
    env = dict(os.environ, TAROT_TUI_DATA_DIR=str(tmp_path / "data"))
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = str(taken.getsockname()[1])
        extra = ["--names", "Anna,Bram,Cor", "--ascii"] if command == "phones" else []
        done = subprocess.run(
            [sys.executable, "-m", "tarot_tui", command, "--host", "127.0.0.1", "--port", port, *extra],
            capture_output=True,
            text=True,
            env=env,
            timeout=60,
            check=False,
        )
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert t("listen.in_use", "nl") in done.stderr and "address already in use" not in done.stderr, done.stderr
