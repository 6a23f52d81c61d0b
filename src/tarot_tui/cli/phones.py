"""``tarot-tui phones``: an evening at one table with each person's hand on their own phone (the ``phones``
extra). This terminal shows the table and each seat's address with a QR code; Enter goes on past the score, ``n 2``
gives seat 2 a new code (the old address opens nothing any more), ``q`` stops (the evening is saved).

``--resume`` of an evening with people at the laptop too (a mixed table begun in the game) opens the game's own
table on it (``args.open_table``, given by ``__main__``: this module never imports the app), with its phones on
``--host`` and ``--port``: the people at the laptop stay there, with the hot-seat rules. An evening that is over
(``Evening.load_to_play``) is one sentence with its final standings: no phone is served, the save is not written."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import re
import shutil
import sys
from typing import TYPE_CHECKING, Any

from tarot_tui.i18n import DEFAULT_LANG, Lang, file_reason, linked_folder, save_failed, t
from tarot_tui.web_policy import is_loopback, network_name

from .common import CannotListen, fail, one_line_errors, server_stopped
from .serve import port_number

if TYPE_CHECKING:
    from tarot_tui.evening import Evening
    from tarot_tui.persistence import FinishedEvening

PROG = "tarot-tui phones"
DEFAULT_PORT = 8100
DEFAULT_DEALS = 8
CLEAR = "\x1b[H\x1b[2J"


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add the ``phones`` subcommand."""
    parser = subparsers.add_parser("phones", help=t("cli.help.phones"), description=t("cli.desc.phones"))
    parser.add_argument("--lang", choices=("nl", "en"), default=argparse.SUPPRESS, help=t("cli.help.lang"))
    parser.add_argument("--names", default=None, help=t("cli.help.phones_names"))
    parser.add_argument("--resume", metavar=t("cli.metavar.evening"), default=None, help=t("cli.help.phones_resume"))
    parser.add_argument("--seats", default=None, help=t("cli.help.phones_seats"))
    parser.add_argument("--deals", type=int, default=DEFAULT_DEALS, help=t("cli.help.phones_deals"))
    parser.add_argument("--host", default="localhost", help=t("cli.help.phones_host"))
    parser.add_argument(
        "--port", type=port_number, default=DEFAULT_PORT, help=t("cli.help.phones_port", port=DEFAULT_PORT)
    )
    parser.add_argument("--ascii", action="store_true", default=argparse.SUPPRESS, help=t("cli.help.phones_ascii"))
    parser.set_defaults(handler=run)
    one_line_errors(parser)


def names_of(text: str) -> list[str] | None:
    """3 to 5 different names separated by commas; None otherwise."""
    names = [name.strip() for name in text.split(",")]
    if not 3 <= len(names) <= 5 or any(not name for name in names) or len(set(names)) != len(names):
        return None
    return names


SEAT_KINDS = {"phone": "human", "random": "random", "beginner": "beginner", "strong": "strong"}
"""What ``--seats`` may name: a person on a phone, or a computer player's level."""


def seats_of(text: str | None, players: int) -> list[str] | None:
    """The seat kinds of ``--seats`` (every seat a phone when not given); None when it does not fit the table."""
    if text is None:
        return ["human"] * players
    words = [word.strip().lower() for word in text.split(",")]
    if len(words) != players or any(word not in SEAT_KINDS for word in words) or "phone" not in words:
        return None
    return [SEAT_KINDS[word] for word in words]


def run(args: argparse.Namespace) -> int:
    """Play until the evening is over or ``q``; a missing extra or a port that cannot be used is one sentence."""
    lang: Lang = getattr(args, "lang", None) or DEFAULT_LANG
    try:
        from tarot_tui.phones.laptop import qr_lines
        from tarot_tui.phones.server import PhoneServer  # noqa: F401

        if not getattr(args, "ascii", False):
            qr_lines("x")
    except ImportError:
        return fail(PROG, t("phones.missing", lang))
    opened = _open_evening(args, lang)
    if isinstance(opened, int):
        return opened
    if opened.at_laptop():  # people at the laptop: only the game's table shows their hands, hot seat
        open_table = getattr(args, "open_table", None)
        if open_table is None:
            opened.close()
            return fail(PROG, t("phones.bad_seats", lang))
        result: int = open_table(opened, (args.host, args.port))
        return result
    try:
        return asyncio.run(_play(args, opened, resumed=args.resume is not None))
    except (CannotListen, OSError) as err:  # a closed output (``| head``) is raised again, for ``__main__``
        _forget_if_unplayed(args, opened)
        return server_stopped(
            PROG,
            err,
            lang,
            cannot_listen="phones.cannot_listen",
            cannot_listen_port="phones.cannot_listen.port",
            failed="phones.failed",
            host=args.host,
            port=args.port,
        )


