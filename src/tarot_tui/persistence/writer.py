"""Saves written on a background thread, so the keystroke that made a move does not wait for the disk.

The caller serialises on its own thread (the snapshot is taken there, in order) and hands over the text;
the writer thread writes it with the same atomic replace as a synchronous save. Only the newest snapshot of
each file is kept while the thread is busy: a file is never overwritten by an older snapshot. A kill loses
the snapshots still waiting, which is why an evening also appends every action to its journal before the
action returns (``journal``); the snapshot only saves replaying the journal. ``flush`` waits until everything
handed over is on disk; the app flushes when it leaves a table and when it quits, and the process flushes
at exit. A failed write is told to ``health.save_health`` (and raised once to the thread that saves).
"""

from __future__ import annotations

import atexit
import contextlib
import threading
from collections.abc import Callable
from pathlib import Path

from .files import atomic_write
from .health import save_health


class SaveWriter:
    """One background thread writing the newest text of each file, atomically, in the order handed over.

    Args:
        write: how a text reaches its file (default: ``atomic_write``: temporary file, fsync, rename).
    """

    def __init__(self, write: Callable[[Path, str], None] = atomic_write) -> None:
        self._write = write
        self._cond = threading.Condition()
        self._pending: dict[Path, str] = {}
        """The newest text waiting for each file, oldest file first."""
        self._writing = False
        self._current: Path | None = None
        self._error: BaseException | None = None
        self._thread: threading.Thread | None = None

    def submit(self, path: Path, text: str) -> None:
        """Hand over the newest ``text`` of ``path``; returns at once. Raises the error of a failed earlier
        write, if any (once)."""
        with self._cond:
            self._raise_error()
            # A newer snapshot replaces one still waiting and goes to the back of the queue.
            self._pending.pop(path, None)
            self._pending[path] = text
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="tarot-save-writer", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def discard(self, path: Path) -> None:
        """Drop the text waiting for ``path`` and wait while it is being written (a newer save is written
        directly, and an older one must not land after it)."""
        with self._cond:
            self._pending.pop(path, None)
            self._cond.wait_for(lambda: self._current != path)

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every text handed over is on disk (False if ``timeout`` ran out first). Raises the
        error of a failed write, if any (once)."""
        with self._cond:
            done = self._cond.wait_for(lambda: not self._pending and not self._writing, timeout)
            self._raise_error()
            return done

    @property
    def idle(self) -> bool:
        """Nothing waiting and nothing being written."""
        with self._cond:
            return not self._pending and not self._writing

    def _raise_error(self) -> None:
        error, self._error = self._error, None
        if error is not None:
            raise error

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: bool(self._pending))
                path = next(iter(self._pending))
                text = self._pending.pop(path)
                self._writing = True
                self._current = path
            try:
                self._write(path, text)
            except BaseException as err:  # kept for the thread that handed the text over
                with self._cond:
                    self._error = err
                if isinstance(err, OSError):
                    save_health.write_failed(path, err)
            else:
                save_health.write_succeeded(path)
            finally:
                with self._cond:
                    self._writing = False
                    self._current = None
                    self._cond.notify_all()


_shared: SaveWriter | None = None
_shared_lock = threading.Lock()


def shared_writer() -> SaveWriter:
    """The process's background writer (created on first use; flushed at exit)."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = SaveWriter()
            atexit.register(_shared.flush, 10.0)
        return _shared


def flush_shared(timeout: float | None = None) -> None:
    """Wait for the shared writer, if there is one, so that what this process saved can be read back. A failed
    write is not raised here (it was told to ``save_health``, and its evening writes again)."""
    with _shared_lock:
        writer = _shared
    if writer is not None:
        with contextlib.suppress(OSError):
            writer.flush(timeout)
