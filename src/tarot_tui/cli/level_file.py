"""``tarot-tui simulate --level-file``: enter any object with ``choose(view, rng)`` as a player.

A level file is a Python file that defines ``player``: an object with a ``choose(view, rng)`` method that gets
one seat's ``SeatView`` and a ``random.Random`` and returns an ``Action`` (the ``tarot_tui.bots.Player``
protocol). Its level name in ``--seats`` is the file's name without ``.py``. The file is untrusted input: the
path, the loading and the object are checked, and every failure becomes one sentence in the player's language
(``LevelFileError``), never a traceback. Running the file runs its code, as ``python file.py`` would: enter only
files you trust.
"""

from __future__ import annotations

import importlib.util
import random
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from tarot_tui.bots import LEVELS
from tarot_tui.engine import Action, SeatView
from tarot_tui.i18n import Lang, t

NAME = re.compile(r"^[a-z][a-z0-9_]{0,31}$")
"""A level name from a file name: what ``--seats`` can spell."""

MAX_BYTES = 1_000_000
"""A level file larger than this is surely not a player."""


class LevelFileError(Exception):
    """A level file that cannot be entered, or a player from one that failed; ``str()`` is the sentence."""


@dataclass(frozen=True, slots=True)
class LevelFile:
    """A level file named on the command line: the level ``name`` it enters, and its ``path``."""

    name: str
    path: str


def check_level_file(text: str, lang: Lang) -> LevelFile:
    """The level file at ``text``, its path and name checked (not yet loaded); LevelFileError if unusable."""
    path = Path(text)
    name = path.stem.lower()
    if path.suffix != ".py":
        raise LevelFileError(t("simulate.error.file_suffix", lang, path=text))
    try:
        is_file = path.is_file()
        size = path.stat().st_size if is_file else 0
    except (OSError, ValueError):
        is_file, size = False, 0
    if not is_file:
        raise LevelFileError(t("simulate.error.file_missing", lang, path=text))
    if size > MAX_BYTES:
        raise LevelFileError(t("simulate.error.file_large", lang, path=text, most=MAX_BYTES))
    if not NAME.match(name):
        raise LevelFileError(t("simulate.error.file_name", lang, path=text))
    if name in LEVELS:
        raise LevelFileError(t("simulate.error.file_builtin", lang, path=text, name=name))
    return LevelFile(name, str(path.resolve()))


def load_player(level_file: LevelFile, lang: Lang) -> FilePlayer:
    """The ``player`` defined by ``level_file``, wrapped so its failures are reported; LevelFileError if the file
    does not load or defines no usable player."""
    module = _load(level_file.path, lang)
    try:
        obj = getattr(module, "player", None)
        usable = obj is not None and callable(getattr(obj, "choose", None))
    except Exception:  # untrusted object: a property that raises is just not a player
        usable = False
    if not usable:
        raise LevelFileError(t("simulate.error.file_player", lang, path=level_file.path))
    return FilePlayer(level_file.name, level_file.path, obj, lang)


_MODULES: dict[str, ModuleType] = {}
"""Each level file loaded in this process, by resolved path (a worker process loads each file once)."""


def _load(path: str, lang: Lang) -> ModuleType:
    if path in _MODULES:
        return _MODULES[path]
    spec = importlib.util.spec_from_file_location(f"tarot_tui_level_file_{len(_MODULES)}", path)
    if spec is None or spec.loader is None:
        raise LevelFileError(t("simulate.error.file_load", lang, path=path, error="no module"))
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except BaseException as error:  # untrusted code: any failure, even SystemExit, is one sentence
        if isinstance(error, KeyboardInterrupt):
            raise
        raise LevelFileError(t("simulate.error.file_load", lang, path=path, error=_brief(error))) from None
    _MODULES[path] = module
    sys.modules.setdefault(spec.name, module)
    return module


def _brief(error: BaseException) -> str:
    text = str(error).splitlines()[0] if str(error) else ""
    return f"{type(error).__name__}: {text[:120]}" if text else type(error).__name__


class FilePlayer:
    """A level file's player: its ``choose`` checked to return an ``Action``; a failure is a LevelFileError."""

    def __init__(self, name: str, path: str, player: object, lang: Lang) -> None:
        """Wrap ``player`` (loaded from ``path``) as the level ``name``."""
        self._name = name
        self._path = path
        self._player = player
        self._lang = lang

    @property
    def level(self) -> str:
        """The level name: the file's name."""
        return self._name

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        """The wrapped player's action; LevelFileError when it raises or returns something that is no action."""
        try:
            action = self._player.choose(view, rng)  # type: ignore[attr-defined]
        except BaseException as error:  # untrusted code
            if isinstance(error, KeyboardInterrupt):
                raise
            raise LevelFileError(
                t("simulate.error.file_failed", self._lang, path=self._path, error=_brief(error))
            ) from None
        if not isinstance(action, Action):
            raise LevelFileError(t("simulate.error.file_action", self._lang, path=self._path, value=repr(action)[:60]))
        return action


__all__ = ["MAX_BYTES", "FilePlayer", "LevelFile", "LevelFileError", "check_level_file", "load_player"]
