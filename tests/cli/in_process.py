"""``tarot-tui`` run in the test's own process, as the command-line tests drive it."""

from __future__ import annotations

import pytest

from tarot_tui.__main__ import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Run ``tarot-tui argv`` in-process: its exit code (argparse's SystemExit too), and what it wrote to stdout and
    stderr."""
    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    out, err = capsys.readouterr()
    return code, out, err
