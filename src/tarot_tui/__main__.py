"""Command line: ``tarot-tui`` starts the game; subcommands score, simulate, export and sheet."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def build_parser() -> argparse.ArgumentParser:
    """The top-level parser; each subcommand module adds its own arguments."""
    from tarot_tui.cli import register_subcommands

    parser = argparse.ArgumentParser(
        prog="tarot-tui",
        description="French Tarot (FFT rules) for 3, 4 or 5 players in the terminal.",
    )
    parser.add_argument("--lang", choices=("nl", "en"), default=None, help="language (default: Dutch)")
    parser.add_argument("--seed", type=int, default=None, help="shuffle with this seed (replay a session exactly)")
    subparsers = parser.add_subparsers(dest="command")
    register_subcommands(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``tarot-tui`` console script and ``python -m tarot_tui``."""
    parser = build_parser()
    args = parser.parse_args(argv)
    handler = getattr(args, "handler", None)
    if handler is None:
        from tarot_tui.app import run_app

        return run_app(lang=args.lang, seed=args.seed)
    result: int = handler(args)
    return result


if __name__ == "__main__":
    sys.exit(main())
