"""Another window of the game with an evening open: a second process that opens it (and so owns it) until the test
ends, as a second copy of the game on the same laptop would."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HOLDER = """
import sys
from pathlib import Path
from tarot_tui.evening import Evening
from tarot_tui.sheets.keeper import KeeperEvening
path = Path(sys.argv[2])
evening = Evening.load(path) if sys.argv[1] == "game" else KeeperEvening.load(path)
print("holding", flush=True)
sys.stdin.read()
"""


class OtherWindows:
    """The other windows a test opened; ``close`` ends them."""

    def __init__(self) -> None:
        self.started: list[subprocess.Popen[str]] = []

    def hold(self, path: Path, kind: str = "game") -> None:
        """Another copy of the game opens ``path`` (a game evening, or with ``kind`` "keeper" a score keeper's) and
        keeps it open until the test ends."""
        process = subprocess.Popen(
            [sys.executable, "-c", HOLDER, kind, str(path)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=dict(os.environ),
        )
        self.started.append(process)
        assert process.stdout is not None and process.stdout.readline().strip() == "holding"

    def close(self) -> None:
        for process in self.started:
            process.kill()
            process.wait()
