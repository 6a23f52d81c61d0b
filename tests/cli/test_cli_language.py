"""The command line speaks one language throughout (usage, --help, argparse's own errors, format errors, the
tables): ``--lang``, else the settings' language, else the locale (LC_ALL, LC_MESSAGES, LANG), else Dutch."""

from __future__ import annotations

import json
import re
import string
from collections.abc import Callable
from pathlib import Path

import pytest
from in_process import run

from tarot_tui.cli.common import chosen_language, lang_argument, locale_language
from tarot_tui.i18n import cli_en, cli_nl
from tarot_tui.persistence import settings_path

SRC = Path(__file__).parents[2] / "src" / "tarot_tui"


@pytest.fixture(autouse=True)
def data_dir(data_folder: Callable[..., Path]) -> Path:
    return data_folder(columns=100)


def test_help_is_dutch_by_default(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--help")
    assert code == 0
    assert out.startswith("gebruik: tarot-tui ")
    assert "\nopties:\n" in out and "toon deze hulp en stop" in out and "\nopdrachten:\n" in out
    assert "usage" not in out and "show this help" not in out and "options:" not in out
    code, out, _ = run(capsys, "score", "--help")
    assert out.startswith("gebruik: tarot-tui score ")
    assert "huisregels (R13):" in out and "GROOTTE:KAMP" in out and "de kaartpunten van de aanval" in out


@pytest.mark.parametrize("argv", [["--lang", "en", "score", "--help"], ["score", "--help", "--lang=en"]])
def test_help_in_english_with_lang_en(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code, out, _ = run(capsys, *argv)
    assert code == 0
    assert out.startswith("usage: tarot-tui score ")
    assert "\noptions:\n" in out and "house rules (R13):" in out and "the attack's card points" in out
    assert "gebruik" not in out


@pytest.mark.parametrize(
    ("environ", "lang"),
    [
        ({"LANG": "en_GB.UTF-8"}, "en"),
        ({"LANG": "en"}, "en"),
        ({"LANG": "nl_BE.UTF-8"}, "nl"),
        ({"LANG": "C.UTF-8"}, "nl"),
        ({"LANG": "fr_FR.UTF-8"}, "nl"),
        ({"LC_ALL": "nl_NL.UTF-8", "LANG": "en_US.UTF-8"}, "nl"),  # LC_ALL first
        ({"LC_MESSAGES": "en_US.UTF-8", "LANG": "nl_NL.UTF-8"}, "en"),
        ({"LC_ALL": "", "LANG": "en_US.UTF-8"}, "en"),  # an empty variable is not set
        ({}, "nl"),
    ],
)
def test_the_locale(environ: dict[str, str], lang: str) -> None:
    assert chosen_language([], environ) == lang
    assert (locale_language(environ) or "nl") == lang


def test_the_order_lang_then_settings_then_locale(capsys: pytest.CaptureFixture[str]) -> None:
    english = {"LANG": "en_US.UTF-8"}
    assert chosen_language(["score"], english) == "en"
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"lang": "nl"}))
    assert chosen_language(["score"], english) == "nl"  # the settings beat the locale
    assert chosen_language(["--lang", "en", "score"], {}) == "en"  # --lang beats the settings
    assert chosen_language(["score", "--lang", "fr"], english) == "nl"  # refused by the parser, in Dutch
    assert lang_argument(["--lang", "nl", "score", "--lang=en"]) == "en"
    path.write_text("{ not json")
    assert chosen_language([], english) == "en"  # a broken settings file names no language


def test_the_environment_reaches_the_whole_command(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    code, out, err = run(capsys, "score", "--players", "4", "--contract", "garde", "--points", "lots", "--bouts", "2")
    assert code == 2
    expected = "tarot-tui score: error: --points: 'lots' is not a number of points, e.g. 49 or 43.5"
    assert err == expected + " (try tarot-tui score --help)\n"
    code, out, err = run(capsys, "score", "--players", "4", "--contract", "garde", "--points", "49", "--bouts", "2")
    assert code == 0 and "Attack's points" in out


@pytest.mark.parametrize(
    ("argv", "nl", "en"),
    [
        (
            ["score", "--players", "7"],
            "tarot-tui score: fout: --players: 7 kan niet: kies uit 3, 4, 5",
            "tarot-tui score: error: --players: 7 is not possible: choose from 3, 4, 5",
        ),
        (
            ["score", "--players", "x"],
            "--players: 'x' is geen geheel getal",
            "--players: 'x' is not a whole number",
        ),
        (["export"], "dit moet erbij: AVOND", "this must be given: EVENING"),
        (
            ["sheet", "--bogus"],
            "tarot-tui sheet: fout: onbekend: --bogus (probeer tarot-tui sheet --help)",
            "tarot-tui sheet: error: unknown: --bogus (try tarot-tui sheet --help)",
        ),
        (
            ["stats", "--ascii", "--bogus", "x"],
            "tarot-tui stats: fout: onbekend: --bogus x",
            "tarot-tui stats: error: unknown: --bogus x",
        ),
        (["simulate", "--deals"], "--deals: hier hoort een waarde bij", "--deals: this needs a value"),
        (["simulate", "--strength", "lots"], "'lots' is geen getal", "--strength: 'lots' is not a number"),
        (["nosuch"], "'nosuch' kan niet: kies uit", "'nosuch' is not possible: choose from"),
    ],
)
def test_argparse_errors_in_both_languages(
    capsys: pytest.CaptureFixture[str], argv: list[str], nl: str, en: str
) -> None:
    """argparse's errors are the same plain sentences in both languages, said by the subcommand they are about
    (the English ones read like argparse's own: "argument --players: invalid choice")."""
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and ": fout: " in err and nl in err and "probeer tarot-tui" in err
    code, out, err = run(capsys, "--lang", "en", *argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and ": error: " in err and en in err and "try tarot-tui" in err
    assert "argument" not in err and "invalid" not in err


def test_no_help_text_is_written_in_the_code() -> None:
    """Every help, description and metavar word of the command line comes from the catalogue."""
    found = []
    for path in [SRC / "__main__.py", *sorted((SRC / "cli").glob("*.py"))]:
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            if re.search(r"\b(help|description|metavar)=f?[\"'][A-Za-z]{2}|add_argument_group\(f?[\"']", line):
                found.append(f"{path.name}:{number}: {line.strip()}")
    assert found == []


def test_cli_catalogues_hold_the_same_keys_and_placeholders() -> None:
    def fields(text: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}

    assert set(cli_nl.MESSAGES) == set(cli_en.MESSAGES)
    for key, text in cli_nl.MESSAGES.items():
        assert fields(text) == fields(cli_en.MESSAGES[key]), key
