"""Command line: ``tarot-tui`` starts the game; subcommands score, simulate, export and sheet."""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
import sys
from collections.abc import Callable, Sequence

VALUE_OPTIONS = ("--lang", "--seed")
"""Top-level options followed by a value."""
EXIT_USAGE = 2
"""Exit code of a command line that cannot be used, or of output that cannot be written."""


def build_parser(*, subcommands: bool = True) -> argparse.ArgumentParser:
    """The top-level parser, in the current language; each subcommand module adds its own arguments (unless
    ``subcommands`` is False)."""
    from tarot_tui.cli.common import CatalogueParser
    from tarot_tui.i18n.catalogue import LANGS, t

    parser = CatalogueParser(prog="tarot-tui", description=t("cli.desc.main"))
    parser.add_argument("--lang", choices=LANGS, default=None, help=t("cli.help.lang"))
    parser.add_argument("--seed", type=int, default=None, help=t("cli.help.seed"))
    parser.add_argument("--ascii", action="store_true", help=t("cli.help.ascii_game"))
    if subcommands:
        from tarot_tui.cli import register_subcommands

        subparsers = parser.add_subparsers(dest="command", title=t("cli.commands"), metavar=t("cli.command_metavar"))
        register_subcommands(subparsers)
    return parser


def subcommand_parser(parser: argparse.ArgumentParser, command: str | None) -> argparse.ArgumentParser:
    """The parser of subcommand ``command`` (``parser`` itself without one)."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction) and command in action.choices:
            found: argparse.ArgumentParser = action.choices[command]
            return found
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
    from tarot_tui.cli.common import OUTPUT_ERRORS, chosen_language
    from tarot_tui.i18n.catalogue import set_language

    args_list = sys.argv[1:] if argv is None else list(argv)
    lang = chosen_language(args_list, os.environ)  # --lang, the settings, the locale, Dutch (cli/common.py)
    set_language(lang)
    parser = build_parser(subcommands=wants_subcommand(args_list))
    args, unknown = parser.parse_known_args(args_list)
    if unknown:  # said by the subcommand they were given to ("tarot-tui sheet: ..."), as argparse would say it
        subcommand_parser(parser, getattr(args, "command", None)).error(f"unrecognized arguments: {' '.join(unknown)}")
    args.lang = lang  # what every handler speaks, whether or not --lang was given
    handler = getattr(args, "handler", None)
    if handler is None:
        from tarot_tui.app import run_app

        return run_app(lang=lang, seed=args.seed, ascii=args.ascii)
    prog = f"{parser.prog} {args.command}"
    if args.command == "phones":  # a table with people at the laptop too is the game's own table
        args.open_table = _table_opener(lang, args)
    if sys.stdout is None:  # started with stdout closed (``>&-``)
        return _cannot_write(prog, args, errno.EBADF)
    try:
        result: int = handler(args)
        sys.stdout.flush()
    except OSError as err:  # the output cannot be written: a full disk (``> /dev/full``), a closed pipe
        if err.errno not in OUTPUT_ERRORS:
            raise
        _silence_stdout()
        if err.errno == errno.EPIPE:  # ``| head`` has read what it wanted: quiet, as Unix tools are
            return EXIT_USAGE
        return _cannot_write(prog, args, err.errno)
    return result


def _table_opener(lang: str, args: argparse.Namespace) -> Callable[..., int]:
    """How a subcommand opens the game straight at an evening's table (``run_app(table=...)``); the command
    line's modules never import the app themselves."""

    def open_table(evening: object, phones_at: tuple[str, int] | None = None) -> int:
        from tarot_tui.app import run_app

        return run_app(
            lang=lang,
            seed=args.seed,
            ascii=bool(getattr(args, "ascii", False)),
            table=evening,  # type: ignore[arg-type]
            phones_at=phones_at,
        )

    return open_table


def _cannot_write(prog: str, args: argparse.Namespace, error_number: int | None) -> int:
    from tarot_tui.i18n import DEFAULT_LANG, t, write_reason

    lang = getattr(args, "lang", None) or DEFAULT_LANG
    reason = write_reason(error_number, lang=lang)
    if sys.stderr is not None:
        with contextlib.suppress(OSError):
            print(f"{prog}: {t('cli.error', lang)}: {t('cli.error.output', lang, reason=reason)}", file=sys.stderr)
    return EXIT_USAGE


def _silence_stdout() -> None:
    """Point stdout at /dev/null, so the interpreter's flush at exit does not fail again (with a traceback)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


if __name__ == "__main__":
    sys.exit(main())
