"""``tarot-tui simulate`` away from a terminal: a plain line of progress on stderr every few seconds, no bar."""

from __future__ import annotations

import io
import re

import pytest

from tarot_tui.__main__ import main
from tarot_tui.cli import progress_lines
from tarot_tui.cli.progress_lines import ProgressLines, elapsed_text

RUN = ["simulate", "--deals", "3", "--players", "3", "--seats", "beginner,random,random", "--seed", "2"]


def test_a_piped_run_says_how_far_it_is(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(progress_lines, "PROGRESS_EVERY", 0.0)  # a line for every deal, not every 5 seconds
    assert main(RUN) == 0
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert [re.sub(r"\(\d+:\d\d\)", "(T)", line) for line in lines] == [
        f"Spellen spelen: {done} van 3 (T)" for done in (1, 2, 3)
    ]
    assert "\x1b" not in captured.err and "Spellen spelen" not in captured.out
    assert main(["--lang", "en", *RUN]) == 0
    assert capsys.readouterr().err.splitlines()[-1].startswith("Playing deals: 3 of 3 (")


def test_lines_come_every_few_seconds_only() -> None:
    now = [100.0]
    stream = io.StringIO()
    lines = ProgressLines(stream, 10, "en", every=5.0, clock=lambda: now[0])
    for step in (1.0, 2.0, 2.5, 0.5, 4.0, 1.0):
        now[0] += step
        lines.advance()
    assert stream.getvalue().splitlines() == ["Playing deals: 3 of 10 (0:05)", "Playing deals: 6 of 10 (0:11)"]
    assert elapsed_text(3725.2) == "1:02:05"
