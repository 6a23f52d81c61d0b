"""Command line: ``tarot-tui`` starts the game; subcommands score, simulate, export and sheet."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

VALUE_OPTIONS = ("--lang", "--seed")
"""Top-level options followed by a value."""


def build_parser(*, subcommands: bool = True) -> argparse.ArgumentParser:
    """The top-level parser; each subcommand module adds its own arguments (unless ``subcommands`` is False)."""
    parser = argparse.ArgumentParser(
        prog="tarot-tui",
        description="French Tarot (FFT rules) for 3, 4 or 5 players in the terminal.",
    )
    parser.add_argument("--lang", choices=("nl", "en"), default=None, help="language (default: Dutch)")
    parser.add_argument("--seed", type=int, default=None, help="shuffle with this seed (replay a session exactly)")
    parser.add_argument(
        "--ascii", action="store_true", help="cards as letters (S H D C) and no box drawing, for any terminal"
    )
    if subcommands:
        from tarot_tui.cli import register_subcommands

        subparsers = parser.add_subparsers(dest="command")
        register_subcommands(subparsers)
    return parser


def wants_subcommand(argv: Sequence[str]) -> bool:
    """Whether the arguments name a subcommand (or ask for help): only then are the subcommand modules
    imported, which would otherwise add a twentieth of a second to starting the game."""
    after_option = False
    for arg in argv:
        if after_option:
            after_option = False
        elif arg in ("-h", "--help") or not arg.startswith("-"):
            return True
        elif arg in VALUE_OPTIONS:
            after_option = True
    return False


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``tarot-tui`` console script and ``python -m tarot_tui``."""
    args_list = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(subcommands=wants_subcommand(args_list))
    args = parser.parse_args(args_list)
    handler = getattr(args, "handler", None)
    if handler is None:
        from tarot_tui.app import run_app

        return run_app(lang=args.lang, seed=args.seed, ascii=args.ascii)
    result: int = handler(args)
    return result


if __name__ == "__main__":
    sys.exit(main())
