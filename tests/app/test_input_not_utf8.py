"""A byte from the keyboard that is not UTF-8 (a terminal set to Latin-1 typing "é", a paste of binary junk, a
script's stray byte) must not stop the game: Textual's terminal driver decoded its input as strict UTF-8, and one
such byte (0x95) raised UnicodeDecodeError in its input thread and ended the game at once, mid-deal. It is now
read as U+FFFD, which no key binds."""

from __future__ import annotations

import codecs
import json
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tarot_tui.app.textual_compat import tolerant_input_decoding

TMUX = shutil.which("tmux")
PROGRAM = Path(sys.executable).parent / "tarot-tui"


def test_the_linux_driver_takes_its_decoder_from_its_module_when_its_input_thread_starts() -> None:
    """``tolerant_input_decoding`` relies on ``LinuxDriver.run_input_thread`` making its UTF-8 decoder with the
    module's own ``getincrementaldecoder`` (looked up when the thread starts)."""
    import inspect

    linux_driver = pytest.importorskip("textual.drivers.linux_driver")
    source = inspect.getsource(linux_driver.LinuxDriver.run_input_thread)
    assert 'getincrementaldecoder("utf-8")()' in source
    tolerant_input_decoding()
    decode = vars(linux_driver)["getincrementaldecoder"]("utf-8")().decode
    assert decode(b"\x95i") == "\ufffdi"
    assert decode(b"\xe2\x99") == "" and decode(b"\xa0") == "\u2660"  # a character cut between two reads: whole
    assert codecs.getincrementaldecoder("utf-8")().errors == "strict"  # nothing else in the process changes
    tolerant_input_decoding()  # twice is once
    assert vars(linux_driver)["getincrementaldecoder"]("utf-8")().decode(b"\xff") == "\ufffd"


@pytest.mark.tmux
@pytest.mark.skipif(TMUX is None, reason="tmux is not installed")
@pytest.mark.skipif(not PROGRAM.exists(), reason="the tarot-tui console script is not installed next to python")
def test_a_byte_that_is_not_utf8_leaves_the_game_running(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.json").write_text(json.dumps({"bot_pace": 0}), encoding="utf-8")
    name = "tarot-not-utf8"
    tmux = [TMUX or "tmux", "-L", name]
    subprocess.run([*tmux, "kill-server"], capture_output=True)
    subprocess.run(
        [*tmux, "new-session", "-d", "-s", name, "-x", "100", "-y", "30", f"TAROT_TUI_DATA_DIR={data} {PROGRAM}"],
        check=True,
    )

    def screen() -> str:
        return subprocess.run([*tmux, "capture-pane", "-p", "-t", name], capture_output=True, text=True).stdout

    def wait_for(text: str) -> None:
        deadline = time.monotonic() + 20
        while text not in screen():
            assert time.monotonic() < deadline, f"{text!r} never appeared; the screen shows:\n{screen()}"
            time.sleep(0.2)

    try:
        wait_for("Nieuwe avond")
        subprocess.run([*tmux, "send-keys", "-t", name, "-H", "95"], check=True)  # a lone continuation byte
        time.sleep(1)
        subprocess.run([*tmux, "send-keys", "-t", name, "i"], check=True)
        wait_for("Instellingen")
        wait_for("Taal")  # the settings opened: the game read the next key
    finally:
        subprocess.run([*tmux, "kill-server"], capture_output=True)
