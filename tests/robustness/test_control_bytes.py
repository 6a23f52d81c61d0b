"""No byte from a file reaches the terminal raw (issue 25, item 3): a key or a value in a save, a journal, a kept
evening, ``settings.json``, ``lessons.json`` or a lesson file, holding a control character, an escape sequence,
a bidi override or any other format character, is never printed by ``sheet``, ``stats``, ``export``, ``score`` or
``simulate``, nor drawn on the start screen, the resume list, the statistics, the keeper's list or the lessons
list: it is shown as a visible escape (``\\x1b``), or not at all.

The fault on 62d8a67: pydantic names the key it refuses (``Extra inputs are not permitted``) and the error was
echoed as it was, so a save shared by a friend set the terminal's title (``ESC ] 0 ; … BEL``).
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import os
import random
import tempfile
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from hostile_files import (
    ALL_AT_ONCE,
    HOSTILE_SET,
    OSC_TITLE,
    SAVE_KINDS,
    Place,
    all_places,
    raw_characters,
    shapes,
    write_files,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarot_tui.__main__ import main
from tarot_tui.app.app import TarotApp
from tarot_tui.app.screens.evenings import EveningsScreen
from tarot_tui.app.screens.lessons import LessonsScreen
from tarot_tui.app.screens.start import StartScreen
from tarot_tui.app.screens.stats import StatsScreen
from tarot_tui.i18n import set_language

COURSE = importlib.import_module("tarot_tui.lessons.course")

CLI_COMMANDS: dict[str, list[list[str]]] = {
    kind: [
        ["sheet"],
        ["stats"],
        ["stats", "--json"],
        ["stats", "--ascii"],
        ["export", "latest", "--format", "md"],
        ["export", "latest", "--format", "csv"],
        ["export", "hostile"],
        ["export", "journaled"],
        ["export", "kept"],
    ]
    for kind in SAVE_KINDS
}
CLI_COMMANDS["settings"] = [
    ["sheet"],
    ["score", "--players", "4", "--contract", "garde", "--points", "52", "--bouts", "2"],
    ["simulate", "--deals", "1", "--seats", "random,random,random,random"],
]


@contextlib.contextmanager
def data_folder() -> Iterator[tuple[Path, Path]]:
    """A fresh data folder and lesson folder, for one example (hypothesis runs many in one test)."""
    with tempfile.TemporaryDirectory(prefix="tarot-escape-") as tmp:
        data, lessons = Path(tmp) / "data", Path(tmp) / "course" / "data"
        old = os.environ.get("TAROT_TUI_DATA_DIR")
        os.environ["TAROT_TUI_DATA_DIR"] = str(data)
        real_resources = COURSE.resources
        COURSE.resources = SimpleNamespace(files=lambda _package: lessons.parent)
        COURSE.course.cache_clear()
        try:
            yield data, lessons
        finally:
            COURSE.resources = real_resources
            COURSE.course.cache_clear()
            if old is None:
                os.environ.pop("TAROT_TUI_DATA_DIR", None)
            else:
                os.environ["TAROT_TUI_DATA_DIR"] = old
            set_language("nl")


def cli_leaks(
    place: Place,
    text: str,
    capsys: pytest.CaptureFixture[str],
    commands: list[list[str]] | None = None,
    langs: tuple[str, ...] = ("nl", "en"),
) -> list[str]:
    """Run the commands that read ``place``'s file kind (all of them unless ``commands``); what reached stdout or
    stderr raw."""
    found: list[str] = []
    for lang in langs:
        for command in CLI_COMMANDS.get(place.kind, []) if commands is None else commands:
            with data_folder() as (data, lessons):
                write_files(place, text, data, lessons)  # afresh: a broken file is kept aside when read
                with contextlib.suppress(SystemExit):
                    main(["--lang", lang, *command])
                out, err = capsys.readouterr()
            assert "Traceback" not in err, err
            found += leaks_in(f"{' '.join(command)} ({lang})", out, err)
    return found


def leaks_in(what: str, out: str, err: str) -> list[str]:
    """The hostile characters in a command's output (its own line breaks aside)."""
    found = []
    for stream, written in (("stdout", out), ("stderr", err)):
        bad = raw_characters(written, lines=True)
        if bad or "\x1b" in written or "¤\n¤" in written:
            found.append(f"{what} {stream}: {[hex(ord(c)) for c in bad]} {written!r}")
    return found


def screen_lines(app: TarotApp) -> list[str]:
    """What the screen holds, line by line, as Textual hands it to the terminal (before its own sequences)."""
    return ["".join(segment.text for segment in strip) for strip in app.screen._compositor.render_strips()]


async def settled(app: TarotApp, pilot: object) -> None:
    for _ in range(3):
        await pilot.pause()  # type: ignore[attr-defined]
        await app.workers.wait_for_complete()


