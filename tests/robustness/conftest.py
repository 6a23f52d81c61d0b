"""Issue 12: hostile files, keys and command lines, and faults (kills, read-only folders, full disks).

Every test gets its own data directory and a clean record of failing writes.
"""

from __future__ import annotations

import errno
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tarot_tui.i18n import set_language
from tarot_tui.persistence import save_health

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))  # the app tests' harness


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh ``TAROT_TUI_DATA_DIR``, Dutch, and no failing write left over from another test."""
    monkeypatch.setenv("TAROT_TUI_DATA_DIR", str(tmp_path / "data"))
    set_language("nl")
    save_health.reset()
    yield tmp_path / "data"
    save_health.reset()
    set_language("nl")


class Disk:
    """Faults of the disk under one folder: ``read_only`` refuses to create or open a file for writing there,
    ``full`` makes every write to a file there fail (the tests run as root, for whom a mode does not make a
    folder read-only, so the faults are injected at the system calls)."""

    def __init__(self, folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        self.folder = str(folder)
        self.read_only = False
        self.full = False
        self.refused = 0
        real_open, real_write, real_replace, real_close = os.open, os.write, os.replace, os.close
        self._fds: set[int] = set()

        def fake_open(path: str | os.PathLike[str], flags: int, *args: object, **kwargs: object) -> int:
            inside = os.fspath(path).startswith(self.folder)
            if inside and self.read_only and flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
                self.refused += 1
                raise PermissionError(errno.EROFS, "Read-only file system", os.fspath(path))
            fd = real_open(path, flags, *args, **kwargs)  # type: ignore[arg-type]
            if inside and flags & (os.O_WRONLY | os.O_RDWR):
                self._fds.add(fd)
            return fd

        def fake_write(fd: int, data: bytes) -> int:
            if fd in self._fds and (self.full or self.read_only):
                self.refused += 1
                raise OSError(errno.ENOSPC, "No space left on device")
            return real_write(fd, data)

        def fake_replace(src: str | os.PathLike[str], dst: str | os.PathLike[str], **kwargs: object) -> None:
            if os.fspath(dst).startswith(self.folder) and self.read_only:
                self.refused += 1
                raise PermissionError(errno.EROFS, "Read-only file system", os.fspath(dst))
            real_replace(src, dst, **kwargs)  # type: ignore[arg-type]

        def fake_close(fd: int) -> None:
            self._fds.discard(fd)
            real_close(fd)

        monkeypatch.setattr(os, "close", fake_close)
        monkeypatch.setattr(os, "open", fake_open)
        monkeypatch.setattr(os, "write", fake_write)
        monkeypatch.setattr(os, "replace", fake_replace)


@pytest.fixture
def disk(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> Disk:
    """Faults of the disk under the data directory, off until a test turns one on."""
    data_dir.mkdir(parents=True, exist_ok=True)
    return Disk(data_dir, monkeypatch)
