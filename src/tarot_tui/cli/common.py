"""What every ``tarot-tui`` subcommand shares: the language it speaks, a parser that speaks it (usage, help and
argparse's own errors from the message catalogue), errors said in one line, and the usage exit code.

The language, in this order: ``--lang`` (before or after the subcommand), else the language of the settings
file (what was chosen in the game), else the environment's locale (the first of ``LC_ALL``, ``LC_MESSAGES`` and
``LANG`` that is set: ``en…`` is English, ``nl…`` Dutch, anything else such as ``C.UTF-8`` goes on to the
default), else Dutch. Imported at start-up, so only light modules here (no pydantic, no engine).
"""

from __future__ import annotations

import argparse
import errno
import re
import sys
from collections.abc import Mapping, Sequence
from typing import Any, NoReturn

from tarot_tui.i18n import listen_reason, system_refusal
from tarot_tui.i18n.catalogue import DEFAULT_LANG, LANGS, Lang, t
from tarot_tui.visible import visible

EXIT_USAGE = 2
"""The exit code of a command line that cannot be run (argparse's own)."""
OUTPUT_ERRORS = (errno.EPIPE, errno.ENOSPC, errno.EBADF, errno.EIO, errno.EDQUOT, errno.EFBIG)
"""Why writing the output fails (``> /dev/full``, ``| head`` closed, a closed stdout); a subcommand reports its own
other errors, and passes these on to ``__main__``, which says them (EPIPE quietly: the reader has gone)."""
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")
"""Where the environment names its language, strongest first (POSIX)."""


# -- the language ----------------------------------------------------------------------------------------------------


def lang_argument(argv: Sequence[str]) -> str | None:
    """The value of the last ``--lang`` in ``argv`` (``--lang en`` or ``--lang=en``), whatever it is; None without
    one. Read before the parser is built, so that its help is in that language."""
    found: str | None = None
    for index, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and index + 1 < len(argv):
            found = argv[index + 1]
        elif arg.startswith("--lang="):
            found = arg.partition("=")[2]
    return found


def locale_language(environ: Mapping[str, str]) -> Lang | None:
    """The language of the environment's locale: the first of LC_ALL, LC_MESSAGES, LANG that is set and not empty
    decides (``en_GB.UTF-8`` English, ``nl_BE`` Dutch); None when it names neither."""
    for name in LOCALE_VARIABLES:
        value = environ.get(name, "").strip().lower()
        if value:
            return "en" if value.startswith("en") else "nl" if value.startswith("nl") else None
    return None


def settings_language() -> Lang | None:
    """The language of the settings file, if it names one (plain JSON, never raises)."""
    from tarot_tui.persistence.settings_file import read_settings_file

    return read_settings_file().lang


def chosen_language(argv: Sequence[str], environ: Mapping[str, str]) -> Lang:
    """The command line's language: ``--lang``, else the settings', else the locale's, else Dutch (see above). An
    unknown ``--lang`` value is left for the parser to refuse, in the language the rest would choose."""
    given = lang_argument(argv)
    for lang in LANGS:
        if given == lang:
            return lang
    return settings_language() or locale_language(environ) or DEFAULT_LANG


# -- a parser in the player's language -------------------------------------------------------------------------------


class CatalogueFormatter(argparse.HelpFormatter):
    """Help and usage with argparse's own headings from the catalogue ("gebruik:", "opties")."""

    def add_usage(self, usage: str | None, actions: Any, groups: Any, prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups, t("cli.usage") if prefix is None else prefix)

    def start_section(self, heading: str | None) -> None:
        key = f"cli.section.{heading}"
        super().start_section(t(key) if heading is not None and key != t(key) else heading)


