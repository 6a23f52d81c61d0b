"""The installed ``tarot-tui`` in tmux: the terminal's cursor (what a screen reader or braille display follows)
is on the highlighted menu entry's first letter, and follows the arrow keys. Skipped where tmux is missing."""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.tmux

TMUX = shutil.which("tmux")
PROGRAM = Path(sys.executable).parent / "tarot-tui"


def _tmux(*args: str) -> str:
    assert TMUX is not None
    return subprocess.run([TMUX, *args], capture_output=True, text=True, check=True).stdout


def _word_at_cursor(session: str) -> str:
    x, y = (int(v) for v in _tmux("display", "-p", "-t", session, "#{cursor_x},#{cursor_y}").split(","))
    lines = _tmux("capture-pane", "-p", "-t", session).splitlines()
    return lines[y][x:].split("  ")[0] if y < len(lines) else ""


def _wait_for_word(session: str, word: str, timeout: float = 20) -> None:
    deadline = time.monotonic() + timeout
    seen = ""
    while time.monotonic() < deadline:
        seen = _word_at_cursor(session)
        if seen == word:
            return
        time.sleep(0.2)
    raise AssertionError(f"the cursor is on {seen!r}, not on {word!r}")


@pytest.mark.skipif(TMUX is None, reason="tmux is not installed")
@pytest.mark.skipif(not PROGRAM.exists(), reason="the tarot-tui console script is not installed next to python")
def test_the_cursor_is_on_the_highlighted_menu_entry(tmp_path: Path) -> None:
    session = "tarot-cursor"
    subprocess.run([TMUX, "kill-session", "-t", session], capture_output=True)  # type: ignore[list-item]
    _tmux("new-session", "-d", "-s", session, "-x", "100", "-y", "30", f"TAROT_TUI_DATA_DIR={tmp_path} {PROGRAM}")
    try:
        _wait_for_word(session, "Nieuwe avond")
        _tmux("send-keys", "-t", session, "Down")
        _wait_for_word(session, "Lessen: leer Tarot stap voor stap")
        _tmux("send-keys", "-t", session, "End")
        _wait_for_word(session, "Afsluiten")
    finally:
        subprocess.run([TMUX, "kill-session", "-t", session], capture_output=True)  # type: ignore[list-item]
