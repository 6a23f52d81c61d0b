"""Every file kind the game reads, as a good sample, and every way to put a hostile text into one of its keys or
fields: the raw material of the tests that no byte from a file reaches the terminal (issue 25, item 3)."""

from __future__ import annotations

import importlib
import json
import random
import shutil
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from tarot_tui.engine import Rules
from tarot_tui.evening import Evening
from tarot_tui.persistence import AppSettings, KeptDeal, SaveWriter
from tarot_tui.persistence.lessons import LessonProgress
from tarot_tui.sheets.keeper import KeeperEvening

CONTROLS = [chr(c) for c in range(0x20)] + ["\x7f"] + [chr(c) for c in range(0x80, 0xA0)]
"""C0, DEL and C1."""
FORMATS = [chr(c) for c in range(0x110000) if unicodedata.category(chr(c)) in ("Cf", "Zl", "Zp")]
"""Format characters (bidi overrides and isolates, zero-width ones, tags) and the line and paragraph separators."""
SURROGATES = ["\ud800", "\udfff"]
"""A lone surrogate, which JSON can hold (``"\\ud800"``) and no terminal encoding can print."""
HOSTILE = CONTROLS + FORMATS + SURROGATES
"""Every character that must never reach a terminal or a screen raw."""

OSC_TITLE = "\x1b]0;PWNED\x07"
"""The escape sequence that sets the terminal's title."""
MARKUP = "[red]MARKUP[/red][link=https://example.invalid]L[/link]"
"""Rich markup, the second channel: wherever the text is drawn, it is drawn as written."""
ALL_AT_ONCE = OSC_TITLE + "\x1b[2J\x1b[31m\u202eevil\u202c\x9b1m" + "".join(CONTROLS) + MARKUP
"""A title, a clear screen, a colour, a right-to-left override and a C1 CSI, every C0 and C1 control, and markup."""

NAMES = ["Anna", "Bram", "Cees", "Dirk"]


def raw_characters(text: str, *, lines: bool) -> list[str]:
    """The hostile characters in ``text`` (``lines``: the line breaks of multi-line output are its own)."""
    allowed = {"\n"} if lines else set()
    return sorted({c for c in text if c in HOSTILE_SET and c not in allowed})


HOSTILE_SET = frozenset(HOSTILE)

Json = Any
Path_ = tuple[str | int, ...]


@dataclass(frozen=True)
class Place:
    """Where a hostile text goes: ``kind`` of file, the ``path`` to a dict or list in it, and how: ``key`` renames
    the key ``path[-1]`` (a dict's), ``value`` replaces the value at ``path``, ``new`` adds a key to the dict at
    ``path``. ``line`` is the journal line, for journals."""

    kind: str
    how: str
    path: Path_
    line: int = 0

    def __str__(self) -> str:
        where = ".".join(str(p) for p in self.path) or "(top)"
        kind = f"{self.kind}[{self.line}]" if self.kind == "journal" else self.kind
        return f"{kind}:{self.how}:{where}"


def places_in(data: Json, prefix: Path_ = ()) -> Iterator[tuple[str, Path_]]:
    """Every key and every value in ``data``, and a new key in every object."""
    if isinstance(data, dict):
        yield "new", prefix
        for key, value in data.items():
            yield "key", (*prefix, key)
            yield "value", (*prefix, key)
            yield from places_in(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield "value", (*prefix, index)
            yield from places_in(value, (*prefix, index))


def _at(data: Json, path: Path_) -> Json:
    for step in path:
        data = data[step]
    return data


def put(data: Json, how: str, path: Path_, text: str) -> Json:
    """A copy of ``data`` with ``text`` put at ``path`` as ``how`` says (see ``Place``)."""
    data = json.loads(json.dumps(data))
    if how == "new":
        _at(data, path)[text] = 1
        return data
    parent = _at(data, path[:-1])
    last = path[-1]
    if how == "key":
        assert isinstance(parent, dict) and isinstance(last, str)
        items = list(parent.items())
        parent.clear()
        parent.update({(k + text if k == last else k): v for k, v in items})
    else:
        old = parent[last]
        parent[last] = old + text if isinstance(old, str) else text
    return data


@dataclass(frozen=True)
class Samples:
    """A good file of every kind (as JSON), from one real evening, keeper evening, settings and progress."""

    save: Json
    journal_save: Json
    journal: list[Json]
    kept: Json
    settings: Json
    progress: Json
    lesson: Json
    lesson_name: str


@cache
def samples() -> Samples:
    """Made once, in a folder of their own."""
    import os
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix="tarot-hostile-"))
    old = os.environ.get("TAROT_TUI_DATA_DIR")
    os.environ["TAROT_TUI_DATA_DIR"] = str(folder)
    try:
        rng = random.Random(5)
        evening = Evening.new(NAMES, ["human"] * 4, rules=Rules(), first_dealer=0, rng=rng, directory=folder)
        while evening.deals_done < 2:  # two deals (one may be void), then one under way
            if evening.current is None:
                evening.start_deal()
                continue
            deal = evening.deal
            assert deal is not None
            evening.apply(rng.choice(list(deal.legal_actions())))
        evening.start_deal()
        for _ in range(3):
            deal = evening.deal
            assert deal is not None
            evening.apply(rng.choice(list(deal.legal_actions())))
        evening.persist()
        save = json.loads(evening._target().read_text("utf-8"))
        # The journal: a snapshot, then lines written as moves are made.
        journal_evening = Evening.load(evening._target(), rng=rng)
        journal_evening.write_in_background(SaveWriter())
        for _ in range(3):
            deal = journal_evening.deal
            assert deal is not None
            journal_evening.apply(rng.choice(list(deal.legal_actions())))
        target = journal_evening._target()
        journal_save = json.loads(target.read_text("utf-8"))
        journal = [json.loads(line) for line in target.with_suffix(".journal").read_text("utf-8").splitlines()]
        assert journal, "the sample journal holds lines"
        keeper = KeeperEvening.new(NAMES, rules=Rules(), first_dealer=0, directory=folder)
        keeper.add(KeptDeal(taker=1, contract="garde", attack_half_points=104, bouts=2))
        keeper.add(KeptDeal(taker=2, contract="prise", attack_half_points=70, bouts=1))
        assert keeper.path is not None
        kept = json.loads(keeper.path.read_text("utf-8"))
        settings = json.loads(AppSettings().model_dump_json())
        progress_model = LessonProgress()
        progress_model.record("Anna", "cards", 1)
        progress = json.loads(progress_model.model_dump_json())
        lesson_file = sorted(lesson_folder().glob("*.json"))[0]
        lesson = json.loads(lesson_file.read_text("utf-8"))
    finally:
        if old is None:
            os.environ.pop("TAROT_TUI_DATA_DIR", None)
        else:
            os.environ["TAROT_TUI_DATA_DIR"] = old
        shutil.rmtree(folder, ignore_errors=True)
    return Samples(save, journal_save, journal, kept, settings, progress, lesson, lesson_file.name)


