"""End to end: the installed ``tarot-tui`` in tmux, one person against three computer players, played
with keystrokes and read back with capture-pane. Skipped with a reason where tmux is missing."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.tmux

TMUX = shutil.which("tmux")
PROGRAM = Path(sys.executable).parent / "tarot-tui"


class Terminal:
    """A tmux session running the program."""

    def __init__(self, name: str, command: str, width: int = 100, height: int = 30) -> None:
        self.name = name
        subprocess.run([TMUX, "kill-session", "-t", name], capture_output=True)  # type: ignore[list-item]
        subprocess.run(
            [TMUX, "new-session", "-d", "-s", name, "-x", str(width), "-y", str(height), command],  # type: ignore[list-item]
            check=True,
        )

    def keys(self, *keys: str) -> None:
        subprocess.run([TMUX, "send-keys", "-t", self.name, *keys], check=True)  # type: ignore[list-item]

    def screen(self) -> str:
        result = subprocess.run([TMUX, "capture-pane", "-p", "-t", self.name], capture_output=True, text=True)  # type: ignore[list-item]
        return result.stdout

    def wait_for(self, text: str, timeout: float = 20) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            screen = self.screen()
            if text in screen:
                return screen
            time.sleep(0.2)
        raise AssertionError(f"{text!r} never appeared; the screen shows:\n{self.screen()}")

    def close(self) -> None:
        subprocess.run([TMUX, "kill-session", "-t", self.name], capture_output=True)  # type: ignore[list-item]


def key_bar(screen: str) -> str:
    """The last two lines with text: the key bar, which takes a second line when its keys do not fit on one. tmux
    may pad the pane below the app (a window that a client of another size resized), so the last line of the
    capture is not always the app's."""
    lines = [line for line in screen.splitlines() if line.strip()]
    return "\n".join(lines[-2:])


@pytest.mark.skipif(TMUX is None, reason="tmux is not installed")
@pytest.mark.skipif(not PROGRAM.exists(), reason="the tarot-tui console script is not installed next to python")
def test_a_seeded_deal_played_with_keystrokes(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.json").write_text(json.dumps({"bot_pace": 0}), encoding="utf-8")
    term = Terminal("tarot-e2e", f"TAROT_TUI_DATA_DIR={data} {PROGRAM} --seed 3")
    try:
        term.wait_for("Nieuwe avond")
        term.keys("n")
        term.wait_for("Spelers, in speelvolgorde")
        term.keys("Tab")  # from the first name to the first seat's kind
        for seat in range(3):  # seats 2-4 become computer players (beginner)
            term.keys("Tab", "Tab")
            time.sleep(0.3)
            term.keys("Enter")
            term.wait_for("Lijst sluiten")  # the drop-down is open (no fixed sleep: CI may be slow)
            term.keys("Down", "Enter")
            deadline = time.monotonic() + 20
            while term.screen().count("Computer (beginner)") < seat + 1 and time.monotonic() < deadline:
                time.sleep(0.2)
            time.sleep(0.3)
        screen = term.screen()
        assert screen.count("Computer (beginner)") == 3, screen
        term.keys("C-s")
        term.wait_for("Wie deelt eerst?")
        term.keys("Enter")
        deadline = time.monotonic() + 300  # about 20 s on an idle machine; far longer when it is loaded
        seen = set()
        while time.monotonic() < deadline:
            time.sleep(0.3)
            screen = term.screen()
            if "Elke verdediger krijgt" in screen or "Vervallen spel" in screen or "Iedereen heeft gepast" in screen:
                seen.add("score")
                break
            if "Toon je een poignée?" in screen or "chelem aan?" in screen:
                term.keys("n")
            elif "wat bied je?" in screen:
                seen.add("bid")
                term.keys("2" if "2 Garde" in screen else "0")
            elif "De hond wordt omgedraaid" in screen:
                seen.add("chien")
                term.keys("Enter")
            elif "Écart: " in screen:
                seen.add("ecart")
                picked = re.search(r"(\d) van 6", screen)
                if picked and picked.group(1) == "6":
                    term.keys("c")
                else:  # the next card's key letter: a, b, d, e, f, g (c confirms)
                    term.keys("abdefg"[int(picked.group(1)) if picked else 0])
            elif "Kaart spelen" in key_bar(screen):  # a card to play: the first one's key letter
                seen.add("play")
                term.keys("a")
            elif "moet" in screen and "regel R" in screen:
                term.keys("Right")
        assert "score" in seen and "play" in seen, term.screen()
    finally:
        term.close()