def _forget_if_unplayed(args: argparse.Namespace, evening: Evening) -> None:
    """A new evening that stopped before anything was played leaves nothing behind (a resumed one stays)."""
    if args.resume is None and evening.close_and_forget_if_unplayed():  # (closed already: this only forgets)
        from tarot_tui.phones.code_file import forget_codes

        forget_codes(evening.save.evening_id)


def finished_text(err: FinishedEvening, evening: str, lang: Lang) -> str:
    """The sentence for an evening that is over: its final standings, and where its sheet is."""
    from tarot_tui.sheets.rows import sheet_of, standings_text

    standings = standings_text(sheet_of(err.save, err.match))
    return t("phones.finished", lang, evening=evening, standings=standings)


def _open_evening(args: argparse.Namespace, lang: Lang) -> Evening | int:
    """A new evening (``--names``, ``--seats``, ``--deals``) or a saved one (``--resume``), owned by this process;
    or the exit code after saying in one line why not."""
    from tarot_tui.engine import Rules
    from tarot_tui.evening import Evening, KeeperNotPlayed, open_elsewhere_text
    from tarot_tui.persistence import (
        EveningBusy,
        FinishedEvening,
        LinkedFolder,
        SaveError,
        evenings_dir,
        load_settings,
    )
    from tarot_tui.persistence.players import MAX_NAME, names_problem
    from tarot_tui.persistence.saves import EVENING_ID_PATTERN, MAX_DEALS

    if args.resume is not None:
        if not re.match(EVENING_ID_PATTERN, args.resume):
            return fail(PROG, t("phones.not_found", lang, evening=args.resume))
        try:
            path = evenings_dir() / f"{args.resume}.json"
            if not path.is_file():
                return fail(PROG, t("phones.not_found", lang, evening=args.resume))
            evening = Evening.load_to_play(path)
        except FinishedEvening as err:  # nothing to play: no phone is served, the save is not written
            from tarot_tui.phones.code_file import forget_codes

            forget_codes(err.save.evening_id)  # codes a laptop killed as the evening ended left behind go, as then
            return fail(PROG, finished_text(err, args.resume, lang))
        except EveningBusy as err:
            return fail(PROG, open_elsewhere_text(err.owner.since))
        except KeeperNotPlayed:
            return fail(PROG, t("phones.keeper", lang, evening=args.resume))
        except LinkedFolder as err:
            return fail(PROG, linked_folder(err.folder, err.target, lang=lang))
        except (SaveError, OSError) as err:
            reason = file_reason(err.reason if isinstance(err, SaveError) else "folder", lang)
            return fail(PROG, t("phones.broken", lang, evening=args.resume, reason=reason))
        if not evening.humans():
            evening.close()
            return fail(PROG, t("phones.bad_seats", lang))
        return evening  # people at the laptop stay there: ``run`` opens the game's table for them
    names = names_of(args.names) if args.names is not None else None
    if names is None:
        return fail(PROG, t("phones.bad_names", lang))
    problem = names_problem(names)
    if problem is not None:  # what a save refuses: a control byte, too long, the same name in another case
        seat, kind = problem
        return fail(PROG, t(f"ui.setup.error_{kind}_name", lang, number=seat + 1, most=MAX_NAME))
    if not 1 <= args.deals <= MAX_DEALS:
        return fail(PROG, t("phones.bad_deals", lang, value=args.deals, most=MAX_DEALS))
    seats = seats_of(args.seats, len(names))
    if seats is None:
        return fail(PROG, t("phones.bad_seats", lang))
    rules: Rules = load_settings().rules
    first_dealer = random.SystemRandom().randrange(len(names))
    kinds: list[Any] = seats
    phones = [seat for seat, kind in enumerate(seats) if kind == "human"]
    return Evening.new(names, kinds, rules=rules, first_dealer=first_dealer, deals_planned=args.deals, phones=phones)