def lesson_folder() -> Path:
    """The course's own lesson files."""
    return Path(str(importlib.import_module("tarot_tui.lessons.course").__file__)).parent / "data"


def all_places() -> list[Place]:
    """Every key and field of every file kind."""
    s = samples()
    found: list[Place] = []
    for kind, data in (("save", s.save), ("kept", s.kept), ("settings", s.settings), ("progress", s.progress)):
        found += [Place(kind, how, path) for how, path in places_in(data)]
    found += [Place("lesson", how, path) for how, path in places_in(s.lesson)]
    for line, entry in enumerate(s.journal):
        found += [Place("journal", how, path, line) for how, path in places_in(entry)]
    return found


def shapes(places: list[Place]) -> list[Place]:
    """One place of each shape: the first item of every list stands for the others (a deal's 78 cards are one
    field, as far as what a reader does with it goes)."""
    found: dict[tuple[object, ...], Place] = {}
    for place in places:
        shape = (place.kind, place.how, tuple("*" if isinstance(step, int) else step for step in place.path))
        found.setdefault(shape, place)
    return list(found.values())


SAVE_KINDS = ("save", "journal", "kept")


def write_files(place: Place, text: str, data_dir: Path, lessons_dir: Path) -> None:
    """Write the data folder (two good evenings, and the hostile file) and the lesson folder for ``place``."""
    s = samples()
    evenings = data_dir / "evenings"
    evenings.mkdir(parents=True, exist_ok=True)
    for number in (1, 2):  # good unfinished evenings: the resume list opens with several
        good = dict(s.save, evening_id=f"good-{number}", updated=f"2020-01-0{number}T10:00:00+00:00")
        (evenings / f"good-{number}.json").write_text(json.dumps(good), "utf-8")
    if lessons_dir.exists():
        shutil.rmtree(lessons_dir)
    shutil.copytree(lesson_folder(), lessons_dir)
    hostile = put_text(place, text)
    if place.kind == "save":
        (evenings / "hostile.json").write_text(hostile, "utf-8")
    elif place.kind == "kept":
        (evenings / "kept.json").write_text(hostile, "utf-8")
    elif place.kind == "journal":
        save = dict(s.journal_save, evening_id="journaled")
        (evenings / "journaled.json").write_text(json.dumps(save), "utf-8")
        (evenings / "journaled.journal").write_text(hostile, "utf-8")
    elif place.kind == "settings":
        (data_dir / "settings.json").write_text(hostile, "utf-8")
    elif place.kind == "progress":
        (data_dir / "lessons.json").write_text(hostile, "utf-8")
    else:
        (lessons_dir / s.lesson_name).write_text(hostile, "utf-8")


def put_text(place: Place, text: str) -> str:
    """The hostile file's text."""
    s = samples()
    if place.kind == "journal":
        lines = [json.dumps(entry) for entry in s.journal]
        lines[place.line] = json.dumps(put(s.journal[place.line], place.how, place.path, text))
        return "\n".join(lines) + "\n"
    data = {
        "save": s.save,
        "kept": dict(s.kept, evening_id="kept"),
        "settings": s.settings,
        "progress": s.progress,
        "lesson": s.lesson,
    }[place.kind]
    if place.kind == "save":
        data = dict(data, evening_id="hostile", updated="2030-01-01T10:00:00+00:00")
    return json.dumps(put(data, place.how, place.path, text))