class CatalogueParser(argparse.ArgumentParser):
    """An ``ArgumentParser`` that speaks the current language: its help option, headings and errors come from the
    catalogue, and a bad command line is said in one line with a pointer to ``--help`` (exit code 2).
    Subcommands made with ``add_parser`` are of this class too."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs["add_help"] = False
        kwargs.setdefault("formatter_class", CatalogueFormatter)
        super().__init__(*args, **kwargs)
        self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS, help=t("cli.help.help"))

    def error(self, message: str) -> NoReturn:
        """One line: ``PROG: fout: what is wrong (probeer PROG --help)``; a value from the command line in it is
        shown with visible escapes."""
        self.exit(
            EXIT_USAGE,
            f"{self.prog}: {t('cli.error')}: {visible(argparse_message(message))} "
            f"({t('cli.try_help', prog=self.prog)})\n",
        )


def one_line_errors(parser: argparse.ArgumentParser) -> None:
    """Make ``parser`` report a bad command line in one line with a pointer to ``--help``, exit code 2 (a
    ``CatalogueParser`` does already; kept for parsers made otherwise)."""

    def error(message: str) -> NoReturn:
        parser.exit(
            EXIT_USAGE,
            f"{parser.prog}: {t('cli.error')}: {visible(argparse_message(message))} "
            f"({t('cli.try_help', prog=parser.prog)})\n",
        )

    setattr(parser, "error", error)  # noqa: B010 (argparse has no hook for this but overriding the method)


ARGPARSE_MESSAGES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.S), key)
    for pattern, key in (
        (r"argument (?P<name>[^:]+): (?P<message>.*)", "cli.argparse.argument"),
        (r"invalid choice: (?P<value>.*) \(choose from (?P<choices>.*)\)", "cli.argparse.invalid_choice"),
        (r"the following arguments are required: (?P<args>.*)", "cli.argparse.required"),
        (r"unrecognized arguments: (?P<args>.*)", "cli.argparse.unrecognized"),
        (r"expected one argument", "cli.argparse.expected_one"),
        (r"expected at most one argument", "cli.argparse.expected_at_most_one"),
        (r"expected at least one argument", "cli.argparse.expected_at_least_one"),
        (r"invalid int value: (?P<value>.*)", "cli.argparse.invalid_int"),
        (r"invalid float value: (?P<value>.*)", "cli.argparse.invalid_float"),
        (r"invalid \S+ value: (?P<value>.*)", "cli.argparse.invalid_value"),
        (r"not allowed with argument (?P<other>.*)", "cli.argparse.not_allowed_with"),
        (r"one of the arguments (?P<args>.*) is required", "cli.argparse.one_required"),
        (r"ambiguous option: (?P<option>\S+) could match (?P<matches>.*)", "cli.argparse.ambiguous"),
        (r"ignored explicit argument (?P<value>.*)", "cli.argparse.explicit"),
    )
)
"""argparse's English error messages (Python 3.11-3.13) and the catalogue's sentence for each."""


def argparse_message(message: str) -> str:
    """An argparse error in the current language (the message of an ``argument X: …`` error too); a message
    argparse may add in a later version is passed on as it is."""
    for pattern, key in ARGPARSE_MESSAGES:
        found = pattern.fullmatch(message)
        if found is not None:
            values: dict[str, object] = dict(found.groupdict())
            if "message" in values:
                values["message"] = argparse_message(str(values["message"]))
            return t(key, None, **values)
    return message


def fail(prog: str, message: str) -> int:
    """Say ``message`` in one line on stderr and return the usage exit code; whatever a file or the command line
    put in it is shown with visible escapes."""
    print(f"{prog}: {t('cli.error')}: {visible(message)}", file=sys.stderr)
    return EXIT_USAGE


# -- a server that stops -------------------------------------------------------------------------------------------


class CannotListen(Exception):
    """A server could not listen (the port taken, the address not this machine's): ``error`` is why. Raised where
    the address is bound, so that an error of the system anywhere else is not called "cannot listen"."""

    def __init__(self, error: OSError) -> None:
        super().__init__(str(error))
        self.error = error


PORT_ERRORS = (errno.EADDRINUSE, errno.EACCES)
"""Why listening fails where another port would do: the port in use, a port under 1024 without the rights. An
address that is not this machine's, or a name that does not resolve, is no matter of the port."""


def server_stopped(
    prog: str,
    error: CannotListen | OSError,
    lang: Lang,
    *,
    cannot_listen: str,
    failed: str,
    host: str,
    port: int,
    cannot_listen_port: str | None = None,
) -> int:
    """Say in one line why a server (``serve``, ``phones``) stopped and return the usage exit code: an address it
    cannot listen on with the catalogue's ``cannot_listen`` sentence and the reason (``listen_reason``), or its
    ``cannot_listen_port`` sentence (which suggests another port) where the port is the problem (``PORT_ERRORS``);
    any other error of the system with its ``failed`` sentence and the error code (``system_refusal``). An output
    that cannot be written (``OUTPUT_ERRORS``: ``| head`` closed) is raised again, for ``__main__`` to say (EPIPE
    quietly)."""
    if isinstance(error, CannotListen):
        reason = listen_reason(error.error, lang)
        port_problem = cannot_listen_port is not None and error.error.errno in PORT_ERRORS
        sentence = cannot_listen_port if port_problem and cannot_listen_port else cannot_listen
        return fail(prog, t(sentence, lang, host=host, port=port, reason=reason))
    if error.errno in OUTPUT_ERRORS:
        raise error
    return fail(prog, t(failed, lang, reason=system_refusal(error.errno, lang)))


__all__ = [
    "EXIT_USAGE",
    "OUTPUT_ERRORS",
    "PORT_ERRORS",
    "CannotListen",
    "CatalogueFormatter",
    "CatalogueParser",
    "argparse_message",
    "chosen_language",
    "fail",
    "lang_argument",
    "locale_language",
    "one_line_errors",
    "server_stopped",
]