async def _play(args: argparse.Namespace, evening: Evening, *, resumed: bool) -> int:
    from tarot_tui.phones import PhoneHost
    from tarot_tui.phones.code_file import forget_codes, load_codes, save_codes
    from tarot_tui.phones.laptop import join_lines, table_lines
    from tarot_tui.phones.server import PhoneServer
    from tarot_tui.play import EveningOver

    evening_id = evening.save.evening_id
    evening.write_in_background()
    with contextlib.suppress(OSError):
        from tarot_tui.persistence import evenings_dir
        from tarot_tui.phones.code_file import tidy_codes

        tidy_codes(evenings_dir())  # the codes of evenings whose saves are gone
    host = PhoneHost(evening, codes=load_codes(evening_id) if resumed else None)

    def keep_codes() -> None:
        with contextlib.suppress(OSError):  # then a restart deals new addresses, nothing worse
            save_codes(evening_id, host.codes.by_seat())

    keep_codes()
    server = PhoneServer(host, listen_host=args.host, port=args.port)
    shown_name = "localhost" if is_loopback(args.host) else network_name(args.host)
    qr = not getattr(args, "ascii", False)
    notes: list[str] = []
    if evening.save_problem is not None:  # a data folder that is a link, a full disk: played, but not saved
        notes.append(save_failed(evening.save_problem))
    loop = asyncio.get_running_loop()
    stopped = asyncio.Event()
    pending = False
    running: set[asyncio.Task[None]] = set()
    failed: list[OSError] = []  # an error of the system in a redraw the loop called: the table stops on it

    def draw() -> None:
        nonlocal pending
        pending = False
        if failed:
            return
        try:
            width = shutil.get_terminal_size().columns
            lines = [t("phones.listening", host=args.host, port=server.port), ""]
            lines += join_lines(host, lambda seat: server.url(seat, shown_name), server.connected, qr=qr, width=width)
            lines += ["", *table_lines(host, server.connected), *notes[-2:]]
            sys.stdout.write(CLEAR + "\n".join(lines) + "\n")
            sys.stdout.flush()
        except OSError as err:  # (the loop would only log it, with its traceback, and play on unseen)
            failed.append(err)
            stopped.set()

    def redraw() -> None:
        nonlocal pending
        if not pending:
            pending = True
            loop.call_soon(draw)

    async def command(line: str) -> None:
        words = line.strip().lower().split()
        if not words:
            if host.go_on():
                await server.changed()
        elif words[0] == "q":
            stopped.set()
        elif words[0] == "n" and len(words) == 2 and words[1].isdigit():
            seat = int(words[1]) - 1
            if seat in host.codes.seats:
                await server.new_code(seat)
                keep_codes()
                notes.append(t("phones.laptop.new_code", player=host.name(seat)))
        redraw()

    def key_line() -> None:
        line = sys.stdin.readline()
        if not line:  # stdin closed: play on until the evening is over
            loop.remove_reader(sys.stdin)
            return
        task = loop.create_task(command(line))
        running.add(task)
        task.add_done_callback(running.discard)

    server.on_change = redraw
    reading = sys.stdin is not None and sys.stdin.isatty()
    try:
        try:
            await server.start()
        except OSError as err:
            raise CannotListen(err) from err
        if reading:
            loop.add_reader(sys.stdin, key_line)
        draw()
        while not stopped.is_set() and not isinstance(host.prompt, EveningOver):
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stopped.wait(), timeout=0.5)
        draw()
    finally:
        if reading:
            loop.remove_reader(sys.stdin)
        await server.stop()
        evening.flush()
        evening.close()
    if failed:
        raise failed[0]
    if isinstance(host.prompt, EveningOver):
        forget_codes(evening_id)
        print(t("phones.evening_over"))
    else:
        print(t("phones.laptop.stopped", command=f"tarot-tui phones --resume {evening_id}"))
    return 0
