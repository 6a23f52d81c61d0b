"""``tarot-tui serve``: the same game in a browser, through textual-serve (the optional extra
``tarot-tui[serve]``), for a table that prefers a big screen or a tablet.

Every browser tab that opens the page gets a game of its own: the server starts ``python -m tarot_tui`` for it
with Textual's web driver, at most ``--max-games`` at once. The server listens on this machine only
(``localhost``) unless ``--host`` says otherwise; then its address holds a random token. Only the game's own page
may drive a game (``tarot_tui.web_policy`` says who is let in, ``serve_server.py`` applies it).
"""

from __future__ import annotations

import argparse
import shlex
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tarot_tui.i18n import DEFAULT_LANG, Lang, t
from tarot_tui.visible import visible
from tarot_tui.web_policy import DEFAULT_MAX_GAMES, MOST_GAMES, is_loopback, network_name, new_token, url_host

from .common import CannotListen, fail, one_line_errors, server_stopped

if TYPE_CHECKING:
    from sys import UnraisableHookArgs

PROG = "tarot-tui serve"
DEFAULT_PORT = 8000


def port_number(text: str) -> int:
    """A TCP port, 1-65535 (for argparse)."""
    try:
        port = int(text)
    except ValueError:
        port = 0
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(t("serve.bad_port", None, value=text))
    return port


def games_number(text: str) -> int:
    """A number of games at once, 1-64 (for argparse)."""
    try:
        games = int(text)
    except ValueError:
        games = 0
    if not 1 <= games <= MOST_GAMES:
        raise argparse.ArgumentTypeError(t("serve.bad_max_games", None, value=text, most=MOST_GAMES))
    return games


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add the ``serve`` subcommand."""
    parser = subparsers.add_parser(
        "serve",
        help=t("cli.help.serve"),
        description=t("cli.desc.serve"),
    )
    parser.add_argument("--lang", choices=("nl", "en"), default=argparse.SUPPRESS, help=t("cli.help.lang"))
    parser.add_argument("--host", default="localhost", help=t("cli.help.host"))
    parser.add_argument("--port", type=port_number, default=DEFAULT_PORT, help=t("cli.help.port", port=DEFAULT_PORT))
    max_games_help = t("cli.help.max_games", games=DEFAULT_MAX_GAMES)
    parser.add_argument("--max-games", type=games_number, default=DEFAULT_MAX_GAMES, help=max_games_help)
    parser.add_argument("--ascii", action="store_true", default=argparse.SUPPRESS, help=t("cli.help.serve_ascii"))
    parser.add_argument("--verbose", action="store_true", help=t("cli.help.serve_verbose"))
    parser.set_defaults(handler=run)
    one_line_errors(parser)


def game_command(args: argparse.Namespace) -> list[str]:
    """The command that starts one game for a browser tab: this Python, with the options given."""
    command = [sys.executable, "-m", "tarot_tui"]
    lang = getattr(args, "lang", None)
    if lang:
        command += ["--lang", lang]
    seed = getattr(args, "seed", None)
    if seed is not None:
        command += ["--seed", str(seed)]
    if getattr(args, "ascii", False):
        command.append("--ascii")
    return command


def quiet_after_the_loop(
    previous: Callable[[UnraisableHookArgs], object],
) -> Callable[[UnraisableHookArgs], object]:
    """An ``unraisablehook`` that drops asyncio's "Event loop is closed" from the pipes of a game whose tab was
    just closed when the server stops (textual-serve ends that game after its loop): a traceback at Ctrl+C
    for nothing wrong. Anything else goes to ``previous``."""

    def hook(unraisable: UnraisableHookArgs) -> object:
        error = unraisable.exc_value
        if isinstance(error, RuntimeError) and str(error) == "Event loop is closed":
            return None
        return previous(unraisable)

    return hook


def run(args: argparse.Namespace) -> int:
    """Serve until Ctrl+C; a missing extra, an address that cannot be listened on or another error of the system
    is said in one sentence, a closed output ends it quietly (``__main__``)."""
    lang: Lang = getattr(args, "lang", None) or DEFAULT_LANG
    try:
        from .serve_server import GuardedServer
    except ImportError:
        return fail(PROG, t("serve.missing", lang))
    token = None if is_loopback(args.host) else new_token()
    command = shlex.join(game_command(args))
    # --host is in the address as typed: shown with visible escapes, as every command-line value is
    if token is None:
        where = t("serve.open", lang, url=f"http://{url_host(args.host)}:{args.port}")
    else:
        where = t("serve.open.network", lang, url=f"http://{network_name(args.host)}:{args.port}/?token={token}")

    def listening() -> None:  # said once the address is bound: never an address that cannot be opened
        print(visible(where), flush=True)

    server = GuardedServer(
        command,
        host=args.host,
        port=args.port,
        lang=lang,
        max_games=args.max_games,
        token=token,
        verbose=args.verbose,
        listening=listening,
    )
    sys.unraisablehook = quiet_after_the_loop(sys.unraisablehook)
    try:
        server.serve()
    except (CannotListen, OSError) as err:  # a closed output (``| head``) is raised again, for ``__main__``
        return server_stopped(
            PROG,
            err,
            lang,
            cannot_listen="serve.cannot_listen",
            cannot_listen_port="serve.cannot_listen.port",
            failed="serve.failed",
            host=args.host,
            port=args.port,
        )
    return 0