async def screen_leaks(place: Place, text: str) -> list[str]:
    """Open every screen that shows what ``place``'s file kind holds; what was drawn raw on any of them."""
    found: list[str] = []
    with data_folder() as (data, lessons):
        write_files(place, text, data, lessons)
        app = TarotApp(rng=random.Random(1))
        async with app.run_test(size=(160, 50)) as pilot:
            await settled(app, pilot)
            assert isinstance(app.screen, StartScreen)
            visits = [("start", None)]
            if place.kind in SAVE_KINDS:
                visits += [("stats", "s"), ("keeper", "k"), ("resume", "v")]
            if place.kind in ("progress", "lesson"):
                visits += [("lessons", "l")]
            for name, key in visits:
                if key is not None:
                    if not isinstance(app.screen, StartScreen):
                        await pilot.press("escape")
                        await settled(app, pilot)
                    write_files(place, text, data, lessons)  # afresh: the last screen kept the broken file aside
                    COURSE.course.cache_clear()
                    await pilot.press(key)
                    await settled(app, pilot)
                lines = screen_lines(app)
                for number, line in enumerate(lines):
                    bad = raw_characters(line, lines=False)
                    if bad or "\x1b" in line:
                        found.append(f"{name} line {number}: {[hex(ord(c)) for c in bad]} {line!r}")
                joined = "".join(line.strip() for line in lines)  # a long word is wrapped anywhere
                if "MARKUP" in joined and "[red]MARKUP[/red][link=" not in joined:
                    found.append(f"{name}: the markup was read, not drawn as written")
                if name == "resume":
                    assert isinstance(app.screen, EveningsScreen)
                elif name == "stats":
                    assert isinstance(app.screen, StatsScreen)
                elif name == "lessons":
                    assert isinstance(app.screen, LessonsScreen)
    return found


# -- the fault, as reported -------------------------------------------------------------------------------------------

REPORTED = [
    Place("save", "new", ()),
    Place("kept", "new", ("kept", 0)),
    Place("journal", "new", ("step",)),
    Place("settings", "new", ("rules",)),
    Place("progress", "key", ("players", "Anna", "done", "cards")),
    Place("progress", "new", ("players", "Anna")),
    Place("lesson", "new", ()),
]


@pytest.mark.parametrize("place", [p for p in REPORTED if p.kind in CLI_COMMANDS], ids=str)
def test_a_key_from_a_file_never_reaches_the_command_lines_output(
    place: Place, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli_leaks(place, ALL_AT_ONCE, capsys) == []


@pytest.mark.parametrize("place", REPORTED, ids=str)
async def test_a_key_from_a_file_is_never_drawn_raw(place: Place) -> None:
    assert await screen_leaks(place, ALL_AT_ONCE) == []


def test_a_file_name_and_a_command_line_value_are_shown_escaped(capsys: pytest.CaptureFixture[str]) -> None:
    """The name of a save that cannot be read (a friend's file, copied as it was called) and a value typed on the
    command line are echoed with visible escapes."""
    with data_folder() as (data, _):
        evenings = data / "evenings"
        evenings.mkdir(parents=True)
        for command in (["sheet"], ["stats"], ["export", "latest"]):
            (evenings / f"{OSC_TITLE}\u202e.json").write_text("{", "utf-8")  # again: a broken save is kept aside
            with contextlib.suppress(SystemExit):
                main(["--lang", "en", *command])
            out, err = capsys.readouterr()
            assert leaks_in(" ".join(command), out, err) == []
            assert "\\x1b]0;PWNED\\x07\\u202e" in err
    with data_folder() as (data, lessons):
        write_files(Place("settings", "new", ()), "unknown", data, lessons)  # two good evenings
        for command in (["export", OSC_TITLE], ["stats", "--evening", OSC_TITLE], ["sheet", OSC_TITLE]):
            with contextlib.suppress(SystemExit):
                main(["--lang", "en", *command])
            out, err = capsys.readouterr()
            assert leaks_in(" ".join(command), out, err) == [] and "\\x1b" in err, err


# -- every key and field, every character -----------------------------------------------------------------------------

PLACES = all_places()
SHAPES = shapes(PLACES)
CHARACTERS = sorted(HOSTILE_SET)
KINDS = sorted({place.kind for place in PLACES})


def places_of(kinds: list[str]) -> st.SearchStrategy[Place]:
    """A place in a file of one of ``kinds``, each kind as likely as the others (a save has far more fields)."""
    return st.sampled_from(kinds).flatmap(lambda kind: st.sampled_from([p for p in PLACES if p.kind == kind]))


@pytest.mark.parametrize("kind", sorted(CLI_COMMANDS))
def test_every_key_and_field_of_a_file_with_every_control_at_once(
    kind: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each kind of key and field of the file (one of each list's items), holding every C0 and C1 control and
    escape sequences, through the commands that read it in turn, in both languages."""
    commands = CLI_COMMANDS[kind]
    found: list[str] = []
    for number, place in enumerate(p for p in SHAPES if p.kind == kind):
        command = commands[number % len(commands)]
        found += cli_leaks(place, ALL_AT_ONCE, capsys, [command], ("nl", "en")[number % 2 :][:1])
    assert found == []


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data(), char=st.sampled_from(CHARACTERS), lang=st.sampled_from(["nl", "en"]))
def test_no_character_in_any_key_or_field_of_any_file_reaches_the_command_line(
    data: st.DataObject, char: str, lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    place = data.draw(places_of(sorted(CLI_COMMANDS)), label="place")
    command = data.draw(st.sampled_from(CLI_COMMANDS[place.kind]), label="command")
    assert cli_leaks(place, f"¤{char}¤", capsys, [command], (lang,)) == []


def no_character_reaches_a_screen(data: st.DataObject, char: str) -> None:
    place = data.draw(places_of(KINDS), label="place")
    assert asyncio.run(screen_leaks(place, f"¤{char}¤{OSC_TITLE}")) == []


@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data(), char=st.sampled_from(CHARACTERS))
def test_no_character_in_any_key_or_field_of_any_file_reaches_a_screen(data: st.DataObject, char: str) -> None:
    """A few files a run, each opened on every screen that shows it (about a second each); the soak run below
    tries many more, and every kind of file is drawn with every control at once above."""
    no_character_reaches_a_screen(data, char)


@pytest.mark.soak
@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data(), char=st.sampled_from(CHARACTERS))
def test_no_character_in_any_key_or_field_of_any_file_reaches_a_screen_many(data: st.DataObject, char: str) -> None:
    no_character_reaches_a_screen(data, char)
