"""SIGKILL a real game process at random moments: the resumed evening holds every move the screen had shown
(issue 12). Bounded in CI; hundreds of kills under the soak marker."""

from __future__ import annotations

import os
import random
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from kill_driver import digest, position

from tarot_tui.persistence import list_evenings, read_save
from tarot_tui.persistence.files import TEMP_SUFFIX

DRIVER = Path(__file__).with_name("kill_driver.py")
RESULTS: dict[str, int] = {}
TAIL: list[str] = []


def kill_at_random(mode: str, data: Path, seed: int, wait: float) -> tuple[int, int, str] | None:
    """Start the driver, read what it shows for ``wait`` seconds after its first move, SIGKILL it; returns the
    last position it had shown (None when it showed nothing)."""
    env = {**os.environ, "TAROT_TUI_DATA_DIR": str(data), "PYTHONUNBUFFERED": "1"}
    child = subprocess.Popen(
        [sys.executable, str(DRIVER), mode, str(seed)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env
    )
    assert child.stdout is not None
    last: tuple[int, int, str] | None = None
    buffer = b""
    deadline: float | None = None
    started = time.monotonic()
    try:
        while True:
            now = time.monotonic()
            if deadline is not None and now >= deadline:
                break
            if now - started > 60:
                raise AssertionError("the driver showed nothing for a minute")
            ready, _, _ = select.select([child.stdout], [], [], 0.002)
            if ready:
                chunk = os.read(child.stdout.fileno(), 65536)
                if not chunk:
                    err = child.stderr.read().decode() if child.stderr else ""
                    raise AssertionError(f"the driver stopped by itself:\n{err[-3000:]}")
                buffer += chunk
                *lines, buffer = buffer.split(b"\n")
                for line in lines:
                    last = parse(line, last)
                if last is not None and deadline is None:
                    deadline = time.monotonic() + wait
    finally:
        child.send_signal(signal.SIGKILL)
        # What it printed before the kill and we did not read yet was on the screen too.
        rest = child.stdout.read()
        child.wait()
    for line in (buffer + rest).split(b"\n"):
        last = parse(line, last)
    return last


def parse(line: bytes, last: tuple[int, int, str] | None) -> tuple[int, int, str] | None:
    """The position a line shows (``undo`` marks the last one as going back); a line cut short by the kill
    is ignored."""
    text = line.decode(errors="replace")
    TAIL.append(text)
    if text == "undo" and last is not None:
        return (last[0], last[1], "undo")
    parts = text.split()
    if len(parts) != 3 or len(parts[2]) != 12:
        return last
    return (int(parts[0]), int(parts[1]), parts[2])


def check_resume(data: Path, shown: tuple[int, int, str]) -> str:
    """The save holds every move shown: the same moves, or those followed by moves made after the last line
    was printed (the computer players', or the one being saved when the kill came)."""
    os.environ["TAROT_TUI_DATA_DIR"] = str(data)
    infos, errors = list_evenings()
    assert errors == [], errors
    games = [i for i in infos if i.kind == "game"]
    assert len(games) == 1
    match = read_save(games[0].path).match
    deals, actions, mark = shown
    have = position(match)
    if mark == "undo":  # killed during an undo of up to three moves: before it, or after it
        assert have[0] == deals and actions - 3 <= have[1] <= actions + 1, (have, shown)
        return "during an undo"
    assert have >= (deals, actions), f"moves shown are missing: on disk {have}, shown {shown}"
    assert digest(match, deals, actions) == mark, "the moves on disk are not the moves shown"
    return "exact" if have == (deals, actions) else "ahead"


def kill_loop(mode: str, tmp_path: Path, kills: int, seed: int, max_wait: float) -> dict[str, int]:
    rng = random.Random(seed)
    data = tmp_path / f"data-{mode}"
    outcome = {"kills": 0, "exact": 0, "ahead": 0, "during an undo": 0}
    saved = os.environ.get("TAROT_TUI_DATA_DIR")
    try:
        for number in range(kills):
            shown = kill_at_random(mode, data, seed * 1000 + number, rng.uniform(0, max_wait))
            assert shown is not None
            try:
                outcome[check_resume(data, shown)] += 1
            except AssertionError as err:
                import shutil

                shutil.copytree(data, "/tmp/kill-fail", dirs_exist_ok=True)
                raise AssertionError(f"kill {number}: {err}; last lines {TAIL[-6:]}") from None
            outcome["kills"] += 1
        leftovers = [p for p in (data / "evenings").iterdir() if p.name.endswith(TEMP_SUFFIX)]
        list_evenings()  # cleans what killed writers left
        assert not [p for p in (data / "evenings").iterdir() if p.name.endswith(TEMP_SUFFIX)]
        outcome["temp files cleaned"] = len(leftovers)
    finally:
        if saved is not None:
            os.environ["TAROT_TUI_DATA_DIR"] = saved
    RESULTS[mode] = outcome["kills"]
    print(mode, outcome)
    return outcome


def test_kills_of_the_evening_api_lose_no_move_shown(tmp_path: Path) -> None:
    outcome = kill_loop("api", tmp_path, kills=12, seed=1, max_wait=0.3)
    assert outcome["kills"] == 12


def test_kills_of_the_app_lose_no_move_shown(tmp_path: Path) -> None:
    outcome = kill_loop("app", tmp_path, kills=3, seed=2, max_wait=1.5)
    assert outcome["kills"] == 3


@pytest.mark.soak
@pytest.mark.parametrize(("mode", "kills", "wait"), [("api", 300, 0.5), ("app", 100, 3.0)])
def test_hundreds_of_kills(tmp_path: Path, mode: str, kills: int, wait: float) -> None:
    outcome = kill_loop(mode, tmp_path, kills=kills, seed=7, max_wait=wait)
    assert outcome["kills"] == kills
