"""Whether the game's files can be written: a failed write is reported once, and again once it works.

Writers (the evening's save, the journal, the background writer, the settings) call ``write_failed`` and
``write_succeeded``; whoever shows the player what is wrong (the app) listens. A listener hears of a failure
only when saving was fine before, and of the recovery only after a failure, so a table that plays on with a
read-only folder is told once, not at every card.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .files import FileProblem, LinkedFolder, atomic_write, describe_os_error


@dataclass(frozen=True)
class WriteProblem:
    """A write that failed: the file (its folder is where the player should look) and why: the system's words for
    developers (``reason``), its error number and, when the game refused the file, the kind of problem (``kind``,
    a ``FileReason``), from which a player is told why in their language (``i18n.write_reason``)."""

    path: Path
    reason: str
    error_number: int | None = None
    kind: str | None = None
    linked: tuple[Path, Path] | None = None
    """When the data folder is a link (``LINKED_FOLDER``): that folder, and where it leads."""


Listener = Callable[[WriteProblem | None], None]
"""Told of a new failure (a ``WriteProblem``), or of the recovery (None)."""


class SaveHealth:
    """The state of writing, shared by every writer of the process."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._failing: dict[Path, WriteProblem] = {}
        self._listeners: list[Listener] = []

    @property
    def problem(self) -> WriteProblem | None:
        """The oldest write still failing, if any."""
        with self._lock:
            return next(iter(self._failing.values()), None)

    def listen(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener`` on every change between fine and failing; returns how to stop listening."""
        with self._lock:
            self._listeners.append(listener)

        def stop() -> None:
            with self._lock:
                if listener in self._listeners:
                    self._listeners.remove(listener)

        return stop

    def write_failed(self, path: Path, err: OSError) -> WriteProblem:
        """Record that ``path`` could not be written; listeners hear of it when nothing was failing before."""
        kind = err.reason if isinstance(err, FileProblem) else None
        linked = (err.folder, err.target) if isinstance(err, LinkedFolder) else None
        problem = WriteProblem(path, describe_os_error(err), err.errno, None if kind is None else str(kind), linked)
        with self._lock:
            first = not self._failing
            self._failing[path] = problem
            listeners = list(self._listeners) if first else []
        for listener in listeners:
            listener(problem)
        return problem

    def write_succeeded(self, path: Path) -> None:
        """Record that ``path`` was written; listeners hear of the recovery when it was the last failing."""
        with self._lock:
            if path not in self._failing:
                return
            del self._failing[path]
            listeners = list(self._listeners) if not self._failing else []
        for listener in listeners:
            listener(None)

    def reset(self) -> None:
        """Forget every failure (tests)."""
        with self._lock:
            self._failing.clear()


save_health = SaveHealth()
"""The process's record of failing writes."""


def write_reported(locate: Callable[[], Path], name: str, text: str) -> bool:
    """Write ``text`` atomically to the file ``locate()`` names (``name`` stands in for it when even finding the
    folder fails); False when it could not be written, which ``save_health`` is told and the app reports."""
    try:
        path = locate()
    except OSError as err:
        save_health.write_failed(Path(name), err)
        return False
    try:
        atomic_write(path, text)
    except OSError as err:
        save_health.write_failed(path, err)
        return False
    save_health.write_succeeded(path)
    return True
