"""What every ``tarot-tui`` subcommand shares: the usage exit code and errors said in one line."""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn

EXIT_USAGE = 2
"""The exit code of a command line that cannot be run (argparse's own)."""


def one_line_errors(parser: argparse.ArgumentParser) -> None:
    """Make ``parser`` report a bad command line in one line with a pointer to ``--help``, exit code 2."""

    def error(message: str) -> NoReturn:
        parser.exit(EXIT_USAGE, f"{parser.prog}: error: {message} (try {parser.prog} --help)\n")

    setattr(parser, "error", error)  # noqa: B010 (argparse has no hook for this but overriding the method)


def fail(prog: str, message: str) -> int:
    """Say ``message`` in one line on stderr and return the usage exit code."""
    print(f"{prog}: error: {message}", file=sys.stderr)
    return EXIT_USAGE


__all__ = ["EXIT_USAGE", "fail", "one_line_errors"]
